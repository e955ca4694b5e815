/// A DTCG token as written: its path, inherited `$type`, `$value` and metadata.
struct TokenEntry {
    var path: [String]
    var type: String?
    var typeLocation: SourceLocation?
    var value: JSONNode?
    var node: JSONNode
    var nameLocation: SourceLocation
    var description: String?
    var deprecated: String?
    var extensions: JSONNode?

    var name: String { path.last ?? "" }
    var pathString: String { path.joined(separator: ".") }
}

/// Walks a DTCG token document: groups, tokens (objects with `$value`), inherited `$type`.
enum TokenTree {
    static let extensionKey = "org.themebook"

    /// Flattens the tree. With `requireValue` false (the token list), leaves without children
    /// are entries even without `$value`.
    static func entries(
        of root: JSONNode, requireValue: Bool = true, diagnostics: inout Diagnostics
    ) -> [TokenEntry] {
        var out: [TokenEntry] = []
        guard root.members != nil else {
            diagnostics.error("invalid-token-file", "token file must be a JSON object, not \(root.kindName)", at: root.location)
            return out
        }
        walk(root, path: [], inheritedType: nil, typeLocation: nil, nameLocation: root.location, requireValue: requireValue,
             into: &out, diagnostics: &diagnostics)
        return out
    }

    private static func walk(
        _ node: JSONNode, path: [String], inheritedType: String?, typeLocation: SourceLocation?,
        nameLocation: SourceLocation, requireValue: Bool, into out: inout [TokenEntry], diagnostics: inout Diagnostics
    ) {
        guard let members = node.members else {
            diagnostics.error(
                "invalid-token-file", "'\(path.joined(separator: "."))' must be a token or group object, not \(node.kindName)",
                at: node.location)
            return
        }
        var type = inheritedType
        var typeAt = typeLocation
        if let t = node.member("$type") {
            if let s = t.value.string { type = s; typeAt = t.value.location } else {
                diagnostics.error("invalid-token-file", "'$type' must be a string", at: t.value.location)
            }
        }
        let children = members.filter { !$0.key.hasPrefix("$") }
        let isToken = node["$value"] != nil || (!requireValue && children.isEmpty && !path.isEmpty)
        for m in members where m.key.hasPrefix("$") && !knownProperties.contains(m.key) {
            diagnostics.error("invalid-name", "'\(m.key)' is not a DTCG property; names cannot start with '$'", at: m.keyLocation)
        }
        if isToken {
            if let child = children.first {
                diagnostics.error(
                    "token-with-children", "token '\(path.joined(separator: "."))' also has child '\(child.key)'; a token cannot be a group",
                    at: child.keyLocation)
            }
            var entry = TokenEntry(
                path: path, type: type, typeLocation: typeAt, value: node["$value"], node: node, nameLocation: nameLocation)
            entry.description = node["$description"]?.string
            if let d = node["$deprecated"] {
                if let b = d.bool { entry.deprecated = b ? "" : nil } else { entry.deprecated = d.string }
            }
            entry.extensions = node["$extensions"]?[extensionKey]
            out.append(entry)
            return
        }
        for child in children {
            if let bad = invalidNameReason(child.key) {
                diagnostics.error("invalid-name", "name '\(child.key)' \(bad)", at: child.keyLocation)
                continue
            }
            walk(child.value, path: path + [child.key], inheritedType: type, typeLocation: typeAt,
                 nameLocation: child.keyLocation, requireValue: requireValue, into: &out, diagnostics: &diagnostics)
        }
    }

    static let knownProperties: Set<String> = [
        "$value", "$type", "$description", "$deprecated", "$extensions", "$schema", "$extends", "$ref", "$root",
    ]

    static func invalidNameReason(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name.contains(".") { return "contains '.'; DTCG names cannot contain '.', '{' or '}'" }
        if name.contains("{") || name.contains("}") { return "contains a brace; DTCG names cannot contain '.', '{' or '}'" }
        return nil
    }
}
