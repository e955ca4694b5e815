/// `search-index.json`: one record per token, palette colour, image, guide section and rule,
/// sorted by id. Schema in the README.
enum SearchIndex {
    static func make(_ catalogue: Catalogue) -> JSONOutput {
        var records: [String: JSONOutput] = [:]
        func add(_ id: String, _ kind: String, _ title: String, _ url: String, _ text: String, _ meta: [String: JSONOutput] = [:]) {
            var object: [String: JSONOutput] = [
                "id": .string(id), "kind": .string(kind), "title": .string(title), "url": .string(url),
                "text": .string(String(text.prefix(240))),
            ]
            if !meta.isEmpty { object["meta"] = .object(meta) }
            records[id] = .object(object)
        }
        for token in catalogue.tokens {
            var values: [String: JSONOutput] = [:]
            for theme in catalogue.themes {
                switch theme.values[token.name] {
                case .color(let c)?: values[theme.info.id] = .string(c.color.hex)
                case .gradient(let stops)?: values[theme.info.id] = .string(stops.map(\.color.hex).joined(separator: " "))
                default: values[theme.info.id] = .string("")
                }
            }
            add("token:\(token.name)", "token", token.name, Paths.token(token.name),
                token.description ?? "\(token.category) \(token.type.rawValue) token", ["values": .object(values)])
        }
        for color in catalogue.palette {
            add("palette:\(color.name)", "palette", color.name, Paths.palette(color.name),
                "\(color.group) \(color.color.hex)", ["hex": .string(color.color.hex)])
        }
        for image in catalogue.images {
            let names = Dictionary(uniqueKeysWithValues: catalogue.themes.map { theme in
                (theme.info.id, JSONOutput.string(image.themed ? theme.info.themedImageName(image.value) : image.value))
            })
            add("image:\(image.value)", "image", image.value, Paths.image(image.value),
                image.description ?? "\(image.group)\(image.size.map { " \($0)" } ?? "") \(image.codeReference)",
                ["themedNames": .object(names), "themed": .bool(image.themed)])
        }
        for guide in catalogue.guides {
            add("guide:\(guide.slug)", "guide", guide.title, guide.url, guide.summary ?? "")
            for section in guide.sections {
                add("guide:\(guide.slug)#\(section.id)", "guide", "\(guide.title) › \(section.title)",
                    "\(guide.url)#\(section.id)", section.text)
            }
            for (i, rule) in guide.rules.enumerated() {
                add("rule:\(guide.slug)#\(i + 1)", "rule", rule.text, "\(guide.url)#\(rule.anchor)",
                    "\(rule.kind == .do ? "Do" : "Don't") · \(guide.title)")
            }
        }
        return .array(records.keys.sorted().map { records[$0]! })
    }
}
