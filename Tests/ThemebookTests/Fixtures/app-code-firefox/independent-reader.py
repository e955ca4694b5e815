#!/usr/bin/env python3
"""An independent reader of the app's code, for the Firefox-shaped fixture (issue #49).

It shares nothing with themebook's Swift scanner: it blanks comments and string literals out
of each file with its own character loop, then finds every read with regular expressions and a
brace and parenthesis count, following the rules docs/guide/app-code.md states. The test
(AppCodeFirefoxTests) runs it and requires themebook to find exactly the same set.

    independent-reader.py ROOT IMAGES_JSON FOLDER... [--exclude FOLDER]...

Prints one JSON array of {kind, name, path, line, column}, sorted.
"""
import json
import os
import re
import sys

TOKEN_MEMBER = "colors"
PALETTE_NAMESPACES = ["FXColors"]
DARK_SUFFIX = "_dark"
DECLARING = ("class", "struct", "enum", "protocol", "typealias", "func", "var", "let", "case", "actor")


def strip(text):
    """The text with comments and string literals blanked (newlines kept, so every offset
    still points at the same line and column), and the literals as (offset, content)."""
    out = list(text)
    literals = []
    n = len(text)

    def blank(a, b):
        for k in range(a, min(b, n)):
            if out[k] != "\n":
                out[k] = " "

    i = 0
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif text.startswith("/*", i):
            depth, j = 0, i
            while j < n:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                    if depth == 0:
                        break
                else:
                    j += 1
            blank(i, j)
            i = j
        elif text[i] == '"' or (text[i] == "#" and re.match(r'#+"', text[i:])):
            start = i
            hashes = 0
            while text[i] == "#":
                hashes, i = hashes + 1, i + 1
            triple = text.startswith('"""', i)
            i += 3 if triple else 1
            body_start = i
            close = ('"""' if triple else '"') + "#" * hashes
            while i < n and not text.startswith(close, i):
                if hashes == 0 and text[i] == "\\":
                    if i + 1 < n and text[i + 1] == "(":
                        depth, i = 1, i + 2
                        while i < n and depth:
                            depth += {"(": 1, ")": -1}.get(text[i], 0)
                            i += 1
                        continue
                    i += 2
                    continue
                if not triple and text[i] == "\n":
                    break
                i += 1
            literals.append((start, text[body_start:i]))
            i += len(close)
            blank(start, i)
        else:
            i += 1
    return "".join(out), literals


class File:
    def __init__(self, path, text):
        self.path = path
        self.text = text
        self.code, self.literals = strip(text)
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        # Brace depth before each offset, and each `{` with its matching `}`.
        self.depth = []
        self.blocks = {}
        stack, depth = [], 0
        for k, ch in enumerate(self.code):
            self.depth.append(depth)
            if ch == "{":
                stack.append(k)
                depth += 1
            elif ch == "}" and stack:
                self.blocks[stack.pop()] = k
                depth -= 1
        for open_at in stack:
            self.blocks[open_at] = len(self.code)

    def place(self, offset):
        line = 0
        lo, hi = 0, len(self.line_starts) - 1
        while lo <= hi:
            mid = (lo + hi) // 2
            if self.line_starts[mid] <= offset:
                line, lo = mid, mid + 1
            else:
                hi = mid - 1
        return line + 1, offset - self.line_starts[line] + 1

    def block_end(self, offset):
        """Where the block holding `offset` ends."""
        d = self.depth[offset]
        for k in range(offset, len(self.code)):
            if self.depth[k] < d:
                return k
        return len(self.code)

    def previous_word(self, offset):
        m = re.search(r"(\w+)\s*$", self.code[:offset])
        return m.group(1) if m else None

    def previous_char(self, offset):
        k = offset - 1
        while k >= 0 and self.code[k] in " \t\n":
            k -= 1
        return self.code[k] if k >= 0 else ""


ARGS = r"\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)"
THEME = r"\w*[tT]heme"
MEMBER_AFTER = r"\s*[?!]?\s*\.\s*"


def is_method(file, end):
    """A name called, or followed by a closure, on its line is no token."""
    return re.match(r"[ \t]*[({]", file.code[end:]) is not None


