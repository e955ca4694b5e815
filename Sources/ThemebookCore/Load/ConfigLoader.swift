import Foundation

/// Reads `themebook.json`.
enum ConfigLoader {
    static let knownKeys: Set<String> = [
        "title", "resolver", "tokenList", "images", "guides", "themes", "allowRawHTML", "assetCatalogs", "swift", "$schema", "code", "contrast",
        "diagnostics", "themePages", "themeModifier", "crossModifiers", "colorSets", "android", "platforms", "appCode",
    ]

    static func load(reader: inout JSONReader, diagnostics: inout Diagnostics) -> SiteConfig? {
        var config = SiteConfig()
        config.file = reader.files.path(ContentLoader.configFile)
        guard let root = reader.read(ContentLoader.configFile, namedAt: nil, diagnostics: &diagnostics) else { return nil }
        guard let members = root.members else {
            diagnostics.error("invalid-config", "site config must be a JSON object, not \(root.kindName)", at: root.location)
            return nil
        }
        config = read(root, members, into: config, platform: nil, diagnostics: &diagnostics)
        if let platforms = root.member("platforms") {
            config.platforms = readPlatforms(platforms, root: root, site: config, diagnostics: &diagnostics)
        }
        return config
    }

    /// The keys of one object of the config: the whole config (`platform` nil), or one
    /// platform's object under `platforms`, whose keys are the inputs (`PlatformConfig`).
    static func read(
        _ root: JSONNode, _ members: [JSONNode.Member], into config: SiteConfig, platform: String?, diagnostics: inout Diagnostics
    ) -> SiteConfig {
        var config = config
        for m in members {
            config.locations[m.key] = m.value.location
        }
        for m in members where !knownKeys.contains(m.key) && platform == nil {
            diagnostics.warning(
                "unknown-config-key", "'\(m.key)' is not a site config key", at: m.keyLocation,
                suggestion: Suggestion.closest(to: m.key, in: knownKeys))
        }
        if let platform { warnOutsidePlatform(members, platform: platform, diagnostics: &diagnostics) }
        func string(_ key: String) -> String?? {
            guard let node = root[key] else { return .none }
            if case .null = node.value { return .some(nil) }
            // A bad value is reported here and then treated as absent, so it is not also read
            // as the default path (an empty path would even mean the whole content folder).
            guard let s = node.string else {
                diagnostics.error("invalid-config", "'\(key)' must be a string, not \(node.kindName)", at: node.location)
                return .some(nil)
            }
            if s.trimmingCharacters(in: .whitespaces).isEmpty {
                let hint = key == "title" ? "a title" : key == "themeModifier" ? "a modifier name" : "a path, or null to leave it out"
                diagnostics.error("invalid-config", "'\(key)' is empty; give \(hint)", at: node.location)
                return .some(nil)
            }
            return .some(s)
        }
        if case let t?? = string("title") { config.title = t }
        if case let r? = string("resolver") { config.resolver = r }
        if case let t? = string("tokenList") { config.tokenList = t }
        if case let i? = string("images") { config.images = i }
        if case let g? = string("guides") { config.guides = g }
        if let themes = root["themes"] {
            config.themesLocation = themes.location
            let entries = uniqueStrings(themes, key: "themes", diagnostics: &diagnostics)
            config.themes = entries.map(\.value)
            config.themeLocations = entries.map(\.location)
        }
        if case let m?? = string("themeModifier") { config.themeModifier = m }
        if let crossed = root["crossModifiers"] {
            let entries = uniqueStrings(crossed, key: "crossModifiers", diagnostics: &diagnostics)
            config.crossModifiers = entries.map(\.value)
            config.crossModifierLocations = entries.map(\.location)
        }
        if let catalogs = root["assetCatalogs"] {
            let entries = uniqueStrings(catalogs, key: "assetCatalogs", diagnostics: &diagnostics)
            config.assetCatalogs = entries.map(\.value)
            config.assetCatalogLocations = entries.map(\.location)
        }
        if let sets = root["colorSets"] { config.colorSets = ColorSetCatalog.read(sets, diagnostics: &diagnostics) }
        if let raw = root["allowRawHTML"] {
            if let b = raw.bool { config.allowRawHTML = b } else {
                diagnostics.error("invalid-config", "'allowRawHTML' must be true or false", at: raw.location)
            }
        }
        if let code = root["code"] {
            config.code = codeNames(code, diagnostics: &diagnostics)
        }
        if let contrast = root["contrast"] { config.contrast = ContrastDeclarations.settings(contrast, diagnostics: &diagnostics) }
        if let pages = root["themePages"] { config.themePages = themePages(pages, diagnostics: &diagnostics) }
        if let levels = root["diagnostics"] {
            config.diagnostics = DiagnosticLevels.read(levels, diagnostics: &diagnostics)
        }
        if let android = root["android"] {
            config.android = AndroidSourceConfig.read(
                android, keyLocation: root.member("android")?.keyLocation ?? android.location, prefix: "android", diagnostics: &diagnostics)
            if config.android != nil, root["swift"] != nil {
                diagnostics.error(
                    "invalid-config", "the config names both 'swift' and 'android'; to document both apps, give each a platform under 'platforms'",
                    at: root.member("android")?.keyLocation ?? android.location)
                config.android = nil
            }
        }
        if let appCode = root["appCode"], let key = root.member("appCode")?.keyLocation {
            config.appCode = AppCodeConfig.read(appCode, key: key, diagnostics: &diagnostics)
        }
        if let swift = root["swift"] {
            config.swift = swiftConfig(swift, diagnostics: &diagnostics)
            config.swift?.node = swift
            config.swift?.location = root.member("swift")?.keyLocation
        }
        return config
    }

