import Foundation
import Testing

@testable import ThemebookCore

@Suite("init --app: an Android app's Compose theme or XML colours, and an iOS and an Android app as one site")
struct InitAndroidTests {
    static let fixtures = Repo.path("Tests/ThemebookTests/Fixtures")

    /// A folder laid out as an app repository: fixture files copied to paths of the repository.
    func repository(_ files: [String: String]) throws -> TempSite {
        let site = try TempSite()
        for (target, source) in files {
            let bytes = FileManager.default.contents(atPath: Self.fixtures + "/" + source).map { [UInt8]($0) } ?? Array(source.utf8)
            try site.write(target, bytes: bytes)
        }
        return site
    }

    func config(_ site: TempSite) throws -> [String: Any] {
        let text = try #require(site.read("docs/themebook.json"))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("a Compose app: its theme and palette files are read in place, its XML colours and build folders left out, and it builds")
    func compose() throws {
        let site = try repository([
            "repo/app/build.gradle.kts": "plugins {}\n",
            "repo/app/src/main/java/org/acme/theme/AcmeTheme.kt": "android/compose/src/AcmeTheme.kt",
            "repo/app/src/main/java/org/acme/theme/AcmeThemeColors.kt": "android/compose/src/AcmeThemeColors.kt",
            "repo/components/colors/src/main/java/org/acme/colors/AcmeColors.kt": "android/compose/src/AcmeColors.kt",
            "repo/app/src/main/java/org/acme/Other.kt": "class Other(val size: Int)\nfun f() = Color.Red\n",
            "repo/app/src/main/res/values/colors.xml": "android/resources/res/values/colors.xml",
            "repo/app/build/generated/Theme.kt": "android/compose/src/AcmeTheme.kt",
        ])
        defer { site.remove() }
        let run = try Themebook.run(["init", "docs", "--app", "repo"], in: site.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        let android = try config(site)["android"] as? [String: [String]]
        #expect(site.read("docs/guides/getting-started.md") == SiteInitializer.androidGuide)
        #expect(android == ["kotlin": [
            "../repo/app/src/main/java/org/acme/theme/AcmeTheme.kt", "../repo/app/src/main/java/org/acme/theme/AcmeThemeColors.kt",
            "../repo/components/colors/src/main/java/org/acme/colors/AcmeColors.kt",
        ]])
        #expect(run.out.contains("read repo/app/src/main/java/org/acme/theme/AcmeThemeColors.kt: colours class AcmeThemeColors"))
        #expect(run.out.contains("read repo/components/colors/src/main/java/org/acme/colors/AcmeColors.kt: palette AcmeColors"))
        #expect(run.out.contains("left out 1 XML colour file (repo/app/src/main/res/values/colors.xml): the Compose theme is read; to read the XML colours instead, list them under 'android.resources' in place of 'android.kotlin'"))
        #expect(run.out.contains("left out 'build' folder: build products, dependencies or version control"))
        // The app's code: the repository, build/ left out (the theme files the loader leaves out itself).
        let appCode = try config(site)["appCode"] as? [String: Any]
        #expect(appCode?["root"] as? String == "../repo")
        #expect(appCode?["folders"] as? [String] == ["."])
        #expect(appCode?["exclude"] as? [String] == ["**/build"])
        #expect(run.out.contains("read the app's code in repo: 4 Kotlin files, for where each token is used"))
        #expect(run.out.contains("Checked 17 colours, 9 tokens, 3 themes, 1 guides, 0 images"))
        #expect(run.out.contains("0 errors"))
    }

    @Test("build flavours making the same palette values: init reads the first and names the other; listed both, the second is a warning at it")
    func flavours() throws {
        let values = { (red: String) in "package a\ninternal val lightScheme = Scheme(primary = Color(0xFF\(red)0000))\ninternal val darkScheme = Scheme(primary = Color(0xFF\(red)8888))\n" }
        let site = try repository([
            "repo/core/src/main/java/a/Scheme.kt": "package a\ndata class Scheme(val primary: Color)\n",
            "repo/flavor-blue/src/main/java/a/Values.kt": values("00"),
            "repo/flavor-red/src/main/java/a/Values.kt": values("FF"),
        ])
        defer { site.remove() }
        let run = try Themebook.run(["init", "docs", "--app", "repo"], in: site.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains(
            "left out repo/flavor-red/src/main/java/a/Values.kt: it makes palette values of the names repo/flavor-blue/src/main/java/a/Values.kt makes ('lightScheme'), as another build flavour would\n"))
        let android = try config(site)["android"] as? [String: [String]]
        #expect(android?["kotlin"]?.contains { $0.contains("flavor-red") } == false)
        let (both, result) = try AndroidFixtures.inline([
            "Scheme.kt": "data class Scheme(val primary: Color)\n", "Blue.kt": values("00"), "Red.kt": values("FF"),
            "themebook.json": #"{"android": {"kotlin": ["Scheme.kt", "Blue.kt", "Red.kt"]}}"#,
        ])
        defer { both.remove() }
        #expect(result.messages("android-unsupported") == ["lightScheme", "darkScheme"].map {
            "palette value '\($0)' is made in two files, as build flavours do; themebook reads the first, so this one is not read (list one flavour's files under 'android.kotlin')"
        })
        #expect(result.places("android-unsupported") == ["Red.kt:2:14", "Red.kt:3:14"])
        // The first file's values: Blue.kt's.
        #expect(result.catalogue?.shown("primary", in: "light") == "#000000")
    }

    @Test("a Compose app themed with Material's lightColorScheme/darkColorScheme: its scheme and palette files are read, and it builds")
    func materialScheme() throws {
        let palette = "val Violet80 = Color(0xFFD0BCFF)\nval Violet40 = Color(0xFF6650A4)\n"
        let theme = """
            private val DarkColorScheme = darkColorScheme(primary = Violet80)
            private val LightColorScheme = lightColorScheme(primary = Violet40)

            @Composable
            fun AppTheme(darkTheme: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {
                val colorScheme = when {
                    darkTheme -> DarkColorScheme
                    else -> LightColorScheme
                }
                MaterialTheme(colorScheme = colorScheme, content = content)
            }

            """
        let site = try repository([
            "repo/app/src/main/java/org/acme/ui/theme/Color.kt": palette,
            "repo/app/src/main/java/org/acme/ui/theme/Theme.kt": theme,
        ])
        defer { site.remove() }
        let run = try Themebook.run(["init", "docs", "--app", "repo"], in: site.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        let android = try config(site)["android"] as? [String: [String]]
        #expect(android == ["kotlin": ["../repo/app/src/main/java/org/acme/ui/theme/Color.kt", "../repo/app/src/main/java/org/acme/ui/theme/Theme.kt"]])
        #expect(run.out.contains("read repo/app/src/main/java/org/acme/ui/theme/Theme.kt: palette values (Material ColorScheme)"))
        #expect(run.out.contains("Checked 2 colours, 1 tokens, 2 themes"))
        #expect(run.out.contains("0 errors"))
    }

    @Test("a Compose theme reading XML colours with colorResource: its resource files are listed beside it, and it builds with day and night values")
    func colorResourceTheme() throws {
        let theme = """
            @Composable
            fun lightScheme() = lightColorScheme(primary = colorResource(R.color.brand), background = colorResource(R.color.page))

            @Composable
            fun darkScheme() = darkColorScheme(primary = colorResource(R.color.brand), background = colorResource(R.color.page))

            @Composable
            fun AppTheme(darkTheme: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {
                MaterialTheme(colorScheme = if (darkTheme) darkScheme() else lightScheme(), content = content)
            }

            """
        let site = try repository([
            "repo/app/src/main/java/org/acme/ui/theme/Theme.kt": theme,
            "repo/app/src/main/res/values/colors.xml":
                "<resources>\n    <color name=\"blue50\">#0060DF</color>\n    <color name=\"brand\">@color/blue50</color>\n    <color name=\"page\">#FFFFFF</color>\n</resources>\n",
            "repo/app/src/main/res/values-night/colors.xml": "<resources>\n    <color name=\"page\">#1C1B22</color>\n</resources>\n",
        ])
        defer { site.remove() }
        let run = try Themebook.run(["init", "docs", "--app", "repo"], in: site.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        let android = try config(site)["android"] as? [String: [String]]
        #expect(android == [
            "kotlin": ["../repo/app/src/main/java/org/acme/ui/theme/Theme.kt"],
            "resources": ["../repo/app/src/main/res/values-night/colors.xml", "../repo/app/src/main/res/values/colors.xml"],
        ])
        #expect(run.out.contains("the Compose theme reads them with colorResource"))
        #expect(!run.out.contains("left out"))
        #expect(run.out.contains("Checked 1 colours, 2 tokens, 2 themes"))
        #expect(run.out.contains("0 errors, 0 warnings") || run.out.contains("0 errors, 1 warning (same-in-light-and-dark)"))
    }

    @Test("a Compose app whose theme enum holds its colours: the enum's file and the palette it names are read, and it builds")
    func themeEnum() throws {
        let palette = "object Ink {\n    val Blue = Color(0xFF0060DF)\n    val Black = Color(0xFF15141A)\n}\n"
        let theme = """
            enum class ReaderTheme(val page: Color, val text: Color) {
                Light(Color.White, Ink.Black),
                Dark(Ink.Black, Color.White);

                val link: Color get() = when (this) { Light -> Ink.Blue; Dark -> Color(0xFF00DDFF) }
            }

            """
        let site = try repository([
            "repo/app/src/main/java/org/acme/ui/theme/Ink.kt": palette,
            "repo/app/src/main/java/org/acme/ui/theme/ReaderTheme.kt": theme,
            "repo/app/src/main/java/org/acme/ui/Tags.kt": "enum class Tag(val tint: Color) { Bug(Ink.Blue), Idea(Ink.Black), Task(Ink.Blue) }\n",
        ])
        defer { site.remove() }
        let run = try Themebook.run(["init", "docs", "--app", "repo"], in: site.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        let android = try config(site)["android"] as? [String: [String]]
        #expect(android == ["kotlin": ["../repo/app/src/main/java/org/acme/ui/theme/Ink.kt", "../repo/app/src/main/java/org/acme/ui/theme/ReaderTheme.kt"]])
        #expect(run.out.contains("read repo/app/src/main/java/org/acme/ui/theme/ReaderTheme.kt: theme enum ReaderTheme"))
        #expect(run.out.contains("read repo/app/src/main/java/org/acme/ui/theme/Ink.kt: palette Ink"))
        #expect(run.out.contains("Checked 2 colours, 3 tokens, 2 themes"), "\(run.out)")
        #expect(run.out.contains("0 errors"))
    }

    @Test("an app of XML colours: the resource folder of the theme, the palette module it refers to, other modules left out; a theme-shaped enum in its Kotlin does not win over them")
    func resources() throws {
        let site = try repository([
            "repo/app/src/main/AndroidManifest.xml": "<manifest/>\n",
            "repo/app/src/main/res/values/colors.xml": "android/resources/res/values/colors.xml",
            "repo/app/src/main/res/values-night/colors.xml": "android/resources/res/values-night/colors.xml",
            "repo/app/src/main/res/values-land/colors.xml": "<resources><color name=\"acme_layer_1\">#000</color></resources>\n",
            "repo/components/ui/src/main/res/values/acme_colors.xml": "android/resources/palette/res/values/acme_colors.xml",
            "repo/feature/src/main/res/values/colors.xml": "<resources><color name=\"acme_layer_1\">#123</color><color name=\"acmeGrey10\">@color/x</color></resources>\n",
            "repo/app/src/main/res/values/strings.xml": "<resources><string name=\"app\">Acme</string></resources>\n",
            // An enum of things with colours, shaped like a theme enum: the XML colours still win.
            "repo/app/src/main/java/org/acme/Status.kt":
                "enum class Status(val fg: Color, val bg: Color) { On(Color.White, Color.Black), Off(Color.Black, Color.White) }\n",
        ])
        defer { site.remove() }
        let run = try Themebook.run(["init", "docs", "--app", "repo"], in: site.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        let android = try config(site)["android"] as? [String: [String]]
        #expect(android == ["resources": [
            "../repo/app/src/main/res/values-night/colors.xml", "../repo/app/src/main/res/values/colors.xml",
            "../repo/components/ui/src/main/res/values/acme_colors.xml",
        ]])
        #expect(run.out.contains("left out 1 colour file of other resource folders (repo/feature/src/main/res/values/colors.xml): name them under 'android.resources' to read them"))
        #expect(run.out.contains("Checked 12 colours, 11 tokens, 2 themes"))
        // Each file said as the loader reads its colours: the palette, or a theme's tokens.
        #expect(run.out.contains("read repo/app/src/main/res/values/colors.xml: 11 colours (values, the light theme)\n"))
        #expect(run.out.contains("read repo/app/src/main/res/values-night/colors.xml: 5 colours (values-night, the dark theme)\n"))
        #expect(run.out.contains("read repo/components/ui/src/main/res/values/acme_colors.xml: 12 colours (values, the palette)\n"))
    }

    @Test("a Compose app whose palette values are functions (fun darkAppColors() = AppColors(…)): init finds its theme, and it builds")
    func valueFunctions() throws {
        let site = try repository([
            "repo/app/src/main/AndroidManifest.xml": "<manifest/>\n",
            "repo/app/src/main/java/org/acme/ui/Theme.kt": """
                data class AppColors(val background: Color, val content: Color)

                fun lightAppColors() = AppColors(background = Color(0xFFFFFFFF), content = Color(0xFF15141A))

                fun darkAppColors(): AppColors = AppColors(background = Color(0xFF1C1B22), content = Color(0xFFFBFBFE))

                val LocalAppColors = staticCompositionLocalOf { lightAppColors() }

                @Composable
                fun AppTheme(darkTheme: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {
                    val colors = if (darkTheme) darkAppColors() else lightAppColors()
                    CompositionLocalProvider(LocalAppColors provides colors, content = content)
                }

                """,
        ])
        defer { site.remove() }
        let run = try Themebook.run(["init", "docs", "--app", "repo"], in: site.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("read repo/app/src/main/java/org/acme/ui/Theme.kt: colours class AppColors, palette values"), "\(run.out)")
        #expect(run.out.contains("2 tokens, 2 themes"), "\(run.out)")
        let build = try Themebook.run(["build", "--content", "docs", "--output", "site"], in: site.folder)
        #expect(build.status == 0, "\(build.err)")
        // Named after the values, the colours class's name left out: `light` and `dark`, as an iOS app's.
        let catalogue = try #require(site.read("site/catalogue.json"))
        #expect(catalogue.contains("\"id\": \"light\"") && catalogue.contains("\"id\": \"dark\""))
    }

    @Test("colours read through a CompositionLocal (LocalSwatches.current.ink), with no accessor object: the tokens are spelt so, and the app's reads found")
    func compositionLocalAccessor() throws {
        let site = try repository([
            "repo/app/src/main/AndroidManifest.xml": "<manifest/>\n",
            "repo/app/src/main/java/org/acme/ui/Swatches.kt": """
                class Swatches(val page: Color, val ink: Color)
                val DaySwatches = Swatches(page = Color(0xFFFFFFFF), ink = Color(0xFF101010))
                val NightSwatches = Swatches(page = Color(0xFF101010), ink = Color(0xFFF0F0F0))
                val LocalSwatches = staticCompositionLocalOf { DaySwatches }
                val LocalSpacing = compositionLocalOf { 8.dp }

                """,
            "repo/app/src/main/java/org/acme/ui/Greeting.kt": """
                @Composable
                fun Greeting() {
                    Text("hello", color = LocalSwatches.current.ink)
                }

                """,
        ])
        defer { site.remove() }
        let run = try Themebook.run(["init", "docs", "--app", "repo"], in: site.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        // `page` alone is unused: `ink` is read in Greeting.kt.
        #expect(run.out.contains("2 notes (android-themes-by-name, unused-token)"), "\(run.out)")
        let build = try Themebook.run(["build", "--content", "docs", "--output", "site"], in: site.folder)
        #expect(build.status == 0, "\(build.err)")
        let page = try #require(site.read("site/tokens/ink.html"))
        #expect(page.contains("LocalSwatches.current.ink"))
        #expect(page.contains("Greeting.kt:3"))
    }

    @Test("several objects each making a light and a dark scheme (override val darkScheme = darkColorScheme(…)), a file each: every object's themes, named with it")
    func schemesPerObject() throws {
        let scheme = { (object: String, dark: String, light: String) in
            """
            object \(object) : Flavour() {
                override val darkScheme = darkColorScheme(primary = Color(0xFF\(dark)))
                override val lightScheme = lightColorScheme(primary = Color(0xFF\(light)))
            }

            """
        }
        let site = try repository([
            "repo/app/src/main/AndroidManifest.xml": "<manifest/>\n",
            "repo/app/src/main/java/org/acme/ui/Flavour.kt":
                "abstract class Flavour {\n    abstract val darkScheme: ColorScheme\n    abstract val lightScheme: ColorScheme\n}\n",
            "repo/app/src/main/java/org/acme/ui/Mint.kt": scheme("Mint", "66CC99", "007744"),
            "repo/app/src/main/java/org/acme/ui/Plum.kt": scheme("Plum", "CC99CC", "663366"),
        ])
        defer { site.remove() }
        let run = try Themebook.run(["init", "docs", "--app", "repo"], in: site.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("read repo/app/src/main/java/org/acme/ui/Plum.kt: palette values (Material ColorScheme)"), "\(run.out)")
        #expect(run.out.contains("1 tokens, 4 themes"), "\(run.out)")
        let build = try Themebook.run(["build", "--content", "docs", "--output", "site"], in: site.folder)
        #expect(build.status == 0, "\(build.err)")
        let catalogue = try #require(site.read("site/catalogue.json"))
        for id in ["mintDark", "mintLight", "plumDark", "plumLight"] { #expect(catalogue.contains("\"id\": \"\(id)\""), "\(id)") }
        #expect(catalogue.contains("#cc99cc"))
        #expect(KotlinThemeReader.themeID(fromValueName: "Mint.darkScheme") == "mintDark")
        #expect(KotlinThemeReader.themeID(fromValueName: "darkScheme") == "dark")
        #expect(KotlinThemeReader.themeID(fromValueName: "DarkHAColorScheme", colorsClass: "HAColorScheme") == "dark")
        #expect(KotlinThemeReader.themeID(fromValueName: "lightColorPalette", colorsClass: "FirefoxColors") == "light")
        #expect(KotlinThemeReader.themeID(fromValueName: "AppColors", colorsClass: "AppColors") == "app")
    }

    @Test("one colors.xml of palette literals and the tokens that name them, and a colour state list: init says which is which, as the loader reads them")
    func mixedColourFile() throws {
        let site = try repository([
            "repo/app/src/main/AndroidManifest.xml": "<manifest/>\n",
            "repo/app/src/main/res/values/colors.xml": """
                <resources>
                    <color name="blue50">#0060DF</color>
                    <color name="grey10">#F9F9FB</color>
                    <color name="grey90">#15141A</color>
                    <color name="accent">@color/blue50</color>
                    <color name="surface">@color/grey10</color>
                </resources>
                """,
            "repo/app/src/main/res/values-night/colors.xml": """
                <resources>
                    <color name="surface">@color/grey90</color>
                </resources>
                """,
            "repo/app/src/main/res/color/link.xml": """
                <selector xmlns:android="http://schemas.android.com/apk/res/android">
                    <item android:state_pressed="true" android:color="@color/grey90"/>
                    <item android:color="@color/blue50"/>
                </selector>
                """,
        ])
        defer { site.remove() }
        let run = try Themebook.run(["init", "docs", "--app", "repo"], in: site.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("read repo/app/src/main/res/values/colors.xml: 5 colours (values: 3 of the palette, 2 of the light theme)\n"), "\(run.out)")
        #expect(run.out.contains("read repo/app/src/main/res/color/link.xml: 1 colour (color, the light theme)\n"), "\(run.out)")
        #expect(run.out.contains("Checked 3 colours, 3 tokens, 2 themes"), "\(run.out)")
    }

    @Test("a View-based app: its themes.xml in values and values-night is read with its colours, widget styles and other files left out")
    func themeStyles() throws {
        let site = try repository([
            "repo/app/src/main/AndroidManifest.xml": "<manifest/>\n",
            "repo/app/src/main/res/values/colors.xml":
                "<resources>\n  <color name=\"purple_500\">#6200EE</color>\n  <color name=\"teal_200\">#03DAC5</color>\n</resources>\n",
            "repo/app/src/main/res/values/themes.xml": """
                <resources>
                    <style name="Theme.Shop" parent="Theme.Material3.DayNight.NoActionBar">
                        <item name="colorPrimary">@color/purple_500</item>
                        <item name="android:windowLightStatusBar">true</item>
                    </style>
                </resources>
                """,
            "repo/app/src/main/res/values-night/themes.xml": """
                <resources>
                    <style name="Theme.Shop" parent="Theme.Material3.DayNight.NoActionBar">
                        <item name="colorPrimary">@color/teal_200</item>
                    </style>
                </resources>
                """,
            "repo/app/src/main/res/values/styles.xml":
                "<resources><style name=\"Widget.Shop.Button\" parent=\"Widget.Material3.Button\"/></resources>\n",
        ])
        defer { site.remove() }
        let run = try Themebook.run(["init", "docs", "--app", "repo"], in: site.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        let android = try config(site)["android"] as? [String: [String]]
        #expect(android == ["resources": [
            "../repo/app/src/main/res/values-night/themes.xml", "../repo/app/src/main/res/values/colors.xml",
            "../repo/app/src/main/res/values/themes.xml",
        ]])
        #expect(run.out.contains("read repo/app/src/main/res/values/themes.xml: 1 theme style (values)"))
        #expect(run.out.contains("read repo/app/src/main/res/values-night/themes.xml: 1 theme style (values-night, their dark appearance)"))
        #expect(run.out.contains("Checked 2 colours, 1 tokens, 2 themes"))
        #expect(run.out.contains("0 errors"))
    }

    @Test("a themes.xml's overlay, dialog and base styles are not counted as theme styles, and a file of dialog styles alone is not read")
    func partStyles() throws {
        let site = try repository([
            "repo/app/src/main/AndroidManifest.xml": "<manifest/>\n",
            "repo/app/src/main/res/values/colors.xml": "<resources>\n  <color name=\"blue\">#3366CC</color>\n</resources>\n",
            "repo/app/src/main/res/values/themes.xml": """
                <resources>
                    <style name="Theme.Base.App" parent="Theme.Material3.Light.NoActionBar">
                        <item name="colorPrimary">@color/blue</item>
                    </style>
                    <style name="Theme.App" parent="Theme.Base.App"/>
                    <style name="Theme.App.Toolbar" parent="ThemeOverlay.Material3.Toolbar.Surface">
                        <item name="colorControlNormal">@color/blue</item>
                    </style>
                </resources>
                """,
            "repo/app/src/main/res/values/dialogs.xml": """
                <resources>
                    <style name="DialogLight" parent="Theme.MaterialComponents.Light.Dialog">
                        <item name="colorAccent">#FF0000</item>
                    </style>
                </resources>
                """,
        ])
        defer { site.remove() }
        let run = try Themebook.run(["init", "docs", "--app", "repo"], in: site.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        let android = try config(site)["android"] as? [String: [String]]
        #expect(android == ["resources": ["../repo/app/src/main/res/values/colors.xml", "../repo/app/src/main/res/values/themes.xml"]])
        #expect(run.out.contains("read repo/app/src/main/res/values/themes.xml: 1 theme style (values)"))
        #expect(run.out.contains("Checked 1 colours, 1 tokens, 1 themes"))
    }

    @Test("an iOS app and an Android app make one site of two platforms, drift noted, no error")
    func twoPlatforms() throws {
        let site = try repository([
            "ios/Shop/ShopColors.swift": "platforms/ios/Sources/ShopColors.swift",
            "ios/Shop/ShopThemeColourPalette.swift": "platforms/ios/Sources/ShopThemeColourPalette.swift",
            "ios/Shop/ShopThemes.swift": "platforms/ios/Sources/ShopThemes.swift",
            "android/app/src/main/java/ShopColors.kt": "platforms/android/src/ShopColors.kt",
            "android/app/src/main/java/ShopTheme.kt": "platforms/android/src/ShopTheme.kt",
        ])
        defer { site.remove() }
        let run = try Themebook.run(["init", "docs", "--app", "ios", "--app", "android"], in: site.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        let platforms = try config(site)["platforms"] as? [String: Any]
        #expect((platforms?["ios"] as? [String: Any])?["swift"] != nil)
        #expect(((platforms?["android"] as? [String: Any])?["android"] as? [String: [String]])?["kotlin"]?.count == 2)
        #expect(run.out.contains("0 errors") && run.out.contains("platform-drift ×12"))
        let build = try Themebook.run(["build", "--content", "docs", "--output", "site"], in: site.folder)
        #expect(build.status == 0)
        #expect(site.read("site/tokens/layer1.html")?.contains("<th scope=\"col\">iOS</th><th scope=\"col\">Android</th>") == true)
    }

    @Test("one repository holding an iOS app of colour sets and Swift and an Android app: one site of two platforms")
    func oneRepositoryBothApps() throws {
        let site = try repository([
            "repo/ios/Shop/ShopColors.swift": "platforms/ios/Sources/ShopColors.swift",
            "repo/ios/Shop/ShopThemeColourPalette.swift": "platforms/ios/Sources/ShopThemeColourPalette.swift",
            "repo/ios/Shop/ShopThemes.swift": "platforms/ios/Sources/ShopThemes.swift",
            "repo/ios/Shop/Assets.xcassets/Brand/shopAccent.colorset/Contents.json":
                #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x00", "green": "0x60", "blue": "0xDF", "alpha": "1.000"}}}], "info": {"author": "xcode", "version": 1}}"#,
            "repo/android/app/build.gradle.kts": "plugins {}\n",
            "repo/android/app/src/main/java/ShopColors.kt": "platforms/android/src/ShopColors.kt",
            "repo/android/app/src/main/java/ShopTheme.kt": "platforms/android/src/ShopTheme.kt",
            "repo/android/.gradle/8.0/Theme.kt": "platforms/android/src/ShopTheme.kt",
            "repo/android/app/build/generated/Theme.kt": "platforms/android/src/ShopTheme.kt",
            "repo/android/app/src/main/java/Home.kt": "fun Home() = Box(Modifier.background(ShopTheme.colors.layer1))\n",
            "repo/android/app/src/main/res/layout/home.xml": "<View android:background=\"@color/textPrimary\" />\n",
            "repo/ios/Shop/HomeView.swift": "let background = theme.colors.layer1\n",
        ])
        defer { site.remove() }
        let run = try Themebook.run(["init", "docs", "--title", "Shop", "--app", "repo"], in: site.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(site.read("docs/themebook.json") == """
            {
              "title": "Shop",
              "guides": "guides",
              "platforms": {
                "ios": {
                  "colorSets": [
                    "../repo/ios/Shop/Assets.xcassets"
                  ],
                  "swift": {
                    "palette": [
                      "../repo/ios/Shop/ShopColors.swift"
                    ],
                    "protocol": "../repo/ios/Shop/ShopThemeColourPalette.swift",
                    "themes": [
                      "../repo/ios/Shop/ShopThemes.swift"
                    ]
                  }
                },
                "android": {
                  "android": {
                    "kotlin": [
                      "../repo/android/app/src/main/java/ShopColors.kt",
                      "../repo/android/app/src/main/java/ShopTheme.kt"
                    ]
                  }
                }
              },
              "appCode": {
                "root": "../repo",
                "folders": [
                  "."
                ],
                "exclude": [
                  "**/build"
                ]
              }
            }

            """)
        #expect(run.out.contains("read repo/ios/Shop/Assets.xcassets: 1 colour set, spelled by name, UIColor(named: \"…\")"))
        #expect(run.out.contains("read repo/android/app/src/main/java/ShopTheme.kt: "))
        #expect(run.out.contains("left out '.gradle' folder: build products, dependencies or version control"))
        #expect(run.out.contains("left out 'build' folder: build products, dependencies or version control"))
        #expect(run.out.contains("read the app's code in repo: 4 Swift files, 3 Kotlin files and 1 layout, for where each token is used"))
        #expect(run.out.contains("0 errors") && run.out.contains("platform-drift ×12"))
        // The theme files, build/ and .gradle hold palette reads: none is read as a use.
        #expect(!run.out.contains("palette-in-code"))
        #expect(site.read("docs/guides/getting-started.md") == SiteInitializer.platformsGuide)
        let build = try Themebook.run(["build", "--content", "docs", "--output", "site"], in: site.folder)
        #expect(build.status == 0, "\(build.out)\(build.err)")
        let layer1 = site.read("site/tokens/layer1.html") ?? ""
        #expect(layer1.contains("<th scope=\"col\">iOS</th><th scope=\"col\">Android</th>"))
        #expect(layer1.contains("<p>Read in 2 places:</p>\n<ul class=\"code-uses\"><li><code>android/app/src/main/java/Home.kt:1</code></li>\n<li><code>ios/Shop/HomeView.swift:1</code></li>\n</ul>"))
        #expect(site.read("site/tokens/textPrimary.html")?.contains("<li><code>android/app/src/main/res/layout/home.xml:1</code></li>") == true)
    }

    @Test("an Android folder with no theme is an init-no-sources error saying what to list, and nothing is written")
    func nothing() throws {
        let site = try repository(["empty/app/build.gradle": "plugins {}\n", "empty/app/src/Main.kt": "fun main() {}\n"])
        defer { site.remove() }
        let run = try Themebook.run(["init", "docs", "--app", "empty"], in: site.folder)
        #expect(run.status == 1)
        #expect(run.err.hasPrefix(
            "error: empty holds no Compose theme and no XML colour resources; "
                + "list Kotlin files under 'android.kotlin' or XML colour files under 'android.resources' by hand [init-no-sources]"))
        #expect(run.out == "left out empty: an Android app without a Compose theme or XML colour resources\n")
        #expect(site.read("docs/themebook.json") == nil)
        let both = try Themebook.run(["init", "docs", "--app", "empty", "--swift", "A.swift"], in: site.folder)
        #expect(both.status == 2)
        #expect(both.err.contains("--app finds the Swift files itself; give --app or --swift, not both"))
    }
}
