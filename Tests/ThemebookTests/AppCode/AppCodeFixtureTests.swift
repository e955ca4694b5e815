import Foundation
import Testing
@testable import ThemebookCore

@Suite("App code: the fixture app, read whole")
struct AppCodeFixtureTests {
    static let result = AppCodeFixture.check()
    var report: AppCodeReport { Self.result.catalogue!.appCode! }

    @Test("every file of App/ is read but the excluded, hidden and non-code ones, each by its path from the root; Kotlin only beside an Android catalogue")
    func files() {
        #expect(report.files == [
            "App/Controllers/HomeViewController.swift", "App/Misc/LookAlikes.swift", "App/Views/Cells/TopSiteCell.swift",
            "App/Views/HomeView.swift", "App/res/layout/home.xml",
        ])
        #expect(report.root == AppCodeFixture.folder)
    }

    @Test("every read of a token, in each spelling, is found at its file, line and column, and nothing else")
    func tokenReads() {
        let uses = report.tokenUses.mapValues { AppCodeFixture.places($0, report) }
        #expect(uses["layer1"] == [
            "App/Controllers/HomeViewController.swift:18:45",  // theme.colors.layer1 (theme = getCurrentTheme(for:))
            "App/Misc/LookAlikes.swift:31:15",  // colors.layer1, colors bound to theme.colors
            "App/Views/HomeView.swift:15:40",  // theme.colors.layer1
            "App/Views/HomeView.swift:31:44",  // palette.layer1, palette bound by guard let … = theme?.colors
            "App/res/layout/home.xml:4:25",  // @color/layer1
        ])
        #expect(uses["layer2"] == [
            "App/Controllers/HomeViewController.swift:21:52",  // currentTheme.colors.layer2
            "App/Misc/LookAlikes.swift:35:16",  // the outer colors again, after the block that hid it
            "App/Views/HomeView.swift:20:36",  // colors.layer2
            "App/Views/HomeView.swift:28:48",  // theme?.colors.layer2
        ])
        #expect(uses["actionPrimary"] == [
            "App/Controllers/HomeViewController.swift:19:110",  // themeManager.getCurrentTheme(for: windowUUID).colors.actionPrimary
            "App/Views/HomeView.swift:17:42",  // theme.colors.actionPrimary.cgColor
            "App/Views/HomeView.swift:19:28",  // colors.actionPrimary
        ])
        #expect(uses["textPrimary"] == [
            "App/Controllers/HomeViewController.swift:22:53",  // currentTheme().colors.textPrimary
            "App/Views/HomeView.swift:16:40",
        ])
        #expect(uses["layerFade"] == ["App/Views/HomeView.swift:23:14"])  // theme\n.colors\n.layerFade: at the name
        #expect(uses["iconPrimary"] == [])
        #expect(report.unknownTokens.map { "\(report.place($0.use)):\($0.use.column) \($0.text)" } == [
            "App/Views/HomeView.swift:29:42 theme.colors.textPrimery"
        ])
    }

    @Test("palette reads, legacy theming, image references, themed-image calls and dark names, each at its place")
    func otherFindings() {
        func line(_ use: AppCodeReport.Use, _ text: String) -> String { "\(report.place(use)):\(use.column) \(text)" }
        #expect(report.paletteReads.map { line($0.use, "\($0.text) \($0.known)") } == [
            "App/Controllers/HomeViewController.swift:27:35 FXColors.Red50 true",
            "App/Controllers/HomeViewController.swift:28:34 FXColors.Blue45 false",
            "App/res/layout/home.xml:5:34 @color/Blue60 true",
        ])
        #expect(report.legacy.map { line($0.use, "\($0.kind.rawValue) \($0.text)") } == [
            "App/Views/Cells/TopSiteCell.swift:3:42 NotificationThemeable NotificationThemeable",
            "App/Views/Cells/TopSiteCell.swift:6:89 .DisplayThemeChanged .DisplayThemeChanged",
            "App/Views/Cells/TopSiteCell.swift:19:39 UIColor.Photon UIColor.Photon.Grey10",
            "App/Views/Cells/TopSiteCell.swift:20:32 UIColor.theme UIColor.theme.homePanel.topSiteDomain",
            "App/Views/Cells/TopSiteCell.swift:21:33 UIColor.legacyTheme UIColor.legacyTheme.ecosia.primaryBrand",
            "App/Views/Cells/TopSiteCell.swift:22:12 LegacyThemeManager LegacyThemeManager.instance.currentName",
            // In TopSiteHeader, a view by way of BaseHeader: UICollectionReusableView.
            "App/Views/Cells/TopSiteCell.swift:32:59 .DisplayThemeChanged .DisplayThemeChanged",
            "App/Views/Cells/TopSiteCell.swift:36:26 NotificationThemeable NotificationThemeable",
            "App/Views/Cells/TopSiteCell.swift:41:25 UIColor.Photon Photon.Blue50",
        ])
        #expect(report.legacy.map(\.palette) == [nil, nil, "Grey10", nil, nil, nil, nil, nil, "Blue50"])
        #expect(AppCodeFixture.places(report.paletteUses["Grey10"] ?? [], report) == ["App/Views/Cells/TopSiteCell.swift:19:39"])
        #expect(report.imageUses["bookmarkLarge"]?.map { line($0.use, "\($0.themed)") } == [
            "App/Controllers/HomeViewController.swift:23:48 false",  // UIImage(named: StandardImageIdentifiers.Large.bookmark)
            "App/Controllers/HomeViewController.swift:25:49 true",  // getThemedImageName(name: "bookmarkLarge")
        ])
        #expect(report.imageUses["fxHomeHeaderLogo"]?.map { line($0.use, "\($0.themed)") } == [
            "App/Controllers/HomeViewController.swift:24:73 true"
        ])
        #expect(report.imageUses["closeMedium"] == nil)
        #expect(report.themedImageCalls.map { line($0.use, "\($0.text) → \($0.name)") } == [
            "App/Controllers/HomeViewController.swift:24:48 ImageIdentifiers.homeHeaderLogo → fxHomeHeaderLogo",
            "App/Controllers/HomeViewController.swift:25:49 \"bookmarkLarge\" → bookmarkLarge",
        ])
        #expect(report.darkImageNames.map { line($0.use, $0.text) } == [
            "App/Controllers/HomeViewController.swift:26:45 \"closeMedium_dark\""
        ])
    }

    @Test("the Don'ts are diagnostics at file:line:column, each quoting the guide rule that names its code")
    func diagnostics() {
        let ids: Set<String> = ["palette-in-code", "legacy-theming", "unused-token", "unknown-token-in-code", "literal-dark-image", "app-code-unreadable"]
        let found = Self.result.diagnostics.filter { ids.contains($0.id) }
        #expect(found.lines(relativeTo: AppCodeFixture.folder) == [
            "App/Controllers/HomeViewController.swift:26:45: warning: '\"closeMedium_dark\"' names a dark image by its suffix; ask getThemedImageName(name:) for the image identifier instead [literal-dark-image]",
            "App/Controllers/HomeViewController.swift:27:35: warning: 'FXColors.Red50' reads palette colour 'Red50' directly; read the token for its role through theme.colors [palette-in-code]",
            "App/Controllers/HomeViewController.swift:28:34: warning: 'FXColors.Blue45' reads 'Blue45' directly, a colour the palette does not define either; read a token through theme.colors; did you mean 'Blue50'? [palette-in-code]",
            "App/Views/Cells/TopSiteCell.swift:3:42: warning: 'NotificationThemeable' is legacy theming; conform to ThemeApplicable and set colours in applyTheme(theme:) [legacy-theming]",
            "App/Views/Cells/TopSiteCell.swift:6:89: warning: '.DisplayThemeChanged' observed in a view or cell is legacy theming; only the view controller listens for theme changes [legacy-theming]",
            "App/Views/Cells/TopSiteCell.swift:19:39: warning: 'UIColor.Photon.Grey10' is legacy theming and reads palette colour 'Grey10' directly; read the token for its role through theme.colors [legacy-theming]",
            "App/Views/Cells/TopSiteCell.swift:20:32: warning: 'UIColor.theme.homePanel.topSiteDomain' is legacy theming; read the token for its role through theme.colors [legacy-theming]",
            "App/Views/Cells/TopSiteCell.swift:21:33: warning: 'UIColor.legacyTheme.ecosia.primaryBrand' is legacy theming; read the token for its role through theme.colors [legacy-theming]",
            "App/Views/Cells/TopSiteCell.swift:22:12: warning: 'LegacyThemeManager.instance.currentName' is legacy theming; read the theme from the injected theme manager [legacy-theming]",
            "App/Views/Cells/TopSiteCell.swift:32:59: warning: '.DisplayThemeChanged' observed in a view or cell is legacy theming; only the view controller listens for theme changes [legacy-theming]",
            "App/Views/Cells/TopSiteCell.swift:36:26: warning: 'NotificationThemeable' is legacy theming; conform to ThemeApplicable and set colours in applyTheme(theme:) [legacy-theming]",
            "App/Views/Cells/TopSiteCell.swift:41:25: warning: 'Photon.Blue50' is legacy theming and reads palette colour 'Blue50' directly; read the token for its role through theme.colors [legacy-theming]",
            "App/Views/HomeView.swift:29:42: warning: 'theme.colors.textPrimery' reads token 'textPrimery', which the theme does not define; did you mean 'textPrimary'? [unknown-token-in-code]",
            "App/res/layout/home.xml:5:34: warning: '@color/Blue60' reads palette colour 'Blue60' directly; read the token for its role through theme.colors [palette-in-code]",
            "content/tokens/list.json:14:5: note: token 'iconPrimary' is read nowhere in the app's code (5 files read) [unused-token]",
        ])
        // The rule is quoted and pointed at where the guide writes it; a palette read also
        // names the tokens its colour stands for.
        let guide = AppCodeFixture.content + "/guides/colour-rules.md"
        let red = found.first { $0.message.hasPrefix("'FXColors.Red50'") }
        #expect(red?.notes.map { "\($0.location.map { "\($0.file):\($0.line):\($0.column) " } ?? "")\($0.message)" } == [
            "\(guide):14:1 the guide 'Colour rules' says Don't: \"Read palette colours directly: nothing like FXColors.* belongs in a view.\" (guides/colour-rules.html#don-t)"
        ])
        let photon = found.first { $0.message.hasPrefix("'UIColor.Photon.Grey10'") }
        #expect(photon?.notes.map(\.message) == [
            "in the Light theme, 'Grey10' is token layer1",
            "the guide 'Colour rules' says Don't: \"Keep UIColor.Photon or UIColor.theme colours, or LegacyThemeManager, in migrated code.\" (guides/colour-rules.html#don-t)",
        ])
        #expect(photon?.notes.last?.location == SourceLocation(file: guide, line: 15, column: 1))
        // `*_dark` covers the dark name; no rule names NotificationThemeable.
        #expect(found.first { $0.id == "literal-dark-image" }?.notes.first?.location?.line == 16)
        #expect(found.first { $0.message.hasPrefix("'NotificationThemeable'") }?.notes == [])
    }

    @Test("each rule is tunable like any other: off drops it, error fails the build")
    func tunable() throws {
        let copy = try TempSite()
        defer { copy.remove() }
        try copyTree(URL(fileURLWithPath: AppCodeFixture.folder), to: copy.folder)
        // The copy is a project of its own, so that `App/` beside the content folder is in it.
        try FileManager.default.createDirectory(atPath: copy.path(".git"), withIntermediateDirectories: true)
        var config = try String(contentsOfFile: copy.path("content/themebook.json"), encoding: .utf8)
        config = config.replacingOccurrences(
            of: "\"themes\": [\"light\", \"dark\"],",
            with: "\"themes\": [\"light\", \"dark\"], \"diagnostics\": {\"legacy-theming\": \"off\", \"palette-in-code\": \"error\"},")
        try copy.write("content/themebook.json", config)
        let result = AppCodeFixture.check(content: copy.path("content"))
        #expect(!result.diagnostics.contains { $0.id == "legacy-theming" })
        #expect(result.diagnostics.filter { $0.id == "palette-in-code" }.map(\.severity) == [.error, .error, .error])
        #expect(!result.succeeded)
    }
}
