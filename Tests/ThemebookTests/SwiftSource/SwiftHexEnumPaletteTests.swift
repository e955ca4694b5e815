import Testing

@testable import ThemebookCore

/// An enum whose raw values are hex colours (`enum Studio: String { case blue50 = "3361CC" }`,
/// `enum CoreColor: Int { case ink = 0x171717 }`) is a palette, and `.blue50` passed to an
/// initializer taking that enum is its colour, never UIKit's colour of the same name.
@Suite("Swift shapes: enums of hex colours")
struct SwiftHexEnumPaletteTests {
    static let studio = """
        import UIKit
        enum Studio: String {
            // MARK: - Neutrals
            case white = "F9F9F9"
            case black = "#1C1C1E"
            // MARK: - Blue
            case blue50 = "3361cc"
        }
        extension UIColor {
            convenience init(studio: Studio) { self.init(hexString: studio.rawValue) }
            convenience init(lightColor: Studio, darkColor: Studio) {
                self.init(dynamicProvider: { traits in
                    UIColor(studio: traits.userInterfaceStyle == .dark ? darkColor : lightColor)
                })
            }
            static var appBackground: UIColor { UIColor(lightColor: .white, darkColor: .black) }
            static var appTint: UIColor { UIColor(lightColor: .blue50, darkColor: Studio.white) }
            static var link: UIColor { UIColor(light: UIColor(studio: .blue50), dark: .white) }
        }

        """

    @Test("String and Int raw values: the cases are the palette, in MARK groups; a case passed to an initializer taking the enum is that colour")
    func palette() throws {
        let (site, result) = try AndroidFixtures.inline(["Colors.swift": Self.studio, "themebook.json": #"{"swift": {"themes": ["Colors.swift"]}}"#])
        defer { site.remove() }
        #expect(result.diagnostics.filter { $0.severity == .warning || $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.palette.map { "\($0.name) \($0.color.hex) \($0.group)" } == ["white #f9f9f9 Neutrals", "black #1c1c1e Neutrals", "blue50 #3361cc Blue"])
        #expect(["light", "dark"].map { catalogue.shown("appBackground", in: $0) } == ["#f9f9f9", "#1c1c1e"])
        #expect(["light", "dark"].map { catalogue.shown("appTint", in: $0) } == ["#3361cc", "#f9f9f9"])
        // UIColor(light:dark:) is UIKit's pair: its `.white` is UIKit's white.
        #expect(["light", "dark"].map { catalogue.shown("link", in: $0) } == ["#3361cc", "#ffffff"])
    }

    @Test("an Int enum written in hex in a file of its own, an initializer of a pair type taking it; init lists both files")
    func intEnum() throws {
        let core = """
            enum CoreColor: Int {
                case gray_1000 = 0x171717
                case gray_100 = 0xFAFAFA
            }
            extension UIColor {
                convenience init(coreColor: CoreColor, alpha: CGFloat = 1) { self.init(rgb: coreColor.rawValue) }
            }

            """
        let colors = """
            struct SemanticColor {
                let lightModeColor: UIColor
                let darkModeColor: UIColor
                init(_ name: String, lightMode: CoreColor, darkMode: CoreColor) {
                    self.lightModeColor = UIColor(coreColor: lightMode)
                    self.darkModeColor = UIColor(coreColor: darkMode)
                }
            }
            enum Colors {
                static let textPrimary = SemanticColor("text/primary", lightMode: .gray_1000, darkMode: .gray_100)
            }

            """
        let roles = SwiftRoles.guess(["CoreColor.swift", "Colors.swift"]) { Array(($0 == "Colors.swift" ? colors : core).utf8) }
        #expect(Set(roles.themes + roles.palette) == ["CoreColor.swift", "Colors.swift"])
        let config = #"{"swift": {"themes": ["Colors.swift", "CoreColor.swift"]}}"#
        let (site, result) = try AndroidFixtures.inline(["CoreColor.swift": core, "Colors.swift": colors, "themebook.json": config])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.palette.map(\.name) == ["gray_1000", "gray_100"])
        #expect(["light", "dark"].map { catalogue.shown("textPrimary", in: $0) } == ["#171717", "#fafafa"])
    }

    @Test("not a palette: raw values that are not all hex colours, or one case; a case of such an enum given for a colour is a warning, never UIKit's colour")
    func notPalettes() throws {
        let swift = """
            enum Mode: String { case white = "white", black = "FFFFFF" }
            enum One: String { case brand = "3361CC" }
            extension UIColor {
                convenience init(lightMode: Mode, darkMode: Mode) { self.init(named: lightMode.rawValue)! }
                static var page: UIColor { UIColor(lightMode: .white, darkMode: .black) }
                static var ink: UIColor { UIColor(light: .black, dark: .white) }
            }

            """
        let (site, result) = try AndroidFixtures.inline(["Colors.swift": swift, "themebook.json": #"{"swift": {"themes": ["Colors.swift"]}}"#])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.palette.isEmpty)
        #expect(["light", "dark"].map { catalogue.shown("page", in: $0) } == ["unknown", "unknown"])
        #expect(["light", "dark"].map { catalogue.shown("ink", in: $0) } == ["#000000", "#ffffff"])
        let warnings = result.diagnostics.filter { $0.id == SwiftColorReader.unsupportedID }.map(\.message)
        #expect(warnings == [
            "'page' uses '.white', a case of 'Mode', which themebook does not read; its value is shown as unknown",
            "'page' uses '.black', a case of 'Mode', which themebook does not read; its value is shown as unknown",
        ])
    }
}
