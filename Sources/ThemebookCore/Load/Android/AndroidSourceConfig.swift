/// The `android` object of the site config: an Android app's colours, read from its Compose
/// theme (`kotlin`) or from its XML colour resources (`resources`), one or the other.
///
///     "android": {
///       "kotlin": ["app/src/main/java/org/example/theme/AppTheme.kt", "…/PhotonColors.kt"],
///       "accessor": "AppTheme.colors",
///       "themeInfo": {"private": {"label": "Private", "appearance": "dark"}}
///     }
///
///     "android": {
///       "resources": ["app/src/main/res/values/colors.xml", "app/src/main/res/values-night/colors.xml",
///                     "components/ui/colors/src/main/res/values/photon_colors.xml"],
///       "palette": ["components/ui/colors/src/main/res/values/photon_colors.xml"]
///     }
public struct AndroidSourceConfig: Sendable {
    public struct ThemeInfoEntry: Sendable {
        public var id: String
        public var label: String?
        public var appearance: Appearance?
        public var location: SourceLocation
    }

    static let knownKeys: Set<String> = ["kotlin", "resources", "palette", "themes", "colors", "accessor", "themeInfo"]

    /// Kotlin files of the Compose theme: the palette objects, the colours class, its palette
    /// values, the theme enum and the `when` choosing among them, and the accessor object.
    public var kotlin: [String] = []
    /// XML colour resource files: `values/` for the light theme, `values-night/` for the dark one;
    /// beside `kotlin`, the colours the Compose theme reads with `colorResource(R.color.…)`.
    public var resources: [String] = []
    /// The resource files that are the palette; left out, each literal colour `values-night` does
    /// not override that other colours name or that is in a file of mostly literals.
    public var palette: [String] = []
    /// The `<style>` names of the resource files that are the app's themes; left out, the styles
    /// named as themes (`Theme.App`, `AppTheme`) or inheriting from a library theme.
    public var themes: [String] = []
    /// The colours class (`FirefoxColors`); left out, the class whose values the theme `when` picks.
    public var colors: String?
    /// How the app's code reads the current theme's colours (`FirefoxTheme.colors`); left out,
    /// the object with a property of the colours class.
    public var accessor: String?
    public var themeInfo: [ThemeInfoEntry] = []
    /// Where each file is named, by path.
    public var locations: [String: SourceLocation] = [:]
    /// Where the `android` key is written.
    public var location: SourceLocation?

    public init() {}

    /// Where `path` is named in the config (or the `android` key, or the config's first line).
    func location(of path: String, config: SiteConfig) -> SourceLocation {
        locations[path] ?? location ?? SourceLocation(file: config.file, line: 1, column: 1)
    }

    static func read(_ node: JSONNode, keyLocation: SourceLocation, prefix: String, diagnostics: inout Diagnostics) -> AndroidSourceConfig? {
        guard let members = node.members else {
            diagnostics.error("invalid-config", "'\(prefix)' must be an object with 'kotlin' or 'resources'", at: node.location)
            return nil
        }
        var config = AndroidSourceConfig()
        config.location = keyLocation
        for member in members where !knownKeys.contains(member.key) {
            diagnostics.warning(
                "unknown-config-key", "'\(prefix).\(member.key)' is not a site config key", at: member.keyLocation,
                suggestion: Suggestion.closest(to: member.key, in: knownKeys))
        }
        func files(_ key: String) -> [String] {
            guard let list = node[key] else { return [] }
            let entries = ConfigLoader.uniqueStrings(list, key: "\(prefix).\(key)", diagnostics: &diagnostics)
            for entry in entries where config.locations[entry.value] == nil { config.locations[entry.value] = entry.location }
            return entries.map(\.value)
        }
        config.kotlin = files("kotlin")
        config.resources = files("resources")
        config.palette = files("palette")
        config.themes = files("themes")
        for key in ["colors", "accessor"] {
            guard let value = node[key] else { continue }
            guard let s = value.string, !s.isEmpty else {
                diagnostics.error("invalid-config", "'\(prefix).\(key)' must be a name such as \(key == "colors" ? "\"FirefoxColors\"" : "\"FirefoxTheme.colors\"")", at: value.location)
                continue
            }
            if key == "colors" { config.colors = s } else { config.accessor = s }
        }
        if let info = node["themeInfo"] { config.themeInfo = themeInfo(info, prefix: prefix, diagnostics: &diagnostics) }
        // With both, the Compose theme is read, and the XML colours are what it reads with
        // `colorResource(R.color.…)` (`KotlinResourceColors`).
        let hasKotlin = node["kotlin"] != nil, hasResources = node["resources"] != nil
        if !hasKotlin && !hasResources {
            diagnostics.error(
                "invalid-config", "'\(prefix)' needs 'kotlin' (the Compose theme's Kotlin files) or 'resources' (the XML colour files)",
                at: keyLocation)
            return nil
        }
        if hasKotlin, node["themes"] != nil {
            diagnostics.warning(
                "unknown-config-key", "'\(prefix).themes' names theme styles of resource files; with 'kotlin' the themes are the Kotlin theme's",
                at: node.member("themes")?.keyLocation ?? keyLocation)
        }
        if hasKotlin, node["palette"] != nil {
            diagnostics.warning(
                "unknown-config-key", "'\(prefix).palette' names resource files; with 'kotlin' the palette objects are found in the Kotlin files",
                at: node.member("palette")?.keyLocation ?? keyLocation)
        }
        return config
    }

    private static func themeInfo(_ node: JSONNode, prefix: String, diagnostics: inout Diagnostics) -> [ThemeInfoEntry] {
        guard let members = node.members else {
            diagnostics.error("invalid-config", "'\(prefix).themeInfo' must be an object keyed by theme id", at: node.location)
            return []
        }
        var out: [ThemeInfoEntry] = []
        for member in members {
            var entry = ThemeInfoEntry(id: member.key, location: member.keyLocation)
            guard member.value.members != nil else {
                diagnostics.error(
                    "invalid-config", "'\(prefix).themeInfo.\(member.key)' must be an object with 'label' or 'appearance'",
                    at: member.value.location)
                continue
            }
            if let label = member.value["label"] {
                if let s = label.string { entry.label = s } else {
                    diagnostics.error("invalid-config", "'label' must be a string", at: label.location)
                }
            }
            if let a = member.value["appearance"] {
                if let s = a.string, let appearance = Appearance(rawValue: s) {
                    entry.appearance = appearance
                } else {
                    diagnostics.error(
                        "invalid-config", "appearance \(ValueParser.describe(a)) must be 'light' or 'dark'", at: a.location,
                        suggestion: a.string.flatMap { Suggestion.closest(to: $0, in: ["light", "dark"]) })
                }
            }
            out.append(entry)
        }
        return out
    }
}
