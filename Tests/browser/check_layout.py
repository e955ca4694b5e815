"""Accessibility basics and phone layout checks for check_site.py (issue 13): the skip link is the
first tab stop, the header marks the current page, no link reads "section", palette chip labels
reach 4.5:1, guide token chips show their values as text, and no page scrolls sideways at 390 px
or 1280 px. Screenshots of every page kind at both sizes go to a folder that is printed."""

import re

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.common.action_chains import ActionChains

SIZES = [("phone", 390, 844, True), ("desktop", 1280, 800, False)]
# Link texts that say nothing about where they go (WCAG 2.4.4), compared lowercased without trailing dots.
GENERIC_LINK_TEXT = {"", "section", "here", "click here", "more", "read more", "more info", "link", "this", "go"}


def luminance(rgb):
    def linear(c):
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = rgb
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def contrast(a, b):
    la, lb = sorted([luminance(a), luminance(b)], reverse=True)
    return (la + 0.05) / (lb + 0.05)


def parse_hex(value):
    value = value.lstrip("#")
    channels = [int(value[i:i + 2], 16) for i in range(0, len(value), 2)]
    return channels[:3], (channels[3] / 255 if len(channels) == 4 else 1.0)


def over_white(rgb, alpha):
    return [c * alpha + 255 * (1 - alpha) for c in rgb]


def css_rgb(text):
    numbers = [float(n) for n in re.findall(r"[\d.]+", text)]
    return numbers[:3]


def page_kinds(site):
    """One page of every kind the site has (path relative to the site root)."""
    kinds = ["index.html", "palette.html", "tokens.html", "images.html", "rules.html", "guides.html",
             "search.html?q=layer"]
    for folder in ["tokens", "themes", "guides", "contrast"]:
        found = sorted(p.relative_to(site).as_posix() for p in (site / folder).glob("*.html"))
        kinds += found[:1]
    if (site / "changes.html").is_file():
        kinds.append("changes.html")
    return kinds


