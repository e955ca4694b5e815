/// The checks that warn rather than fail: unused palette colours and light/dark sameness.
extension CatalogueChecker {
    /// A palette colour counts as used when a theme refers to it, directly or through other
    /// palette colours, even where that theme's value turned out invalid.
    static func warnUnusedPalette(_ palette: [PaletteColor], used: Set<String>, diagnostics: inout Diagnostics) {
        for color in palette where !used.contains(color.name) {
            diagnostics.warning("unused-palette-color", "palette colour '\(color.name)' is not used by any theme", at: color.location)
        }
    }

    /// `values`: each theme's values by declaration (`declared`: a name's first declaration).
    static func warnSameAcrossAppearances(
        _ raw: RawCatalogue, themes: [Theme], values: [[ResolvedValue?]], declared: [String: Int], diagnostics: inout Diagnostics
    ) {
        let lights = themes.indices.filter { themes[$0].info.appearance == .light }
        let darks = themes.indices.filter { themes[$0].info.appearance == .dark }
        guard !lights.isEmpty, !darks.isEmpty else { return }
        // Where a dark theme defines a token, looked up only for a warning, rather than an
        // index of every token of every theme built whether or not anything is the same.
        // Outer nil: the theme does not define it (the first theme with the id, its first token).
        func location(of name: String, in themeID: String) -> SourceLocation?? {
            guard let theme = raw.themes.first(where: { $0.info.id == themeID }),
                let token = theme.tokens.first(where: { $0.name == name })
            else { return .none }
            return .some(token.location)
        }
        // Only colours: a spacing or a font is naturally the same in light and dark.
        // Names are nearly always declared once: then a declaration is its own first.
        // By index, and the themes' ids read once: binding a declaration or a theme copied all
        // its fields (ten thousand declarations, each against every light and dark theme).
        let unique = declared.count == raw.declarations.count
        let ids = themes.map(\.info.id)
        for index in raw.declarations.indices
        where !raw.declarations[index].sameAcrossAppearances && raw.declarations[index].type.isColor {
            guard let first = unique ? index : declared[raw.declarations[index].name] else { continue }
            pairs: for l in lights {
                guard let a = values[l][first] else { continue }
                for d in darks {
                    guard let b = values[d][first], a.looksSame(as: b) else { continue }
                    let declaration = raw.declarations[index]
                    diagnostics.warning(
                        "same-in-light-and-dark",
                        "'\(declaration.name)' has the same value in light theme '\(ids[l])' and dark theme '\(ids[d])'; mark it sameAcrossAppearances if intended",
                        at: location(of: declaration.name, in: ids[d]) ?? declaration.location)
                    break pairs
                }
            }
        }
    }
}
