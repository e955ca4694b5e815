import Foundation
import Testing

@testable import ThemebookCore

/// Most Compose apps theme with Material's own `lightColorScheme(…)`/`darkColorScheme(…)` (or
/// Material 2's `lightColors(…)`) rather than a colours class of their own: the shape Android
/// Studio's new-project template and the official samples write.
@Suite("Compose themes made with Material's colour schemes")
struct ComposeMaterialSchemeTests {
    static let palette = """
        val Violet80 = Color(0xFFD0BCFF)
        val Violet40 = Color(0xFF6650A4)
        val Sand90 = Color(0xFFFFFBFE)

        """

    @Test("lightColorScheme and darkColorScheme values are the themes; the roles they pass are the tokens")
    func material3() throws {
        let theme = """
            private val DarkScheme = darkColorScheme(
                primary = Violet80,
                onPrimary = Color.Black,
            )

            private val LightScheme = lightColorScheme(
                primary = Violet40,
                onPrimary = Color.White,
                background = Sand90,
            )

            @Composable
            fun AppTheme(darkTheme: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {
                val colorScheme = when {
                    darkTheme -> DarkScheme
                    else -> LightScheme
                }
                MaterialTheme(colorScheme = colorScheme, content = content)
            }

            """
        let (site, result) = try AndroidFixtures.inline([
            "Theme.kt": Self.palette + theme,
            "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#,
        ])
        defer { site.remove() }
        #expect(result.places("android-missing").isEmpty)
        let catalogue = try #require(result.catalogue)
        // Themes named after their values; the function gives the appearance.
        #expect(catalogue.themes.map(\.info.id) == ["dark", "light"])
        #expect(catalogue.themes.map(\.info.appearance) == [.dark, .light])
        // Tokens in Material's order, grouped by role.
        #expect(catalogue.tokens.map(\.name) == ["primary", "onPrimary", "background"])
        #expect(catalogue.tokens.map(\.category) == ["Primary", "Primary", "Surface"])
        #expect(catalogue.shown("primary", in: "dark") == "#d0bcff")
        #expect(catalogue.shown("primary", in: "light") == "#6650a4")
        #expect(catalogue.shown("onPrimary", in: "dark") == "#000000")
        #expect(catalogue.shown("background", in: "light") == "#fffbfe")
        // A role one scheme leaves out is Material's default, which depends on the library's
        // version: shown by name, never guessed, said once at the scheme.
        #expect(catalogue.shown("background", in: "dark") == "darkColorScheme default")
        #expect(result.messages("android-material-default") == [
            "'DarkScheme' leaves 'background' at darkColorScheme's default, which depends on the Material library's version; shown as 'darkColorScheme default'",
        ])
        #expect(result.places("android-material-default") == ["Theme.kt:4:26"])
        #expect(result.diagnostics.first { $0.id == "android-material-default" }?.severity == .note)
        // Code reads them through MaterialTheme.
        #expect(catalogue.code.tokens == "MaterialTheme.colorScheme")
        // A Boolean `when` is no theme enum: no theme named 'darkTheme'.
        #expect(result.places("android-theme-enum-missing").isEmpty)
    }

    @Test("an object exposing the scheme is the accessor; surfaceTint left out is the scheme's primary, as Material says")
    func accessorAndSurfaceTint() throws {
        let theme = """
            val LightScheme = lightColorScheme(primary = Violet40, surfaceTint = Sand90)
            val DarkScheme = darkColorScheme(primary = Violet80)

            object AppTheme {
                val colorScheme: ColorScheme
                    @Composable get() = MaterialTheme.colorScheme
            }

            """
        let (site, result) = try AndroidFixtures.inline([
            "Theme.kt": Self.palette + theme,
            "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#,
        ])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.code.tokens == "AppTheme.colorScheme")
        #expect(catalogue.shown("surfaceTint", in: "light") == "#fffbfe")
        #expect(catalogue.shown("surfaceTint", in: "dark") == "#d0bcff")
        #expect(result.places("android-material-default").isEmpty)
    }

    @Test("Material 2's lightColors and darkColors, positional arguments in the library's order, and a copy")
    func material2() throws {
        let theme = """
            val LightPalette = lightColors(Violet40, Sand90)
            val DarkPalette = darkColors(primary = Violet80, primaryVariant = Violet40)
            val BlackPalette = DarkPalette.copy(primary = Color.Black)

            """
        let (site, result) = try AndroidFixtures.inline([
            "Theme.kt": Self.palette + theme,
            "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#,
        ])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.themes.map(\.info.id) == ["light", "dark", "black"])
        #expect(catalogue.themes.map(\.info.appearance) == [.light, .dark, .dark])
        #expect(catalogue.tokens.map(\.name) == ["primary", "primaryVariant"])
        #expect(["light", "dark", "black"].map { catalogue.shown("primaryVariant", in: $0) } == ["#fffbfe", "#6650a4", "#6650a4"])
        #expect(["light", "dark", "black"].map { catalogue.shown("primary", in: $0) } == ["#6650a4", "#d0bcff", "#000000"])
        #expect(catalogue.code.tokens == "MaterialTheme.colors")
    }

    @Test("an app's own colours class with more values wins over Material's scheme; 'android.colors' may name the scheme")
    func ownClassWins() throws {
        let theme = """
            class Extra(val glow: Color)
            val LightExtra = Extra(glow = Violet40)
            val DarkExtra = Extra(glow = Violet80)
            val BlackExtra = Extra(glow = Sand90)
            val LightScheme = lightColorScheme(primary = Violet40)
            val DarkScheme = darkColorScheme(primary = Violet80)

            """
        let (site, result) = try AndroidFixtures.inline([
            "Theme.kt": Self.palette + theme,
            "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#,
        ])
        defer { site.remove() }
        #expect(result.catalogue?.tokens.map(\.name) == ["glow"])
        let (named, namedResult) = try AndroidFixtures.inline([
            "Theme.kt": Self.palette + theme,
            "themebook.json": #"{"android": {"kotlin": ["Theme.kt"], "colors": "ColorScheme"}}"#,
        ])
        defer { named.remove() }
        #expect(namedResult.catalogue?.tokens.map(\.name) == ["primary"])
        #expect(namedResult.catalogue?.themes.map(\.info.id) == ["light", "dark"])
    }

    @Test("on a tie of palette values, the one holding more of the theme: a scheme of three roles over an extra class of one colour, not over one of three")
    func tieGoesToTheFuller() throws {
        let scheme = """
            val LightScheme = lightColorScheme(primary = Violet40, secondary = Sand90, background = Violet80)
            val DarkScheme = darkColorScheme(primary = Violet80, secondary = Violet40, background = Sand90)

            """
        let glow = """
            data class Glow(val top: Color, val bottom: Color = top)
            val LightGlow = Glow(top = Violet40)
            val DarkGlow = Glow(top = Violet80)

            """
        let (site, result) = try AndroidFixtures.inline([
            "Theme.kt": Self.palette + glow + scheme,
            "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#,
        ])
        defer { site.remove() }
        #expect(result.catalogue?.tokens.map(\.name) == ["primary", "secondary", "background"])
        // `init --app` chooses the same files, for the same reason.
        let choice = ComposeFiles.choose([site.path("content/Theme.kt")])
        #expect(choice.report == ["read \(site.path("content/Theme.kt")): palette values (Material ColorScheme), palette"])
        let full = """
            data class Glow(val top: Color, val middle: Color, val bottom: Color)
            val LightGlow = Glow(top = Violet40, middle = Sand90, bottom = Violet80)
            val DarkGlow = Glow(top = Violet80, middle = Violet40, bottom = Sand90)

            """
        let (own, ownResult) = try AndroidFixtures.inline([
            "Theme.kt": Self.palette + full + scheme,
            "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#,
        ])
        defer { own.remove() }
        #expect(ownResult.catalogue?.tokens.map(\.name) == ["top", "middle", "bottom"])
    }

    @Test("the app's colours as extensions of the scheme: if (isLight) and if (isSystemInDarkTheme()) take each scheme's side; a role is that scheme's")
    func extensionColours() throws {
        let theme = """
            private val LightColors = lightColors(primary = Violet40, onSurface = Color.Black)
            private val DarkColors = darkColors(primary = Violet80, onSurface = Color.White)

            // Text

            /** Less prominent text. */
            val Colors.textSecondary: Color
                @Composable get() = if (isLight) Color(0xFF666666) else Color(0xFFAAAAAA)
            val Colors.divider: Color get() = onSurface.copy(alpha = 0.12f)
            val Colors.badge: Color get() = if (isSystemInDarkTheme()) Sand90 else Violet40
            val Colors.other: Color get() = if (flag) Sand90 else Violet40
            val String.notAColour: Color get() = Color.Red

            """
        let (site, result) = try AndroidFixtures.inline([
            "Theme.kt": Self.palette + theme, "Extras.kt": "val Colors.extra: Color get() = primary\n",
            "themebook.json": #"{"android": {"kotlin": ["Theme.kt", "Extras.kt"]}}"#,
        ])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.tokens.map { "\($0.name) \($0.category)" } == [
            "primary Primary", "onSurface Surface", "textSecondary Text", "divider Text", "badge Text", "other Text", "extra Text",
        ])
        let expected: [String: [String]] = [
            "textSecondary": ["#666666", "#aaaaaa"], "divider": ["#0000001f", "#ffffff1f"], "badge": ["#6650a4", "#fffbfe"],
            "other": ["unknown", "unknown"], "extra": ["#6650a4", "#d0bcff"],
        ]
        for (token, hexes) in expected {
            #expect(["light", "dark"].map { catalogue.shown(token, in: $0) } == hexes, "\(token)")
        }
        let text = catalogue.tokens.first { $0.name == "textSecondary" }
        #expect(text?.description == "Less prominent text.")
        #expect(text.map(catalogue.spelled) == "MaterialTheme.colors.textSecondary")
        #expect(result.messages("android-unsupported").allSatisfy { $0.contains(".other' uses an if expression") })
        #expect(result.messages("android-unsupported").count == 2)
        #expect(result.diagnostics.filter { $0.id == KotlinMaterialScheme.defaultID }.isEmpty)
        // init --app names the file of the extensions.
        let choice = ComposeFiles.choose([site.path("content/Theme.kt"), site.path("content/Extras.kt")])
        #expect(choice.report.contains("read \(site.path("content/Extras.kt")): extension colours of Colors"))
    }
}
