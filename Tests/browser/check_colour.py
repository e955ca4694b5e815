"""Colour checks for check_site.py (issue 13): translucent values are shown composited over
each theme's own background (the swatch's left half reads back as the composited colour, and
the page prints that hex), theme pages paint their chrome with the theme's own tokens, and the
copy buttons copy from http and from file://, by mouse and by keyboard."""

import re

from selenium.webdriver.common.by import By


def rgba(hex_value):
    digits = hex_value.lstrip("#")
    r, g, b = (int(digits[i:i + 2], 16) for i in (0, 2, 4))
    return (r, g, b, int(digits[6:8], 16) / 255 if len(digits) == 8 else 1.0)


def over(colour, ground):
    """Porter-Duff over an opaque ground, rounded to bytes, as '#rrggbb'."""
    r, g, b, a = colour
    mixed = [round(c * a + gc * (1 - a)) for c, gc in zip((r, g, b), ground[:3])]
    return "#%02x%02x%02x" % tuple(mixed)


def close(a, b):
    """Two '#rrggbb' within one step per channel (the page and this script round separately)."""
    return all(abs(x - y) <= 1 for x, y in zip(rgba(a)[:3], rgba(b)[:3]))


def computed_hex(css):
    parts = [float(p) for p in re.findall(r"[\d.]+", css)]
    assert len(parts) == 3 or (len(parts) == 4 and parts[3] == 1), "not an opaque colour: %s" % css
    return "#%02x%02x%02x" % tuple(round(p) for p in parts[:3])


def luminance(hex_value):
    def linear(c):
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b, _ = rgba(hex_value)
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def contrast(a, b):
    la, lb = sorted([luminance(a), luminance(b)], reverse=True)
    return (la + 0.05) / (lb + 0.05)


