/// The tokens and the light and dark themes of shape 4, into the raw catalogue.
extension SwiftDynamicReader {
    /// One token: its declaration and the expression that gives its value (with the namespace
    /// whose statics it names).
    struct Token {
        var declaration: TokenDeclaration
        var value: SwiftExpression?
        var namespace: String
        /// Where the value is missing, for the warning.
        var location: SourceLocation
    }

    func read(
        settings: SwiftSourceSettings, colors: SwiftColorReader, codeNamed: Bool, into raw: inout RawCatalogue,
        diagnostics: inout Diagnostics
    ) {
        for function in skipped {
            diagnostics.append(
                Diagnostic(
                    .note, Self.skippedID,
                    "function '\(function.name)' is not read; the tokens are read from the switch of '\(tokenSwitch?.function.name ?? "")'",
                    at: function.location))
        }
        let tokens = tokenSwitch.map { switchTokens($0, codeNamed: codeNamed) } ?? namespaceTokens(codeNamed: codeNamed, diagnostics: &diagnostics)
        raw.declarations = SwiftProtocolReader.inCategoryOrder(tokens.map(\.declaration))
        let location = tokenSwitch?.function.location ?? tokens.first?.declaration.location ?? SourceLocation(file: files.first?.path ?? "", line: 1, column: 1)
        let candidates = [Appearance.light, .dark].map {
            SwiftThemeCandidate(id: $0.rawValue, label: SwiftThemeReader.words($0.rawValue), appearance: $0, location: location)
        }
        let byName = Dictionary(tokens.map { ($0.declaration.name, $0) }, uniquingKeysWith: { a, _ in a })
        var staticScopes: [String: SwiftStaticScope] = [:]
        for token in tokens where staticScopes[token.namespace] == nil {
            let names = tokenSwitch == nil ? Set(tokens.filter { $0.namespace == token.namespace }.map(\.declaration.name)) : []
            staticScopes[token.namespace] = SwiftStaticScope(namespace: token.namespace, members: statics(of: token.namespace), tokens: names)
        }
        for (_, info) in SwiftThemeList.documented(candidates, settings: settings, config: raw.config, diagnostics: &diagnostics) {
            var reader = colors
            reader.context = .theme
            reader.appearance = info.appearance
            var out: [RawThemeToken] = []
            for declaration in raw.declarations {
                guard let token = byName[declaration.name] else { continue }
                reader.statics = staticScopes[token.namespace]
                let value: RawValue
                if let expression = token.value {
                    value = reader.value(expression, owner: declaration.name, diagnostics: &diagnostics)
                } else {
                    diagnostics.warning(
                        SwiftColorReader.unsupportedID,
                        "'\(declaration.name)' has no clause in the switch of '\(tokenSwitch?.function.name ?? "")'; its value is shown as unknown",
                        at: token.location)
                    value = .invalid(token.location)
                }
                out.append(
                    RawThemeToken(
                        name: declaration.name, path: "\(declaration.category).\(declaration.name)", type: declaration.type,
                        value: value, location: declaration.location))
            }
            raw.themes.append(RawTheme(info: info, tokens: out))
        }
    }

    // MARK: - A switch over token names

    private func switchTokens(_ tokenSwitch: TokenSwitch, codeNamed: Bool) -> [Token] {
        let spelling = codeNamed ? nil : codeSpelling(for: tokenSwitch)
        var out: [Token] = []
        var category = SwiftProtocolReader.defaultCategory
        let fallback = tokenSwitch.clauses.first { $0.names.isEmpty }?.value
        var clauseOf: [String: SwiftExpression] = [:]
        for clause in tokenSwitch.clauses {
            for name in clause.names where clauseOf[name] == nil { clauseOf[name] = clause.value }
        }
        for member in tokenSwitch.enumType.members {
            guard case .enumCase(let c) = member else { continue }
            if let heading = Self.heading(member.comments, before: c.location) { category = heading }
            var declaration = TokenDeclaration(
                name: c.name, category: category, type: .color, description: SwiftProtocolReader.documentation(c.comments),
                location: c.location)
            declaration.codeSpelling = spelling.map { "\($0.0)(\($0.1)\(c.name))" }
            out.append(Token(declaration: declaration, value: clauseOf[c.name] ?? fallback, namespace: tokenSwitch.declaringType, location: c.location))
        }
        return out
    }

    /// A `// MARK: - Text` or a plain `// Text` line comment on its own line before a case names
    /// its category (token enums are often grouped that way); a comment ending the line before
    /// (to the right of the case keyword) does not.
    static func heading(_ comments: [SwiftComment], before name: SourceLocation) -> String? {
        if let mark = comments.compactMap(\.markName).last { return mark }
        guard let last = comments.last(where: { !$0.isDoc }), last.kind == .line, last.column + 5 <= name.column else { return nil }
        let text = last.body
        guard !text.isEmpty, text.count <= 40, !text.hasSuffix("."), !text.contains(":") else { return nil }
        return text
    }

