/// Turns catalogue values into the Mustache contexts the templates read. Every key a template
/// may ask for is always present (null when empty), because site templates render strictly.
struct ViewModels {
    let catalogue: Catalogue
    /// Palette colour → the (theme, token) pairs that use it, as indices in the catalogue.
    let usage: [String: [(theme: Int, token: Int)]]
    /// Token → the guides that mention it.
    let mentions: [String: [Guide]]
    /// Each theme's page colours and the ground its translucent values are shown over, by theme id.
    let chromes: [String: ThemeChrome]
    /// Each theme's context, in theme order, for pages at the site root and one folder down
    /// (the tokens page and every token page show them all): made once, not once per token.
    private let themesFromRoot: [MustacheValue]
    private let themesFromFolder: [MustacheValue]
    /// Each palette colour's swatch texts, by name (`ViewModels+ColorText`).
    let paletteTexts: PaletteTextTable
    /// Every token's value in every theme: looked up by name once, not for every swatch of
    /// every page (and handed to the search index and `catalogue.json`).
    let values: TokenValues
    /// What the tokens page filter matches for each token (`searchText`), in token order: made
    /// once, though the tokens page and each token page both carry it.
    private var searchTexts: [String] = []
    /// `chromes` in theme order, found by index rather than by hashing the theme's id per value.
    let themeChromes: [ThemeChrome?]
    /// Each token's texts that every page showing it repeats (`ViewModels+Shared`), in token order.
    let tokenTexts: [TokenText]
    /// The alias chain of every value, laid out as `values` (`ViewModels+Shared`): the token
    /// page, the tokens page and a theme page each show it, made once.
    let chains: [MustacheValue]
    /// The swatches that values looking the same share (`ViewModels+SwatchCache`), made once
    /// every other field is set.
    private(set) var swatches = SwatchCache()
    /// The `values` items (theme, swatch, chain) of a token's context that values with the same
    /// swatch and the same chain share, so that the renderer copies a section over one from its
    /// memo as it does a swatch's (`SwatchCache`).
    private(set) var valueItems = SwatchCache()
    /// The token categories in order of first appearance, with their tokens' indices.
    let tokenCategories: [(name: String, tokens: [Int])]
    /// Each changed token's entry on the Changes page (`ViewModels+Changes`), by name.
    let changeEntries: [String: (String, section: String)]

    init(_ catalogue: Catalogue, mentions: [String: [Guide]] = [:]) {
        self.catalogue = catalogue
        self.mentions = mentions
        let chromes = Dictionary(zip(catalogue.themes.map(\.info.id), catalogue.chromes()), uniquingKeysWith: { a, _ in a })
        // The background token is shown on the canvas, every other token on the background.
        let backgrounds = catalogue.themes.map { chromes[$0.info.id]?.background.token }
        // Made before any page: the values first, then two rounds of two parts that read
        // nothing of each other, each round's parts on two threads at once
        // (`Parallel.defaultWorkers`): a build has nothing else to do meanwhile. The parts of a
        // round take about as long as each other, so that neither thread waits for the other.
        let values = TokenValues(catalogue)
        let paletteTexts = Self.paletteTexts(catalogue)
        // The first round: the value scan (uses, chains, which values share a swatch); the
        // tokens' texts and what the tokens page filter matches.
        var scan: ValueScan?
        var texts: [TokenText] = [], search: [String] = []
        for part in Parallel.map(2, workers: Parallel.defaultWorkers, { index -> Part in
            guard index == 0 else {
                return .texts(
                    catalogue.tokens.map { TokenText($0, code: catalogue.code.tokens) },
                    search: catalogue.tokens.indices.map { Self.searchText(tokenAt: $0, catalogue, values, paletteTexts) })
            }
            return .scan(Self.scan(catalogue, values: values, backgrounds: backgrounds))
        }) {
            switch part {
            case .scan(let s): scan = s
            case .texts(let t, let s): (texts, search) = (t, s)
            default: break
            }
        }
        guard let scan else { preconditionFailure("the first round makes the scan") }
        self.usage = scan.usage
        self.values = values
        self.chains = scan.chains
        self.tokenTexts = texts
        self.searchTexts = search
        self.tokenCategories = Self.categories(of: catalogue.tokens)
        self.changeEntries = catalogue.changes.map { Self.entries($0.changes) } ?? [:]
        self.chromes = chromes
        self.themeChromes = catalogue.themes.map { chromes[$0.info.id] }
        self.paletteTexts = paletteTexts
        self.themesFromRoot = catalogue.themes.map { Self.theme($0.info, root: "", catalogue: catalogue) }
        self.themesFromFolder = catalogue.themes.map { Self.theme($0.info, root: "../", catalogue: catalogue) }
        // The second round, a part per root (pages at the site root, pages one folder down):
        // the shared swatches, then the shared value items that show them.
        let model = self
        let themeCount = catalogue.themes.count
        let parts = Parallel.map(2, workers: Parallel.defaultWorkers) { index -> Part in
            let root = index == 0 ? "" : "../"
            var shown = model
            shown.swatches = SwatchCache(classes: scan.swatchClasses.classes, count: scan.swatchClasses.count, roots: [root]) { slot, root in
                model.swatch(
                    values[slot], root: root, ground: model.ground(themeAt: slot % themeCount, token: catalogue.tokens[slot / themeCount].name),
                    chainInside: false)
            }
            let items = SwatchCache(classes: scan.itemClasses.classes, count: scan.itemClasses.count, roots: [root]) { slot, root in
                shown.valueItem(tokenAt: slot / themeCount, themeAt: slot % themeCount, root: root)
            }
            return .caches(shown.swatches, items)
        }
        guard case .caches(let rootSwatches, let rootItems) = parts[0], case .caches(let folderSwatches, let folderItems) = parts[1] else {
            preconditionFailure("the second round makes the caches")
        }
        swatches = SwatchCache(root: rootSwatches, folder: folderSwatches)
        valueItems = SwatchCache(root: rootItems, folder: folderItems)
    }

