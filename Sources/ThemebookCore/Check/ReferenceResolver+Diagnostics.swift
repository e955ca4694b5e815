/// The resolver's reports: alias cycles and references to names that do not exist.
extension ReferenceResolver {
    /// Reports a cycle once, however many of its members lead into it. The report starts at the
    /// member written first, so it does not depend on where the walk came in, and has a note at
    /// every alias of the cycle.
    mutating func reportCycle(_ members: [(target: Target, leaving: ChainStep?)], diagnostics: inout Diagnostics) {
        guard reportedCycles.insert(Set(members.map(\.target))).inserted else { return }
        let start = members.indices.min { a, b in
            switch (location(of: members[a].target), location(of: members[b].target)) {
            case let (x?, y?): x < y
            case (_?, nil): true
            default: false
            }
        } ?? 0
        let rotated = Array(members[start...] + members[..<start])
        let names = rotated.map { name(of: $0.target) }
        let path = (names + [names[0]]).joined(separator: " → ")
        diagnostics.error(
            "alias-cycle", "'\(names[0])' is part of an alias cycle: \(path); an alias must end at a value",
            at: location(of: rotated[0].target),
            notes: rotated.map { member in
                let step = member.leaving
                return .init("'\(name(of: member.target))' refers to \(step?.text ?? "the next")", at: step?.location)
            })
    }

    /// `expecting`: the type the reference should land on, when known. A colour's missing target
    /// may be a palette colour; any other type's is a token (a border width alias that points
    /// nowhere is no palette colour).
    /// The same, the subject being `holder` by name: for the resolver's recursive paths, whose
    /// frames then hold no message.
    mutating func reportUnknown(
        _ reference: Reference, at location: SourceLocation, holder: Target, scope theme: Int?, expecting: TokenType?,
        diagnostics: inout Diagnostics
    ) {
        reportUnknown(reference, at: location, subject: "'\(name(of: holder))'", scope: theme, expecting: expecting, diagnostics: &diagnostics)
    }

    mutating func reportUnknown(
        _ reference: Reference, at location: SourceLocation, subject: String, scope theme: Int?, expecting: TokenType? = nil,
        diagnostics: inout Diagnostics
    ) {
        guard paletteComplete, theme.map({ themes[$0].complete }) ?? true else { return }
        switch reference {
        case .palette(let name):
            diagnostics.error(
                "unknown-palette-color", "\(subject) refers to unknown palette colour '\(name)'", at: location,
                suggestion: suggestion(for: name, in: .paletteNames))
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
                suggestion: t.flatMap { suggestion(for: name, in: .tokenNames(theme: $0)) })
        case .path(let path):
            let head = path.split(separator: ".").first.map(String.init) ?? path
            let paletteGuess = suggestion(for: path, in: .palettePaths)
            let tokenGuess = theme.flatMap { suggestion(for: path, in: .tokenPaths(theme: $0)) }
            let looksLikeToken = theme.map { groups(of: $0).contains(head) } ?? false
            let colorExpected = expecting.map { $0.isColor } ?? true
            if !colorExpected {
                diagnostics.error(
                    "unknown-token", "\(subject) refers to unknown token '\(path)'", at: location, suggestion: tokenGuess ?? paletteGuess)
            } else if looksLikeToken || (tokenGuess != nil && paletteGuess == nil && !paletteGroups.contains(head)) {
                diagnostics.error(
                    "unknown-token", "\(subject) refers to unknown token '\(path)'", at: location, suggestion: tokenGuess)
            } else {
                diagnostics.error(
                    "unknown-palette-color", "\(subject) refers to unknown palette colour '\(path)'", at: location,
                    suggestion: paletteGuess)
            }
        }
    }

    /// The `$type` written for a target (a set's size or duration is kept with the palette).
    func declaredType(of target: Target) -> TokenType? {
        switch target {
        case .palette(let i): palette[i].type
        case .token(let t, let i): themes[t].tokens[i].type
        }
    }

    /// The first path segments of a theme's tokens.
    private mutating func groups(of theme: Int) -> Set<String> {
        if let known = themeGroups[theme] { return known }
        let groups = Set(themes[theme].tokens.compactMap { Self.firstSegment(of: $0.path) })
        themeGroups[theme] = groups
        return groups
    }

    /// The name sets suggestions are drawn from, each indexed on first use.
    enum SuggestionSet: Hashable {
        case palettePaths, paletteNames, tokenPaths(theme: Int), tokenNames(theme: Int)
    }

    private mutating func suggestion(for name: String, in set: SuggestionSet) -> String? {
        if suggestionIndexes[set] == nil {
            // Any order: the index answers the same for any order of its names.
            let names: [String] = switch set {
            case .palettePaths: palette.map(\.path)
            case .paletteNames: Array(paletteByName.keys)
            case .tokenPaths(let t): themes[t].tokens.map(\.path)
            case .tokenNames(let t): Array(tokensByName[t].keys)
            }
            suggestionIndexes[set] = SuggestionIndex(names)
        }
        return suggestionIndexes[set]?.closest(to: name)
    }
}
