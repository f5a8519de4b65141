"""What a securities filing says it is: its cover's registrant, form, period and trading symbols,
and the fiscal year and quarter the filing names itself by.

A filing's cover is one standard form, but its text comes out of PDFs and web pages in many
orders: the registrant's name above its "(Exact name of registrant as specified in its
charter)" label or below it, the label broken over two lines, words run together
("jurisdictionof"), the whole cover on one line. The rules read the form's labels whichever way
the text came, and never take a label, the regulator or a date for the company.

The period a cover states ("for the fiscal year ended February 2, 2019") is not always the name
people use: retailers call that year "fiscal 2019" or "fiscal 2018", and a quarter ended July 30,
2023 may be its company's "second quarter of fiscal 2024". The filing's own text says which, so
the name is the one it uses most (``own_fiscal_period``).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

COVER_PAGES = 12  # an annual report's filing cover may follow its glossy pages and letter
_FIRST_PAGE_CHARS = 8000
_COMPANY_MAX = 90
_NEAR_LINES = 3  # how far above or below its label a registrant's name may stand
_OWN_PERIOD_CHARS = 400_000  # the filing's text read for the names of its own period

# The label, with its letters only (spaces and punctuation vary with the text extraction).
_REGISTRANT_LABEL = re.compile(
    r"exactnameof(?:the)?(?:smallbusiness)?(?:registrant|issuer|company)|"
    r"nameof(?:the)?registrantasspecified")
_LABEL_START = re.compile(r"\(?\s*(?:exact\s*)?name\s*of", re.I)
_NOT_A_NAME = re.compile(
    r"commission\s*file|securities\s+and\s+exchange|exchange\s+commission|washington|"
    r"^form\b|\bform\s+\d|for\s+the\s+(?:fiscal|quarterly|transition|year|period)|mark\s+one|"
    r"date\s+of\s+report|pursuant|[☐☒☑□■]|i\.\s*r\.\s*s\.|employer|jurisdiction|"
    r"incorporation|address|telephone|zip\s*code|registrant|charter|^\s*\(|^\W*$|^[\d\W]+$|"
    r"^(?:or|and|none|n/a)$|^united\s+states$|\bact\s+of\s+19", re.I)
_COMPANY_SUFFIX = re.compile(
    r"\b(?:inc|incorporated|corp|corporation|company|co|ltd|limited|plc|llc|l\.?p|lp|n\.?v|"
    r"s\.?a|ag|se|holdings?|group|trust|bancorp|partners)\b\.?", re.I)
_FORM = re.compile(
    r"\bform\s*(10-?q|10-?k(?:405|sb)?|20-?f|40-?f|8-?k|6-?k|s-1|def\s*14a|10-?qsb|n-csr)\b",
    re.I)
_FORM_BY_REPORT = [(re.compile(r"\bannual\s+report\s+pursuant\s+to\s+section\s+13", re.I), "10-K"),
                   (re.compile(r"\bquarterly\s+report\s+pursuant\s+to\s+section\s+13", re.I),
                    "10-Q")]
_DATE = r"[a-z]+\.?\s+\d{1,2}\s*,?\s*\d{4}|\d{1,2}\s+[a-z]+\.?\s+\d{4}"
_PERIOD = re.compile(
    r"for\s+the\s+(quarterly\s+period|fiscal\s+year|transition\s+period|year|period)\s+"
    rf"ended\s*:?\s*({_DATE})", re.I)
_SYMBOL_LABEL = re.compile(r"trading\s*symbols?", re.I)
_SYMBOL_LINE = re.compile(r"^[A-Z]{1,5}(?:\.[A-Z])?$")
_SYMBOL_INLINE = re.compile(
    r"(?:par\s+value|per\s+share|common\s+stock|ordinary\s+shares?)[^\n]{0,40}?\s([A-Z]{1,5})\s+"
    r"(?:the\s+)?(?:nasdaq|new\s+york\s+stock\s+exchange|nyse)", re.I)
_NOT_SYMBOLS = frozenset("LLC INC NYSE USD NONE OR AND THE PLC LP NA CLASS ADR ADS".split())

_ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4,
             "4th": 4}
_YEAR_TOKEN = r"['’]?(\d{4}|\d{2})\b"
_QUARTER_MENTIONS = [
    re.compile(r"\b(first|second|third|fourth|1st|2nd|3rd|4th)\s+(?:fiscal\s+)?quarter\s+(?:of\s+)?"
               r"(?:the\s+)?(?:fiscal\s+)?(?:year\s+)?(?:fy\s*)?" + _YEAR_TOKEN, re.I),
    re.compile(r"\bq([1-4])\s*(?:of\s+)?(?:fiscal\s+(?:year\s+)?|fy\s*)?" + _YEAR_TOKEN, re.I),
]
_FISCAL_MENTION = re.compile(r"\b(?:fiscal\s+(?:year\s+)?|fy\s*)" + _YEAR_TOKEN, re.I)
# A quarterly report's year-to-date columns say which quarter it is: nine months (or 36, 39, 40
# weeks: retailers count weeks) → the third; six months (24, 26, 28 weeks) → the second.
_MONTHS_TO_DATE = [
    (re.compile(r"\b(?:nine\s+months|(?:36|39|40|thirty[-\s]six|thirty[-\s]nine|forty)\s+weeks)"
                r"\s+ended\b", re.I), 3),
    (re.compile(r"\b(?:six\s+months|(?:24|26|28|twenty[-\s]four|twenty[-\s]six|twenty[-\s]eight)"
                r"\s+weeks)\s+ended\b", re.I), 2)]


@dataclass(frozen=True)
class FilingCover:
    """What a filing's cover states ("" where it states nothing)."""

    company: str
    form: str = ""  # "10-Q", "10-K", …
    period: str = ""  # "quarterly period ended December 30, 2023"
    symbols: tuple[str, ...] = ()  # its trading symbols ("AAPL")


