/// The token files a resolver names, each read and parsed once however many themes merge it.
/// A `$ref` may carry a JSON Pointer fragment (`modes.json#/light`): its tokens are then the
/// object at that pointer.
struct TokenSources {
    /// A token with its parsed value and its path's number in `paths` (a struct rather than a
    /// tuple: arrays of tuples are copied and destroyed through generic, slower code).
    struct Token {
        var entry: TokenEntry
        var value: RawValue
        var id: Int
    }

    struct Loaded {
        var tokens: [Token]
        /// Where the tokens are written (the file's root, or the object the fragment names).
        var root: SourceLocation
        /// False when the source is not a token object (its tokens are then not all known).
        var complete: Bool
        /// Its place in the order the sources were first loaded: one number per source.
        var number: Int
        /// Its groups that extend a group it does not hold: extended from the theme's other
        /// sources once they are merged (`DTCGLoader.extendAcrossFiles`).
        var extensions: [TokenTree.GroupIndex.Extension] = []
    }

    let resolver: String
    let reader: JSONReader
    /// The paths of every source loaded so far.
    private(set) var paths = PathTable()
    /// Each file read, flat (`JSONDocument`).
    private(set) var files: [String: JSONDocument?] = [:]
    private(set) var loaded: [String: Loaded?] = [:]
    /// Sources read and walked ahead, on several threads (`prefetch`), by key: taken by
    /// `tokens(of:)` when the merge reaches them.
    var prefetched: [String: Prefetched] = [:]
    /// The tokens of the source loaded last.
    private var lastTokens: [Token] = []
    /// Per file and object node, the value node of each key (the last member of a key, as
    /// `JSONDocument.member` finds it): made when a pointer first goes through the object, so
    /// that each of thousands of fragments into one file looks its key up instead of reading
    /// every key of the object (20,000 sets each naming `big.tokens.json#/gN`: 16.7 s).
    private var memberIndexes: [String: [Int: [String: Int]]] = [:]
    /// Per file and array node, its element nodes, made when a pointer first goes through it.
    private var elementLists: [String: [Int: [Int]]] = [:]

    /// The `$type` names met so far (each one DTCG does not define is reported once).
    var warnedTypes: TokenTypeNames.Warned

    init(resolver: String, reader: JSONReader, warnedTypes: TokenTypeNames.Warned = TokenTypeNames.Warned()) {
        self.resolver = resolver
        self.reader = reader
        self.warnedTypes = warnedTypes
    }

    /// The source's tokens with their parsed values; nil when it could not be read (reported).
    mutating func tokens(of source: ResolverDocument.Source, diagnostics: inout Diagnostics) -> Loaded? {
        if let known = loaded[source.key] { return known }
        if let ready = prefetched.removeValue(forKey: source.key) { return take(ready, of: source, diagnostics: &diagnostics) }
        let result = read(source, diagnostics: &diagnostics).map { document, root in
            var unresolved: [TokenTree.GroupIndex.Extension]? = []
            let entries = TokenTree.entries(
                of: document, root: root, strings: reader.strings, unresolved: &unresolved, diagnostics: &diagnostics)
            // Sources of one kind (a theme's file each) usually list the same paths in the
            // same order: a token at the same place as in the previous source, with the same
            // path, takes its number without hashing the path.
            let previous = lastTokens
            var tokens: [Token] = []
            tokens.reserveCapacity(entries.count)
            if previous.count != entries.count { paths.reserve(entries.count) }
            // By index: an entry bound by the loop was one more retain and release of it.
            for i in entries.indices {
                warnedTypes.check(entries[i].type, at: entries[i].typeLocation, diagnostics: &diagnostics)
                let same = i < previous.count && previous[i].entry.pathString == entries[i].pathString
                let id = same ? previous[i].id : paths.id(of: entries[i].pathString)
                tokens.append(Token(
                    entry: entries[i], value: ValueParser.parse(entries[i], strings: reader.strings, diagnostics: &diagnostics), id: id))
            }
            lastTokens = tokens
            return Loaded(
                tokens: tokens, root: document.location(root), complete: document.kind(root) == .object, number: loaded.count,
                extensions: unresolved ?? [])
        }
        loaded[source.key] = result
        return result
    }

