#!/usr/bin/env bash
# The performance benchmark of issue #10: themebook against hugo and against floors, on corpora
# it generates itself, runs interleaved, medians printed with every ratio the issue asks for.
#
#   scripts/bench.sh [--quick] [runs]      (default 3 runs; --quick: smaller sizes, 1 run)
#
# THEMEBOOK=path/to/themebook times that binary instead of this checkout's release build.
#
# Corpora (scripts/bench-corpus.py): the example catalogue plus N generated guides of ~3 KB with
# token, palette, image and guide references (N = 1,000, 5,000, 20,000; quick: 200, 1,000), the
# same Markdown bodies as a hugo site, and a 10,000-token, 5-theme, 1,000-colour DTCG catalogue;
# and the design corpus: guides written as design systems write them, lists and about 40 code
# spans each (N = 1,000, 5,000; quick: 200, 1,000), built by themebook and by hugo.
#
# Measured, each run of each command interleaved with the others (so load on the machine hits
# them alike), wall-clock seconds, CPU seconds (user + system) and peak RSS from wait4's rusage:
#   themebook build (disk, and tmpfs) · themebook check (in memory) · themebook build --watch: one
#   guide edited, the "Rebuilt in" line it prints · hugo (disk, and tmpfs) · hugo --renderToMemory
#   · hugo server: the same edit, its "Total in" line · floors: cmark rendering every guide in one
#   process into tmpfs (awk splitting pages), and cp of the same number of files · python3 json
#   parsing the catalogue's files, and cp of the catalogue's site within tmpfs. The catalogue's
#   builds and the parse, the shortest runs, are timed BENCH_CATALOGUE_SAMPLES times per run (3),
#   so that their medians ride out a busy moment.
# The ratios of record are of wall-clock medians: the time a user or a CI job waits, which is what
# issue #10's targets compare (its own figures are seconds waited, and it asks for every core to
# be used, which only elapsed time rewards). CPU time is printed beside each ratio: what the work
# costs, and what a machine with one free core would wait.
# Every disk output goes to a fresh folder and nothing is deleted until the end: on ext4, creating
# files shortly after many were deleted makes the kernel skip the recently freed inodes one by one
# (perf: recently_deleted, find_get_block), which once cost 1 ms of system time per file and would
# be charged to whichever command ran next. The tmpfs runs show the same work without the disk.
# Run it under `nice` on a shared machine; it needs ~5 GB of free disk at full size.
set -euo pipefail
cd "$(dirname "$0")/.."
quick=false
[[ ${1:-} == --quick ]] && { quick=true; shift; }
runs=${1:-$($quick && echo 1 || echo 3)}
if $quick; then sizes=(200 1000); design_sizes=(200 1000); tokens=2000; else sizes=(1000 5000 20000); design_sizes=(1000 5000); tokens=10000; fi
# BENCH_SIZES="1000 5000" measures other guide counts (the first and last are compared per page);
[[ -n ${BENCH_SIZES:-} ]] && read -r -a sizes <<<"$BENCH_SIZES"
# BENCH_DESIGN_SIZES="1000": the design corpus's guide counts ("" for none).
[[ -n ${BENCH_DESIGN_SIZES+set} ]] && read -r -a design_sizes <<<"$BENCH_DESIGN_SIZES"
# BENCH_TOKENS=N: the large catalogue's size.
tokens=${BENCH_TOKENS:-$tokens}
# Samples of the catalogue and of Python's parse per run (BENCH_CATALOGUE_SAMPLES).
catalogue_samples=${BENCH_CATALOGUE_SAMPLES:-3}

# Progress goes to stderr as the run goes (a full run takes long); the results to stdout at the end.
started=$SECONDS
log() { printf 'bench [%4ds] %s\n' $((SECONDS - started)) "$*" >&2; }