def token_reads(file):
    found = []
    pattern = re.compile(r"\b(" + THEME + r")(\s*" + ARGS + r")?" + MEMBER_AFTER + TOKEN_MEMBER + MEMBER_AFTER + r"(\w+)")
    for m in pattern.finditer(file.code):
        if not is_method(file, m.end(3)):
            found.append(("token", m.group(3), m.start(3)))
    # Locals bound to a theme's colours, and every other binding of the same names.
    chain = r"(?:(?:\w+|self)(?:\s*" + ARGS + r")?\s*[?!]?\s*\.\s*)*?(" + THEME + r")(?:\s*" + ARGS + r")?" + MEMBER_AFTER + TOKEN_MEMBER
    binding = re.compile(r"\b(?:let|var)\s+(\w+)\s*(?::[^=\n{]*)?=\s*(" + chain + r")(?![\w.(\[?!])")
    bindings = []
    for m in binding.finditer(file.code):
        bindings.append((m.group(1), m.start(), file.block_end(m.start()), True))
    names = {b[0] for b in bindings}
    for name in names:
        for m in re.finditer(r"\b(?:let|var)\s+" + re.escape(name) + r"\b", file.code):
            if not any(b[1] == m.start() for b in bindings):
                bindings.append((name, m.start(), file.block_end(m.start()), False))
    for name in names:
        for m in re.finditer(r"(?<![\w.])" + re.escape(name) + MEMBER_AFTER + r"(\w+)", file.code):
            if file.previous_char(m.start()) == "." or file.previous_word(m.start()) in ("let", "var"):
                continue
            live = [b for b in bindings if b[0] == name and b[1] < m.start() < b[2]]
            if live and max(live, key=lambda b: b[1])[3] and not is_method(file, m.end(1)):
                found.append(("token", m.group(1), m.start(1)))
    return found


def types_of(file):
    """(name, superclass, body start, body end, is extension) of every type declaration."""
    out = []
    decl = re.compile(r"\b(class|struct|enum|extension|protocol|actor)\s+(\w+(?:\.\w+)*)([^{;}]*)\{")
    for m in decl.finditer(file.code):
        name = m.group(2).split(".")[-1]
        if name in ("func", "var", "let", "override", "final", "private", "public", "static"):
            continue
        clause = m.group(3)
        superclass = None
        angle = 0
        for k, ch in enumerate(clause):
            angle += {"<": 1, ">": -1}.get(ch, 0)
            if ch == ":" and angle == 0:
                first = re.match(r"\s*([\w.]+)", clause[k + 1:])
                superclass = first.group(1).split(".")[-1] if first else None
                break
        brace = m.end() - 1
        out.append((name, superclass, brace, file.blocks.get(brace, len(file.code)), m.group(1) == "extension"))
    return out


def is_view_or_cell(name, supers):
    if name is None or name.endswith("Controller"):
        return False
    steps = 0
    while name is not None and steps < 32:
        if name.endswith("View") or name.endswith("Cell"):
            return True
        if name.endswith("Controller"):
            return False
        name = supers.get(name)
        steps += 1
    return False


def callee_of_paren(file, offset):
    """The name called by the innermost `(` still open at `offset`, '' when none is open."""
    stack = []
    for k in range(offset):
        ch = file.code[k]
        if ch in "([":
            stack.append((ch, k))
        elif ch == ")":
            while stack and stack[-1][0] != "(":
                stack.pop()
            if stack:
                stack.pop()
        elif ch == "]":
            while stack and stack[-1][0] != "[":
                stack.pop()
            if stack:
                stack.pop()
    parens = [k for ch, k in stack if ch == "("]
    if not parens:
        return None
    m = re.search(r"(\w+)\s*$", file.code[:parens[-1]])
    return m.group(1) if m else ""


