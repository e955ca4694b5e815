/// The view of a non-colour value (dimension, shadow, typography…): its CSS-like text, and a
/// small swatch for each colour inside it.
extension ViewModels {
    func textSwatch(_ t: TextValue, into swatch: inout Swatch, root: String, chain: MustacheValue? = nil, chainInside: Bool = true) {
        swatch.isText = true
        swatch.text = .string(t.display)
        swatch.label = .string(t.display)
        if chainInside { swatch.chain = chain ?? .array(Self.chain(t.chain)) }
        swatch.colors = t.colors.map { c in
            .object([
                "hex": .string(c.color.hex), "css": .string(c.color.css), "label": .string(c.sourceLabel),
                "translucent": .bool(c.color.alpha < 1),
                "paletteUrl": c.palette.map { .string(root + Paths.palette($0)) } ?? .null,
            ])
        }
    }
}
