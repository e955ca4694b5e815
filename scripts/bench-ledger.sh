#!/usr/bin/env bash
# The speed ledger's figures (docs/performance.md): what each speed or memory mechanism buys,
# measured by switching it off. Each patch in scripts/ledger/ switches one off; this script
# builds the committed code (HEAD) and HEAD with each patch, each in its own release build, and
# times them interleaved (run 1 of every build, then run 2…, so that load on a shared machine
# hits them alike) on the benchmark's corpora.
#
#   scripts/bench-ledger.sh [runs] [NAME... | NAME=REV...]
#
# Default: 5 runs, every patch. NAME=REV builds the commit REV as it is instead (main=main: what
# the code on main costs against HEAD's). LEDGER_BASE=REV makes REV the base the patches apply to
# instead of HEAD (to reuse the builds in .build/ledger of an earlier run at REV).
# LEDGER_BUILD_ONLY=1 stops after the builds.
#
# Corpora (scripts/bench-corpus.py, as scripts/bench.sh makes them): 1,000 and 5,000 guides, the
# design corpus of 1,000 guides (lists, ~40 code spans each), the 10,000-token, 5-theme,
# 1,000-colour catalogue. Each command is `themebook build` into a fresh folder on disk.
# Printed: the medians of the base build (wall seconds, CPU seconds, peak RSS), and for each
# variant its medians as ratios of the base's: 1.25 is a quarter slower (or larger) with the
# mechanism off, so the mechanism saves 20% of that benchmark.
#
# A patch that no longer applies fails the run: the mechanism's code changed, and the patch (and
# its line in docs/performance.md) with it. Each build is a copy of the commit (git archive) in
# .build/ledger/NAME, kept so that a second run rebuilds only what changed. Each takes a release
# build's time; run it under `nice` on a shared machine, and remove .build/ledger after.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=5
[[ ${1:-} =~ ^[0-9]+$ ]] && { runs=$1; shift; }
names=("$@")
if [[ ${#names[@]} -eq 0 ]]; then
    for patch in scripts/ledger/*.patch; do names+=("$(basename "$patch" .patch)"); done
fi
python=/usr/bin/python3
[[ -x $python ]] || python=python3
# timed_run and median, as scripts/bench.sh times and summarises.
source scripts/lib/timing.sh
scripts/ensure-deps.sh >/dev/null

started=$SECONDS
log() { printf 'ledger [%4ds] %s\n' $((SECONDS - started)) "$*" >&2; }

root=$PWD
head=$(git rev-parse "${LEDGER_BASE:-HEAD}")
mkdir -p .build/ledger
# Builds the commit $2 with the patch $3 (none: as it is) in .build/ledger/$1; prints the binary.
build() {
    local name=$1 rev=$2 patch=${3:-} dir=$root/.build/ledger/$1
    rm -rf "$dir/new"
    mkdir -p "$dir/new" "$dir/src"
    git archive "$rev" | tar -x -C "$dir/new"
    if [[ -n $patch ]]; then
        patch -p1 -s -d "$dir/new" <"$root/$patch" || { echo "ledger: $patch no longer applies to $rev" >&2; exit 1; }
    fi
    # Into src only what differs (new files get a new time, the rest keep theirs), so that the
    # build after a commit that changed nothing here rebuilds nothing.
    "$python" - "$dir/new" "$dir/src" <<'SYNC'
import filecmp, os, shutil, sys
new, src = sys.argv[1], sys.argv[2]
for root, dirs, files in os.walk(src, topdown=False):
    for name in files + dirs:
        path = os.path.join(root, name)
        if not os.path.lexists(os.path.join(new, os.path.relpath(path, src))):
            shutil.rmtree(path) if os.path.isdir(path) and not os.path.islink(path) else os.remove(path)
for root, dirs, files in os.walk(new):
    target = os.path.join(src, os.path.relpath(root, new))
    os.makedirs(target, exist_ok=True)
    for name in files:
        a, b = os.path.join(root, name), os.path.join(target, name)
        if not (os.path.isfile(b) and filecmp.cmp(a, b, shallow=False)):
            shutil.copyfile(a, b)
            shutil.copymode(a, b)
SYNC
    rm -rf "$dir/new"
    # No source newer than its binary (a copy takes a new time): no swift build, whose check
    # alone takes a minute on a loaded machine.
    if [[ -x $dir/build/release/themebook && -z $(find "$dir/src/Sources" "$dir/src/Package.swift" -newer "$dir/build/release/themebook" -print -quit) ]]; then
        log "$name: built already"
        echo "$dir/build/release/themebook"
        return
    fi
    log "building $name (release)"
    local out
    out=$(cd "$dir/src" && swift build -c release --static-swift-stdlib --product themebook --scratch-path "$dir/build" 2>&1) ||
        { printf '%s\n' "$out" >&2; echo "ledger: the build of $name failed" >&2; exit 1; }
    echo "$dir/build/release/themebook"
}

declare -A binary
binary[base]=$(build base "$head")
labels=()
for name in "${names[@]}"; do
    if [[ $name == *=* ]]; then
        label=${name%%=*}
        binary[$label]=$(build "$label" "$(git rev-parse "${name#*=}")")
    else
        label=$name
        [[ -f scripts/ledger/$name.patch ]] || { echo "ledger: no scripts/ledger/$name.patch" >&2; exit 2; }
        binary[$label]=$(build "$name" "$head" "scripts/ledger/$name.patch")
    fi
    labels+=("$label")
done
# LEDGER_BUILD_ONLY=1: the builds alone (to make them while the machine is busy, and time later).
[[ -n ${LEDGER_BUILD_ONLY:-} ]] && { log "built: base ${labels[*]}"; exit 0; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
log "generating the corpora"
$python scripts/bench-corpus.py guides "$work/g1000" "$work/h1000" 1000
$python scripts/bench-corpus.py guides "$work/g5000" "$work/h5000" 5000
$python scripts/bench-corpus.py design "$work/d1000" "$work/hd1000" 1000
$python scripts/bench-corpus.py catalogue "$work/cat" 10000 5 1000
corpora=(g1000 g5000 d1000 cat)

all=(base "${labels[@]}")
# In the work folder, so that no build reads this checkout's templates/ (each uses its own).
cd "$work"
# One untimed build of each corpus first, so that no build is the first to read it.
for corpus in "${corpora[@]}"; do
    "${binary[base]}" build --content "$work/$corpus" --output "$work/o-warm-$corpus" >/dev/null 2>&1 || true
done
for ((r = 1; r <= runs; r++)); do
    for corpus in "${corpora[@]}"; do
        # Each run starts at another build, so that none is always first (or last) in a round.
        for ((i = 0; i < ${#all[@]}; i++)); do
            name=${all[$(((i + r) % ${#all[@]}))]}
            log "run $r/$runs: $name on $corpus"
            timed_run "$work/t-$name-$corpus" "${binary[$name]}" build --content "$work/$corpus" --output "$work/o-$name-$corpus-$r" ||
                { echo "ledger: $name failed on $corpus" >&2; exit 1; }
        done
    done
done

# $1 name, $2 corpus, $3 field (1 CPU, 2 RSS KiB, 3 wall)
m() { cut -d' ' -f"$3" "$work/t-$1-$2" | median; }

echo "speed ledger: $runs run(s), medians; $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg) at the end; $(date -u '+%Y-%m-%d %H:%M UTC'); base: ${LEDGER_BASE:-HEAD} ${head:0:7}"
printf '%-22s' "base"
for corpus in "${corpora[@]}"; do
    printf ' | %-5s %6.2fs wall %6.2fs CPU %5.0f MiB' "$corpus" "$(m base "$corpus" 3)" "$(m base "$corpus" 1)" "$(awk -v k="$(m base "$corpus" 2)" 'BEGIN { print k / 1024 }')"
done
echo
echo "with the mechanism off (or the commit named), as a ratio of base (wall, CPU, peak RSS):"
for name in "${labels[@]}"; do
    printf '%-22s' "$name"
    for corpus in "${corpora[@]}"; do
        awk -v c="$corpus" -v w="$(m "$name" "$corpus" 3)" -v bw="$(m base "$corpus" 3)" -v u="$(m "$name" "$corpus" 1)" \
            -v bu="$(m base "$corpus" 1)" -v k="$(m "$name" "$corpus" 2)" -v bk="$(m base "$corpus" 2)" \
            'BEGIN { printf " | %-5s %5.2fx wall %5.2fx CPU %5.2fx RSS", c, w / bw, u / bu, k / bk }'
    done
    echo
done
