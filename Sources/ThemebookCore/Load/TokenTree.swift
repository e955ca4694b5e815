/// A DTCG token as written: its path, inherited `$type`, `$value` and metadata.
///
/// A class: an entry is handed from the walk to its source's tokens and to every theme that
/// merges it, and copying a dozen fields each time (ten thousand tokens, five themes) was a
/// tenth of loading. Filled in by the walk only; `with(path:)` gives a changed copy.
final class TokenEntry {
    let path: [String]
    var type: String?
    var typeLocation: SourceLocation?
    var value: JSONNode?
    /// The token's own `$ref` (a whole token given by a JSON Pointer), if it has one.
    var ref: JSONNode?
    var nameLocation: SourceLocation
    var description: String?
    var deprecated: String?
    var extensions: JSONNode?
    /// Where the token's own `$type` is written (`typeLocation` may be a group's).
    var ownTypeLocation: SourceLocation?

    /// The last path segment; for a group's `$root` token, the group's name.
    var name: String {
        if path.count > 1, path.last == TokenTree.rootName { return path[path.count - 2] }
        return path.last ?? ""
    }
    /// `path` joined with dots, kept beside it: merging and splitting themes look tokens up by
    /// it several times each, and joining it every time was a measurable share of loading.
    let pathString: String

    /// `pathString` is `path` joined with dots, when the caller has it already.
    init(
        path: [String], pathString: String? = nil, type: String?, typeLocation: SourceLocation?, value: JSONNode?,
        nameLocation: SourceLocation
    ) {
        self.path = path
        self.pathString = pathString ?? path.joined(separator: ".")
        self.type = type
        self.typeLocation = typeLocation
        self.value = value
        self.nameLocation = nameLocation
    }

    /// A copy of the entry at another path (a token a group inherits through `$extends`).
    func with(path newPath: [String]) -> TokenEntry {
        let copy = TokenEntry(path: newPath, type: type, typeLocation: typeLocation, value: value, nameLocation: nameLocation)
        copy.ref = ref
        copy.description = description
        copy.deprecated = deprecated
        copy.extensions = extensions
        copy.ownTypeLocation = ownTypeLocation
        return copy
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
        of root: JSONNode, requireValue: Bool = true, diagnostics: inout Diagnostics
    ) -> [TokenEntry] {
        var out: [TokenEntry] = []
        guard root.members != nil else {
            diagnostics.error("invalid-token-file", "token file must be a JSON object, not \(root.kindName)", at: root.location)
            return out
        }
        var pending = [Pending(node: root, path: [], pathString: "", type: nil, typeLocation: nil, nameLocation: root.location)]
        var groups = GroupIndex()
        while let item = pending.popLast() {
            let children = visit(item, requireValue: requireValue, into: &out, groups: &groups, diagnostics: &diagnostics)
            // Pushed in reverse so they come off the stack in document order.
            pending.append(contentsOf: children.reversed())
        }
        if !groups.extensions.isEmpty { applyExtensions(groups, to: &out, diagnostics: &diagnostics) }
        return out
    }

    /// A group or token waiting to be visited, with what it inherits from its parents.
    private struct Pending {
        var node: JSONNode
        var path: [String]
        /// `path` joined with dots, built a segment at a time as the walk goes down.
        var pathString: String
        var type: String?
        var typeLocation: SourceLocation?
        var nameLocation: SourceLocation
    }

