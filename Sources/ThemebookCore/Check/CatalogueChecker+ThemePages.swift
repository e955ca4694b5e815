extension CatalogueChecker {
    /// The site config's `themePages` with the contrast check's base layer as the background's
    /// default; a configured name that is not a declared token is an error (when the token list
    /// loaded), with the closest name.
    static func checkThemePages(_ raw: RawCatalogue, diagnostics: inout Diagnostics) -> ThemePageTokens {
        var pages = raw.config.themePages
        pages.baseLayer = raw.config.contrast.baseLayer
        guard raw.declarationsComplete else { return pages }
        let names = raw.declarations.map(\.name)
        let known = Set(names)
        for key in ThemePageTokens.keys {
            guard let name = pages.configured(key), !known.contains(name) else { continue }
            diagnostics.error(
                "unknown-token", "'themePages.\(key)' names unknown token '\(name)'", at: pages.locations[key],
                suggestion: Suggestion.closest(to: name, in: names))
        }
        return pages
    }
}
