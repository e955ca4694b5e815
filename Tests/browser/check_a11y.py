"""axe-core and colour-scheme checks for check_site.py (issue 13).

Every page kind of the site (home, tokens, a plain, a gradient, a translucent and a deprecated
token, a light and a dark theme, palette, a palette colour's detail, the header's menu open,
guides, a guide, rules, images, search with results and with a hex that matches nothing, contrast,
changes) is loaded in the reader's light and dark colour
scheme (emulated through the DevTools protocol) at 390 and 1280 px, and axe-core runs on it with
the WCAG 2.0/2.1 A and AA rules. Any violation fails the check with its rule id, impact and target
selectors. Each combination is also saved as a screenshot `<size>-<scheme>-<page>.png` for a reviewer.

axe-core is the `axe.min.js` that the PyPI package `axe-playwright-python` ships (axe-core 4.12;
installed with `pip install --no-deps` by scripts/ensure-deps.sh --test; only the file is used,
not the package's Playwright code). THEMEBOOK_AXE_JS may name another copy.
"""

import importlib.util
import json
import os
import pathlib
import re
import urllib.parse

from selenium.webdriver.common.by import By

AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
SIZES = [("phone", 390, 844, True), ("desktop", 1280, 800, False)]
SCHEMES = ["light", "dark"]
MISSING_AXE = ("axe.min.js not found: run scripts/ensure-deps.sh --test (pip install --no-deps "
               "axe-playwright-python for /usr/bin/python3) or set THEMEBOOK_AXE_JS")


def axe_path():
    """The axe.min.js of axe-playwright-python, found without importing the package (it needs Playwright)."""
    override = os.environ.get("THEMEBOOK_AXE_JS")
    if override:
        return pathlib.Path(override)
    spec = importlib.util.find_spec("axe_playwright_python")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        path = pathlib.Path(folder) / "axe.min.js"
        if path.is_file():
            return path
    return None


def axe_version(source):
    match = re.search(r"axe v(\d+\.\d+\.\d+)", source[:200])
    return match.group(1) if match else "?"


def page_kinds(site, catalogue):
    """(label, path) for one page of every kind, several where one kind looks different."""
    tokens = catalogue["tokens"]

    def token(label, test):
        found = next((t["name"] for t in tokens if test(t)), None)
        return [(label, "tokens/%s.html" % found)] if found and (site / "tokens" / (found + ".html")).is_file() else []

    def values(t):
        return list(t["values"].values())

    pages = [("home", "index.html"), ("tokens", "tokens.html")]
    pages += token("colour token", lambda t: any(v["kind"] == "color" and v.get("alpha", 1) == 1 for v in values(t)))
    pages += token("gradient token", lambda t: any(v["kind"] == "gradient" for v in values(t)))
    pages += token("translucent token", lambda t: any(v["kind"] == "color" and v.get("alpha", 1) < 1 for v in values(t)))
    pages += token("deprecated token", lambda t: t.get("deprecated") is not None)
    for appearance in ["light", "dark"]:
        theme = next((t["id"] for t in catalogue["themes"] if t.get("appearance") == appearance), None)
        if theme and (site / "themes" / (theme + ".html")).is_file():
            pages.append(("%s theme" % appearance, "themes/%s.html" % theme))
    pages += [("palette", "palette.html")]
    # A colour's detail, open as the address's target, and the header's menu opened.
    used = next((c["name"] for c in catalogue["palette"]
                 if any(v.get("palette") == c["name"] for t in tokens for v in values(t))), None)
    if used:
        pages.append(("palette colour", "palette.html#c-%s" % used))
    pages += [("open menu", "index.html"), ("guides", "guides.html")]
    guides = sorted(p.relative_to(site).as_posix() for p in (site / "guides").glob("*.html"))
    # The guide with the most to show (code blocks, rules, token chips) stands for all of them.
    if guides:
        richest = max(guides, key=lambda g: sum((site / g).read_text().count(m) for m in ["<pre", "rule-do", "token-chip"]))
        pages.append(("guide", richest))
    pages += [("rules", "rules.html"), ("images", "images.html"),
              ("search results", "search.html?q=layer"), ("search for a hex", "search.html?q=%23123456")]
    contrast = sorted(p.relative_to(site).as_posix() for p in (site / "contrast").glob("*.html"))
    pages += [("contrast", p) for p in contrast[:1]]
    if (site / "changes.html").is_file():
        pages.append(("changes", "changes.html"))
    return pages


