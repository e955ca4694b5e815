import Foundation

/// The content folder as a git revision has it, written out by git itself into a temporary
/// folder: `git ls-tree` lists the folder's files (and any file outside it that the site config
/// names, such as Swift sources in `../App`), `git cat-file --batch` reads them. The working
/// tree, the index and the repository are never touched.
struct GitRevision {
    let revision: String
    /// The temporary folder standing for the repository's top folder.
    let folder: String
    /// The content folder inside `folder`.
    let contentFolder: String

    /// Every problem is a diagnostic: git missing, not a repository, an unknown revision, a
    /// content folder outside the repository or absent at that revision.
    static func checkout(
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
        var entries = listTree(commit, paths: relative.isEmpty ? [] : [relative], in: root)
        guard !entries.isEmpty else {
            diagnostics.error("missing-file", "content folder '\(content)' does not exist at revision '\(revision)'", at: nil)
            return nil
        }
        // Files the site config names outside the content folder (Swift sources, asset catalogues).
        let configPath = relative.isEmpty ? ContentLoader.configFile : relative + "/" + ContentLoader.configFile
        if let config = entries.first(where: { $0.path == configPath }), let bytes = readBlobs([config.object], in: root)?.first {
            let outside = namedPaths(in: bytes, content: relative).filter { !isInside($0, relative) }
            if !outside.isEmpty { entries += listTree(commit, paths: outside, in: root) }
        }
        let folder = NSTemporaryDirectory() + "themebook-diff-\(UUID().uuidString)"
        let checkout = GitRevision(
            revision: revision, folder: folder, contentFolder: relative.isEmpty ? folder : folder + "/" + relative)
        let files = CatalogueDiff.unique(entries) { $0.path }
        guard let blobs = readBlobs(files.map(\.object), in: root), blobs.count == files.count else {
            diagnostics.error("git-failed", "git could not read the files of revision '\(revision)'", at: nil)
            return nil
        }
        do {
            for (entry, bytes) in zip(files, blobs) {
                let url = URL(fileURLWithPath: folder + "/" + entry.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                if entry.mode == "120000" {
                    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: String(decoding: bytes, as: UTF8.self))
                } else {
                    try Data(bytes).write(to: url)
                }
            }
        } catch {
            checkout.remove()
            diagnostics.error("git-failed", "cannot write revision '\(revision)' to a temporary folder: \(error.localizedDescription)", at: nil)
            return nil
        }
        return checkout
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    /// A diagnostic with its paths shown as `REV:path/in/repository`.
    func shown(_ diagnostic: Diagnostic) -> Diagnostic {
        var d = diagnostic
        d.location = d.location.map(shown)
        d.notes = d.notes.map { Diagnostic.Note($0.message, at: $0.location.map(shown)) }
        return d
    }

    private func shown(_ location: SourceLocation) -> SourceLocation {
        var l = location
        if l.file.hasPrefix(folder + "/") { l.file = revision + ":" + l.file.dropFirst(folder.count + 1) }
        return l
    }

    /// The file on disk behind a shown path.
    func realPath(_ shownPath: String) -> String? {
        guard shownPath.hasPrefix(revision + ":") else { return nil }
        return folder + "/" + shownPath.dropFirst(revision.count + 1)
    }

    // MARK: - Git

    struct TreeEntry {
        var mode: String
        var object: String
        var path: String
    }

    /// Files (blobs and symbolic links) under the paths at a commit, paths from the top folder.
    static func listTree(_ commit: String, paths: [String], in root: String) -> [TreeEntry] {
        guard let listed = Git.run(["--literal-pathspecs", "ls-tree", "-r", "-z", "--full-tree", commit, "--"] + paths, in: root),
            listed.status == 0
        else { return [] }
        return listed.output.split(separator: 0).compactMap { record in
            // `<mode> SP <type> SP <object> TAB <path>`
            guard let tab = record.firstIndex(of: 9) else { return nil }
            let fields = record[..<tab].split(separator: 32).map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 3, fields[1] == "blob" else { return nil }
            return TreeEntry(mode: fields[0], object: fields[2], path: String(decoding: record[(tab + 1)...], as: UTF8.self))
        }
    }

    /// The contents of each blob, in order; nil when git fails or answers something unexpected.
    static func readBlobs(_ objects: [String], in root: String) -> [[UInt8]]? {
        guard !objects.isEmpty else { return [] }
        guard let read = Git.run(["cat-file", "--batch"], in: root, input: Array(objects.joined(separator: "\n").utf8) + [10]),
            read.status == 0
        else { return nil }
        // Each answer is `<object> blob <size> LF <contents> LF`.
        let out = read.output
        var blobs: [[UInt8]] = []
        var index = 0
        while index < out.count {
            guard let end = out[index...].firstIndex(of: 10) else { return nil }
            let header = String(decoding: out[index..<end], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]), end + 1 + size <= out.count else { return nil }
            blobs.append(Array(out[(end + 1)..<(end + 1 + size)]))
            index = end + 1 + size + 1
        }
        return blobs
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
        return CatalogueDiff.unique(strings.compactMap { normalized(content.isEmpty ? $0 : content + "/" + $0) }).sorted()
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