sudo=""
[[ $(id -u) -ne 0 ]] && sudo="sudo"
missing=()
for tool in hugo cmark; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if [[ ${#missing[@]} -gt 0 ]]; then
    echo "bench: installing ${missing[*]} from Debian" >&2
    # A fresh machine has no package lists yet.
    $sudo apt-get update -qq >/dev/null || { echo "bench: apt-get update failed; install ${missing[*]} by hand" >&2; exit 1; }
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null ||
        { echo "bench: could not install ${missing[*]} (apt-get install ${missing[*]})" >&2; exit 1; }
fi
python=/usr/bin/python3
[[ -x $python ]] || python=python3
# timed_run and median.
source scripts/lib/timing.sh
scripts/ensure-deps.sh >/dev/null
if [[ -n ${THEMEBOOK:-} ]]; then
    themebook=$(realpath "$THEMEBOOK")
else
    log "building themebook (release)"
    # swift build prints its errors on stdout.
    build_log=$(swift build -c release --static-swift-stdlib --product themebook 2>&1) || { printf '%s\n' "$build_log" >&2; echo "bench: swift build failed" >&2; exit 1; }
    themebook=$PWD/.build/release/themebook
fi

work=$(mktemp -d)
shm=$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d)
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work" "$shm"' EXIT

log "generating the corpora: ${sizes[*]} guides, a $tokens-token catalogue"
for n in "${sizes[@]}"; do $python scripts/bench-corpus.py guides "$work/g$n" "$work/h$n" "$n"; done
for n in "${design_sizes[@]}"; do $python scripts/bench-corpus.py design "$work/d$n" "$work/hd$n" "$n"; done
$python scripts/bench-corpus.py catalogue "$work/cat" "$tokens" 5 1000
"$themebook" check --content "$work/g${sizes[0]}" >/dev/null 2>&1 || { echo "bench: the generated guides have errors" >&2; exit 1; }
"$themebook" check --content "$work/cat" >/dev/null 2>&1 || { echo "bench: the generated catalogue has errors" >&2; exit 1; }
for n in "${design_sizes[@]:0:1}"; do
    "$themebook" check --content "$work/d$n" >/dev/null 2>&1 || { echo "bench: the generated design guides have errors" >&2; exit 1; }
done
# The floor's input: every guide's Markdown, front matter removed, a marker between pages.
for n in "${sizes[@]}"; do
    for ((i = 1; i <= n; i++)); do
        awk 'NR == 1 && $0 == "---" { fm = 1; next } fm && $0 == "---" { fm = 0; next } !fm' "$work/g$n/guides/page-$i.md"
        printf '\nBENCHPAGEEND\n\n'
    done >"$work/cmark-$n.md"
done

# Runs "$@" once; appends "cpu_seconds peak_rss_kb wall_seconds user system" to $work/t-$key (CPU:
# user + system, children included).
measure() {
    local key=$1; shift
    log "run $r/$runs: $key"
    timed_run "$work/t-$key" "$@" || { echo "bench: $key failed: $*" >&2; exit 1; }
    log "  $(tail -1 "$work/t-$key" | awk '{ printf "%.2f s CPU (%.2f user, %.2f system), %.0f MiB, %.2f s wall", $1, $4, $5, $2 / 1024, $3 }')"
}

cmark_floor() {  # $1 guides, $2 output folder
    mkdir -p "$2"
    cmark "$work/cmark-$1.md" | awk -v dir="$2" 'BEGIN { n = 1; f = dir "/page-1.html" }
        $0 == "<p>BENCHPAGEEND</p>" { close(f); n++; f = dir "/page-" n ".html"; next } { print > f }'
}
export -f cmark_floor
export work

# A long-running rebuild: start the watcher ($1: themebook or hugo), edit one guide, read the
# time of the rebuild it reports. Appends milliseconds to $work/t-$2.
rebuild() {
    local kind=$1 key=$2 n=$3 log=$work/watch.log page
    log "run $r/$runs: $key (one guide edited under a watcher)"
    : >"$log"
    if [[ $kind == themebook ]]; then
        "$themebook" build --watch --content "$work/g$n" --output "$shm/watch" >"$log" 2>/dev/null &
        page=$work/g$n/guides/page-7.md
    else
        hugo server -s "$work/h$n" --disableLiveReload --port $((20000 + RANDOM % 20000)) >"$log" 2>&1 &
        page=$work/h$n/content/guides/page-7.md
    fi
    local pid=$!
    pids+=("$pid")
    for ((t = 0; t < 1200; t++)); do
        grep -q 'Watching\|Web Server is available' "$log" && break
        kill -0 "$pid" 2>/dev/null || { echo "bench: the $kind watcher stopped:" >&2; cat "$log" >&2; exit 1; }
        sleep 0.1
    done
    sleep 0.5
    local before; before=$(grep -c 'Rebuilt in\|Total in' "$log" || true)
    printf '\nEdited at %s.\n' "$RANDOM" >>"$page"
    for ((t = 0; t < 600; t++)); do
        [[ $(grep -c 'Rebuilt in\|Total in' "$log" || true) -gt $before ]] && break
        sleep 0.05
    done
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    if [[ $(grep -c 'Rebuilt in\|Total in' "$log" || true) -le $before ]]; then
        log "  the $kind watcher reported no rebuild within 30 s"
        return
    fi
    if [[ $kind == themebook ]]; then
        grep 'Rebuilt in' "$log" | tail -1 | sed -E 's/Rebuilt in ([0-9.]+) ms.*/\1/' >>"$work/t-$key"
    else
        grep 'Total in' "$log" | tail -1 | sed -E 's/.*Total in ([0-9.]+) ms.*/\1/' >>"$work/t-$key"
    fi
    log "  $(tail -1 "$work/t-$key") ms"
}

# The incremental rebuild is measured at 1,000 guides (the issue's size), or the smallest corpus.
inc=${sizes[0]}
for n in "${sizes[@]}"; do [[ $n == 1000 ]] && inc=1000; done
mkdir -p "$work/o"
for ((r = 1; r <= runs; r++)); do
    for n in "${sizes[@]}"; do
        out=$work/o/build-$r-$n hout=$work/o/hugo-$r-$n
        measure "build-$n" "$themebook" build --content "$work/g$n" --output "$out"
        measure "check-$n" "$themebook" check --content "$work/g$n"
        measure "hugo-$n" hugo --quiet -s "$work/h$n" -d "$hout"
        measure "hugomem-$n" hugo --quiet --renderToMemory -s "$work/h$n"
        measure "buildshm-$n" "$themebook" build --content "$work/g$n" --output "$shm/build"
        measure "hugoshm-$n" hugo --quiet -s "$work/h$n" -d "$shm/hugo"
        measure "cmark-$n" bash -c "cmark_floor $n $shm/floor"
        measure "copy-$n" cp -R "$out" "$shm/copy"
        pages[$n]=$(find "$out" -name '*.html' | wc -l)
        bytes[$n]=$(du -sb "$out" | cut -f1)
        files[$n]=$(find "$out" -type f | wc -l)
        gbytes[$n]=$(( $(du -sb "$out/guides" | cut -f1) / n ))
        hpages[$n]=$(find "$hout" -name '*.html' | wc -l)
        hbytes[$n]=$(du -sb "$hout" | cut -f1)
        rm -rf "$shm/build" "$shm/hugo" "$shm/floor" "$shm/copy"
    done
    for n in "${design_sizes[@]}"; do
        measure "design-$n" "$themebook" build --content "$work/d$n" --output "$work/o/design-$r-$n"
        measure "designhugo-$n" hugo --quiet -s "$work/hd$n" -d "$work/o/designhugo-$r-$n"
    done
    # The catalogue and Python's parse are the shortest runs timed (a tenth of a second for the
    # parse), so one busy moment moves their ratio most: each run times them several times.
    for ((k = 1; k <= catalogue_samples; k++)); do
        measure catalogue "$themebook" build --content "$work/cat" --output "$work/o/catalogue-$r-$k"
        measure catalogueshm "$themebook" build --content "$work/cat" --output "$shm/catalogue"
        measure json "$python" -c 'import json, sys; [json.load(open(f)) for f in sys.argv[1:]]' $(find "$work/cat" -name '*.json' | sort)
        # The floor of writing the site alone: copying its files (10,023, 105 MB at full size) within tmpfs.
        measure catalogue-copy cp -R "$shm/catalogue" "$shm/catalogue-copy"
        rm -rf "$shm/catalogue" "$shm/catalogue-copy"
    done
    rebuild themebook "inc-$inc" "$inc"
    rebuild hugo "hugoserver-$inc" "$inc"
done

log "done; results:"
secs() { cut -d' ' -f1 "$work/t-$1" | median; }
wall() { cut -d' ' -f3 "$work/t-$1" | median; }
user() { cut -d' ' -f4 "$work/t-$1" | median; }
system() { cut -d' ' -f5 "$work/t-$1" | median; }
rss() { cut -d' ' -f2 "$work/t-$1" | median | awk '{ printf "%.0f", $1 / 1024 }'; }

echo "themebook benchmark: $runs run(s), medians; ratios of wall-clock seconds, CPU seconds (user + system) beside them; $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg) at the end; $(date -u '+%Y-%m-%d %H:%M UTC')"
columns() { printf '%-7s %9s %9s %9s %9s %9s %9s %9s %9s' guides build build-tmp check hugo hugo-tmp hugo-mem cmark cp; }
row() {  # $1 guides, $2 the measure (wall or secs)
    local n=$1 m=$2
    printf '%-7s %8.2fs %8.2fs %8.2fs %8.2fs %8.2fs %8.2fs %8.2fs %8.2fs' "$n" \
        "$($m build-$n)" "$($m buildshm-$n)" "$($m check-$n)" "$($m hugo-$n)" "$($m hugoshm-$n)" "$($m hugomem-$n)" \
        "$($m cmark-$n)" "$($m copy-$n)"
}
printf '\nwall-clock seconds\n%s %9s %9s %11s %11s %11s\n' "$(columns)" "RSS" "hugoRSS" "B/page" "hugo B/pg" "guide page"
for n in "${sizes[@]}"; do
    printf '%s %6sMiB %6sMiB %11.0f %11.0f %11.0f\n' "$(row "$n" wall)" "$(rss build-$n)" "$(rss hugo-$n)" \
        "$(( bytes[$n] / pages[$n] ))" "$(( hbytes[$n] / hpages[$n] ))" "${gbytes[$n]}"
done
printf '\nCPU seconds (user + system)\n%s\n' "$(columns)"
for n in "${sizes[@]}"; do row "$n" secs; echo; done
echo "(build, hugo: output on disk; -tmp: on tmpfs; B/page: all output bytes / HTML pages; guide page: mean bytes of one guide's page)"
echo "system seconds on disk (kernel time creating and writing files): $(for n in "${sizes[@]}"; do printf '%s guides: themebook %.2f, hugo %.2f;  ' "$n" "$(system build-$n)" "$(system hugo-$n)"; done)"
echo
echo "ratios of wall-clock medians, CPU beside (target in brackets):"
for n in "${sizes[@]}"; do
    awk -v n="$n" -v b="$(wall build-$n)" -v c="$(wall check-$n)" -v h="$(wall hugo-$n)" -v m="$(wall hugomem-$n)" \
        -v bt="$(wall buildshm-$n)" -v ht="$(wall hugoshm-$n)" -v cb="$(secs build-$n)" -v ch="$(secs hugo-$n)" \
        -v cc="$(secs check-$n)" -v cm="$(secs hugomem-$n)" -v cbt="$(secs buildshm-$n)" -v cht="$(secs hugoshm-$n)" \
        -v f="$(secs cmark-$n)" -v p="$(secs copy-$n)" 'BEGIN {
        printf "  %6d guides: build / hugo on disk %.2fx [<= 0.5] (CPU %.2fx), on tmpfs %.2fx (CPU %.2fx)   check / hugo --renderToMemory %.2fx [<= 0.5] (CPU %.2fx)   CPU of build / cmark floor %.1fx, / cp floor %.1fx\n", n, b / h, cb / ch, bt / ht, cbt / cht, c / m, cc / cm, cb / f, cb / p }'
done
for n in "${design_sizes[@]}"; do
    awk -v n="$n" -v b="$(wall design-$n)" -v h="$(wall designhugo-$n)" -v cb="$(secs design-$n)" -v ch="$(secs designhugo-$n)" \
        -v rb="$(rss design-$n)" -v rh="$(rss designhugo-$n)" 'BEGIN {
        printf "  %6d design guides (lists, ~40 code spans each): build / hugo on disk %.2fx [<= 0.5] (CPU %.2fx); %.2f s against %.2f s; peak RSS %s MiB, hugo %s MiB\n", n, b / h, cb / ch, b, h, rb, rh }'
