import Foundation
import Testing
@testable import ThemebookCore

/// Translucent values shown as they look (composited over the theme's background) and theme
/// pages painted with the theme's own tokens (`ThemeChrome`).
@Suite("Compositing and theme page colours")
struct CompositingTests {
    static func hex(_ text: String) -> Color { Color.parseHex(text)! }
    static let white = Color(red: 1, green: 1, blue: 1)
    static let black = Color(red: 0, green: 0, blue: 0)

    @Test("a translucent colour over an opaque one mixes by its alpha and is opaque")
    func overOpaque() {
        let blue = Self.hex("#0060df").with(alpha: 0.3)
        // 0.3·(0, 96, 223) + 0.7·(249, 249, 251) = (174.3, 203.1, 242.6)
        #expect(blue.over(Self.hex("#f9f9fb")).hex == "#aecbf3")
        #expect(Self.hex("#4a4a55").with(alpha: 0.7).over(Self.hex("#2b2a33")).hex == "#41404b")
        #expect(Self.hex("#0060df").over(Self.black).hex == "#0060df")
        #expect(Self.hex("#0060df").with(alpha: 0).over(Self.hex("#2b2a33")).hex == "#2b2a33")
    }

    @Test("two translucent layers give a translucent colour; nothing over nothing stays empty")
    func overTranslucent() {
        let seen = Self.white.with(alpha: 0.5).over(Self.black.with(alpha: 0.5))
        #expect(abs(seen.alpha - 0.75) < 1e-9)
        #expect(seen.hex == "#aaaaaabf")
        #expect(Self.white.with(alpha: 0).over(Self.black.with(alpha: 0)).alpha == 0)
    }

    static func theme(_ appearance: Appearance, _ values: [String: String]) -> Theme {
        Theme(
            info: ThemeInfo(id: appearance.rawValue, label: appearance.rawValue, appearance: appearance, imageSuffix: "", location: nil),
            values: values.mapValues { .color(ResolvedColor(palette: nil, alpha: nil, color: hex($0))) })
    }

    static func catalogue(_ themes: [Theme], names: [String]) -> Catalogue {
        Catalogue(
            title: "t", paletteGroups: [], palette: [],
            tokens: names.map { TokenDeclaration(name: $0, category: "C", type: .color) }, themes: themes)
    }

    @Test("a theme page uses layer1, layer2, textPrimary and textSecondary when they exist")
    func conventionalNames() {
        let dark = Self.theme(.dark, ["layer1": "#2b2a33", "layer2": "#42414d", "textPrimary": "#fbfbfe", "textSecondary": "#cfcfd8"])
        let chrome = Self.catalogue([dark], names: Array(dark.values.keys).sorted()).chrome(of: dark)
        #expect(chrome.background == .init(color: Self.hex("#2b2a33"), token: "layer1"))
        #expect(chrome.surface.token == "layer2")
        #expect(chrome.text.token == "textPrimary")
        #expect(chrome.secondaryText.token == "textSecondary")
        // layer1's own translucent value would be shown over the canvas, everything else over layer1.
        #expect(chrome.ground(for: "layer1").name == "black")
        #expect(chrome.ground(for: "layer2").name == "layer1")
    }

    @Test("configured names win; a translucent background is composited over the canvas")
    func configuredNames() {
        let light = Self.theme(.light, ["base": "#0060df80", "layer1": "#f9f9fb", "ink": "#000000"])
        var catalogue = Self.catalogue([light], names: ["base", "layer1", "ink"])
        catalogue.themePages = ThemePageTokens(background: "base", text: "ink")
        let chrome = catalogue.chrome(of: light)
        #expect(chrome.background.token == "base")
        #expect(chrome.background.color.hex == "#7fafef")
        #expect(chrome.surface == chrome.background)
        #expect(chrome.text.token == "ink")
    }

