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
        // Each palette colour's uses, by the colour's number in `usedNames` (a name hashed
        // cheaply per value, not into a dictionary of arrays): made a dictionary once, below.
        var usedNames = StringNumbers(minimumCapacity: catalogue.palette.count)
        var uses: [[(theme: Int, token: Int)]] = []
        func used(_ name: String, _ use: (theme: Int, token: Int)) {
            let number = usedNames.add(name)
            if number == uses.count { uses.append([]) }
            uses[number].append(use)
        }
        let values = TokenValues(catalogue)
        let valueCount = catalogue.tokens.count * catalogue.themes.count
        var chains: [MustacheValue] = []
        chains.reserveCapacity(valueCount)
        let chromes = Dictionary(zip(catalogue.themes.map(\.info.id), catalogue.chromes()), uniquingKeysWith: { a, _ in a })
        // The background token is shown on the canvas, every other token on the background.
        let backgrounds = catalogue.themes.map { chromes[$0.info.id]?.background.token }
        // Colour values that look the same in a theme share one swatch (`SwatchCache`): the
        // first value of each kind, by theme, and how many share it. Their alias chains are the
        // tokens' own (beside the swatch, not in it); values with the same chain text share one
        // list of it: the first value with each chain's digest.
        var firstOfKind = Array(repeating: [UInt64: Int](), count: catalogue.themes.count)
        var firstOfChain: [UInt64: Int] = [:]
        var kinds: [Int] = []
        kinds.reserveCapacity(valueCount)
        // By slot: the first value whose chain list it shows (itself when none came before).
        var chainOwners = [Int32](repeating: -1, count: valueCount)
        // By the slot of each kind's first value.
        var kindSizes = [Int32](repeating: 0, count: valueCount)
        // By index: enumerating copied every declaration and theme (their strings retained and
        // released) once per value.
        for tokenIndex in catalogue.tokens.indices {
            let name = catalogue.tokens[tokenIndex].name
            for themeIndex in catalogue.themes.indices {
                let use = (theme: themeIndex, token: tokenIndex)
                switch values[tokenIndex, themeIndex] {
                case .color(let c) where backgrounds[themeIndex] != name:
                    if let name = c.palette { used(name, use) }
                    let slot = chains.count
                    let digest = Self.swatchDigest(c)
                    var first = firstOfKind[themeIndex][digest, default: slot]
                    if first == slot {
                        firstOfKind[themeIndex][digest] = slot
                    } else if case .color(let other) = values[first], !Self.sameSwatch(c, other) {
                        first = slot
                    }
                    kinds.append(first)
                    kindSizes[first] += 1
                    let (chain, owner) = Self.sharedChain(c, at: slot, firstOfChain: &firstOfChain, values: values, chains: chains)
                    chains.append(chain)
                    chainOwners[slot] = Int32(owner)
                    continue
                case .color(let c):
                    // One name: no set to make it unique, nothing to sort.
                    if let name = c.palette { used(name, use) }
                    chains.append(.array(Self.chain(c.chain)))
                case .gradient(let stops):
                    for name in Set(stops.compactMap(\.palette)).sorted() { used(name, use) }
                    chains.append(.array([]))
                case .text(let t):
                    for name in Set(t.colors.compactMap(\.palette)).sorted() { used(name, use) }
                    chains.append(.array(Self.chain(t.chain)))
                default:
                    chains.append(.array([]))
                }
                kinds.append(-1)
            }
        }
        self.usage = Dictionary(uniqueKeysWithValues: zip(usedNames.strings, uses))
        self.values = values
        self.chains = chains
        let swatchClasses = Self.sharedClasses(firsts: kinds, sizes: kindSizes)
        self.tokenTexts = catalogue.tokens.map { TokenText($0, code: catalogue.code.tokens) }
        self.tokenCategories = Self.categories(of: catalogue.tokens)
        self.changeEntries = catalogue.changes.map { Self.entries($0.changes) } ?? [:]
        self.chromes = chromes
        self.themeChromes = catalogue.themes.map { chromes[$0.info.id] }
        self.paletteTexts = Self.paletteTexts(catalogue)
        self.themesFromRoot = catalogue.themes.map { Self.theme($0.info, root: "", catalogue: catalogue) }
        self.themesFromFolder = catalogue.themes.map { Self.theme($0.info, root: "../", catalogue: catalogue) }
        let searchTexts = catalogue.tokens.indices.map { searchText(tokenAt: $0) }
        self.searchTexts = searchTexts
        // The shared swatches first: the shared value items show them.
        let themeCount = catalogue.themes.count
        swatches = SwatchCache(classes: swatchClasses.classes, count: swatchClasses.count) { [self] slot, root in
            swatch(values[slot], root: root, ground: ground(themeAt: slot % themeCount, token: catalogue.tokens[slot / themeCount].name), chainInside: false)
        }
        let itemClasses = Self.valueItems(swatchClasses: swatchClasses.classes, chainOwners: chainOwners)
        valueItems = SwatchCache(classes: itemClasses.classes, count: itemClasses.count) { [self] slot, root in
            valueItem(tokenAt: slot / themeCount, themeAt: slot % themeCount, root: root)
        }
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

    /// The chain list of colour value `c` at `slot`: the one made for an earlier value with the
    /// same chain text when there is one, else a new one.
    private static func sharedChain(
        _ c: ResolvedColor, at slot: Int, firstOfChain: inout [UInt64: Int], values: TokenValues, chains: [MustacheValue]
    ) -> (chain: MustacheValue, owner: Int) {
        // The chain read once (each read of it is a retain), its steps by index (a step
        // bound by a loop is a copy of its strings).
        let chain = c.chain
        let digest = chainDigest(chain)
        if let first = firstOfChain[digest] {
            if case .color(let other) = values[first], Self.sameTexts(other.chain, chain) { return (chains[first], first) }
        } else {
            firstOfChain[digest] = slot
        }
        return (.array(Self.chain(chain)), slot)
    }

    /// The classes of `values` items: values that share their swatch (`swatchClasses`, by
    /// slot) and their chain list (`chainOwners`) show the same item.
    private static func valueItems(swatchClasses: [Int32], chainOwners: [Int32]) -> (classes: [Int32], count: Int) {
        // By slot, the first slot with the same swatch class and chain owner.
        var firstOfItem: [Int64: Int] = [:]
        var firsts = [Int](repeating: -1, count: swatchClasses.count)
        var sizes = [Int32](repeating: 0, count: swatchClasses.count)
        for slot in swatchClasses.indices where swatchClasses[slot] >= 0 && chainOwners[slot] >= 0 {
            let key = Int64(swatchClasses[slot]) << 32 | Int64(chainOwners[slot])
            let first = firstOfItem[key, default: slot]
            if first == slot { firstOfItem[key] = slot }
            firsts[slot] = first
            sizes[first] += 1
        }
        return sharedClasses(firsts: firsts, sizes: sizes)
    }

    /// Classes of values, from each value's first value of its kind (`firsts`, by slot; -1 for
    /// none) and the number of each kind (`sizes`, by first slot): only kinds more than one value
    /// has are kept, numbered in order.
    private static func sharedClasses(firsts: [Int], sizes: [Int32]) -> (classes: [Int32], count: Int) {
        var numbers = [Int32](repeating: -1, count: firsts.count)
        var count: Int32 = 0
        let classes = firsts.map { first -> Int32 in
            guard first >= 0, sizes[first] > 1 else { return -1 }
            if numbers[first] < 0 {
                numbers[first] = count
                count += 1
            }
            return numbers[first]
        }
        return (classes, Int(count))
    }

    /// Whether two alias chains show the same texts, step by step.
    private static func sameTexts(_ a: [ChainStep], _ b: [ChainStep]) -> Bool {
        guard a.count == b.count else { return false }
        for i in a.indices where a[i].text != b[i].text { return false }
        return true
    }

    /// What the tokens page filter matches: name, category, role and every hex.
    private func searchText(tokenAt index: Int) -> String {
        var text = SearchText()
        text.add(catalogue.tokens[index].name, lowercased: true)
        text.add(catalogue.tokens[index].category, lowercased: true)
        if let role = catalogue.tokens[index].description { text.add(role, lowercased: true) }
        if let spelling = catalogue.tokens[index].codeSpelling { text.add(spelling, lowercased: true) }
        for theme in catalogue.themes.indices {
            switch value(tokenAt: index, themeAt: theme) {
            case .color(let c):
                add(c, to: &text)
            case .gradient(let stops):
                for stop in stops { add(stop, to: &text) }
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
    private func add(_ color: ResolvedColor, to text: inout SearchText) {
        let entry = paletteText(color)
        text.add(hexText(color, entry))
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
