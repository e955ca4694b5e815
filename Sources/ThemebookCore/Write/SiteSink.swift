import Foundation

/// Where the Render stage puts each file as soon as it is rendered (docc's output consumer,
/// mdBook's write-as-you-render): the seam between Render and Write.
///
/// `SiteRenderer.render(into:)` calls `write` from several threads at once, each path exactly
/// once, in no particular order; a sink must therefore be safe to call concurrently, and must
/// not depend on the order. A build never holds the whole site in memory unless its sink does.
///
/// - `MemorySink` keeps every file (tests, `check`, a preview server).
/// - `StagingFolderSink` streams into a staging folder beside the output and swaps it in
///   all-or-nothing on `commit()`.
/// - `DiscardingSink` only counts (a build that already has errors still renders, to report
///   template problems in the same run, but has nothing to keep).
public protocol SiteSink: Sendable {
    func write(_ path: String, _ bytes: [UInt8]) throws(SiteWriter.Failure)
}

/// Keeps every file in memory, path → bytes.
public final class MemorySink: SiteSink, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String: [UInt8]] = [:]

    public init() {}

    public func write(_ path: String, _ bytes: [UInt8]) throws(SiteWriter.Failure) {
        lock.lock()
        stored[path] = bytes
        lock.unlock()
    }

    /// Every file written so far.
    public var files: [String: [UInt8]] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

/// Counts files and bytes and keeps nothing.
public final class DiscardingSink: SiteSink, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    public init() {}

    public func write(_ path: String, _ bytes: [UInt8]) throws(SiteWriter.Failure) {
        lock.lock()
        count += 1
        lock.unlock()
    }

    public var fileCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
