/// Check stage: resolves every value and runs every rule, turning a `RawCatalogue` into a
/// `Catalogue`. All problems are collected; nothing stops at the first one.
public enum CatalogueChecker {
    public static func check(_ raw: RawCatalogue, diagnostics: inout Diagnostics) -> Catalogue {
        var resolver = ReferenceResolver(raw)
        let palette = resolvePalette(raw, resolver: &resolver, diagnostics: &diagnostics)
        let declared = Dictionary(raw.declarations.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

        var themes: [Theme] = []
        for (index, rawTheme) in raw.themes.enumerated() {
            var values: [String: ResolvedValue] = [:]
            var seen: [String: SourceLocation?] = [:]
            for token in rawTheme.tokens {
                if let first = seen[token.name] {
                    diagnostics.error(
                        "duplicate-token", "token '\(token.name)' is defined twice in theme '\(rawTheme.info.id)'",
                        at: token.location, notes: [.init("first defined here", at: first)])
                    continue
                }
                seen[token.name] = token.location
                guard let declaration = declared[token.name] else {
                    diagnostics.error(
                        "undeclared-token",
                        "'\(token.name)' is not a token of the theme protocol; add it to the token list first",
                        at: token.location, suggestion: Suggestion.closest(to: token.name, in: declared.keys))
                    continue
                }
                if let type = token.type, type != declaration.type {
                    diagnostics.error(
                        "type-mismatch", "'\(token.name)' is declared as a \(declaration.type.rawValue) token but has $type '\(type.rawValue)'",
                        at: token.location, notes: [.init("declared here", at: declaration.location)])
                }
                let owner = ReferenceResolver.Owner(token: token.name, theme: index)
                var value = resolver.resolve(token.value, owner: owner, diagnostics: &diagnostics)
                value = checkType(value, of: declaration, token: token, diagnostics: &diagnostics)
                if case .none = value {
                    diagnostics.warning(
                        "placeholder-token", "'\(token.name)' has no value in theme '\(rawTheme.info.id)' (placeholder)",
                        at: token.location)
                }
                values[token.name] = value
            }
            for declaration in raw.declarations where values[declaration.name] == nil && seen[declaration.name] == nil {
                diagnostics.error(
                    "missing-token", "theme '\(rawTheme.info.id)' does not define '\(declaration.name)'; every theme must define every declared token",
                    at: rawTheme.info.location, notes: [.init("declared here", at: declaration.location)])
                values[declaration.name] = .unknown
            }
            for declaration in raw.declarations where values[declaration.name] == nil { values[declaration.name] = .unknown }
            themes.append(Theme(info: rawTheme.info, values: values))
        }

        warnUnusedPalette(palette, themes: themes, diagnostics: &diagnostics)
        warnSameAcrossAppearances(raw, themes: themes, diagnostics: &diagnostics)
        let images = ImageChecker.check(raw, themes: themes.map(\.info), diagnostics: &diagnostics)

        return Catalogue(
            title: raw.config.title, paletteGroups: raw.paletteGroups, palette: palette, tokens: raw.declarations,
            themes: themes, images: images)
    }

    private static func resolvePalette(
        _ raw: RawCatalogue, resolver: inout ReferenceResolver, diagnostics: inout Diagnostics
    ) -> [PaletteColor] {
        var out: [PaletteColor] = []
        var seen: [String: SourceLocation?] = [:]
        for color in raw.palette {
            if let first = seen[color.name] {
                diagnostics.error(
                    "duplicate-palette-color", "palette colour '\(color.name)' is defined twice", at: color.location,
                    notes: [.init("first defined here", at: first)])
                continue
            }
            seen[color.name] = color.location
            let owner = ReferenceResolver.Owner(token: color.name, theme: nil)
            switch resolver.resolve(color.value, owner: owner, diagnostics: &diagnostics) {
            case .color(let c):
                out.append(PaletteColor(name: color.name, group: color.group, color: c.color, location: color.location))
            case .gradient:
                diagnostics.error("invalid-palette", "palette colour '\(color.name)' resolves to a gradient", at: color.location)
            case .none, .unknown:
                break
            }
        }
        return out
    }

    /// A colour token must resolve to a colour, a gradient token to a gradient.
    private static func checkType(
        _ value: ResolvedValue, of declaration: TokenDeclaration, token: RawThemeToken, diagnostics: inout Diagnostics
    ) -> ResolvedValue {
        switch (declaration.type, value) {
        case (.color, .gradient):
            diagnostics.error(
                "type-mismatch", "'\(token.name)' is a colour token but its value is a gradient", at: token.value.location ?? token.location,
                notes: [.init("declared here", at: declaration.location)])
            return .unknown
        case (.gradient, .color):
            diagnostics.error(
                "type-mismatch", "'\(token.name)' is a gradient token but its value is a single colour",
                at: token.value.location ?? token.location, notes: [.init("declared here", at: declaration.location)])
            return .unknown
        default:
            return value
        }
    }

    private static func warnUnusedPalette(_ palette: [PaletteColor], themes: [Theme], diagnostics: inout Diagnostics) {
        var used = Set<String>()
        for theme in themes {
            for value in theme.values.values {
                switch value {
                case .color(let c): c.palette.map { used.insert($0) }
                case .gradient(let stops): stops.forEach { $0.palette.map { used.insert($0) } }
                case .none, .unknown: break
                }
            }
        }
        for color in palette where !used.contains(color.name) {
            diagnostics.warning("unused-palette-color", "palette colour '\(color.name)' is not used by any theme", at: color.location)
        }
    }

    private static func warnSameAcrossAppearances(_ raw: RawCatalogue, themes: [Theme], diagnostics: inout Diagnostics) {
        let lights = themes.filter { $0.info.appearance == .light }
        let darks = themes.filter { $0.info.appearance == .dark }
        let locations = Dictionary(
            raw.themes.map { theme in (theme.info.id, Dictionary(theme.tokens.map { ($0.name, $0.location) }, uniquingKeysWith: { a, _ in a })) },
            uniquingKeysWith: { a, _ in a })
        for declaration in raw.declarations where !declaration.sameAcrossAppearances {
            pairs: for light in lights {
                for dark in darks {
                    guard let a = light.values[declaration.name], let b = dark.values[declaration.name], a.looksSame(as: b)
                    else { continue }
                    diagnostics.warning(
                        "same-in-light-and-dark",
                        "'\(declaration.name)' has the same value in light theme '\(light.info.id)' and dark theme '\(dark.info.id)'; mark it sameAcrossAppearances if intended",
                        at: locations[dark.info.id]?[declaration.name] ?? declaration.location)
                    break pairs
                }
            }
        }
    }
}
