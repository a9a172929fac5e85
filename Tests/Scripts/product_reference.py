#!/usr/bin/env python3
"""An independent reference for long products: factorials and integer powers whose exact value has
more than 100 significant digits, rounded once to 100 (half to even), as the engine's exact results
keep (README "How the numbers work"). Python's integers and decimal module, not the engine.

Writes the fixture Tests/CalcEngineTests/Fixtures/products.txt:
    python3 Tests/Scripts/product_reference.py --write Tests/CalcEngineTests/Fixtures/products.txt
Each line: expression<TAB>the value to 100 significant digits.
"""
import math
import random
import sys
from decimal import ROUND_HALF_EVEN, Context, Decimal
from fractions import Fraction

CONTEXT = Context(prec=100, rounding=ROUND_HALF_EVEN, Emax=99999, Emin=-99999)


def rounded(value):
    """`value` (an int or a Fraction with a power-of-ten-free exact decimal) to 100 digits."""
    if isinstance(value, Fraction):
        return CONTEXT.divide(Decimal(value.numerator), Decimal(value.denominator))
    return CONTEXT.plus(Decimal(value))


def cases():
    for n in [25, 69, 70, 100, 150, 170, 200, 300, 450, 1000, 3248]:
        yield f"{n}!", math.factorial(n)
    for base, n in [(3, 300), (7, 250), (2, 1000), (123456789, 20), (99, 99), (12345678901234567890123, 7),
                    (2, 33000), (-7, 301)]:
        yield f"({base})^{n}" if base < 0 else f"{base}^{n}", base ** n
    for text, n in [("1.5", 700), ("0.3", 250), ("2.25", 333)]:
        yield f"{text}^{n}", Fraction(text) ** n
    generator = random.Random(26)
    for _ in range(20):
        base = generator.randrange(2, 10 ** 12)
        n = generator.randrange(max(2, 101 // len(str(base)) + 1), 4000 // len(str(base)))
        yield f"{base}^{n}", base ** n


def main():
    lines = ["# Long products: expression<TAB>value to 100 significant digits, rounded once (half to even).",
             "# Written by Tests/Scripts/product_reference.py (Python int, fractions and decimal), not by the engine."]
    for expression, value in cases():
        lines.append(f"{expression}\t{rounded(value):e}".replace("E", "e").replace("e+", "e"))
    text = "\n".join(lines) + "\n"
    if len(sys.argv) == 3 and sys.argv[1] == "--write":
        with open(sys.argv[2], "w") as out:
            out.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
