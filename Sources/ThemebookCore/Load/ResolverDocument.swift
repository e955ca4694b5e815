/// A DTCG 2025.10 resolver document as written: its sets, its modifiers and their contexts, and
/// the order they apply in (`resolutionOrder`). Which modifier gives the themes, and how the
/// layers merge, is decided later (`ThemeLayers`, `DTCGLoader`): this type only reads.
struct ResolverDocument {
    /// One source of a set or context: a token file (`$ref`, maybe with a `#/pointer` fragment
    /// into it) or tokens written inline.
    struct Source {
        /// The file part of a `$ref` (`modes.json` of `modes.json#/light`); nil for inline tokens.
        var file: String?
        /// The JSON Pointer after `#` (`/light`), when the `$ref` has one.
        var fragment: String?
        var inline: JSONNode?
        var location: SourceLocation
        /// Reached through a set (listed in a set, or a context's `$ref` to `#/sets/…`), as
        /// opposed to written in a modifier's context.
        var fromSet: Bool

        /// What makes two sources the same tokens: the same file and fragment, or the same
        /// inline object.
        var key: String {
            inline != nil ? "inline \(location)" : "\(file ?? "")#\(fragment ?? "")"
        }
    }

    struct SetDefinition {
        var name: String
        var sources: [Source]
        var location: SourceLocation
        /// False when a source could not be understood.
        var complete: Bool
    }

    struct Context {
        var id: String
        var sources: [Source]
        var location: SourceLocation
        var complete: Bool
    }

    struct Modifier {
        var name: String
        var contexts: [Context]
        /// The context used when nothing chooses one (`default`), when it names a context.
        var defaultContext: String?
        var location: SourceLocation
        /// `$extensions.org.themebook.themes`: labels, appearances and image suffixes of the contexts.
        var metadata: JSONNode?

        func context(_ id: String) -> Context? { contexts.first { $0.id == id } }
    }

    enum Step: Equatable {
        case set(Int)
        case modifier(Int)
    }

    private(set) var sets: [SetDefinition] = []
    private(set) var modifiers: [Modifier] = []
    /// Each name's set and modifier (the first of that name), and the names for suggestions:
    /// kept as they are added, so that each `$ref` to a set is one look-up, not a search of
    /// every set (a resolver of 20,000 sets, each named once in `resolutionOrder`: 4.6 s).
    private var setNumbers: [String: Int] = [:]
    private var modifierNumbers: [String: Int] = [:]
    /// Made at the first unknown name, then kept up to date.
    private var setNames: SuggestionIndex?
    private var modifierNames: SuggestionIndex?
    /// The document itself while it is read, for same-document pointers to tokens (`#/$defs/…`).
    private var root: JSONNode?

    private mutating func add(_ set: SetDefinition) {
        if setNumbers[set.name] == nil { setNumbers[set.name] = sets.count }
        setNames?.add(set.name)
        sets.append(set)
    }

    /// The set most like `name`, for "did you mean".
    private mutating func setSuggestion(for name: String) -> String? {
        if setNames == nil { setNames = SuggestionIndex(sets.map(\.name)) }
        return setNames?.closest(to: name)
    }

    private mutating func modifierSuggestion(for name: String) -> String? {
        if modifierNames == nil { modifierNames = SuggestionIndex(modifiers.map(\.name)) }
        return modifierNames?.closest(to: name)
    }

    private mutating func add(_ modifier: Modifier) {
        if modifierNumbers[modifier.name] == nil { modifierNumbers[modifier.name] = modifiers.count }
        modifierNames?.add(modifier.name)
        modifiers.append(modifier)
    }
    /// Sets and modifiers in the order their tokens merge, later ones overriding earlier ones.
    var order: [Step] = []
    /// False when a set or an entry of `resolutionOrder` could not be read: tokens are then
    /// missing from every theme, and references to them are not reported.
    var complete = true
    /// Where the document names its modifiers, for problems with them as a whole.
    var modifiersLocation: SourceLocation

