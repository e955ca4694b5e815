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
}
