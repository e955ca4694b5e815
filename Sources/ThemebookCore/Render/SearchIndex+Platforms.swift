/// Search records of a catalogue of several platforms: a token or a palette colour is found by
/// any platform's spelling and value. `meta` gains a member per platform and theme
/// (`"Android dark": "#2b2a33"`), the platform's code (`"Android code": "FirefoxTheme.colors.layer1"`)
/// and, for a palette colour, each platform's name and hex (`"Android": "photonBlue50 #0060df"`).
/// The page shows the theme members it knows; every member is searched.
extension SearchIndex {
    static func platformMeta(_ catalogue: Catalogue, token name: String) -> [String: String] {
        var meta: [String: String] = [:]
        for platform in catalogue.platforms {
            guard let index = platform.tokenIndex[name] else { continue }
            let token = platform.catalogue.tokens[index]
            meta["\(platform.label) code"] = token.codeSpelling ?? "\(platform.catalogue.code.tokens).\(token.name)"
            if let resource = token.resourceSpelling { meta["\(platform.label) resource"] = resource }
            for theme in platform.catalogue.themes {
                meta["\(platform.label) \(theme.info.id)"] = hex(theme.values[token.name] ?? .unknown)
            }
        }
        return meta
    }

    static func paletteRecord(_ color: PaletteColor, uses: [String: String], code: String?, in catalogue: Catalogue) -> Record {
        var record = paletteRecord(color, uses: uses, code: code)
        for platform in catalogue.platforms {
            guard let index = platform.paletteIndex[color.name] else { continue }
            let own = platform.catalogue.palette[index]
            record.meta[platform.label] = "\(own.name) \(own.color.hex)"
        }
        return record
    }
}
