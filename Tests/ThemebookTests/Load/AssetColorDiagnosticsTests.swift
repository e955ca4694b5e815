import Foundation
import Testing
@testable import ThemebookCore

/// Malformed colour sets: each problem at its exact line and column in that `Contents.json`; a
/// value themebook cannot follow is a warning and shown as unknown, never as a wrong value; the
/// rest of the catalogue still builds.
@Suite("Asset catalogue colour set diagnostics")
struct AssetColorDiagnosticsTests {
    /// A content folder whose config reads `content/App.xcassets`, with one colour set per
    /// entry of `sets` (name → Contents.json), and one good set `good`.
    static func site(_ sets: [String: MarkedText], config: String = #"{"title": "T", "colorSets": ["App.xcassets"]}"#) throws -> TempSite {
        var files = [
            "content/themebook.json": config,
            "content/App.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
            "content/App.xcassets/good.colorset/Contents.json": """
                {"colors": [{"color": {"color-space": "srgb", "components": {"red": "0x12", "green": "0x34", "blue": "0x56", "alpha": "1.000"}}, "idiom": "universal"},
                            {"appearances": [{"appearance": "luminosity", "value": "dark"}],
                             "color": {"color-space": "srgb", "components": {"red": "0xAB", "green": "0xCD", "blue": "0xEF", "alpha": "1.000"}}, "idiom": "universal"}]}
                """,
        ]
        for (name, text) in sets { files["content/App.xcassets/\(name).colorset/Contents.json"] = text.text }
        return try TempSite(files)
    }

    static func file(_ name: String) -> String { "content/App.xcassets/\(name).colorset/Contents.json" }

