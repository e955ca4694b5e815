/// `search-index.json`: one record per token, palette colour, image, guide, guide section and
/// rule, for the search page. Every record has the same six keys:
///
///     {"id": "image:bookmarkLarge", "kind": "image", "title": "bookmarkLarge",
///      "url": "images.html#c-bookmarkLarge", "text": "Large · 24x24",
///      "meta": {"code": "StandardImageIdentifiers.Large.bookmark", "dark": "bookmarkLarge_dark",
///               "light": "bookmarkLarge", "private": "bookmarkLarge_dark"}}
///
/// `meta` is flat (string → string): a token's hex per theme id (gradient stops separated by
/// spaces, "" for no value), an image's themed name per theme id and its constant in code
/// (`code`), a palette colour's `hex` and the tokens that take it per theme (`uses:<theme>`,
/// `SearchIndex+Palette`), and nothing for guides and rules. The schema is
/// documented in the README. What the search page needs besides (the code names of the site
/// config, each theme's background) is in the page itself: see `SearchIndex.page`.
///
/// Order: the images, palette colours and tokens, sorted by id; then each guide in navigation
/// order, followed by its sections and rules. So the records of one guide sit together and
/// depend on that guide alone, and the file is written a guide at a time
/// (`SearchIndex+Files.swift`).
enum SearchIndex {
    struct Record: Equatable {
        var id: String
        var kind: String
        var title: String
        var url: String
        /// Already short (`SearchIndex.short`).
        var text: String
        var meta: [String: String] = [:]

        init(id: String, kind: String, title: String, url: String, text: String, meta: [String: String] = [:]) {
            self.id = id
            self.kind = kind
            self.title = title
            self.url = url
            self.text = SearchIndex.short(text)
            self.meta = meta
        }
    }

    /// The `meta` key of an image's constant in code. Theme ids are the other keys, so a theme
    /// that is itself called `code` keeps its key and the constant stays in `text`.
    static let codeKey = "code"
    static let resourceKey = "resource"

    /// Longest `text`, in characters, the ellipsis of a cut text included.
    static let textLimit = 200

    /// Every record, in the order of the file; the guides' content read from `store`.
    static func records(_ catalogue: Catalogue, guides store: GuideStore = .memory) throws(SiteWriter.Failure) -> [Record] {
        var records: [Record] = []
        forEachCatalogueRecord(catalogue) { records.append($0) }
        for guide in catalogue.guides {
            let (sections, rules) = try store.outline(of: guide)
            records += guideRecords(guide, sections: sections, rules: rules)
        }
        return records
    }

    /// The records that do not come from guides, sorted by id: images, palette colours, tokens
    /// (`image:` < `palette:` < `token:`). Of two with the same id the first in the catalogue
    /// stays.
    static func forEachCatalogueRecord<E: Error>(_ catalogue: Catalogue, _ body: (Record) throws(E) -> Void) throws(E) {
        for image in sortedUnique(catalogue.images, by: \.value) { try body(imageRecord(image, in: catalogue)) }
        let uses = paletteUses(catalogue, values: TokenValues(catalogue))
        for color in sortedUnique(catalogue.palette, by: \.name) {
            try body(paletteRecord(color, uses: uses[color.name] ?? [:], code: paletteCode(color, in: catalogue), in: catalogue))
        }
        for index in sortedUniqueTokens(catalogue) { try body(tokenRecord(catalogue.tokens[index], in: catalogue)) }
    }

    /// The indices of the tokens in record order: sorted by name, the first of a name only
    /// (indices, so that no declaration is copied to be sorted).
    static func sortedUniqueTokens(_ catalogue: Catalogue) -> [Int] {
        let tokens = catalogue.tokens
        var seen = Set<String>()
        return tokens.indices.filter { seen.insert(tokens[$0].name).inserted }.sorted { tokens[$0].name < tokens[$1].name }
    }

