#!/usr/bin/env python3
"""An independent reference for numbers written by locale (SPEC 10.1): CLDR's decimal and grouping
marks and group sizes as Python's babel gives them, apart from the engine and from Foundation.

Writes the fixture Tests/CalcEngineTests/Fixtures/locale-numbers.txt (babel from PyPI needed only
to write it):
    .build/pytools/bin/pip install babel==2.19.0
    .build/pytools/bin/python Tests/Scripts/locale_reference.py > Tests/CalcEngineTests/Fixtures/locale-numbers.txt
Each line: tag<TAB>number in the engine's form<TAB>the number as CLDR writes it in that locale
(grouped, every digit kept). Values: a fixed list of edge cases and seeded random decimals. Swiss
German is written by Python's own grouping with CLDR 46's marks (see GROUPED_BY_PYTHON).
"""
import random
from decimal import Decimal

from babel.numbers import format_decimal

TAGS = ["en", "en-IN", "de", "fr", "fr-CA", "es", "it", "pt", "nl", "pl", "sv", "es-419", "pt-PT", "en-ZA"]
# babel 2.19 writes de-CH and it-CH numbers of seven digits or more ungrouped, and with U+0027 where
# CLDR 46 (and Foundation) write U+2019: they are written here by Python's own grouping (format
# spec ",") with CLDR 46's marks, group U+2019 and decimal point.
GROUPED_BY_PYTHON = {"de-CH": ("\u2019", "."), "de-LI": ("\u2019", "."), "it-CH": ("\u2019", ".")}
# Regions read as a supported format (NumberLocale(matching:)): their own marks, as CLDR gives them.
REGIONS = ["es-MX", "es-US", "es-PE", "es-AR", "es-CL", "pt-BR", "de-AT", "en-GB", "fr-BE"]
SWISS = ["de-CH", "de-LI", "it-CH"]
FIXED = ["0", "1", "12", "123", "1234", "12345", "123456", "1234567", "12345678", "123456789012345",
         "0.5", "0.001", "1234.5", "12345.25", "1234567.5", "999999", "1000000", "100000.125",
         "123456789.123456"]


def values():
    rng = random.Random(20261126)
    out = list(FIXED)
    for _ in range(60):
        digits = rng.randint(1, 15)
        text = str(rng.randint(10 ** (digits - 1), 10 ** digits - 1))
        point = rng.randint(0, digits)
        whole, fraction = text[:point] or "0", text[point:].rstrip("0")
        out.append(whole.lstrip("0") or "0" if not fraction else (whole.lstrip("0") or "0") + "." + fraction)
    return out


def python_grouped(value, group, decimal):
    """`value` with its integer digits in threes by Python's format spec, then CLDR's marks."""
    whole, _, fraction = value.partition(".")
    grouped = format(int(whole), ",").replace(",", group)
    return grouped + (decimal + fraction if fraction else "")


def main():
    for tag in TAGS + REGIONS + SWISS:
        for value in values():
            if tag in GROUPED_BY_PYTHON:
                written = python_grouped(value, *GROUPED_BY_PYTHON[tag])
            else:
                written = format_decimal(Decimal(value), locale=tag.replace("-", "_"), decimal_quantization=False)
            print(f"{tag}\t{value}\t{written}")


if __name__ == "__main__":
    main()