class ColourChecks:
    def __init__(self, checks):
        self.checks = checks
        self.driver = checks.driver
        self.catalogue = checks.catalogue
        self.tokens = {t["name"]: t for t in self.catalogue["tokens"]}
        self.themes = checks.themes

    def load(self, path):
        self.checks.open(path)
        self.checks.wait(lambda: self.driver.execute_script("return document.readyState") == "complete",
                         "%s did not load" % path)

    def value(self, token, theme):
        return self.tokens[token]["values"][theme]

    def chrome_names(self, theme):
        """The tokens the theme page says it is painted with (checked against the colours below)."""
        self.load("themes/%s.html" % theme)
        names = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('.theme-chrome code')).map(c => c.textContent)")
        assert len(names) >= 4, "themes/%s.html names %r as its chrome" % (theme, names)
        return dict(zip(["background", "surface", "text", "secondaryText"], names))

    def ground(self, theme, token):
        """What a value of `token` in `theme` is composited over: the theme's background token."""
        background = self.grounds[theme]
        if token == background or background not in self.tokens:
            return (0, 0, 0, 1) if background == "black" or token == background and self.dark(theme) else (255, 255, 255, 1)
        return rgba(self.value(background, theme)["hex"])

    def dark(self, theme):
        return next(t for t in self.catalogue["themes"] if t["id"] == theme)["appearance"] == "dark"

    def expected(self, token, theme):
        value = self.value(token, theme)
        ground = self.ground(theme, token)

        def exact(colour):
            # catalogue.json's alpha is exact; the hex rounds it to a byte.
            return rgba(colour["hex"])[:3] + (colour.get("alpha", rgba(colour["hex"])[3]),)
        if value["kind"] == "color":
            return [over(exact(value), ground)]
        return [over(exact(stop), ground) for stop in value["stops"]]

    def translucent(self, token, theme):
        value = self.value(token, theme)
        colours = [value] if value["kind"] == "color" else value.get("stops", []) if value["kind"] == "gradient" else []
        return any(rgba(c["hex"])[3] < 1 for c in colours)

    def composited(self):
        self.grounds = {theme: self.chrome_names(theme)["background"] for theme in self.themes}
        checked = {"tokens.html": 0, "token pages": 0, "theme pages": 0}
        # The tokens overview: one cell per theme, in the catalogue's order.
        self.load("tokens.html")
        cells = self.driver.execute_script("""
            return Array.from(document.querySelectorAll('tr.token-row')).map(row => [
              row.querySelector('th code').textContent,
              Array.from(row.querySelectorAll('td')).map(td => {
                const seen = td.querySelector('.swatch-split > .swatch-seen');
                const alpha = td.querySelector('.swatch-split > .swatch-alpha');
                return seen ? [getComputedStyle(seen).backgroundColor, getComputedStyle(seen).backgroundImage,
                               Array.from(td.querySelectorAll('.seen-hex')).map(c => c.textContent),
                               alpha.classList.contains('checker-dark')] : null;
              })]);""")
        for token, row in cells:
            for theme, cell in zip(self.themes, row):
                translucent = self.translucent(token, theme)
                assert (cell is not None) == translucent, \
                    "tokens.html %s/%s: translucent %s but split swatch %s" % (token, theme, translucent, cell is not None)
                if cell:
                    self.compare("tokens.html", token, theme, cell)
                    checked["tokens.html"] += 1
        # Every token page with a translucent value, and every theme page.
        for token in sorted(self.tokens):
            if not any(self.translucent(token, theme) for theme in self.themes):
                continue
            self.load("tokens/%s.html" % token)
            sections = self.driver.execute_script("""
                return Array.from(document.querySelectorAll('.theme-value')).map(section => {
                  const seen = section.querySelector('.big-swatch .swatch-seen');
                  const alpha = section.querySelector('.big-swatch .swatch-alpha');
                  return seen ? [getComputedStyle(seen).backgroundColor, getComputedStyle(seen).backgroundImage,
                                 Array.from(section.querySelectorAll('.seen-hex')).map(c => c.textContent),
                                 alpha.classList.contains('checker-dark')] : null; });""")
            for theme, cell in zip(self.themes, sections):
                if self.translucent(token, theme):
                    assert cell, "tokens/%s.html: no composited swatch for %s" % (token, theme)
                    self.compare("tokens/%s.html" % token, token, theme, cell)
                    checked["token pages"] += 1
        for theme in self.themes:
            self.load("themes/%s.html" % theme)
            items = self.driver.execute_script("""
                return Array.from(document.querySelectorAll('.theme-grid li')).map(li => {
                  const seen = li.querySelector('.swatch-seen');
                  const alpha = li.querySelector('.swatch-alpha');
                  return [li.querySelector('code').textContent, seen ? [getComputedStyle(seen).backgroundColor,
                    getComputedStyle(seen).backgroundImage, [], alpha.classList.contains('checker-dark')] : null]; });""")
            for token, cell in items:
                assert (cell is not None) == self.translucent(token, theme), "themes/%s.html %s: split swatch %s" % (theme, token, cell)
                if cell:
                    self.compare("themes/%s.html" % theme, token, theme, cell)
                    checked["theme pages"] += 1
        assert all(checked.values()), "no translucent value checked on %s" % checked
        return ", ".join("%s %d" % kv for kv in checked.items())

    def compare(self, page, token, theme, cell):
        colour, image, printed, dark_checker = cell
        expected = self.expected(token, theme)
        if len(expected) == 1 and self.value(token, theme)["kind"] == "color":
            shown = [computed_hex(colour)]
        else:
            shown = [computed_hex(c) for c in re.findall(r"rgba?\([^)]*\)", image)][:len(expected)]
        assert len(shown) == len(expected) and all(close(a, b) for a, b in zip(shown, expected)), "%s %s/%s: the swatch shows %s, composited over the %s background is %s" % (
            page, token, theme, shown, theme, expected)
        # The page prints the composited hex of each translucent colour (a gradient's opaque stops need none).
        assert all(any(close(p.lower(), e) for e in expected) for p in printed), \
            "%s %s/%s: prints %s, expected %s" % (page, token, theme, printed, expected)
        assert dark_checker == self.dark(theme), "%s %s/%s: checkerboard dark=%s" % (page, token, theme, dark_checker)

    def theme_chrome(self):
        details = []
        for theme in self.themes:
            names = self.chrome_names(theme)
            for role, conventional in [("background", "layer1"), ("surface", "layer2"), ("text", "textPrimary"),
                                       ("secondaryText", "textSecondary")]:
                if conventional in self.tokens and self.value(conventional, theme)["kind"] == "color":
                    assert names[role] == conventional, "themes/%s.html: %s is %s, not %s" % (theme, role, names[role], conventional)
            colours = self.driver.execute_script("""
                const canvas = document.querySelector('.theme-canvas');
                const card = canvas.querySelector('.theme-category');
                return [getComputedStyle(canvas).backgroundColor, getComputedStyle(canvas).color,
                        getComputedStyle(card).backgroundColor, getComputedStyle(card.querySelector('h2')).color,
                        getComputedStyle(card.querySelector('a code')).color, getComputedStyle(card.querySelector('.meta')).color];""")
            background, text, surface, heading, link, meta = [computed_hex(c) for c in colours]

            def token_hex(name, ground):
                if name not in self.tokens:
                    return None
                return over(rgba(self.value(name, theme)["hex"]), rgba(ground))
            canvas = "#000000" if self.dark(theme) else "#ffffff"
            expected_background = token_hex(names["background"], canvas) or background
            assert background == expected_background, "themes/%s.html: background %s, %s is %s" % (
                theme, background, names["background"], expected_background)
            for role, shown in [("surface", surface), ("text", text), ("text", heading), ("text", link), ("secondaryText", meta)]:
                wanted = token_hex(names[role], background)
                if wanted:
                    assert shown == wanted, "themes/%s.html: %s is %s, %s is %s" % (theme, role, shown, names[role], wanted)
            for shown in (text, meta):
                for ground in (background, surface):
                    ratio = contrast(shown, ground)
                    assert ratio >= 4.5, "themes/%s.html: text %s on %s is %.2f:1" % (theme, shown, ground, ratio)
            details.append("%s %s on %s" % (theme, names["text"], names["background"]))
        return "; ".join(details)


def run(checks):
    colour = ColourChecks(checks)
    checks.run("theme pages paint their chrome with the theme's own tokens, text at 4.5:1 or more", colour.theme_chrome)
    checks.run("translucent values read back composited over each theme's background", colour.composited)
