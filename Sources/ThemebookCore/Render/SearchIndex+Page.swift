/// What the search page carries besides the index, in its own markup, so that the index stays
/// one file of records and does not grow per record for what is the same for all of them:
/// - how the app's code spells names (`code.tokens`, `code.palette` of the site config, and the
///   namespaces the palette colours declare), which the page strips from a pasted spelling
///   (`theme.colors.layer1`, `FXColors.Blue50`);
/// - each theme's background, over which the page sees a translucent token value when it
///   looks for the colours nearest to a hex query.
extension SearchIndex {
    /// `chromes`: each theme's `ThemeChrome`, in theme order, as the view models made them
    /// (finding a theme's background may scan every token).
    static func page(_ catalogue: Catalogue, chromes: [ThemeChrome?]) -> [String: MustacheValue] {
        var namespaces: [String] = []
        for namespace in catalogue.code.palette + catalogue.palette.compactMap(\.namespace)
        where !namespace.isEmpty && !namespaces.contains(namespace) {
            namespaces.append(namespace)
        }
        return [
            "searchThemes": .array(catalogue.themes.indices.map { index in
                let theme = catalogue.themes[index]
                let background = index < chromes.count ? chromes[index]?.background.color : nil
                return .object([
                    "id": .string(theme.info.id), "label": .string(theme.info.label),
                    "imageSuffix": .string(theme.info.imageSuffix),
                    "background": .string((background ?? Self.background(of: theme, in: catalogue)).opaqueHex),
                ])
            }),
            "searchCode": .object([
                "tokens": .string(catalogue.code.tokens), "palette": .string(namespaces.joined(separator: " ")),
            ]),
        ]
    }

    /// The background the theme page paints (`ThemeChrome`), so a translucent value is measured
    /// as the reader sees it there.
    static func background(of theme: Theme, in catalogue: Catalogue) -> Color {
        catalogue.chrome(of: theme).background.color
    }
}
