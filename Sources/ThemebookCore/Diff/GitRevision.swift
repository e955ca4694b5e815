import Foundation

/// The content folder as a git revision has it, read with git straight into memory:
/// `git ls-tree` lists the folder's files (and any file outside it that the site config names,
/// such as Swift sources in `../App`), `git cat-file --batch` reads them, and Load reads them
/// from an `InputTree` (`files`). Nothing of the revision is ever written to disk, so no entry
/// of a crafted commit can write anywhere; the working tree, the index and the repository are
/// never touched.
///
/// Entries git's own fsck refuses (`GitTreePath`), entries that clash (a link and a folder of
/// one name), and links that lead outside the revision are `unsafe-git-path` errors naming the
/// entry: the revision is not read.
struct GitRevision {
    let revision: String
    let tree: InputTree
    /// The content folder's path in the tree ("" for the repository's top).
    let content: String

    /// What every path of the revision is shown with: `REV:path/in/repository`.
    var label: String { revision + ":" }

    /// The revision's files, for Load.
    var files: InputFiles { InputFiles(tree: tree, base: content, label: label) }

    /// Every problem is a diagnostic: git missing, not a repository, an unknown revision, a
    /// content folder outside the repository or absent at that revision, an unsafe entry.
    static func read(
        _ revision: String, content: String, repository: String, diagnostics: inout Diagnostics
    ) -> GitRevision? {
        guard let top = Git.run(["rev-parse", "--show-toplevel"], in: repository) else {
            diagnostics.error("git-failed", "git could not be run; reading revision '\(revision)' needs git", at: nil)
            return nil
        }
        guard top.status == 0, let root = top.text.split(separator: "\n").first.map(String.init) else {
            diagnostics.error(
                "unknown-revision",
                "'\(revision)' is neither a content folder nor a revision: '\(repository)' is not inside a git repository",
                at: nil)
            return nil
        }
        // `-x` would be read as an option; no revision starts with one.
        guard !revision.hasPrefix("-"), !revision.isEmpty,
            let verified = Git.run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: root),
            verified.status == 0, let commit = verified.text.split(separator: "\n").first.map(String.init)
        else {
            diagnostics.error(
                "unknown-revision", "'\(revision)' is neither a content folder nor a revision of the git repository at '\(root)'",
                at: nil)
            return nil
        }
        guard let relative = relativePath(of: content, from: repository, inRepository: root) else {
            diagnostics.error("git-failed", "content folder '\(content)' is not inside the git repository at '\(root)'", at: nil)
            return nil
        }
        func failed(_ what: String, _ error: String, _ diagnostics: inout Diagnostics) {
            diagnostics.error("git-failed", "git could not \(what) of revision '\(revision)'\(error.isEmpty ? "" : ": " + error)", at: nil)
        }
        let listed = listTree(commit, paths: relative.isEmpty ? [] : [relative], in: root)
        guard case .success(var entries) = listed else {
            if case .failure(let error) = listed { failed("list the files", error.text, &diagnostics) }
            return nil
        }
        guard !entries.isEmpty else {
            diagnostics.error("missing-file", "content folder '\(content)' does not exist at revision '\(revision)'", at: nil)
            return nil
        }
        // Files the site config names outside the content folder (Swift sources, asset catalogues).
        let configPath = Array((relative.isEmpty ? ContentLoader.configFile : relative + "/" + ContentLoader.configFile).utf8)
        if let config = entries.first(where: { $0.path == configPath && $0.kind == .file }),
            let bytes = readBlobs([config.object], in: root)?[config.object]
        {
            let outside = namedPaths(in: bytes, content: relative).filter { !isInside($0, relative) }
            if !outside.isEmpty {
                switch listTree(commit, paths: outside, in: root) {
                case .success(let more): entries += more
                case .failure(let error):
                    failed("list the files", error.text, &diagnostics)
                    return nil
                }
            }
        }
        // The same entry listed twice (the content folder and a path the config names) is one;
        // two different entries at one path are a clash `GitTree` reports.
        entries = CatalogueDiff.unique(entries) { "\($0.mode) \($0.object)\t" + String(decoding: $0.path, as: UTF8.self) }
        let objects = CatalogueDiff.unique(entries.filter { $0.kind == .file || $0.kind == .link }.map(\.object))
        guard let blobs = readBlobs(objects, in: root), blobs.count == objects.count else {
            failed("read the files", "", &diagnostics)
            return nil
        }
        guard let tree = GitTree.build(entries, blobs: blobs, label: revision + ":", diagnostics: &diagnostics) else { return nil }
        return GitRevision(revision: revision, tree: tree, content: relative)
    }

    /// A diagnostic's excerpt source: the bytes of the file a shown path (`REV:path`) names,
    /// links followed inside the revision only; nil for any other path.
    func source(ofShown path: String) -> [UInt8]? {
        guard path.hasPrefix(label), case .file(let real) = tree.resolve(String(path.dropFirst(label.count))) else { return nil }
        return tree.bytes(at: real)
    }

    // MARK: - Git

    /// Files (blobs, links and submodules) under the paths at a commit, and the folders that
    /// hold them (`-t`: a name holding a `/` then shows, having no folder of its own), paths
    /// from the top folder; nil when git fails or answers something unexpected.
    static func listTree(_ commit: String, paths: [String], in root: String) -> Result<[GitTreeListing.Entry], ListingFailure> {
        guard let listed = Git.run(["--literal-pathspecs", "ls-tree", "-r", "-t", "-z", "--full-tree", commit, "--"] + paths, in: root)
        else { return .failure(ListingFailure(text: "")) }
        // git refuses some trees itself (`fatal: empty filename in tree entry`): say so.
        guard listed.status == 0 else { return .failure(ListingFailure(text: listed.error)) }
        switch GitTreeListing.entries(listed.output) {
        case .success(let entries): return .success(entries)
        case .failure(.malformed(let record)): return .failure(ListingFailure(text: "record \(record) of its answer is malformed"))
        case .failure(.mode(let mode, let path)):
            return .failure(ListingFailure(text: "'\(String(decoding: path, as: UTF8.self))' has mode \(mode), which git does not write"))
        }
    }

    struct ListingFailure: Error { var text: String }

    /// The contents of each object by name; nil when git fails or answers something unexpected.
    static func readBlobs(_ objects: [String], in root: String) -> [String: [UInt8]]? {
        guard !objects.isEmpty else { return [:] }
        guard let read = Git.run(["cat-file", "--batch"], in: root, input: Array(objects.joined(separator: "\n").utf8) + [10]),
            read.status == 0, let blobs = GitTreeListing.blobs(read.output), blobs.map(\.object) == objects
        else { return nil }
        return Dictionary(blobs.map { ($0.object, $0.bytes) }) { first, _ in first }
    }

    // MARK: - Paths

    /// Every string of the site config that, taken as a path relative to the content folder,
    /// stays inside the repository: the inputs it names. Strings that name nothing cost nothing
    /// (`ls-tree` lists no file for them).
    static func namedPaths(in config: [UInt8], content: String) -> [String] {
        var diagnostics = Diagnostics()
        guard let node = JSONParser.parse(config, file: ContentLoader.configFile, into: &diagnostics) else { return [] }
        var strings: [String] = []
        var pending = [node]
        while let next = pending.popLast(), strings.count < 1000 {
            switch next.value {
            case .string(let s): strings.append(s)
            case .array(let items): pending += items
            case .object(let members): pending += members.map(\.value)
            default: break
            }
        }
        // The app's code folders are named from `appCode.root`, not from the content folder.
        let appCode = AppCodeConfig.repositoryPaths(node, content: content).compactMap(normalized)
        return CatalogueDiff.unique(strings.compactMap { normalized(content.isEmpty ? $0 : content + "/" + $0) } + appCode).sorted()
    }

    /// `content/../App/Sources` → `App/Sources`; nil when it leaves the repository or is absolute.
    static func normalized(_ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else if part != "." {
                parts.append(part)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || path == folder || path.hasPrefix(folder + "/")
    }

    /// The content folder's path from the repository's top folder ("" for the top itself).
    static func relativePath(of content: String, from workingFolder: String, inRepository root: String) -> String? {
        let base = URL(fileURLWithPath: workingFolder).resolvingSymlinksInPath()
        let absolute = content.hasPrefix("/") ? URL(fileURLWithPath: content) : base.appendingPathComponent(content)
        let target = absolute.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let top = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().pathComponents
        guard target.count >= top.count, Array(target.prefix(top.count)) == top else { return nil }
        return target.dropFirst(top.count).joined(separator: "/")
    }
}
