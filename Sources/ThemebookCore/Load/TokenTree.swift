/// A DTCG token as written: its path, inherited `$type`, `$value` and metadata.
///
/// A class: an entry is handed from the walk to its source's tokens and to every theme that
/// merges it, and copying a dozen fields each time (ten thousand tokens, five themes) was a
/// tenth of loading. Immutable once made (by the walk; `with(path:)` gives a changed copy), so
/// that the token files of a theme can be walked on several threads at once.
final class TokenEntry: Sendable {
    let type: String?
    let typeLocation: SourceLocation?
    let value: JSONNode?
    let nameLocation: SourceLocation
    let description: String?
    let deprecated: String?
    /// Where the token's own `$type` is written (`typeLocation` may be a group's).
    let ownTypeLocation: SourceLocation?

    /// The path's names joined with dots. Names never contain a dot (`invalidNameReason`), so
    /// this is the path: the names are cut from it when asked for, rather than an array of
    /// them made for each of ten thousand tokens per file.
    let pathString: String

    /// The path's names, in order: cut at the dots' bytes (a split of the string by Character
    /// cost some eight thousand instructions a path).
    var path: [String] {
        guard !pathString.isEmpty else { return [] }
        return pathString.withUTF8Span { bytes in
            var names: [String] = []
            var start = 0
            while let dot = Bytes.firstIndex(of: UInt8(ascii: "."), in: bytes, from: start) {
                names.append(Bytes.string(bytes.extracting(start..<dot)))
                start = dot + 1
            }
            names.append(Bytes.string(bytes.extracting(start...)))
            return names
        }
    }

    /// The first name of the path (the category of a listed token).
    var firstName: Substring {
        let bytes = pathString.utf8
        return pathString[..<(bytes.firstIndex(of: UInt8(ascii: ".")) ?? bytes.endIndex)]
    }

    /// Whether the path has more than one name.
    var isNested: Bool { pathString.utf8.contains(UInt8(ascii: ".")) }

    /// The last path segment; for a group's `$root` token, the group's name.
    var name: String {
        // Over the bytes: the generic index walk of the UTF-8 view cost a thousand instructions
        // a name. Segments end at an ASCII '.', so every segment's bytes are whole UTF-8.
        return pathString.withUTF8Span { bytes in
            guard let dot = Self.lastDot(in: bytes, before: bytes.count) else { return pathString }
            let segment = bytes.extracting((dot + 1)...)
            guard Bytes.equal(segment, "$root") else { return Bytes.string(segment) }
            let start = Self.lastDot(in: bytes, before: dot).map { $0 + 1 } ?? 0
            return Bytes.string(bytes.extracting(start..<dot))
        }
    }

    /// The index of the last dot of `bytes` before `end`.
    private static func lastDot(in bytes: Span<UInt8>, before end: Int) -> Int? {
        var index = end - 1
        while index >= 0 {
            if bytes[index] == UInt8(ascii: ".") { return index }
            index -= 1
        }
        return nil
    }

    /// What few tokens have, kept apart so that the others' entries stay small (a large
    /// catalogue has an entry per token per file).
    final class Rare: Sendable {
        let ref: JSONNode?
        let extensions: JSONNode?

        init(ref: JSONNode?, extensions: JSONNode?) {
            self.ref = ref
            self.extensions = extensions
        }
    }
    private let rare: Rare?

    /// The token's own `$ref` (a whole token given by a JSON Pointer), if it has one.
    var ref: JSONNode? { rare?.ref }
    var extensions: JSONNode? { rare?.extensions }

    init(
        pathString: String, type: String?, typeLocation: SourceLocation?, value: JSONNode?, nameLocation: SourceLocation,
        ownTypeLocation: SourceLocation? = nil, description: String? = nil, deprecated: String? = nil, ref: JSONNode? = nil,
        extensions: JSONNode? = nil
    ) {
        self.pathString = pathString
        self.type = type
        self.typeLocation = typeLocation
        self.value = value
        self.nameLocation = nameLocation
        self.ownTypeLocation = ownTypeLocation
        self.description = description
        self.deprecated = deprecated
        rare = ref == nil && extensions == nil ? nil : Rare(ref: ref, extensions: extensions)
    }

