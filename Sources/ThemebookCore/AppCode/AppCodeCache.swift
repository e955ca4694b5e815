import Foundation
import Synchronization

/// What a long-running process (`serve`, `build --watch`) keeps of the app's code between
/// builds: each file's scan with the file's size, times and identity when it was read. A
/// rebuild reads and scans again only the files whose stamp changed (or every file, when what
/// the scanners look for changed: a palette namespace, the token member).
public final class AppCodeCache: Sendable {
    struct Stamp: Hashable, Sendable {
        var size: Int64
        var modified: Int64
        var changed: Int64
        var inode: UInt64
        var device: UInt64
    }

    private struct State {
        var settings: AppCodeSettings?
        var files: [String: (stamp: Stamp, file: ScannedFile)] = [:]
        var scanned = 0
    }

    private let state = Mutex(State())

    /// How many of the app's files one build read and scanned again, of all it read: what
    /// `serve` and `build --watch` print after each rebuild.
    public struct Rescan: Sendable, Hashable {
        public var scanned: Int
        public var files: Int

        public init(scanned: Int, files: Int) {
            self.scanned = scanned
            self.files = files
        }
    }

    public init() {}

    /// How many files the last build read and scanned (the rest came from the cache).
    public var lastScanned: Int { state.withLock { $0.scanned } }

    /// Forgets every file when the scanners now look for something else.
    func begin(_ settings: AppCodeSettings) {
        state.withLock { state in
            if state.settings != settings { state.files = [:] }
            state.settings = settings
            state.scanned = 0
        }
    }

    func file(_ key: String, stamp: Stamp) -> ScannedFile? {
        state.withLock { state in
            guard let kept = state.files[key], kept.stamp == stamp else { return nil }
            return kept.file
        }
    }

    /// Keeps the files of this build (and only them: a file gone is forgotten).
    func finish(_ files: [(key: String, stamp: Stamp?, file: ScannedFile)], scanned: Int) {
        state.withLock { state in
            var kept: [String: (stamp: Stamp, file: ScannedFile)] = [:]
            for entry in files {
                if let stamp = entry.stamp { kept[entry.key] = (stamp, entry.file) }
            }
            state.files = kept
            state.scanned = scanned
        }
    }

    /// The stamp of the file at `path` (links followed); nil when it cannot be read.
    static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if os(Linux)
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #else
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #endif
        return Stamp(
            size: Int64(info.st_size), modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec),
            inode: UInt64(info.st_ino), device: UInt64(info.st_dev))
    }
}
