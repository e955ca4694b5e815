/// `search-index.json`: one record per token, palette colour, image, guide, guide section and
/// rule, sorted by id, for the search page. Every record has the same six keys:
///
///     {"id": "image:bookmarkLarge", "kind": "image", "title": "bookmarkLarge",
///      "url": "images.html#c-bookmarkLarge", "text": "Large · 24x24 · StandardImageIdentifiers.Large.bookmark",
///      "meta": {"dark": "bookmarkLarge_dark", "light": "bookmarkLarge", "private": "bookmarkLarge_dark"}}
///
/// `meta` is flat (string → string): a token's hex per theme id (gradient stops separated by
/// spaces, "" for no value), an image's themed name per theme id, a palette colour's `hex`, and
/// nothing for guides and rules. The schema is documented in the README.
enum SearchIndex {
    struct Record {
        var id: String
        var kind: String
        var title: String
        var url: String
        var text: String
        var meta: [String: String] = [:]

        var json: JSONOutput {
            .object([
                "id": .string(id), "kind": .string(kind), "title": .string(title), "url": .string(url),
                "text": .string(SearchIndex.short(text)), "meta": .object(meta.mapValues(JSONOutput.string)),
            ])
        }
    }

    /// Longest `text`, in characters, before it is cut at a word.
    static let textLimit = 200

    static func make(_ catalogue: Catalogue) -> JSONOutput {
        .array(records(catalogue).map(\.json))
    }

    /// What the search page loads from disk: the same records as a script, so the page works from
    /// `file://`, where browsers refuse to fetch files.
    static func script(_ index: JSONOutput) -> String {
        "window.THEMEBOOK_SEARCH_INDEX = \(index.compact());\n"
    }

    static func records(_ catalogue: Catalogue) -> [Record] {
        var records: [Record] = []
        for token in catalogue.tokens {
            let text = [token.category, token.deprecated == nil ? nil : "deprecated", token.description]
            records.append(Record(
                id: "token:\(token.name)", kind: "token", title: token.name, url: Paths.token(token.name),
                text: text.compactMap { $0 }.joined(separator: " · "),
                meta: themed(catalogue) { theme in hex(theme.values[token.name] ?? .unknown) }))
        }
        for color in catalogue.palette {
            records.append(Record(
                id: "palette:\(color.name)", kind: "palette", title: color.name, url: Paths.palette(color.name),
                text: "\(color.group) · palette colour", meta: ["hex": color.color.hex]))
        }
        for image in catalogue.images {
            let text = [image.group, image.size, image.codeReference, image.themed ? "themed" : nil, image.description]
            records.append(Record(
                id: "image:\(image.value)", kind: "image", title: image.value, url: Paths.image(image.value),
                text: text.compactMap { $0 }.joined(separator: " · "),
                meta: themed(catalogue) { theme in image.themed ? theme.info.themedImageName(image.value) : image.value }))
        }
        for guide in catalogue.guides {
            records.append(Record(
                id: "guide:\(guide.slug)", kind: "guide", title: guide.title, url: guide.url, text: guide.summary ?? ""))
            for section in guide.sections {
                records.append(Record(
                    id: "guide:\(guide.slug)#\(section.id)", kind: "guide", title: "\(guide.title) › \(section.title)",
                    url: "\(guide.url)#\(section.id)", text: section.text))
            }
            for (number, rule) in guide.rules.enumerated() {
                records.append(Record(
                    id: "rule:\(guide.slug)#\(padded(number + 1))", kind: "rule", title: rule.text,
                    url: "\(guide.url)#\(rule.anchor)", text: "\(rule.kind == .do ? "Do" : "Don't") · \(guide.title)"))
            }
        }
        // Ids are unique by construction except for a guide section named like another; keep the first.
        var seen = Set<String>()
        return records.filter { seen.insert($0.id).inserted }.sorted { $0.id < $1.id }
    }

    private static func themed(_ catalogue: Catalogue, _ value: (Theme) -> String) -> [String: String] {
        Dictionary(catalogue.themes.map { ($0.info.id, value($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// `#0060df`, `#0060df4d`; a gradient's stops separated by spaces; "" when there is no colour.
    static func hex(_ value: ResolvedValue) -> String {
        switch value {
        case .color(let c): c.color.hex
        case .gradient(let stops): stops.map(\.color.hex).joined(separator: " ")
        case .none, .unknown: ""
        }
    }

    /// Whitespace collapsed, cut at a word boundary with an ellipsis past `textLimit` characters.
    static func short(_ text: String) -> String {
        let words = text.split(whereSeparator: \.isWhitespace)
        var out = ""
        for word in words {
            let next = out.isEmpty ? String(word) : out + " " + word
            if next.count > textLimit { return (out.isEmpty ? String(word.prefix(textLimit)) : out) + "…" }
            out = next
        }
        return out
    }

    /// `7` → `007`, so rule ids sort in reading order.
    private static func padded(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }
}
