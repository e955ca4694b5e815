#!/usr/bin/env bash
# Runs themebook's libFuzzer targets (Sources/ThemebookFuzz, ThemebookCore.FuzzTarget).
#
#   scripts/fuzz.sh [TARGET|all] [SECONDS]   one target, or every one, FUZZ_JOBS at a time (default: all, 60 s each)
#   scripts/fuzz.sh --ci                      every target for 5 s from a dozen seeds: the fuzz step of scripts/test.sh
#   scripts/fuzz.sh --test [FILTER]           the sanitized suites (Package.swift's sanitizedSuites), or those of them
#                                             FILTER names, in the same build (address sanitizer, coverage):
#                                             scripts/test.sh's address-sanitizer step, which the fuzz build then reuses
#   scripts/fuzz.sh --build                   builds what --test and the fuzz targets run, and runs nothing
#
# Targets: json, front-matter, markdown, mustache, swift, pipeline, git-tree, kotlin, xml, app-code. Each starts from a seed
# corpus made of the example content, the bad-input corpus (Tests/ThemebookTests/Invalid), the
# Swift fixtures and every input in the regression corpus, and keeps what it learns in
# .build/fuzz-corpus/TARGET. Any crash, trap, sanitizer report, timeout (an input that takes more
# than FUZZ_TIMEOUT seconds, default 60: super-linear time) or memory blow-up is minimised (-minimize_crash) into
# Tests/ThemebookTests/FuzzRegressions/TARGET/; fix it, then record its expected diagnostics with
#   THEMEBOOK_RECORD=1 swift test --filter FuzzRegression
# The script exits 1 when a target found something. It prints, per target, the executions and
# the seconds run. Targets run FUZZ_JOBS at a time (default: one per core), each in a process of
# its own with its own corpus and artifacts.
#
# The executable is built with the address sanitizer and libFuzzer's coverage instrumentation,
# linked with libFuzzer's runtime without its `main` (SwiftPM gives an executable its own entry
# point, which calls libFuzzer's driver), in its own scratch folder so the normal build is not
# rebuilt. FUZZ_CONFIG=release optimises (slower to build, faster to run).
set -euo pipefail
cd "$(dirname "$0")/.."

ALL=(json front-matter markdown mustache swift pipeline git-tree kotlin xml app-code)
ci=0
test_filter=""
build_only=0
if [[ "${1:-}" == "--test" ]]; then
    test_filter=${2:-.}
elif [[ "${1:-}" == "--build" ]]; then
    build_only=1
elif [[ "${1:-}" == "--ci" ]]; then
    # Brief: a fresh corpus from a dozen seeds per target, so the step takes the same time on
    # every machine (about half a minute for all ten, two at a time on two cores). A smoke test:
    # the seeds, then from some dozens (pipeline and markdown, whole builds in a debug build) to
    # thousands of mutations of each; fuzzing that finds things is the longer runs above.
    ci=1
    targets=("${ALL[@]}")
    seconds=5
else
    target=${1:-all}
    seconds=${2:-60}
    if [[ "$target" == "all" ]]; then
        targets=("${ALL[@]}")
    elif [[ " ${ALL[*]} " == *" $target "* ]]; then
        targets=("$target")
    else
        echo "fuzz.sh: unknown target '$target' (${ALL[*]} or all)" >&2
        exit 2
    fi
fi

config=${FUZZ_CONFIG:-debug}
# Seconds one input may take before it counts as a hang. Wall-clock time: on a loaded machine an
# unoptimised, sanitized build is many times slower, so the default leaves room for that.
timeout=${FUZZ_TIMEOUT:-60}
scratch=.build/fuzz
# The tests this build holds are the sanitized suites alone (Package.swift), for every command
# that builds in it, so that a build of one product never changes what another built.
export THEMEBOOK_TESTS=sanitized
swiftc_path=$(command -v swiftc)
runtime=$(ls "$(dirname "$swiftc_path")"/../lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a 2>/dev/null | head -1 || true)
if [[ -z "$runtime" ]]; then
    echo "fuzz.sh: libclang_rt.fuzzer_no_main is not in this Swift toolchain; libFuzzer targets cannot be built" >&2
    exit 2
fi
flags=(-Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table
    -Xswiftc -DFUZZING -Xlinker "$runtime" -Xlinker -lstdc++)
