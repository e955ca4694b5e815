#!/usr/bin/env bash
# Times the guide pipeline on many generated pages against what libcmark and the file writes
# alone cost for the same pages, and shows how much of the time is ours.
#
#   scripts/bench-guides.sh [pages] [runs]        (defaults: 1000 pages, 5 runs)
#
# THEMEBOOK=path/to/themebook times that binary instead of building this checkout's release
# build (to compare two builds with the same script).
#
# Every measurement below is run `runs` times, the runs of all of them interleaved (so a change
# in the machine's load hits them alike), and the median is shown. CPU is user + system time
# of the command and its children, which holds up better than wall-clock time when other work
# shares the machine; user and system time are also shown apart, because system time (creating
# files) varies much more from run to run than user time does. Every run writes into a folder
# of its own and nothing is deleted before the end: on ext4, creating files soon after many were
# deleted costs far more system time, which would make the timings depend on the order of the
# runs. So the runs need room on disk: about 200 MB per run for 1,000 pages.
#
#   cmark + writes   the baseline: Debian's `cmark` command (the libcmark themebook links)
#                    renders the same Markdown, front matter removed, in one process, and awk
#                    writes each page's HTML to its own file in a fresh folder. One process for
#                    all pages, because 1,000 process start-ups would cost far more than libcmark.
#   catalogue        themebook building the example catalogue with no guides at all;
#   plain            plus `pages` guides of about 3 KB written without any reference;
#   references       the same guides with token, palette, image and guide links, auto-linked code
#                    spans and Do/Don't rules: everything this tool checks and rewrites;
#   no guide menu    references again, with templates whose guide menu is left out.
#                    Every page of the site lists every guide in that menu (as mdBook does), so
#                    the site grows with pages × guides; this run shows what the menu costs.
#
# The ratios printed: the whole build against the baseline, the same without the guide menu,
# the guide pages alone (references − catalogue, no menu) against the baseline, and
# "references / plain", what resolving references costs on top (it should stay near 1).
set -euo pipefail
cd "$(dirname "$0")/.."
pages=${1:-1000}
runs=${2:-5}

scripts/ensure-deps.sh
if ! command -v cmark >/dev/null; then
    echo "bench-guides: installing Debian's cmark command for the baseline" >&2
    sudo=""
    [[ $(id -u) -ne 0 ]] && sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    { $sudo apt-get install -y -qq --no-install-recommends cmark >/dev/null 2>&1 ||
        { $sudo apt-get update -qq && $sudo apt-get install -y -qq --no-install-recommends cmark >/dev/null; }; } ||
        { echo "bench-guides: could not install cmark; install it (apt-get install cmark) and run again" >&2; exit 1; }
fi
if [[ -n ${THEMEBOOK:-} ]]; then
    themebook=$(cd "$(dirname "$THEMEBOOK")" && pwd)/$(basename "$THEMEBOOK")
else
    swift build -c release --static-swift-stdlib --product themebook >/dev/null
    themebook=$PWD/.build/release/themebook
fi

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

# User, system and wall-clock seconds for one run of a command (children included).
timed() {
    local TIMEFORMAT='%3U %3S %3R' report
    report=$( { time "$@" >/dev/null 2>&1; } 2>&1 )
    awk '{ printf "%.3f %.3f %.3f\n", $1, $2, $3 }' <<<"$report"
}

median() { sort -n | awk '{ t[NR] = $1 } END { print (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2 }'; }

for kind in catalogue plain references; do
    content "$kind"
    "$themebook" check --content "$work/$kind" >/dev/null 2>&1 || { echo "generated $kind content has errors" >&2; exit 1; }
done

# The templates without the guide menu (`{{#guides}}…{{/guides}}` in partials/guide-menu.mustache,
# which the layout inserts on every page).
cp -R templates "$work/templates-nomenu"
menu="$work/templates-nomenu/partials/guide-menu.mustache"
if [[ -f $menu ]] && grep -q '{{#guides}}' "$menu"; then
    perl -0pi -e 's/\{\{#guides\}\}.*?\{\{\/guides\}\}\n?//s' "$menu"
    nomenu=true
else
    echo "note: templates/partials/guide-menu.mustache has no {{#guides}} menu; skipping the no-menu run" >&2
    nomenu=false
fi

# The baseline's input: the same Markdown as the references guides, front matter removed, one
# marker paragraph after each page so the HTML can be cut back into pages.
marker=THEMEBOOKBENCHPAGEEND
for ((n = 1; n <= pages; n++)); do
    awk 'NR == 1 && $0 == "---" { fm = 1; next } fm && $0 == "---" { fm = 0; next } !fm' "$work/references/guides/page-$n.md"
    printf '\n%s\n\n' "$marker"
done >"$work/cmark-input.md"