def other_reads(file, supers, image_names):
    found = []
    code = file.code
    for ns in PALETTE_NAMESPACES:
        for m in re.finditer(r"\b" + ns + r"\s*\.\s*(\w+)", code):
            found.append(("palette", m.group(1), m.start()))
    for m in re.finditer(r"(?<![\w.])UIColor\s*\.\s*Photon\s*\.\s*(\w+)", code):
        if file.previous_char(m.start()) != ".":
            found.append(("legacy:UIColor.Photon", m.group(1), m.start()))
    for m in re.finditer(r"(?<![\w.])Photon\s*\.\s*(\w+)", code):
        if file.previous_char(m.start()) != "." and file.previous_word(m.start()) not in DECLARING:
            found.append(("legacy:UIColor.Photon", m.group(1), m.start()))
    for m in re.finditer(r"\bUIColor\s*\.\s*(theme|legacyTheme)\b", code):
        found.append(("legacy:UIColor." + m.group(1), m.group(1), m.start()))
    for m in re.finditer(r"\bLegacyThemeManager\b", code):
        if file.previous_word(m.start()) not in DECLARING:
            found.append(("legacy:LegacyThemeManager", "LegacyThemeManager", m.start()))
    for m in re.finditer(r"\b(?:Legacy)?NotificationThemeable\b", code):
        if file.previous_word(m.start()) not in DECLARING:
            found.append(("legacy:NotificationThemeable", "NotificationThemeable", m.start()))
    types = types_of(file)
    for m in re.finditer(r"\.\s*DisplayThemeChanged\b", code):
        callee = callee_of_paren(file, m.start())
        if callee is None or callee == "post":
            continue
        around = [t for t in types if t[2] < m.start() < t[3]]
        inner = max(around, key=lambda t: t[2])[0] if around else None
        if is_view_or_cell(inner, supers):
            found.append(("legacy:.DisplayThemeChanged", inner, m.start()))
    for m in re.finditer(r"(?<![\w.])((?:Standard)?ImageIdentifiers(?:\s*\.\s*\w+)+)", code):
        if file.previous_word(m.start()) in DECLARING or file.previous_word(m.start()) == "extension":
            continue
        reference = re.sub(r"\s+", "", m.group(1))
        if reference in image_names:
            found.append(("image", image_names[reference], m.start()))
    values = set(image_names.values())
    rule_bodies = []
    for m in re.finditer(r"\bgetThemedImageName\s*\(", code):
        if file.previous_word(m.start()) == "func":
            brace = code.find("{", m.end())
            rule_bodies.append((brace, file.blocks.get(brace, len(code))))
            continue
        found.append(("themedCall", "getThemedImageName", m.start()))
        argument = re.match(r"\s*(?:name\s*:\s*)?", file.text[m.end():])
        at = m.end() + argument.end()
        literal = [content for offset, content in file.literals if offset == at]
        if literal and literal[0] in values and "\\(" not in literal[0]:
            found.append(("image", literal[0], m.start()))
    for offset, content in file.literals:
        if any(a < offset < b for a, b in rule_bodies):
            continue
        if content.endswith(DARK_SUFFIX) and len(content) <= 200 and not re.search(r'[\s"]', content):
            found.append(("darkName", content, offset))
    return found


def main():
    args = sys.argv[1:]
    root, images_path = args[0], args[1]
    folders, excluded = [], []
    rest = args[2:]
    while rest:
        if rest[0] == "--exclude":
            excluded.append(rest[1])
            rest = rest[2:]
        else:
            folders.append(rest[0])
            rest = rest[1:]
    images = json.load(open(images_path))
    image_names = {}
    for group in images["groups"]:
        namespace = group.get("namespace") or images.get("namespace", "ImageIdentifiers") + "." + group["name"]
        for image in group["images"]:
            if image.get("name"):
                image_names.setdefault(namespace + "." + image["name"], image["value"])
            else:
                image_names.setdefault("\0" + image["value"], image["value"])
    files = []
    for folder in folders:
        for base, dirs, names in os.walk(os.path.join(root, folder)):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            for name in sorted(names):
                path = os.path.relpath(os.path.join(base, name), root)
                if name.endswith(".swift") and not any(path == e or path.startswith(e + "/") for e in excluded):
                    files.append(File(path, open(os.path.join(root, path), encoding="utf-8").read()))
    supers = {}
    for f in files:
        for name, superclass, _, _, is_extension in types_of(f):
            if not is_extension and name not in supers:
                supers[name] = superclass
    out = []
    for f in files:
        for kind, name, offset in token_reads(f) + other_reads(f, supers, image_names):
            line, column = f.place(offset)
            out.append({"kind": kind, "name": name, "path": f.path, "line": line, "column": column})
    out.sort(key=lambda r: (r["path"], r["line"], r["column"], r["kind"], r["name"]))
    print(json.dumps(out, indent=1))


main()