def _letters(text: str) -> str:
    return re.sub(r"[^a-z]", "", text.lower())


def read_cover(text: str) -> FilingCover | None:
    """The cover of a filing whose first page is ``text``; None when it is no filing's cover
    (no registrant's name stands by the form's label)."""
    text = text[:_FIRST_PAGE_CHARS]
    lines = [" ".join(line.split()) for line in text.splitlines()]
    lines = [line for line in lines if line]
    flat = " ".join(text.split())
    company = _registrant(lines) or _unlabelled_registrant(lines, flat)
    if not company:
        return None
    form = _FORM.search(flat)
    form_name = _form_name(form.group(1)) if form else next(
        (name for pattern, name in _FORM_BY_REPORT if pattern.search(flat)), "")
    period = _PERIOD.search(flat)
    period_text = (f"{period.group(1).lower()} ended {' '.join(period.group(2).split())}"
                   if period else "")
    return FilingCover(company, form_name, period_text, _symbols(lines, flat))


def find_cover(pages: list[str]) -> FilingCover | None:
    """The first filing cover among a document's first pages (None: it is no filing)."""
    return next(filter(None, map(read_cover, pages[:COVER_PAGES])), None)


def _form_name(raw: str) -> str:
    name = re.sub(r"\s+", " ", raw.upper())
    return re.sub(r"^(10|20|40|8|6)-?([A-Z])", r"\1-\2", name)


def _registrant(lines: list[str]) -> str:
    """The registrant's name by its label: on the label's line before it, else the nearest line
    above that reads as a name, else the nearest below."""
    for i, line in enumerate(lines):
        pair = line + (" " + lines[i + 1] if i + 1 < len(lines) else "")
        if not _REGISTRANT_LABEL.search(_letters(line)):
            if not _REGISTRANT_LABEL.search(_letters(pair)):
                continue
            if i + 1 < len(lines) and _REGISTRANT_LABEL.search(_letters(lines[i + 1])):
                continue  # the label is wholly on the next line: found there
        start = _LABEL_START.search(line)
        before = _tail_name(line[: start.start()]) if start else ""
        if before:
            return before
        above = [lines[j] for j in range(i - 1, max(-1, i - 1 - _NEAR_LINES), -1)]
        after_label = i + (1 if not _REGISTRANT_LABEL.search(_letters(line)) else 0)
        below = lines[after_label + 1: after_label + 1 + _NEAR_LINES]
        names = [_clean(candidate) for candidate in above + below]
        names = [name for name in names if _reads_as_name(name)]
        with_suffix = [name for name in names if _COMPANY_SUFFIX.search(name)]
        if with_suffix or names:
            return (with_suffix or names)[0]
    return ""


