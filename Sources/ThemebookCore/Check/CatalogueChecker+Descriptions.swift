/// `$description` and `$deprecated` written on the tokens themselves, not only in the token list.
extension CatalogueChecker {
    /// The declarations, each with the token list's description and deprecation or, where the
    /// list gives none, the first theme's own (themes in the site config's order).
    static func describedDeclarations(_ raw: RawCatalogue) -> [TokenDeclaration] {
        var descriptions: [String: String] = [:]
        var deprecations: [String: String] = [:]
        for theme in raw.themes {
            for token in theme.tokens {
                if let d = token.description, descriptions[token.name] == nil { descriptions[token.name] = d }
                if let d = token.deprecated, deprecations[token.name] == nil { deprecations[token.name] = d }
            }
        }
        guard !descriptions.isEmpty || !deprecations.isEmpty else { return raw.declarations }
        return raw.declarations.map { declaration in
            var declaration = declaration
            if declaration.description == nil { declaration.description = descriptions[declaration.name] }
            if declaration.deprecated == nil { declaration.deprecated = deprecations[declaration.name] }
            return declaration
        }
    }
}
