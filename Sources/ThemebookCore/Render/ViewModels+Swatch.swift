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
        var stops: [MustacheValue] = [], colors: [MustacheValue] = []
        /// nil for a swatch of a token's value in a theme (`swatch(tokenAt:themeAt:root:)`): the
        /// chain is the token's, so it sits beside the swatch, and the swatch is the value's alone.
        var chain: MustacheValue? = .array([])
        var textColor = "#000"
        var title = ""

        static let keys = MustacheKeys([
            "isColor", "isGradient", "isNone", "isUnknown", "isText", "translucent", "outOfGamut", "dark",
            "css", "label", "hex", "rgba", "paletteUrl", "notation", "text", "seen",
            "stops", "chain", "colors", "textColor", "title",
        ])
        /// The keys of a swatch without its chain.
        static let valueKeys = MustacheKeys(keys.names.filter { $0 != "chain" })

        var context: MustacheValue {
            let keys = chain == nil ? Self.valueKeys : Self.keys
            var object = MustacheObject(keys)
            object.add(.bool(isColor), keys)
            object.add(.bool(isGradient), keys)
            object.add(.bool(isNone), keys)
            object.add(.bool(isUnknown), keys)
            object.add(.bool(isText), keys)
            object.add(.bool(translucent), keys)
            object.add(.bool(outOfGamut), keys)
            object.add(.bool(dark), keys)
            object.add(css, keys)
            object.add(label, keys)
            object.add(hex, keys)
            object.add(rgba, keys)
            object.add(paletteUrl, keys)
            object.add(notation, keys)
            object.add(text, keys)
            object.add(seen, keys)
            object.add(.array(stops), keys)
            if let chain { object.add(chain, keys) }
            object.add(.array(colors), keys)
            object.add(.string(textColor), keys)
            object.add(.string(title), keys)
            return .object(object)
        }
    }

    /// `chain`: the value's alias chain when already made (`chains`), else made from the value;
    /// without `chainInside`, the swatch has no chain (its caller puts the chain beside it).
    func swatch(
        _ value: ResolvedValue, root: String, ground: Ground? = nil, chain: MustacheValue? = nil, chainInside: Bool = true
    ) -> MustacheValue {
        var swatch = Swatch()
        switch value {
        case .color(let c):
            let entry = paletteText(c)
            let text = colorText(c, entry)
            swatch.isColor = true
            swatch.css = text.css
            swatch.label = .string(c.color.alpha < 1 ? Self.alphaLabel(c) : c.sourceLabel)
            swatch.hex = text.hex
            swatch.rgba = text.rgba
            swatch.translucent = c.color.alpha < 1
            swatch.paletteUrl = paletteUrl(c, entry, root: root)
            if chainInside { swatch.chain = chain ?? .array(Self.chain(c.chain)) }
            swatch.textColor = text.textColor
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
                let entry = paletteText(stop)
                let text = colorText(stop, entry)
                return .object([
                    "label": .string(stop.sourceLabel), "hex": text.hex, "css": text.css,
                    "rgba": text.rgba, "seen": Self.seenStop(stop, ground: ground),
                    "paletteUrl": paletteUrl(stop, entry, root: root),
                    "notation": stop.notation.map(MustacheValue.string) ?? .null, "outOfGamut": .bool(stop.outOfGamut),
                    "position": showPositions ? stop.position.map { .string(Color.format($0 * 100) + "%") } ?? .null : .null,
                ])
            }
        case .text(let t):
            textSwatch(t, into: &swatch, root: root, chain: chain, chainInside: chainInside)
        case .none:
            swatch.isNone = true
            swatch.label = "no value in this theme"
        case .unknown:
            swatch.isUnknown = true
            swatch.label = "unresolved"
        }
        if !chainInside { swatch.chain = nil }
        swatch.dark = ground?.dark ?? false
        swatch.seen = seen(value, ground: ground)
        // The tooltip says what the swatch shows: the value, and what it looks like on the theme.
        swatch.title = swatch.label.interpolationText
        if swatch.seen != .null {
            swatch.title += ", on \(swatch.seen.member("on")?.interpolationText ?? ""): \(swatch.seen.member("hex")?.interpolationText ?? "")"
        }
        return swatch.context
    }

    private static let chainKeys = MustacheKeys(["text"])

    /// An alias chain as the list of `{text}` objects the templates read.
    static func chain(_ steps: [ChainStep]) -> [MustacheValue] {
        steps.map { step in
            var object = MustacheObject(chainKeys)
            object.add(.string(step.text), chainKeys)
            return .object(object)
        }
    }
}
