import Foundation
import Testing

@testable import ThemebookCore

/// Excerpts of the working tree's files, for every command: a link to a file outside the
/// project is reported, and no line of that file is ever shown.
@Suite("Excerpts never show a file outside the project")
struct OutsideExcerptTests {
    @Test("diff, check, build, convert and serve name a guide linked to a file outside, and show none of its lines")
    func linkedGuide() throws {
        let repo = try CraftedRepository()
        defer { repo.remove() }
        let canary = try CraftedTreeTests.Canary()
        defer { canary.site.remove() }
        try "SECRET-LINE\n".write(toFile: canary.path + "/leak.md", atomically: true, encoding: .utf8)
        try repo.site.write("content/themebook.json", MiniContent.config.replacingOccurrences(of: "{\"title\"", with: "{\"guides\": \"guides\", \"title\""))
        try FileManager.default.createDirectory(atPath: repo.path + "/content/guides", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repo.path + "/content/guides/leak.md", withDestinationPath: canary.path + "/leak.md")
        let shown = "content/guides/leak.md:1:1: error: link 'content/guides/leak.md' is outside the project"
        for arguments in [["diff", "content", "base"], ["diff", "--against", "base"], ["check"], ["build"], ["convert", "--to", "dtcg", "out"]] {
            let run = try repo.run(arguments)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.err.contains(shown), "\(arguments): \(run.err)")
            #expect(!run.err.contains("SECRET"), "\(arguments): \(run.err)")
        }
        // serve: in the terminal and in every page's overlay.
        let serve = try ServeProcess(in: repo.site.folder)
        let page = try #require(serve.get("/"))
        #expect(page.status == 503)
        #expect(page.text.contains("link &#39;content/guides/leak.md&#39; is outside the project"), "\(page.text)")
        #expect(!page.text.contains("SECRET"))
        #expect(serve.stop() == 0)
        #expect(serve.err.contains(shown), "\(serve.err)")
        #expect(!serve.err.contains("SECRET"))
    }
}
