import Foundation

/// The folders a build may read from. Content comes from pull requests, so a path in the site
/// config, a resolver `$ref` or a symbolic link must never reach a file elsewhere on the
/// machine (whose lines would be printed as diagnostic excerpts, or published as a page).
///
/// The scope is the **project** of each folder named on the command line (`--content`,
/// `--templates`): the nearest folder at or above it holding `.git`; else the working folder
/// when it holds the named folder; else the named folder itself. `--allow-read DIR` adds
/// folders. Every input must lie inside the scope once symbolic links are resolved, so links
/// within the project keep working. The site config cannot widen it: it is content too.
public struct ReadScope: Sendable, Hashable {
    /// Real (symlink-free, absolute) paths of the allowed folders; the first is the content's project.
    public private(set) var roots: [String]

    /// The scope for these named folders (content first) plus the extra allowed ones.
    public init(folders: [String], allowing extra: [String] = [], workingFolder: String = FileManager.default.currentDirectoryPath) {
        var roots: [String] = []
        for folder in folders {
            let project = Self.project(of: folder, workingFolder: workingFolder)
            if let real = Self.realPath(project), !roots.contains(real) { roots.append(real) }
        }
        for folder in extra {
            if let real = Self.realPath(Self.absolute(folder, in: workingFolder)), !roots.contains(real) { roots.append(real) }
        }
        self.roots = roots
    }

    /// No limit: for files the user names on the command line (`init --swift FILE`), never for
    /// paths that content names.
    public static let everywhere = ReadScope(roots: ["/"])

    private init(roots: [String]) { self.roots = roots }

    /// The project root of a named folder, as a lexical absolute path (links are not followed:
    /// a content folder that is itself a link out of its project must not move the project).
    public static func project(of folder: String, workingFolder: String) -> String {
        let named = absolute(folder, in: workingFolder)
        var candidate = named
        while true {
            if FileManager.default.fileExists(atPath: candidate == "/" ? "/.git" : candidate + "/.git") { return candidate }
            guard candidate != "/", let slash = candidate.lastIndex(of: "/") else { break }
            candidate = slash == candidate.startIndex ? "/" : String(candidate[..<slash])
        }
        let working = absolute(".", in: workingFolder)
        return isInside(named, working) ? working : named
    }

    /// Whether a real path lies in one of the allowed folders.
    public func contains(real path: String) -> Bool {
        roots.contains { Self.isInside(path, $0) }
    }

    /// The project the content is checked against, for messages.
    public var project: String { roots.first ?? "/" }

    /// `path` with every symbolic link resolved, or nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` made absolute against `folder`, with `.`, `..` and repeated slashes taken out
    /// lexically.
    public static func absolute(_ path: String, in folder: String) -> String {
        let joined = path.hasPrefix("/") ? path : folder + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() } } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    static func isInside(_ path: String, _ root: String) -> Bool {
        root == "/" || path == root || path.hasPrefix(root + "/")
    }
}
