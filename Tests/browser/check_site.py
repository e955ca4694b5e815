#!/usr/bin/env python3
"""Checks a built themebook site in headless Chromium.

Usage: check_site.py [--screenshots FOLDER] [--part 1|2] SITE_FOLDER [CHANGES_SITE_FOLDER]

Serves the folder from 127.0.0.1 on an ephemeral port (started and stopped here), also opens the
search page from file://, and compares what the browser shows with the site's catalogue.json.
It runs the other scripts' checks in the same browser session: the phone layout
(check_layout.py), colours and copying (check_colour.py), the design on a phone and a desktop
(check_design.py, check_design_use.py), search (check_search.py), the images page
(check_images.py) and accessibility (check_a11y.py). CHANGES_SITE_FOLDER, a site built with
--changes-against (and a deprecated token), adds its Changes page and deprecated token page to the
accessibility checks. Screenshots go to FOLDER (default: `screenshots` beside SITE_FOLDER).
`--part 1` runs the site's own checks, the layout, colours and design; `--part 2` search,
images, accessibility and file://; each in a browser of its own, so that the two halves can run
at once (about a minute each on an idle machine; the browser waits more than it computes).
Prints one line per check and `Browser: P/T checks passed`. Exit status: 0 when every check
passed, 1 when one failed, 2 when Chromium, chromedriver or Selenium is missing.

Needs Debian's chromium, chromium-driver and python3-selenium (scripts/ensure-deps.sh --test).
"""

import functools
import http.server
import json
import pathlib
import re
import shutil
import signal
import sys
import threading
import traceback
import urllib.parse

try:
    from selenium import webdriver
    from selenium.common.exceptions import TimeoutException, WebDriverException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:
    webdriver = None
else:
    import check_a11y
    import check_colour
    import check_design
    import check_images
    import check_layout
    import check_search

MISSING_HINT = "run scripts/test.sh (it installs chromium, chromium-driver and python3-selenium)"
WAIT_SECONDS = 10


class Quiet(http.server.SimpleHTTPRequestHandler):
    """Serves the site without logging; answers /favicon.ico with 204 so only real 404s are errors."""

    def do_GET(self):
        if self.path.split("?")[0] == "/favicon.ico":
            self.send_response(204)
            self.end_headers()
            return
        super().do_GET()

    def log_message(self, format, *args):
        pass


class Server:
    def __init__(self, folder):
        handler = functools.partial(Quiet, directory=str(folder))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    @property
    def base(self):
        return "http://127.0.0.1:%d/" % self.httpd.server_address[1]

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join()


def find(*names):
    """The first of the programs on PATH or in /usr/bin."""
    for name in names:
        path = shutil.which(name) or shutil.which(name, path="/usr/bin")
        if path:
            return path
    return None


def start_browser():
    chromium = find("chromium", "chromium-browser")
    driver_path = find("chromedriver")
    if webdriver is None or not chromium or not driver_path:
        missing = [name for name, found in
                   [("python3-selenium", webdriver), ("chromium", chromium), ("chromium-driver", driver_path)] if not found]
        print("Browser: missing %s; %s" % (", ".join(missing), MISSING_HINT))
        sys.exit(2)
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1280,900", "--force-color-profile=srgb", "--force-prefers-reduced-motion"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(driver_path), options=options)


# Colours -----------------------------------------------------------------------------------------

def hex_rgba(hex_value):
    """'#0060df4d' → (0, 96, 223, 0.302)."""
    digits = hex_value.lstrip("#")
    r, g, b = (int(digits[i:i + 2], 16) for i in (0, 2, 4))
    alpha = int(digits[6:8], 16) / 255 if len(digits) == 8 else 1.0
    return (r, g, b, alpha)


def css_colours(text):
    """Every rgb()/rgba() in a computed style, as (r, g, b, a)."""
    out = []
    for match in re.finditer(r"rgba?\(([^)]*)\)", text):
        parts = [float(p) for p in re.split(r"[\s,/]+", match.group(1).strip()) if p]
        out.append((round(parts[0]), round(parts[1]), round(parts[2]), parts[3] if len(parts) > 3 else 1.0))
    return out


