/// Every token's value in every theme, token by token (`themeCount` values per token, in theme
/// order), each looked up by name once for the site: the view models, the search index and
/// `catalogue.json` each read all of them, and a large catalogue has fifty thousand, each a
/// string hashed into a theme's dictionary.
struct TokenValues: Sendable {
    private let values: [ResolvedValue]
    let themeCount: Int

    init(_ catalogue: Catalogue) {
        let themeCount = catalogue.themes.count
        self.themeCount = themeCount
        let tokens = catalogue.tokens
        // The tokens' names numbered once (`StringNumbers`); each theme's values are then put
        // in place by their name's number, read from the theme's dictionary in its own order
        // rather than each name hashed into it again.
        var names = StringNumbers(minimumCapacity: tokens.count)
        var firstToken: [Int] = []
        firstToken.reserveCapacity(tokens.count)
        var repeated: [(token: Int, first: Int)] = []
        for token in tokens.indices {
            let number = names.add(tokens[token].name)
            if number == firstToken.count { firstToken.append(token) } else { repeated.append((token, firstToken[number])) }
        }
        var values = [ResolvedValue](repeating: .unknown, count: tokens.count * themeCount)
        for theme in catalogue.themes.indices {
            for (name, value) in catalogue.themes[theme].values {
                if let number = names.number(of: name) { values[firstToken[number] * themeCount + theme] = value }
            }
        }
        // A name declared twice has the same values at each declaration.
        for (token, first) in repeated {
            for theme in 0..<themeCount { values[token * themeCount + theme] = values[first * themeCount + theme] }
        }
        self.values = values
    }

    /// The value of the token at `token` (in `catalogue.tokens`) in the theme at `theme`;
    /// `.unknown` where the theme has none.
    @inline(__always)
    subscript(token: Int, theme: Int) -> ResolvedValue { values[token * themeCount + theme] }

    /// The same, by position in the token-major layout (`token * themeCount + theme`).
    @inline(__always)
    subscript(slot: Int) -> ResolvedValue { values[slot] }

    /// The colour of the value at `slot` when it is a colour. Read in place: a copy of the
    /// value retains its colour's box, which the other workers read at the same time (the
    /// search index and `catalogue.json` walk the same values side by side).
    @inline(__always)
    func color(at slot: Int) -> Color? {
        guard case .color(let c) = values[slot] else { return nil }
        return c.color
    }

    /// The colour and palette name of the value at `slot` when it is a palette colour with no
    /// notation of its own (`CatalogueJSON.ValueCache`), read in place as `color(at:)`.
    @inline(__always)
    func paletteColor(at slot: Int) -> (color: Color, palette: String)? {
        guard case .color(let c) = values[slot], c.source == nil, let palette = c.palette else { return nil }
        return (c.color, palette)
    }
}
