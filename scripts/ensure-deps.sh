#!/usr/bin/env bash
# Installs what themebook needs on Debian when it is missing:
#   build:  libcmark-dev, pkg-config          (always)
#   test:   chromium, chromium-driver, python3-selenium   (with --test, for the browser tests)
# Idempotent and quiet when everything is there.
set -euo pipefail

packages=(libcmark-dev pkg-config)
if [[ "${1:-}" == "--test" ]]; then
  packages+=(chromium chromium-driver python3-selenium)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "themebook: installing missing packages: ${missing[*]}" >&2
if ! command -v apt-get >/dev/null; then
  echo "themebook: apt-get not found; install ${missing[*]} with your system's package manager" >&2
  exit 1
fi
sudo=""
if [[ $(id -u) -ne 0 ]]; then
  if command -v sudo >/dev/null; then sudo="sudo"; else
    echo "themebook: need root to install ${missing[*]}; run as root or install them first" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq || { echo "themebook: apt-get update failed; install ${missing[*]} by hand" >&2; exit 1; }
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
  || { echo "themebook: could not install ${missing[*]}" >&2; exit 1; }
