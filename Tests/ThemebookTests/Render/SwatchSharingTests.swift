import Foundation
import Testing
@testable import ThemebookCore

/// Tokens whose values look the same in a theme share one swatch (`ViewModels+SwatchCache`):
/// what is shared must be exactly what each token would have been given on its own.
@Suite("Swatches shared by equal values")
struct SwatchSharingTests {
    static let blue = Color.parseHex("#0060df")!

    static func alias(_ names: [String], line: Int, alpha: Double? = nil) -> ResolvedValue {
        .color(ResolvedColor(
            palette: "Blue50", alpha: alpha, color: alpha.map { blue.with(alpha: $0) } ?? blue,
            chain: names.map { ChainStep($0, at: SourceLocation(file: "tokens.json", line: line, column: 3)) }))
    }

    /// `layer1` is the theme's background (shown over the canvas), the others are shown over it.
    static let values: [String: ResolvedValue] = [
        "layer1": alias(["{Blue50}"], line: 1),
        "first": alias(["{Blue50}"], line: 2),
        // The same alias written elsewhere: the same swatch.
        "second": alias(["{Blue50}"], line: 3),
        // The same colour reached through another alias: the same swatch, its own chain.
        "viaAlias": alias(["{first}", "{Blue50}"], line: 4),
        "translucent": alias(["{Blue50}"], line: 5, alpha: 0.5),
        "alsoTranslucent": alias(["{Blue50}"], line: 6, alpha: 0.5),
        "none": ResolvedValue.none,
        "alsoNone": ResolvedValue.none,
    ]
    static func chain(of name: String) -> [ChainStep] {
        guard case .color(let c) = values[name]! else { return [] }
        return c.chain
    }

    static let names = ["layer1", "first", "second", "viaAlias", "translucent", "alsoTranslucent", "none", "alsoNone"]

    static func models() -> ViewModels {
        let themes = [Appearance.light, .dark].map { appearance in
            Theme(
                info: ThemeInfo(id: appearance.rawValue, label: appearance.rawValue, appearance: appearance, imageSuffix: "", location: nil),
                values: values)
        }
        return ViewModels(Catalogue(
            title: "t", paletteGroups: [], palette: [],
            tokens: names.map { TokenDeclaration(name: $0, category: "C", type: .color) }, themes: themes))
    }

    @Test("equal colour values share a class per theme, whatever their chains; the background and lone values do not")
    func classes() {
        let models = Self.models()
        func kind(_ name: String, theme: Int) -> Int32 {
            models.swatches.classes[Self.names.firstIndex(of: name)! * 2 + theme]
        }
        for theme in 0..<2 {
            #expect(kind("first", theme: theme) >= 0)
            #expect(kind("first", theme: theme) == kind("second", theme: theme))
            #expect(kind("translucent", theme: theme) >= 0)
            #expect(kind("translucent", theme: theme) == kind("alsoTranslucent", theme: theme))
            #expect(kind("translucent", theme: theme) != kind("first", theme: theme))
            #expect(kind("layer1", theme: theme) == -1)
            #expect(kind("viaAlias", theme: theme) == kind("first", theme: theme))
            #expect(kind("none", theme: theme) == -1)
        }
        // Each theme has its own ground, so its own classes.
        #expect(kind("first", theme: 0) != kind("first", theme: 1))
    }

    @Test("a shared swatch is the one each token would have had, at every root")
    func sameAsMadeAlone() {
        let models = Self.models()
        for root in ["", "../", "../../"] {
            for (index, name) in Self.names.enumerated() {
                for theme in 0..<2 {
                    let alone = models.swatch(
                        Self.values[name]!, root: root, ground: models.ground(themeAt: theme, token: name), chainInside: false)
                    // Twice: the first makes the shared swatch, the second reads it back.
                    #expect(models.swatch(tokenAt: index, themeAt: theme, root: root) == alone)
                    #expect(models.swatch(tokenAt: index, themeAt: theme, root: root) == alone)
                    // The chain is the token's own, beside the swatch, never in it.
                    #expect(alone.member("chain") == nil)
                    #expect(models.chain(tokenAt: index, themeAt: theme) == .array(ViewModels.chain(Self.chain(of: name))))
                }
            }
        }
        // The background token's translucent-free value is still shown over the canvas, the
        // others over it: their `seen` differs only when translucent, so compare the grounds.
        #expect(models.ground(themeAt: 1, token: "layer1")?.paint.name == "black")
        #expect(models.ground(themeAt: 1, token: "first")?.paint.name == "layer1")
    }

