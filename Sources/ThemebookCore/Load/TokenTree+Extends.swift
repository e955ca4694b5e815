/// Group extension (`$extends`, DTCG 2025.10 §6.4): a group inherits every token of the group
/// it names, at the same relative paths; its own tokens win over inherited ones.
///
/// `"$extends": "{button}"` and its JSON Schema spelling `"$ref": "#/button"` on a group are
/// the same. Extensions are applied once the whole document is walked, each after every
/// extension its target depends on; what is left when no more can be applied is a cycle.
extension TokenTree {
    /// The groups of one document and the extensions among them.
    struct GroupIndex {
        var paths: Set<String> = []
        var extensions: [Extension] = []

        struct Extension {
            var group: [String]
            var target: [String]
            var location: SourceLocation
        }

        /// Records a group; `extends` is its `$extends` member (key and value), or else its
        /// `$ref`, or nil.
        mutating func record(pathString: String, extends member: (key: String, value: JSONNode)?, diagnostics: inout Diagnostics) {
            paths.insert(pathString)
            guard let member else { return }
            let path = pathString.isEmpty ? [] : pathString.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let value = member.value
            let target: [String]?
            if let text = value.string, let alias = ValueParser.aliasPath(text) {
                target = alias.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            } else if let text = value.string, let pointer = JSONPointer.token(text), pointer.inValue == nil {
                target = pointer.path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            } else {
                target = nil
            }
            guard let target, !target.contains(where: \.isEmpty), !path.isEmpty else {
                diagnostics.error(
                    "invalid-extends",
                    "'\(member.key)' of group '\(path.joined(separator: "."))' must name a group, like \"{button}\", not \(ValueParser.describe(value))",
                    at: value.location)
                return
            }
            extensions.append(Extension(group: path, target: target, location: value.location))
        }
    }

    /// The most tokens `$extends` copies into one file: groups that each extend the one before
    /// twice (`a` and `b` both extending the level below) double at each level.
    static let maxCopies = 100_000

    /// `unresolved`: when non-nil, extensions of a group this document lacks go there instead of
    /// being reported (another file of the theme may hold it).
    static func applyExtensions(
        _ groups: GroupIndex, to out: inout [TokenEntry], unresolved: inout [GroupIndex.Extension]?, diagnostics: inout Diagnostics
    ) {
        var tokenPaths = Set(out.map(\.pathString))
        var groupPaths = groups.paths
        // The group paths for "did you mean", made at the first unknown group and kept up to
        // date as copies add groups (one index, not one per unknown group: 8,000 of them took 34 s).
        var groupNames: SuggestionIndex?
        let extensions = groups.extensions
        // An extension waits for every other one that adds tokens inside its target, or to a
        // group around it: found once, each pair compared only when their first names match,
        // and counted down as those are done (asked again of every pending one at each step, a
        // chain of 1,000 groups took four seconds).
        var waitingFor = [Int](repeating: 0, count: extensions.count)
        var releases = [[Int]](repeating: [], count: extensions.count)
        let byFirstName = Dictionary(grouping: extensions.indices) { extensions[$0].group.first ?? "" }
        for index in extensions.indices {
            let ext = extensions[index]
            for other in ext.target.first.map({ byFirstName[$0] ?? [] }) ?? Array(extensions.indices) where other != index {
                if extensions[other].group.starts(with: ext.target) || ext.target.starts(with: extensions[other].group) {
                    waitingFor[index] += 1
                    releases[other].append(index)
                }
            }
        }
        func done(_ index: Int) {
            for waiting in releases[index] { waitingFor[waiting] -= 1 }
        }
        // Passes in document order, as before: each takes every extension no longer waiting.
        var pending = Array(extensions.indices)
        var copied = 0
        let written = out
        while !pending.isEmpty {
            var progressed = false
            var later: [Int] = []
            for index in pending {
                let ext = extensions[index]
                let name = ext.group.joined(separator: "."), target = ext.target.joined(separator: ".")
                var problem: String?
                if tokenPaths.contains(target) {
                    problem = "group '\(name)' extends '\(target)', which is a token; $extends names a group"
                } else if !groupPaths.contains(target), unresolved != nil {
                    unresolved?.append(ext)
                    done(index)
                    progressed = true
                    continue
                } else if !groupPaths.contains(target) {
                    problem = "group '\(name)' extends unknown group '\(target)'"
                } else if ext.group.starts(with: ext.target) {
                    problem = "group '\(name)' extends '\(target)', which contains it; $extends cannot be circular"
                }
                if let problem {
                    var suggestion: String?
                    if problem.contains("unknown") {
                        if groupNames == nil { groupNames = SuggestionIndex(groupPaths.filter { !$0.isEmpty }) }
                        suggestion = groupNames?.closest(to: target)
                    }
                    diagnostics.error("invalid-extends", problem, at: ext.location, suggestion: suggestion)
                    done(index)
                    progressed = true
                    continue
                }
                if waitingFor[index] > 0 {
                    later.append(index)
                    continue
                }
                var added: [TokenEntry] = []
                // Names hold no dot: a path inside the target is one whose string starts with
                // the target's and a dot (compared as bytes, not cut into names for each token).
                let inTarget = Array((target + ".").utf8), inGroup = Array((name + ".").utf8)
                for entry in out where entry.pathString.utf8.starts(with: inTarget) {
                    let path = entry.path
                    let copy = entry.with(path: ext.group + path.dropFirst(ext.target.count))
                    // Same path: the local token wins, whole.
                    guard tokenPaths.insert(copy.pathString).inserted else { continue }
                    let copyPath = copy.path
                    for depth in ext.group.count..<(copyPath.count - 1) {
                        let group = copyPath.prefix(depth + 1).joined(separator: ".")
                        if groupPaths.insert(group).inserted { groupNames?.add(group) }
                    }
                    added.append(copy)
                    guard copied + added.count <= Self.maxCopies else {
                        diagnostics.error(
                            "invalid-extends",
                            "group '\(name)' extends '\(target)' past \(Self.maxCopies) tokens copied by $extends in this file; groups that extend each other twice over double at each level",
                            at: ext.location)
                        // None of the copies stay: the file is as written, not 100,000 tokens
                        // that every later stage would check and render before the build fails.
                        out = written
                        return
                    }
                }
                copied += added.count
                let position = out.lastIndex { $0.pathString == name || $0.pathString.utf8.starts(with: inGroup) }.map { $0 + 1 } ?? out.count
                out.insert(contentsOf: added, at: position)
                done(index)
                progressed = true
            }
            pending = later
            guard progressed else {
                for ext in pending.map({ extensions[$0] }) {
                    diagnostics.error(
                        "invalid-extends",
                        "group '\(ext.group.joined(separator: "."))' extends '\(ext.target.joined(separator: "."))', which leads back to it through $extends; $extends cannot be circular",
                        at: ext.location)
                }
                return
            }
        }
    }
}
