/// Every token's value in every theme, token by token (`themeCount` values per token, in theme
/// order), each looked up by name once for the site: the view models, the search index and
/// `catalogue.json` each read all of them, and a large catalogue has fifty thousand, each a
/// string hashed into a theme's dictionary.
struct TokenValues: Sendable {
    private let values: [ResolvedValue]
    let themeCount: Int

    init(_ catalogue: Catalogue) {
        themeCount = catalogue.themes.count
        let tokens = catalogue.tokens
        // The tokens' names numbered once (`StringNumbers`); each theme's values are then
        // placed by their name's number, read from the theme's dictionary in its own order
        // rather than each hashed into it again.
        var names = StringNumbers(minimumCapacity: tokens.count)
        let numbers = tokens.indices.map { names.add(tokens[$0].name) }
        var values = [ResolvedValue](repeating: .unknown, count: tokens.count * themeCount)
        var byNumber = [ResolvedValue](repeating: .unknown, count: names.count)
        for theme in catalogue.themes.indices {
            for i in byNumber.indices { byNumber[i] = .unknown }
            for (name, value) in catalogue.themes[theme].values {
                if let number = names.number(of: name) { byNumber[number] = value }
            }
            for token in tokens.indices { values[token * themeCount + theme] = byNumber[numbers[token]] }
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
