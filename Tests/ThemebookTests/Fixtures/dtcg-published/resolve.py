#!/usr/bin/env python3
"""An independent reading of a DTCG 2025.10 content folder: the resolver's themes, each theme's
merged tokens, and every colour token's aliases followed to a hex.

Written from the format and resolver modules, sharing no code with themebook, so that the
colours themebook shows can be checked against another reading of the same files.

    resolve.py CONTENT  ->  {"themes": {"light": {"color.text.default": "#15141a", ...}, ...}}

Only colours are resolved: hex strings (#rgb, #rrggbb, #rrggbbaa), sRGB colour objects (numbers,
or a `$ref` to another colour's components), and the `hex` fallback of a colour object in another
space. A token that does not resolve (a broken alias, a cycle, no colour) is left out.
"""
import json
import math
import os
import re
import sys

ALIAS = re.compile(r"^\{([^{}]+)\}$")


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def pointer_parts(fragment):
    """`/a/b`, or `a/b` without the leading slash, as JSON Pointer segments."""
    fragment = fragment.lstrip("/")
    if not fragment:
        return []
    return [p.replace("~1", "/").replace("~0", "~") for p in fragment.split("/")]


def follow(node, parts):
    for part in parts:
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return None
    return node


class Resolver:
    def __init__(self, content):
        self.content = content
        config = load(os.path.join(content, "themebook.json"))
        self.resolver_path = os.path.join(content, config["resolver"])
        self.folder = os.path.dirname(self.resolver_path)
        self.doc = load(self.resolver_path)
        self.wanted_modifier = config.get("themeModifier")
        self.sets = dict(self.doc.get("sets") or {})
        self.modifiers = dict(self.doc.get("modifiers") or {})
        self.order = []
        for item in self.doc.get("resolutionOrder") or []:
            ref = item.get("$ref") if isinstance(item, dict) else None
            if isinstance(ref, str):
                parts = pointer_parts(ref[1:]) if ref.startswith("#") else []
                if len(parts) == 2 and parts[0] in ("sets", "modifiers"):
                    self.order.append((parts[0], parts[1]))
            elif isinstance(item, dict) and item.get("type") in ("set", "modifier"):
                kind = "sets" if item["type"] == "set" else "modifiers"
                getattr(self, kind)[item["name"]] = item
                self.order.append((kind, item["name"]))
        if "resolutionOrder" not in self.doc:
            self.order = [("sets", n) for n in self.sets] + [("modifiers", n) for n in self.modifiers]

    def sources(self, items):
        """Token trees of a set's or context's sources, in order."""
        out = []
        for item in items or []:
            ref = item.get("$ref") if isinstance(item, dict) else None
            if isinstance(ref, str) and ref.startswith("#"):
                parts = pointer_parts(ref[1:])
                if len(parts) == 2 and parts[0] == "sets" and parts[1] in self.sets:
                    out += self.sources(self.sets[parts[1]].get("sources"))
            elif isinstance(ref, str):
                file, _, fragment = ref.partition("#")
                tree = follow(load(os.path.normpath(os.path.join(self.folder, file))), pointer_parts(fragment))
                if isinstance(tree, dict):
                    out.append(tree)
            elif isinstance(item, dict):
                out.append(item)
        return out

    def theme_modifier(self):
        if self.wanted_modifier:
            return self.wanted_modifier
        if "theme" in self.modifiers:
            return "theme"
        return next(iter(self.modifiers)) if len(self.modifiers) == 1 else None

    def themes(self):
        name = self.theme_modifier()
        contexts = self.modifiers[name]["contexts"] if name else {"default": []}
        order = list(self.order)
        if name and ("modifiers", name) not in order:
            order.append(("modifiers", name))
        for context in contexts:
            trees = []
            for kind, key in order:
                if kind == "sets":
                    trees += self.sources(self.sets.get(key, {}).get("sources"))
                elif key == name:
                    trees += self.sources(contexts[context])
                else:
                    modifier = self.modifiers.get(key, {})
                    chosen = modifier.get("default") or next(iter(modifier.get("contexts") or {}), None)
                    trees += self.sources((modifier.get("contexts") or {}).get(chosen))
            yield context, trees


