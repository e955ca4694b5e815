/// Everything a guide can refer to, indexed once per build so that each reference costs a
/// dictionary lookup, whatever the size of the catalogue or the number of pages.
struct ReferenceTable {
    /// What one guide offers to links from other guides.
    struct GuideTarget {
        var title: String
        /// Heading id → heading text, for every heading of the guide.
        var anchors: [String: String]
        /// The id GitHub gives a heading (`Don't` → `dont`) → ours (`don-t`), for relative links
        /// written to work on GitHub too.
        var gitHubAnchors: [String: String]
    }

    /// How the app's code names the palette (`FXColors.Blue50`), from the catalogue's code
    /// names, longest first so that a namespace never hides a longer one it starts.
    let paletteNamespaces: [String]
    /// How the app's code reads a token from the current theme (`theme.colors.layer1`).
    let tokenPrefix: String
    /// `StandardImageIdentifiers.Large.bookmark` → `bookmarkLarge`, for every image with a constant.
    let imageConstants: [String: String]
    /// The types that declare image constants (`StandardImageIdentifiers.Large`), longest first.
    let imageNamespaces: [String]
    /// The guides folder, relative to the content folder (`guides`; empty for the folder itself).
    let guidesFolder: String
    /// The files of the content folder that guides link to or show, and their copies.
    let files: GuideFiles
    /// The image suffixes of the catalogue's themes, for pictures with a dark twin.
    let pictureThemes: [PictureTheme]

    /// Which inputs loaded completely; a reference into one that did not is not reported, since
    /// it would only repeat the load error.
    struct Completeness {
        var tokens = true
        var palette = true
        var images = true
        /// Slugs of guides that exist but could not be read (already reported).
        var unreadableGuides: Set<String> = []
    }

    let complete: Completeness
    let tokens: [String: TokenDeclaration]
    let palette: Set<String>
    /// A palette colour's full path → its name, where they differ.
    let palettePaths: [String: String]
    /// `AcmeColors.Blue50` as the code writes it → the colour's identity, for colours whose
    /// namespace is known; and each short name shared by several namespaces → their identities.
    let paletteCode: [String: String]
    let ambiguousPalette: [String: [String]]
    let images: Set<String>
    let guides: [String: GuideTarget]
    /// Token name → its chip, built once.
    private let chips: [String: String]
    /// A `var` so that a guide linked beside others can ask a probe instead (see `ReferenceSuggestions`).
    var suggestions: ReferenceSuggestions

    init(
        catalogue: Catalogue, guides sources: [GuideSource], complete: Completeness = Completeness(),
        guidesFolder: String = "guides", files: GuideFiles = GuideFiles(content: nil)
    ) {
        self.complete = complete
        paletteNamespaces = catalogue.code.palette.sorted { $0.count > $1.count }
        tokenPrefix = catalogue.code.tokens + "."
        var constants: [String: String] = [:]
        for image in catalogue.images where !image.name.isEmpty && constants[image.codeReference] == nil {
            constants[image.codeReference] = image.value
        }
        imageConstants = constants
        imageNamespaces = Set(catalogue.images.filter { !$0.name.isEmpty }.map(\.namespace)).sorted {
            ($0.count, $0) > ($1.count, $1)
        }
        self.guidesFolder = GuideFiles.normalized(guidesFolder) ?? guidesFolder
        self.files = files
        pictureThemes = PictureTheme.all(catalogue.themes)
        // A token is found by its name and by its full path (`color.text.default`, as a DTCG
        // alias writes it); both lead to its name.
        var byName = Dictionary(catalogue.tokens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for token in catalogue.tokens where byName[token.path] == nil { byName[token.path] = token }
        tokens = byName
        palette = Set(catalogue.palette.map(\.name))
        palettePaths = Dictionary(
            catalogue.palette.filter { $0.path != $0.name }.map { ($0.path, $0.name) }, uniquingKeysWith: { first, _ in first })
        var code: [String: String] = [:]
        var ambiguous: [String: [String]] = [:]
        for color in catalogue.palette {
            guard let namespace = color.namespace else { continue }
            code[namespace + "." + color.shortName] = code[namespace + "." + color.shortName] ?? color.name
            if color.shortName != color.name { ambiguous[color.shortName, default: []].append(color.name) }
        }
        paletteCode = code
        ambiguousPalette = ambiguous
        images = Set(catalogue.images.map(\.value))
        var guides: [String: GuideTarget] = [:]
        for source in sources {
            guides[source.slug] = GuideTarget(
                title: source.metadata.title,
                anchors: Dictionary(source.headings.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first }),
                gitHubAnchors: HeadingSlugger.gitHubIDs(source.headings))
        }
        self.guides = guides
        let chromes = sources.isEmpty ? [] : catalogue.themes.map(catalogue.chrome(of:))
        // Chips are shown in guides only: without any, a large catalogue need not make one per token.
        chips = sources.isEmpty ? [:] : Dictionary(
            catalogue.tokens.map { ($0.name, TokenChip.html(for: $0.name, themes: catalogue.themes, chromes: chromes)) },
            uniquingKeysWith: { first, _ in first })
        suggestions = ReferenceSuggestions(names: [
            .tokens: catalogue.tokens.map(\.name), .palette: catalogue.palette.map(\.name),
            .images: catalogue.images.map(\.value), .guides: sources.map(\.slug),
            .imageConstants: constants.keys.sorted(),
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
            if let identity = paletteCode[name] ?? palettePaths[name] { return .found(.palette(identity)) }
            if let choices = ambiguousPalette[name] {
                return .broken(
                    id: "unknown-palette-color",
                    message: "link refers to palette colour '\(name)', which several namespaces declare; "
                        + "name one: \(choices.map { "'\($0)'" }.joined(separator: ", "))",
                    suggestion: choices.first)
            }
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

    /// How an autolink to `reference` reads: the guide's or section's title, or the name.
    func label(for reference: GuideReference) -> String {
        switch reference {
        case .token(let name), .palette(let name), .image(let name), .file(let name):
            return name
        case .guide(let slug, let anchor):
            let target = guides[slug]
            return anchor.flatMap { target?.anchors[$0] } ?? target?.title ?? slug
        }
    }

    func token(_ name: String, subject: String) -> ReferenceResolution {
        if tokens[name] == nil && !complete.tokens { return .unchecked }
        return tokens[name] != nil
            ? .found(.token(tokens[name]?.name ?? name))
            : .broken(
                id: "unknown-token", message: "\(subject) refers to unknown token '\(name)'",
                suggestion: suggestions.closest(to: name, in: .tokens))
    }

    /// `slug` or `slug#anchor`.
    func guide(_ name: String) -> ReferenceResolution {
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
