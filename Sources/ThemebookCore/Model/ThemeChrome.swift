/// Which tokens paint a theme's own page (the site config's `themePages`), so the dark theme's
/// page looks like the dark app: its background is also what translucent values are shown
/// composited over, everywhere on the site.
///
/// A name left out is looked up among conventional names (`layer1`, `textPrimary`, …); when no
/// token fits, the page falls back to white or black by the theme's appearance.
public struct ThemePageTokens: Sendable, Hashable {
    public var background: String?
    public var surface: String?
    public var text: String?
    public var secondaryText: String?
    /// The contrast check's base layer (`contrast.baseLayer`): the background when none is named.
    public var baseLayer: String?
    /// Where each configured name is written (`text`, …), for a name that is not a token.
    public var locations: [String: SourceLocation] = [:]

    public init(background: String? = nil, surface: String? = nil, text: String? = nil, secondaryText: String? = nil) {
        self.background = background
        self.surface = surface
        self.text = text
        self.secondaryText = secondaryText
    }

    public static let keys = ["background", "surface", "text", "secondaryText"]

    /// The names tried for a role, the configured one first.
    func candidates(_ role: String) -> [String] {
        switch role {
        case "background": [background, baseLayer].compactMap { $0 } + ["layer1", "background", "backgroundPrimary", "surfacePrimary"]
        case "surface": [surface].compactMap { $0 } + ["layer2", "backgroundSecondary", "surfaceSecondary"]
        case "text": [text].compactMap { $0 } + ["textPrimary", "text", "textColor", "labelPrimary", "foreground"]
        default: [secondaryText].compactMap { $0 } + ["textSecondary", "labelSecondary", "secondaryText"]
        }
    }

    /// The configured name of a role, if any.
    public func configured(_ role: String) -> String? {
        switch role {
        case "background": background
        case "surface": surface
        case "text": text
        default: secondaryText
        }
    }
}

/// A theme page's own colours, all opaque, and the tokens they come from (nil: the fallback).
public struct ThemeChrome: Sendable, Hashable {
    public struct Paint: Sendable, Hashable {
        public var color: Color
        public var token: String?

        /// The token's name, or `white`, `black` or the hex of a fallback colour.
        public var name: String {
            if let token { return token }
            switch color.opaqueHex {
            case "#ffffff": return "white"
            case "#000000": return "black"
            default: return color.opaqueHex
            }
        }
    }

    /// White for a light appearance, black for a dark one: beneath everything, as in the contrast check.
    public var canvas: Color
    public var background: Paint
    public var surface: Paint
    public var text: Paint
    public var secondaryText: Paint

    /// Text on the page must reach this against the background and the surface (WCAG AA).
    public static let minimumTextContrast = 4.5

    /// What a value of `token` is shown composited over: the background, or the canvas for the
    /// background token itself (it would otherwise be painted over itself).
    public func ground(for token: String?) -> Paint {
        token != nil && token == background.token ? Paint(color: canvas, token: nil) : background
    }
}

extension Catalogue {
    /// The colours of `theme`'s page: the first candidate token with a colour value in this
    /// theme for each role, composited (background over the canvas, the rest over the
    /// background). A text token below 4.5:1 on the background or the surface is passed over,
    /// so the page always reads.
    public func chrome(of theme: Theme) -> ThemeChrome { chrome(of: theme, layerTokens: nil) }

    /// Every theme's colours, in theme order (`chrome(of:)`): the tokens are scanned for layer
    /// names once for all the themes, not once for each.
    public func chromes() -> [ThemeChrome] {
        var layerTokens: [Int]?
        return themes.map { theme in
            chrome(of: theme) {
                if let layerTokens { return layerTokens }
                let found = tokens.indices.filter { Self.mentionsLayer(tokens[$0].name) }
                layerTokens = found
                return found
            }
        }
    }

