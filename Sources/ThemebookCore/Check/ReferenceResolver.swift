/// Follows aliases through the merged token tree (palette first, then a theme's own tokens),
/// iteratively, so a thousand-step chain costs a thousand steps and no stack.
struct ReferenceResolver {
    private let palette: [RawPaletteColor]
    private let paletteByPath: [String: Int]
    private let paletteByName: [String: Int]
    private let paletteGroups: Set<String>
    private let themes: [RawTheme]
    private let themeIndex: [String: Int]
    private let tokensByPath: [[String: Int]]
    private let tokensByName: [[String: Int]]
    private let themeGroups: [Set<String>]
    /// Cycles already reported, by their sorted member list.
    private var reportedCycles: Set<[String]> = []

    init(_ raw: RawCatalogue) {
        palette = raw.palette
        var byPath: [String: Int] = [:]
        var byName: [String: Int] = [:]
        for (i, c) in raw.palette.enumerated() {
            byPath[c.path] = byPath[c.path] ?? i
            byName[c.name] = byName[c.name] ?? i
        }
        paletteByPath = byPath
        paletteByName = byName
        paletteGroups = Set(raw.palette.map(\.group))
        themes = raw.themes
        themeIndex = Dictionary(raw.themes.enumerated().map { ($1.info.id, $0) }, uniquingKeysWith: { a, _ in a })
        tokensByPath = raw.themes.map { theme in
            Dictionary(theme.tokens.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { a, _ in a })
        }
        tokensByName = raw.themes.map { theme in
            Dictionary(theme.tokens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        }
        themeGroups = raw.themes.map { Set($0.tokens.compactMap { $0.path.split(separator: ".").first.map(String.init) }) }
    }

    /// Where a reference lands.
    private enum Target: Hashable {
        case palette(Int)
        case token(theme: Int, index: Int)
    }

    /// What the resolved value is for: names the owner in messages.
    struct Owner {
        var token: String
        var theme: Int?
        var isStop = false
    }

    // MARK: - Values

    mutating func resolve(_ value: RawValue, owner: Owner, diagnostics: inout Diagnostics) -> ResolvedValue {
        switch value {
        case .literal(let c, _):
            return .color(ResolvedColor(palette: nil, alpha: c.alpha < 1 ? c.alpha : nil, color: c))
        case .placeholder:
            return .none
        case .invalid:
            return .unknown
        case .gradient(let stops, _):
            var colors: [ResolvedColor] = []
            var stopOwner = owner
            stopOwner.isStop = true
            for stop in stops {
                switch resolve(stop, owner: stopOwner, diagnostics: &diagnostics) {
                case .color(let c): colors.append(c)
                case .gradient:
                    diagnostics.error(
                        "type-mismatch", "gradient stop of '\(owner.token)' refers to a gradient; a stop must be a colour",
                        at: stop.location)
                    return .unknown
                case .none, .unknown: return .unknown
                }
            }
            return .gradient(colors)
        case .reference(let ref, let location):
            return follow(ref, at: location, owner: owner, diagnostics: &diagnostics)
        case .withAlpha(let ref, let alpha, let location):
            switch follow(ref, at: location, owner: owner, diagnostics: &diagnostics) {
            case .color(var c):
                c.alpha = alpha
                c.color = c.color.with(alpha: alpha)
                return .color(c)
            case .gradient:
                diagnostics.error(
                    "type-mismatch", "'\(owner.token)' takes the colour components of \(ref.display), which is a gradient",
                    at: location)
                return .unknown
            case .none: return .none
            case .unknown: return .unknown
            }
        }
    }

    /// Follows one alias to its end.
    private mutating func follow(
        _ first: Reference, at firstLocation: SourceLocation, owner: Owner, diagnostics: inout Diagnostics
    ) -> ResolvedValue {
        var chain: [ChainStep] = []
        var visited: [Target] = []
        var reference = first
        var location = firstLocation
        var theme = owner.theme
        // The token whose value holds the reference being followed: a broken link further down
        // the chain is reported once, against the token that wrote it.
        var writer = owner
        while true {
            chain.append(ChainStep(reference.display, at: location))
            guard let target = lookup(reference, theme: theme) else {
                reportUnknown(reference, at: location, owner: writer, theme: theme, diagnostics: &diagnostics)
                return .unknown
            }
            if let start = visited.firstIndex(of: target) {
                reportCycle(Array(visited[start...]), diagnostics: &diagnostics)
                return .unknown
            }
            visited.append(target)
            let value: RawValue
            switch target {
            case .palette(let i): value = palette[i].value
            case .token(let t, let i):
                value = themes[t].tokens[i].value
                theme = t
            }
            if case .reference(let next, let nextLocation) = value {
                writer = Owner(token: name(of: target), theme: theme)
                reference = next
                location = nextLocation
                continue
            }
            var resolved = resolve(value, owner: Owner(token: name(of: target), theme: theme), diagnostics: &diagnostics)
            if case .color(var c) = resolved {
                if c.palette == nil, case .palette(let i) = target { c.palette = palette[i].name }
                c.chain = chain + c.chain
                resolved = .color(c)
            }
            return resolved
        }
    }

    private func lookup(_ reference: Reference, theme: Int?) -> Target? {
        switch reference {
        case .path(let path):
            if let t = theme, let i = tokensByPath[t][path] { return .token(theme: t, index: i) }
            return paletteByPath[path].map(Target.palette)
        case .palette(let name):
            return paletteByName[name].map(Target.palette)
        case .token(let name, let themeID):
            guard let t = themeID.flatMap({ themeIndex[$0] }) ?? theme else { return nil }
            return tokensByName[t][name].map { .token(theme: t, index: $0) }
        }
    }

    private func name(of target: Target) -> String {
        switch target {
        case .palette(let i): palette[i].name
        case .token(let t, let i): themes[t].tokens[i].name
        }
    }

    private func location(of target: Target) -> SourceLocation? {
        switch target {
        case .palette(let i): palette[i].location
        case .token(let t, let i): themes[t].tokens[i].location
        }
    }

    // MARK: - Diagnostics

    private mutating func reportCycle(_ members: [Target], diagnostics: inout Diagnostics) {
        let names = members.map { name(of: $0) }
        let key = names.sorted()
        guard reportedCycles.insert(key).inserted else { return }
        // Start the report at the member written first, so the message does not depend on
        // which token the walk happened to start from.
        let start = members.indices.min { (location(of: members[$0]).map { [$0] } ?? []).lexicographicallyPrecedes(
            location(of: members[$1]).map { [$0] } ?? []) } ?? 0
        let rotated = Array(members[start...] + members[..<start])
        let path = (rotated + [rotated[0]]).map { name(of: $0) }.joined(separator: " → ")
        diagnostics.error(
            "alias-cycle", "'\(name(of: rotated[0]))' is part of an alias cycle: \(path)", at: location(of: rotated[0]),
            notes: rotated.map { .init("'\(name(of: $0))' is defined here", at: location(of: $0)) })
    }

    private func reportUnknown(
        _ reference: Reference, at location: SourceLocation, owner: Owner, theme: Int?, diagnostics: inout Diagnostics
    ) {
        let subject = owner.isStop ? "gradient stop of '\(owner.token)'" : "'\(owner.token)'"
        switch reference {
        case .palette(let name):
            diagnostics.error(
                "unknown-palette-color", "\(subject) refers to unknown palette colour '\(name)'", at: location,
                suggestion: Suggestion.closest(to: name, in: paletteByName.keys))
        case .token(let name, let themeID):
            if let themeID, themeIndex[themeID] == nil {
                diagnostics.error(
                    "unknown-theme", "\(subject) refers to unknown theme '\(themeID)'", at: location,
                    suggestion: Suggestion.closest(to: themeID, in: themeIndex.keys))
                return
            }
            let t = themeID.flatMap { themeIndex[$0] } ?? theme
            diagnostics.error(
                "unknown-token", "\(subject) refers to unknown token '\(name)'", at: location,
                suggestion: t.flatMap { Suggestion.closest(to: name, in: tokensByName[$0].keys) })
        case .path(let path):
            let head = path.split(separator: ".").first.map(String.init) ?? path
            let tokenPaths = theme.map { Array(tokensByPath[$0].keys) } ?? []
            let paletteGuess = Suggestion.closest(to: path, in: paletteByPath.keys)
            let tokenGuess = Suggestion.closest(to: path, in: tokenPaths)
            let looksLikeToken = theme.map { themeGroups[$0].contains(head) } ?? false
            if looksLikeToken || (tokenGuess != nil && paletteGuess == nil && !paletteGroups.contains(head)) {
                diagnostics.error(
                    "unknown-token", "\(subject) refers to unknown token '\(path)'", at: location, suggestion: tokenGuess)
            } else {
                diagnostics.error(
                    "unknown-palette-color", "\(subject) refers to unknown palette colour '\(path)'", at: location,
                    suggestion: paletteGuess)
            }
        }
    }
}
