"""Search checks for check_site.py (issue 13): code spellings developers paste, typos, the nearest
colours to a hex query by CIEDE2000 (with the distance shown), the colour maths against the
Sharma et al. (2005) test data, the live region, links and keyboard, and screenshots of results
at 390 and 1280 px.

Everything expected is derived from the built site, not from Firefox names: the code names of the
site config are on the search page (#search-code), each theme's background too (#search-themes),
the images' constants in search-index.json, the colours in catalogue.json. The nearest colours
are computed here in Python, independently of the page's JavaScript."""

import json
import math
import re
import urllib.parse

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

# CIEDE2000 test data of Sharma, Wu and Dalal (2005), Table 1: (L*a*b* 1, L*a*b* 2, ΔE00).
SHARMA = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0011), 7.2195),
    ((50.0, -0.001, 2.49), (50.0, 0.0009, -2.49), 4.8045),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((50.0, 2.5, 0.0), (61.0, -5.0, 29.0), 22.8977),
    ((50.0, 2.5, 0.0), (56.0, -27.0, -3.0), 31.9030),
    ((50.0, 2.5, 0.0), (58.0, 24.0, 15.0), 19.4535),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
    ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
    ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]

# sRGB → L*a*b* (D65) references, from the coloraide library ("lab-d65").
LAB_REFERENCE = [
    ("#0060df", (43.78870, 26.74269, -70.77050)),
    ("#ffffff", (100.0, 0.0, 0.0)),
    ("#000000", (0.0, 0.0, 0.0)),
    ("#7542e5", (43.26433, 58.03903, -74.80649)),
]


# Colour maths in Python, to compute what the page must show ------------------------------------

