/// Check stage: resolves every value and runs every rule, turning a `RawCatalogue` into a
/// `Catalogue`. All problems are collected; nothing stops at the first one.
public enum CatalogueChecker {
    public static func check(_ raw: RawCatalogue, diagnostics: inout Diagnostics) -> Catalogue {
        // Several platforms: each is checked on its own, then they are laid side by side.
        if !raw.platforms.isEmpty { return PlatformMerge.check(raw, diagnostics: &diagnostics) }
        var resolver = ReferenceResolver(raw)
        // Every target's value, resolved: done with once the themes hold theirs.
        let palette = resolvePalette(raw, resolver: &resolver, diagnostics: &diagnostics)
        // Name → position of its (first) declaration: looking a declaration up copied all of it.
        let declared = Dictionary(raw.declarations.indices.map { (raw.declarations[$0].name, $0) }, uniquingKeysWith: { a, _ in a })
        // Built at the first undeclared token: lowercasing ten thousand names is wasted on a
        // catalogue without one.
        var declaredNames: SuggestionIndex?
        // Without a token list, the themes lacking each declared token (by declaration): one
        // warning per token at its definition, naming them all, once every theme is read.
        var lacking: [Int: [String]] = [:]
        // A declaration whose type is its value's (no `$type` written): the first value's type.
        var valueTypes: [Int: TokenType] = [:]

        var themes: [Theme] = []
        // Each theme's values also by declaration (the first of a name), for the checks that
        // go through every declaration in every theme: array reads, not look-ups by name.
        var valuesByDeclaration: [[ResolvedValue?]] = []
        // Themes usually define the same names in the same order: a token at the same place as
        // in the first theme, with the same name, has its declaration without a look-up.
        var firstDeclarations: [Int?] = []
        for (index, rawTheme) in raw.themes.enumerated() {
            // How many declarations (the first of each name) have a value in this theme.
            var valueCount = 0
            var byDeclaration = [ResolvedValue?](repeating: nil, count: raw.declarations.count)
            // By index, reading the fields it needs: binding each token copied all its fields.
            let tokens = rawTheme.tokens
            let firstTokens = raw.themes[0].tokens
            // Where each declared name is defined in this theme (by declaration, an array
            // read), and where each undeclared one is (by name, rare).
            var definedAt = [SourceLocation??](repeating: nil, count: raw.declarations.count)
            var seen = FirstDefinitions(id: "duplicate-token")
            for position in tokens.indices {
                let name = tokens[position].name, location = tokens[position].location
                let found: Int?
                if index > 0, position < firstDeclarations.count, firstTokens[position].name == name {
                    found = firstDeclarations[position]
                } else {
                    found = declared[name]
                }
                if index == 0 { firstDeclarations.append(found) }
                if let found {
                    if let first = definedAt[found] {
                        diagnostics.error(
                            "duplicate-token", "token '\(name)' is defined twice in theme '\(rawTheme.info.id)'", at: location,
                            notes: [.init("first defined here", at: first)])
                        continue
                    }
                    definedAt[found] = .some(location)
                } else {
                    guard seen.claim(
                        name, at: location,
                        message: "token '\(name)' is defined twice in theme '\(rawTheme.info.id)'", diagnostics: &diagnostics)
                    else { continue }
                }
                guard let declarationIndex = found else {
                    if raw.declarationsComplete {
                        if declaredNames == nil { declaredNames = SuggestionIndex(declared.keys) }
                        diagnostics.error(
                            "undeclared-token",
                            "'\(name)' is not a token of the theme protocol; add it to the token list first",
                            at: location, suggestion: declaredNames?.closest(to: name))
                    } else {
                        // The token list did not load: still check the value's references.
                        _ = resolver.token(position, theme: index, diagnostics: &diagnostics)
                    }
                    continue
                }
                let declaredType = raw.declarations[declarationIndex].type
                // Whatever a token of a type DTCG does not define, or of no written type, holds
                // is its value; the others are checked against their declared type.
                let typed = !raw.declarations[declarationIndex].typeFromValue && declaredType != .other
                if let type = tokens[position].type, type != declaredType, typed {
                    diagnostics.error(
                        "type-mismatch",
                        "'\(name)' has $type '\(type.rawValue)' but is declared with $type '\(declaredType.rawValue)'",
                        at: tokens[position].typeLocation ?? location,
                        notes: [.init("declared here", at: raw.declarations[declarationIndex].location)])
                }
                var value = resolver.token(position, theme: index, diagnostics: &diagnostics)
                if typed {
                    value = checkType(
                        value, of: declaredType, declaredAt: raw.declarations[declarationIndex].location, name: name,
                        at: tokens[position].value.location ?? location, diagnostics: &diagnostics)
                } else if raw.declarations[declarationIndex].typeFromValue, valueTypes[declarationIndex] == nil, let type = value.tokenType {
                    valueTypes[declarationIndex] = type
                }
                if case .none = value {
                    diagnostics.warning(
                        "placeholder-token", "'\(name)' has no value in theme '\(rawTheme.info.id)' (placeholder)",
                        at: location)
                }
                if byDeclaration[declarationIndex] == nil { valueCount += 1 }
                byDeclaration[declarationIndex] = value
            }
            // Every declared token this theme defines has a value by now: when as many names
            // have one as are declared, none is missing, and ten thousand look-ups per theme
            // are saved.
            if valueCount < declared.count {
                // A declared name without a value is one this theme does not define (a token
                // defined twice keeps its first value).
                let missing = raw.declarations.filter { declared[$0.name].map { byDeclaration[$0] == nil } ?? true }
                if rawTheme.complete && raw.declarationsComplete {
                    for declaration in missing where declared[declaration.name].map({ definedAt[$0] == nil }) ?? !seen.contains(declaration.name) {
                        if raw.declarationsFromThemes, let i = declared[declaration.name] {
                            lacking[i, default: []].append(rawTheme.info.id)
                        } else {
                            reportMissing(declaration, in: rawTheme, diagnostics: &diagnostics)
                        }
                    }
                }
                for declaration in missing {
                    if let i = declared[declaration.name] { byDeclaration[i] = .unknown }
                }
            }
            // Name → value, every declared name with one: the names' table is `declared`'s,
            // mapped in place rather than ten thousand names hashed again per theme.
            let values = declared.mapValues { byDeclaration[$0] ?? .unknown }
            themes.append(Theme(info: rawTheme.info, values: values))
            valuesByDeclaration.append(byDeclaration)
        }

        for i in lacking.keys.sorted() {
            reportPartial(raw.declarations[i], lackingIn: lacking[i] ?? [], diagnostics: &diagnostics)
        }
        var declarations = raw.declarations
        for (i, type) in valueTypes { declarations[i].type = type }

        // With a theme or the palette not fully read, "unused" would be a guess.
        if raw.themes.allSatisfy(\.complete) && raw.paletteComplete {
            warnUnusedPalette(palette, used: resolver.usedPaletteNames, diagnostics: &diagnostics)
        }
        inferAppearances(raw, themes: &themes)
        warnSameAcrossAppearances(
            raw, declarations: declarations, themes: themes, values: valuesByDeclaration, declared: declared, diagnostics: &diagnostics)
        let images = ImageChecker.check(raw, themes: themes.map(\.info), diagnostics: &diagnostics)
        PageNameCheck.check(tokens: declarations, themes: themes.map(\.info), diagnostics: &diagnostics)

        var catalogue = Catalogue(
            title: raw.config.title, paletteGroups: raw.paletteGroups, palette: palette,
            tokens: describedDeclarations(raw, declarations: declarations), themes: themes, images: images)
        catalogue.code = raw.config.code
        if catalogue.code.palette.isEmpty { catalogue.code.palette = raw.paletteNamespaces }
        catalogue.themePages = checkThemePages(raw, diagnostics: &diagnostics)
        catalogue.appCode = raw.appCode.map { AppCodeResolver.resolve($0, catalogue: catalogue) }
        return catalogue
    }

