#!/usr/bin/env python3
"""Drives the calculator in headless Chromium with JavaScript off, as a user would.

Usage: browser_check.py URL OUTDIR

With the calculator served at URL it:
  1. proves JavaScript is off (a data: page whose script would change the title does not);
  2. clicks 7 + 9 = sqrt and reads #display (4) and #expression (√(7 + 9) =);
  3. checks the pressed button comes back focused (autofocus, no script needed);
  4. types 2^10 into #expr, presses Enter and reads 1024 (the typed field keeps focus);
  5. saves OUTDIR/portrait.png (390x844, standard keys only) and
     OUTDIR/landscape.png (1024x640, scientific keys shown too).
Prints one "ok: ..." line per check; exits 1 with "FAIL: ..." on the first failure.
Needs chromium, /usr/bin/chromedriver and selenium (pip). Runs as root (--no-sandbox).
"""
import os
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.wait import WebDriverWait


def check(condition, message, seen=None):
    """Prints "ok: message", or "FAIL: message (seen: ...)" and exits 1."""
    if not condition:
        print("FAIL: " + message + ("" if seen is None else f" (seen: {seen!r})"))
        sys.exit(1)
    print("ok: " + message)


def start_browser(*extra_arguments):
    """Headless Chromium with page scripts off; extra_arguments are added switches (such as
    --ignore-certificate-errors for a test's self-signed certificate)."""
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1024,768") + extra_arguments:
        options.add_argument(argument)
    # Page scripts off (--disable-javascript does NOT do that). WebDriver's own helper scripts, such as
    # get_attribute and is_displayed, still run: chromedriver sends them over DevTools, not through the page.
    options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=options)


def submitting(driver, action):
    """Runs action (a click or Enter) and waits until the answer to that POST is shown.

    Every applied POST advances the page's hidden seq, so the wait polls for a new seq; errors
    from polling a page that is being replaced (stale elements, a context torn down mid-call)
    are part of the wait, not failures."""
    old_seq = driver.find_element(By.CSS_SELECTOR, 'input[name="seq"]').get_attribute("value")
    action()
    WebDriverWait(driver, 10, ignored_exceptions=(WebDriverException,)).until(
        lambda d: d.find_element(By.CSS_SELECTOR, 'input[name="seq"]').get_attribute("value") != old_seq)


def press(driver, value):
    button = driver.find_element(By.CSS_SELECTOR, f'button[name=key][value="{value}"]')
    submitting(driver, button.click)


def text(driver, selector):
    return driver.find_element(By.CSS_SELECTOR, selector).text


def focused(driver, attribute, expected):
    """The focused element's attribute, waiting (up to 10 s) for the new page to apply autofocus."""
    try:
        WebDriverWait(driver, 10).until(
            lambda d: d.switch_to.active_element.get_attribute(attribute) == expected)
    except Exception:
        pass
    return driver.switch_to.active_element.get_attribute(attribute)


def screenshot(driver, url, width, height, path):
    """Emulates a viewport of width x height CSS pixels, reloads and saves a PNG of it."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    driver.get(url)
    check(driver.save_screenshot(path), f"saved {path} ({width}x{height})")
    return driver.find_element(By.CSS_SELECTOR, ".pad.sci").is_displayed()


def main(url, outdir):
    driver = start_browser()
    driver.implicitly_wait(5)
    try:
        driver.get("data:text/html,<title>off</title><script>document.title='on'</script>")
        check(driver.title == "off", "JavaScript is off (the page script did not run)")

        driver.get(url)
        check(text(driver, "#display") == "0", "a fresh calculator shows 0")
        for key in ["7", "+", "9", "=", "sqrt"]:
            press(driver, key)
            value = focused(driver, "value", key)
            check(value == key, f"the pressed key {key} has focus after the POST", value)
        display, expression = text(driver, "#display"), text(driver, "#expression")
        check(display == "4", "7 + 9 = sqrt shows 4", display)
        check(expression == "√(7 + 9) =", "the expression line reads √(7 + 9) =", expression)

        field = driver.find_element(By.CSS_SELECTOR, "input#expr")
        field.clear()
        field.send_keys("2^10")
        submitting(driver, lambda: field.send_keys(Keys.ENTER))
        display = text(driver, "#display")
        check(display == "1024", "typed 2^10 and Enter shows 1024", display)
        check(focused(driver, "id", "expr") == "expr", "the typed field keeps focus")

        os.makedirs(outdir, exist_ok=True)
        portrait_sci = screenshot(driver, url, 390, 844, os.path.join(outdir, "portrait.png"))
        check(not portrait_sci, "portrait shows the standard keys only")
        landscape_sci = screenshot(driver, url, 1024, 640, os.path.join(outdir, "landscape.png"))
        check(landscape_sci, "landscape shows the scientific keys")
    finally:
        driver.quit()


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
