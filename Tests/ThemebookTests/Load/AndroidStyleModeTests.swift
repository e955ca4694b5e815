import Foundation
import Testing

@testable import ThemebookCore

@Suite("Android theme styles by day and night: DayNight themes, which styles are themes, how each looks, what is compared")
struct AndroidStyleModeTests {
    /// A content folder of these resource files, all listed under `android.resources`.
    func site(_ files: [String: String]) throws -> (site: TempSite, result: Build.Result) {
        var all = files
        let list = files.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        all["themebook.json"] = #"{"android": {"resources": [\#(list)]}}"#
        return try AndroidFixtures.inline(all)
    }

    func described(_ catalogue: Catalogue) -> [String] {
        catalogue.themes.map { "\($0.info.id) \($0.info.label) \($0.info.appearance.rawValue)" }
    }

    static let colors = "<resources>\n    <color name=\"brand\">#FF0000FF</color>\n</resources>\n"
    static let nightColors = "<resources>\n    <color name=\"brand\">#FF8888FF</color>\n</resources>\n"

    @Test("a DayNight theme style in values alone is read by day and by night: its @color/ take the night colours in the dark theme")
    func dayNightWithNightColours() throws {
        let marked = MarkedText("""
            <resources>
                <style name="Theme.App" parent="Theme.Material3.DayNight.NoActionBar">
                    <item name="colorPrimary">@color/brand</item>
                    <item name="1️⃣colorSecondary">#123456</item>
                </style>
            </resources>
            """)
        let (site, result) = try site([
            "res/values/themes.xml": marked.text, "res/values/colors.xml": Self.colors, "res/values-night/colors.xml": Self.nightColors,
        ])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(described(catalogue) == ["light Light light", "dark Dark dark"])
        #expect(["light", "dark"].map { catalogue.shown("colorPrimary", in: $0) } == ["#0000ff", "#8888ff"])
        #expect(["light", "dark"].map { catalogue.shown("brand", in: $0) } == ["#0000ff", "#8888ff"])
        // The day and night pair is what same-in-light-and-dark compares.
        #expect(result.messages("same-in-light-and-dark") == [
            "'colorSecondary' has the same value in light theme 'light' and dark theme 'dark'; mark it sameAcrossAppearances if intended",
        ])
        #expect(result.places("same-in-light-and-dark") == ["themes.xml:" + marked[1]])
        #expect(result.errorCount == 0)
    }

    @Test("several theme styles: a DayNight one, through its parent too, is a theme and its '-night' twin; one named Light stays one theme")
    func dayNightThroughParents() throws {
        let themes = """
            <resources>
                <style name="Theme.App" parent="Theme.MaterialComponents.DayNight">
                    <item name="colorPrimary">@color/brand</item>
                </style>
                <style name="Theme.App.Private">
                    <item name="colorSecondary">#000000</item>
                </style>
                <style name="Theme.Paper.Light" parent="Theme.MaterialComponents.Light">
                    <item name="colorPrimary">@color/brand</item>
                </style>
            </resources>
            """
        let nightThemes = """
            <resources>
                <style name="Theme.App" parent="Theme.MaterialComponents.DayNight">
                    <item name="colorPrimary">#FF00FF00</item>
                </style>
            </resources>
            """
        let (site, result) = try site([
            "res/values/themes.xml": themes, "res/values-night/themes.xml": nightThemes, "res/values/colors.xml": Self.colors,
            "res/values-night/colors.xml": Self.nightColors,
        ])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(described(catalogue) == [
            "Theme.App Theme.App light", "Theme.App-night Theme.App (night) dark", "Theme.App.Private Theme.App.Private light",
            "Theme.App.Private-night Theme.App.Private (night) dark", "Theme.Paper.Light Theme.Paper.Light light",
        ])
        // The night style gives the night items; the child inherits them by night.
        let ids = ["Theme.App", "Theme.App-night", "Theme.App.Private", "Theme.App.Private-night", "Theme.Paper.Light"]
        #expect(ids.map { catalogue.shown("colorPrimary", in: $0) } == ["#0000ff", "#00ff00", "#0000ff", "#00ff00", "#0000ff"])
        // Each theme is compared with its own day theme only: not Theme.Paper.Light with Theme.App-night.
        #expect(result.messages("same-in-light-and-dark") == [
            "'colorSecondary' has the same value in light theme 'Theme.App.Private' and dark theme 'Theme.App.Private-night'; mark it sameAcrossAppearances if intended",
        ])
    }

    @Test("beside night colours, a theme the app does not name as one look is read by night too, whatever its library parent; Theme.App.Dark is not")
    func nightColoursWithLightParent() throws {
        let themes = """
            <resources>
                <style name="AppTheme" parent="Theme.AppCompat.Light.DarkActionBar">
                    <item name="colorPrimary">@color/brand</item>
                </style>
                <style name="AppTheme.Dark" parent="Theme.AppCompat">
                    <item name="colorPrimary">@color/brand</item>
                </style>
            </resources>
            """
        let (site, result) = try site([
            "res/values/themes.xml": themes, "res/values/colors.xml": Self.colors, "res/values-night/colors.xml": Self.nightColors,
        ])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(described(catalogue) == [
            "AppTheme AppTheme light", "AppTheme-night AppTheme (night) dark", "AppTheme.Dark AppTheme.Dark dark",
        ])
        let ids = ["AppTheme", "AppTheme-night", "AppTheme.Dark"]
        #expect(ids.map { catalogue.shown("colorPrimary", in: $0) } == ["#0000ff", "#8888ff", "#0000ff"])
        // AppTheme.Dark's counterpart is AppTheme (its base name): the same brand by day is said.
        #expect(result.messages("same-in-light-and-dark") == [
            "'brand' has the same value in light theme 'AppTheme' and dark theme 'AppTheme.Dark'; mark it sameAcrossAppearances if intended",
            "'colorPrimary' has the same value in light theme 'AppTheme' and dark theme 'AppTheme.Dark'; mark it sameAcrossAppearances if intended",
        ])
    }

    @Test("a theme style dark through its library parent, beside night colours, is two dark themes by its name, never one called light")
    func darkParentWithNightColours() throws {
        let themes = """
            <resources>
                <style name="Theme.App" parent="Theme.Material3.Dark.NoActionBar">
                    <item name="colorPrimary">@color/brand</item>
                    <item name="colorSecondary">#123456</item>
                </style>
            </resources>
            """
        let (site, result) = try site([
            "res/values/themes.xml": themes, "res/values/colors.xml": Self.colors, "res/values-night/colors.xml": Self.nightColors,
        ])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(described(catalogue) == ["Theme.App Theme.App dark", "Theme.App-night Theme.App (night) dark"])
        #expect(["Theme.App", "Theme.App-night"].map { catalogue.shown("colorPrimary", in: $0) } == ["#0000ff", "#8888ff"])
        // Two dark themes: no light one to compare colorSecondary with.
        #expect(result.messages("same-in-light-and-dark").isEmpty)
        #expect(result.errorCount == 0)
    }

    @Test("widget, overlay, dialog, splash and base styles are no themes beside real ones; ThemeLight and ThemeDark are")
    func whichStylesAreThemes() throws {
        let themes = """
            <resources>
                <style name="Theme.Base.App" parent="Theme.Material3.Light.NoActionBar">
                    <item name="colorPrimary">#FF0000FF</item>
                </style>
                <style name="Theme.App" parent="Theme.Base.App">
                    <item name="colorSecondary">#FF00FF00</item>
                </style>
                <style name="AppTheme.Button" parent="Widget.AppCompat.Button">
                    <item name="android:tint">#FF333333</item>
                </style>
                <style name="Theme.App.Toolbar" parent="ThemeOverlay.Material3.Toolbar.Surface">
                    <item name="colorControlNormal">#FF444444</item>
                </style>
                <style name="DialogLight" parent="Theme.MaterialComponents.Light.Dialog">
                    <item name="colorAccent">#FF555555</item>
                </style>
                <style name="AppPreferenceTheme" parent="PreferenceThemeOverlay">
                    <item name="colorAccent">#FF555555</item>
                </style>
                <style name="Theme.App.Starting" parent="Theme.SplashScreen">
                    <item name="windowSplashScreenBackground">#FF666666</item>
                </style>
                <style name="ThemeLight">
                    <item name="colorPrimary">#FF777777</item>
                </style>
                <style name="ThemeDark">
                    <item name="colorPrimary">#FF888888</item>
                </style>
            </resources>
            """
        let (site, result) = try site(["res/values/themes.xml": themes])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(described(catalogue) == ["Theme.App Theme.App light", "ThemeLight ThemeLight light", "ThemeDark ThemeDark dark"])
        #expect(catalogue.tokens.map(\.name) == ["colorPrimary", "colorSecondary"])
        #expect(["Theme.App", "ThemeLight", "ThemeDark"].map { catalogue.shown("colorPrimary", in: $0) } == ["#0000ff", "#777777", "#888888"])
    }

    @Test("a dialog's theme alone is still read as a theme: part styles are left out only beside real themes")
    func partStylesAlone() throws {
        let themes = """
            <resources>
                <style name="Theme.App.Dialog" parent="Theme.MaterialComponents.Light.Dialog">
                    <item name="colorAccent">#FF555555</item>
                </style>
            </resources>
            """
        let (site, result) = try site(["res/values/themes.xml": themes])
        defer { site.remove() }
        #expect(result.catalogue.map(described) == ["Theme.App.Dialog Theme.App.Dialog light"])
    }

    @Test("how a theme looks: library themes without Light are dark, CamelCase names read like dotted ones, DarkActionBar is no Dark")
    func appearances() throws {
        let themes = """
            <resources>
                <style name="AppTheme" parent="Theme.AppCompat.NoActionBar">
                    <item name="colorPrimary">#FF202020</item>
                </style>
                <style name="AppThemeLight" parent="Theme.AppCompat.Light.NoActionBar">
                    <item name="colorPrimary">#FFF0F0F0</item>
                </style>
                <style name="AppThemeDark" parent="AppTheme">
                    <item name="colorPrimary">#FF101010</item>
                </style>
                <style name="AppTheme.Black" parent="AppTheme">
                    <item name="colorPrimary">#FF000000</item>
                </style>
                <style name="Theme.Bar" parent="Theme.AppCompat.Light.DarkActionBar">
                    <item name="colorPrimary">#FF303030</item>
                </style>
                <style name="Theme.Platform" parent="@android:style/Theme.Material.NoActionBar">
                    <item name="colorPrimary">#FF404040</item>
                </style>
                <style name="Theme.Components" parent="Theme.MaterialComponents">
                    <item name="colorPrimary">#FF505050</item>
                </style>
                <style name="Theme.M3" parent="Theme.Material3.Dark.NoActionBar">
                    <item name="colorPrimary">#FF606060</item>
                </style>
            </resources>
            """
        let (site, result) = try site(["res/values/themes.xml": themes])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.themes.map { "\($0.info.id) \($0.info.appearance.rawValue)" } == [
            "AppTheme dark", "AppThemeLight light", "AppThemeDark dark", "AppTheme.Black dark", "Theme.Bar light", "Theme.Platform dark",
            "Theme.Components dark", "Theme.M3 dark",
        ])
    }

    @Test("same-in-light-and-dark compares a light theme with its dark counterparts only, and never a theme attribute shown by name")
    func counterparts() throws {
        let marked = MarkedText("""
            <resources>
                <style name="Theme.App.Light" parent="Theme.Material3.Light">
                    <item name="colorPrimary">#FF0000FF</item>
                    <item name="colorTertiary">#FF333333</item>
                </style>
                <style name="Theme.App.Dark" parent="Theme.Material3.Dark">
                    <item name="colorPrimary">#FF8888FF</item>
                    <item name="1️⃣colorTertiary">#FF333333</item>
                </style>
                <style name="Theme.App.Black" parent="Theme.App.Dark">
                    <item name="colorSurface">#FF000000</item>
                </style>
                <style name="Theme.Other" parent="Theme.Material3.Dark">
                    <item name="colorPrimary">#FF0000FF</item>
                </style>
            </resources>
            """)
        let (site, result) = try site(["res/values/themes.xml": marked.text])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(["Theme.App.Light", "Theme.App.Dark"].map { catalogue.shown("colorSurface", in: $0) } == ["?attr/colorSurface", "?attr/colorSurface"])
        // colorSurface: both by name; colorPrimary: Theme.Other is no counterpart of Theme.App.Light.
        #expect(result.messages("same-in-light-and-dark") == [
            "'colorTertiary' has the same value in light theme 'Theme.App.Light' and dark theme 'Theme.App.Dark'; mark it sameAcrossAppearances if intended",
        ])
        #expect(result.places("same-in-light-and-dark") == ["themes.xml:" + marked[1]])
    }
}
