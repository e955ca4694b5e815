import Foundation
import Testing

@testable import ThemebookCore

/// A Compose theme reading the app's XML colours with `colorResource(R.color.…)`, the XML files
/// listed under `android.resources` beside `android.kotlin`.
@Suite("Compose: colorResource(R.color.…) reads the XML colours")
struct ComposeColorResourceTests {
    static let kotlin = """
        @Composable
        fun lightScheme() = lightColorScheme(
            primary = colorResource(R.color.brand),
            background = colorResource(id = R.color.page),
            onBackground = colorResource(R.color.ink),
            surface = colorResource(R.color.chrome),
        )

        @Composable
        fun darkScheme() = darkColorScheme(
            primary = colorResource(R.color.brand),
            background = colorResource(id = R.color.page),
            onBackground = colorResource(R.color.ink),
            surface = colorResource(R.color.chrome),
        )

        @Composable
        fun AppTheme(darkTheme: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {
            MaterialTheme(colorScheme = if (darkTheme) darkScheme() else lightScheme(), content = content)
        }

        """

    static let day = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <color name="blue50">#0060DF</color>
            <color name="ink_dark">#15141A</color>
            <color name="brand">@color/blue50</color>
            <color name="page">#FFFFFF</color>
            <color name="ink">@color/ink_dark</color>
            <color name="chrome">@color/page</color>
        </resources>

        """

    static let night = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <color name="page">#1C1B22</color>
            <color name="ink">#FBFBFE</color>
        </resources>

        """

    static let config = #"{"android": {"kotlin": ["Theme.kt"], "resources": ["res/values/colors.xml", "res/values-night/colors.xml"]}}"#

    static func load(kotlin: String = kotlin, day: String = day, night: String = night, config: String = config) throws
        -> (site: TempSite, result: Build.Result)
    {
        try AndroidFixtures.inline([
            "Theme.kt": kotlin, "res/values/colors.xml": day, "res/values-night/colors.xml": night, "themebook.json": config,
        ])
    }

    @Test("a light scheme reads the day colours and a dark one the night colours where there are some, through @color/ references; a day literal without a night value is a palette colour")
    func values() throws {
        let (site, result) = try Self.load()
        defer { site.remove() }
        #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
        #expect(result.diagnostics.filter { $0.severity == .warning && $0.id != "same-in-light-and-dark" }.isEmpty, "\(result.diagnostics.map(\.message))")
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.themes.map { "\($0.info.id) \($0.info.appearance.rawValue)" } == ["light light", "dark dark"])
        #expect(catalogue.palette.map { "\($0.name) \($0.color.hex)" } == ["blue50 #0060df", "ink_dark #15141a"])
        #expect(catalogue.shown("primary", in: "light") == "#0060df")
        #expect(catalogue.shown("primary", in: "dark") == "#0060df")
        #expect(catalogue.shown("background", in: "light") == "#ffffff")
        #expect(catalogue.shown("background", in: "dark") == "#1c1b22")
        #expect(catalogue.shown("onBackground", in: "light") == "#15141a")
        #expect(catalogue.shown("onBackground", in: "dark") == "#fbfbfe")
        // `chrome` is `@color/page` by day and by night: the page colour of each.
        #expect(catalogue.shown("surface", in: "light") == "#ffffff")
        #expect(catalogue.shown("surface", in: "dark") == "#1c1b22")
        // The palette colour is referred to, so the token shows it by name.
        guard case .color(let primary)? = catalogue.themes.first?.values["primary"] else {
            Issue.record("primary is not a colour")
            return
        }
        #expect(primary.palette == "blue50")
    }

    @Test("a name no file defines, a colour the device supplies, a value that is no colour and a cycle are warnings at their place, each value unknown")
    func problems() throws {
        let day = """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="brand">@android:color/white</color>
                <color name="page">not a colour</color>
                <color name="ink">@color/chrome</color>
                <color name="chrome">@color/ink</color>
            </resources>

            """
        let kotlin = Self.kotlin.replacingOccurrences(of: "colorResource(R.color.chrome)", with: "colorResource(R.color.nowhere)")
        let (site, result) = try Self.load(kotlin: kotlin, day: day, night: "<resources/>\n")
        defer { site.remove() }
        #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
        #expect(Set(result.messages("android-unknown-resource")) == [
            "'lightScheme.onBackground' uses 'R.color.ink', whose '@color/' references go round in a cycle; its value is shown as unknown",
            "'lightScheme.surface' uses 'R.color.nowhere', which no resource file read defines; its value is shown as unknown",
            "'darkScheme.onBackground' uses 'R.color.ink', whose '@color/' references go round in a cycle; its value is shown as unknown",
            "'darkScheme.surface' uses 'R.color.nowhere', which no resource file read defines; its value is shown as unknown",
        ])
        #expect(result.places("android-unknown-resource").contains("Theme.kt:6:15"))
        let unsupported = result.messages("android-unsupported")
        #expect(unsupported.contains { $0.contains("'@android:color/white', a colour the device or theme supplies") })
        #expect(result.places("android-unsupported").contains("colors.xml:3:25"))
        #expect(unsupported.contains { $0.contains("whose value 'not a colour' is not a colour") })
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.shown("primary", in: "light") == "unknown")
        #expect(catalogue.shown("surface", in: "dark") == "unknown")
    }

    @Test("without resource files, colorResource is read as nothing, with a warning saying what to list")
    func withoutResources() throws {
        let (site, result) = try AndroidFixtures.inline(["Theme.kt": Self.kotlin, "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#])
        defer { site.remove() }
        let messages = result.messages("android-unsupported")
        #expect(messages.count == 8)
        #expect(messages.first?.contains("list the colour resource files under 'android.resources' to read it") == true)
        #expect(result.places("android-unsupported").first == "Theme.kt:3:15")
    }

    @Test("Color(ContextCompat.getColor(context, R.color.x)), Color(context.getColor(R.color.x)) and ResourcesCompat read as colorResource does")
    func viewEraLookups() throws {
        let kotlin = Self.kotlin
            .replacingOccurrences(of: "background = colorResource(id = R.color.page),", with: "background = Color(ContextCompat.getColor(context, R.color.page)),")
            .replacingOccurrences(of: "onBackground = colorResource(R.color.ink),", with: "onBackground = Color(context.getColor(R.color.ink)),")
            .replacingOccurrences(of: "surface = colorResource(R.color.chrome),", with: "surface = Color(ResourcesCompat.getColor(resources, R.color.chrome, null)),")
        let (site, result) = try Self.load(kotlin: kotlin)
        defer { site.remove() }
        #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
        #expect(result.diagnostics.filter { $0.severity == .warning && $0.id != "same-in-light-and-dark" }.isEmpty, "\(result.diagnostics.map(\.message))")
        let catalogue = try #require(result.catalogue)
        #expect(["background", "onBackground", "surface"].map { catalogue.shown($0, in: "light") } == ["#ffffff", "#15141a", "#ffffff"])
        #expect(["background", "onBackground", "surface"].map { catalogue.shown($0, in: "dark") } == ["#1c1b22", "#fbfbfe", "#1c1b22"])
    }

}