    /// `Color(designSystemColor: .textPrimary)` when a colour type has an initializer taking the
    /// token enum; else `Palette.dynamicColor(for: .textPrimary)`. Returned as the text before
    /// the case and the label part: `("Color", "designSystemColor: .")`.
    private func codeSpelling(for tokenSwitch: TokenSwitch) -> (String, String)? {
        let enumName = tokenSwitch.enumType.name
        for file in files {
            for type in file.allTypes where SwiftColorReader.colorTypes.contains(type.name) {
                for case .function(let f) in type.members where f.name == "init" {
                    guard let first = f.parameters.first, first.type.map(SwiftTypeIndex.bare) == enumName else { continue }
                    return (type.name, (first.label.map { $0 + ": " } ?? "") + ".")
                }
            }
        }
        let f = tokenSwitch.function
        guard let parameter = f.parameters.first else { return nil }
        let owner = tokenSwitch.declaringType.isEmpty ? "" : tokenSwitch.declaringType + "."
        return (owner + f.name, (parameter.label.map { $0 + ": " } ?? "") + ".")
    }

    // MARK: - Namespaces of static tokens

    /// Each nested type's path from the top level of its file (`Tones.Buttons.Main` for `Main`),
    /// when no other type has its name: how code spells its members.
    private func qualifiedNames() -> [String: String] {
        var paths: [String: Set<String>] = [:]
        func walk(_ type: SwiftTypeDeclaration, _ prefix: String, depth: Int) {
            let path = prefix.isEmpty ? type.name : prefix + "." + type.name
            paths[type.name, default: []].insert(path)
            guard depth < 16 else { return }
            for case .type(let inner) in type.members { walk(inner, type.kind == .extension && prefix.isEmpty ? type.name : path, depth: depth + 1) }
        }
        for file in files { for type in file.types { walk(type, "", depth: 0) } }
        return paths.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    private func namespaceTokens(codeNamed: Bool, diagnostics: inout Diagnostics) -> [Token] {
        var out: [Token] = []
        var seen: [String: SourceLocation] = [:]
        let qualified = qualifiedNames()
        // A name two namespaces both give (`Main.fill`, `Quiet.fill`) is each one's, named with
        // its namespace.
        var namespacesOfName: [String: Set<String>] = [:]
        for namespace in namespaces {
            for declaration in index.typesByName[namespace] ?? [] where declaration.kind != .protocol {
                for case .property(let property) in declaration.members where property.isStatic && isColorStatic(property, in: namespace) {
                    namespacesOfName[property.name, default: []].insert(namespace)
                }
            }
        }
        for namespace in namespaces {
            var category = namespaces.count > 1 ? namespace : SwiftProtocolReader.defaultCategory
            for declaration in index.typesByName[namespace] ?? [] where declaration.kind != .protocol {
                for member in declaration.members {
                    if let mark = member.comments.compactMap(\.markName).last { category = mark }
                    guard case .property(let property) = member, property.isStatic, isColorStatic(property, in: namespace) else { continue }
                    let name = (namespacesOfName[property.name]?.count ?? 0) > 1 ? "\(namespace).\(property.name)" : property.name
                    if let first = seen[name] {
                        diagnostics.append(
                            Diagnostic(
                                .note, Self.skippedID, "'\(namespace).\(property.name)' is not read: a token '\(name)' is read already",
                                at: property.location, notes: [.init("read here", at: first)]))
                        continue
                    }
                    seen[name] = property.location
                    var token = TokenDeclaration(
                        name: name, category: category, type: SwiftProtocolReader.tokenType(property.type) ?? .color,
                        description: SwiftProtocolReader.documentation(property.comments),
                        deprecated: SwiftProtocolReader.deprecation(property.attributes), location: property.location)
                    token.codeSpelling = codeNamed ? nil : "\(qualified[namespace] ?? namespace).\(property.name)"
                    out.append(Token(declaration: token, value: property.value, namespace: namespace, location: property.location))
                }
            }
        }
        return out
    }

    /// A static of a token namespace that is a token: not private, and a colour (by its
    /// annotation, or a value that changes with the appearance, names a colour set, or is
    /// another static of the namespace).
    private func isColorStatic(_ property: SwiftProperty, in namespace: String) -> Bool {
        if property.modifiers.contains("private") || property.modifiers.contains("fileprivate") { return false }
        if let type = property.type { return SwiftProtocolReader.tokenType(type) != nil }
        guard let value = property.value else { return false }
        if isDynamic(value, in: namespace, depth: 0) { return true }
        switch value {
        case .call(let callee, _, _): return SwiftColorReader.isColorInitializer(callee)
        case .member(.name(let base, _), _, _): return SwiftColorReader.colorTypes.contains(base) || base == namespace || base == "Self"
        // `static var isDarkThemeEnabled = false` is a flag, not a colour.
        case .name(let name, _): return !["true", "false", "nil"].contains(name)
        case .implicitMember, .conditional: return true
        default: return false
        }
    }
}
