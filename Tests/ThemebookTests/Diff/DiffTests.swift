import Foundation
import Testing

@testable import ThemebookCore

/// `CatalogueDiff.compare` on DTCG content: every kind of change, found by loading two real
/// content folders through Load and Check.
@Suite("Diff: DTCG content")
struct DiffTests {
    static let images = """
        {"namespace": "Icons", "groups": [{"name": "Large", "images": [
          {"name": "bookmark", "value": "bookmarkLarge", "themed": false},
          {"value": "lock_blocked", "themed": false},
          {"value": "oldIcon", "themed": true}]}]}
        """
    static let guide = """
        ---
        title: Rules
        ---
        ## Do

        - Take every colour from a token.

        ## Don't

        - Use palette colours in views.
        """
    static let config = """
        {"title": "Mini", "resolver": "tokens/resolver.json", "tokenList": "tokens/list.json", "themes": ["light", "dark"], "images": "images.json"}
        """

    /// The mini catalogue with a layerOld token, an unused palette colour, images and rules.
    static var oldFiles: [String: String] {
        MiniContent.with([
            "content/themebook.json": config,
            "content/images.json": images,
            "content/guides/rules.md": guide,
            "content/tokens/palette.tokens.json": MiniContent.palette.replacingOccurrences(
                of: "\"Grey90\": {\"$value\": \"#15141a\"}", with: "\"Grey90\": {\"$value\": \"#15141a\"}, \"Green50\": {\"$value\": \"#3fe1b0\"}"),
            "content/tokens/list.json": MiniContent.list.replacingOccurrences(
                of: "\"layerFade\": {\"$type\": \"gradient\"}",
                with: "\"layerFade\": {\"$type\": \"gradient\"}, \"layerOld\": {\"$type\": \"color\"}"),
            "content/tokens/light.tokens.json": MiniContent.light.replacingOccurrences(
                of: "\"layer1\": {\"$type\": \"color\", \"$value\": \"{Grey.Grey10}\"},",
                with: "\"layer1\": {\"$type\": \"color\", \"$value\": \"{Grey.Grey10}\"}, \"layerOld\": {\"$type\": \"color\", \"$value\": \"#123456\"},"),
            "content/tokens/dark.tokens.json": MiniContent.dark.replacingOccurrences(
                of: "\"layer1\": {\"$type\": \"color\", \"$value\": \"{Grey.Grey90}\"},",
                with: "\"layer1\": {\"$type\": \"color\", \"$value\": \"{Grey.Grey90}\"}, \"layerOld\": {\"$type\": \"color\", \"$value\": \"#654321\"},"),
        ])
    }

    /// Every kind of change at once (see `everyKind`).
    static var newFiles: [String: String] {
        MiniContent.with([
            "content/themebook.json": config,
            "content/images.json": images.replacingOccurrences(of: "\"lock_blocked\", \"themed\": false", with: "\"lock_blocked\", \"themed\": true")
                .replacingOccurrences(of: "oldIcon", with: "newIcon"),
            "content/guides/rules.md": guide.replacingOccurrences(
                of: "## Don't\n\n- Use palette colours in views.", with: "- Check both themes."),
            "content/tokens/palette.tokens.json": """
                {
                  "Blue": {"$type": "color", "Blue50": {"$value": "#0060df"}, "Blue60": {"$value": "#1111bb"}},
                  "Grey": {"$type": "color", "Grey10": {"$value": "#f9f9fb"}, "Grey90": {"$value": "#15141a"}, "Grey91": {"$value": "#15141a"}},
                  "Red": {"$type": "color", "Red50": {"$value": "#e22850"}}
                }
                """,
            "content/tokens/list.json": """
                {
                  "Layers": {
                    "layer1": {"$type": "color", "$description": "Base background"},
                    "layer2": {"$type": "color"},
                    "layerFade": {"$type": "gradient", "$deprecated": "Use `layerBlend` instead"},
                    "layerBlend": {"$type": "gradient"}
                  },
                  "Actions": {"actionAccent": {"$type": "color"}}
                }
                """,
            "content/tokens/light.tokens.json": """
                {
                  "Layers": {
                    "layer1": {"$value": "#ffffff"},
                    "layer2": {"$value": "{Red.Red50}"},
                    "layerFade": {"$value": [{"color": "{Blue.Blue50}", "position": 0}, {"color": "#0060df00", "position": 1}]},
                    "layerBlend": {"$value": [{"color": "{Red.Red50}", "position": 0}, {"color": "#e2285000", "position": 1}]}
                  },
                  "Actions": {
                    "actionAccent": {"$value": {"colorSpace": "srgb", "components": {"$ref": "#/Blue/Blue50/$value/components"}, "alpha": 0.3}}
                  }
                }
                """,
            "content/tokens/dark.tokens.json": """
                {
                  "Layers": {
                    "layer1": {"$value": "{Grey.Grey91}"},
                    "layer2": {"$value": "{Red.Red50}"},
                    "layerFade": {"$value": [{"color": "{Blue.Blue60}", "position": 0}, {"color": "#00000000", "position": 1}]},
                    "layerBlend": {"$value": [{"color": "{Red.Red50}", "position": 0}, {"color": "#00000000", "position": 1}]}
                  },
                  "Actions": {"actionAccent": {"$value": "{Layers.layer1}"}}
                }
                """,
        ])
    }

