import Foundation
import Testing
@testable import ThemebookCore

/// The references in `docs/reference/` that are made from the code stay in step with it, as the
/// built-in templates do with `templates/`.
@Suite("Generated references")
struct ReferenceDocsTests {
    @Test("each generated block of docs/reference/ is what the code gives (else THEMEBOOK_RECORD=1 swift test --filter ReferenceDocs)",
        arguments: ReferenceDocs.blocks.map(\.name))
    func fresh(_ name: String) throws {
        let block = try #require(ReferenceDocs.blocks.first { $0.name == name })
        let path = Repo.path(block.file)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        let current = try #require(ReferenceDocs.current(name, in: page), "\(block.file) lacks the markers of block '\(name)'")
        let made = block.make()
        if made != current, ProcessInfo.processInfo.environment["THEMEBOOK_RECORD"] == "1" {
            try Data(try #require(ReferenceDocs.replacing(name, in: page, with: made)).utf8).write(to: URL(fileURLWithPath: path))
            Issue.record("recorded block '\(name)' of \(block.file); read it, then run the tests again without THEMEBOOK_RECORD")
            return
        }
        #expect(made == current, "\(block.file) is stale: run THEMEBOOK_RECORD=1 swift test --filter ReferenceDocs")
    }

    @Test("the commands reference names every command, option and usage line")
    func commandsListed() throws {
        let page = try String(contentsOfFile: Repo.path("docs/reference/commands.md"), encoding: .utf8)
        for command in CommandLineTool.commands {
            #expect(page.contains("## `themebook \(command.name)`"))
            #expect(page.contains(command.usageLine))
            for option in command.options { #expect(page.contains("`\(option.synopsis)`"), "\(command.name) \(option.name)") }
        }
    }

    @Test("a block is replaced between its markers and the text around it stays")
    func replacing() throws {
        let page = "intro\n\(ReferenceDocs.begin("x"))\nold\n\(ReferenceDocs.end("x"))\noutro\n"
        #expect(ReferenceDocs.current("x", in: page) == "old\n")
        #expect(ReferenceDocs.replacing("x", in: page, with: "new\n") == "intro\n\(ReferenceDocs.begin("x"))\nnew\n\(ReferenceDocs.end("x"))\noutro\n")
        #expect(ReferenceDocs.current("y", in: page) == nil)
    }
}
