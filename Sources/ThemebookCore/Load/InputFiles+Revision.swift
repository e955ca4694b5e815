import Foundation

extension InputFiles {
    /// A git revision's files, held in memory (`InputTree`): what `InputFiles` reads instead of
    /// the disk when it has one. Real paths are then paths in the tree, never on the machine.
    public struct Revision: Sendable {
        public var tree: InputTree
        /// The content folder's path in the tree ("" for its top).
        public var base: String
        /// What every shown path starts with: `REV:`.
        public var label: String

        /// The revision as the user named it.
        var name: String { label.hasSuffix(":") ? String(label.dropLast()) : label }

        /// What `relative` (to the content folder) names in the tree. An absolute path names
        /// nothing in a revision: it would be a file on this machine.
        func access(_ relative: String) -> Access {
            guard !relative.hasPrefix("/") else { return .outside(real: "'\(relative)' is an absolute path") }
            return resolved(relative.isEmpty || relative == "." ? base : base.isEmpty ? relative : base + "/" + relative)
        }

        /// What a path in the tree names, every link followed inside the tree.
        func resolved(_ path: String) -> Access {
            switch tree.resolve(path) {
            case .file(let real): return .inside(.file, real: real)
            case .folder(let real): return .inside(.folder, real: real)
            case .missing: return .missing
            case .outside(let link, let target):
                return .outside(real: link.isEmpty ? "'\(target)' climbs above its top" : "link '\(label)\(link)' points to '\(target)'")
            }
        }
    }

    /// The entries of a real folder, unsorted, each with what `entry(real:)` says it is; nil when
    /// the folder cannot be listed.
    func entries(inReal folder: String) -> [(name: String, entry: (isLink: Bool, kind: Kind))]? {
        guard let revision else { return Self.listed(inReal: folder) }
        return revision.tree.names(in: folder).compactMap { name in
            entry(real: folder.isEmpty ? name : folder + "/" + name).map { (name, $0) }
        }
    }

    /// What the entry at a real path is, the link itself if it is one (not followed: its kind
    /// is then `.other`); nil when there is none.
    func entry(real path: String) -> (isLink: Bool, kind: Kind)? {
        if let revision {
            guard let node = revision.tree.node(at: path) else { return nil }
            if case .link = node { return (true, .other) }
            return (false, kind(ofReal: path))
        }
        return Self.lstatEntry(path)
    }

    /// Where the link at a real path leads, checked against the scope.
    func follow(link path: String) -> Access {
        if let revision { return revision.resolved(path) }
        guard let target = ReadScope.realPath(path) else { return .missing }
        guard scope.contains(real: target) else { return .outside(real: target) }
        return .inside(Self.kind(ofReal: target), real: target)
    }

    /// What a real path is: a regular file, a folder or something else.
    func kind(ofReal path: String) -> Kind {
        guard let revision else { return Self.kind(ofReal: path) }
        switch revision.tree.node(at: path) {
        case .file?: return .file
        case .folder?: return .folder
        default: return .other
        }
    }
}
