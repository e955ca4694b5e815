"""Colour checks for check_site.py (issue 13): translucent values are shown composited over
each theme's own background (the swatch's left half reads back as the composited colour, and
the page prints that hex), theme pages paint their chrome with the theme's own tokens, and
copying works from http and from file://, by mouse and by keyboard."""

import re

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys


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
              Array.from(row.querySelectorAll('td.theme-cell')).map(td => {
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


class CopyChecks:
    """Copying from `checks.base` (http or file://): a marked value is itself the control
    (role=button, named "Copy #0060df"), a name that is a link has one button beside it. What
    each copies is read back by pasting into a textarea the check adds, so the real clipboard is
    what is compared."""

    CONTROLS = "button.copy-button, [data-copy][role=button]"

    def __init__(self, checks):
        self.checks = checks
        self.driver = checks.driver
        self.catalogue = checks.catalogue
        self.driver.execute_cdp_cmd("Browser.grantPermissions",
                                    {"permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})

    def load(self, path):
        self.checks.open(path)
        self.checks.wait(lambda: self.driver.execute_script(
            "return document.readyState === 'complete' && document.querySelector(arguments[0]) !== null", self.CONTROLS),
            "%s: no copy control appeared" % path)

    def labels(self):
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0])).map(b => b.getAttribute('aria-label'))", self.CONTROLS)

    def pasted(self):
        """What the clipboard holds: Ctrl+V into a fresh textarea."""
        self.driver.execute_script("""
            const area = document.createElement('textarea'); area.id = 'paste-probe';
            document.body.appendChild(area); area.focus();""")
        ActionChains(self.driver).key_down(Keys.CONTROL).send_keys("v").key_up(Keys.CONTROL).perform()
        return self.driver.execute_script("""
            const area = document.getElementById('paste-probe'); const text = area.value; area.remove(); return text;""")

    def clear_clipboard(self):
        self.driver.execute_script("""
            const focused = document.activeElement;
            const area = document.createElement('textarea'); area.value = 'cleared'; document.body.appendChild(area);
            area.select(); document.execCommand('copy'); area.remove(); if (focused) focused.focus();
            const s = document.querySelector('.copy-status'); if (s) s.textContent = '';""")

    def confirmed(self, what):
        """Waits for the live region to say "Copied <what>"; checks it is a visible polite status."""
        self.checks.wait(lambda: self.driver.execute_script(
            "const s = document.querySelector('.copy-status'); return s ? s.textContent : ''") == "Copied " + what,
            "no \"Copied %s\" announced" % what)
        live, role, opacity = self.driver.execute_script("""
            const s = document.querySelector('.copy-status');
            return [s.getAttribute('aria-live'), s.getAttribute('role'), getComputedStyle(s).opacity];""")
        assert live == "polite" and role == "status", "the confirmation is not a live region (%s, %s)" % (live, role)
        assert float(opacity) > 0.9, "the confirmation is not visible (opacity %s)" % opacity

    def press(self, label, how):
        """Presses the control named `label` by click or Enter; returns what was pasted and the status."""
        self.clear_clipboard()
        control = self.driver.find_element(By.CSS_SELECTOR, '[aria-label="%s"]' % label.replace('"', '\\"'))
        if how == "click":
            # Below the sticky header, as a reader would see it before clicking.
            self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", control)
            control.click()
        else:
            ActionChains(self.driver).send_keys(Keys.ENTER).perform()
        self.confirmed(label[len("Copy "):])
        text, focused, said = self.driver.execute_script("""
            const c = arguments[0];
            return [document.querySelector('.copy-status').textContent, document.activeElement === c,
                    c.tagName === 'BUTTON' ? c.textContent : getComputedStyle(c, '::after').content.replace(/"/g, '')];""", control)
        assert said == "Copied", "%s: the control says %r, not Copied" % (label, said)
        assert how == "click" or focused, "%s: Enter moved the focus away from the control" % label
        return self.pasted(), text

    def expect(self, page, label, copied, how="click"):
        pasted, status = self.press(label, how)
        assert pasted == copied, "%s %s: pasted %r, expected %r" % (page, label, pasted, copied)
        assert status == "Copied " + copied, "%s %s: confirmation reads %r" % (page, label, status)

    def tab_to(self, label, limit=80):
        self.driver.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0);")
        self.driver.execute_script("document.body.tabIndex = -1; document.body.focus(); document.body.removeAttribute('tabindex');")
        for count in range(1, limit + 1):
            ActionChains(self.driver).send_keys(Keys.TAB).perform()
            if self.driver.execute_script("return document.activeElement.getAttribute('aria-label')") == label:
                return count
        raise AssertionError("%r is not reached in %d presses of Tab" % (label, limit))

    def copy_everywhere(self, where):
        token = next(t for t in self.catalogue["tokens"] if t["values"][self.checks.themes[0]]["kind"] == "color")
        name, theme = token["name"], self.checks.themes[0]
        hex_value = token["values"][theme]["hex"]
        code = None
        notes = []
        # Token page: Tab to the line of code, Enter copies it; the name and hex by click.
        self.load("tokens/%s.html" % name)
        labels = self.labels()
        code = next((l[len("Copy "):] for l in labels if l.endswith("." + name)), None)
        assert code, "tokens/%s.html: nothing copies the line of code (%s)" % (name, labels[:4])
        presses = self.tab_to("Copy " + code)
        self.expect("tokens/%s.html" % name, "Copy " + code, code, how="enter")
        self.expect("tokens/%s.html" % name, "Copy " + name, name)
        self.expect("tokens/%s.html" % name, "Copy " + hex_value, hex_value)
        notes.append("token page: Tab ×%d then Enter copies %s" % (presses, code))
        # The tokens overview (name by its button, code and hex in place) and the theme page (code and hex).
        for page, wanted in [("tokens.html", [name, code, hex_value]), ("themes/%s.html" % theme, [code, hex_value])]:
            self.load(page)
            labels = set(self.labels())
            for item in wanted:
                assert "Copy " + item in labels, "%s: nothing named %r" % (page, "Copy " + item)
            self.expect(page, "Copy " + code, code)
            self.expect(page, "Copy " + hex_value, hex_value)
        self.load("tokens.html")
        self.expect("tokens.html", "Copy " + name, name)
        # The palette: a colour's detail copies its name, code (FXColors.Blue50) and hex.
        colour = self.catalogue["palette"][0]
        self.load("palette.html#c-" + colour["name"])
        labels = self.labels()
        palette_code = next((l[len("Copy "):] for l in labels if l.endswith("." + colour["name"])), None)
        assert palette_code, "palette.html: nothing copies %s's line of code" % colour["name"]
        self.expect("palette.html", "Copy " + palette_code, palette_code)
        self.expect("palette.html", "Copy " + colour["name"], colour["name"])
        self.expect("palette.html", "Copy " + colour["hex"], colour["hex"])
        # Where navigator.clipboard is missing (http from another host: not a secure context), the
        # textarea fallback copies.
        self.driver.execute_script("Object.defineProperty(navigator, 'clipboard', {get: () => undefined});")
        self.expect("palette.html without navigator.clipboard", "Copy " + palette_code, palette_code)
        notes.append("palette %s; fallback without navigator.clipboard" % palette_code)
        # The images page: an image's name, as the app asks for it.
        image = next((i for i in self.catalogue.get("images", []) if i.get("value")), None)
        if image:
            self.load("images.html")
            self.expect("images.html", "Copy " + image["value"], image["value"])
            notes.append("images page copies %s" % image["value"])
        return "%s: %s" % (where, "; ".join(notes))

    def without_javascript(self):
        """No JavaScript: no buttons, the text is there to select, and no page inlines the script."""
        self.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        self.checks.open("tokens.html")
        buttons = self.driver.find_elements(By.CSS_SELECTOR, self.CONTROLS)
        marked = self.driver.find_elements(By.CSS_SELECTOR, "[data-copy]")
        self.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
        assert not buttons and marked, "without JavaScript: %d copy controls, %d copyable texts" % (len(buttons), len(marked))
        assert all(m.text.strip() for m in marked[:20]), "without JavaScript a copyable text is empty"
        html = (self.checks.site / "tokens.html").read_text()
        assert "<script>" not in html and 'src="assets/copy.js"' in html, "tokens.html does not load the shared copy.js alone"
        return "%d copyable texts, no controls" % len(marked)


def run_copy(checks, where):
    copy = CopyChecks(checks)
    checks.run("copying name, code and hex works from %s, by click and by Tab and Enter" % where,
               lambda: copy.copy_everywhere(where))
    if where == "http":
        checks.run("without JavaScript there are no copy controls and the text stays selectable", copy.without_javascript)
    return copy


def run(checks):
    colour = ColourChecks(checks)
    checks.run("theme pages paint their chrome with the theme's own tokens, text at 4.5:1 or more", colour.theme_chrome)
    checks.run("translucent values read back composited over each theme's background", colour.composited)
    return run_copy(checks, "http")
