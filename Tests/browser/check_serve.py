#!/usr/bin/env python3
"""Checks `themebook serve`'s live reload and error overlay in headless Chromium.

Usage: check_serve.py BASE_URL GUIDE_FILE

BASE_URL is a running `themebook serve` (http://127.0.0.1:PORT/) whose site has the guide
GUIDE_FILE as guides/intro.html. The script opens that page, rewrites the guide on disk, and
checks that the open page reloads by itself, shows the overlay over the last good page when the
guide breaks, closes it with its button, and drops it when the guide is fixed; then opens more
tabs than a browser's six connections per host and checks that every one reloads on one edit,
sharing one event stream, while another page still loads at once. Prints one line
per check and `Serve: P/T checks passed`. Exit status: 0 when every check passed, 1 when one
failed, 2 when Chromium, chromedriver or Selenium is missing.
"""

import pathlib
import signal
import sys
import time
import traceback

from check_site import start_browser

WAIT_SECONDS = 30


def guide(words, token="layer1"):
    return "---\ntitle: Intro\n---\n# Intro\n\n%s on <token:%s>.\n" % (words, token)


def wait_until(driver, condition, what):
    deadline = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < deadline:
        try:
            if driver.execute_script(condition):
                return
        except Exception:  # the page is reloading
            pass
        time.sleep(0.1)
    raise AssertionError("timed out waiting until %s" % what)


def main():
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[2])
        return 2
    base, path = sys.argv[1], pathlib.Path(sys.argv[2])
    driver = start_browser()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(3))
    passed = total = 0

    def check(name, body):
        nonlocal passed, total
        total += 1
        try:
            body()
            passed += 1
            print("ok   %s" % name)
        except Exception as error:  # one failed check must not hide the others
            print("FAIL %s: %s" % (name, error))
            traceback.print_exc(limit=1)

    def mark():
        driver.execute_script("window.__themebookMarker = 1")

    reloaded = "window.__themebookMarker === undefined && document.readyState === 'complete'"
    main_text = "(document.querySelector('main') || document.body).innerText"
    overlay = "document.getElementById('themebook-overlay')"

    def edit_reloads():
        mark()
        path.write_text(guide("Reloaded words"))
        wait_until(driver, "return %s && %s.includes('Reloaded words')" % (reloaded, main_text), "the page reloaded itself")

    def broken_shows_overlay():
        mark()
        path.write_text(guide("Broken words", token="layer9"))
        wait_until(driver, "return %s && !!%s" % (reloaded, overlay), "the overlay appeared")
        text = driver.execute_script("return %s.innerText" % overlay)
        assert "[unknown-token]" in text and "layer9" in text, text
        shown = driver.execute_script("const r = %s.getBoundingClientRect(); return r.height > 20 && r.top <= 0" % overlay)
        assert shown, "the overlay is not on screen"
        page = driver.execute_script("return %s" % main_text)
        assert "Reloaded words" in page and "Broken words" not in page, page

    def close_button():
        driver.execute_script("%s.querySelector('[data-themebook-dismiss]').click()" % overlay)
        assert driver.execute_script("return !%s" % overlay), "the overlay is still there"

    def fix_removes_overlay():
        mark()
        path.write_text(guide("Fixed words"))
        wait_until(driver, "return %s && %s.includes('Fixed words') && !%s" % (reloaded, main_text, overlay),
                   "the page reloaded without the overlay")

    def many_tabs_reload():
        # Nine tabs of the site: with one connection held per tab, the seventh would wait.
        first = driver.current_window_handle
        for _ in range(8):
            driver.switch_to.new_window("tab")
            driver.get(base + "guides/intro.html")
            wait_until(driver, "return document.readyState === 'complete'", "a new tab loaded")
        handles = driver.window_handles
        for handle in handles:
            driver.switch_to.window(handle)
            mark()
        path.write_text(guide("Every tab words"))
        for handle in handles:
            driver.switch_to.window(handle)
            wait_until(driver, "return %s && %s.includes('Every tab words')" % (reloaded, main_text),
                       "tab %d of %d reloaded" % (handles.index(handle) + 1, len(handles)))
        driver.switch_to.new_window("tab")
        started = time.monotonic()
        driver.get(base + "tokens.html")
        took = time.monotonic() - started
        assert took < 5, "a page took %.1f s to load with %d tabs open" % (took, len(handles))
        assert "SharedWorker" in driver.execute_script("return String(window.SharedWorker)"), "no shared worker here"
        driver.switch_to.window(first)

    def no_errors():
        entries = [e for e in driver.get_log("browser")
                   if e["level"] == "SEVERE" and "favicon.ico" not in e["message"]]
        assert not entries, entries

    try:
        driver.get(base + "guides/intro.html")
        wait_until(driver, "return document.readyState === 'complete'", "the page loaded")
        check("an edit reloads the open page", edit_reloads)
        check("a broken reference shows the overlay over the last good page", broken_shows_overlay)
        check("the overlay closes with its button", close_button)
        check("a fix reloads the page without the overlay", fix_removes_overlay)
        check("nine tabs all reload on one edit, and a tenth page loads at once", many_tabs_reload)
        check("no JavaScript errors", no_errors)
    finally:
        driver.quit()
    print("Serve: %d/%d checks passed" % (passed, total))
    return 0 if passed == total else 1


if __name__ == "__main__":
    sys.exit(main())
