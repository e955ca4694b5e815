#!/usr/bin/env python3
"""Checks the app's code on a site built with `appCode` (issue 49) in headless Chromium: the
tokens page's Uses column, its order by use (fewest first) and its unused-only view; the In code
page's filter; the order coming back; and without JavaScript every row in its category and no
dead control. No page logs a JavaScript error.

Usage: check_uses.py [--screenshots FOLDER] SITE_FOLDER

The site's design holds on these pages too: no sideways scroll at 390 or 1280 px and axe-core at
zero violations in both colour schemes (check_design_use.other_pages).

Run by BrowserTests.swift on the app-code fixture. Prints one line per check and
`Uses: P/T checks passed`; exit status 0 when every check passed, 1 when one failed, 2 when
Chromium, chromedriver or Selenium is missing.
"""

import pathlib
import signal
import sys


class UsesChecks:
    def __init__(self, checks):
        self.checks = checks
        self.driver = checks.driver
        self.tokens = checks.catalogue["appCode"]["tokens"]

    def load(self, page):
        self.checks.open(page)
        self.checks.wait(lambda: self.driver.execute_script("return document.readyState") == "complete", "%s did not load" % page)

    def rows(self):
        """[(name, uses, visible)] of the tokens table in page order."""
        return self.driver.execute_script("""
            return Array.from(document.querySelectorAll('#token-table tr.token-row, #code-token-table tr.token-row')).map(r =>
              [r.querySelector('th code').textContent, parseInt(r.dataset.uses, 10), r.getClientRects().length > 0]);""")

    def choose(self, value):
        self.driver.execute_script(
            "const s = document.getElementById('uses-order'); s.value = arguments[0]; s.dispatchEvent(new Event('change'));", value)

    def counts(self):
        self.load("tokens.html")
        rows = self.rows()
        assert len(rows) == len(self.tokens), "%d rows for %d tokens" % (len(rows), len(self.tokens))
        wrong = [(name, uses) for name, uses, _ in rows if uses != len(self.tokens[name])]
        assert not wrong, "use counts differ from catalogue.json: %s" % wrong
        shown = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#token-table td.uses-col a')).map(a => a.textContent)")
        assert shown == [str(uses) for _, uses, _ in rows], "the Uses column reads %s" % shown
        return "%d tokens, counts as catalogue.json" % len(rows)

    def by_use(self):
        self.load("tokens.html")
        before = [name for name, _, _ in self.rows()]
        assert self.driver.find_element("id", "uses-order").is_displayed(), "the order control is hidden with JavaScript on"
        self.choose("uses")
        rows = self.rows()
        uses = [u for _, u, _ in rows]
        assert uses == sorted(uses), "fewest uses first gives %s" % uses
        assert all(visible for _, _, visible in rows), "a row is hidden in the order by use"
        headers = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#token-table tbody.category')).filter(g => g.getClientRects().length).length")
        assert headers == 0, "%d category groups still show in the order by use" % headers
        self.choose("category")
        after = [name for name, _, _ in self.rows()]
        assert after == before, "back to categories gives %s, not %s" % (after, before)
        return "%s first; back in category order" % rows[0][0]

    def unused_only(self):
        self.load("tokens.html")
        self.choose("unused")
        shown = [name for name, _, visible in self.rows() if visible]
        expected = [name for name, uses in self.tokens.items() if not uses]
        assert sorted(shown) == sorted(expected), "unused only shows %s, expected %s" % (shown, expected)
        box = self.driver.find_element("id", "token-filter")
        self.choose("uses")
        box.send_keys("layer")
        self.checks.wait(lambda: all(name.startswith("layer") for name, _, v in self.rows() if v), "the filter does not narrow the order by use")
        return "%s" % ", ".join(shown)

    def code_page(self):
        self.load("code.html")
        rows = self.rows()
        uses = [u for _, u, _ in rows]
        assert uses == sorted(uses) and uses[0] == 0, "the In code page's order is %s" % uses
        box = self.driver.find_element("id", "token-filter")
        box.send_keys("unused")
        self.checks.wait(lambda: [n for n, u, v in self.rows() if v] == [n for n, u, _ in rows if u == 0],
                         "filtering 'unused' shows %s" % [n for n, _, v in self.rows() if v])
        return "%d tokens, unused first, 'unused' filters" % len(rows)

    def without_javascript(self):
        self.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        try:
            self.load("tokens.html")
            rows = self.rows()
            assert all(visible for _, _, visible in rows), "without JavaScript a row is hidden"
            assert not self.driver.find_element("id", "uses-order").is_displayed(), "a dead order control shows without JavaScript"
            self.load("code.html")
            uses = [u for _, u, _ in self.rows()]
            assert uses == sorted(uses), "without JavaScript the In code page is not in order of use: %s" % uses
        finally:
            self.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
        return "every row shows, no control; the In code page is in order"


def main():
    arguments = sys.argv[1:]
    screenshots = None
    if arguments[:1] == ["--screenshots"] and len(arguments) >= 2:
        screenshots = pathlib.Path(arguments[1]).resolve()
        arguments = arguments[2:]
    if len(arguments) != 1:
        print("Usage: check_uses.py [--screenshots FOLDER] SITE_FOLDER")
        return 2
    import check_site
    site = pathlib.Path(arguments[0]).resolve()
    if not (site / "code.html").is_file():
        print("Uses: %s is not a site built with appCode (no code.html)" % site)
        return 2
    driver = check_site.start_browser()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(3))
    try:
        with check_site.Server(site) as server:
            checks = check_site.Checks(driver, site, server.base)
            uses = UsesChecks(checks)
            checks.run("tokens.html: the Uses column gives each token's count", uses.counts)
            checks.run("tokens.html: fewest uses first, categories hidden, and back", uses.by_use)
            checks.run("tokens.html: unused tokens only, and the filter in the order by use", uses.unused_only)
            checks.run("code.html: unused first, the filter finds 'unused'", uses.code_page)
            checks.run("without JavaScript: every row, no dead control", uses.without_javascript)
            checks.run("tokens.html, code.html and migration.html log no JavaScript error",
                       lambda: checks.no_errors(["tokens.html", "code.html", "migration.html"]))
            # The site's design holds on these pages too (check_design_use.py).
            import check_design_use
            check_design_use.other_pages(checks, site, screenshots or site.parent / "screenshots",
                                         ["tokens.html", "code.html", "migration.html"])
    finally:
        driver.quit()
    print("Uses: %d/%d checks passed" % (checks.passed, checks.total))
    return 0 if checks.passed == checks.total else 1


if __name__ == "__main__":
    sys.exit(main())