    static func tokenRecord(_ token: TokenDeclaration, in catalogue: Catalogue) -> Record {
        // A theme's hex wins over a contrast entry of the same key.
        var meta = themed(catalogue) { theme in hex(theme.values[token.name] ?? .unknown) }
            .merging(contrastMeta(catalogue, token: token.name)) { hex, _ in hex }
            .merging(platformMeta(catalogue, token: token.name)) { hex, _ in hex }
        // The app's own spelling (`Asset.Colors.Label.primary.color`) is matched like an
        // image's constant; the system colours its values name (`labelColor`) like a value.
        if let spelling = token.codeSpelling, meta[codeKey] == nil { meta[codeKey] = spelling }
        // An Android resource is found by `@color/name` too.
        if let spelling = token.resourceSpelling, meta[resourceKey] == nil { meta[resourceKey] = spelling }
        let system = systemColors(of: token, in: catalogue)
        if !system.isEmpty, meta[systemKey] == nil { meta[systemKey] = system.joined(separator: " ") }
        return Record(
            id: "token:\(token.name)", kind: "token", title: token.name, url: Paths.token(token.name),
            text: tokenText(token), meta: meta)
    }

    /// A token's `text` before it is shortened.
    static func tokenText(_ token: TokenDeclaration) -> String {
        tokenText(category: token.category, deprecated: token.deprecated != nil, description: token.description)
    }

    static func tokenText(category: String, deprecated: Bool, description: String?) -> String {
        // Appended in place, not an array of optionals joined: one per token of the catalogue.
        var text = category
        if deprecated { text += " · deprecated" }
        if let description { text += " · " + description }
        return text
    }

    /// Writes `tokenRecord(token)` as `write(_:into:)` would, straight from the catalogue, with
    /// no record and no dictionary of its `meta` in between: a large catalogue has ten thousand.
    /// A token in contrast pairs (whose `meta` also has ratios), or with its own code spelling,
    /// goes through its record.
    /// The token is the one at `index`, its values read from `values`.
    static func writeTokenRecord(
        at index: Int, in catalogue: Catalogue, values: TokenValues, themeKeys: JSONThemeKeys, into writer: inout JSONWriter
    ) {
        // The fields read in place: a copy of the declaration was a retain and a release of
        // each of its strings, for every token.
        let name = catalogue.tokens[index].name
        guard catalogue.tokens[index].codeSpelling == nil, catalogue.tokens[index].resourceSpelling == nil, catalogue.platforms.isEmpty,
            catalogue.contrast.pairs.isEmpty
                || (catalogue.contrast.byForeground[name] == nil && catalogue.contrast.byBackground[name] == nil)
        else {
            return write(tokenRecord(catalogue.tokens[index], in: catalogue), into: &writer)
        }
        writer.beginObject()
        writer.key("id")
        writer.string("token:", name)
        writer.key("kind")
        writer.string("token")
        writer.key("meta")
        writer.beginObject()
        for (theme, key) in themeKeys.themes {
            writer.key(written: key)
            if let color = values.color(at: index * values.themeCount + theme) {
                writer.string(color.hex)
            } else {
                writer.string(hex(values[index, theme]))
            }
        }
        writer.endObject()
        writer.key("text")
        writer.string(short(tokenText(
            category: catalogue.tokens[index].category, deprecated: catalogue.tokens[index].deprecated != nil,
            description: catalogue.tokens[index].description)))
        writer.key("title")
        writer.string(name)
        writer.key("url")
        writer.string(Paths.token(name))
        writer.endObject()
    }

    /// `uses`: the colour's `uses:<theme>` entries (`paletteUses`); `code`: its spelling in code.
    static func paletteRecord(_ color: PaletteColor, uses: [String: String] = [:], code: String? = nil) -> Record {
        var meta = uses
        meta["hex"] = color.color.hex
        if let code { meta[codeKey] = code }
        return Record(
            id: "palette:\(color.name)", kind: "palette", title: color.name, url: Paths.palette(color.name),
            text: "\(color.group) · palette colour", meta: meta)
    }

    /// `FXColors.Blue50`: the colour's own namespace, else the site config's first, as the
    /// palette page spells it; nil without either.
    static func paletteCode(_ color: PaletteColor, in catalogue: Catalogue) -> String? {
        (color.namespace ?? catalogue.code.palette.first).map { "\($0).\(color.shortName)" }
    }

