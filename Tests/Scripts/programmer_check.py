#!/usr/bin/env python3
"""Programmer mode (SPEC 10.5) in headless Chromium with JavaScript off, as a person would use it.

Usage: programmer_check.py URL OUTDIR

Clicks the real buttons of the programmer keypad and reads the screen: the display, the word line
and the four lines HEX, DEC, OCT and BIN. Every expected value comes from Python integers here (the
Word class below: two's complement wrapping, truncating division, rotation), never from the
calculator's own code. Then:
  - the word, sign and base keys are marked aria-pressed (and "(current)"), the pressed key keeps
    the focus after its POST (autofocus), digits the input base lacks are disabled buttons;
  - the bit grid toggles bits (bit-5, then bit-0: 33) and names each bit with its value;
  - a value carried into programmer mode from Standard loses its fraction, with a notice;
  - text typed into the Expression field is worked out in the word;
  - at every size of page_layout.SIZES, in several states: no key moves, nothing scrolls sideways,
    no key label is cut, the display and the four base lines are whole inside the screen, and every
    control is at least 44 x 44 CSS px (24 on a phone held sideways, as the style sheet says why);
  - zoomed to 200% and 400% the display is in view after a key;
  - axe-core finds no violation (light and dark, 390x844 and 1280x800);
  - screenshots into OUTDIR after F F and 0 F = and after neg 1, at phone, phone on its side,
    desktop, kiosk, dark, and 200% and 400% zoom.
Prints one "ok: ..." line per check; exits 1 with "FAIL: ..." on the first failure.
"""
import os
import sys

from selenium.webdriver.common.by import By

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_check import (check, check_javascript_is_off, focused, fresh_calculator, press,  # noqa: E402
                           screenshot, start_browser, text, typed)
import page_axe  # noqa: E402
import page_layout  # noqa: E402

DIGITS = "0123456789ABCDEF"


class Word:
    """A machine word: `bits` wide, signed (two's complement) or unsigned, and an input base."""

    def __init__(self, bits=64, signed=True, base=16):
        self.bits, self.signed, self.base = bits, signed, base

    @property
    def mask(self):
        return (1 << self.bits) - 1

    def wrap(self, value):
        """value brought into the word as the hardware would: its low bits, read signed or not."""
        value &= self.mask
        if self.signed and value >> (self.bits - 1):
            value -= 1 << self.bits
        return value

    def quotient(self, a, b):
        """Integer division truncating toward zero (C, Swift), not Python's floor division."""
        q = abs(a) // abs(b)
        return self.wrap(q if (a < 0) == (b < 0) else -q)

    def remainder(self, a, b):
        """What the truncating division leaves: it has the sign of the dividend."""
        return self.wrap(a - b * self.quotient(a, b))

    def rotate_left(self, value, n):
        pattern, n = value & self.mask, n % self.bits
        return self.wrap((pattern << n) | (pattern >> (self.bits - n)))

    def rotate_right(self, value, n):
        return self.rotate_left(value, self.bits - n % self.bits)

    def bases(self, value):
        """The screen's four lines for value: the bit pattern in hex, octal and binary (in groups of
        four from the right), and the value in decimal."""
        pattern = value & self.mask
        binary = format(pattern, "b")
        groups = []
        while binary:
            groups.insert(0, binary[-4:])
            binary = binary[:-4]
        return {"HEX": format(pattern, "X"), "DEC": str(value), "OCT": format(pattern, "o"), "BIN": " ".join(groups)}

    def display(self, value):
        """A result on the display: the bit pattern in the input base with its prefix; in base 10, the value."""
        pattern = value & self.mask
        return {16: "0x" + format(pattern, "X"), 8: "0o" + format(pattern, "o"), 2: "0b" + format(pattern, "b"),
                10: str(value)}[self.base]

    def setting_keys(self):
        return [f"word-{self.bits}", "signed" if self.signed else "unsigned", f"base-{self.base}"]


