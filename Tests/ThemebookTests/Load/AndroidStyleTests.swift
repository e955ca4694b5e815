import Foundation
import Testing

@testable import ThemebookCore

@Suite("Android theme styles: themes.xml styles as themes, their colour attributes as tokens, light and dark, inheritance")
struct AndroidStyleTests {
    static let palette = """
        <resources>
            <color name="purple_500">#6200EE</color>
            <color name="teal_200">#03DAC5</color>
        </resources>
        """
    static let colors = "<resources>\n    <color name=\"surface\">#FFFFFF</color>\n</resources>\n"
    static let nightColors = "<resources>\n    <color name=\"surface\">#121212</color>\n</resources>\n"
    static let themes = """
        <resources>
            <style name="Theme.App" parent="Theme.Material3.DayNight.NoActionBar">
                <!-- The brand colour -->
                <item name="colorPrimary">@color/purple_500</item>
                <item name="colorOnPrimary">@android:color/white</item>
                <item name="colorSurface">@color/surface</item>
                <item name="android:statusBarColor">?attr/colorPrimary</item>
                <item name="android:windowLightStatusBar">true</item>
                <item name="android:windowBackground">@drawable/bg</item>
                <item name="materialButtonStyle">@style/Widget.App.Button</item>
            </style>
            <style name="Theme.App.Private">
                <item name="colorPrimary">@color/teal_200</item>
            </style>
            <style name="Theme.App.Fullscreen">
                <item name="android:windowFullscreen">true</item>
            </style>
            <style name="Widget.App.Button" parent="Widget.Material3.Button">
                <item name="android:textColor">#fff</item>
            </style>
        </resources>
        """
    static let nightThemes = """
        <resources>
            <style name="Theme.App" parent="Theme.Material3.DayNight.NoActionBar">
                <item name="colorPrimary">@color/teal_200</item>
                <item name="colorSurface">@color/surface</item>
                <item name="colorAccent">#FF0000</item>
            </style>
        </resources>
        """

    /// A site of a palette, a colour with a night value and themes, with `replacing` files.
    func site(_ replacing: [String: String] = [:], config: String? = nil) throws -> (site: TempSite, result: Build.Result) {
        var files = [
            "res/values/palette.xml": Self.palette, "res/values/colors.xml": Self.colors, "res/values-night/colors.xml": Self.nightColors,
            "res/values/themes.xml": Self.themes, "res/values-night/themes.xml": Self.nightThemes,
        ]
        for (path, text) in replacing { files[path] = text }
        let list = files.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        files["themebook.json"] = config ?? #"{"android": {"resources": [\#(list)]}}"#
        return try AndroidFixtures.inline(files)
    }

