import Foundation
import Testing
@testable import ThemebookCore

/// `appCode` in the site config: its keys, what is wrong with them, where the files come from,
/// the commit a link names, and which files are left out.
@Suite("App code: the config and the files read")
struct AppCodeConfigTests {
    /// The fixture's catalogue in a temporary project with `config` as its `appCode` object and
    /// `files` written beside it; `check` of it.
    static func check(_ appCode: String, files: [String: String] = [:], git: Bool = true) throws -> (TempSite, Build.Result) {
        let site = try TempSite()
        try copyTree(URL(fileURLWithPath: AppCodeFixture.content), to: site.folder.appendingPathComponent("content"))
        if git { try FileManager.default.createDirectory(atPath: site.path(".git"), withIntermediateDirectories: true) }
        var config = try #require(site.read("content/themebook.json"))
        let start = try #require(config.range(of: "\"appCode\": {"))
        let end = try #require(config.range(of: "\n  }", range: start.upperBound..<config.endIndex))
        config.replaceSubrange(start.lowerBound..<end.upperBound, with: "\"appCode\": " + appCode)
        try site.write("content/themebook.json", config)
        for (path, text) in files { try site.write(path, text) }
        return (site, AppCodeFixture.check(content: site.path("content")))
    }

    static func lines(_ result: Build.Result, _ site: TempSite, ids: Set<String>) -> [String] {
        result.diagnostics.filter { ids.contains($0.id) }.lines(relativeTo: site.folder.path)
    }

