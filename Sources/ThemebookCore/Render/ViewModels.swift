/// Turns catalogue values into the Mustache contexts the templates read. Every key a template
/// may ask for is always present (null when empty), because site templates render strictly.
struct ViewModels {
    let catalogue: Catalogue
    /// Palette colour → the (theme, token) pairs that use it.
    let usage: [String: [(theme: String, token: String)]]
    /// Token → the guides that mention it.
    let mentions: [String: [Guide]]
    /// Each theme's page colours and the ground its translucent values are shown over, by theme id.
    let chromes: [String: ThemeChrome]

    init(_ catalogue: Catalogue, mentions: [String: [Guide]] = [:]) {
        self.catalogue = catalogue
        self.mentions = mentions
        var usage: [String: [(String, String)]] = [:]
        for token in catalogue.tokens {
            for theme in catalogue.themes {
                var names: [String] = []
                switch theme.values[token.name] {
                case .color(let c)?: names = c.palette.map { [$0] } ?? []
                case .gradient(let stops)?: names = stops.compactMap(\.palette)
                case .text(let t)?: names = t.colors.compactMap(\.palette)
                default: break
                }
                for name in Set(names).sorted() { usage[name, default: []].append((theme.info.id, token.name)) }
            }
        }
        self.usage = usage
        self.chromes = Dictionary(catalogue.themes.map { ($0.info.id, catalogue.chrome(of: $0)) }, uniquingKeysWith: { a, _ in a })
    }

    func theme(_ info: ThemeInfo, root: String) -> MustacheValue {
        .object([
            "id": .string(info.id), "label": .string(info.label), "appearance": .string(info.appearance.rawValue),
            "imageSuffix": .string(info.imageSuffix), "url": .string(root + Paths.theme(info.id)),
            "contrastUrl": catalogue.contrast.isEmpty ? .null : .string(root + Paths.contrast(info.id)),
        ])
    }

    func themes(root: String) -> MustacheValue { .array(catalogue.themes.map { theme($0.info, root: root) }) }

    // MARK: Swatches

    func swatch(_ value: ResolvedValue, root: String, ground: Ground? = nil) -> MustacheValue {
        var object: [String: MustacheValue] = [
            "isColor": false, "isGradient": false, "isNone": false, "isUnknown": false, "translucent": false,
            "css": .null, "label": .null, "hex": .null, "rgba": .null, "paletteUrl": .null, "stops": .array([]),
            "chain": .array([]), "textColor": "#000", "title": .null, "notation": .null, "outOfGamut": false,
            "isText": false, "text": .null, "colors": .array([]),
        ]
        switch value {
        case .color(let c):
            object["isColor"] = true
            object["css"] = .string(c.color.css)
            object["label"] = .string(c.color.alpha < 1 ? Self.alphaLabel(c) : c.sourceLabel)
            object["hex"] = .string(c.color.hex)
            object["rgba"] = .string(c.color.rgba)
            object["translucent"] = .bool(c.color.alpha < 1)
            object["paletteUrl"] = c.palette.map { .string(root + Paths.palette($0)) } ?? .null
            object["chain"] = .array(c.chain.map { .object(["text": .string($0.text)]) })
            object["textColor"] = .string(c.color.luminance > 0.4 || c.color.alpha < 0.5 ? "#000" : "#fff")
            object["notation"] = c.notation.map(MustacheValue.string) ?? .null
            object["outOfGamut"] = .bool(c.outOfGamut)
        case .gradient(let stops):
            object["isGradient"] = true
            object["css"] = .string(Self.gradientCSS(stops))
            object["label"] = .string(stops.map(\.sourceLabel).joined(separator: " → "))
            object["hex"] = .string(stops.map(\.color.hex).joined(separator: " → "))
            object["translucent"] = .bool(stops.contains { $0.color.alpha < 1 })
            let showPositions = Self.unevenlySpaced(stops)
            object["stops"] = .array(stops.map { stop in
                .object([
                    "label": .string(stop.sourceLabel), "hex": .string(stop.color.hex), "css": .string(stop.color.css),
                    "rgba": .string(stop.color.rgba), "seen": Self.seenStop(stop, ground: ground),
                    "paletteUrl": stop.palette.map { .string(root + Paths.palette($0)) } ?? .null,
                    "notation": stop.notation.map(MustacheValue.string) ?? .null, "outOfGamut": .bool(stop.outOfGamut),
                    "position": showPositions ? stop.position.map { .string(Color.format($0 * 100) + "%") } ?? .null : .null,
                ])
            })
        case .text(let t):
            textSwatch(t, into: &object, root: root)
        case .none:
            object["isNone"] = true
            object["label"] = "no value in this theme"
        case .unknown:
            object["isUnknown"] = true
            object["label"] = "unresolved"
        }
        object.merge(compositing(value, ground: ground)) { _, new in new }
        // The tooltip says what the swatch shows: the value, and what it looks like on the theme.
        var title = object["label"]?.interpolationText ?? ""
        if let seen = object["seen"], seen != .null {
            title += ", on \(seen.member("on")?.interpolationText ?? ""): \(seen.member("hex")?.interpolationText ?? "")"
        }
        object["title"] = .string(title)
        return .object(object)
    }

