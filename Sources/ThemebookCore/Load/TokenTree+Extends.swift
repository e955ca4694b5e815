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

    static func applyExtensions(_ groups: GroupIndex, to out: inout [TokenEntry], diagnostics: inout Diagnostics) {
        var tokenPaths = Set(out.map(\.pathString))
        var groupPaths = groups.paths
        var pending = groups.extensions
        while !pending.isEmpty {
            var progressed = false
            var index = 0
            while index < pending.count {
                let ext = pending[index]
                let name = ext.group.joined(separator: "."), target = ext.target.joined(separator: ".")
                var problem: String?
                if tokenPaths.contains(target) {
                    problem = "group '\(name)' extends '\(target)', which is a token; $extends names a group"
                } else if !groupPaths.contains(target) {
                    problem = "group '\(name)' extends unknown group '\(target)'"
                } else if ext.group.starts(with: ext.target) {
                    problem = "group '\(name)' extends '\(target)', which contains it; $extends cannot be circular"
                }
                if let problem {
                    diagnostics.error(
                        "invalid-extends", problem, at: ext.location,
                        suggestion: problem.contains("unknown") ? Suggestion.closest(to: target, in: groupPaths.filter { !$0.isEmpty }) : nil)
                    pending.remove(at: index)
                    progressed = true
                    continue
                }
                // Wait for every extension that adds tokens inside the target, or to a group around it.
                let waits = pending.indices.contains { other in
                    other != index && (pending[other].group.starts(with: ext.target) || ext.target.starts(with: pending[other].group))
                }
                if waits {
                    index += 1
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
                        groupPaths.insert(copyPath.prefix(depth + 1).joined(separator: "."))
                    }
                    added.append(copy)
                }
                let position = out.lastIndex { $0.pathString == name || $0.pathString.utf8.starts(with: inGroup) }.map { $0 + 1 } ?? out.count
                out.insert(contentsOf: added, at: position)
                pending.remove(at: index)
                progressed = true
            }
            guard progressed else {
                for ext in pending {
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
