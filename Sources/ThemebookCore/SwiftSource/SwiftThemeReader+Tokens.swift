/// Themes in site order, and the tokens of their palette structs.
extension SwiftThemeReader {
    /// Appends the themes to `raw`, in the site config's `themes` order when it gives one.
    func read(
        settings: SwiftSourceSettings, colors: SwiftColorReader, into raw: inout RawCatalogue, diagnostics: inout Diagnostics
    ) {
        var found: [FoundTheme] = []
        var candidates = 0
        for theme in findThemes(candidates: &candidates, diagnostics: &diagnostics) {
            if let first = found.first(where: { $0.id == theme.id }) {
                diagnostics.error(
                    "duplicate-theme",
                    "theme '\(theme.id)' is defined twice: by '\(first.structName)' and by '\(theme.structName)'",
                    at: theme.location, notes: [.init("first defined here", at: first.location)])
                continue
            }
            found.append(theme)
        }
        if candidates == 0, let first = themeFiles.first {
            diagnostics.error(
                "swift-missing",
                "no theme found in the theme files; expected a struct with 'var type: ThemeType = .light' "
                    + "and 'var colors: ThemeColourPalette = LightColourPalette()'",
                at: SourceLocation(file: first.path, line: 1, column: 1))
        }
        for entry in settings.themeInfo where !found.contains(where: { $0.id == entry.id }) {
            diagnostics.error(
                "unknown-theme", "'swift.themeInfo' names theme '\(entry.id)', which the theme files do not define",
                at: entry.location, suggestion: Suggestion.closest(to: entry.id, in: found.map(\.id)))
        }
        var reader = colors
        reader.context = .theme
        reader.themeIDs = Dictionary(found.map { ($0.structName, $0.id) }, uniquingKeysWith: { a, _ in a })
        for theme in ordered(found, config: raw.config, diagnostics: &diagnostics) {
            let info = Self.info(for: theme, settings: settings)
            raw.themes.append(RawTheme(info: info, tokens: tokens(of: theme, reader: reader, diagnostics: &diagnostics)))
        }
    }

    private func ordered(_ found: [FoundTheme], config: SiteConfig, diagnostics: inout Diagnostics) -> [FoundTheme] {
        guard !config.themes.isEmpty else { return found }
        let ids = found.map(\.id)
        for id in config.themes where !ids.contains(id) {
            diagnostics.error(
                "unknown-theme", "theme '\(id)' in the site config is not defined by the Swift theme files",
                at: config.themesLocation ?? SourceLocation(file: config.file, line: 1, column: 1),
                suggestion: Suggestion.closest(to: id, in: ids))
        }
        for theme in found where !config.themes.contains(theme.id) {
            diagnostics.warning(
                "theme-left-out",
                "theme '\(theme.id)' ('\(theme.structName)') is not listed in the site config's 'themes'; it is left out",
                at: theme.location)
        }
        return config.themes.compactMap { id in found.first { $0.id == id } }
    }

    // MARK: - Tokens

    /// The members of the theme's palette struct and its extensions, then the token protocol's
    /// extension defaults for tokens the struct does not implement.
    private func tokens(of theme: FoundTheme, reader: SwiftColorReader, diagnostics: inout Diagnostics) -> [RawThemeToken] {
        let declared = Dictionary(
            (tokenProtocol?.declarations ?? []).map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var out: [RawThemeToken] = []
        var defined = Set<String>()
        for declaration in typesByName[theme.paletteStruct] ?? [] where declaration.kind != .protocol && declaration.kind != .enum
        {
            for member in declaration.members {
                switch member {
                case .property(let property) where !property.isStatic:
                    guard let token = token(property, declared: declared, reader: reader, diagnostics: &diagnostics) else {
                        continue
                    }
                    defined.insert(token.name)
                    out.append(token)
                case .other(let word, let location, _) where word.hasPrefix("#if"):
                    diagnostics.warning(SwiftSourceLoader.conditionalID, SwiftSourceLoader.conditionalMessage, at: location)
                default:
                    break
                }
            }
        }
        guard let protocolName = tokenProtocol?.name else { return out }
        for declaration in typesByName[protocolName] ?? [] where declaration.kind == .extension {
            for property in declaration.properties where !property.isStatic && !defined.contains(property.name) {
                guard declared[property.name] != nil,
                    let token = token(property, declared: declared, reader: reader, diagnostics: &diagnostics)
                else { continue }
                defined.insert(token.name)
                out.append(token)
            }
        }
        return out
    }

    /// One member as a token; nil for a helper that is not a token (a member of another type
    /// than UIColor or Gradient, or a private member, that the protocol does not declare).
    private func token(
        _ property: SwiftProperty, declared: [String: TokenDeclaration], reader: SwiftColorReader, diagnostics: inout Diagnostics
    ) -> RawThemeToken? {
        let declaration = declared[property.name]
        let type = SwiftProtocolReader.tokenType(property.type)
        let isPrivate = property.modifiers.contains("private") || property.modifiers.contains("fileprivate")
        if declaration == nil, (property.type != nil && type == nil) || isPrivate { return nil }
        let path = declaration.map { "\($0.category).\(property.name)" } ?? property.name
        func unknown(_ message: String) -> RawThemeToken {
            diagnostics.warning(SwiftColorReader.unsupportedID, message, at: property.location)
            return RawThemeToken(
                name: property.name, path: path, type: type, value: .invalid(property.location), location: property.location)
        }
        if let annotation = property.type, type == nil {
            return unknown(
                "'\(property.name)' has type '\(annotation)'; a token is a UIColor or a Gradient, so its value is shown as unknown"
            )
        }
        guard let expression = property.value else {
            return unknown(
                "'\(property.name)' has no value themebook can read (no initial value or getter); its value is shown as unknown")
        }
        let value = reader.value(expression, owner: property.name, diagnostics: &diagnostics)
        return RawThemeToken(name: property.name, path: path, type: type, value: value, location: property.location)
    }
}
