/// The view of a non-colour value (dimension, shadow, typography…): its CSS-like text, and a
/// small swatch for each colour inside it.
extension ViewModels {
    func textSwatch(_ t: TextValue, into object: inout [String: MustacheValue], root: String) {
        object["isText"] = true
        object["text"] = .string(t.display)
        object["label"] = .string(t.display)
        object["chain"] = .array(t.chain.map { .object(["text": .string($0.text)]) })
        object["colors"] = .array(t.colors.map { c in
            .object([
                "hex": .string(c.color.hex), "css": .string(c.color.css), "label": .string(c.sourceLabel),
                "translucent": .bool(c.color.alpha < 1),
                "paletteUrl": c.palette.map { .string(root + Paths.palette($0)) } ?? .null,
            ])
        })
    }
}
