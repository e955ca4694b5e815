import Foundation
import Testing

@testable import ThemebookCore

@Suite("Compose themes: each form read or reported at its place, never guessed")
struct ComposeFormsTests {
    static let palette = """
        object P {
            val Blue = Color(0xFF0000FF)
            val Red = Color(0xFFFF0000)
        }

        """

    static let colorsClass = """
        class C(a: Color, b: Color) {
            var a by mutableStateOf(a)
                private set
            var b by mutableStateOf(b)
                private set
        }

        """

    static let choice = """
        enum class Theme { Light, Dark }

        @Composable
        fun AppTheme(theme: Theme, content: @Composable () -> Unit) {
            val colors = when (theme) {
                Theme.Light -> light
                Theme.Dark -> dark
            }
        }

        """

    /// A theme file whose dark palette value gives `b` as written; markers in `dark` are kept.
    func site(dark: String, extra: String = "", config: String? = nil) throws -> (site: TempSite, result: Build.Result, marked: MarkedText) {
        let marked = MarkedText(Self.palette + Self.colorsClass + Self.choice + "val light = C(a = P.Blue, b = P.Red)\n" + "val dark = C(a = P.Red, b = \(dark))\n" + extra)
        let (site, result) = try AndroidFixtures.inline([
            "Theme.kt": marked.text,
            "themebook.json": config ?? #"{"android": {"kotlin": ["Theme.kt"]}}"#,
        ])
        return (site, result, marked)
    }

    @Test("each form a theme gives a token: palette colours, literals, copies, another value's token, named colours")
    func forms() throws {
        let cases: [(String, String)] = [
            ("P.Blue", "#0000ff"),
            ("Color(0x800000FF)", "#0000ff80"),
            ("Color(color = 0xFF112233L)", "#112233"),
            ("Color(0x11, 0x22, 0x33)", "#112233"),
            ("Color(red = 17, green = 34, blue = 51, alpha = 128)", "#11223380"),
            ("Color(0.5f, 0.25f, 1f)", "#8040ff"),
            ("Color(0x3D / 255f, 0f, 0f, 0.5f)", "#3d000080"),
            ("P.Blue.copy(alpha = 0.44f)", "#0000ff70"),
            ("Color(0xFF00FF00).copy(0.5f)", "#00ff0080"),
            ("light.b", "#ff0000"),
            ("Color.Transparent", "#00000000"),
            ("Color.Magenta", "#ff00ff"),
            ("mozilla.components.P.Blue", "#0000ff"),
        ]
        for (expression, hex) in cases {
            let (site, result, _) = try site(dark: expression)
            defer { site.remove() }
            let warnings = result.diagnostics.filter { $0.severity == .warning && $0.id != "same-in-light-and-dark" }
            #expect(result.errorCount == 0 && warnings.isEmpty, "\(expression): \(result.diagnostics.map(\.message))")
            #expect(result.catalogue?.shown("b", in: "dark") == hex, "\(expression)")
        }
    }

