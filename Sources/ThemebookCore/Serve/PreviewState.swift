import Synchronization

/// What the preview server serves right now, shared between the thread that rebuilds and the
/// threads that answer requests: the last site that built without errors, the errors of the
/// latest build when it failed, and a version that changes whenever either does (open pages
/// are told it by `LiveReloadHub` and reload).
final class PreviewState: Sendable {
    /// One consistent view, taken under the lock and then used without it.
    struct Snapshot: Sendable {
        /// The last good site, path → bytes; nil until a build succeeds.
        var site: [String: [UInt8]]?
        /// The latest build's errors, rendered for the overlay; nil when it succeeded.
        var problems: String?
        var problemCount = 0
        /// `<session>-<generation>`: the session differs on every server start, so a page left
        /// open across a restart reloads too.
        var version: String
    }

    private struct Current {
        var snapshot: Snapshot
        var generation = 0
    }

    private let current: Mutex<Current>
    private let session: String

    init(session: String = String(UInt64.random(in: 1...UInt64.max), radix: 36)) {
        self.session = session
        current = Mutex(Current(snapshot: Snapshot(site: nil, problems: nil, version: "\(session)-0")))
    }

    var snapshot: Snapshot { current.withLock { $0.snapshot } }

    /// Takes a build's outcome: its files replace the site only when it had no errors; its
    /// errors (or their absence) replace the overlay. Returns whether anything a page shows
    /// changed (and so the version moved and open pages reload).
    @discardableResult
    func publish(files: [String: [UInt8]]?, problems: String?, problemCount: Int) -> Bool {
        current.withLock { current in
            var next = current.snapshot
            if let files { next.site = files }
            next.problems = problems
            next.problemCount = problemCount
            guard next.site != current.snapshot.site || next.problems != current.snapshot.problems else { return false }
            current.generation += 1
            next.version = "\(session)-\(current.generation)"
            current.snapshot = next
            return true
        }
    }
}
