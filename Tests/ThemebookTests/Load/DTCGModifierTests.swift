import Foundation
import Testing

@testable import ThemebookCore

/// Small inline sites for the resolver's modifiers, the site config keys that choose them, the
/// optional token list and full-path identity beside a token list.
@Suite("DTCG resolver: modifiers, config keys, optional token list")
struct DTCGModifierTests {
    static let palette = """
        {"blue": {"$type": "color", "100": {"$value": "#d6e4ff"}, "500": {"$value": "#2563eb"}},
         "red": {"$type": "color", "100": {"$value": "#fde2e2"}, "500": {"$value": "#dc2626"}}}
        """

    /// A site with `palette.tokens.json`, the given resolver and other files under `tokens/`.
    func site(config: String, resolver: String, files: [String: String] = [:]) throws -> TempSite {
        var all = ["content/themebook.json": config, "content/tokens/resolver.json": resolver,
                   "content/tokens/palette.tokens.json": Self.palette]
        for (path, text) in files { all["content/tokens/" + path] = text }
        return try TempSite(all)
    }

    /// Every diagnostic but the unused-palette notes (these sites use few of their colours).
    func lines(_ result: Build.Result) -> [String] {
        result.diagnostics.filter { $0.id != "unused-palette-color" }.map { "\($0.severity) \($0.id): \($0.message)" }
    }

    func hex(_ result: Build.Result, _ token: String, _ theme: String) -> String? {
        guard case .color(let c)? = result.catalogue?.themes.first(where: { $0.info.id == theme })?.values[token] else { return nil }
        return c.color.hex
    }

    static let modes = """
        {"light": {"color": {"$type": "color", "text": {"$value": "{blue.500}"}, "fill": {"$value": "{red.500}"}}},
         "dark": {"color": {"$type": "color", "text": {"$value": "{blue.100}"}, "fill": {"$value": "{red.100}"}}}}
        """

    @Test("a modifier without default: every theme takes its first context, with a note at the modifier")
    func firstContext() throws {
        let site = try site(
            config: #"{"title": "T", "resolver": "tokens/resolver.json"}"#,
            resolver: """
                {"version": "2025.10", "sets": {"p": {"sources": [{"$ref": "palette.tokens.json"}]}},
                 "modifiers": {
                   "theme": {"contexts": {"light": [{"$ref": "modes.json#/light"}], "dark": [{"$ref": "modes.json#/dark"}]}},
                   "platform": {"contexts": {"web": [{"color": {"$type": "color", "fill": {"$value": "{blue.100}"}}}], "ios": []}}},
                 "resolutionOrder": [{"$ref": "#/sets/p"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/platform"}]}
                """, files: ["modes.json": Self.modes])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(result.errorCount == 0, "\(lines(result))")
        #expect(lines(result).contains("note modifier-without-default: modifier 'platform' has no default; every theme takes its first context 'web'"))
        #expect(hex(result, "text", "light") == "#2563eb" && hex(result, "text", "dark") == "#d6e4ff")
        // web comes after the theme in resolutionOrder, so it overrides fill in both themes.
        #expect(hex(result, "fill", "light") == "#d6e4ff" && hex(result, "fill", "dark") == "#d6e4ff")
    }

    @Test("themeModifier names the modifier that gives the themes; a wrong name is an error with a suggestion")
    func themeModifier() throws {
        let resolver = """
            {"version": "2025.10", "sets": {"p": {"sources": [{"$ref": "palette.tokens.json"}]}},
             "modifiers": {
               "mode": {"contexts": {"light": [{"$ref": "modes.json#/light"}], "dark": [{"$ref": "modes.json#/dark"}]}, "default": "light"},
               "size": {"contexts": {"small": [], "large": []}, "default": "small"}},
             "resolutionOrder": [{"$ref": "#/sets/p"}, {"$ref": "#/modifiers/mode"}, {"$ref": "#/modifiers/size"}]}
            """
        let good = try site(config: #"{"title": "T", "resolver": "tokens/resolver.json", "themeModifier": "mode"}"#, resolver: resolver,
                            files: ["modes.json": Self.modes])
        defer { good.remove() }
        let built = good.build(checkOnly: true)
        #expect(built.errorCount == 0 && lines(built).isEmpty, "\(lines(built))")
        #expect(built.catalogue?.themes.map(\.info.id) == ["light", "dark"])
        let bad = try site(config: #"{"title": "T", "resolver": "tokens/resolver.json", "themeModifier": "modes"}"#, resolver: resolver,
                           files: ["modes.json": Self.modes])
        defer { bad.remove() }
        let failed = bad.build(checkOnly: true)
        #expect(lines(failed) == ["error unknown-modifier: 'themeModifier' names 'modes', which is not a modifier of the resolver"])
        #expect(failed.diagnostics.first?.suggestion == "mode")
        #expect(failed.diagnostics.first?.location?.line == 1)
    }

