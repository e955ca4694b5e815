/// What a palette colour's search record says about its use: one `meta` entry per theme that
/// uses it, `uses:<theme>` → the names of the tokens that take it there, in catalogue order,
/// separated by spaces. So typing `Blue50` on the search page lists the tokens that take it,
/// theme by theme (a gradient stop or a colour inside a text value counts as taking it).
extension SearchIndex {
    static let usesPrefix = "uses:"

    /// The same from each palette colour's uses as the view models list them (`ViewModels.usage`:
    /// name → (theme, token) pairs, token by token, each pair once), without reading every value again.
    static func paletteUses(_ catalogue: Catalogue, usage: [String: [(theme: Int, token: Int)]]) -> [String: [String: String]] {
        let themeCount = catalogue.themes.count
        var out: [String: [String: String]] = [:]
        var listed = Set<String>()
        for color in catalogue.palette where listed.insert(color.name).inserted {
            guard let uses = usage[color.name], !uses.isEmpty else { continue }
            var tokens = [[Int]](repeating: [], count: themeCount)
            for use in uses where tokens.indices.contains(use.theme) && tokens[use.theme].last != use.token {
                tokens[use.theme].append(use.token)
            }
            var meta: [String: String] = [:]
            for theme in 0..<themeCount where !tokens[theme].isEmpty {
                let key = usesPrefix + catalogue.themes[theme].info.id
                // The first theme of an id wins, as everywhere in the index.
                if meta[key] == nil { meta[key] = tokens[theme].map { catalogue.tokens[$0].name }.joined(separator: " ") }
            }
            if !meta.isEmpty { out[color.name] = meta }
        }
        return out
    }

    /// Palette colour name → its `uses:` entries.
    static func paletteUses(_ catalogue: Catalogue, values: TokenValues) -> [String: [String: String]] {
        // By the colour's place in the palette, then by theme: the tokens taking it, each once.
        // Appended in place: a colour ten thousand tokens take is not copied once per token.
        var number: [String: Int] = [:]
        for (index, color) in catalogue.palette.enumerated() where number[color.name] == nil { number[color.name] = index }
        let themeCount = catalogue.themes.count
        var uses = [[[Int]]](repeating: [[Int]](repeating: [], count: themeCount), count: catalogue.palette.count)
        func add(_ name: String?, token: Int, theme: Int) {
            guard let name, let index = number[name], uses[index][theme].last != token else { return }
            uses[index][theme].append(token)
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
        var out: [String: [String: String]] = [:]
        for (name, index) in number {
            var meta: [String: String] = [:]
            for theme in 0..<themeCount where !uses[index][theme].isEmpty {
                let key = usesPrefix + catalogue.themes[theme].info.id
                // The first theme of an id wins, as everywhere in the index.
                if meta[key] == nil { meta[key] = uses[index][theme].map { catalogue.tokens[$0].name }.joined(separator: " ") }
            }
            if !meta.isEmpty { out[name] = meta }
        }
        return out
    }
}
