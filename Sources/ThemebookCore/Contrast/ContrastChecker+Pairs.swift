/// From declarations as written (names and patterns) to concrete pairs of declared tokens.
extension ContrastChecker {
    /// More pairs than this means a pattern far wider than meant (`*` on `*`); the rest are dropped.
    static let maxPairs = 20_000

    /// Every pair once, in token-list order. A pair named by plain names on both sides wins over
    /// one a pattern gives; otherwise the first declaration wins (token list first, then the
    /// site config in order). A pattern never pairs a token with itself.
    static func resolve(
        _ declarations: [ContrastDeclaration], names: [String], paths: [String: String] = [:], complete: Bool,
        diagnostics: inout Diagnostics
    ) -> [ContrastPair] {
        let order = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var suggestions = SuggestionIndex(names)
        var reported = Set<ContrastName>()
        // A pattern written on every token of a large list is matched once.
        var matched: [String: [String]] = [:]
        func match(_ name: ContrastName, diagnostics: inout Diagnostics) -> [String] {
            if name.isPattern {
                let found = matched[name.text] ?? names.filter { Self.matches($0, pattern: name.text) }
                matched[name.text] = found
                if found.isEmpty, complete, reported.insert(name).inserted {
                    diagnostics.warning(
                        "contrast-pattern-unmatched", "contrast pattern '\(name.text)' matches no token", at: name.location)
                }
                return found
            }
            if order[name.text] != nil { return [name.text] }
            // A token's full path (`{color.background.default}`) names it too; a path whose
            // last segment is a token's name does where the catalogue has no paths (Swift).
            if let named = paths[name.text] { return [named] }
            if let last = name.text.split(separator: ".").last.map(String.init), last != name.text, order[last] != nil, paths.isEmpty {
                return [last]
            }
            if complete, reported.insert(name).inserted {
                diagnostics.error(
                    "unknown-token", "contrast pair names unknown token '\(name.text)'", at: name.location,
                    suggestion: suggestions.closest(to: name.text))
            }
            return []
        }

        struct Entry {
            var pair: ContrastPair
            var explicit: Bool
        }
        var entries: [String: Entry] = [:]
        declarations: for declaration in declarations {
            let explicit = !declaration.foreground.isPattern && !declaration.background.isPattern
            let foregrounds = match(declaration.foreground, diagnostics: &diagnostics)
            let backgrounds = match(declaration.background, diagnostics: &diagnostics)
            for fg in foregrounds {
                for bg in backgrounds where explicit || fg != bg {
                    let key = fg + "\u{0}" + bg
                    let pair = ContrastPair(
                        foreground: fg, background: bg, kind: declaration.kind, minimum: declaration.requiredRatio,
                        location: declaration.background.location)
                    if let existing = entries[key] {
                        if existing.explicit && explicit {
                            diagnostics.error(
                                "invalid-contrast", "pair '\(fg)' on '\(bg)' is declared twice", at: pair.location,
                                notes: [.init("first declared here", at: existing.pair.location)])
                        } else if explicit {
                            entries[key] = Entry(pair: pair, explicit: true)
                        }
                        continue
                    }
                    guard entries.count < maxPairs else {
                        // Stop at once: the rest of a `*` on `*` would cost time, not add meaning.
                        diagnostics.error(
                            "invalid-contrast", "contrast declarations give more than \(maxPairs) pairs; narrow the patterns",
                            at: declaration.background.location)
                        break declarations
                    }
                    entries[key] = Entry(pair: pair, explicit: explicit)
                }
            }
        }
        return entries.values.map(\.pair).sorted {
            (order[$0.foreground] ?? 0, order[$0.background] ?? 0) < (order[$1.foreground] ?? 0, order[$1.background] ?? 0)
        }
    }

    /// Glob match over Unicode scalars: `*` any run, `?` one scalar. Greedy with one backtrack
    /// point, so O(name × pattern) at worst and no recursion.
    static func matches(_ name: String, pattern: String) -> Bool {
        let s = Array(name.unicodeScalars)
        let p = Array(pattern.unicodeScalars)
        var (i, j) = (0, 0)
        var star: Int?
        var resume = 0
        while i < s.count {
            if j < p.count, p[j] == "?" || (p[j] != "*" && p[j] == s[i]) {
                i += 1
                j += 1
            } else if j < p.count, p[j] == "*" {
                star = j
                resume = i
                j += 1
            } else if let star {
                j = star + 1
                resume += 1
                i = resume
            } else {
                return false
            }
        }
        while j < p.count, p[j] == "*" { j += 1 }
        return j == p.count
    }
}