    @Test("a malformed appCode object is reported at its values, with a did-you-mean for a misspelt key or placeholder")
    func malformed() throws {
        let (site, result) = try Self.check(#"{"root": 3, "folder": ["App"], "sourceURL": "https://x/{commt}/{path}"}"#)
        defer { site.remove() }
        #expect(Self.lines(result, site, ids: ["invalid-config", "unknown-config-key"]) == [
            "content/themebook.json:8:3: error: 'appCode' needs 'folders': the folders of the app's code to read, relative to 'root' [invalid-config]",
            "content/themebook.json:8:23: error: 'appCode.root' must be a folder path, such as \"../..\" [invalid-config]",
            "content/themebook.json:8:26: warning: 'appCode.folder' is not a site config key; did you mean 'folders'? [unknown-config-key]",
            "content/themebook.json:8:58: error: 'appCode.sourceURL' has '{commt}', which is not one of {commit}, {path} and {line}; did you mean '{commit}'? [invalid-config]",
        ])
        let (other, noPath) = try Self.check(#"{"folders": ["App"], "sourceURL": "https://x/{line}"}"#, files: ["App/A.swift": ""])
        defer { other.remove() }
        #expect(Self.lines(noPath, other, ids: ["invalid-config"]) == [
            "content/themebook.json:8:48: error: 'appCode.sourceURL' must hold '{path}', where the file's path goes [invalid-config]"
        ])
        let (third, notObject) = try Self.check(#"["App"]"#)
        defer { third.remove() }
        #expect(Self.lines(notObject, third, ids: ["invalid-config"]) == [
            "content/themebook.json:8:14: error: 'appCode' must be an object with 'folders' [invalid-config]"
        ])
    }

    @Test("a folder that is missing, or outside the project, is an error at its name in the config")
    func missingFolders() throws {
        let (site, result) = try Self.check(#"{"root": "..", "folders": ["App", "Gone"]}"#, files: ["App/A.swift": "let a = theme.colors.layer1\n"])
        defer { site.remove() }
        let missing = result.diagnostics.filter { $0.id == "missing-file" }
        #expect(missing.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["8:48"])
        #expect(missing.first?.message == "app code folder '\(site.path("Gone"))' does not exist")
        #expect(result.catalogue?.appCode?.files == ["App/A.swift"])
        // Without a project around them, the content folder is the whole scope: `..` is outside.
        let (loose, outside) = try Self.check(#"{"root": "..", "folders": ["App"]}"#, files: ["App/A.swift": ""], git: false)
        defer { loose.remove() }
        #expect(outside.diagnostics.filter { $0.id == "outside-project" }.map(\.message) == [
            "app root '\(loose.folder.path)' is outside the project '\(loose.path("content"))' (it resolves to '\(loose.folder.path)'); "
                + "inputs must lie inside the project or a folder given with --allow-read"
        ])
    }

    @Test("root defaults to the content folder's project, and exclude leaves out files and whole folders by glob")
    func rootAndExclude() throws {
        let (site, result) = try Self.check(
            #"{"folders": ["App", "Lib"], "exclude": ["App/Generated", "**/*Tests.swift", "Lib/?.swift"]}"#,
            files: ["App/A.swift": "", "App/Generated/G.swift": "", "App/Deep/ATests.swift": "", "App/Deep/B.swift": "",
                    "Lib/C.swift": "", "Lib/CD.swift": "", "App/notes.txt": "", "App/.hidden/H.swift": ""])
        defer { site.remove() }
        #expect(result.catalogue?.appCode?.files == ["App/A.swift", "App/Deep/B.swift", "Lib/CD.swift"])
        #expect(PathGlob("**/Tests").matches("A/B/Tests") && PathGlob("**/Tests").matches("Tests"))
        #expect(!PathGlob("A/*.swift").matches("A/B/C.swift") && PathGlob("A/**/*.swift").matches("A/B/C.swift"))
        #expect(PathGlob("./A/?.swift").matches("A/b.swift") && !PathGlob("A/?.swift").matches("A/bc.swift"))
    }

    @Test("a file that is not UTF-8 or not Swift themebook can read is a warning at its first problem; the rest is read")
    func unreadable() throws {
        let (site, result) = try Self.check(
            #"{"root": "..", "folders": ["App"]}"#,
            files: ["App/A.swift": "let a = \"open\nlet b = theme.colors.layer1\n"])
        defer { site.remove() }
        #expect(Self.lines(result, site, ids: ["app-code-unreadable"]) == [
            "App/A.swift:1:9: warning: 'App/A.swift' could not be read whole as code: unterminated string literal; expected '\"' before the end of the line; reads after it may be missed [app-code-unreadable]"
        ])
        #expect(result.catalogue?.appCode?.tokenUses["layer1"]?.count == 1)
        #expect(result.succeeded)
    }

    @Test("{commit} in sourceURL is the root's checked-out commit, read from .git; without one, uses are not linked")
    func commit() throws {
        let id = "0123456789abcdef0123456789abcdef01234567"
        let url = #"{"root": "..", "folders": ["App"], "sourceURL": "https://x/blob/{commit}/{path}#L{line}"}"#
        let (site, result) = try Self.check(url, files: [
            ".git/HEAD": "ref: refs/heads/main\n", ".git/packed-refs": "# pack-refs\n\(id) refs/heads/main\n",
            "App/My View.swift": "\n\nlet a = theme.colors.layer1\n",
        ])
        defer { site.remove() }
        let report = try #require(result.catalogue?.appCode)
        #expect(report.commit == id)
        #expect(report.tokenUses["layer1"].map { $0.map(report.url) } == ["https://x/blob/\(id)/App/My%20View.swift#L3"])
        #expect(result.file("tokens/layer1.html")?.contains("<a href=\"https://x/blob/\(id)/App/My%20View.swift#L3\"><code>App/My View.swift:3</code></a>") == true)
        // A loose ref wins over the packed one; a detached HEAD is the commit itself.
        try site.write(".git/refs/heads/main", String(repeating: "b", count: 40) + "\n")
        #expect(GitHead.commit(of: site.folder.path + "/App") == String(repeating: "b", count: 40))
        try site.write(".git/HEAD", String(repeating: "c", count: 40) + "\n")
        #expect(GitHead.commit(of: site.folder.path) == String(repeating: "c", count: 40))
        // No commit to name: the places are shown without links.
        let (bare, unlinked) = try Self.check(url, files: ["App/A.swift": "let a = theme.colors.layer1\n"])
        defer { bare.remove() }
        #expect(unlinked.catalogue?.appCode?.commit == nil)
        #expect(unlinked.file("tokens/layer1.html")?.contains("<ul class=\"code-uses\"><li><code>App/A.swift:1</code></li>") == true)
    }

    @Test("a worktree's .git file leads to its folder and the common one")
    func worktree() throws {
        let site = try TempSite([
            "main/.git/HEAD": "ref: refs/heads/main\n", "main/.git/refs/heads/topic": String(repeating: "d", count: 40) + "\n",
            "main/.git/worktrees/wt/HEAD": "ref: refs/heads/topic\n", "main/.git/worktrees/wt/commondir": "../..\n",
        ])
        defer { site.remove() }
        try site.write("wt/.git", "gitdir: \(site.path("main/.git/worktrees/wt"))\n")
        #expect(GitHead.commit(of: site.path("wt")) == String(repeating: "d", count: 40))
        #expect(GitHead.commit(of: site.folder.path) == nil)
    }

    @Test("the Swift theming files the config reads are not the app's code: their palette reads are the theme")
    func themingFilesLeftOut() throws {
        let site = try TempSite()
        defer { site.remove() }
        try copyTree(URL(fileURLWithPath: Repo.path("Tests/ThemebookTests/Fixtures/swift-acme")), to: site.folder)
        try FileManager.default.createDirectory(atPath: site.path(".git"), withIntermediateDirectories: true)
        var config = try #require(site.read("themebook.json"))
        config = config.replacingOccurrences(of: "\"themes\": [\"light\"", with: "\"appCode\": {\"root\": \".\", \"folders\": [\"Sources\", \"App\"]},\n  \"themes\": [\"light\"")
        try site.write("themebook.json", config)
        try site.write("App/HomeView.swift", """
            func apply(theme: AcmeTheme) {
                view.backgroundColor = theme.colors.layer1
                view.tintColor = AcmeColors.Blue50
                icon.image = UIImage(named: AcmeImageIdentifiers.Large.bookmark)
            }
            """)
        let result = AppCodeFixture.check(content: site.folder.path)
        let report = try #require(result.catalogue?.appCode)
        #expect(report.files == ["App/HomeView.swift"])
        #expect(report.tokenUses["layer1"]?.map(report.place) == ["App/HomeView.swift:2"])
        #expect(report.paletteReads.map(\.text) == ["AcmeColors.Blue50"])
        #expect(report.imageUses["bookmarkLarge"]?.map { report.place($0.use) } == ["App/HomeView.swift:4"])
    }
}