    /// `chrome(of:)`; `layerTokens`, when given, yields the indices of the tokens whose names
    /// mention a layer or background (else they are looked for in this theme's scan).
    private func chrome(of theme: Theme, layerTokens: (() -> [Int])?) -> ThemeChrome {
        let canvas = theme.info.appearance == .dark ? Color(red: 0, green: 0, blue: 0) : Color(red: 1, green: 1, blue: 1)
        func paint(_ role: String, over ground: Color, extra: () -> String? = { nil }) -> ThemeChrome.Paint? {
            for name in themePages.candidates(role) {
                if case .color(let c)? = theme.values[name] { return .init(color: c.color.over(ground), token: name) }
            }
            if let name = extra(), case .color(let c)? = theme.values[name] { return .init(color: c.color.over(ground), token: name) }
            return nil
        }
        // Any opaque layer or background token, for a theme that uses none of the conventional
        // names: looked for only then (a large catalogue has thousands of tokens to scan).
        let firstLayer = {
            // By index: `first(where:)` copied every declaration it looked at.
            func opaque(_ index: Int) -> Bool {
                guard case .color(let c)? = theme.values[tokens[index].name] else { return false }
                return c.color.alpha >= 1
            }
            let found = layerTokens.map { $0().first(where: opaque) }
                ?? tokens.indices.first { Self.mentionsLayer(tokens[$0].name) && opaque($0) }
            return found.map { tokens[$0].name }
        }
        let background = paint("background", over: canvas, extra: firstLayer) ?? .init(color: canvas, token: nil)
        var surface = paint("surface", over: background.color) ?? background
        func reads(_ paint: ThemeChrome.Paint) -> Bool {
            ContrastRatio.of(paint.color, background.color) >= ThemeChrome.minimumTextContrast
                && ContrastRatio.of(paint.color, surface.color) >= ThemeChrome.minimumTextContrast
        }
        var text = paint("text", over: background.color).flatMap { reads($0) ? $0 : nil }
        if text == nil {
            let fallback = ThemeChrome.Paint(color: Self.blackOrWhite(on: background.color), token: nil)
            // A surface the fallback cannot read on is dropped for the background.
            if !reads(fallback) { surface = background }
            text = fallback
        }
        let secondary = paint("secondaryText", over: background.color).flatMap { reads($0) ? $0 : nil } ?? text!
        return ThemeChrome(canvas: canvas, background: background, surface: surface, text: text!, secondaryText: secondary)
    }

    /// Whether a name contains `layer` or `background`, ignoring case; ASCII names (nearly all)
    /// without Foundation's string search.
    static func mentionsLayer(_ name: String) -> Bool {
        // Unicode case mapping and canonical equivalence only matter past ASCII.
        guard name.allUTF8Bytes({ $0 < 0x80 }) else {
            let lower = name.lowercased()
            return lower.contains("layer") || lower.contains("background")
        }
        // The name's own bytes, not an array of them: a theme with no conventional background
        // name has every token scanned, and an array made per token was most of the scan.
        return name.withUTF8Span { bytes in contains(bytes, "layer") || contains(bytes, "background") }
    }

    /// Whether `bytes` contain `word` (lower-case ASCII), ignoring ASCII case.
    private static func contains(_ bytes: Span<UInt8>, _ word: StaticString) -> Bool {
        word.withUTF8Buffer { w in
            let count = w.count
            guard bytes.count >= count else { return false }
            for start in 0...(bytes.count - count) {
                var i = 0
                while i < count, bytes[start + i] | 0x20 == w[i] { i += 1 }
                if i == count { return true }
            }
            return false
        }
    }

    /// Black or white, whichever contrasts more with `background` (opaque): at least 4.58:1 for
    /// any colour, since the two ratios cross at a luminance of 0.179.
    public static func blackOrWhite(on background: Color) -> Color {
        let l = background.luminance
        return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? Color(red: 0, green: 0, blue: 0) : Color(red: 1, green: 1, blue: 1)
    }
}
