"""Design checks for check_site.py (issue 44): how the site reads to a designer and a developer on a
phone (390x844) and a desktop (1280x800), in the light and the dark colour scheme, measured in
Chromium rather than read from the HTML:

- the palette as ramps: page height, one row per family in step order, names and hexes not cut,
  use counts against catalogue.json, unused chips marked, the family jump list, a colour's detail;
- themes compared on a phone: every theme's value of a token side by side and labelled, nothing
  cut, no sideways scroll; the table head stays in view on a desktop; token pages side by side;
- failures first on contrast pages, the matrix's labels in view while it scrolls, no empty cells
  drawn, the home page linking to every failure;
- copying: at most one visible copy control per row, the hex itself copies (click, swatch, Tab
  and Enter), "Copied" announced, guide code blocks copy;
- the tokens table's roles, row and category anchors;
- search: a palette name lists the tokens taking it per theme, tokens before guides and rules,
  "did you mean" offers names only, partial and misspelt words find tokens, an image once;
- pages list their own sections in the sidebar; on a phone the header's links and search are in
  a menu that opens without JavaScript;
- without JavaScript a colour's detail opens from its address.

Every view is saved as a screenshot `design-<size>-<scheme>-<what>.png`. Copying, search, the
sidebars and the menu, and the site without JavaScript are in check_design_use.py.
"""

import re

from selenium.webdriver.common.by import By

SIZES = [("phone", 390, 844, True), ("desktop", 1280, 800, False)]
SCHEMES = ["light", "dark"]
PALETTE_MAX_HEIGHT = 2600


def luminance(rgb):
    def linear(c):
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = rgb[:3]
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def contrast(a, b):
    la, lb = sorted([luminance(a), luminance(b)], reverse=True)
    return (la + 0.05) / (lb + 0.05)


def hex_rgb(value):
    digits = value.lstrip("#")
    rgb = [int(digits[i:i + 2], 16) for i in (0, 2, 4)]
    alpha = int(digits[6:8], 16) / 255 if len(digits) == 8 else 1.0
    return [c * alpha + 255 * (1 - alpha) for c in rgb]


def css_rgb(text):
    return [float(n) for n in re.findall(r"[\d.]+", text)[:3]]


def trailing_number(name):
    match = re.search(r"(\d+)$", name)
    return int(match.group(1)) if match else None


def uses_text(count):
    return "unused" if count == 0 else "1 use" if count == 1 else "%d uses" % count


