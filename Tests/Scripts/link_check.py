#!/usr/bin/env python3
"""Links from another site in headless Chromium with JavaScript off: they never lose a calculator
and never join one.

Usage: link_check.py PORT

The calculator listens on 127.0.0.1:PORT. Chromium reaches it as http://calc.test:PORT and reaches a
page of links served here as http://elsewhere.test:<another port> (--host-resolver-rules maps both
names to 127.0.0.1): two sites, so following a link is a cross-site navigation, as from a search
engine or a mail service. Someone else's session (55) is made first, over HTTP. Then:
  1. presses 3 + 4 = (7): the session cookie is HttpOnly and SameSite=Lax;
  2. follows the links page's plain link: the calculator shows 7, the cookie is the same;
  3. follows a calculation link /?expr=6*7: still 7, the field holds 6*7 and nothing was applied
     (same seq); Enter evaluates it (42), so a page reached by a link takes keys;
  4. follows /?fresh and a link naming the other session (/?sid=…): 42 both times, same cookie;
  5. as a new visitor (no cookies) follows the link naming the other session: a fresh calculator,
     no cookie set; a key then starts a session of the visitor's own, and the other session still
     shows 55 at the same seq;
  6. with the cookie set SameSite=Strict, as earlier releases set it (through DevTools): the browser
     withholds it on the link, the page shows no session, and the cookie is still the same one;
     the first key finds the visitor's calculator (42, refused as out of date) and the cookie comes
     back SameSite=Lax, so the next link shows 42.
Prints one "ok: ..." line per check; exits 1 with "FAIL: ..." on the first failure.
"""
import http.server
import os
import re
import sys
import threading
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.wait import WebDriverWait
from selenium.common.exceptions import WebDriverException

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_check import check, check_javascript_is_off, start_browser, submitting, press  # noqa: E402


def links_server(calc, planted):
    """Serves /links.html, a page of links to the calculator at calc, on a free loopback port."""
    page = f"""<!doctype html><html lang="en"><title>Elsewhere</title>
<a id="home" href="{calc}/">calculator</a>
<a id="expr" href="{calc}/?expr=6*7">6 × 7 in the calculator</a>
<a id="fresh" href="{calc}/?fresh">a fresh calculator</a>
<a id="sid" href="{calc}/?sid={planted}">someone's calculator</a>
</html>""".encode()

    class Links(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(page)))
            self.end_headers()
            self.wfile.write(page)

        def log_message(self, *arguments):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Links)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def someone_elses_session(port):
    """A session showing 55, made over HTTP by another client: its id and seq."""
    request = urllib.request.Request(f"http://127.0.0.1:{port}/", data=b"expr=50%2B5", method="POST",
                                     headers={"Content-Type": "application/x-www-form-urlencoded"})
    with urllib.request.urlopen(request) as answer:
        cookie = answer.headers["Set-Cookie"]
    return re.match(r"calc_session=([0-9a-f]{32})", cookie).group(1)


def page_of(port, sid):
    """(display, seq) of session sid's page, fetched with its cookie."""
    request = urllib.request.Request(f"http://127.0.0.1:{port}/", headers={"Cookie": f"calc_session={sid}"})
    with urllib.request.urlopen(request) as answer:
        html = answer.read().decode()
    display = re.search(r'<output id="display"[^>]*>([^<]*)<', html).group(1)
    seq = re.search(r'name="seq" value="(\d+)"', html).group(1)
    return display, seq


def state(driver):
    """(display, seq, sid) of the calculator page shown."""
    field = lambda name: driver.find_element(By.CSS_SELECTOR, f'input[name="{name}"]').get_attribute("value")
    return driver.find_element(By.ID, "display").text, field("seq"), field("sid")


def cookie(driver):
    """(value, sameSite) of the session cookie, or None."""
    found = driver.get_cookie("calc_session")
    return None if found is None else (found["value"], found.get("sameSite"))


