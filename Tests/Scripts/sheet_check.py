#!/usr/bin/env python3
"""The worksheet in headless Chromium with JavaScript off (SPEC 10.4).

Usage: sheet_check.py URL OUTDIR

Types a sheet into the textarea and presses Calculate: each line's result beside its number, an
error on its own line while the others compute, the text kept in the field; the calculator's
Expression field uses the sheet's names; the "link to this sheet" opens it in a fresh browser;
axe-core finds no violation on the sheet page (phone and desktop, light and dark). Saves
screenshots of the sheet (phone portrait, phone landscape, desktop, kiosk; light and dark; 200% and
400% zoom of the desktop) in OUTDIR. Prints one "ok: ..." line per check; exits 1 on the first failure.
"""
import os
import sys

from selenium.webdriver.common.by import By

sys.path.insert(0, os.path.dirname(__file__))
from browser_check import check, screenshot, start_browser, submitting, text, typed  # noqa: E402
import page_axe  # noqa: E402
import page_layout  # noqa: E402

SHEET = "# a quote\nprice = 12.50\nqty = 3\nprice * qty\nf(x) = x^2 + 1\nf(qty)\nbad = 1 +\nd2 = 5 km to mi"


def results(driver):
    return [item.text for item in driver.find_elements(By.CSS_SELECTOR, "ol.sheet-results li")]


def main(url, outdir):
    os.makedirs(outdir, exist_ok=True)
    base = url.rstrip("/")
    driver = start_browser()
    try:
        driver.get(base + "/sheet")
        area = driver.find_element(By.CSS_SELECTOR, "textarea#sheet")
        area.clear()
        area.send_keys(SHEET)
        submitting(driver, lambda: driver.find_element(By.CSS_SELECTOR, "main.sheet form button").click())
        lines = results(driver)
        check("price * qty = 37.5 Show steps" in lines, "the line price * qty shows 37.5 beside it", lines)
        check("f(qty) = 10 Show steps" in lines, "a function of the sheet is used on a later line", lines)
        check(any(line.startswith("bad = 1 + Syntax error at 10") for line in lines),
              "a bad line shows its error and position", lines)
        check("d2 = 5 km to mi = 3.10685596118667 mi Show steps" in lines, "the other lines still compute", lines)
        numbers = [item.get_attribute("value") for item in driver.find_elements(By.CSS_SELECTOR, "ol.sheet-results li")]
        check(numbers == ["1", "2", "3", "4", "5", "6", "7", "8"], "each result carries its line's number", numbers)
        check(driver.find_element(By.CSS_SELECTOR, "textarea#sheet").get_attribute("value") == SHEET,
              "the text stays in the field")
        steps = driver.find_element(By.LINK_TEXT, "Show steps").get_attribute("href")
        link = driver.find_element(By.LINK_TEXT, "Link to this sheet").get_attribute("href")
        for name, width, height, scheme in [
            ("sheet-phone", 390, 844, "light"), ("sheet-phone-dark", 390, 844, "dark"),
            ("sheet-landscape", 844, 390, "light"), ("sheet-desktop", 1280, 800, "light"),
            ("sheet-desktop-dark", 1280, 800, "dark"), ("sheet-kiosk", 1920, 1080, "light"),
        ]:
            screenshot(driver, width, height, os.path.join(outdir, name + ".png"), scheme)
        for zoom in (2, 4):
            page_layout.set_viewport(driver, 1280 // zoom, 800 // zoom)
            driver.refresh()
            wide = driver.execute_script("return document.documentElement.scrollWidth <= innerWidth")
            check(wide, f"at {zoom * 100}% zoom the sheet needs no sideways scrolling")
            driver.save_screenshot(os.path.join(outdir, f"sheet-zoom-{zoom * 100}.png"))
        # The calculator's Expression field uses the sheet's names.
        driver.get(base + "/")
        typed(driver, "price * qty + f(2)")
        check(text(driver, "#display") == "42.5", "the Expression field uses the sheet's names", text(driver, "#display"))
        # A link carries the sheet into a fresh browser, which computes it without storing it.
        driver.delete_all_cookies()
        driver.get(link)
        check("price * qty = 37.5 Show steps" in results(driver), "the link opens the sheet in a fresh browser")
        driver.get(steps)
        check(driver.find_element(By.TAG_NAME, "h1").text != "", "a line's steps page opens")
    finally:
        driver.quit()
    check_axe(base, link)
    print("ok: all sheet checks passed")


def check_axe(base, link):
    """axe-core (page scripts on, which it needs) on the sheet with results."""
    driver = start_browser(javascript=True)
    try:
        source = page_axe.axe_source()
        for scheme in ("light", "dark"):
            for width, height in ((390, 844), (1280, 800)):
                page_layout.set_color_scheme(driver, scheme)
                page_layout.set_viewport(driver, width, height)
                driver.get(link)
                version, violations = page_axe.run_axe(driver, source)
                check(not violations, f"axe-core {version}: 0 violations on the sheet, {width}x{height} {scheme}",
                      "\n" + page_axe.describe(violations))
    finally:
        driver.quit()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