# Key sequences (each after CL and the word's own keys) and the value they leave, worked out here.
W64, W8, W8U, W16U = Word(), Word(8), Word(8, False), Word(16, False)
SEQUENCES = [
    ("F F and 0 F =", W64, "F F and 0 F =", W64.wrap(0xFF & 0x0F)),
    ("8-bit signed 0x7F + 1 wraps", W8, "7 F + 1 =", W8.wrap(0x7F + 1)),
    ("8-bit unsigned 0 - 1 wraps", W8U, "0 - 1 =", W8U.wrap(0 - 1)),
    ("binary 101 shl 11", Word(base=2), "1 0 1 shl 1 1 =", Word(base=2).wrap(0b101 << 0b11)),
    ("-7 / 2 truncates toward zero", W64, "7 neg / 2 =", W64.quotient(-7, 2)),
    ("-7 mod 2 has the dividend's sign", W64, "7 neg % 2 =", W64.remainder(-7, 2)),
    ("8-bit unsigned 0x81 rol 1", W8U, "8 1 rol 1 =", W8U.rotate_left(0x81, 1)),
    ("8-bit unsigned 0x81 ror 1", W8U, "8 1 ror 1 =", W8U.rotate_right(0x81, 1)),
    ("8-bit 0x96 nand 0x3C", W8, "9 6 nand 3 C =", W8.wrap(~(0x96 & 0x3C))),
    ("8-bit 0xF0 nor 0x05", W8, "F 0 nor 0 5 =", W8.wrap(~(0xF0 | 0x05))),
    ("16-bit unsigned not 5", W16U, "5 not", W16U.wrap(~5)),
    ("decimal 123 xor 456", Word(base=10), "1 2 3 xor 4 5 6 =", Word(base=10).wrap(123 ^ 456)),
    ("octal 777 + 1", Word(base=8), "7 7 7 + 1 =", Word(base=8).wrap(0o777 + 1)),
    ("16-bit 0x7FFF * 2 wraps", Word(16), "7 F F F * 2 =", Word(16).wrap(0x7FFF * 2)),
    ("32-bit 0x80000000 shr 4 keeps the sign", Word(32), "8 0 0 0 0 0 0 0 shr 4 =", Word(32).wrap(-(1 << 31) >> 4)),
    ("64-bit neg 1 =", W64, "neg 1 =", W64.wrap(-1)),
]


def screen(driver):
    """What the screen shows: the display, the word line, and the four base lines (label -> digits),
    with the label of the line marked as the input base."""
    lines = driver.execute_script(
        "return [...document.querySelectorAll('.bases p')].map(p =>"
        " [p.querySelector('.b').firstChild.textContent, p.lastElementChild.textContent, p.classList.contains('in')]);")
    return {"display": text(driver, "#display"), "word": text(driver, "#word"),
            "bases": {label: digits for label, digits, _ in lines},
            "in": [label for label, _, marked in lines if marked]}


def settle(driver, word):
    """CL, then the word's size, sign and base keys, each checked as the pressed one."""
    press(driver, "CL")
    for key in word.setting_keys():
        press(driver, key)
    states = driver.execute_script(
        "return Object.fromEntries([...document.querySelectorAll('.prog button[aria-pressed]')]"
        ".map(b => [b.value, [b.getAttribute('aria-pressed'), b.textContent.includes('(current)')]]));")
    for key in ("word-8", "word-16", "word-32", "word-64", "signed", "unsigned",
                "base-16", "base-10", "base-8", "base-2"):
        chosen = key in word.setting_keys()
        want = ["true" if chosen else "false", chosen]
        if states.get(key) != want:
            check(False, f"{key} is aria-pressed={want[0]} after {' '.join(word.setting_keys())}", states.get(key))
    print(f"ok: aria-pressed and \"(current)\" mark {', '.join(word.setting_keys())} and nothing else")