    @Test("what themebook does not read is an android-unsupported warning at the construct naming it, and the value unknown")
    func unsupported() throws {
        let cases: [(String, String)] = [
            ("1️⃣if (x) P.Blue else P.Red", "'dark.b' uses an if expression, which themebook does not read; its value is shown as unknown"),
            ("P.Blue 1️⃣?: P.Red", "'dark.b' uses operator '?:', which themebook does not read; its value is shown as unknown"),
            ("1️⃣colorResource(R.color.x)", "'dark.b' uses 'colorResource(…)', which themebook does not read (list the colour resource files under 'android.resources' to read it); its value is shown as unknown"),
            ("1️⃣Color(0x1FF0000FF)", "'dark.b' uses 'Color(0x1FF0000FF)', which themebook does not read (it reads Color(0xAARRGGBB) with a number of at most 32 bits); its value is shown as unknown"),
            ("1️⃣Color(1f, 0, 0)", "'dark.b' uses 'Color(1f, 0, 0)', which themebook does not read (the components must be all Int (0–255) or all Float (0–1)); its value is shown as unknown"),
            ("1️⃣Color(300, 0, 0)", "'dark.b' uses 'Color(300, 0, 0)', which themebook does not read (Int components run from 0 to 255); its value is shown as unknown"),
            ("1️⃣Color(1.5f, 0f, 0f)", "'dark.b' uses 'Color(1.5f, 0f, 0f)', which themebook does not read (Float components run from 0 to 1); its value is shown as unknown"),
            ("1️⃣Color(1f, 0f, 0f, colorSpace = DisplayP3)", "'dark.b' uses 'Color(1f, 0f, 0f, colorSpace = …)', which themebook does not read (it reads sRGB colours only); its value is shown as unknown"),
            ("1️⃣P.Blue.copy(red = 0.5f)", "'dark.b' uses 'P.Blue.copy(red = 0.5f)', which themebook does not read (it reads copy(alpha = …) with a Float from 0 to 1); its value is shown as unknown"),
            ("1️⃣Q.Blue", "'dark.b' uses 'Q.Blue', which themebook does not read; its value is shown as unknown"),
        ]
        for (expression, message) in cases {
            let (site, result, marked) = try site(dark: expression)
            defer { site.remove() }
            #expect(result.messages("android-unsupported") == [message], "\(expression)")
            #expect(result.places("android-unsupported") == ["Theme.kt:" + marked[1]], "\(expression)")
            #expect(result.catalogue?.shown("b", in: "dark") == "unknown")
        }
    }

    @Test("Color.Unspecified is no colour: shown as none, without a warning")
    func unspecified() throws {
        let (site, result, _) = try site(dark: "Color.Unspecified")
        defer { site.remove() }
        #expect(result.messages("android-unsupported").isEmpty)
        #expect(result.catalogue?.shown("b", in: "dark") == "none")
    }

