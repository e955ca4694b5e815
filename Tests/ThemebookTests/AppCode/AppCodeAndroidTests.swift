import Foundation
import Testing
@testable import ThemebookCore

/// The Android side of the app's code (`Fixtures/app-code-android`): a site of two platforms
/// whose `appCode` reads both apps (Swift with the iOS catalogue's spellings, Kotlin and XML
/// layouts with the Android one's), and an Android site of XML colour resources whose code
/// reads them as `R.color.name` and `@color/name`. Look-alikes in comments, strings, string
/// templates and unrelated types, the theming files, `build/` and `.gradle` must not count.
enum AppCodeAndroidFixture {
    static let folder = Repo.path("Tests/ThemebookTests/Fixtures/app-code-android")

    static func check(_ content: String) -> Build.Result {
        var options = Build.Options()
        options.content = folder + "/" + content
        options.templates = Repo.path("templates")
        options.mode = .memory
        return Build.run(options)
    }

    static func places(_ uses: [AppCodeReport.Use]?, _ report: AppCodeReport) -> [String] {
        (uses ?? []).map { "\(report.files[$0.file]):\($0.line):\($0.column)" }
    }

    static let ids: Set<String> = ["palette-in-code", "legacy-theming", "unused-token", "unknown-token-in-code", "app-code-unreadable"]
}

@Suite("App code: Kotlin and XML layouts beside Swift")
struct AppCodeAndroidTests {
    static let platforms = AppCodeAndroidFixture.check("platforms")
    static let resources = AppCodeAndroidFixture.check("resources/content")

