import Foundation
import Synchronization

/// Where a `StagingFolderSink` creates its files: the staging folder held open, and each folder
/// of the site in it opened once it is made. A file is created by its name in its folder's
/// descriptor (`openat`), so the kernel looks up one name per file instead of walking the
/// output's whole path again, and the path is not put together as a string each time.
///
/// One thread creates at a time: creating a file takes its folder's lock in the kernel, and
/// a rendering thread that finds it taken spins on a CPU for as long as the holder needs
/// (perf on ext4 just after many deletions: a third of a 10,000-page build's CPU time spent
/// in `rwsem_spin_on_owner`), where waiting here sleeps. Small files mostly do not wait at
/// all: they are handed to whichever thread is writing (`StagedWrites`).
final class StagedFolders: Sendable {
    /// The staging folder's path, for messages.
    let path: String
    /// The descriptors, used and changed under the lock only.
    private struct Descriptors {
        var root: Int32
        /// The site's folders opened so far, by path inside the staging folder. A site with
        /// more folders than `openLimit` opens the rest each time (descriptors are limited).
        var opened: [String: Int32] = [:]
    }

    private let descriptors: Mutex<Descriptors>
    private static let openLimit = 64

    /// Opens the staging folder at `path`, which exists.
    init(_ path: String) throws(SiteWriter.Failure) {
        self.path = path
        let root = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard root >= 0 else { throw Self.failure { "cannot open folder '\(path)'" } }
        descriptors = Mutex(Descriptors(root: root))
    }

    deinit { close() }

    /// Creates (or truncates) the file at `file`, a path inside the staging folder, and the
    /// folders it sits in when they are missing; returns its descriptor, open for writing.
    func create(_ file: String) throws(SiteWriter.Failure) -> Int32 {
        try descriptors.withLock { descriptors throws(SiteWriter.Failure) -> Int32 in
            guard descriptors.root >= 0 else {
                throw SiteWriter.Failure(description: "cannot write '\(path)/\(file)': the staging folder is closed")
            }
            // "a//b" and "/a" name what they named as `path + "/" + file`; a `.` or `..`
            // component could name a place outside the staging folder, and no site path has one.
            let relative = file.drop { $0 == "/" }
            guard !relative.split(separator: "/").contains(where: { $0 == "." || $0 == ".." }) else {
                throw SiteWriter.Failure(description: "cannot write '\(path)/\(file)': a site path has no '.' or '..' component")
            }
            let slash = relative.utf8.lastIndex(of: UInt8(ascii: "/"))
            let folder = slash.map { String(relative[..<$0]) } ?? ""
            let name = slash.map { String(relative[relative.index(after: $0)...]) } ?? String(relative)
            let (parent, owned) = try descriptor(of: folder, for: file, in: &descriptors)
            defer { if owned { Foundation.close(parent) } }
            let fd = openat(parent, name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o666)
            guard fd >= 0 else { throw Self.failure { "cannot write '\(path)/\(file)'" } }
            return fd
        }
    }

    /// Closes every descriptor (before the staging folder is swapped in or removed).
    func close() {
        descriptors.withLock { descriptors in
            for fd in descriptors.opened.values { Foundation.close(fd) }
            descriptors.opened = [:]
            if descriptors.root >= 0 { Foundation.close(descriptors.root) }
            descriptors.root = -1
        }
    }

    /// `folder` (inside the staging folder, "" for itself) open, made first when missing, and
    /// whether the caller must close it (not kept in `opened`).
    private func descriptor(
        of folder: String, for file: String, in descriptors: inout Descriptors
    ) throws(SiteWriter.Failure) -> (Int32, Bool) {
        if folder.isEmpty { return (descriptors.root, false) }
        if let fd = descriptors.opened[folder] { return (fd, false) }
        var fd = openat(descriptors.root, folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
        if fd < 0 && errno == ENOENT {
            try make(folder, root: descriptors.root)
            fd = openat(descriptors.root, folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
        }
        guard fd >= 0 else { throw Self.failure { "cannot write '\(path)/\(file)'" } }
        guard descriptors.opened.count < Self.openLimit else { return (fd, true) }
        descriptors.opened[folder] = fd
        return (fd, false)
    }

    /// Makes `folder` and the folders above it that are missing: the folder itself first, and
    /// only when its parent is missing too, the parents, nearest first, then down again. Making
    /// every prefix from the staging folder each time walked the whole path once per level, for
    /// every new folder (guides 500 folders deep: 120,000 `mkdirat` calls).
    private func make(_ folder: String, root: Int32) throws(SiteWriter.Failure) {
        var missing: [String] = []
        var current = folder
        while mkdirat(root, current, 0o777) != 0 && errno != EEXIST {
            guard errno == ENOENT, let slash = current.lastIndex(of: "/"), slash != current.startIndex else {
                throw Self.failure { "cannot create folder '\(path)/\(current)'" }
            }
            missing.append(current)
            current = String(current[..<slash])
        }
        for folder in missing.reversed() where mkdirat(root, folder, 0o777) != 0 && errno != EEXIST {
            throw Self.failure { "cannot create folder '\(path)/\(folder)'" }
        }
    }

    /// `message` and the reason the last call failed, with its `errno` (read before the
    /// message is made, which may change it).
    private static func failure(_ message: () -> String) -> SiteWriter.Failure {
        let code = errno
        let reason = String(validatingCString: strerror(code)) ?? "error \(code)"
        return SiteWriter.Failure(description: "\(message()): \(reason)", code: code)
    }
}
