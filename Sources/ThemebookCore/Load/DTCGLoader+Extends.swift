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
        var remaining = pending
        var copied = 0
        while !remaining.isEmpty {
            // First the extensions whose target no other pending one adds to; all of them when
            // each waits on another (a cycle: applied in order, each at most once).
            let ready = remaining.indices.filter { i in
                !remaining.indices.contains { j in
                    j != i && (remaining[j].ext.group.starts(with: remaining[i].ext.target)
                        || remaining[i].ext.target.starts(with: remaining[j].ext.group))
                }
            }
            let taken = ready.isEmpty ? Array(remaining.indices) : ready
            for i in taken {
                let item = remaining[i]
                let found = extend(&theme, item, sources: &sources, copied: &copied, diagnostics: &diagnostics)
                guard !found, theme.complete, reported.insert(item.ext.location).inserted else { continue }
                let name = item.ext.group.joined(separator: "."), target = item.ext.target.joined(separator: ".")
                diagnostics.error(
                    "invalid-extends", "group '\(name)' extends unknown group '\(target)'", at: item.ext.location,
                    suggestion: Suggestion.closest(to: target, in: groupPaths(of: theme)))
            }
            let done = Set(taken)
            remaining = remaining.indices.filter { !done.contains($0) }.map { remaining[$0] }
        }
    }

    /// One extension applied; false when the theme has no token under its target.
    private static func extend(
        _ theme: inout MergedTheme, _ item: PendingExtension, sources: inout TokenSources, copied: inout Int,
        diagnostics: inout Diagnostics
    ) -> Bool {
        let target = item.ext.target.joined(separator: ".")
        let inTarget = Array((target + ".").utf8)
        var copies: [TokenSources.Token] = []
        var fromContext = item.fromContext
        var origins: [String] = []
        var found = false
        for i in theme.tokens.indices {
            let entry = theme.entry(at: i)
            guard entry.pathString.utf8.starts(with: inTarget) else { continue }
            found = true
            let path = item.ext.group + entry.path.dropFirst(item.ext.target.count)
            let id = sources.pathID(path.joined(separator: "."))
            theme.reserve(paths: id + 1)
            guard theme.position(of: id) == nil, !copies.contains(where: { $0.id == id }) else { continue }
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
        guard !copies.isEmpty else { return found }
        copied += copies.count
        let source = Int32(theme.sources.count)
        theme.sources.append(copies)
        theme.sourceNumbers.append(sources.syntheticNumber("\(item.ext.location) \(origins.joined(separator: ","))"))
        for (index, copy) in copies.enumerated() {
            theme.positions[copy.id] = theme.tokens.count
            theme.tokens.append(MergedToken(source: source, index: Int32(index), id: copy.id, fromContext: fromContext))
        }
        return true
    }

    /// Every group path of a merged theme, for "did you mean".
    private static func groupPaths(of theme: MergedTheme) -> [String] {
        var groups = Set<String>()
        for i in theme.tokens.indices {
            let path = theme.entry(at: i).path
            for depth in 1..<max(1, path.count) { groups.insert(path.prefix(depth).joined(separator: ".")) }
        }
        return groups.sorted()
    }
}
