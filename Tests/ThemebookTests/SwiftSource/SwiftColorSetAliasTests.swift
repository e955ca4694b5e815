import Testing

@testable import ThemebookCore

/// Swift values naming colour sets become aliases of the colour-set tokens (named by their
/// asset name) once the catalogue is read; here the colour sets are given as the themes an
/// asset catalogue reader adds, `light` and `dark`.
@Suite("Swift shapes: aliases of colour sets")
struct SwiftColorSetAliasTests {
    /// The `color-sets` fixture's Swift themes, then colour-set themes of the given tokens.
    static func resolved(colorSets: [String], colorSetThemes: [String] = ["light", "dark"])
        -> (raw: RawCatalogue, diagnostics: [Diagnostic])
    {
        var diagnostics = Diagnostics()
        let config = SiteConfig()
        var raw = RawCatalogue(config: config)
        let files = InputFiles(root: SwiftShapes.folder("color-sets"))
        var swift = SwiftSourceConfig()
        swift.themes = ["Sources/AppColors.swift"]
        let pending = SwiftSourceLoader.load(swift, into: &raw, files: files, diagnostics: &diagnostics)
        for id in colorSetThemes {
            let appearance: Appearance = id.contains("dark") ? .dark : .light
            let tokens = colorSets.map { name in
                RawThemeToken(name: name, path: name, type: .color, value: .literal(Color(red: 0, green: 0, blue: 0), SourceLocation(file: "Colors.xcassets", line: 1, column: 1)), location: nil)
            }
            raw.themes.append(
                RawTheme(
                    info: ThemeInfo(id: id, label: id, appearance: appearance, imageSuffix: "", location: nil), tokens: tokens))
        }
        pending.resolve(in: &raw, diagnostics: &diagnostics)
        return (raw, diagnostics.sorted)
    }

    static func value(_ token: String, in theme: String, of raw: RawCatalogue) -> RawValue? {
        raw.themes.first { $0.info.id == theme }?.tokens.first { $0.name == token }?.value
    }

    @Test("SwiftGen paths, names, generated symbols: each an alias of its colour set in the theme of the same id")
    func resolves() throws {
        let (raw, diagnostics) = Self.resolved(colorSets: ["Colors/Label/primary", "AccentColor", "Brand/blue", "TintBlue"])
        #expect(raw.themes.map(\.info.id) == ["light", "dark"], "the colour-set themes merge into the Swift ones")
        func target(_ token: String, _ theme: String) -> Reference? {
            if case .reference(let reference, _)? = Self.value(token, in: theme, of: raw) { return reference }
            return nil
        }
        #expect(target("label", "light") == .token("Colors/Label/primary", theme: nil))
        #expect(target("label", "dark") == .token("Colors/Label/primary", theme: nil))
        #expect(target("accent", "dark") == .token("AccentColor", theme: nil))
        #expect(target("brand", "light") == .token("Brand/blue", theme: nil))
        // `.tintBlue`, Xcode's symbol for the set `TintBlue`.
        #expect(target("tint", "light") == .token("TintBlue", theme: nil))
        // Not in the catalogue: unknown, with the warning at the value.
        if case .invalid? = Self.value("missing", in: "light", of: raw) {} else { Issue.record("missing is unknown") }
        let warnings = diagnostics.filter { $0.id == SwiftColorSetAlias.unresolvedID }
        #expect(warnings.count == 1 && warnings.first?.message.hasPrefix("'Color(\"Nope\", bundle: .module)'") == true)
    }

    @Test("a SwiftGen path matches the colour set whose name is its longest suffix; a folder without a namespace is dropped")
    func suffixes() {
        let (raw, _) = Self.resolved(colorSets: ["Label/primary", "primary", "AccentColor", "Brand/blue", "TintBlue"])
        if case .reference(let reference, _)? = Self.value("label", in: "light", of: raw) {
            #expect(reference == .token("Label/primary", theme: nil))
        } else {
            Issue.record("label is an alias")
        }
    }