class LayoutChecks:
    def __init__(self, checks, site, screenshots):
        self.checks = checks
        self.driver = checks.driver
        self.site = site
        self.pages = page_kinds(site)
        self.screenshots = screenshots

    def load(self, path):
        self.checks.open(path)
        self.checks.wait(lambda: self.driver.execute_script("return document.readyState") == "complete",
                         "%s did not load" % path)

    def skip_link_first(self):
        for page in self.pages:
            self.load(page)
            # Start as a reader arriving does, from the top (a page may focus its own search box).
            self.driver.execute_script("""
                document.body.tabIndex = -1; document.body.focus(); document.body.removeAttribute('tabindex');""")
            order = self.driver.execute_script("""
                const all = document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]');
                const tabbable = Array.from(all).filter(e => e.tabIndex >= 0 && !e.disabled && e.getClientRects().length);
                return tabbable.length ? tabbable[0].className : null;""")
            assert order == "skip-link", "%s: the first focusable element is .%s, not the skip link" % (page, order)
            ActionChains(self.driver).send_keys(Keys.TAB).perform()
            first = self.driver.execute_script("""
                const a = document.activeElement;
                return a ? [a.tagName, a.className, a.getAttribute('href') || '', a.textContent.trim(),
                            !!document.getElementById('main')] : null;""")
            assert first and first[0] == "A" and "skip-link" in first[1], \
                "%s: the first tab stop is %r, not the skip link" % (page, first)
            assert first[2] == "#main" and first[4], "%s: the skip link points at %r" % (page, first[2])
            ActionChains(self.driver).send_keys(Keys.ENTER).perform()
            focused = self.driver.execute_script("return document.activeElement && document.activeElement.id")
            assert focused == "main", "%s: Enter on the skip link focuses %r, not main" % (page, focused)
        return "%d page kinds" % len(self.pages)

    def aria_current(self):
        checked = 0
        targets = ["index.html", "palette.html", "tokens.html", "images.html", "rules.html", "guides.html"]
        targets += [p for p in self.pages if p.startswith("themes/")]
        for page in targets:
            self.load(page)
            current = self.driver.execute_script("""
                return Array.from(document.querySelectorAll('.site-header [aria-current]'))
                  .map(a => [a.getAttribute('aria-current'), a.href]);""")
            here = self.driver.current_url.split("?")[0].split("#")[0]
            assert len(current) == 1, "%s: %d header links carry aria-current" % (page, len(current))
            assert current[0][0] == "page" and current[0][1] == here, \
                "%s: aria-current is on %s" % (page, current[0])
            checked += 1
        for page in [p for p in self.pages if p.startswith("guides/")]:
            self.load(page)
            here = self.driver.current_url.split("#")[0]
            marked = self.driver.execute_script(
                "return Array.from(document.querySelectorAll('[aria-current=\"page\"]')).map(a => a.href);")
            assert here in marked, "%s: no link to this guide carries aria-current=page" % page
            checked += 1
        return "%d pages" % checked

    def link_text(self):
        rules = 0
        for page in self.pages:
            self.load(page)
            texts = self.driver.execute_script(
                "return Array.from(document.querySelectorAll('a')).map(a => (a.innerText || a.textContent).trim());")
            vague = [t for t in texts if t.lower().strip(" .…:→") in GENERIC_LINK_TEXT]
            assert not vague, "%s: links read %r" % (page, sorted(set(vague)))
            if page == "rules.html":
                rules = len(self.driver.find_elements(By.CSS_SELECTOR, "a.rule-link"))
        return "%d rule links on rules.html" % rules

    def palette_chips(self):
        self.load("palette.html")
        chips = self.driver.execute_script("""
            return Array.from(document.querySelectorAll('.ramp .chip')).map(chip =>
              [chip.getAttribute('href'), chip.querySelector('.chip-hex').textContent.trim(), getComputedStyle(chip).color]);""")
        assert chips, "palette.html has no chips"
        worst = None
        for anchor, hex_value, colour in chips:
            rgb, alpha = parse_hex(hex_value)
            ratio = contrast(over_white(rgb, alpha), css_rgb(colour))
            assert ratio >= 4.5, "palette chip %s %s: label contrast %.2f:1" % (anchor, hex_value, ratio)
            worst = ratio if worst is None else min(worst, ratio)
        return "%d chips, lowest %.2f:1" % (len(chips), worst)

    def guide_chip_values(self):
        shown = 0
        for page in sorted(p.relative_to(self.site).as_posix() for p in (self.site / "guides").glob("*.html")):
            if "token-chip" not in (self.site / page).read_text():
                continue
            self.load(page)
            chips = self.driver.execute_script("""
                return Array.from(document.querySelectorAll('.guide-body .token-chip')).map(chip =>
                  [chip.querySelectorAll('.swatch').length,
                   Array.from(chip.querySelectorAll('.token-chip-value')).map(v =>
                     [v.lastChild.textContent.trim(), v.getBoundingClientRect().width])]);""")
            for swatches, values in chips:
                assert len(values) == swatches, "%s: a chip with %d swatches shows %d values" % (page, swatches, len(values))
                for text, width in values:
                    assert width > 0 and re.fullmatch(r"#[0-9a-f]{6}([0-9a-f]{2})?|gradient|none|\?", text), \
                        "%s: a chip value reads %r (width %s)" % (page, text, width)
                shown += len(values)
            if shown:
                return "%s: %d values visible" % (page, shown)
        assert False, "no guide page has a token chip"

    def no_sideways_scroll(self):
        self.screenshots.mkdir(parents=True, exist_ok=True)
        notes = []
        try:
            for label, width, height, mobile in SIZES:
                self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
                for page in self.pages:
                    self.load(page)
                    scroll, inner, header = self.driver.execute_script("""
                        return [document.documentElement.scrollWidth, window.innerWidth,
                                document.querySelector('.site-header').getBoundingClientRect().height];""")
                    assert inner == width, "%s at %s: innerWidth %s" % (page, label, inner)
                    assert scroll <= inner, "%s at %dx%d: the page is %d px wide" % (page, width, height, scroll)
                    if mobile:
                        assert header <= 100, "%s at %dx%d: the sticky header is %d px tall" % (page, width, height, header)
                    name = "%s-%s.png" % (label, re.sub(r"[^A-Za-z0-9]+", "-", page).strip("-"))
                    self.driver.save_screenshot(str(self.screenshots / name))
                    if page == "images.html" and mobile:
                        lines = self.driver.execute_script("""
                            return Math.max(0, ...Array.from(document.querySelectorAll('.image-name > code, .image-theme-names code'))
                              .map(c => c.getClientRects().length));""")
                        assert lines <= 2, "images.html at %d px: an image name wraps over %d lines" % (width, lines)
                        notes.append("image names on at most %d line(s)" % lines)
        finally:
            self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        print("Screenshots: %s" % self.screenshots)
        return "%d page kinds at 390x844 and 1280x800; %s" % (len(self.pages), "; ".join(notes))


def run(checks, site, screenshots):
    layout = LayoutChecks(checks, site, screenshots)
    checks.run("the skip link is the first tab stop on every page kind and moves focus to main", layout.skip_link_first)
    checks.run("the header marks the current page with aria-current=page", layout.aria_current)
    checks.run("no link on any page kind reads \"section\", \"here\", \"more\", \"link\" or nothing", layout.link_text)
    checks.run("palette chip labels reach 4.5:1 over their colour", layout.palette_chips)
    checks.run("guide token chips show each theme's value as text", layout.guide_chip_values)
    checks.run("no page kind scrolls sideways at 390x844 or 1280x800 (screenshots saved)", layout.no_sideways_scroll)
