import Foundation
import Synchronization

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
final class StagedWrites: Sendable {
    private let folders: StagedFolders
    /// Held by the thread that writes; taken without waiting unless the queue is full.
    private let writer = Mutex(())
    private struct Queue {
        var files: [(path: String, bytes: [UInt8])] = []
        var bytes = 0
        var failure: SiteWriter.Failure?
    }

    /// Held for an append or a swap only.
    private let queue = Mutex(Queue())
    /// Bytes queued at most before a thread waits to write rather than queue.
    let limit: Int

    init(_ folders: StagedFolders, limit: Int = 4 << 20) {
        self.folders = folders
        self.limit = limit
    }

    /// Writes `bytes` at `path` (inside the staging folder), now or soon: by `finish()` at the
    /// latest.
    func write(_ path: String, _ bytes: [UInt8]) throws(SiteWriter.Failure) {
        let full = try queue.withLock { queue throws(SiteWriter.Failure) -> Bool in
            if let failure = queue.failure { throw failure }
            queue.files.append((path, bytes))
            queue.bytes += bytes.count
            return queue.bytes > limit
        }
        if !drainIfFree(), full {
            writer.withLock { _ in drainHeld() }
            _ = drainIfFree()
        }
        try throwFailure()
    }

    /// Writes everything queued; the first failure of any file, if there was one.
    func finish() throws(SiteWriter.Failure) {
        writer.withLock { _ in drainHeld() }
        try throwFailure()
    }

    /// Drops what is queued (a discarded build).
    func abandon() {
        queue.withLock { queue in
            queue.files = []
            queue.bytes = 0
        }
    }

    /// Writes the queue when no other thread is writing, again as long as files were queued
    /// while it let the writer go (their threads found it busy and left them to it). Returns
    /// whether it wrote.
    private func drainIfFree() -> Bool {
        var wrote = false
        while writer.withLockIfAvailable({ _ in drainHeld() }) != nil {
            wrote = true
            if queue.withLock({ $0.files.isEmpty }) { break }
        }
        return wrote
    }

    /// Writes the queue until it is empty; the caller holds `writer`. A failure is kept for
    /// the next caller (`throwFailure`).
    private func drainHeld() {
        var batch: [(path: String, bytes: [UInt8])] = []
        while true {
            queue.withLock { queue in
                swap(&batch, &queue.files)
                queue.bytes = 0
            }
            if batch.isEmpty { return }
            for file in batch {
                do throws(SiteWriter.Failure) {
                    try write(file.bytes, to: file.path)
                } catch {
                    queue.withLock { queue in if queue.failure == nil { queue.failure = error } }
                }
            }
            batch.removeAll(keepingCapacity: true)
        }
    }

    private func throwFailure() throws(SiteWriter.Failure) {
        if let failure = queue.withLock({ $0.failure }) { throw failure }
    }

    private func write(_ bytes: [UInt8], to path: String) throws(SiteWriter.Failure) {
        let fd = try folders.create(path)
        defer { close(fd) }
        try withRawBytes(bytes) { buffer throws(SiteWriter.Failure) in
            try StagingFolderSink.write(buffer, to: fd, path: folders.path + "/" + path)
        }
    }
}
