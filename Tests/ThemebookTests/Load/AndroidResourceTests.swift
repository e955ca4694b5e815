import Foundation
import Testing

@testable import ThemebookCore

@Suite("Android XML colour resources: values and values-night, the palette file, references and what is shown by name")
struct AndroidResourceTests {
    static let fixture = AndroidFixtures.folder("resources")

    @Test("the palette file's colours in every hex form, grouped by the words after their common prefix")
    func palette() throws {
        let catalogue = try #require(AndroidFixtures.check(Self.fixture).catalogue)
        #expect(Dictionary(uniqueKeysWithValues: catalogue.palette.map { ($0.name, $0.color.hex) }) == [
            "acmeBlue10": "#e0f0ff", "acmeBlue50": "#0060df", "acmeBlue50A44": "#0060df70", "acmeBlue90": "#09204d",
            "acmeGrey10": "#f9f9fb", "acmeGrey30": "#eeeeff", "acmeGrey90": "#15141a", "acmeGrey90A60": "#15141a99",
            "acmeGrey90Half": "#00000088", "acmeViolet40": "#ab71ff", "acmeViolet90": "#321c64", "acmeWhite": "#ffffff",
        ])
        #expect(catalogue.paletteGroups == ["Blue", "Grey", "Violet", ""])
        #expect(catalogue.code.palette == ["R.color"])
    }

    @Test("each token in the light and the dark theme: night values, day values as the fallback, references resolved per theme")
    func values() throws {
        let catalogue = try #require(AndroidFixtures.check(Self.fixture).catalogue)
        let expected: [String: [String]] = [
            "acme_layer_1": ["#f9f9fb", "#15141a"],
            "acme_layer_2": ["#ffffff", "#321c64"],
            "acme_layer_scrim": ["#15141a99", "#15141a99"],
            "acme_action_primary": ["#0060df", "#ab71ff"],
            "acme_action_disabled": ["#15141a4d", "#15141a4d"],
            "acme_text_primary": ["#15141a", "#f9f9fb"],
            "acme_text_link": ["#0060df", "#ab71ff"],
            "acme_text_on_accent": ["@android:color/white", "@android:color/white"],
            "acme_text_accent": ["?attr/colorAccent", "?attr/colorAccent"],
            "acme_border_primary": ["#eeeeff", "#5b5b66"],
            "acme_border_focus": ["#0060df70", "#0060df70"],
        ]
        #expect(catalogue.tokens.map(\.name) == [
            "acme_layer_1", "acme_layer_2", "acme_layer_scrim", "acme_action_primary", "acme_action_disabled", "acme_text_primary",
            "acme_text_link", "acme_text_on_accent", "acme_text_accent", "acme_border_primary", "acme_border_focus",
        ])
        for (token, values) in expected {
            #expect(["light", "dark"].map { catalogue.shown(token, in: $0) } == values, "\(token)")
        }
        #expect(catalogue.themes.map { "\($0.info.id) \($0.info.appearance.rawValue)" } == ["light light", "dark dark"])
    }

    @Test("categories from headings, descriptions from the comment above, R.color spellings, same-in-both only when night gives no value")
    func tokens() throws {
        let catalogue = try #require(AndroidFixtures.check(Self.fixture).catalogue)
        let summary = catalogue.tokens.map { "\($0.name) \($0.category) \($0.description ?? "-") \($0.sameAcrossAppearances)" }
        #expect(summary == [
            "acme_layer_1 Layers Screen background, behind everything false",
            "acme_layer_2 Layers Cards and sheets false",
            "acme_layer_scrim Layers - true",
            "acme_action_primary Actions Primary button false",
            "acme_action_disabled Actions - true",
            "acme_text_primary Text Body text false",
            "acme_text_link Text - true",
            "acme_text_on_accent Text - true",
            "acme_text_accent Text - true",
            "acme_border_primary Borders - false",
            "acme_border_focus Borders - true",
        ])
        #expect(catalogue.tokens.allSatisfy { catalogue.spelled($0) == "R.color." + $0.name && $0.codeSpelling == nil })
        #expect(catalogue.code.tokens == "R.color")
        #expect(catalogue.tokens.first.map { "\($0.location!.line):\($0.location!.column)" } == "6:18")
    }

    @Test("a token's page, catalogue.json and the search index give both spellings: R.color.name in code, @color/name in XML")
    func resourceSpellings() {
        let result = AndroidFixtures.check(Self.fixture)
        let page = result.file("tokens/acme_layer_1.html") ?? ""
        #expect(page.contains(
            "In code: <code class=\"code-ref\" data-copy>R.color.acme_layer_1</code>, in layouts and resources: <code class=\"code-ref\" data-copy>@color/acme_layer_1</code></p>"))
        let json = result.file("catalogue.json") ?? ""
        #expect(json.contains("\"resource\": \"@color/acme_text_link\""))
        #expect(result.file("search-index.json")?.contains("\"resource\": \"@color/acme_border_focus\"") == true)
    }

    @Test("the fixture builds without errors; what is shown by name is a note at the value")
    func diagnostics() {
        let result = AndroidFixtures.check(Self.fixture)
        #expect(result.errorCount == 0 && result.warningCount == 0)
        #expect(result.places("android-system-color") == ["colors.xml:21:39", "colors.xml:22:36"])
        #expect(result.messages("android-system-color").first
            == "'acme_text_on_accent' is '@android:color/white', which the device or the app's theme supplies; it is shown by name, not as a colour")
    }

    static let palette = "<resources>\n  <color name=\"pBlue\">#0000FF</color>\n  <color name=\"pRed\">#F00</color>\n</resources>\n"

    /// A site of a palette file, a day file and optionally a night file.
    func site(day: String, night: String? = nil, config: String? = nil) throws -> (site: TempSite, result: Build.Result) {
        var files = ["res/values/palette.xml": Self.palette, "res/values/colors.xml": day]
        var list = ["res/values/colors.xml", "res/values/palette.xml"]
        if let night {
            files["res/values-night/colors.xml"] = night
            list.append("res/values-night/colors.xml")
        }
        files["themebook.json"] = config ?? """
            {"android": {"resources": [\(list.map { "\"\($0)\"" }.joined(separator: ", "))]}}
            """
        return try AndroidFixtures.inline(files)
    }

    @Test("an @color reference to nothing read is a warning at the value with a suggestion, and the value unknown")
    func unknownReference() throws {
        let marked = MarkedText("<resources>\n  <color name=\"a\">1️⃣@color/pBlu</color>\n</resources>")
        let (site, result) = try site(day: marked.text)
        defer { site.remove() }
        #expect(result.places("android-unknown-resource") == ["colors.xml:" + marked[1]])
        #expect(result.diagnostics.first { $0.id == "android-unknown-resource" }?.suggestion == "pBlue")
        #expect(result.catalogue?.shown("a", in: "light") == "unknown")
    }

    @Test("a value that is no colour form is an android-unsupported warning at it")
    func unreadable() throws {
        for text in ["1️⃣#12345", "1️⃣red", "1️⃣@null", "1️⃣@color/"] {
            let marked = MarkedText("<resources>\n  <color name=\"a\">\(text)</color>\n</resources>")
            let (site, result) = try site(day: marked.text)
            defer { site.remove() }
            #expect(result.places("android-unsupported") == ["colors.xml:" + marked[1]], "\(text)")
            #expect(result.catalogue?.shown("a", in: "light") == "unknown")
        }
    }

    @Test("a colour only values-night defines is a warning there, and unknown in the light theme")
    func nightOnly() throws {
        let marked = MarkedText("<resources>\n  <color name=\"1️⃣b\">@color/pRed</color>\n</resources>")
        let (site, result) = try site(day: "<resources>\n  <color name=\"a\">@color/pBlue</color>\n</resources>", night: marked.text)
        defer { site.remove() }
        #expect(result.places("android-night-only") == ["colors.xml:" + marked[1]])
        #expect(result.errorCount == 0)
        #expect(result.catalogue?.shown("b", in: "dark") == "#ff0000")
        #expect(result.catalogue?.shown("b", in: "light") == "unknown")
    }

    @Test("a night reference resolves to the night value of the colour it names")
    func nightReference() throws {
        let (site, result) = try site(
            day: "<resources>\n  <color name=\"a\">@color/pBlue</color>\n  <color name=\"b\">@color/a</color>\n</resources>",
            night: "<resources>\n  <color name=\"a\">@color/pRed</color>\n</resources>")
        defer { site.remove() }
        #expect(result.catalogue?.shown("b", in: "light") == "#0000ff")
        #expect(result.catalogue?.shown("b", in: "dark") == "#ff0000")
    }

    @Test("a file of literals alone is tokens when it is the only file, and when values-night overrides it")
    func paletteGuess() throws {
        let (alone, result) = try AndroidFixtures.inline([
            "themebook.json": #"{"android": {"resources": ["res/values/colors.xml"]}}"#,
            "res/values/colors.xml": "<resources><color name=\"a\">#111</color><color name=\"b\">#222</color></resources>",
        ])
        defer { alone.remove() }
        #expect(result.catalogue?.tokens.map(\.name) == ["a", "b"])
        #expect(result.catalogue?.palette.isEmpty == true)
        let (site, overridden) = try site(
            day: "<resources><color name=\"a\">#111</color></resources>", night: "<resources><color name=\"a\">#eee</color></resources>")
        defer { site.remove() }
        #expect(overridden.catalogue?.tokens.map(\.name) == ["a"])
        #expect(overridden.catalogue?.palette.map(\.name) == ["pBlue", "pRed"])
    }

    @Test("a colour state list (res/color/NAME.xml, a <selector>) is the colour @color/NAME of its default state, by day and by night")
    func colourStateLists() throws {
        let selector = { (items: String) in "<selector xmlns:android=\"http://schemas.android.com/apk/res/android\">\n\(items)\n</selector>\n" }
        let (site, result) = try AndroidFixtures.inline([
            "themebook.json": #"""
                {"android": {"resources": ["res/values/colors.xml", "res/values-night/colors.xml", "res/color/chip_text.xml",
                  "res/color-night/chip_text.xml", "res/color/hint.xml", "res/color/faded.xml", "res/color/broken.xml"]}}
                """#,
            "res/values/colors.xml": "<resources><color name=\"blue\">#0060DF</color><color name=\"label\">@color/chip_text</color></resources>",
            "res/values-night/colors.xml": "<resources><color name=\"label\">@color/chip_text</color></resources>",
            // The default state is the first item naming no state, wherever it is.
            "res/color/chip_text.xml": selector(
                "  <item android:state_checked=\"true\" android:color=\"#FFFFFF\"/>\n  <item android:color=\"@color/blue\"/>"),
            "res/color-night/chip_text.xml": selector("  <item android:color=\"#00DDFF\"/>"),
            // A literal takes its alpha; a reference is read without it, said.
            "res/color/hint.xml": selector("  <item android:alpha=\"0.5\" android:color=\"#000000\"/>"),
            "res/color/faded.xml": selector("  <item android:alpha=\"0.5\" android:color=\"@color/blue\"/>"),
            "res/color/broken.xml": selector("  <item android:state_enabled=\"false\" android:color=\"#000000\"/>"),
        ])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue, "\(result.diagnostics.map(\.message))")
        #expect(["light", "dark"].map { catalogue.shown("chip_text", in: $0) } == ["#0060df", "#00ddff"])
        #expect(["light", "dark"].map { catalogue.shown("label", in: $0) } == ["#0060df", "#00ddff"])
        // A literal no night file overrides is the palette's, as a `<color>` would be.
        #expect(catalogue.hex(ofPalette: "hint") == "#00000080")
        #expect(catalogue.shown("faded", in: "light") == "#0060df")
        #expect(catalogue.tokens.first { $0.name == "chip_text" }?.description?.contains("one of 2 items") == true)
        #expect(result.messages("android-unsupported").sorted() == [
            "colour state list 'broken' has no item for the default state (one with 'android:color' and no 'android:state_…'); it is not read",
            "colour state list 'faded': the alpha '0.5' of its default item is not read; its colour is shown without it",
        ])
        #expect(result.messages("android-missing").isEmpty)
    }

    @Test("the config may name the palette files; one it does not list is a config error")
    func namedPalette() throws {
        let (site, result) = try site(
            day: "<resources><color name=\"a\">#111</color></resources>",
            config: #"{"android": {"resources": ["res/values/colors.xml", "res/values/palette.xml"], "palette": ["res/values/colors.xml", "res/values/other.xml"]}}"#)
        defer { site.remove() }
        #expect(result.catalogue?.palette.map(\.name) == ["a"])
        #expect(result.catalogue?.tokens.map(\.name) == ["pBlue", "pRed"])
        #expect(result.messages("invalid-config") == ["'android.palette' names 'res/values/other.xml', which 'android.resources' does not list"])
    }

    @Test("a folder of other qualifiers is not read, said at its config entry; a missing file is an error there")
    func qualifiers() throws {
        let config = #"{"android": {"resources": ["res/values/colors.xml", "res/values/palette.xml", "res/values-land/colors.xml", "res/values-night/gone.xml"]}}"#
        let (site, result) = try site(day: "<resources><color name=\"a\">@color/pRed</color></resources>", config: config)
        defer { site.remove() }
        #expect(result.messages("android-unsupported") == [
            "'res/values-land/colors.xml' holds colours for one device configuration ('values-land'); themebook reads 'values' and 'values-night', so it is not read",
        ])
        #expect(result.places("android-unsupported") == ["themebook.json:1:79"])
        #expect(result.places("missing-file") == ["themebook.json:1:109"])
    }

    @Test("a file whose root is not <resources> is an android-missing error at its root")
    func wrongRoot() throws {
        let (site, result) = try site(day: "<?xml version=\"1.0\"?>\n<selector><item android:color=\"#fff\"/></selector>")
        defer { site.remove() }
        #expect(result.places("android-missing") == ["colors.xml:2:1"])
    }

    @Test("a comment after a colour on its line is its description; the short comment above it is then a heading")
    func trailingComments() throws {
        let day = """
            <resources>
                <!-- Base -->
                <color name="base100">#fff</color> <!-- Page background -->
                <color name="base10">#222</color> <!-- Body text, -->   <!-- buttons -->
                <color name="plain">@color/pBlue</color>

                <!-- Kept for the old screens, which still read them; remove with them. -->
                <color name="legacy">@color/pRed</color> <!-- Dialog scrim -->
                <color name="after">@color/pRed</color>
            </resources>
            """
        // More references than literals: the literals no colour names stay tokens (the palette is
        // the file's literals when they are most of it).
        let (site, result) = try site(day: day)
        defer { site.remove() }
        let tokens = try #require(result.catalogue?.tokens)
        let byName = Dictionary(uniqueKeysWithValues: tokens.map { ($0.name, $0) })
        #expect(byName["base100"]?.description == "Page background")
        #expect(byName["base100"]?.category == "Base")
        #expect(byName["base10"]?.description == "Body text, buttons")
        #expect(byName["base10"]?.category == "Base")
        #expect(byName["plain"]?.description == nil)
        // A long comment above stays part of the description, before the one on the line.
        #expect(byName["legacy"]?.description == "Kept for the old screens, which still read them; remove with them. Dialog scrim")
        #expect(byName["after"]?.description == nil)
    }

    @Test("theme styles in a colour file are read: the styles are the themes, their colour attributes tokens before the colours")
    func styles() throws {
        let marked = MarkedText("""
            <resources>
                <style name="Theme.App.Light" parent="Theme.Material3.Light">
                    <item name="colorPrimary">@color/pBlue</item>
                </style>
                <style name="Theme.App.Dark" parent="Theme.Material3.Dark">
                    <item name="colorPrimary">@color/pRed</item>
                </style>
                <color name="accent">@color/pBlue</color>
            </resources>
            """)
        let (site, result) = try site(day: marked.text)
        defer { site.remove() }
        #expect(result.places("android-unsupported").isEmpty)
        #expect(result.catalogue?.themes.map { "\($0.info.id) \($0.info.appearance.rawValue)" } == ["Theme.App.Light light", "Theme.App.Dark dark"])
        #expect(result.catalogue?.tokens.map(\.name) == ["colorPrimary", "accent"])
        #expect(result.catalogue?.shown("colorPrimary", in: "Theme.App.Dark") == "#ff0000")
    }

    @Test("the palette is chosen per colour: literals other colours name, or in a file of mostly literals; a colour naming another is a token")
    func palettePerColour() throws {
        let config = #"{"android": {"resources": ["res/values/colors.xml"]}}"#
        // A file of literals and one alias, as small apps write it.
        let mostly = """
            <resources>
                <color name="blue50">#3366CC</color>
                <color name="gray10">#222222</color>
                <color name="accent">@color/blue50</color>
            </resources>
            """
        let (site, result) = try site(day: mostly, config: config)
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.palette.map(\.name) == ["blue50", "gray10"])
        #expect(catalogue.tokens.map(\.name) == ["accent"])
        #expect(catalogue.shown("accent", in: "light") == "#3366cc")
        // Mostly references: only the literal another colour names is a palette colour; one with a
        // night value stays a token.
        let references = """
            <resources>
                <color name="brand">#112233</color>
                <color name="scrim">#80000000</color>
                <color name="surface">#FFFFFF</color>
                <color name="link">@color/brand</color>
                <color name="button">@color/brand</color>
                <color name="card">@color/surface</color>
                <color name="divider">@color/scrim</color>
            </resources>
            """
        let night = "<resources>\n    <color name=\"surface\">#000000</color>\n</resources>\n"
        let both = #"{"android": {"resources": ["res/values/colors.xml", "res/values-night/colors.xml"]}}"#
        let (second, checked) = try self.site(day: references, night: night, config: both)
        defer { second.remove() }
        let other = try #require(checked.catalogue)
        #expect(other.palette.map(\.name) == ["brand", "scrim"])
        #expect(other.tokens.map(\.name) == ["surface", "link", "button", "card", "divider"])
        #expect(["light", "dark"].map { other.shown("card", in: $0) } == ["#ffffff", "#000000"])
        // Literals the night files override in part: the app's day colours, tokens all.
        let dayColours = """
            <resources>
                <color name="background">#FFFFFF</color>
                <color name="text">#111111</color>
                <color name="brand">#FF0000</color>
            </resources>
            """
        let nightColours = "<resources>\n    <color name=\"background\">#000000</color>\n    <color name=\"text\">#EEEEEE</color>\n</resources>\n"
        let (third, themed) = try self.site(day: dayColours, night: nightColours, config: both)
        defer { third.remove() }
        #expect(themed.catalogue?.palette.isEmpty == true)
        #expect(themed.catalogue?.tokens.map(\.name) == ["background", "text", "brand"])
    }
}
