#!/usr/bin/env bash
# Builds the example catalogue in content/ into site/ (installs libcmark-dev and pkg-config first
# when they are missing). Extra arguments go to `themebook build`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh
swift build -c release --static-swift-stdlib --product themebook
.build/release/themebook build "$@"
