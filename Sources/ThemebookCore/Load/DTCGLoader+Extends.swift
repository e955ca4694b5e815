/// `$extends` across files: a group of one source extending a group another source of the same
/// theme defines (a component file extending a base file's group), applied once the theme's
/// sources are merged. Within one file, `TokenTree+Extends` applies it as the file is read.
extension DTCGLoader {
    /// A group's extension left for the merged theme, with where its file stands in the theme.
    struct PendingExtension {
        var ext: TokenTree.GroupIndex.Extension
        /// The file is a modifier context's: the copies are themed, as its own tokens are.
        var fromContext: Bool
    }

    /// Copies into each extending group the merged theme's tokens under the group it extends, at
    /// the same relative paths; a path the theme already has keeps its own token. A group that
    /// extends others' groups waits for them; one whose target no source of the theme holds is
    /// an `invalid-extends` error, reported once however many themes merge it (`reported`).
    static func extendAcrossFiles(
        _ theme: inout MergedTheme, _ pending: [PendingExtension], sources: inout TokenSources, reported: inout Set<SourceLocation>,
        diagnostics: inout Diagnostics
    ) {
        var copied = 0
        var groups = GroupMembers(theme)
        // "Did you mean": one index of the theme's group paths, given the groups the copies
        // add, instead of every group path listed and searched again for each unknown target.
        var suggestions: (index: SuggestionIndex, tokens: Int)?
        var waits = Waits(pending)
        while let taken = waits.next() {
            for i in taken {
                let item = pending[i]
                let found = extend(&theme, item, groups: &groups, sources: &sources, copied: &copied, diagnostics: &diagnostics)
                guard !found, theme.complete, reported.insert(item.ext.location).inserted else { continue }
                let name = item.ext.group.joined(separator: "."), target = item.ext.target.joined(separator: ".")
                var (index, indexed) = suggestions ?? (SuggestionIndex([]), 0)
                for position in indexed..<theme.tokens.count {
                    let path = theme.entry(at: position).path
                    for depth in 1..<max(1, path.count) { index.add(path.prefix(depth).joined(separator: ".")) }
                }
                let suggestion = index.closest(to: target)
                suggestions = (index, theme.tokens.count)
                diagnostics.error(
                    "invalid-extends", "group '\(name)' extends unknown group '\(target)'", at: item.ext.location, suggestion: suggestion)
            }
            waits.remove(taken)
        }
    }

    /// The order extensions are applied in, by rounds: first those that wait on no other pending
    /// one; all that are left when each waits on another (a cycle: applied in order, each once).
    /// An extension waits on another whose group is at or under its target (that one adds to
    /// what it copies) or holds its target. Each one's count of what it waits on is kept, and
    /// lowered as others are applied, so a chain of n extensions costs n lookups, not n rounds
    /// of every pair (or of every extension).
    struct Waits {
        private let groups: [ArraySlice<String>]
        private var left: [Bool]
        private var leftCount: Int
        private var waiting: [Int]
        private var ready: [Int] = []
        /// The extensions whose target is exactly a path, and those whose target is at or under it.
        private var byTarget: [ArraySlice<String>: [Int]] = [:]
        private var byTargetPrefix: [ArraySlice<String>: [Int]] = [:]

        init(_ pending: [PendingExtension]) {
            groups = pending.map { $0.ext.group[...] }
            let targets = pending.map { $0.ext.target[...] }
            left = Array(repeating: true, count: pending.count)
            leftCount = pending.count
            // How many groups are at or under each path, and how many are exactly at it.
            var under: [ArraySlice<String>: Int] = [:]
            var at: [ArraySlice<String>: Int] = [:]
            for (i, group) in groups.enumerated() {
                at[group, default: 0] += 1
                for depth in 0...group.count { under[group.prefix(depth), default: 0] += 1 }
                byTarget[targets[i], default: []].append(i)
                for depth in 0...targets[i].count { byTargetPrefix[targets[i].prefix(depth), default: []].append(i) }
            }
            let groups = self.groups
            waiting = groups.indices.map { i in
                let group = groups[i], target = targets[i]
                // Others whose group starts with this target, and others whose group this target
                // starts with (this one's own group counted out of each).
                let adding = (under[target] ?? 0) - (group.starts(with: target) ? 1 : 0)
                let holding = (0...target.count).reduce(0) { $0 + (at[target.prefix($1)] ?? 0) } - (target.starts(with: group) ? 1 : 0)
                return adding + holding
            }
            ready = waiting.indices.filter { waiting[$0] == 0 }
        }

