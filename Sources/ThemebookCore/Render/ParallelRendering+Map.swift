import Foundation

extension ParallelRendering {
    /// `(0..<count).map(transform)` on `workers` threads, each taking the next index as it
    /// finishes one; the results are in index order whatever the threads did. `transform` must
    /// not depend on the order the indexes run in (the guide stage's parse and link jobs each
    /// read shared tables and write only their own result).
    static func map<Value>(_ count: Int, workers: Int, _ transform: (Int) -> Value) -> [Value] {
        let threads = max(1, min(workers, count))
        guard threads > 1 else { return (0..<count).map(transform) }
        return withoutActuallyEscaping(transform) { transform in
            let slots = Slots<Value>(count: count, transform: transform)
            DispatchQueue.concurrentPerform(iterations: threads) { _ in slots.fill() }
            return slots.values()
        }
    }

    /// One slot per index, each written once by the thread that took the index; the lock only
    /// hands out indexes.
    private final class Slots<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var nextIndex = 0
        private let count: Int
        private let transform: (Int) -> Value
        private let storage: UnsafeMutablePointer<Value>

        init(count: Int, transform: @escaping (Int) -> Value) {
            self.count = count
            self.transform = transform
            storage = .allocate(capacity: count)
        }

        deinit { storage.deallocate() }

        func fill() {
            while let index = next() {
                (storage + index).initialize(to: transform(index))
            }
        }

        private func next() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard nextIndex < count else { return nil }
            nextIndex += 1
            return nextIndex - 1
        }

        /// Moves the values out (every slot was filled: `concurrentPerform` returned).
        func values() -> [Value] {
            let values = Array(UnsafeBufferPointer(start: storage, count: count))
            storage.deinitialize(count: count)
            return values
        }
    }
}