def check_sequences(driver):
    for name, word, keys, value in SEQUENCES:
        settle(driver, word)
        for key in keys.split():
            press(driver, key)
        shown = screen(driver)
        sign = "signed" if word.signed else "unsigned"
        check(shown["word"] == f"{word.bits}-bit {sign}", f"the word line reads {word.bits}-bit {sign}", shown["word"])
        label = {16: "HEX", 10: "DEC", 8: "OCT", 2: "BIN"}[word.base]
        check(shown["in"] == [label], f"the {label} line is marked as the input base", shown["in"])
        want = {"display": word.display(value), "bases": word.bases(value)}
        got = {"display": shown["display"], "bases": shown["bases"]}
        check(got == want, f"{name}: {keys} shows {want['display']}, DEC {value}, BIN {want['bases']['BIN']}", got)
        last = keys.split()[-1]
        check(focused(driver, "value", last) == last, f"the key {last} has the focus after its POST")
    press(driver, "CL")
    settle(driver, W64)


def check_disabled_digits(driver):
    """The digits the input base lacks are disabled buttons; the others are not."""
    for base in (16, 10, 8, 2):
        press(driver, f"base-{base}")
        disabled = driver.execute_script(
            "return [...document.querySelectorAll('.pad.main button.d')].filter(b => b.disabled).map(b => b.value)")
        want = [d for d in DIGITS if int(d, 16) >= base]
        check(sorted(disabled) == sorted(want), f"in base {base} the digits {''.join(want) or 'none'} are disabled",
              disabled)
    press(driver, "base-16")


def check_bit_grid(driver):
    """bit-5 then bit-0 from zero: 0b100001; each bit button named with its index and value; as many
    buttons as the word has bits."""
    for word in (Word(8), Word(16), Word(32), Word(64)):
        press(driver, f"word-{word.bits}")
        count = len(driver.find_elements(By.CSS_SELECTOR, ".bits button.bit"))
        check(count == word.bits, f"the bit grid has {word.bits} bits for word-{word.bits}", count)
    press(driver, "CL")
    value = 0
    for bit in (5, 0):
        press(driver, f"bit-{bit}")
        value ^= 1 << bit
        check(focused(driver, "value", f"bit-{bit}") == f"bit-{bit}", f"bit-{bit} has the focus after its POST")
    shown = screen(driver)
    check(shown["bases"] == W64.bases(value) and shown["display"] == W64.display(value),
          f"bit-5 then bit-0 shows {W64.display(value)}, DEC {value}", shown)
    labels = driver.execute_script(
        "return [...document.querySelectorAll('.bits button.bit')].map(b => [b.value, b.getAttribute('aria-label'), b.textContent])")
    want = [[f"bit-{n}", f"bit {n}: {value >> n & 1}", str(value >> n & 1)] for n in range(63, -1, -1)]
    check(labels == want, "each bit is named \"bit N: 0|1\", most significant first, its text its value",
          [a for a, b in zip(labels, want) if a != b][:4])
    press(driver, "bit-5")
    value ^= 1 << 5
    check(screen(driver)["bases"]["DEC"] == str(value), f"bit-5 again clears it: DEC {value}")
    press(driver, "CL")


def check_carried_value(driver, url):
    """2.5 on the Standard keypad, then the programmer key: its integer part, with a notice."""
    fresh_calculator(driver, url)
    press(driver, "mode-standard")
    for key in ["CL", "2", ".", "5"]:
        press(driver, key)
    press(driver, "mode-programmer")
    value = int(2.5)  # the integer part (toward zero)
    shown = screen(driver)
    check(shown["display"] == W64.display(value) and shown["bases"]["DEC"] == str(value),
          f"2.5 carried into programmer mode becomes {value}", shown)
    notice = text(driver, "#notice")
    check("2.5" in notice and f"became {value}" in notice, "a notice says the fraction was dropped", notice)
    check(focused(driver, "value", "mode-programmer") == "mode-programmer", "the programmer key has the focus")
    press(driver, "CL")


