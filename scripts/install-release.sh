#!/usr/bin/env bash
# Installs a themebook release binary for this machine (linux-x86_64, linux-arm64, macos-arm64…):
# downloads themebook-VERSION-PLATFORM.tar.gz and its .sha256 from the repository's releases,
# checks the SHA-256, and puts `themebook` into DIR. Prints the installed binary's path.
# The GitHub Action (action.yml) runs it; it works by hand too.
#
# usage: scripts/install-release.sh [--version V|latest] [--repository OWNER/NAME] [--into DIR]
#                                   [--base-url URL]
#   --version V      the release (0.5.0 or v0.5.0), or latest (default)
#   --repository R   where the releases are published (default: themebook/themebook)
#   --into DIR       where `themebook` goes (default: ~/.local/bin)
#   --base-url URL   where the archives are, instead of https://github.com/R/releases/download
#                    (a mirror, or file:///path for archives made by scripts/release.sh: the
#                    archive is then read from URL/vVERSION/)
# Needs curl, tar and sha256sum (or shasum); `latest` also needs gh or the GitHub API.
set -euo pipefail

version="latest"
repository="themebook/themebook"
into="${HOME}/.local/bin"
base=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --version) version="${2:?--version needs a value}"; shift 2 ;;
    --repository) repository="${2:?--repository needs OWNER/NAME}"; shift 2 ;;
    --into) into="${2:?--into needs a folder}"; shift 2 ;;
    --base-url) base="${2:?--base-url needs a URL}"; shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "install-release.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
fail() { echo "install-release.sh: $*" >&2; exit 1; }

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=macos ;;
  *) fail "no release for $(uname -s)" ;;
esac
arch=$(uname -m)
[[ "$arch" == aarch64 ]] && arch=arm64
platform="$os-$arch"

if [[ "$version" == latest ]]; then
  if command -v gh >/dev/null && [[ -n "${GH_TOKEN:-}" ]]; then
    tag=$(gh release view --repo "$repository" --json tagName --jq .tagName) || fail "no release of $repository"
  else
    tag=$(curl -fsSL "https://api.github.com/repos/$repository/releases/latest" \
      | sed -n 's/^ *"tag_name": *"\([^"]*\)".*/\1/p') || fail "no release of $repository"
  fi
  version="$tag"
fi
version="${version#v}"
[[ "$version" =~ ^[0-9A-Za-z.+_-]+$ ]] || fail "version '$version' is not a release number"

name="themebook-$version-$platform"
url="${base:-https://github.com/$repository/releases/download}/v$version/$name.tar.gz"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
curl -fsSL --retry 3 -o "$scratch/$name.tar.gz" "$url" || fail "cannot download $url"
curl -fsSL --retry 3 -o "$scratch/$name.tar.gz.sha256" "$url.sha256" || fail "cannot download $url.sha256"
if command -v sha256sum >/dev/null; then check=(sha256sum -c --status); else check=(shasum -a 256 -c --status); fi
(cd "$scratch" && "${check[@]}" "$name.tar.gz.sha256") || fail "$name.tar.gz does not match its SHA-256"
tar -xzf "$scratch/$name.tar.gz" -C "$scratch"
mkdir -p "$into"
install -m 0755 "$scratch/$name/themebook" "$into/themebook"
echo "$into/themebook"
