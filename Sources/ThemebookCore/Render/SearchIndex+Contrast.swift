/// The ratios a token's search record carries: one `meta` entry per pair it is part of (as the
/// foreground or the background) and theme, `contrast:<theme>:<foreground>/<background>` →
/// `4.48`, or `skipped` / `unresolved` when the pair has no ratio in that theme.
extension SearchIndex {
    static func contrastMeta(_ catalogue: Catalogue, token: String) -> [String: String] {
        let report = catalogue.contrast
        var meta: [String: String] = [:]
        for i in (report.byForeground[token] ?? []) + (report.byBackground[token] ?? []) {
            let pair = report.pairs[i]
            for theme in catalogue.themes {
                let value: String
                switch pair.results[theme.info.id] {
                case .measured(let m)?: value = ContrastRatio.text(m.ratio, below: pair.minimum)
                case .skipped?: value = "skipped"
                case .unresolved?, nil: value = "unresolved"
                }
                meta["contrast:\(theme.info.id):\(pair.foreground)/\(pair.background)"] = value
            }
        }
        return meta
    }
}