build() {
    swift build -c "$config" --product "$1" --scratch-path "$scratch" "${flags[@]}" 2>&1 |
        { grep -v "Cannot export local symbol" | grep -E "error|warning: |Compiling|Build" || true; } ||
        { echo "fuzz.sh: building $1 failed" >&2; exit 2; }
}
if [[ -n $test_filter || $build_only == 1 ]]; then
    # The tests built with the fuzz build's flags, in its folder: the address sanitizer checks
    # them, and ThemebookFuzz shares everything but its own file with them. Products one by one,
    # not `swift test`'s build of every target, which builds the plugin's tool a second time
    # (see scripts/test.sh).
    echo "== building the tests and ThemebookFuzz ($config, address sanitizer, libFuzzer)"
    for product in themebook themebookPackageTests ThemebookFuzz; do build "$product"; done
    [[ $build_only == 1 ]] && exit 0
    echo "== swift test under the address sanitizer, in the fuzz build ($test_filter)"
    ASAN_OPTIONS="halt_on_error=1 detect_leaks=0" exec swift test --skip-build -c "$config" --scratch-path "$scratch" "${flags[@]}" --filter "$test_filter"
fi
echo "== building ThemebookFuzz ($config, address sanitizer, libFuzzer)"
build ThemebookFuzz
binary="$scratch/$config/ThemebookFuzz"

regressions=Tests/ThemebookTests/FuzzRegressions

# `==> path <==` archives of whole content folders (see FuzzArchive) for the pipeline target.
archive() {
    local root=$1
    (cd "$root" && find . -type f ! -name expected.txt | LC_ALL=C sort | while read -r f; do
        f=${f#./}
        case "$f" in content/*) printf '==> %s <==\n' "${f#content/}" ;; *) printf '==> %s <==\n' "$f" ;; esac
        cat "$f"
        printf '\n'
    done)
}

seed() {
    local t=$1 dir=.build/fuzz-seeds/$1
    rm -rf "$dir"
    mkdir -p "$dir"
    local n=0
    add() { n=$((n + 1)); cp "$1" "$dir/seed-$n"; }
    case $t in
    json)
        while IFS= read -r f; do add "$f"; done < <(find content Tests/ThemebookTests/Invalid Tests/ThemebookTests/Fixtures -name '*.json' -size -64k | LC_ALL=C sort)
        ;;
    front-matter | markdown)
        while IFS= read -r f; do add "$f"; done < <(find content Tests/ThemebookTests -name '*.md' -size -64k | LC_ALL=C sort)
        ;;
    mustache)
        while IFS= read -r f; do add "$f"; done < <(find templates Tests/ThemebookTests/Invalid -name '*.mustache' | LC_ALL=C sort)
        # A page with partials: NUL-separated templates.
        printf '%s\0%s\0%s\0%s' '{{<a}}{{$t}}{{title}}{{/t}}{{/a}}' '<h1>{{$t}}x{{/t}}</h1>{{#list}}{{>b}}{{/list}}' \
            '{{name}}{{{html}}}{{>c}}' '{{=<% %>=}}<%#site%><%page.title%><%/site%>' >"$dir/seed-partials"
        ;;
    swift)
        while IFS= read -r f; do add "$f"; done < <(find Tests/ThemebookTests/Fixtures -name '*.swift' | LC_ALL=C sort)
        ;;
    kotlin)
        while IFS= read -r f; do add "$f"; done < <(find Tests/ThemebookTests/Fixtures -name '*.kt' | LC_ALL=C sort)
        ;;
    xml)
        while IFS= read -r f; do add "$f"; done < <(find Tests/ThemebookTests/Fixtures -name '*.xml' | LC_ALL=C sort)
        ;;
    pipeline)
        for c in Tests/ThemebookTests/Invalid/*/; do
            n=$((n + 1))
            archive "$c" >"$dir/seed-$n"
        done
        archive Tests/ThemebookTests/Fixtures/swift-acme >"$dir/seed-swift-acme"
        ;;
    git-tree)
        # What git answers for the example content and a fixture: `ls-tree -r -t -z`, two NULs,
        # then `cat-file --batch` of its blobs (GitTree.fuzz).
        git rev-parse -q --verify HEAD >/dev/null || { echo "fuzz.sh: git-tree seeds need a git checkout" >&2; exit 2; }
        for p in content Tests/ThemebookTests/Fixtures/swift-acme; do
            n=$((n + 1))
            { git ls-tree -r -t -z --full-tree HEAD -- "$p"
              printf '\0'
              git ls-tree -r -z --full-tree HEAD -- "$p" | tr '\0' '\n' | awk '$2 == "blob" && $4 !~ /\.(png|pdf|jpg)$/ {print $3}' | git cat-file --batch
            } >"$dir/seed-$n"
        done
        ;;
    app-code)
        # The app-code fixtures' Swift, Kotlin and XML, their guides' Don't rules, then the other Swift fixtures.
        while IFS= read -r f; do add "$f"; done < <(find Tests/ThemebookTests/Fixtures/app-code Tests/ThemebookTests/Fixtures/app-code-firefox \
            Tests/ThemebookTests/Fixtures/app-code-android \( -name '*.swift' -o -name '*.kt' -o -name '*.xml' -o -name '*.md' \) | LC_ALL=C sort)
        while IFS= read -r f; do add "$f"; done < <(find Tests/ThemebookTests/Fixtures -path '*/app-code*' -prune -o -name '*.swift' -print | LC_ALL=C sort)
        ;;
    esac
    if [[ $ci == 1 ]]; then
        find "$dir" -type f | LC_ALL=C sort | tail -n +13 | xargs -r rm -f
    fi
    if [[ -d "$regressions/$t" ]]; then
        find "$regressions/$t" -type f ! -name '*.expected' -exec cp {} "$dir/" \;
    fi
}

