/// Every token's value in every theme, token by token (`themeCount` values per token, in theme
/// order), each looked up by name once for the site: the view models, the search index and
/// `catalogue.json` each read all of them, and a large catalogue has fifty thousand, each a
/// string hashed into a theme's dictionary.
struct TokenValues: Sendable {
    private let values: [ResolvedValue]
    let themeCount: Int

    init(_ catalogue: Catalogue) {
        themeCount = catalogue.themes.count
        var values: [ResolvedValue] = []
        values.reserveCapacity(catalogue.tokens.count * themeCount)
        for token in catalogue.tokens.indices {
            let name = catalogue.tokens[token].name
            for theme in catalogue.themes.indices { values.append(catalogue.themes[theme].values[name] ?? .unknown) }
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
}
