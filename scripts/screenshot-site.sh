#!/usr/bin/env bash
# Takes the README's picture: the committed example site's tokens page in headless Chromium,
# 1280×800, into docs/images/tokens-page.png. Installs chromium when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh --test
chromium=$(command -v chromium || command -v chromium-browser)
# --no-sandbox: CI containers run as root, where Chromium's sandbox refuses to start.
"$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,800 \
  --screenshot="$PWD/docs/images/tokens-page.png" "file://$PWD/site/tokens.html" 2>/dev/null
echo "wrote docs/images/tokens-page.png"