    /// What each part of `init` makes.
    private enum Part: Sendable {
        case scan(ValueScan)
        case texts([TokenText], search: [String])
        case caches(SwatchCache, SwatchCache)
    }

    /// The value of the token at `token` (in `catalogue.tokens`) in the theme at `theme`.
    func value(tokenAt token: Int, themeAt theme: Int) -> ResolvedValue {
        values[token, theme]
    }

    func theme(_ info: ThemeInfo, root: String) -> MustacheValue { Self.theme(info, root: root, catalogue: catalogue) }

    /// The contexts of every theme, in order, for a page at `root`.
    func themeContexts(root: String) -> [MustacheValue] {
        // Two roots, compared rather than hashed: every token's context asks.
        if root.isEmpty { return themesFromRoot }
        if root == "../" { return themesFromFolder }
        return catalogue.themes.map { theme($0.info, root: root) }
    }

    private static func theme(_ info: ThemeInfo, root: String, catalogue: Catalogue) -> MustacheValue {
        .object([
            "id": .string(info.id), "label": .string(info.label), "appearance": .string(info.appearance.rawValue),
            "imageSuffix": .string(info.imageSuffix), "url": .string(root + Paths.theme(info.id)),
            "contrastUrl": catalogue.contrast.isEmpty ? .null : .string(root + Paths.contrast(info.id, platform: catalogue.platformID)),
        ])
    }

    func themes(root: String) -> MustacheValue { .array(themeContexts(root: root)) }

    // MARK: Swatches

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

    private static let tokenKeys = MustacheKeys([
        "name", "category", "type", "url", "description", "isDeprecated", "deprecation", "code", "search", "values",
        "hasGuides", "guides", "appCode", "anchor", "categoryAnchor",
    ])
    private static let valueKeys = MustacheKeys(["theme", "swatch", "chain"])

    /// The token at `index` in `catalogue.tokens`.
    func token(at index: Int, root: String) -> MustacheValue {
        let texts = tokenTexts[index]
        let contexts = themeContexts(root: root)
        let guides = mentions.isEmpty ? [] : mentions[texts.nameText] ?? []
        let keys = Self.tokenKeys
        var object = MustacheObject(keys)
        object.add(texts.name, keys)
        object.add(texts.category, keys)
        object.add(texts.type, keys)
        object.add(texts.url(root: root), keys)
        object.add(texts.description, keys)
        object.add(.bool(texts.isDeprecated), keys)
        object.add(texts.deprecation, keys)
        object.add(texts.code, keys)
        object.add(.string(searchTexts[index]), keys)
        object.add(.array(catalogue.themes.indices.map { theme in
            valueItems.shared(at: index * catalogue.themes.count + theme, root: root)
                ?? valueItem(tokenAt: index, themeAt: theme, root: root, contexts: contexts)
        }), keys)
        object.add(.bool(!guides.isEmpty), keys)
        // Made item by item as the page is rendered: a token every guide mentions lists them all.
        // None is the empty list itself (no list object and closure for each token and row).
        object.add(guides.isEmpty ? .array([]) : .lazyArray(MustacheLazyList(count: guides.count) { item in
            .object(["title": .string(guides[item].title), "url": .string(root + guides[item].url)])
        }), keys)
        object.add(tokenCodeUses(at: index), keys)
        object.add(texts.anchor, keys)
        object.add(texts.categoryAnchor, keys)
        return .object(object)
    }

    /// The `values` item of the token at `token` in the theme at `theme`: the theme, the swatch
    /// and the chain.
    private func valueItem(tokenAt token: Int, themeAt theme: Int, root: String, contexts: [MustacheValue]? = nil) -> MustacheValue {
        var value = MustacheObject(Self.valueKeys)
        value.add((contexts ?? themeContexts(root: root))[theme], Self.valueKeys)
        value.add(swatch(tokenAt: token, themeAt: theme, root: root), Self.valueKeys)
        value.add(chain(tokenAt: token, themeAt: theme), Self.valueKeys)
        return .object(value)
    }

