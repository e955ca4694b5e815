import Foundation
import Testing

@testable import ThemebookCore

/// The app's code at a git revision (`diff REV`, `diff --against`, `build --changes-against`):
/// its folders are read from git into the same in-memory tree as the content, through the same
/// entry checks, and never from the working tree.
@Suite("App code: a git revision's app folders")
struct AppCodeRevisionTests {
    /// A git repository in a temporary folder.
    struct Repository {
        let site: TempSite
        var path: String { site.folder.path }

        func commit(_ tag: String) throws {
            try git("add", "-A")
            try git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", tag)
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
            guard process.terminationStatus == 0 else { throw DiffGitTests.GitFailed(arguments: arguments) }
            return String(decoding: out, as: UTF8.self)
        }

        func run(_ arguments: [String]) throws -> Themebook.Run { try Themebook.run(arguments, in: site.folder) }
        func remove() { site.remove() }
    }

    /// The app-code fixture committed as `v1`; `v2` moves a Photon colour and LegacyThemeManager
    /// to tokens; the working tree then adds legacy theming that no commit has.
    static func repository() throws -> Repository {
        let repo = Repository(site: try TempSite())
        try copyTree(URL(fileURLWithPath: AppCodeFixture.folder), to: repo.site.folder)
        try repo.git("init", "-q")
        try repo.commit("v1")
        var cell = try #require(repo.site.read("App/Views/Cells/TopSiteCell.swift"))
        cell = cell.replacingOccurrences(of: "UIColor.Photon.Grey10", with: "theme.colors.layer1")
        cell = cell.replacingOccurrences(of: "LegacyThemeManager.instance.currentName == .dark", with: "isDark")
        try repo.site.write("App/Views/Cells/TopSiteCell.swift", cell)
        try repo.commit("v2")
        try repo.site.write("App/Views/Extra.swift", "let a = UIColor.Photon.Grey10\nlet b = UIColor.Photon.Grey10\n")
        return repo
    }

    static func load(_ revision: String, _ repo: Repository) -> DiffSide.Loaded {
        DiffSide(.revision(revision, content: "content", repository: repo.path)).load()
    }

    @Test("each revision's app code is its own, read from git, paths shown with the revision")
    func readFromGit() throws {
        let repo = try Self.repository()
        defer { repo.remove() }
        let v1 = Self.load("v1", repo), v2 = Self.load("v2", repo)
        let old = try #require(v1.catalogue?.appCode), new = try #require(v2.catalogue?.appCode)
        let folder = try #require(DiffSide(.folder(repo.site.path("content"))).load().catalogue?.appCode)
        // The same files as the working tree's reading of v1, excluded and hidden ones left out;
        // the working tree's extra file is in neither revision.
        #expect(old.files == new.files)
        #expect(folder.files == (old.files + ["App/Views/Extra.swift"]).sorted())
        #expect(old.migrationCounts.values.reduce(0, +) == 12)
        #expect(new.migrationCounts.values.reduce(0, +) == 10)
        #expect(folder.migrationCounts.values.reduce(0, +) == 12)
        // A lint of the revision's code names the revision's file.
        let photon = v1.diagnostics.filter { $0.id == "legacy-theming" }.compactMap(\.location?.file)
        #expect(photon.contains("v1:App/Views/Cells/TopSiteCell.swift"), "\(photon)")
        #expect(photon.allSatisfy { $0.hasPrefix("v1:App/") }, "\(photon)")
        #expect(v1.sources["v1:App/Views/Cells/TopSiteCell.swift"] != nil, "excerpts come from the revision")
        // The revision's guide is read from git too, and its Don'ts quoted.
        #expect(v1.catalogue?.guides.map(\.slug) == ["colour-rules"])
        #expect(v1.diagnostics.contains { $0.notes.contains { $0.message.hasPrefix("the guide 'Colour rules' says Don't") } })
        #expect(try repo.git("status", "--porcelain") == "?? App/Views/Extra.swift\n")
    }

    @Test("diff between two revisions reports how the migration counts moved")
    func diffCommand() throws {
        let repo = try Self.repository()
        defer { repo.remove() }
        let run = try repo.run(["diff", "v1", "v2"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("""
            Left to migrate in the app's code (2)
              ~ UIColor.Photon: 2 → 1 (−1)
              ~ LegacyThemeManager: 1 → 0 (−1)
            """), "\(run.out)")
        #expect(run.out.contains("2 fewer uses left to migrate (12 → 10)"), "\(run.out)")
        // Against the working tree, which adds two Photon reads.
        let working = try repo.run(["diff", "--against", "v2"])
        #expect(working.out.contains("~ UIColor.Photon: 1 → 3 (+2)"), "\(working.out)")
    }

    @Test("an app folder entry that leads outside the revision is refused like any other")
    func unsafeEntry() throws {
        let repo = try CraftedRepository(extra: [
            "content/themebook.json": MiniContent.config.replacingOccurrences(
                of: "\"title\"", with: "\"appCode\": {\"root\": \"..\", \"folders\": [\"App\"]},\n  \"title\""),
            "App/A.swift": "let a = theme.colors.layer1\n",
        ])
        defer { repo.remove() }
        #expect(repo.load("base").catalogue?.appCode?.files == ["App/A.swift"])
        try repo.commit("evil", content: [], top: [
            ("App", .tree([("A.swift", .file("let a = theme.colors.layer1\n")), ("B.swift", .link("../../../etc/passwd"))]))
        ])
        let loaded = repo.load("evil")
        #expect(loaded.catalogue == nil)
        #expect(loaded.errors.map(\.message) == [
            "entry 'evil:App/B.swift' is a link to '../../../etc/passwd', outside the revision; it is not followed; the revision is not read"
        ])
    }
}
