#!/usr/bin/env python3
"""Drives the calculator in headless Chromium with JavaScript off, as a user would.

Usage: browser_check.py URL OUTDIR

With the calculator served at URL it:
  1. proves JavaScript is off (a data: page whose script would change the title does not);
  2. checks a fresh page focuses the Expression field, empty, and how many Tab stops lead to it;
  3. clicks 7 + 9 = sqrt and reads #display (4) and #expression (√(7 + 9) =), the pressed key
     keeping the focus and described by the display, the title starting with the display;
  4. types 2^10 and Enter (1,024; the field comes back focused and empty), then +1 and Enter (1,025);
  5. at every size of page_layout.SIZES, in states that change what the screen shows (long results,
     an error, a syntax error and text too long with their caret lines, a long description line, a
     notice of one and of two lines, an RPN stack of 12): every key is where it was in the state
     before, the display's text is whole and on one line, the caret stands under the error, the notice
     covers no other part of the screen, a long description line is cut at the left behind an
     ellipsis, nothing scrolls sideways, no label is cut,
     the mode switch and the scientific keys are on screen on a phone held sideways, the keys fill
     a phone's lower part and a kiosk's screen, and the newest RPN stack entry is visible; standard, once
     chosen with its key, shows no scientific keys at any size;
  5b. zoomed to 200-400% in each mode, keeps the display in view after a key and draws the result
     no smaller than at 100% (see check_zoom);
  5c. on the steps, help and error pages, every control is at least 44 x 44 px at every size;
  5d. pages with long content (long numbers in the steps, long caret excerpts, a long function or
     unknown name on the graph page) scroll no page sideways and show a caret excerpt whole, at every size;
  6. runs axe-core (WCAG 2.2 A/AA tags) on each mode, light and dark, phone and desktop, on the
     help page and on an error page (/404): 0 violations;
  7. saves OUTDIR/{portrait,landscape,desktop,kiosk,dark}.png, without a scrollbar.
Prints one "ok: ..." line per check; exits 1 with "FAIL: ..." on the first failure.
Needs chromium, /usr/bin/chromedriver and selenium and axe-playwright-python (pip). Runs as root (--no-sandbox).
"""
import os
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.wait import WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import page_axe  # noqa: E402
import page_layout  # noqa: E402


def replaced(element):
    """Whether element's page has gone. Chromium may answer a query on a node of a page being replaced
    with "Node with given id does not belong to the document" instead of a stale-element error: that
    too means it has gone (the check failed on it once on a loaded machine)."""
    try:
        element.is_enabled()
        return False
    except StaleElementReferenceException:
        return True
    except WebDriverException as error:
        if "does not belong to the document" in str(error):
            return True
        raise


def check(condition, message, seen=None):
    """Prints "ok: message", or "FAIL: message (seen: ...)" and exits 1."""
    if not condition:
        print("FAIL: " + message + ("" if seen is None else f" (seen: {seen!r})"))
        sys.exit(1)
    print("ok: " + message)


def check_javascript_is_off(driver):
    """Proves JavaScript is off in `driver`: a data: page whose script would change its title does not."""
    driver.get("data:text/html,<title>off</title><script>document.title='on'</script>")
    check(driver.title == "off", "JavaScript is off (the page script did not run)", driver.title)


def start_browser(*extra_arguments, javascript=False):
    """Headless Chromium with page scripts off; extra_arguments are added switches (such as
    --ignore-certificate-errors for a test's self-signed certificate). With javascript=True, page
    scripts on (for axe-core, whose promises and timers need it: the calculator's pages have no
    script of their own either way)."""
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1024,768") + extra_arguments:
        options.add_argument(argument)
    # Page scripts off (--disable-javascript does NOT do that). WebDriver's own helper scripts, such as
    # get_attribute and is_displayed, still run: chromedriver sends them over DevTools, not through the page.
    if not javascript:
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
    """Clicks a key as a person would: scrolled to the middle of the viewport first (WebDriver's own
    scrolling puts it at the top edge, under the screen that stays there on a short viewport)."""
    button = driver.find_element(By.CSS_SELECTOR, f'button[name=key][value="{value}"]')
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    submitting(driver, button.click)