    /// The swatch of the token at `token` in the theme at `theme`, shown over that theme's ground:
    /// the value's alone, without the token's alias chain (`chain(tokenAt:themeAt:)`, which
    /// contexts put beside it), so that every token showing the same value shares it.
    func swatch(tokenAt token: Int, themeAt theme: Int, root: String) -> MustacheValue {
        let slot = token * catalogue.themes.count + theme
        if let shared = swatches.shared(at: slot, root: root) { return shared }
        return swatch(values[slot], root: root, ground: ground(themeAt: theme, token: catalogue.tokens[token].name), chainInside: false)
    }

    /// The alias chain of the token at `token` in the theme at `theme`: the `{text}` list that
    /// templates read as `chain` beside its swatch.
    func chain(tokenAt token: Int, themeAt theme: Int) -> MustacheValue {
        chains[token * catalogue.themes.count + theme]
    }

    /// What the tokens page filter matches: name, category, role and every hex.
    private static func searchText(tokenAt index: Int, _ catalogue: Catalogue, _ values: TokenValues, _ paletteTexts: PaletteTextTable) -> String {
        var text = SearchText()
        text.add(catalogue.tokens[index].name, lowercased: true)
        text.add(catalogue.tokens[index].category, lowercased: true)
        if let role = catalogue.tokens[index].description { text.add(role, lowercased: true) }
        if let spelling = catalogue.tokens[index].codeSpelling { text.add(spelling, lowercased: true) }
        for theme in catalogue.themes.indices {
            switch values[index, theme] {
            case .color(let c):
                add(c, paletteTexts, to: &text)
            case .gradient(let stops):
                for stop in stops { add(stop, paletteTexts, to: &text) }
            case .text(let t):
                text.add(t.display, lowercased: true)
                for color in t.colors { text.add(color.color.hex) }
            default: break
            }
        }
        return text.string
    }

    /// A colour's hex and palette name in a search text; a palette colour's hex and lower-cased
    /// name are made once for the site (`paletteTexts`).
    private static func add(_ color: ResolvedColor, _ paletteTexts: PaletteTextTable, to text: inout SearchText) {
        let entry = color.palette.flatMap { paletteTexts[$0] }
        // The palette colour's hex, made once for the site, when it is that colour unchanged.
        if let entry, entry.color == color.color { text.add(entry.text.hexText) } else { text.add(color.color.hex) }
        if let entry { text.add(entry.lowercasedName) } else { text.add(color.palette ?? "", lowercased: true) }
        // A system colour a colour set names (`labelColor`) is found by its name.
        if let written = color.source?.written { text.add(written, lowercased: true) }
    }

    /// A search text written into one buffer: the tokens page has one per token, and arrays of
    /// small strings joined were a measurable share of it. A struct with mutating methods, not
    /// nested functions over a local buffer, whose every access was checked for exclusivity.
    private struct SearchText {
        private var out: [UInt8] = []

        init() { out.reserveCapacity(128) }

        var string: String { String(decoding: out, as: UTF8.self) }

        mutating func add(_ part: String, lowercased: Bool = false) {
            guard !part.isEmpty else { return }
            if !out.isEmpty { out.append(UInt8(ascii: " ")) }
            guard lowercased else { return mustacheAppendUTF8(part, to: &out) }
            // ASCII (nearly every name) lowered byte by byte, read in place; beyond it, Unicode's
            // lower case.
            let ascii = part.withUTF8Span { bytes -> Bool in
                guard Bytes.isASCII(bytes) else { return false }
                for index in bytes.indices {
                    let byte = bytes[index]
                    out.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
                }
                return true
            }
            if !ascii { out.append(contentsOf: part.lowercased().utf8) }
        }
    }

    /// The token categories, each token's context made as a section reaches it and let go
    /// after: the home page reads only the categories' names, and the tokens page of a large
    /// catalogue then holds one row at a time, not a swatch for every token in every theme.
    func categories(root: String) -> MustacheValue {
        let models = self
        return .array(tokenCategories.map { name, tokens in
            .object(["name": .string(name), "anchor": .string(Paths.anchor(name)), "count": .int(tokens.count),
                     "tokens": .lazyArray(MustacheLazyList(count: tokens.count, itemWork: SiteRenderer.tokenRowWork) { item in
                models.token(at: tokens[item], root: root)
            })])
        })
    }

    /// `tokens` grouped by category, the categories in order of first appearance.
    private static func categories(of tokens: [TokenDeclaration]) -> [(name: String, tokens: [Int])] {
        var groups: [(name: String, tokens: [Int])] = []
        var group: [String: Int] = [:]
        for index in tokens.indices {
            let category = tokens[index].category
            if let existing = group[category] {
                groups[existing].tokens.append(index)
            } else {
                group[category] = groups.count
                groups.append((category, [index]))
            }
        }
        return groups
    }
}
