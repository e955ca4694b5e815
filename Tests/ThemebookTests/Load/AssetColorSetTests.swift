import Foundation
import Testing
@testable import ThemebookCore

/// Colour sets of asset catalogues read as tokens. `Fixtures/ios-colorsets` is an app with two
/// catalogues holding every form Xcode writes: components as decimals, `0xNN` bytes and 0–255
/// whole numbers (mixed in one colour), JSON numbers; the spaces srgb, display-p3 (in and out of
/// the sRGB gamut), extended-srgb, extended-linear-srgb, gray-gamma-22 and extended-gray; system
/// colour references for iOS and macOS; any, light and dark luminosity, high contrast; idiom,
/// gamut and language-direction variants; namespace and plain folders; a name in both catalogues.
@Suite("Asset catalogue colour sets")
struct AssetColorSetTests {
    static let fixture = Repo.path("Tests/ThemebookTests/Fixtures/ios-colorsets")

    /// The fixture checked, with every file kept in memory.
    static func build() -> Build.Result {
        var options = Build.Options()
        options.content = fixture + "/docs"
        options.templates = Repo.path("templates")
        options.mode = .memory
        return Build.run(options)
    }

    static func json(_ result: Build.Result) throws -> [String: Any] {
        let bytes = try #require(result.files["catalogue.json"])
        return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    /// Token name → theme id → hex (or `kind` when not a colour), from catalogue.json.
    static func values(_ catalogue: [String: Any]) -> [String: [String: String]] {
        var out: [String: [String: String]] = [:]
        for token in catalogue["tokens"] as? [[String: Any]] ?? [] {
            let name = token["name"] as? String ?? ""
            for (theme, value) in token["values"] as? [String: [String: Any]] ?? [:] {
                out[name, default: [:]][theme] = (value["hex"] ?? value["kind"]) as? String
            }
        }
        return out
    }

    @Test("every form resolves to its value in each theme, and the build is clean")
    func valuesPerTheme() throws {
        let result = Self.build()
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let catalogue = try Self.json(result)
        let themes = (catalogue["themes"] as? [[String: Any]] ?? []).map { "\($0["id"] ?? "") \($0["label"] ?? "") \($0["appearance"] ?? "")" }
        #expect(themes == ["light Light light", "dark Dark dark", "light-high-contrast Light · High contrast light", "dark-high-contrast Dark · High contrast dark"])
        let values = Self.values(catalogue)
        // light, dark, light high contrast, dark high contrast
        let expected: [String: [String]] = [
            // Hex bytes in light, whole numbers in dark.
            "AccentColor": ["#1e96e6", "#3da9f0", "#1e96e6", "#3da9f0"],
            // Decimals; then a hex byte, a whole number and a decimal in one colour, with alpha.
            "Colors/Label/primary": ["#4375bd", "#f7ad80cc", "#4375bd", "#f7ad80cc"],
            // An explicit light entry.
            "Colors/Label/primary.reverse": ["#ffffff", "#000000", "#ffffff", "#000000"],
            // JSON numbers: decimals, and a whole number from 2 to 255 as a byte.
            "Colors/Label/secondary": ["#8040ff", "#80402080", "#8040ff", "#80402080"],
            // A system colour for any appearance, a gray-gamma-22 grey in the dark.
            "Colors/surface": ["#ffffff", "#303030", "#ffffff", "#303030"],
            // display-p3 in light, srgb in dark.
            "Blurple": ["#8465d3", "#564cd9", "#8465d3", "#564cd9"],
            "Vivid": ["#ff0b0c", "#ff0b0c", "#ff0b0c", "#ff0b0c"],
            "mist": ["#808080", "#cdcdcd80", "#808080", "#cdcdcd80"],
            "glow": ["#ff8b3e", "#336699", "#ff8b3e", "#336699"],
            "linear": ["#7f7f7f", "#ffbc00", "#7f7f7f", "#ffbc00"],
            // Any, dark, any high contrast, dark high contrast.
            "ink": ["#111111", "#eeeeee", "#000000", "#ffffff"],
            // No dark high-contrast entry: the dark one, before the any-appearance high-contrast one.
            "edge": ["#cccccc", "#333333", "#999999", "#333333"],
            // The universal sRGB entries, not the display-P3, iPad or right-to-left ones.
            "tile": ["#aaaaaa", "#222222", "#aaaaaa", "#222222"],
            "separator": ["#3c3c434a", "#54545899", "#3c3c434a", "#54545899"],
            "macLabel": ["#000000d9", "#ffffffd9", "#000000d9", "#ffffffd9"],
            "systemRed": ["#ff3b30", "#ff453a", "#d70015", "#ff6961"],
            // No dark entry: the "any" one everywhere.
            "brandOnly": ["#ff6600", "#ff6600", "#ff6600", "#ff6600"],
            "Widget/Assets/AccentColor": ["#ff0000", "#ff0000", "#ff0000", "#ff0000"],
        ]
        #expect(Set(values.keys) == Set(expected.keys))
        for (name, hexes) in expected {
            let got = ["light", "dark", "light-high-contrast", "dark-high-contrast"].map { values[name]?[$0] ?? "none" }
            #expect(got == hexes, "\(name)")
        }
    }

    @Test("colours in their own notation: display-p3, extended and linear sRGB, greys and system colours by name")
    func notations() throws {
        let catalogue = try #require(Self.build().catalogue)
        func color(_ token: String, _ theme: String) -> ResolvedColor? {
            guard case .color(let c)? = catalogue.themes.first(where: { $0.info.id == theme })?.values[token] else { return nil }
            return c
        }
        #expect(color("Blurple", "light")?.notation == "color(display-p3 0.500 0.400 0.800)")
        #expect(color("Blurple", "light")?.outOfGamut == false)
        #expect(color("Blurple", "dark")?.notation == nil)
        #expect(color("Vivid", "light")?.notation == "color(display-p3 1.000 0.000 0.000)")
        #expect(color("Vivid", "light")?.outOfGamut == true)
        #expect(color("glow", "light")?.notation == "color(srgb 1.100 0.500 -0.050)")
        #expect(color("glow", "light")?.outOfGamut == true)
        #expect(color("linear", "dark")?.notation == "color(srgb-linear 1.000 0.500 0.000)")
        #expect(color("mist", "light")?.notation == "gray-gamma-22(0.500)")
        #expect(color("mist", "dark")?.notation == "extended-gray(0.800)")
        #expect(color("Colors/surface", "light")?.notation == "systemBackgroundColor")
        #expect(color("separator", "dark")?.notation == "separatorColor")
        #expect(color("separator", "dark")?.alpha == 0.6)
    }

    @Test("names join namespace folders only; categories are the folders; variants are listed; one value on purpose")
    func namesAndDeclarations() throws {
        let catalogue = try #require(Self.build().catalogue)
        let tokens = Dictionary(catalogue.tokens.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(tokens["Colors/surface"]?.category == "Colors/Background")
        #expect(tokens["Colors/Label/primary"]?.category == "Colors/Label")
        #expect(tokens["AccentColor"]?.category == "Assets")
        #expect(tokens["tile"]?.description
            == "Variants not shown: display-P3 (any color(display-p3 0.600 0.600 0.600)); ipad (any #ffffff); right-to-left (any #123456).")
        #expect(tokens["brandOnly"]?.sameAcrossAppearances == true)
        #expect(tokens["AccentColor"]?.sameAcrossAppearances == false)
        #expect(tokens["Colors/Label/primary"]?.location?.file
            == Self.fixture + "/App/Resources/Assets.xcassets/Colors/Label/primary.colorset/Contents.json")
    }