def fresh_calculator(driver, url):
    """A new visitor's calculator: the session cookie forgotten and the page opened again (/?fresh
    forgets a session only on a kiosk)."""
    driver.delete_all_cookies()
    driver.get(url)


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


def screenshot(driver, width, height, path, scheme="light"):
    """Saves a PNG of the page shown, laid out at width x height CSS pixels in the colour scheme, without
    a scrollbar (the page scrolls to its history; a phone's scrollbar overlays the page and fades)."""
    page_layout.set_color_scheme(driver, scheme)
    page_layout.set_viewport(driver, width, height)
    driver.execute_cdp_cmd("Emulation.setScrollbarsHidden", {"hidden": True})
    driver.refresh()
    driver.execute_script("window.scrollTo(0, 0)")  # a reload keeps the scroll position of the run before
    room = driver.execute_script("return [document.documentElement.clientWidth, innerWidth]")
    check(room[0] == room[1] == width, f"no scrollbar takes room in {os.path.basename(path)}", room)
    check(driver.save_screenshot(path), f"saved {path} ({width}x{height}, {scheme})")
    driver.execute_cdp_cmd("Emulation.setScrollbarsHidden", {"hidden": False})
    page_layout.set_color_scheme(driver, "light")


def set_field(driver, text_):
    """Puts text into the Expression field at once (WebDriver's own script; the page runs none)."""
    field = driver.find_element(By.CSS_SELECTOR, "input#expr")
    driver.execute_script("arguments[0].value = arguments[1]", field, text_)


def typed(driver, text_):
    """Types text into the Expression field and presses Enter."""
    field = driver.find_element(By.CSS_SELECTOR, "input#expr")
    field.clear()
    field.send_keys(text_)
    submitting(driver, lambda: field.send_keys(Keys.ENTER))


def check_keyboard_and_typing(driver, url):
    driver.get(url)
    check(text(driver, "#display") == "0", "a fresh calculator shows 0")
    check(focused(driver, "id", "expr") == "expr", "a fresh page focuses the Expression field")
    stops = driver.execute_script(page_layout.TAB_STOPS_TO_EXPR)
    check(stops == 1, "the Expression field is 1 Tab stop from the top of the page", stops)
    for key in ["7", "+", "9", "=", "sqrt"]:
        press(driver, key)
        value = focused(driver, "value", key)
        check(value == key, f"the pressed key {key} has focus after the POST", value)
        if key == "+":
            # After an operator the display still shows 7: the title and the key's description say what is pending.
            check(driver.title.startswith("7 (7 + ...) – "), "after 7 + the title carries the pending 7 + ...",
                  driver.title)
            node = page_layout.focused_ax_node(driver)
            check(node == ("plus", "7 + ... 7"), "after 7 + the focused key is described \"7 + ... 7\"", node)
    display, expression = text(driver, "#display"), text(driver, "#expression")
    check(display == "4", "7 + 9 = sqrt shows 4", display)
    check(expression == "√(7 + 9) =", "the expression line reads √(7 + 9) =", expression)
    described = driver.switch_to.active_element.get_attribute("aria-describedby")
    check(described == "expression display", "the focused key is described by the expression line and the display",
          described)
    check(driver.title.startswith("4 – "), "the title starts with the display", driver.title)
    node = page_layout.focused_ax_node(driver)
    check(node == ("square root", "√(7 + 9) = 4"),
          "the accessibility tree reads the focused key as \"square root\", described \"√(7 + 9) = 4\"", node)
    display_name = page_layout.ax_name_of(driver, "group", "Display")
    check(display_name == "Display", "the display is a group named Display", display_name)
    value = driver.find_element(By.CSS_SELECTOR, "input#expr").get_attribute("value")
    check(value != "", "after a keypad key the Expression field holds the expression", value)

    typed(driver, "2^10")
    display = text(driver, "#display")
    # The browser asks for English (Chromium's default Accept-Language), which groups digits.
    check(display == "1,024", "typed 2^10 and Enter shows 1,024", display)
    check(focused(driver, "id", "expr") == "expr", "the typed field keeps focus")
    field = driver.find_element(By.CSS_SELECTOR, "input#expr")
    check(field.get_attribute("value") == "", "the focused field is empty (no caret before old text)",
          field.get_attribute("value"))
    check(field.get_attribute("placeholder") != "", "its placeholder shows the expression",
          field.get_attribute("placeholder"))
    field.send_keys("+1")
    submitting(driver, lambda: field.send_keys(Keys.ENTER))
    display = text(driver, "#display")
    check(display == "1,025", "typing +1 and Enter after it continues from the result: 1,025", display)


