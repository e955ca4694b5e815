import Markdown

/// What a reference in a guide points at.
enum GuideReference: Hashable {
    case token(String)
    case palette(String)
    case image(String)
    case guide(slug: String, anchor: String?)
    /// A file of the content folder, copied into the site: its URL from the site root.
    case file(path: String)

    /// The URL schemes a guide link can use to refer to the catalogue.
    enum Scheme: String, CaseIterable {
        case token, palette, image, guide

        /// `token:layer1` → (.token, `layer1`); nil for any other destination.
        /// Schemes are case-insensitive, as in any URL (`TOKEN:layer1` is checked too).
        static func split(_ destination: String) -> (scheme: Scheme, name: String)? {
            guard let colon = destination.firstIndex(of: ":"),
                let scheme = Scheme(rawValue: destination[..<colon].lowercased())
            else { return nil }
            return (scheme, String(destination[destination.index(after: colon)...]))
        }

        /// The diagnostic id for a reference through this scheme that points at nothing.
        var unknownID: String {
            switch self {
            case .token: "unknown-token"
            case .palette: "unknown-palette-color"
            case .image: "unknown-image"
            case .guide: "unknown-guide"
            }
        }

        /// The scheme and name of an autolink such as `<token:layer1>`, whose content is its
        /// own destination; nil for any other link.
        static func autolink(_ destination: String, content: [Inline]) -> (scheme: Scheme, name: String)? {
            guard content.count == 1, case .text(let label, _) = content[0], label == destination else { return nil }
            return split(destination)
        }
    }

    /// The target's URL relative to the site root.
    var path: String {
        switch self {
        case .token(let name): Paths.token(name)
        case .palette(let name): Paths.palette(name)
        case .image(let value): Paths.image(value)
        case .guide(let slug, let anchor): Guide.url(slug: slug, anchor: anchor)
        case .file(let path): path
        }
    }

    /// The token this reference mentions, if any.
    var token: String? {
        if case .token(let name) = self { return name }
        return nil
    }
}

/// How a reference in a guide resolved.
enum ReferenceResolution {
    case found(GuideReference)
    /// Points at nothing: what to report, with the closest existing name.
    case broken(id: String, message: String, suggestion: String?)
    /// Not found, but the input it would be found in failed to load (already reported): shown
    /// as plain text and not reported again.
    case unchecked
}