def flatten(tree, tokens, extends, path=(), inherited=None):
    """Tokens (objects with `$value`, or a whole-token `$ref`) by dotted path; groups' `$extends`."""
    own_type = tree.get("$type", inherited)
    if path and ("$value" in tree or (set(tree) <= {"$ref", "$type", "$description"} and "$ref" in tree)):
        tokens[".".join(path)] = dict(tree, **({"$type": own_type} if own_type else {}))
        return
    target = tree.get("$extends")
    if isinstance(target, str) and ALIAS.match(target):
        extends.append((".".join(path), ALIAS.match(target).group(1)))
    for key, child in tree.items():
        if isinstance(child, dict) and (not key.startswith("$") or key == "$root"):
            flatten(child, tokens, extends, path + (key,), own_type)


def merged(trees):
    tokens, extends = {}, []
    for tree in trees:
        found, groups = {}, []
        flatten(tree, found, groups)
        tokens.update(found)
        extends += groups
    for _ in range(len(extends)):
        for group, target in extends:
            for path in [p for p in tokens if p.startswith(target + ".")]:
                tokens.setdefault(group + path[len(target):], tokens[path])
    return tokens


def channel(x):
    return max(0, min(255, int(math.floor(x * 255 + 0.5))))


class Colors:
    def __init__(self, tokens):
        self.tokens = tokens

    def rgba(self, path, seen=()):
        """(r, g, b, a) as 0–1 floats, or None."""
        token = self.tokens.get(path)
        if token is None or path in seen or str(token.get("$type", "color")).lower() != "color":
            return None
        seen = seen + (path,)
        value = token.get("$value")
        if value is None and isinstance(token.get("$ref"), str):
            return self.rgba(".".join(pointer_parts(token["$ref"][1:])), seen)
        if isinstance(value, str):
            alias = ALIAS.match(value)
            if alias:
                return self.rgba(alias.group(1), seen)
            return parse_hex(value)
        if isinstance(value, dict):
            alpha = value.get("alpha", 1)
            components = value.get("components")
            if isinstance(components, dict) and isinstance(components.get("$ref"), str):
                parts = pointer_parts(components["$ref"][1:])
                if parts[-2:] == ["$value", "components"]:
                    base = self.rgba(".".join(parts[:-2]), seen)
                    return None if base is None else base[:3] + (alpha,)
                return None
            if value.get("colorSpace") == "srgb" and isinstance(components, list) and len(components) == 3:
                if all(isinstance(c, (int, float)) for c in components):
                    return tuple(components) + (alpha,)
            if isinstance(value.get("hex"), str) and value.get("colorSpace") != "srgb":
                parsed = parse_hex(value["hex"])
                return None if parsed is None else parsed[:3] + (alpha,)
        return None

    def hex(self, path):
        rgba = self.rgba(path)
        if rgba is None:
            return None
        r, g, b, a = (channel(x) for x in rgba)
        return "#%02x%02x%02x" % (r, g, b) + ("" if a == 255 else "%02x" % a)


def parse_hex(text):
    digits = text[1:] if text.startswith("#") else None
    if digits is None or not re.fullmatch(r"[0-9a-fA-F]+", digits) or len(digits) not in (3, 6, 8):
        return None
    if len(digits) == 3:
        digits = "".join(d * 2 for d in digits)
    values = [int(digits[i:i + 2], 16) / 255 for i in range(0, len(digits), 2)]
    return tuple(values[:3]) + ((values[3],) if len(values) == 4 else (1,))


def main(content):
    resolver = Resolver(content)
    themes = {}
    for theme, trees in resolver.themes():
        colors = Colors(merged(trees))
        themes[theme] = {path: h for path in colors.tokens if (h := colors.hex(path)) is not None}
    json.dump({"themes": themes}, sys.stdout, indent=1, sort_keys=True)


if __name__ == "__main__":
    main(sys.argv[1])
