/// What the Swift loader needs from the site config beyond `SwiftSourceConfig`: where each
/// `swift` entry is written (so a missing file is reported at its name), and the optional
/// `swift.themeInfo` object giving a theme's label, appearance and image suffix:
///
///     "swift": { "themeInfo": { "private": { "label": "Private", "appearance": "dark" } } }
struct SwiftSourceSettings {
    struct ThemeInfoEntry {
        var id: String
        var label: String?
        var appearance: Appearance?
        var imageSuffix: String?
        var location: SourceLocation
    }

    static let knownKeys: Set<String> = ["palette", "protocol", "themes", "images", "placeholder", "themeInfo"]

    /// Where each configured path is written, by path.
    var locations: [String: SourceLocation] = [:]
    /// Where each entry of a list (`palette`, `themes`, `images`) is written, by key, in order.
    var entryLocations: [String: [SourceLocation]] = [:]
    var swiftLocation: SourceLocation?
    var themeInfo: [ThemeInfoEntry] = []

    /// Reads the parts of the config's `swift` object that only the Swift loader uses.
    static func read(_ config: SwiftSourceConfig, diagnostics: inout Diagnostics) -> SwiftSourceSettings {
        var settings = SwiftSourceSettings()
        guard let node = config.node else { return settings }
        settings.swiftLocation = config.location ?? node.location
        for member in node.members ?? [] {
            if !knownKeys.contains(member.key) {
                diagnostics.warning(
                    "unknown-config-key", "'swift.\(member.key)' is not a site config key", at: member.keyLocation,
                    suggestion: Suggestion.closest(to: member.key, in: knownKeys))
            }
            for node in member.value.elements ?? [member.value] {
                if let path = node.string, settings.locations[path] == nil { settings.locations[path] = node.location }
            }
            if let elements = member.value.elements {
                settings.entryLocations[member.key] = elements.compactMap { $0.string == nil ? nil : $0.location }
            }
        }
        if let info = node["themeInfo"] {
            settings.themeInfo = themeInfo(info, diagnostics: &diagnostics)
        }
        return settings
    }

    private static func themeInfo(_ node: JSONNode, diagnostics: inout Diagnostics) -> [ThemeInfoEntry] {
        guard let members = node.members else {
            diagnostics.error("invalid-config", "'swift.themeInfo' must be an object keyed by theme id", at: node.location)
            return []
        }
        var out: [ThemeInfoEntry] = []
        for member in members {
            var entry = ThemeInfoEntry(id: member.key, location: member.keyLocation)
            guard member.value.members != nil else {
                diagnostics.error(
                    "invalid-config",
                    "'swift.themeInfo.\(member.key)' must be an object with 'label', 'appearance' or 'imageSuffix'",
                    at: member.value.location)
                continue
            }
            if let label = member.value["label"] {
                if let s = label.string {
                    entry.label = s
                } else {
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
            if let s = member.value["imageSuffix"] {
                if let suffix = s.string {
                    entry.imageSuffix = suffix
                } else {
                    diagnostics.error("invalid-config", "'imageSuffix' must be a string", at: s.location)
                }
            }
            out.append(entry)
        }
        return out
    }

    /// Where entry `index` of the list `key` is written (or the `swift` key, or the config's first line).
    func location(ofEntry index: Int, in key: String, config: SiteConfig) -> SourceLocation {
        let entries = entryLocations[key] ?? []
        if index < entries.count { return entries[index] }
        return swiftLocation
            ?? SourceLocation(file: config.file, line: 1, column: 1)
    }

    /// `./Sources/../Sources//A.swift` → `Sources/A.swift`: one spelling per file, so a file
    /// listed twice is read once.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Where `path` is named in the site config (or the `swift` key, or the config's first line).
    func location(of path: String, config: SiteConfig) -> SourceLocation {
        locations[path] ?? swiftLocation ?? SourceLocation(file: config.file, line: 1, column: 1)
    }
}