    @Test("text below 4.5:1 is passed over for black or white; no tokens at all gives white or black")
    func fallbacks() {
        let light = Self.theme(.light, ["layer1": "#ffffff", "textPrimary": "#aaaaaa", "textSecondary": "#bbbbbb"])
        let chrome = Self.catalogue([light], names: ["layer1", "textPrimary", "textSecondary"]).chrome(of: light)
        #expect(chrome.text == .init(color: Self.black, token: nil))
        #expect(chrome.secondaryText == chrome.text)
        let bare = Self.theme(.dark, ["actionPrimary": "#0060df"])
        let plain = Self.catalogue([bare], names: ["actionPrimary"]).chrome(of: bare)
        #expect(plain.background.name == "black")
        #expect(plain.text.name == "white")
        // Any opaque layer token serves when none of the conventional names exists.
        let odd = Self.theme(.light, ["pageBackgroundMain": "#fefefe", "actionPrimary": "#0060df"])
        #expect(Self.catalogue([odd], names: ["actionPrimary", "pageBackgroundMain"]).chrome(of: odd).background.token
            == "pageBackgroundMain")
    }

    @Test("every theme's colours at once are each theme's own, the layer-name fallback included")
    func chromesOfEveryTheme() {
        // No conventional names: the background is the first opaque token whose name mentions a
        // layer or background, which differs by theme (translucent in one, missing in another).
        let a = Self.theme(.light, ["sideLayer": "#eeeeee", "pageBackground": "#fafafa", "ink": "#000000"])
        let b = Self.theme(.dark, ["sideLayer": "#33333380", "pageBackground": "#1c1b22", "ink": "#ffffff"])
        let c = Self.theme(.dark, ["ink": "#ffffff"])
        let catalogue = Self.catalogue([a, b, c], names: ["ink", "sideLayer", "pageBackground"])
        let each = [a, b, c].map(catalogue.chrome(of:))
        #expect(catalogue.chromes() == each)
        #expect(each.map(\.background.name) == ["sideLayer", "pageBackground", "black"])
    }

    @Test("token pages show a translucent value composited over the theme's layer1, and theme pages use its colours")
    func builtPages() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        let result = site.build()
        #expect(result.wrote)
        let token = try #require(site.read("site/tokens/actionPrimary.html"))
        #expect(token.contains("Blue50 · 30%") || token.contains("#0060df · 30%"))
        #expect(token.contains("on layer1: <code class=\"hex seen-hex\" data-copy>#aecbf3</code>"))
        #expect(token.contains("<span class=\"swatch-seen\" style=\"background: rgb(174 203 243)\"></span>"))
        let light = try #require(site.read("site/themes/light.html"))
        #expect(light.contains("--theme-bg: rgb(249 249 251); --theme-surface: rgb(249 249 251); --theme-text: rgb(0 0 0)"))
        let dark = try #require(site.read("site/themes/dark.html"))
        #expect(dark.contains("--theme-bg: rgb(21 20 26); --theme-surface: rgb(21 20 26); --theme-text: rgb(255 255 255)"))
        // The dark theme's checkerboard is a dark one.
        #expect(dark.contains("swatch-alpha checker checker-dark"))
    }

    @Test("themePages names an unknown token: an error at the name with the closest one")
    func unknownName() throws {
        let config = MarkedText("""
            {"title": "Mini", "resolver": "tokens/resolver.json", "tokenList": "tokens/list.json", "themes": ["light", "dark"],
             "themePages": {"text": 1️⃣"layr1", 2️⃣"ink": "layer1", "surface": 3️⃣4}}
            """)
        let site = try TempSite(MiniContent.with(["content/themebook.json": config.text]))
        defer { site.remove() }
        let lines = site.build(checkOnly: true).diagnosticLines(relativeTo: site.folder.path)
        #expect(lines.contains(
            "content/themebook.json:\(config[1]): error: 'themePages.text' names unknown token 'layr1'; did you mean 'layer1'? [unknown-token]"))
        #expect(lines.contains { $0.hasPrefix("content/themebook.json:\(config[2]): warning: 'themePages.ink' is not a site config key") })
        #expect(lines.contains(
            "content/themebook.json:\(config[3]): error: 'themePages.surface' must be a token name such as \"layer1\" [invalid-config]"))
    }
}
