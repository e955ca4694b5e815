import Foundation
import Testing

@testable import ThemebookCore

/// `themebook diff` with git revisions: each test makes a small repository in a temporary
/// folder and runs the built executable in it.
@Suite("Diff: git revisions and the command")
struct DiffGitTests {
    /// A repository with tags `v0` (no content yet), `v1` (the mini content), `v2` (dark's
    /// layer1 on Blue60) and `broken` (a dark token file that is not JSON), checked out at `v2`.
    struct Repository {
        let site: TempSite
        var path: String { site.folder.path }

        init() throws {
            site = try TempSite(["README.md": "A test repository\n"])
            try git("init", "-q")
            try commit("v0")
            for (file, text) in MiniContent.files { try site.write(file, text) }
            try commit("v1")
            try site.write("content/tokens/dark.tokens.json", MiniContent.dark.replacingOccurrences(of: "{Grey.Grey90}", with: "{Blue.Blue60}"))
            try commit("v2")
            try site.write("content/tokens/dark.tokens.json", "{\"Layers\": \n  {,}\n}\n")
            try commit("broken")
            try git("checkout", "-q", "v2")
        }

        func commit(_ tag: String) throws {
            try git("add", "-A")
            try git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "--allow-empty", "-m", tag)
            try git("tag", tag)
        }