    /// A copy of the entry at another path (a token a group inherits through `$extends`).
    func with(path newPath: [String]) -> TokenEntry {
        TokenEntry(
            pathString: newPath.joined(separator: "."), type: type, typeLocation: typeLocation, value: value, nameLocation: nameLocation,
            ownTypeLocation: ownTypeLocation, description: description, deprecated: deprecated, ref: ref, extensions: extensions)
    }
}

/// Walks a DTCG token document: groups, tokens (objects with `$value`), inherited `$type`.
enum TokenTree {
    static let extensionKey = "org.themebook"

    /// Flattens the tree, in document order. With `requireValue` false (the token list), leaves
    /// without children are entries even without `$value`.
    ///
    /// The walk keeps its own stack of groups still to visit, so a deeply nested document costs
    /// heap, not call stack.
    static func entries(
        of root: JSONNode, requireValue: Bool = true, strings: JSONStrings? = nil, diagnostics: inout Diagnostics
    ) -> [TokenEntry] {
        entries(of: JSONDocument(root), root: 0, requireValue: requireValue, strings: strings, diagnostics: &diagnostics)
    }

    /// Flattens the tree at node `root` of a flat document: keys are read as bytes, and only the
    /// parts a token keeps (`$value`, `$extensions`, `$ref`) are made into `JSONNode`s.
    static func entries(
        of document: JSONDocument, root: Int, requireValue: Bool = true, strings: JSONStrings? = nil, diagnostics: inout Diagnostics
    ) -> [TokenEntry] {
        var unresolved: [GroupIndex.Extension]?
        return entries(of: document, root: root, requireValue: requireValue, strings: strings, unresolved: &unresolved, diagnostics: &diagnostics)
    }

    /// `entries(of:root:…)`; with `unresolved` non-nil, a group extending a group this document
    /// does not have is left in it, to be extended from the other files a theme merges
    /// (`DTCGLoader.extendAcrossFiles`), rather than reported.
    static func entries(
        of document: JSONDocument, root: Int, requireValue: Bool = true, strings: JSONStrings? = nil,
        unresolved: inout [GroupIndex.Extension]?, diagnostics: inout Diagnostics
    ) -> [TokenEntry] {
        var out: [TokenEntry] = []
        guard document.kind(root) == .object else {
            diagnostics.error(
                "invalid-token-file", "token file must be a JSON object, not \(document.kindName(root))", at: document.location(root))
            return out
        }
        var walk = Walk(document: document, requireValue: requireValue, strings: strings)
        walk.pending = [Pending(node: root, pathString: "", type: nil, typeLocation: nil, nameLocation: document.location(root))]
        while let item = walk.pending.popLast() {
            walk.visit(item, into: &out, diagnostics: &diagnostics)
        }
        if !walk.groups.extensions.isEmpty { applyExtensions(walk.groups, to: &out, unresolved: &unresolved, diagnostics: &diagnostics) }
        return out
    }

    /// A group or token waiting to be visited, with what it inherits from its parents.
    struct Pending {
        /// Its node in the document.
        var node: Int
        /// The path's names joined with dots, built a name at a time as the walk goes down
        /// ("" for the document's root).
        var pathString: String
        var type: String?
        var typeLocation: SourceLocation?
        var nameLocation: SourceLocation
    }

    static let rootName = "$root"

    /// `group.name` from a group's path string and a name, made in one allocation (this makes
    /// the path of every token of every file).
    static func joined(_ group: String, _ name: String) -> String {
        group + "." + name
    }

    static let knownProperties: Set<String> = [
        "$value", "$type", "$description", "$deprecated", "$extensions", "$schema", "$extends", "$ref", "$root",
    ]

    static func invalidNameReason(_ name: String) -> String? {
        return name.withUTF8Span { invalidNameReason(bytes: $0) }
    }

    /// `invalidNameReason` of a name's UTF-8: one byte scan, not Foundation's string search
    /// (every name of every token file comes here).
    static func invalidNameReason(bytes: Span<UInt8>) -> String? {
        if bytes.isEmpty { return "is empty; DTCG names need at least one character" }
        var brace = false
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") { return "contains '.'; DTCG names cannot contain '.', '{' or '}'" }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { brace = true }
        }
        return brace ? "contains a brace; DTCG names cannot contain '.', '{' or '}'" : nil
    }
}
