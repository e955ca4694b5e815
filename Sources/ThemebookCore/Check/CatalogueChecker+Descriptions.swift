/// `$description` and `$deprecated` written on the tokens themselves, not only in the token list.
extension CatalogueChecker {
    /// The declarations, each with the token list's description and deprecation or, where the
    /// list gives none, the first theme's own (themes in the site config's order).
    static func describedDeclarations(_ raw: RawCatalogue, declarations: [TokenDeclaration]) -> [TokenDeclaration] {
        var descriptions: [String: String] = [:]
        var deprecations: [String: String] = [:]
        for theme in raw.themes {
            // By index: binding each token would copy all its fields to read two of them.
            for i in theme.tokens.indices {
                if let d = theme.tokens[i].description, descriptions[theme.tokens[i].name] == nil { descriptions[theme.tokens[i].name] = d }
                if let d = theme.tokens[i].deprecated, deprecations[theme.tokens[i].name] == nil {
                    deprecations[theme.tokens[i].name] = d
                }
            }
        }
        guard !descriptions.isEmpty || !deprecations.isEmpty else { return declarations }
        return declarations.map { declaration in
            var declaration = declaration
            if declaration.description == nil { declaration.description = descriptions[declaration.name] }
            if declaration.deprecated == nil { declaration.deprecated = deprecations[declaration.name] }
            return declaration
        }
    }
}

extension ResolvedValue {
    /// The type a resolved value has (an untyped alias takes its target's); nil for a value that
    /// is missing or unknown.
    var tokenType: TokenType? {
        switch self {
        case .color: .color
        case .gradient: .gradient
        case .text(let t): t.type
        case .none, .unknown: nil
        }
    }
}