    @Test("crossModifiers: the config may list a theme context (all its crossings) or a crossed theme; the theme modifier cannot be crossed")
    func crossing() throws {
        let resolver = """
            {"version": "2025.10", "sets": {"p": {"sources": [{"$ref": "palette.tokens.json"}]}},
             "modifiers": {
               "theme": {"contexts": {"light": [{"$ref": "modes.json#/light"}], "dark": [{"$ref": "modes.json#/dark"}]}},
               "contrast": {"contexts": {"normal": [], "high-contrast": [{"color": {"text": {"$type": "color", "$value": "#000000"}}}]},
                            "default": "normal", "$extensions": {"org.themebook": {"themes": {"high-contrast": {"label": "More contrast"}}}}}},
             "resolutionOrder": [{"$ref": "#/sets/p"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/contrast"}]}
            """
        let site = try site(
            config: #"{"title": "T", "resolver": "tokens/resolver.json", "crossModifiers": ["contrast", "theme"], "themes": ["dark", "light-high-contrast", "light"]}"#,
            resolver: resolver, files: ["modes.json": Self.modes])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(lines(result).filter { $0.hasPrefix("error") } == [
            "error unknown-modifier: 'theme' is the theme modifier; 'crossModifiers' names the other modifiers to cross with it"
        ])
        #expect(result.catalogue?.themes.map(\.info.id) == ["dark", "dark-high-contrast", "light-high-contrast", "light"])
        #expect(result.catalogue?.themes.map(\.info.label) == ["Dark", "Dark · More contrast", "Light · More contrast", "Light"])
        #expect(hex(result, "text", "dark-high-contrast") == "#000000" && hex(result, "text", "dark") == "#d6e4ff")
    }

    @Test("crossing into more than 100 themes is an error at 'crossModifiers', and nothing is crossed")
    func tooManyThemes() throws {
        let contexts = (0..<11).map { "\"c\($0)\": []" }.joined(separator: ", ")
        let site = try site(
            config: #"{"title": "T", "resolver": "tokens/resolver.json", "crossModifiers": ["a", "b"]}"#,
            resolver: """
                {"version": "2025.10", "sets": {"p": {"sources": [{"$ref": "palette.tokens.json"}]}},
                 "modifiers": {
                   "theme": {"contexts": {"light": [{"$ref": "modes.json#/light"}], "dark": [{"$ref": "modes.json#/dark"}]}},
                   "a": {"contexts": {\(contexts)}, "default": "c0"}, "b": {"contexts": {\(contexts)}, "default": "c0"}},
                 "resolutionOrder": [{"$ref": "#/sets/p"}, {"$ref": "#/modifiers/theme"}]}
                """, files: ["modes.json": Self.modes])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(lines(result) == ["error invalid-config: 'crossModifiers' would give more than 100 themes; none is crossed"])
        #expect(result.catalogue?.themes.map(\.info.id) == ["light", "dark"])
    }

    @Test("a resolver without modifiers gives one theme, 'default': literal colours are the palette, aliases the tokens")
    func noModifiers() throws {
        let site = try site(
            config: #"{"title": "T", "resolver": "tokens/resolver.json"}"#,
            resolver: """
                {"version": "2025.10", "sets": {"p": {"sources": [{"$ref": "palette.tokens.json"}]},
                  "s": {"sources": [{"color": {"$type": "color", "text": {"$value": "{blue.500}"}, "danger": {"$value": "{red.500}"}}}]}},
                 "resolutionOrder": [{"$ref": "#/sets/p"}, {"$ref": "#/sets/s"}]}
                """)
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(lines(result).isEmpty, "\(lines(result))")
        #expect(result.catalogue?.themes.map(\.info.id) == ["default"] && result.catalogue?.themes.first?.info.label == "Default")
        #expect(result.catalogue?.tokens.map(\.name) == ["text", "danger"])
        #expect(result.catalogue?.palette.map(\.name) == ["blue.100", "blue.500", "red.100", "red.500"])
        #expect(hex(result, "danger", "default") == "#dc2626")
    }

