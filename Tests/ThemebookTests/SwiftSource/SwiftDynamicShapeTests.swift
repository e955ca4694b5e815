import Testing

@testable import ThemebookCore

/// Shape 4: one colour per token holding its light and dark values — behind a switch over an
/// enum of token names (`swift-shapes/dynamic-switch`), as statics of a colour type
/// (`swift-shapes/dynamic-statics`), and as a thin enum over colour sets (`swift-shapes/color-sets`).
@Suite("Swift shapes: dynamic colours")
struct SwiftDynamicShapeTests {
    let switched = SwiftShapes.load("dynamic-switch")
    let statics = SwiftShapes.load("dynamic-statics")
    let colorSets = SwiftShapes.load("color-sets")

    @Test("a switch over an enum of token names: the cases are the tokens, in comment categories, and the themes light and dark")
    func switchTokens() throws {
        #expect(switched.errors.isEmpty, "\(switched.errors.map(\.message))")
        #expect(switched.catalogue?.themes.map(\.info.id) == ["light", "dark"])
        #expect(switched.catalogue?.themes.map(\.info.appearance) == [.light, .dark])
        let tokens = try #require(switched.raw?.declarations)
        #expect(tokens.map(\.name) == [
            "background", "surface", "panel", "textPrimary", "textSecondary", "textPlaceholder", "accent", "accentPressed", "overlay",
        ])
        #expect(tokens.map(\.category) == [
            "Backgrounds", "Backgrounds", "Backgrounds", "Text", "Text", "Text", "Brand", "Brand", "Overlays",
        ])
        #expect(tokens[3].description == "Body text.")
        #expect(tokens[3].codeSpelling == "Color(designSystemColor: .textPrimary)")
    }

    @Test("DynamicColor(lightColor:darkColor:), its one-colour initializer, shade/tint helpers and opacity give each side")
    func switchValues() {
        #expect(switched.hexes("background") == ["light": "#fafafa", "dark": "#222222"])
        #expect(switched.paletteNames("background") == ["light": "gray0", "dark": "gray90"])
        #expect(switched.hexes("surface") == ["light": "#ffffff", "dark": "#333333"])
        // init(staticColor:) sets both members.
        #expect(switched.hexes("panel") == ["light": "#eeeeee", "dark": "#eeeeee"])
        // .shade(0.84) is black at 0.84, .tint(0.84) white: 0.84 × 255 = 214.2 → 214 (d6).
        #expect(switched.hexes("textPrimary") == ["light": "#000000d6", "dark": "#ffffffd6"])
        // Two cases share one clause: 0.6 × 255 = 153 (99).
        #expect(switched.hexes("textSecondary") == ["light": "#00000099", "dark": "#ffffff99"])
        #expect(switched.hexes("textPlaceholder") == switched.hexes("textSecondary"))
        // opacity multiplies the palette colour's alpha (1): 0.2 → 51 (33), 0.5 → 127.5 → 128 (80).
        #expect(switched.hexes("accentPressed") == ["light": "#3969ef33", "dark": "#7295f680"])
        #expect(switched.paletteNames("accentPressed") == ["light": "blue50", "dark": "blue30"])
        // The scrim is black at 0.5 (128, 80); its opacity(0.5) multiplies that: 0.25 → 63.75 → 64 (40).
        #expect(switched.hexes("overlay") == ["light": "#00000040", "dark": "#00000080"])
        #expect(switched.paletteNames("overlay") == ["light": "scrim", "dark": "scrim"])
    }

    @Test("hue, saturation and brightness (UIColor(hue:saturation:brightness:alpha:), Color(hue:…:opacity:)) are sRGB colours; out of range is not read")
    func hueSaturationBrightness() throws {
        let swift = """
            extension UIColor {
                static let accent = UIColor { $0.userInterfaceStyle == .dark ? UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 1) : UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) }
                static let wash = UIColor { $0.userInterfaceStyle == .dark ? UIColor(Color(hue: 0.5, saturation: 1, brightness: 0.5, opacity: 0.5)) : UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1) }
                static let wrong = UIColor { $0.userInterfaceStyle == .dark ? UIColor(hue: 2, saturation: 1, brightness: 1, alpha: 1) : .white }
            }

            """
        let (site, result) = try AndroidFixtures.inline(["Colors.swift": swift, "themebook.json": #"{"swift": {"themes": ["Colors.swift"]}}"#])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        // 0.6 × 6 = 3.6: the fourth sector, 0.6 into it: (0.8 × 0.5, 0.8 × (1 − 0.5 × 0.6), 0.8) = (102, 143, 204).
        #expect(["light", "dark"].map { catalogue.shown("accent", in: $0) } == ["#ff0000", "#668fcc"])
        #expect(["light", "dark"].map { catalogue.shown("wash", in: $0) } == ["#00ff00", "#00808080"])
        #expect(catalogue.shown("wrong", in: "dark") == "unknown")
    }

    @Test("statics of nested namespaces: spelt by their whole path; a name two namespaces give is each one's, named with its namespace")
    func nestedNamespaces() throws {
        let swift = """
            public enum Hues {
                public enum Controls {
                    public enum Strong { public static let fill = UIColor(light: UIColor(rgb: 0x2255CC), dark: UIColor(rgb: 0x6699FF)) }
                    public enum Soft {
                        public static let fill = UIColor(light: UIColor(rgb: 0xEEEEEE), dark: UIColor(rgb: 0x333333))
                        public static let edge = UIColor(light: UIColor(rgb: 0xDDDDDD), dark: UIColor(rgb: 0x444444))
                    }
                }
            }

            """
        let (site, result) = try AndroidFixtures.inline(["Hues.swift": swift, "themebook.json": #"{"swift": {"themes": ["Hues.swift"]}}"#])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue, "\(result.diagnostics.map(\.message))")
        #expect(catalogue.tokens.map(\.name) == ["Strong.fill", "Soft.fill", "edge"])
        #expect(catalogue.tokens.map(\.codeSpelling) == ["Hues.Controls.Strong.fill", "Hues.Controls.Soft.fill", "Hues.Controls.Soft.edge"])
        #expect(["light", "dark"].map { catalogue.shown("Soft.fill", in: $0) } == ["#eeeeee", "#333333"])
        #expect(result.diagnostics.filter { $0.id == SwiftDynamicReader.skippedID }.isEmpty)
    }

    @Test("SwiftUI's style statics (extension ShapeStyle where Self == Color) are Color's: spelt Color.x, and found so in the app's code")
    func shapeStyleStatics() throws {
        let swift = """
            extension ShapeStyle where Self == Color {
                static var brandBackground: Color { Color(light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x101010)) }
            }

            extension ShapeStyle where Self: View {
                static var notAColour: Color { Color(light: Color(hex: 0x000000), dark: Color(hex: 0x000001)) }
            }

            """
        var ignored = Diagnostics()
        let file = SwiftSourceFile.parse(Array(swift.utf8), path: "Styles.swift", diagnostics: &ignored)
        #expect(file.types.map(\.name) == ["Color", "ShapeStyle"])
        let (site, result) = try AndroidFixtures.inline(["Styles.swift": swift, "themebook.json": #"{"swift": {"themes": ["Styles.swift"]}}"#])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.tokens.first?.name == "brandBackground")
        #expect(catalogue.tokens.first?.codeSpelling == "Color.brandBackground")
        #expect(["light", "dark"].map { catalogue.shown("brandBackground", in: $0) } == ["#ffffff", "#101010"])
    }

    @Test("an app's own dark-mode flag (isDarkThemeEnabled ? a : b, if Theme.isNightMode) chooses as the system's style does; the flag is no token")
    func appearanceFlags() throws {
        let swift = """
            final class Theme {
                static var isDarkThemeEnabled = false
                static var isNightMode: Bool { isDarkThemeEnabled }
                class var backgroundColor: UIColor { isDarkThemeEnabled ? UIColor(rgb: 0x000000) : UIColor(rgb: 0xFFFFFF) }
                static var textColor: UIColor {
                    if Theme.isNightMode { return UIColor(rgb: 0xF6F6F6) } else { return UIColor(rgb: 0x1B1B1B) }
                }
                static var linkColor: UIColor { isLightTheme ? UIColor(rgb: 0x2C6BED) : UIColor(rgb: 0x6191F3) }
                static var accentColor: UIColor { isDarkThemeEnabledForAll ? UIColor(rgb: 0x2C6BED) : UIColor(rgb: 0x6191F3) }
            }

            """
        let (site, result) = try AndroidFixtures.inline(["Theme.swift": swift, "themebook.json": #"{"swift": {"themes": ["Theme.swift"]}}"#])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.tokens.map(\.name) == ["backgroundColor", "textColor", "linkColor", "accentColor"])
        #expect(["light", "dark"].map { catalogue.shown("backgroundColor", in: $0) } == ["#ffffff", "#000000"])
        #expect(["light", "dark"].map { catalogue.shown("textColor", in: $0) } == ["#1b1b1b", "#f6f6f6"])
        #expect(["light", "dark"].map { catalogue.shown("linkColor", in: $0) } == ["#2c6bed", "#6191f3"])
        // Another flag is a choice made at run time, said as written.
        #expect(["light", "dark"].map { catalogue.shown("accentColor", in: $0) } == ["unknown", "unknown"])
        #expect(result.diagnostics.filter { $0.id == SwiftColorReader.unsupportedID }.map(\.message).contains {
            $0.contains("'isDarkThemeEnabledForAll ? … : …'")
        })
        for (name, dark) in [("isDarkThemeEnabled", true), ("darkMode", true), ("usesNightTheme", true), ("isLightMode", false), ("inDarkAppearance", true)] {
            #expect(SwiftParser.appearanceFlag(name) == dark, "\(name)")
        }
        for name in ["isDarkened", "darkness", "isEnabled", "lightweight", "isDarkThemeEnabledForAll"] {
            #expect(SwiftParser.appearanceFlag(name) == nil, "\(name)")
        }
    }

    @Test("an alpha written as a static constant of the files (UIKitConstants.alpha0_6, or its bare name when one type declares it) is that number")
    func alphaConstants() throws {
        let swift = """
            enum UIKitConstants {
                static let alpha0_6: CGFloat = 0.6
                static let half = 0.5
            }
            enum Other { static let half = 0.25 }
            extension UIColor {
                static let text = UIColor(light: UIColor(rgb: 0x000000).withAlphaComponent(UIKitConstants.alpha0_6), dark: .white)
                static let veil = UIColor(light: .black, dark: .white).withAlphaComponent(alpha0_6)
                static let shade = UIColor(light: .black, dark: .white).withAlphaComponent(half)
            }

            """
        let (site, result) = try AndroidFixtures.inline(["Colors.swift": swift, "themebook.json": #"{"swift": {"themes": ["Colors.swift"]}}"#])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(["light", "dark"].map { catalogue.shown("text", in: $0) } == ["#00000099", "#ffffff"])
        #expect(["light", "dark"].map { catalogue.shown("veil", in: $0) } == ["#00000099", "#ffffff99"])
        // `half` is two numbers in two types: not read.
        #expect(["light", "dark"].map { catalogue.shown("shade", in: $0) } == ["unknown", "unknown"])
        #expect(result.diagnostics.filter { $0.id == SwiftColorReader.unsupportedID }.map(\.message) == [
            "'shade' uses 'UIColor(light: …, dark: …).withAlphaComponent(…)', which themebook does not read (it reads withAlphaComponent with a number from 0 to 1); its value is shown as unknown",
        ])
    }

    @Test("a second switch over the same enum is noted, not read")
    func otherSwitch() {
        let notes = switched.with(id: "swift-skipped")
        #expect(notes.count == 1)
        #expect(SwiftShapes.place(notes.first, file: "ExperimentalPalette.swift")
            == SwiftShapes.position(of: "dynamicColor", in: "Sources/Colors/ExperimentalPalette.swift", shape: "dynamic-switch"))
    }

    @Test("statics of a colour type: UIColor(light:dark:), trait closures with ?:, if and switch, a helper, an alias")
    func staticValues() throws {
        #expect(statics.errors.isEmpty, "\(statics.errors.map(\.message))")
        #expect(statics.hexes("textPrimary") == ["light": "#1a1a1a", "dark": "#f1f1f1"])
        // 0.7 × 255 = 178.5 → 179 (b3).
        #expect(statics.hexes("textSecondary") == ["light": "#1a1a1ab3", "dark": "#f1f1f1b3"])
        #expect(statics.hexes("surface") == ["light": "#ffffff", "dark": "#202020"])
        #expect(statics.hexes("accent") == ["light": "#2f6feb", "dark": "#58a6ff"])
        #expect(statics.hexes("link") == statics.hexes("accent"))
        // 0.5 × 255 = 127.5 → 128 (80), in both themes.
        #expect(statics.hexes("border") == ["light": "#808080", "dark": "#808080"])
        let tokens = try #require(statics.raw?.declarations)
        #expect(tokens.map(\.category) == ["Text", "Text", "Surfaces", "Surfaces", "Surfaces", "Surfaces", "Surfaces", "Surfaces"])
        #expect(tokens.first?.codeSpelling == "UIColor.textPrimary")
    }

    @Test("a flag read at run time and a colour set named at run time are warnings naming them, once each, at their place")
    func runTime() {
        let found = statics.with(id: "swift-unsupported")
        #expect(found.count == 2)
        let file = "Sources/AppColors.swift"
        #expect(SwiftShapes.place(found.first, file: "AppColors.swift")
            == SwiftShapes.position(of: "? UIColor.blue", in: file, shape: "dynamic-statics"))
        #expect(found.first?.message.contains("'Flags.useNewBanner ? … : …'") == true)
        #expect(SwiftShapes.place(found.last, file: "AppColors.swift")
            == SwiftShapes.position(of: "UIColor(named:", in: file, shape: "dynamic-statics"))
        #expect(found.last?.message.contains("'UIColor(named: \"brand-\\(Flags.useNewBanner)\")'") == true)
        #expect(statics.hexes("banner") == ["light": "unknown", "dark": "unknown"])
    }

    @Test("a thin enum over colour sets not in the catalogue: each value unknown, one warning naming it at its place")
    func missingColorSets() {
        let found = colorSets.with(id: SwiftColorSetAlias.unresolvedID)
        let file = "Sources/AppColors.swift"
        #expect(found.compactMap { SwiftShapes.place($0, file: "AppColors.swift") } == [
            SwiftShapes.position(of: "Asset.", in: file, shape: "color-sets"),
            SwiftShapes.position(of: "Color(\"AccentColor\")", in: file, shape: "color-sets"),
            SwiftShapes.position(of: "UIColor(named:", in: file, shape: "color-sets"),
            SwiftShapes.position(of: "Color(.tintBlue)", in: file, shape: "color-sets"),
            SwiftShapes.position(of: "Color(\"Nope\"", in: file, shape: "color-sets"),
        ])
        #expect(found.map(\.severity) == Array(repeating: .warning, count: 5))
        #expect(found[1].message.hasPrefix("'Color(\"AccentColor\")' names a colour set"))
        #expect(found[2].message.hasPrefix("'UIColor(named: \"Brand/blue\")' names a colour set"))
        #expect(found[2].message.hasSuffix("(list its catalogue under 'colorSets')"))
        #expect(colorSets.hexes("label") == ["light": "unknown", "dark": "unknown"])
        #expect(colorSets.declaration("label")?.codeSpelling == "AppColors.label")
    }
}
