import Foundation

/// The only place Load touches the disk: reads files and lists folders, deterministically, and
/// only inside the `ReadScope` (`read(_:namedAt:what:diagnostics:)` is the one containment check
/// every reader of a named input calls). For a git revision it reads a tree in memory instead
/// (`revision`), and then never touches the disk at all.
public struct InputFiles: Sendable {
    /// The content folder as the user named it; diagnostics print paths under it.
    public var root: String
    /// Where reads may go once symbolic links are resolved.
    public var scope: ReadScope
    /// Set when the files are a git revision's, held in memory: every read goes to its tree.
    public private(set) var revision: Revision?

    public init(root: String, scope: ReadScope? = nil) {
        self.root = root
        self.scope = scope ?? ReadScope(folders: [root])
    }

    /// The files of a revision's tree; `base` is the content folder's path in it, `label` what
    /// every shown path starts with (`REV:`).
    public init(tree: InputTree, base: String, label: String) {
        root = label + base
        scope = ReadScope(folders: [])
        revision = Revision(tree: tree, base: base, label: label)
    }

    public static let outsideID = "outside-project"

    /// `content` + `tokens/a.json` → `content/tokens/a.json`: the path diagnostics print, from
    /// the working folder, with `.` and `..` taken out (`docs/colours` + `../../Sources/A.swift`
    /// → `Sources/A.swift`). Only for showing: the disk is read through `joined`, so a link
    /// followed by `..` still leads where the system says.
    /// A revision's paths are its label and the path in its tree (`REV:App/A.swift`), even for
    /// a file beside the content folder (`../App/A.swift`).
    public func path(_ relative: String) -> String {
        if let revision, !relative.hasPrefix("/") {
            let inTree = Self.normalized(revision.base.isEmpty ? relative : relative.isEmpty ? revision.base : revision.base + "/" + relative)
            return revision.label + (inTree == "." ? "" : inTree)
        }
        return Self.normalized(joined(relative))
    }

    /// `content` + `tokens/a.json` → `content/tokens/a.json`, as written.
    func joined(_ relative: String) -> String {
        if relative.hasPrefix("/") { return relative }
        // A revision's top: `REV:` + `tokens/a.json`.
        if let revision, root == revision.label { return relative.isEmpty || relative == "." ? root : root + relative }
        let base = root.hasSuffix("/") ? String(root.dropLast()) : root
        if relative.isEmpty || relative == "." { return base.isEmpty ? "." : base }
        return base.isEmpty || base == "." ? relative : base + "/" + relative
    }

