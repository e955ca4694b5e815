import Foundation
import Testing

@testable import ThemebookCore

@Suite("Platform pages: each platform's value side by side, platform filters, the palette's two hexes, the Drift page")
struct PlatformPagesTests {
    static let fixture = Repo.path("Tests/ThemebookTests/Fixtures/platforms")

    /// The fixture's site, rendered into memory, once per test.
    func site() -> Build.Result {
        let result = AndroidFixtures.check(Self.fixture)
        #expect(result.errorCount == 0)
        return result
    }

    /// The text of a page with tags removed and spaces collapsed.
    func text(_ html: String?) -> String {
        let stripped = (html ?? "").replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression)
        return stripped.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The rows of a page's first table body, each as text.
    func rows(_ html: String?) -> [String] {
        guard let html, let start = html.range(of: "<tbody>"), let end = html.range(of: "</tbody>", range: start.upperBound..<html.endIndex) else {
            return []
        }
        return html[start.upperBound..<end.lowerBound].components(separatedBy: "<tr>").dropFirst().map { text($0) }
    }

    @Test("a shared token's page shows each platform's value in each theme, both spellings, and says where they differ")
    func sharedToken() {
        let page = site().file("tokens/layer1.html")
        #expect(text(page).contains("In code: iOS theme.colors.layer1 Android ShopTheme.colors.layer1"))
        #expect(page?.contains("<thead><tr><th scope=\"col\">Theme</th><th scope=\"col\">iOS</th><th scope=\"col\">Android</th></tr></thead>") == true)
        #expect(rows(page) == [
            "Light Grey10 #f9f9fb Grey10 #f9f9fb",
            "Dark Grey90 #15141a Grey90 #15141a",
            "Private Mode differs Violet90 #321c64 Grey90 #15141a",
            "High Contrast no such theme on iOS Grey10 #f9f9fb",
        ])
        #expect(page?.contains("href=\"../drift.html\"") == true)
        #expect(!text(page).contains("Only on"))
    }

    @Test("a token one platform lacks says so, and its cells there say the token is not on it")
    func onePlatformToken() {
        let result = site()
        let ripple = result.file("tokens/ripple.html")
        #expect(ripple?.contains("<p class=\"change-note\"><strong>Only on Android.</strong></p>") == true)
        #expect(rows(ripple).first == "Light not on iOS Grey90 #15141a")
        #expect(text(ripple).contains("In code: Android ShopTheme.colors.ripple"))
        #expect(result.file("tokens/shareSheetBackground.html")?.contains("Only on iOS.") == true)
    }

    @Test("the tokens page has a column per theme and platform that has it, and links to each platform's own list")
    func tokensPage() {
        let result = site()
        let tokens = result.file("tokens.html") ?? ""
        #expect(tokens.contains("<p class=\"filter\">Platform: <a href=\"tokens.html\" aria-current=\"page\">All platforms</a> <a href=\"platforms/ios.html\">iOS</a> <a href=\"platforms/android.html\">Android</a> </p>"))
        #expect(tokens.contains("<a href=\"themes/highContrast.html\">High Contrast · Android</a>"))
        #expect(!tokens.contains("High Contrast · iOS"))
        #expect(tokens.components(separatedBy: "<th scope=\"col\"><a href=\"themes/").count - 1 == 7)
        #expect(tokens.contains("shoptheme.colors.layer1"))
        let ios = result.file("platforms/ios.html") ?? ""
        #expect(ios.contains("<a href=\"../platforms/ios.html\" aria-current=\"page\">iOS</a>"))
        #expect(ios.contains("tokens/shareSheetBackground.html") && !ios.contains("tokens/ripple.html"))
        #expect(!ios.contains("<th scope=\"col\"><a href=\"../themes/highContrast.html\">"))
        #expect(ios.contains("<th scope=\"col\"><a href=\"../themes/private.html\">Private Mode</a></th>"))
        let android = result.file("platforms/android.html") ?? ""
        #expect(android.contains("tokens/ripple.html") && !android.contains("tokens/shareSheetBackground.html"))
        #expect(android.contains("#aa71ff") && !android.contains("#ab71ff"))
    }

    @Test("a theme only one platform has is shown for that platform alone")
    func onePlatformTheme() {
        let result = site()
        let page = result.file("themes/highContrast.html") ?? ""
        #expect(page.contains("<p class=\"change-note\"><strong>Only on Android.</strong></p>"))
        #expect(!page.contains("shareSheetBackground") && page.contains("ripple"))
        #expect(text(page).contains("Android: Grey10 #f9f9fb"))
        #expect(!text(page).contains("iOS:"))
        let dark = result.file("themes/dark.html") ?? ""
        #expect(text(dark).contains("iOS: Violet40 #ab71ff Android: Violet40 #aa71ff"))
        #expect(!dark.contains("change-note"))
    }

    @Test("the palette names a shared colour once, with both hexes where they differ, and marks one platform's own")
    func palette() {
        let page = site().file("palette.html") ?? ""
        #expect(page.components(separatedBy: "id=\"c-Violet40\"").count == 2)
        #expect(text(page).contains("Violet40 #ab71ff 6 uses differs"))
        #expect(text(page).contains("Violet40 differs #ab71ff · rgb(171, 113, 255) · ShopColors.Violet40 iOS #ab71ff Violet40 Android #aa71ff Violet40"))
        #expect(text(page).contains("Green50 unused #3fe1b0 · rgb(63, 225, 176) · ShopColors.Green50 Only on Android. No theme uses this colour."))
        #expect(text(page).contains("Dark (Android): layerAccent actionPrimary"))
    }

    @Test("the Drift page lists every drift, grouped by token, with each platform's swatch and where it is defined")
    func driftPage() {
        let result = site()
        let page = result.file("drift.html") ?? ""
        #expect(text(page).contains("Where iOS and Android give a token or a palette colour a different value: 6 in all."))
        #expect(page.components(separatedBy: "<h3 id=").count - 1 == 3)
        #expect(text(page).contains("layerAccent Dark iOS #ab71ff ShopThemes.swift:29 Android #aa71ff ShopTheme.kt:53 Private Mode iOS #ab71ff ShopThemes.swift:38 Android #aa71ff ShopTheme.kt:53"))
        #expect(text(page).contains("Palette colours Violet40 iOS #ab71ff ShopColors.swift:14 Android #aa71ff ShopColors.kt:10"))
        #expect(page.components(separatedBy: "class=\"swatch\"").count - 1 == 12)
        #expect(result.file("index.html")?.contains("<a href=\"drift.html\">Drift</a>") == true)
    }

    @Test("contrast pages are per platform and theme, and a token's page shows each platform's pairs")
    func contrast() {
        let result = site()
        #expect(result.file("contrast/ios-light.html") != nil && result.file("contrast/android-highContrast.html") != nil)
        #expect(result.file("contrast/light.html") == nil && result.file("contrast/ios-highContrast.html") == nil)
        let token = result.file("tokens/textPrimary.html") ?? ""
        #expect(token.contains("<h2>Contrast on iOS</h2>") && token.contains("<h2>Contrast on Android</h2>"))
        #expect(token.contains("href=\"../contrast/android-highContrast.html\""))
    }

    @Test("search finds both platforms' spellings and values; catalogue.json lists the drift and each platform's catalogue")
    func generated() throws {
        let result = site()
        let index = try #require(result.file("search-index.json"))
        let records = try #require(try JSONSerialization.jsonObject(with: Data(index.utf8)) as? [[String: Any]])
        let layer1 = records.first { $0["id"] as? String == "token:layer1" }?["meta"] as? [String: String]
        #expect(layer1?["iOS code"] == "theme.colors.layer1" && layer1?["Android code"] == "ShopTheme.colors.layer1")
        #expect(layer1?["iOS private"] == "#321c64" && layer1?["Android private"] == "#15141a")
        let violet = records.first { $0["id"] as? String == "palette:Violet40" }?["meta"] as? [String: String]
        #expect(violet?["iOS"] == "Violet40 #ab71ff" && violet?["Android"] == "Violet40 #aa71ff")
        let json = try #require(result.file("catalogue.json"))
        let catalogue = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((catalogue["drift"] as? [Any])?.count == 6)
        #expect((catalogue["platforms"] as? [[String: String]])?.map { $0["file"] ?? "" } == ["platforms/ios.json", "platforms/android.json"])
        let android = try #require(result.file("platforms/android.json"))
        #expect(android.contains("\"ripple\"") && !android.contains("\"shareSheetBackground\""))
    }

    @Test("a site of one app has no platform page, no Drift link and no platform member")
    func single() {
        let result = AndroidFixtures.check(AndroidFixtures.folder("compose"))
        #expect(result.files.keys.contains { $0.hasPrefix("platforms/") || $0 == "drift.html" } == false)
        #expect(result.file("index.html")?.contains("drift.html") == false)
        #expect(result.file("catalogue.json")?.contains("\"platforms\"") == false)
        #expect(result.file("tokens.html")?.contains("Platform:") == false)
    }
}
