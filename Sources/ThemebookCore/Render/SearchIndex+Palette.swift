/// What a palette colour's search record says about its use: one `meta` entry per theme that
/// uses it, `uses:<theme>` → the names of the tokens that take it there, in catalogue order,
/// separated by spaces. So typing `Blue50` on the search page lists the tokens that take it,
/// theme by theme (a gradient stop or a colour inside a text value counts as taking it).
extension SearchIndex {
    static let usesPrefix = "uses:"

    /// Palette colour name → its `uses:` entries.
    static func paletteUses(_ catalogue: Catalogue, values: TokenValues) -> [String: [String: String]] {
        // Colour → theme index → token indices, each token once per theme.
        var uses: [String: [[Int]]] = [:]
        let themeCount = catalogue.themes.count
        func add(_ name: String?, token: Int, theme: Int) {
            guard let name else { return }
            var byTheme = uses[name] ?? Array(repeating: [], count: themeCount)
            if byTheme[theme].last != token { byTheme[theme].append(token) }
            uses[name] = byTheme
        }
        for token in catalogue.tokens.indices {
            for theme in 0..<themeCount {
                switch values[token, theme] {
                case .color(let c): add(c.palette, token: token, theme: theme)
                case .gradient(let stops): for stop in stops { add(stop.palette, token: token, theme: theme) }
                case .text(let t): for color in t.colors { add(color.palette, token: token, theme: theme) }
                case .none, .unknown: break
                }
            }
        }
        return uses.mapValues { byTheme in
            var meta: [String: String] = [:]
            for (theme, tokens) in byTheme.enumerated() where !tokens.isEmpty {
                let key = usesPrefix + catalogue.themes[theme].info.id
                // The first theme of an id wins, as everywhere in the index.
                if meta[key] == nil { meta[key] = tokens.map { catalogue.tokens[$0].name }.joined(separator: " ") }
            }
            return meta
        }
    }
}
