import Foundation

/// The walk of a token document laid out flat (`JSONDocument`): every object of every token
/// file comes here, so keys are told apart by their bytes, names are joined into paths from
/// their bytes, and a string is made only for what a token keeps.
extension TokenTree {
    struct Walk {
        let document: JSONDocument
        let requireValue: Bool
        let strings: JSONStrings?
        var pending: [Pending] = []
        var groups = GroupIndex()

        init(document: JSONDocument, requireValue: Bool, strings: JSONStrings?) {
            self.document = document
            self.requireValue = requireValue
            self.strings = strings
        }

        private func string(_ node: Int) -> String { document.string(node, strings: strings) }

        /// Visits one object: appends it as an entry when it is a token, or puts its children on
        /// `pending` (in reverse, so that they come off it in document order) when it is a group.
        mutating func visit(_ item: consuming Pending, into out: inout [TokenEntry], diagnostics: inout Diagnostics) {
            let node = item.node
            let pathString = item.pathString
            guard document.kind(node) == .object else {
                diagnostics.error(
                    "invalid-token-file", "'\(pathString)' must be a token or group object, not \(document.kindName(node))",
                    at: document.location(node))
                return
            }
            // One pass over the members sorts them into properties and children (key nodes;
            // a member's value is the node after its key).
            let properties = Properties(document, node)
            var type = item.type
            var typeLocation = item.typeLocation
            if properties.type >= 0 {
                let t = properties.type + 1
                if document.kind(t) == .string {
                    type = string(t)
                    typeLocation = document.location(t)
                } else {
                    diagnostics.error("invalid-token-file", "'$type' must be a string, not \(document.kindName(t))", at: document.location(t))
                }
            }
            for key in properties.unknown {
                diagnostics.error(
                    "invalid-name", "'\(string(key))' is not a DTCG property; names cannot start with '$'", at: document.location(key))
            }
            // A group's `$root` member is a token whose path is the group's plus `$root`
            // (`{color.accent.$root}`), visited like any child.
            let hasValue = properties.value >= 0
            let childCount = properties.children.count - (hasValue && properties.root >= 0 ? 1 : 0)
            // In a token list a leaf is a token. Elsewhere an object without `$value` is a group,
            // whatever else it holds (`$type` only, `$description` only, nothing), as the format
            // says, unless it is a whole token given by a JSON Pointer (`{"$ref": "#/color/base"}`)
            // or a token marked as a placeholder (`$extensions.org.themebook.placeholder`).
            let isRoot = pathString.isEmpty
            let isLeafToken = childCount == 0 && !isRoot && (!requireValue || properties.ref >= 0 || isPlaceholder(properties))
            guard hasValue || isLeafToken else {
                if childCount == 0, !isRoot, properties.extends < 0 {
                    // Most likely a token whose `$value` was left out: worth a note, not a failure.
                    diagnostics.append(Diagnostic(
                        .note, "empty-group",
                        "group '\(pathString)' holds no token" + (properties.count > 0 ? "; without '$value' an object is a group, not a token" : ""),
                        at: item.nameLocation))
                }
                let extends = properties.extends >= 0 ? properties.extends : properties.ref
                groups.record(
                    pathString: pathString, extends: extends >= 0 ? (string(extends), document.node(extends + 1, strings: strings)) : nil,
                    diagnostics: &diagnostics)
                // Names are checked in document order (so that problems are reported in it);
                // the children go on `pending` last first, to come off it in document order.
                let named = properties.children.filter { validName($0, diagnostics: &diagnostics) }
                pending.reserveCapacity(pending.count + named.count)
                for key in named.reversed() {
                    pending.append(Pending(
                        node: key + 1, pathString: path(in: pathString, key: key), type: type, typeLocation: typeLocation,
                        nameLocation: document.location(key)))
                }
                return
            }
            if isRoot {
                diagnostics.error("invalid-token-file", "token file has a '$value' at its root; tokens need names", at: document.location(node))
                return
            }
            if let key = properties.children.first(where: { $0 != properties.root || !hasValue }) {
                diagnostics.error(
                    "token-with-children", "token '\(pathString)' also has child '\(string(key))'; a token cannot be a group",
                    at: document.location(key))
            }
            var description: String?
            if properties.description >= 0 {
                let d = properties.description + 1
                if document.kind(d) == .string {
                    description = document.string(d)
                } else {
                    diagnostics.error(
                        "invalid-token-file", "'$description' of '\(pathString)' must be a string, not \(document.kindName(d))",
                        at: document.location(d))
                }
            }
            var deprecated: String?
            if properties.deprecated >= 0 {
                let d = properties.deprecated + 1
                switch document.kind(d) {
                case .true: deprecated = ""
                case .false: deprecated = nil
                case .string: deprecated = document.string(d)
                default:
                    diagnostics.error(
                        "invalid-token-file",
                        "'$deprecated' of '\(pathString)' must be true, false or a note, not \(document.kindName(d))",
                        at: document.location(d))
                }
            }
            var extensions: JSONNode?
            if properties.extensions >= 0, let ours = document.member(properties.extensions + 1, extensionKey) {
                if document.kind(ours) != .object {
                    diagnostics.error(
                        "invalid-token-file",
                        "'$extensions.\(extensionKey)' of '\(pathString)' must be an object, not \(document.kindName(ours))",
                        at: document.location(ours))
                } else {
                    extensions = document.node(ours, strings: strings)
                }
            }
            let entry = TokenEntry(
                pathString: pathString, type: type, typeLocation: typeLocation,
                value: hasValue ? document.node(properties.value + 1, strings: strings) : nil, nameLocation: item.nameLocation,
                ownTypeLocation: properties.type >= 0 ? document.location(properties.type + 1) : nil, description: description,
                deprecated: deprecated, ref: properties.ref >= 0 ? document.node(properties.ref + 1, strings: strings) : nil,
                extensions: extensions)
            out.append(entry)
        }

