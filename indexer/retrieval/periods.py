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
    return expressions
