#!/usr/bin/env python3
"""An independent reference for dates written by locale (SPEC 10.7, issue 35): CLDR's short date
format with the year in full, and the wide weekday name, as Python's babel gives them, apart from
the engine and from Foundation. English keeps ISO 8601 (the engine's documented choice), so its
rows are the ISO text.

Writes the fixture Tests/CalcEngineTests/Fixtures/locale-dates.txt (babel from PyPI needed only
to write it):
    .build/pytools/bin/pip install babel==2.19.0
    .build/pytools/bin/python Tests/Scripts/date_locale_reference.py > Tests/CalcEngineTests/Fixtures/locale-dates.txt
Each line: tag<TAB>ISO date<TAB>the result as the locale shows it (`30.05.2025 (Freitag)`).
Dates: edge cases (year 1, leap days, month ends, 9999-12-31) and seeded random days.
"""
import datetime
import random

from babel.dates import format_date, get_date_format

TAGS = ["en", "en-IN", "de", "fr", "es", "it", "pt", "nl", "pl", "sv", "es-419", "de-CH", "pt-PT", "en-ZA", "fr-CA", "it-CH"]
FIXED = [(1, 1, 1), (9, 9, 9), (1500, 3, 1), (1582, 10, 10), (1900, 2, 28), (2000, 2, 29), (2024, 2, 29),
         (2025, 5, 30), (2025, 12, 31), (9999, 12, 31)]


def dates():
    rng = random.Random(20261126)
    out = [datetime.date(*d) for d in FIXED]
    for _ in range(40):
        out.append(datetime.date(1, 1, 1) + datetime.timedelta(days=rng.randint(0, 3652058)))
    return out


def main():
    for tag in TAGS:
        locale = tag.replace("-", "_")
        # CLDR's short pattern, its two-digit year written in full (dates run from year 1).
        pattern = get_date_format("short", locale=locale).pattern.replace("yy", "y")
        for date in dates():
            if tag == "en":
                written = f"{date.isoformat()} ({format_date(date, 'EEEE', locale=locale)})"
            else:
                written = f"{format_date(date, pattern, locale=locale)} ({format_date(date, 'EEEE', locale=locale)})"
            print(f"{tag}\t{date.isoformat()}\t{written}")


if __name__ == "__main__":
    main()
