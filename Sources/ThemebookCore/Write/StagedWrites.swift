import Foundation

/// The small files of a `StagingFolderSink` (a page, an asset), written by whichever thread is
/// writing at the time: a rendering thread hands its finished file over and goes on to the next
/// page, instead of waiting for another thread's file to be created first.
///
/// Files are created one at a time (`StagedFolders`), and a page is rendered in about the time
/// its file takes to create: the 10,000-token catalogue's two workers met at the create lock
/// about 2,000 times a build, each meeting a sleep and a wake-up in the kernel (and, without the
/// lock, a spin in the kernel's own lock on the folder). Now a thread that finds another one
/// writing queues its file and returns; the writer takes what was queued before it lets go,
/// and a thread that queues while nobody writes writes its own file (and the queue) at once,
/// so a single thread sees every failure from the call that caused it.
///
/// What is queued is bounded (`limit` bytes): past it, a thread waits its turn to write. A
/// failure is kept and thrown to the next caller, and by `finish()`, which `commit()` calls
/// before anything is swapped in.
final class StagedWrites: @unchecked Sendable {
    private let folders: StagedFolders
    /// Held by the thread that writes; taken without waiting unless the queue is full.
    private let writer = NSLock()
    /// Guards `queue`, `queuedBytes` and `failure`; held for an append or a swap only.
    private let lock = NSLock()
    private var queue: [(path: String, bytes: [UInt8])] = []
    private var queuedBytes = 0
    private var failure: SiteWriter.Failure?
    /// Bytes queued at most before a thread waits to write rather than queue.
    let limit: Int

    init(_ folders: StagedFolders, limit: Int = 4 << 20) {
        self.folders = folders
        self.limit = limit
    }

    /// Writes `bytes` at `path` (inside the staging folder), now or soon: by `finish()` at the
    /// latest.
    func write(_ path: String, _ bytes: [UInt8]) throws(SiteWriter.Failure) {
        lock.lock()
        if let failure {
            lock.unlock()
            throw failure
        }
        queue.append((path, bytes))
        queuedBytes += bytes.count
        let full = queuedBytes > limit
        lock.unlock()
        if writer.try() {
            try drain()
        } else if full {
            writer.lock()
            try drain()
        }
    }

    /// Writes everything queued; the first failure of any file, if there was one.
    func finish() throws(SiteWriter.Failure) {
        writer.lock()
        try drain()
    }

    /// Drops what is queued (a discarded build).
    func abandon() {
        lock.lock()
        queue = []
        queuedBytes = 0
        lock.unlock()
    }

    /// Writes the queue until it is empty, `writer` held by the caller; lets `writer` go.
    private func drain() throws(SiteWriter.Failure) {
        var batch: [(path: String, bytes: [UInt8])] = []
        while true {
            lock.lock()
            swap(&batch, &queue)
            queuedBytes = 0
            lock.unlock()
            if batch.isEmpty {
                writer.unlock()
                // A file queued after the last batch was taken found the writer busy: unless
                // another thread has become the writer since, this one takes it.
                lock.lock()
                let more = !queue.isEmpty
                lock.unlock()
                if more && writer.try() { continue }
                break
            }
            for file in batch {
                do throws(SiteWriter.Failure) {
                    try write(file.bytes, to: file.path)
                } catch {
                    lock.lock()
                    if failure == nil { failure = error }
                    lock.unlock()
                }
            }
            batch.removeAll(keepingCapacity: true)
        }
        lock.lock()
        let failure = self.failure
        lock.unlock()
        if let failure { throw failure }
    }

    private func write(_ bytes: [UInt8], to path: String) throws(SiteWriter.Failure) {
        let fd = try folders.create(path)
        defer { close(fd) }
        try withRawBytes(bytes) { buffer throws(SiteWriter.Failure) in
            try StagingFolderSink.write(buffer, to: fd, path: folders.path + "/" + path)
        }
    }
}