    static func imageRecord(_ image: ImageIdentifier, in catalogue: Catalogue) -> Record {
        // The constant (`StandardImageIdentifiers.Large.bookmark`) is what a developer pastes:
        // it goes under `meta.code`, where the page matches it whole and by its last name.
        // An image asked for by its string has no constant; its value is its title.
        let code = image.name.isEmpty ? nil : image.codeReference
        let inMeta = code != nil && !catalogue.themes.contains { $0.info.id == codeKey }
        let text = [image.group, image.size, inMeta ? nil : code, image.themed ? "themed" : nil, image.description]
        var meta = themed(catalogue) { theme in image.themed ? theme.info.themedImageName(image.value) : image.value }
        if inMeta, let code { meta[codeKey] = code }
        return Record(
            id: "image:\(image.value)", kind: "image", title: image.value, url: Paths.image(image.value),
            text: text.compactMap { $0 }.joined(separator: " · "), meta: meta)
    }

    /// A guide's records: the guide, its sections in order, its rules in order. They depend on
    /// the guide alone; of two with the same id the first stays.
    static func guideRecords(_ guide: Guide, sections: [GuideSection], rules: [Rule]) -> [Record] {
        let slug = idSlug(guide.slug)
        var records = [Record(id: "guide:\(slug)", kind: "guide", title: guide.title, url: guide.url, text: guide.summary ?? "")]
        for section in sections {
            records.append(Record(
                id: "guide:\(slug)#\(section.id)", kind: "guide", title: "\(guide.title) › \(section.title)",
                url: guide.url(anchor: section.id), text: section.text))
        }
        for (number, rule) in rules.enumerated() {
            records.append(Record(
                id: "rule:\(slug)#\(padded(number + 1))", kind: "rule", title: rule.text,
                url: guide.url(anchor: rule.anchor), text: "\(rule.kind == .do ? "Do" : "Don't") · \(guide.title)"))
        }
        var seen = Set<String>()
        return records.filter { seen.insert($0.id).inserted }
    }

    /// A slug as ids spell it: `%` and `#` written `%25` and `%23`, so the `#` before a section
    /// is the only one, and no guide's id is another guide's section (`a#b` and `a` with a
    /// section `b`). Other slugs are as they are.
    static func idSlug(_ slug: String) -> String {
        guard slug.utf8.contains(where: { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "%") }) else { return slug }
        return slug.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "#", with: "%23")
    }

    /// The values of `items` sorted by `key`, the first of each key only.
    static func sortedUnique<T>(_ items: [T], by key: (T) -> String) -> [T] {
        var seen = Set<String>()
        return items.filter { seen.insert(key($0)).inserted }.sorted { key($0) < key($1) }
    }

    /// Theme id → value; the first theme of an id wins (ids are unique once loaded, and this
    /// must never trap).
    private static func themed(_ catalogue: Catalogue, _ value: (Theme) -> String) -> [String: String] {
        Dictionary(catalogue.themes.map { ($0.info.id, value($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The `meta` key of the system colours a token's values name (`labelColor`), for a token
    /// of an asset catalogue.
    static let systemKey = "systemColor"

    /// The names of the system colours the token's values show, each once, in theme order.
    static func systemColors(of token: TokenDeclaration, in catalogue: Catalogue) -> [String] {
        var names: [String] = []
        for theme in catalogue.themes {
            if case .color(let c)? = theme.values[token.name], let name = c.source?.written, !names.contains(name),
                !name.contains("(")
            {
                names.append(name)
            }
        }
        return names
    }

    /// `#0060df`, `#0060df4d`; a gradient's stops separated by spaces; "" when there is no colour.
    static func hex(_ value: ResolvedValue) -> String {
        switch value {
        case .color(let c): c.color.hex
        case .gradient(let stops): stops.map(\.color.hex).joined(separator: " ")
        case .text(let t): t.display
        case .none, .unknown: ""
        }
    }

    /// `7` → `007`, so rule ids sort in reading order.
    private static func padded(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }
}
