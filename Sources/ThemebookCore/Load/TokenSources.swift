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
    }

    let resolver: String
    let reader: JSONReader
    /// The paths of every source loaded so far.
    private(set) var paths = PathTable()
    private var files: [String: JSONNode?] = [:]
    private var loaded: [String: Loaded?] = [:]
    /// The tokens of the source loaded last.
    private var lastTokens: [Token] = []

    init(resolver: String, reader: JSONReader) {
        self.resolver = resolver
        self.reader = reader
    }

    /// The source's tokens with their parsed values; nil when it could not be read (reported).
    mutating func tokens(of source: ResolverDocument.Source, diagnostics: inout Diagnostics) -> Loaded? {
        if let known = loaded[source.key] { return known }
        let result = read(source, diagnostics: &diagnostics).map { tree in
            let entries = TokenTree.entries(of: tree, strings: reader.strings, diagnostics: &diagnostics)
            // Sources of one kind (a theme's file each) usually list the same paths in the
            // same order: a token at the same place as in the previous source, with the same
            // path, takes its number without hashing the path.
            let previous = lastTokens
            var tokens: [Token] = []
            tokens.reserveCapacity(entries.count)
            for (i, entry) in entries.enumerated() {
                let same = i < previous.count && previous[i].entry.pathString == entry.pathString
                let id = same ? previous[i].id : paths.id(of: entry.pathString)
                tokens.append(Token(entry: entry, value: ValueParser.parse(entry, diagnostics: &diagnostics), id: id))
            }
            lastTokens = tokens
            return Loaded(tokens: tokens, root: tree.location, complete: tree.members != nil)
        }
        loaded[source.key] = result
        return result
    }

    private mutating func read(_ source: ResolverDocument.Source, diagnostics: inout Diagnostics) -> JSONNode? {
        if let inline = source.inline { return inline }
        guard let file = source.file else { return nil }
        guard let path = InputFiles.resolve(file, relativeTo: resolver) else {
            diagnostics.error(
                InputFiles.outsideID,
                "'$ref' '\(file)' leaves the content folder; a token file is named by a relative path inside it",
                at: source.location)
            return nil
        }
        let tree: JSONNode?
        if let known = files[path] { tree = known } else {
            tree = reader.read(path, namedAt: source.location, diagnostics: &diagnostics)
            files[path] = tree
        }
        guard let tree, let fragment = source.fragment else { return tree }
        guard let found = Self.follow(fragment, in: tree) else {
            diagnostics.error(
                "invalid-resolver", "'$ref' '\(file)#\(fragment)' names nothing in '\(file)'; the pointer must lead to a token group",
                at: source.location)
            return nil
        }
        return found
    }

    /// The node at a JSON Pointer (`/light`, `/modes/dark`), or nil when the path is not there.
    static func follow(_ pointer: String, in root: JSONNode) -> JSONNode? {
        guard pointer.hasPrefix("/") else { return pointer.isEmpty ? root : nil }
        var node = root
        for segment in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let key = ResolverDocument.unescape(String(segment))
            if let child = node[key] {
                node = child
            } else if let elements = node.elements, let index = Int(key), elements.indices.contains(index) {
                node = elements[index]
            } else {
                return nil
            }
        }
        return node
    }
}
