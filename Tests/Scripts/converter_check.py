#!/usr/bin/env python3
"""The unit converter (/convert) in headless Chromium with JavaScript off, as a visitor uses it.

Usage: converter_check.py URL OUTDIR

With the calculator served at URL it:
  1. fills the empty form (the value field has the focus) and presses Convert: 100 °F = 37.7777777777778 °C,
     the exact fraction, the answer's address a link with the form's fields;
  2. converts with Enter in the value field, then swaps: 5 km = 3.10685596118667 mi, 5 mi = 8.04672 km;
  3. a mismatch (km to s) is named at the To list, which is invalid, focused and described by the message;
     correcting it converts; "Show steps" and "Use in calculator" open the calculation there;
  4. a German browser types 2,5 and reads 2,5 km = 1,55342798059333 mi in German;
  5. at every size of page_layout.SIZES, on answers and mistakes (in English and German): nothing scrolls
     sideways, every control is at least 44 x 44 px, the answer's text is inside its box and in view at the
     top, and on a mistake the focused control and its message are in view;
  6. zoomed to 200%, 300% and 400% (a 1280x800 window): the same, the answer in view as the page opens and,
     on a mistake, the focused list and its message in view;
  7. axe-core (WCAG 2.2 A/AA) on the empty form, an answer, a mistake and the German page, light and dark,
     phone and desktop: 0 violations, and every control's edge contrasts 3:1 with the page;
  8. saves OUTDIR/converter-{phone,landscape,desktop,kiosk}[-dark].png and converter-zoom-{200,400}.png
     of an answer (5 km to mi).
Prints one "ok: ..." line per check; exits 1 with "FAIL: ..." on the first failure.
"""
import os
import sys
from urllib.parse import parse_qs, urlparse

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.select import Select
from selenium.webdriver.support.wait import WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_check import check, check_javascript_is_off, replaced, screenshot, start_browser, text  # noqa: E402
import page_axe  # noqa: E402
import page_layout  # noqa: E402

ANSWER = "#convert-result"

# What a visitor sees of the converter as laid out: sideways scroll, small controls, the answer's box.
FACTS = """
const visible = c => { const r = c.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
const small = [...document.querySelectorAll('button, input:not([type=hidden]), select')].filter(visible)
  .map(c => { const r = c.getBoundingClientRect(); return [c.id || c.textContent.trim(), Math.round(r.width), Math.round(r.height)]; })
  .filter(c => Math.min(c[1], c[2]) < 44);
const answer = document.querySelector('#convert-result');
const box = answer && answer.closest('.answer').getBoundingClientRect();
const shown = answer && answer.getBoundingClientRect();
const error = document.querySelector('#convert-error');
const focused = document.activeElement;
const inView = r => r.top >= 0 && r.bottom <= innerHeight;
return {
  sideways: document.documentElement.scrollWidth > innerWidth,
  small: small,
  answerInside: !answer || (shown.left >= box.left - 1 && shown.right <= box.right + 1 && answer.scrollWidth <= answer.clientWidth + 1),
  answerTop: answer ? Math.round(shown.top) : null,
  answerInView: !answer || (shown.top >= 0 && shown.top + 24 <= innerHeight),
  focus: focused ? focused.id : null,
  focusInView: !focused || focused === document.body || inView(focused.getBoundingClientRect()),
  errorInView: !error || inView(error.getBoundingClientRect()),
};
"""


def converting(driver, action):
    """Runs action (a click or Enter) and waits until the page it submits has replaced this one."""
    old = driver.find_element(By.TAG_NAME, "html")
    action()
    WebDriverWait(driver, 10).until(lambda d: replaced(old))
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")


def fill(driver, value, unit_from=None, unit_to=None):
    field = driver.find_element(By.ID, "convert-value")
    field.clear()
    field.send_keys(value)
    if unit_from:
        Select(driver.find_element(By.ID, "convert-from")).select_by_value(unit_from)
    if unit_to:
        Select(driver.find_element(By.ID, "convert-to")).select_by_value(unit_to)


