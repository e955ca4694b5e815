/// `platforms`: one app on several platforms, each platform's inputs in an object of its own.
///
///     "platforms": {
///       "ios": {"label": "iOS", "swift": {…}, "code": {"palette": ["FXColors"]}},
///       "android": {"label": "Android", "android": {"kotlin": ["…/FirefoxTheme.kt", "…/PhotonColors.kt"]}}
///     }
///
/// A platform's object holds the input keys a site config of one app has at its top; the site
/// keys stay at the top and apply to every platform. With `platforms`, an input key at the top
/// is an error: it would belong to no platform.
extension ConfigLoader {
    /// The keys of a platform's object.
    static let platformKeys: Set<String> = [
        "label", "resolver", "tokenList", "images", "themes", "themeModifier", "crossModifiers", "assetCatalogs", "colorSets", "swift", "android",
        "code",
    ]
    /// The keys only the top of the config holds.
    static let siteKeys: Set<String> = [
        "title", "guides", "allowRawHTML", "diagnostics", "contrast", "themePages", "$schema", "platforms", "appCode",
    ]

    static func readPlatforms(
        _ member: JSONNode.Member, root: JSONNode, site: SiteConfig, diagnostics: inout Diagnostics
    ) -> [PlatformConfig] {
        guard let entries = member.value.members, !entries.isEmpty else {
            diagnostics.error(
                "invalid-config", "'platforms' must be an object of platforms, such as {\"ios\": {\"swift\": {…}}, \"android\": {\"android\": {…}}}",
                at: member.value.location)
            return []
        }
        for key in (root.members ?? []) where platformKeys.contains(key.key) {
            diagnostics.error(
                "invalid-config", "'\(key.key)' names an input of one platform; with 'platforms', write it in a platform's object",
                at: key.keyLocation)
        }
        var out: [PlatformConfig] = []
        for entry in entries {
            guard isPlatformID(entry.key) else {
                diagnostics.error(
                    "invalid-config", "platform '\(entry.key)' must be named with letters, digits, '-' and '_' (it names pages)",
                    at: entry.keyLocation)
                continue
            }
            guard let members = entry.value.members else {
                diagnostics.error("invalid-config", "platform '\(entry.key)' must be an object of its inputs", at: entry.value.location)
                continue
            }
            var config = SiteConfig()
            config.file = site.file
            config.title = site.title
            config.guides = site.guides
            config.allowRawHTML = site.allowRawHTML
            config.diagnostics = site.diagnostics
            config.contrast = site.contrast
            config.themePages = site.themePages
            config = read(entry.value, members, into: config, platform: entry.key, diagnostics: &diagnostics)
            var label = defaultLabel(entry.key)
            if let node = entry.value["label"] {
                if let s = node.string, !s.isEmpty { label = s } else {
                    diagnostics.error("invalid-config", "'platforms.\(entry.key).label' must be a name such as \"iOS\"", at: node.location)
                }
            }
            out.append(PlatformConfig(id: entry.key, label: label, location: entry.keyLocation, config: config))
        }
        return out
    }

    /// Keys of a platform's object that are not inputs: a site key (said where it belongs) or
    /// no key at all.
    static func warnOutsidePlatform(_ members: [JSONNode.Member], platform: String, diagnostics: inout Diagnostics) {
        for m in members where !platformKeys.contains(m.key) {
            if siteKeys.contains(m.key) {
                diagnostics.warning(
                    "unknown-config-key", "'\(m.key)' is a key of the whole site; write it at the top of the config, not in platform '\(platform)'",
                    at: m.keyLocation)
            } else {
                diagnostics.warning(
                    "unknown-config-key", "'platforms.\(platform).\(m.key)' is not a platform key", at: m.keyLocation,
                    suggestion: Suggestion.closest(to: m.key, in: platformKeys))
            }
        }
    }

    static func isPlatformID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 64 && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    /// `ios` → `iOS`, `android` → `Android`, `macos` → `macOS`; others capitalised.
    static func defaultLabel(_ id: String) -> String {
        switch id.lowercased() {
        case "ios": "iOS"
        case "ipados": "iPadOS"
        case "macos": "macOS"
        case "watchos": "watchOS"
        case "tvos": "tvOS"
        case "visionos": "visionOS"
        default: id.prefix(1).uppercased() + id.dropFirst()
        }
    }
}
