#!/usr/bin/env python3
"""An independent reader of Android colours, to check themebook's values.

    verify_android.py compose CATALOGUE_JSON KOTLIN_FILE...
    verify_android.py resources CATALOGUE_JSON XML_FILE...

compose: reads the palette objects, the colours class, its palette values (constructor calls and
copies) and the theme `when` of the Kotlin files with regular expressions and its own colour
maths (ARGB literals, Int and Float components rounded as Compose rounds them, copy(alpha)).

resources: reads values/ and values-night/ colour files with ElementTree; a file whose colours
are all literals and that no night file overrides is the palette; night falls back to day and
@color/ references resolve in the theme they are used in.

Both compare every token's hex in every theme, and every palette colour's hex, with
catalogue.json. Prints one line per mismatch and exits 1 when there is one; prints
"checked N values" and exits 0 otherwise.
"""
import json
import os
import re
import struct
import sys
import xml.etree.ElementTree as ET


def f32(x):
    """x as a Kotlin Float."""
    return struct.unpack("f", struct.pack("f", x))[0]


def quantize(x):
    """A Float component as Compose keeps it: (x * 255 + 0.5).toInt()."""
    return int(f32(f32(x) * 255.0) + 0.5)


def hex_of(r, g, b, a):
    out = "#%02x%02x%02x" % (r, g, b)
    return out if a == 255 else out + "%02x" % a


def argb(value):
    return ((value >> 16) & 255, (value >> 8) & 255, value & 255, (value >> 24) & 255)


# ---------------------------------------------------------------- Compose

NAMED = {"White": 0xFFFFFFFF, "Black": 0xFF000000, "Transparent": 0, "Red": 0xFFFF0000}


def number(text):
    text = text.strip().replace("_", "")
    if re.fullmatch(r"0[xX][0-9a-fA-F]+L?", text):
        return int(text.rstrip("L"), 16), True
    if re.fullmatch(r"\d+", text):
        return int(text), True
    m = re.fullmatch(r"(\d+(?:\.\d+)?)[fF]", text)
    if m:
        return float(m.group(1)), False
    raise ValueError("not a number: " + text)


def split_args(text):
    """Top-level comma-separated parts of an argument list."""
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    return [p.strip() for p in parts if p.strip()]


def strip_comments(src):
    src = re.sub(r"/\*.*?\*/", "", src, flags=re.S)
    return re.sub(r"//[^\n]*", "", src)


class Compose:
    def __init__(self, files):
        self.src = "\n".join(strip_comments(open(f, encoding="utf-8").read()) for f in files)
        self.palette = {}  # name -> (r, g, b, a)
        self.objects = set()
        self.read_palette()
        self.read_class()
        self.values = {}
        self.read_values()

    def color(self, expr, scope=None, inst=None):
        expr = expr.strip()
        m = re.fullmatch(r"(.+)\.copy\((?:alpha\s*=\s*)?([\d.]+[fF])\)", expr, flags=re.S)
        if m:
            r, g, b, _ = self.color(m.group(1), scope, inst)
            return (r, g, b, quantize(float(m.group(2)[:-1])))
        m = re.fullmatch(r"Color\((.*)\)", expr, flags=re.S)
        if m:
            args = split_args(m.group(1))
            if len(args) == 1:
                value, _ = number(args[0].split("=")[-1])
                return argb(value)
            named = {}
            for i, a in enumerate(args):
                if "=" in a:
                    k, v = a.split("=", 1)
                    named[k.strip()] = v
                else:
                    named[["red", "green", "blue", "alpha"][i]] = a
            vals = {k: number(v) for k, v in named.items()}
            if all(is_int for _, is_int in vals.values()):
                comp = {k: v for k, (v, _) in vals.items()}
                return (comp["red"], comp["green"], comp["blue"], comp.get("alpha", 255))
            comp = {k: quantize(v) for k, (v, _) in vals.items()}
            return (comp["red"], comp["green"], comp["blue"], comp.get("alpha", 255))
        m = re.fullmatch(r"Color\.(\w+)", expr)
        if m:
            return argb(NAMED[m.group(1)])
        m = re.fullmatch(r"(\w+)\.(\w+)", expr)
        if m and m.group(1) in self.objects:
            return self.palette[m.group(2)]
        if m and inst is not None and m.group(1) in inst:
            return inst[m.group(1)][m.group(2)]
        if re.fullmatch(r"\w+", expr) and expr in self.palette:
            return self.palette[expr]
        raise ValueError("unread colour expression: " + expr)

    def read_palette(self):
        for m in re.finditer(r"object\s+(\w+)\s*\{(.*?)\n\}", self.src, flags=re.S):
            body = m.group(2)
            if "Color(" not in body:
                continue
            self.objects.add(m.group(1))
            for line in body.splitlines():
                lm = re.match(r"\s*val\s+(\w+)\s*=\s*(.+?)\s*$", line)
                if not lm or lm.group(2).startswith("listOf"):
                    continue
                self.palette[lm.group(1)] = self.color(lm.group(2))
        for lm in re.finditer(r"^val\s+(\w+)\s*=\s*(Color\(.*?\))\s*$", self.src, flags=re.M):
            self.palette[lm.group(1)] = self.color(lm.group(2))

    def read_class(self):
        m = re.search(r"class\s+(\w+)\(((?:[^()]|\([^()]*\))*)\)\s*\{", self.src, flags=re.S)
        self.cls = m.group(1)
        params = [p.split(":")[0].replace("val ", "").strip() for p in split_args(m.group(2))]
        self.params = [p for p in params if p]
        body = self.src[m.end():]
        self.tokens = []
        self.token_of = {}
        for tm in re.finditer(r"(?:var|val)\s+(\w+)\s+(?:by\s+mutableStateOf(?:<\w+>)?\((\w+)\)|=\s*(\w+)\s*$)", body, flags=re.M):
            source = tm.group(2) or tm.group(3)
            if source in self.params:
                self.tokens.append(tm.group(1))
                self.token_of[source] = tm.group(1)
        copy = re.search(r"fun\s+copy\(.*?\)\s*:\s*\w+\s*=\s*\w+\((.*?)\n\s*\)", body, flags=re.S)
        self.copy_param = {}
        if copy:
            for a in split_args(copy.group(1)):
                k, v = [x.strip() for x in a.split("=")]
                self.copy_param[v] = k

    def read_values(self):
        pattern = re.compile(r"val\s+(\w+)\s*=\s*(\w+)(\.copy)?\((.*?)\n\)", flags=re.S)
        pending = list(pattern.finditer(self.src))
        for _ in range(len(pending) + 1):
            for m in list(pending):
                name, callee, is_copy, args = m.group(1), m.group(2), m.group(3), m.group(4)
                if not is_copy and callee != self.cls:
                    pending.remove(m)
                    continue
                if is_copy and callee not in self.values:
                    continue
                values = dict(self.values[callee]) if is_copy else {}
                for a in split_args(args):
                    k, v = [x.strip() for x in a.split("=", 1)]
                    param = self.copy_param.get(k, k) if is_copy else k
                    values[self.token_of[param]] = self.color(v, inst=self.values)
                self.values[name] = values
                pending.remove(m)
        when = re.search(r"when\s*\(\w+\)\s*\{(.*?)\}", self.src, flags=re.S)
        self.themes = {}
        for line in when.group(1).splitlines():
            lm = re.match(r"\s*\w+\.(\w+)\s*->\s*(\w+)\s*$", line)
            if lm:
                entry = lm.group(1)
                self.themes[entry[0].lower() + entry[1:]] = self.values[lm.group(2)]


