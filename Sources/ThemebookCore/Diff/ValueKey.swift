/// How two resolved values are compared across catalogues. Both sides may come from different
/// formats (a DTCG folder on one side, Swift sources on the other), so values are compared by
/// what they mean, never by where they were written.
enum ValueKey {
    /// What a screen shows: the 8-bit hex of the colour or of each gradient stop. Two values that
    /// differ only below 8-bit precision look the same and are not a visible change.
    static func visible(_ value: ResolvedValue) -> String {
        switch value {
        case .color(let c): c.color.hex
        case .gradient(let stops): "gradient " + stops.map(\.color.hex).joined(separator: " ")
        case .text(let t): t.type.rawValue + " " + t.display
        case .none: "none"
        case .unknown: "unknown"
        }
    }

    /// What the value is made of: each alias followed, then the palette colour and alpha. The
    /// diff names each alias step as its catalogue does first (`ChainNames`), so `{Layers.layer2}`
    /// in DTCG and `layer2` in Swift agree.
    static func source(_ value: ResolvedValue) -> String {
        switch value {
        case .color(let c): source(c)
        case .gradient(let stops): "[" + stops.map(source).joined(separator: ", ") + "]"
        case .text(let t): (t.chain.map(\.text) + [t.display]).joined(separator: " → ")
        case .none: "no value"
        case .unknown: "unresolved"
        }
    }

    /// `layer2 → DarkGrey30`, `Blue50 · 30%`, `#342b4a`, `#00000000`.
    static func source(_ color: ResolvedColor) -> String {
        var names = color.chain.map(\.text)
        if let palette = color.palette, names.last == palette { names.removeLast() }
        return (names + [color.palette == nil ? color.color.hex : color.sourceLabel]).joined(separator: " → ")
    }

    /// The value as people read it: `#0060df`, `[#0060df, #0060df00]`, `no value`, `unresolved`.
    static func hex(_ value: ResolvedValue) -> String {
        switch value {
        case .color(let c): c.color.hex
        case .gradient(let stops): "[" + stops.map(\.color.hex).joined(separator: ", ") + "]"
        case .text(let t): t.display
        case .none: "no value"
        case .unknown: "unresolved"
        }
    }

    /// Whether the value is a designed colour or gradient (not a placeholder or unresolved).
    static func isConcrete(_ value: ResolvedValue) -> Bool {
        switch value {
        case .color, .gradient, .text: true
        case .none, .unknown: false
        }
    }
}