    @Test("each token shows the app's own spelling: SwiftGen's symbols for one catalogue, Xcode's for the other")
    func codeSpellings() throws {
        let result = Self.build()
        let catalogue = try #require(result.catalogue)
        let spellings = Dictionary(catalogue.tokens.map { ($0.name, $0.codeSpelling ?? "") }, uniquingKeysWith: { a, _ in a })
        #expect(spellings["Colors/Label/primary"] == "Asset.Colors.Label.primary.color")
        #expect(spellings["Colors/Label/primary.reverse"] == "Asset.Colors.Label.primaryReverse.color")
        #expect(spellings["Colors/surface"] == "Asset.Colors.surface.color")
        #expect(spellings["AccentColor"] == "Asset.accentColor.color")
        #expect(spellings["Widget/Assets/AccentColor"] == "Color(.accent)")
        let page = String(decoding: try #require(result.files["tokens/Colors~2FLabel~2Fprimary.html"]), as: UTF8.self)
        #expect(page.contains(#"In code: <code class="code-ref" data-copy>Asset.Colors.Label.primary.color</code>"#))
        let json = String(decoding: try #require(result.files["catalogue.json"]), as: UTF8.self)
        #expect(json.contains(#"""
                  "category": "Colors/Label",
                  "code": "Asset.Colors.Label.primary.color",
                  "name": "Colors/Label/primary",
            """#))
    }

    @Test("search finds a token by its spelling and by the system colour it names")
    func searchRecords() throws {
        let catalogue = try #require(Self.build().catalogue)
        let records = Dictionary(try SearchIndex.records(catalogue).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(records["token:separator"]?.meta == [
            "code": "Asset.separator.color", "systemColor": "separatorColor", "light": "#3c3c434a", "dark": "#54545899",
            "light-high-contrast": "#3c3c434a", "dark-high-contrast": "#54545899",
        ])
        #expect(records["token:Widget/Assets/AccentColor"]?.meta["code"] == "Color(.accent)")
        #expect(records["token:mist"]?.meta["systemColor"] == nil)
    }

    @Test("an independent reader of the colour sets computes the same hex in every theme")
    func independentReader() throws {
        let result = Self.build()
        let site = try TempSite()
        defer { site.remove() }
        try site.write("catalogue.json", bytes: try #require(result.files["catalogue.json"]))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", Self.fixture + "/verify_colorsets.py", site.path("catalogue.json"),
            Self.fixture + "/App/Resources/Assets.xcassets", Self.fixture + "/App/Widget/Assets.xcassets",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output == "checked 72 values\n")
    }
}
