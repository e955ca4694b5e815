import Foundation
import Testing

@testable import ThemebookCore

/// A Kotlin enum whose entries are the themes and which holds their colours: `Color` constructor
/// properties each entry passes, and `Color` properties choosing on `this`.
@Suite("Compose themes: an enum whose entries are the themes")
struct ComposeThemeEnumTests {
    static let palette = """
        object P {
            val Blue = Color(0xFF0000FF)
            val Red = Color(0xFFFF0000)
            val Ink = Color(0xFF15141A)
        }

        """

    static let readerTheme = """
        enum class ReaderTheme(
            // Surfaces

            /** The page behind the text. */
            val background: Color,
            val text: Color = P.Ink,
            val isDark: Boolean = false,
        ) {
            Light(Color.White),
            Sepia(background = Color(0xFFF4ECD8), text = Color(0xFF5B4636)),
            Dark(P.Ink, Color.White, isDark = true);

            // Links

            /** A link in the text. */
            val link: Color
                get() = when (this) {
                    Light, Sepia -> P.Blue
                    Dark -> Color(0xFF00DDFF)
                }
            val accent: Color get() = when (this) { Dark -> P.Red; else -> text }
            val rule: Color get() = when (this) { Sepia -> this.text; else -> P.Blue.copy(alpha = 0.5f) }
            val divider: Color = P.Blue.copy(alpha = 0.5f)
            val shadow: Color get() = when (this) { Dark -> Sepia.background; else -> ReaderTheme.Dark.text }
            val isWarm: Boolean get() = when (this) { Sepia -> true; else -> false }
        }

        """

    static func load(_ kotlin: String, config: String = #"{"android": {"kotlin": ["Theme.kt"]}}"#) throws -> (site: TempSite, result: Build.Result) {
        try AndroidFixtures.inline(["Theme.kt": kotlin, "themebook.json": config])
    }