        /// Whether an object's `$extensions` mark it as a placeholder token.
        private func isPlaceholder(_ properties: Properties) -> Bool {
            guard properties.extensions >= 0, document.kind(properties.extensions + 1) == .object,
                let ours = document.member(properties.extensions + 1, extensionKey), document.kind(ours) == .object
            else { return false }
            return document.member(ours, "placeholder") != nil
        }

        /// Whether key node `key` is a valid DTCG name; reports it when not.
        private func validName(_ key: Int, diagnostics: inout Diagnostics) -> Bool {
            let reason =
                document.nodes[key].isPlain
                ? document.withPlainBytes(key) { TokenTree.invalidNameReason(bytes: $0) } : TokenTree.invalidNameReason(string(key))
            guard let reason else { return true }
            diagnostics.error("invalid-name", "name '\(string(key))' \(reason)", at: document.location(key))
            return false
        }

        /// The path of the child named by key node `key` inside the group at `group`. Through
        /// `strings`, the same path in another file (each theme's) is made once.
        private func path(in group: String, key: Int) -> String {
            guard !group.isEmpty else { return string(key) }
            guard document.nodes[key].isPlain else { return strings?.joined(group, string(key)) ?? TokenTree.joined(group, string(key)) }
            return document.withPlainBytes(key) { name in
                strings?.joined(group, bytes: name) ?? TokenTree.joined(group, bytes: name)
            }
        }
    }

    /// An object's members sorted in one pass: the key nodes of the DTCG properties a token walk
    /// reads (-1 where absent), of its children (names without `$`, and `$root`) and of unknown
    /// `$` names.
    struct Properties {
        var type = -1, value = -1, description = -1, deprecated = -1, extensions = -1, ref = -1
        /// `$extends` (a group's), or -1.
        var extends = -1
        var children: [Int] = []
        /// The key of `$root`, also in `children` (a child only when there is no `$value`).
        var root = -1
        var unknown: [Int] = []
        /// How many members the object has.
        var count = 0

        init(_ document: JSONDocument, _ object: Int) {
            let end = document.nodes[object].next
            var key = object + 1
            while key < end {
                defer { key = document.nodes[key + 1].next }
                guard !document.nodes[key].isDropped else { continue }
                count += 1
                if document.nodes[key].isPlain {
                    document.withPlainBytes(key) { sort(key, $0) }
                } else {
                    sort(key, document.string(key))
                }
            }
        }

        /// A key written plainly, told apart by its bytes: by length first, so each key is
        /// compared with one or two names, not with each in turn (each comparison checks the
        /// length again, so a wrong case label can only miss, never read past a name).
        private mutating func sort(_ key: Int, _ bytes: Span<UInt8>) {
            guard !bytes.isEmpty, bytes[0] == UInt8(ascii: "$") else {
                children.append(key)
                return
            }
            switch bytes.count {
            case 4 where Bytes.equal(bytes, "$ref"): ref = key
            case 5 where Bytes.equal(bytes, "$type"): type = key
            case 5 where Bytes.equal(bytes, "$root"):
                root = key
                children.append(key)
            case 6 where Bytes.equal(bytes, "$value"): value = key
            case 7 where Bytes.equal(bytes, "$schema"): break
            case 8 where Bytes.equal(bytes, "$extends"): extends = key
            case 11 where Bytes.equal(bytes, "$deprecated"): deprecated = key
            case 11 where Bytes.equal(bytes, "$extensions"): extensions = key
            case 12 where Bytes.equal(bytes, "$description"): description = key
            default: unknown.append(key)
            }
        }

        /// A key with escapes or beyond ASCII, as a string.
        private mutating func sort(_ key: Int, _ name: String) {
            guard name.utf8.first == UInt8(ascii: "$") else {
                children.append(key)
                return
            }
            switch name {
            case "$ref": ref = key
            case "$type": type = key
            case TokenTree.rootName:
                root = key
                children.append(key)
            case "$value": value = key
            case "$extends": extends = key
            case "$deprecated": deprecated = key
            case "$extensions": extensions = key
            case "$description": description = key
            case _ where TokenTree.knownProperties.contains(name): break
            // `$` and a combining mark is one character that is not `$`: a name.
            case _ where !name.hasPrefix("$"): children.append(key)
            default: unknown.append(key)
            }
        }
    }

    /// `group.name` from a group's path string and a name's bytes.
    static func joined(_ group: String, bytes name: Span<UInt8>) -> String {
        var out = Array(group.utf8)
        out.reserveCapacity(out.count + 1 + name.count)
        out.append(UInt8(ascii: "."))
        Bytes.append(name, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