def check_typed(driver):
    """Text in the Expression field is worked out in the word (64-bit signed, base 16)."""
    for typed_text, value, display in [("0xFF & 0x0F", W64.wrap(0xFF & 0x0F), None),
                                       ("1 << 4", W64.wrap(1 << 4), None), ("~5", W64.wrap(~5), None),
                                       ("255 to bin", 255, "0b" + format(255, "b"))]:
        typed(driver, typed_text)
        shown = screen(driver)
        if display is None:
            want = W64.display(value)
            check(shown["display"] == want and shown["bases"] == W64.bases(value),
                  f"typed {typed_text} shows {want}, DEC {value}", shown)
        else:
            # `to bin` names the base of the answer; programmer mode shows its display in the input base
            # whatever was typed, and the BIN line shows the binary.
            check(shown["display"] in (display, W64.display(value)) and shown["bases"] == W64.bases(value),
                  f"typed {typed_text} shows BIN {W64.bases(value)['BIN']}, DEC {value}", shown)
    settle(driver, W8)
    typed(driver, "0x7F + 1")
    shown = screen(driver)
    check(shown["display"] == W8.display(W8.wrap(0x80)) and shown["bases"] == W8.bases(W8.wrap(0x80)),
          f"typed 0x7F + 1 in an 8-bit word wraps to {W8.wrap(0x80)}", shown)
    settle(driver, W64)


# Facts about the programmer screen: the display and each base line whole, inside the screen, in order.
SCREEN_FACTS = """
const s = document.querySelector('.screen').getBoundingClientRect();
// The box of an element's visible text: a Range from its first to its last child (a base line's label and digits,
// leaving out the visually hidden name of the base, a 1 px box placed at -1 px).
const textBox = el => {
  const r = document.createRange();
  if (el.matches('.bases p')) { r.setStart(el.querySelector('.b').firstChild, 0); r.setEndAfter(el.lastElementChild); }
  else r.selectNodeContents(el);
  return r.getBoundingClientRect();
};
const inside = (a, b) => a.top >= b.top - 1 && a.bottom <= b.bottom + 1 && a.left >= b.left - 1 && a.right <= b.right + 1;
const parts = [['display', document.querySelector('#display')], ...[...document.querySelectorAll('.bases p')]
  .map(p => [p.querySelector('.b').firstChild.textContent, p]), ['notice', document.querySelector('#notice')]]
  .filter(([, el]) => el.textContent);
// Text boxes are the fonts' content areas, a little taller than their lines (1.15 to 1.25): 2 px of slack.
const meets = (a, b) => a.left < b.right - 2 && b.left < a.right - 2 && a.top < b.bottom - 2 && b.top < a.bottom - 2;
const out = [], overlaps = [], boxes = [];
for (const [name, el] of parts) {
  const t = textBox(el);
  if (!inside(t, s) || el.scrollWidth > el.clientWidth + 1) out.push([name, Math.round(t.left), Math.round(t.right), Math.round(t.top), Math.round(t.bottom)]);
  for (const [other, box] of boxes) if (t.width > 0 && box.width > 0 && meets(t, box)) overlaps.push(name + ' over ' + other);
  boxes.push([name, t]);
}
// The display's text and the word line are drawn (not squeezed to nothing) and whole in their boxes.
const unseen = [['display', document.querySelector('#display')], ['word', document.querySelector('#word')]]
  .filter(([, el]) => { const t = textBox(el), box = el.closest('.fit, .indicators').getBoundingClientRect();
                        return t.width < 1 || !inside(t, box); })
  .map(([name]) => name);
return {out: out, overlaps: overlaps, unseen: unseen, screen: [Math.round(s.width), Math.round(s.height)]};
"""


