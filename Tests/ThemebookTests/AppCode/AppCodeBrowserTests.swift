import Foundation
import Testing
@testable import ThemebookCore

/// The app-code fixture's site in headless Chromium (`Tests/browser/check_uses.py`): the tokens
/// page in order of use and unused only, the In code page's filter, and without JavaScript every
/// row and no dead control; and the site's design on those pages (no sideways scroll, axe-core).
@Suite("App code: the pages in a real browser")
struct AppCodeBrowserTests {
    @Test("the tokens page sorts and filters by use with JavaScript, and reads whole without it")
    func usesInBrowser() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: BrowserTests.python), "\(BrowserTests.python) is missing; \(BrowserTests.setupHint)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themebook-uses-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = Build.Options()
        options.content = AppCodeFixture.content
        options.templates = Repo.path("templates")
        let site = folder.appendingPathComponent("site").path
        options.mode = .write(output: site)
        let build = Build.run(options)
        try #require(build.wrote, "the app-code fixture did not build: \(build.diagnosticLines(relativeTo: Repo.root.path).filter { $0.contains("error:") })")
        let (status, output) = try await BrowserTests.run([
            Repo.path("Tests/browser/check_uses.py"), "--screenshots", BrowserTests.screenshots + "/app-code", site,
        ])
        let hint = status == 2 ? "\n(\(BrowserTests.setupHint))" : ""
        #expect(status == 0, "check_uses.py exited with \(status):\n\(output)\(hint)")
        #expect(output.contains("Uses: 8/8 checks passed"), "\(output)")
    }
}
