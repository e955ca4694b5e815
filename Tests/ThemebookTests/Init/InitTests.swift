import Foundation
import Testing

/// `themebook init`, run as a user would in an app's repository, and the result built at once.
@Suite("themebook init")
struct InitTests {
    /// The run's standard output with the timing of its `Checked …` line taken out.
    static func untimed(_ text: String) -> String {
        text.replacingOccurrences(of: #" in [0-9]+\.[0-9]+ s:"#, with: ":", options: .regularExpression)
    }

    static let starterFiles = [
        "themebook.json", "tokens/resolver.json", "tokens/palette.tokens.json", "tokens/theme-protocol.json",
        "tokens/themes/light.tokens.json", "tokens/themes/dark.tokens.json", "guides/getting-started.md",
    ]

    @Test("init writes a starter content folder that builds with no errors and no warnings")
    func starter() throws {
        let repo = try TempSite()
        defer { repo.remove() }
        let run = try Themebook.run(["init", "--title", "Acme colours"], in: repo.folder)
        #expect(run.err == "")
        #expect(run.status == 0)
        #expect(Self.untimed(run.out) == Self.starterFiles.map { "created content/\($0)\n" }.joined() + """
            Checked 8 colours, 6 tokens, 2 themes, 1 guides, 0 images: 0 errors, 0 warnings
            Next: themebook build   (writes site/; 'themebook check' in CI)

            """)
        #expect(repo.read("content/themebook.json")?.contains("\"title\": \"Acme colours\"") == true)
        let build = try Themebook.run(["build"], in: repo.folder)
        #expect(build.status == 0)
        #expect(build.err == "")
        #expect(build.out.hasPrefix("Built 29 files from 8 colours, 6 tokens, 2 themes, 1 guides, 0 images into site/"))
        #expect(repo.read("site/guides/getting-started.html")?.contains("tokens/actionPrimary.html") == true)
    }

    @Test("init never replaces a file: it skips and names each one that exists")
    func neverOverwrites() throws {
        let repo = try TempSite(["docs/themebook.json": "{\"title\": \"Mine\"}", "docs/README.md": "keep"])
        defer { repo.remove() }
        let run = try Themebook.run(["init", "docs"], in: repo.folder)
        #expect(run.out.hasPrefix(Self.starterFiles.dropFirst().map { "created docs/\($0)\n" }.joined() + "skipped docs/themebook.json: it exists\n"))
        #expect(repo.read("docs/themebook.json") == "{\"title\": \"Mine\"}")
        #expect(repo.read("docs/README.md") == "keep")
        let light = repo.path("docs/tokens/themes/light.tokens.json")
        try Data("{}".utf8).write(to: URL(fileURLWithPath: light))
        let again = try Themebook.run(["init", "docs"], in: repo.folder)
        #expect(again.out.hasPrefix(Self.starterFiles.map { "skipped docs/\($0): it exists\n" }.joined()))
        #expect(repo.read("docs/tokens/themes/light.tokens.json") == "{}")
        // The check after writing tells the truth about the folder as it now is.
        #expect(again.status == 1)
        #expect(again.err.contains("[missing-token]"))
    }

    @Test("init --swift writes a config listing each file by its role, and it builds")
    func swiftSources() throws {
        let repo = try TempSite()
        defer { repo.remove() }
        try copyTree(URL(fileURLWithPath: Repo.path("Tests/ThemebookTests/Fixtures/swift-acme/Sources")), to: repo.folder.appendingPathComponent("App/Theme"))
        let names = ["AcmeBrandColors", "AcmeColors", "AcmeDarkTheme", "AcmeImageIdentifiers", "AcmeLightTheme", "AcmePrivateTheme", "AcmeThemeColourPalette"]
        let run = try Themebook.run(["init", "docs/colours", "--title", "Acme", "--swift"] + names.map { "App/Theme/\($0).swift" }, in: repo.folder)
        #expect(run.status == 0, "\(run.err)")
        #expect(Self.untimed(run.out) == """
            created docs/colours/themebook.json
            created docs/colours/guides/getting-started.md
            Checked 16 colours, 15 tokens, 4 themes, 1 guides, 9 images: 0 errors, 1 warning (same-in-light-and-dark), 12 notes (placeholder-token ×10, swift-skipped, unused-palette-color)
            Next: themebook build --content docs/colours   (writes site/; 'themebook check --content docs/colours' in CI)

            """)
        #expect(repo.read("docs/colours/themebook.json") == """
            {
              "title": "Acme",
              "guides": "guides",
              "swift": {
                "palette": [
                  "../../App/Theme/AcmeBrandColors.swift",
                  "../../App/Theme/AcmeColors.swift"
                ],
                "protocol": "../../App/Theme/AcmeThemeColourPalette.swift",
                "themes": [
                  "../../App/Theme/AcmeDarkTheme.swift",
                  "../../App/Theme/AcmeLightTheme.swift",
                  "../../App/Theme/AcmePrivateTheme.swift"
                ],
                "images": [
                  "../../App/Theme/AcmeImageIdentifiers.swift"
                ],
                "placeholder": "AcmeMissingToken"
              }
            }

            """)
        let build = try Themebook.run(["build", "--content", "docs/colours"], in: repo.folder)
        #expect(build.status == 0, "\(build.err)")
        #expect(repo.read("site/tokens/layer1.html") != nil)
    }

    @Test("init --swift names a file it cannot place, and fails without a token protocol")
    func swiftProblems() throws {
        let repo = try TempSite(["Other.swift": "struct Helper { func f() {} }\n"])
        defer { repo.remove() }
        let run = try Themebook.run(["init", "--swift", "Other.swift", "Gone.swift"], in: repo.folder)
        #expect(run.status == 1)
        #expect(run.out == "")
        #expect(run.err == """
            error: Swift source 'Gone.swift' does not exist or cannot be read [missing-file]
            error: none of the Swift files declares tokens: a token protocol (a protocol with 'var name: UIColor { get }'), a theme type with a static instance per theme, or colours holding a light and a dark value; name the files that do [init-no-protocol]
            Other.swift:1:1: warning: 'Other.swift' declares no palette, token protocol, theme or image identifiers; it is left out [init-unrecognized-file]
                struct Helper { func f() {} }
                ^
            themebook: init failed: 2 errors (init-no-protocol, missing-file), 1 warning (init-unrecognized-file)

            """)
        #expect(!FileManager.default.fileExists(atPath: repo.path("content")))
    }

    @Test("init's usage errors: a folder after --swift, a file that is not Swift, the working folder itself")
    func usage() throws {
        let usage = "usage: themebook init [--swift FILE…] [--app PATH] [--title TITLE] [--ci SERVICE] [--diagnostics FORMAT] [DIR]\n"
        let repo = try TempSite()
        defer { repo.remove() }
        let cases: [([String], String)] = [
            (["init", "--swift", "A.swift", "docs"], "'docs' is not a Swift file; --swift takes .swift files (put DIR before --swift)"),
            (["init", "a", "b"], "init takes one folder, not 'b'; put DIR before --swift"),
            (["init", "."], "init writes a content folder beside the site it builds; name a subfolder such as 'docs'"),
            (["init", "--swift"], "--swift needs at least one FILE"),
        ]
        for (arguments, message) in cases {
            let run = try Themebook.run(arguments, in: repo.folder)
            #expect(run.status == 2)
            #expect(run.err == "themebook: error: \(message)\n" + usage)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: repo.folder.path).isEmpty)
    }
}
