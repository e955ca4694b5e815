#!/usr/bin/env python3
"""Checks the images page in headless Chromium (issue 13): images that differ by theme come
first, a name every theme asks for is shown once, the filter narrows the cards and "Differs by
theme only" keeps the themed ones, and without JavaScript every card is there. With
--thumbnails (a site built with an asset catalogue) also: every thumbnail loads (naturalWidth > 0),
PNG and SVG alike, and a PDF-only imageset says so in words. Screenshots at 390 and 1280 px.

Usage: check_images.py [--thumbnails] [--screenshots FOLDER] SITE_FOLDER

Run by check_site.py for the example site, and on its own (BrowserTests.swift) for the asset
catalogue fixture. Prints one line per check and `Images: P/T checks passed`; exit status 0 when
every check passed, 1 when one failed, 2 when Chromium, chromedriver or Selenium is missing.
"""

import pathlib
import signal
import sys

SIZES = [("phone", 390, 844, True), ("desktop", 1280, 800, False)]


class ImageChecks:
    def __init__(self, checks, site, screenshots, thumbnails):
        self.checks = checks
        self.driver = checks.driver
        self.site = site
        self.screenshots = screenshots
        self.thumbnails = thumbnails
        self.images = checks.catalogue["images"]

    def load(self, query=""):
        self.checks.open("images.html" + query)
        self.checks.wait(lambda: self.driver.execute_script("return document.readyState") == "complete",
                         "images.html did not load")

    def cards(self):
        """[(value, differs, visible)] in page order."""
        return self.driver.execute_script("""
            return Array.from(document.querySelectorAll('.image-card')).map(c =>
              [c.querySelector('.image-name code').textContent, c.hasAttribute('data-differs'), c.getClientRects().length > 0]);""")

    def differs(self, image):
        names = set(image["themedNames"].values())
        return len(names) > 1

    def themed_first(self):
        self.load()
        cards = self.cards()
        assert len(cards) == len(self.images), "%d cards for %d images" % (len(cards), len(self.images))
        flags = [d for _, d, _ in cards]
        count = sum(flags)
        assert count >= 1, "no card differs by theme"
        assert flags == [True] * count + [False] * (len(flags) - count), "cards that differ by theme are not first: %s" % flags
        named = [i["value"] for i in self.images if self.differs(i)]
        first = [v for v, _, _ in cards[:count]]
        assert all(v in first for v in named), "themed names %s are not all first (%s)" % (named, first)
        top = self.driver.execute_script("return document.querySelector('.image-card').getBoundingClientRect().top + window.scrollY")
        return "%d of %d first, the first card %d px down" % (count, len(cards), top)

    def name_once(self):
        self.load()
        rows = self.driver.execute_script("""
            return Array.from(document.querySelectorAll('.image-card')).map(c => {
              const names = Array.from(c.querySelectorAll('.image-name code, .image-theme-names code'))
                .filter(e => e.getClientRects().length).map(e => e.textContent);
              return [c.querySelector('.image-name code').textContent, names];});""")
        by_value = {i["value"]: i for i in self.images}
        once = 0
        for value, shown in rows:
            themed = list(dict.fromkeys(by_value[value]["themedNames"].values()))
            if len(themed) == 1:
                assert shown == [value], "%s: names shown %s, expected the name once" % (value, shown)
                once += 1
            else:
                assert shown[0] == value and sorted(shown[1:]) == sorted(themed), \
                    "%s: names shown %s, expected each theme's name %s" % (value, shown, themed)
        return "%d of %d cards show one name" % (once, len(rows))

    def filter(self):
        self.load()
        box = self.driver.find_element("id", "image-filter")
        assert box.is_displayed(), "the filter is hidden with JavaScript on"
        target = next(i for i in self.images if not self.differs(i))["value"]
        box.send_keys(target)
        self.checks.wait(lambda: [v for v, _, shown in self.cards() if shown] == [target],
                         "typing %r shows %s" % (target, [v for v, _, shown in self.cards() if shown]))
        groups = self.driver.execute_script("""
            return Array.from(document.querySelectorAll('[data-image-group]')).filter(g => g.getClientRects().length).length;""")
        assert groups == 1, "%d groups stay visible for one card" % groups
        box.clear()
        box.send_keys("zzzz-no-such-image")
        self.checks.wait(lambda: not any(shown for _, _, shown in self.cards()), "a query matching nothing leaves cards")
        assert self.driver.find_element("id", "image-filter-empty").is_displayed(), "no 'No image matches' for an empty result"
        box.clear()
        box.send_keys(" ")
        self.checks.wait(lambda: all(shown for _, _, shown in self.cards()), "clearing the filter does not show every card")
        self.driver.find_element("id", "image-filter-themed").click()
        shown = [v for v, d, s in self.cards() if s]
        expected = [v for v, d, _ in self.cards() if d]
        assert shown == expected, "'Differs by theme only' shows %s, expected %s" % (shown, expected)
        self.load("?themed=1&filter=" + expected[0])
        shown = [v for v, _, s in self.cards() if s]
        assert shown == [expected[0]], "images.html?themed=1&filter=%s shows %s" % (expected[0], shown)
        return "%r → 1 card; themed only → %d cards" % (target, len(expected))

    def without_javascript(self):
        self.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        try:
            self.load()
            cards = self.cards()
            assert len(cards) == len(self.images) and all(shown for _, _, shown in cards), "without JavaScript not every card shows"
            assert not self.driver.find_element("id", "image-filter").is_displayed(), "a dead filter shows without JavaScript"
        finally:
            self.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
        return "%d cards, no filter" % len(cards)

    def thumbnails_load(self):
        self.load()
        pictures = self.driver.execute_script("""
            const out = [];
            for (const img of document.querySelectorAll('.image-preview img')) {
              img.loading = 'eager';
              img.scrollIntoView();
              out.push(img.currentSrc || img.src);
            }
            return out;""")
        assert pictures, "the page shows no thumbnail"
        self.checks.wait(lambda: self.driver.execute_script(
            "return Array.from(document.querySelectorAll('.image-preview img')).every(i => i.complete)"), "thumbnails did not finish loading")
        widths = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('.image-preview img')).map(i => [i.currentSrc || i.src, i.naturalWidth]);")
        broken = [src for src, width in widths if not width]
        assert not broken, "thumbnails that did not load: %s" % broken
        kinds = sorted({src.rsplit(".", 1)[-1] for src, _ in widths})
        assert "png" in kinds and "svg" in kinds, "thumbnail kinds %s, expected png and svg" % kinds
        dark = self.driver.execute_script("return document.querySelectorAll('.image-preview.on-dark img').length")
        assert dark >= 1, "no thumbnail on a dark tile"
        return "%d thumbnails (%s), %d on dark tiles, all naturalWidth > 0" % (len(widths), ", ".join(kinds), dark)

    def light_and_dark_tiles(self):
        """Each picture on the tile of each appearance that sees it (issue 44): a card with pictures
        shows a light tile and a dark tile, labelled with their themes, in both colour schemes and
        at both sizes, side by side with the card's name."""
        appearances = {t["id"]: t["appearance"] for t in self.checks.catalogue["themes"]}
        labels = {t["id"]: t["label"] for t in self.checks.catalogue["themes"]}
        wanted = sorted(set(appearances.values()))
        notes = []
        try:
            for scheme in ["light", "dark"]:
                self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                            {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                for label, width, height, mobile in SIZES:
                    self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                                {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
                    self.load()
                    cards = self.driver.execute_script("""
                        const lum = c => { const [r, g, b] = c.match(/[\d.]+/g).map(Number); return (r * 299 + g * 587 + b * 114) / 1000; };
                        return Array.from(document.querySelectorAll('.image-card')).filter(c => c.querySelector('.image-previews img')).map(c => ({
                          value: c.querySelector('.image-name code').textContent,
                          tiles: Array.from(c.querySelectorAll('.image-preview')).map(f => {
                            const tile = f.querySelector('img, .image-preview-text');
                            const r = tile.getBoundingClientRect();
                            return [f.classList.contains('on-dark') ? 'dark' : 'light', lum(getComputedStyle(tile).backgroundColor),
                                    (f.querySelector('figcaption') || {textContent: ''}).textContent, r.width > 0 && r.right <= innerWidth];
                          })}));""")
                    assert cards, "no card shows a picture"
                    for card in cards:
                        tiles = [t[0] for t in card["tiles"]]
                        assert sorted(set(tiles)) == wanted, "%s at %d px (%s): tiles %s, expected %s" % (card["value"], width, scheme, tiles, wanted)
                        for appearance, lum, caption, shown in card["tiles"]:
                            assert shown, "%s at %d px: a tile is off screen" % (card["value"], width)
                            assert (lum < 80) == (appearance == "dark"), "%s: a %s tile has luminance %d" % (card["value"], appearance, lum)
                            themes = [labels[t] for t in appearances if appearances[t] == appearance]
                            if len(wanted) > 1:
                                assert caption and set(caption.split(", ")) <= set(themes), \
                                    "%s: the %s tile says %r, its themes are %s" % (card["value"], appearance, caption, themes)
                    self.driver.save_screenshot(str(self.screenshots / ("images-%s-%s.png" % (label, scheme))))
                    if scheme == "light":
                        notes.append("%d px: %d cards with light and dark tiles" % (width, len(cards)))
        finally:
            self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
            self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        return "; ".join(notes)

    def search_lists_image_once(self):
        """Typing an image's name lists it once, each of its names with the themes asking for it."""
        notes = []
        for image in self.images:
            self.checks.open("search.html?q=" + image["value"])
            self.checks.wait(lambda: self.driver.execute_script(
                "return document.querySelectorAll('#results [data-kind=image] a.result').length > 0"), "%s finds no image" % image["value"])
            items = self.driver.execute_script("""
                return Array.from(document.querySelectorAll('#results [data-kind=image] a.result')).filter(a =>
                  a.querySelector('.result-title').textContent === arguments[0]).map(a =>
                  Array.from(a.querySelectorAll('.result-value')).map(v => [v.dataset.themes, v.querySelector('code').textContent]));""",
                image["value"])
            assert len(items) == 1, "%s is listed %d times" % (image["value"], len(items))
            names = {theme: name for themes, name in items[0] for theme in themes.split()}
            assert names == image["themedNames"], "%s shows %s, expected %s" % (image["value"], names, image["themedNames"])
            assert len(items[0]) == len(set(image["themedNames"].values())), "%s repeats a name: %s" % (image["value"], items[0])
            notes.append("%s ×%d names" % (image["value"], len(items[0])))
        return ", ".join(notes)

    def pdf_only(self):
        self.load()
        texts = self.driver.execute_script("""
            return Array.from(document.querySelectorAll('.image-preview-text.is-pdf'))
              .filter(e => e.getClientRects().length).map(e => e.textContent.trim());""")
        assert texts and all(t == "PDF only — no preview" for t in texts), "PDF-only previews read %s" % texts
        broken = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('img')).filter(i => /\\.pdf$/i.test(i.src)).length")
        assert broken == 0, "%d <img> point at a PDF" % broken
        return "%d PDF-only set(s) say so" % len(texts)

    def screenshots_at_both_sizes(self):
        self.screenshots.mkdir(parents=True, exist_ok=True)
        notes = []
        try:
            for label, width, height, mobile in SIZES:
                self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
                self.load()
                scroll, page_height = self.driver.execute_script(
                    "return [document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
                assert scroll <= width, "images.html at %d px is %d px wide" % (width, scroll)
                lines = self.driver.execute_script("""
                    return Math.max(0, ...Array.from(document.querySelectorAll('.image-name > code, .image-theme-names code'))
                      .map(c => c.getClientRects().length));""")
                assert lines <= 2, "images.html at %d px: a name wraps over %d lines" % (width, lines)
                name = "images-%s.png" % label
                self.driver.save_screenshot(str(self.screenshots / name))
                notes.append("%d px: %d px tall" % (width, page_height))
        finally:
            self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        print("Screenshots: %s" % self.screenshots)
        return "; ".join(notes)


def run(checks, site, screenshots, thumbnails=False):
    images = ImageChecks(checks, site, screenshots, thumbnails)
    checks.run("images.html: images that differ by theme come first", images.themed_first)
    checks.run("images.html: a name every theme asks for is shown once; themed cards show each theme's name", images.name_once)
    checks.run("images.html: the filter narrows the cards, and 'Differs by theme only' keeps the themed ones", images.filter)
    checks.run("images.html without JavaScript: every card, no filter", images.without_javascript)
    if thumbnails:
        checks.run("images.html: every thumbnail loads, PNG and SVG", images.thumbnails_load)
        checks.run("images.html: a PDF-only imageset says so in words", images.pdf_only)
        checks.run("images.html: every picture on a light and a dark tile, at 390 and 1280 px, light and dark (screenshots saved)",
                   images.light_and_dark_tiles)
        checks.run("search lists each image once, each name with the themes asking for it", images.search_lists_image_once)
    checks.run("images.html at 390 and 1280 px: no sideways scroll, names on at most two lines (screenshots saved)",
               images.screenshots_at_both_sizes)


def main():
    arguments = sys.argv[1:]
    thumbnails = "--thumbnails" in arguments
    arguments = [a for a in arguments if a != "--thumbnails"]
    screenshots = None
    if arguments[:1] == ["--screenshots"] and len(arguments) >= 2:
        screenshots = pathlib.Path(arguments[1]).resolve()
        arguments = arguments[2:]
    if len(arguments) != 1:
        print("Usage: check_images.py [--thumbnails] [--screenshots FOLDER] SITE_FOLDER")
        return 2
    import check_site
    site = pathlib.Path(arguments[0]).resolve()
    if not (site / "catalogue.json").is_file():
        print("Images: %s is not a built site (no catalogue.json)" % site)
        return 2
    driver = check_site.start_browser()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(3))
    try:
        with check_site.Server(site) as server:
            checks = check_site.Checks(driver, site, server.base)
            screenshots = screenshots or site.parent / "screenshots"
            run(checks, site, screenshots, thumbnails)
            checks.run("images.html logs no JavaScript error", lambda: checks.no_errors(["images.html", "images.html?themed=1"]))
            checks.base = site.as_uri() + "/"
            if thumbnails:
                checks.run("images.html from file://: every thumbnail loads", ImageChecks(checks, site, screenshots, True).thumbnails_load)
    finally:
        driver.quit()
    print("Images: %d/%d checks passed" % (checks.passed, checks.total))
    return 0 if checks.passed == checks.total else 1


if __name__ == "__main__":
    sys.exit(main())