    private static func resolvePalette(
        _ raw: RawCatalogue, resolver: inout ReferenceResolver, diagnostics: inout Diagnostics
    ) -> [PaletteColor] {
        var out: [PaletteColor] = []
        var seen = FirstDefinitions(id: "duplicate-palette-color", capacity: raw.palette.count)
        for (index, color) in raw.palette.enumerated() {
            let kind = color.type.map { $0.isColor } ?? true ? "palette colour" : "token"
            guard seen.claim(
                color.name, at: color.location, message: "\(kind) '\(color.name)' is defined twice", diagnostics: &diagnostics)
            else { continue }
            switch resolver.paletteColor(index, diagnostics: &diagnostics) {
            case .color(let c):
                var resolved = PaletteColor(
                    name: color.name, group: color.group, color: c.color, location: color.location, namespace: color.namespace,
                    path: color.path)
                (resolved.source, resolved.outOfGamut) = (c.source, c.outOfGamut)
                resolved.description = color.description
                resolved.deprecated = color.deprecated
                out.append(resolved)
            case .gradient:
                diagnostics.error("invalid-palette", "palette colour '\(color.name)' resolves to a gradient", at: color.location)
            case .none, .unknown, .text:
                // A non-colour token of a palette set (a spacing, a type scale) is an alias
                // target, not a palette colour.
                break
            }
        }
        return out
    }

