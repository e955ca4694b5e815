/// Themes in site order, and the tokens of their palette structs.
extension SwiftThemeReader {
    /// Appends the themes to `raw`, in the site config's `themes` order when it gives one.
    func read(
        settings: SwiftSourceSettings, colors: SwiftColorReader, into raw: inout RawCatalogue, diagnostics: inout Diagnostics
    ) {
        var candidates = 0
        let all = findThemes(candidates: &candidates, diagnostics: &diagnostics)
        let found = chooseAmongShared(all, config: raw.config, diagnostics: &diagnostics)
        // Themes that are their own palette are read as `theme.tintColor` (not `theme.colors.…`),
        // unless the site config spells tokens itself.
        if !all.isEmpty, all.allSatisfy(\.isOwnPalette), raw.config.locations["code"] == nil {
            for index in raw.declarations.indices { raw.declarations[index].codeSpelling = "theme." + raw.declarations[index].name }
        }
        if candidates == 0, let first = themeFiles.first {
            diagnostics.error(
                "swift-missing",
                "no theme found in the theme files; expected a struct with 'var type: ThemeType = .light' "
                    + "and 'var colors: ThemeColourPalette = LightColourPalette()'",
                at: SourceLocation(file: first.path, line: 1, column: 1))
        }
        // Looked up by id, and suggested from one index: a search of every theme for each entry,
        // and of every entry for each theme, was quadratic in thousands of themes.
        let foundIDs = Set(found.map(\.id))
        var suggestions: SuggestionIndex?
        for entry in settings.themeInfo where !foundIDs.contains(entry.id) {
            if suggestions == nil { suggestions = SuggestionIndex(found.map(\.id)) }
            diagnostics.error(
                "unknown-theme", "'swift.themeInfo' names theme '\(entry.id)', which the theme files do not define",
                at: entry.location, suggestion: suggestions?.closest(to: entry.id))
        }
        let infoEntries = Dictionary(settings.themeInfo.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let documented = ordered(found, config: raw.config, diagnostics: &diagnostics)
        var reader = colors
        reader.context = .theme
        reader.themeIDs = Dictionary(documented.map { ($0.structName, $0.id) }, uniquingKeysWith: { a, _ in a })
        let context = SwiftMemberScope.Context(
            index: index, tokens: Set((tokenProtocol?.declarations ?? []).map(\.name)), documented: reader.themeIDs,
            themeStructs: Set(all.filter { !$0.isOwnPalette }.map(\.structName)))
        for theme in documented {
            let entry = infoEntries[theme.id]
            let info = Self.info(for: theme, entry: entry)
            reader.appearance = info.appearance
            var found = RawTheme(info: info, tokens: tokens(of: theme, reader: reader, context: context, diagnostics: &diagnostics))
            found.appearanceUnstated =
                entry?.appearance == nil && theme.appearance == nil && theme.appearanceRule?.appearance(ofCase: theme.caseName) == nil
                && Appearance.named(theme.id + " " + theme.caseName) == nil
            raw.themes.append(found)
        }
    }

    /// Themes in the site config's order. An entry of `themes` names a theme id, or a theme
    /// struct when several share one id. The first theme of each id and of each struct name is
    /// found in a dictionary: a search of every theme for each entry was quadratic.
    private func ordered(_ found: [FoundTheme], config: SiteConfig, diagnostics: inout Diagnostics) -> [FoundTheme] {
        guard !config.themes.isEmpty else { return found }
        let byID = Dictionary(found.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let byStruct = Dictionary(found.map { ($0.structName, $0) }, uniquingKeysWith: { a, _ in a })
        func theme(_ entry: String) -> FoundTheme? { byID[entry] ?? byStruct[entry] }
        for entry in config.themes where theme(entry) == nil {
            diagnostics.error(
                "unknown-theme", "theme '\(entry)' in the site config is not defined by the Swift theme files",
                at: config.themesLocation ?? SourceLocation(file: config.file, line: 1, column: 1),
                suggestion: Suggestion.closest(to: entry, in: found.map(\.id)))
        }
        let listed = config.themes.compactMap(theme)
        let listedStructs = Set(listed.map(\.structName))
        for theme in found where !listedStructs.contains(theme.structName) {
            diagnostics.warning(
                "theme-left-out",
                "theme '\(theme.id)' ('\(theme.structName)') is not listed in the site config's 'themes'; it is left out",
                at: theme.location)
        }
        var seen = Set<String>()
        return listed.filter { seen.insert($0.structName).inserted }
    }

    // MARK: - Tokens

    /// The members of the theme's palette struct, its extensions and its superclasses (the
    /// nearest declaration of each name, as Swift dispatches it), then the extension defaults of
    /// the protocols it conforms to for tokens it does not implement. Each is read with `self`
    /// the palette, so an inherited token sees the subclass's overrides.
    private func tokens(
        of theme: FoundTheme, reader: SwiftColorReader, context: SwiftMemberScope.Context, diagnostics: inout Diagnostics
    ) -> [RawThemeToken] {
        let declared = Dictionary(
            (tokenProtocol?.declarations ?? []).map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var out: [RawThemeToken] = []
        var defined = Set<String>()
        var reader = reader
        func scope(_ declaredIn: String) -> SwiftMemberScope {
            SwiftMemberScope(
                context: context, selfType: theme.paletteStruct, declaringType: declaredIn, theme: theme.id, currentTheme: theme.id)
        }
        for name in index.classChain(of: theme.paletteStruct) {
            // What `init()` sets comes before the declarations: it is the value the member has.
            let assigned = (index.assigned[name] ?? []).filter { declared[$0.name] != nil || SwiftProtocolReader.tokenType($0.type) != nil }
                .map { SwiftMember.property($0) }
            let declarations = typesByName[name] ?? []
            for members in [assigned] + declarations.filter({ $0.kind != .protocol && $0.kind != .enum }).map(\.members) {
                for member in members {
                    switch member {
                    case .property(let property) where !property.isStatic && !defined.contains(property.name):
                        reader.scope = scope(name)
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
        }
        for protocolName in index.protocols(of: theme.paletteStruct) + [tokenProtocol?.name].compactMap({ $0 }) {
            for declaration in typesByName[protocolName] ?? [] where declaration.kind == .extension {
                for property in declaration.properties where !property.isStatic && !defined.contains(property.name) {
                    reader.scope = scope(protocolName)
                    guard declared[property.name] != nil,
                        let token = token(property, declared: declared, reader: reader, diagnostics: &diagnostics)
                    else { continue }
                    defined.insert(token.name)
                    out.append(token)
                }
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
        if declaration == nil, (property.type != nil && type == nil) || isPrivate || SwiftMemberScope.isHelperInstance(property, index: index) {
            return nil
        }
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