    @Test("both apps are read, each file once, leaving out the theming files, build/ and .gradle")
    func files() throws {
        let report = try #require(Self.platforms.catalogue?.appCode)
        #expect(report.files == [
            "android/app/src/main/java/org/shop/home/HomeScreen.kt", "android/app/src/main/java/org/shop/home/LookAlikes.kt",
            "android/app/src/main/res/layout/home.xml", "ios/App/HomeView.swift",
        ])
        let resources = try #require(Self.resources.catalogue?.appCode)
        #expect(resources.files == ["app/src/main/java/org/acme/MainActivity.kt", "app/src/main/res/layout/main.xml"])
    }

    @Test("every token read of either app counts for the token of its name, at its file, line and column")
    func tokenReads() throws {
        let report = try #require(Self.platforms.catalogue?.appCode)
        let home = "android/app/src/main/java/org/shop/home/HomeScreen.kt"
        let uses = report.tokenUses.mapValues { AppCodeAndroidFixture.places($0, report) }
        #expect(uses["layer1"] == [
            "\(home):9:57",  // ShopTheme.colors.layer1
            "android/app/src/main/res/layout/home.xml:4:25",  // @color/layer1
            "ios/App/HomeView.swift:5:40",  // theme.colors.layer1
        ])
        #expect(uses["textPrimary"] == ["\(home):11:40"])  // colors.textPrimary, colors bound to ShopTheme.colors
        #expect(uses["actionPrimary"] == ["\(home):12:52"])  // com.shop.ui.theme.ShopTheme.colors.actionPrimary
        #expect(uses["ripple"] == ["\(home):15:10"])  // ShopTheme\n.colors\n.ripple, Android's alone
        #expect(uses["layerAccent"] == ["\(home):17:50"])  // ContextCompat.getColor(context, R.color.layerAccent)
        #expect(uses["shareSheetBackground"] == ["ios/App/HomeView.swift:7:42"])  // iOS's alone
        #expect(uses["layerScrim"] == [])  // only look-alikes
        #expect(report.unknownTokens.map { "\(report.place($0.use)):\($0.use.column) \($0.text)" } == [
            "\(home):19:35 ShopTheme.colors.textPrimery"
        ])
    }

    @Test("palette reads of each app are found in its own platform's palette, under the merged name")
    func paletteReads() throws {
        let report = try #require(Self.platforms.catalogue?.appCode)
        #expect(report.paletteReads.map { "\(report.place($0.use)):\($0.use.column) \($0.text) \($0.name) \($0.known)" } == [
            "android/app/src/main/java/org/shop/home/HomeScreen.kt:16:21 ShopColors.Violet40 Violet40 true",
            "android/app/src/main/res/layout/home.xml:6:31 @color/Grey90 Grey90 true",
            "ios/App/HomeView.swift:6:21 ShopColors.Blue50 Blue50 true",
        ])
    }

    @Test("the Don'ts are diagnostics at file:line:column, each advising its own platform's spelling")
    func diagnostics() {
        #expect(!Self.platforms.diagnostics.contains { $0.severity == .error })
        let found = Self.platforms.diagnostics.filter { AppCodeAndroidFixture.ids.contains($0.id) }
        #expect(found.lines(relativeTo: AppCodeAndroidFixture.folder) == [
            "android/app/src/main/java/org/shop/home/HomeScreen.kt:16:21: warning: 'ShopColors.Violet40' reads palette colour 'Violet40' directly; read the token for its role through ShopTheme.colors [palette-in-code]",
            "android/app/src/main/java/org/shop/home/HomeScreen.kt:19:35: warning: 'ShopTheme.colors.textPrimery' reads token 'textPrimery', which the theme does not define; did you mean 'textPrimary'? [unknown-token-in-code]",
            "android/app/src/main/res/layout/home.xml:6:31: warning: '@color/Grey90' reads palette colour 'Grey90' directly; read the token for its role through ShopTheme.colors [palette-in-code]",
            "ios/App/HomeView.swift:6:21: warning: 'ShopColors.Blue50' reads palette colour 'Blue50' directly; read the token for its role through theme.colors [palette-in-code]",
            "ios/Sources/ShopThemeColourPalette.swift:9:9: note: token 'layerScrim' is read nowhere in the app's code (4 files read) [unused-token]",
        ])
    }

    @Test("a token page of a site of platforms lists its uses in the iOS app and in the Android app")
    func tokenPage() {
        let html = Self.platforms.file("tokens/layer1.html") ?? ""
        #expect(html.contains("<h3 id=\"in-code\">In the app's code</h3>\n<p>Read in 3 places:</p>\n<ul class=\"code-uses\">"
            + "<li><code>android/app/src/main/java/org/shop/home/HomeScreen.kt:9</code></li>\n"
            + "<li><code>android/app/src/main/res/layout/home.xml:4</code></li>\n"
            + "<li><code>ios/App/HomeView.swift:5</code></li>\n</ul>"))
        #expect(Self.platforms.file("tokens/ripple.html")?.contains("<code>android/app/src/main/java/org/shop/home/HomeScreen.kt:15</code>") == true)
    }

    @Test("XML resources: R.color and @color reads of tokens and palette colours; the colour files themselves are no uses")
    func resourceReads() throws {
        let report = try #require(Self.resources.catalogue?.appCode)
        let uses = report.tokenUses.mapValues { AppCodeAndroidFixture.places($0, report) }
        let activity = "app/src/main/java/org/acme/MainActivity.kt", layout = "app/src/main/res/layout/main.xml"
        #expect(uses["acme_layer_1"] == ["\(activity):6:62", "\(layout):3:25"])
        #expect(uses["acme_text_primary"] == ["\(activity):7:39", "\(layout):5:34"])
        #expect(uses["acme_action_primary"] == [])  // in a comment, a string and the colour files only
        #expect(report.paletteReads.map { "\(report.place($0.use)):\($0.use.column) \($0.text) \($0.known)" } == [
            "\(activity):8:31 R.color.acmeGrey90 true", "\(layout):5:81 @color/acmeBlue50 true",
        ])
        #expect(report.unknownTokens.isEmpty)
        let found = Self.resources.diagnostics.filter { AppCodeAndroidFixture.ids.contains($0.id) }
        #expect(found.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.id)" } == [
            "8:31 palette-in-code", "5:81 palette-in-code", "5:18 unused-token",
        ])
        #expect(found.first?.message == "'R.color.acmeGrey90' reads palette colour 'acmeGrey90' directly; read the token for its role through R.color")
    }
}
