/// A value as a swatch: the context `partials/swatch`, `partials/value` and `partials/value-text`
/// read, for every token in every theme on the token, tokens and theme pages.
extension ViewModels {
    /// Every key a swatch has, with its value for a swatch of nothing yet; each kind of value
    /// sets its own. Made into one `MustacheObject` at the end, with keys tagged once for all
    /// swatches (`Swatch.keys`): a large catalogue makes a swatch per token per theme per page.
    struct Swatch {
        var isColor = false, isGradient = false, isNone = false, isUnknown = false, isText = false
        var translucent = false, outOfGamut = false, dark = false
        var css = MustacheValue.null, label = MustacheValue.null, hex = MustacheValue.null, rgba = MustacheValue.null
        var paletteUrl = MustacheValue.null, notation = MustacheValue.null, text = MustacheValue.null
        var seen = MustacheValue.null
        var stops: [MustacheValue] = [], chain: [MustacheValue] = [], colors: [MustacheValue] = []
        var textColor = "#000"
        var title = ""

        static let keys = MustacheKeys([
            "isColor", "isGradient", "isNone", "isUnknown", "isText", "translucent", "outOfGamut", "dark",
            "css", "label", "hex", "rgba", "paletteUrl", "notation", "text", "seen",
            "stops", "chain", "colors", "textColor", "title",
        ])

        var context: MustacheValue {
            .object(MustacheObject(Self.keys, [
                .bool(isColor), .bool(isGradient), .bool(isNone), .bool(isUnknown), .bool(isText), .bool(translucent),
                .bool(outOfGamut), .bool(dark),
                css, label, hex, rgba, paletteUrl, notation, text, seen,
                .array(stops), .array(chain), .array(colors), .string(textColor), .string(title),
            ]))
        }
    }

    func swatch(_ value: ResolvedValue, root: String, ground: Ground? = nil) -> MustacheValue {
        var swatch = Swatch()
        switch value {
        case .color(let c):
            swatch.isColor = true
            swatch.css = .string(c.color.css)
            swatch.label = .string(c.color.alpha < 1 ? Self.alphaLabel(c) : c.sourceLabel)
            swatch.hex = .string(c.color.hex)
            swatch.rgba = .string(c.color.rgba)
            swatch.translucent = c.color.alpha < 1
            swatch.paletteUrl = c.palette.map { .string(root + Paths.palette($0)) } ?? .null
            swatch.chain = c.chain.map { .object(["text": .string($0.text)]) }
            swatch.textColor = c.color.luminance > 0.4 || c.color.alpha < 0.5 ? "#000" : "#fff"
            swatch.notation = c.notation.map(MustacheValue.string) ?? .null
            swatch.outOfGamut = c.outOfGamut
        case .gradient(let stops):
            swatch.isGradient = true
            swatch.css = .string(Self.gradientCSS(stops))
            swatch.label = .string(stops.map(\.sourceLabel).joined(separator: " → "))
            swatch.hex = .string(stops.map(\.color.hex).joined(separator: " → "))
            swatch.translucent = stops.contains { $0.color.alpha < 1 }
            let showPositions = Self.unevenlySpaced(stops)
            swatch.stops = stops.map { stop in
                .object([
                    "label": .string(stop.sourceLabel), "hex": .string(stop.color.hex), "css": .string(stop.color.css),
                    "rgba": .string(stop.color.rgba), "seen": Self.seenStop(stop, ground: ground),
                    "paletteUrl": stop.palette.map { .string(root + Paths.palette($0)) } ?? .null,
                    "notation": stop.notation.map(MustacheValue.string) ?? .null, "outOfGamut": .bool(stop.outOfGamut),
                    "position": showPositions ? stop.position.map { .string(Color.format($0 * 100) + "%") } ?? .null : .null,
                ])
            }
        case .text(let t):
            textSwatch(t, into: &swatch, root: root)
        case .none:
            swatch.isNone = true
            swatch.label = "no value in this theme"
        case .unknown:
            swatch.isUnknown = true
            swatch.label = "unresolved"
        }
        swatch.dark = ground?.dark ?? false
        swatch.seen = seen(value, ground: ground)
        // The tooltip says what the swatch shows: the value, and what it looks like on the theme.
        swatch.title = swatch.label.interpolationText
        if swatch.seen != .null {
            swatch.title += ", on \(swatch.seen.member("on")?.interpolationText ?? ""): \(swatch.seen.member("hex")?.interpolationText ?? "")"
        }
        return swatch.context
    }
}
