import Foundation
import Synchronization

/// The files of the content folder that guides link to or show as pictures: each looked up
/// once, kept inside the content folder, and copied into the site under `files/` at the same
/// path (`content/guides/img/do.png` → `files/guides/img/do.png`), where no page can be.
/// Which guide copies what is `GuideCopies`' business; this is what the disk holds.
///
/// A class because it is a cache that fills as the guides are checked, like
/// `ReferenceSuggestions`, shared by the threads that link guides (hence the lock); the disk
/// is read through Load's `InputFiles`, with the build's scope.
final class GuideFiles: Sendable {
    enum Kind: Sendable {
        /// A regular file, read when its copy is written.
        case file(SiteCopy)
        case folder
        case missing
        /// Outside the project once symbolic links are resolved: the `outside-project` message.
        case outside(message: String)
        /// There is no folder to look in (a catalogue read from elsewhere, such as a git
        /// revision): links and pictures stay as written, unchecked.
        case unchecked
    }

    /// The folder copies go to, in the site.
    static let siteFolder = "files"

    private let content: InputFiles?
    private let kinds = Mutex<[String: Kind]>([:])

    /// `content` nil: there is no folder on disk, and files are not checked.
    init(content: InputFiles?) {
        self.content = content
    }

    /// What is at `path` (relative to the content folder, normalized). Two threads asking for
    /// the same new path may both look; they find the same thing.
    func kind(of path: String) -> Kind {
        if let known = kinds.withLock({ $0[path] }) { return known }
        let kind = look(at: path)
        kinds.withLock { $0[path] = kind }
        return kind
    }

    /// The site path of the copy of `path` (relative to the content folder).
    static func sitePath(_ path: String) -> String { siteFolder + "/" + path }

    /// Through Load's one containment check: a symbolic link may lead anywhere, and only what
    /// really lies in the project (or a folder given with `--allow-read`) is read.
    private func look(at path: String) -> Kind {
        guard let content else { return .unchecked }
        switch content.access(path) {
        case .inside(.file, let real):
            // Opened to be sure it can be read: the copy reads it only when it is written.
            guard let copy = content.copy(ofReal: real) else { return .missing }
            return .file(copy)
        case .inside(.folder, _):
            return .folder
        case .inside(.other, _), .missing:
            return .missing
        case .outside(let real):
            var report = Diagnostics()
            content.reportOutside("file", path, real: real, at: nil, diagnostics: &report)
            return .outside(message: report.all.first?.message ?? "file '\(path)' is outside the project")
        }
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
}
