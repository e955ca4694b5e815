import Foundation
import Synchronization
import Testing
@testable import ThemebookCore

@Suite("Parallel jobs")
struct ParallelTests {
    @Test("results come in index order for any number of workers, each job run once")
    func order() {
        for workers in [1, 2, 7] {
            let runs = Mutex([Int](repeating: 0, count: 500))
            let values = Parallel.map(500, workers: workers) { index in
                runs.withLock { $0[index] += 1 }
                return index * index
            }
            #expect(values == (0..<500).map { $0 * $0 }, "\(workers) workers")
            #expect(runs.withLock { $0 }.allSatisfy { $0 == 1 }, "\(workers) workers")
        }
        #expect(Parallel.map(0, workers: 4) { $0 }.isEmpty)
    }

    struct Stop: Error, Equatable { var index: Int }

    @Test("a job that throws stops the jobs not yet started, and its error is thrown")
    func firstError() {
        for workers in [1, 3] {
            let started = Mutex(0)
            #expect(throws: Stop(index: 10)) {
                _ = try Parallel.map(10_000, workers: workers) { index throws(Stop) -> Int in
                    started.withLock { $0 += 1 }
                    if index == 10 { throw Stop(index: 10) }
                    // A millisecond a job: the others cannot run through all 10,000 (seconds)
                    // in the moment between the throw and the failure's being recorded, even
                    // on a loaded machine under a sanitizer, where they once did.
                    usleep(1000)
                    return index
                }
            }
            let count = started.withLock { $0 }
            if workers == 1 {
                #expect(count == 11, "one worker stops right after the job that threw")
            } else {
                #expect(count < 10_000, "\(workers) workers")
            }
        }
    }
}