    @Test("a constructor default naming another parameter (text: Color = brand) is that value's own: an alias of its token")
    func defaultNamingAParameter() throws {
        let kotlin = """
            class AppColors(brand: Color, text: Color = brand, val border: Color = text) {
                val brand = brand
                val text = text
            }
            val lightColors = AppColors(brand = Color(0xFF3300FF))
            val darkColors = AppColors(brand = Color(0xFFCCBBFF), text = Color.White)

            """
        let (site, result) = try AndroidFixtures.inline(["Theme.kt": kotlin, "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#])
        defer { site.remove() }
        #expect(result.messages("android-unsupported").isEmpty, "\(result.diagnostics.map(\.message))")
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.tokens.map(\.name) == ["border", "brand", "text"])
        #expect(["light", "dark"].map { catalogue.shown("text", in: $0) } == ["#3300ff", "#ffffff"])
        #expect(["light", "dark"].map { catalogue.shown("border", in: $0) } == ["#3300ff", "#ffffff"])
        guard case .color(let text)? = catalogue.themes.first?.values["text"] else {
            Issue.record("text is a colour")
            return
        }
        #expect(text.chain.map(\.text).first?.contains("brand") == true, "\(text.chain.map(\.text))")
    }

    @Test("palette values made by functions of no parameters (fun darkColors() = AppColors(…)), at the top level and in an object, as Material's lightColors() is")
    func valueFunctions() throws {
        let kotlin = """
            class AppColors(val surface: Color, val ink: Color)

            fun lightColors() = AppColors(surface = Color(0xFFFFFFFF), ink = Color(0xFF15141A))

            object Palettes {
                fun darkColors(): AppColors = AppColors(surface = Color(0xFF1C1B22), ink = Color(0xFFFBFBFE))
                fun tinted(alpha: Float) = AppColors(surface = Color(0xFF000000), ink = Color(0xFF000000))
            }

            """
        let (site, result) = try AndroidFixtures.inline(["Theme.kt": kotlin, "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue, "\(result.diagnostics.map(\.message))")
        // A function that takes parameters makes a value per call: not a theme.
        #expect(catalogue.themes.map(\.info.id) == ["light", "dark"])
        #expect(catalogue.themes.map(\.info.appearance) == [.light, .dark])
        #expect(["light", "dark"].map { catalogue.shown("surface", in: $0) } == ["#ffffff", "#1c1b22"])
        #expect(["light", "dark"].map { catalogue.shown("ink", in: $0) } == ["#15141a", "#fbfbfe"])
    }

    @Test("Color.hsv and Color.hsl (hue in degrees, the rest 0–1, positional or labelled) are sRGB colours; out of range is a warning")
    func hueColours() throws {
        // 210° is halfway through the fourth sector: (0.8 × 0.5, 0.8 × 0.75, 0.8) → (102, 153, 204).
        for (written, hex) in [
            ("Color.hsv(210f, 0.5f, 0.8f)", "#6699cc"), ("Color.hsl(0f, 1f, 0.5f)", "#ff0000"),
            ("Color.hsl(hue = 120f, saturation = 1f, lightness = 0.25f, alpha = 0.5f)", "#00800080"),
        ] {
            let (site, result, _) = try site(dark: written)
            defer { site.remove() }
            #expect(result.catalogue?.shown("b", in: "dark") == hex, "\(written)")
            #expect(result.messages("android-unsupported").isEmpty, "\(written)")
        }
        let (site, result, _) = try site(dark: "Color.hsv(400f, 1f, 1f)")
        defer { site.remove() }
        #expect(result.catalogue?.shown("b", in: "dark") == "unknown")
        #expect(result.messages("android-unsupported").first?.contains("Color.hsv(hue 0–360") == true, "\(result.messages("android-unsupported"))")
    }

    @Test("a six-digit ARGB literal is read as Compose reads it, transparent, with a warning; eight digits with a zero alpha are not warned")
    func noAlpha() throws {
        let (site, result, marked) = try site(dark: "1️⃣Color(0x00FF00)")
        defer { site.remove() }
        #expect(result.places("compose-no-alpha") == ["Theme.kt:" + marked[1]])
        #expect(result.catalogue?.shown("b", in: "dark") == "#00ff0000")
        let (other, clean, _) = try self.site(dark: "Color(0x0000FF00)")
        defer { other.remove() }
        #expect(clean.places("compose-no-alpha").isEmpty)
    }

    @Test("an argument that is no parameter of the colours class is a warning with a suggestion; a missing one is a missing token")
    func arguments() throws {
        let (site, result, marked) = try site(dark: "P.Red, 1️⃣bb = P.Blue")
        defer { site.remove() }
        #expect(result.messages("android-unsupported") == ["'dark' passes 'bb', which is not a parameter of 'C'; it is not read"])
        #expect(result.places("android-unsupported") == ["Theme.kt:" + marked[1]])
        #expect(result.diagnostics.first { $0.id == "android-unsupported" }?.suggestion == "b")
        let (short, missing) = try AndroidFixtures.inline([
            "Theme.kt": Self.palette + Self.colorsClass + Self.choice + "val light = C(a = P.Blue, b = P.Red)\nval dark = C(a = P.Red)\n",
            "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#,
        ])
        defer { short.remove() }
        #expect(missing.messages("missing-token") == ["theme 'dark' does not define 'b'; every theme must define every declared token"])
    }

    @Test("copy of a class without a copy function is unsupported; a data class's copy takes its properties")
    func copies() throws {
        let noCopy = try AndroidFixtures.inline([
            "Theme.kt": Self.palette + Self.colorsClass + Self.choice + "val light = C(a = P.Blue, b = P.Red)\nval dark = light.copy(b = P.Blue)\n",
            "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#,
        ])
        defer { noCopy.site.remove() }
        #expect(noCopy.result.messages("android-unsupported") == [
            "'dark' uses 'light.copy(b = …)', which themebook does not read ('C' declares no copy function); its value is shown as unknown",
        ])
        let data = try AndroidFixtures.inline([
            "Theme.kt": Self.palette + "data class C(val a: Color, val b: Color = P.Blue)\n" + Self.choice
                + "val dark = light.copy(b = P.Red)\nval light = C(a = P.Blue)\n",
            "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#,
        ])
        defer { data.site.remove() }
        #expect(data.result.errorCount == 0 && data.result.messages("android-unsupported").isEmpty)
        #expect(data.result.catalogue.map { c in ["a", "b"].map { c.shown($0, in: "light") + "/" + c.shown($0, in: "dark") } } == [
            "#0000ff/#0000ff", "#0000ff/#ff0000",
        ])
    }

    @Test("a when with else, several entries on one branch, and a local copy in the theme function")
    func whenForms() throws {
        let theme = """
            enum class Theme { Light, Dark, Black, Private }

            @Composable
            fun AppTheme(theme: Theme) {
                val black = dark.copy(a = Color.Black)
                val colors = when (theme) {
                    Theme.Light -> light
                    Theme.Black -> black
                    else -> dark
                }
            }
            data class C(val a: Color, val b: Color)
            val light = C(a = P.Blue, b = P.Red)
            val dark = C(a = P.Red, b = P.Blue)
            """
        let (site, result) = try AndroidFixtures.inline([
            "Theme.kt": Self.palette + theme, "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#,
        ])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.themes.map { "\($0.info.id):\($0.info.appearance.rawValue)" } == ["light:light", "dark:dark", "black:dark", "private:dark"])
        #expect(["light", "dark", "black", "private"].map { catalogue.shown("a", in: $0) } == ["#0000ff", "#ff0000", "#000000", "#ff0000"])
    }

    @Test("without a when, each palette value is a theme named after it, said in a note")
    func byName() throws {
        let (site, result) = try AndroidFixtures.inline([
            "Theme.kt": Self.palette + "data class AppColors(val a: Color)\nprivate val LightColors = AppColors(a = P.Blue)\nprivate val darkColorPalette = AppColors(a = P.Red)\n",
            "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#,
        ])
        defer { site.remove() }
        #expect(result.catalogue?.themes.map(\.info.id) == ["light", "dark"])
        #expect(result.messages("android-themes-by-name") == [
            "no 'when' over a theme enum picks among the palette values of 'AppColors', so each is a theme named after it ('LightColors' → 'light', 'darkColorPalette' → 'dark')",
        ])
        #expect(result.places("android-themes-by-name") == ["Theme.kt:6:13"])
    }

    @Test("an enum the files do not declare is a note at the when; its branches still make the themes")
    func enumMissing() throws {
        let (site, result) = try AndroidFixtures.inline([
            "Theme.kt": Self.palette + Self.colorsClass + "fun T(t: Mode) {\n    val c = when (t) {\n        Mode.Day -> light\n        Mode.Night -> dark\n    }\n}\nval light = C(a = P.Blue, b = P.Red)\nval dark = C(a = P.Red, b = P.Blue)\n",
            "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#,
        ])
        defer { site.remove() }
        #expect(result.catalogue?.themes.map(\.info.id) == ["day", "night"])
        #expect(result.places("android-theme-enum-missing") == ["Theme.kt:12:13"])
        #expect(result.diagnostics.first { $0.id == "android-theme-enum-missing" }?.severity == .note)
    }

    @Test("the config names the colours class, the accessor and each theme's label and appearance, and orders the themes")
    func config() throws {
        let config = #"{"themes": ["dark", "light"], "android": {"kotlin": ["Theme.kt"], "colors": "C", "accessor": "AppTheme.palette", "themeInfo": {"dark": {"label": "Night", "appearance": "dark"}, "light": {"appearance": "dark"}}}}"#
        let (site, result, _) = try site(dark: "P.Blue", config: config)
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.themes.map { "\($0.info.id) \($0.info.label) \($0.info.appearance.rawValue)" } == ["dark Night dark", "light Light dark"])
        #expect(catalogue.tokens.map(catalogue.spelled) == ["AppTheme.palette.a", "AppTheme.palette.b"])
        #expect(catalogue.code.tokens == "AppTheme.palette")
        #expect(catalogue.tokens.allSatisfy { $0.codeSpelling == nil })
    }

    @Test("a config whose code.tokens is another prefix keeps it, and each token keeps the accessor's spelling as its own")
    func configPrefix() throws {
        let config = #"{"code": {"tokens": "Colors"}, "android": {"kotlin": ["Theme.kt"], "accessor": "AppTheme.palette"}}"#
        let (site, result, _) = try site(dark: "P.Blue", config: config)
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.code.tokens == "Colors")
        #expect(catalogue.tokens.map { $0.codeSpelling ?? "-" } == ["AppTheme.palette.a", "AppTheme.palette.b"])
    }

    @Test("of two accessor objects, the app's own that reads the library's is the code spelling")
    func accessorWrapper() throws {
        let extra = """
            object AcornTheme {
                val colors: C
                    get() = LocalColors.current
            }
            object FirefoxTheme {
                val colors: C
                    @Composable
                    get() = AcornTheme.colors
            }
            """
        let (site, result, _) = try site(dark: "P.Blue", extra: extra)
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.tokens.map(catalogue.spelled) == ["FirefoxTheme.colors.a", "FirefoxTheme.colors.b"])
        #expect(catalogue.code.tokens == "FirefoxTheme.colors")
    }

    @Test("config mistakes: an unknown colours class, a resource file beside kotlin that does not exist, an unknown theme in themeInfo")
    func configErrors() throws {
        let (a, unknownClass, _) = try site(dark: "P.Blue", config: #"{"android": {"kotlin": ["Theme.kt"], "colors": "D"}}"#)
        defer { a.remove() }
        #expect(unknownClass.messages("android-missing") == ["'android.colors' names 'D', which is no class taking Color values and no theme enum in the Kotlin files"])
        let (b, both, _) = try site(dark: "P.Blue", config: #"{"android": {"kotlin": ["Theme.kt"], "resources": ["a.xml"]}}"#)
        defer { b.remove() }
        // Both are one platform: the Compose theme, reading the XML colours with colorResource.
        #expect(both.places("invalid-config").isEmpty)
        #expect(both.messages("missing-file").count == 1)
        #expect(both.messages("missing-file").first?.contains("a.xml") == true)
        let (c, info, _) = try site(dark: "P.Blue", config: #"{"android": {"kotlin": ["Theme.kt"], "themeInfo": {"drak": {"label": "D"}}}}"#)
        defer { c.remove() }
        #expect(info.messages("unknown-theme") == ["'android.themeInfo' names theme 'drak', which the Kotlin files do not define"])
        #expect(info.diagnostics.first { $0.id == "unknown-theme" }?.suggestion == "dark")
    }

    @Test("files without a colours class, or without a palette value, are an android-missing error")
    func missing() throws {
        let (a, noClass) = try AndroidFixtures.inline(["Theme.kt": Self.palette, "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#])
        defer { a.remove() }
        #expect(noClass.places("android-missing") == ["Theme.kt:1:1"])
        let (b, noValue) = try AndroidFixtures.inline([
            "Theme.kt": Self.palette + Self.colorsClass, "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#,
        ])
        defer { b.remove() }
        #expect(noValue.messages("android-missing") == ["no palette value of 'C' found; expected a value such as 'val lightColors = C(a = …)'"])
        #expect(noValue.places("android-missing") == ["Theme.kt:5:7"])
    }

    @Test("a property of the colours class not fed by the constructor, and a parameter kept in no property, are notes")
    func skipped() throws {
        let (site, result) = try AndroidFixtures.inline([
            "Theme.kt": Self.palette + "class C(a: Color, unused: Color) {\n    var a by mutableStateOf(a)\n    val fixed: Color = Color.Red\n}\n" + Self.choice
                + "val light = C(a = P.Blue, unused = P.Red)\nval dark = C(a = P.Red, unused = P.Red)\n",
            "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#,
        ])
        defer { site.remove() }
        #expect(result.messages("android-skipped") == [
            "parameter 'unused' of 'C' is kept in no property, so code cannot read it; it is not a token",
            "property 'fixed' of 'C' is not fed by a constructor parameter, so it is the same in every theme; it is not a token",
        ])
        #expect(result.catalogue?.tokens.map(\.name) == ["a"])
    }
}