    /// `tokens(of:)` of a source read and walked ahead: its diagnostics in the order reading
    /// it here would have made them, its paths numbered and its `$type`s checked now.
    private mutating func take(_ ready: Prefetched, of source: ResolverDocument.Source, diagnostics: inout Diagnostics) -> Loaded? {
        diagnostics.append(contentsOf: ready.readDiagnostics)
        if let path = source.file.flatMap({ InputFiles.resolve($0, relativeTo: resolver) }) { files[path] = ready.document }
        guard let document = ready.document else {
            loaded[source.key] = .some(nil)
            return nil
        }
        diagnostics.append(contentsOf: ready.walkDiagnostics)
        let entries = ready.entries
        let previous = lastTokens
        var tokens: [Token] = []
        tokens.reserveCapacity(entries.count)
        if previous.count != entries.count { paths.reserve(entries.count) }
        var start = 0
        for i in entries.indices {
            warnedTypes.check(entries[i].type, at: entries[i].typeLocation, diagnostics: &diagnostics)
            while start < ready.valueEnds[i] {
                diagnostics.append(ready.valueDiagnostics[start])
                start += 1
            }
            let same = i < previous.count && previous[i].entry.pathString == entries[i].pathString
            let id = same ? previous[i].id : paths.id(of: entries[i].pathString)
            tokens.append(Token(entry: entries[i], value: ready.values[i], id: id))
        }
        lastTokens = tokens
        let result = Loaded(
            tokens: tokens, root: document.location(0), complete: document.kind(0) == .object, number: loaded.count,
            extensions: ready.unresolved)
        loaded[source.key] = result
        return result
    }

    /// The number of a path, numbering it when new (a token copied by `$extends` across files).
    mutating func pathID(_ path: String) -> Int { paths.id(of: path) }

    /// Source numbers for tokens copied by `$extends` across files, one per `key` (an extension
    /// and the sources it copied from): themes that copy the same tokens share the number, as
    /// themes merging the same source do. Counted from past any real source's number.
    private var synthetic: [String: Int] = [:]

    mutating func syntheticNumber(_ key: String) -> Int {
        if let known = synthetic[key] { return known }
        let number = Int(Int32.max) + synthetic.count
        synthetic[key] = number
        return number
    }

    /// The document of a source and the node its tokens are at.
    private mutating func read(_ source: ResolverDocument.Source, diagnostics: inout Diagnostics) -> (JSONDocument, Int)? {
        if let inline = source.inline { return (JSONDocument(inline), 0) }
        guard let file = source.file else { return nil }
        guard let path = InputFiles.resolve(file, relativeTo: resolver) else {
            diagnostics.error(
                InputFiles.outsideID,
                "'$ref' '\(file)' leaves the content folder; a token file is named by a relative path inside it",
                at: source.location)
            return nil
        }
        let document: JSONDocument?
        if let known = files[path] { document = known } else {
            document = reader.document(path, namedAt: source.location, diagnostics: &diagnostics)
            files[path] = document
        }
        guard let document else { return nil }
        guard let fragment = source.fragment else { return (document, 0) }
        guard let found = follow(fragment, in: document, file: path) else {
            diagnostics.error(
                "invalid-resolver", "'$ref' '\(file)#\(fragment)' names nothing in '\(file)'; the pointer must lead to a token group",
                at: source.location)
            return nil
        }
        return (document, found)
    }

    /// Lets go of the files read (a few large arrays each), keeping the tokens made of them.
    mutating func forgetFiles() {
        files = [:]
        memberIndexes = [:]
        elementLists = [:]
    }

    /// The node at a JSON Pointer (`/light`, `/modes/dark`) in the file at `path`, or nil when
    /// the path is not there. A fragment without the leading `/` (`themes.json#orange`, as the
    /// resolver module's own examples and Terrazzo write it) is a pointer from the root too.
    private mutating func follow(_ pointer: String, in document: JSONDocument, file path: String) -> Int? {
        if pointer.isEmpty { return 0 }
        var node = 0
        for segment in pointer.drop(while: { $0 == "/" }).split(separator: "/", omittingEmptySubsequences: false) {
            let key = ResolverDocument.unescape(String(segment))
            if document.kind(node) == .object, let child = member(of: node, key, in: document, file: path) {
                node = child
            } else if document.kind(node) == .array, let index = Int(key), let element = element(index, of: node, in: document, file: path) {
                node = element
            } else {
                return nil
            }
        }
        return node
    }

    /// The value node of the member `key` of the object at `node` in the file at `path`.
    private mutating func member(of node: Int, _ key: String, in document: JSONDocument, file path: String) -> Int? {
        if let index = memberIndexes[path]?[node] { return index[key] }
        var index: [String: Int] = [:]
        for member in document.members(node) { index[document.string(member)] = member + 1 }
        memberIndexes[path, default: [:]][node] = index
        return index[key]
    }

    /// The element node at `index` of the array at `node` in the file at `path`.
    private mutating func element(_ index: Int, of node: Int, in document: JSONDocument, file path: String) -> Int? {
        let elements = elementLists[path]?[node] ?? document.elements(node)
        if elementLists[path]?[node] == nil { elementLists[path, default: [:]][node] = elements }
        return elements.indices.contains(index) ? elements[index] : nil
    }
}
