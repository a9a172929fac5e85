"""Layout probes for browser_check.py: what a person sees, measured in headless Chromium.

The calculator page has no script of its own and is loaded with JavaScript off; these probes run
through WebDriver (chromedriver evaluates them over DevTools), so they read the layout without the
page ever running a script.
"""

# Viewports in CSS pixels: phones (portrait and on their side), a tablet, a desktop, a kiosk, and
# the WCAG 1.4.10 reflow sizes (320 wide; 256 high; 1280x1024 at 400% zoom is 320x256).
SIZES = [
    ("phone-small", 320, 568), ("phone", 390, 844), ("phone-landscape", 844, 390),
    ("phone-landscape-small", 740, 360),
    ("tablet", 768, 1024), ("desktop", 1280, 800), ("kiosk", 1920, 1080),
    ("reflow-320", 320, 720), ("reflow-256", 1024, 256), ("zoom-400", 320, 256),
]

# Where every keypad button is on the page (not in the viewport: a page may be scrolled to its focused key).
KEY_RECTS = """
return [...document.querySelectorAll('form.keys button')].map(b => {
  const r = b.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return [b.value, 'hidden'];
  return [b.value, Math.round((r.left + scrollX) * 10) / 10, Math.round((r.top + scrollY) * 10) / 10,
          Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10];
});
"""

# Facts about the page as laid out: sideways scroll, clipped labels, the display on one line;
# positions are in page coordinates (what is on screen when the page is scrolled to its top).
FACTS = """
const d = document.querySelector('#display');
const range = document.createRange();
range.selectNodeContents(d);
const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
const visible = b => { const r = b.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
const clipped = [...document.querySelectorAll('button')].filter(visible)
  .filter(b => b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1)
  .map(b => (b.value || b.textContent) + ' ' + b.scrollWidth + '>' + b.clientWidth);
const modes = [...document.querySelectorAll('.modes button')].map(b => b.getBoundingClientRect());
const pads = document.querySelector('.pads').getBoundingClientRect();
const sci = document.querySelector('.pad.sci, .pad.fns');
const stackBox = document.querySelector('.stack');
let newest = null;
if (stackBox && stackBox.querySelector('li:last-child')) {
  const s = stackBox.getBoundingClientRect(), l = stackBox.querySelector('li:last-child').getBoundingClientRect();
  newest = l.top >= s.top - 1 && l.bottom <= s.bottom + 1;
}
const keyHeights = [...document.querySelectorAll('.pad.main button')].map(b => b.getBoundingClientRect().height);
const controls = [...document.querySelectorAll('button, input:not([type=hidden]), select, textarea')].filter(visible)
  .map(c => { const r = c.getBoundingClientRect(); return [c.value || c.id || c.textContent, Math.round(r.width), Math.round(r.height)]; });
const smallest = controls.reduce((m, c) => Math.min(m, c[1], c[2]), Infinity);
// The box of an element's text (a Range over its contents), and whether one box lies inside another.
const textBox = el => { const r = document.createRange(); r.selectNodeContents(el); return r.getBoundingClientRect(); };
const inside = (a, b) => a.top >= b.top - 1 && a.bottom <= b.bottom + 1 && a.left >= b.left - 1 && a.right <= b.right + 1;
const meets = (a, b) => a.width > 0 && b.width > 0 && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
const shownText = textBox(d);
// The notice covers none of the screen's other parts (issue 28, item 9).
const notice = document.querySelector('#notice');
const noticeBox = notice && notice.textContent ? notice.getBoundingClientRect() : null;
const parts = [['indicators', document.querySelector('.indicators')], ['angle', document.querySelector('#angle')],
               ['expression', document.querySelector('#expression')], ['display', d]];
const covered = noticeBox ? parts.filter(([, e]) => e && meets(noticeBox, e === d ? shownText : e.getBoundingClientRect()))
  .map(([n]) => n) : [];
// A typed expression that failed: the caret under the character at the error (or just after the text).
let pointer = null;
const pre = document.querySelector('#expression.pointer');
if (pre) {
  const caretText = pre.querySelector('.caret').firstChild, column = caretText.data.indexOf('^');
  const range = document.createRange();
  range.setStart(caretText, column); range.setEnd(caretText, column + 1);
  const caret = range.getBoundingClientRect();
  let target;
  const mark = pre.querySelector('mark');
  if (mark) { target = mark.getBoundingClientRect(); }
  else { range.setStart(pre.firstChild, column); range.setEnd(pre.firstChild, column + 1); target = range.getBoundingClientRect(); }
  pointer = {
    aligned: Math.abs((caret.left + caret.right) / 2 - (target.left + target.right) / 2) < 1.5,
    below: caret.top >= target.bottom - 2,
    whole: pre.scrollWidth <= pre.clientWidth + 1 && pre.scrollHeight <= pre.clientHeight + 1
      && inside(caret, pre.getBoundingClientRect()) && inside(target, pre.getBoundingClientRect()),
    caretColour: getComputedStyle(pre.querySelector('.caret')).color, textColour: getComputedStyle(pre).color,
    seen: [Math.round(caret.left), Math.round(target.left), Math.round(caret.top), Math.round(target.bottom)],
  };
}
// A description line too long for its width is cut at the left, behind an ellipsis, its end in view.
const line = document.querySelector('#expression:not(.pointer)');
const lineText = line && line.firstElementChild;
let cut = null;
if (lineText && lineText.getBoundingClientRect().width > line.clientWidth + 1) {
  const l = line.getBoundingClientRect(), t = lineText.getBoundingClientRect(), style = getComputedStyle(line);
  cut = { atLeft: t.left < l.left - 1 && Math.abs(t.right - (l.right - parseFloat(style.paddingRight))) < 2,
          ellipsis: style.textOverflow === 'ellipsis' && style.direction === 'rtl' && style.whiteSpace === 'nowrap' };
}
return {
  innerWidth: innerWidth, innerHeight: innerHeight,
  pageWidth: document.documentElement.scrollWidth,
  display: d.textContent, error: d.dataset.state === 'error', displayFits: d.scrollWidth <= d.clientWidth, displayLines: lines.size,
  clipped: clipped,
  modesBottom: Math.max(...modes.map(r => r.bottom)) + scrollY,
  padsTop: pads.top + scrollY, padsBottom: pads.bottom + scrollY,
  sciShown: !!sci && sci.getBoundingClientRect().height > 0,
  sciBottom: sci ? sci.getBoundingClientRect().bottom + scrollY : 0,
  newestStackEntryVisible: newest,
  smallestKey: Math.min(...keyHeights),
  smallestControl: smallest, smallControls: controls.filter(c => Math.min(c[1], c[2]) < 44).slice(0, 4),
  displayWhole: shownText.width === 0 || inside(shownText, d.getBoundingClientRect()),
  displayFontSize: parseFloat(getComputedStyle(d).fontSize),
  notice: !!noticeBox, noticeCovers: covered, pointer: pointer, cut: cut,
};
"""

