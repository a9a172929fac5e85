#!/usr/bin/env python3
"""Numbers in the visitor's format in headless Chromium with JavaScript off (issue 30).

Usage: locale_check.py URL OUTDIR

For German and French (Chromium started with --lang and that Accept-Language): the decimal key
shows a comma; the keys 1 , 5 + 1 = show 2,5; a typed 1,5+1 shows 2,5; 1234,5*1000 shows 1.234.500
(German) or 1 234 500 (French, narrow no-break spaces); the long message of a typed `1 km m` is
whole in the display at every size of page_layout.SIZES; a typed 1.234 in German is refused with
both ways written out (in German); axe-core finds no violation on the page, the help page and a
steps page in that language (phone, light and dark). Then the
page's Number format choice (English) overrides the browser's language. Saves German screenshots
(phone portrait, desktop) in OUTDIR. Prints one "ok: ..." line per check; exits 1 on the first failure.
"""
import os
import sys

from selenium.webdriver.common.by import By

sys.path.insert(0, os.path.dirname(__file__))
from browser_check import check, press, screenshot, start_browser, submitting, text, typed  # noqa: E402
import page_axe  # noqa: E402
import page_layout  # noqa: E402


def check_language(url, language, outdir):
    driver = start_browser(f"--lang={language}", f"--accept-lang={language}")
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setExtraHTTPHeaders", {"headers": {"Accept-Language": language}})
    try:
        driver.get(url)
        point = driver.find_element(By.CSS_SELECTOR, 'button[name=key][value="."]')
        check(point.text.startswith(","), f"{language}: the decimal key shows a comma", point.text)
        for key in ["CL", "1", ".", "5", "+", "1", "="]:
            press(driver, key)
        check(text(driver, "#display") == "2,5", f"{language}: the keys 1 , 5 + 1 = show 2,5", text(driver, "#display"))
        typed(driver, "1,5+1")
        check(text(driver, "#display") == "2,5", f"{language}: a typed 1,5+1 shows 2,5", text(driver, "#display"))
        typed(driver, "1234,5*1000")
        expected = "1.234.500" if language == "de" else "1\u202f234\u202f500"
        check(text(driver, "#display") == expected, f"{language}: 1234,5*1000 shows {expected!r}",
              text(driver, "#display"))
        # A long message in the language (French: 93 characters, under the caret line) is whole in the
        # display at every size, not cut at the top.
        typed(driver, "1 km m")
        for name, width, height in page_layout.SIZES:
            page_layout.set_viewport(driver, width, height)
            facts = page_layout.facts(driver)
            check(facts["error"] and facts["displayFits"] and facts["displayWhole"],
                  f"{language}: the message of 1 km m is whole at {name} {width}x{height}", facts["display"])
        page_layout.set_viewport(driver, 390, 844)
        typed(driver, "1234,5*1000")
        if language == "de":
            typed(driver, "1.234")
            check("1234 oder 1,234" in text(driver, "#display"),
                  "de: a typed 1.234 is refused with both ways written out", text(driver, "#display"))
            typed(driver, "1234,5*1000")
            screenshot(driver, 390, 844, os.path.join(outdir, "german-portrait.png"))
            screenshot(driver, 1280, 800, os.path.join(outdir, "german-desktop.png"))
        check_axe(url, language, driver.get_cookies())
        # The page's choice wins over the browser's language, and stays.
        select = driver.find_element(By.CSS_SELECTOR, "select#locale")
        select.find_element(By.CSS_SELECTOR, 'option[value="en"]').click()
        submitting(driver, lambda: driver.find_element(By.CSS_SELECTOR, ".settings button").click())
        check(text(driver, "#display") == "1,234,500", f"{language}: choosing English shows 1,234,500",
              text(driver, "#display"))
        driver.get(url)
        check(text(driver, "#display") == "1,234,500", f"{language}: the choice stays in the session",
              text(driver, "#display"))
    finally:
        driver.quit()


def check_axe(url, language, cookies):
    """axe-core (page scripts on, which it needs) on the same session's page, phone, light and dark."""
    driver = start_browser(f"--lang={language}", f"--accept-lang={language}", javascript=True)
    try:
        driver.get(url)
        for cookie in cookies:
            driver.add_cookie({"name": cookie["name"], "value": cookie["value"], "path": "/"})
        source = page_axe.axe_source()
        for scheme in ("light", "dark"):
            page_layout.set_color_scheme(driver, scheme)
            page_layout.set_viewport(driver, 390, 844)
            driver.get(url)
            check(text(driver, "#display") != "0", f"{language}: axe sees the session's page", text(driver, "#display"))
            version, violations = page_axe.run_axe(driver, source)
            check(not violations, f"{language}: axe-core {version}: 0 violations, {scheme}",
                  "\n" + page_axe.describe(violations))
            for path in (f"/help.{language}.html", "/steps?expr=1%2F3%2B1%2C5&locale=" + language):
                driver.get(url.rstrip("/") + path)
                check(driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == language,
                      f"{language}: {path} is in {language}")
                version, violations = page_axe.run_axe(driver, source)
                check(not violations, f"{language}: axe-core {version}: 0 violations on {path}, {scheme}",
                      "\n" + page_axe.describe(violations))
    finally:
        driver.quit()


def main(url, outdir):
    os.makedirs(outdir, exist_ok=True)
    for language in ("de", "fr"):
        check_language(url, language, outdir)
    print("ok: all locale checks passed")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
