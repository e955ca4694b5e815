#!/usr/bin/env python3
"""An independent reader of asset catalogue colour sets, to check themebook's values.

    verify_colorsets.py CATALOGUE_JSON XCASSETS...

Reads every *.colorset/Contents.json of the catalogues (in order), works out the colour each
theme shows (light, dark, and the high-contrast themes when present) with its own parsing and
colour maths, and compares the hex with the token of the same name in catalogue.json. A
colour outside the sRGB gamut is only checked to be flagged: its mapping is CSS Color 4's,
which this script does not repeat. Prints one line per mismatch and exits 1 when there is one;
prints "checked N values" and exits 0 otherwise.
"""
import json
import math
import os
import sys

# System colours used by the fixture: (light, dark, light high contrast, dark high contrast),
# each (hex, alpha), as Apple documents them.
SYSTEM = {
    ("ios", "systemBackgroundColor"): [("ffffff", 1), ("000000", 1), ("ffffff", 1), ("000000", 1)],
    ("ios", "separatorColor"): [("3c3c43", 0.29), ("545458", 0.6), ("3c3c43", 0.29), ("545458", 0.6)],
    ("ios", "systemRedColor"): [("ff3b30", 1), ("ff453a", 1), ("d70015", 1), ("ff6961", 1)],
    ("osx", "labelColor"): [("000000", 0.85), ("ffffff", 0.85), ("000000", 0.85), ("ffffff", 0.85)],
}

