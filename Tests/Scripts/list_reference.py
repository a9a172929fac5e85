#!/usr/bin/env python3
"""Reference values of the worksheet's list functions (SPEC 10.4) and of mod, round, hypot and atan2, computed with Python's
`statistics`, `fractions`, `decimal` and `math`, independently of the engine.

Usage: python3 Tests/Scripts/list_reference.py > Tests/CalcEngineTests/Fixtures/list-functions.txt

Each line: EXPRESSION<TAB>EXACT, EXACT a reduced fraction n/d (or an integer), `=` and the decimal
rounded to 100 significant digits for an integer longer than that, or `~` and 30
significant digits when the value is irrational (a standard deviation that is no rational square; 17,
a double's, for atan2, from math.atan2).
"""
import math
import random
import statistics
from decimal import ROUND_HALF_EVEN, Decimal, getcontext, localcontext
from fractions import Fraction

getcontext().prec = 60
rng = random.Random(20261126)


def number():
    """A random integer or decimal with up to three decimals, as typed and as a Fraction."""
    whole = rng.randint(-500, 500)
    places = rng.choice([0, 0, 1, 2, 3])
    digits = rng.randint(0, 10**places - 1) if places else 0
    text = f"{whole}" if not places else f"{'-' if whole < 0 else ''}{abs(whole)}.{digits:0{places}d}"
    return text, Fraction(text)


def exact(value):
    value = Fraction(value)
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def square_root(value):
    """The square root of a Fraction: exact when both parts are squares, else ~30 digits."""
    n, d = value.numerator, value.denominator
    rn, rd = math.isqrt(n), math.isqrt(d)
    if rn * rn == n and rd * rd == d:
        return exact(Fraction(rn, rd))
    root = (Decimal(n) / Decimal(d)).sqrt()
    return "~" + format(root, ".30g")


lines = []
for _ in range(40):
    count = rng.randint(1, 12)
    typed, values = zip(*(number() for _ in range(count)))
    arguments = ", ".join(typed)
    lines.append((f"sum({arguments})", exact(sum(values))))
    lines.append((f"mean({arguments})", exact(statistics.mean(values))))
    lines.append((f"median({arguments})", exact(statistics.median(values))))
    lines.append((f"min({arguments})", exact(min(values))))
    lines.append((f"max({arguments})", exact(max(values))))
    if count >= 2:
        lines.append((f"stdev({'; '.join(typed)})", square_root(statistics.variance(values))))
lines.append(("stdev(2, 4, 4, 4, 5, 5, 7, 9)", square_root(statistics.variance([Fraction(v) for v in (2, 4, 4, 4, 5, 5, 7, 9)]))))
for _ in range(30):
    n = rng.randint(0, 60)
    r = rng.randint(0, 62)
    lines.append((f"nCr({n}, {r})", exact(math.comb(n, r))))
    lines.append((f"nPr({n}; {r})", exact(math.perm(n, r))))
for _ in range(30):
    values = [rng.randint(-10**6, 10**6) for _ in range(rng.randint(1, 6))]
    typed = ", ".join(str(v) for v in values)
    lines.append((f"gcd({typed})", exact(math.gcd(*values))))
    lines.append((f"lcm({typed})", exact(math.lcm(*values))))
# Whole numbers past a machine word: results stay within the engine's 100 exact digits.
for _ in range(12):
    values = [rng.randint(-10**40, 10**40) * rng.choice([1, 6, 210, 2**20]) for _ in range(2)]
    typed = ", ".join(str(v) for v in values)
    lines.append((f"gcd({typed})", exact(math.gcd(*values))))
    lines.append((f"lcm({typed})", exact(math.lcm(*values))))
for _ in range(8):
    n = rng.randint(10**18, 10**30)
    r = rng.randint(0, 3)
    lines.append((f"nCr({n}, {r})", exact(math.comb(n, r))))
    lines.append((f"nPr({n}; {r})", exact(math.perm(n, r))))

# The functions of two values other calculators write as calls: mod(a, b) (floored, taking the
# divisor's sign, as `%`), round(x, n) to n decimals (halves away from zero: Python's round() goes to
# even, so it is written out), hypot(a, b, …), and the names avg and average for mean.
def round_places(value, places):
    scaled = value * Fraction(10) ** places
    whole = math.floor(abs(scaled) + Fraction(1, 2))
    return Fraction(-whole if scaled < 0 else whole) / Fraction(10) ** places


