import Foundation
import Testing

@testable import ThemebookCore

/// Swift sources of a size no real app has, each of which made one of the Swift readers
/// quadratic: a check that should take a second took tens of seconds or minutes. (Time is not
/// asserted; the quadratic version of each case runs for tens of seconds in a debug build.)
@Suite("Hostile input: Swift sources of a size that made a reader quadratic")
struct HostileSwiftSizeTests {
    /// A Swift-source content folder: palette colours `C0`… in `PColors` (colour i is
    /// `hex(i)`), the token protocol `PPalette` with tokens `token0`…, the theme type enum
    /// `PThemeType` (`light`, `dark`) and `themes`, files under `Sources/` listed as theme files.
    /// `paletteExtra` and `protocolExtra` are added to the palette and the protocol file.
    static func site(
        colors: Int, tokens: Int, themes: [String: String], paletteExtra: String = "", protocolExtra: String = "",
        config: String = #""themes": ["light", "dark"]"#, swiftExtra: String = ""
    ) -> String {
        let folder = SwiftSourceFixtures.temporaryFolder()
        var files: [String: String] = [:]
        files["Sources/Colors.swift"] =
            "import UIKit\n\nfinal class PColors {\n" + (0..<colors).map { "    static let C\($0) = UIColor(rgb: 0x\(hex($0)))\n" }.joined()
            + "}\n" + paletteExtra
        files["Sources/Palette.swift"] =
            "import UIKit\n\npublic protocol PPalette {\n" + (0..<tokens).map { "    var token\($0): UIColor { get }\n" }.joined()
            + "}\n\npublic enum PThemeType: String {\n    case light, dark\n}\n" + protocolExtra
        for (name, text) in themes { files["Sources/\(name)"] = text }
        let themeFiles = themes.keys.sorted().map { "\"Sources/\($0)\"" }.joined(separator: ", ")
        files["themebook.json"] = """
            {"title": "Hostile", \(config), "swift": {
              "palette": ["Sources/Colors.swift"], "protocol": "Sources/Palette.swift", "themes": [\(themeFiles)]\(swiftExtra)}}
            """
        SwiftSourceFixtures.write(files, into: folder)
        return folder
    }

    /// Colour i of the palette, as six hex digits.
    static func hex(_ i: Int) -> String { String(format: "%06X", (i * 0x010305) % 0xFFFFFF) }

    /// `public struct <name> { type = .<kind>; colors = <palette>() }`.
    static func theme(_ name: String, _ kind: String, palette: String) -> String {
        "public struct \(name) {\n    public var type: PThemeType = .\(kind)\n    public var colors: PPalette = \(palette)()\n}\n"
    }

    /// `file:line:column` of a diagnostic, the file relative to `folder`.
    static func place(_ diagnostic: Diagnostic?, in folder: String) -> String? {
        diagnostic?.location.map { "\($0.file.replacingOccurrences(of: folder + "/", with: "")):\($0.line):\($0.column)" }
    }

