/// Translucent values as they really look: composited over the theme's own background (its
/// `ThemeChrome` ground), next to the value over a checkerboard in the theme's appearance, with
/// the base colour and the alpha as text.
extension ViewModels {
    /// Where a theme's values are shown: what they are composited over, and whether the
    /// checkerboard beside them is a dark one.
    struct Ground {
        var paint: ThemeChrome.Paint
        var dark: Bool
    }

    /// The ground for `token`'s value in `theme` (nil: a plain light page, as in tests).
    func ground(_ theme: ThemeInfo, token: String?) -> Ground? {
        guard let chrome = chromes[theme.id] else { return nil }
        return Ground(paint: chrome.ground(for: token), dark: theme.appearance == .dark)
    }

    /// `ground` for the theme at `index` in the catalogue's order, without hashing its id.
    func ground(themeAt index: Int, token: String?) -> Ground? {
        guard let chrome = themeChromes[index] else { return nil }
        return Ground(paint: chrome.ground(for: token), dark: catalogue.themes[index].info.appearance == .dark)
    }

    /// `DarkGrey30 · 95%`: the base colour (palette name, or the opaque hex of a literal) and the
    /// alpha the value is painted with.
    static func alphaLabel(_ c: ResolvedColor) -> String {
        "\(c.palette ?? c.color.opaqueHex) · \(Color.format(c.color.alpha * 100))%"
    }

    /// A swatch's `seen`: what a translucent value looks like over the ground (null for opaque values).
    func seen(_ value: ResolvedValue, ground: Ground?) -> MustacheValue {
        let paint = ground?.paint ?? ThemeChrome.Paint(color: Color(red: 1, green: 1, blue: 1), token: nil)
        var on: MustacheObject { ["on": .string(paint.name), "onHex": .string(paint.color.opaqueHex)] }
        switch value {
        case .color(let c) where c.color.alpha < 1:
            let seen = c.color.over(paint.color)
            return .object(on.merging(["css": .string(seen.css), "hex": .string(seen.hex)]) { a, _ in a })
        case .gradient(let stops) where stops.contains(where: { $0.color.alpha < 1 }):
            let seen = stops.map { ResolvedColor(palette: $0.palette, alpha: $0.alpha, color: $0.color.over(paint.color)) }
            return .object(on.merging([
                "css": .string(Self.gradientCSS(seen)), "hex": .string(seen.map(\.color.hex).joined(separator: " → ")),
            ]) { a, _ in a })
        default:
            return .null
        }
    }

    /// A gradient stop's composited colour (null when opaque).
    static func seenStop(_ stop: ResolvedColor, ground: Ground?) -> MustacheValue {
        guard stop.color.alpha < 1 else { return .null }
        let seen = stop.color.over(ground?.paint.color ?? Color(red: 1, green: 1, blue: 1))
        return .object(["css": .string(seen.css), "hex": .string(seen.hex)])
    }

    /// What a theme page paints its own chrome with, as CSS custom properties and token names.
    func chromeContext(_ theme: ThemeInfo) -> MustacheValue {
        guard let chrome = chromes[theme.id] else { return .null }
        func paint(_ p: ThemeChrome.Paint) -> MustacheValue {
            .object(["css": .string(p.color.css), "hex": .string(p.color.opaqueHex), "name": .string(p.name),
                     "isToken": .bool(p.token != nil)])
        }
        return .object([
            "background": paint(chrome.background), "surface": paint(chrome.surface), "text": paint(chrome.text),
            "secondaryText": paint(chrome.secondaryText), "dark": .bool(theme.appearance == .dark),
        ])
    }
}