    @Test("a $ref fragment that names nothing is an error at the $ref; the theme's tokens are then not reported missing")
    func badFragment() throws {
        let site = try site(
            config: #"{"title": "T", "resolver": "tokens/resolver.json"}"#,
            resolver: """
                {"version": "2025.10", "sets": {"p": {"sources": [{"$ref": "palette.tokens.json"}]}},
                 "modifiers": {"theme": {"contexts": {"light": [{"$ref": "modes.json#/light"}], "dark": [{"$ref": "modes.json#/night"}]}}},
                 "resolutionOrder": [{"$ref": "#/sets/p"}, {"$ref": "#/modifiers/theme"}]}
                """, files: ["modes.json": Self.modes])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(lines(result) == ["error invalid-resolver: '$ref' 'modes.json#/night' names nothing in 'modes.json'; the pointer must lead to a token group"])
        #expect(result.diagnostics.first?.location?.line == 2)
    }

    @Test("with a token list, color.text.default and color.background.default are two declared tokens, matched by path")
    func tokenListIdentity() throws {
        let site = try site(
            config: #"{"title": "T", "resolver": "tokens/resolver.json", "tokenList": "tokens/list.json"}"#,
            resolver: """
                {"version": "2025.10", "sets": {"p": {"sources": [{"$ref": "palette.tokens.json"}]}},
                 "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}}},
                 "resolutionOrder": [{"$ref": "#/sets/p"}, {"$ref": "#/modifiers/theme"}]}
                """,
            files: [
                "list.json": """
                    {"color": {"$type": "color", "text": {"default": {}}, "background": {"default": {}}}}
                    """,
                "light.json": """
                    {"color": {"$type": "color", "text": {"default": {"$value": "{blue.500}"}}, "background": {"default": {"$value": "{red.100}"}}}}
                    """,
                "dark.json": """
                    {"color": {"$type": "color", "text": {"default": {"$value": "{blue.100}"}}, "background": {"default": {"$value": "{red.500}"}}}}
                    """,
            ])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(result.errorCount == 0, "\(lines(result))")
        #expect(result.catalogue?.tokens.map(\.name) == ["color.text.default", "color.background.default"])
        #expect(result.catalogue?.palette.map(\.name) == ["blue.100", "blue.500", "red.100", "red.500"])
        #expect(hex(result, "color.text.default", "dark") == "#d6e4ff" && hex(result, "color.background.default", "dark") == "#dc2626")
    }

    @Test("without a token list, a token one theme lacks is a missing-in-theme warning at its definition naming that theme")
    func missingBetweenThemes() throws {
        let site = try site(
            config: #"{"title": "T", "resolver": "tokens/resolver.json"}"#,
            resolver: """
                {"version": "2025.10", "sets": {"p": {"sources": [{"$ref": "palette.tokens.json"}]}},
                 "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}}},
                 "resolutionOrder": [{"$ref": "#/sets/p"}, {"$ref": "#/modifiers/theme"}]}
                """,
            files: [
                "light.json": #"{"text": {"$type": "color", "$value": "{blue.500}"}, "fill": {"$type": "color", "$value": "{red.500}"}}"#,
                "dark.json": #"{"text": {"$type": "color", "$value": "{blue.100}"}}"#,
            ])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(lines(result) == ["warning missing-in-theme: 'fill' is defined here but not in theme 'dark'; it has no value there"])
        #expect(result.diagnostics.first?.location?.file.hasSuffix("light.json") == true)
        #expect(result.diagnostics.first?.location?.column == 54)
        #expect(result.catalogue?.themes.first { $0.info.id == "dark" }?.values["fill"] == .unknown)
    }
}
