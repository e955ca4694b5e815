import Foundation
import Testing

@testable import ThemebookCore

/// A colours class whose parameters are groups of colours (Bitwarden's
/// `BitwardenColorScheme(val text: TextColors, …)`): each group's colours are tokens of the
/// theme, named `text.primary`, in a category named for the group.
@Suite("Compose themes: groups of colours within the colours class")
struct ComposeColorGroupTests {
    static let groups = """
        package a

        /** Colours of text. */
        data class TextColors(
            val primary: Color,
            /** Less prominent text. */
            val secondary: Color = primary,
        )

        data class BackgroundColors(val primary: Color, val alert: Color)

        data class IconColors(val tint: Color, val badge: BadgeColors)

        data class BadgeColors(val fill: Color)

        """

    static let scheme = """
        package a

        data class AppColorScheme(
            val text: TextColors,
            val background: BackgroundColors,
            // Icons

            val icon: IconColors,
            val outline: Color,
        )

        val lightScheme = AppColorScheme(
            text = TextColors(primary = Color(0xFF1B1B1F)),
            background = BackgroundColors(primary = Color.White, alert = Color(0xFFFFE5E5)),
            icon = IconColors(tint = Color(0xFF0000FF), badge = BadgeColors(Color(0xFFFF0000))),
            outline = Color(0xFF777777),
        )
        val darkText = TextColors(primary = Color(0xFFE4E2E6), secondary = Color(0xFFC7C6CA))
        val darkScheme = lightScheme.copy(
            text = darkText,
            background = BackgroundColors(Color(0xFF1B1B1F), Color(0xFF5A1A1A)),
        )

        object AppTheme {
            val colorScheme: AppColorScheme
                @Composable get() = LocalColors.current
        }

        """

