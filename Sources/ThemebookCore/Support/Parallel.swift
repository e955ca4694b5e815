import Foundation
import Synchronization

/// Independent jobs on several threads: the guide stage's parse and link passes and the
/// rendering of the pages all go through `map`.
enum Parallel {
    /// Two, or as many as the machine has.
    static var defaultWorkers: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `(0..<count).map(job)` on `workers` threads, each thread taking the next index as it
    /// finishes one, so memory holds only the jobs in flight and what they returned. The results
    /// are in index order whatever the threads did, so callers merge them in a fixed order. The
    /// first error thrown stops the jobs not yet started and is rethrown.
    ///
    /// `job` is `@Sendable`: it may read shared values and write only its own result, which the
    /// compiler checks.
    static func map<Value: Sendable, Failure: Error>(
        _ count: Int, workers: Int, _ job: @Sendable (Int) throws(Failure) -> Value
    ) throws(Failure) -> [Value] {
        let threads = max(1, min(workers, count))
        guard threads > 1 else {
            var values: [Value] = []
            values.reserveCapacity(count)
            for index in 0..<count { values.append(try job(index)) }
            return values
        }
        let shared = Shared<Value, Failure>()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            // Each thread keeps its own results and hands them over once, at the end.
            var done: [(Int, Value)] = []
            while let index = shared.next(below: count) {
                do throws(Failure) {
                    done.append((index, try job(index)))
                } catch {
                    shared.fail(error)
                }
            }
            shared.add(done)
        }
        return try shared.finish()
    }

    /// The next index to take, the results handed over, and the first failure: all under one lock.
    private final class Shared<Value: Sendable, Failure: Error>: Sendable {
        private struct State {
            var next = 0
            var failure: Failure?
            var results: [(Int, Value)] = []
        }

        private let state = Mutex(State())

        /// The next index below `limit`, or nil once every index is taken or a job has failed.
        func next(below limit: Int) -> Int? {
            state.withLock { state in
                guard state.failure == nil, state.next < limit else { return nil }
                state.next += 1
                return state.next - 1
            }
        }

        func add(_ results: [(Int, Value)]) {
            state.withLock { $0.results.append(contentsOf: results) }
        }

        func fail(_ error: Failure) {
            state.withLock { state in
                if state.failure == nil { state.failure = error }
            }
        }

        func finish() throws(Failure) -> [Value] {
            let (failure, results) = state.withLock { state in (state.failure, state.results) }
            if let failure { throw failure }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }
}
