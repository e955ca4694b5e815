/// Reads the DTCG inputs as the 2025.10 resolver spec resolves them: for each theme, the
/// sources of every set and of the context each modifier takes, merged in resolution order
/// (a later source's token replaces an earlier one at the same path), aliases left for Check
/// to resolve in the merged tree. Then splits the merged tokens into palette colours and themed
/// tokens (`DTCGLoader+Layers.swift`), and names them (`TokenNames`).
enum DTCGLoader {
    static func load(into raw: inout RawCatalogue, reader: inout JSONReader, diagnostics: inout Diagnostics) {
        // The token list is optional: left out of the config, its default path is read only if
        // it exists. Without one, the tokens the themes define are the protocol.
        let listNamed = raw.config.locations["tokenList"] != nil
        let list = raw.config.tokenList.flatMap { listNamed || reader.files.exists($0) ? $0 : nil }
        // The list is read beside the theme's token files (`TokenSources.prefetch`), so the
        // resolver is read before it: what reading the resolver reports is kept to follow what
        // the list's reports.
        var afterList = Diagnostics()
        let resolved = resolver(of: raw.config, reader: reader, diagnostics: &afterList)
        let files = reader.files, listLocation = raw.config.location(of: "tokenList")
        var readList: (@Sendable () -> TokenListLoader.Read)?
        if let list { readList = { TokenListLoader.read(list, namedAt: listLocation, files: files) } }
        var sources = resolved.map { TokenSources(resolver: $0.path, reader: reader) }
        let listRead = sources?.prefetch(resolved?.layers.flatMap { $0.layers.map(\.source) } ?? [], workers: Parallel.defaultWorkers, alongside: readList)
            ?? readList?()
        var hasList = false
        // A `$type` DTCG does not define is reported once, wherever it is first written.
        var warnedTypes = TokenTypeNames.Warned()
        if let listRead {
            diagnostics.append(contentsOf: listRead.diagnostics)
            warnedTypes = listRead.warnedTypes
            raw.declarations = listRead.declarations ?? []
            raw.declarationsComplete = listRead.declarations != nil
            hasList = true
        }
        diagnostics.append(contentsOf: afterList.all)
        // Without a readable resolver there is no palette: references into it are not reported
        // on top of the resolver's own error.
        raw.paletteComplete = false
        guard var sources, let (_, document, layers) = resolved else { return }
        sources.warnedTypes = warnedTypes
        var reported = Set<SourceLocation>()
        var merged = layers.map { merge($0, sources: &sources, reported: &reported, diagnostics: &diagnostics) }
        raw.paletteComplete = document.complete && merged.allSatisfy(\.setsComplete)
        // Without any theme, the sets alone still give the palette, so its problems are found.
        let setsOnly = merged.isEmpty
        if setsOnly {
            let sets = ThemeLayer(
                info: ThemeInfo(id: "", label: "", appearance: .light, imageSuffix: "", location: nil), baseID: "",
                layers: document.order.flatMap { step -> [ThemeLayer.Layer] in
                    guard case .set(let i) = step else { return [] }
                    return document.sets[i].sources.map { ThemeLayer.Layer(source: $0, fromContext: false) }
                }, location: document.modifiersLocation, complete: document.complete)
            merged = [merge(sets, sources: &sources, reported: &reported, diagnostics: &diagnostics)]
            // No theme refers to anything: whether a colour is used, or an alias of the palette
            // leads somewhere, would only repeat the resolver's error.
            raw.paletteComplete = false
        }
        // The files' bytes and nodes go now (cheap to release, and most of the memory); the
        // many small objects made of them are left to the exit (`defer` above).
        sources.forgetFiles()
        let split = Layers.split(merged, paths: sources.paths, declarations: hasList ? raw.declarations : nil)
        addPalette(merged[0], isPalette: split.isPalette, to: &raw, diagnostics: &diagnostics)
        guard !setsOnly else { return }
        if !hasList {
            raw.declarations = Layers.declarations(of: merged, themed: split.themed, paths: sources.paths, diagnostics: &diagnostics)
            raw.declarationsComplete = true
            raw.declarationsFromThemes = true
        }
        let themedPaths = split.themed.map { sources.paths.paths[$0] }
        let names = TokenNames(declarations: raw.declarations, themed: themedPaths)
        // Each path named once, not once per theme.
        var nameByID = [String?](repeating: nil, count: sources.paths.count)
        for (id, path) in zip(split.themed, themedPaths) { nameByID[id] = names.name(of: path) }
        for theme in merged {
            var out = RawTheme(info: theme.layer.info, tokens: [], complete: theme.complete)
            out.location = theme.location ?? theme.layer.location
            out.appearanceUnstated = theme.layer.appearanceUnstated
            out.tokens.reserveCapacity(theme.tokens.count)
            // By position, reading the fields it needs, and each token made where it is kept:
            // binding each merged token copied it, and appending a finished token copied it again.
            for i in theme.tokens.indices where !split.isPalette[theme.tokens[i].id] {
                let entry = theme.entry(at: i)
                out.tokens.append(RawThemeToken(
                    name: nameByID[theme.tokens[i].id] ?? names.name(of: entry.pathString), path: entry.pathString,
                    type: Self.tokenType(entry.type), value: theme.value(at: i), location: entry.nameLocation,
                    typeLocation: entry.ownTypeLocation, description: entry.description, deprecated: entry.deprecated))
            }
            raw.themes.append(out)
        }
    }