# How many Tab presses from the top of the page reach the Expression field (focusable elements in tab order).
TAB_STOPS_TO_EXPR = """
const all = [...document.querySelectorAll('a[href], button, input:not([type=hidden]), [tabindex]')]
  .filter(e => e.tabIndex >= 0 && e.getClientRects().length > 0);
return all.indexOf(document.querySelector('#expr')) + 1;
"""


def set_viewport(driver, width, height):
    """Emulates a viewport of width x height CSS pixels (the page is laid out again, not reloaded)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


def set_color_scheme(driver, scheme):
    """Emulates prefers-color-scheme: "light" or "dark"."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def key_rects(driver):
    return driver.execute_script(KEY_RECTS)


def facts(driver):
    return driver.execute_script(FACTS)


# The colours that make each visible control stand out from the page: its border and its fill.
KEY_COLOURS = """
const page = getComputedStyle(document.documentElement).backgroundColor;
return [...document.querySelectorAll('button, input:not([type=hidden])')]
  .filter(b => b.getClientRects().length > 0)
  .map(b => { const s = getComputedStyle(b);
              return [b.value || b.id || b.textContent, s.borderTopColor, s.backgroundColor, page]; });
"""


def _luminance(css):
    """Relative luminance (WCAG) of a computed `rgb(r, g, b)` colour."""
    parts = [float(x) for x in css[css.index("(") + 1:css.index(")")].replace("/", ",").split(",")[:3]]
    linear = [c / 255 / 12.92 if c / 255 <= 0.03928 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in parts]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a, b):
    la, lb = _luminance(a), _luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def weak_key_edges(driver, minimum=3.0):
    """Controls whose border and fill both contrast less than `minimum` with the page (WCAG 1.4.11)."""
    weak = []
    for name, border, fill, page in driver.execute_script(KEY_COLOURS):
        best = max(contrast(border, page), contrast(fill, page))
        if best < minimum:
            weak.append(f"{name.strip()} {best:.2f}")
    return weak


def focused_ax_node(driver):
    """(name, description) of the focused control in Chromium's accessibility tree (CDP), or None."""
    tree = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})
    for node in tree.get("nodes", []):
        props = {p["name"]: p.get("value", {}).get("value") for p in node.get("properties", [])}
        if props.get("focused") and node.get("role", {}).get("value") not in ("RootWebArea", "WebArea"):
            return (node.get("name", {}).get("value", ""), node.get("description", {}).get("value", ""))
    return None


def ax_name_of(driver, role, starts_with):
    """The accessible name of the first node with `role` whose name starts with `starts_with`."""
    tree = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})
    for node in tree.get("nodes", []):
        name = node.get("name", {}).get("value", "")
        if node.get("role", {}).get("value") == role and name.startswith(starts_with):
            return name
    return None