P3_TO_XYZ = [
    [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
    [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
    [0.0, 0.04511338185890264, 1.043944368900976],
]
XYZ_TO_SRGB = [
    [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
    [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
    [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
]


def to_linear(v):
    a = abs(v)
    out = a / 12.92 if a <= 0.04045 else ((a + 0.055) / 1.055) ** 2.4
    return -out if v < 0 else out


def from_linear(v):
    a = abs(v)
    out = 12.92 * a if a <= 0.0031308 else 1.055 * a ** (1 / 2.4) - 0.055
    return -out if v < 0 else out


def mul(m, v):
    return [sum(m[i][j] * v[j] for j in range(3)) for i in range(3)]


def component(raw, is_alpha=False):
    """The value of a component as Xcode writes it; None when malformed."""
    if isinstance(raw, (int, float)) and not isinstance(raw, bool):
        if isinstance(raw, int) and 2 <= raw <= 255:
            return raw / 255
        return float(raw)
    if not isinstance(raw, str):
        return None
    text = raw.strip()
    if text.lower().startswith("0x"):
        return int(text[2:], 16) / 255
    if text.isdigit():
        n = int(text)
        if is_alpha and n <= 1:
            return float(n)
        return n / 255
    return float(text)


def srgb_of(color):
    """(r, g, b, a) in gamma-encoded sRGB, unclipped, for a `color` object; None for references."""
    space = color.get("color-space", "srgb")
    comps = color["components"]
    alpha = component(comps.get("alpha", "1"), True)
    if space in ("gray-gamma-22", "extended-gray"):
        w = component(comps["white"])
        linear = math.copysign(abs(w) ** 2.2, w)
        v = from_linear(linear)
        return (v, v, v, alpha)
    rgb = [component(comps[k]) for k in ("red", "green", "blue")]
    if space in ("srgb", "extended-srgb"):
        return (*rgb, alpha)
    if space == "extended-linear-srgb":
        return (*[from_linear(c) for c in rgb], alpha)
    if space == "display-p3":
        xyz = mul(P3_TO_XYZ, [to_linear(c) for c in rgb])
        return (*[from_linear(c) for c in mul(XYZ_TO_SRGB, xyz)], alpha)
    raise ValueError("unknown space " + space)


def byte(v):
    return int(math.floor(min(max(v, 0), 1) * 255 + 0.5))


def hex_of(r, g, b, a):
    out = "#%02x%02x%02x" % (byte(r), byte(g), byte(b))
    return out if byte(a) == 255 else out + "%02x" % byte(a)


def traits(entry):
    lum, high, other = None, False, 0
    for app in entry.get("appearances", []):
        if app["appearance"] == "luminosity":
            lum = app["value"]
        elif app["appearance"] == "contrast" and app["value"] == "high":
            high = True
        else:
            other += 1
    other += sum(1 for k in ("language-direction", "width-class", "height-class", "locale", "subtype") if k in entry)
    return lum, high, other


def pool(entries):
    entries = [e for e in entries if "color" in e]
    if not entries:
        return []
    idioms = {"universal": 0, "iphone": 1}
    best_idiom = min(entries, key=lambda e: idioms.get(e.get("idiom", "universal"), 2)).get("idiom", "universal")
    same = [e for e in entries if e.get("idiom", "universal") == best_idiom]
    gamuts = {"sRGB": 0, None: 1}
    best_gamut = min(gamuts.get(e.get("display-gamut"), 2) for e in same)
    same = [e for e in same if gamuts.get(e.get("display-gamut"), 2) == best_gamut]
    fewest = min(traits(e)[2] for e in same)
    return [e for e in same if traits(e)[2] == fewest]


def choose(entries, dark, high):
    own = "dark" if dark else "light"
    if not high:
        order = [(own, False), (None, False), (own, True), (None, True)]
    elif not dark:
        order = [(own, True), (None, True), (own, False), (None, False)]
    else:
        order = [(own, True), (own, False), (None, True), (None, False)]
    for lum, hc in order:
        for e in entries:
            t = traits(e)
            if t[0] == lum and t[1] == hc:
                return e
    return entries[0] if entries else None


def expected(entry, dark, high):
    color = entry["color"]
    if "reference" in color:
        values = SYSTEM[(color.get("platform", "ios"), color["reference"])]
        hexa, alpha = values[(2 if high else 0) + (1 if dark else 0)]
        rgb = [int(hexa[i:i + 2], 16) / 255 for i in (0, 2, 4)]
        return hex_of(*rgb, alpha), False
    r, g, b, a = srgb_of(color)
    out = any(c < -0.000075 or c > 1.000075 for c in (r, g, b))
    return hex_of(r, g, b, a), out


def sets(catalogue):
    """(name, Contents.json) of every colour set, names joined by namespace folders."""
    found = []
    for folder, dirs, files in os.walk(catalogue):
        dirs.sort()
        if folder.endswith(".colorset"):
            dirs[:] = []
            rel = os.path.relpath(folder, catalogue).split(os.sep)
            parts = []
            for depth in range(len(rel) - 1):
                group = os.path.join(catalogue, *rel[:depth + 1], "Contents.json")
                try:
                    with open(group) as f:
                        if json.load(f).get("properties", {}).get("provides-namespace"):
                            parts.append(rel[depth])
                except FileNotFoundError:
                    pass
            parts.append(rel[-1][: -len(".colorset")])
            found.append(("/".join(parts), os.path.join(folder, "Contents.json")))
    return sorted(found, key=lambda item: item[1])


def main():
    catalogue_json, catalogues = sys.argv[1], sys.argv[2:]
    with open(catalogue_json) as f:
        data = json.load(f)
    tokens = {t["name"]: t for t in data["tokens"]}
    theme_ids = [t["id"] for t in data["themes"]]
    problems, checked, taken = [], 0, set()
    for path in catalogues:
        stem = os.path.basename(os.path.normpath(path))[: -len(".xcassets")]
        parent = os.path.basename(os.path.dirname(os.path.normpath(path)))
        for name, contents in sets(path):
            token = name if name not in taken else parent + "/" + stem + "/" + name
            taken.add(token)
            if token not in tokens:
                problems.append(f"{token}: no token in catalogue.json")
                continue
            with open(contents) as f:
                entries = pool(json.load(f)["colors"])
            for theme in theme_ids:
                dark, high = theme.startswith("dark"), theme.endswith("high-contrast")
                entry = choose(entries, dark, high)
                value = tokens[token]["values"][theme]
                want, out = expected(entry, dark, high)
                checked += 1
                if out:
                    if not value.get("outOfGamut"):
                        problems.append(f"{token} {theme}: outside sRGB but not flagged out of gamut")
                elif value.get("hex") != want:
                    problems.append(f"{token} {theme}: themebook {value.get('hex')}, expected {want}")
    for line in problems:
        print(line)
    if problems:
        sys.exit(1)
    print(f"checked {checked} values")


if __name__ == "__main__":
    main()