    /// The modifier whose contexts are the themes, unless the site config names another.
    static let modifierName = "theme"

    static func read(_ root: JSONNode, diagnostics: inout Diagnostics) -> ResolverDocument? {
        guard root.members != nil else {
            diagnostics.error("invalid-resolver", "resolver must be a JSON object, not \(root.kindName)", at: root.location)
            return nil
        }
        if let version = root.member("version") {
            if version.value.string != "2025.10" {
                diagnostics.error(
                    "invalid-resolver", "resolver version \(ValueParser.describe(version.value)) is not supported; expected '2025.10'",
                    at: version.value.location)
            }
        } else {
            // The module requires it, but its own examples leave it out: the document is read as 2025.10.
            diagnostics.warning(
                "nonstandard-resolver", "resolver has no 'version'; the 2025.10 resolver module asks for \"version\": \"2025.10\"; read as 2025.10",
                at: root.location)
        }
        var document = ResolverDocument(modifiersLocation: root.member("modifiers")?.keyLocation ?? root.location)
        document.root = root
        defer { document.root = nil }
        if let node = root["sets"], node.members == nil {
            document.complete = false
            diagnostics.error("invalid-resolver", "'sets' must be an object of named sets, not \(node.kindName)", at: node.location)
        }
        for set in root["sets"]?.members ?? [] {
            let read = document.readSet(set.key, set.value, at: set.keyLocation, diagnostics: &diagnostics)
            document.add(read)
        }
        if let node = root["modifiers"], node.members == nil {
            diagnostics.error(
                "invalid-resolver", "'modifiers' must be an object of named modifiers, not \(node.kindName)", at: node.location)
        }
        for modifier in root["modifiers"]?.members ?? [] {
            let read = document.readModifier(modifier.key, modifier.value, at: modifier.keyLocation, diagnostics: &diagnostics)
            document.add(read)
        }
        if let order = root["resolutionOrder"] {
            document.readOrder(order, diagnostics: &diagnostics)
        } else {
            // No order written: every set, then every modifier, as the document lists them.
            document.order = document.sets.indices.map(Step.set) + document.modifiers.indices.map(Step.modifier)
        }
        for case .set(let i) in document.order where !document.sets[i].complete { document.complete = false }
        return document
    }

    private mutating func readOrder(_ node: JSONNode, diagnostics: inout Diagnostics) {
        guard let items = node.elements else {
            complete = false
            diagnostics.error("invalid-resolver", "'resolutionOrder' must be an array, not \(node.kindName)", at: node.location)
            return
        }
        for (position, item) in items.enumerated() {
            if let ref = item["$ref"] {
                guard let pointer = ref.string else {
                    complete = false
                    diagnostics.error("invalid-resolver", "'$ref' must be a string, not \(ref.kindName)", at: ref.location)
                    continue
                }
                if let name = Self.name(in: pointer, under: "sets") {
                    if let i = setNumbers[name] { order.append(.set(i)) } else {
                        complete = false
                        diagnostics.error(
                            "unknown-set", "resolutionOrder names set '\(name)', which the resolver does not define", at: ref.location,
                            suggestion: setSuggestion(for: name))
                    }
                } else if let name = Self.name(in: pointer, under: "modifiers") {
                    if let i = modifierNumbers[name] { order.append(.modifier(i)) } else {
                        diagnostics.error(
                            "unknown-modifier", "resolutionOrder names modifier '\(name)', which the resolver does not define",
                            at: ref.location, suggestion: modifierSuggestion(for: name))
                    }
                } else {
                    complete = false
                    diagnostics.error(
                        "unknown-set", "resolutionOrder names '\(pointer)', which the resolver does not define", at: ref.location)
                }
                continue
            }
            // An inline set or modifier, written in place (`"type": "set"` / `"type": "modifier"`).
            let type = item["type"]?.string ?? (item["contexts"] != nil ? "modifier" : item["sources"] != nil ? "set" : nil)
            let name = item["name"]?.string ?? "resolutionOrder[\(position)]"
            switch (item.members != nil, type) {
            case (true, "set"?):
                let set = readSet(name, item, at: item.location, diagnostics: &diagnostics)
                add(set)
                order.append(.set(sets.count - 1))
            case (true, "modifier"?):
                let modifier = readModifier(name, item, at: item.location, diagnostics: &diagnostics)
                add(modifier)
                order.append(.modifier(modifiers.count - 1))
            default:
                complete = false
                diagnostics.error(
                    "invalid-resolver",
                    "resolutionOrder items must be {\"$ref\": \"#/sets/…\"} or {\"$ref\": \"#/modifiers/…\"} objects, or an inline set or modifier",
                    at: item.location)
            }
        }
    }

