#!/usr/bin/env python3
"""The graph page in headless Chromium with JavaScript off (SPEC 10.6).

Usage: plot_check.py URL OUTDIR

Opens a plot of two functions: the inline SVG is an image named by its title, carries no style
attribute and draws one path per function; the page runs no script; the key points and the table
are there; the zoom links and the form work; no sideways scrolling at phone width; long axis labels
(small and large values, a narrow range) fit the drawing without touching; axe-core finds no
violation (phone and desktop, light and dark). Saves screenshots (phone 390x844 and desktop
1280x800, light and dark) in OUTDIR. Prints one "ok: ..." line per check; exits 1 on the first failure.
"""
import os
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(__file__))
from browser_check import check, replaced, screenshot, start_browser  # noqa: E402
import page_axe  # noqa: E402
import page_layout  # noqa: E402

PLOT = "/plot?f=x%5E2-2&f=sin(x)&xmin=-3&xmax=3"
# Graphs whose axis labels are long: small and large values, and a narrow range far from 0.
LONG_LABELS = [
    "/plot?f=x*1e-7", "/plot?f=1e10%2Bx", "/plot?f=-1.7e308", "/plot?f=x%5E5",
    "/plot?f=x&xmin=-123456&xmax=-123455.99", "/plot?f=x&xmin=-0.0000123&xmax=0.0000456",
]

# Each label's box in the drawing's units, and the plot frame's left edge.
LABEL_BOXES = """
const svg = document.querySelector('svg.plot-svg');
const frame = svg.querySelector('.plot-axes rect').getBBox();
const boxes = g => [...svg.querySelectorAll(g + ' text')].map(t => {
  const b = t.getBBox(); return [t.textContent, b.x, b.x + b.width, t.getAttribute('text-anchor')]; });
return [frame.x, boxes('.plot-labels')];
"""


def following(driver, action):
    """Runs `action` (a click on a link or a GET form's button) and waits for the next page."""
    old = driver.find_element(By.TAG_NAME, "html")
    action()
    WebDriverWait(driver, 30).until(lambda d: replaced(old))


def main(url, outdir):
    os.makedirs(outdir, exist_ok=True)
    base = url.rstrip("/")
    driver = start_browser()
    try:
        driver.get(base + PLOT)
        svg = driver.find_element(By.CSS_SELECTOR, "main.plot svg.plot-svg")
        check(svg.get_attribute("role") == "img", "the graph is an image to assistive technology")
        title = driver.find_element(By.CSS_SELECTOR, "svg.plot-svg title").get_attribute("textContent")
        check(title == "Graph of x^2-2 and sin(x)", "its title names the functions", title)
        paths = driver.find_elements(By.CSS_SELECTOR, "svg.plot-svg path.plot-curve")
        check(len(paths) == 2, "one path per function", len(paths))
        styled = driver.execute_script("return document.querySelectorAll('[style]').length")
        check(styled == 0, "no element carries a style attribute", styled)
        scripts = driver.execute_script("return document.scripts.length")
        check(scripts == 0, "the page has no script", scripts)
        dashes = [driver.execute_script("return getComputedStyle(arguments[0]).strokeDasharray", p) for p in paths]
        check(dashes[0] != dashes[1], "the curves differ by dash pattern", dashes)
        points = driver.find_element(By.CSS_SELECTOR, ".plot-points").text
        check("Zero at x = -1.41421" in points and "Zero at x = 1.41421" in points, "the zeros ±√2 are listed")
        rows = driver.find_elements(By.CSS_SELECTOR, ".plot-values tbody tr")
        check(len(rows) == 21, "the table has 21 rows", len(rows))
        for name, width, height, scheme in [
            ("plot-phone", 390, 844, "light"), ("plot-phone-dark", 390, 844, "dark"),
            ("plot-desktop", 1280, 800, "light"), ("plot-desktop-dark", 1280, 800, "dark"),
        ]:
            screenshot(driver, width, height, os.path.join(outdir, name + ".png"), scheme)
            if width == 390:
                wide = driver.execute_script("return document.documentElement.scrollWidth <= innerWidth")
                check(wide, f"at {width} px ({scheme}) the page needs no sideways scrolling")
        page_layout.set_viewport(driver, 1280, 800)
        following(driver, lambda: driver.find_element(By.LINK_TEXT, "Zoom in").click())
        check("xmin=-1.5" in driver.current_url and "xmax=1.5" in driver.current_url, "Zoom in halves the x range",
              driver.current_url)
        field = driver.find_element(By.ID, "plot-f3")
        field.send_keys("1/x")
        following(driver, lambda: driver.find_element(By.CSS_SELECTOR, ".plot-form button").click())
        check(len(driver.find_elements(By.CSS_SELECTOR, "svg.plot-svg path.plot-curve")) == 3,
              "the form adds a third function")
        check_labels(driver, base)
    finally:
        driver.quit()
    check_axe(base)
    print("ok: all plot checks passed")


def check_labels(driver, base):
    """Every axis label whole inside the drawing, the y labels left of the frame, the x labels apart,
    at phone width (the largest label font) and desktop width, for graphs with long labels."""
    for width, height in ((390, 844), (1280, 800)):
        page_layout.set_viewport(driver, width, height)
        for path in LONG_LABELS:
            driver.get(base + path)
            frame, labels = driver.execute_script(LABEL_BOXES)
            ys = [b for b in labels if b[3] == "end"]
            xs = sorted((b for b in labels if b[3] == "middle"), key=lambda b: b[1])
            check(all(0 <= b[1] and b[2] <= 480 for b in labels), f"{path} at {width} px: every label inside the drawing",
                  labels)
            check(all(b[2] <= frame for b in ys), f"{path} at {width} px: the y labels end left of the frame",
                  (frame, ys))
            check(all(a[2] < b[1] for a, b in zip(xs, xs[1:])), f"{path} at {width} px: no two x labels touch", xs)
            check(len(ys) >= 3 and len(xs) >= 2, f"{path} at {width} px: labels on both axes", labels)


def check_axe(base):
    """axe-core (page scripts on, which it needs) on the graph page."""
    driver = start_browser(javascript=True)
    try:
        source = page_axe.axe_source()
        for scheme in ("light", "dark"):
            for width, height in ((390, 844), (1280, 800)):
                page_layout.set_color_scheme(driver, scheme)
                page_layout.set_viewport(driver, width, height)
                driver.get(base + PLOT)
                version, violations = page_axe.run_axe(driver, source)
                check(not violations, f"axe-core {version}: 0 violations on the graph page, {width}x{height} {scheme}",
                      "\n" + page_axe.describe(violations))
    finally:
        driver.quit()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
