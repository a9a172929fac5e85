#!/usr/bin/env python3
"""One Chromium session (JavaScript off) through nginx in front of two calculator servers, compared
key by key with the same keys on a single server, with one of the two servers killed mid-session.

Usage: proxy_check.py PROXY_URL SINGLE_URL VICTIM_PID

  1. on SINGLE_URL (one server, no proxy) presses 1 + 2 × 3 = + 4 = and records each page
     (display, expression line, history, seq);
  2. forgets the cookies, opens PROXY_URL (nginx over TLS; the certificate is a throwaway, hence
     --ignore-certificate-errors) and presses 1 + 2, reloads, then × 3 =: each page equals the
     single server's; the session cookie is Secure (nginx sends X-Forwarded-Proto: https to a
     trusting server). Round robin sends each key's POST and the GET of its page to different
     servers; the Reload (one GET) shifts that, so that both servers apply keys;
  3. kills VICTIM_PID (one of the two servers) with SIGKILL and presses + 4 =: each page still
     equals the single server's, so no key answered before the kill was lost and none after it failed.
Which server answered each request is for the caller to read in nginx's access log.
Prints one "ok: ..." line per check; exits 1 with "FAIL: ..." on the first failure.
"""
import os
import signal
import sys

from selenium.webdriver.common.by import By

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_check import check, check_javascript_is_off, start_browser, press  # noqa: E402

BEFORE_RELOAD = ["1", "+", "2"]
BEFORE_KILL = BEFORE_RELOAD + ["*", "3", "="]
AFTER_KILL = ["+", "4", "="]


def page(driver):
    """What a user sees of the calculator, and the page's seq."""
    def text(selector):
        found = driver.find_elements(By.CSS_SELECTOR, selector)
        return found[0].text if found else None
    seq = driver.find_element(By.CSS_SELECTOR, 'input[name="seq"]').get_attribute("value")
    return {"display": text("#display"), "expression": text("#expression"), "history": text("#history"),
            "notice": text("#notice"), "seq": seq}


def pages(driver, keys):
    """Presses keys one by one and returns the page after each."""
    seen = []
    for key in keys:
        press(driver, key)
        seen.append(page(driver))
    return seen


def compare(proxied, single, keys):
    for key, mine, reference in zip(keys, proxied, single):
        check(mine == reference, f"after {key} the page through nginx equals the single server's", (mine, reference))


def main(proxy_url, single_url, victim):
    driver = start_browser("--ignore-certificate-errors")
    try:
        check_javascript_is_off(driver)

        driver.get(single_url)
        single = pages(driver, BEFORE_KILL + AFTER_KILL)
        check(single[len(BEFORE_KILL) - 1]["display"] == "7", "one server: 1 + 2 × 3 = shows 7", single)
        driver.delete_all_cookies()

        driver.get(proxy_url)
        check(driver.current_url.startswith("https://"), "the page came over TLS from nginx", driver.current_url)
        proxied = pages(driver, BEFORE_RELOAD)
        driver.refresh()
        check(page(driver) == proxied[-1], "a Reload through nginx shows the same page", page(driver))
        proxied += pages(driver, BEFORE_KILL[len(BEFORE_RELOAD):])
        compare(proxied, single, BEFORE_KILL)
        display, expression = proxied[-1]["display"], proxied[-1]["expression"]
        check((display, expression) == ("7", "1 + 2 × 3 ="),
              "through nginx 1 + 2 × 3 = shows 7 and the expression line 1 + 2 × 3 =", (display, expression))
        cookie = driver.get_cookie("calc_session")
        check(cookie is not None and cookie.get("secure") is True, "the session cookie is Secure behind TLS", cookie)

        os.kill(victim, signal.SIGKILL)
        print(f"info: killed server pid {victim} after {len(BEFORE_KILL)} keys")
        after = pages(driver, AFTER_KILL)
        compare(after, single[len(BEFORE_KILL):], AFTER_KILL)
        check(after[-1]["display"] == single[-1]["display"] and after[-1]["seq"] == str(len(BEFORE_KILL + AFTER_KILL)),
              "after the kill every key applied once: the same result and seq as one server",
              (after[-1], single[-1]))
    finally:
        driver.quit()


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
