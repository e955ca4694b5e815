#!/usr/bin/env bash
# Times what reading the app's code (`appCode`, issue #49) adds to a build: the example
# catalogue built as it is, and built with `appCode` over a generated app of N Swift files
# (scripts/bench-app-code.py; ~150 lines each, views and view controllers reading the theme).
# Runs interleaved; prints each median, the difference in seconds and the ratio, wall clock and
# CPU (user + system), and what a serve rebuild after editing one file costs (`lastScanned`).
#
#   scripts/bench-app-code.sh [RUNS] [FILES]     (default 5 runs, 5,000 files; release build)
#
# The target: at most one second more than the plain build on two cores.
# THEMEBOOK=path/to/themebook times that binary instead of this checkout's release build.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
files="${2:-5000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [[ -z ${THEMEBOOK:-} ]]; then
    swift build -c release --product themebook >/dev/null
    THEMEBOOK="$(swift build -c release --show-bin-path)/themebook"
fi

python3 scripts/bench-app-code.py "$work/repo/App" "$files" content/tokens/theme-protocol.json
mkdir -p "$work/repo/.git"
cp -R content "$work/repo/plain"
cp -R content "$work/repo/code"
python3 - "$work/repo/code/themebook.json" <<'PY'
import json, sys
path = sys.argv[1]
config = json.load(open(path))
config["appCode"] = {"root": "..", "folders": ["App"], "sourceURL": "https://example.com/app/blob/main/{path}#L{line}"}
json.dump(config, open(path, "w"), indent=2)
PY
bytes=$(find "$work/repo/App" -name '*.swift' -print0 | xargs -0 cat | wc -c)
echo "app: $files Swift files, $((bytes / 1024)) KB; cores: $(nproc)"

# Prints "wall cpu" seconds of one build.
timed() {
    python3 - "$@" <<'PY'
import os, resource, subprocess, sys, time
start = time.perf_counter()
before = resource.getrusage(resource.RUSAGE_CHILDREN)
status = subprocess.call(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
after = resource.getrusage(resource.RUSAGE_CHILDREN)
wall = time.perf_counter() - start
cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
print(f"{wall:.3f} {cpu:.3f}" if status in (0, 1) else "failed")
PY
}

plain_wall=(); plain_cpu=(); code_wall=(); code_cpu=()
for ((run = 1; run <= runs; run++)); do
    read -r w c < <(timed "$THEMEBOOK" build --content "$work/repo/plain" --output "$work/out-plain-$run")
    plain_wall+=("$w"); plain_cpu+=("$c")
    read -r w c < <(timed "$THEMEBOOK" build --content "$work/repo/code" --output "$work/out-code-$run")
    code_wall+=("$w"); code_cpu+=("$c")
    echo "run $run: plain ${plain_wall[-1]} s, with app code ${code_wall[-1]} s" >&2
done

median() { printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
pw=$(median "${plain_wall[@]}"); pc=$(median "${plain_cpu[@]}")
cw=$(median "${code_wall[@]}"); cc=$(median "${code_cpu[@]}")
awk -v pw="$pw" -v pc="$pc" -v cw="$cw" -v cc="$cc" -v runs="$runs" 'BEGIN {
    printf "median of %d runs        wall      cpu\n", runs
    printf "build, no app code      %6.3f s  %6.3f s\n", pw, pc
    printf "build, with app code    %6.3f s  %6.3f s\n", cw, cc
    printf "added by the app code   %+6.3f s  %+6.3f s\n", cw - pw, cc - pc
    printf "ratio                   %6.2f×   %6.2f×\n", cw / pw, cc / pc
    printf "target: at most +1.000 s wall: %s\n", (cw - pw <= 1.0 ? "met" : "NOT met")
}'
