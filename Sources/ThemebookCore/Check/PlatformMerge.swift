/// Check for a catalogue of several platforms: each platform's inputs are checked on their own
/// (`CatalogueChecker`, then contrast), and the checked catalogues are laid side by side in one.
///
/// Tokens match by name, themes by id (`light`, `dark`, `private`), palette colours by their
/// name without the namespace and without a lower-case prefix every colour of a platform
/// shares (`FXColors.Blue50`, `PhotonColors.Blue50` and `photonBlue50` are one colour). The
/// merged catalogue lists each once, in the order of the first platform that has it. Where two
/// platforms show a different value, each platform's definition gets a `platform-drift` note
/// (`PlatformMerge+Drift`).
enum PlatformMerge {
    static func check(_ raw: RawCatalogue, diagnostics: inout Diagnostics) -> Catalogue {
        var platforms: [Platform] = []
        for entry in raw.platforms {
            var catalogue = CatalogueChecker.check(entry.raw, diagnostics: &diagnostics)
            catalogue.platformID = entry.id
            catalogue.contrast = ContrastChecker.check(
                catalogue, settings: entry.raw.config.contrast, complete: entry.raw.declarationsComplete, platform: entry.label,
                diagnostics: &diagnostics)
            platforms.append(Platform(id: entry.id, label: entry.label, catalogue: catalogue))
        }
        var merged = merge(&platforms, title: raw.config.title)
        merged.drift = drift(merged, platforms: platforms, raw: raw, diagnostics: &diagnostics)
        merged.platforms = platforms
        // The app's code is the site's: matched against the merged catalogue, each file's
        // palette reads against its own platform's palette.
        let android = raw.platforms.firstIndex { $0.raw.config.android != nil }
        merged.appCode = raw.appCode.map { AppCodeResolver.resolve($0, catalogue: merged, platforms: platforms, android: android) }
        return merged
    }

    /// The union of the platforms' catalogues; fills each platform's indices.
    static func merge(_ platforms: inout [Platform], title: String) -> Catalogue {
        var tokens: [TokenDeclaration] = []
        var tokenNames = Set<String>()
        var infos: [ThemeInfo] = []
        var themeIDs = Set<String>()
        var palette: [PaletteColor] = []
        var paletteByKey: [String: String] = [:]
        var groups: [String] = []
        var images: [ImageIdentifier] = []
        var imageValues = Set<String>()
        for p in platforms.indices {
            let catalogue = platforms[p].catalogue
            for (index, token) in catalogue.tokens.enumerated() {
                if tokenNames.insert(token.name).inserted { tokens.append(token) }
                if platforms[p].tokenIndex[token.name] == nil { platforms[p].tokenIndex[token.name] = index }
            }
            for (index, theme) in catalogue.themes.enumerated() {
                if themeIDs.insert(theme.info.id).inserted { infos.append(theme.info) }
                if platforms[p].themeIndex[theme.info.id] == nil { platforms[p].themeIndex[theme.info.id] = index }
            }
            let prefix = AndroidResourceLoader.commonPrefix(catalogue.palette.map(\.shortName))
            for (index, color) in catalogue.palette.enumerated() {
                let key = paletteKey(color.shortName, prefix: prefix)
                let name: String
                if let known = paletteByKey[key] {
                    name = known
                } else {
                    name = color.name
                    paletteByKey[key] = name
                    palette.append(color)
                    if !groups.contains(color.group) { groups.append(color.group) }
                }
                if platforms[p].paletteIndex[name] == nil { platforms[p].paletteIndex[name] = index }
            }
            for image in catalogue.images where imageValues.insert(image.value).inserted { images.append(image) }
        }
        // A merged theme's values: the first platform's that has the token in that theme.
        let themes = infos.map { info in
            var values: [String: ResolvedValue] = [:]
            values.reserveCapacity(tokens.count)
            for token in tokens {
                values[token.name] = platforms.lazy.compactMap { $0.value(token.name, theme: info.id) }.first ?? .unknown
            }
            return Theme(info: info, values: values)
        }
        // Palette families in the order of the first platform that has each.
        let rank = Dictionary(groups.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        palette = palette.enumerated().sorted { (rank[$0.element.group] ?? 0, $0.offset) < (rank[$1.element.group] ?? 0, $1.offset) }
            .map(\.element)
        var catalogue = Catalogue(title: title, paletteGroups: groups, palette: palette, tokens: tokens, themes: themes, images: images)
        if let first = platforms.first {
            catalogue.code = first.catalogue.code
            catalogue.themePages = first.catalogue.themePages
        }
        return catalogue
    }

    /// `Blue50` for `Blue50`, `photonBlue50` (prefix `photon`) and `blue50`.
    static func paletteKey(_ name: String, prefix: String) -> String {
        let body = !prefix.isEmpty && name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
        return body.lowercased()
    }
}