    @Test("each theme style is a theme: a values and values-night pair light and dark, a dotted child its own, one without colours left out")
    func themesFromStyles() throws {
        let (site, result) = try site()
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.themes.map { "\($0.info.id) \($0.info.label) \($0.info.appearance.rawValue)" } == [
            "Theme.App Theme.App light", "Theme.App-night Theme.App (night) dark", "Theme.App.Private Theme.App.Private light",
            "Theme.App.Private-night Theme.App.Private (night) dark",
        ])
        #expect(result.messages("android-skipped") == [
            "style 'Theme.App.Fullscreen' sets no colour of its own over theme 'Theme.App', so it shows the same colours; it is not a theme of its own",
        ])
        #expect(result.errorCount == 0)
    }

    @Test("one DayNight theme style, the usual app, is the light and dark themes, as colour resources are")
    func singleDayNightStyle() throws {
        let day = """
            <resources>
                <style name="Theme.App" parent="Theme.Material3.DayNight.NoActionBar">
                    <item name="colorPrimary">@color/purple_500</item>
                </style>
            </resources>
            """
        let night = day.replacingOccurrences(of: "purple_500", with: "teal_200")
        let (site, result) = try site(["res/values/themes.xml": day, "res/values-night/themes.xml": night])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.themes.map { "\($0.info.id) \($0.info.label) \($0.info.appearance.rawValue)" } == ["light Light light", "dark Dark dark"])
        #expect(["light", "dark"].map { catalogue.shown("colorPrimary", in: $0) } == ["#6200ee", "#03dac5"])
        #expect(result.errorCount == 0)
    }

    @Test("tokens are the colour attributes, then the colour resources; values per theme, @color/ in the theme's configuration, ?attr/ in the theme")
    func values() throws {
        let (site, result) = try site()
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.tokens.map(\.name) == ["colorPrimary", "colorOnPrimary", "colorSurface", "android:statusBarColor", "colorAccent", "surface"])
        #expect(catalogue.palette.map(\.name) == ["purple_500", "teal_200"])
        let expected: [String: [String]] = [
            "colorPrimary": ["#6200ee", "#03dac5", "#03dac5", "#03dac5"],
            "colorOnPrimary": ["@android:color/white", "?attr/colorOnPrimary", "@android:color/white", "?attr/colorOnPrimary"],
            "colorSurface": ["#ffffff", "#121212", "#ffffff", "#121212"],
            "android:statusBarColor": ["#6200ee", "?android:attr/statusBarColor", "#03dac5", "?android:attr/statusBarColor"],
            "colorAccent": ["?attr/colorAccent", "#ff0000", "?attr/colorAccent", "#ff0000"],
            "surface": ["#ffffff", "#121212", "#ffffff", "#121212"],
        ]
        // Theme.App.Private by night inherits the night Theme.App (values-night/themes.xml).
        for (token, values) in expected {
            let ids = ["Theme.App", "Theme.App-night", "Theme.App.Private", "Theme.App.Private-night"]
            #expect(ids.map { catalogue.shown(token, in: $0) } == values, "\(token)")
        }
        #expect(result.messages("android-style-not-set") == [
            "theme 'Theme.App-night' does not set 'colorOnPrimary', 'android:statusBarColor', which other themes set; they come from its parent 'Theme.Material3.DayNight.NoActionBar', a theme the files read do not define (a library's), which themebook does not guess, so they are shown by name",
            "theme 'Theme.App' does not set 'colorAccent', which other themes set; it comes from its parent 'Theme.Material3.DayNight.NoActionBar', a theme the files read do not define (a library's), which themebook does not guess, so it is shown by name",
            "theme 'Theme.App.Private' does not set 'colorAccent', which other themes set; it comes from its parent 'Theme.Material3.DayNight.NoActionBar', a theme the files read do not define (a library's), which themebook does not guess, so it is shown by name",
            "theme 'Theme.App.Private-night' does not set 'colorOnPrimary', 'android:statusBarColor', which other themes set; they come from its parent 'Theme.Material3.DayNight.NoActionBar', a theme the files read do not define (a library's), which themebook does not guess, so they are shown by name",
        ])
    }

    @Test("an attribute token is spelled ?attr/x in layouts and R.attr.x in code; the comment above an item is its description")
    func spellings() throws {
        let (site, result) = try site()
        defer { site.remove() }
        let tokens = try #require(result.catalogue?.tokens)
        let byName = Dictionary(uniqueKeysWithValues: tokens.map { ($0.name, $0) })
        #expect(byName["colorPrimary"]?.codeSpelling == "R.attr.colorPrimary")
        #expect(byName["colorPrimary"]?.resourceSpelling == "?attr/colorPrimary")
        #expect(byName["colorPrimary"]?.description == "The brand colour")
        #expect(byName["colorPrimary"]?.category == "Theme attributes")
        #expect(byName["android:statusBarColor"]?.codeSpelling == "android.R.attr.statusBarColor")
        #expect(byName["android:statusBarColor"]?.resourceSpelling == "?android:attr/statusBarColor")
        #expect(byName["surface"]?.resourceSpelling == "@color/surface")
        let page = result.file("tokens/colorPrimary.html") ?? ""
        #expect(page.contains("<code class=\"code-ref\" data-copy>R.attr.colorPrimary</code>"))
        #expect(page.contains("<code class=\"code-ref\" data-copy>?attr/colorPrimary</code>"))
    }

    @Test("a night style replaces the day style whole; a style in one folder is one theme, dark when its name says Dark")
    func oneFolder() throws {
        let themes = """
            <resources>
                <style name="AppTheme.Light" parent="Theme.AppCompat.Light">
                    <item name="colorAccent">@color/purple_500</item>
                </style>
                <style name="AppTheme.Dark" parent="Theme.AppCompat">
                    <item name="colorAccent">@color/teal_200</item>
                </style>
            </resources>
            """
        let (site, result) = try site(["res/values/themes.xml": themes, "res/values-night/themes.xml": "<resources/>"])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.themes.map { "\($0.info.id) \($0.info.appearance.rawValue)" } == ["AppTheme.Light light", "AppTheme.Dark dark"])
        #expect(catalogue.shown("colorAccent", in: "AppTheme.Dark") == "#03dac5")
    }

    @Test("an explicit parent in the files is inherited; a parent cycle is an error at the parent, not a hang")
    func parents() throws {
        let marked = MarkedText("""
            <resources>
                <style name="Base.Theme.App" parent="Theme.Material3.Light">
                    <item name="colorPrimary">#111111</item>
                </style>
                <style name="Theme.App" parent="@style/Base.Theme.App">
                    <item name="colorSecondary">?attr/colorPrimary</item>
                </style>
                <style name="Theme.Loop" parent="1️⃣Theme.Loop.Inner">
                    <item name="colorPrimary">#222222</item>
                </style>
                <style name="Theme.Loop.Inner" parent="Theme.Loop"/>
            </resources>
            """)
        let (site, result) = try site(["res/values/themes.xml": marked.text, "res/values-night/themes.xml": "<resources/>"])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        // No name of the app's styles says how they look and the site has night colours: each is
        // read by night too.
        #expect(catalogue.themes.map(\.info.id) == ["Theme.App", "Theme.App-night", "Theme.Loop", "Theme.Loop-night"])
        #expect(catalogue.shown("colorPrimary", in: "Theme.App") == "#111111")
        #expect(catalogue.shown("colorSecondary", in: "Theme.App") == "#111111")
        #expect(result.places("android-style-cycle") == ["themes.xml:" + marked[1]])
        #expect(result.messages("android-style-cycle") == [
            "style 'Theme.Loop' inherits from itself ('Theme.Loop' → 'Theme.Loop.Inner' → 'Theme.Loop'); Android refuses to build it, so the loop's attributes are read once",
        ])
    }

    @Test("an unknown @color/, a malformed colour and an item without a name are diagnosed at their place")
    func problems() throws {
        let marked = MarkedText("""
            <resources>
                <style name="Theme.App" parent="Theme.Material3.Light">
                    <item name="colorPrimary">1️⃣@color/purple_50</item>
                    <item name="colorSecondary">2️⃣#12345</item>
                    3️⃣<item>#fff</item>
                </style>
            </resources>
            """)
        let (site, result) = try site(["res/values/themes.xml": marked.text, "res/values-night/themes.xml": "<resources/>"])
        defer { site.remove() }
        #expect(result.places("android-unknown-resource") == ["themes.xml:" + marked[1]])
        #expect(result.diagnostics.first { $0.id == "android-unknown-resource" }?.suggestion == "purple_500")
        #expect(result.places("android-unsupported") == ["themes.xml:" + marked[2], "themes.xml:" + marked[3]])
        // The only theme style, read by day and by night (the site has night colours): 'light' and 'dark'.
        #expect(["light", "dark"].map { result.catalogue?.shown("colorPrimary", in: $0) } == ["unknown", "unknown"])
    }

    @Test("the config names the theme styles; a name it gives that no file defines is an error there")
    func namedThemes() throws {
        let config = #"{"android": {"resources": ["res/values/palette.xml", "res/values/themes.xml"], "themes": ["Widget.App.Button", "Theme.Gone"]}}"#
        let (site, result) = try site(config: config)
        defer { site.remove() }
        #expect(result.catalogue?.themes.map(\.info.id) == ["Widget.App.Button"])
        #expect(result.catalogue?.shown("android:textColor", in: "Widget.App.Button") == "#ffffff")
        #expect(result.messages("invalid-config") == ["'android.themes' names style 'Theme.Gone', which the resource files read do not define"])
        #expect(result.places("invalid-config") == ["themebook.json:1:112"])
    }

    @Test("a file of widget styles alone is said once, and the colours read as before")
    func widgetStylesOnly() throws {
        let marked = MarkedText("""
            <resources>
                <style name="1️⃣Widget.App.Button" parent="Widget.Material3.Button">
                    <item name="android:textColor">#fff</item>
                </style>
            </resources>
            """)
        let (site, result) = try site(["res/values/themes.xml": marked.text, "res/values-night/themes.xml": "<resources/>"])
        defer { site.remove() }
        #expect(result.places("android-unsupported") == ["themes.xml:" + marked[1]])
        #expect(result.catalogue?.themes.map(\.info.id) == ["light", "dark"])
        #expect(result.catalogue?.tokens.map(\.name) == ["surface"])
    }

    @Test("a chain of 5,000 attributes each naming the next: every link is a colour attribute, valued through the chain")
    func longAttributeChain() throws {
        let count = 5_000
        var items = ["        <item name=\"a0\">#ff0000</item>"]
        // Written from the far end, so that no order of reading finds most links at once.
        for index in (1..<count).reversed() { items.append("        <item name=\"a\(index)\">?attr/a\(index - 1)</item>") }
        let themes = "<resources>\n    <style name=\"Theme.App\" parent=\"Theme.Material3.Light\">\n" + items.joined(separator: "\n")
            + "\n    </style>\n</resources>\n"
        let (site, result) = try site(["res/values/themes.xml": themes, "res/values-night/themes.xml": "<resources/>"])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.tokens.filter { $0.name.hasPrefix("a") }.count == count)
        #expect(["light", "dark"].map { catalogue.shown("a1", in: $0) } == ["#ff0000", "#ff0000"])
    }
}