def record(driver, state, rects, seen):
    """At every size: the page's facts, and the key positions compared with the state before."""
    for name, width, height in page_layout.SIZES:
        page_layout.set_viewport(driver, width, height)
        now = page_layout.key_rects(driver)
        facts = page_layout.facts(driver)
        where = f"{state} at {name} {width}x{height}"
        before = rects.get(name)
        if before is not None and [r[0] for r in before] == [r[0] for r in now]:
            moved = [f"{a} -> {b}" for a, b in zip(before, now) if a != b]
            check(not moved, f"no key moved: {where}", moved[:4])
        rects[name] = now
        check(facts["pageWidth"] <= facts["innerWidth"], f"no sideways scroll: {where}",
              (facts["pageWidth"], facts["innerWidth"]))
        check(not facts["clipped"], f"no clipped key label: {where}", facts["clipped"])
        check(facts["displayFits"], f"the display's text is whole: {where}", facts["display"])
        check(facts["displayWhole"], f"the display's text is inside its box: {where}", facts["display"])
        if facts["notice"]:
            check(not facts["noticeCovers"], f"the notice covers no other part of the screen: {where}",
                  facts["noticeCovers"])
        pointer = facts["pointer"]
        if pointer is not None:
            check(pointer["aligned"] and pointer["below"], f"the caret line points at the error: {where}", pointer)
            check(pointer["whole"], f"the text and its caret line are whole: {where}", pointer)
            check(pointer["caretColour"] != pointer["textColour"], f"the caret is in colour as well: {where}", pointer)
        if facts["cut"] is not None:
            check(facts["cut"]["atLeft"] and facts["cut"]["ellipsis"],
                  f"a long description line is cut at the left behind an ellipsis: {where}", facts["cut"])
        # A message may take two lines, and a text of over 26 characters several, inside the same box.
        if not facts["error"] and int(driver.find_element(By.CSS_SELECTOR, "#display").get_attribute("data-length")) <= 26:
            check(facts["displayLines"] <= 1, f"the display is on one line: {where}", facts["displayLines"])
        # Tap targets (WCAG 2.5.5 and 2.5.8): 44 x 44 CSS px, but for a phone on its side (under 30em high,
        # landscape), where the whole keypad must fit and the style sheet says why: 24.
        least = 24 if width > height and height < 480 else 44
        check(facts["smallestControl"] >= least, f"every control is at least {least} x {least} px: {where}",
              facts["smallControls"])
        if facts["newestStackEntryVisible"] is not None:
            check(facts["newestStackEntryVisible"], f"the newest stack entry is visible: {where}")
        if name.startswith("phone-landscape"):
            check(facts["modesBottom"] <= height, f"the mode switch is on screen: {where}", facts["modesBottom"])
            check(facts["sciShown"] and facts["sciBottom"] <= height,
                  f"the scientific keys are on screen: {where}", facts["sciBottom"])
        if name == "phone" and state == "fresh":
            check(facts["padsTop"] <= height * 0.45 and facts["padsBottom"] >= height * 0.85,
                  f"the keys fill the lower part of the screen: {where}", (facts["padsTop"], facts["padsBottom"]))
        if name == "kiosk" and state == "fresh":
            check(facts["smallestKey"] >= 100 and facts["padsBottom"] >= height * 0.9,
                  f"the keys fill the kiosk screen: {where}", (facts["smallestKey"], facts["padsBottom"]))
        seen.setdefault(state, {})[name] = facts


