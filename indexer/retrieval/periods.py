"""The fiscal years a question names, as the keyword expressions documents state them in.

"FY16", "FY 2016", "fiscal 2016" and "the year ended September 2016" never meet a report whose
cover (and so every passage's header, see ``indexer.ingest.headers``) says "Fiscal Year 2016",
or a filing's "for the fiscal year ended February 2, 2019": the question's token is "fy16", the
document's "fiscal … 2016". Searched as the document says it, the named year's passages match a
rare expression that its look-alikes (the years before and after, which mention 2016 in their
trend tables and publication dates) mostly do not. A question naming no fiscal year gets none.
"""

from __future__ import annotations

import re

# "FY16", "FY 2016", "FY'16", "fiscal 2016", "fiscal year 2016", "fiscal-year 2016"
_FISCAL = re.compile(r"\b(?:fy|fiscal(?:[\s-]+year)?)\s*['’]?\s*(\d{4}|\d{2})\b", re.I)
# "the year ended September 30, 2016", "the year that ended in September 2016",
# "the period ending June 2023"
_ENDED = re.compile(
    r"\b(?:year|period)\s+(?:that\s+)?end(?:ed|ing|s)\s+(?:in\s+|on\s+)?"
    r"(?:[a-z]+\.?\s+)?(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(\d{4})\b", re.I)
# "year ended February 2, 2019": the month and the day stand between "ended" and the year
ENDED_DATE_TOKENS = 2
_ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4,
             "4th": 4}
_ORDINAL_WORDS = {1: "first", 2: "second", 3: "third", 4: "fourth"}
_YEAR = r"['’]?(\d{4}|\d{2})\b"
# "Q3 2023", "Q3 FY23", "Q3'23", "fiscal Q3 2023"; "3Q23", "3Q 2023"; "FY23 Q3", "2023 Q3";
# "the third quarter of (fiscal) 2023", "the third fiscal quarter of 2023", "third-quarter 2023"
_QUARTERS = [
    (re.compile(r"\bq([1-4])\s*[-,]?\s*(?:of\s+)?(?:fiscal\s+(?:year\s+)?|fy\s*)?" + _YEAR, re.I),
     (1, 2)),
    (re.compile(r"\b([1-4])q\s*" + _YEAR, re.I), (1, 2)),
    (re.compile(r"\b(?:fy\s*|fiscal\s+(?:year\s+)?)?" + r"['’]?(\d{4}|\d{2})\s*[-,]?\s*q([1-4])\b",
                re.I), (2, 1)),
    (re.compile(r"\b(first|second|third|fourth|1st|2nd|3rd|4th)[\s-]+(?:fiscal\s+)?quarter\s+"
                r"(?:of\s+)?(?:the\s+)?(?:fiscal\s+)?(?:year\s+)?(?:fy\s*)?" + _YEAR, re.I), (1, 2)),
]


def named_quarters(question: str) -> list[tuple[int, int]]:
    """The quarters ``question`` names, as (quarter, year), in order, each once: "Q3 2023",
    "3Q23", "the third quarter of fiscal 2023" → (3, 2023)."""
    found: list[tuple[int, tuple[int, int]]] = []
    for pattern, (q_group, y_group) in _QUARTERS:
        for match in pattern.finditer(question):
            word = match.group(q_group).lower()
            quarter = _ORDINALS.get(word) or int(word)
            digits = match.group(y_group)
            year = 2000 + int(digits) if len(digits) == 2 else int(digits)
            if 1900 <= year <= 2199:
                found.append((match.start(), (quarter, year)))
    return list(dict.fromkeys(named for _, named in sorted(found)))


def fiscal_years(question: str) -> list[int]:
    """The fiscal years ``question`` names, in order, each once (two-digit years are 20xx)."""
    years: list[int] = []
    for match in [*_FISCAL.finditer(question), *_ENDED.finditer(question)]:
        digits = match.group(1)
        year = 2000 + int(digits) if len(digits) == 2 else int(digits)
        if 1900 <= year <= 2199 and year not in years:
            years.append(year)
    return years


def fiscal_year_expressions(question: str) -> list[str]:
    """FTS5 expressions matching the fiscal years ``question`` names as documents write them:
    "Fiscal Year 2016", "fiscal 2016", "FY 2016", "FY2016", "(fiscal) year ended February 2,
    2019" — phrases, never the year alone near "fiscal": a cover's "Fiscal Year 2015 February
    2016" (published in 2016) is not a report on fiscal 2016."""
    expressions: list[str] = []
    for year in fiscal_years(question):
        expressions += [f'"fiscal year {year}"', f'"fiscal {year}"', f'"fy {year}"',
                        f'"fy{year}"', f'NEAR("year ended" "{year}", {ENDED_DATE_TOKENS})']
    for quarter, year in named_quarters(question):
        ordinal = _ORDINAL_WORDS[quarter]
        expressions += [f'"{ordinal} quarter of {year}"', f'"{ordinal} quarter of fiscal {year}"',
                        f'"{ordinal} quarter of fiscal year {year}"', f'"{ordinal} quarter {year}"',
                        f'"q{quarter} {year}"', f'"q{quarter} fiscal {year}"',
                        f'"q{quarter} fy{year}"']
    return expressions
