import Foundation
import Testing

@testable import ThemebookCore

@Suite("Platforms: one catalogue of each platform's, and platform-drift at each platform's definition")
struct PlatformMergeTests {
    static let fixture = Repo.path("Tests/ThemebookTests/Fixtures/platforms")

    @Test("tokens, themes and palette colours are the union of the platforms', each once, in the first platform's order")
    func union() throws {
        let catalogue = try #require(AndroidFixtures.check(Self.fixture).catalogue)
        #expect(catalogue.platforms.map(\.id) == ["ios", "android"])
        #expect(catalogue.tokens.map(\.name) == [
            "layer1", "layerAccent", "layerScrim", "actionPrimary", "textPrimary", "shareSheetBackground", "ripple",
        ])
        #expect(catalogue.themes.map(\.info.id) == ["light", "dark", "private", "highContrast"])
        #expect(catalogue.palette.map(\.name) == ["Blue50", "Grey10", "Grey90", "Violet40", "Violet90", "White", "Green50"])
        let ios = catalogue.platforms[0], android = catalogue.platforms[1]
        #expect(ios.tokenIndex["ripple"] == nil && android.tokenIndex["shareSheetBackground"] == nil)
        #expect(ios.themeIndex["highContrast"] == nil && android.themeIndex["highContrast"] == 3)
        #expect(ios.value("layer1", theme: "private").flatMap(\.shownKey) == "#321c64")
        #expect(android.value("layer1", theme: "private").flatMap(\.shownKey) == "#15141a")
        #expect(android.value("textPrimary", theme: "highContrast").flatMap(\.shownKey) == "#000000")
        // The merged values are the first platform's that has the token in the theme.
        #expect(catalogue.shown("layer1", in: "private") == "#321c64")
        #expect(catalogue.shown("ripple", in: "dark") == "#f9f9fb")
        #expect(catalogue.shown("layer1", in: "highContrast") == "#f9f9fb")
    }

    @Test("every differing token and theme, and the palette colour whose hex differs, is drift; nothing else")
    func drift() throws {
        let catalogue = try #require(AndroidFixtures.check(Self.fixture).catalogue)
        let found = catalogue.drift.map { drift -> String in
            let values = drift.sides.map { "\($0.platform)=\($0.value.shownKey ?? "")" }.joined(separator: ",")
            switch drift.subject {
            case .token(let name, let theme): return "\(name)/\(theme) \(values)"
            case .palette(let name): return "palette \(name) \(values)"
            }
        }
        #expect(found == [
            "layer1/private ios=#321c64,android=#15141a",
            "layerAccent/dark ios=#ab71ff,android=#aa71ff",
            "layerAccent/private ios=#ab71ff,android=#aa71ff",
            "actionPrimary/dark ios=#0060df,android=#aa71ff",
            "actionPrimary/private ios=#0060df,android=#aa71ff",
            "palette Violet40 ios=#ab71ff,android=#aa71ff",
        ])
    }

    @Test("each drift is a platform-drift note at each platform's definition, pointing at the other's")
    func driftDiagnostics() throws {
        let result = AndroidFixtures.check(Self.fixture)
        #expect(result.errorCount == 0)
        let drift = result.diagnostics.filter { $0.id == "platform-drift" }
        #expect(drift.allSatisfy { $0.severity == .note })
        #expect(drift.count == 12)
        let layer1 = drift.filter { $0.message.hasPrefix("'layer1' in theme 'private'") }
        #expect(layer1.map(\.message) == [
            "'layer1' in theme 'private' is #15141a on Android but #321c64 on iOS; the platforms drift",
            "'layer1' in theme 'private' is #321c64 on iOS but #15141a on Android; the platforms drift",
        ])
        #expect(layer1.map { "\(($0.location!.file as NSString).lastPathComponent):\($0.location!.line):\($0.location!.column)" } == [
            "ShopTheme.kt:61:5", "ShopThemes.swift:37:9",
        ])
        #expect(layer1.map { ($0.notes.first?.location?.file as NSString?)?.lastPathComponent ?? "" } == ["ShopThemes.swift", "ShopTheme.kt"])
        let palette = drift.filter { $0.message.hasPrefix("palette colour 'Violet40'") }
        #expect(palette.map { "\(($0.location!.file as NSString).lastPathComponent):\($0.location!.line):\($0.location!.column)" } == [
            "ShopColors.kt:10:9", "ShopColors.swift:14:16",
        ])
    }

    @Test("platform-drift is tunable like every rule: off, or raised to a warning")
    func tunable() throws {
        let config = AndroidFixtures.read("../platforms", "themebook.json")
        for (level, expected) in [("off", 0), ("warning", 12)] {
            let tuned = config.replacingOccurrences(of: "\"guides\": \"guides\",", with: "\"guides\": \"guides\", \"diagnostics\": {\"platform-drift\": \"\(level)\"},")
            let site = try TempSite()
            defer { site.remove() }
            try copyTree(URL(fileURLWithPath: Self.fixture), to: site.folder.appendingPathComponent("content"))
            try site.write("content/themebook.json", tuned)
            let result = AndroidFixtures.check(site.path("content"))
            #expect(result.diagnostics.filter { $0.id == "platform-drift" && $0.severity == .warning }.count == expected, "\(level)")
            #expect(result.diagnostics.filter { $0.id == "platform-drift" }.count == expected, "\(level)")
        }
    }

    @Test("palette colours match without a lower-case prefix their platform shares: photonBlue50 is Blue50")
    func paletteKeys() throws {
        let site = try TempSite()
        defer { site.remove() }
        try copyTree(URL(fileURLWithPath: Self.fixture + "/ios"), to: site.folder.appendingPathComponent("content/ios"))
        try site.write("content/res/values/shop_colors.xml", """
            <resources><color name="shopBlue50">#0061DF</color><color name="shopGrey10">#F9F9FB</color></resources>
            """)
        try site.write("content/res/values/colors.xml", "<resources><color name=\"layer1\">@color/shopGrey10</color></resources>")
        try site.write("content/themebook.json", """
            {"platforms": {
              "ios": {"swift": {"palette": ["ios/Sources/ShopColors.swift"], "protocol": "ios/Sources/ShopThemeColourPalette.swift", "themes": ["ios/Sources/ShopThemes.swift"]}},
              "android": {"android": {"resources": ["res/values/colors.xml", "res/values/shop_colors.xml"]}}
            }}
            """)
        let result = AndroidFixtures.check(site.path("content"))
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.platforms[1].paletteIndex["Blue50"] == 0 && catalogue.platforms[1].paletteIndex["Grey10"] == 1)
        #expect(catalogue.palette.map(\.name).contains("shopBlue50") == false)
        #expect(result.messages("platform-drift").contains("palette colour 'Blue50' is #0061df on Android but #0060df on iOS; the platforms drift"))
        // The light theme's layer1 is the same on both platforms: no drift for it.
        #expect(!result.messages("platform-drift").contains { $0.hasPrefix("'layer1' in theme 'light'") })
    }

    @Test("contrast is measured on each platform, and a pair below its minimum says which platform")
    func contrast() throws {
        let config = AndroidFixtures.read("../platforms", "themebook.json")
            .replacingOccurrences(of: "\"kind\": \"text\"}]", with: "\"kind\": \"text\"}, {\"foreground\": \"actionPrimary\", \"on\": \"layerAccent\", \"kind\": \"non-text\"}]")
        let site = try TempSite()
        defer { site.remove() }
        try copyTree(URL(fileURLWithPath: Self.fixture), to: site.folder.appendingPathComponent("content"))
        try site.write("content/themebook.json", config)
        let result = AndroidFixtures.check(site.path("content"))
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.contrast.isEmpty)
        #expect(catalogue.platforms.map { $0.catalogue.contrast.pairs.count } == [2, 2])
        let below = result.messages("contrast-below-minimum")
        #expect(below.contains { $0.hasPrefix("'actionPrimary' on 'layerAccent' in theme 'light' on 'iOS' has contrast 1.00:1") })
        #expect(below.contains { $0.hasPrefix("'actionPrimary' on 'layerAccent' in theme 'dark' on 'Android' has contrast 1.00:1") })
    }
}
