#!/usr/bin/env python3
"""Generates the benchmark inputs for scripts/bench.sh.

  bench-corpus.py guides CONTENT_DIR HUGO_DIR COUNT   the example catalogue plus COUNT guides, and a
                                                      hugo site with the same Markdown bodies
  bench-corpus.py design CONTENT_DIR HUGO_DIR COUNT   the same, with guides written like a design
                                                      system's: lists and about 40 code spans each
  bench-corpus.py catalogue DIR TOKENS THEMES COLOURS a DTCG catalogue of that size, no guides

Deterministic: the same arguments give the same files.
"""
import json
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

BODY = """Every colour on screen passes through three layers. Buttons use {token}, the palette offers
{palette}, icons such as {image} come in themed variants, and {guide} carries on from here.

## Colours in views

A view reads `theme.colors.layer1` from the current theme and never a palette colour. Text uses
<token:textPrimary> on <token:layer1>, and an outline uses `borderPrimary`. When the theme
changes, the view controller hears it and hands the new theme to each view it owns, which sets
every colour it draws again. Nothing is cached between themes.

## Colours in code

```swift
func applyTheme(theme: Theme) {{
    backgroundColor = theme.colors.layer1
    titleLabel.textColor = theme.colors.textPrimary
}}
```

Each token names a role, not a shade, so the same code is right in every theme: {token} in the
light theme and the dark theme alike, {palette} only where a theme says so.

## Do

- Take every colour from a token, such as {token} or `iconPrimary`.
- Call `applyTheme(theme:)` when a view is created, not only when the theme changes.
- Check a new screen in the light, dark and private themes before it ships.

## Don't

- Use {palette} or any other palette colour in a view.
- Keep a colour from an earlier theme in a property.
- Guess an image name; use {image} and its identifier.

## Why tokens

A palette colour is the same in every theme, so a view that uses one looks right only in the
theme its designer happened to draw. A token follows the theme: the light theme, the dark theme
and the private theme each give it the colour that plays its role there, and themes that do not
exist yet will too. That is why code asks for `layer1` or `textSecondary` and not for a shade.

> A token that looks right in the light theme may still be the wrong role. Check the dark and
> private themes as well, and ask the designers when no token fits.

1. Find the role of the element: background, text, icon, border or action.
2. Pick the token for that role from the token list.
3. Check the result in every theme of the catalogue.
"""


def guide_body(n, count):
    nxt = n % count + 1
    return BODY.format(token="[primary actions](token:actionPrimary)", palette="[Blue 50](palette:Blue50)",
                       image="[the bookmark](image:bookmarkLarge)", guide="[the next page](guide:page-%d#do)" % nxt)

# A guide as design-system guides are written: short paragraphs, lists, and code spans for every
# token, API and value named (about 40 a guide, five times BODY's). The tokens, palette colours and
# images named rotate with the guide's number, so no two neighbouring guides read the same.
DESIGN_BODY = """Every {area} screen is built from tokens, never from palette colours. Read them
from `theme.colors` in `applyTheme(theme:)`, and set them again each time the theme changes.

## Surfaces

- The screen's background is `{layer}`; cards and sheets sit on `layer2`, menus on `layer3`.
- A pressed row darkens to `layer5Hover`; a selected one is `layerAccentNonOpaque`.
- In private browsing, `layerAccentPrivate` replaces `layerAccentNonOpaque`.

## Text and icons

1. Body text is `{text}`; secondary lines such as a URL under a title are `textSecondary`.
2. Disabled controls use `textDisabled` and `iconDisabled` together.
3. On an accent fill, text is `textOnDark` in every theme, and icons are `iconOnColor`.
4. Errors pair `textCritical` with `iconCritical` and a `layerCritical` banner.

## Actions

- A primary button fills with `{action}` and turns `actionPrimaryHover` when pressed.
- Secondary buttons use `actionSecondary`; the disabled state is `actionSecondaryDisabled`.

## In code

Set colours on the view, not on its `layer`, unless the layer draws them: `layer.borderColor`
takes `theme.colors.{border}.cgColor`. Palette colours such as `FXColors.{palette}` belong in
themes, not views; the bookmark icon is `StandardImageIdentifiers.Large.bookmark`, and a
`UIImageView` tints it with `tintColor = theme.colors.iconPrimary`. Check `traitCollection`
only to pick an image variant, and never compare a colour with `==`.

## Do

- Use `{layer}` and `{text}` for the screen and its copy.
- Take the divider's colour from `borderToolbarDivider`.
- Test the screen in the `light`, `dark` and `private` themes.

## Don't

- Don't write `UIColor(red:green:blue:alpha:)` in a view.
- Don't keep `theme.colors.{border}` in a stored property across theme changes.
- Don't use `iconAccent` for text, or `textAccent` for icons.
"""

AREAS = ["settings", "tab tray", "toolbar", "home", "reader", "library", "onboarding", "menu"]
LAYERS = ["layer1", "layer2", "layer3", "layer4"]
TEXTS = ["textPrimary", "textSecondary", "textAccent", "textInverted"]
ACTIONS = ["actionPrimary", "actionSecondary", "actionSuccess", "actionCritical"]
BORDERS = ["borderPrimary", "borderSecondary", "borderAccent", "borderInverted"]
PALETTE = ["Blue50", "Blue60", "Violet60", "Green60", "Red60", "DarkGrey60"]