    @Test("each group's colours are tokens named group.token, in the group's category; values by argument, default, name and copy")
    func groups() throws {
        let (site, result) = try AndroidFixtures.inline([
            "Groups.kt": Self.groups, "Scheme.kt": Self.scheme,
            "themebook.json": #"{"android": {"kotlin": ["Scheme.kt", "Groups.kt"]}}"#,
        ])
        defer { site.remove() }
        #expect(result.errorCount == 0 && result.messages("android-unsupported").isEmpty, "\(result.diagnostics.map(\.message))")
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.themes.map(\.info.id) == ["light", "dark"])
        #expect(catalogue.tokens.map { "\($0.name) \($0.category)" } == [
            "text.primary Text", "text.secondary Text", "background.primary Background", "background.alert Background",
            "icon.tint Icons", "icon.badge.fill Icons", "outline Icons",
        ])
        #expect(catalogue.tokens.count == 7)
        let expected: [String: [String]] = [
            "text.primary": ["#1b1b1f", "#e4e2e6"],
            // The default names another parameter: an alias of that token, in each theme.
            "text.secondary": ["#1b1b1f", "#c7c6ca"],
            "background.primary": ["#ffffff", "#1b1b1f"],
            "background.alert": ["#ffe5e5", "#5a1a1a"],
            "icon.tint": ["#0000ff", "#0000ff"],
            "icon.badge.fill": ["#ff0000", "#ff0000"],
            "outline": ["#777777", "#777777"],
        ]
        for (token, hexes) in expected {
            #expect(["light", "dark"].map { catalogue.shown(token, in: $0) } == hexes, "\(token)")
        }
        let secondary = catalogue.tokens.first { $0.name == "text.secondary" }
        #expect(secondary?.description == "Less prominent text.")
        #expect(secondary.map(catalogue.spelled) == "AppTheme.colorScheme.text.secondary")
    }

    @Test("groups declared inside the colours class and made qualified by it (AppColorScheme.TextColors(…)), as Bitwarden writes them")
    func nestedClasses() throws {
        let kotlin = """
            data class AppColorScheme(val isDarkTheme: Boolean, val text: TextColors, val badge: BadgeColors) {
                data class TextColors(val primary: Color, val reversed: Color)
                data class BadgeColors(val success: VariantColors)
                data class VariantColors(val border: Color)
            }
            val darkScheme: AppColorScheme = AppColorScheme(
                isDarkTheme = true,
                text = AppColorScheme.TextColors(primary = Color(0xFFF3F6F9), reversed = Color(0xFF121A27)),
                badge = AppColorScheme.BadgeColors(success = AppColorScheme.VariantColors(border = Color(0xFF0A5C2E))),
            )
            val lightScheme: AppColorScheme = AppColorScheme(
                isDarkTheme = false,
                text = AppColorScheme.TextColors(primary = Color(0xFF1B2029), reversed = Color.White),
                badge = AppColorScheme.BadgeColors(AppColorScheme.VariantColors(Color(0xFFA8E6BE))),
            )

            """
        let (site, result) = try AndroidFixtures.inline(["Scheme.kt": kotlin, "themebook.json": #"{"android": {"kotlin": ["Scheme.kt"]}}"#])
        defer { site.remove() }
        #expect(result.errorCount == 0 && result.messages("android-unsupported").isEmpty, "\(result.diagnostics.map(\.message))")
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.tokens.map(\.name) == ["text.primary", "text.reversed", "badge.success.border"])
        #expect(["light", "dark"].map { catalogue.shown("text.reversed", in: $0) } == ["#ffffff", "#121a27"])
        #expect(["light", "dark"].map { catalogue.shown("badge.success.border", in: $0) } == ["#a8e6be", "#0a5c2e"])
    }

    @Test("a group given as something else is a warning naming it; a group's unknown argument is one too, with a suggestion")
    func unsupportedGroups() throws {
        let scheme = """
            data class AppColorScheme(val text: TextColors, val outline: Color)
            val lightScheme = AppColorScheme(text = makeText(), outline = Color.White)
            val darkScheme = AppColorScheme(text = TextColors(primray = Color.Black, primary = Color.Black), outline = Color.Black)

            """
        let (site, result) = try AndroidFixtures.inline([
            "Groups.kt": Self.groups, "Scheme.kt": scheme, "themebook.json": #"{"android": {"kotlin": ["Scheme.kt", "Groups.kt"]}}"#,
        ])
        defer { site.remove() }
        #expect(result.messages("android-unsupported") == [
            "'lightScheme.text' uses 'makeText()', which themebook does not read (a group of colours is a 'TextColors(…)' or the name of one); its value is shown as unknown",
            "'darkScheme.text' passes 'primray', which is not a parameter of 'TextColors'; it is not read",
        ])
        #expect(result.diagnostics.first { $0.message.contains("primray") }?.suggestion == "primary")
        #expect(result.catalogue?.shown("text.primary", in: "dark") == "#000000")
    }

    @Test("init --app reads the files of the groups beside the colours class, and the site converts to valid DTCG")
    func initAndConvert() throws {
        let repo = try TempSite([
            "app/src/main/java/a/Groups.kt": Self.groups, "app/src/main/java/a/Scheme.kt": Self.scheme,
        ])
        defer { repo.remove() }
        try FileManager.default.createDirectory(atPath: repo.path(".git"), withIntermediateDirectories: true)
        let run = try Themebook.run(["init", "docs", "--app", "app"], in: repo.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("read app/src/main/java/a/Scheme.kt: colours class AppColorScheme, palette values, accessor AppTheme\n"))
        #expect(run.out.contains("read app/src/main/java/a/Groups.kt: colour group"))
        let convert = try Themebook.run(["convert", "--to", "dtcg", "--content", "docs", "dtcg"], in: repo.folder)
        #expect(convert.status == 0, "\(convert.err)")
        let check = try Themebook.run(["check", "--content", "dtcg"], in: repo.folder)
        #expect(check.status == 0, "\(check.err)")
        #expect(repo.read("dtcg/tokens/themes/dark.tokens.json")?.contains("\"text\": {") == true)
    }
}