def to_lab(rgb):
    def linear(c):
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in rgb)
    # CSS Color 4's sRGB → XYZ matrix and D65 white point.
    x = (506752 / 1228815 * r + 87881 / 245763 * g + 12673 / 70218 * b) / (0.3127 / 0.3290)
    y = 87098 / 409605 * r + 175762 / 245763 * g + 12673 / 175545 * b
    z = (7918 / 409605 * r + 87881 / 737289 * g + 1001167 / 1053270 * b) / ((1 - 0.3127 - 0.3290) / 0.3290)

    def f(t):
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def ciede2000(lab1, lab2):
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if (a1p or b1) else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if (a2p or b2) else 0.0
    dh = 0.0
    if c1p * c2p:
        dh = h2p - h1p
        dh = dh - 360 if dh > 180 else dh + 360 if dh < -180 else dh
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean, cp_mean = (L1 + L2) / 2, (c1p + c2p) / 2
    h_mean = h1p + h2p
    if c1p * c2p:
        if abs(h1p - h2p) > 180:
            h_mean += 360 if h_mean < 360 else -360
        h_mean /= 2
    t = (1 - 0.17 * math.cos(math.radians(h_mean - 30)) + 0.24 * math.cos(math.radians(2 * h_mean))
         + 0.32 * math.cos(math.radians(3 * h_mean + 6)) - 0.20 * math.cos(math.radians(4 * h_mean - 63)))
    d_theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cp_mean ** 7 / (cp_mean ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    sc, sh = 1 + 0.045 * cp_mean, 1 + 0.015 * cp_mean * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    l, c, h = (L2 - L1) / sl, (c2p - c1p) / sc, dH / sh
    return math.sqrt(l * l + c * c + h * h + rt * c * h)


def rgba(hex_value):
    digits = hex_value.lstrip("#")
    rgb = [int(digits[i:i + 2], 16) for i in (0, 2, 4)]
    return rgb, (int(digits[6:8], 16) / 255 if len(digits) == 8 else 1.0)


def distance_text(distance):
    shown = "%.1f" % distance
    return "ΔE < 0.1" if shown == "0.0" and distance > 0 else "ΔE " + shown


class SearchChecks:
    def __init__(self, checks, site, screenshots):
        self.checks = checks
        self.driver = checks.driver
        self.site = site
        self.screenshots = screenshots
        self.catalogue = checks.catalogue
        self.index = json.loads((site / "search-index.json").read_text())
        page = (site / "search.html").read_text()
        code = re.search(r'<div id="search-code"[^>]*data-tokens="([^"]*)" data-palette="([^"]*)"', page)
        assert code, "search.html has no #search-code"
        self.token_prefix = code.group(1)
        self.palette_namespaces = code.group(2).split()
        self.backgrounds = dict(re.findall(r'<li data-theme="([^"]*)"[^>]*data-background="(#[0-9a-f]{6})"', page))

    # Helpers

    def first(self, query):
        """[(kind, title, distance)] of the results as shown, in order, after typing the query."""
        self.checks.search(query)
        return self.driver.execute_script("""
            return Array.from(document.querySelectorAll('#results a.result')).map(a =>
              [a.closest('section').dataset.kind, a.querySelector('.result-title').textContent,
               (a.querySelector('.result-distance') || {}).textContent || '']);""")

    def status(self):
        return self.driver.find_element(By.ID, "search-status").text

    def token(self, *names):
        for name in names:
            if any(t["name"] == name for t in self.catalogue["tokens"]):
                return next(t for t in self.catalogue["tokens"] if t["name"] == name)
        return self.catalogue["tokens"][0]

    def palette(self, *names):
        for name in names:
            if any(c["name"] == name for c in self.catalogue["palette"]):
                return next(c for c in self.catalogue["palette"] if c["name"] == name)
        return self.catalogue["palette"][0]

    def image(self, constant):
        named = [r for r in self.index if r["kind"] == "image" and "code" in r["meta"]]
        assert named, "no image record carries its constant (meta.code)"
        return next((r for r in named if r["meta"]["code"].split(".")[-1] == constant), named[0])

    # The checks

    def code_spellings(self):
        token = self.token("layer1")["name"]
        other = self.token("textPrimary")["name"]
        category = self.token("layer1")["category"]
        colour = self.palette("Blue50")
        image = self.image("bookmark")
        constant = image["meta"]["code"]
        member = constant.split(".")[-1]
        # The token name with a separator before its digits or between its words: layer-1, text_primary.
        split = re.sub(r"(?<=[a-z])(?=[0-9A-Z])", "-", token, count=1)
        cases = [
            ("%s.%s" % (self.token_prefix, token), "token", token),
            ("current%s.%s" % (self.token_prefix[:1].upper() + self.token_prefix[1:], other), "token", other),
            ("%s.%s" % (self.token_prefix.split(".")[-1], other), "token", other),
            ("%s.%s.cgColor" % (self.token_prefix, token), "token", token),
            ("{%s.%s}" % (category, token), "token", token),
            (token.upper(), "token", token),
            (split, "token", token),
            (split.replace("-", "_"), "token", token),
            ("{%s.%s}" % (colour["group"], colour["name"]), "palette", colour["name"]),
            ("%s.%s" % (colour["group"], colour["name"]), "palette", colour["name"]),
            (constant, "image", image["title"]),
            ("." + member, "image", image["title"]),
            ('"%s"' % image["title"], "image", image["title"]),
        ]
        cases += [("%s.%s" % (namespace, colour["name"]), "palette", colour["name"]) for namespace in self.palette_namespaces]
        assert self.palette_namespaces, "the example's config names no palette namespace"
        self.checks.open("search.html")
        for query, kind, title in cases:
            shown = self.first(query)
            assert shown and shown[0][:2] == [kind, title], "%r: first result %s, expected %s %s" % (
                query, shown[:2], kind, title)
            assert "result" in self.status(), "%r: the status reads %r" % (query, self.status())
        return "%d spellings, e.g. %s → %s" % (len(cases), cases[0][0], cases[0][2])

    def typos(self):
        token = self.token("textPrimary")["name"]
        short = self.token("layer1")["name"]
        image = self.image("bookmark")
        member = image["meta"]["code"].split(".")[-1]
        # A vowel changed, a letter dropped, a letter dropped from an image constant, two swapped.
        vowel = re.search(r"[aeiou](?=[a-z]*$)", token)
        swap = self.token("textSecondary")["name"]
        cases = [
            (token[:vowel.start()] + ("e" if vowel.group() != "e" else "a") + token[vowel.end():], "token", token),
            (short[:3] + short[4:], "token", short),
            (member[:5] + member[6:], "image", image["title"]),
            (swap[:2] + swap[3] + swap[2] + swap[4:], "token", swap),
            ("%s.%s" % (self.token_prefix, token[:-1] + "e" + token[-1:] if token[-2] != "e" else token + "x"), "token", token),
        ]
        self.checks.open("search.html")
        for query, kind, title in cases:
            shown = self.first(query)
            assert shown and shown[0][:2] == [kind, title], "typo %r: first result %s, expected %s %s" % (query, shown[:1], kind, title)
            suggestion = self.driver.find_element(By.ID, "search-suggest")
            assert suggestion.is_displayed() and suggestion.text.startswith("Did you mean"), \
                "typo %r: the suggestion reads %r" % (query, suggestion.text)
            links = suggestion.find_elements(By.TAG_NAME, "a")
            assert links and links[0].text == title, "typo %r: 'did you mean' offers %s" % (query, [a.text for a in links])
            assert "Did you mean %s?" % title in self.status(), "typo %r: the status reads %r" % (query, self.status())
            counts = self.driver.execute_script("""
                return Array.from(document.querySelectorAll('#results .result-group')).map(g =>
                  [g.querySelector('h2 .meta').textContent, g.querySelectorAll('a.result').length]);""")
            assert all(shown == str(n) for shown, n in counts), "typo %r: group headings count %s" % (query, counts)
        return "; ".join("%s → %s" % (q, t) for q, _, t in cases[:3])

    def nearest_expected(self, hex_value):
        """(tokens, palette): [(distance, title)] by CIEDE2000 from hex_value, as the page must list them."""
        target = to_lab(rgba(hex_value)[0])
        tokens, palette = [], []
        for token in self.catalogue["tokens"]:
            best = None
            for theme, value in token["values"].items():
                stops = [value["hex"]] if value["kind"] == "color" else [s["hex"] for s in value.get("stops", [])]
                for stop in stops:
                    rgb, alpha = rgba(stop)
                    if alpha == 0:
                        continue
                    background = rgba(self.backgrounds[theme])[0]
                    seen = [c * alpha + b * (1 - alpha) for c, b in zip(rgb, background)]
                    distance = ciede2000(target, to_lab(seen))
                    best = distance if best is None else min(best, distance)
            if best is not None:
                tokens.append((best, token["name"]))
        for colour in self.catalogue["palette"]:
            rgb, alpha = rgba(colour["hex"])
            if alpha > 0:
                palette.append((ciede2000(target, to_lab(rgb)), colour["name"]))
        return sorted(tokens), sorted(palette)

    def nearest_colours(self):
        colour = self.palette("Blue50")
        rgb = rgba(colour["hex"])[0]
        # One step off a palette colour, so nothing matches exactly.
        near = [min(255, c + 1) if i else max(0, c - 1) for i, c in enumerate(rgb)]
        query = "#%02x%02x%02x" % tuple(near)
        exact_hexes = {v["hex"][:7] for t in self.catalogue["tokens"] for v in t["values"].values() if v["kind"] == "color"}
        exact_hexes |= {c["hex"][:7] for c in self.catalogue["palette"]}
        assert query not in exact_hexes, "%s matches a colour exactly; pick another" % query
        tokens, palette = self.nearest_expected(query)
        channels = "rgb(%d %d %d)" % tuple(near)
        spellings = [query, query[1:].upper(), "0x" + query[1:].upper(), channels, "rgb(%d, %d, %d)" % tuple(near)]
        self.checks.open("search.html")
        for spelling in spellings:
            shown = self.first(spelling)
            near_tokens = [(t, d) for k, t, d in shown if k == "nearest-token"]
            near_palette = [(t, d) for k, t, d in shown if k == "nearest-palette"]
            assert near_tokens and near_palette, "%r lists no nearest tokens or palette colours: %s" % (spelling, shown[:3])
            assert not [k for k, _, _ in shown if not k.startswith("nearest-")], "%r shows exact results %s" % (spelling, shown[:3])
            # Ties in distance may come in any order among themselves: compare by distance shown.
            expected_first = {t for d, t in tokens if abs(d - tokens[0][0]) < 1e-6}
            assert near_tokens[0][0] in expected_first, "%r: nearest token %s, expected one of %s" % (spelling, near_tokens[0], sorted(expected_first))
            assert near_tokens[0][1] == distance_text(tokens[0][0]), "%r: nearest token shows %r, expected %r" % (
                spelling, near_tokens[0][1], distance_text(tokens[0][0]))
            assert [d for _, d in near_tokens] == [distance_text(d) for d, _ in tokens[:len(near_tokens)]], \
                "%r: token distances %s, expected %s" % (spelling, [d for _, d in near_tokens], [distance_text(d) for d, _ in tokens[:8]])
            expected_palette = {t for d, t in palette if abs(d - palette[0][0]) < 1e-6}
            assert near_palette[0][0] in expected_palette and near_palette[0][1] == distance_text(palette[0][0]), \
                "%r: nearest palette colour %s, expected one of %s at %s" % (
                    spelling, near_palette[0], sorted(expected_palette), distance_text(palette[0][0]))
            assert [d for _, d in near_palette] == [distance_text(d) for d, _ in palette[:len(near_palette)]], \
                "%r: palette distances %s, expected %s" % (spelling, [d for _, d in near_palette], [distance_text(d) for d, _ in palette[:8]])
            assert "No exact match" in self.status() and "nearest" in self.status(), "%r: the status reads %r" % (spelling, self.status())
        swatches = self.driver.execute_script(
            "return document.querySelectorAll('#results [data-kind^=\"nearest-\"] a.result .swatch').length")
        assert swatches >= len(near_tokens) + len(near_palette), "%d swatches for %d nearest results" % (
            swatches, len(near_tokens) + len(near_palette))
        return "%s → %s %s, %s %s" % (query, near_tokens[0][0], near_tokens[0][1], near_palette[0][0], near_palette[0][1])

    def exact_colour_first(self):
        colour = self.palette("Blue50")
        self.checks.open("search.html")
        shown = self.first(colour["hex"][:7])
        assert shown, "%s shows nothing" % colour["hex"]
        kinds = [k for k, _, _ in shown]
        first_near = next((i for i, k in enumerate(kinds) if k.startswith("nearest-")), len(kinds))
        assert first_near > 0 and all(not k.startswith("nearest-") for k in kinds[:first_near]), \
            "%s: exact results do not come first: %s" % (colour["hex"], kinds[:4])
        marks = [d for _, _, d in shown[:first_near]]
        assert marks[0] == "exact" and set(marks) <= {"exact", "exact colour, other alpha"}, \
            "%s: exact results are marked %s" % (colour["hex"], sorted(set(marks)))
        assert (("palette", colour["name"], "exact")) in [tuple(s) for s in shown], "%s: %s is not listed as exact" % (colour["hex"], colour["name"])
        near = [d for k, _, d in shown if k.startswith("nearest-")]
        assert near and all(d.startswith("ΔE") and d != "ΔE 0.0" for d in near), "%s: nearest after exact show %s" % (colour["hex"], near[:3])
        return "%d exact, then %d nearest" % (first_near, len(near))

    def maths(self):
        self.checks.open("search.html")
        js = self.driver.execute_script("""
            const s = window.THEMEBOOK_SEARCH;
            return [arguments[0].map(r => s.ciede2000(r[0], r[1])), arguments[1].map(h => s.lab(s.parseColour(h).rgb))];""",
            [[list(a), list(b)] for a, b, _ in SHARMA], [h for h, _ in LAB_REFERENCE])
        worst = 0
        for (a, b, expected), got in zip(SHARMA, js[0]):
            assert abs(got - expected) < 1e-4, "CIEDE2000 %s %s: %.4f, Sharma et al. give %.4f" % (a, b, got, expected)
            assert abs(ciede2000(a, b) - expected) < 1e-4, "the Python reference disagrees with Sharma et al. on %s %s" % (a, b)
            worst = max(worst, abs(got - expected))
        for (hex_value, expected), got in zip(LAB_REFERENCE, js[1]):
            assert all(abs(g - e) < 1e-4 for g, e in zip(got, expected)), "L*a*b* of %s: %s, expected %s" % (hex_value, got, expected)
            assert all(abs(g - e) < 1e-4 for g, e in zip(to_lab(rgba(hex_value)[0]), expected)), \
                "the Python L*a*b* of %s disagrees with coloraide" % hex_value
        return "%d Sharma pairs within %.1e, %d sRGB → L*a*b* values" % (len(SHARMA), worst, len(LAB_REFERENCE))

    def accessible(self):
        colour = self.palette("Blue50")
        self.checks.open("search.html")
        live = self.driver.find_element(By.ID, "search-status")
        assert live.get_attribute("role") == "status", "#search-status is not a live region"
        self.first("%s.%s" % (self.token_prefix, self.token("layer1")["name"]))
        assert re.match(r"\d+ results? for ", self.status()), "the live region reads %r" % self.status()
        rgb = rgba(colour["hex"])[0]
        query = "#%02x%02x%02x" % tuple(max(0, c - 1) if i else min(255, c + 1) for i, c in enumerate(rgb))
        shown = self.first(query)
        hrefs = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#results a.result')).map(a => a.getAttribute('href'))")
        assert hrefs and all(h and not h.startswith("#") for h in hrefs), "results are not real links: %s" % hrefs[:3]
        # WAI-ARIA: a listbox owns options, directly or through groups; anything between is presentation.
        between = self.driver.execute_script("""
            const bad = [];
            document.querySelectorAll('#results [role=option]').forEach(option => {
              for (let e = option.parentElement; e && e.id !== 'results'; e = e.parentElement) {
                const role = e.getAttribute('role');
                if (role !== 'presentation' && role !== 'none' && role !== 'group') bad.push(e.tagName + ' ' + role);
              }
            });
            document.querySelectorAll('#results [role=group] > *').forEach(child => {
              const role = child.getAttribute('role');
              if (role !== 'presentation' && role !== 'none' && role !== 'option') bad.push(child.tagName + ' ' + role + ' in a group');
            });
            return bad;""")
        assert not between, "the results listbox holds %s" % sorted(set(between))
        box = self.driver.find_element(By.ID, "q")
        box.send_keys(Keys.ARROW_DOWN)
        box.send_keys(Keys.ENTER)
        target = urllib.parse.urljoin(self.checks.base, hrefs[0])
        self.checks.wait(lambda: self.driver.current_url == target, "Enter on the nearest colour did not open %s" % target)
        return "%s: ↓ Enter opens %s (%s)" % (query, hrefs[0], shown[0][2])

    def file_url(self):
        base = self.site.as_uri() + "/"
        colour = self.palette("Blue50")
        rgb = rgba(colour["hex"])[0]
        query = "#%02x%02x%02x" % tuple(min(255, c + 2) for c in rgb)
        self.driver.get(base + "search.html?q=" + urllib.parse.quote(query))
        self.checks.wait(lambda: self.driver.find_elements(By.CSS_SELECTOR, "#results [data-kind='nearest-token'] a.result"),
                         "file:// %s lists no nearest token" % query)
        typo = self.token("textPrimary")["name"]
        typo = typo[:-2] + typo[-1] + typo[-2]
        self.driver.get(base + "search.html?q=" + urllib.parse.quote(typo))
        self.checks.wait(lambda: self.driver.find_elements(By.CSS_SELECTOR, "#results a.result"), "file:// %r finds nothing" % typo)
        return "%s and %s from file://" % (query, typo)

    def screenshots_of_results(self):
        self.screenshots.mkdir(parents=True, exist_ok=True)
        colour = self.palette("Blue50")
        rgb = rgba(colour["hex"])[0]
        queries = [("nearest", "#%02x%02x%02x" % tuple(min(255, c + 1) for c in rgb)),
                   ("typo", self.token("textPrimary")["name"][:-1] + "e" + self.token("textPrimary")["name"][-1:]),
                   ("code", "%s.%s" % (self.token_prefix, self.token("layer1")["name"]))]
        saved = 0
        try:
            for label, width, height, mobile in [("phone", 390, 844, True), ("desktop", 1280, 800, False)]:
                self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
                for name, query in queries:
                    self.checks.open("search.html?q=" + urllib.parse.quote(query))
                    self.checks.wait(lambda: self.driver.find_elements(By.CSS_SELECTOR, "#results a.result"),
                                     "%s: no results at %d px" % (query, width))
                    scroll = self.driver.execute_script("return document.documentElement.scrollWidth")
                    assert scroll <= width, "search %r at %d px: the page is %d px wide" % (query, width, scroll)
                    self.driver.save_screenshot(str(self.screenshots / ("%s-search-%s.png" % (label, name))))
                    saved += 1
        finally:
            self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        print("Screenshots: %s" % self.screenshots)
        return "%d screenshots, no sideways scroll" % saved


def run(checks, site, screenshots):
    search = SearchChecks(checks, site, screenshots)
    checks.run("code spellings (config prefixes, last name, DTCG alias, image constant, case, separators) find the record first",
               search.code_spellings)
    checks.run("typos find the record first, with \"did you mean\"", search.typos)
    checks.run("a colour matching nothing lists the nearest tokens and palette colours by CIEDE2000 with the distance",
               search.nearest_colours)
    checks.run("a colour matching exactly lists the exact matches first, marked exact", search.exact_colour_first)
    checks.run("the page's CIEDE2000 and L*a*b* agree with Sharma et al. (2005) and coloraide", search.maths)
    checks.run("results are real links, announced in a live region, opened with ↓ and Enter", search.accessible)
    checks.run("nearest colours and typos work from file://", search.file_url)
    checks.run("search results at 390 and 1280 px do not scroll sideways (screenshots saved)", search.screenshots_of_results)