    /// The resolver the site config names, read, with the themes it gives; nil when it cannot
    /// be read (reported).
    private static func resolver(
        of config: SiteConfig, reader: JSONReader, diagnostics: inout Diagnostics
    ) -> (path: String, document: ResolverDocument, layers: [ThemeLayer])? {
        guard let path = config.resolver, let node = reader.read(path, namedAt: config.location(of: "resolver"), diagnostics: &diagnostics),
            let document = ResolverDocument.read(node, diagnostics: &diagnostics)
        else { return nil }
        return (path, document, ThemeLayers.themes(of: document, config: config, diagnostics: &diagnostics))
    }

    /// A written `$type` as a token type (`TokenTypeNames`).
    static func tokenType(_ name: String?) -> TokenType? { TokenTypeNames.type(name) }

    /// One theme's tokens: its sources in order, a later token replacing an earlier one at the
    /// same path, in place (so the order is where a path first appears); then the groups that
    /// extend another file's group (`DTCGLoader+Extends`).
    static func merge(
        _ layer: ThemeLayer, sources: inout TokenSources, reported: inout Set<SourceLocation>, diagnostics: inout Diagnostics
    ) -> MergedTheme {
        var theme = MergedTheme(layer: layer, complete: layer.complete)
        var extensions: [PendingExtension] = []
        for item in layer.layers {
            guard let loaded = sources.tokens(of: item.source, diagnostics: &diagnostics), loaded.complete else {
                theme.complete = false
                if !item.fromContext { theme.setsComplete = false }
                continue
            }
            if item.fromContext { theme.location = theme.location ?? loaded.root }
            extensions += loaded.extensions.map { PendingExtension(ext: $0, fromContext: item.fromContext) }
            theme.reserve(paths: sources.paths.count)
            // Room for this source's tokens, grown at least twofold: an exact reservation per
            // source copied every token so far once per source (20,000 sets of one token each:
            // 70% of the build moving memory).
            let needed = theme.tokens.count + loaded.tokens.count
            if needed > theme.tokens.capacity { theme.tokens.reserveCapacity(Swift.max(needed, 2 * theme.tokens.capacity)) }
            // The source's tokens are kept as its list (shared with `sources`, not copied), and
            // the theme's tokens are places in them: copying each token's entry and value into
            // the theme was a quarter of merging (55,000 tokens in a five-theme catalogue).
            let source = Int32(theme.sources.count)
            theme.sources.append(loaded.tokens)
            theme.sourceNumbers.append(loaded.number)
            for i in loaded.tokens.indices {
                let id = loaded.tokens[i].id
                let token = MergedToken(source: source, index: Int32(i), id: id, fromContext: item.fromContext)
                if let position = theme.position(of: id) {
                    theme.tokens[position] = token
                } else {
                    theme.positions[id] = theme.tokens.count
                    theme.tokens.append(token)
                }
            }
        }
        if !extensions.isEmpty { extendAcrossFiles(&theme, extensions, sources: &sources, reported: &reported, diagnostics: &diagnostics) }
        return theme
    }

    /// The palette colours, in the order the first theme merges them.
    static func addPalette(_ theme: MergedTheme, isPalette: [Bool], to raw: inout RawCatalogue, diagnostics: inout Diagnostics) {
        for i in theme.tokens.indices where isPalette[theme.tokens[i].id] {
            let entry = theme.entry(at: i)
            if TokenTypeNames.type(entry.type) == .gradient {
                diagnostics.error(
                    "invalid-palette", "palette token '\(entry.pathString)' is a gradient; the palette holds colours", at: entry.nameLocation)
                continue
            }
            // A colour of a code namespace (`$extensions.org.themebook.namespace`, written by
            // `convert` when two namespaces share a name) sits in a group named after it, inside
            // its family: `{Blue.UpstreamColors.Blue50}`. Otherwise its family is its group's path.
            let namespace = entry.extensions?["namespace"]?.string
            let path = entry.path
            let inNamespaceGroup = namespace != nil && path.count > 2 && path[path.count - 2] == namespace
            let group = inNamespaceGroup ? path[0] : path.dropLast().joined(separator: ".")
            if !raw.paletteGroups.contains(group) { raw.paletteGroups.append(group) }
            var color = RawPaletteColor(
                name: entry.name, group: group, path: entry.pathString, value: theme.value(at: i), location: entry.nameLocation,
                namespace: namespace)
            color.typeName = entry.type
            color.description = entry.description
            color.deprecated = entry.deprecated
            raw.palette.append(color)
        }
        PaletteNames.qualify(&raw.palette)
        let shown = TokenNames.unique(raw.palette.map { (short: $0.name, path: $0.path) })
        for i in raw.palette.indices { raw.palette[i].name = shown[i] }
    }
}

