/// Everything a guide can refer to, indexed once per build so that each reference costs a
/// dictionary lookup, whatever the size of the catalogue or the number of pages.
struct ReferenceTable {
    /// What one guide offers to links from other guides.
    struct GuideTarget {
        var title: String
        /// Heading id → heading text, for every heading of the guide.
        var anchors: [String: String]
    }

    /// How the app's code names the palette (`FXColors.Blue50`), from the catalogue's code names.
    private let paletteNamespaces: [String]
    /// How the app's code reads a token from the current theme (`theme.colors.layer1`).
    private let tokenPrefix: String

    /// Which inputs loaded completely; a reference into one that did not is not reported, since
    /// it would only repeat the load error.
    struct Completeness {
        var tokens = true
        var palette = true
        var images = true
        /// Slugs of guides that exist but could not be read (already reported).
        var unreadableGuides: Set<String> = []
    }

    private let complete: Completeness
    private let tokens: [String: TokenDeclaration]
    private let palette: Set<String>
    private let images: Set<String>
    private let guides: [String: GuideTarget]
    /// Token name → its chip, built once.
    private let chips: [String: String]
    private let suggestions: ReferenceSuggestions

    init(catalogue: Catalogue, guides sources: [GuideSource], complete: Completeness = Completeness()) {
        self.complete = complete
        paletteNamespaces = catalogue.code.palette
        tokenPrefix = catalogue.code.tokens + "."
        tokens = Dictionary(catalogue.tokens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        palette = Set(catalogue.palette.map(\.name))
        images = Set(catalogue.images.map(\.value))
        var guides: [String: GuideTarget] = [:]
        for source in sources {
            guides[source.slug] = GuideTarget(title: source.metadata.title, anchors: source.outline.anchors)
        }
        self.guides = guides
        chips = Dictionary(uniqueKeysWithValues: tokens.keys.map { ($0, TokenChip.html(for: $0, themes: catalogue.themes)) })
        suggestions = ReferenceSuggestions(names: [
            .tokens: catalogue.tokens.map(\.name), .palette: catalogue.palette.map(\.name),
            .images: catalogue.images.map(\.value), .guides: sources.map(\.slug),
        ])
    }

    /// The chip to show after a link to `token`.
    func chip(for token: String) -> String { chips[token] ?? "" }

    /// The deprecation note of a deprecated token ("" when it has none); nil otherwise.
    func deprecation(of token: String) -> String? { tokens[token]?.deprecated }

    /// Resolves a link destination such as `token:layer1` or `guide:applying-themes#do`; nil
    /// when the destination uses none of our schemes.
    func resolve(link destination: String) -> ReferenceResolution? {
        guard let (scheme, name) = GuideReference.Scheme.split(destination) else { return nil }
        guard !name.isEmpty else {
            return .broken(id: scheme.unknownID, message: "link '\(destination)' names no \(scheme.rawValue)", suggestion: nil)
        }
        switch scheme {
        case .token:
            return token(name, subject: "link")
        case .palette:
            if !palette.contains(name) && !complete.palette { return .unchecked }
            return palette.contains(name)
                ? .found(.palette(name))
                : .broken(
                    id: "unknown-palette-color", message: "link refers to unknown palette colour '\(name)'",
                    suggestion: suggestions.closest(to: name, in: .palette))
        case .image:
            if !images.contains(name) && !complete.images { return .unchecked }
            return images.contains(name)
                ? .found(.image(name))
                : .broken(
                    id: "unknown-image", message: "link refers to unknown image '\(name)'",
                    suggestion: suggestions.closest(to: name, in: .images))
        case .guide:
            return guide(name)
        }
    }

    /// Resolves an inline code span: a token name, `theme.colors.<token>` (optionally followed
    /// by a member, as in `theme.colors.layer1.cgColor`) or `FXColors.<colour>`. nil for code
    /// that is none of these and stays plain; broken only for `theme.colors.` followed by a name
    /// that is not a token.
    func resolve(code: String) -> ReferenceResolution? {
        if tokens[code] != nil { return .found(.token(code)) }
        if code.hasPrefix(tokenPrefix) {
            let name = String(code.dropFirst(tokenPrefix.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !name.isEmpty else {
                return .broken(id: "unknown-token", message: "code span '\(code)' names no token", suggestion: nil)
            }
            return token(name, subject: "code span")
        }
        for namespace in paletteNamespaces where code.hasPrefix(namespace + ".") {
            let name = String(code.dropFirst(namespace.count + 1))
            if palette.contains(name) { return .found(.palette(name)) }
        }
        return nil
    }

    /// How an autolink to `reference` reads: the guide's or section's title, or the name.
    func label(for reference: GuideReference) -> String {
        switch reference {
        case .token(let name), .palette(let name), .image(let name):
            return name
        case .guide(let slug, let anchor):
            let target = guides[slug]
            return anchor.flatMap { target?.anchors[$0] } ?? target?.title ?? slug
        }
    }

    private func token(_ name: String, subject: String) -> ReferenceResolution {
        if tokens[name] == nil && !complete.tokens { return .unchecked }
        return tokens[name] != nil
            ? .found(.token(name))
            : .broken(
                id: "unknown-token", message: "\(subject) refers to unknown token '\(name)'",
                suggestion: suggestions.closest(to: name, in: .tokens))
    }

    /// `slug` or `slug#anchor`.
    private func guide(_ name: String) -> ReferenceResolution {
        let parts = name.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let slug = parts[0]
        guard let target = guides[slug] else {
            if complete.unreadableGuides.contains(slug) { return .unchecked }
            return .broken(
                id: "unknown-guide", message: "link refers to unknown guide '\(slug)'",
                suggestion: suggestions.closest(to: slug, in: .guides))
        }
        guard parts.count == 2 else { return .found(.guide(slug: slug, anchor: nil)) }
        let anchor = parts[1]
        guard target.anchors[anchor] != nil else {
            return .broken(
                id: "unknown-anchor", message: "link refers to unknown section '\(anchor)' of guide '\(slug)'",
                suggestion: Suggestion.closest(to: anchor, in: target.anchors.keys))
        }
        return .found(.guide(slug: slug, anchor: anchor))
    }
}