    private mutating func readSet(_ name: String, _ node: JSONNode, at location: SourceLocation, diagnostics: inout Diagnostics) -> SetDefinition {
        let before = diagnostics.errorCount
        let found = sources(node["sources"], owner: "set '\(name)'", at: location, inSet: true, diagnostics: &diagnostics)
        return SetDefinition(name: name, sources: found, location: location, complete: diagnostics.errorCount == before)
    }

    private mutating func readModifier(_ name: String, _ node: JSONNode, at location: SourceLocation, diagnostics: inout Diagnostics) -> Modifier {
        var modifier = Modifier(
            name: name, contexts: [], defaultContext: nil, location: location,
            metadata: node["$extensions"]?[TokenTree.extensionKey]?["themes"])
        guard let contexts = node["contexts"]?.members else {
            diagnostics.error(
                "invalid-resolver", "modifier '\(name)' must have 'contexts', an object of named source lists",
                at: node["contexts"]?.location ?? location)
            return modifier
        }
        for context in contexts {
            let before = diagnostics.errorCount
            let found = sources(context.value, owner: "context '\(context.key)'", at: context.keyLocation, inSet: false, diagnostics: &diagnostics)
            modifier.contexts.append(
                Context(id: context.key, sources: found, location: context.keyLocation, complete: diagnostics.errorCount == before))
        }
        if modifier.contexts.isEmpty {
            diagnostics.error("invalid-resolver", "modifier '\(name)' has no contexts", at: location)
        }
        if let value = node["default"] {
            if let id = value.string, modifier.context(id) != nil { modifier.defaultContext = id } else {
                diagnostics.error(
                    "invalid-resolver", "default \(ValueParser.describe(value)) of modifier '\(name)' is not one of its contexts",
                    at: value.location, suggestion: value.string.flatMap { Suggestion.closest(to: $0, in: modifier.contexts.map(\.id)) })
            }
        }
        return modifier
    }

    /// The most sources a set or context stands for: a set listing the one before twice
    /// doubles them (twenty sets stood for a million sources, each merged into every theme).
    static let maxSources = 1000

