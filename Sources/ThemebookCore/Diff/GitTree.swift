/// A revision's files in memory (`InputTree`) from git's listing and blobs, refusing every entry
/// a crafted commit could use to reach outside: a path git's fsck refuses (`GitTreePath`), two
/// entries at one path or a file where another entry needs a folder (a link and a folder of the
/// same name), and a link that leads outside the revision. Each is an `unsafe-git-path` error
/// naming the entry, and the revision is not read. Pure: bytes in, a tree and diagnostics out.
enum GitTree {
    /// `entries` as `ls-tree` listed them, `blobs` every object's bytes; `label` starts each
    /// shown path (`REV:`). nil when an entry was refused.
    static func build(
        _ entries: [GitTreeListing.Entry], blobs: [String: [UInt8]], label: String, diagnostics: inout Diagnostics
    ) -> InputTree? {
        var tree = InputTree()
        var refused = false
        // Folders refused already: what they hold is not reported again.
        var refusedFolders: [[UInt8]] = []
        // `ls-tree -t` lists every folder before what it holds: an entry whose folder is not
        // listed has a `/` inside one of its names (a tree only `hash-object --literally` makes).
        var folders: Set<[UInt8]> = [[]]
        for entry in entries where entry.kind == .folder { folders.insert(entry.path) }
        func refuse(_ path: [UInt8], _ message: String) {
            refused = true
            let shown = label + String(decoding: path, as: UTF8.self)
            diagnostics.error(
                GitTreePath.unsafeID, "entry '\(shown)' \(message); the revision is not read",
                at: SourceLocation(file: shown, line: 1, column: 1))
        }
        for entry in entries {
            if refusedFolders.contains(where: { entry.path.starts(with: $0 + [UInt8(ascii: "/")]) }) { continue }
            if let problem = GitTreePath.problem(entry.path) {
                refuse(entry.path, "is refused: \(problem)")
                if entry.kind == .folder { refusedFolders.append(entry.path) }
                continue
            }
            let parent = Array(entry.path[..<(entry.path.lastIndex(of: UInt8(ascii: "/")) ?? 0)])
            guard folders.contains(parent) else {
                refuse(entry.path, "is refused: it holds a '/' inside one name")
                continue
            }
            let path = String(decoding: entry.path, as: UTF8.self)
            let node: InputTree.Node
            switch entry.kind {
            case .submodule:
                continue
            case .folder:
                if let clash = tree.addFolder(path) {
                    refuse(entry.path, clash == path ? "is listed twice (a folder and a file or a link)" : "needs '\(label)\(clash)' to be a folder, but it is a file or a link")
                }
                continue
            case .file:
                guard let bytes = blobs[entry.object] else { continue }
                node = .file(bytes)
            case .link:
                guard let bytes = blobs[entry.object] else { continue }
                guard let target = linkTarget(bytes) else {
                    refuse(entry.path, "is a link whose target is not a path")
                    continue
                }
                node = .link(target)
            }
            if let clash = tree.add(path, node) {
                refuse(entry.path, clash == path ? "is listed twice" : "needs '\(label)\(clash)' to be a folder, but it is a file or a link")
            }
        }
        for (path, target) in tree.links {
            // Only the link whose own target leads out: one that leads out through another link
            // names that one, which is reported at its own entry.
            if case .outside(let link, _) = tree.resolve(path), link == path {
                refuse(Array(path.utf8), "is a link to '\(target)', outside the revision; it is not followed")
            }
        }
        return refused ? nil : tree
    }

    /// A link's target as a path the kernel would take: UTF-8, no NUL, 1 to 4,095 bytes.
    static func linkTarget(_ bytes: [UInt8]) -> String? {
        guard !bytes.isEmpty, bytes.count <= InputTree.maxLinkTarget, !bytes.contains(0) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }
}

extension GitTree {
    /// The fuzz target's body (`FuzzTarget.gitTree`): `ls-tree -r -t -z` output, then two NULs
    /// (which that output never holds), then `cat-file --batch` output of its blobs. Reads both,
    /// checks and builds the tree, resolves every entry, and loads it as a content folder.
    static func fuzz(_ bytes: [UInt8], diagnostics: inout Diagnostics) {
        var split = bytes.count
        for index in bytes.indices.dropLast() where bytes[index] == 0 && bytes[index + 1] == 0 {
            split = index
            break
        }
        let listing = Array(bytes[..<split]) + (split < bytes.count ? [0] : [])
        guard case .success(let entries) = GitTreeListing.entries(listing) else {
            diagnostics.error("git-failed", "git ls-tree gave a malformed answer", at: nil)
            return
        }
        let batch = split + 2 <= bytes.count ? Array(bytes[(split + 2)...]) : []
        guard let blobs = GitTreeListing.blobs(batch) else {
            diagnostics.error("git-failed", "git cat-file gave a malformed answer", at: nil)
            return
        }
        let objects = Dictionary(blobs.map { ($0.object, $0.bytes) }) { first, _ in first }
        guard let tree = build(entries, blobs: objects, label: "fuzz:", diagnostics: &diagnostics) else { return }
        for entry in entries {
            let path = String(decoding: entry.path, as: UTF8.self)
            _ = tree.resolve(path)
            _ = tree.resolve(path + "/../" + path)
        }
        _ = ContentLoader.load(InputFiles(tree: tree, base: "", label: "fuzz:"), diagnostics: &diagnostics)
    }
}