def record(driver, state, rects):
    """At every size: the page's facts, and the key positions compared with those of the state before."""
    for name, width, height in page_layout.SIZES + [("zoom-200", 640, 400)]:
        page_layout.set_viewport(driver, width, height)
        where = f"{state} at {name} {width}x{height}"
        now = page_layout.key_rects(driver)
        before = rects.get(name)
        if before is not None and [r[0] for r in before] == [r[0] for r in now]:
            moved = [f"{a} -> {b}" for a, b in zip(before, now) if a != b]
            check(not moved, f"no key moved: {where}", moved[:4])
        rects[name] = now
        facts = page_layout.facts(driver)
        check(facts["pageWidth"] <= facts["innerWidth"], f"no sideways scroll: {where}",
              (facts["pageWidth"], facts["innerWidth"]))
        # The mode switch is every mode's, and browser_check.py checks it; here the programmer keys and the bits.
        clipped = [c for c in facts["clipped"] if not c.startswith("mode-")]
        check(not clipped, f"no clipped label on a programmer key or a bit: {where}", clipped)
        # Up to 26 characters on one line; longer (64 binary digits) broken over lines, as the style sheet says.
        length = int(driver.find_element(By.CSS_SELECTOR, "#display").get_attribute("data-length"))
        check(facts["displayFits"] and facts["displayWhole"] and (facts["displayLines"] <= 1 or length >= 60),
              f"the display's text is whole{', on one line' if length < 60 else ''}: {where}",
              (facts["display"], facts["displayLines"]))
        if facts["notice"]:
            check(not facts["noticeCovers"], f"the notice covers no other part of the screen: {where}",
                  facts["noticeCovers"])
        fit = driver.execute_script(SCREEN_FACTS)
        check(not fit["unseen"], f"the display and the word line are in view, whole: {where}", fit)
        check(not fit["out"] and not fit["overlaps"],
              f"the display, the HEX, DEC, OCT and BIN lines (and the notice) are whole in the screen, none over another: {where}",
              fit)
        # WCAG 2.5.5 and 2.5.8: 44 x 44 CSS px, but on a phone on its side (under 30em high, landscape), where
        # the whole keypad must fit and the style sheet says why: 24.
        least = 24 if width > height and height < 480 else 44
        check(facts["smallestControl"] >= least, f"every control is at least {least} x {least} px: {where}",
              facts["smallControls"])
        if name.startswith("phone-landscape"):
            check(facts["modesBottom"] <= height, f"the mode switch is on screen: {where}", facts["modesBottom"])
    page_layout.set_viewport(driver, 1024, 768)


def check_layout(driver):
    rects = {}
    press(driver, "CL")
    record(driver, "programmer, fresh", rects)
    for key in "F F and 0 F =".split():
        press(driver, key)
    record(driver, "F F and 0 F =", rects)
    for key in ["CL", "neg", "1"]:
        press(driver, key)
    record(driver, "neg 1", rects)
    press(driver, "=")
    record(driver, "neg 1 = (64 binary digits)", rects)
    press(driver, "base-2")
    record(driver, "neg 1 = in base 2 (a 66-character display)", rects)
    press(driver, "base-16")
    for key in ["CL", "1", "F", "F", "word-8"]:
        press(driver, key)
    check(text(driver, "#notice") != "", "0x1FF put into an 8-bit word shows a notice", text(driver, "#notice"))
    record(driver, "a notice (0x1FF into 8 bits)", rects)
    press(driver, "CL")
    record(driver, "an 8-bit word", rects)
    press(driver, "word-64")
    press(driver, "CL")


