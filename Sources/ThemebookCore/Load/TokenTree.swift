/// A DTCG token as written: its path, inherited `$type`, `$value` and metadata.
///
/// A class: an entry is handed from the walk to its source's tokens and to every theme that
/// merges it, and copying a dozen fields each time (ten thousand tokens, five themes) was a
/// tenth of loading. Filled in by the walk only; `with(path:)` gives a changed copy.
final class TokenEntry {
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

    /// The path's names joined with dots. Names never contain a dot (`invalidNameReason`), so
    /// this is the path: the names are cut from it when asked for, rather than an array of
    /// them made for each of ten thousand tokens per file.
    let pathString: String

    /// The path's names, in order.
    var path: [String] {
        pathString.isEmpty ? [] : pathString.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
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
        let bytes = pathString.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return pathString }
        let last = pathString[bytes.index(after: dot)...]
        guard last == TokenTree.rootName else { return String(last) }
        let group = pathString[..<dot]
        let start = group.utf8.lastIndex(of: UInt8(ascii: ".")).map { group.utf8.index(after: $0) } ?? group.startIndex
        return String(group[start...])
    }

    init(pathString: String, type: String?, typeLocation: SourceLocation?, value: JSONNode?, nameLocation: SourceLocation) {
        self.pathString = pathString
        self.type = type
        self.typeLocation = typeLocation
        self.value = value
        self.nameLocation = nameLocation
    }

    /// A copy of the entry at another path (a token a group inherits through `$extends`).
    func with(path newPath: [String]) -> TokenEntry {
        let copy = TokenEntry(
            pathString: newPath.joined(separator: "."), type: type, typeLocation: typeLocation, value: value, nameLocation: nameLocation)
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
        of root: JSONNode, requireValue: Bool = true, strings: JSONStrings? = nil, diagnostics: inout Diagnostics
    ) -> [TokenEntry] {
        var out: [TokenEntry] = []
        guard root.members != nil else {
            diagnostics.error("invalid-token-file", "token file must be a JSON object, not \(root.kindName)", at: root.location)
            return out
        }
        var pending = [Pending(node: root, pathString: "", type: nil, typeLocation: nil, nameLocation: root.location)]
        var groups = GroupIndex()
        while let item = pending.popLast() {
            visit(
                item, requireValue: requireValue, strings: strings, into: &out, pending: &pending, groups: &groups,
                diagnostics: &diagnostics)
        }
        if !groups.extensions.isEmpty { applyExtensions(groups, to: &out, diagnostics: &diagnostics) }
        return out
    }

    /// A group or token waiting to be visited, with what it inherits from its parents.
    private struct Pending {
        var node: JSONNode
        /// The path's names joined with dots, built a name at a time as the walk goes down
        /// ("" for the document's root).
        var pathString: String
        var type: String?
        var typeLocation: SourceLocation?
        var nameLocation: SourceLocation
    }

    /// Visits one object: appends it as an entry when it is a token, or puts its children on
    /// `pending` (in reverse, so that they come off it in document order) when it is a group.
    private static func visit(
        _ item: Pending, requireValue: Bool, strings: JSONStrings?, into out: inout [TokenEntry], pending: inout [Pending],
        groups: inout GroupIndex, diagnostics: inout Diagnostics
    ) {
        let node = item.node
        let pathString = item.pathString
        guard case .object(let members) = node.value else {
            diagnostics.error(
                "invalid-token-file", "'\(pathString)' must be a token or group object, not \(node.kindName)",
                at: node.location)
            return
        }
        // One pass over the members sorts them into properties and children: every object of
        // every token file comes here, and a lookup per property was a scan per property.
        // Properties are kept by position, not as copies of their values.
        let properties = Properties(members)
        var type = item.type
        var typeLocation = item.typeLocation
        if properties.type >= 0 {
            let t = members[properties.type].value
            if case .string(let s) = t.value {
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
        let hasValue = properties.value >= 0
        let childCount = properties.children.count - (hasValue && properties.root >= 0 ? 1 : 0)
        // A leaf is a token: in a token list always, elsewhere when it has properties (a token
        // without `$value` is then reported by `ValueParser`); an empty `{}` is an empty group.
        let isRoot = pathString.isEmpty
        let isLeafToken = childCount == 0 && !isRoot && (!requireValue || !members.isEmpty)
        guard hasValue || isLeafToken else {
            groups.record(
                node, pathString: pathString, extends: properties.extends >= 0 ? properties.extends : properties.ref, diagnostics: &diagnostics)
            let start = pending.count
            pending.reserveCapacity(start + childCount)
            for i in properties.children {
                let child = members[i]
                if let reason = invalidNameReason(child.key) {
                    diagnostics.error("invalid-name", "name '\(child.key)' \(reason)", at: child.keyLocation)
                    continue
                }
                // Through `strings`, the same path in another file (each theme's) is made once.
                let childPath = isRoot ? child.key : strings?.joined(pathString, child.key) ?? Self.joined(pathString, child.key)
                pending.append(Pending(
                    node: child.value, pathString: childPath,
                    type: type, typeLocation: typeLocation, nameLocation: child.keyLocation))
            }
            // Appended in document order (so that names are reported in it), taken in reverse.
            var low = start, high = pending.count - 1
            while low < high {
                pending.swapAt(low, high)
                low += 1
                high -= 1
            }
            return
        }
        if isRoot {
            diagnostics.error("invalid-token-file", "token file has a '$value' at its root; tokens need names", at: node.location)
            return
        }
        if let i = properties.children.first(where: { $0 != properties.root || !hasValue }) {
            let child = members[i]
            diagnostics.error(
                "token-with-children", "token '\(pathString)' also has child '\(child.key)'; a token cannot be a group",
                at: child.keyLocation)
        }
        let entry = TokenEntry(
            pathString: pathString, type: type, typeLocation: typeLocation, value: hasValue ? members[properties.value].value : nil,
            nameLocation: item.nameLocation)
        if properties.type >= 0 { entry.ownTypeLocation = members[properties.type].value.location }
        if properties.ref >= 0 { entry.ref = members[properties.ref].value }
        if properties.description >= 0 {
            let d = members[properties.description].value
            if case .string(let text) = d.value {
                entry.description = text
            } else {
                diagnostics.error("invalid-token-file", "'$description' of '\(pathString)' must be a string, not \(d.kindName)", at: d.location)
            }
        }
        if properties.deprecated >= 0 {
            let d = members[properties.deprecated].value
            if let b = d.bool { entry.deprecated = b ? "" : nil } else if let note = d.string { entry.deprecated = note } else {
                diagnostics.error(
                    "invalid-token-file", "'$deprecated' of '\(pathString)' must be true, false or a note, not \(d.kindName)",
                    at: d.location)
            }
        }
        if properties.extensions >= 0, let ours = members[properties.extensions].value[extensionKey] {
            if ours.members == nil {
                diagnostics.error(
                    "invalid-token-file", "'$extensions.\(extensionKey)' of '\(pathString)' must be an object, not \(ours.kindName)",
                    at: ours.location)
            } else {
                entry.extensions = ours
            }
        }
        out.append(entry)
    }

    static let rootName = "$root"

    /// `group.name` from a group's path string and a name, made in one allocation (this makes
    /// the path of every token of every file).
    static func joined(_ group: String, _ name: String) -> String {
        var group = group, name = name
        return group.withUTF8 { g in
            name.withUTF8 { n in
                String(unsafeUninitializedCapacity: g.count + 1 + n.count) { out in
                    _ = out.initialize(fromContentsOf: g)
                    out[g.count] = UInt8(ascii: ".")
                    _ = out[(g.count + 1)...].initialize(fromContentsOf: n)
                    return g.count + 1 + n.count
                }
            }
        }
    }

    /// An object's members sorted in one pass: the positions of the DTCG properties a token walk
    /// reads (-1 where absent), and of its children (names without `$`, and `$root`) and of
    /// unknown `$` names.
    private struct Properties {
        var type = -1, value = -1, description = -1, deprecated = -1, extensions = -1, ref = -1
        /// `$extends` (a group's), or -1.
        var extends = -1
        var children: [Int] = []
        /// The position of `$root`, also in `children` (a child only when there is no `$value`).
        var root = -1
        var unknown: [Int] = []

        init(_ members: [JSONNode.Member]) {
            members.withUnsafeBufferPointer { members in
                for i in members.indices {
                    let key = members[i].key
                    guard key.utf8.first == UInt8(ascii: "$") else {
                        children.append(i)
                        continue
                    }
                    // Told apart by length first: each key is compared with one or two names, not
                    // with each in turn (every member of every token object comes here).
                    switch key.utf8.count {
                    case 4 where key == "$ref": ref = i
                    case 5 where key == "$type": type = i
                    case 5 where key == TokenTree.rootName:
                        root = i
                        children.append(i)
                    case 6 where key == "$value": value = i
                    case 8 where key == "$extends": extends = i
                    case 11 where key == "$deprecated": deprecated = i
                    case 11 where key == "$extensions": extensions = i
                    case 12 where key == "$description": description = i
                    case _ where TokenTree.knownProperties.contains(key): break
                    // `$` and a combining mark is one character that is not `$`: a name.
                    case _ where !key.hasPrefix("$"): children.append(i)
                    default: unknown.append(i)
                    }
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
        var name = name
        let (dot, brace) = name.withUTF8 { bytes in
            var brace = false
            for byte in bytes {
                if byte == UInt8(ascii: ".") { return (true, brace) }
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { brace = true }
            }
            return (false, brace)
        }
        if dot { return "contains '.'; DTCG names cannot contain '.', '{' or '}'" }
        return brace ? "contains a brace; DTCG names cannot contain '.', '{' or '}'" : nil
    }
}