    @Test("a token's values items are shared by values with the same swatch and chain, and are what it would have had alone")
    func valueItems() throws {
        let models = Self.models()
        func items(_ name: String, root: String) throws -> [MustacheObject] {
            let token = models.token(at: Self.names.firstIndex(of: name)!, root: root)
            guard case .array(let values)? = token.member("values") else { throw ItemFailure() }
            return try values.map { value in
                guard case .object(let object) = value else { throw ItemFailure() }
                return object
            }
        }
        for root in ["", "../"] {
            for theme in 0..<2 {
                let first = try items("first", root: root)[theme]
                #expect(first.isShared)
                // Same swatch, same chain: one item.
                #expect(try items("second", root: root)[theme].identity == first.identity)
                #expect(try items("alsoTranslucent", root: root)[theme].identity == items("translucent", root: root)[theme].identity)
                // Same swatch, another chain; or a value nothing shares: an item of its own.
                #expect(try items("viaAlias", root: root)[theme].identity != first.identity)
                #expect(try !items("viaAlias", root: root)[theme].isShared)
                #expect(try !items("layer1", root: root)[theme].isShared)
                #expect(try !items("none", root: root)[theme].isShared)
            }
        }
        // Each item holds the token's own theme, swatch and chain.
        for root in ["", "../", "../../"] {
            for (index, name) in Self.names.enumerated() {
                for (theme, item) in try items(name, root: root).enumerated() {
                    #expect(item["theme"] == models.themeContexts(root: root)[theme])
                    #expect(item["swatch"] == models.swatch(tokenAt: index, themeAt: theme, root: root))
                    #expect(item["chain"] == .array(ViewModels.chain(Self.chain(of: name))))
                }
            }
        }
    }

    struct ItemFailure: Error {}

    @Test("tokens aliasing one colour through different tokens share its swatch, and each page shows its own chain")
    func chainsBesideSharedSwatches() throws {
        let list = """
            {"Layers": {"layer1": {"$type": "color"}},
             "Actions": {"actionPrimary": {"$type": "color"}, "actionSecondary": {"$type": "color"}, "actionDirect": {"$type": "color"}}}
            """
        func theme(_ background: String, _ blue: String) -> String {
            """
            {"Layers": {"layer1": {"$type": "color", "$value": "{Grey.\(background)}"}},
             "Actions": {"actionPrimary": {"$type": "color", "$value": "{Blue.\(blue)}"},
               "actionSecondary": {"$type": "color", "$value": "{Actions.actionPrimary}"},
               "actionDirect": {"$type": "color", "$value": "{Blue.\(blue)}"}}}
            """
        }
        let site = try TempSite(MiniContent.with([
            "content/tokens/list.json": list, "content/tokens/light.tokens.json": theme("Grey10", "Blue50"),
            "content/tokens/dark.tokens.json": theme("Grey90", "Blue60"),
        ]))
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(result.errorCount == 0)
        func facts(_ page: String) -> [String] {
            (result.file(page) ?? "").components(separatedBy: "<dt>alias chain</dt><dd>").dropFirst().map {
                String($0.components(separatedBy: "</dd>")[0])
            }
        }
        #expect(facts("tokens/actionPrimary.html") == [
            "<code>{Blue.Blue50}</code> → <code>#0060df</code>", "<code>{Blue.Blue60}</code> → <code>#0250bb</code>",
        ])
        #expect(facts("tokens/actionSecondary.html") == [
            "<code>{Actions.actionPrimary}</code> → <code>{Blue.Blue50}</code> → <code>#0060df</code>",
            "<code>{Actions.actionPrimary}</code> → <code>{Blue.Blue60}</code> → <code>#0250bb</code>",
        ])
        #expect(facts("tokens/actionDirect.html") == facts("tokens/actionPrimary.html"))
        // The swatch and value text (all but the chain) read the same on all three pages.
        func swatches(_ page: String) -> [String] {
            (result.file(page) ?? "").components(separatedBy: "<div class=\"big-swatch\">").dropFirst().map {
                String($0.components(separatedBy: "<dl class=\"facts\">")[0])
            }
        }
        #expect(swatches("tokens/actionPrimary.html").count == 2)
        #expect(swatches("tokens/actionSecondary.html") == swatches("tokens/actionPrimary.html"))
        #expect(swatches("tokens/actionDirect.html") == swatches("tokens/actionPrimary.html"))
    }
}
