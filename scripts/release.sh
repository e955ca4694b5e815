#!/usr/bin/env bash
# Builds the release archive for the platform it runs on:
#   dist/themebook-VERSION-PLATFORM.tar.gz         one folder holding the `themebook` executable
#   dist/themebook-VERSION-PLATFORM.tar.gz.sha256  its SHA-256, as `sha256sum -c` reads it
# The executable carries the Swift runtime and libcmark inside (--static-swift-stdlib, and
# libcmark.a linked in place of libcmark.so), so it runs where neither is installed; on Linux it
# needs only the C library. `themebook --version` names VERSION and the commit.
#
# It builds a commit, not the working tree: HEAD is exported (git archive) into a staging folder
# and ReleaseInfo.swift is rewritten there with the version and the commit. The working tree is
# never touched. The archive is reproducible: sorted entries, the commit's time as every mtime,
# owner and group 0, gzip without a name or a time.
#
# usage: scripts/release.sh [--version V] [--output DIR] [--configuration release|debug]
#                           [--worktree] [--work DIR] [--repository OWNER/NAME] [--binary FILE]
#   --version V        the release's version (default: ReleaseInfo.swift's, without "-dev")
#   --output DIR       where the archive and its .sha256 go (default: dist)
#   --configuration C  release (default) or debug (quicker to rebuild; the test suite uses it)
#   --worktree         build the working tree as it is, uncommitted changes included; the commit
#                      is then recorded as HASH-dirty when the tree differs from HEAD
#   --work DIR         staging sources and build folder, kept between runs so a second run
#                      rebuilds only what changed (default: .build/release-work)
#   --repository R     the GitHub repository publishing the release and action.yml, which
#                      `init --ci github` names (default: the origin remote's, else ReleaseInfo's)
#   --binary FILE      pack FILE, a themebook this script built before, instead of building; the
#                      checks still run (it stands alone, names this version and commit)
# Needs: git, pkg-config, libcmark's static library (Debian: libcmark-dev; Homebrew: cmark),
# GNU tar (gtar on macOS), and sha256sum or shasum.
set -euo pipefail
cd "$(dirname "$0")/.."

version=""
output="dist"
configuration="release"
worktree=0
work=".build/release-work"
repository=""
binary=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --version) version="${2:?--version needs a value}"; shift 2 ;;
    --output) output="${2:?--output needs a folder}"; shift 2 ;;
    --configuration) configuration="${2:?--configuration needs release or debug}"; shift 2 ;;
    --worktree) worktree=1; shift ;;
    --work) work="${2:?--work needs a folder}"; shift 2 ;;
    --repository) repository="${2:?--repository needs OWNER/NAME}"; shift 2 ;;
    --binary) binary="${2:?--binary needs a file}"; shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "release.sh: unknown argument '$1'; see scripts/release.sh --help" >&2; exit 2 ;;
  esac
done
[[ "$configuration" == release || "$configuration" == debug ]] \
  || { echo "release.sh: --configuration must be release or debug, not '$configuration'" >&2; exit 2; }

fail() { echo "release.sh: $*" >&2; exit 1; }
info_file="Sources/ThemebookCore/CLI/ReleaseInfo.swift"

commit=$(git rev-parse HEAD) || fail "not a git repository: a release names its commit"
if [[ $worktree -eq 1 && -n "$(git status --porcelain)" ]]; then commit="$commit-dirty"; fi
if [[ -z "$version" ]]; then
  version=$(sed -n 's/^ *public static let version = "\(.*\)"$/\1/p' "$info_file")
  version="${version%-dev}"
fi
if [[ -z "$repository" ]]; then
  origin=$(git remote get-url origin 2>/dev/null || true)
  if [[ "$origin" =~ github\.com[:/]([^/]+/[^/]+)$ ]]; then repository="${BASH_REMATCH[1]%.git}"; else
    repository=$(sed -n 's/^ *public static let repository = "\(.*\)"$/\1/p' "$info_file")
  fi
fi
[[ "$repository" =~ ^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$ ]] || fail "repository '$repository' is not OWNER/NAME"
[[ "$version" =~ ^[0-9A-Za-z.+_-]+$ ]] || fail "version '$version' may hold only letters, digits and . + _ -"

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=macos ;;
  *) fail "unsupported system $(uname -s)" ;;
esac
arch=$(uname -m)
[[ "$arch" == aarch64 ]] && arch=arm64
platform="$os-$arch"
name="themebook-$version-$platform"

tar=tar
[[ "$os" == macos ]] && tar=gtar
"$tar" --version 2>/dev/null | grep -q "GNU tar" || fail "GNU tar is needed for a reproducible archive ($tar)"
if command -v sha256sum >/dev/null; then sha256=(sha256sum); else sha256=(shasum -a 256); fi
# The commit's time stamps every entry (SOURCE_DATE_EPOCH wins when set).
epoch="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct HEAD)}"