# One run of a kind into the fresh folder $2. For the baseline, cmark renders everything and awk
# writes page N's HTML to page-N.html.
run() {
    local kind=$1 out=$2
    case $kind in
        cmark)
            mkdir "$out"
            cmark "$work/cmark-input.md" | awk -v dir="$out" -v marker="<p>$marker</p>" '
                BEGIN { n = 1; file = dir "/page-1.html" }
                $0 == marker { close(file); n++; file = dir "/page-" n ".html"; next }
                { print > file }' ;;
        nomenu) "$themebook" build --content "$work/references" --templates "$work/templates-nomenu" --output "$out" ;;
        *) "$themebook" build --content "$work/$kind" --output "$out" ;;
    esac
}

kinds=(cmark catalogue plain references)
[[ $nomenu == true ]] && kinds+=(nomenu)
mkdir "$work/runs"
for kind in "${kinds[@]}"; do run "$kind" "$work/runs/$kind-warm-up" >/dev/null 2>&1; done
for ((r = 1; r <= runs; r++)); do
    for kind in "${kinds[@]}"; do timed run "$kind" "$work/runs/$kind-$r" >>"$work/times-$kind"; done
done

declare -A cpu user sys wall size files
for kind in "${kinds[@]}"; do
    cpu[$kind]=$(awk '{ print $1 + $2 }' "$work/times-$kind" | median)
    user[$kind]=$(cut -d' ' -f1 "$work/times-$kind" | median)
    sys[$kind]=$(cut -d' ' -f2 "$work/times-$kind" | median)
    wall[$kind]=$(cut -d' ' -f3 "$work/times-$kind" | median)
    size[$kind]=$(du -sk "$work/runs/$kind-1" | cut -f1)
    files[$kind]=$(find "$work/runs/$kind-1" -type f | wc -l)
done
[[ $nomenu == true ]] || for v in cpu user sys wall size files; do declare -n column=$v; column[nomenu]=0; done

echo "$pages guide pages of $(wc -c <"$work/references/guides/page-1.md") bytes each; median of $runs runs (CPU = user + system)"
printf '  %-38s %7s %7s %7s %7s %10s %6s\n' "" "CPU s" "user s" "sys s" "wall s" "output" "files"
row() {
    printf '  %-38s %7.3f %7.3f %7.3f %7.3f %7.1f MB %6d\n' "$1" "${cpu[$2]}" "${user[$2]}" "${sys[$2]}" "${wall[$2]}" \
        "$(awk -v k="${size[$2]}" 'BEGIN { print k / 1024 }')" "${files[$2]}"
}
row "cmark + writes (baseline)" cmark
row "themebook: catalogue, no guides" catalogue
row "themebook: plain guides" plain
row "themebook: guides with references" references
[[ $nomenu == true ]] && row "themebook: references, no guide menu" nomenu

awk -v nomenu="$nomenu" -v n="$pages" -v rs="${size[references]}" -v ms="${size[nomenu]}" \
    -v bc="${cpu[cmark]}" -v bu="${user[cmark]}" -v bw="${wall[cmark]}" \
    -v cc="${cpu[catalogue]}" -v cu="${user[catalogue]}" -v cw="${wall[catalogue]}" \
    -v pc="${cpu[plain]}" \
    -v rc="${cpu[references]}" -v ru="${user[references]}" -v rw="${wall[references]}" \
    -v mc="${cpu[nomenu]}" -v mu="${user[nomenu]}" -v mw="${wall[nomenu]}" 'BEGIN {
    ratio = "  %-52s %5.1fx CPU  %5.1fx user  %5.1fx wall\n"
    printf "\n"
    printf ratio, "themebook / (cmark + writes):", rc / bc, ru / bu, rw / bw
    if (nomenu == "true") {
        printf ratio, "themebook without the guide menu / (cmark + writes):", mc / bc, mu / bu, mw / bw
        printf ratio, "guide pages alone / (cmark + writes):", (mc - cc) / bc, (mu - cu) / bu, (mw - cw) / bw
        printf "    (guide pages alone: references without the menu, minus the catalogue-only build)\n"
        printf "  where the CPU time of the build goes:\n"
        row = "    %-44s %6.3f s %4.0f%%%s\n"
        printf row, "the catalogue (fixed, no guides)", cc, 100 * cc / rc, ""
        printf row, "guide pages (cmark, checks, pages, index)", mc - cc, 100 * (mc - cc) / rc, ""
        printf row, "the guide menu on every page", rc - mc, 100 * (rc - mc) / rc, \
            sprintf("  (%.1f of the %.1f MB written)", (rs - ms) / 1024, rs / 1024)
    }
    printf "  CPU per guide page: %.3f ms plain, %.3f ms with references; cmark + writes %.3f ms\n", \
        (pc - cc) * 1000 / n, (rc - cc) * 1000 / n, bc * 1000 / n
    printf "  references / plain: %.2f for the whole build, %.2f for the guide pages alone\n", rc / pc, (rc - cc) / (pc - cc)
}'
