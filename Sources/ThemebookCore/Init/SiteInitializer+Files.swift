import Foundation

/// Writing `init`'s files whole or not at all: into a temporary file beside the target, made
/// durable, then put in place in one step that never replaces anything but an empty leftover.
/// A write that fails (a full disk) removes its temporary file and leaves the target as it was.
extension SiteInitializer {
    enum Existing: Equatable {
        case none
        /// A regular file of zero bytes: what a failed write left, taken as not written.
        case empty
        /// Anything else: a file with content, a folder, a link (even a broken one).
        case file
    }

    static func existing(_ path: String) -> Existing {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .none }
        return info.st_mode & S_IFMT == S_IFREG && info.st_size == 0 ? .empty : .file
    }

    /// Writes `bytes` at `path` whole; false when a file appeared there meanwhile (it is kept).
    /// `replacingEmpty`: `path` is an empty leftover, replaced if it is still one.
    static func writeWhole(_ bytes: [UInt8], to path: String, replacingEmpty: Bool) throws(SiteWriter.Failure) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).themebook-init-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SiteWriter.Failure(description: FolderSwap.errorText, code: errno) }
        var done = false
        defer { if !done { unlink(temporary) } }
        do throws(SiteWriter.Failure) {
            try withRawBytes(bytes) { buffer throws(SiteWriter.Failure) in try StagingFolderSink.write(buffer, to: fd, path: temporary) }
        } catch {
            close(fd)
            throw SiteWriter.Failure(description: String(validatingCString: strerror(error.code)) ?? "error \(error.code)", code: error.code)
        }
        // On disk before it has the name: a crash never leaves the name on an empty file.
        guard fsync(fd) == 0, close(fd) == 0 else { throw SiteWriter.Failure(description: FolderSwap.errorText, code: errno) }
        if replacingEmpty {
            guard existing(path) == .empty else { return false }
            guard rename(temporary, path) == 0 else { throw SiteWriter.Failure(description: FolderSwap.errorText, code: errno) }
            done = true
            return true
        }
        // A hard link never replaces: a file made since the check is kept.
        if link(temporary, path) == 0 {
            unlink(temporary)
            done = true
            return true
        }
        if errno == EEXIST { return false }
        // A file system without hard links: a rename, after one more look.
        guard existing(path) == .none else { return false }
        guard rename(temporary, path) == 0 else { throw SiteWriter.Failure(description: FolderSwap.errorText, code: errno) }
        done = true
        return true
    }
}