    /// `a/./b//../c` → `a/c`, lexically; a `..` that climbs above the start is kept (`../x`),
    /// an absolute path stays absolute, and nothing left is `.`.
    static func normalized(_ path: String) -> String {
        // Most paths have nothing to take out: returned as they are (found over the bytes, since
        // every guide's path comes here while one thread lists them).
        if !hasDotOrEmptyPart(path) { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", path.hasPrefix("/") {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `path` starts with `.`, ends with `/`, or has `/.` or `//` in it: whether a part
    /// of it may be `.`, `..` or empty (the slow way gives any other path back as it is).
    private static func hasDotOrEmptyPart(_ path: String) -> Bool {
        var previous: UInt8?
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "."): if previous == nil || previous == UInt8(ascii: "/") { return true }
            case UInt8(ascii: "/"): if previous == UInt8(ascii: "/") { return true }
            default: break
            }
            previous = byte
        }
        return previous == UInt8(ascii: "/")
    }

    enum Kind: Equatable { case file, folder, other }

    /// What a path is, checked against the scope after resolving every link.
    enum Access: Equatable {
        case inside(Kind, real: String)
        case missing
        case outside(real: String)
    }

    func access(_ relative: String) -> Access {
        if let revision { return revision.access(relative) }
        guard let real = ReadScope.realPath(joined(relative)) else { return .missing }
        guard scope.contains(real: real) else { return .outside(real: real) }
        return .inside(Self.kind(ofReal: real), real: real)
    }

    /// A folder on disk listed with what each entry is, as `entry(real:)` says, from the type
    /// the folder's listing gives (no `lstat` per entry, but where the file system gives none).
    /// A name that is not UTF-8 is left out, as a path that names nothing.
    static func listed(inReal folder: String) -> [(name: String, entry: (isLink: Bool, kind: Kind))]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [(name: String, entry: (isLink: Bool, kind: Kind))] = []
        while let listed = readdir(directory) {
            // The name is copied at once: the entry is valid only until the next `readdir`.
            let type = Int(listed.pointee.d_type)
            let name = withUnsafeBytes(of: listed.pointee.d_name) { bytes in
                String(validating: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let name, name != ".", name != ".." else { continue }
            switch type {
            case Int(DT_REG): entries.append((name, (false, .file)))
            case Int(DT_DIR): entries.append((name, (false, .folder)))
            case Int(DT_LNK): entries.append((name, (true, .other)))
            case Int(DT_UNKNOWN):
                guard let found = Self.lstatEntry(folder + "/" + name) else { continue }
                entries.append((name, found))
            default: entries.append((name, (false, .other)))
            }
        }
        return entries
    }

    /// What the entry at a path on disk is, the link itself if it is one; nil when there is none.
    static func lstatEntry(_ path: String) -> (isLink: Bool, kind: Kind)? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return (true, .other)
        case S_IFREG: return (false, .file)
        case S_IFDIR: return (false, .folder)
        default: return (false, .other)
        }
    }

    static func kind(ofReal path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    public func exists(_ relative: String) -> Bool {
        if case .inside = access(relative) { return true }
        return false
    }

    public func isDirectory(_ relative: String) -> Bool {
        if case .inside(.folder, _) = access(relative) { return true }
        return false
    }

    /// A regular file inside the scope, or nil (a FIFO or device would block or never end).
    public func read(_ relative: String) -> [UInt8]? {
        guard case .inside(.file, let real) = access(relative) else { return nil }
        return contents(ofReal: real)
    }

    /// The bytes of a regular file found inside the scope (`access`), by its real path.
    func contents(ofReal real: String) -> [UInt8]? {
        if let revision { return revision.tree.bytes(at: real) }
        return Self.contents(ofFile: real)
    }

    /// How the site copies a regular file found inside the scope: read from the disk when the
    /// copy is written (opened now to be sure it can be), or a revision's bytes; nil when it
    /// cannot be read.
    func copy(ofReal real: String) -> SiteCopy? {
        if let revision { return revision.tree.bytes(at: real).map(SiteCopy.bytes) }
        guard let (descriptor, _) = Self.openRegular(real) else { return nil }
        close(descriptor)
        return .file(real)
    }

    /// The size of a regular file found inside the scope, in bytes (0 when it is gone).
    func size(ofReal real: String) -> Int {
        if let revision { return revision.tree.bytes(at: real)?.count ?? 0 }
        var info = stat()
        return stat(real, &info) == 0 ? Int(info.st_size) : 0
    }

    /// The bytes of a regular file, read straight into the array (`FileManager` reads into
    /// `Data`, which was then copied: two copies of every input, and their pages, for one).
    /// nil when it cannot be opened or read, or is no longer a regular file (`openRegular`).
    static func contents(ofFile path: String) -> [UInt8]? {
        guard let (fd, info) = openRegular(path) else { return nil }
        defer { close(fd) }
        // The size is a hint: the file may grow or shrink while it is read.
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 4096))) }
            let read = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(fd, buffer.baseAddress! + count, buffer.count - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if read == 0 { break }
            count += read
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// `path`, a real path found inside the scope, opened for reading, with its `stat`; nil when
    /// it cannot be opened or is not a regular file. A file may be read a while after it was
    /// checked (a guide in each pass, a picture when its copy is written): a link put in its
    /// place meanwhile is not followed, and a FIFO neither blocks the open nor is read.
    static func openRegular(_ path: String) -> (descriptor: Int32, info: stat)? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            return nil
        }
        return (fd, info)
    }

    /// Reads the file an input names (a site config entry, a `$ref`, a Swift source), reporting
    /// at `location` — the name — when it does not exist, is not a regular file, or lies
    /// outside the project. `what` starts the message: "file", "Swift source".
    func read(_ relative: String, namedAt location: SourceLocation?, what: String, diagnostics: inout Diagnostics) -> [UInt8]? {
        switch access(relative) {
        case .inside(.file, let real):
            if let bytes = contents(ofReal: real) { return bytes }
            diagnostics.error("missing-file", "\(what) '\(path(relative))' cannot be read", at: location)
        case .inside(.folder, _):
            diagnostics.error("missing-file", "\(what) '\(path(relative))' is a folder, not a file", at: location)
        case .inside(.other, _):
            diagnostics.error("missing-file", "\(what) '\(path(relative))' is not a regular file", at: location)
        case .missing:
            diagnostics.error("missing-file", "\(what) '\(path(relative))' does not exist", at: location)
        case .outside(let real):
            reportOutside(what, relative, real: real, at: location, diagnostics: &diagnostics)
        }
        return nil
    }

    /// Whether a folder an input names exists inside the scope; anything else is reported at
    /// `location` (when `required`; a default folder may be absent).
    func folder(
        _ relative: String, namedAt location: SourceLocation?, what: String, required: Bool = true, diagnostics: inout Diagnostics
    ) -> Bool {
        switch access(relative) {
        case .inside(.folder, _):
            return true
        case .inside:
            diagnostics.error("missing-file", "\(what) '\(path(relative))' is not a folder", at: location)
        case .missing:
            if required { diagnostics.error("missing-file", "\(what) '\(path(relative))' does not exist", at: location) }
        case .outside(let real):
            reportOutside(what, relative, real: real, at: location, diagnostics: &diagnostics)
        }
        return false
    }

    func reportOutside(_ what: String, _ relative: String, real: String, at location: SourceLocation?, diagnostics: inout Diagnostics) {
        if let revision {
            diagnostics.error(
                Self.outsideID, "\(what) '\(path(relative))' is outside revision '\(revision.name)': \(real); it is not followed",
                at: location)
            return
        }
        diagnostics.error(
            Self.outsideID,
            "\(what) '\(path(relative))' is outside the project '\(scope.project)' (it resolves to '\(real)'); "
                + "inputs must lie inside the project or a folder given with --allow-read",
            at: location)
    }

    /// Every regular file below a folder with the extension, sorted by path (relative to the
    /// folder). Links are followed — a linked folder is read like any other — but an entry that
    /// resolves outside the scope is reported at the link and left out, and so is one with the
    /// extension that is not a regular file (a FIFO would block the read, a device never end).
    func files(under folder: String, withExtension ext: String, diagnostics: inout Diagnostics) -> [String] {
        filesWithReal(under: folder, withExtension: ext, diagnostics: &diagnostics).map(\.relative)
    }

    /// The same, each with its real path (read it with `contents(ofReal:)`).
    func filesWithReal(
        under folder: String, withExtension ext: String, diagnostics: inout Diagnostics
    ) -> [(relative: String, real: String)] {
        walk(folder, diagnostics: &diagnostics) { name, kind, _ in
            kind == .folder ? .enter : name.hasSuffix("." + ext) ? .take : .skip
        }
    }

    /// Every regular file below a folder but hidden ones (`.DS_Store`, `.git`), sorted by path
    /// (relative to the folder); anything else (a FIFO, a device) is left out.
    func files(under folder: String, diagnostics: inout Diagnostics) -> [String] {
        walk(folder, diagnostics: &diagnostics) { name, kind in
            name.hasPrefix(".") || kind == .other ? .skip : kind == .folder ? .enter : .take
        }
    }

    /// Every folder below `folder` whose name ends in `.suffix`, not descending into them.
    func folders(under folder: String, withSuffix suffix: String, diagnostics: inout Diagnostics) -> [String] {
        walk(folder, diagnostics: &diagnostics) { name, kind in
            kind == .folder ? (name.hasSuffix("." + suffix) ? .take : .enter) : .skip
        }
    }

    enum WalkStep { case take, enter, skip }

    /// Every regular file below a folder that `step` takes, given each entry's name, kind and
    /// path relative to the folder, with its real path (read it with `contents(ofReal:)`); a
    /// folder it does not enter is not walked at all (the app's code leaves out build output
    /// and dependencies this way, `AppCodeLoader`).
    func files(
        under folder: String, diagnostics: inout Diagnostics, step: (String, Kind, String) -> WalkStep
    ) -> [(relative: String, real: String)] {
        walk(folder, diagnostics: &diagnostics, step: step)
    }

    private func walk(_ folder: String, diagnostics: inout Diagnostics, step: (String, Kind) -> WalkStep) -> [String] {
        walk(folder, diagnostics: &diagnostics) { name, kind, _ in step(name, kind) }.map(\.relative)
    }

    /// Walks a folder without recursion. Each real folder is entered once, so links that loop
    /// back, or many links to one folder, cost nothing more than the folder itself.
    private func walk(
        _ folder: String, diagnostics: inout Diagnostics, step: (String, Kind, String) -> WalkStep
    ) -> [(relative: String, real: String)] {
        guard case .inside(.folder, let realBase) = access(folder) else { return [] }
        var out: [(relative: String, real: String)] = []
        var entered: Set<String> = [realBase]
        var pending: [(relative: String, real: String)] = [("", realBase)]
        while let (prefix, realFolder) = pending.popLast() {
            guard let listed = entries(inReal: realFolder) else { continue }
            for (name, found) in listed.sorted(by: { $0.name < $1.name }) {
                let relative = prefix + name
                var real = realFolder.isEmpty ? name : realFolder + "/" + name
                var kind = found.kind
                if found.isLink {
                    // A link: judged by where it leads, like every other input.
                    switch follow(link: real) {
                    case .missing:
                        if step(name, .file, relative) == .take {
                            let shown = folder.isEmpty || folder == "." ? relative : folder + "/" + relative
                            diagnostics.error(
                                "missing-file", "link '\(path(shown))' leads to nothing; it is not read",
                                at: SourceLocation(file: path(shown), line: 1, column: 1))
                        }
                        continue
                    case .outside(let target):
                        if step(name, revision == nil ? Self.kind(ofReal: target) : .folder, relative) != .skip {
                            let shown = folder.isEmpty || folder == "." ? relative : folder + "/" + relative
                            reportOutside(
                                "link", shown, real: target, at: SourceLocation(file: path(shown), line: 1, column: 1),
                                diagnostics: &diagnostics)
                        }
                        continue
                    case .inside(let targetKind, let target):
                        (real, kind) = (target, targetKind)
                    }
                }
                switch step(name, kind, relative) {
                case .take where kind == .other:
                    let shown = folder.isEmpty || folder == "." ? relative : folder + "/" + relative
                    diagnostics.error(
                        "missing-file", "'\(path(shown))' is not a regular file; it is not read",
                        at: SourceLocation(file: path(shown), line: 1, column: 1))
                case .take: out.append((relative, real))
                case .enter: if entered.insert(real).inserted { pending.append((relative + "/", real)) }
                case .skip: break
                }
            }
        }
        return out.sorted { $0.relative < $1.relative }
    }

    /// Joins a `$ref` to the folder of the file that holds it (`tokens/r.json` + `themes/a.json`
    /// → `tokens/themes/a.json`), or nil when it leaves the content folder: an absolute path, or
    /// `..` climbing above it (when the file itself lies outside the content folder, above its
    /// own folder). Never clamped to some other file.
    static func resolve(_ reference: String, relativeTo file: String) -> String? {
        if reference.hasPrefix("/") { return nil }
        let absolute = file.hasPrefix("/")
        var parts: [Substring] = []
        for part in file.split(separator: "/").dropLast() where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        let floor = absolute || parts.first == ".." ? parts.count : 0
        for part in reference.split(separator: "/") where part != "." {
            if part == ".." {
                guard parts.count > floor else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }
}
