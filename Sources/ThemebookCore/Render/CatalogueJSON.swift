/// `catalogue.json`: the whole resolved catalogue for tools and tests.
enum CatalogueJSON {
    static func make(_ catalogue: Catalogue) -> JSONOutput {
        .object([
            "title": .string(catalogue.title),
            "palette": .array(catalogue.palette.map { color in
                var object: [String: JSONOutput] = ["name": .string(color.name), "group": .string(color.group), "hex": .string(color.color.hex)]
                if let notation = color.notation {
                    object["notation"] = .string(notation)
                    object["outOfGamut"] = .bool(color.outOfGamut)
                }
                return .object(object)
            }),
            "themes": .array(catalogue.themes.map { theme in
                .object([
                    "id": .string(theme.info.id), "label": .string(theme.info.label),
                    "appearance": .string(theme.info.appearance.rawValue), "imageSuffix": .string(theme.info.imageSuffix),
                ])
            }),
            "tokens": .array(catalogue.tokens.map { token in
                var object: [String: JSONOutput] = [
                    "name": .string(token.name), "category": .string(token.category), "type": .string(token.type.rawValue),
                    // The first theme of an id wins: ids are unique once loaded, and this must never trap.
                    "values": .object(Dictionary(catalogue.themes.map { theme in
                        (theme.info.id, value(theme.values[token.name] ?? .unknown))
                    }, uniquingKeysWith: { first, _ in first })),
                ]
                if let d = token.description { object["description"] = .string(d) }
                if let d = token.deprecated { object["deprecated"] = .string(d) }
                return .object(object)
            }),
            "images": .array(catalogue.images.map { image in
                .object([
                    "name": .string(image.name), "value": .string(image.value), "group": .string(image.group),
                    "themed": .bool(image.themed),
                    "themedNames": .object(Dictionary(catalogue.themes.map { theme in
                        (theme.info.id, .string(image.themed ? theme.info.themedImageName(image.value) : image.value))
                    }, uniquingKeysWith: { first, _ in first })),
                ])
            }),
            "rules": .array(catalogue.guides.flatMap(\.rules).map { rule in
                .object([
                    "text": .string(rule.text), "kind": .string(rule.kind.rawValue), "guide": .string(rule.guide),
                    "url": .string(Guide.url(slug: rule.guide, anchor: rule.anchor)),
                ])
            }),
        ])
    }

    static func value(_ value: ResolvedValue) -> JSONOutput {
        switch value {
        case .color(let c): color(c)
        case .gradient(let stops):
            .object(["kind": .string("gradient"), "stops": .array(stops.map { color($0, position: ViewModels.unevenlySpaced(stops)) })])
        case .text(let t): text(t)
        case .none: .object(["kind": .string("none")])
        case .unknown: .object(["kind": .string("unknown")])
        }
    }

    /// Keys beyond the sRGB ones appear only when they say something (a colour in another space, a
    /// gradient not evenly spaced), so a catalogue of plain sRGB colours reads as it always did.
    static func color(_ c: ResolvedColor, position: Bool = false) -> JSONOutput {
        var object: [String: JSONOutput] = [
            "kind": .string("color"), "palette": .optional(c.palette), "alpha": .double(c.color.alpha),
            "hex": .string(c.color.hex),
        ]
        if let notation = c.notation {
            object["notation"] = .string(notation)
            object["outOfGamut"] = .bool(c.outOfGamut)
        }
        if position, let p = c.position { object["position"] = .double(p) }
        return .object(object)
    }
}

extension CatalogueJSON {
    /// A non-colour value: its type as `kind`, its CSS-like `text`, and the hex of every colour
    /// inside it (a shadow's, a border's) in `colors`.
    static func text(_ t: TextValue) -> JSONOutput {
        .object([
            "kind": .string(t.type.rawValue), "text": .string(t.display),
            "colors": .array(t.colors.map { .string($0.color.hex) }),
        ])
    }
}
