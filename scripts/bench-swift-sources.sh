#!/usr/bin/env bash
# Times `themebook check` on generated Swift theming sources the size of the real app
# (112 colours, 101 tokens, 4 themes, 200 image identifiers) and, beside it, on the same catalogue
# converted to DTCG files; prints both medians of N runs and their ratio.
#
#   scripts/bench-swift-sources.sh [RUNS]     (default 11 runs; release build)
#
# Set SCALE=10 to multiply every count by 10 and see that the time grows linearly.
# THEMEBOOK=path/to/themebook times that binary instead of this checkout's release build.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-11}"
scale="${SCALE:-1}"
colors=$((112 * scale)); tokens=$((101 * scale)); images=$((40 * scale))
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/app/Sources"

families=("Black" "LightGrey" "DarkGrey" "Blue" "Green" "Yellow" "Orange" "Red" "Violet" "Pink" "Purple" "Ink")
categories=("Layers" "Actions" "Text" "Icons" "Border" "Shadow" "Gradient" "Nova tokens")
themes=(light dark night private)
color() { echo "${families[$(( $1 % 12 ))]}$1"; }
token() { echo "token$1"; }

{
  echo "import UIKit"; echo; echo "final class BenchColors {"
  for ((i = 0; i < colors; i++)); do
    (( i % 10 == 0 )) && printf '\n    // MARK: - Family %d\n' $((i / 10))
    printf '    static let %s = UIColor(rgb: 0x%06X)\n' "$(color $i)" $(( (i * 131589) % 16777215 ))
  done
  echo "}"
} > "$work/app/Sources/BenchColors.swift"

{
  echo "import UIKit"; echo; echo "public protocol BenchPalette {"
  for ((i = 0; i < tokens; i++)); do
    (( i % 13 == 0 )) && printf '\n    // MARK: - %s\n' "${categories[$(( (i / 13) % 8 ))]}"
    type=UIColor; (( i % 17 == 16 )) && type=Gradient
    printf '    /// Token number %d.\n    var %s: %s { get }\n' $i "$(token $i)" $type
  done
  echo "}"; echo
  echo "public enum BenchThemeType: String {"
  echo "    case light, dark, night, \`private\`"
  echo "    func getInterfaceStyle() -> UIUserInterfaceStyle {"
  echo "        switch self { case .light: return .light; default: return .dark }"
  echo "    }"
  echo "}"
} > "$work/app/Sources/BenchPalette.swift"

for ((t = 0; t < 4; t++)); do
  name="${themes[$t]}"; Name="$(tr '[:lower:]' '[:upper:]' <<< "${name:0:1}")${name:1}"
  {
    echo "import UIKit"; echo
    echo "public struct Bench${Name}Theme {"
    echo "    public var type: BenchThemeType = .${name}"
    echo "    public var colors: BenchPalette = Bench${Name}Palette()"
    echo "}"; echo
    echo "private struct Bench${Name}Palette: BenchPalette {"
    for ((i = 0; i < tokens; i++)); do
      c="BenchColors.$(color $(( (i * 7 + t * 13) % colors )))"
      if (( i % 17 == 16 )); then
        printf '    var %s = Gradient(colors: [\n        %s,\n        %s.withAlphaComponent(0.5)\n    ])\n' "$(token $i)" "$c" "$c"
      elif (( i % 5 == 1 )); then
        printf '    var %s: UIColor = %s.withAlphaComponent(0.%d)\n' "$(token $i)" "$c" $(( i % 9 + 1 ))
      elif (( i % 11 == 3 && (i - 1) % 17 != 16 )); then
        printf '    var %s: UIColor { %s }\n' "$(token $i)" "$(token $((i - 1)))"
      else
        printf '    var %s: UIColor = %s\n' "$(token $i)" "$c"
      fi
    done
    echo "}"
  } > "$work/app/Sources/Bench${Name}Theme.swift"
done

{
  echo "import Foundation"; echo; echo "public struct BenchImageIdentifiers {"
  for ((g = 0; g < 5; g++)); do
    printf '    // Icon size %dx%d\n    public struct Group%d {\n' $((8 * (g + 1))) $((8 * (g + 1))) $g
    for ((i = 0; i < images; i++)); do printf '        public static let image%d = "image%dGroup%d"\n' $i $i $g; done
    echo "    }"
  done
  echo "}"
} > "$work/app/Sources/BenchImageIdentifiers.swift"

cat > "$work/app/themebook.json" <<JSON
{"title": "Bench", "themes": ["light", "dark", "night", "private"], "swift": {
  "palette": ["Sources/BenchColors.swift"], "protocol": "Sources/BenchPalette.swift",
  "themes": ["Sources/BenchLightTheme.swift", "Sources/BenchDarkTheme.swift", "Sources/BenchNightTheme.swift", "Sources/BenchPrivateTheme.swift"],
  "images": ["Sources/BenchImageIdentifiers.swift"]}}
JSON

if [[ -n ${THEMEBOOK:-} ]]; then
  bin=$THEMEBOOK
else
  # swift build prints its errors on stdout.
  build_log=$(swift build -c release --static-swift-stdlib --product themebook 2>&1) || { printf '%s\n' "$build_log" >&2; exit 1; }
  bin=.build/release/themebook
fi
"$bin" check --content "$work/app" --templates templates >/dev/null 2>"$work/stderr" || { cat "$work/stderr" >&2; exit 1; }
echo "sources: $(cat "$work"/app/Sources/*.swift | wc -c) bytes in $(ls "$work/app/Sources" | wc -l) files" \
  "($colors colours, $tokens tokens, 4 themes, $((5 * images)) images)"

# Baseline, run beside it: the same catalogue converted to DTCG token files, checked the same way.
# The ratio is what reading Swift costs compared with reading JSON; the whole-process times also
# include rendering every page in memory, which both runs share.
"$bin" convert --to dtcg "$work/dtcg" --content "$work/app" >/dev/null 2>"$work/stderr" || { cat "$work/stderr" >&2; exit 1; }
"$bin" check --content "$work/dtcg" --templates templates >/dev/null 2>"$work/stderr" || { cat "$work/stderr" >&2; exit 1; }

median_ms() {  # median wall time of `themebook check --content $1`, in microseconds
  local times=()
  for ((r = 0; r < runs; r++)); do
    local start end
    start=$(date +%s%N)
    "$bin" check --content "$1" --templates templates >/dev/null 2>&1
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p"
}

# Interleave the two so machine noise hits both alike.
swift_us=$(median_ms "$work/app"); dtcg_us=$(median_ms "$work/dtcg")
fmt() { printf '%d.%03d ms' $(( $1 / 1000 )) $(( $1 % 1000 )); }
echo "themebook check on Swift sources: median $(fmt "$swift_us") over $runs runs"
echo "themebook check on the same catalogue as DTCG (baseline): median $(fmt "$dtcg_us") over $runs runs"
awk -v a="$swift_us" -v b="$dtcg_us" 'BEGIN { printf "ratio swift / dtcg: %.2fx\n", a / b }'
