import Foundation
import Testing

@testable import ThemebookCore

/// `SwiftRoles.guess`, which `init --swift` and `init --app` use to sort Swift files into the
/// roles of the site config's `swift` section, on every shape the loader reads.
@Suite("init: Swift files sorted into roles by shape")
struct SwiftRolesTests {
    /// The roles guessed from every `.swift` file of a `swift-shapes` fixture, by path inside it.
    static func guessed(_ shape: String) -> SwiftRoles {
        let folder = SwiftShapes.folder(shape)
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return SwiftRoles.guess(files) { FileManager.default.contents(atPath: folder + "/" + $0).map { Array($0) } }
    }

    /// The fixture's own `swift` section: each list as a set (the fixture orders files by hand).
    static func configured(_ shape: String) throws -> [String: Set<String>] {
        let data = try #require(FileManager.default.contents(atPath: SwiftShapes.folder(shape) + "/themebook.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let swift = try #require(root["swift"] as? [String: Any])
        var out: [String: Set<String>] = [:]
        for (key, value) in swift {
            if let list = value as? [String] { out[key] = Set(list) }
            if let one = value as? String { out[key] = [one] }
        }
        return out
    }

    static func sets(_ roles: SwiftRoles) -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        if !roles.palette.isEmpty { out["palette"] = Set(roles.palette) }
        if let file = roles.protocolFile { out["protocol"] = [file] }
        if !roles.themes.isEmpty { out["themes"] = Set(roles.themes) }
        if !roles.images.isEmpty { out["images"] = Set(roles.images) }
        return out
    }

    @Test(
        "each shape's files get the roles its fixture config gives them",
        arguments: ["classes", "structs", "instances", "instances-init", "instances-one-file", "dynamic-statics", "dynamic-switch", "color-sets"])
    func shapes(shape: String) throws {
        let roles = Self.guessed(shape)
        #expect(Self.sets(roles) == (try Self.configured(shape)), "\(Self.sets(roles))")
        #expect(roles.unrecognised == [])
        #expect(roles.hasTokens)
    }

    /// Firefox's layout: the enum naming the themes in a file of its own, the theme structs, the
    /// token protocol and the palette each in theirs.
    static let firefox: [String: String] = [
        "Theme/ThemeType.swift": """
            public enum ThemeType: String {
                case light
                case dark
                case privateMode
            }
            """,
        "Theme/Theme.swift": """
            public protocol Theme {
                var type: ThemeType { get }
                var colors: ThemeColourPalette { get }
            }
            """,
        "Theme/ThemeColourPalette.swift": """
            public protocol ThemeColourPalette {
                var layer1: UIColor { get }
                var textPrimary: UIColor { get }
            }
            """,
        "Theme/LightTheme.swift": """
            public struct LightTheme: Theme {
                public var type: ThemeType = .light
                public var colors: ThemeColourPalette = LightColourPalette()
            }
            private struct LightColourPalette: ThemeColourPalette {
                var layer1: UIColor = FXColors.LightGrey10
                var textPrimary: UIColor = FXColors.DarkGrey90
            }
            """,
        "Theme/DarkTheme.swift": """
            public struct DarkTheme: Theme {
                public var type: ThemeType = .dark
                public var colors: ThemeColourPalette = DarkColourPalette()
            }
            private struct DarkColourPalette: ThemeColourPalette {
                var layer1: UIColor = FXColors.DarkGrey60
                var textPrimary: UIColor = FXColors.LightGrey05
            }
            """,
        "Theme/FXColors.swift": """
            public struct FXColors {
                public static let LightGrey05 = UIColor(rgb: 0xFBFBFE)
                public static let LightGrey10 = UIColor(rgb: 0xF9F9FB)
                public static let DarkGrey60 = UIColor(rgb: 0x2B2A33)
                public static let DarkGrey90 = UIColor(rgb: 0x15141A)
            }
            """,
        "Views/SettingsView.swift": """
            struct SettingsView {
                var title = "Settings"
                func body() {}
            }
            """,
        "Views/Tab.swift": "struct Tab { let url: String }\n",
    ]

    @Test("Firefox's layout: ThemeType.swift, whose enum names the themes, is read with the themes")
    func firefoxThemeType() {
        let files = Self.firefox.keys.sorted()
        let roles = SwiftRoles.guess(files) { Self.firefox[$0].map { Array($0.utf8) } }
        #expect(roles.protocolFile == "Theme/ThemeColourPalette.swift")
        #expect(roles.themes == ["Theme/DarkTheme.swift", "Theme/LightTheme.swift", "Theme/ThemeType.swift"])
        #expect(roles.palette == ["Theme/FXColors.swift"])
        #expect(roles.images == [])
        // The `Theme` protocol the structs conform to is not read by the loader.
        #expect(roles.unrecognised == ["Theme/Theme.swift", "Views/SettingsView.swift", "Views/Tab.swift"])
        let section = roles.section { .string($0) }
        #expect(section.map(\.key) == ["palette", "protocol", "themes"])
    }

    @Test("a token protocol that no theme implements has no tokens; its file is still named")
    func protocolWithoutThemes() {
        let files = ["Theme/ThemeColourPalette.swift", "Theme/FXColors.swift"]
        let roles = SwiftRoles.guess(files) { Self.firefox[$0].map { Array($0.utf8) } }
        #expect(roles.protocolFile == "Theme/ThemeColourPalette.swift")
        #expect(roles.themes == [])
        #expect(!roles.hasTokens)
        // Without theme files, every palette file is a palette.
        #expect(roles.palette == ["Theme/FXColors.swift"])
    }

    @Test("a protocol of one colour's light and dark sides is no token protocol: the statics that make such colours are the themes")
    func lightDarkPairProtocol() {
        let text = """
            protocol Adaptive {
                var lightModeColor: UIColor { get }
                var darkModeColor: UIColor { get }
            }
            struct Semantic: Adaptive {
                let lightModeColor: UIColor
                let darkModeColor: UIColor
                init(_ name: String, lightMode: UIColor, darkMode: UIColor) {
                    self.lightModeColor = lightMode
                    self.darkModeColor = darkMode
                }
            }
            enum Tokens {
                static let textPrimary = Semantic("text/primary", lightMode: UIColor(rgb: 0x171717), darkMode: .systemGray6)
            }

            """
        let roles = SwiftRoles.guess(["Semantic.swift"]) { _ in Array(text.utf8) }
        #expect(roles.protocolFile == nil)
        #expect(roles.themes == ["Semantic.swift"])
        #expect(SwiftRoleClassifier.isLightDarkPair(["lightModeColor", "darkModeColor"]))
        #expect(SwiftRoleClassifier.isLightDarkPair(["light", "dark", "lightHighContrast", "darkHighContrast"]))
        #expect(!SwiftRoleClassifier.isLightDarkPair(["textPrimary", "lightModeColor", "darkModeColor"]))
        #expect(!SwiftRoleClassifier.isLightDarkPair(["highlight", "backdrop"]))
        #expect(!SwiftRoleClassifier.isLightDarkPair(["lightText"]))
    }

    @Test("beside a token protocol, a file of statics naming colour sets is another shape: left out as one, not as unrecognised")
    func otherShape() {
        let files = [
            "ColorSet.swift": """
                public protocol ColorSet { var tintColor: Color { get set } }
                public struct IceLight: ColorSet { public var tintColor: Color = .init(hex: 0xDF915E) }
                public struct IceDark: ColorSet { public var tintColor: Color = .init(hex: 0x17A2F2) }

                """,
            "Colors.swift": "public extension Color {\n    static var label: Color { Color(\"label\", bundle: .module) }\n}\n",
            "Helpers.swift": "extension Color {\n    func lighter() -> Color { self }\n}\n",
        ]
        let roles = SwiftRoles.guess(files.keys.sorted()) { files[$0].map { Array($0.utf8) } }
        #expect(roles.protocolFile == "ColorSet.swift")
        #expect(roles.otherShape == ["Colors.swift"])
        #expect(roles.unrecognised == ["Helpers.swift"])
    }

    @Test("a file without a word of theming is not parsed and is left out; an unreadable one is skipped")
    func unparsed() {
        let roles = SwiftRoles.guess(["A.swift", "Gone.swift", "B.swift"]) { path in
            switch path {
            case "A.swift": Array("struct Tab { let url: String }\n".utf8)
            case "B.swift": Array("enum Palette { static let red = UIColor(rgb: 0xFF0000) }\n".utf8)
            default: nil
            }
        }
        #expect(roles.unrecognised == ["A.swift"])
        #expect(roles.palette == ["B.swift"])
        #expect(!roles.hasTokens)
    }
}
