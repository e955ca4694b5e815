import Foundation
import Testing

@testable import ThemebookCore

/// The readers of the Swift shapes beyond Firefox's (static instances, dynamic colours, colour
/// set aliases, `init`'s role guess) on inputs of a size no real app has: each must stay linear
/// (time is not asserted; a reader that rescans per token takes minutes here in a debug build:
/// the static instances, when each token looked its argument up among all of the instance's,
/// took ten times as long).
@Suite("Hostile input: Swift shapes of a size no app has")
struct HostileSwiftShapeSizeTests {
    /// A content folder of `files` whose `swift` section lists `palette` and `themes`.
    static func site(_ files: [String: String], palette: [String], themes: [String]) -> String {
        let folder = SwiftSourceFixtures.temporaryFolder()
        var all = files
        func list(_ paths: [String]) -> String { paths.map { "\"\($0)\"" }.joined(separator: ", ") }
        all["themebook.json"] = """
            {"title": "Hostile", "swift": {"palette": [\(list(palette))], "themes": [\(list(themes))]}}
            """
        SwiftSourceFixtures.write(all, into: folder)
        return folder
    }

    static func hex(_ i: Int) -> String { HostileSwiftSizeTests.hex(i) }

    @Test("a switch over an enum of 3,000 token names, two cases to a clause, over 1,500 dynamic colours")
    func bigSwitch() throws {
        let n = 3_000
        var palette = "import SwiftUI\n\nextension Color {\n"
        for i in 0..<n { palette += "    static let c\(i) = Color(0x\(Self.hex(i)))\n" }
        palette += "}\n"
        var tokens = "import SwiftUI\n\npublic enum Token {\n" + (0..<n).map { "    case t\($0)\n" }.joined() + "}\n"
        tokens += """
            public struct DynamicColor {
                let lightColor: Color
                let darkColor: Color
            }

            """
        var table = "import SwiftUI\n\nstruct Palette {\n"
        for i in stride(from: 0, to: n, by: 2) {
            table += "    private static let v\(i) = DynamicColor(lightColor: .c\(i), darkColor: .c\(i + 1).opacity(0.5))\n"
        }
        table += "    static func dynamicColor(for token: Token) -> DynamicColor {\n        switch token {\n"
        for i in stride(from: 0, to: n, by: 2) { table += "        case .t\(i), .t\(i + 1): return v\(i)\n" }
        table += "        }\n    }\n}\n"
        let folder = Self.site(
            ["Palette.swift": palette, "Token.swift": tokens, "Table.swift": table], palette: ["Palette.swift"],
            themes: ["Token.swift", "Table.swift"])
        defer { SwiftSourceFixtures.remove(folder) }
        let loaded = SwiftSourceFixtures.load(folder)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.prefix(3).map(\.message))")
        #expect(loaded.with(id: "swift-unsupported").isEmpty)
        #expect(loaded.raw?.declarations.count == n)
        for i in [0, 1, 2, n / 2 + 1, n - 1] {
            let clause = i - i % 2
            #expect(loaded.color("t\(i)", in: "light")?.palette == "c\(clause)")
            #expect(loaded.color("t\(i)", in: "dark")?.color.hex == "#\(Self.hex(clause + 1).lowercased())80")
        }
    }

    @Test("a theme type with 40 static instances of 500 named arguments each, over a 500-colour palette")
    func manyInstances() throws {
        let (themes, n) = (40, 500)
        var palette = "import UIKit\n\nenum Palette {\n"
        for i in 0..<n { palette += "    static let p\(i) = UIColor(0x\(Self.hex(i)))\n" }
        palette += "}\n"
        var theme = "import UIKit\n\nstruct AppTheme {\n    let name: String\n"
        for i in 0..<n { theme += "    let t\(i): UIColor\n" }
        for k in 0..<themes {
            let arguments = (0..<n).map { "t\($0): Palette.p\(($0 + k) % n)" }.joined(separator: ", ")
            theme += "    static let theme\(k) = AppTheme(name: \"Theme \(k)\", \(arguments))\n"
        }
        theme += "}\n"
        let folder = Self.site(["Palette.swift": palette, "AppTheme.swift": theme], palette: ["Palette.swift"], themes: ["AppTheme.swift"])
        defer { SwiftSourceFixtures.remove(folder) }
        let loaded = SwiftSourceFixtures.load(folder)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.prefix(3).map(\.message))")
        #expect(loaded.catalogue?.themes.count == themes)
        #expect(loaded.raw?.declarations.count == n)
        for (k, i) in [(0, 0), (1, 5), (themes - 1, n - 1), (themes / 2, n / 2)] {
            #expect(loaded.color("t\(i)", in: "theme\(k)")?.palette == "p\((i + k) % n)")
        }
    }

    @Test("a theme enum of 300 cases whose 300 colour members each switch on self, a clause per case")
    func manyCases() throws {
        let (cases, n) = (300, 300)
        var palette = "import UIKit\n\nenum Palette {\n"
        for i in 0..<n { palette += "    static let p\(i) = UIColor(0x\(Self.hex(i)))\n" }
        palette += "}\n"
        var theme = "import UIKit\n\nenum AppTheme {\n"
        for k in 0..<cases { theme += "    case c\(k)\n" }
        for i in 0..<n {
            theme += "    var t\(i): UIColor {\n        switch self {\n"
            for k in 0..<cases { theme += "        case .c\(k): return Palette.p\((i + k) % n)\n" }
            theme += "        }\n    }\n"
        }
        theme += "}\n"
        let folder = Self.site(["Palette.swift": palette, "AppTheme.swift": theme], palette: ["Palette.swift"], themes: ["AppTheme.swift"])
        defer { SwiftSourceFixtures.remove(folder) }
        let loaded = SwiftSourceFixtures.load(folder)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.prefix(3).map(\.message))")
        #expect(loaded.catalogue?.themes.count == cases)
        #expect(loaded.raw?.declarations.count == n)
        for (k, i) in [(0, 0), (1, 5), (cases - 1, n - 1), (cases / 2, n / 2)] {
            #expect(loaded.color("t\(i)", in: "c\(k)")?.palette == "p\((i + k) % n)")
        }
    }

    @Test("6,000 dynamic statics of UIColor, each through a one-line helper and a trait closure")
    func manyStatics() throws {
        let n = 6_000
        var palette = "import UIKit\n\nextension UIColor {\n"
        for i in 0..<200 { palette += "    static let g\(i) = UIColor(rgb: 0x\(Self.hex(i)))\n" }
        palette += "}\n"
        var colors = """
            import UIKit

            extension UIColor {
                static func pair(_ day: UIColor, _ night: UIColor) -> UIColor {
                    UIColor { $0.userInterfaceStyle == .dark ? night : day }
                }

            """
        for i in 0..<n {
            colors += i % 2 == 0
                ? "    static let s\(i) = pair(.g\(i % 200), .g\((i + 1) % 200))\n"
                : "    static let s\(i) = UIColor { traits in traits.userInterfaceStyle == .dark ? .g\((i + 1) % 200) : .g\(i % 200) }\n"
        }
        colors += "}\n"
        let folder = Self.site(["Palette.swift": palette, "Colors.swift": colors], palette: ["Palette.swift"], themes: ["Colors.swift"])
        defer { SwiftSourceFixtures.remove(folder) }
        let loaded = SwiftSourceFixtures.load(folder)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.prefix(3).map(\.message))")
        #expect(loaded.with(id: "swift-unsupported").isEmpty)
        #expect(loaded.raw?.declarations.count == n)
        for i in [0, 1, 199, 200, n - 1] {
            #expect(loaded.color("s\(i)", in: "light")?.palette == "g\(i % 200)")
            #expect(loaded.color("s\(i)", in: "dark")?.palette == "g\((i + 1) % 200)")
        }
    }

    @Test("a thin enum of 5,000 colour set names against 5,000 colour sets: each an alias, none unresolved")
    func manyColorSets() throws {
        let n = 5_000
        var text = "import SwiftUI\n\nenum AppColors {\n"
        for i in 0..<n { text += i % 2 == 0 ? "    static let a\(i) = Color(\"Set\(i)\")\n" : "    static let a\(i) = Asset.Colors.Group.set\(i).color\n" }
        text += "}\n"
        let folder = Self.site(["AppColors.swift": text], palette: [], themes: ["AppColors.swift"])
        defer { SwiftSourceFixtures.remove(folder) }
        var diagnostics = Diagnostics()
        var raw = RawCatalogue(config: SiteConfig())
        var swift = SwiftSourceConfig()
        swift.themes = ["AppColors.swift"]
        let pending = SwiftSourceLoader.load(swift, into: &raw, files: InputFiles(root: folder), diagnostics: &diagnostics)
        let sets = (0..<n).map { $0 % 2 == 0 ? "Set\($0)" : "Colors/Group/set\($0)" }
        for id in ["light", "dark"] {
            let tokens = sets.map { name in
                RawThemeToken(
                    name: name, path: name, type: .color,
                    value: .literal(Color(red: 0, green: 0, blue: 0), SourceLocation(file: "A.xcassets", line: 1, column: 1)), location: nil)
            }
            raw.themes.append(
                RawTheme(info: ThemeInfo(id: id, label: id, appearance: id == "dark" ? .dark : .light, imageSuffix: "", location: nil), tokens: tokens))
        }
        pending.resolve(in: &raw, diagnostics: &diagnostics)
        #expect(diagnostics.sorted.filter { $0.id == SwiftColorSetAlias.unresolvedID }.isEmpty)
        let dark = try #require(raw.themes.first { $0.info.id == "dark" })
        for i in [0, 1, n - 1] {
            let value = dark.tokens.first { $0.name == "a\(i)" }?.value
            guard case .reference(let target, _)? = value else {
                Issue.record("a\(i) is an alias, not \(String(describing: value))")
                continue
            }
            #expect(target == .token(sets[i], theme: nil))
        }
    }

    @Test("init's role guess over 6,000 files, most of them views, finds the few theming ones")
    func manyFiles() {
        var files: [String: String] = [:]
        for i in 0..<5_000 { files["Views/View\(i).swift"] = "struct View\(i) { var title = \"\(i)\"; func body() {} }\n" }
        for i in 0..<1_000 { files["Models/Model\(i).swift"] = "struct Model\(i) { var color: String = \"red\" }\n" }
        files["Theme/Palette.swift"] = "enum Palette { static let red = UIColor(0xFF0000) }\n"
        files["Theme/AppTheme.swift"] = """
            struct AppTheme {
                let text: UIColor
                static let light = AppTheme(text: Palette.red)
                static let dark = AppTheme(text: .white)
            }
            """
        let roles = SwiftRoles.guess(files.keys.sorted()) { files[$0].map { Array($0.utf8) } }
        #expect(roles.themes == ["Theme/AppTheme.swift"])
        #expect(roles.palette == ["Theme/Palette.swift"])
        #expect(roles.unrecognised.count == 6_000)
    }
}