        /// The next round, in the order given; nil when every extension was taken.
        mutating func next() -> [Int]? {
            guard leftCount > 0 else { return nil }
            if ready.isEmpty { return left.indices.filter { left[$0] } }
            defer { ready = [] }
            return ready.sorted()
        }

        /// The round applied: what waited on its extensions waits on them no more.
        mutating func remove(_ taken: [Int]) {
            for j in taken where left[j] {
                left[j] = false
                leftCount -= 1
            }
            for j in taken {
                let group = groups[j]
                // Those whose target this group is at or under, and those whose target is under it.
                let affected = (0...group.count).flatMap { byTarget[group.prefix($0)] ?? [] } + (byTargetPrefix[group] ?? [])
                for i in affected where left[i] && i != j {
                    waiting[i] -= 1
                    if waiting[i] == 0 { ready.append(i) }
                }
            }
        }
    }

    /// The positions of a merged theme's tokens under each group path (the token's path string
    /// up to each dot), in order, kept up to date as copies are appended: an extension reads its
    /// target's tokens instead of every token of the theme.
    struct GroupMembers {
        private var positions: [Substring: [Int]] = [:]
        private var count = 0

        init(_ theme: MergedTheme) { update(theme) }

        mutating func update(_ theme: MergedTheme) {
            while count < theme.tokens.count {
                let path = Substring(theme.entry(at: count).pathString)
                for dot in path.indices where path[dot] == "." { positions[path[..<dot], default: []].append(count) }
                count += 1
            }
        }

        func under(_ group: String) -> [Int] { positions[Substring(group)] ?? [] }
    }

    /// One extension applied; false when the theme has no token under its target.
    private static func extend(
        _ theme: inout MergedTheme, _ item: PendingExtension, groups: inout GroupMembers, sources: inout TokenSources,
        copied: inout Int, diagnostics: inout Diagnostics
    ) -> Bool {
        let target = item.ext.target.joined(separator: ".")
        var copies: [TokenSources.Token] = []
        var copyIDs = Set<Int>()
        var fromContext = item.fromContext
        var origins: [String] = []
        let members = groups.under(target)
        for i in members {
            let entry = theme.entry(at: i)
            let path = item.ext.group + entry.path.dropFirst(item.ext.target.count)
            let id = sources.pathID(path.joined(separator: "."))
            theme.reserve(paths: id + 1)
            guard theme.position(of: id) == nil, copyIDs.insert(id).inserted else { continue }
            guard copied + copies.count < TokenTree.maxCopies else {
                diagnostics.error(
                    "invalid-extends",
                    "group '\(item.ext.group.joined(separator: "."))' extends '\(target)' past \(TokenTree.maxCopies) tokens copied by $extends",
                    at: item.ext.location)
                return true
            }
            copies.append(TokenSources.Token(entry: entry.with(path: path), value: theme.value(at: i), id: id))
            fromContext = fromContext || theme.tokens[i].fromContext
            origins.append(String(theme.sourceNumber(at: i)))
        }
        guard !copies.isEmpty else { return !members.isEmpty }
        copied += copies.count
        let source = Int32(theme.sources.count)
        theme.sources.append(copies)
        theme.sourceNumbers.append(sources.syntheticNumber("\(item.ext.location) \(origins.joined(separator: ","))"))
        for (index, copy) in copies.enumerated() {
            theme.positions[copy.id] = theme.tokens.count
            theme.tokens.append(MergedToken(source: source, index: Int32(index), id: copy.id, fromContext: fromContext))
        }
        groups.update(theme)
        return true
    }
}
