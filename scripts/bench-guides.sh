#!/usr/bin/env bash
# Times the guide pipeline on many generated pages and shows how much of the time is ours.
#
#   scripts/bench-guides.sh [pages] [runs]        (defaults: 1000 pages, 5 runs)
#
# It builds the example catalogue three ways, `runs` times each, and prints the median CPU and
# wall-clock time of each:
#   catalogue    the example catalogue with no guides at all;
#   plain        plus `pages` guides of about 3 KB written without any reference;
#   references   the same guides with token, palette, image and guide links, auto-linked code
#                spans and Do/Don't rules: everything this tool checks and rewrites.
# "plain − catalogue" is what cmark, the templates and the file writes cost per page; the ratio
# "references / plain" is what resolving references costs on top (it should stay near 1).
# When the `cmark` command is installed, its time for the same Markdown is shown too.
set -euo pipefail
cd "$(dirname "$0")/.."
pages=${1:-1000}
runs=${2:-5}

scripts/ensure-deps.sh
swift build -c release --product themebook >/dev/null
themebook=$PWD/.build/release/themebook

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One guide page; $1 is its number, $2 "references" or "plain".
page() {
    local n=$1 next=$(( $1 % pages + 1 ))
    local token palette image guide code
    if [[ $2 == references ]]; then
        token='[primary actions](token:actionPrimary)'; palette='[Blue 50](palette:Blue50)'
        image='[the bookmark](image:bookmarkLarge)'; guide="[the next page](guide:page-$next#do)"
        code='`theme.colors.layer1`'
    else
        token='primary actions'; palette='Blue 50'; image='the bookmark'; guide='the next page'
        code='`theme.layer.one`'
    fi
    cat <<MARKDOWN
---
title: Generated guide $n
order: $n
summary: A page to time the guide pipeline with.
---

Every colour on screen passes through three layers. Buttons use $token, the palette offers
$palette, icons such as $image come in themed variants, and $guide carries on from here.

## Colours in views

A view reads $code from the current theme and never a palette colour. Text uses
<token:textPrimary> on <token:layer1>, and an outline uses \`borderPrimary\`. When the theme
changes, the view controller hears it and hands the new theme to each view it owns, which sets
every colour it draws again. Nothing is cached between themes.

## Colours in code

\`\`\`swift
func applyTheme(theme: Theme) {
    backgroundColor = theme.colors.layer1
    titleLabel.textColor = theme.colors.textPrimary
}
\`\`\`

Each token names a role, not a shade, so the same code is right in every theme: $token in the
light theme and the dark theme alike, $palette only where a theme says so.

## Do

- Take every colour from a token, such as $token or \`iconPrimary\`.
- Call \`applyTheme(theme:)\` when a view is created, not only when the theme changes.
- Check a new screen in the light, dark and private themes before it ships.

## Don't

- Use $palette or any other palette colour in a view.
- Keep a colour from an earlier theme in a property.
- Guess an image name; use $image and its identifier.

## Why tokens

A palette colour is the same in every theme, so a view that uses one looks right only in the
theme its designer happened to draw. A token follows the theme: the light theme, the dark theme
and the private theme each give it the colour that plays its role there, and themes that do not
exist yet will too. That is why code asks for \`layer1\` or \`textSecondary\` and not for a shade.

> A token that looks right in the light theme may still be the wrong role. Check the dark and
> private themes as well, and ask the designers when no token fits.

1. Find the role of the element: background, text, icon, border or action.
2. Pick the token for that role from the token list.
3. Check the result in every theme of the catalogue.

## Further reading

The rules above repeat those of the other guides; see $guide for more, and the token pages
for where each token is used. This paragraph only pads the page to a realistic size, with a
few more words about layers, actions, text, icons, borders and shadows, and about how the
themes give each of them a value. Layers stack from the back of the screen to the front; actions
are what a person taps; text and icons sit on top of both; borders separate; shadows lift.
MARKDOWN
}

# Makes a content folder: the example catalogue with generated guides of the given kind.
content() {
    local folder=$work/$1
    cp -R content "$folder"
    rm -rf "$folder/guides"
    mkdir -p "$folder/guides"
    [[ $1 == catalogue ]] && return
    for ((n = 1; n <= pages; n++)); do
        page "$n" "$1" >"$folder/guides/page-$n.md"
    done
}

# Seconds of CPU (user + system) and of wall clock for one run of a command. CPU time is the
# measure that holds up when other work shares the machine.
timed() {
    local TIMEFORMAT='%3U %3S %3R' report
    report=$( { time "$@" >/dev/null 2>&1; } 2>&1 )
    awk '{ printf "%.3f %.3f\n", $1 + $2, $3 }' <<<"$report"
}

median() { sort -n | awk '{ t[NR] = $1 } END { print (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2 }'; }

build() { "$themebook" build --content "$work/$1" --output "$work/site-$1"; }

kinds=(catalogue plain references)
for kind in "${kinds[@]}"; do
    content "$kind"
    "$themebook" check --content "$work/$kind" >/dev/null 2>&1 || { echo "generated $kind content has errors" >&2; exit 1; }
done
echo "$pages pages of $(wc -c <"$work/references/guides/page-1.md") bytes each; median of $runs runs"

# Runs alternate between the kinds, so a change in the machine's load hits all of them alike.
for ((r = 0; r < runs; r++)); do
    for kind in "${kinds[@]}"; do timed build "$kind" >>"$work/times-$kind"; done
done
declare -A cpu wall
for kind in "${kinds[@]}"; do
    cpu[$kind]=$(cut -d' ' -f1 "$work/times-$kind" | median)
    wall[$kind]=$(cut -d' ' -f2 "$work/times-$kind" | median)
done
printf '  %-26s %9s %9s\n' "" "CPU s" "wall s"
printf '  %-26s %9.3f %9.3f\n' "catalogue, no guides" "${cpu[catalogue]}" "${wall[catalogue]}" \
    "plain guides" "${cpu[plain]}" "${wall[plain]}" "guides with references" "${cpu[references]}" "${wall[references]}"
awk -v c="${cpu[catalogue]}" -v p="${cpu[plain]}" -v r="${cpu[references]}" -v n="$pages" 'BEGIN {
    printf "  CPU per guide page: %.3f ms plain, %.3f ms with references\n", (p - c) * 1000 / n, (r - c) * 1000 / n
    printf "  references / plain: %.2f for the whole build, %.2f for the guide pages alone\n", r / p, (r - c) / (p - c)
}'

if command -v cmark >/dev/null; then
    # One process for all pages, so process start-up does not count.
    render_all() { cat "$work/references/guides"/*.md | cmark >/dev/null; }
    for ((r = 0; r < runs; r++)); do timed render_all >>"$work/times-cmark"; done
    printf '  %-26s %9.3f %9.3f\n' "cmark CLI, same Markdown" "$(cut -d' ' -f1 "$work/times-cmark" | median)" \
        "$(cut -d' ' -f2 "$work/times-cmark" | median)"
fi
