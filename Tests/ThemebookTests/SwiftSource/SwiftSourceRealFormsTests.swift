import Foundation
import Testing

@testable import ThemebookCore

/// Forms met in real apps' Swift theming files that the shape fixtures do not hold, each in a
/// few lines of its own: a site of one Swift file, loaded as `themebook check` loads it.
@Suite("Swift sources: forms from real apps")
struct SwiftSourceRealFormsTests {
    /// `files` (with a `themebook.json` reading `config` as its `swift` section) in a temporary
    /// folder, loaded.
    static func load(_ files: [String: String], swift config: String) -> SwiftSourceFixtures.Loaded {
        let folder = SwiftSourceFixtures.temporaryFolder()
        defer { SwiftSourceFixtures.remove(folder) }
        SwiftSourceFixtures.write(files.merging(["themebook.json": #"{"title": "Real forms", "swift": \#(config)}"#]) { a, _ in a }, into: folder)
        return SwiftSourceFixtures.load(folder)
    }

    @Test("Xcode's #colorLiteral is read as UIColor(red:green:blue:alpha:), in a palette and on either side of a dynamic colour")
    func colorLiteral() throws {
        let palette = """
            import UIKit

            enum Brand {
                static let ember = #colorLiteral(red: 0.9015446749, green: 0.319128289, blue: 0, alpha: 1)
                static let mist = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 0.5)
            }
            """
        let colors = """
            import UIKit

            extension UIColor {
                static let navigation = UIColor(dynamicProvider: { traitCollection in
                    traitCollection.userInterfaceStyle == .dark ? #colorLiteral(red: 0.0665, green: 0.0665, blue: 0.0665, alpha: 1) : Brand.ember
                })
                static let veil = UIColor { $0.userInterfaceStyle == .dark ? #colorLiteral(red: 0, green: 0, blue: 0, alpha: 0.6) : Brand.mist }
            }
            """
        let loaded = Self.load(
            ["Sources/Brand.swift": palette, "Sources/Colors.swift": colors],
            swift: #"{"palette": ["Sources/Brand.swift"], "themes": ["Sources/Colors.swift"]}"#)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        #expect(loaded.with(id: "swift-unsupported").isEmpty, "\(loaded.with(id: "swift-unsupported").map(\.message))")
        // 0.9015 × 255 = 229.9 → 230 (e6); 0.3191 × 255 = 81.4 → 81 (51); 0.5 × 255 = 127.5 → 128 (80).
        let byName = Dictionary(uniqueKeysWithValues: (loaded.catalogue?.palette ?? []).map { ($0.name, $0.color.hex) })
        #expect(byName == ["ember": "#e65100", "mist": "#ffffff80"])
        // 0.0665 × 255 = 16.96 → 17 (11); 0.6 × 255 = 153 (99).
        #expect(loaded.hexes("navigation") == ["light": "#e65100", "dark": "#111111"])
        #expect(loaded.paletteNames("navigation") == ["light": "ember"])
        #expect(loaded.hexes("veil") == ["light": "#ffffff80", "dark": "#00000099"])
    }

    @Test("a colour literal themebook cannot read exactly is a warning at the literal, naming the form it reads")
    func colorLiteralOutOfRange() throws {
        let (text, line, column) = SwiftSourceFixtures.marked("""
            import UIKit

            enum Brand {
                static let glow = 1️⃣#colorLiteral(red: 1.2, green: 0.5, blue: 0, alpha: 1)
            }
            """)
        let loaded = Self.load(["Sources/Brand.swift": text], swift: #"{"palette": ["Sources/Brand.swift"], "themes": []}"#)
        let found = loaded.with(id: "swift-unsupported")
        #expect(found.count == 1)
        #expect(found.first?.location?.line == line && found.first?.location?.column == column)
        #expect(found.first?.message.contains("'#colorLiteral(red: …, green: …, blue: …, alpha: …)'") == true)
        #expect(found.first?.message.contains("#colorLiteral(red:green:blue:alpha:) with components from 0 to 1") == true)
    }

    @Test("SwiftGen symbols under an enum renamed with enumName (XCAsset, AppAssets) alias their colour sets")
    func swiftGenEnumName() throws {
        let colorSet = """
            {"colors": [
              {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0xDD", "green": "0x00", "red": "0x40"}}, "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0xFF", "green": "0xBF", "red": "0xC7"}}, "idiom": "universal"}
            ], "info": {"author": "xcode", "version": 1}}
            """
        let colors = """
            import UIKit

            enum AppColors {
                static let primary = XCAsset.Colors.primary.color
                static let primaryQualified = AppKit.AppAssets.Colors.primary.color
            }
            """
        let folder = SwiftSourceFixtures.temporaryFolder()
        defer { SwiftSourceFixtures.remove(folder) }
        SwiftSourceFixtures.write(
            [
                "Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
                "Assets.xcassets/Colors/Contents.json": #"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#,
                "Assets.xcassets/Colors/primary.colorset/Contents.json": colorSet,
                "Sources/AppColors.swift": colors,
                "themebook.json": #"""
                    {"title": "Renamed SwiftGen enum",
                     "colorSets": [{"catalog": "Assets.xcassets", "code": "swiftgen", "enum": "XCAsset"}],
                     "swift": {"themes": ["Sources/AppColors.swift"]}}
                    """#,
            ], into: folder)
        let loaded = SwiftSourceFixtures.load(folder)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings.map(\.message))")
        // Both statics were left out without a word: `XCAsset` was not known as SwiftGen's enum.
        #expect(loaded.hexes("primary") == ["light": "#4000dd", "dark": "#c7bfff"])
        #expect(loaded.hexes("primaryQualified") == ["light": "#4000dd", "dark": "#c7bfff"])
        #expect(loaded.declaration("primary")?.codeSpelling == "AppColors.primary")
    }
}

extension SwiftSourceRealFormsTests {
    /// A catalogue of two colour sets (`Tones/accent` in a namespace folder, `canvas` at the top),
    /// `colors` as the theme file, `colorSets` as the config's entry.
    static func loadSwiftGen(_ colors: String, colorSets: String) -> SwiftSourceFixtures.Loaded {
        let colorSet = """
            {"colors": [
              {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0x20", "green": "0x80", "red": "0x10"}}, "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0xA0", "green": "0xF0", "red": "0x90"}}, "idiom": "universal"}
            ], "info": {"author": "xcode", "version": 1}}
            """
        let folder = SwiftSourceFixtures.temporaryFolder()
        defer { SwiftSourceFixtures.remove(folder) }
        SwiftSourceFixtures.write(
            [
                "Shared.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
                "Shared.xcassets/Tones/Contents.json": #"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#,
                "Shared.xcassets/Tones/accent.colorset/Contents.json": colorSet,
                "Shared.xcassets/canvas.colorset/Contents.json": colorSet,
                "Sources/Styles.swift": colors,
                "themebook.json": #"{"title": "Any enum", "colorSets": [\#(colorSets)], "swift": {"themes": ["Sources/Styles.swift"]}}"#,
            ], into: folder)
        return SwiftSourceFixtures.load(folder)
    }

    @Test("SwiftGen symbols under an enum of any name alias their colour sets when the path names one of the catalogue")
    func swiftGenAnyEnumName() throws {
        let loaded = Self.loadSwiftGen(
            """
            import SwiftUI

            enum Styles {
                static let accent = Colors.Tones.accent.color
                static let canvas = Palette.canvas.swiftUIColor
                static let qualified = DesignKit.Colors.Tones.accent.uiColor
            }
            """, colorSets: #""Shared.xcassets""#)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings.map(\.message))")
        // Before, no static was known as a colour set's: "no theme found in the theme files".
        for token in ["accent", "canvas", "qualified"] {
            #expect(loaded.hexes(token) == ["light": "#108020", "dark": "#90f0a0"], "\(token)")
        }
        #expect(loaded.declaration("canvas")?.codeSpelling == "Styles.canvas")
    }

    @Test("under the enum the config names, a SwiftGen symbol naming no colour set is a warning at it")
    func swiftGenConfiguredEnumName() throws {
        let (text, line, column) = SwiftSourceFixtures.marked(
            """
            import SwiftUI

            enum Styles {
                static let accent = Colors.Tones.accent.color
                static let missing = 1️⃣Colors.Tones.acent.color
            }
            """)
        let loaded = Self.loadSwiftGen(text, colorSets: #"{"catalog": "Shared.xcassets", "code": "swiftgen", "enum": "Colors"}"#)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        #expect(loaded.hexes("accent") == ["light": "#108020", "dark": "#90f0a0"])
        let found = loaded.with(id: "swift-unknown-color-set")
        #expect(found.count == 1)
        #expect(found.first?.location?.line == line && found.first?.location?.column == column)
        #expect(found.first?.message.contains("'Colors.Tones.acent.color'") == true)
        #expect(loaded.hexes("missing") == ["light": "unknown", "dark": "unknown"])
    }
}

extension SwiftSourceRealFormsTests {
    @Test("a palette colour that sets its alpha over another is shown on a token by its own name")
    func paletteAliasWithAlpha() throws {
        let palette = """
            import UIKit

            extension UIColor {
                static let slate = UIColor(rgb: 0x336699)
                static let slateAt40 = slate.withAlphaComponent(0.4)
                static let slateAgain = slate
            }
            """
        let colors = """
            import UIKit

            enum Styles {
                static let veil = UIColor { $0.userInterfaceStyle == .dark ? .slateAt40 : UIColor.slateAt40.withAlphaComponent(0.2) }
                static let ink = UIColor { $0.userInterfaceStyle == .dark ? .slateAgain : .slate }
            }
            """
        let loaded = Self.load(
            ["Sources/Palette.swift": palette, "Sources/Styles.swift": colors],
            swift: #"{"palette": ["Sources/Palette.swift"], "themes": ["Sources/Styles.swift"]}"#)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        // 0.4 × 255 = 102 (66); 0.2 × 255 = 51 (33).
        #expect(loaded.hexes("veil") == ["light": "#33669933", "dark": "#33669966"])
        // Before, the dark side was shown as 'slate' at 40%, the colour under it.
        #expect(loaded.paletteNames("veil") == ["light": "slateAt40", "dark": "slateAt40"])
        var alphas: [String: Double] = [:]
        for theme in loaded.catalogue?.themes ?? [] {
            if case .color(let c)? = theme.values["veil"], let alpha = c.alpha { alphas[theme.info.id] = alpha }
        }
        // Its own alpha is no alpha set over it; the light side sets 0.2 over it.
        #expect(alphas == ["light": 0.2])
        // A plain alias is the same colour, shown as the colour it names.
        #expect(loaded.paletteNames("ink") == ["light": "slate", "dark": "slate"])
    }
}

extension SwiftSourceRealFormsTests {
    @Test("a helper taking light: and dark: numbers is followed, and a pair's other arguments are not read")
    func helperWithLightDarkNumbers() throws {
        let colors = """
            import UIKit

            extension UIColor {
                static func tone(light: UInt32, lightBoosted: UInt32? = nil, dark: UInt32) -> UIColor {
                    UIColor(
                        light: UIColor(rgbHex: light),
                        lightHighContrast: lightBoosted != nil ? UIColor(rgbHex: lightBoosted!) : nil,
                        dark: UIColor(rgbHex: dark),
                    )
                }
            }

            extension UIColor {
                enum Shop {}
            }

            extension UIColor.Shop {
                static var brand: UIColor {
                    UIColor.tone(light: 0x1E5AC8, lightBoosted: 0x0A3C96, dark: 0x4682F0)
                }
                static var ink: UIColor { .tone(light: 0x101010, dark: 0xF0F0F0) }
            }
            """
        let loaded = Self.load(["Sources/Colors.swift": colors], swift: #"{"themes": ["Sources/Colors.swift"]}"#)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        // Before, the numbers were read as colours ("uses '0x1E5AC8', which themebook does not
        // read"), and then the high-contrast choice beside the pair was a warning.
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings.map(\.message))")
        #expect(loaded.hexes("brand") == ["light": "#1e5ac8", "dark": "#4682f0"])
        #expect(loaded.hexes("ink") == ["light": "#101010", "dark": "#f0f0f0"])
    }
}

extension SwiftSourceRealFormsTests {
    @Test("a helper's parameters in arithmetic are computed where the helper is followed")
    func helperParameterArithmetic() throws {
        // Home Assistant's shape: SwiftUI statics built by a private helper taking 0–255
        // components, which it divides (`red / 255.0`).
        let colors = """
            import SwiftUI

            public extension ShapeStyle where Self == Color {
                static var ink: Color { Color(light: .black, dark: .white) }
                static var brand: Color { rgb255(0x00, 0x9A, 0xC7, opacity: 1) }
                static var wash: Color { rgb255(0x40, 0x82, 0xA0, opacity: 0x40 / 255) }
                static var stray: Color { Color(.sRGB, red: level / 255.0, green: 0, blue: 0, opacity: 1) }
            }

            private func rgb255(_ red: Double, _ green: Double, _ blue: Double, opacity: Double) -> Color {
                Color(.sRGB, red: red / 255.0, green: green / 255.0, blue: blue / 255.0, opacity: opacity)
            }
            """
        let loaded = Self.load(["Sources/Colors.swift": colors], swift: #"{"themes": ["Sources/Colors.swift"]}"#)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        // Before, `red / 255.0` was "operator '/', which themebook does not read" in every token
        // the helper made.
        #expect(loaded.hexes("brand") == ["light": "#009ac7", "dark": "#009ac7"])
        #expect(loaded.hexes("wash") == ["light": "#4082a040", "dark": "#4082a040"])
        // A name in arithmetic that no helper parameter replaces is still never a guess.
        let unsupported = loaded.warnings.filter { $0.id == "swift-unsupported" }
        #expect(unsupported.count == 1 && unsupported.first?.message.hasPrefix("'stray' uses ") == true, "\(unsupported.map(\.message))")
        #expect(unsupported.first?.location?.line == 7)
        #expect(loaded.warnings.allSatisfy { $0.id == "swift-unsupported" || $0.id == "same-in-light-and-dark" })
    }
}

extension SwiftSourceRealFormsTests {
    @Test("a helper taking light: and dark: colours is a pair, whatever its body does")
    func helperWithLightDarkColours() throws {
        // Home Assistant's `adaptive(light: Color, dark: Color)` returns `dark` on watchOS under
        // `#if`, else a dynamic colour: the labels say which side is which.
        let colors = """
            import SwiftUI

            public extension ShapeStyle where Self == Color {
                static var caution: Color {
                    either(
                        light: Color(red: 1, green: 0.5, blue: 0),
                        dark: Color(red: 0.5, green: 0.25, blue: 0)
                    )
                }
                static var plain: Color { either(light: .black, dark: .white) }
            }

            private func either(light: Color, dark: SwiftUI.Color?) -> Color {
                #if os(watchOS)
                return dark!
                #else
                return Color(UIColor { $0.userInterfaceStyle == .dark ? UIColor(dark!) : UIColor(light) })
                #endif
            }
            """
        let loaded = Self.load(["Sources/Colors.swift": colors], swift: #"{"themes": ["Sources/Colors.swift"]}"#)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        // Before, the helper was followed into its `#if` (a warning, the token unknown).
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings.map(\.message))")
        #expect(loaded.hexes("caution") == ["light": "#ff8000", "dark": "#804000"])
        #expect(loaded.hexes("plain") == ["light": "#000000", "dark": "#ffffff"])
    }
}
