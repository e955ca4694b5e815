import Testing
@testable import ThemebookCore

/// The Kotlin scanner on small inputs, each finding asserted at the marker that stands where it
/// starts (`1️⃣`…), every other look-alike asserted absent.
@Suite("App code: the Kotlin scanner")
struct KotlinCodeScannerTests {
    static let settings = KotlinCodeScanner.Settings(accessors: [["FirefoxTheme", "colors"]], paletteNamespaces: ["PhotonColors"])

    /// `line:column text` of every finding of `source`.
    static func findings(_ source: String, settings: KotlinCodeScanner.Settings = settings) -> [String] {
        KotlinCodeScanner.scan(Array(source.utf8), path: "A.kt", shownPath: "A.kt", settings: settings).findings.map {
            "\($0.line):\($0.column) \($0.text)"
        }
    }

    @Test("accessor reads: plain, qualified, across lines, with ?. and !!, and the colour's own methods after it")
    func accessor() {
        let m = MarkedText("""
            val a = FirefoxTheme.colors.1️⃣layer1
            val b = org.mozilla.fenix.theme.FirefoxTheme.colors.2️⃣textPrimary
            val c = FirefoxTheme
                .colors
                .3️⃣layer2
            val d = FirefoxTheme.colors?.4️⃣actionPrimary!!.copy(alpha = 0.5f)
            Text(color = FirefoxTheme.colors.5️⃣textSecondary)
            """)
        #expect(Self.findings(m.text) == [
            "\(m[1]) FirefoxTheme.colors.layer1", "\(m[2]) FirefoxTheme.colors.textPrimary", "\(m[3]) FirefoxTheme.colors.layer2",
            "\(m[4]) FirefoxTheme.colors.actionPrimary", "\(m[5]) FirefoxTheme.colors.textSecondary",
        ])
    }

    @Test("a local bound to the accessor reads tokens until its block ends, unless a later local hides it")
    func locals() {
        let m = MarkedText("""
            @Composable
            fun Card() {
                val colors = FirefoxTheme.colors
                Box(Modifier.background(colors.1️⃣layer1))
                val scheme: FirefoxColors = FirefoxTheme.colors
                Text("x", color = scheme.2️⃣textPrimary)
                if (flag) {
                    val colors = listOf(Color.Red)
                    colors.first()
                    colors.size
                }
                Icon(tint = colors.3️⃣iconPrimary)
            }
            fun other() {
                colors.layer1
                scheme.layer1
            }
            """)
        #expect(Self.findings(m.text) == [
            "\(m[1]) colors.layer1", "\(m[2]) scheme.textPrimary", "\(m[3]) colors.iconPrimary",
        ])
    }

    @Test("R.color reads: alone, in ContextCompat.getColor and colorResource, qualified by the app's package; android.R.color is the platform's")
    func resources() {
        let m = MarkedText("""
            val a = ContextCompat.getColor(context, 1️⃣R.color.fx_mobile_layer_color_1)
            val b = colorResource(2️⃣R.color.photon_blue_50)
            val c = 3️⃣R.color.accent
            val d = org.acme.4️⃣R.color.accent_bright
            val e = ContextCompat.getColor(context, android.R.color.black)
            val f = R.drawable.ic_back
            val g = R.color
            """)
        #expect(Self.findings(m.text) == [
            "\(m[1]) R.color.fx_mobile_layer_color_1", "\(m[2]) R.color.photon_blue_50", "\(m[3]) R.color.accent",
            "\(m[4]) R.color.accent_bright",
        ])
    }

    @Test("palette reads through the palette objects, alpha copies included; the object's own declaration and imports are not reads")
    func palette() {
        let m = MarkedText("""
            package org.acme.ui

            import mozilla.components.ui.colors.PhotonColors
            import mozilla.components.ui.colors.PhotonColors.Blue50

            object PhotonColors {
                val Ink20 = Color(0xFF312A64)
            }
            val a = 1️⃣PhotonColors.Blue50
            val b = 2️⃣PhotonColors.Violet80.copy(alpha = 0.44f)
            val c = mozilla.components.ui.colors.3️⃣PhotonColors.Red60
            """)
        #expect(Self.findings(m.text) == [
            "\(m[1]) PhotonColors.Blue50", "\(m[2]) PhotonColors.Violet80", "\(m[3]) PhotonColors.Red60",
        ])
    }

    @Test("comments, strings, string templates and unrelated receivers do not count")
    func lookAlikes() {
        let source = #"""
            // FirefoxTheme.colors.layer1 in a line comment
            /* PhotonColors.Blue50 in a /* nested */ block comment, R.color.accent */
            /** KDoc: val colors = FirefoxTheme.colors */
            val s = "FirefoxTheme.colors.layer1 and R.color.accent in a string"
            val t = "${FirefoxTheme.colors.layer2} in a template, $colors too"
            val raw = """
                PhotonColors.Blue50
                """
            val m = MaterialTheme.colors.primary
            val o = theme.colors.layer1
            val p = otherTheme.FirefoxTheme.colors.layer1
            val q = FirefoxTheme.colors.copy(layer1 = Color.Red)
            val r = FirefoxTheme.colors
            val layer1 = Color.Red
            val u = something.layer1
            val v = OtherColors.Blue50
            val w = this.PhotonColors.Blue50
            fun FirefoxTheme() {}
            """#
        #expect(Self.findings(source) == [])
    }

    @Test("a Kotlin file that does not lex is a problem at its place, and the reads before it are kept")
    func problem() {
        let file = KotlinCodeScanner.scan(
            Array("val a = FirefoxTheme.colors.layer1\nval b = \"open".utf8), path: "A.kt", shownPath: "app/A.kt", settings: Self.settings)
        #expect(file.findings.map { "\($0.line):\($0.column) \($0.text)" } == ["1:29 FirefoxTheme.colors.layer1"])
        #expect(file.problem?.line == 2)
        #expect(file.problem?.column == 9)
    }

    @Test("the settings come from an Android catalogue: its accessor and palette objects, never R.color as an accessor")
    func settingsFromCatalogue() {
        var compose = RawCatalogue(config: SiteConfig())
        compose.config.code.tokens = "AcmeTheme.colors"
        compose.paletteNamespaces = ["AcmeColors"]
        var declaration = TokenDeclaration(name: "layer1", category: "Layers", type: .color)
        declaration.codeSpelling = "AcmeTheme.current.colors.layer1"
        compose.declarations = [declaration]
        let settings = AppCodeSettings.kotlin(compose)
        #expect(settings.accessors == [["AcmeTheme", "colors"], ["AcmeTheme", "current", "colors"]])
        #expect(settings.paletteNamespaces == ["AcmeColors"])
        var resources = RawCatalogue(config: SiteConfig())
        resources.config.code.tokens = "R.color"
        resources.paletteNamespaces = ["R.color"]
        #expect(AppCodeSettings.kotlin(resources) == KotlinCodeScanner.Settings())
    }
}
