import Foundation

/// Runs `count` independent jobs on `workers` threads, each thread taking the next job as it
/// finishes one, so memory holds only the jobs in flight. Returns what the jobs reported
/// (non-nil results) by job index, so callers can merge them in a fixed order whatever the
/// threads did. The first error thrown stops the jobs not yet started and is rethrown.
enum ParallelRendering {
    static func run<Report: Sendable>(
        _ count: Int, workers: Int, _ job: @escaping @Sendable (Int) throws(SiteWriter.Failure) -> Report?
    ) throws(SiteWriter.Failure) -> [(Int, Report)] {
        let state = SharedState<Report>()
        let threads = max(1, min(workers, count))
        let body: @Sendable (Int) -> Void = { _ in
            while let index = state.next(limit: count) {
                do throws(SiteWriter.Failure) {
                    if let report = try job(index) { state.report(index, report) }
                } catch {
                    state.fail(error)
                }
            }
        }
        if threads == 1 {
            body(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: threads, execute: body)
        }
        return try state.finish()
    }

    private final class SharedState<Report: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var nextIndex = 0
        private var reports: [(Int, Report)] = []
        private var failure: SiteWriter.Failure?

        func next(limit: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard failure == nil, nextIndex < limit else { return nil }
            nextIndex += 1
            return nextIndex - 1
        }

        func report(_ index: Int, _ report: Report) {
            lock.lock()
            reports.append((index, report))
            lock.unlock()
        }

        func fail(_ error: SiteWriter.Failure) {
            lock.lock()
            if failure == nil { failure = error }
            lock.unlock()
        }

        func finish() throws(SiteWriter.Failure) -> [(Int, Report)] {
            if let failure { throw failure }
            return reports.sorted { $0.0 < $1.0 }
        }
    }
}
