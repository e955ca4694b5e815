/// What every page that shows a token repeats, made once per token: the token page, the tokens
/// page and each theme page all show its name, link and code reference, and the token and
/// tokens pages its description, so a 10,000-token, 5-theme catalogue made each of these seven
/// times over (a path built, a string interpolated), and each a new string to free.
extension ViewModels {
    /// A class: a page's context holds one reference to it per token, not its strings.
    final class TokenText: Sendable {
        let nameText: String
        let name: MustacheValue
        let category: MustacheValue
        let type: MustacheValue
        let description: MustacheValue
        let isDeprecated: Bool
        /// The deprecation note, null when there is none or it is empty.
        let deprecation: MustacheValue
        /// `theme.colors.layer1`: the token as code names it (its own spelling, when it has one).
        let code: MustacheValue
        /// The token's row on the tokens page (`tokens.html#layer1`): `Paths.tokenAnchor`.
        let anchor: MustacheValue
        /// The token's category on the tokens page (`tokens.html#c-Layers`).
        let categoryAnchor: MustacheValue
        /// The token's page from a page at the site root, and from one folder down.
        let urlFromRoot: MustacheValue
        let urlFromFolder: MustacheValue
        /// `name` and `url` from a page at the site root (the palette page lists every use of
        /// every colour, five per token in a five-theme catalogue).
        private let linkFromRoot: MustacheValue
        private let path: String

        init(_ token: TokenDeclaration, code prefix: String) {
            nameText = token.name
            name = .string(token.name)
            category = .string(token.category)
            type = .string(token.typeName)
            description = token.description.map(MustacheValue.string) ?? .null
            isDeprecated = token.deprecated != nil
            deprecation = token.deprecated.flatMap { $0.isEmpty ? nil : MustacheValue.string($0) } ?? .null
            code = .string(token.codeSpelling ?? "\(prefix).\(token.name)")
            anchor = .string(Paths.tokenAnchor(token.name))
            categoryAnchor = .string(Paths.anchor(token.category))
            path = Paths.token(token.name)
            urlFromRoot = .string(path)
            urlFromFolder = .string("../" + path)
            linkFromRoot = Self.link(name, urlFromRoot)
        }

        private static let linkKeys = MustacheKeys(["name", "url"])

        private static func link(_ name: MustacheValue, _ url: MustacheValue) -> MustacheValue {
            .object(MustacheObject(linkKeys, [name, url]))
        }

        /// `name` and `url` of the token's page from a page at `root`.
        func link(root: String) -> MustacheValue {
            root.isEmpty ? linkFromRoot : Self.link(name, url(root: root))
        }

        /// The token's page from a page at `root`.
        func url(root: String) -> MustacheValue {
            if root.isEmpty { return urlFromRoot }
            if root == "../" { return urlFromFolder }
            return .string(root + path)
        }
    }
}