def check_layout(driver, url):
    """Steps through states whose screens differ most, checking every size in each."""
    driver.get(url)
    press(driver, "CL")
    rects, seen = {}, {}
    record(driver, "fresh", rects, seen)
    for key in ["1", "/", "7", "="]:
        press(driver, key)
    record(driver, "1 ÷ 7 =", rects, seen)
    typed(driver, "12345678901234567890")
    record(driver, "12345678901234567890 =", rects, seen)
    typed(driver, "2^200")
    record(driver, "2 ^ 200 =", rects, seen)
    typed(driver, "(-1/3)^101")
    record(driver, "a long negative result", rects, seen)
    for key in ["1", "/", "0", "="]:
        press(driver, key)
    record(driver, "an error", rects, seen)
    typed(driver, "((((1+2)")
    record(driver, "a long error", rects, seen)
    check(seen["a long error"]["phone"]["pointer"] is not None, "a syntax error shows a caret line")
    # More than 1,000 characters: refused, the text kept, the caret at the first character past the limit.
    set_field(driver, "1+" * 600 + "1")
    submitting(driver, lambda: driver.find_element(By.CSS_SELECTOR, "input#expr").send_keys(Keys.ENTER))
    check(text(driver, "#display").startswith("Expression too long"), "1,201 characters are refused as too long")
    record(driver, "an expression too long", rects, seen)
    marked = driver.find_element(By.CSS_SELECTOR, "#expression.pointer mark").text
    check(marked == "1", "the caret marks the 1,001st character", marked)
    # A description line longer than the screen is wide: cut at the left, its end in view.
    for key in ["CL"] + ["1", "2", "3", "4", "+"] * 12:
        press(driver, key)
    record(driver, "a long description line", rects, seen)
    check(any(f["cut"] for f in seen["a long description line"].values()),
          "the long description line is cut at some size", seen["a long description line"]["phone"]["cut"])
    # A POST with an old seq shows the out-of-date notice (a page from before, resubmitted).
    seq = driver.find_element(By.CSS_SELECTOR, 'input[name="seq"]')
    driver.execute_script(
        "document.querySelectorAll('input[name=seq]').forEach(i => i.value = String(Number(i.value) - 1))")
    old = seq.get_attribute("value")
    button = driver.find_element(By.CSS_SELECTOR, 'button[name=key][value="5"]')
    button.click()
    WebDriverWait(driver, 10, ignored_exceptions=(WebDriverException,)).until(
        lambda d: d.find_element(By.CSS_SELECTOR, "#notice").text != "")
    check(old != "", "a page with an old seq was submitted")
    record(driver, "a notice", rects, seen)

    for mode in ["mode-scientific", "mode-rpn"]:
        press(driver, mode)
        press(driver, "CL")
        if mode == "mode-scientific":
            name = page_layout.ax_name_of(driver, "button", "x²")
            check(name == "x² square", "the key x² is named \"x² square\" (its visible text first)", name)
        rects = {}
        record(driver, mode, rects, seen)
        if mode == "mode-scientific":
            # Every digit of a value, over several lines: 42 characters (1/7), 158 digits grouped (100!).
            typed(driver, "1/7")
            press(driver, "digits")
            record(driver, "the digits of 1/7", rects, seen)
            press(driver, "CL")  # Digits shows 15 digits again when pressed while all are shown
            typed(driver, "100!")
            press(driver, "digits")
            record(driver, "the digits of 100!", rects, seen)
            check(text(driver, "#display").endswith("651829e157"), "Digits shows the 100 digits kept of 100!",
                  text(driver, "#display"))
            press(driver, "CL")
            # A notice two lines long on a phone: it takes its room from the display's box.
            for key in ["2", "sqrt", "frac"]:
                press(driver, key)
            check(text(driver, "#notice").startswith("frac:"), "frac on a rounded value shows a notice")
            record(driver, "a frac notice", rects, seen)
            press(driver, "CL")
    for n in range(12):
        press(driver, str(n % 10))
        press(driver, "enter")
    stack = driver.find_elements(By.CSS_SELECTOR, "#stack li")
    check(len(stack) == 12, "twelve entries on the RPN stack", len(stack))
    record(driver, "an RPN stack of 12", rects, seen)
    press(driver, "toM")
    record(driver, "RPN with M set", rects, seen)
    memory = text(driver, "#memory")
    check(memory.startswith("M = "), "the indicator shows what M holds", memory)
    # Standard chosen with its key is the keypad shown, at every size: no scientific keys beside it.
    press(driver, "mode-standard")
    press(driver, "CL")
    for name, width, height in page_layout.SIZES:
        page_layout.set_viewport(driver, width, height)
        check(not driver.find_element(By.CSS_SELECTOR, ".pad.sci").is_displayed(),
              f"standard, chosen, shows no scientific keys at {name} {width}x{height}")
    # A fresh session has made no choice: the screen size decides again (see take_screenshots).
    fresh_calculator(driver, url)