class DesignChecks:
    def __init__(self, checks, site, screenshots):
        self.checks = checks
        self.driver = checks.driver
        self.site = site
        self.screenshots = screenshots
        self.catalogue = checks.catalogue
        self.themes = self.catalogue["themes"]
        self.tokens = self.catalogue["tokens"]

    # Helpers

    def view(self, scheme, width, height, mobile):
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                    {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})

    def reset(self):
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    def views(self, body):
        """Runs body(label, width, scheme) in every size and scheme; returns its notes."""
        notes = []
        try:
            for scheme in SCHEMES:
                for label, width, height, mobile in SIZES:
                    self.view(scheme, width, height, mobile)
                    note = body(label, width, scheme)
                    if note and scheme == "light":
                        notes.append("%s: %s" % (label, note))
        finally:
            self.reset()
        return "; ".join(notes)

    def load(self, path):
        self.checks.open(path)
        self.checks.wait(lambda: self.driver.execute_script("return document.readyState") == "complete", "%s did not load" % path)

    def shot(self, label, scheme, what):
        self.screenshots.mkdir(parents=True, exist_ok=True)
        name = "design-%s-%s-%s.png" % (label, scheme, re.sub(r"[^A-Za-z0-9]+", "-", what).strip("-"))
        self.driver.save_screenshot(str(self.screenshots / name))

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def header_bottom(self):
        return self.js("return document.querySelector('.site-header').getBoundingClientRect().bottom")

    def no_sideways_scroll(self, page, width):
        scroll = self.js("return document.documentElement.scrollWidth")
        assert scroll <= width, "%s at %d px: the page is %d px wide" % (page, width, scroll)

    def uses(self):
        """Palette name → [(theme id, token name)], as the site counts uses (a token per theme once)."""
        out = {}
        for token in self.tokens:
            for theme in self.themes:
                value = token["values"].get(theme["id"], {})
                names = set()
                if value.get("kind") == "color" and value.get("palette"):
                    names.add(value["palette"])
                for stop in value.get("stops", []) if value.get("kind") == "gradient" else []:
                    if stop.get("palette"):
                        names.add(stop["palette"])
                for name in names:
                    out.setdefault(name, []).append((theme["id"], token["name"]))
        return out

    # Palette as ramps

    def palette(self):
        uses = self.uses()
        families = []
        for colour in self.catalogue["palette"]:
            if colour["group"] not in families:
                families.append(colour["group"])

        def body(label, width, scheme):
            self.load("palette.html")
            height = self.js("return document.documentElement.scrollHeight")
            if width == 1280:
                assert height <= PALETTE_MAX_HEIGHT, "palette.html at 1280 px is %d px tall (at most %d)" % (height, PALETTE_MAX_HEIGHT)
            self.no_sideways_scroll("palette.html", width)
            shown = self.js("""
                return Array.from(document.querySelectorAll('section.palette-family')).map(section => ({
                  id: section.id, name: section.querySelector('h2').firstChild.textContent.trim(),
                  chips: Array.from(section.querySelectorAll('.ramp .chip')).map(chip => {
                    const r = chip.getBoundingClientRect();
                    const spans = Array.from(chip.children).map(s => [s.className, s.textContent.trim(),
                      s.scrollWidth <= s.clientWidth + 1, s.getBoundingClientRect().bottom <= r.bottom + 1 && s.getBoundingClientRect().top >= r.top - 1]);
                    const style = getComputedStyle(chip);
                    return {top: Math.round(r.top), width: r.width, spans: spans, dashed: style.borderTopStyle,
                            color: style.color, clipped: chip.scrollHeight > chip.clientHeight + 1};
                  })}));""")
            assert [f["name"] for f in shown] == [f or "Colours" for f in families], \
                "families shown %s, expected %s" % ([f["name"] for f in shown], families)
            columns = None
            for family in shown:
                chips = family["chips"]
                names = [c["spans"][0][1] for c in chips]
                expected = [c["name"] for c in self.catalogue["palette"] if (c["group"] or "Colours") == family["name"]]
                assert sorted(names) == sorted(expected), "%s: chips %s, expected %s" % (family["name"], names, expected)
                steps = [trailing_number(n) for n in names]
                if None not in steps:
                    assert steps == sorted(steps), "%s: chips not in step order: %s" % (family["name"], names)
                if width == 1280:
                    assert len({c["top"] for c in chips}) == 1, "%s at 1280 px: chips on %d rows" % (family["name"], len({c["top"] for c in chips}))
                else:
                    per_row = sum(1 for c in chips if c["top"] == chips[0]["top"])
                    columns = per_row if columns is None else max(columns, per_row)
                by_hex = {c["name"]: c["hex"] for c in self.catalogue["palette"]}
                for name, chip in zip(names, chips):
                    texts = {cls: (text, fits, inside) for cls, text, fits, inside in chip["spans"]}
                    for cls in ["chip-name", "chip-hex", "chip-uses"]:
                        text, fits, inside = texts[cls]
                        assert fits and inside and not chip["clipped"], "%s at %d px: %s %r is cut off" % (name, width, cls, text)
                    assert texts["chip-hex"][0] == by_hex[name], "%s: hex %s, catalogue %s" % (name, texts["chip-hex"][0], by_hex[name])
                    count = len(uses.get(name, []))
                    assert texts["chip-uses"][0].startswith(uses_text(count)), "%s: reads %r, expected %r" % (name, texts["chip-uses"][0], uses_text(count))
                    assert (chip["dashed"] == "dashed") == (count == 0), "%s: border %s with %d uses" % (name, chip["dashed"], count)
                    ratio = contrast(hex_rgb(by_hex[name]), css_rgb(chip["color"]))
                    assert ratio >= 4.5, "%s: chip text %.2f:1" % (name, ratio)
            if width == 390:
                assert columns and columns >= 3, "palette.html at 390 px: %s chips to a row" % columns
            self.shot(label, scheme, "palette")
            return "%d px tall%s" % (height, ", %d chips to a row" % columns if columns else ", one row per family")
        return self.views(body)

    def palette_jump_and_detail(self):
        uses = self.uses()
        colour = next((c for c in self.catalogue["palette"] if c["name"] == "Blue50"), None) \
            or next(c for c in self.catalogue["palette"] if c["name"] in uses)
        name = colour["name"]

        def body(label, width, scheme):
            self.load("palette.html")
            jumps = self.js("return Array.from(document.querySelectorAll('nav.page-nav a')).map(a => a.getAttribute('href'))")
            ids = self.js("return Array.from(document.querySelectorAll('section.palette-family')).map(s => '#' + s.id)")
            assert jumps == ids, "the jump list links %s, the families are %s" % (jumps, ids)
            link = self.driver.find_elements(By.CSS_SELECTOR, "nav.page-nav a")[len(ids) // 2]
            target = link.get_attribute("href").split("#")[1]
            link.click()
            self.checks.wait(lambda: self.js("return location.hash") == "#" + target, "the jump to %s did not happen" % target)
            top = self.js("return document.getElementById(arguments[0]).getBoundingClientRect().top", target)
            bottom = self.header_bottom()
            assert bottom - 1 <= top <= bottom + 60, "%s lands at %d px, the header ends at %d" % (target, top, bottom)
            # Choosing a colour opens its detail below its ramp, the ramp still in view.
            chip = self.driver.find_element(By.CSS_SELECTOR, '.chip[href="#c-%s"]' % name)
            self.js("arguments[0].scrollIntoView({block: 'center'})", chip)
            chip.click()
            self.checks.wait(lambda: self.js("return location.hash") == "#c-" + name, "choosing %s did not open it" % name)
            detail = self.js("""
                const d = document.getElementById(arguments[0]);
                const ramp = d.closest('section').querySelector('.ramp').getBoundingClientRect();
                const r = d.getBoundingClientRect();
                return {shown: getComputedStyle(d).display !== 'none' && r.height > 0, top: r.top, rampBottom: ramp.bottom,
                        rampTop: ramp.top, text: d.innerText,
                        uses: Array.from(d.querySelectorAll('.uses')).map(p => [p.querySelector('.theme-name') ? p.querySelector('.theme-name').textContent : '',
                               Array.from(p.querySelectorAll('a')).map(a => a.textContent)])};""", "c-" + name)
            assert detail["shown"], "%s: its detail is not shown" % name
            marked = self.js("return Array.from(document.querySelectorAll('.chip[aria-current=true]')).map(a => a.getAttribute('href'))")
            assert marked == ["#c-" + name], "the chips marked current are %s, expected %s's" % (marked, name)
            assert detail["rampBottom"] > self.header_bottom() and detail["top"] < 800, \
                "%s: the ramp (to %d px) or the detail (at %d px) is out of view" % (name, detail["rampBottom"], detail["top"])
            rgb = "rgb(%d, %d, %d)" % tuple(int(colour["hex"][i:i + 2], 16) for i in (1, 3, 5))
            for part in [colour["hex"], rgb, "." + name]:
                assert part in detail["text"], "%s's detail lacks %s: %r" % (name, part, detail["text"][:200])
            labels = {t["id"]: t["label"] for t in self.themes}
            expected = [(labels[t["id"]] + ":", [tok for th, tok in uses.get(name, []) if th == t["id"]]) for t in self.themes]
            expected = [e for e in expected if e[1]]
            assert [tuple(u) for u in detail["uses"]] == [(a, b) for a, b in expected], \
                "%s's uses %s, expected %s" % (name, detail["uses"], expected)
            self.shot(label, scheme, "palette-detail-" + name)
            return "jump to %s, %s's detail with %d themes" % (target, name, len(expected))
        return self.views(body)

    # Themes compared on a phone

    def tokens_phone(self):
        labels = [t["label"] for t in self.themes]

        def body(label, width, scheme):
            self.load("tokens.html")
            self.no_sideways_scroll("tokens.html", width)
            rows = self.js("""
                const width = window.innerWidth;
                return Array.from(document.querySelectorAll('tr.token-row')).map(row => {
                  const cells = Array.from(row.querySelectorAll('td.theme-cell'));
                  const codes = Array.from(row.querySelectorAll('code')).filter(c => c.getClientRects().length)
                    .filter(c => c.scrollWidth > c.clientWidth + 1 && getComputedStyle(c).display !== 'inline'
                                 || c.getBoundingClientRect().right > width + 0.5 || c.getBoundingClientRect().left < -0.5)
                    .map(c => c.textContent);
                  const label = cell => cell.querySelector('.cell-theme');
                  return {name: row.querySelector('th code').textContent,
                          tops: cells.map(c => Math.round(c.getBoundingClientRect().top)),
                          spans: cells.map(c => [c.getBoundingClientRect().left, c.getBoundingClientRect().right, c.getBoundingClientRect().bottom]),
                          labels: cells.map(c => label(c) && label(c).getClientRects().length ? label(c).textContent : null),
                          cut: codes};
                });""")
            assert len(rows) == len(self.tokens), "%d rows for %d tokens" % (len(rows), len(self.tokens))
            for row in rows:
                assert len(row["spans"]) == len(labels), "%s: %d theme cells" % (row["name"], len(row["spans"]))
                for left, right, _ in row["spans"]:
                    assert left >= -0.5 and right <= width + 0.5, "%s at %d px: a theme's value is off screen (%d–%d)" % (row["name"], width, left, right)
                assert not row["cut"], "%s at %d px: %s cut off" % (row["name"], width, row["cut"])
                if width == 390:
                    assert row["labels"] == labels, "%s at 390 px: the values are labelled %s" % (row["name"], row["labels"])
                    span = max(s[2] for s in row["spans"]) - min(row["tops"])
                    assert span <= 844, "%s at 390 px: its values span %d px" % (row["name"], span)
                    if len(labels) <= 3:
                        assert len(set(row["tops"])) == 1, "%s at 390 px: its themes are not side by side (%s)" % (row["name"], row["tops"])
            if width == 1280:
                # The head row stays in view below the header while the table scrolls.
                self.js("window.scrollTo(0, document.querySelectorAll('tr.token-row')[60].getBoundingClientRect().top + scrollY - 300)")
                head = self.js("""const th = document.querySelector('.token-table thead th').getBoundingClientRect();
                                   return [th.top, th.bottom, document.querySelector('.site-header').getBoundingClientRect().bottom];""")
                assert abs(head[0] - head[2]) <= 2 and head[1] > head[0], "the table head is at %s after scrolling, the header ends at %d" % (head[:2], head[2])
            else:
                self.shot(label, scheme, "tokens")
            return "%d tokens, %d themes each, side by side" % (len(rows), len(labels)) if width == 390 else "table head in view"
        return self.views(body)

    def theme_and_token_pages_phone(self):
        theme_pages = ["themes/%s.html" % t["id"] for t in self.themes]
        token = next((t["name"] for t in self.tokens if t["name"] == "layer4"), self.tokens[0]["name"])

        def body(label, width, scheme):
            for page in theme_pages:
                self.load(page)
                self.no_sideways_scroll(page, width)
                cut = self.js("""
                    return Array.from(document.querySelectorAll('.theme-grid code')).filter(c =>
                      c.getBoundingClientRect().right > c.closest('li').getBoundingClientRect().right + 1).map(c => c.textContent);""")
                assert not cut, "%s at %d px: %s cut off" % (page, width, cut[:3])
            self.load("tokens/%s.html" % token)
            self.no_sideways_scroll("tokens/%s.html" % token, width)
            tops = self.js("return Array.from(document.querySelectorAll('.theme-value')).map(s => Math.round(s.getBoundingClientRect().top))")
            if width == 390 and len(self.themes) <= 3:
                assert len(set(tops)) == 1, "tokens/%s.html at 390 px: the themes are not side by side (%s)" % (token, tops)
            self.shot(label, scheme, "token-" + token)
            return "%d theme pages; %s's themes on %d row(s)" % (len(theme_pages), token, len(set(tops)))
        return self.views(body)

    # Failures first

    def contrast_pages(self):
        pages = sorted(p.relative_to(self.site).as_posix() for p in (self.site / "contrast").glob("*.html"))
        assert pages, "the example has no contrast page"
        expected_links = set()

        def body(label, width, scheme):
            total = 0
            for page in pages:
                self.load(page)
                self.no_sideways_scroll(page, width)
                state = self.js("""
                    const listed = Array.from(document.querySelectorAll('.failure-list tbody tr')).map(tr => ({
                      id: tr.id, fg: tr.querySelector('th code').textContent, bg: tr.querySelector('td code').textContent,
                      swatches: tr.querySelectorAll('.swatch').length, ratio: tr.querySelector('.ratio').textContent,
                      minimum: tr.children[3].textContent}));
                    const matrix = document.querySelector('.contrast-matrix');
                    const heads = matrix ? Array.from(matrix.querySelectorAll('thead th')).map(th => th.textContent) : [];
                    const failing = matrix ? Array.from(matrix.querySelectorAll('td.fail')).map(td =>
                      [td.parentElement.querySelector('th').textContent, heads[Array.from(td.parentElement.children).indexOf(td)]]) : [];
                    const section = document.querySelector('.contrast-failures');
                    const empty = matrix ? Array.from(matrix.querySelectorAll('td.none')).filter(td => {
                      const s = getComputedStyle(td);
                      return parseFloat(s.borderTopWidth) + parseFloat(s.borderLeftWidth) > 0 || !/rgba\\(0, 0, 0, 0\\)|transparent/.test(s.backgroundColor);
                    }).length : 0;
                    return {listed: listed, failing: failing, empty: empty, none: matrix ? matrix.querySelectorAll('td.none').length : 0,
                            failuresTop: section ? section.getBoundingClientRect().top : null,
                            matrixTop: matrix ? matrix.getBoundingClientRect().top : null};""")
                listed = sorted((r["fg"], r["bg"]) for r in state["listed"])
                assert state["failuresTop"] is not None, "%s has no failures section" % page
                assert listed == sorted(tuple(f) for f in state["failing"]), "%s: lists %s, the matrix fails %s" % (page, listed, state["failing"])
                if state["matrixTop"] is not None:
                    assert state["failuresTop"] < state["matrixTop"], "%s: the failures come after the matrix" % page
                for row in state["listed"]:
                    assert row["swatches"] == 2 and row["ratio"] and row["minimum"].endswith(":1"), "%s: a failure row shows %s" % (page, row)
                    expected_links.add("%s#%s" % (page, row["id"]))
                assert state["empty"] == 0, "%s: %d of %d undeclared cells are drawn" % (page, state["empty"], state["none"])
                if state["matrixTop"] is not None:
                    self.sticky_matrix(page)
                total += len(listed)
                self.shot(label, scheme, page)
            return "%d failures listed first on %d pages, labels stay in view" % (total, len(pages))
        note = self.views(body)
        # The home page links to every failure, and a link lands on its row.
        self.load("index.html")
        links = self.js("return Array.from(document.querySelectorAll('.home-failures a')).map(a => a.getAttribute('href'))")
        assert set(links) == expected_links, "the home page links %s, the failures are %s" % (sorted(links), sorted(expected_links))
        if links:
            self.driver.find_element(By.CSS_SELECTOR, ".home-failures a").click()
            target = links[0].split("#")[1]
            self.checks.wait(lambda: self.js("const t = document.querySelector(':target'); return t && t.id") == target,
                             "the home page's first failure link did not land on its row")
            top = self.js("return document.querySelector(':target').getBoundingClientRect().top")
            assert self.header_bottom() - 1 <= top < 800, "the failure's row is at %d px" % top
        return "%s; home page links all %d" % (note, len(links))

    def sticky_matrix(self, page):
        moved = self.js("""
            const box = document.querySelector('.contrast-scroll');
            box.scrollLeft = box.scrollWidth; box.scrollTop = box.scrollHeight;
            const b = box.getBoundingClientRect();
            const row = Array.from(box.querySelectorAll('tbody th')).filter(th => {
              const r = th.getBoundingClientRect(); return r.top >= b.top && r.bottom <= b.bottom; }).pop();
            const col = Array.from(box.querySelectorAll('thead th')).pop();
            return [box.scrollLeft, box.scrollTop, b.left, b.top, row ? row.getBoundingClientRect().left : null,
                    col.getBoundingClientRect().top];""")
        left, top, box_left, box_top, row_left, head_top = moved
        assert row_left is not None and abs(row_left - box_left) <= 4, \
            "%s: scrolled %d px right, the row labels are at %s, the box at %d" % (page, left, row_left, box_left)
        assert abs(head_top - box_top) <= 4, "%s: scrolled %d px down, the column labels are at %d, the box at %d" % (page, top, head_top, box_top)

    # The token table

    def token_table(self):
        name = next((t["name"] for t in self.tokens if t["name"] == "actionPrimary"), self.tokens[-1]["name"])

        def body(label, width, scheme):
            self.load("tokens.html")
            rows = self.js("""return Array.from(document.querySelectorAll('tr.token-row')).map(r => {
                const role = r.querySelector('td.role');
                return [r.id, r.querySelector('th code').textContent, role ? role.textContent.trim() : '',
                        !role || !role.textContent.trim() || role.getBoundingClientRect().height > 0]; })""")
            for (anchor, shown, role, visible), token in zip(rows, self.tokens):
                assert shown == token["name"], "row %s, catalogue %s" % (shown, token["name"])
                if re.fullmatch(r"[A-Za-z0-9_-]+", shown) and not re.match(r"[cf]-", shown):
                    assert anchor == shown, "%s's row is #%s" % (shown, anchor)
                assert role == (token.get("description") or "") and visible, "%s at %d px: its role reads %r" % (shown, width, role)
            categories = self.js("""return [Array.from(document.querySelectorAll('nav.page-nav a')).map(a => a.getAttribute('href')),
                Array.from(document.querySelectorAll('tbody.category')).map(t => '#' + t.id)]""")
            assert categories[0] == categories[1], "the jump list %s, the categories %s" % tuple(categories)
            self.load("tokens.html#" + name)
            landed = self.js("""const t = document.querySelector(':target');
                const head = Math.max(document.querySelector('.token-table thead').getBoundingClientRect().bottom,
                                      document.querySelector('.site-header').getBoundingClientRect().bottom);
                return t ? [t.id, t.getBoundingClientRect().top, head] : null;""")
            assert landed and landed[0] == name, "tokens.html#%s targets %s" % (name, landed)
            assert landed[2] - 1 <= landed[1] < 800, "tokens.html#%s at %d px: the row is at %d px, under the head (%d)" % (
                name, width, landed[1], landed[2])
            self.shot(label, scheme, "tokens-row-" + name)
            return "%d rows with roles and anchors; tokens.html#%s lands below the head" % (len(rows), name)
        return self.views(body)


def run(checks, site, screenshots, copy):
    design = DesignChecks(checks, site, screenshots)
    checks.run("the palette is a ramp per family: at most %d px tall at 1280 px, step order, nothing cut, uses and unused marked"
               % PALETTE_MAX_HEIGHT, design.palette)
    checks.run("the palette's jump list reaches each family and choosing a colour opens its detail below its ramp",
               design.palette_jump_and_detail)
    checks.run("on a phone every theme's value of a token shows side by side, labelled, nothing cut; the table head stays in view",
               design.tokens_phone)
    checks.run("theme pages and a token page read at 390 px: nothing cut, the token's themes side by side",
               design.theme_and_token_pages_phone)
    checks.run("contrast pages list the failures first, the matrix keeps its labels in view and draws no empty cell; home links every failure",
               design.contrast_pages)
    checks.run("the tokens table carries roles, row anchors and a category jump list", design.token_table)
    import check_design_use  # it builds on DesignChecks
    check_design_use.run(checks, site, screenshots, copy)