mkdir -p "$work"
work=$(cd "$work" && pwd)
if [[ -n "$binary" ]]; then
  [[ -f "$binary" && -x "$binary" ]] || fail "--binary $binary is not an executable file"
else
  # 1. Stage the sources. A file whose bytes did not change keeps its time, so the build folder
  #    inside --work rebuilds only what changed since the last run.
  stage="$work/source"
  fresh="$work/source.next"
  rm -rf "$fresh"
  mkdir -p "$fresh" "$stage"
  if [[ $worktree -eq 1 ]]; then
    git ls-files -z --cached --others --exclude-standard \
      | while IFS= read -r -d '' f; do if [[ -e "$f" || -L "$f" ]]; then printf '%s\0' "$f"; fi; done \
      | "$tar" --null -T - -cf - | "$tar" -xf - -C "$fresh"
  else
    git archive --format=tar HEAD | "$tar" -xf - -C "$fresh"
  fi
  cat > "$fresh/$info_file" <<EOF
// Written by scripts/release.sh for this release; the committed file is the development build's.
public enum ReleaseInfo {
    public static let version = "$version"
    public static let commit: String? = "$commit"
    public static let platform: String? = "$platform"
    public static let repository = "$repository"
}
EOF
  (cd "$fresh" && find . -type f -o -type l | sort) > "$work/files.next"
  (cd "$stage" && find . -type f -o -type l | sort) > "$work/files.old"
  while IFS= read -r f; do
    if ! cmp -s "$fresh/$f" "$stage/$f"; then
      mkdir -p "$(dirname "$stage/$f")"
      rm -f "$stage/$f"
      cp -P "$fresh/$f" "$stage/$f"
    fi
  done < "$work/files.next"
  comm -13 "$work/files.next" "$work/files.old" | while IFS= read -r f; do rm -f "$stage/$f"; done
  rm -rf "$fresh" "$work/files.next" "$work/files.old"

  # 2. Build. SwiftPM asks pkg-config how to link libcmark: a libcmark.pc of our own, first on
  #    PKG_CONFIG_PATH, points at a folder holding only libcmark.a, so the linker takes it rather
  #    than libcmark.so.
  libdir=$(pkg-config --variable=libdir libcmark) || fail "pkg-config does not know libcmark; run scripts/ensure-deps.sh"
  includedir=$(pkg-config --variable=includedir libcmark)
  [[ -f "$libdir/libcmark.a" ]] || fail "no static libcmark at $libdir/libcmark.a (Debian: libcmark-dev; Homebrew: cmark)"
  mkdir -p "$work/static"
  ln -sf "$libdir/libcmark.a" "$work/static/libcmark.a"
  cat > "$work/static/libcmark.pc" <<EOF
Name: libcmark
Description: libcmark linked statically into themebook's release
Version: $(pkg-config --modversion libcmark)
Libs: -L$work/static -lcmark
Cflags: -I$includedir
EOF
  export PKG_CONFIG_PATH="$work/static${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
  flags=(-c "$configuration" --product themebook --package-path "$stage" --scratch-path "$work/build")
  [[ "$os" == linux ]] && flags+=(--static-swift-stdlib)
  echo "release.sh: building $name ($configuration) from ${commit:0:12}" >&2
  swift build "${flags[@]}" >&2
  binary="$(swift build "${flags[@]}" --show-bin-path)/themebook"
fi

# 3. Check that it stands alone: no libcmark, no Swift runtime from the toolchain.
if [[ "$os" == linux ]]; then
  libs=$(ldd "$binary")
  if grep -E "libcmark|libswift|libFoundation|libdispatch|libBlocksRuntime|not found" <<<"$libs" >&2; then
    fail "$binary still loads the libraries above"
  fi
else
  libs=$(otool -L "$binary")
  if grep -E "libcmark" <<<"$libs" >&2; then fail "$binary still loads libcmark"; fi
fi
line=$(env -u LD_LIBRARY_PATH "$binary" --version)
[[ "$line" == "themebook $version (commit ${commit:0:12}"* ]] || fail "--version says '$line'"

# 4. Pack.
mkdir -p "$output"
output=$(cd "$output" && pwd)
pack="$work/pack"
rm -rf "$pack"
mkdir -p "$pack/$name"
cp "$binary" "$pack/$name/themebook"
chmod 0755 "$pack/$name" "$pack/$name/themebook"
archive="$output/$name.tar.gz"
(cd "$pack" && "$tar" --sort=name --mtime="@$epoch" --owner=0 --group=0 --numeric-owner --format=gnu \
  -cf - "$name") | gzip -n > "$archive.tmp"
mv "$archive.tmp" "$archive"
(cd "$output" && "${sha256[@]}" "$name.tar.gz" > "$name.tar.gz.sha256")
rm -rf "$pack"
echo "release.sh: $line" >&2
echo "$archive"
