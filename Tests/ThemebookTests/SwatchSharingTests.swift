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
        // The same colour reached through another alias: its chain reads differently.
        "viaAlias": alias(["{first}", "{Blue50}"], line: 4),
        "translucent": alias(["{Blue50}"], line: 5, alpha: 0.5),
        "alsoTranslucent": alias(["{Blue50}"], line: 6, alpha: 0.5),
        "none": ResolvedValue.none,
        "alsoNone": ResolvedValue.none,
    ]
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

    @Test("equal colour values share a class per theme; the background, other chains and lone values do not")
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
            #expect(kind("viaAlias", theme: theme) == -1)
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
                        Self.values[name]!, root: root, ground: models.ground(themeAt: theme, token: name),
                        chain: models.chains[index * 2 + theme])
                    // Twice: the first makes the shared swatch, the second reads it back.
                    #expect(models.swatch(tokenAt: index, themeAt: theme, root: root) == alone)
                    #expect(models.swatch(tokenAt: index, themeAt: theme, root: root) == alone)
                }
            }
        }
        // The background token's translucent-free value is still shown over the canvas, the
        // others over it: their `seen` differs only when translucent, so compare the grounds.
        #expect(models.ground(themeAt: 1, token: "layer1")?.paint.name == "black")
        #expect(models.ground(themeAt: 1, token: "first")?.paint.name == "layer1")
    }
}