def check_form(driver, url):
    driver.get(url + "convert")
    check(driver.switch_to.active_element.get_attribute("id") == "convert-value",
          "the empty form focuses the value field")
    check(not driver.find_elements(By.CSS_SELECTOR, ANSWER), "the empty form shows no answer")
    fill(driver, "100", "°F", "°C")
    converting(driver, lambda: driver.find_element(By.CSS_SELECTOR, ".actions .eq").click())
    check(text(driver, ANSWER) == "100 °F = 37.7777777777778 °C", "Convert: 100 °F = 37.7777777777778 °C",
          text(driver, ANSWER))
    check(text(driver, ".exact") == "Exactly 340/9 °C", "the exact fraction is shown", text(driver, ".exact"))
    query = parse_qs(urlparse(driver.current_url).query)
    check(query.get("value") == ["100"] and query.get("from") == ["°F"] and query.get("to") == ["°C"],
          "the answer's address is a link with the form's fields", driver.current_url)
    check(driver.title.startswith("100 °F = 37.7777777777778 °C – "), "the title starts with the answer",
          driver.title)
    fill(driver, "5", "km", "mi")
    converting(driver, lambda: driver.find_element(By.ID, "convert-value").send_keys(Keys.ENTER))
    check(text(driver, ANSWER) == "5 km = 3.10685596118667 mi", "Enter in the value converts: 5 km to mi",
          text(driver, ANSWER))
    check("swap" not in driver.current_url, "Enter converts, it does not swap", driver.current_url)
    converting(driver, lambda: driver.find_element(By.CSS_SELECTOR, 'button[name="swap"]').click())
    check(text(driver, ANSWER) == "5 mi = 8.04672 km", "Swap: 5 mi = 8.04672 km", text(driver, ANSWER))
    selected = [Select(driver.find_element(By.ID, i)).first_selected_option.get_attribute("value")
                for i in ("convert-from", "convert-to")]
    check(selected == ["mi", "km"], "after Swap From is mi and To is km", selected)
    # A mismatch, named at the To list; corrected, it converts.
    fill(driver, "5", "km", "s")
    converting(driver, lambda: driver.find_element(By.CSS_SELECTOR, ".actions .eq").click())
    check(text(driver, "#convert-error") == "Units do not match at 6: km and s",
          "a mismatch is named next to the To list", text(driver, "#convert-error"))
    to = driver.find_element(By.ID, "convert-to")
    check(to.get_attribute("aria-invalid") == "true" and to.get_attribute("aria-describedby") == "convert-error",
          "the To list is invalid and described by the message")
    check(driver.switch_to.active_element.get_attribute("id") == "convert-to", "the To list has the focus")
    name, description = page_layout.focused_ax_node(driver) or ("", "")
    check(description == "Units do not match at 6: km and s", "the focused list is described by the message",
          (name, description))
    Select(to).select_by_value("m")
    converting(driver, lambda: driver.find_element(By.CSS_SELECTOR, ".actions .eq").click())
    check(text(driver, ANSWER) == "5 km = 5,000 m", "corrected, it converts: 5 km = 5,000 m", text(driver, ANSWER))
    converting(driver, lambda: driver.find_element(By.LINK_TEXT, "Show steps").click())
    check(text(driver, ".working .result") == "5,000 m", "Show steps opens the working", text(driver, ".working .result"))
    driver.back()
    converting(driver, lambda: driver.find_element(By.LINK_TEXT, "Use in calculator").click())
    check(text(driver, "#display") == "5,000 m", "Use in calculator evaluates it in the calculator",
          text(driver, "#display"))


def check_german(url):
    driver = start_browser("--lang=de", "--accept-lang=de")
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setExtraHTTPHeaders", {"headers": {"Accept-Language": "de"}})
    try:
        driver.get(url + "convert")
        check(driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "de", "de: the page is in German")
        check(driver.find_element(By.CSS_SELECTOR, 'label[for="convert-value"]').text == "Wert", "de: Wert")
        fill(driver, "2,5")
        converting(driver, lambda: driver.find_element(By.CSS_SELECTOR, ".actions .eq").click())
        check(text(driver, ANSWER) == "2,5 km = 1,55342798059333 mi", "de: a typed 2,5 reads 2,5 km = 1,55342798059333 mi",
              text(driver, ANSWER))
    finally:
        driver.quit()


