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
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh --test
swift build --product themebook
swift test "$@"
[[ $# -eq 0 ]] || exit 0

# The suites the sanitizers run: rendering and the Mustache renderer (the section memo and its
# pool, shared swatches, lazy lists), every stage that runs on several threads (guides, pages,
# sinks and streams, the parallel map, the incremental build) and the pipeline end to end.
sanitized='Mustache|SharedFrame|SwatchSharing|GuideStage|SiteSink|SiteFileStream|GeneratedFiles|Incremental|Pipeline|Parallel|BuildTests'
for sanitizer in ${SANITIZERS-thread address}; do
    [[ $sanitizer == none ]] && continue
    if [[ $sanitizer == address ]]; then
        # In the fuzz build's folder, with its flags: the fuzz step below then builds only its
        # own target.
        scripts/fuzz.sh --test "$sanitized"
        continue
    fi
    echo "== swift test --sanitize=$sanitizer ($sanitized)"
    # In its own build folder, so the normal build is not rebuilt. The thread sanitizer cannot
    # see Synchronization's Mutex hand a contended lock over (a futex, in the uninstrumented
    # standard library): THEMEBOOK_SANITIZED_LOCKS swaps in a lock it intercepts
    # (Support/SanitizedMutex.swift). halt_on_error: a report fails the run.
    TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
        swift test --sanitize="$sanitizer" --scratch-path ".build/$sanitizer" -Xswiftc -DTHEMEBOOK_SANITIZED_LOCKS --filter "$sanitized"
done

# Every libFuzzer target briefly, one per core at a time (longer runs: scripts/fuzz.sh TARGET SECONDS).
scripts/fuzz.sh --ci
