"""Design checks for check_site.py (issue 44), continued from check_design.py: copying without
clutter (at most one visible copy control per row, the value itself copies by click, swatch, Tab
and Enter, guide code blocks), search that answers designers, pages that list their own sections
and the phone menu, and the site without JavaScript. Same sizes and schemes, same screenshots."""

import json
import urllib.parse

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import check_design


class UseChecks(check_design.DesignChecks):
    # Copy without clutter

    def copy_controls(self):
        def body(label, width, scheme):
            self.load("tokens.html")
            self.checks.wait(lambda: self.js("return !!document.querySelector('[data-copy][role=button]')"), "copy.js did not run")
            counts = self.js("""
                const visible = e => { const s = getComputedStyle(e); const r = e.getBoundingClientRect();
                  return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && parseFloat(s.opacity) > 0.1; };
                return Array.from(document.querySelectorAll('tr.token-row')).map(row => [
                  Array.from(row.querySelectorAll('button.copy-button, .copy-button')).filter(visible).length,
                  Array.from(row.querySelectorAll('[data-copy][role=button]')).filter(e => e.tabIndex === 0).length]);""")
            worst = max(c[0] for c in counts)
            assert worst <= 1, "tokens.html at %d px: a row shows %d copy buttons" % (width, worst)
            assert min(c[1] for c in counts) >= 1, "tokens.html: a row has no copyable value in the tab order"
            if width == 1280:
                # Pointing at a row shows its one button; pointing at a hex shows the hint.
                row = self.driver.find_elements(By.CSS_SELECTOR, "tr.token-row")[0]
                hex_value = row.find_element(By.CSS_SELECTOR, ".hex[data-copy]")
                self.js("arguments[0].scrollIntoView({block: 'center'})", row)
                ActionChains(self.driver).move_to_element(hex_value).perform()
                hint = self.js("return getComputedStyle(arguments[0], '::after').content", hex_value)
                shown = self.js("""return Array.from(arguments[0].querySelectorAll('.copy-button')).filter(b =>
                                     parseFloat(getComputedStyle(b).opacity) > 0.1).length""", row)
                assert hint == '"Copy"', "hovering a hex shows %r, not a Copy hint" % hint
                assert shown == 1, "pointing at a row shows %d copy buttons" % shown
                self.shot(label, scheme, "tokens-hover-copy")
            return "at most %d visible copy button per row, %d values copy in place" % (worst, sum(c[1] for c in counts))
        return self.views(body)

    def copy_by_value(self, copy):
        """Click a hex, click a swatch, Tab to a hex and press Enter: each copies, says Copied."""
        return self.views(lambda label, width, scheme: self.copy_hex(copy))

    def copy_hex(self, copy):
        self.load("tokens.html")
        token = next(t for t in self.tokens if t["values"][self.themes[0]["id"]]["kind"] == "color")
        hex_value = token["values"][self.themes[0]["id"]]["hex"]
        row = self.driver.find_element(By.ID, token["name"])
        hex_element = row.find_element(By.CSS_SELECTOR, "td.theme-cell .hex[data-copy]")
        self.js("arguments[0].scrollIntoView({block: 'center'})", hex_element)
        copy.clear_clipboard()
        hex_element.click()
        copy.confirmed(hex_value)
        assert copy.pasted() == hex_value, "clicking %s on tokens.html did not copy it" % hex_value
        assert self.js("return arguments[0].classList.contains('is-copied') && getComputedStyle(arguments[0], '::after').content",
                       hex_element) == '"Copied"', "the hex does not say Copied"
        swatch = row.find_element(By.CSS_SELECTOR, "td.theme-cell .swatch")
        self.js("arguments[0].scrollIntoView({block: 'center'})", swatch)
        copy.clear_clipboard()
        swatch.click()
        copy.confirmed(hex_value)
        assert copy.pasted() == hex_value, "clicking %s's swatch did not copy %s" % (token["name"], hex_value)
        presses = copy.tab_to("Copy " + hex_value, limit=40)
        copy.clear_clipboard()
        ActionChains(self.driver).send_keys(Keys.ENTER).perform()
        copy.confirmed(hex_value)
        assert copy.pasted() == hex_value, "Enter on %s did not copy it" % hex_value
        return "%s: click, swatch, Tab ×%d and Enter copy %s" % (token["name"], presses, hex_value)

    def guide_code_blocks(self, copy):
        return self.views(lambda label, width, scheme: self.code_block(copy, width))

    def code_block(self, copy, width):
        guides = sorted(p.relative_to(self.site).as_posix() for p in (self.site / "guides").glob("*.html"))
        page = max(guides, key=lambda g: (self.site / g).read_text().count("<pre"))
        self.load(page)
        blocks = self.js("""return Array.from(document.querySelectorAll('.guide-body pre')).map(pre => [
              pre.textContent.replace(/\\n$/, ''), !!(pre.parentElement.classList.contains('copy-block')
              && pre.parentElement.querySelector(':scope > button.copy-button'))])""")
        assert blocks, "%s has no code block" % page
        assert all(has for _, has in blocks), "%s: %d of %d code blocks have no copy button" % (page, sum(1 for _, h in blocks if not h), len(blocks))
        button = self.driver.find_element(By.CSS_SELECTOR, ".copy-block > button.copy-button")
        self.js("arguments[0].scrollIntoView({block: 'center'})", button)
        copy.clear_clipboard()
        button.click()
        copy.confirmed("the code block")
        assert copy.pasted() == blocks[0][0], "the first code block's button copied something else"
        self.no_sideways_scroll(page, width)
        # The button sits above the code's first line, not over it.
        gap = self.js("""const block = document.querySelector('.copy-block');
            const walker = document.createTreeWalker(block.querySelector('pre'), NodeFilter.SHOW_TEXT);
            let node = walker.nextNode(); while (node && !node.textContent.trim()) node = walker.nextNode();
            const range = document.createRange(); range.selectNodeContents(node);
            return range.getClientRects()[0].top - block.querySelector(':scope > button').getBoundingClientRect().bottom;""")
        assert gap >= 0, "%s at %d px: the copy button covers the code's first line (%d px)" % (page, width, gap)
        return "%s: %d code blocks, the first copies its %d characters" % (page, len(blocks), len(blocks[0][0]))

    # Search

    def search(self):
        return self.views(self.search_in_view)

    def search_in_view(self, label, width, scheme):
        notes = []
        uses = self.uses()
        colour = "Blue50" if "Blue50" in uses else max(uses, key=lambda n: len(uses[n]))
        self.load("search.html?q=" + colour)
        self.checks.wait(lambda: self.js("return document.querySelectorAll('#results a.result').length > 0"), "%s finds nothing" % colour)
        shown = self.js("""return {
            kinds: Array.from(document.querySelectorAll('#results .result-group')).map(g => g.dataset.kind),
            uses: Array.from(document.querySelectorAll('#results [data-kind=palette] a.result')).filter(a =>
                a.querySelector('.result-title').textContent === arguments[0]).map(a =>
                Array.from(a.querySelectorAll('.result-use')).map(u => [u.dataset.theme, u.lastChild.textContent.trim()]))[0],
            tokens: Array.from(document.querySelectorAll('#results [data-kind=token] a.result')).map(a =>
                [a.querySelector('.result-title').textContent, (a.querySelector('.result-via') || {}).textContent || ''])};""", colour)
        expected = {}
        for theme, token in uses[colour]:
            expected.setdefault(theme, []).append(token)
        assert shown["kinds"][:2] == ["palette", "token"], "%s: groups %s" % (colour, shown["kinds"])
        assert dict((t, names.split(", ")) for t, names in shown["uses"]) == expected, \
            "%s's result lists %s, expected %s" % (colour, shown["uses"], expected)
        tokens = {name for names in expected.values() for name in names}
        listed = {name for name, via in shown["tokens"] if via.startswith("takes %s in " % colour)}
        assert listed == tokens, "%s: tokens listed as taking it %s, expected %s" % (colour, sorted(listed), sorted(tokens))
        notes.append("%s lists %d tokens over %d themes" % (colour, len(tokens), len(expected)))
        # Name-like queries: tokens before guides and rules.
        for query in ["layer", "accent", "primary", "surface"]:
            kinds = self.kinds(query)
            if "token" in kinds:
                later = [k for k in kinds if k in ("guide", "rule")]
                assert not later or kinds.index("token") < kinds.index(later[0]), "%r: groups %s" % (query, kinds)
        # Partial and misspelt words suggest tokens; "did you mean" offers names only.
        kinds_of = {r["title"]: r["kind"] for r in self.checks_index()}
        for typo, word in [("primry", "primary"), ("acent", "accent"), ("accentt", "accent")]:
            self.load("search.html?q=" + typo)
            self.checks.wait(lambda: self.js("return !document.getElementById('search-suggest').hidden"), "%r: no 'did you mean'" % typo)
            offered = self.js("return Array.from(document.querySelectorAll('#search-suggest a')).map(a => a.textContent)")
            assert offered and word in offered[0].lower() and kinds_of.get(offered[0]) == "token", \
                "%r: did you mean %s" % (typo, offered)
            assert all(kinds_of.get(o) in ("token", "palette", "image", "guide") for o in offered), "%r offers %s" % (typo, offered)
            notes.append("%s → %s" % (typo, offered[0]))
        # An image once, its names grouped by the themes asking for them.
        image = next(i for i in self.catalogue["images"] if i["themed"])
        self.load("search.html?q=" + urllib.parse.quote(image["value"]))
        self.checks.wait(lambda: self.js("return document.querySelectorAll('#results [data-kind=image] a.result').length > 0"), "no image")
        items = self.js("""return Array.from(document.querySelectorAll('#results [data-kind=image] a.result')).filter(a =>
            a.querySelector('.result-title').textContent === arguments[0]).map(a =>
            Array.from(a.querySelectorAll('.result-value')).map(v => [v.dataset.themes, v.querySelector('code').textContent]))""", image["value"])
        assert len(items) == 1, "%s is listed %d times" % (image["value"], len(items))
        names = {}
        for themes, name in items[0]:
            for theme in themes.split():
                names[theme] = name
        assert names == image["themedNames"], "%s shows %s, expected %s" % (image["value"], names, image["themedNames"])
        assert len(items[0]) == len(set(image["themedNames"].values())), "%s repeats a name: %s" % (image["value"], items[0])
        notes.append("%s once, %d names" % (image["value"], len(items[0])))
        self.load("search.html?q=" + colour)
        self.checks.wait(lambda: self.js("return document.querySelectorAll('#results a.result').length > 0"), "%s finds nothing" % colour)
        self.no_sideways_scroll("search.html?q=" + colour, width)
        self.shot(label, scheme, "search-" + colour)
        return "; ".join(notes)

    def kinds(self, query):
        self.load("search.html?q=" + urllib.parse.quote(query))
        self.checks.wait(lambda: self.js("return document.getElementById('search-status').textContent.length > 0"), "%r: no status" % query)
        return self.js("return Array.from(document.querySelectorAll('#results .result-group')).map(g => g.dataset.kind)")

    def checks_index(self):
        return json.loads((self.site / "search-index.json").read_text())

    # Where you are

    def sections_and_menu(self):
        pages = ["palette.html", "tokens.html", "images.html", "themes/%s.html" % self.themes[0]["id"]]
        guide = sorted(p.relative_to(self.site).as_posix() for p in (self.site / "guides").glob("*.html"))[:1]

        def body(label, width, scheme):
            for page in pages + guide + ["index.html"]:
                self.load(page)
                state = self.js("""
                    const nav = document.querySelector('nav.page-nav');
                    const links = nav ? Array.from(nav.querySelectorAll('a')).map(a => a.getAttribute('href')) : [];
                    return {nav: !!nav, guides: !!document.querySelector('aside.guide-nav'),
                            missing: links.filter(h => !document.getElementById(decodeURIComponent(h.slice(1)))),
                            count: links.length, visible: nav ? nav.getBoundingClientRect().height > 0 : false};""")
                if page in pages:
                    assert state["nav"] and not state["guides"] and state["count"] and not state["missing"] and state["visible"], \
                        "%s at %d px: its sections %s" % (page, width, state)
                else:
                    assert state["guides"] and not state["nav"], "%s: sidebar %s" % (page, state)
                self.menu(page, width)
            if width == 390:
                self.load("tokens.html")
                self.driver.find_element(By.CSS_SELECTOR, ".site-menu > summary").click()
                self.shot(label, scheme, "menu-open")
            return "sections on %d pages; the menu holds %d links and search" % (len(pages), self.menu_links)
        return self.views(body)

    def menu(self, page, width):
        # checkVisibility(): a closed menu's content keeps its boxes but is not rendered.
        links = lambda: self.js("""return Array.from(document.querySelectorAll('.site-header nav a')).map(a => {
            const r = a.getBoundingClientRect();
            return [a.textContent, a.checkVisibility() && r.width > 0 && r.height > 0, r.left >= 0 && r.right <= innerWidth];})""")
        search = lambda: self.js("""const e = document.getElementById('site-search-q'); const r = e.getBoundingClientRect();
            return e.checkVisibility() && r.width > 40 && r.left >= 0 && r.right <= innerWidth""")
        summary = self.driver.find_element(By.CSS_SELECTOR, ".site-menu > summary")
        header = self.js("const h = document.querySelector('.site-header'); return [h.scrollWidth, h.clientWidth, h.getBoundingClientRect().height]")
        assert header[0] <= header[1], "%s at %d px: the header is cut off (%s)" % (page, width, header)
        self.menu_links = len(links())
        if width == 1280:
            assert not summary.is_displayed(), "%s at 1280 px: the Menu button shows" % page
            assert all(shown and inside for _, shown, inside in links()) and search(), "%s at 1280 px: header links %s" % (page, links())
            return
        assert summary.is_displayed() and header[2] <= 64, "%s at 390 px: no Menu button, or a %d px header" % (page, header[2])
        assert not any(shown for _, shown, _ in links()), "%s at 390 px: links show before the menu opens" % page
        summary.click()
        assert all(shown and inside for _, shown, inside in links()) and search(), \
            "%s at 390 px: the open menu shows %s and search %s" % (page, links(), search())
        # Tab into the menu, Escape closes it and gives the focus back to its button.
        ActionChains(self.driver).send_keys(Keys.TAB).perform()
        ActionChains(self.driver).send_keys(Keys.ESCAPE).perform()
        closed = self.js("""const m = document.querySelector('.site-menu');
            return [m.open, document.activeElement === m.querySelector('summary')]""")
        assert closed == [False, True], "%s at 390 px: Escape leaves the menu open=%s, focus on its button=%s" % (page, closed[0], closed[1])

    # Without JavaScript

    def without_javascript(self):
        name = "Blue50" if any(c["name"] == "Blue50" for c in self.catalogue["palette"]) else self.catalogue["palette"][0]["name"]
        self.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        try:
            self.view("light", 390, 844, True)
            self.load("palette.html#c-" + name)
            shown = self.js("""const d = document.getElementById(arguments[0]);
                return getComputedStyle(d).display !== 'none' && d.getBoundingClientRect().height > 0""", "c-" + name)
            assert shown, "without JavaScript palette.html#c-%s does not show its detail" % name
            self.load("tokens.html")
            tops = self.js("""const r = document.querySelector('tr.token-row');
                return Array.from(r.querySelectorAll('td.theme-cell')).map(c => Math.round(c.getBoundingClientRect().top))""")
            assert len(set(tops)) == 1 or len(self.themes) > 3, "without JavaScript the themes are not side by side: %s" % tops
            self.driver.find_element(By.CSS_SELECTOR, ".site-menu > summary").click()
            shown = self.js("return Array.from(document.querySelectorAll('.site-header nav a')).every(a => a.checkVisibility())")
            assert shown, "without JavaScript the menu does not open"
        finally:
            self.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
            self.reset()
        return "palette.html#c-%s opens its detail, themes side by side, the menu opens" % name


