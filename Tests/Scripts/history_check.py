#!/usr/bin/env python3
"""Back and Reload in headless Chromium with JavaScript off: never an error page, never a
resubmission prompt, never a key applied twice.

Usage: history_check.py URL

With the calculator served at URL it presses 1 + 2 = and then:
  1. reloads: the page still shows 3 and the same seq (nothing was applied again);
  2. goes Back twice and Forward once: each time a calculator page, either an earlier one from
     the browser's back/forward cache or the current state fetched again, never an error page;
  3. presses + on the page reached that way: a page from the cache carries an old seq, so the
     key is refused with the out-of-date notice and the current state (3) is shown; then
     + 4 = gives 7 with every key applied exactly once (seq 7);
  4. opens the help page, goes Back, reloads: the calculator, still 7 and seq 7.
Prints one "ok: ..." line per check; exits 1 with "FAIL: ..." on the first failure.
"""
import os
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.wait import WebDriverWait
from selenium.common.exceptions import WebDriverException

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_check import check, start_browser, submitting, press  # noqa: E402


def state(driver):
    """(display, seq) of the calculator page shown, or None on any other page (an error page)."""
    displays = driver.find_elements(By.ID, "display")
    seqs = driver.find_elements(By.CSS_SELECTOR, 'input[name="seq"]')
    if not displays or not seqs:
        return None
    return displays[0].text, seqs[0].get_attribute("value")


def settled(driver, navigate):
    """Runs a navigation (back, forward, refresh) and waits for a complete document."""
    navigate()
    WebDriverWait(driver, 10, ignored_exceptions=(WebDriverException,)).until(
        lambda d: d.execute_script("return document.readyState") == "complete")


def press_any(driver, value):
    """Clicks a key and waits for the next page, whether or not the key changes the seq."""
    marker = driver.find_element(By.ID, "display")
    driver.find_element(By.CSS_SELECTOR, f'button[name=key][value="{value}"]').click()
    WebDriverWait(driver, 10, ignored_exceptions=(WebDriverException,)).until(
        lambda d: _replaced(marker) and d.execute_script("return document.readyState") == "complete")


def _replaced(element):
    """Whether element belongs to a document that has been replaced."""
    try:
        element.is_enabled()
        return False
    except WebDriverException:
        return True


def main():
    url = sys.argv[1]
    driver = start_browser("--ignore-certificate-errors")  # harmless over http; lets https tests use a throwaway certificate
    try:
        driver.get(url)
        for key in ["1", "+", "2", "="]:
            press(driver, key)
        check(state(driver) == ("3", "4"), "1 + 2 = shows 3 at seq 4", state(driver))

        settled(driver, driver.refresh)
        check(state(driver) == ("3", "4"), "Reload shows the calculator again and applies nothing", state(driver))

        earlier = {("0", "0"), ("1", "1"), ("1", "2"), ("2", "3"), ("3", "4")}
        settled(driver, driver.back)
        check(state(driver) in earlier, "Back shows the calculator, not an error page", state(driver))
        settled(driver, driver.back)
        check(state(driver) in earlier, "Back again shows the calculator", state(driver))
        settled(driver, driver.forward)
        check(state(driver) in earlier, "Forward shows the calculator", state(driver))

        cached = state(driver) != ("3", "4")
        press_any(driver, "+")
        if cached:
            notice = driver.find_element(By.ID, "notice").text
            check(notice == "That page was out of date; nothing was changed." and state(driver) == ("3", "4"),
                  "a key on a page from the cache is refused with the notice and the current state", (notice, state(driver)))
            press(driver, "+")
        for key in ["4", "="]:
            press(driver, key)
        check(state(driver) == ("7", "7"), "keys pressed after Back apply once each: 3 + 4 = 7", state(driver))

        help_link = driver.find_element(By.CSS_SELECTOR, 'a[href="/help.html"]')
        settled(driver, help_link.click)
        check("/help.html" in driver.current_url, "the help page opens", driver.current_url)
        settled(driver, driver.back)
        check(state(driver) == ("7", "7"), "Back from the help page shows the calculator", state(driver))
        settled(driver, driver.refresh)
        check(state(driver) == ("7", "7"), "and Reload there applies nothing", state(driver))
        print("info: Back was served from the back/forward cache" if cached else "info: Back fetched the page again")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
