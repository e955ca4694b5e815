/// A DTCG 2025.10 resolver document: sets, the theme modifier and its contexts.
struct ResolverDocument {
    struct Source {
        /// A file reference (`$ref`), or nil for inline tokens.
        var file: String?
        var inline: JSONNode?
        var location: SourceLocation

        func tree(relativeTo resolver: String, reader: JSONReader, diagnostics: inout Diagnostics) -> JSONNode? {
            if let inline { return inline }
            guard let file else { return nil }
            guard let path = InputFiles.resolve(file, relativeTo: resolver) else {
                diagnostics.error(
                    InputFiles.outsideID,
                    "'$ref' '\(file)' leaves the content folder; a token file is named by a relative path inside it",
                    at: location)
                return nil
            }
            return reader.read(path, namedAt: location, diagnostics: &diagnostics)
        }
    }

    struct Context {
        var id: String
        var info: ThemeInfo
        var sources: [Source]
        var location: SourceLocation
        /// False when a source could not be understood (its tokens are then not all known).
        var complete = true
    }

    var paletteSources: [Source] = []
    var contexts: [Context] = []
    /// False when a palette set could not be found.
    var paletteComplete = true

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
            diagnostics.error("invalid-resolver", "resolver has no 'version'; expected \"version\": \"2025.10\"", at: root.location)
        }
        var document = ResolverDocument()
        var sets: [String: [Source]] = [:]
        var incompleteSets = Set<String>()
        if let node = root["sets"], node.members == nil {
            document.paletteComplete = false
            diagnostics.error("invalid-resolver", "'sets' must be an object of named sets, not \(node.kindName)", at: node.location)
        }
        for set in root["sets"]?.members ?? [] {
            let before = diagnostics.errorCount
            sets[set.key] = sources(
                set.value["sources"], owner: "set '\(set.key)'", at: set.keyLocation, sets: sets, diagnostics: &diagnostics)
            if diagnostics.errorCount > before { incompleteSets.insert(set.key) }
        }
        let modifiers = root.member("modifiers")
        guard let modifier = modifiers.flatMap({ $0.value.member(modifierName) }) else {
            diagnostics.error(
                "invalid-resolver", "resolver has no 'modifiers.\(modifierName)' whose contexts are the themes",
                at: modifiers?.keyLocation ?? root.location,
                suggestion: modifiers?.value.members.flatMap { Suggestion.closest(to: modifierName, in: $0.map(\.key)) })
            return nil
        }
        let metadata = modifier.value["$extensions"]?[TokenTree.extensionKey]?["themes"]
        for context in modifier.value["contexts"]?.members ?? [] {
            let info = themeInfo(context.key, metadata?.member(context.key), at: context.keyLocation, diagnostics: &diagnostics)
            let before = diagnostics.errorCount
            let found = sources(
                context.value, owner: "context '\(context.key)'", at: context.keyLocation, sets: sets, diagnostics: &diagnostics)
            document.contexts.append(Context(
                id: context.key, info: info, sources: found, location: context.keyLocation,
                complete: diagnostics.errorCount == before))
        }
        if document.contexts.isEmpty {
            diagnostics.error("invalid-resolver", "modifier '\(modifierName)' has no contexts", at: modifier.keyLocation)
        }
        for member in metadata?.members ?? [] where !document.contexts.contains(where: { $0.id == member.key }) {
            diagnostics.error(
                "unknown-theme", "theme metadata names '\(member.key)', which is not a context of the modifier",
                at: member.keyLocation, suggestion: Suggestion.closest(to: member.key, in: document.contexts.map(\.id)))
        }
        // The sets that come before the modifier in resolutionOrder are the palette.
        if let order = root["resolutionOrder"]?.elements {
            for item in order {
                guard let ref = item["$ref"], let pointer = ref.string else {
                    document.paletteComplete = false
                    diagnostics.error("invalid-resolver", "resolutionOrder items must be {\"$ref\": \"#/sets/…\"} objects", at: item.location)
                    continue
                }
                if pointer.hasPrefix("#/sets/") {
                    let name = String(pointer.dropFirst("#/sets/".count))
                    if incompleteSets.contains(name) { document.paletteComplete = false }
                    if let found = sets[name] { document.paletteSources += found } else {
                        document.paletteComplete = false
                        diagnostics.error(
                            "unknown-set", "resolutionOrder names set '\(name)', which the resolver does not define", at: ref.location,
                            suggestion: Suggestion.closest(to: name, in: sets.keys))
                    }
                } else if pointer != "#/modifiers/\(modifierName)" {
                    document.paletteComplete = false
                    diagnostics.error(
                        "unknown-set", "resolutionOrder names '\(pointer)', which the resolver does not define", at: ref.location)
                }
            }
        } else {
            for key in (root["sets"]?.members ?? []).map(\.key) { document.paletteSources += sets[key] ?? [] }
        }
        return document
    }

    /// A set's or context's sources: token files (`$ref` to a path), inline token objects, and
    /// earlier sets (`$ref` to `#/sets/name`), which stand for their own sources.
    static func sources(
        _ node: JSONNode?, owner: String, at location: SourceLocation, sets: [String: [Source]], diagnostics: inout Diagnostics
    ) -> [Source] {
        guard let list = node?.elements else {
            diagnostics.error(
                "invalid-resolver", "\(owner) must list its sources in an array, not \(node?.kindName ?? "nothing")",
                at: node?.location ?? location)
            return []
        }
        var out: [Source] = []
        for item in list {
            if let ref = item["$ref"] {
                guard let file = ref.string else {
                    diagnostics.error("invalid-resolver", "'$ref' must be a string, not \(ref.kindName)", at: ref.location)
                    continue
                }
                guard file.hasPrefix("#") else {
                    out.append(Source(file: file, inline: nil, location: ref.location))
                    continue
                }
                let name = file.hasPrefix("#/sets/") ? String(file.dropFirst("#/sets/".count)) : file
                guard let set = sets[name] else {
                    diagnostics.error(
                        "unknown-set", "\(owner) names set '\(name)', which the resolver does not define before it",
                        at: ref.location, suggestion: Suggestion.closest(to: name, in: sets.keys))
                    continue
                }
                out += set
                continue
            }
            guard item.members != nil else {
                diagnostics.error(
                    "invalid-resolver", "a source must be {\"$ref\": \"file.tokens.json\"} or inline tokens, not \(item.kindName)",
                    at: item.location)
                continue
            }
            out.append(Source(file: nil, inline: item, location: item.location))
        }
        return out
    }

    static func themeInfo(
        _ id: String, _ metadata: JSONNode.Member?, at location: SourceLocation, diagnostics: inout Diagnostics
    ) -> ThemeInfo {
        let guessDark = id.lowercased().contains("dark") || id.lowercased().contains("night")
        var info = ThemeInfo(
            id: id, label: id.prefix(1).uppercased() + id.dropFirst(), appearance: guessDark ? .dark : .light,
            imageSuffix: guessDark ? "_dark" : "", location: metadata?.keyLocation ?? location)
        guard let node = metadata?.value else { return info }
        if let label = node["label"]?.string { info.label = label }
        if let a = node["appearance"] {
            if let s = a.string, let appearance = Appearance(rawValue: s) {
                info.appearance = appearance
                info.imageSuffix = appearance == .dark ? "_dark" : ""
            } else {
                diagnostics.error(
                    "invalid-resolver", "appearance \(ValueParser.describe(a)) must be 'light' or 'dark'", at: a.location,
                    suggestion: a.string.flatMap { Suggestion.closest(to: $0, in: ["light", "dark"]) })
            }
        }
        if let s = node["imageSuffix"] {
            if let suffix = s.string { info.imageSuffix = suffix } else {
                diagnostics.error("invalid-resolver", "imageSuffix must be a string", at: s.location)
            }
        }
        return info
    }
}