def other_pages(checks, site, screenshots, pages):
    """The design on pages other sites have (the app's code: In code, Migration, a Uses column):
    no sideways scroll at 390 or 1280 px, a Uses value labelled on a phone, and axe-core at zero
    violations in both schemes and sizes (screenshots saved)."""
    import check_a11y
    use = UseChecks(checks, site, screenshots)

    def fits():
        def body(label, width, scheme):
            for page in pages:
                use.load(page)
                use.no_sideways_scroll(page, width)
                if width == 390 and page == "tokens.html":
                    labels = use.js("""return Array.from(document.querySelectorAll('tr.token-row td.uses-col')).map(td =>
                        td.querySelector('.cell-label') && td.querySelector('.cell-label').getClientRects().length > 0)""")
                    assert labels and all(labels), "tokens.html at 390 px: a Uses value has no visible label"
                use.shot(label, scheme, page)
            return "%d pages" % len(pages)
        return use.views(body)
    a11y = check_a11y.A11yChecks(checks, site, screenshots)
    a11y.pages = [(page, checks.base, page) for page in pages]
    checks.run("%s: no sideways scroll at 390 or 1280 px, light and dark (screenshots saved)" % ", ".join(pages), fits)
    checks.run("%s: axe-core finds no WCAG 2.1 AA violation, light and dark, 390 and 1280 px" % ", ".join(pages), a11y.axe_everywhere)


def run(checks, site, screenshots, copy):
    use = UseChecks(checks, site, screenshots)
    checks.run("at most one visible copy button per row; a hex shows a Copy hint", use.copy_controls)
    checks.run("a hex copies by click, by its swatch and by Tab and Enter, and says Copied", lambda: use.copy_by_value(copy))
    checks.run("guide code blocks each have a copy button that copies the code", lambda: use.guide_code_blocks(copy))
    checks.run("search: a palette name lists its tokens per theme, tokens first, did-you-mean names only, an image once",
               use.search)
    checks.run("long pages list their own sections; on a phone the header's links and search are in a menu",
               use.sections_and_menu)
    checks.run("without JavaScript a colour's detail opens from its address, and the phone menu opens",
               use.without_javascript)