class A11yChecks:
    def __init__(self, checks, site, screenshots, changes=None):
        """changes: (folder, base URL) of a second site built with --changes-against; the page kinds the
        example lacks (Changes, a deprecated token) come from it."""
        self.checks = checks
        self.driver = checks.driver
        self.site = site
        self.screenshots = screenshots
        self.pages = [(kind, checks.base, page) for kind, page in page_kinds(site, checks.catalogue)]
        if changes:
            folder, base = changes
            catalogue = json.loads((folder / "catalogue.json").read_text())
            have = {kind for kind, _, _ in self.pages}
            self.pages += [(kind, base, page) for kind, page in page_kinds(folder, catalogue) if kind not in have]
        path = axe_path()
        self.axe = path.read_text() if path and path.is_file() else None

    def scheme(self, name):
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                    {"features": [{"name": "prefers-color-scheme", "value": name}]})

    def size(self, width, height, mobile):
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})

    def reset(self):
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    def load(self, path, base=None):
        self.driver.get(urllib.parse.urljoin(base or self.checks.base, path))
        self.checks.wait(lambda: self.driver.execute_script("return document.readyState") == "complete",
                         "%s did not load" % path)
        if path.startswith("search.html?q="):
            # Results, or the status line saying there are none, are drawn by script after load.
            self.checks.wait(lambda: self.driver.execute_script(
                "return ['results', 'search-status'].some(id => {"
                "  const e = document.getElementById(id); return !!e && e.textContent.trim().length > 0; })"),
                "%s shows no results" % path)

    def run_axe(self):
        if not self.driver.execute_script("return typeof window.axe === 'object'"):
            self.driver.execute_script(self.axe)
        result = self.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            axe.run(document, {runOnly: {type: 'tag', values: %s}, resultTypes: ['violations']})
              .then(r => done(r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                                       targets: v.nodes.map(n => n.target.join(' '))}))))
              .catch(e => done({error: String(e)}));""" % json.dumps(AXE_TAGS))
        if isinstance(result, dict) and "error" in result:
            raise AssertionError("axe failed: %s" % result["error"])
        return result

    # The checks

    def axe_everywhere(self):
        assert self.axe, MISSING_AXE
        self.screenshots.mkdir(parents=True, exist_ok=True)
        self.driver.set_script_timeout(60)
        problems = []
        runs = 0
        try:
            for scheme in SCHEMES:
                self.scheme(scheme)
                for label, width, height, mobile in SIZES:
                    self.size(width, height, mobile)
                    for kind, base, page in self.pages:
                        self.load(page, base)
                        if kind == "open menu":
                            self.driver.execute_script("document.querySelector('.site-menu').open = true")
                        for v in self.run_axe():
                            targets = v["targets"]
                            shown = ", ".join(targets[:5]) + (" … %d more" % (len(targets) - 5) if len(targets) > 5 else "")
                            problems.append("%s (%s) %s %dpx: %s [%s] %s — %s" % (
                                page, kind, scheme, width, v["id"], v["impact"], v["help"], shown))
                        runs += 1
                        prefix = "" if base == self.checks.base else "changes-site-"
                        name = "%s-%s-%s%s.png" % (label, scheme, prefix, re.sub(r"[^A-Za-z0-9]+", "-", kind if kind == "open menu" else page).strip("-"))
                        self.driver.save_screenshot(str(self.screenshots / name))
        finally:
            self.reset()
        assert not problems, "%d violation(s):\n  %s" % (len(problems), "\n  ".join(problems))
        return "axe-core %s, %s: %d pages (%s) × 2 schemes × 2 sizes = %d runs, 0 violations" % (
            axe_version(self.axe), "+".join(AXE_TAGS), len(self.pages), ", ".join(k for k, _, _ in self.pages), runs)

    def chrome_follows_scheme(self):
        """The site's own surfaces turn dark with the reader's preference; swatches keep their colours."""
        surfaces = {
            "body": "body", "header": ".site-header", "search box": "#site-search-q",
            "table header": ".token-table thead th", "card": ".theme-value",
        }
        seen = {}
        try:
            for scheme in SCHEMES:
                self.scheme(scheme)
                self.load("tokens.html")
                scheme_prop = self.driver.execute_script("return getComputedStyle(document.documentElement).colorScheme")
                assert scheme_prop.split() == ["light", "dark"], "color-scheme is %r, not 'light dark'" % scheme_prop
                seen[scheme] = {}
                for name, selector in list(surfaces.items())[:4]:
                    seen[scheme][name] = self.surface(selector)
                token = next(t["name"] for t in self.checks.catalogue["tokens"]
                             if any(v["kind"] == "color" for v in t["values"].values()))
                self.load("tokens/%s.html" % token)
                seen[scheme]["card"] = self.surface(surfaces["card"])
                # Swatches show the token's real colour whatever the reader's scheme.
                self.checks.swatches(token)
        finally:
            self.reset()
        for name in surfaces:
            light_bg, light_fg = seen["light"][name]
            dark_bg, dark_fg = seen["dark"][name]
            assert luminance(light_bg) > 0.5, "%s: light background %s is not light" % (name, light_bg)
            assert luminance(dark_bg) < 0.1, "%s: dark background %s is not dark" % (name, dark_bg)
            for scheme, (bg, fg) in [("light", (light_bg, light_fg)), ("dark", (dark_bg, dark_fg))]:
                ratio = contrast(bg, fg)
                assert ratio >= 4.5, "%s in %s: text %s on %s is %.2f:1" % (name, scheme, fg, bg, ratio)
        return "%d surfaces light and dark with text ≥ 4.5:1; swatches unchanged in dark" % len(surfaces)

    def surface(self, selector):
        """The (background, text) colour an element shows: its own background or its nearest painted ancestor's."""
        element = self.driver.find_element(By.CSS_SELECTOR, selector)
        return self.driver.execute_script("""
            let e = arguments[0];
            const fg = getComputedStyle(e).color;
            while (e) {
              const bg = getComputedStyle(e).backgroundColor;
              if (bg && !/rgba\\(.*,\\s*0\\)$/.test(bg) && bg !== 'transparent') return [bg, fg];
              e = e.parentElement;
            }
            return ['rgb(255, 255, 255)', fg];""", element)


def rgb(text):
    return [float(n) for n in re.findall(r"[\d.]+", text)[:3]]


def luminance(colour):
    def linear(c):
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = rgb(colour)
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def contrast(a, b):
    la, lb = sorted([luminance(a), luminance(b)], reverse=True)
    return (la + 0.05) / (lb + 0.05)


def run(checks, site, screenshots, changes=None):
    a11y = A11yChecks(checks, site, screenshots, changes)
    checks.run("the site's chrome follows the reader's light or dark preference", a11y.chrome_follows_scheme)
    checks.run("axe-core finds no WCAG 2.1 AA violation on any page kind, light and dark, 390 and 1280 px (screenshots saved)",
               a11y.axe_everywhere)
