import Foundation

/// What the preview server serves right now, shared between the thread that rebuilds and the
/// threads that answer requests: the last site that built without errors, the errors of the
/// latest build when it failed, and a version that changes whenever either does (open pages
/// wait on it and reload).
final class PreviewState: @unchecked Sendable {
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

    private let condition = NSCondition()
    private var current: Snapshot
    private var generation = 0
    private let session: String
    private var stopped = false

    init(session: String = String(UInt64.random(in: 1...UInt64.max), radix: 36)) {
        self.session = session
        current = Snapshot(site: nil, problems: nil, version: "\(session)-0")
    }

    var snapshot: Snapshot {
        condition.lock()
        defer { condition.unlock() }
        return current
    }

    /// Takes a build's outcome: its files replace the site only when it had no errors; its
    /// errors (or their absence) replace the overlay. Returns whether anything a page shows
    /// changed (and so the version moved and open pages reload).
    @discardableResult
    func publish(files: [String: [UInt8]]?, problems: String?, problemCount: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        var next = current
        if let files { next.site = files }
        next.problems = problems
        next.problemCount = problemCount
        guard next.site != current.site || next.problems != current.problems else { return false }
        generation += 1
        next.version = "\(session)-\(generation)"
        current = next
        condition.broadcast()
        return true
    }

    /// Waits until the version is no longer `since`, the server stops, or `timeout` seconds
    /// pass; returns the version then.
    func wait(since: String, timeout: Double) -> String {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while current.version == since, !stopped {
            guard condition.wait(until: deadline) else { break }
        }
        return current.version
    }

    /// Wakes every waiting page request so the server can shut down.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}
