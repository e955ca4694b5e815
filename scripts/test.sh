#!/usr/bin/env bash
# Runs the whole test suite, browser tests included (installs libcmark-dev, pkg-config, chromium,
# chromium-driver and python3-selenium first when they are missing), then runs each fuzz target briefly.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh --test
swift build --product themebook
swift test "$@"
# Every libFuzzer target briefly (longer runs: scripts/fuzz.sh TARGET SECONDS).
scripts/fuzz.sh --ci