def check_zoom(driver, url):
    """Zoomed to 200%, 300% and 400% (a 1280x800 window: 640x400 to 320x200 CSS px, emulated with the
    device pixel ratio), in each mode: after a key that ends a 17-character result the display is in
    the viewport (autofocus scrolls to the key, the screen stays at the top) and its text is drawn at
    least as large, in device pixels, as at 100%."""
    fresh_calculator(driver, url)
    for mode, keys in [("mode-standard", ["CL", "1", "/", "7", "="]), ("mode-scientific", ["CL", "1", "/", "7", "="]),
                       ("mode-rpn", ["CL", "1", "enter", "7", "/"])]:
        base = None
        for zoom in (1, 2, 3, 4):
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                   {"width": 1280 // zoom, "height": 800 // zoom, "deviceScaleFactor": zoom,
                                    "mobile": False})
            press(driver, mode)
            for key in keys:
                press(driver, key)
            top, bottom, height, size = driver.execute_script(
                "const d = document.querySelector('#display'), r = d.getBoundingClientRect();"
                "return [r.top, r.bottom, innerHeight, parseFloat(getComputedStyle(d).fontSize)];")
            where = f"{mode} at {zoom * 100}% ({1280 // zoom}x{800 // zoom} CSS px)"
            check(top >= 0 and bottom <= height, f"the display is in view after the key: {where}", (top, bottom, height))
            drawn = size * zoom
            base = base or drawn
            check(drawn >= base, f"the result is drawn no smaller than at 100%: {where}", (drawn, base))
    page_layout.set_viewport(driver, 1024, 768)
    fresh_calculator(driver, url)


def check_other_pages_tap_targets(driver, url):
    """The steps, help and error pages: every form control at least 44 x 44 px at each size but the
    phone held sideways (the compact calculator layout's exception does not apply to them)."""
    for path in ["/steps?expr=1%2B2*3", "/help.html", "/404"]:
        driver.get(url.rstrip("/") + path)
        for name, width, height in page_layout.SIZES:
            page_layout.set_viewport(driver, width, height)
            small = driver.execute_script(
                "return [...document.querySelectorAll('button, input:not([type=hidden]), select, textarea')]"
                ".map(c => [c.id || c.textContent, c.getBoundingClientRect()])"
                ".filter(([, r]) => r.width > 0 && Math.min(r.width, r.height) < 44)"
                ".map(([n, r]) => [n, Math.round(r.width), Math.round(r.height)]);")
            check(not small, f"every control is at least 44 x 44 px: {path} at {name} {width}x{height}", small)
    page_layout.set_viewport(driver, 1024, 768)


# Pages with long content: grouped numbers of many digits, long caret excerpts, a long function and
# a long unknown name. Cheap to compute: the server under test limits each address by the work its
# requests cost, and the axe-core checks come after these.
LONG_CONTENT = [
    "/steps?expr=2%5E200%2F7%20%2B%203%5E150%20-%201%2F3",
    "/steps?expr=12345%20%2B%2067890%20*%20(3%20%2B%204%20*%20(5%20%2B%206%20*%207",
    "/convert?value=12%20km%2Fh%20%2B%203%20parsecs%20per%20fortnight%20squared&from=km&to=mi",
    "/plot?f=x*1%2Bx*2%2Bx*3%2Bx*4%2Bx*5%2Bx*6%2Bx*7%2Bx*8%2Bx*9%2Bx*10%2Bx*11%2Bx*12&xmin=-123456.789&xmax=123456.789",
    "/plot?f=sin(x)%2B&f=averyveryverylongundefinedfunctionname(x)*anotherlongname(x)&xmin=-3&xmax=3",
]


def check_long_content(driver, url):
    """Pages with long content at every size: no sideways scroll, and a caret excerpt whole without
    scrolling it."""
    for path in LONG_CONTENT:
        driver.get(url.rstrip("/") + path)
        for name, width, height in page_layout.SIZES:
            page_layout.set_viewport(driver, width, height)
            wide, pointers = driver.execute_script(
                "return [document.documentElement.scrollWidth - innerWidth,"
                " [...document.querySelectorAll('.pointer')].map(p => p.scrollWidth - p.clientWidth)]")
            check(wide <= 0, f"no sideways scroll: {path} at {name} {width}x{height}", wide)
            check(all(extra <= 0 for extra in pointers),
                  f"the caret excerpt is whole: {path} at {name} {width}x{height}", pointers)
    page_layout.set_viewport(driver, 1024, 768)


