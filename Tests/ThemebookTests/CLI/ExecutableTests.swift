import Foundation
import Testing

/// Runs the built `themebook` executable as a user would.
@Suite("The themebook executable")
struct ExecutableTests {
    func run(_ arguments: [String], in folder: String) throws -> Themebook.Run {
        try Themebook.run(arguments, in: URL(fileURLWithPath: folder))
    }

    @Test("build prints one summary line and exits 0; a broken reference exits 1 with file:line:col")
    func buildAndFail() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        let templates = Repo.path("templates")
        let ok = try run(["build", "--templates", templates], in: site.folder.path)
        #expect(ok.status == 0, "\(ok.err)")
        #expect(ok.out.hasPrefix("Built "))
        #expect(ok.out.contains("4 colours, 3 tokens, 2 themes"))
        #expect(ok.out.split(separator: "\n").count == 1)
        #expect(FileManager.default.fileExists(atPath: site.path("site/index.html")))

        try site.write("content/tokens/dark.tokens.json", MiniContent.dark.replacingOccurrences(of: "Grey90", with: "Grey95"))
        let bad = try run(["build", "--templates", templates], in: site.folder.path)
        #expect(bad.status == 1)
        #expect(bad.err.contains("content/tokens/dark.tokens.json:3:44: error: 'layer1' refers to unknown palette colour 'Grey.Grey95'; did you mean 'Grey.Grey90'? [unknown-palette-color]"))
        #expect(bad.err.contains("    ^"))
        #expect(bad.err.contains("1 error"))
    }
}
