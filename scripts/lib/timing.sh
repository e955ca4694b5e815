# shellcheck shell=bash
# Timing one command and taking medians, for the benchmarks (scripts/bench.sh,
# scripts/bench-ledger.sh): sourced, not run. The caller sets $python to a Python 3.

# Runs "$@" once, its output discarded, and appends to the file $1 the line
# "cpu_seconds peak_rss_kib wall_seconds user_seconds system_seconds" (CPU: user + system,
# children included; seconds to four decimals), from the child's rusage as wait4 returns it, read
# to the microsecond (GNU time prints hundredths of a second, and Python's parse of bench.sh's
# catalogue, the smallest thing timed, is five of them: a tick either way moved its ratio by 20%).
# Fails as the command fails.
timed_run() {
    local out=$1; shift
    "${python:?set by the script that sources this}" -c '
import os, sys, time
out, argv = sys.argv[1], sys.argv[2:]
start = time.monotonic()
pid = os.fork()
if pid == 0:
    try:
        os.execvp(argv[0], argv)
    finally:
        os._exit(127)
_, status, usage = os.wait4(pid, 0)
wall = time.monotonic() - start
with open(out, "w") as f:
    f.write(f"{usage.ru_utime:.6f} {usage.ru_stime:.6f} {usage.ru_maxrss} {wall:.6f}\n")
sys.exit(os.waitstatus_to_exitcode(status))' "$out.rusage" "$@" >/dev/null 2>&1 || return
    awk '{ printf "%.4f %d %.4f %.4f %.4f\n", $1 + $2, $3, $4, $1, $2 }' "$out.rusage" >>"$out"
    rm -f "$out.rusage"
}

# The median of the numbers on stdin, one a line.
median() { sort -n | awk '{ t[NR] = $1 } END { print (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2 }'; }
