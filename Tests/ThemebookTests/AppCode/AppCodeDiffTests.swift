import Foundation
import Testing
@testable import ThemebookCore

/// `diff` between two versions of an app whose code the site config reads: how the change moved
/// what is left to migrate, in every format.
@Suite("App code: diff reports how migration counts moved")
struct AppCodeDiffTests {
    static func copy(editing edit: (TempSite) throws -> Void = { _ in }) throws -> TempSite {
        let site = try TempSite()
        try copyTree(URL(fileURLWithPath: AppCodeFixture.folder), to: site.folder)
        try FileManager.default.createDirectory(atPath: site.path(".git"), withIntermediateDirectories: true)
        try edit(site)
        return site
    }

    @Test("a change that migrates a Photon colour and LegacyThemeManager away is counted by kind, in text, Markdown and JSON")
    func moved() throws {
        let old = try Self.copy()
        defer { old.remove() }
        let new = try Self.copy { site in
            var cell = try #require(site.read("App/Views/Cells/TopSiteCell.swift"))
            cell = cell.replacingOccurrences(of: "UIColor.Photon.Grey10", with: "theme.colors.layer1")
            cell = cell.replacingOccurrences(of: "LegacyThemeManager.instance.currentName == .dark", with: "isDark")
            try site.write("App/Views/Cells/TopSiteCell.swift", cell)
        }
        defer { new.remove() }
        let before = try #require(DiffSide(.folder(old.path("content"))).load().catalogue)
        let after = try #require(DiffSide(.folder(new.path("content"))).load().catalogue)
        let changes = CatalogueDiff.compare(old: before, new: after)
        let migration = try #require(changes.migration)
        #expect(migration.before == 12 && migration.after == 10)
        #expect(migration.moved.map { "\($0.code) \($0.before) \($0.after)" } == ["UIColor.Photon 2 1", "LegacyThemeManager 1 0"])
        #expect(changes.count(.any) == 0, "the catalogue itself did not change")
        let report = ChangesReport(changes, old: "old", new: "new")
        #expect(report.summary == "2 fewer uses left to migrate (12 → 10)")
        #expect(report.render(.text) == """
            Changes from old to new

            Left to migrate in the app's code (2)
              ~ UIColor.Photon: 2 → 1 (−1)
              ~ LegacyThemeManager: 1 → 0 (−1)

            2 fewer uses left to migrate (12 → 10)

            """)
        #expect(report.render(.markdown).contains("| `UIColor.Photon` | 2 | 1 |\n| `LegacyThemeManager` | 1 | 0 |"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.render(.json).utf8)) as? [String: Any])
        let kinds = try #require(json["migration"] as? [String: [String: Any]])
        #expect(kinds["UIColor.Photon"]?["before"] as? Int == 2 && kinds["UIColor.Photon"]?["after"] as? Int == 1)
        #expect(kinds["palette"]?["code"] as? String == "FXColors.*")
        #expect(kinds.count == 7)
    }

    @Test("without app code on either side there is no migration in the report")
    func none() throws {
        let content = try #require(DiffSide(.folder(Repo.path("content"))).load().catalogue)
        let changes = CatalogueDiff.compare(old: content, new: content)
        #expect(changes.migration == nil)
        #expect(!ChangesReport(changes, old: "a", new: "b").render(.json).contains("migration"))
    }
}