    @Test("a chain of 30 palette classes, each overriding 300 tokens with super, reads every token through the chain")
    func superChain() throws {
        let (n, depth) = (300, 30)
        // Every `super.token` read rebuilt the member list of every class above it (a chain of
        // 30 classes of 400 tokens: 11 s in a release build; 8,000 overrides in one class: 12 s).
        var text = "import UIKit\n" + Self.theme("PLightTheme", "light", palette: "PPalette0")
            + Self.theme("PDarkTheme", "dark", palette: "PPalette\(depth - 1)")
        text += "class PPalette0: PPalette {\n" + (0..<n).map { "    var token\($0): UIColor { PColors.C\($0) }\n" }.joined() + "}\n"
        for level in 1..<depth {
            text += "class PPalette\(level): PPalette\(level - 1) {\n"
            for i in 0..<n {
                let read = level == 15 && i == 7 ? "tokn7" : "token\(i)"
                let alpha = level == depth - 1 ? ".withAlphaComponent(0.5)" : ""
                text += "    override var token\(i): UIColor { super.\(read)\(alpha) }\n"
            }
            text += "}\n"
        }
        let folder = Self.site(colors: n, tokens: n, themes: ["Themes.swift": text])
        defer { SwiftSourceFixtures.remove(folder) }
        let loaded = SwiftSourceFixtures.load(folder)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        for i in [0, 1, 8, n / 2, n - 1] {
            #expect(loaded.color("token\(i)", in: "light")?.palette == "C\(i)")
            #expect(loaded.color("token\(i)", in: "dark")?.palette == "C\(i)")
            #expect(loaded.color("token\(i)", in: "dark")?.color.hex == "#\(Self.hex(i).lowercased())80", "token\(i) at 50%")
        }
        // The one misspelt read, in PPalette15 (line 5 + 4 + n + 2, then n + 2 lines per class).
        let unsupported = loaded.with(id: "swift-unsupported")
        #expect(unsupported.map(\.message) == [
            "'token7' forwards to 'tokn7', which 'PPalette14' does not declare; its value is shown as unknown"
        ])
        #expect(unsupported.first?.suggestion == "token7")
        #expect(Self.place(unsupported.first, in: folder) == "Sources/Themes.swift:\(11 + n + 14 * (n + 2) + 1 + 7 + 1):42")
        #expect(loaded.value("token7", in: "dark") == .unknown)
        #expect(loaded.catalogue?.themes.map { $0.values.count } == [n, n])
    }

    @Test("3,000 reads of misspelt members of a helper with 3,000 members each name the closest one")
    func missingMembers() throws {
        let n = 3000
        // Each missing member listed the helper's members again and indexed them for its
        // suggestion (4,000 misspelt reads of a helper of 4,000 members: 24 s in a release build).
        var text = "import UIKit\n" + Self.theme("PLightTheme", "light", palette: "PLightPalette")
            + Self.theme("PDarkTheme", "dark", palette: "PDarkPalette")
        text += "struct PBrand {\n" + (0..<n).map { "    var brandColour\($0): UIColor { PColors.C\($0) }\n" }.joined() + "}\n"
        text += "struct PLightPalette: PPalette {\n    let brand = PBrand()\n"
        // Ten misspellings, each read by 300 tokens; every hundredth token reads a real member.
        text += (0..<n).map { "    var token\($0): UIColor { brand.brandColou\($0 % 100 == 99 ? "r\($0)" : "ur\($0 % 10)") }\n" }.joined()
        text += "}\nstruct PDarkPalette: PPalette {\n" + (0..<n).map { "    var token\($0): UIColor { PColors.C\($0) }\n" }.joined() + "}\n"
        let folder = Self.site(colors: n, tokens: n, themes: ["Themes.swift": text])
        defer { SwiftSourceFixtures.remove(folder) }
        let loaded = SwiftSourceFixtures.load(folder)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        // The first hundred of one file, then a note saying how many more are not shown.
        let unsupported = loaded.with(id: "swift-unsupported")
        #expect(unsupported.count == 101)
        #expect(unsupported.first?.message == "'token0' forwards to 'brandColouur0', which 'PBrand' does not declare; its value is shown as unknown")
        #expect(unsupported.first?.suggestion == "brandColour0")
        #expect(Self.place(unsupported.first, in: folder) == "Sources/Themes.swift:\(14 + n):33")
        #expect(unsupported[98].message.hasPrefix("'token98' forwards to 'brandColouur8'"))
        #expect(unsupported[98].suggestion == "brandColour8")
        #expect(Self.place(unsupported[99], in: folder) == "Sources/Themes.swift:\(14 + n + 100):35")
        #expect(unsupported.last?.message == "\(n - n / 100 - 100) more 'swift-unsupported' diagnostics in this file are not shown; at most 100 of one kind are shown per file")
        #expect(loaded.value("token0", in: "light") == .unknown)
        #expect(loaded.color("token99", in: "light")?.palette == "C99")
        #expect(loaded.color("token\(n - 1)", in: "light")?.palette == "C\(n - 1)")
        #expect(loaded.color("token\(n - 1)", in: "dark")?.palette == "C\(n - 1)")
    }

    @Test("4,000 tokens naming misspelt palette namespaces among 4,000 namespaces each name the closest one")
    func misspeltNamespaces() throws {
        let n = 4000
        // Each misspelt namespace indexed every namespace for its suggestion (4,000 of each in
        // two themes: 18 s in a release build).
        let namespaces = (0..<n).map { "final class PNamespace\($0) {\n    static let C = UIColor(rgb: 0x\(Self.hex($0)))\n}\n" }.joined()
        var text = "import UIKit\n" + Self.theme("PLightTheme", "light", palette: "PSharedPalette")
            + Self.theme("PDarkTheme", "dark", palette: "PSharedPalette")
        // Ten misspellings, each in 400 tokens; every hundredth token names a real namespace.
        text += "struct PSharedPalette: PPalette {\n"
            + (0..<n).map { "    var token\($0): UIColor { PNamesp\($0 % 100 == 99 ? "ace\($0)" : "ce\($0 % 10)").C }\n" }.joined() + "}\n"
        let folder = Self.site(colors: 1, tokens: n, themes: ["Themes.swift": text], paletteExtra: namespaces)
        defer { SwiftSourceFixtures.remove(folder) }
        let loaded = SwiftSourceFixtures.load(folder)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        // Both themes read the one palette struct: each warning is given once.
        let unsupported = loaded.with(id: "swift-unsupported")
        #expect(unsupported.count == 101)
        #expect(unsupported.first?.message == "'token0' uses 'PNamespce0.C', which themebook does not read; its value is shown as unknown")
        #expect(unsupported.first?.suggestion == "PNamespace0")
        #expect(Self.place(unsupported.first, in: folder) == "Sources/Themes.swift:11:27")
        #expect(unsupported[98].message.hasPrefix("'token98' uses 'PNamespce8.C'"))
        #expect(unsupported[98].suggestion == "PNamespace8")
        #expect(Self.place(unsupported[99], in: folder) == "Sources/Themes.swift:111:29")
        #expect(unsupported.last?.message == "\(n - n / 100 - 100) more 'swift-unsupported' diagnostics in this file are not shown; at most 100 of one kind are shown per file")
        for theme in ["light", "dark"] {
            #expect(loaded.value("token0", in: theme) == .unknown)
            #expect(loaded.color("token99", in: theme)?.palette == "PNamespace99.C")
            #expect(loaded.color("token\(n - 1)", in: theme)?.color.hex == "#\(Self.hex(n - 1).lowercased())")
        }
    }

    @Test("3,000 themes of one theme type enum of 3,000 cases each get their raw value as id, in the config's order")
    func manyThemes() throws {
        let n = 3000
        // Each theme listed every type of every file again and scanned every enum case for its
        // own, then scanned its enum's cases again for the raw value (4,000 themes: 24 s in a
        // release build).
        let cases = (0..<n).map { $0 == n - 1 ? "    case theme\($0)\n" : "    case theme\($0) = \"t\($0)\"\n" }.joined()
        // An enum of the theme files with a case of the same name: theme 5 names its own enum.
        var text = "import UIKit\nenum POtherType: String {\n    case theme5 = \"other\"\n}\n"
        for i in 0..<n {
            text += "public struct PTheme\(i) {\n    public var type: PManyType = .theme\(i)\n    public var colors: PPalette = PPalette\(i)()\n}\n"
            text += "struct PPalette\(i): PPalette {\n    var token0: UIColor { PColors.C\(i % 50) }\n    var token1 = UIColor(rgb: 0x\(Self.hex(i)))\n}\n"
        }
        // The config lists them last first.
        let ids = (0..<n).reversed().map { $0 == n - 1 ? "theme\($0)" : "t\($0)" }
        let folder = Self.site(
            colors: 50, tokens: 2, themes: ["Themes.swift": text], protocolExtra: "public enum PManyType: String {\n\(cases)}\n",
            config: "\"themes\": [\(ids.map { "\"\($0)\"" }.joined(separator: ", "))]")
        defer { SwiftSourceFixtures.remove(folder) }
        let loaded = SwiftSourceFixtures.load(folder)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings.map(\.message))")
        let themes = try #require(loaded.catalogue?.themes)
        #expect(themes.map(\.info.id) == ids)
        #expect(themes.first?.info.label == "Theme\(n - 1)")
        #expect(themes.first?.info.location.map { "\($0.line):\($0.column)" } == "\(5 + 8 * (n - 1)):15")
        for i in [0, 5, n / 2, n - 2] {
            let theme = try #require(themes.first { $0.info.id == "t\(i)" }, "theme t\(i)")
            #expect(theme.info.label == "Theme\(i)")
            guard case .color(let c)? = theme.values["token1"] else {
                Issue.record("token1 of t\(i) is not a colour")
                continue
            }
            #expect(c.color.hex == "#\(Self.hex(i).lowercased())")
            #expect(loaded.color("token0", in: "t\(i)")?.palette == "C\(i % 50)")
        }
    }

    @Test("2,000 theme structs share the light id: the one that builds on another is chosen, the rest noted in order")
    func manySharedThemes() throws {
        let n = 2000
        // Which one builds on another was asked for every pair of the group, each answer a walk
        // of both palettes (2,000 structs: 11.5 s in a release build).
        var text = "import UIKit\n" + Self.theme("PDarkTheme", "dark", palette: "PDarkPalette")
        text += "struct PDarkPalette: PPalette {\n    var token0: UIColor { PColors.C1 }\n    var token1: UIColor { PColors.C2 }\n}\n"
        for i in 0..<n {
            // Theme 1,234 keeps theme 3 as its fallback; nothing else builds on a theme.
            let fallback = i == 1234 ? "    var fallback = PLight3()\n" : ""
            text += "public struct PLight\(i) {\n    public var type: PThemeType = .light\n    public var colors: PPalette = PPalette\(i)()\n\(fallback)}\n"
            text += "struct PPalette\(i): PPalette {\n    var token0: UIColor { PColors.C\(i % 50) }\n    var token1 = UIColor(rgb: 0x\(Self.hex(i)))\n}\n"
        }
        let folder = Self.site(colors: 50, tokens: 2, themes: ["Themes.swift": text])
        defer { SwiftSourceFixtures.remove(folder) }
        let loaded = SwiftSourceFixtures.load(folder)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        let themes = try #require(loaded.catalogue?.themes)
        #expect(themes.map(\.info.id) == ["light", "dark"])
        #expect(loaded.color("token0", in: "light")?.palette == "C\(1234 % 50)")
        let notes = loaded.with(id: SwiftThemeReader.notChosenID)
        // A note for each struct left out, in source order (a hundred shown, then one saying how many more).
        #expect(notes.first?.message == "theme 'PLight0' has theme id 'light' like 'PLight1234', which is documented "
            + "because its palette builds on the other; it is left out (name 'PLight0' in the site config's 'themes' to document it instead)")
        let named = notes.compactMap { $0.message.split(separator: "'").dropFirst().first.map(String.init) }
        #expect(Array(named.prefix(3)) == ["PLight0", "PLight1", "PLight2"])
        #expect(!named.contains("PLight1234"))
    }

    @Test("3,000 themes naming palette structs that are not declared: each is an error with the struct meant")
    func manyMisspeltPalettes() throws {
        let n = 3000
        // The palette structs were listed and sorted again for each theme, and for each
        // property of each (3,000 themes: 16 s in a release build).
        var text = "import UIKit\n"
        for i in 0..<n {
            text += "public struct PTheme\(i) {\n    public var type: PThemeType = .\(i == 0 ? "light" : "dark")\n    public var colors: PPalette = PPalete\(i)()\n}\n"
            text += "struct PPalette\(i): PPalette {\n    var token0: UIColor { PColors.C\(i % 50) }\n    var token1 = UIColor(rgb: 0x\(Self.hex(i)))\n}\n"
        }
        let folder = Self.site(colors: 50, tokens: 2, themes: ["Themes.swift": text])
        defer { SwiftSourceFixtures.remove(folder) }
        let loaded = SwiftSourceFixtures.load(folder)
        let missing = loaded.errors.filter { $0.id == "swift-missing" }
        #expect(missing.count >= 100)
        for (k, diagnostic) in missing.prefix(100).enumerated() {
            #expect(diagnostic.message == "palette struct 'PPalete\(k)' of theme 'PTheme\(k)' is not declared in the theme files")
            #expect(diagnostic.suggestion == "PPalette\(k)")
            #expect(Self.place(diagnostic, in: folder) == "Sources/Themes.swift:\(4 + 8 * k):35")
        }
    }

    @Test("3,000 themes each given a label in swift.themeInfo, and entries for themes that do not exist: labels and errors as for a few")
    func manyThemeInfoEntries() throws {
        let n = 3000
        // Each theme searched every entry for its own, and each entry every theme (with a new
        // suggestion index for each that matched none).
        let cases = (0..<n).map { "    case theme\($0)\n" }.joined()
        var text = "import UIKit\n"
        for i in 0..<n {
            text += "public struct PTheme\(i) {\n    public var type: PManyType = .theme\(i)\n    public var colors: PPalette = PPalette\(i)()\n}\n"
            text += "struct PPalette\(i): PPalette {\n    var token0: UIColor { PColors.C\(i % 50) }\n    var token1 = UIColor(rgb: 0x\(Self.hex(i)))\n}\n"
        }
        let entries = (0..<n).map { #""theme\#($0)": {"label": "Theme number \#($0)", "appearance": "\#($0 % 2 == 0 ? "light" : "dark")"}"# }
            + [#""theme12x": {"label": "Nope"}"#, #""zzz": {"label": "Nope"}"#]
        let folder = Self.site(
            colors: 50, tokens: 2, themes: ["Themes.swift": text], protocolExtra: "public enum PManyType: String {\n\(cases)}\n",
            config: "\"themes\": [\((0..<n).map { "\"theme\($0)\"" }.joined(separator: ", "))]",
            swiftExtra: ", \"themeInfo\": {\(entries.joined(separator: ", "))}")
        defer { SwiftSourceFixtures.remove(folder) }
        let loaded = SwiftSourceFixtures.load(folder)
        let unknown = loaded.errors.filter { $0.id == "unknown-theme" }
        #expect(unknown.map(\.message) == [
            "'swift.themeInfo' names theme 'theme12x', which the theme files do not define",
            "'swift.themeInfo' names theme 'zzz', which the theme files do not define",
        ])
        #expect(unknown.map(\.suggestion) == ["theme12", nil])
        #expect(loaded.errors.count == 2, "\(loaded.errors.prefix(3).map(\.message))")
        let themes = try #require(loaded.catalogue?.themes)
        #expect(themes.count == n)
        for i in [0, 1, 12, n - 1] {
            #expect(themes[i].info.label == "Theme number \(i)")
            #expect(themes[i].info.appearance == (i % 2 == 0 ? .light : .dark))
        }
    }
}
