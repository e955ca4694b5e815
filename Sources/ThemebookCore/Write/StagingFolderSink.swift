import Foundation
import Synchronization

/// Streams the site into a staging folder and swaps it in as a whole on `commit()`; `discard()`
/// (or a failed commit) removes the staging folder and leaves the previous site as it was.
///
/// Safety rules, each one a way a site was lost before:
/// - **One build per output at a time.** `init` takes an exclusive `flock` on the folder that
///   holds the output (waiting for a build already running there), so a second build never
///   sees, let alone deletes, the first one's staging folder.
/// - **Names that cannot collide.** Staging is `.<output>.themebook-<pid>-<random hex>`; the
///   only other folders ever removed are staging folders of killed builds, known by that exact
///   shape of name (also with `-old`), marker or not: a build killed while it removed the old
///   site (which after the exchange has the staging name) may have taken the marker first. A
///   user's `.site.old-1` or `.site.tmp-x` is never touched.
/// - **Atomic swap.** The new site and the old one trade places in one `renameat2` exchange,
///   so a kill at any moment leaves one of them at the output path.
/// - **A symlinked output** is honoured: the folder it points to is replaced, the link stays.
/// - **A mount point** cannot be renamed: the staging folder is made inside it, and its
///   entries are swapped one by one.
public final class StagingFolderSink: SiteSink, Sendable {
    /// The real output folder (a symlink resolved) and where the new site is being written.
    public let target: String
    public let staging: String
    private let insideTarget: Bool
    /// The staging folder held open; every file is created through it.
    private let folders: StagedFolders
    /// Small files, written by whichever thread is writing (`StagedWrites`).
    private let writes: StagedWrites
    /// The output's lock (a descriptor of the folder holding it, -1 once let go) and whether
    /// the sink was committed or discarded.
    private struct Life {
        var lockDescriptor: Int32
        var finished = false
    }

    private let life: Mutex<Life>