def check_axe(driver, url):
    """axe-core on each mode (light and dark, phone and desktop), the help page and an error page."""
    source = page_axe.axe_source()
    total = 0
    pages = [("standard", "mode-standard"), ("scientific", "mode-scientific"), ("rpn", "mode-rpn")]
    driver.get(url)
    for name, key in pages:
        press(driver, key)
        for scheme in ("light", "dark"):
            for size, width, height in (("phone", 390, 844), ("desktop", 1280, 800)):
                page_layout.set_color_scheme(driver, scheme)
                page_layout.set_viewport(driver, width, height)
                driver.refresh()
                version, violations = page_axe.run_axe(driver, source)
                total += len(violations)
                check(not violations, f"axe-core {version}: 0 violations on the {name} page, {scheme}, {size}",
                      "\n" + page_axe.describe(violations))
                weak = page_layout.weak_key_edges(driver)
                check(not weak, f"every control's edge contrasts 3:1 with the page: {name}, {scheme}, {size}", weak)
    # A syntax error's caret line and marked character, and a notice, in both colour schemes.
    press(driver, "mode-standard")
    typed(driver, "2*(3+4")
    for scheme in ("light", "dark"):
        page_layout.set_color_scheme(driver, scheme)
        page_layout.set_viewport(driver, 390, 844)
        driver.refresh()
        version, violations = page_axe.run_axe(driver, source)
        total += len(violations)
        check(not violations, f"axe-core {version}: 0 violations on a syntax error's caret line, {scheme}",
              "\n" + page_axe.describe(violations))
    for path in ("/help.html", "/404", "/steps?expr=-6-5%2B4*3%5E2", "/steps?expr=1%2B(2*3"):
        for scheme in ("light", "dark"):
            page_layout.set_color_scheme(driver, scheme)
            page_layout.set_viewport(driver, 390, 844)
            driver.get(url.rstrip("/") + path)
            version, violations = page_axe.run_axe(driver, source)
            total += len(violations)
            check(not violations, f"axe-core {version}: 0 violations on {path}, {scheme}",
                  "\n" + page_axe.describe(violations))
    page_layout.set_color_scheme(driver, "light")
    driver.get(url)
    press(driver, "mode-standard")


def take_screenshots(driver, url, outdir):
    os.makedirs(outdir, exist_ok=True)
    driver.get(url)
    press(driver, "CL")
    for key in ["1", "/", "7", "="]:
        press(driver, key)
    screenshot(driver, 390, 844, os.path.join(outdir, "portrait.png"))
    check(not driver.find_element(By.CSS_SELECTOR, ".pad.sci").is_displayed(), "portrait shows the standard keys only")
    screenshot(driver, 844, 390, os.path.join(outdir, "landscape.png"))
    check(driver.find_element(By.CSS_SELECTOR, ".pad.sci").is_displayed(), "landscape shows the scientific keys")
    screenshot(driver, 1280, 800, os.path.join(outdir, "desktop.png"))
    screenshot(driver, 1920, 1080, os.path.join(outdir, "kiosk.png"))
    press(driver, "mode-rpn")
    for key in ["CL", "2", "enter", "3", "enter", "5", "+", "sqrt", "toM", "pi", "cos"]:
        press(driver, key)
    screenshot(driver, 390, 844, os.path.join(outdir, "dark.png"), scheme="dark")
    press(driver, "mode-standard")


def main(url, outdir):
    driver = start_browser()
    driver.implicitly_wait(5)
    try:
        check_javascript_is_off(driver)
        check_keyboard_and_typing(driver, url)
        check_layout(driver, url)
        check_zoom(driver, url)
        check_other_pages_tap_targets(driver, url)
        check_long_content(driver, url)
        reader = start_browser(javascript=True)
        try:
            check_axe(reader, url)
        finally:
            reader.quit()
        take_screenshots(driver, url, outdir)
    finally:
        driver.quit()


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
