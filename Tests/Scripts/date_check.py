#!/usr/bin/env python3
"""The date page in headless Chromium with JavaScript off (SPEC 10.7).

Usage: date_check.py URL OUTDIR

Fills the two dates of the first form and counts the days; fills a date and a month and works out
the date; a wrong month is named at its field; axe-core finds no violation (phone and desktop,
light and dark). Saves screenshots in OUTDIR. Prints one "ok: ..." line per check; exits 1 on the
first failure.
"""
import os
import sys

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(__file__))
from browser_check import check, screenshot, start_browser  # noqa: E402
import page_axe  # noqa: E402
import page_layout  # noqa: E402


def fill(driver, values):
    for name, value in values.items():
        field = driver.find_element(By.ID, name)
        field.clear()
        field.send_keys(value)


def shown(driver, selector):
    """The text of the element, waiting (up to 10 s) for the answering page to show it."""
    WebDriverWait(driver, 10, ignored_exceptions=(WebDriverException,)).until(
        lambda d: d.find_element(By.CSS_SELECTOR, selector).text)
    return driver.find_element(By.CSS_SELECTOR, selector).text


def main(url, outdir):
    os.makedirs(outdir, exist_ok=True)
    base = url.rstrip("/")
    driver = start_browser()
    try:
        driver.get(base + "/date")
        fill(driver, {"from-day": "1", "from-month": "3", "from-year": "2025",
                      "to-day": "30", "to-month": "5", "to-year": "2025"})
        driver.find_element(By.CSS_SELECTOR, "form.dates-form button").click()
        answer = shown(driver, ".answer")
        check("90 days" in answer and "2 months and 29 days" in answer, "the days between two dates", answer)
        driver.get(base + "/date")
        fill(driver, {"start-day": "31", "start-month": "1", "start-year": "2024", "months": "1"})
        driver.find_elements(By.CSS_SELECTOR, "form.dates-form button")[1].click()
        answer = shown(driver, ".answer")
        check("becomes Thursday, February 29, 2024 (2024-02-29)" in answer, "a date plus a month keeps to the month's end", answer)
        driver.get(base + "/date")
        fill(driver, {"from-day": "1", "from-month": "13", "from-year": "2025",
                      "to-day": "1", "to-month": "1", "to-year": "2025"})
        driver.find_element(By.CSS_SELECTOR, "form.dates-form button").click()
        check(shown(driver, "#from-error") == "Month must be 1 to 12", "a wrong month is named")
        check(driver.find_element(By.ID, "from-month").get_attribute("aria-invalid") == "true",
              "the wrong field is marked invalid")
        for name, width, height, scheme in [("date-phone", 390, 844, "light"), ("date-desktop-dark", 1280, 800, "dark")]:
            screenshot(driver, width, height, os.path.join(outdir, name + ".png"), scheme)
    finally:
        driver.quit()
    driver = start_browser(javascript=True)
    try:
        source = page_axe.axe_source()
        for scheme in ("light", "dark"):
            for width, height in ((390, 844), (1280, 800)):
                page_layout.set_color_scheme(driver, scheme)
                page_layout.set_viewport(driver, width, height)
                driver.get(base + "/date?calc=between&from-day=1&from-month=13&from-year=2025")
                version, violations = page_axe.run_axe(driver, source)
                check(not violations, f"axe-core {version}: 0 violations on the date page, {width}x{height} {scheme}",
                      "\n" + page_axe.describe(violations))
    finally:
        driver.quit()
    print("ok: all date checks passed")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