    static func load(_ files: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Catalogue {
        let site = try TempSite(files)
        defer { site.remove() }
        let loaded = DiffSide(.folder(site.path("content"))).load()
        #expect(loaded.errors.isEmpty, "\(loaded.errors)", sourceLocation: sourceLocation)
        return try #require(loaded.catalogue, sourceLocation: sourceLocation)
    }

    @Test("every kind of change: tokens added, removed, renamed, changed (visible and alias-only), palette, images, rules")
    func everyKind() throws {
        let changes = CatalogueDiff.compare(old: try Self.load(Self.oldFiles), new: try Self.load(Self.newFiles))
        #expect(changes.tokensAdded.map(\.name) == ["layer2"])
        #expect(changes.tokensAdded.first?.values.map { "\($0.theme.id) \(ValueKey.hex($0.value))" } == ["light #e22850", "dark #e22850"])
        #expect(changes.tokensRemoved.map(\.name) == ["layerOld"])
        #expect(changes.tokensRenamed.map { "\($0.old) → \($0.new) \($0.reason.rawValue) \($0.oldNameRemoved)" }
            == ["layerFade → layerBlend deprecation false", "actionPrimary → actionAccent same-values true"])
        // Dark's layer1 now reaches the same #15141a through Grey91: only the alias changed.
        let layer1 = try #require(changes.tokensChanged.first { $0.name == "layer1" })
        #expect(layer1.themes.map { "\($0.theme.id) \($0.isVisible) \(ReportCheck.line($0))" }
            == ["light true #f9f9fb → #ffffff (was Grey10, now #ffffff)",
                "dark false #15141a, alias only (was Grey90, now Grey91)"])
        // The palette change shows through dark's gradient, which uses Blue60; light's last stop
        // is now a literal of the same colour instead of Blue50 at 0%.
        let fade = try #require(changes.tokensChanged.first { $0.name == "layerFade" })
        #expect(fade.themes.map { "\($0.theme.id) \($0.isVisible)" } == ["light false", "dark true"])
        #expect(changes.tokensChanged.map(\.name) == ["layer1", "layerFade"])
        #expect(changes.tokensDeprecated.isEmpty, "a deprecation that names its replacement is a rename")
        #expect(changes.paletteAdded.map(\.name) == ["Grey91", "Red50"])
        #expect(changes.paletteRemoved.map(\.name) == ["Green50"])
        #expect(changes.paletteChanged.map { "\($0.name) \($0.before.hex) \($0.after.hex)" } == ["Blue60 #0250bb #1111bb"])
        #expect(changes.imagesAdded.map(\.value) == ["newIcon"])
        #expect(changes.imagesRemoved.map(\.value) == ["oldIcon"])
        #expect(changes.imagesThemed.map { "\($0.value) \($0.themed)" } == ["lock_blocked true"])
        #expect(changes.rulesAdded.map { "\($0.kind.rawValue) \($0.guide) \($0.text)" } == ["do rules Check both themes."])
        #expect(changes.rulesRemoved.map { "\($0.kind.rawValue) \($0.guide) \($0.text)" } == ["dont rules Use palette colours in views."])
        #expect(changes.count(.removed) == 5)  // layerOld, Green50, oldIcon, the Don't rule, actionPrimary's name
        #expect(changes.count(.changed) == 4)  // layer1, layerFade, Blue60, lock_blocked
    }

    @Test("the same content compared with itself has no changes")
    func noChanges() throws {
        let catalogue = try Self.load(Self.oldFiles)
        let changes = CatalogueDiff.compare(old: catalogue, new: catalogue)
        #expect(changes.isEmpty)
        #expect(ChangesReport(changes, old: "a", new: "b").render(.text) == "Changes from a to b\n\nNo changes\n")
    }

    @Test("a deprecation naming a token that already existed is a deprecation, not a rename")
    func deprecationWithoutRename() throws {
        let new = MiniContent.with([
            "content/tokens/list.json": MiniContent.list.replacingOccurrences(
                of: "\"layerFade\": {\"$type\": \"gradient\"}", with: "\"layerFade\": {\"$type\": \"gradient\", \"$deprecated\": \"Use layer1\"}"),
        ])
        let changes = CatalogueDiff.compare(old: try Self.load(MiniContent.files), new: try Self.load(new))
        #expect(changes.tokensRenamed.isEmpty)
        #expect(changes.tokensDeprecated.map { "\($0.name): \($0.note)" } == ["layerFade: Use layer1"])
        #expect(changes.count(.removed) == 0 && changes.count(.changed) == 0 && changes.count(.any) == 1)
    }

    @Test("two removed tokens that look alike are not guessed into a rename")
    func ambiguousRename() throws {
        func files(_ names: [String]) -> [String: String] {
            let list = names.map { "\"\($0)\": {\"$type\": \"color\"}" }.joined(separator: ", ")
            let theme = names.map { "\"\($0)\": {\"$value\": \"#ffffff\"}" }.joined(separator: ", ")
            return MiniContent.with([
                "content/tokens/list.json": "{\"T\": {\(list)}}",
                "content/tokens/light.tokens.json": "{\"T\": {\(theme)}}",
                "content/tokens/dark.tokens.json": "{\"T\": {\(theme)}}",
            ])
        }
        let ambiguous = CatalogueDiff.compare(old: try Self.load(files(["a", "b"])), new: try Self.load(files(["c"])))
        #expect(ambiguous.tokensRenamed.isEmpty)
        #expect(ambiguous.tokensRemoved.map(\.name) == ["a", "b"] && ambiguous.tokensAdded.map(\.name) == ["c"])
        let clear = CatalogueDiff.compare(old: try Self.load(files(["a"])), new: try Self.load(files(["c"])))
        #expect(clear.tokensRenamed.map { "\($0.old)→\($0.new)" } == ["a→c"])
        #expect(clear.tokensRenamed.first?.themes.isEmpty == true)
    }

    @Test("an alias moved between two tokens whose last names are the same (same colour) is an alias-only change, named by full path")
    func aliasBetweenSameLastNames() throws {
        // `color.text.default` and `color.icon.default` are both `#0060df`; `color.link` moves
        // from one to the other. Read by last segment alone, both were `default`: no change.
        func files(_ target: String) -> [String: String] {
            let theme = """
                {"color": {"$type": "color",
                  "text": {"default": {"$value": "{base.blue.100}"}},
                  "icon": {"default": {"$value": "{base.blue.100}"}},
                  "link": {"$value": "{color.\(target).default}"}}}
                """
            return MiniContent.with([
                "content/tokens/list.json": #"{"color": {"text": {"default": {"$type": "color"}}, "icon": {"default": {"$type": "color"}}, "link": {"$type": "color"}}}"#,
                "content/tokens/palette.tokens.json": ##"{"base": {"$type": "color", "blue": {"100": {"$value": "#0060df"}}}}"##,
                "content/tokens/light.tokens.json": theme,
                "content/tokens/dark.tokens.json": theme,
            ])
        }
        let changes = CatalogueDiff.compare(old: try Self.load(files("text")), new: try Self.load(files("icon")))
        let link = try #require(changes.tokensChanged.first { $0.name == "link" }, "\(changes.tokensChanged.map(\.name))")
        #expect(link.themes.map { "\($0.theme.id) \($0.isVisible) \(ReportCheck.line($0))" }
            == ["light false #0060df, alias only (was color.text.default → 100, now color.icon.default → 100)",
                "dark false #0060df, alias only (was color.text.default → 100, now color.icon.default → 100)"])
        #expect(changes.tokensChanged.map(\.name) == ["link"])
    }

    @Test("a theme added or removed is reported once, not as a change of every token")
    func themes() throws {
        let lightOnly = MiniContent.with([
            "content/themebook.json": MiniContent.config.replacingOccurrences(of: "[\"light\", \"dark\"]", with: "[\"light\"]"),
            "content/tokens/resolver.json": MiniContent.resolver.replacingOccurrences(
                of: ",\n    \"dark\": [{\"$ref\": \"dark.tokens.json\"}]", with: "")
                .replacingOccurrences(of: ",\n    \"dark\": {\"label\": \"Dark\", \"appearance\": \"dark\", \"imageSuffix\": \"_dark\"}", with: ""),
        ])
        let changes = CatalogueDiff.compare(old: try Self.load(MiniContent.files), new: try Self.load(lightOnly))
        #expect(changes.themesRemoved.map(\.id) == ["dark"])
        #expect(changes.tokensChanged.isEmpty && changes.themesAdded.isEmpty)
        let back = CatalogueDiff.compare(old: try Self.load(lightOnly), new: try Self.load(MiniContent.files))
        #expect(back.themesAdded.map(\.id) == ["dark"])
        #expect(back.count(.removed) == 0)
    }
}

/// The report's wording of one theme's change, for assertions.
enum ReportCheck {
    static func line(_ change: CatalogueChanges.ThemeChange) -> String { ChangesReport.describe(change) }
}