def check_layout(driver, url):
    pages = [("an answer", "convert?value=5&from=km&to=mi"),
             ("a long answer", "convert?value=123456789012&from=TiB&to=bit"),
             ("a mistake", "convert?value=5&from=km&to=s"), ("a mistake in the value", "convert?value=2*(3%2B4&from=km&to=mi"),
             ("a German answer", "convert?value=2%2C5&from=km&to=mi&locale=de"),
             ("a German mistake", "convert?value=5&from=km&to=s&locale=de")]
    for state, path in pages:
        for name, width, height in page_layout.SIZES:
            page_layout.set_viewport(driver, width, height)
            # A new load, not a reload: a reload keeps the scroll position of the size before.
            driver.get("about:blank")
            driver.get(url + path)
            facts = driver.execute_script(FACTS)
            where = f"{state} at {name} {width}x{height}"
            check(not facts["sideways"], f"no sideways scroll: {where}")
            check(not facts["small"], f"every control is at least 44 x 44 px: {where}", facts["small"])
            check(facts["answerInside"], f"the answer is inside its box: {where}")
            check(facts["answerInView"], f"the answer is in view at the top: {where}", facts["answerTop"])
            check(facts["focusInView"] and facts["errorInView"], f"the focused field and its message are in view: {where}",
                  facts)
    page_layout.set_viewport(driver, 1024, 768)


def check_zoom(driver, url):
    for state, path in [("an answer", "convert?value=5&from=km&to=mi"), ("a mistake", "convert?value=5&from=km&to=s"),
                        ("a mistake in the value", "convert?value=2*(3%2B4&from=km&to=mi")]:
        for zoom in (2, 3, 4):
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                   {"width": 1280 // zoom, "height": 800 // zoom, "deviceScaleFactor": zoom,
                                    "mobile": False})
            driver.get("about:blank")
            driver.get(url + path)
            facts = driver.execute_script(FACTS)
            where = f"{state} at {zoom * 100}% ({1280 // zoom}x{800 // zoom} CSS px)"
            check(not facts["sideways"], f"no sideways scroll: {where}")
            check(not facts["small"], f"every control is at least 44 x 44 px: {where}", facts["small"])
            check(facts["answerInView"], f"the answer is in view as the page opens: {where}", facts["answerTop"])
            check(facts["focusInView"] and facts["errorInView"], f"the focused field and its message are in view: {where}",
                  facts)
    page_layout.set_viewport(driver, 1024, 768)


def check_axe(url):
    source = page_axe.axe_source()
    for language in ("en", "de"):
        driver = start_browser(f"--lang={language}", f"--accept-lang={language}", javascript=True)
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.setExtraHTTPHeaders", {"headers": {"Accept-Language": language}})
        try:
            paths = ["convert", "convert?value=5&from=km&to=mi", "convert?value=5&from=km&to=s",
                     "convert?value=1%2B&from=kWh%2Fd&to=W"]
            for path in paths if language == "en" else paths[1:3]:
                for scheme in ("light", "dark"):
                    for size, width, height in (("phone", 390, 844), ("desktop", 1280, 800)):
                        page_layout.set_color_scheme(driver, scheme)
                        page_layout.set_viewport(driver, width, height)
                        driver.get(url + path)
                        version, violations = page_axe.run_axe(driver, source)
                        where = f"/{path} ({language}), {scheme}, {size}"
                        check(not violations, f"axe-core {version}: 0 violations on {where}",
                              "\n" + page_axe.describe(violations))
                        weak = page_layout.weak_key_edges(driver)
                        check(not weak, f"every control's edge contrasts 3:1 with the page: {where}", weak)
        finally:
            driver.quit()


def take_screenshots(driver, url, outdir):
    os.makedirs(outdir, exist_ok=True)
    driver.get(url + "convert?value=5&from=km&to=mi")
    for name, width, height in (("phone", 390, 844), ("landscape", 844, 390), ("desktop", 1280, 800),
                                ("kiosk", 1920, 1080)):
        for scheme in ("light", "dark"):
            suffix = "" if scheme == "light" else "-dark"
            screenshot(driver, width, height, os.path.join(outdir, f"converter-{name}{suffix}.png"), scheme=scheme)
    page_layout.set_color_scheme(driver, "light")
    for zoom in (2, 4):
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 1280 // zoom, "height": 800 // zoom, "deviceScaleFactor": zoom, "mobile": False})
        driver.refresh()
        driver.execute_script("window.scrollTo(0, 0)")
        driver.save_screenshot(os.path.join(outdir, f"converter-zoom-{zoom * 100}.png"))
    page_layout.set_viewport(driver, 1024, 768)


def main(url, outdir):
    url = url.rstrip("/") + "/"
    driver = start_browser()
    driver.implicitly_wait(5)
    try:
        check_javascript_is_off(driver)
        check_form(driver, url)
        check_layout(driver, url)
        check_zoom(driver, url)
        take_screenshots(driver, url, outdir)
    finally:
        driver.quit()
    check_german(url)
    check_axe(url)
    print("ok: all converter checks passed")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