def design_body(n, count):
    return DESIGN_BODY.format(area=AREAS[n % len(AREAS)], layer=LAYERS[n % len(LAYERS)], text=TEXTS[(n // 2) % len(TEXTS)],
                              action=ACTIONS[(n // 3) % len(ACTIONS)], border=BORDERS[(n // 5) % len(BORDERS)],
                              palette=PALETTE[n % len(PALETTE)])



def guides(content, hugo, count, body_of=guide_body):
    shutil.rmtree(content, ignore_errors=True)
    shutil.copytree(os.path.join(ROOT, "content"), content)
    shutil.rmtree(os.path.join(content, "guides"), ignore_errors=True)
    os.makedirs(os.path.join(content, "guides"))
    shutil.rmtree(hugo, ignore_errors=True)
    for folder in ["content/guides", "layouts/_default"]:
        os.makedirs(os.path.join(hugo, folder))
    with open(os.path.join(hugo, "hugo.toml"), "w") as f:
        f.write('baseURL = "/"\ntitle = "Bench"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]\n'
                '[markup.goldmark.renderer]\nunsafe = false\n')
    # A comparable page: title, a menu of every guide (hugo has no shared-file menu), the body.
    with open(os.path.join(hugo, "layouts/_default/baseof.html"), "w") as f:
        f.write('<!doctype html><html><head><title>{{ .Title }}</title></head><body>'
                '<main>{{ block "main" . }}{{ end }}</main></body></html>\n')
    with open(os.path.join(hugo, "layouts/_default/single.html"), "w") as f:
        f.write('{{ define "main" }}<h1>{{ .Title }}</h1><p>{{ .Summary }}</p>{{ .TableOfContents }}{{ .Content }}'
                '{{ with .PrevInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}'
                '{{ with .NextInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}{{ end }}\n')
    with open(os.path.join(hugo, "layouts/_default/list.html"), "w") as f:
        f.write('{{ define "main" }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n')
    for n in range(1, count + 1):
        body = body_of(n, count)
        front = "---\ntitle: Generated guide %d\norder: %d\nsummary: A page to time the guide pipeline with.\n---\n\n" % (n, n)
        with open(os.path.join(content, "guides", "page-%d.md" % n), "w") as f:
            f.write(front + body)
        hugo_front = "---\ntitle: Generated guide %d\nweight: %d\nsummary: A page to time the guide pipeline with.\n---\n\n" % (n, n)
        with open(os.path.join(hugo, "content/guides", "page-%d.md" % n), "w") as f:
            f.write(hugo_front + body)


def catalogue(folder, tokens, themes, colours):
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(os.path.join(folder, "tokens/themes"))
    families = ["Fam%02d" % i for i in range(max(1, colours // 100))]
    palette = {}
    names = []
    for i in range(colours):
        family = families[i % len(families)]
        name = "%sC%04d" % (family, i)
        palette.setdefault(family, {"$type": "color"})[name] = {"$value": "#%06x" % ((i * 2654435761) & 0xFFFFFF)}
        names.append((family, name))
    categories = ["Cat%02d" % i for i in range(50)]
    declared = {}
    token_names = []
    for t in range(tokens):
        cat = categories[t % len(categories)]
        name = "token%05d" % t
        declared.setdefault(cat, {})[name] = {"$type": "color", "$description": "Generated token %d." % t}
        token_names.append((cat, name))
    ids = ["theme%d" % i for i in range(themes)]
    for k, theme in enumerate(ids):
        values = {}
        for t, (cat, name) in enumerate(token_names):
            family, colour = names[(t * 7 + k * 13) % len(names)]
            if t % 4 == 3:
                prev_cat, prev = token_names[t - 1]
                value = "{%s.%s}" % (prev_cat, prev)  # a token aliasing another token
            else:
                value = "{%s.%s}" % (family, colour)
            values.setdefault(cat, {})[name] = {"$type": "color", "$value": value}
        with open(os.path.join(folder, "tokens/themes/%s.tokens.json" % theme), "w") as f:
            json.dump(values, f, indent=2)
    with open(os.path.join(folder, "tokens/palette.tokens.json"), "w") as f:
        json.dump(palette, f, indent=2)
    with open(os.path.join(folder, "tokens/list.json"), "w") as f:
        json.dump(declared, f, indent=2)
    resolver = {
        "version": "2025.10",
        "sets": {"palette": {"sources": [{"$ref": "palette.tokens.json"}]}},
        "modifiers": {"theme": {
            "contexts": {t: [{"$ref": "themes/%s.tokens.json" % t}] for t in ids}, "default": ids[0],
            "$extensions": {"org.themebook": {"themes": {
                t: {"label": t.title(), "appearance": "light" if i % 2 == 0 else "dark", "imageSuffix": "" if i % 2 == 0 else "_dark"}
                for i, t in enumerate(ids)}}}}},
        "resolutionOrder": [{"$ref": "#/sets/palette"}, {"$ref": "#/modifiers/theme"}],
    }
    with open(os.path.join(folder, "tokens/resolver.json"), "w") as f:
        json.dump(resolver, f, indent=2)
    with open(os.path.join(folder, "themebook.json"), "w") as f:
        json.dump({"title": "Large catalogue", "resolver": "tokens/resolver.json", "tokenList": "tokens/list.json",
                   "themes": ids}, f, indent=2)


if __name__ == "__main__":
    if sys.argv[1] == "guides":
        guides(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    elif sys.argv[1] == "design":
        guides(sys.argv[2], sys.argv[3], int(sys.argv[4]), body_of=design_body)
    elif sys.argv[1] == "catalogue":
        catalogue(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]))
    else:
        sys.exit(__doc__)