    @Test("malformed components, spaces and entries are errors at their positions; the other theme keeps its value")
    func malformed() throws {
        let badByte = MarkedText("""
            {"colors": [
              {"color": {"color-space": "srgb", "components": {"red": 1️⃣"0xG7", "green": "0.5", "blue": "0.5"}}, "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"red": "0x10", "green": "0x20", "blue": "0x30", "alpha": "1.000"}}}
            ]}
            """)
        let outside = MarkedText("""
            {"colors": [{"color": {"color-space": "display-p3",
                                   "components": {"red": "0.1", "green": 1️⃣"1.200", "blue": "0.3", "alpha": 2️⃣"1.5"}}}]}
            """)
        let missing = MarkedText("""
            {"colors": [{"color": {"color-space": "srgb", "components": 1️⃣{"red": "0.1", "blue": "0.3"}}},
                        2️⃣[],
                        {"appearances": 3️⃣{"appearance": "luminosity"}, "color": {"components": {"red": "1", "green": "1", "blue": "1"}}},
                        {"color": 4️⃣"white"}]}
            """)
        let notArray = MarkedText(#"{"colors": 1️⃣{"color": {}}}"#)
        let syntax = MarkedText(#"{"colors": [1️⃣}"#)
        let site = try Self.site(["badByte": badByte, "outside": outside, "missing": missing, "notArray": notArray, "syntax": syntax])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(result.diagnosticLines(relativeTo: site.folder.path) == [
            "\(Self.file("badByte")):\(badByte[1]): error: colour set 'badByte' component 'red' '0xG7' is not a decimal, a 0–255 whole number or a 0xNN byte [invalid-color-set]",
            "\(Self.file("missing")):\(missing[1]): error: colour set 'missing' 'components' has no 'green' [invalid-color-set]",
            "\(Self.file("missing")):\(missing[2]): error: colour set 'missing' entry must be an object, not an array [invalid-color-set]",
            "\(Self.file("missing")):\(missing[3]): error: colour set 'missing' 'appearances' must be an array, not an object [invalid-color-set]",
            "\(Self.file("missing")):\(missing[4]): error: colour set 'missing' 'color' must be an object, not a string [invalid-color-set]",
            "\(Self.file("notArray")):\(notArray[1]): error: colour set 'notArray' 'colors' must be an array, not an object [invalid-color-set]",
            "\(Self.file("outside")):\(outside[1]): error: colour set 'outside' component 'green' '1.200' is outside 0–1; only the extended spaces go beyond [invalid-color-set]",
            "\(Self.file("outside")):\(outside[2]): error: colour set 'outside' alpha '1.5' is not a decimal from 0 to 1 [invalid-color-set]",
            "\(Self.file("syntax")):\(syntax[1]): error: unexpected '}'; expected a value [json-syntax]",
        ])
        let catalogue = try #require(result.catalogue)
        func value(_ token: String, _ theme: String) -> ResolvedValue? { catalogue.themes.first { $0.info.id == theme }?.values[token] }
        // The malformed light entry is unknown; the dark one still shows; the good set is whole.
        #expect(value("badByte", "light") == .unknown)
        guard case .color(let dark)? = value("badByte", "dark"), case .color(let good)? = value("good", "dark") else {
            Issue.record("badByte and good have colours in the dark theme")
            return
        }
        #expect(dark.color.hex == "#102030")
        #expect(good.color.hex == "#abcdef")
    }

    @Test("a colour space or system colour themebook does not know is a warning naming it; the value is unknown, and the site builds")
    func unsupported() throws {
        let space = MarkedText(#"{"colors": [{"color": {"color-space": 1️⃣"extended-srgb-linear", "components": {"red": "0", "green": "0", "blue": "0"}}}]}"#)
        let system = MarkedText(#"{"colors": [{"color": {"platform": "ios", "reference": 1️⃣"systemRedColour"}}, {"color": {"reference": 2️⃣"tintColor"}, "appearances": [{"appearance": "luminosity", "value": "dark"}]}]}"#)
        let empty = MarkedText(#"{"colors": []}"#)
        let site = try Self.site(["space": space, "system": system, "empty": empty])
        defer { site.remove() }
        let result = site.build()
        #expect(result.wrote)
        #expect(result.diagnosticLines(relativeTo: site.folder.path) == [
            "\(Self.file("empty")):1:1: warning: colour set 'empty' holds no colour; it is shown as unknown [color-set-unsupported]",
            "\(Self.file("space")):\(space[1]): warning: colour set 'space' uses colour space 'extended-srgb-linear', which themebook does not read; it is shown as unknown [color-set-unsupported]",
            "\(Self.file("system")):\(system[1]): warning: colour set 'system' refers to system colour 'systemRedColour', whose values themebook does not know; it is shown as unknown; did you mean 'systemRedColor'? [color-set-unsupported]",
            "\(Self.file("system")):\(system[2]): warning: colour set 'system' refers to system colour 'tintColor', whose values themebook does not know; it is shown as unknown; did you mean 'textColor'? [color-set-unsupported]",
        ])
        let catalogue = try #require(result.catalogue)
        for token in ["space", "system", "empty"] {
            for theme in catalogue.themes { #expect(theme.values[token] == .unknown, "\(token) in \(theme.info.id)") }
        }
        #expect(site.read("site/tokens/good.html")?.contains("#123456") == true)
    }

    @Test("two sets of one name in plain folders: a warning at the second; a name in two catalogues is qualified")
    func duplicates() throws {
        let set = #"{"colors": [{"color": {"components": {"red": "1", "green": "2", "blue": "3"}}}]}"#
        let config = MarkedText(#"{"title": "T", "colorSets": ["A.xcassets", "Other/A.xcassets", 1️⃣"./A.xcassets"]}"#)
        let site = try TempSite([
            "content/themebook.json": config.text,
            "content/A.xcassets/One/x.colorset/Contents.json": set,
            "content/A.xcassets/Two/x.colorset/Contents.json": set,
            "content/Other/A.xcassets/x.colorset/Contents.json": set,
        ])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(result.diagnosticLines(relativeTo: site.folder.path) == [
            "content/A.xcassets/Two/x.colorset/Contents.json:1:1: warning: colour set 'x' is in 'A' twice; code gets one of them, the first is shown [duplicate-color-set]",
            "content/themebook.json:\(config[1]): warning: 'colorSets' lists './A.xcassets' twice; it is read once [duplicate-config-entry]",
        ])
        #expect(result.catalogue?.tokens.map(\.name) == ["x", "Other/A/x"])
        #expect(result.catalogue?.tokens.map(\.codeSpelling) == [#"UIColor(named: "x")"#, #"UIColor(named: "x")"#])
    }

    @Test("config entries of the wrong kind are errors at their place")
    func config() throws {
        let config = MarkedText("""
            {"title": "T", "colorSets": [1️⃣3, {"catalog": "App.xcassets", "code": 2️⃣"swiftGen", "framework": 3️⃣"appkit", "enum": 4️⃣"1Asset", 5️⃣"bundle": "x"}]}
            """)
        let site = try Self.site([:], config: config.text)
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(result.diagnosticLines(relativeTo: site.folder.path) == [
            "content/themebook.json:\(config[1]): error: 'colorSets' entry must be a catalogue path or an object with 'catalog', not a number [invalid-config]",
            "content/themebook.json:\(config[2]): error: 'colorSets.code' must be 'named', 'xcode' or 'swiftgen'; did you mean 'swiftgen'? [invalid-config]",
            "content/themebook.json:\(config[3]): error: 'colorSets.framework' must be 'uikit' or 'swiftui' [invalid-config]",
            "content/themebook.json:\(config[4]): error: 'colorSets.enum' must be the Swift enum the symbols sit in, such as \"Asset\" [invalid-config]",
            "content/themebook.json:\(config[5]): warning: 'colorSets.bundle' is not a site config key [unknown-config-key]",
        ])
    }
}
