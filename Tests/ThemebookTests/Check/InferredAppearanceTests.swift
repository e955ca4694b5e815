import Foundation
import Testing

@testable import ThemebookCore

/// A theme nothing says is light or dark (`electric`, `neon`, `sepia`) takes its appearance from
/// its colours: dark when its background is, or, with no background token, when its text is light.
@Suite("Appearance read from a theme's colours")
struct InferredAppearanceTests {
    static func swift(_ cases: [(name: String, background: String, text: String)], backgroundToken: String = "background") -> String {
        var source = "enum Look { case " + cases.map(\.name).joined(separator: ", ") + " }\n\nenum Shade {\n    static var look: Look = ."
        source += cases[0].name + "\n"
        for (token, pick) in [(backgroundToken, { (c: (name: String, background: String, text: String)) in c.background }), ("textPrimary", { $0.text })] {
            source += "    static func \(token)(for look: Look? = nil) -> UIColor {\n        switch look ?? Shade.look {\n"
            for item in cases { source += "        case .\(item.name): return UIColor(rgb: 0x\(pick(item)))\n" }
            source += "        }\n    }\n"
        }
        return source + "}\n"
    }

    static func load(_ source: String, config: String = "") -> SwiftSourceFixtures.Loaded {
        let folder = SwiftSourceFixtures.temporaryFolder()
        defer { SwiftSourceFixtures.remove(folder) }
        SwiftSourceFixtures.write(
            ["Shade.swift": source, "themebook.json": #"{"title": "Themes", "swift": {"themes": ["Shade.swift"]\#(config)}}"#], into: folder)
        return SwiftSourceFixtures.load(folder)
    }

    static func appearances(_ loaded: SwiftSourceFixtures.Loaded) -> [String] {
        loaded.catalogue?.themes.map { "\($0.info.id) \($0.info.appearance.rawValue) '\($0.info.imageSuffix)'" } ?? []
    }

    @Test("a theme whose name says nothing is dark when its background is; one named light, day or dark keeps what its name says")
    func byBackground() {
        let loaded = Self.load(Self.swift([
            ("classic", "FFFFFF", "000000"), ("electric", "0D0D1A", "F2F2FF"), ("sepia", "F4ECD8", "5B4636"),
            ("lightNeon", "101010", "FFFFFF"), ("dusk", "767676", "000000"), ("night", "1C1C1E", "FFFFFF"),
        ]))
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics.map(\.message))")
        #expect(Self.appearances(loaded) == [
            "classic light ''", "electric dark '_dark'", "sepia light ''", "lightNeon light ''", "dusk light ''", "night dark '_dark'",
        ])
    }

    @Test("with no background token, light text makes a theme dark: the conventional text token, else one named with text")
    func byText() {
        let loaded = Self.load(Self.swift([("classic", "FFFFFF", "111111"), ("neon", "FFFFFF", "EEEEEE")], backgroundToken: "accent"))
        #expect(Self.appearances(loaded) == ["classic light ''", "neon dark '_dark'"])
        let named = Self.load(
            Self.swift([("classic", "FFFFFF", "111111"), ("neon", "FFFFFF", "EEEEEE")], backgroundToken: "primaryUi01")
                .replacingOccurrences(of: "textPrimary", with: "primaryText01"))
        #expect(Self.appearances(named) == ["classic light ''", "neon dark '_dark'"])
    }

    @Test("an appearance the site config states is kept, whatever the colours")
    func statedInConfig() {
        let loaded = Self.load(
            Self.swift([("classic", "FFFFFF", "000000"), ("electric", "0D0D1A", "F2F2FF")]),
            config: #", "themeInfo": {"electric": {"appearance": "light"}}"#)
        #expect(Self.appearances(loaded) == ["classic light ''", "electric light ''"])
    }

    @Test("Compose: an enum entry that says nothing of its appearance is dark when its background is")
    func compose() throws {
        let kotlin = """
            enum class ReaderTheme(val background: Color, val text: Color, val isDark: Boolean = false) {
                Light(Color(0xFFFFFFFF), Color(0xFF15141A)),
                Neon(Color(0xFF101018), Color(0xFFF0F0FF)),
                Dark(Color(0xFF15141A), Color(0xFFFFFFFF), isDark = true);
            }

            """
        let (site, result) = try AndroidFixtures.inline(["Theme.kt": kotlin, "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
        #expect(catalogue.themes.map { "\($0.info.id) \($0.info.appearance.rawValue)" } == ["light light", "neon dark", "dark dark"])
    }
}

/// The same for a DTCG resolver's theme contexts: metadata's `appearance` decides, else a name that
/// says (`dark`, `private`), else the colours.
@Suite("Appearance read from a resolver context's colours")
struct InferredResolverAppearanceTests {
    @Test("a context nothing names light or dark is dark when its background layer is; metadata and names keep theirs")
    func resolverContexts() throws {
        let resolver = """
            {
              "version": "2025.10",
              "sets": {"palette": {"sources": [{"$ref": "palette.tokens.json"}]}},
              "modifiers": {"theme": {"contexts": {
                "classic": [{"$ref": "light.tokens.json"}],
                "ember": [{"$ref": "dark.tokens.json"}],
                "stated": [{"$ref": "dark.tokens.json"}],
                "private": [{"$ref": "light.tokens.json"}]
              }, "default": "classic",
              "$extensions": {"org.themebook": {"themes": {"stated": {"appearance": "light"}}}}}},
              "resolutionOrder": [{"$ref": "#/sets/palette"}, {"$ref": "#/modifiers/theme"}]
            }
            """
        let site = try TempSite(MiniContent.with([
            "content/tokens/resolver.json": resolver,
            "content/themebook.json": MiniContent.config.replacingOccurrences(
                of: "[\"light\", \"dark\"]", with: "[\"classic\", \"ember\", \"stated\", \"private\"]"),
        ]))
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(result.errorCount == 0, "\(result.diagnostics.map(\.message))")
        let themes = try #require(result.catalogue).themes.map { "\($0.info.id) \($0.info.appearance.rawValue) '\($0.info.imageSuffix)'" }
        // ember's layer1 is Grey90; private is named so, whatever its colours; stated says light.
        #expect(themes == ["classic light ''", "ember dark '_dark'", "stated light ''", "private dark '_dark'"])
    }
}