def same_colour(a, b):
    return a[:3] == b[:3] and abs(a[3] - b[3]) < 0.01


def value_colours(value):
    """The hex colours of a catalogue.json value: one for a colour, the stops of a gradient."""
    if value["kind"] == "color":
        return [value["hex"]]
    if value["kind"] == "gradient":
        return [stop["hex"] for stop in value["stops"]]
    return []


def resolves_to(value, hex_query):
    """The search page's rule: six digits match the colour at any alpha."""
    return any(h.lower()[:7] == hex_query for h in value_colours(value))


# Checks ------------------------------------------------------------------------------------------

class Checks:
    def __init__(self, driver, site, base):
        self.driver = driver
        self.site = site
        self.base = base
        self.catalogue = json.loads((site / "catalogue.json").read_text())
        self.themes = [theme["id"] for theme in self.catalogue["themes"]]
        self.passed = 0
        self.total = 0

    def run(self, name, check):
        self.total += 1
        try:
            detail = check()
            self.passed += 1
            print("PASS %s%s" % (name, " — " + detail if detail else ""))
        except AssertionError as error:
            print("FAIL %s — %s" % (name, error))
        except (WebDriverException, TimeoutException) as error:
            print("FAIL %s — browser: %s" % (name, str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__))
        except Exception:
            print("FAIL %s — %s" % (name, traceback.format_exc().strip().splitlines()[-1]))

    # Helpers

    def open(self, path):
        self.driver.get(urllib.parse.urljoin(self.base, path))

    def wait(self, condition, message):
        try:
            return WebDriverWait(self.driver, WAIT_SECONDS).until(lambda d: condition())
        except TimeoutException:
            raise AssertionError(message)

    def search(self, query):
        """Types into the search page's box and returns its results once they have settled."""
        box = self.driver.find_element(By.ID, "q")
        box.clear()
        box.send_keys(query)
        self.wait(lambda: box.get_attribute("value") == query, "the search box did not take %r" % query)
        return self.results()

    def results(self):
        """{kind: [(title, {theme: value})]} as the page shows them."""
        return self.driver.execute_script("""
            const out = {};
            document.querySelectorAll('#results .result-group').forEach(group => {
              out[group.dataset.kind] = Array.from(group.querySelectorAll('a.result')).map(link => {
                const values = {};
                // A value shown once for several themes (an image's name) names them all.
                link.querySelectorAll('.result-value').forEach(v => (v.dataset.themes || v.dataset.theme || '').split(' ')
                  .forEach(theme => { values[theme] = v.querySelector('code').textContent; }));
                return [link.querySelector('.result-title').textContent, values];
              });
            });
            return out;""")

    def browser_errors(self):
        return [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]

    # The checks

    def image_names(self):
        images = self.catalogue["images"]
        assert images, "catalogue.json lists no images"
        image = next((i for i in images if i["themed"]), images[0])
        expected = {theme: image["themedNames"][theme] for theme in self.themes}
        self.open("search.html")
        found = dict(self.search(image["value"]).get("image", []))
        assert image["value"] in found, "typing %r shows no image result %r" % (image["value"], image["value"])
        assert found[image["value"]] == expected, "themed names shown %s, expected %s" % (found[image["value"]], expected)
        return "%s → %s" % (image["value"], ", ".join("%s %s" % kv for kv in expected.items()))

    def themed_name_finds_image(self):
        image = next((i for i in self.catalogue["images"] if i["themed"]), None)
        assert image, "catalogue.json has no themed image"
        dark_name = next(n for n in image["themedNames"].values() if n != image["value"])
        self.open("search.html")
        titles = [title for title, _ in self.search(dark_name).get("image", [])]
        assert titles[:1] == [image["value"]], "typing %r shows images %s, expected %r first" % (dark_name, titles, image["value"])
        return "%s finds %s" % (dark_name, image["value"])

    def dark_name_finds_unthemed_image(self):
        image = next((i for i in self.catalogue["images"] if not i["themed"]), None)
        assert image, "catalogue.json has no unthemed image"
        suffix = next((t["imageSuffix"] for t in self.catalogue["themes"] if t["imageSuffix"]), None)
        assert suffix, "no theme has an image suffix"
        query = image["value"] + suffix
        self.open("search.html")
        titles = [title for title, _ in self.search(query).get("image", [])]
        assert titles[:1] == [image["value"]], "typing %r shows images %s, expected %r first" % (query, titles, image["value"])
        return "%s finds %s" % (query, image["value"])

    def hex_search(self):
        query = "#0060df"
        tokens = sorted(t["name"] for t in self.catalogue["tokens"]
                        if any(resolves_to(v, query) for v in t["values"].values()))
        palette = sorted(c["name"] for c in self.catalogue["palette"] if c["hex"].lower()[:7] == query)
        assert tokens, "no token of catalogue.json resolves to %s" % query
        self.open("search.html")
        shown = self.search(query)
        shown_tokens = sorted(title for title, _ in shown.get("token", []))
        shown_palette = sorted(title for title, _ in shown.get("palette", []))
        assert shown_tokens == tokens, "tokens shown %s, expected %s" % (shown_tokens, tokens)
        assert shown_palette == palette, "palette colours shown %s, expected %s" % (shown_palette, palette)
        uppercase = sorted(title for title, _ in self.search("0060DF").get("token", []))
        assert uppercase == tokens, "'0060DF' shows tokens %s, expected %s" % (uppercase, tokens)
        return "%d tokens and %s" % (len(tokens), ", ".join(palette) or "no palette colour")

    def query_parameter(self, base, label):
        token = self.catalogue["tokens"][0]["name"]
        self.driver.get(urllib.parse.urljoin(base, "search.html?q=" + urllib.parse.quote(token)))
        self.wait(lambda: self.results().get("token"), "%s search.html?q=%s shows no token result" % (label, token))
        titles = [title for title, _ in self.results()["token"]]
        assert titles[0] == token, "first token result is %r, expected %r" % (titles[0], token)
        box = self.driver.find_element(By.ID, "q").get_attribute("value")
        assert box == token, "the search box holds %r, expected %r" % (box, token)
        return "%ssearch.html?q=%s" % (label + " " if label else "", token)

    def keyboard(self):
        self.open("search.html")
        self.search("layer")
        options = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#results a.result')).map(a => a.getAttribute('href'))")
        assert len(options) >= 2, "'layer' gives fewer than two results"
        box = self.driver.find_element(By.ID, "q")

        def selected():
            return self.driver.execute_script(
                "const s = document.querySelectorAll('#results a.result[aria-selected=\"true\"]');"
                "return Array.from(s).map(a => a.getAttribute('href'))")

        box.send_keys(Keys.ARROW_DOWN, Keys.ARROW_DOWN)
        assert selected() == [options[1]], "after ↓↓ the selection is %s, expected %s" % (selected(), options[1])
        box.send_keys(Keys.ARROW_UP)
        assert selected() == [options[0]], "after ↓↓↑ the selection is %s, expected %s" % (selected(), options[0])
        active = box.get_attribute("aria-activedescendant")
        assert active == "result-0", "aria-activedescendant is %r, expected 'result-0'" % active
        box.send_keys(Keys.ENTER)
        target = urllib.parse.urljoin(self.base, options[0])
        self.wait(lambda: self.driver.current_url == target, "Enter did not open %s (at %s)" % (target, self.driver.current_url))
        return "↓↓↑ then Enter opens %s" % options[0]

    def swatches(self, token_name):
        token = next((t for t in self.catalogue["tokens"] if t["name"] == token_name), None)
        assert token, "catalogue.json has no token %r" % token_name
        self.open("tokens/%s.html" % token_name)
        computed = self.driver.execute_script("""
            return Array.from(document.querySelectorAll('.theme-value')).map(section => {
              // A translucent value's own colour is in the checkerboard half of a split swatch.
              const swatch = section.querySelector('.big-swatch .swatch-alpha') || section.querySelector('.big-swatch .swatch');
              const style = swatch ? getComputedStyle(swatch) : null;
              return style ? [style.backgroundColor, style.backgroundImage] : null;
            });""")
        assert len(computed) == len(self.themes), "%d theme sections, expected %d" % (len(computed), len(self.themes))
        details = []
        for theme, styles in zip(self.themes, computed):
            expected = [hex_rgba(h) for h in value_colours(token["values"][theme])]
            if not expected:
                continue
            assert styles, "theme %s: no swatch" % theme
            background, image = styles
            shown = [c for c in css_colours(background) if c[3] > 0] or css_colours(image)
            if token["values"][theme]["kind"] == "gradient":
                shown = css_colours(image)[:len(expected)]
            else:
                shown = shown[:1]
            assert len(shown) == len(expected) and all(same_colour(a, b) for a, b in zip(shown, expected)), \
                "theme %s: swatch shows %s, catalogue.json says %s" % (theme, shown, expected)
            details.append("%s %s" % (theme, " ".join(value_colours(token["values"][theme]))))
        return "; ".join(details)

    def token_filter(self):
        self.open("tokens.html")
        count = "return document.querySelectorAll('tr.token-row:not([hidden])').length"
        before = self.driver.execute_script(count)
        self.driver.find_element(By.ID, "token-filter").send_keys("layer")
        self.wait(lambda: self.driver.execute_script(count) < before, "typing 'layer' hides no token row")
        rows = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('tr.token-row:not([hidden])')).map(r => r.dataset.search)")
        assert rows and all("layer" in r for r in rows), "the visible rows do not all match 'layer'"
        return "%d rows → %d" % (before, len(rows))

    def guide_search(self):
        index = json.loads((self.site / "search-index.json").read_text())
        section = next(r for r in index if r["kind"] == "guide" and "#" in r["id"])
        words = [w for w in re.findall(r"[A-Za-z]{5,}", section["text"])][:2]
        assert words, "guide section %s has no words to search" % section["id"]
        self.open("search.html")
        titles = [title for title, _ in self.search(" ".join(words)).get("guide", [])]
        assert section["title"] in titles, "%r shows guides %s, expected %r" % (" ".join(words), titles, section["title"])
        return "%r finds %s" % (" ".join(words), section["title"])

    def guide_menu(self, guide):
        """The shared guide menu script fills each page's aside, links fixed for the page's folder."""
        self.open(guide)
        menu = self.wait(lambda: self.driver.find_elements(By.CSS_SELECTOR, "aside.guide-nav [data-guide-menu] li a"),
                         "%s: the guide menu was not inserted" % guide)
        current = [a for a in menu if a.get_attribute("aria-current") == "page"]
        assert len(current) == 1, "%s: %d menu entries marked current" % (guide, len(current))
        assert current[0].get_attribute("href").split("#")[0] == self.driver.current_url.split("#")[0], \
            "%s: the entry marked current links %s" % (guide, current[0].get_attribute("href"))
        self.open("index.html")
        links = self.wait(lambda: self.driver.find_elements(By.CSS_SELECTOR, "aside.guide-nav [data-guide-menu] li a"),
                          "index.html: the guide menu was not inserted")
        assert links[0].get_attribute("href").startswith(urllib.parse.urljoin(self.base, "guides/")), \
            "index.html: menu links to %s" % links[0].get_attribute("href")
        return "%d guides" % len(menu)

    def no_errors(self, pages):
        problems = []
        self.browser_errors()  # drop what earlier checks logged
        for page in pages:
            self.open(page)
            self.wait(lambda: self.driver.execute_script("return document.readyState") == "complete", "%s did not load" % page)
            problems += ["%s: %s" % (page, message) for message in self.browser_errors()]
        assert not problems, "; ".join(problems)
        return "%d pages" % len(pages)