    /// A set's or context's sources: token files (`$ref` to a path, maybe with a `#/pointer`),
    /// inline token objects, and sets (`$ref` to `#/sets/name`), which stand for their own sources.
    private mutating func sources(
        _ node: JSONNode?, owner: String, at location: SourceLocation, inSet: Bool, diagnostics: inout Diagnostics
    ) -> [Source] {
        guard let list = node?.elements else {
            diagnostics.error(
                "invalid-resolver", "\(owner) must list its sources in an array, not \(node?.kindName ?? "nothing")",
                at: node?.location ?? location)
            return []
        }
        var out: [Source] = []
        for item in list {
            // A bare path in place of {"$ref": path}: Terrazzo reads it so and its own fixtures
            // write it, so it is read as the reference it plainly means, with a warning at it.
            let bare = item.string.map { text in
                diagnostics.warning(
                    "nonstandard-resolver",
                    "source '\(text)' is written as a bare string; the 2025.10 resolver module writes {\"$ref\": \"\(text)\"}; read as that",
                    at: item.location)
                return item
            }
            if let ref = bare ?? item["$ref"] {
                guard let text = ref.string else {
                    diagnostics.error("invalid-resolver", "'$ref' must be a string, not \(ref.kindName)", at: ref.location)
                    continue
                }
                guard text.hasPrefix("#") else {
                    let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                    let fragment = parts.count > 1 && !parts[1].isEmpty ? parts[1] : nil
                    out.append(Source(file: parts[0], fragment: fragment, inline: nil, location: ref.location, fromSet: inSet))
                    continue
                }
                let name = Self.name(in: text, under: "sets") ?? text
                guard let number = setNumbers[name] else {
                    if Self.name(in: text, under: "sets") == nil, let tokens = sameDocumentTokens(text) {
                        out.append(Source(file: nil, fragment: nil, inline: tokens, location: tokens.location, fromSet: inSet))
                        continue
                    }
                    guard Self.name(in: text, under: "sets") != nil else {
                        diagnostics.error(
                            "unknown-set", "\(owner) names '\(text)', which leads to no set and no tokens in the resolver",
                            at: ref.location)
                        continue
                    }
                    diagnostics.error(
                        "unknown-set", "\(owner) names set '\(name)', which the resolver does not define before it",
                        at: ref.location, suggestion: setSuggestion(for: name))
                    continue
                }
                let set = sets[number]
                guard out.count + set.sources.count <= Self.maxSources else {
                    diagnostics.error(
                        "invalid-resolver",
                        "\(owner) stands for more than \(Self.maxSources) sources once the sets it lists are expanded; list each set once",
                        at: ref.location)
                    return out
                }
                out += set.sources.map { source in
                    var source = source
                    source.fromSet = true
                    return source
                }
                continue
            }
            guard item.members != nil else {
                diagnostics.error(
                    "invalid-resolver", "a source must be {\"$ref\": \"file.tokens.json\"} or inline tokens, not \(item.kindName)",
                    at: item.location)
                continue
            }
            out.append(Source(file: nil, fragment: nil, inline: item, location: item.location, fromSet: inSet))
        }
        return out
    }

    /// The tokens a same-document pointer other than to a set or modifier leads to: the module
    /// asks tools to resolve every same-document reference, and Terrazzo's fixtures keep each
    /// context's tokens under `$defs` (`{"$ref": "#/$defs/light.tokens.json"}`). nil when it
    /// leads to no object, or into `sets`, `modifiers` or `resolutionOrder` (their own errors).
    private func sameDocumentTokens(_ pointer: String) -> JSONNode? {
        guard var node = root, pointer.hasPrefix("#") else { return nil }
        var path = pointer.dropFirst()
        if path.hasPrefix("/") { path = path.dropFirst() }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map { Self.unescape(String($0)) }
        guard let first = segments.first, !["", "sets", "modifiers", "resolutionOrder"].contains(first) else { return nil }
        for segment in segments {
            if node.members != nil, let next = node[segment] {
                node = next
            } else if let list = node.elements, let index = Int(segment), list.indices.contains(index) {
                node = list[index]
            } else {
                return nil
            }
        }
        return node.members != nil ? node : nil
    }

    /// The name a same-document pointer gives under `sets` or `modifiers`: `#/sets/base`, or
    /// without the leading `/` (`#sets/base`), as the resolver module's examples write fragments.
    static func name(in pointer: String, under section: String) -> String? {
        for prefix in ["#/\(section)/", "#\(section)/"] where pointer.hasPrefix(prefix) {
            return unescape(String(pointer.dropFirst(prefix.count)))
        }
        return nil
    }

    /// A JSON Pointer segment as a name: `~1` is `/`, `~0` is `~`, percent escapes decoded.
    static func unescape(_ segment: String) -> String {
        (segment.removingPercentEncodingSafely ?? segment).replacingOccurrences(of: "~1", with: "/")
            .replacingOccurrences(of: "~0", with: "~")
    }
}
