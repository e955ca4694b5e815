/// From declarations as written (names and patterns) to concrete pairs of declared tokens.
extension ContrastChecker {
    /// More pairs than this means a pattern far wider than meant (`*` on `*`); the rest are dropped.
    static let maxPairs = 20_000
    /// The most pattern-to-name comparisons a check makes: thousands of patterns without a
    /// literal start or end (`*a*`), each compared with every name of a large list, would
    /// multiply the two.
    static let maxPatternComparisons = 5_000_000

    /// The names a pattern can match, found from its literal start or end: the names sorted by
    /// their UTF-8, and by their UTF-8 reversed, are searched for the range that starts (or
    /// ends) with it. A pattern matches Unicode scalars, and a run of whole scalars starts (or
    /// ends) a name exactly when its UTF-8 starts (or ends) the name's.
    struct PatternCandidates {
        private let forward: [(bytes: [UInt8], index: Int)]
        private let backward: [(bytes: [UInt8], index: Int)]
        /// Each name's scalars, made once rather than at every comparison.
        private let scalars: [[Unicode.Scalar]]

        init(_ names: [String]) {
            scalars = names.map { Array($0.unicodeScalars) }
            forward = names.indices.map { (Array(names[$0].utf8), $0) }.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
            backward = names.indices.map { (Array(names[$0].utf8.reversed()), $0) }.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
        }

        /// The positions in `names` (in order) of the names that have the pattern's literal start
        /// or end, whichever leaves fewer; nil when it has neither (`*a*`).
        func indices(for pattern: String) -> [Int]? {
            let scalars = Array(pattern.unicodeScalars)
            let isLiteral: (Unicode.Scalar) -> Bool = { $0 != "*" && $0 != "?" }
            let head = Array(String(String.UnicodeScalarView(scalars.prefix(while: isLiteral))).utf8)
            let tail = Array(String(String.UnicodeScalarView(scalars.reversed().prefix(while: isLiteral).reversed())).utf8.reversed())
            guard !head.isEmpty || !tail.isEmpty else { return nil }
            let starting = head.isEmpty ? nil : Self.range(forward, startingWith: head)
            let ending = tail.isEmpty ? nil : Self.range(backward, startingWith: tail)
            let (list, range) =
                switch (starting, ending) {
                case let (s?, e?): s.count <= e.count ? (forward, s) : (backward, e)
                case let (s?, nil): (forward, s)
                case let (nil, e?): (backward, e)
                case (nil, nil): (forward, 0..<0)
                }
            return list[range].map(\.index).sorted()
        }

        /// Whether the name at `index` matches `pattern` (its scalars).
        func matches(_ index: Int, _ pattern: [Unicode.Scalar]) -> Bool {
            ContrastChecker.matches(scalars[index], pattern: pattern)
        }

        /// The entries of `sorted` whose bytes start with `prefix`: they sit together.
        private static func range(_ sorted: [(bytes: [UInt8], index: Int)], startingWith prefix: [UInt8]) -> Range<Int> {
            // The first entry not before `prefix`, then the first after it that does not start with it.
            var low = 0, high = sorted.count
            while low < high {
                let mid = (low + high) / 2
                if sorted[mid].bytes.lexicographicallyPrecedes(prefix) { low = mid + 1 } else { high = mid }
            }
            let start = low
            high = sorted.count
            while low < high {
                let mid = (low + high) / 2
                if sorted[mid].bytes.starts(with: prefix) { low = mid + 1 } else { high = mid }
            }
            return start..<low
        }
    }

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
        // A pattern written on every token of a large list is matched once, and only against
        // the names that start (or end) with its literal start (or end).
        var matched: [String: [String]] = [:]
        var candidates: PatternCandidates?
        var comparisons = 0
        var overBudget = false
        func match(_ name: ContrastName, diagnostics: inout Diagnostics) -> [String] {
            if name.isPattern {
                if let known = matched[name.text] { return known }
                if candidates == nil { candidates = PatternCandidates(names) }
                let narrowed = candidates!.indices(for: name.text)
                comparisons += narrowed?.count ?? names.count
                guard comparisons <= maxPatternComparisons else {
                    if !overBudget {
                        overBudget = true
                        diagnostics.error(
                            "invalid-contrast",
                            "contrast patterns need more than \(maxPatternComparisons) comparisons with token names; use fewer patterns, or patterns with a literal start or end",
                            at: name.location)
                    }
                    return []
                }
                let pattern = Array(name.text.unicodeScalars)
                let found = (narrowed ?? Array(names.indices)).filter { candidates!.matches($0, pattern) }.map { names[$0] }
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
        matches(Array(name.unicodeScalars), pattern: Array(pattern.unicodeScalars))
    }

    static func matches(_ s: [Unicode.Scalar], pattern p: [Unicode.Scalar]) -> Bool {
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
