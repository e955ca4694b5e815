import Foundation
import Synchronization

/// Where the Render stage puts each file as soon as it is rendered (docc's output consumer,
/// mdBook's write-as-you-render): the seam between Render and Write.
///
/// `SiteRenderer.render(into:)` calls `write` (or `open`) from several threads at once, each
/// path exactly once, in no particular order; a sink must therefore be safe to call
/// concurrently, and must not depend on the order. A build never holds the whole site in
/// memory unless its sink does.
///
/// A file too big to hold whole (the search index, `catalogue.json`) is written in pieces:
/// `open` gives a `SiteFileStream`, the pieces are appended in order, and the file is those
/// pieces one after the other once `close()` returns, exactly the bytes one `write` of their
/// concatenation gives. A sink that does nothing special gets that from the default `open`,
/// which collects the pieces and calls `write` on `close()`.
///
/// - `MemorySink` keeps every file (tests, `check`, a preview server).
/// - `StagingFolderSink` streams into a staging folder beside the output and swaps it in
///   all-or-nothing on `commit()`; a streamed file is appended to in its staged place once it
///   outgrows 64 KiB (a smaller one is written whole when it is closed).
/// - `DiscardingSink` only counts (a build that already has errors still renders, to report
///   template problems in the same run, but has nothing to keep).
public protocol SiteSink: Sendable {
    func write(_ path: String, _ bytes: [UInt8]) throws(SiteWriter.Failure)
    /// Starts the file at `path`, to be written in pieces. The stream is used by one thread
    /// at a time; a stream never closed leaves no file behind in a sink that keeps files in
    /// memory (a folder sink's staging folder is discarded with the failed build).
    func open(_ path: String) throws(SiteWriter.Failure) -> any SiteFileStream
}

extension SiteSink {
    /// Collects the pieces and writes them whole on `close()`.
    public func open(_ path: String) throws(SiteWriter.Failure) -> any SiteFileStream {
        CollectingStream { bytes throws(SiteWriter.Failure) in try write(path, bytes) }
    }
}

/// Keeps every file in memory, path → bytes.
public final class MemorySink: SiteSink, Sendable {
    private let stored = Mutex<[String: [UInt8]]>([:])

    public init() {}

    public func write(_ path: String, _ bytes: [UInt8]) throws(SiteWriter.Failure) {
        stored.withLock { $0[path] = bytes }
    }

    /// Every file written so far.
    public var files: [String: [UInt8]] { stored.withLock { $0 } }
}

/// Counts files and bytes and keeps nothing.
public final class DiscardingSink: SiteSink, Sendable {
    private let count = Mutex(0)

    public init() {}

    public func write(_ path: String, _ bytes: [UInt8]) throws(SiteWriter.Failure) {
        counted()
    }

    /// Drops every piece; the file counts once closed.
    public func open(_ path: String) throws(SiteWriter.Failure) -> any SiteFileStream {
        DroppingStream(self)
    }

    fileprivate func counted() { count.withLock { $0 += 1 } }

    public var fileCount: Int { count.withLock { $0 } }

    private final class DroppingStream: SiteFileStream {
        private var sink: DiscardingSink?
        init(_ sink: DiscardingSink) { self.sink = sink }
        func append(_ bytes: UnsafeRawBufferPointer) throws(SiteWriter.Failure) {}
        func close() throws(SiteWriter.Failure) {
            sink?.counted()
            sink = nil
        }
    }
}