    /// Each stop at its position; a stop without one (Swift sources) where even spacing puts it.
    static func gradientCSS(_ stops: [ResolvedColor]) -> String {
        if stops.count == 1 { return "linear-gradient(90deg, \(stops[0].color.css), \(stops[0].color.css))" }
        let parts = stops.enumerated().map { i, s in
            "\(s.color.css) \(Color.format((s.position ?? evenPosition(i, of: stops.count)) * 100))%"
        }
        return "linear-gradient(90deg, \(parts.joined(separator: ", ")))"
    }

    static func evenPosition(_ index: Int, of count: Int) -> Double { count > 1 ? Double(index) / Double(count - 1) : 0 }

    /// Whether some stop sits elsewhere than even spacing would put it: only then are positions
    /// worth words (`at 30%`); an evenly spaced gradient reads right without them.
    static func unevenlySpaced(_ stops: [ResolvedColor]) -> Bool {
        stops.enumerated().contains { i, s in s.position.map { abs($0 - evenPosition(i, of: stops.count)) > 1e-9 } ?? false }
    }

    // MARK: Tokens

    func token(_ token: TokenDeclaration, root: String) -> MustacheValue {
        .object([
            "name": .string(token.name), "category": .string(token.category), "type": .string(token.type.rawValue),
            "url": .string(root + Paths.token(token.name)),
            "description": token.description.map(MustacheValue.string) ?? .null,
            "isDeprecated": .bool(token.deprecated != nil),
            "deprecation": token.deprecated.flatMap { $0.isEmpty ? nil : MustacheValue.string($0) } ?? .null,
            "code": .string("\(catalogue.code.tokens).\(token.name)"),
            "search": .string(searchText(token)),
            "values": .array(catalogue.themes.map { theme in
                .object([
                    "theme": self.theme(theme.info, root: root),
                    "swatch": swatch(theme.values[token.name] ?? .unknown, root: root, ground: ground(theme.info, token: token.name)),
                ])
            }),
            "hasGuides": .bool(!(mentions[token.name] ?? []).isEmpty),
            "guides": .array((mentions[token.name] ?? []).map { guide in
                .object(["title": .string(guide.title), "url": .string(root + guide.url)])
            }),
        ])
    }

    /// What the tokens page filter matches: name, category and every hex.
    func searchText(_ token: TokenDeclaration) -> String {
        var parts = [token.name.lowercased(), token.category.lowercased()]
        for theme in catalogue.themes {
            switch theme.values[token.name] {
            case .color(let c)?: parts += [c.color.hex, c.palette?.lowercased() ?? ""]
            case .gradient(let stops)?: parts += stops.flatMap { [$0.color.hex, $0.palette?.lowercased() ?? ""] }
            case .text(let t)?: parts += [t.display.lowercased()] + t.colors.map(\.color.hex)
            default: break
            }
        }
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }

    func categories(root: String) -> MustacheValue {
        var order: [String] = []
        var grouped: [String: [MustacheValue]] = [:]
        for t in catalogue.tokens {
            if grouped[t.category] == nil { order.append(t.category) }
            grouped[t.category, default: []].append(token(t, root: root))
        }
        return .array(order.map { name in
            .object(["name": .string(name), "anchor": .string(Paths.anchor(name)), "tokens": .array(grouped[name] ?? [])])
        })
    }

    // MARK: Palette

    func paletteGroups(root: String) -> MustacheValue {
        .array(catalogue.paletteGroups.map { group in
            .object([
                "name": .string(group.isEmpty ? "Colours" : group),
                "colors": .array(catalogue.palette.filter { $0.group == group }.map { paletteColor($0, root: root) }),
            ])
        })
    }

    /// Black or white, whichever contrasts more with `background` (opaque): at least 4.58:1 for any
    /// colour, since the two ratios cross at a luminance of 0.179.
    static func chipText(on background: Color) -> String {
        let l = background.luminance
        return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? "#000" : "#fff"
    }

    func paletteColor(_ color: PaletteColor, root: String) -> MustacheValue {
        let uses = usage[color.name] ?? []
        let b = color.color.bytes
        return .object([
            "name": .string(color.name), "anchor": .string(Paths.anchor(color.name)), "hex": .string(color.color.hex),
            "rgb": .string("rgb(\(b.r), \(b.g), \(b.b))"), "css": .string(color.color.css),
            "notation": color.notation.map(MustacheValue.string) ?? .null, "outOfGamut": .bool(color.outOfGamut),
            // The label sits on the colour painted over white, so pick black or white by that.
            "textColor": .string(Self.chipText(on: color.color.over(Color(red: 1, green: 1, blue: 1)))),
            "unused": .bool(uses.isEmpty),
            "description": color.description.map(MustacheValue.string) ?? .null,
            "isDeprecated": .bool(color.deprecated != nil),
            "deprecation": color.deprecated.flatMap { $0.isEmpty ? nil : MustacheValue.string($0) } ?? .null,
            "code": (color.namespace ?? catalogue.code.palette.first).map { .string("\($0).\(color.shortName)") } ?? .null,
            "uses": .array(catalogue.themes.compactMap { theme in
                let tokens = uses.filter { $0.theme == theme.info.id }.map(\.token)
                guard !tokens.isEmpty else { return nil }
                return .object([
                    "theme": self.theme(theme.info, root: root),
                    "tokens": .array(tokens.map { .object(["name": .string($0), "url": .string(root + Paths.token($0))]) }),
                ])
            }),
        ])
    }
}