    @Test("a SwiftGen path as SwiftGen spells it matches its colour set: Brand.blurple for Brand/Blurple, tabBarTint for tab.bar.tint")
    func swiftGenSpellings() {
        let matcher = SwiftColorSetAlias.Matcher(["Colors/Brand/Blurple", "Colors/tab.bar.tint", "Colors/AccentColor", "Text/label-primary", "a-b", "aB"])
        func match(_ path: String) -> String? { matcher.match(SwiftColorSetAlias.Target(kind: .path, key: path, summary: "")) }
        #expect(match("Colors/Brand/blurple") == "Colors/Brand/Blurple")
        #expect(match("Colors/tabBarTint") == "Colors/tab.bar.tint")
        #expect(match("Colors/accentColor") == "Colors/AccentColor")
        #expect(match("Text/labelPrimary") == "Text/label-primary")
        // A module or a flattened folder before the path is dropped; the names themselves still match exactly first.
        #expect(match("Module/Brand/blurple") == "Colors/Brand/Blurple")
        #expect(match("Colors/Brand/Blurple") == "Colors/Brand/Blurple")
        // Two sets SwiftGen spells alike: neither is guessed.
        #expect(match("aB") == "aB")
        #expect(match("ab") == nil)
        #expect(match("Colors/Brand/purple") == nil)
    }

    @Test("colour sets in themes of other ids: the alias names the theme of the same appearance")
    func otherThemes() {
        let (raw, _) = Self.resolved(colorSets: ["AccentColor"], colorSetThemes: ["day", "night-dark"])
        if case .reference(let reference, _)? = Self.value("accent", in: "dark", of: raw) {
            #expect(reference == .token("AccentColor", theme: "night-dark"))
        } else {
            Issue.record("accent is an alias")
        }
        #expect(raw.themes.map(\.info.id) == ["light", "dark", "day", "night-dark"])
    }

    @Test("an alias of a colour set with one appearance is the same in light and dark by design, as the set is: no warning; an alias of a set whose two appearances match is warned")
    func singleAppearance() throws {
        func set(_ entries: String) -> String { #"{"colors": ["# + entries + #"], "info": {"author": "xcode", "version": 1}}"# }
        let any = #"{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0xFF", "green": "0xCC", "blue": "0x00", "alpha": "1.000"}}}"#
        let dark = #"{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "srgb", "components": {"red": "0xFF", "green": "0xCC", "blue": "0x00", "alpha": "1.000"}}}"#
        let (site, result) = try AndroidFixtures.inline([
            "Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
            "Assets.xcassets/star.colorset/Contents.json": set(any),
            "Assets.xcassets/twice.colorset/Contents.json": set(any + ", " + dark),
            "AppAssets.swift": """
                struct AppAssets {
                    static let starColor = UIColor(named: "star")!
                    static let twiceColor = UIColor(named: "twice")!
                    static let mixed = UIColor(light: UIColor(named: "star")!, dark: .white)
                }

                """,
            "themebook.json": #"{"colorSets": [{"catalog": "Assets.xcassets"}], "swift": {"themes": ["AppAssets.swift"]}}"#,
        ])
        defer { site.remove() }
        let same = result.diagnostics.filter { $0.id == "same-in-light-and-dark" }.map { $0.message.components(separatedBy: "'")[1] }
        #expect(same.sorted() == ["Assets/twice", "twiceColor"])
        #expect(result.catalogue?.tokens.first { $0.name == "starColor" }?.sameAcrossAppearances == true)
        #expect(result.catalogue?.tokens.first { $0.name == "mixed" }?.sameAcrossAppearances == false)
    }

    @Test("asset symbols given to an app's own light/dark initializer (init(light: ColorResource, dark: ColorResource)) are their colour sets")
    func resourcesThroughAnInitializer() throws {
        func set(_ red: String) -> String {
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x"# + red
                + #"", "green": "0x66", "blue": "0xCC", "alpha": "1.000"}}}], "info": {"author": "xcode", "version": 1}}"#
        }
        let (site, result) = try AndroidFixtures.inline([
            "Hues.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
            "Hues.xcassets/SkyDay.colorset/Contents.json": set("11"),
            "Hues.xcassets/SkyNight.colorset/Contents.json": set("88"),
            "Roles.swift": """
                public enum Roles {
                    public static let link = UIColor(light: .skyDay, dark: .skyNight)
                }

                extension UIColor {
                    fileprivate convenience init(light: ColorResource, dark: ColorResource) {
                        self.init { traits in .init(resource: traits.userInterfaceStyle == .dark ? dark : light) }
                    }
                }

                """,
            "themebook.json": #"{"colorSets": [{"catalog": "Hues.xcassets", "code": "xcode"}], "swift": {"themes": ["Roles.swift"]}}"#,
        ])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue, "\(result.diagnostics.map(\.message))")
        #expect(["light", "dark"].map { catalogue.shown("link", in: $0) } == ["#1166cc", "#8866cc"])
        #expect(result.diagnostics.filter { $0.id == SwiftColorReader.unsupportedID }.isEmpty, "\(result.diagnostics.map(\.message))")
    }
}