    @Test("each entry is a theme; its arguments, the defaults and the branch naming it (else else) give its values; another entry's token is that theme's")
    func values() throws {
        let (site, result) = try Self.load(Self.palette + Self.readerTheme)
        defer { site.remove() }
        let problems = result.diagnostics.filter { $0.severity != .note && $0.id != "same-in-light-and-dark" }
        #expect(result.errorCount == 0 && problems.isEmpty, "\(result.diagnostics.map(\.message))")
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.themes.map { "\($0.info.id) \($0.info.label) \($0.info.appearance.rawValue)" } == [
            "light Light light", "sepia Sepia light", "dark Dark dark",
        ])
        #expect(catalogue.tokens.map(\.name) == ["background", "text", "link", "accent", "rule", "divider", "shadow"])
        let expected: [String: [String]] = [
            "background": ["#ffffff", "#f4ecd8", "#15141a"],
            "text": ["#15141a", "#5b4636", "#ffffff"],
            "link": ["#0000ff", "#0000ff", "#00ddff"],
            "accent": ["#15141a", "#5b4636", "#ff0000"],
            "rule": ["#0000ff80", "#5b4636", "#0000ff80"],
            "divider": ["#0000ff80", "#0000ff80", "#0000ff80"],
            "shadow": ["#ffffff", "#ffffff", "#f4ecd8"],
        ]
        for (token, hexes) in expected {
            #expect(["light", "sepia", "dark"].map { catalogue.shown(token, in: $0) } == hexes, "\(token)")
        }
        let link = catalogue.tokens.first { $0.name == "link" }
        #expect(link?.category == "Links" && link?.description == "A link in the text.")
        #expect(link.map(catalogue.spelled) == "readerTheme.link")
        let background = catalogue.tokens.first { $0.name == "background" }
        #expect(background?.category == "Surfaces" && background?.description == "The page behind the text.")
        // A Boolean member is no token, and says so where it is a constructor parameter.
        #expect(result.diagnostics.contains { $0.id == KotlinColorsClass.skippedID && $0.message.contains("'isDark'") })
    }

    @Test("an entry's body overrides a colour member for that theme; an abstract colour member is given by each entry")
    func entryOverrides() throws {
        let kotlin = Self.palette + """
            enum class Mode {
                Light { override val page = Color.White },
                Dark {
                    override val page = P.Ink
                    override val link: Color get() = Color(0xFF00DDFF)
                    override fun toString() = "dark"
                };

                abstract val page: Color
                open val link: Color get() = P.Blue
                val ink: Color get() = when (this) { Light -> P.Ink; Dark -> page }
            }

            """
        let (site, result) = try Self.load(kotlin)
        defer { site.remove() }
        let problems = result.diagnostics.filter { $0.severity != .note && $0.id != "same-in-light-and-dark" }
        #expect(result.errorCount == 0 && problems.isEmpty, "\(result.diagnostics.map(\.message))")
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.tokens.map(\.name) == ["page", "link", "ink"])
        #expect(["light", "dark"].map { catalogue.shown("page", in: $0) } == ["#ffffff", "#15141a"])
        #expect(["light", "dark"].map { catalogue.shown("link", in: $0) } == ["#0000ff", "#00ddff"])
        #expect(["light", "dark"].map { catalogue.shown("ink", in: $0) } == ["#15141a", "#15141a"])
    }

    @Test("if tests of this choose too, and a when without a subject: == and != of an entry on either side, in setOf, && and ||, else if; another test is not read")
    func ifTests() throws {
        let kotlin = Self.palette + """
            enum class Mode(val page: Color) {
                Light(Color.White), Sepia(Color(0xFFF4ECD8)), Dark(P.Ink), Night(Color.Black);

                val a: Color get() = if (this == Dark) P.Red else P.Blue
                val b: Color get() = if (Mode.Night == this || this == Dark) P.Red else P.Blue
                val c: Color get() = if (this != Light && (this != Sepia)) P.Red else P.Blue
                val d: Color
                    get() = if (this == Light) P.Blue
                    else if (this == Sepia) page
                    else when (this) { Dark -> P.Red; else -> P.Ink }
                val e: Color get() = if (this == Dark && isSystemInDarkTheme()) P.Red else P.Blue
                val f: Color get() = if (isSystemInDarkTheme()) P.Red else P.Blue
                val g: Color get() = when { this == Dark || this == Night -> P.Red; this == Sepia -> page; else -> P.Blue }
                val h: Color get() = if (this in setOf(Dark, Mode.Night)) P.Red else if (this !in listOf(Light)) page else P.Blue
            }

            """
        let (site, result) = try Self.load(kotlin)
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        let themes = ["light", "sepia", "dark", "night"]
        #expect(themes.map { catalogue.shown("a", in: $0) } == ["#0000ff", "#0000ff", "#ff0000", "#0000ff"])
        #expect(themes.map { catalogue.shown("b", in: $0) } == ["#0000ff", "#0000ff", "#ff0000", "#ff0000"])
        #expect(themes.map { catalogue.shown("c", in: $0) } == ["#0000ff", "#0000ff", "#ff0000", "#ff0000"])
        #expect(themes.map { catalogue.shown("d", in: $0) } == ["#0000ff", "#f4ecd8", "#ff0000", "#15141a"])
        #expect(themes.map { catalogue.shown("g", in: $0) } == ["#0000ff", "#f4ecd8", "#ff0000", "#ff0000"])
        #expect(themes.map { catalogue.shown("h", in: $0) } == ["#0000ff", "#f4ecd8", "#ff0000", "#ff0000"])
        for token in ["e", "f"] {
            #expect(themes.map { catalogue.shown(token, in: $0) } == ["unknown", "unknown", "unknown", "unknown"], "\(token)")
        }
        // A test of this with another part: each theme says so, with what it reads. A test not of
        // this: the same in every theme, said once.
        let warnings = result.diagnostics.filter { $0.id == KotlinColorReader.unsupportedID }
        #expect(Set(warnings.map(\.message)) == Set(themes.map { theme in
            "'Mode.\(theme.prefix(1).uppercased() + theme.dropFirst()).e' uses an if expression, which themebook does not read (it reads tests of this: == and != of an entry, in setOf(…), joined by && and ||); its value is shown as unknown"
        } + ["'Mode.f' uses an if expression, which themebook does not read; its value is shown as unknown"]))
        #expect(warnings.count == 5)
        #expect(Set(warnings.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }) == ["16:26", "17:26"])
    }

    @Test("branches written as blocks of one value, and getters that only return one, are read; a block of statements is said where it is")
    func blockBranches() throws {
        let kotlin = Self.palette + """
            enum class Mode(val page: Color) {
                Light(Color.White), Dark(P.Ink);

                val a: Color
                    get() {
                        return if (this == Dark) {
                            P.Red
                        } else {
                            P.Blue
                        }
                    }
                val b: Color get() = when (this) {
                    Light -> { page }
                    Dark -> {
                        P.Red.copy(alpha = 0.5f)
                    }
                }
                val c: Color get() = if (this == Dark) P.Red else {
                    val shade = P.Blue
                    shade
                }
            }

            """
        let (site, result) = try Self.load(kotlin)
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(["light", "dark"].map { catalogue.shown("a", in: $0) } == ["#0000ff", "#ff0000"])
        #expect(["light", "dark"].map { catalogue.shown("b", in: $0) } == ["#ffffff", "#ff000080"])
        #expect(["light", "dark"].map { catalogue.shown("c", in: $0) } == ["unknown", "#ff0000"])
        let warnings = result.diagnostics.filter { $0.id == KotlinColorReader.unsupportedID }
        #expect(warnings.map(\.message) == [
            "'Mode.Light.c' uses a block, which themebook does not read; its value is shown as unknown",
        ])
        #expect(warnings.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["23:55"])
    }

    @Test("a when (this) with no branch for an entry and no else: that theme's value is unknown, with a warning at the when")
    func missingBranch() throws {
        let kotlin = Self.palette + """
            enum class Mode(val page: Color, val ink: Color) {
                Light(Color.White, P.Ink), Dark(P.Ink, Color.White);
                val link: Color get() = when (this) { Light -> P.Blue }
            }

            """
        let (site, result) = try Self.load(kotlin)
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.shown("link", in: "light") == "#0000ff")
        #expect(catalogue.shown("link", in: "dark") == "unknown")
        let warning = result.diagnostics.first { $0.id == KotlinColorReader.unsupportedID }
        #expect(warning?.message == "'Mode.Dark.link' uses 'when (this)' with no branch for 'Dark', which themebook does not read (it reads a branch naming the entry, or else); its value is shown as unknown")
        #expect(warning.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == "8:29")
    }

    @Test("a member the same in every theme is read once: what it uses that themebook does not read is one warning")
    func fixedOnce() throws {
        let kotlin = Self.palette + """
            enum class Mode(val page: Color) {
                Light(Color.White), Dark(P.Ink);
                val rule: Color = colorResource(R.color.rule)
            }

            """
        let (site, result) = try Self.load(kotlin)
        defer { site.remove() }
        let warnings = result.diagnostics.filter { $0.id == KotlinColorReader.unsupportedID }.map(\.message)
        #expect(warnings == ["'Mode.rule' uses 'colorResource(…)', which themebook does not read (list the colour resource files under 'android.resources' to read it); its value is shown as unknown"])
        let catalogue = try #require(result.catalogue)
        #expect(["light", "dark"].map { catalogue.shown("rule", in: $0) } == ["unknown", "unknown"])
    }

    @Test("an enum of things that each have a colour is not a theme enum, unless the config names it")
    func notThemes() throws {
        let tags = Self.palette + """
            enum class Tag(val tint: Color) { Bug(P.Red), Feature(P.Blue), Question(P.Ink) }

            """
        let (site, result) = try Self.load(tags)
        defer { site.remove() }
        #expect(result.errorCount == 1)
        #expect(result.diagnostics.contains { $0.id == KotlinThemeReader.missingID && $0.message.hasPrefix("no colours class found") })

        let (named, read) = try Self.load(tags, config: #"{"android": {"kotlin": ["Theme.kt"], "colors": "Tag"}}"#)
        defer { named.remove() }
        #expect(read.errorCount == 0, "\(read.diagnostics.map(\.message))")
        #expect(read.catalogue?.themes.map(\.info.id) == ["bug", "feature", "question"])
        #expect(read.catalogue?.shown("tint", in: "feature") == "#0000ff")
    }

    @Test("a colours class with palette values wins over a theme enum beside it")
    func classFirst() throws {
        let kotlin = Self.palette + Self.readerTheme + """
            data class AppColors(val primary: Color)
            val lightColors = AppColors(primary = P.Blue)
            val darkColors = AppColors(primary = P.Red)

            """
        let (site, result) = try Self.load(kotlin)
        defer { site.remove() }
        #expect(result.catalogue?.tokens.map(\.name) == ["primary"])
        #expect(result.catalogue?.themes.map(\.info.id) == ["light", "dark"])
    }
}
