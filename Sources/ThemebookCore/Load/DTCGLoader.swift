/// Reads the DTCG inputs: the token list, the resolver document, the palette set and one
/// token file per theme context.
enum DTCGLoader {
    static func load(into raw: inout RawCatalogue, reader: inout JSONReader, diagnostics: inout Diagnostics) {
        if let list = raw.config.tokenList {
            let loaded = TokenListLoader.load(list, namedAt: raw.config.location(of: "tokenList"), reader: reader, diagnostics: &diagnostics)
            raw.declarations = loaded ?? []
            raw.declarationsComplete = loaded != nil
        } else {
            // No token list (left out, or its config value was bad): nothing to check tokens against.
            raw.declarationsComplete = false
        }
        // Without a readable resolver there is no palette: references into it are not reported
        // on top of the resolver's own error.
        raw.paletteComplete = false
        guard let resolverPath = raw.config.resolver,
            let resolver = reader.read(resolverPath, namedAt: raw.config.location(of: "resolver"), diagnostics: &diagnostics)
        else { return }
        guard let document = ResolverDocument.read(resolver, diagnostics: &diagnostics) else { return }
        raw.paletteComplete = document.paletteComplete

        for source in document.paletteSources {
            guard let tree = source.tree(relativeTo: resolverPath, reader: reader, diagnostics: &diagnostics) else {
                raw.paletteComplete = false
                continue
            }
            if tree.members == nil { raw.paletteComplete = false }
            for entry in TokenTree.entries(of: tree, diagnostics: &diagnostics) {
                if entry.type == "gradient" {
                    diagnostics.error(
                        "invalid-palette", "palette token '\(entry.pathString)' is a gradient; the palette holds colours",
                        at: entry.nameLocation)
                    continue
                }
                // A colour of a code namespace (`$extensions.org.themebook.namespace`, written by
                // `convert` when two namespaces share a name) sits in a group named after it, inside
                // its family: `{Blue.UpstreamColors.Blue50}`.
                let namespace = entry.extensions?["namespace"]?.string
                let inNamespaceGroup = namespace != nil && entry.path.count > 1 && entry.path[entry.path.count - 2] == namespace
                let group = entry.path.count > (inNamespaceGroup ? 2 : 1) ? entry.path[0] : ""
                if !raw.paletteGroups.contains(group) { raw.paletteGroups.append(group) }
                var color = RawPaletteColor(
                    name: entry.name, group: group, path: entry.pathString,
                    value: ValueParser.parse(entry, diagnostics: &diagnostics), location: entry.nameLocation,
                    namespace: namespace)
                color.description = entry.description
                color.deprecated = entry.deprecated
                raw.palette.append(color)
            }
        }
        PaletteNames.qualify(&raw.palette)

        let order = themeOrder(config: raw.config, document: document, diagnostics: &diagnostics)
        for id in order {
            guard let context = document.contexts.first(where: { $0.id == id }) else { continue }
            var theme = RawTheme(info: context.info, tokens: [], complete: context.complete)
            var positions: [String: Int] = [:]
            for source in context.sources {
                guard let tree = source.tree(relativeTo: resolverPath, reader: reader, diagnostics: &diagnostics) else {
                    theme.complete = false
                    continue
                }
                if tree.members == nil { theme.complete = false }
                theme.location = theme.location ?? tree.location
                for entry in TokenTree.entries(of: tree, diagnostics: &diagnostics) {
                    let type = entry.type.flatMap(TokenType.init(rawValue:))
                    var token = RawThemeToken(
                        name: entry.name, path: entry.pathString, type: type,
                        value: ValueParser.parse(entry, diagnostics: &diagnostics), location: entry.nameLocation,
                        typeLocation: entry.node.member("$type")?.value.location)
                    token.description = entry.description
                    token.deprecated = entry.deprecated
                    // Later sources override earlier ones, as the resolver spec says.
                    if let position = positions[token.path] {
                        theme.tokens[position] = token
                    } else {
                        positions[token.path] = theme.tokens.count
                        theme.tokens.append(token)
                    }
                }
            }
            theme.location = theme.location ?? context.location
            raw.themes.append(theme)
        }
    }

    /// The site config's theme order, checked against the resolver's contexts both ways.
    static func themeOrder(config: SiteConfig, document: ResolverDocument, diagnostics: inout Diagnostics) -> [String] {
        let ids = document.contexts.map(\.id)
        if config.themes.isEmpty { return ids }
        for (i, id) in config.themes.enumerated() where !ids.contains(id) {
            let location = i < config.themeLocations.count ? config.themeLocations[i] : config.themesLocation
            diagnostics.error(
                "unknown-theme", "theme '\(id)' in the site config is not a context of the resolver's theme modifier",
                at: location ?? SourceLocation(file: config.file, line: 1, column: 1),
                suggestion: Suggestion.closest(to: id, in: ids.filter { !config.themes.contains($0) }))
        }
        for context in document.contexts where !config.themes.contains(context.id) {
            diagnostics.error(
                "theme-not-listed", "resolver context '\(context.id)' is not listed in the site config's 'themes'",
                at: context.location)
        }
        return config.themes.filter(ids.contains)
    }
}

/// Reads the token list: the tokens every theme must define, grouped by category.
enum TokenListLoader {
    /// The declarations, or nil when the list could not be read.
    static func load(
        _ path: String, namedAt location: SourceLocation?, reader: JSONReader, diagnostics: inout Diagnostics
    ) -> [TokenDeclaration]? {
        guard let tree = reader.read(path, namedAt: location, diagnostics: &diagnostics) else { return nil }
        var out: [TokenDeclaration] = []
        var seen = FirstDefinitions(id: "duplicate-token", note: "first declared here")
        for entry in TokenTree.entries(of: tree, requireValue: false, diagnostics: &diagnostics) {
            guard let typeName = entry.type, let type = TokenType(rawValue: typeName) else {
                diagnostics.error(
                    "unsupported-type",
                    "token '\(entry.name)' needs a DTCG 2025.10 $type\(entry.type.map { ", not '\($0)'" } ?? "")",
                    at: entry.typeLocation ?? entry.nameLocation)
                continue
            }
            guard seen.claim(
                entry.name, at: entry.nameLocation, message: "token '\(entry.name)' is declared twice", diagnostics: &diagnostics)
            else { continue }
            out.append(TokenDeclaration(
                name: entry.name, category: entry.path.count > 1 ? entry.path[0] : "Tokens", type: type,
                description: entry.description, deprecated: entry.deprecated,
                sameAcrossAppearances: entry.extensions?["sameAcrossAppearances"]?.bool ?? false,
                location: entry.nameLocation,
                contrast: ContrastDeclarations.pairs(
                    ofToken: entry.name, at: entry.nameLocation, entry.extensions?["contrast"], diagnostics: &diagnostics)))
        }
        return out
    }
}
