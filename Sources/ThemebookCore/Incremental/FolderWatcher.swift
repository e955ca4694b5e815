import Foundation
import Synchronization

/// Watches folders and files for changes by polling: every `interval` it takes a snapshot of
/// what lies under its roots (identity, size, times) and compares it with the last one. The
/// one watcher of the project: `themebook serve` and `themebook build --watch` both use it.
///
/// Why polling and not inotify: it sees every way an editor saves — in place, write-a-temp-
/// then-rename, delete and re-create, a whole folder replaced, a linked folder — with one code
/// path and no watch descriptors to re-arm, and it cannot overflow. A snapshot of a content
/// folder is a few hundred `stat` calls; the interval stretches when scanning gets slow.
///
/// A file whose modification time is within `recentWindow` of the scan is also hashed: two
/// saves inside one timestamp tick with the same size look identical to `stat` (git's "racily
/// clean" problem), and the hash tells them apart.
final class FolderWatcher: Sendable {
    struct Entry: Equatable {
        var device: UInt64
        var inode: UInt64
        var mode: UInt32
        var size: Int64
        var modified: Int64
        var changed: Int64
        /// Content hash, only for recently modified files.
        var hash: UInt64?

        /// Equal files: same identity and times, and the same content where both were hashed.
        func same(as other: Entry) -> Bool {
            device == other.device && inode == other.inode && mode == other.mode && size == other.size
                && modified == other.modified && changed == other.changed
                && (hash == nil || other.hash == nil || hash == other.hash)
        }
    }

    typealias Snapshot = [String: Entry]

    let interval = 0.2
    /// After a change, the snapshot must stay the same this long before the change is
    /// reported (an editor's save is several steps; a hundred saves are one rebuild).
    let quiet = 0.1
    /// …but never longer than this after the first change, so saving without pause still
    /// rebuilds regularly.
    let maxDelay = 1.0
    static let recentWindow: Int64 = 2_000_000_000
    /// At most this many entries per scan, so pointing a watcher at a huge folder costs a
    /// bounded amount of work.
    static let maxEntries = 50_000
    /// Folders never entered: version control and build products.
    static let skippedFolders: Set<String> = [".git", ".build", ".swiftpm", "node_modules"]

    /// Where to look, asked again before every scan (the site config may name new files).
    private let roots: @Sendable () -> [String]
    private let stopped = Mutex(false)

    init(roots: @escaping @Sendable () -> [String]) {
        self.roots = roots
    }

    func stop() {
        stopped.withLock { $0 = true }
    }

    private var isStopped: Bool { stopped.withLock { $0 } }

    /// Scans until `stop()`, calling `onChange` with the changed paths (sorted) after each
    /// settled change. Blocks the calling thread.
    func run(from start: Snapshot? = nil, onChange: ([String]) -> Void) {
        var last = start ?? scan()
        while !isStopped {
            let began = Monotonic.now
            var current = scan()
            let took = Monotonic.now - began
            guard let firstChanges = Self.changes(from: last, to: current) else {
                sleep(max(interval, took * 10))
                continue
            }
            var changed = Set(firstChanges)
            let firstSeen = Monotonic.now
            while !isStopped, Monotonic.now - firstSeen < maxDelay {
                sleep(quiet)
                let next = scan()
                guard let more = Self.changes(from: current, to: next) else { break }
                changed.formUnion(more)
                current = next
            }
            last = current
            guard !isStopped else { return }
            onChange(changed.sorted())
        }
    }

    private func sleep(_ seconds: Double) {
        // In short steps, so stop() is honoured quickly.
        let end = Monotonic.now + seconds
        while !isStopped, Monotonic.now < end { usleep(UInt32(min(end - Monotonic.now, 0.05) * 1_000_000) + 1) }
    }

    /// The paths that differ between two snapshots, or nil when none does.
    static func changes(from old: Snapshot, to new: Snapshot) -> [String]? {
        var out: [String] = []
        for (path, entry) in new where !(old[path].map { $0.same(as: entry) } ?? false) { out.append(path) }
        for path in old.keys where new[path] == nil { out.append(path) }
        return out.isEmpty ? nil : out
    }

    /// Everything under the roots now. A root that does not exist is simply absent (when it
    /// appears, that is a change). Links are followed; each real folder is entered once.
    func scan() -> Snapshot {
        Self.scan(roots())
    }

    static func scan(_ roots: [String]) -> Snapshot {
        var out: Snapshot = [:]
        var entered: Set<[UInt64]> = []
        let now = Int64(Date().timeIntervalSince1970 * 1e9)
        var pending = roots
        while let path = pending.popLast(), out.count < maxEntries {
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            let entry = Self.entry(info, path: path, now: now)
            out[path] = entry
            guard entry.mode & UInt32(S_IFMT) == UInt32(S_IFDIR), entered.insert([entry.device, entry.inode]).inserted else {
                continue
            }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { continue }
            for name in names where !skippedFolders.contains(name) {
                pending.append(path.hasSuffix("/") ? path + name : path + "/" + name)
            }
        }
        return out
    }

    private static func entry(_ info: stat, path: String, now: Int64) -> Entry {
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        let changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        let isFolder = info.st_mode & S_IFMT == S_IFDIR
        var entry = Entry(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), mode: UInt32(info.st_mode),
            // A folder's own size and times change with every temporary file beside a save;
            // what is inside it is watched instead.
            size: isFolder ? 0 : Int64(info.st_size), modified: isFolder ? 0 : modified, changed: isFolder ? 0 : changed)
        let isFile = info.st_mode & S_IFMT == S_IFREG
        if isFile, now - max(modified, changed) < recentWindow, info.st_size <= 8 << 20 {
            entry.hash = FileManager.default.contents(atPath: path).map { fnv1a(Array($0)) }
        }
        return entry
    }

    private static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