def _unlabelled_registrant(lines: list[str], flat: str) -> str:
    """A company name on a cover whose registrant label was lost (an image, a garbled line):
    only on what is plainly a filing's cover, the first line that reads as a company's name."""
    if not (_FORM.search(flat) and re.search(r"securities\s+exchange\s+act", flat, re.I)):
        return ""
    return next((line for line in map(_clean, lines[:40])
                 if _reads_as_name(line) and _COMPANY_SUFFIX.search(line)), "")


def _tail_name(before: str) -> str:
    """The name at the end of the text before a label on one line: after the cover's last
    number ("… Commission File Number 1-9595 BEST BUY CO., INC.")."""
    before = _clean(before)
    if len(before) > _COMPANY_MAX or _NOT_A_NAME.search(before):
        before = _clean(re.split(r"\d[\d-]*\s+", before)[-1])
    return before if _reads_as_name(before) else ""


def _clean(text: str) -> str:
    return text.strip().lstrip("#*•").strip(" ,;:(").strip()


def _reads_as_name(text: str) -> bool:
    return (2 <= len(text) <= _COMPANY_MAX and bool(re.search(r"[^\W\d_]", text))
            and not _NOT_A_NAME.search(text) and len(text.split()) <= 10)


def _symbols(lines: list[str], flat: str) -> tuple[str, ...]:
    """The trading symbols the cover lists under its "Trading Symbol(s)" column."""
    found: list[str] = []
    for i, line in enumerate(lines):
        if _SYMBOL_LABEL.search(line):
            found += [candidate for candidate in lines[i + 1: i + 14]
                      if _SYMBOL_LINE.match(candidate) and candidate not in _NOT_SYMBOLS]
            break
    if not found and _SYMBOL_LABEL.search(flat):
        found = [m.group(1) for m in _SYMBOL_INLINE.finditer(flat)
                 if m.group(1).isupper() and m.group(1) not in _NOT_SYMBOLS]
    return tuple(dict.fromkeys(found))[:3]


def _year(token: str) -> int:
    return 2000 + int(token) if len(token) == 2 else int(token)


def own_fiscal_period(pages: list[str], end: str, quarterly: bool) -> tuple[int, int | None]:
    """The fiscal year (and, for a quarterly report, the quarter) a filing whose period ends on
    ``end`` (ISO date) calls its own: the name its text uses most among those the end date
    allows, else the year the period ends in (and the quarter its year-to-date columns say:
    nine months → third; six → second; none → first)."""
    end_year, end_month = int(end[:4]), int(end[5:7])
    text = " ".join(pages)[:_OWN_PERIOD_CHARS]
    if quarterly:
        to_date = next((q for pattern, q in _MONTHS_TO_DATE if pattern.search(text)), None)
        mentions: Counter[tuple[int, int]] = Counter()
        for pattern in _QUARTER_MENTIONS:
            for match in pattern.finditer(text):
                word = match.group(1).lower()
                quarter = _ORDINALS.get(word) or int(word)
                year = _year(match.group(2))
                # a quarter ends in its fiscal year, or in the calendar year before it ends
                if year in (end_year, end_year + 1) and to_date in (None, quarter):
                    mentions[(quarter, year)] += 1
        if mentions:  # the name it uses most; of two used alike, the later (it compares back)
            (quarter, year), _ = max(mentions.items(), key=lambda item: (item[1], item[0][1]))
            return year, quarter
        return end_year, to_date or 1
    # a year ending in the first half of a calendar year may be named by the year it began in
    allowed = (end_year - 1, end_year) if end_month <= 6 else (end_year,)
    years = Counter(y for m in _FISCAL_MENTION.finditer(text) if (y := _year(m.group(1))) in allowed)
    if years:
        return max(years.items(), key=lambda item: (item[1], item[0]))[0], None
    return end_year, None
