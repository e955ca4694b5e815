/// The checks that warn rather than fail: unused palette colours and light/dark sameness.
extension CatalogueChecker {
    /// A palette colour counts as used when a theme refers to it, directly or through other
    /// palette colours, even where that theme's value turned out invalid.
    static func warnUnusedPalette(_ palette: [PaletteColor], used: Set<String>, diagnostics: inout Diagnostics) {
        for color in palette where !used.contains(color.name) {
            diagnostics.warning("unused-palette-color", "palette colour '\(color.name)' is not used by any theme", at: color.location)
        }
    }

    static func warnSameAcrossAppearances(_ raw: RawCatalogue, themes: [Theme], diagnostics: inout Diagnostics) {
        let lights = themes.filter { $0.info.appearance == .light }
        let darks = themes.filter { $0.info.appearance == .dark }
        let locations = Dictionary(
            raw.themes.map { theme in (theme.info.id, Dictionary(theme.tokens.map { ($0.name, $0.location) }, uniquingKeysWith: { a, _ in a })) },
            uniquingKeysWith: { a, _ in a })
        // Only colours: a spacing or a font is naturally the same in light and dark.
        for declaration in raw.declarations where !declaration.sameAcrossAppearances && declaration.type.isColor {
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