def main():
    arguments = sys.argv[1:]
    screenshots = None
    if arguments[:1] == ["--screenshots"] and len(arguments) >= 2:
        screenshots = pathlib.Path(arguments[1]).resolve()
        arguments = arguments[2:]
    parts = {1, 2}
    if arguments[:1] == ["--part"] and len(arguments) >= 2 and arguments[1] in ("1", "2"):
        parts = {int(arguments[1])}
        arguments = arguments[2:]
    if len(arguments) not in (1, 2):
        print(__doc__.strip().splitlines()[2])
        return 2
    site = pathlib.Path(arguments[0]).resolve()
    changes_site = pathlib.Path(arguments[1]).resolve() if len(arguments) == 2 else None
    screenshots = screenshots or site.parent / "screenshots"
    for folder in [site, changes_site]:
        if folder and not (folder / "catalogue.json").is_file():
            print("Browser: %s is not a built site (no catalogue.json)" % folder)
            return 2
    driver = start_browser()
    # A test that gives up on us sends SIGTERM: still close the browser, so nothing is left behind.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(3))
    try:
        with Server(site) as server:
            checks = Checks(driver, site, server.base)
            first_token = checks.catalogue["tokens"][0]["name"]
            guides = sorted(p.relative_to(site).as_posix() for p in (site / "guides").glob("*.html"))
            themes = sorted(p.relative_to(site).as_posix() for p in (site / "themes").glob("*.html"))
            if 1 in parts:
                checks.run("typing an image name shows its themed name in every theme", checks.image_names)
                checks.run("typing a themed name finds its image", checks.themed_name_finds_image)
                checks.run("a dark name finds an image that is not themed", checks.dark_name_finds_unthemed_image)
                checks.run("#0060df lists every token and palette colour that resolves to it", checks.hex_search)
                checks.run("search.html?q= opens with results over http", lambda: checks.query_parameter(server.base, ""))
                checks.run("search.html?q= opens with results from file://",
                           lambda: checks.query_parameter(site.as_uri() + "/", "file://"))
                checks.run("arrow keys move the selection and Enter opens it", checks.keyboard)
                for name in ["layer1", "layer4", "layerGradient"]:
                    if any(t["name"] == name for t in checks.catalogue["tokens"]):
                        checks.run("tokens/%s.html swatches show its values" % name, lambda name=name: checks.swatches(name))
                checks.run("the tokens filter narrows the rows", checks.token_filter)
                if guides:
                    checks.run("words of a guide section find it", checks.guide_search)
                    checks.run("the shared guide menu fills the page and marks the current guide",
                               lambda: checks.guide_menu(guides[0]))
                pages = ["index.html", "tokens.html", "tokens/%s.html" % first_token, "palette.html", "images.html",
                         "rules.html", "guides.html", "search.html?q=layer"] + themes[:1] + guides[:1]
                checks.run("no page logs a JavaScript error over http", lambda: checks.no_errors(pages))
                check_layout.run(checks, site, screenshots)
                copy = check_colour.run(checks)
                check_design.run(checks, site, screenshots, copy)
            if 2 in parts:
                check_search.run(checks, site, screenshots)
                check_images.run(checks, site, screenshots)
                if changes_site:
                    with Server(changes_site) as changes_server:
                        check_a11y.run(checks, site, screenshots, (changes_site, changes_server.base))
                else:
                    check_a11y.run(checks, site, screenshots)
                checks.base = site.as_uri() + "/"
                check_colour.run_copy(checks, "file://")
                checks.run("no page logs a JavaScript error from file://",
                           lambda: checks.no_errors(["search.html?q=%23" + "0060df", "tokens.html", "index.html"]))
    finally:
        driver.quit()
    print("Browser: %d/%d checks passed" % (checks.passed, checks.total))
    return 0 if checks.passed == checks.total else 1


if __name__ == "__main__":
    sys.exit(main())
