#!/usr/bin/env bash
# Runs the whole test suite, browser tests included (installs libcmark-dev, pkg-config, chromium,
# chromium-driver and python3-selenium first when they are missing); then, for a whole run (no
# arguments), the suites that share memory between threads or render pages under the thread
# sanitizer (in its own scratch folder) and the address sanitizer (in the fuzz build's, which the
# fuzz step reuses); then each fuzz target briefly.
#
#   scripts/test.sh                  everything (what CI runs)
#   scripts/test.sh --filter NAME    only `swift test --filter NAME`, no sanitizers, no fuzzing
#   SANITIZERS="thread" scripts/test.sh   only the sanitizers named (thread, address, or none)
#
# A whole run builds the two sanitizer builds in the background, both at once, in the idle
# scheduling class, while the test suite runs: they take the CPU time the suite leaves idle (the
# browser checks, the processes it waits for, a build's serial steps), and the suite keeps a core
# when it wants it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh --test

# The products the tests run, built one by one rather than by `swift test` (or `swift build
# --build-tests`): a build of every target also builds the command plugin's tool, `themebook`
# with all of ThemebookCore, a second time for the host (SwiftPM's `-tool` copies), which no test
# uses. PluginTests builds the plugin and its tool as an app's developer does.
#   build_products "PRODUCT…" [SWIFT BUILD OPTION…]
build_products() {
    local product
    for product in $1; do swift build --product "$product" "${@:2}" || return 1; done
}

# The suites the sanitizers run are listed once, in Package.swift (`sanitizedSuites`): with
# THEMEBOOK_TESTS=sanitized the test target is only those, so each sanitized build compiles a
# fraction of the tests. Exported for every build below that has a folder of its own.
# The thread sanitizer's build, in its own folder so the normal build is not rebuilt. It cannot
# see Synchronization's Mutex hand a contended lock over (a futex, in the uninstrumented standard
# library): THEMEBOOK_SANITIZED_LOCKS swaps in a lock it intercepts (Support/SanitizedMutex.swift).
thread_flags=(--sanitize=thread --scratch-path .build/thread -Xswiftc -DTHEMEBOOK_SANITIZED_LOCKS)
sanitizers=()
[[ $# -eq 0 ]] && for s in ${SANITIZERS-thread address}; do
    case $s in
    thread | address) sanitizers+=("$s") ;;
    none) ;;
    *) echo "test.sh: unknown sanitizer '$s' in SANITIZERS (thread, address or none)" >&2; exit 2 ;;
    esac
done

logs=.build/test-logs
background=""
if [[ ${#sanitizers[@]} -gt 0 ]]; then
    mkdir -p "$logs"
    # Its own process group (job control), so a failing run stops it with everything it started.
    set -m
    (
        # The idle scheduling class, which SwiftPM's compiler processes inherit (it resets their
        # nice value): they run only on a core the suite leaves idle. nice where chrt is missing.
        chrt --idle -p 0 "$BASHPID" 2>/dev/null || renice -n 19 -p "$BASHPID" >/dev/null
        # Both at once: each build has stretches where one compiler process runs alone (a large
        # module's last files, linking), and the other fills the core it leaves (idle otherwise
        # once the suite has ended: about 40 s of a run).
        builds=()
        for s in "${sanitizers[@]}"; do
            echo "== building for the $s sanitizer in the background (log: $logs/$s-build.log)"
            (
                if [[ $s == thread ]]; then
                    THEMEBOOK_TESTS=sanitized build_products "themebook themebookPackageTests" "${thread_flags[@]}" >"$logs/$s-build.log" 2>&1
                else
                    # The fuzz build's folder and flags: the address sanitizer's tests and the fuzz
                    # targets, so neither step below builds anything.
                    scripts/fuzz.sh --build >"$logs/$s-build.log" 2>&1
                fi || { echo "!! the $s sanitizer's build failed:" >&2; tail -40 "$logs/$s-build.log" >&2; exit 1; }
            ) &
            builds+=($!)
        done
        failed=0
        for build in "${builds[@]}"; do wait "$build" || failed=1; done
        exit $failed
    ) &
    background=$!
    set +m
    trap '[[ -n $background ]] && kill -- -"$background" 2>/dev/null || true' EXIT
fi

# ThemebookFuzz built normally replays inputs (Sources/ThemebookFuzz): built here so it compiles.
build_products "themebook ThemebookFuzz themebookPackageTests"
swift test --skip-build "$@"
[[ $# -eq 0 ]] || exit 0

if [[ -n $background ]]; then
    echo "== waiting for the sanitizer builds"
    wait "$background" || exit 1
    background=""
fi
for sanitizer in "${sanitizers[@]}"; do
    if [[ $sanitizer == address ]]; then
        scripts/fuzz.sh --test
        continue
    fi
    echo "== swift test --sanitize=$sanitizer (the suites of Package.swift's sanitizedSuites)"
    # halt_on_error: a report fails the run.
    THEMEBOOK_TESTS=sanitized TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" swift test --skip-build "${thread_flags[@]}"
done

# Every libFuzzer target briefly, one per core at a time (longer runs: scripts/fuzz.sh TARGET SECONDS).
scripts/fuzz.sh --ci