def follow(driver, links, link):
    """Opens the links page and clicks link, as a person would; waits for the calculator page."""
    driver.get(links)
    driver.find_element(By.ID, link).click()
    WebDriverWait(driver, 10, ignored_exceptions=(WebDriverException,)).until(
        lambda d: d.find_elements(By.ID, "display") and d.execute_script("return document.readyState") == "complete")


def main(port):
    calc = f"http://calc.test:{port}"
    planted = someone_elses_session(port)
    other = links_server(calc, planted)
    links = f"http://elsewhere.test:{other.server_address[1]}/links.html"
    driver = start_browser("--host-resolver-rules=MAP calc.test 127.0.0.1, MAP elsewhere.test 127.0.0.1")
    try:
        check_javascript_is_off(driver)

        driver.get(calc + "/")
        for key in ["3", "+", "4", "="]:
            press(driver, key)
        display, seq, sid = state(driver)
        check(display == "7", "3 + 4 = shows 7", display)
        mine = cookie(driver)
        check(mine == (sid, "Lax"), "the session cookie is the page's session, SameSite=Lax", mine)
        check(driver.get_cookie("calc_session")["httpOnly"], "the session cookie is HttpOnly")

        follow(driver, links, "home")
        check(state(driver) == (display, seq, sid), "a link from another site shows the visitor's 7", state(driver))
        check(cookie(driver) == mine, "the link left the cookie as it was", cookie(driver))

        follow(driver, links, "expr")
        check(state(driver) == (display, seq, sid), "a calculation link from another site applies nothing",
              state(driver))
        field = driver.find_element(By.ID, "expr")
        check(field.get_attribute("value") == "6*7", "it puts 6*7 in the Expression field", field.get_attribute("value"))
        submitting(driver, lambda: driver.find_element(By.ID, "expr").send_keys(Keys.ENTER))
        display, seq, sid = state(driver)
        check(display == "42", "Enter evaluates it in the visitor's session: 42", display)
        check(cookie(driver) == mine, "the cookie is still the same", cookie(driver))

        for link in ["fresh", "sid"]:
            follow(driver, links, link)
            check(state(driver) == (display, seq, sid), f"the {link} link from another site shows the visitor's 42",
                  state(driver))
            check(cookie(driver) == mine, f"the {link} link left the cookie as it was", cookie(driver))

        driver.delete_all_cookies()
        follow(driver, links, "sid")
        landed = state(driver)
        check(landed[0] == "0" and landed[2] != planted, "a new visitor's link naming someone's session shows a fresh "
              "calculator, not theirs", landed)
        check(cookie(driver) is None, "and sets no cookie", cookie(driver))
        press(driver, "9")
        check(state(driver)[0] == "9", "a key starts the visitor's own session: 9", state(driver))
        own = cookie(driver)
        check(own is not None and own[0] != planted, "with a cookie of its own", own)
        check(page_of(port, planted) == ("55", "1"), "the other session is untouched: 55 at seq 1",
              page_of(port, planted))

        driver.delete_all_cookies()
        driver.execute_cdp_cmd("Network.setCookie", {"name": "calc_session", "value": sid, "url": calc + "/",
                                                     "httpOnly": True, "sameSite": "Strict"})
        check(cookie(driver) == (sid, "Strict"), "the visitor's cookie, set SameSite=Strict", cookie(driver))
        follow(driver, links, "home")
        landed = state(driver)
        check(landed == ("0", "0", ""), "the browser withholds it on a link: a page of no session", landed)
        check(cookie(driver) == (sid, "Strict"), "the withheld cookie is not replaced", cookie(driver))
        press(driver, "1")
        check(state(driver) == (display, seq, sid), "the first key finds the visitor's 42, refused as out of date",
              state(driver))
        notice = driver.find_element(By.ID, "notice").text
        check("out of date" in notice, "with the out-of-date notice", notice)
        check(cookie(driver) == (sid, "Lax"), "and sets the same cookie again, SameSite=Lax", cookie(driver))
        follow(driver, links, "home")
        check(state(driver) == (display, seq, sid), "the next link from another site shows the visitor's 42",
              state(driver))
    finally:
        driver.quit()
        other.shutdown()


if __name__ == "__main__":
    main(int(sys.argv[1]))