for _ in range(30):
    (a_text, a), (b_text, b) = number(), number()
    if b == 0:
        continue
    lines.append((f"mod({a_text}, {b_text})", exact(a - b * math.floor(a / b))))
for _ in range(40):
    x_text, x = number()
    places = rng.randint(-3, 4)
    lines.append((f"round({x_text}, {places})", exact(round_places(x, places))))
for _ in range(12):
    numerator, denominator = rng.randint(-999, 999), rng.randint(1, 97)
    places = rng.randint(0, 6)
    lines.append((f"round({numerator}/{denominator}; {places})", exact(round_places(Fraction(numerator, denominator), places))))
for text in ["2.675", "-2.675", "1.005", "0.5", "-0.5", "1234.5"]:
    for places in [-2, 0, 2]:
        lines.append((f"round({text}, {places})", exact(round_places(Fraction(text), places))))
for _ in range(20):
    count = rng.randint(1, 4)
    typed, values = zip(*(number() for _ in range(count)))
    lines.append((f"hypot({', '.join(typed)})", square_root(sum(v * v for v in values))))
for _ in range(10):
    count = rng.randint(1, 6)
    typed, values = zip(*(number() for _ in range(count)))
    name = rng.choice(["avg", "average", "AVERAGE"])
    lines.append((f"{name}({', '.join(typed)})", exact(statistics.mean(values))))

# comb and perm (Python's math.comb and math.perm; Excel's COMBIN and PERMUT) are nCr and nPr.
for _ in range(8):
    n, r = rng.randint(0, 40), rng.randint(0, 42)
    lines.append((f"{rng.choice(['comb', 'combin', 'COMBIN'])}({n}, {r})", exact(math.comb(n, r))))
    lines.append((f"{rng.choice(['perm', 'permut', 'PERMUT'])}({n}; {r})", exact(math.perm(n, r))))
# atan2(y, x) in radians, the angle of the point (x, y) in (-pi, pi], from math.atan2 (correct to the
# last bit of a double, which the test's 1e-14 tolerance takes); on the axes as well as off them.
points = [(number(), number()) for _ in range(24)]
points += [(("0", Fraction(0)), ("1", Fraction(1))), (("0", Fraction(0)), ("-2.5", Fraction(-5, 2))),
           (("3", Fraction(3)), ("0", Fraction(0))), (("-3", Fraction(-3)), ("0", Fraction(0))),
           (("1", Fraction(1)), ("-1", Fraction(-1))), (("-1", Fraction(-1)), ("-1", Fraction(-1)))]
for (y_text, y), (x_text, x) in points:
    if x == 0 and y == 0:
        continue
    angle = math.atan2(float(y), float(x))
    lines.append((f"atan2({y_text}, {x_text})", "0" if angle == 0 else "~" + format(angle, ".17g")))

# nCr and nPr past the engine's 100 exact digits: rounded once, to 100 significant digits, half to
# even as the engine rounds an exact result ("=" and that decimal, from Python's decimal module).
def hundred_digits(value):
    with localcontext() as context:
        context.prec = 100
        context.rounding = ROUND_HALF_EVEN
        return "=" + str(+Decimal(value)).replace("E+", "e")


large = random.Random(20261129)
pairs = [(400, 200), (250, 125), (1000, 500), (5000, 2500), (120, 60)]
pairs += [(n, large.randint(n // 4, n // 2)) for n in (large.randint(200, 3000) for _ in range(10))]
for n, r in pairs:
    lines.append((f"nCr({n}, {r})", hundred_digits(math.comb(n, r))))
    lines.append((f"nPr({n}; {r})", hundred_digits(math.perm(n, r))))

print("# List functions: EXPRESSION<TAB>EXACT (n/d, = and 100 significant digits, or ~ and 30).")
print("# GENERATED by Tests/Scripts/list_reference.py with Python's statistics, fractions and math;")
print("# do not edit by hand.")
for expression, value in lines:
    print(f"{expression}\t{value}")