def zoom(driver, factor):
    """A 1280x800 window zoomed to factor: 1280/factor x 800/factor CSS px at factor device pixels each."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 1280 // factor, "height": 800 // factor, "deviceScaleFactor": factor,
                            "mobile": False})


def check_zoom(driver):
    """At 200% and 400% the display is in view after a key (the pressed key scrolled into view, the
    screen stays at the top)."""
    for factor in (1, 2, 4):
        zoom(driver, factor)
        for key in "CL F F and 0 F =".split():
            press(driver, key)
        top, bottom, height = driver.execute_script(
            "const r = document.querySelector('#display').getBoundingClientRect(); return [r.top, r.bottom, innerHeight];")
        check(top >= 0 and bottom <= height, f"the display is in view after = at {factor * 100}%", (top, bottom, height))
        check(text(driver, "#display") == W64.display(0xFF & 0x0F), f"it shows 0xF at {factor * 100}%")
    page_layout.set_viewport(driver, 1024, 768)


def zoomed_screenshot(driver, factor, path):
    zoom(driver, factor)
    driver.execute_cdp_cmd("Emulation.setScrollbarsHidden", {"hidden": True})
    driver.refresh()
    driver.execute_script("window.scrollTo(0, 0)")
    check(driver.save_screenshot(path), f"saved {path} (1280x800 at {factor * 100}%)")
    driver.execute_cdp_cmd("Emulation.setScrollbarsHidden", {"hidden": False})
    page_layout.set_viewport(driver, 1024, 768)


def take_screenshots(driver, outdir):
    os.makedirs(outdir, exist_ok=True)
    for state, keys in [("and", "CL F F and 0 F ="), ("neg", "CL neg 1")]:
        for key in keys.split():
            press(driver, key)
        for name, width, height, scheme in [("phone", 390, 844, "light"), ("landscape", 844, 390, "light"),
                                            ("desktop", 1280, 800, "light"), ("kiosk", 1920, 1080, "light"),
                                            ("phone-dark", 390, 844, "dark"), ("desktop-dark", 1280, 800, "dark")]:
            screenshot(driver, width, height, os.path.join(outdir, f"programmer-{state}-{name}.png"), scheme)
        for factor in (2, 4):
            zoomed_screenshot(driver, factor, os.path.join(outdir, f"programmer-{state}-zoom{factor * 100}.png"))


def check_axe(url):
    """axe-core on the programmer page with a value set (bits on in the grid, a notice), light and dark,
    phone and desktop; and every control's edge contrasts 3:1 with the page."""
    driver = start_browser(javascript=True)
    try:
        source = page_axe.axe_source()
        driver.get(url)
        press(driver, "mode-standard")
        for key in ["CL", "2", ".", "5", "mode-programmer", "and", "F", "="]:
            press(driver, key)
        press(driver, "base-10")  # disabled digits on the page too
        for scheme in ("light", "dark"):
            for width, height in ((390, 844), (1280, 800)):
                page_layout.set_color_scheme(driver, scheme)
                page_layout.set_viewport(driver, width, height)
                driver.refresh()
                version, violations = page_axe.run_axe(driver, source)
                check(not violations,
                      f"axe-core {version}: 0 violations on the programmer page, {width}x{height} {scheme}",
                      "\n" + page_axe.describe(violations))
                weak = page_layout.weak_key_edges(driver)
                check(not weak, f"every control's edge contrasts 3:1 with the page: {width}x{height} {scheme}",
                      weak)
        press(driver, "base-16")
        press(driver, "mode-standard")
    finally:
        driver.quit()


def main(url, outdir):
    driver = start_browser()
    driver.implicitly_wait(5)
    try:
        check_javascript_is_off(driver)
        fresh_calculator(driver, url)
        press(driver, "mode-programmer")
        check(focused(driver, "value", "mode-programmer") == "mode-programmer", "the programmer key has the focus")
        shown = screen(driver)
        check(shown["word"] == "64-bit signed" and shown["in"] == ["HEX"], "the defaults: 64-bit signed, base 16",
              shown)
        check_sequences(driver)
        check_disabled_digits(driver)
        check_bit_grid(driver)
        check_typed(driver)
        check_layout(driver)
        check_zoom(driver)
        take_screenshots(driver, outdir)
        check_carried_value(driver, url)
    finally:
        driver.quit()
    check_axe(url)
    print("ok: all programmer checks passed")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
