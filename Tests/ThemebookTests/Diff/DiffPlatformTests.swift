import Foundation
import Testing

@testable import ThemebookCore

@Suite("diff of a site of several platforms: each platform compared with itself, reported under its name")
struct DiffPlatformTests {
    static let fixture = Repo.path("Tests/ThemebookTests/Fixtures/platforms")

    /// The fixture as `old/`, and as `new/` with an iOS token and two Android palette colours changed.
    func sides() throws -> TempSite {
        let site = try TempSite()
        try copyTree(URL(fileURLWithPath: Self.fixture), to: site.folder.appendingPathComponent("old"))
        try copyTree(URL(fileURLWithPath: Self.fixture), to: site.folder.appendingPathComponent("new"))
        let kotlin = try #require(site.read("new/android/src/ShopColors.kt"))
        try site.write("new/android/src/ShopColors.kt", kotlin.replacingOccurrences(of: "0xFF321C64", with: "0xFF321C65")
            .replacingOccurrences(of: "0xFF3FE1B0", with: "0xFF3FE1B1"))
        let swift = try #require(site.read("new/ios/Sources/ShopThemes.swift"))
        try site.write("new/ios/Sources/ShopThemes.swift", swift.replacingOccurrences(
            of: "var layer1: UIColor = ShopColors.Violet90", with: "var layer1: UIColor = ShopColors.Grey90"))
        return site
    }

    @Test("the text report has a section per platform and a summary naming each")
    func text() throws {
        let site = try sides()
        defer { site.remove() }
        let run = try Themebook.run(["diff", "old", "new"], in: site.folder)
        #expect(run.status == 0)
        #expect(run.out == """
            Changes from old to new

            == iOS ==

            Tokens changed (1)
              ~ layer1 (Layers)
                  private: #321c64 → #15141a (was Violet90, now Grey90)

            == Android ==

            Palette colours changed (2)
              ~ Violet90 #321c64 → #321c65
              ~ Green50 #3fe1b0 → #3fe1b1

            iOS: 1 token changed (1 visible, 0 alias only); Android: 2 palette colours changed

            """)
        let failing = try Themebook.run(["diff", "old", "new", "--fail-on", "changed"], in: site.folder)
        #expect(failing.status == 1)
    }

    @Test("the JSON report counts every platform's changes and lists each platform's own")
    func json() throws {
        let site = try sides()
        defer { site.remove() }
        let run = try Themebook.run(["diff", "old", "new", "--format", "json"], in: site.folder)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        #expect((report["counts"] as? [String: Int])?["changed"] == 3)
        let platforms = try #require(report["platforms"] as? [[String: Any]])
        #expect(platforms.map { $0["id"] as? String } == ["ios", "android"])
        #expect(((platforms[1]["palette"] as? [String: Any])?["changed"] as? [Any])?.count == 2)
        #expect(report["summary"] as? String == "iOS: 1 token changed (1 visible, 0 alias only); Android: 2 palette colours changed")
    }

    @Test("the Changes page lists every platform's changes, each theme named with its platform")
    func changesPage() throws {
        let site = try sides()
        defer { site.remove() }
        var options = Build.Options()
        options.content = site.path("new")
        options.templates = Repo.path("templates")
        options.mode = .memory
        options.changesAgainst = site.path("old")
        let result = Build.run(options)
        let page = try #require(result.file("changes.html"))
        #expect(page.contains("Private Mode (iOS)"))
        #expect(page.contains("#321c65") && page.contains("#3fe1b1"))
    }
}
