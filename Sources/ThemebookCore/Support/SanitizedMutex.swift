#if THEMEBOOK_SANITIZED_LOCKS
import Foundation

/// `Mutex` in the thread-sanitized test build (scripts/test.sh compiles it with
/// `-DTHEMEBOOK_SANITIZED_LOCKS`), shadowing Synchronization's for this module.
///
/// On Linux, Synchronization's `Mutex` hands a contended lock from one thread to the next in
/// the kernel (a futex), inside the standard library, which the sanitizer does not instrument:
/// it sees no order between the two threads' critical sections and reports every such hand-over
/// as a race. `NSLock` is a pthread mutex, whose calls the sanitizer intercepts, so here it
/// checks what the locks guard, with the lock the sanitizer can see. Only the API this module
/// uses: `init(_:)`, `withLock` and `withLockIfAvailable`.
typealias Mutex = SanitizedMutex

/// `@unchecked Sendable`: the value is read and written only in `withLock` and
/// `withLockIfAvailable`, with `lock` held.
final class SanitizedMutex<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var held: Held

    /// The value and a byte: the sanitizer takes an access to an empty value (a `Mutex(())`)
    /// for one to the object's first word, which every thread reads unlocked.
    private struct Held {
        var value: Value
        var nonEmpty: UInt8 = 0
    }

    init(_ value: consuming sending Value) { held = Held(value: value) }

    func withLock<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&held.value)
    }

    func withLockIfAvailable<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result? {
        guard lock.try() else { return nil }
        defer { lock.unlock() }
        return try body(&held.value)
    }
}
#endif