/// A token of a merged theme: where it is in the source it won from.
struct MergedToken {
    /// The source's place in the theme's `sources`, and the token's in that source's tokens.
    var source: Int32
    var index: Int32
    /// The number of its path in the loader's `PathTable`.
    var id: Int
    var fromContext: Bool
}

struct MergedTheme {
    var layer: ThemeLayer
    var tokens: [MergedToken] = []
    /// The tokens of each source merged, in order.
    var sources: [[TokenSources.Token]] = []
    /// Each source's number among all the sources loaded (`TokenSources.Loaded.number`): two
    /// themes took a token from the same source when these are equal.
    var sourceNumbers: [Int] = []
    /// Path number → position in `tokens`; -1 where the theme lacks the path.
    var positions: [Int] = []
    var complete: Bool
    /// False when a set's source could not be read.
    var setsComplete = true
    /// The root of the theme's first context source, for problems with the theme as a whole.
    var location: SourceLocation?

    init(layer: ThemeLayer, complete: Bool) {
        self.layer = layer
        self.complete = complete
    }

    /// Makes room for every path numbered so far.
    mutating func reserve(paths count: Int) {
        if positions.count < count { positions += repeatElement(-1, count: count - positions.count) }
    }

    func position(of id: Int) -> Int? {
        id < positions.count && positions[id] >= 0 ? positions[id] : nil
    }

    /// The entry, value and source number of the token at `position` in `tokens`.
    func entry(at position: Int) -> TokenEntry { sources[Int(tokens[position].source)][Int(tokens[position].index)].entry }
    func value(at position: Int) -> RawValue { sources[Int(tokens[position].source)][Int(tokens[position].index)].value }
    func sourceNumber(at position: Int) -> Int { sourceNumbers[Int(tokens[position].source)] }
}

/// Reads the token list: the tokens every theme must define, grouped by category.
enum TokenListLoader {
    /// The list read with a reader of its own (on another thread, `TokenSources.prefetch`): the
    /// declarations, what reading them reported, and the `$type`s warned about.
    struct Read: Sendable {
        var declarations: [TokenDeclaration]?
        var diagnostics: [Diagnostic]
        var warnedTypes: TokenTypeNames.Warned
    }

    static func read(_ path: String, namedAt location: SourceLocation?, files: InputFiles) -> Read {
        var diagnostics = Diagnostics()
        var warnedTypes = TokenTypeNames.Warned()
        let declarations = load(path, namedAt: location, reader: JSONReader(files: files), warnedTypes: &warnedTypes, diagnostics: &diagnostics)
        return Read(declarations: declarations, diagnostics: diagnostics.all, warnedTypes: warnedTypes)
    }

    /// The declarations, or nil when the list could not be read.
    static func load(
        _ path: String, namedAt location: SourceLocation?, reader: JSONReader, warnedTypes: inout TokenTypeNames.Warned,
        diagnostics: inout Diagnostics
    ) -> [TokenDeclaration]? {
        guard let document = reader.document(path, namedAt: location, diagnostics: &diagnostics) else { return nil }
        var entries: [TokenEntry] = []
        let all = TokenTree.entries(of: document, root: 0, requireValue: false, strings: reader.strings, diagnostics: &diagnostics)
        var seen = FirstDefinitions(id: "duplicate-token", note: "first declared here", capacity: all.count)
        for entry in all {
            guard entry.type != nil else {
                diagnostics.error("unsupported-type", "token '\(entry.name)' needs a $type", at: entry.nameLocation)
                continue
            }
            warnedTypes.check(entry.type, at: entry.typeLocation, diagnostics: &diagnostics)
            guard seen.claim(
                entry.pathString, at: entry.nameLocation, message: "token '\(entry.pathString)' is declared twice", diagnostics: &diagnostics)
            else { continue }
            entries.append(entry)
        }
        let shown = TokenNames.unique(entries.map { (short: $0.name, path: $0.pathString) })
        return zip(entries, shown).map { entry, name in
            let type = TokenTypeNames.type(entry.type) ?? .color
            var declaration = TokenDeclaration(
                name: name, category: entry.isNested ? String(entry.firstName) : "Tokens", type: type,
                description: entry.description, deprecated: entry.deprecated,
                sameAcrossAppearances: entry.extensions?["sameAcrossAppearances"]?.bool ?? false,
                location: entry.nameLocation,
                contrast: ContrastDeclarations.pairs(
                    ofToken: name, at: entry.nameLocation, entry.extensions?["contrast"], diagnostics: &diagnostics),
                path: entry.pathString)
            if type == .other { declaration.writtenType = entry.type }
            return declaration
        }
    }
}
