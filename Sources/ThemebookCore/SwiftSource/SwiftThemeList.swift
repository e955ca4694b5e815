/// A theme found by the readers of shapes 3, 4 and 5 (`SwiftInstanceThemeReader`,
/// `SwiftDynamicReader`, `SwiftCaseThemeReader`), and the site config's say over them: `themes`
/// orders them and leaves the rest out (each with a `theme-left-out` warning), `swift.themeInfo` gives labels,
/// appearances and image suffixes. The messages are the Firefox reader's.
struct SwiftThemeCandidate {
    var id: String
    var label: String
    var appearance: Appearance
    var location: SourceLocation
    /// Neither the code nor the name says the appearance (`RawTheme.appearanceUnstated`).
    var appearanceUnstated = false
}

enum SwiftThemeList {
    /// The themes to document, in the config's order when it gives one, with their info.
    static func documented(
        _ found: [SwiftThemeCandidate], settings: SwiftSourceSettings, config: SiteConfig, diagnostics: inout Diagnostics
    ) -> [(candidate: SwiftThemeCandidate, info: ThemeInfo)] {
        let byID = Dictionary(found.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var suggestions: SuggestionIndex?
        for entry in settings.themeInfo where byID[entry.id] == nil {
            if suggestions == nil { suggestions = SuggestionIndex(found.map(\.id)) }
            diagnostics.error(
                "unknown-theme", "'swift.themeInfo' names theme '\(entry.id)', which the theme files do not define",
                at: entry.location, suggestion: suggestions?.closest(to: entry.id))
        }
        var listed = found
        if !config.themes.isEmpty {
            for entry in config.themes where byID[entry] == nil {
                if suggestions == nil { suggestions = SuggestionIndex(found.map(\.id)) }
                diagnostics.error(
                    "unknown-theme", "theme '\(entry)' in the site config is not defined by the Swift theme files",
                    at: config.themesLocation ?? SourceLocation(file: config.file, line: 1, column: 1),
                    suggestion: suggestions?.closest(to: entry))
            }
            let named = Set(config.themes)
            for theme in found where !named.contains(theme.id) {
                diagnostics.warning(
                    "theme-left-out", "theme '\(theme.id)' is not listed in the site config's 'themes'; it is left out",
                    at: theme.location)
            }
            listed = config.themes.compactMap { byID[$0] }
        }
        let entries = Dictionary(settings.themeInfo.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        return listed.map { found in
            let entry = entries[found.id]
            var theme = found
            if entry?.appearance != nil { theme.appearanceUnstated = false }
            let appearance = entry?.appearance ?? theme.appearance
            let info = ThemeInfo(
                id: theme.id, label: entry?.label ?? theme.label, appearance: appearance,
                imageSuffix: entry?.imageSuffix ?? (appearance == .dark ? "_dark" : ""), location: theme.location)
            return (theme, info)
        }
    }

    /// `dark`, `night`, `black`, `private`… in an id or name: a dark theme.
    static func guessAppearance(_ name: String) -> Appearance {
        let lower = name.lowercased()
        return ["dark", "night", "black", "private", "dim", "midnight", "oled"].contains(where: lower.contains) ? .dark : .light
    }
}