# ---------------------------------------------------------------- resources

def android_hex(text):
    d = text[1:]
    if len(d) == 3:
        return (int(d[0] * 2, 16), int(d[1] * 2, 16), int(d[2] * 2, 16), 255)
    if len(d) == 4:
        return (int(d[1] * 2, 16), int(d[2] * 2, 16), int(d[3] * 2, 16), int(d[0] * 2, 16))
    if len(d) == 6:
        return (int(d[0:2], 16), int(d[2:4], 16), int(d[4:6], 16), 255)
    return (int(d[2:4], 16), int(d[4:6], 16), int(d[6:8], 16), int(d[0:2], 16))


class Resources:
    def __init__(self, files):
        self.files = []
        for f in files:
            folder = os.path.basename(os.path.dirname(f))
            entries = {}
            for el in ET.parse(f).getroot():
                if el.tag == "color" or (el.tag == "item" and el.get("type") == "color"):
                    entries[el.get("name")] = (el.text or "").strip()
            self.files.append((f, folder == "values-night", entries))
        night_names = {n for _, night, e in self.files if night for n in e}
        self.palette = {}
        self.day, self.night = {}, {}
        for f, night, entries in self.files:
            literal = all(v.startswith("#") for v in entries.values())
            if not night and literal and not (set(entries) & night_names):
                self.palette.update({k: android_hex(v) for k, v in entries.items()})
            elif night:
                self.night.update(entries)
            else:
                self.day.update(entries)
        self.themes = {"light": self.resolve(dict(self.day))}
        if self.night:
            merged = dict(self.day)
            merged.update(self.night)
            self.themes["dark"] = self.resolve(merged)

    def resolve(self, entries):
        out = {}

        def value(name, depth=0):
            text = entries[name]
            if text.startswith("#"):
                return android_hex(text)
            if text.startswith("@color/"):
                ref = text[len("@color/"):]
                return self.palette[ref] if ref in self.palette else value(ref, depth + 1)
            return text  # shown by name
        for name in entries:
            out[name] = value(name)
        return out


# ---------------------------------------------------------------- compare

def main():
    kind, catalogue_path, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    reader = Compose(files) if kind == "compose" else Resources(files)
    catalogue = json.load(open(catalogue_path, encoding="utf-8"))
    problems, checked = [], 0
    tokens = {t["name"]: t for t in catalogue["tokens"]}
    for theme, values in reader.themes.items():
        for name, expected in values.items():
            got = tokens.get(name, {}).get("values", {}).get(theme, {})
            want = expected if isinstance(expected, str) else hex_of(*expected)
            have = got.get("text") if isinstance(expected, str) else got.get("hex")
            checked += 1
            if have != want:
                problems.append("%s in %s: themebook %s, expected %s" % (name, theme, have, want))
    palette = {c["name"]: c["hex"] for c in catalogue["palette"]}
    for name, expected in reader.palette.items():
        checked += 1
        if palette.get(name) != hex_of(*expected):
            problems.append("palette %s: themebook %s, expected %s" % (name, palette.get(name), hex_of(*expected)))
    if len(tokens) != len({n for v in reader.themes.values() for n in v}):
        problems.append("themebook has %d tokens, expected %d" % (len(tokens), len({n for v in reader.themes.values() for n in v})))
    for p in problems:
        print(p)
    if problems:
        sys.exit(1)
    print("checked %d values" % checked)


main()
