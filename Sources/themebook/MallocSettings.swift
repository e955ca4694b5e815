#if canImport(Glibc)
import Glibc

/// glibc's allocator gives every thread that allocates its own arena (up to eight per core)
/// and keeps each arena's freed memory for reuse by that arena alone, so a build whose
/// rendering threads each build and drop large pages holds several peaks at once. Two arenas
/// keep the threads from queueing on one lock while the freed memory is shared. Set once,
/// before any thread starts. (`mallopt` is not in Swift's Glibc module, hence the lookup;
/// `M_ARENA_MAX` is -8 in `<malloc.h>`.)
enum MallocSettings {
    static func apply() {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        // The user's own `MALLOC_ARENA_MAX` wins.
        guard getenv("MALLOC_ARENA_MAX") == nil, let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(-8, 2)
    }
}
#else
enum MallocSettings {
    static func apply() {}
}
#endif
