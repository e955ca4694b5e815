/// What `ReferenceTable` takes from the catalogue alone: code names, token, palette and image
/// lookups, and a chip per token. Made once per checked catalogue: a long-running process keeps
/// it while only guides' Markdown changes (`GuideCache.references`), so that an edit to one
/// guide does not make a chip for every token again. Every member is a copy-on-write value,
/// so a table made from it shares its storage.
struct CatalogueReferences {
    let paletteNamespaces: ReferenceTable.NamespaceSet
    let tokenPrefix: String
    /// A token's own code spelling (`Asset.Colors.Label.primary.color`) → its name.
    let tokenSpellings: [String: String]
    let imageConstants: [String: String]
    let imageNamespaces: ReferenceTable.NamespaceSet
    let pictureThemes: [PictureTheme]
    let tokens: [String: ReferenceTable.TokenTarget]
    let palette: Set<String>
    let palettePaths: [String: String]
    let paletteCode: [String: String]
    let ambiguousPalette: [String: [String]]
    let images: Set<String>
    /// Token name → its chip; empty when made without (`chips: false`).
    let chips: [String: String]
    let hasChips: Bool
    /// The names a "did you mean" chooses among, but the guides'.
    let names: [ReferenceSuggestions.Pool: [String]]

    /// `chips`: whether to make a chip per token (they are shown in guides only: without any, a
    /// large catalogue need not make them).
    init(_ catalogue: Catalogue, chips withChips: Bool) {
        paletteNamespaces = ReferenceTable.NamespaceSet(catalogue.code.palette)
        tokenPrefix = catalogue.code.tokens + "."
        var spellings: [String: String] = [:]
        for token in catalogue.tokens {
            if let spelling = token.codeSpelling, spellings[spelling] == nil { spellings[spelling] = token.name }
        }
        tokenSpellings = spellings
        var constants: [String: String] = [:]
        for image in catalogue.images where !image.name.isEmpty && constants[image.codeReference] == nil {
            constants[image.codeReference] = image.value
        }
        imageConstants = constants
        imageNamespaces = ReferenceTable.NamespaceSet(catalogue.images.filter { !$0.name.isEmpty }.map(\.namespace))
        pictureThemes = PictureTheme.all(catalogue.themes)
        // A token is found by its name and by its full path (`color.text.default`, as a DTCG
        // alias writes it); both lead to its name.
        // Only what a link needs of each token, not the whole declaration (copying a dozen
        // fields per name and per path was most of making this table for a large catalogue).
        let declarations = catalogue.tokens
        var byName = Dictionary(
            declarations.indices.lazy.map { (declarations[$0].name, ReferenceTable.TokenTarget(declarations[$0])) },
            uniquingKeysWith: { first, _ in first })
        byName.merge(
            declarations.indices.lazy.map { (declarations[$0].path, ReferenceTable.TokenTarget(declarations[$0])) },
            uniquingKeysWith: { first, _ in first })
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
        hasChips = withChips
        let chromes = withChips ? catalogue.chromes() : []
        chips = !withChips ? [:] : Dictionary(
            catalogue.tokens.map { ($0.name, TokenChip.html(for: $0.name, themes: catalogue.themes, chromes: chromes)) },
            uniquingKeysWith: { first, _ in first })
        names = [
            .tokens: catalogue.tokens.map(\.name), .palette: catalogue.palette.map(\.name),
            .images: catalogue.images.map(\.value), .imageConstants: constants.keys.sorted(),
        ]
    }
}

extension ReferenceTable.GuideTarget {
    /// What `source` offers to links from other guides.
    init(_ source: GuideSource) {
        title = source.metadata.title
        anchors = ReferenceTable.Anchors(source.headings)
        gitHubAnchors = HeadingSlugger.gitHubIDs(source.headings)
    }
}

extension ReferenceTable {
    /// What each guide offers to links from the others, by slug (the last of a slug wins).
    static func targets(_ guides: [GuideCache.Parsed.Guide]) -> [String: GuideTarget] {
        var targets: [String: GuideTarget] = [:]
        targets.reserveCapacity(guides.count)
        for guide in guides { targets[guide.source.slug] = guide.target }
        return targets
    }

    /// The same, made from each guide's source.
    static func targets(_ sources: [GuideSource]) -> [String: GuideTarget] {
        var targets: [String: GuideTarget] = [:]
        targets.reserveCapacity(sources.count)
        for source in sources { targets[source.slug] = GuideTarget(source) }
        return targets
    }
}