    /// A theme lacks a token of the token list: an error, as the list is the protocol.
    private static func reportMissing(_ declaration: TokenDeclaration, in theme: RawTheme, diagnostics: inout Diagnostics) {
        diagnostics.error(
            "missing-token",
            "theme '\(theme.info.id)' does not define '\(declaration.name)'; every theme must define every declared token",
            at: theme.location ?? theme.info.location, notes: [.init("declared here", at: declaration.location)])
    }

    /// Without a token list, a token some themes define and others lack: a warning at its first
    /// definition, naming the themes that lack it (a typo in one theme's file reads as exactly that).
    private static func reportPartial(_ declaration: TokenDeclaration, lackingIn themes: [String], diagnostics: inout Diagnostics) {
        let names = themes.map { "'\($0)'" }.joined(separator: ", ")
        diagnostics.warning(
            "missing-in-theme",
            "'\(declaration.name)' is defined here but not in \(themes.count == 1 ? "theme" : "themes") \(names); it has no value there",
            at: declaration.location)
    }

    /// A colour token must resolve to a colour, a gradient token to a gradient.
    private static func checkType(
        _ value: ResolvedValue, of declaredType: TokenType, declaredAt declaration: SourceLocation?, name: String,
        at location: SourceLocation?, diagnostics: inout Diagnostics
    ) -> ResolvedValue {
        switch (declaredType, value) {
        case (.color, .gradient):
            diagnostics.error(
                "type-mismatch", "'\(name)' is a colour token but its value is a gradient", at: location,
                notes: [.init("declared here", at: declaration)])
            return .unknown
        case (.gradient, .color):
            diagnostics.error(
                "type-mismatch", "'\(name)' is a gradient token but its value is a single colour",
                at: location, notes: [.init("declared here", at: declaration)])
            return .unknown
        case (let type, .text(let t)) where t.type != type:
            diagnostics.error(
                "type-mismatch", "'\(name)' is a \(type.rawValue) token but its value is a \(t.type.rawValue)",
                at: location, notes: [.init("declared here", at: declaration)])
            return .unknown
        case (let type, .color), (let type, .gradient):
            guard !type.isColor else { return value }
            diagnostics.error(
                "type-mismatch", "'\(name)' is a \(type.rawValue) token but its value is a colour",
                at: location, notes: [.init("declared here", at: declaration)])
            return .unknown
        default:
            return value
        }
    }
}
