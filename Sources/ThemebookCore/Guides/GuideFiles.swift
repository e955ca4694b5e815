import Foundation

/// The files of the content folder that guides link to or show as pictures: each looked up
/// once, kept inside the content folder, and copied into the site under `files/` at the same
/// path (`content/guides/img/do.png` → `files/guides/img/do.png`), where no page can be.
///
/// A class because it is a cache that fills as the guides are checked, like
/// `ReferenceSuggestions`; the disk is read through Load's `InputFiles`.
final class GuideFiles {
    enum Kind {
        case file([UInt8])
        case folder
        case missing
        /// A link through a symbolic link to somewhere outside the content folder.
        case outside
    }

    /// The folder copies go to, in the site.
    static let siteFolder = "files"

    private let content: InputFiles?
    /// The content folder with every symbolic link resolved.
    private let realRoot: String?
    private var kinds: [String: Kind] = [:]
    /// Site path → bytes, for every file a guide uses.
    private(set) var copies: [String: [UInt8]] = [:]

    /// `content` nil: there is no folder on disk, every file is missing.
    init(content: InputFiles?) {
        self.content = content
        realRoot = content.flatMap { Self.realPath($0.path("")) ?? Self.realPath($0.root) }
    }

    /// What is at `path` (relative to the content folder, normalized).
    func kind(of path: String) -> Kind {
        if let known = kinds[path] { return known }
        let kind = look(at: path)
        kinds[path] = kind
        return kind
    }

    /// Copies the file at `path` into the site and returns its page-independent URL (relative
    /// to the site root, percent-encoded); nil when it is not a readable file.
    func copy(_ path: String) -> String? {
        guard case .file(let bytes) = kind(of: path) else { return nil }
        let sitePath = Self.siteFolder + "/" + path
        copies[sitePath] = bytes
        return Self.href(sitePath)
    }

    private func look(at path: String) -> Kind {
        guard let content else { return .missing }
        guard content.exists(path) else { return .missing }
        if let realRoot {
            // A symbolic link may lead anywhere: only what really lies in the folder is copied.
            guard let real = Self.realPath(content.path(path)), real.hasPrefix(realRoot + "/") else { return .outside }
        }
        if content.isDirectory(path) { return .folder }
        guard let bytes = content.read(path) else { return .missing }
        return .file(bytes)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path.isEmpty ? "." : path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    // MARK: Paths

    /// `a/./b/../c` → `a/c`; nil when the path climbs above its root or is empty.
    static func normalized(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// `reference` (as written in the file at `file`, both relative to the content folder)
    /// relative to the content folder; nil when it leads outside it.
    static func resolve(_ reference: String, relativeTo file: String) -> String? {
        let folder = file.split(separator: "/").dropLast().joined(separator: "/")
        guard !reference.hasPrefix("/"), let path = normalized(folder + "/" + reference), !path.isEmpty else { return nil }
        return path
    }

    /// How to write `path` (relative to the content folder) from the file at `file`: `../a.md`.
    static func relative(_ path: String, from file: String) -> String {
        var folder = file.split(separator: "/").dropLast()
        var target = path.split(separator: "/")
        while let first = folder.first, target.count > 1, first == target.first {
            folder.removeFirst()
            target.removeFirst()
        }
        return (Array(repeating: "..", count: folder.count) + target.map(String.init)).joined(separator: "/")
    }

    /// A site path as a URL: every byte but letters, digits, `-`, `.`, `_`, `~` and `/`
    /// percent-encoded, so `#`, `?`, `%` and spaces in file names survive.
    static func href(_ sitePath: String) -> String {
        var out = ""
        for byte in sitePath.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
