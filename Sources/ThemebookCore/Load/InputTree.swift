/// A read-only folder tree held in memory: a git revision's files, read straight from git so
/// that nothing of a revision is ever written to disk (`GitRevision`). `InputFiles` reads from
/// it exactly as it reads from a folder, links included; but a link here is resolved inside the
/// tree only, so no path, however it is spelled, reaches a file on the machine.
///
/// Paths are relative to the tree's top, `/`-separated. The tree is built from checked paths
/// (no empty, `.` or `..` component: `GitTreePath`); `add` refuses a path that would make one
/// entry both a file and a folder.
public struct InputTree: Sendable {
    public enum Node: Sendable, Equatable {
        case file([UInt8])
        /// A symbolic link and its target as committed.
        case link(String)
        case folder
    }

    /// Every entry by path; folders are there too ("" is the top).
    private var nodes: [String: Node] = ["": .folder]
    /// The names in each folder, in the order they were added.
    private var names: [String: [String]] = [:]

    public init() {}

    /// The most links one lookup follows (Linux's limit); past it a path leads nowhere.
    public static let maxLinks = 40
    /// The longest link target read (a path the kernel would take); a longer one leads nowhere.
    public static let maxLinkTarget = 4095

    /// Adds an entry and the folders above it. Returns the path that clashes when an entry is
    /// already there, or a folder above it is a file or a link; nothing is changed then.
    public mutating func add(_ path: String, _ node: Node) -> String? {
        var folders: [(path: String, parent: String, name: String)] = []
        var parent = ""
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        for part in parts.dropLast() {
            let folder = parent.isEmpty ? String(part) : parent + "/" + part
            switch nodes[folder] {
            case .folder?: break
            case nil: folders.append((folder, parent, String(part)))
            default: return folder
            }
            parent = folder
        }
        guard nodes[path] == nil else { return path }
        for folder in folders where nodes[folder.path] == nil {
            nodes[folder.path] = .folder
            names[folder.parent, default: []].append(folder.name)
        }
        nodes[path] = node
        names[parent, default: []].append(parts.last.map(String.init) ?? path)
        return nil
    }

    /// Adds a folder and the folders above it (a folder may be added more than once). Returns
    /// the path that clashes when a file or a link is in the way.
    public mutating func addFolder(_ path: String) -> String? {
        if case .folder? = nodes[path] { return nil }
        return add(path, .folder)
    }

    /// The entry at `path` itself, a link not followed; nil when there is none.
    public func node(at path: String) -> Node? { nodes[path] }

    /// The names in the folder at `path` (a real folder, links resolved), unsorted.
    public func names(in folder: String) -> [String] { names[folder] ?? [] }

    /// The bytes of the file at `path` (a real path, links resolved).
    public func bytes(at path: String) -> [UInt8]? {
        if case .file(let bytes)? = nodes[path] { return bytes }
        return nil
    }

    /// Every link in the tree, by path.
    public var links: [(path: String, target: String)] {
        nodes.compactMap { path, node in
            if case .link(let target) = node { return (path, target) }
            return nil
        }.sorted { $0.path < $1.path }
    }

    public enum Resolution: Sendable, Equatable {
        /// The real path of what `path` names once every link is followed.
        case file(String)
        case folder(String)
        case missing
        /// The path climbs above the top, or a link on the way does (or is absolute): `link`
        /// is that link ("" when the path itself climbs out) and `target` what it points to.
        case outside(link: String, target: String)
    }

    /// What `path` (relative to the top) names, every link followed inside the tree, as the
    /// kernel would on disk: `..` after a link goes to the parent of where the link led.
    public func resolve(_ path: String) -> Resolution {
        // Each part remembers which link's target it came from (-1: `path` itself), so a `..`
        // that climbs out is blamed on the link that wrote it.
        var pending = path.split(separator: "/").reversed().map { ($0, -1) }
        var followed: [(path: String, target: String)] = []
        // The real folders walked so far, nearest last; the top is "".
        var stack = [""]
        while let (part, origin) = pending.popLast() {
            if part == "." { continue }
            if part == ".." {
                guard stack.count > 1 else {
                    return origin < 0 ? .outside(link: "", target: path) : .outside(link: followed[origin].path, target: followed[origin].target)
                }
                stack.removeLast()
                continue
            }
            let folder = stack[stack.count - 1]
            let candidate = folder.isEmpty ? String(part) : folder + "/" + part
            switch nodes[candidate] {
            case nil:
                return .missing
            case .folder?:
                stack.append(candidate)
            case .file?:
                // A file with more after it (even `.`) is not a folder.
                return pending.isEmpty ? .file(candidate) : .missing
            case .link(let target)?:
                guard followed.count < Self.maxLinks, !target.isEmpty, target.utf8.count <= Self.maxLinkTarget, !target.utf8.contains(0) else {
                    return .missing
                }
                guard !target.hasPrefix("/") else { return .outside(link: candidate, target: target) }
                followed.append((candidate, target))
                pending.append(contentsOf: target.split(separator: "/").reversed().map { ($0, followed.count - 1) })
            }
        }
        return .folder(stack[stack.count - 1])
    }
}