        @discardableResult
        func git(_ arguments: String...) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", path] + arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let out = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw GitFailed(arguments: arguments) }
            return String(decoding: out, as: UTF8.self)
        }

        func run(_ arguments: [String], in folder: String? = nil) throws -> Themebook.Run {
            try Themebook.run(arguments, in: URL(fileURLWithPath: folder ?? path))
        }

        func remove() { site.remove() }
    }

    struct GitFailed: Error { var arguments: [String] }

    static let darkChange = """
        Tokens changed (2)
          ~ layer1 (Layers)
              dark: #15141a → #0250bb (was Grey90, now Blue60)
          ~ actionPrimary (Actions)
              dark: #15141a → #0250bb (was layer1 → Grey90, now layer1 → Blue60)

        """

    @Test("two revisions are read with git itself; the working tree and index stay as they were")
    func twoRevisions() throws {
        let repo = try Repository()
        defer { repo.remove() }
        try repo.site.write("content/tokens/light.tokens.json", "not even json")
        let status = try repo.git("status", "--porcelain")
        let run = try repo.run(["diff", "v1", "v2"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err == "")
        #expect(run.out.hasPrefix("Changes from v1 to v2\n\n" + Self.darkChange))
        #expect(run.out.contains("Palette colours") == false)
        #expect(try repo.git("status", "--porcelain") == status)
    }

    @Test("--against REV compares the content folder with the revision; --fail-on exits 1 only for its kind")
    func against() throws {
        let repo = try Repository()
        defer { repo.remove() }
        // Uncommitted: a new palette colour.
        try repo.site.write("content/tokens/palette.tokens.json", MiniContent.palette.replacingOccurrences(
            of: "\"Grey10\": {\"$value\": \"#f9f9fb\"},", with: "\"Grey10\": {\"$value\": \"#f9f9fb\"}, \"Grey20\": {\"$value\": \"#f0f0f4\"},"))
        let run = try repo.run(["diff", "--against", "v1"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out == "Changes from v1 to content\n\n" + Self.darkChange + """

            Palette colours added (1)
              + Grey20 #f0f0f4

            2 tokens changed (2 visible, 0 alias only), 1 palette colour added

            """)
        let removed = try repo.run(["diff", "--against", "v1", "--fail-on", "removed"])
        #expect(removed.status == 0 && removed.err == "")
        let changed = try repo.run(["diff", "--against", "v1", "--fail-on", "changed", "--format", "markdown"])
        #expect(changed.status == 1)
        #expect(changed.out.hasPrefix("### Theme changes: v1 → content\n"))
        #expect(changed.err == "themebook: diff found 2 changed changes (--fail-on changed)\n")
        let any = try repo.run(["diff", "--against", "v2", "--fail-on", "any"])
        #expect(any.status == 1 && any.err == "themebook: diff found 1 change (--fail-on any)\n")
        // The removal the other way round.
        let back = try repo.run(["diff", "content", "v1", "--fail-on", "removed", "--format", "json"])
        #expect(back.status == 1 && back.err == "themebook: diff found 1 removed change (--fail-on removed)\n")
        #expect(back.out.contains("\"schema\": \"themebook-diff/1\""))
    }

    @Test("a revision's guides are read from git with the rest, and their references checked at REV:path")
    func revisionGuides() throws {
        let repo = try Repository()
        defer { repo.remove() }
        try repo.site.write("content/guides/start.md", "---\ntitle: Start\n---\n\nUse [the base](token:layer1).\n")
        try repo.commit("guided")
        try repo.site.write("content/guides/start.md", "---\ntitle: Start\n---\n\nUse [the base](token:layer9).\n")
        try repo.commit("misspelt")
        try repo.git("checkout", "-q", "v2")
        let guided = try repo.run(["diff", "v2", "guided"])
        #expect(guided.status == 0, "\(guided.err)")
        #expect(guided.out.hasPrefix("Changes from v2 to guided\n") && guided.out.contains("No changes"), "\(guided.out)")
        let misspelt = try repo.run(["diff", "v2", "misspelt"])
        #expect(misspelt.status == 1)
        #expect(misspelt.err.contains("misspelt:content/guides/start.md:5:5: error: "), "\(misspelt.err)")
        #expect(misspelt.err.contains("'layer9'"), "\(misspelt.err)")
    }

    @Test("an unknown revision is a clear error, exit 1, and nothing is compared")
    func unknownRevision() throws {
        let repo = try Repository()
        defer { repo.remove() }
        let root = try repo.git("rev-parse", "--show-toplevel").trimmingCharacters(in: .newlines)
        let run = try repo.run(["diff", "--against", "nope"])
        #expect(run.status == 1)
        #expect(run.out == "")
        #expect(run.err == """
            error: 'nope' is neither a content folder nor a revision of the git repository at '\(root)' [unknown-revision]
            themebook: diff failed: old side 'nope' does not load (1 error (unknown-revision), 0 warnings)

            """)
        let option = try repo.run(["diff", "--upload-pack=x", "v1"])
        #expect(option.status == 2, "an argument that looks like an option is never passed to git")
    }

    @Test("a side that fails to load is reported at REV:path with its line, exit 1, and nothing is compared")
    func brokenSide() throws {
        let repo = try Repository()
        defer { repo.remove() }
        let run = try repo.run(["diff", "broken", "v2"])
        #expect(run.status == 1)
        #expect(run.out == "")
        #expect(run.err.hasPrefix("broken:content/tokens/dark.tokens.json:2:4: error: "))
        #expect(run.err.contains("\n      {,}\n       ^\n"))
        #expect(run.err.hasSuffix("themebook: diff failed: old side 'broken' does not load (1 error (json-syntax), 0 warnings)\n"))
        let json = try repo.run(["diff", "v2", "broken", "--diagnostics", "json"])
        #expect(json.status == 1)
        #expect(json.out.contains("\"file\": \"broken:content/tokens/dark.tokens.json\""))
        #expect(json.err == "themebook: diff failed: new side 'broken' does not load (1 error (json-syntax), 0 warnings)\n")
        let missing = try repo.run(["diff", "v0", "v2"])
        #expect(missing.status == 1)
        #expect(missing.err.hasPrefix("error: content folder 'content' does not exist at revision 'v0' [missing-file]\n"))
    }

    @Test("outside a git repository, a side that is no folder is an error")
    func noRepository() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        let run = try Themebook.run(["diff", "--against", "main"], in: site.folder)
        #expect(run.status == 1 && run.out == "")
        #expect(run.err.hasPrefix("error: 'main' is neither a content folder nor a revision: '.' is not inside a git repository [unknown-revision]\n"))
    }

    @Test("Swift sources outside the content folder are read at the revision too, from a subfolder of the repository")
    func swiftOutsideContent() throws {
        let repo = try Repository()
        defer { repo.remove() }
        // The Acme app's sources in App/, the site config in docs/ naming them as ../App/….
        let acme = SwiftSourceFixtures.folder("swift-acme")
        try copyTree(URL(fileURLWithPath: acme + "/Sources"), to: repo.site.folder.appendingPathComponent("App/Sources"))
        let config = SwiftSourceFixtures.read(acme + "/themebook.json").replacingOccurrences(of: "\"Sources/", with: "\"../App/Sources/")
        try repo.site.write("docs/themebook.json", config)
        try repo.commit("acme")
        let colors = repo.path + "/App/Sources/AcmeColors.swift"
        try SwiftSourceFixtures.read(colors).replacingOccurrences(of: "0x0060DF", with: "0x0061E0").write(toFile: colors, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: repo.path + "/App/sub", withIntermediateDirectories: true)
        let run = try repo.run(["diff", "--against", "acme", "--content", "../../docs"], in: repo.path + "/App/sub")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("Palette colours changed (1)\n  ~ Blue50 #0060df → #0061e0\n"))
        #expect(run.out.contains("  ~ actionPrimary (Actions & Forms)\n      light: #0060df → #0061e0\n"))
    }

    @Test("usage errors exit 2: one side only, --against with a side, an unknown format")
    func usage() throws {
        let repo = try Repository()
        defer { repo.remove() }
        let usage = "usage: themebook diff [--against REV] [--content DIR] [--format FORMAT] [--fail-on KIND] [--diagnostics FORMAT] [--allow-read DIR] [OLD NEW]\n"
        let one = try repo.run(["diff", "v1"])
        #expect(one.status == 2 && one.err == "themebook: error: diff needs two sides, OLD and NEW, or --against REV\n" + usage)
        let both = try repo.run(["diff", "--against", "v1", "v2"])
        #expect(both.status == 2 && both.err.hasPrefix("themebook: error: unexpected argument 'v2'; --against compares with the content folder\n"))
        let format = try repo.run(["diff", "v1", "v2", "--format", "markdwn"])
        #expect(format.status == 2
            && format.err.hasPrefix("themebook: error: --format must be text, markdown or json, not 'markdwn'; did you mean 'markdown'?\n"))
        let failOn = try repo.run(["diff", "v1", "v2", "--fail-on", "all"])
        #expect(failOn.status == 2 && failOn.err.hasPrefix("themebook: error: --fail-on must be removed, changed or any, not 'all'"))
    }
}

/// `themebook build --changes-against REV`: a Changes page with before and after swatches,
/// linked from the home page and from each changed token's page.
@Suite("Diff: the Changes page")
struct ChangesPageTests {
    @Test("the page shows every visible change with both swatches; home and the changed tokens link to it")
    func changesPage() throws {
        let repo = try DiffGitTests.Repository()
        defer { repo.remove() }
        let run = try repo.run(["build", "--changes-against", "v1"])
        #expect(run.status == 0, "\(run.err)")
        let page = try #require(repo.site.read("site/changes.html"))
        #expect(page.contains("<h1>Changes since <code>v1</code></h1>"))
        #expect(page.contains("2 tokens changed (2 visible, 0 alias only)"))
        // layer1 in dark: Grey90 before, Blue60 after, each as a swatch with its hex.
        let start = try #require(page.range(of: "<tr id=\"c-layer1\">"))
        let end = try #require(page.range(of: "</tr>", range: start.upperBound..<page.endIndex))
        let row = page[start.lowerBound..<end.upperBound]
        #expect(row.contains("<a href=\"tokens/layer1.html\"><code>layer1</code></a>"))
        #expect(row.contains("style=\"--swatch: rgb(21 20 26)\"") && row.contains("<code class=\"hex\">#15141a</code>"))
        #expect(row.contains("style=\"--swatch: rgb(2 80 187)\"") && row.contains("<code class=\"hex\">#0250bb</code>"))
        #expect(row.contains("<strong>visible</strong>"))
        #expect(page.contains("id=\"c-actionPrimary\""))
        let home = try #require(repo.site.read("site/index.html"))
        #expect(home.contains("<a class=\"card\" href=\"changes.html\"><strong>Changes</strong><span>Since v1: 2 tokens changed"))
        let token = try #require(repo.site.read("site/tokens/layer1.html"))
        #expect(token.contains("<p class=\"change-note\"><a href=\"../changes.html#c-layer1\">Changed since v1</a></p>"))
        let unchanged = try #require(repo.site.read("site/tokens/layerFade.html"))
        #expect(!unchanged.contains("change-note"))

        // Without the option there is no page and no link.
        let plain = try repo.run(["build"])
        #expect(plain.status == 0, "\(plain.err)")
        #expect(repo.site.read("site/changes.html") == nil)
        #expect(repo.site.read("site/index.html")?.contains("changes.html") == false)
        #expect(repo.site.read("site/tokens/layer1.html")?.contains("change-note") == false)
    }

    @Test("an unknown or broken revision fails the build and keeps the previous site")
    func badRevision() throws {
        let repo = try DiffGitTests.Repository()
        defer { repo.remove() }
        #expect(try repo.run(["build"]).status == 0)
        let before = repo.site.read("site/index.html")
        let unknown = try repo.run(["build", "--changes-against", "nope"])
        #expect(unknown.status == 1)
        #expect(unknown.err.contains("error: 'nope' is neither a content folder nor a revision of the git repository at "))
        #expect(unknown.err.contains("[unknown-revision]"))
        let broken = try repo.run(["build", "--changes-against", "broken"])
        #expect(broken.status == 1)
        #expect(broken.err.hasPrefix("broken:content/tokens/dark.tokens.json:2:4: error: "))
        #expect(repo.site.read("site/index.html") == before)
        #expect(repo.site.read("site/changes.html") == nil)
    }
}