done
first=${sizes[0]}; last=${sizes[${#sizes[@]}-1]}
awk -v a="$(( bytes[$first] / pages[$first] ))" -v b="$(( bytes[$last] / pages[$last] ))" -v x="$first" -v y="$last" \
    -v ga="${gbytes[$first]}" -v gb="${gbytes[$last]}" \
    'BEGIN { printf "  bytes per page at %d vs %d guides: %.3fx [within 10%%]; one guide page: %.3fx\n", y, x, b / a, gb / ga }'
for n in "${sizes[@]}"; do
    printf '  peak RSS at %d guides: %s MiB%s\n' "$n" "$(rss build-$n)" "$([[ $n == 5000 ]] && echo ' [<= 100]'; [[ $n == 20000 ]] && echo ' [<= 200]')"
done
awk -v wd="$(wall catalogue)" -v ws="$(wall catalogueshm)" -v wj="$(wall json)" \
    -v cd="$(secs catalogue)" -v cs="$(secs catalogueshm)" -v cj="$(secs json)" -v sd="$(system catalogue)" \
    -v su="$(user catalogueshm)" -v ss="$(system catalogueshm)" -v r="$(rss catalogue)" -v k="$tokens" \
    -v samples="$((runs * catalogue_samples))" -v c="$(secs catalogue-copy)" \
    'BEGIN { printf "  catalogue (%d tokens, 5 themes, 1,000 colours; medians of %d samples): %.3f s on disk, %.3f s on tmpfs / python json parse %.3f s: %.1fx on disk, %.1fx on tmpfs [<= 10]; CPU %.2f s on disk (%.2f system), %.2f s on tmpfs (%.2f user, %.2f system) / the parse'"'"'s %.3f s: %.1fx, %.1fx; peak RSS %s MiB; CPU floor: cp of its output within tmpfs %.2f s = %.1fx the parse\n", k, samples, wd, ws, wj, wd / wj, ws / wj, cd, sd, cs, su, ss, cj, cd / cj, cs / cj, r, c, c / cj }'
# Both watchers report wall-clock milliseconds, so the full build's share is taken of its wall time,
# on tmpfs like the watcher's output.
awk -v i="$(cut -d' ' -f1 "$work/t-inc-$inc" | median)" -v h="$(cut -d' ' -f1 "$work/t-hugoserver-$inc" | median)" \
    -v b="$(wall buildshm-$inc)" -v n="$inc" \
    'BEGIN { printf "  one guide edited at %d guides: themebook --watch %.1f ms = %.1f%% of a full build (wall, tmpfs) [<= 5%%]; hugo server %.1f ms; themebook / hugo server %.2fx [< 1]\n", n, i, 100 * i / (b * 1000), h, i / h }'
