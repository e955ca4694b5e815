/// Everything a guide can refer to, indexed once per build so that each reference costs a
/// dictionary lookup, whatever the size of the catalogue or the number of pages.
struct ReferenceTable {
    /// What one guide offers to links from other guides.
    struct GuideTarget {
        var title: String
        /// Heading id → heading text, for every heading of the guide.
        var anchors: Anchors
        /// The id GitHub gives a heading (`Don't` → `dont`) → ours (`don-t`), for relative links
        /// written to work on GitHub too.
        var gitHubAnchors: [String: String]
    }

    /// A guide's heading ids and texts, sorted by id and found by binary search: every guide's
    /// are held while any guide is linked, and a dictionary of them took twice the memory of
    /// the strings themselves (5,000 guides of forty headings: 10 MB more).
    struct Anchors {
        private let headings: [GuideOutline.Heading]

        /// The first heading with each id keeps it.
        init(_ headings: [GuideOutline.Heading]) {
            let sorted = headings.indices.sorted { (headings[$0].id, $0) < (headings[$1].id, $1) }
            var kept: [GuideOutline.Heading] = []
            kept.reserveCapacity(sorted.count)
            for index in sorted where kept.last?.id != headings[index].id { kept.append(headings[index]) }
            self.headings = kept
        }

        /// The text of the heading `id`.
        subscript(_ id: String) -> String? {
            var (low, high) = (0, headings.count)
            while low < high {
                let middle = (low + high) / 2
                if headings[middle].id < id { low = middle + 1 } else { high = middle }
            }
            return low < headings.count && headings[low].id == id ? headings[low].title : nil
        }

        /// Every id, in order.
        var keys: some Sequence<String> { headings.lazy.map(\.id) }
    }

    /// How the app's code names the palette (`FXColors.Blue50`), from the catalogue's code
    /// names; the longest one a reference starts with is its namespace.
    let paletteNamespaces: NamespaceSet
    /// How the app's code reads a token from the current theme (`theme.colors.layer1`).
    let tokenPrefix: String
    /// A token's own code spelling (`Color(.labelPrimary)`) → its name (`CatalogueReferences`).
    let tokenSpellings: [String: String]
    /// `StandardImageIdentifiers.Large.bookmark` → `bookmarkLarge`, for every image with a constant.
    let imageConstants: [String: String]
    /// The types that declare image constants (`StandardImageIdentifiers.Large`).
    let imageNamespaces: NamespaceSet
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
    /// What a link to a token needs of it: the name it is shown by, and its deprecation.
    struct TokenTarget {
        var name: String
        var deprecated: String?

        init(_ token: TokenDeclaration) {
            name = token.name
            deprecated = token.deprecated
        }
    }

    /// Each token by its name and by its full path.
    let tokens: [String: TokenTarget]
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
        var targets: [String: GuideTarget] = [:]
        for source in sources { targets[source.slug] = GuideTarget(source) }
        self.init(
            CatalogueReferences(catalogue, chips: !sources.isEmpty), guides: targets, slugs: sources.map(\.slug),
            complete: complete, guidesFolder: guidesFolder, files: files)
    }

    /// From what the catalogue offers (`CatalogueReferences`) and what each guide offers, by
    /// slug (`targets`): a long-running process keeps both while they hold (`GuideCache`).
    /// `slugs` in guide order, for suggestions.
    init(
        _ references: CatalogueReferences, guides: [String: GuideTarget], slugs: [String], complete: Completeness,
        guidesFolder: String, files: GuideFiles
    ) {
        self.complete = complete
        paletteNamespaces = references.paletteNamespaces
        tokenPrefix = references.tokenPrefix
        tokenSpellings = references.tokenSpellings
        imageConstants = references.imageConstants
        imageNamespaces = references.imageNamespaces
        self.guidesFolder = GuideFiles.normalized(guidesFolder) ?? guidesFolder
        self.files = files
        pictureThemes = references.pictureThemes
        tokens = references.tokens
        palette = references.palette
        palettePaths = references.palettePaths
        paletteCode = references.paletteCode
        ambiguousPalette = references.ambiguousPalette
        images = references.images
        self.guides = guides
        chips = references.chips
        var names = references.names
        names[.guides] = slugs
        suggestions = ReferenceSuggestions(names: names)
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
                suggestion: suggestions.closest(to: anchor, inSectionsOf: slug, anchors: target.anchors.keys))
        }
        return .found(.guide(slug: slug, anchor: anchor))
    }
}
