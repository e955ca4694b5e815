import Foundation
import Testing

@testable import ThemebookCore

/// Palette values made inline in the branches a theme composable chooses among:
/// `val colors = if (darkTheme) darkColorScheme(…) else lightColorScheme(…)`, or a `when`.
@Suite("Compose: palette values made in the branches of an if or a when")
struct ComposeBranchValuesTests {
    static let palette = "val Purple80 = Color(0xFFD0BCFF)\nval Purple40 = Color(0xFF6650A4)\n\n"

    static func load(_ kotlin: String) throws -> (site: TempSite, result: Build.Result) {
        try AndroidFixtures.inline(["Theme.kt": palette + kotlin, "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#])
    }

    @Test("an if choosing between Material schemes made in place: each branch is a theme, named after its scheme")
    func conditional() throws {
        let (site, result) = try Self.load("""
            @Composable
            fun AppTheme(darkTheme: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {
                val colors = if (darkTheme) {
                    darkColorScheme(primary = Purple80, background = Color(0xFF1C1B1F))
                } else {
                    lightColorScheme(primary = Purple40, background = Color.White)
                }
                MaterialTheme(colorScheme = colors, content = content)
            }

            """)
        defer { site.remove() }
        #expect(result.errorCount == 0 && result.warningCount == 0, "\(result.diagnostics.map(\.message))")
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.themes.map { "\($0.info.id) \($0.info.appearance.rawValue)" } == ["dark dark", "light light"])
        #expect(catalogue.tokens.map(\.name) == ["primary", "background"])
        #expect(catalogue.shown("primary", in: "dark") == "#d0bcff")
        #expect(catalogue.shown("primary", in: "light") == "#6650a4")
        #expect(catalogue.shown("background", in: "dark") == "#1c1b1f")
        #expect(catalogue.shown("background", in: "light") == "#ffffff")
    }

    @Test("a when over the app's own colours class, a branch choosing again: each value is a theme, named by its condition or numbered")
    func when() throws {
        let (site, result) = try Self.load("""
            data class AppColors(val accent: Color, val page: Color)

            @Composable
            fun AppTheme(mode: Int, content: @Composable () -> Unit) {
                val colors = when (mode) {
                    0 -> AppColors(accent = Purple40, page = Color.White)
                    1 -> if (amoled) AppColors(accent = Purple80, page = Color.Black) else AppColors(accent = Purple80, page = Color(0xFF1C1B1F))
                    else -> AppColors(accent = Purple40, page = Color(0xFFF4ECD8))
                }
                CompositionLocalProvider(LocalAppColors provides colors, content = content)
            }

            """)
        defer { site.remove() }
        #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
        let catalogue = try #require(result.catalogue)
        // A branch's name is its condition's when that is a name, else the class it makes,
        // numbered; a theme named neither light nor dark takes its appearance from its page.
        #expect(catalogue.themes.map { "\($0.info.id) \($0.info.appearance.rawValue)" } == [
            "app light", "amoled dark", "appColors2 dark", "appColors3 light",
        ])
        #expect(catalogue.themes.map { catalogue.shown("page", in: $0.info.id) } == ["#ffffff", "#000000", "#1c1b1f", "#f4ecd8"])
    }
}
