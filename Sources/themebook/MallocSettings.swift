#if canImport(Glibc)
import Glibc

/// How glibc's allocator serves a build: two arenas, grown in large steps, kept while the
/// process runs. Set once, before any thread starts. (`mallopt` is not in Swift's Glibc
/// module, hence the lookup; the parameter numbers are those of `<malloc.h>`.)
///
/// - **Two arenas.** glibc gives every thread that allocates an arena of its own (up to eight
///   per core), and each arena keeps its freed memory for itself, so rendering threads that
///   each build and drop large pages held several peaks at once. One arena held 10 MiB less at
///   the 10,000-token catalogue, but the guide stage's threads (cmark allocates a node at a
///   time) then queued on its lock: 1,000 guides took 0.93–1.25 s of CPU with one arena
///   (0.22–0.28 s of it in the kernel, futex waits) against 0.74–0.90 s with two, and the
///   catalogue was no cheaper with one either (1.77–1.84 s against 1.57–1.86 s).
/// - **Grown in 4 MiB steps, trimmed only past 64 MiB free, blocks up to 16 MiB from the heap**
///   (not each its own `mmap`): memory given back to the system and asked for again is touched
///   again, one page fault per page. 42,100 → 34,900 page faults in the same build.
///   A long-running process (`--watch`, `serve`) so keeps up to 64 MiB it no longer uses.
enum MallocSettings {
    static func apply() {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        // The user's own `MALLOC_…` settings win.
        func set(_ parameter: Int32, _ value: Int32, unless variable: String) {
            if getenv(variable) == nil { _ = mallopt(parameter, value) }
        }
        set(-8, 2, unless: "MALLOC_ARENA_MAX")  // M_ARENA_MAX
        set(-1, 64 << 20, unless: "MALLOC_TRIM_THRESHOLD_")  // M_TRIM_THRESHOLD
        set(-2, 4 << 20, unless: "MALLOC_TOP_PAD_")  // M_TOP_PAD
        set(-3, 16 << 20, unless: "MALLOC_MMAP_THRESHOLD_")  // M_MMAP_THRESHOLD
    }
}
#else
enum MallocSettings {
    static func apply() {}
}
#endif
