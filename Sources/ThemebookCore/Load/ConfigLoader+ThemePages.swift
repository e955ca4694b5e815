extension ConfigLoader {
    /// `"themePages": {"background": "layer1", "surface": "layer2", "text": "textPrimary",
    /// "secondaryText": "textSecondary"}`: token names, each optional. Whether they are tokens
    /// is checked once the token list is known (`CatalogueChecker.checkThemePages`).
    static func themePages(_ node: JSONNode, diagnostics: inout Diagnostics) -> ThemePageTokens {
        var pages = ThemePageTokens()
        guard let members = node.members else {
            diagnostics.error(
                "invalid-config", "'themePages' must be an object with 'background', 'surface', 'text' and 'secondaryText'",
                at: node.location)
            return pages
        }
        for m in members {
            guard ThemePageTokens.keys.contains(m.key) else {
                diagnostics.warning(
                    "unknown-config-key", "'themePages.\(m.key)' is not a site config key", at: m.keyLocation,
                    suggestion: Suggestion.closest(to: m.key, in: ThemePageTokens.keys))
                continue
            }
            guard let name = m.value.string, !name.isEmpty else {
                diagnostics.error("invalid-config", "'themePages.\(m.key)' must be a token name such as \"layer1\"", at: m.value.location)
                continue
            }
            switch m.key {
            case "background": pages.background = name
            case "surface": pages.surface = name
            case "text": pages.text = name
            default: pages.secondaryText = name
            }
            pages.locations[m.key] = m.value.location
        }
        return pages
    }
}
