/// The alias steps of a catalogue's values, named as the catalogue names what they point at, so
/// that the two sides of a diff compare (and print) the same way whatever format wrote them.
///
/// An alias is written `{Layers.layer2}` in DTCG, `layer2` or `dark.layerScrim` in Swift; the
/// catalogue names that token `layer2` in both. Taking each step's last segment, as `diff` once
/// did, agreed across formats but lost what told two targets apart: `{color.text.default}` and
/// `{color.icon.default}` both read `default`, so moving a token from one to the other (same
/// colour) was no change. Here a step whose written path is a token's or a palette colour's
/// becomes that one's name (`layer2`, or `color.text.default` where the last segment is shared),
/// as the pages name it; a Swift step to another theme's token (`dark.layerScrim`) that token's
/// name; anything else (a set's size or font, which has no page) its full path, as the pages
/// write it, never a last segment that another token may share.
struct ChainNames {
    private var names: [String: String] = [:]

    init(_ catalogue: Catalogue) {
        // Paths first, then names, so a path that is also another entry's name resolves by path.
        for color in catalogue.palette { names[color.name] = color.name }
        for token in catalogue.tokens { names[token.name] = token.name }
        for color in catalogue.palette { names[color.path] = color.name }
        for token in catalogue.tokens { names[token.path] = token.name }
    }

    /// The name of what the alias `reference` points at.
    func name(of reference: String) -> String {
        var text = Substring(reference)
        if text.hasPrefix("{"), text.hasSuffix("}"), text.count >= 2 { text = text.dropFirst().dropLast() }
        if let name = names[String(text)] { return name }
        let segments = text.split(separator: ".", omittingEmptySubsequences: false)
        // A Swift reference to another theme's token (`dark.layerScrim`) names that token.
        if segments.count == 2, let name = names[String(segments[1])] { return name }
        return String(text)
    }

    /// `value` with every alias step renamed (`name(of:)`).
    func renamed(_ value: ResolvedValue) -> ResolvedValue {
        switch value {
        case .color(let color): return .color(renamed(color))
        case .gradient(let stops): return .gradient(stops.map(renamed))
        case .text(var text):
            text.chain = renamed(text.chain)
            return .text(text)
        case .none, .unknown: return value
        }
    }

    private func renamed(_ color: ResolvedColor) -> ResolvedColor {
        var color = color
        color.chain = renamed(color.chain)
        return color
    }

    private func renamed(_ chain: [ChainStep]) -> [ChainStep] {
        chain.map { step in
            var step = step
            // A long chain's elision mark stays one.
            if step.text != "…" { step.text = name(of: step.text) }
            return step
        }
    }
}