# One target: its seeds, its run, and on a finding its minimised input in the regression corpus.
# Prints its summary line to its `summary` file; exits 1 when it found something.
fuzz_one() {
    local t=$1
    seed "$t"
    local corpus=.build/fuzz-corpus/$t
    [[ $ci == 1 ]] && corpus=.build/fuzz-corpus-ci/$t && rm -rf "$corpus"
    local artifacts=.build/fuzz-artifacts/$t
    mkdir -p "$corpus" "$artifacts"
    local log=$artifacts/last-run.log max_len=16384 status=0
    [[ $t == pipeline ]] && max_len=65536
    rm -f "$artifacts/summary"
    THEMEBOOK_FUZZ_TARGET=$t THEMEBOOK_ROOT=$PWD ASAN_OPTIONS=detect_leaks=0 nice -n 19 "$binary" "$corpus" ".build/fuzz-seeds/$t" \
        -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2048 -max_len=$max_len \
        -artifact_prefix="$artifacts/" -print_final_stats=1 >"$log" 2>&1 || status=$?
    local runs took
    runs=$(grep -a 'stat::number_of_executed_units' "$log" | awk '{print $2}' | tail -1 || true)
    took=$(grep -a 'Done [0-9]* runs in' "$log" | sed -E 's/.* in ([0-9]+) second.*/\1/' | tail -1 || true)
    echo "$t: ${runs:-?} executions in ${took:-?} s" >"$artifacts/summary"
    [[ $status -eq 0 ]] && return 0
    local crash
    crash=$(grep -a -o -E 'Test unit written to [^ ]*/(crash|timeout|oom|leak)-[0-9a-f]+' "$log" | tail -1 | sed 's/Test unit written to //' || true)
    echo "!! $t failed (exit $status); see $log" >&2
    grep -a -E 'ERROR|Fatal error|deadly signal|timeout|out-of-memory' "$log" | head -5 >&2 || true
    if [[ -n "$crash" && -f "$crash" ]]; then
        local minimised
        minimised=$artifacts/minimised-$(basename "$crash")
        THEMEBOOK_FUZZ_TARGET=$t THEMEBOOK_ROOT=$PWD ASAN_OPTIONS=detect_leaks=0 nice -n 19 "$binary" -minimize_crash=1 \
            -max_total_time=60 -timeout="$timeout" -exact_artifact_path="$minimised" "$crash" >"$artifacts/minimise.log" 2>&1 || true
        [[ -f "$minimised" ]] || minimised=$crash
        mkdir -p "$regressions/$t"
        cp "$minimised" "$regressions/$t/$(basename "$crash")"
        echo "!! minimised into $regressions/$t/$(basename "$crash"); fix it, then record its diagnostics:" >&2
        echo "   THEMEBOOK_RECORD=1 swift test --filter FuzzRegression" >&2
    fi
    return 1
}

# FUZZ_JOBS targets at a time (default: one per core), each a process of its own: a target's
# seconds are wall-clock time, so more at once than there are cores would give each less fuzzing.
jobs=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
[[ $jobs =~ ^[1-9][0-9]*$ ]] || { echo "fuzz.sh: FUZZ_JOBS must be a positive number, not '$jobs'" >&2; exit 2; }
found=0
running=()
for t in "${targets[@]}"; do
    if [[ ${#running[@]} -ge $jobs ]]; then
        wait "${running[0]}" || found=1
        running=("${running[@]:1}")
    fi
    echo "== $t: ${seconds} s"
    fuzz_one "$t" &
    running+=($!)
done
for pid in "${running[@]}"; do wait "$pid" || found=1; done
echo "== fuzz summary"
for t in "${targets[@]}"; do cat ".build/fuzz-artifacts/$t/summary" 2>/dev/null || echo "$t: no summary"; done
exit $found