    /// Visits one object: appends it as an entry when it is a token, or returns its children
    /// when it is a group.
    private static func visit(
        _ item: Pending, requireValue: Bool, into out: inout [TokenEntry], groups: inout GroupIndex,
        diagnostics: inout Diagnostics
    ) -> [Pending] {
        let node = item.node
        // Only messages need it: joined when one is written.
        let pathString = item.pathString
        guard let members = node.members else {
            diagnostics.error(
                "invalid-token-file", "'\(pathString)' must be a token or group object, not \(node.kindName)",
                at: node.location)
            return []
        }
        // One pass over the members sorts them into properties and children: every object of
        // every token file comes here, and a lookup per property was a scan per property.
        let properties = Properties(members)
        var type = item.type
        var typeLocation = item.typeLocation
        if let t = properties.type {
            if let s = t.string {
                type = s
                typeLocation = t.location
            } else {
                diagnostics.error("invalid-token-file", "'$type' must be a string, not \(t.kindName)", at: t.location)
            }
        }
        for i in properties.unknown {
            let m = members[i]
            diagnostics.error("invalid-name", "'\(m.key)' is not a DTCG property; names cannot start with '$'", at: m.keyLocation)
        }
        // A group's `$root` member is a token whose path is the group's plus `$root`
        // (`{color.accent.$root}`), visited like any child.
        let value = properties.value
        let children = value == nil ? properties.children : properties.children.filter { $0 != properties.root }
        // A leaf is a token: in a token list always, elsewhere when it has properties (a token
        // without `$value` is then reported by `ValueParser`); an empty `{}` is an empty group.
        let isLeafToken = children.isEmpty && !item.path.isEmpty && (!requireValue || !members.isEmpty)
        guard value != nil || isLeafToken else {
            groups.record(node, path: item.path, diagnostics: &diagnostics)
            return children.compactMap { i in
                let child = members[i]
                if let reason = invalidNameReason(child.key) {
                    diagnostics.error("invalid-name", "name '\(child.key)' \(reason)", at: child.keyLocation)
                    return nil
                }
                // One allocation each for the path and its string, not one per `+`.
                var path = item.path
                path.reserveCapacity(path.count + 1)
                path.append(child.key)
                return Pending(
                    node: child.value, path: path, pathString: item.path.isEmpty ? child.key : Self.joined(item.pathString, child.key),
                    type: type, typeLocation: typeLocation, nameLocation: child.keyLocation)
            }
        }
        if item.path.isEmpty {
            diagnostics.error("invalid-token-file", "token file has a '$value' at its root; tokens need names", at: node.location)
            return []
        }
        if let child = children.first.map({ members[$0] }) {
            diagnostics.error(
                "token-with-children", "token '\(pathString)' also has child '\(child.key)'; a token cannot be a group",
                at: child.keyLocation)
        }
        let entry = TokenEntry(
            path: item.path, pathString: item.pathString, type: type, typeLocation: typeLocation, value: value,
            nameLocation: item.nameLocation)
        entry.ownTypeLocation = properties.type?.location
        entry.ref = properties.ref
        if let d = properties.description {
            entry.description = d.string
            if d.string == nil {
                diagnostics.error("invalid-token-file", "'$description' of '\(pathString)' must be a string, not \(d.kindName)", at: d.location)
            }
        }
        if let d = properties.deprecated {
            if let b = d.bool { entry.deprecated = b ? "" : nil } else if let note = d.string { entry.deprecated = note } else {
                diagnostics.error(
                    "invalid-token-file", "'$deprecated' of '\(pathString)' must be true, false or a note, not \(d.kindName)",
                    at: d.location)
            }
        }
        if let ours = properties.extensions?[extensionKey] {
            if ours.members == nil {
                diagnostics.error(
                    "invalid-token-file", "'$extensions.\(extensionKey)' of '\(pathString)' must be an object, not \(ours.kindName)",
                    at: ours.location)
            } else {
                entry.extensions = ours
            }
        }
        out.append(entry)
        return []
    }

    static let rootName = "$root"

    /// `group.name` from a group's path string and a name, made in one allocation.
    static func joined(_ group: String, _ name: String) -> String {
        var out = group
        out.reserveCapacity(group.utf8.count + 1 + name.utf8.count)
        out.append(".")
        out.append(name)
        return out
    }

    /// An object's members sorted in one pass: the DTCG properties a token walk reads, and the
    /// indices of its children (names without `$`, and `$root`) and of unknown `$` names.
    private struct Properties {
        var type, value, description, deprecated, extensions, ref: JSONNode?
        var children: [Int] = []
        /// The index of `$root`, also in `children` (a child only when there is no `$value`).
        var root: Int?
        var unknown: [Int] = []

        init(_ members: [JSONNode.Member]) {
            for (i, member) in members.enumerated() {
                guard member.key.utf8.first == UInt8(ascii: "$") else {
                    children.append(i)
                    continue
                }
                // Told apart by length first: each key is compared with one or two names, not
                // with each in turn (every member of every token object comes here).
                let key = member.key
                switch key.utf8.count {
                case 4 where key == "$ref": ref = member.value
                case 5 where key == "$type": type = member.value
                case 5 where key == TokenTree.rootName:
                    root = i
                    children.append(i)
                case 6 where key == "$value": value = member.value
                case 11 where key == "$deprecated": deprecated = member.value
                case 11 where key == "$extensions": extensions = member.value
                case 12 where key == "$description": description = member.value
                case _ where TokenTree.knownProperties.contains(key): break
                // `$` and a combining mark is one character that is not `$`: a name.
                case _ where !key.hasPrefix("$"): children.append(i)
                default: unknown.append(i)
                }
            }
        }
    }

    static let knownProperties: Set<String> = [
        "$value", "$type", "$description", "$deprecated", "$extensions", "$schema", "$extends", "$ref", "$root",
    ]

    static func invalidNameReason(_ name: String) -> String? {
        if name.isEmpty { return "is empty; DTCG names need at least one character" }
        // One byte scan, not Foundation's string search: every name of every token file comes here.
        var brace = false
        for byte in name.utf8 {
            if byte == UInt8(ascii: ".") { return "contains '.'; DTCG names cannot contain '.', '{' or '}'" }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { brace = true }
        }
        return brace ? "contains a brace; DTCG names cannot contain '.', '{' or '}'" : nil
    }
}