    static func codeNames(_ node: JSONNode, diagnostics: inout Diagnostics) -> CodeNames {
        var code = CodeNames()
        guard let members = node.members else {
            diagnostics.error("invalid-config", "'code' must be an object with 'palette' and 'tokens'", at: node.location)
            return code
        }
        for m in members where m.key != "palette" && m.key != "tokens" {
            diagnostics.warning(
                "unknown-config-key", "'code.\(m.key)' is not a site config key", at: m.keyLocation,
                suggestion: Suggestion.closest(to: m.key, in: ["palette", "tokens"]))
        }
        if let palette = node["palette"] {
            code.palette = palette.string.map { [$0] } ?? stringArray(palette, key: "code.palette", diagnostics: &diagnostics)
        }
        if let tokens = node["tokens"] {
            if let s = tokens.string { code.tokens = s } else {
                diagnostics.error("invalid-config", "'code.tokens' must be a string such as \"theme.colors\"", at: tokens.location)
            }
        }
        return code
    }

    static func stringArray(_ node: JSONNode, key: String, diagnostics: inout Diagnostics) -> [String] {
        strings(node, key: key, diagnostics: &diagnostics).map(\.value)
    }

    /// The strings of an array with where each is written; anything else is an error.
    static func strings(
        _ node: JSONNode, key: String, diagnostics: inout Diagnostics
    ) -> [(value: String, location: SourceLocation)] {
        guard let elements = node.elements else {
            diagnostics.error("invalid-config", "'\(key)' must be an array of strings, not \(node.kindName)", at: node.location)
            return []
        }
        return elements.compactMap { e in
            if let s = e.string { return (s, e.location) }
            diagnostics.error("invalid-config", "'\(key)' must contain only strings, not \(e.kindName)", at: e.location)
            return nil
        }
    }

    /// `strings`, each once: a theme listed twice would be a second theme with the same id (a
    /// page written twice, a key twice in catalogue.json), so later entries are reported and
    /// dropped.
    static func uniqueStrings(
        _ node: JSONNode, key: String, diagnostics: inout Diagnostics
    ) -> [(value: String, location: SourceLocation)] {
        var first: [String: SourceLocation] = [:]
        return strings(node, key: key, diagnostics: &diagnostics).filter { entry in
            if let earlier = first[entry.value] {
                diagnostics.warning(
                    "duplicate-config-entry", "'\(key)' lists '\(entry.value)' twice; it is read once", at: entry.location,
                    notes: [.init("first listed here", at: earlier)])
                return false
            }
            first[entry.value] = entry.location
            return true
        }
    }

    static func swiftConfig(_ node: JSONNode, diagnostics: inout Diagnostics) -> SwiftSourceConfig? {
        guard node.members != nil else {
            diagnostics.error("invalid-config", "'swift' must be an object", at: node.location)
            return nil
        }
        var swift = SwiftSourceConfig()
        if let p = node["palette"] { swift.palette = stringArray(p, key: "swift.palette", diagnostics: &diagnostics) }
        if let p = node["protocol"]?.string { swift.protocolFile = p }
        if let t = node["themes"] { swift.themes = stringArray(t, key: "swift.themes", diagnostics: &diagnostics) }
        if let i = node["images"] { swift.images = stringArray(i, key: "swift.images", diagnostics: &diagnostics) }
        if let p = node["placeholder"]?.string { swift.placeholder = p }
        return swift
    }
}