    /// Takes the output's lock and creates the staging folder. `forceContentSwap` makes any
    /// output behave as a mount point (for tests without the rights to mount).
    public init(output: String, forceContentSwap: Bool = false) throws(SiteWriter.Failure) {
        target = SiteWriter.resolvedOutput(output)
        let parent = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let fm = FileManager.default
        do {
            try fm.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw SiteWriter.Failure(description: "cannot create folder '\(parent)': \(SiteWriter.reason(error))")
        }
        let lockDescriptor = Foundation.open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard lockDescriptor >= 0 else {
            throw SiteWriter.Failure(description: "cannot open folder '\(parent)': \(FolderSwap.errorText)")
        }
        while flock(lockDescriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(lockDescriptor)
                throw SiteWriter.Failure(description: "cannot lock folder '\(parent)': \(FolderSwap.errorText)")
            }
        }
        insideTarget = forceContentSwap || FolderSwap.isMountPoint(target)
        let stamp = "\(getpid())-\(String(UInt64.random(in: 0..<UInt64.max), radix: 16))"
        let prefix = insideTarget ? Self.stagingPrefix : ".\(name)\(Self.stagingPrefix)"
        let home = insideTarget ? target : parent
        staging = home + "/" + prefix + stamp
        Self.removeLeftovers(in: home, prefix: prefix)
        do {
            try fm.createDirectory(atPath: staging, withIntermediateDirectories: false)
            try Self.writeFile(Array(SiteWriter.markerText.utf8), to: staging + "/" + SiteWriter.marker)
            folders = try StagedFolders(staging)
            writes = StagedWrites(folders)
            life = Mutex(Life(lockDescriptor: lockDescriptor))
        } catch {
            try? fm.removeItem(atPath: staging)
            // Not `unlock()`: no method may be called before every property is set.
            flock(lockDescriptor, LOCK_UN)
            close(lockDescriptor)
            throw SiteWriter.Failure(description: "cannot write into '\(home)': \(SiteWriter.reason(error))")
        }
    }

    deinit { discard() }

    static let stagingPrefix = ".themebook-"

    public func write(_ path: String, _ bytes: [UInt8]) throws(SiteWriter.Failure) {
        try writes.write(path, bytes)
    }

    /// A file that stays small (a page) is held until it is closed and then written whole like
    /// any other (`StagedWrites`); one that outgrows `FileStream.held` is created in its staged
    /// place then, and each piece appended as it comes.
    public func open(_ path: String) throws(SiteWriter.Failure) -> any SiteFileStream {
        FileStream(path, in: self)
    }

    /// A staged file being appended to; closed on `close()`, or when dropped unclosed (a failed
    /// build, whose staging folder goes as a whole).
    private final class FileStream: SiteFileStream {
        private var descriptor: Int32 = -1
        /// The pieces so far, while they are fewer than `held` bytes and the file not created.
        private var pending: [UInt8] = []
        private var closed = false
        private let path: String
        private let sink: StagingFolderSink
        /// A page is handed over in pieces of at least `MustacheRendering.spillSize` (64 KiB),
        /// and whole at its end: a page smaller than that comes in one piece, and is held.
        static let held = MustacheRendering.spillSize

        init(_ path: String, in sink: StagingFolderSink) {
            self.path = path
            self.sink = sink
        }

        deinit { if descriptor >= 0 { Foundation.close(descriptor) } }

        func append(_ bytes: UnsafeRawBufferPointer) throws(SiteWriter.Failure) {
            if descriptor < 0 {
                if pending.count + bytes.count <= Self.held {
                    pending.append(contentsOf: bytes)
                    return
                }
                descriptor = try sink.folders.create(path)
                if !pending.isEmpty {
                    let held = pending
                    pending = []
                    try withRawBytes(held) { buffer throws(SiteWriter.Failure) in try StagingFolderSink.write(buffer, to: descriptor, path: stagedPath) }
                }
            }
            try StagingFolderSink.write(bytes, to: descriptor, path: stagedPath)
        }

        func close() throws(SiteWriter.Failure) {
            guard !closed else { return }
            closed = true
            guard descriptor >= 0 else {
                let whole = pending
                pending = []
                return try sink.writes.write(path, whole)
            }
            let result = Foundation.close(descriptor)
            descriptor = -1
            if result != 0 && errno != EINTR {
                throw SiteWriter.Failure(description: "cannot write '\(stagedPath)': \(FolderSwap.errorText)", code: errno)
            }
        }

        private var stagedPath: String { sink.staging + "/" + path }
    }

    /// Puts the staging folder in the output's place and removes the previous site.
    public func commit() throws(SiteWriter.Failure) {
        defer {
            life.withLock { $0.finished = true }
            unlock()
        }
        do throws(SiteWriter.Failure) {
            try writes.finish()
        } catch {
            folders.close()
            try? FileManager.default.removeItem(atPath: staging)
            throw error
        }
        folders.close()
        let fm = FileManager.default
        if insideTarget {
            try swapContents()
        } else if !fm.fileExists(atPath: target) {
            guard FolderSwap.rename(staging, target) else {
                let failure = SiteWriter.Failure(description: "cannot move the new site into '\(target)': \(FolderSwap.errorText)")
                try? fm.removeItem(atPath: staging)
                throw failure
            }
            return
        } else if !FolderSwap.exchange(staging, target) {
            // No atomic exchange here: move the old site aside, then the new one in.
            let aside = staging + "-old"
            guard FolderSwap.rename(target, aside) else {
                let failure = SiteWriter.Failure(description: "cannot move the previous '\(target)' aside: \(FolderSwap.errorText)")
                try? fm.removeItem(atPath: staging)
                throw failure
            }
            guard FolderSwap.rename(staging, target) else {
                let failure = SiteWriter.Failure(description: "cannot move the new site into '\(target)': \(FolderSwap.errorText)")
                _ = FolderSwap.rename(aside, target)
                try? fm.removeItem(atPath: staging)
                throw failure
            }
            try? fm.removeItem(atPath: aside)
            return
        }
        // After the exchange the staging name holds the previous site.
        try? fm.removeItem(atPath: staging)
    }

    /// Removes the staging folder; the output is left as it was.
    public func discard() {
        let wasFinished = life.withLock { life in
            defer { life.finished = true }
            return life.finished
        }
        guard !wasFinished else { return }
        writes.abandon()
        folders.close()
        try? FileManager.default.removeItem(atPath: staging)
        unlock()
    }

    /// A mount point stays where it is: each entry of the new site trades places with the old
    /// one of the same name (or moves in), then old entries the new site lacks move into the
    /// staging folder, which is removed with them.
    private func swapContents() throws(SiteWriter.Failure) {
        let fm = FileManager.default
        let stagingName = (staging as NSString).lastPathComponent
        let fresh = ((try? fm.contentsOfDirectory(atPath: staging)) ?? []).sorted()
        for entry in fresh {
            let from = staging + "/" + entry, to = target + "/" + entry
            let moved = fm.fileExists(atPath: to) ? FolderSwap.exchange(from, to) || replace(to, with: from) : FolderSwap.rename(from, to)
            guard moved else {
                throw SiteWriter.Failure(description: "cannot move '\(entry)' into '\(target)': \(FolderSwap.errorText)")
            }
        }
        let keep = Set(fresh).union([stagingName])
        for entry in (try? fm.contentsOfDirectory(atPath: target)) ?? [] where !keep.contains(entry) {
            _ = FolderSwap.rename(target + "/" + entry, staging + "/" + entry)
        }
        try? fm.removeItem(atPath: staging)
    }

    /// Without an atomic exchange: the old entry moves to where the new one was, after it.
    private func replace(_ old: String, with new: String) -> Bool {
        let aside = new + ".old"
        guard FolderSwap.rename(old, aside), FolderSwap.rename(new, old) else { return false }
        return FolderSwap.rename(aside, new)
    }

    private func unlock() {
        let fd = life.withLock { life in
            defer { life.lockDescriptor = -1 }
            return life.lockDescriptor
        }
        guard fd >= 0 else { return }
        flock(fd, LOCK_UN)
        close(fd)
    }

    /// Staging folders of builds that were killed, known by their name alone: `prefix`, a
    /// process id, `-`, 1 to 16 hex digits, maybe `-old`. The marker is not asked for: removing
    /// an old site can be killed after its marker went. The lock is held, so none of them
    /// belongs to a build that is still running.
    static func removeLeftovers(in folder: String, prefix: String) {
        let fm = FileManager.default
        for entry in (try? fm.contentsOfDirectory(atPath: folder)) ?? [] where isLeftover(entry, prefix: prefix) {
            var info = stat()
            // Only a real folder (never through a link someone put there).
            guard lstat(folder + "/" + entry, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            try? fm.removeItem(atPath: folder + "/" + entry)
        }
    }

    /// Whether `name` is a staging folder's: `prefix` + `<pid>-<hex>` or `<pid>-<hex>-old`.
    static func isLeftover(_ name: String, prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        let digits = Set("0123456789"), hex = Set("0123456789abcdef")
        return (parts.count == 2 || (parts.count == 3 && parts[2] == "old"))
            && !parts[0].isEmpty && parts[0].count <= 10 && parts[0].allSatisfy(digits.contains)
            && !parts[1].isEmpty && parts[1].count <= 16 && parts[1].allSatisfy(hex.contains)
    }

    /// Creates the file and writes the bytes: no temporary file and no fsync per file (which
    /// `Data.write` does), because the staging folder already makes the write all-or-nothing.
    /// Throws with `errno` still set, so a missing folder can be told apart.
    static func writeFile(_ bytes: [UInt8], to path: String) throws(SiteWriter.Failure) {
        let fd = try openFile(path)
        defer { close(fd) }
        try withRawBytes(bytes) { buffer throws(SiteWriter.Failure) in try write(buffer, to: fd, path: path) }
    }

    /// Creates or truncates `path` for writing, never through a link; throws with `errno` in `code`.
    private static func openFile(_ path: String) throws(SiteWriter.Failure) -> Int32 {
        let fd = Foundation.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o666)
        guard fd >= 0 else { throw failure(path) }
        return fd
    }

    /// Writes all of `bytes` to `fd`, however many calls it takes.
    static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32, path: String) throws(SiteWriter.Failure) {
        var written = 0
        while written < bytes.count {
            let result = Foundation.write(fd, bytes.baseAddress! + written, bytes.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            written += result
        }
    }

    private static func failure(_ path: String) -> SiteWriter.Failure {
        let code = errno
        return SiteWriter.Failure(description: "cannot write '\(path)': \(FolderSwap.errorText)", code: code)
    }
}
