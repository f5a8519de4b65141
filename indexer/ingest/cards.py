"""A document's card: its title, organisation, kind, period, date, pages and language, by rules.

The card is read from the first pages the way a person skims a cover: a filing's registrant,
form and period; a report's agency and fiscal year; a protocol's sponsor and version date; a
letter's letterhead and date. Every rule is about how documents of any kind state these things
(labels such as "Sponsor:", organisation words such as "Department" or "Inc.", dates in the
usual spellings), never about one publisher's layout. A field the rules cannot find stays empty:
an empty field is honest, a guessed one misleads every search that trusts it.
"""

from __future__ import annotations

import datetime
import re
from collections import Counter
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from indexer.ingest.filings import FilingCover, find_cover, own_fiscal_period
from indexer.ingest.headers import DOCUMENT_TYPES

# Bump when the rules read documents differently: a library's cards made by earlier rules are
# made again from its stored passages the next time it is opened for writing.
CARD_RULES = 2
CARD_FIELDS = ("title", "organisation", "kind", "period", "date", "language")  # user-editable
SHOWN_FIELDS = ("title", "organisation", "kind", "period", "date", "pages", "language")
_FIRST_PAGES = 3  # a cover, its title page, a table of contents
_COVER_CHARS = 4000
_ORG_LINE_MAX = 90

_MONTH_NAMES = ("january february march april may june july august september october "
                "november december").split()
_MONTH = {name[:3]: i for i, name in enumerate(_MONTH_NAMES, 1)} | {"sept": 9}
_MONTH_RE = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
             r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?")
_DATES = [  # (pattern, order of its groups: d m y)
    (re.compile(rf"\b({_MONTH_RE})[\s-]+(\d{{1,2}})(?:st|nd|rd|th)?,?[\s-]+(\d{{4}})\b", re.I),
     "mdy"),
    (re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?[\s-]+(?:of\s+)?({_MONTH_RE}),?[\s-]+(\d{{4}})\b",
                re.I), "dmy"),
    (re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b"), "ymd"),
    (re.compile(r"\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4})\b"), "num"),
    (re.compile(rf"\b({_MONTH_RE})\s+(\d{{4}})\b", re.I), "my"),
]
_FISCAL_RANGE = re.compile(
    r"\b(?:fy|fiscal\s+years?)\s*(\d{4})\s*(?:[-–—]|to|through)\s*(?:fy\s*)?(\d{2}(?:\d{2})?)\b",
    re.I)
_FISCAL_YEAR = re.compile(r"\b(?:fy|fiscal\s+year)\s*['’]?(\d{4})\b", re.I)
_YEAR_RANGE = re.compile(r"(?<![\d/.-])((?:19|20)\d\d)\s*[-–—]\s*((?:19|20)\d\d)(?![\d/.-])")
_YEAR = re.compile(r"(?<![\d/.-])((?:19|20)\d\d)(?![\d/.-])")
_LABELLED_ORG = re.compile(
    r"^(?:study\s+)?(?:sponsor|sponsored\s+by|funded\s+by|research\s+institution|institution|"
    r"organi[sz]ation|company|agency|issuer|registrant|prepared\s+by|applicant|"
    r"study\s+applicant|affiliation|from)\s*(?:[:：]\s*(.*)|$)", re.I)
_ORG_WORDS = re.compile(
    r"\b(?:department|office|agency|administration|board|commission|bureau|ministry|council|"
    r"authority|institute|institution|university|college|school|faculty|hospital|clinic|"
    r"foundation|trust|association|society|corporation|company|inc|llc|ltd|plc|gmbh|ag|"
    r"group|bank|centre|center|laborator(?:y|ies)|academy|service|federation|"
    r"partnership|co)\b\.?", re.I)
_GENERIC_ORG_WORDS = frozenset(
    "the of and for a an u s us united states national federal department office agency "
    "administration board inc llc ltd plc co corporation company group".split())
# (kind, pattern over the title lines and the cover), the first that matches wins
_KINDS = [
    ("annual report (Form 10-K)", r"\bform\s+10-k\b"),
    ("quarterly report (Form 10-Q)", r"\bform\s+10-q\b"),
    ("current report (Form 8-K)", r"\bform\s+8-k\b"),
    ("annual report (Form 20-F)", r"\bform\s+20-f\b"),
    ("annual performance report", r"\bannual\s+performance\s+report\b"),
    ("annual performance plan", r"\bannual\s+performance\s+plan\b"),
    ("strategic plan", r"\bstrategic\s+plan\b"),
    ("accident report", r"\b(?:accident|incident)\s+(?:final\s+|factual\s+)?report\b"),
    ("informed consent form", r"\binformed\s+consent\b|\bconsent\s+form\b"),
    ("statistical analysis plan", r"\bstatistical\s+analysis\s+plan\b"),
    ("study protocol", r"\bprotocol\b"),
    ("research proposal", r"\bresearch\s+proposal\b|\bproposal\b"),
    ("annual report", r"\bannual\s+report\b"),
    ("quarterly report", r"\bquarterly\s+report\b"),
    ("lease", r"\blease\s+agreement\b|\bresidential\s+lease\b|\blease\b"),
    ("contract", r"\bagreement\b|\bcontract\b"),
    ("invoice", r"\binvoice\b"),
    ("statement", r"\b(?:account|bank|billing|card)\s+statement\b|\bstatement\s+period\b"),
    ("manual", r"\buser(?:'s)?\s+guide\b|\bmanual\b|\bhandbook\b|\binstructions\b"),
    ("minutes", r"^\s*(?:meeting\s+)?minutes\b|\bminutes\s+of\s+(?:the\s+)?(?:\w+\s+)?meeting\b"),
    ("paper", r"\babstract\b"),
    ("email", r"^\s*subject:.*\n\s*from:"),
    ("letter", r"^\s*(?:dear\s+\w|to\s+whom\s+it\s+may\s+concern)"),
    ("report", r"\breport\b"),
    ("plan", r"\bplan\b"),
]
_KIND_PATTERNS = [(kind, re.compile(pattern, re.I | re.M)) for kind, pattern in _KINDS]
_STOPWORDS = {
    "en": "the of and to in is that for with as on are by this be from",
    "de": "der die und das ist nicht mit von den zu sich des auf für im",
    "fr": "le la les et des est une que dans pour qui sur par pas du",
    "es": "el la los las que del por una para con como más pero sus",
    "it": "il la che di per una sono non della con del gli alla nel",
    "pt": "que não uma para com por mais como dos das pelo foi são ao",
    "nl": "de het een en van dat niet zijn op te met voor aan ook",
    "ru": "и в не на что с как по это он из но все она так же",
    "uk": "і в не на що з як та це він із але до від для ще",
    "bg": "и в не на че се за да от като по това са но се",
}
_STOPWORD_SETS = {lang: frozenset(words.split()) for lang, words in _STOPWORDS.items()}
_SCRIPTS = [("zh", r"[\u4e00-\u9fff]"), ("ja", r"[\u3040-\u30ff]"), ("ko", r"[\uac00-\ud7af]"),
            ("th", r"[\u0e00-\u0e7f]"), ("ar", r"[\u0600-\u06ff]"), ("he", r"[\u0590-\u05ff]"),
            ("el", r"[\u0370-\u03ff]")]


@dataclass(frozen=True)
class DocumentCard:
    """What a document is, in a few normalised fields ("" when the rules found nothing).

    ``period`` is normalised: "FY2019", "FY2022–FY2026", "2021", "quarter ended 2023-07-01",
    "year ended 2019-02-02"; ``years`` are the calendar or fiscal years it covers, for matching
    a question's "2019" or "FY19"; ``date`` is the date the document states on its cover, ISO
    ("2023-09-13", or "2014-02" when only the month is given). ``aliases`` are the shorter
    names the organisation goes by (acronyms from the document and its file name).
    ``edited`` names the fields the user corrected: re-indexing never overwrites them."""

    title: str = ""
    organisation: str = ""
    kind: str = ""
    period: str = ""
    date: str = ""
    pages: int = 0
    language: str = ""
    years: tuple[int, ...] = ()
    aliases: tuple[str, ...] = ()
    edited: tuple[str, ...] = field(default=())

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> DocumentCard:
        known = {f.name for f in fields(cls)}
        values: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v
                                  for k, v in data.items() if k in known}
        return cls(**values)

    def with_edits(self, edits: dict[str, str]) -> DocumentCard:
        """This card with the user's corrections laid over it (``edits``: field → value)."""
        values = self.to_dict()
        for name, value in edits.items():
            if name in CARD_FIELDS:
                values[name] = " ".join(str(value).split())
        if "period" in edits or "date" in edits:
            values["years"] = tuple(sorted(set(covered_years(values["period"]))
                                           | set(covered_years(values["date"]))))
        if "organisation" in edits:
            values["aliases"] = tuple(organisation_aliases(values["organisation"], ""))
        values["edited"] = tuple(sorted(set(self.edited) | (set(edits) & set(CARD_FIELDS))))
        return DocumentCard.from_dict(values)

    def shown_fields(self) -> list[tuple[str, str, bool]]:
        """(field, value, corrected by the user) of each filled field, in the order shown."""
        return [(name, str(getattr(self, name)), name in self.edited)
                for name in SHOWN_FIELDS if getattr(self, name)]

    def label(self) -> str:
        """One line for a passage's label or a tooltip: organisation — kind — period."""
        parts = [self.organisation, self.kind, self.period or self.date]
        return " — ".join(p for p in parts if p)


def document_card(pages: list[str], file_type: str, name: str, title: str = "",
                  page_count: int | None = None) -> DocumentCard:
    """The card of a document whose pages (or sections) are ``pages``, in order.

    ``name`` is the file's name without its suffix; ``title`` its declared title (PDF metadata,
    HTML <title>) if any; ``page_count`` its page count when ``pages`` are not its pages."""
    if file_type not in DOCUMENT_TYPES:  # data and code say nothing of what they are
        return DocumentCard()
    cover = "\n".join(p[:_COVER_CHARS] for p in pages[:_FIRST_PAGES])
    first = pages[0][:_COVER_CHARS] if pages else ""
    pages_n = page_count if page_count is not None else (len(pages) if file_type == "pdf" else 0)
    filing = find_cover(pages)
    declared = _declared_title(title, name)
    cover_title = _cover_title(first, file_type)
    if filing is not None:
        doc_title = " — ".join(p for p in (_tidy_case(filing.company), filing.form and f"Form {filing.form}",
                                           filing.period) if p)
        organisation = filing.company
    else:
        good_declared = len(declared.split()) >= 3 and not declared.islower()
        doc_title = (declared if good_declared else "") or cover_title or declared
        organisation = _organisation(cover, pages).lstrip("•*·- ")
    kind = _kind(" ".join([doc_title, cover_title, declared]), cover)
    period = _filing_period(filing, pages) if filing and filing.period else _period(
        " ".join([declared, cover_title]))
    date = _cover_date(first)
    years = sorted(set(covered_years(period)) | ({int(date[:4])} if date and not period else set()))
    organisation = _clip(_tidy_case(organisation), 120)
    return DocumentCard(
        title=_clip(doc_title, 200), organisation=organisation,
        kind=kind, period=period, date=date, pages=pages_n,
        language=detect_language(" ".join(pages[:_FIRST_PAGES])[:20000]),
        years=tuple(years), aliases=tuple(dict.fromkeys(
            [*organisation_aliases(organisation, name), *(filing.symbols if filing else ())])))


_METADATA_LINE = re.compile(
    r"^(?:version|v\d|date|last\s+updated|page\b|confidential|protocol\s*(?:number|no|/|v)|"
    r"iras|irb\b|nct\d|reference|code\b|\d+$|draft|final\b|copyright|©)", re.I)
_TITLE_LABEL = re.compile(
    r"^(?:(?:(?:official|study|project|short|protocol)\s+)?title|project\s+name|study\s+name|"
    r"subject)"
    r"\s*(?:[:：]\s*(.*)|$)", re.I)
_YEARS_ONLY = re.compile(r"^(?:FY\s*)?\d{4}(?:\s*[-–]\s*(?:FY\s*)?\d{2,4})?$", re.I)


def _cover_title(first_page: str, file_type: str) -> str:
    """The title a cover shows: its first run of short lines that are neither metadata
    (version, date, page, confidentiality) nor the organisation alone; a "Title:" label wins.
    In a text file a blank line ends the title (a PDF's text has blank lines anywhere)."""
    lines = [" ".join(raw.split()) for raw in first_page[:_COVER_CHARS].splitlines()]
    if file_type == "pdf":
        lines = [line for line in lines if line]
    else:
        while lines and not lines[0]:
            lines.pop(0)
    for i, line in enumerate(lines[:30]):
        labelled = _TITLE_LABEL.match(line) if line else None
        if labelled:
            value = labelled.group(1) or (lines[i + 1] if i + 1 < len(lines) else "")
            return _join_title([value, *lines[i + 2 if not labelled.group(1) else i + 1:]])
    picked: list[str] = []
    for line in lines[:30]:
        if not line:
            if picked:
                break
            continue
        if picked and _YEARS_ONLY.match(line):  # "Strategic Plan FY" / "2022-2026": its end
            picked.append(line)
            break
        if re.search(r"[a-z0-9]\.\s+[A-Z]", line) or len(line.split()) > 16 or not (
                line[:1].isupper() or line[:1].isdigit() or not line[:1].isalpha()):
            if picked:
                break
            continue
        is_meta = (_METADATA_LINE.match(line) or _date_only(line) or ":" in line
                   or not re.search(r"[^\W\d_]{3}", line))
        if is_meta or (_org_phrase(line) == line.strip(" ,.") and not picked):
            if picked:
                break
            continue
        if len(line) > 110:
            break
        picked.append(line)
        if len(picked) == 3:
            break
    return _join_title(picked)


def _join_title(lines: list[str]) -> str:
    picked: list[str] = []
    for line in lines[:3]:
        if picked and (not line or _METADATA_LINE.match(line) or ":" in line
                       or _date_only(line) or len(line) > 110):
            break
        picked.append(re.sub(r"^(?:#{1,6}|\*{1,6}|=+|-{2,})\s+", "", line))  # heading marks
    return " ".join(picked)


def _date_only(line: str) -> bool:
    return bool(find_dates(line)) and len(re.findall(r"[^\W\d_]{4,}", line)) <= 2


def _declared_title(title: str, name: str) -> str:
    """A declared title worth showing: not the file's own name, a single token, or a template."""
    title = " ".join(title.split())
    if not title or len(title.split()) < 2 or re.sub(r"\W", "", title.lower()).startswith(
            re.sub(r"\W", "", name.lower())[:6] or "\0"):
        return ""
    if re.search(r"^microsoft\s+(word|powerpoint|excel)|\.(docx?|pdf|pptx?)$|untitled|template|"
                 r"^\s*null\b", title, re.I):
        return ""
    return title


def _organisation(cover: str, pages: list[str]) -> str:
    """The organisation a document is from: a labelled line ("Sponsor: …"), else the first short
    cover line that names an organisation, else a running header that does."""
    lines = [" ".join(raw.split()) for raw in cover.splitlines()]
    lines = [line for line in lines if line]
    for i, line in enumerate(lines):
        match = _LABELLED_ORG.match(line)
        if match:
            value = (match.group(1) or "").strip(" :：") or (
                lines[i + 1] if i + 1 < len(lines) else "")
            value = re.split(r"\s{2,}|;|\s\|\s", value)[0]
            value = re.sub(r"\s*<[^>]*>|['\"]", "", value).strip()  # "Ann Lee <ann@x.org>"
            if _ORG_WORDS.search(value) or (value and len(value.split()) <= 6):
                return value.strip(" ,.")
    for i, line in enumerate(lines[:40]):
        candidate = _org_phrase(line, lines[i + 1] if i + 1 < len(lines) else "")
        if candidate:
            return candidate
    return _running_organisation(pages) or _frequent_organisation(pages)


_CONNECTORS = frozenset("of for and the on in & de du des der für".split())
_SEGMENT_BREAK = re.compile(
    r"\s+[—–|~]\s+|\s+-\s+|\b(?:FY\s*)?\d{4}\b|\b(?:fiscal\s+years?|annual|strategic|joint|"
    r"performance|report|plan|form|page|version|protocol|aviation|final|study)\b", re.I)
_LEADING_VERB = re.compile(r"^(?:submitted|presented|prepared|issued|published)\s+"
                           r"(?:to|by|for)\s+(?:the\s+)?", re.I)


def _org_phrase(line: str, next_line: str = "") -> str:
    """The organisation a short cover line names ("U.S. Department of Labor FY 2022 Strategic
    Plan" → "U.S. Department of Labor"), or "": a run of capitalised words (and connectors)
    holding an organisation word, starting where the line or one of its parts starts."""
    line = _LEADING_VERB.sub("", line.lstrip("•*-–· \t"))
    if len(line) > _ORG_LINE_MAX or not _ORG_WORDS.search(line):
        return ""
    if re.search(r"\b(is|are|was|were|will|has|have|shall|must)\b", line, re.I) or (
            ":" in line.rstrip(":")):
        return ""
    for segment in _SEGMENT_BREAK.split(line):
        words = segment.split()
        while words and words[-1].lower() in _CONNECTORS and next_line:
            follow = re.match(r"((?:[A-Z][\w.&'-]*\s*){1,3})", next_line)
            if not follow or not line.rstrip().endswith(segment.strip()):
                break
            words += follow.group(1).split()[:1]
        while words and words[-1].lower().strip(",") in _CONNECTORS:
            words.pop()
        phrase = " ".join(words).strip(" ,-–|")
        if (len(words) >= 2 and _ORG_WORDS.search(phrase) and words[0][:1].isupper()
                and all(w[:1].isupper() or w.lower() in _CONNECTORS or not w[:1].isalpha()
                        for w in words) and len(words) <= 10):
            return phrase
    return ""


def _running_organisation(pages: list[str]) -> str:
    """An organisation named by a line that tops or ends many pages (a running header)."""
    if len(pages) < 3:
        return ""
    counts: Counter[str] = Counter()
    for page in pages:
        lines = [" ".join(line.split()) for line in page.splitlines() if line.strip()]
        for line in {*lines[:2], *lines[-2:]}:
            if (phrase := _org_phrase(line)):
                counts[phrase] += 1
    if not counts:
        return ""
    phrase, n = counts.most_common(1)[0]
    return phrase if n >= max(3, len(pages) // 4) else ""


_ORG_MENTION = re.compile(
    r"\b((?:U\.S\.\s+)?(?:[A-Z][a-z]+\s+){0,3}(?:Department|Office|Agency|Administration|Bureau|"
    r"Board|Commission|Ministry|Institute|University|Hospital|Foundation|Corporation|Company|"
    r"Council|Authority)(?:\s+(?:of|for)(?:\s+the)?(?:\s+[A-Z][a-z]+){1,3}(?:\s+and(?:\s+[A-Z]"
    r"[a-z]+){1,2})?)?)")


def _frequent_organisation(pages: list[str]) -> str:
    """The organisation the document names most, at least three times ("U.S. Department of
    Commerce" in a plan whose cover says only "Strategic Plan")."""
    counts: Counter[str] = Counter()
    for page in pages:
        for match in _ORG_MENTION.finditer(" ".join(page.split())):
            phrase = re.sub(r"^(?:The|This|Our|Each|Its)\s+", "", match.group(1))
            if len(phrase.split()) >= 3:
                counts[phrase] += 1
    if not counts:
        return ""
    phrase, n = counts.most_common(1)[0]
    return phrase if n >= 3 else ""


_NOT_IN_ACRONYMS = frozenset(
    "u.s us united states the and of for inc llc ltd plc co corp corporation company "
    "incorporated".split())


def organisation_aliases(organisation: str, name: str) -> list[str]:
    """Shorter names of the organisation: its acronym ("Office of Personnel Management" → OPM,
    "U.S. Department of Labor" → DOL) and the letters a file name starts with ("DOL2022")."""
    aliases: list[str] = []
    words = [w for w in re.findall(r"[A-Za-z][A-Za-z&.'-]*", organisation)
             if w.lower().strip(".,") not in _NOT_IN_ACRONYMS]
    letters = "".join(w[0].upper() for w in words if w[0].isalpha())
    if 3 <= len(letters) <= 6:  # two letters ("AI", "NC") name too much else
        aliases.append(letters)
    if 2 <= len(letters) <= 6 and len(words) > 1 and words[0].lower() == "department":
        aliases.append("DO" + letters[1:])  # "Department of Labor": DOL, as agencies write it
    aliases += re.findall(r"\(([A-Z][A-Za-z.&]{1,9})\)", organisation)
    if not organisation.isupper():  # "ACME Widgets Inc.": ACME; not every word of a shout
        aliases += [w for w in re.findall(r"\b[A-Z]{3,8}\b", organisation) if len(words) > 1]
    stem = re.match(r"^([A-Za-z]{2,8})(?=(?:19|20)\d\d(?!\d)|[_\-\s]|$)", name)
    if stem and stem.group(1).isupper():
        aliases.append(stem.group(1))
    return list(dict.fromkeys(a for a in aliases if a.lower() != organisation.lower()))


def _kind(title: str, cover: str) -> str:
    """The first kind the title names; else the kind the cover's headings (its short lines,
    not its prose: "a protocol of 30 minutes" is no protocol) name first."""
    for kind, pattern in _KIND_PATTERNS:
        if pattern.search(title):
            return kind
    headings = "\n".join(line for line in cover[:3000].splitlines()[:60]
                         if len(line.strip()) <= 80)
    found = [(match.start(), i, kind) for i, (kind, pattern) in enumerate(_KIND_PATTERNS)
             if kind not in ("report", "plan", "contract") and (match := pattern.search(
                 headings))]
    return min(found)[2] if found else ""


def _filing_period(filing: FilingCover, pages: list[str]) -> str:
    """A filing's period by the name its text gives it and the date its cover states: "fiscal
    year ended February 2, 2019" → "FY2019 (year ended 2019-02-02)"; a quarter → "Q2 FY2024
    (quarter ended 2023-07-30)"."""
    date = find_dates(filing.period)
    quarterly = "quarter" in filing.period.lower() or filing.form == "10-Q"
    kind = "quarter" if quarterly else "year"
    if not date or len(date[0]) < 10:
        return filing.period
    fiscal_year, quarter = own_fiscal_period(pages, date[0], quarterly)
    name = f"Q{quarter} FY{fiscal_year}" if quarter else f"FY{fiscal_year}"
    return f"{name} ({kind} ended {date[0]})"


def _period(text: str) -> str:
    """The fiscal years or the years a title names: "FY2016", "FY2022–FY2026", "2001"."""
    if (match := _FISCAL_RANGE.search(text)):
        start, end = int(match.group(1)), match.group(2)
        end_year = int(end) if len(end) == 4 else start // 100 * 100 + int(end)
        if start < end_year <= start + 10:
            return f"FY{start}–FY{end_year}"
    if (match := _FISCAL_YEAR.search(text)):
        return f"FY{match.group(1)}"
    if (match := _YEAR_RANGE.search(text)):
        start, end_year = int(match.group(1)), int(match.group(2))
        if start < end_year <= start + 10:
            return f"{start}–{end_year}"
    years = [int(y) for y in _YEAR.findall(text)]
    return str(years[0]) if len(set(years)) == 1 else ""


def covered_years(period: str) -> list[int]:
    """The years a card's period or date names ("FY2022–FY2026" → 2022 … 2026; "FY2018 (year
    ended 2019-02-02)" → 2018, 2019)."""
    years = [int(y) for y in re.findall(r"(?<!\d)((?:19|20)\d\d)(?!\d)", period)]
    undated = re.sub(r"\d{4}-\d\d-\d\d", "", period)
    if len(years) == 2 and re.search(r"\d\s*[–-]\s*(FY)?\d", undated) and years[0] < years[1]:
        return list(range(years[0], years[1] + 1))
    if period.startswith(("year ended", "quarter ended")):
        return years[:1]
    return list(dict.fromkeys(years))


def fiscal_years_of(card: DocumentCard) -> set[int]:
    """The fiscal years a card's period names ("FY2019 (year ended 2019-02-02)", "Q2 FY2024 …",
    "FY2022–FY2026"); empty when it names none."""
    years = [int(y) for y in re.findall(r"\bFY\s*((?:19|20)\d\d)\b", card.period, re.I)]
    if len(years) == 2 and years[0] < years[1] <= years[0] + 10:
        return set(range(years[0], years[1] + 1))
    return set(years)


def quarters_of(card: DocumentCard) -> tuple[set[tuple[int, int]], set[tuple[int, int]]]:
    """The quarters a card's period is, as (quarter, year): as its organisation names them
    ("Q2 FY2024"; a year's report is the fourth quarter of its fiscal year), and as the calendar
    does (the quarter the period's last week falls in)."""
    own: set[tuple[int, int]] = set()
    if (match := re.search(r"\bQ([1-4])\s*FY\s*((?:19|20)\d\d)\b", card.period, re.I)):
        own.add((int(match.group(1)), int(match.group(2))))
    elif (fiscal := fiscal_years_of(card)) and len(fiscal) == 1 and "year ended" in card.period:
        own.add((4, next(iter(fiscal))))
    calendar: set[tuple[int, int]] = set()
    if (end := re.search(r"(?:quarter|year) ended ((?:19|20)\d\d-\d\d-\d\d)", card.period)):
        # the calendar quarter that holds the middle of its last three months
        middle = datetime.date.fromisoformat(end.group(1)) - datetime.timedelta(days=45)
        calendar.add(((middle.month - 1) // 3 + 1, middle.year))
    return own, calendar


def find_dates(text: str) -> list[str]:
    """The dates ``text`` states, ISO, in order of appearance ("2023-09-13"; "2014-02" when only
    the month is given)."""
    found: list[tuple[int, str]] = []
    taken: list[tuple[int, int]] = []
    for pattern, order in _DATES:
        for match in pattern.finditer(text):
            span = match.span()
            if any(a < span[1] and span[0] < b for a, b in taken):
                continue
            iso = _iso(match.groups(), order)
            if iso:
                found.append((span[0], iso))
                taken.append(span)
    return [iso for _, iso in sorted(found)]


def _iso(groups: tuple[str, ...], order: str) -> str:
    try:
        if order == "mdy":
            month, day, year = _MONTH[groups[0].lower()[:3].rstrip(".")], int(groups[1]), int(
                groups[2])
        elif order == "dmy":
            day, month, year = int(groups[0]), _MONTH[groups[1].lower()[:3]], int(groups[2])
        elif order == "ymd":
            year, month, day = (int(g) for g in groups)
        elif order == "num":
            first, second, year = int(groups[0]), int(groups[2]), int(groups[3])
            month, day = (second, first) if first > 12 else (first, second)
        else:
            month, year, day = _MONTH[groups[0].lower()[:3]], int(groups[1]), 0
    except (KeyError, ValueError):
        return ""
    if not (1900 <= year <= 2199 and 1 <= month <= 12 and 0 <= day <= 31):
        return ""
    return f"{year:04d}-{month:02d}" + (f"-{day:02d}" if day else "")


def _cover_date(first_page: str) -> str:
    """The first date the cover states (a report's month of issue, a protocol's version date)."""
    dates = find_dates(first_page[:2500])
    full = [d for d in dates if len(d) == 10]
    return (full or dates or [""])[0]


def detect_language(text: str) -> str:
    """ISO 639-1 code of the text's language: by script, then by its commonest short words
    ("" when there is too little text to tell)."""
    letters = re.findall(r"[^\W\d_]", text)
    if len(letters) < 40:
        return ""
    for lang, script in _SCRIPTS:
        if len(re.findall(script, text)) > len(letters) * 0.3:
            return lang
    words = Counter(re.findall(r"[^\W\d_]+", text.lower()))
    scores = {lang: sum(words[w] for w in stop) for lang, stop in _STOPWORD_SETS.items()}
    best = max(scores, key=scores.__getitem__)
    return best if scores[best] >= 3 else ""


def _tidy_case(text: str) -> str:
    """"United StateS Office Of PerSOnnel ManageMent" / "UNITED STATES OFFICE" → title case."""
    words = text.split()
    odd = sum(1 for w in words if len(w) > 3 and (w.isupper() or re.search(r"[a-z][A-Z]", w)))
    if len(words) > 1 and odd * 2 >= len(words):
        small = {"of", "and", "the", "for", "in", "on", "at", "to"}
        return " ".join(w.lower() if i and w.lower() in small else
                        (w if _kept_in_capitals(w, i == 0 or words[i - 1].lower() == "the")
                         else w.capitalize())
                        for i, w in enumerate(words))
    return text


_SHORT_WORDS = frozenset("the and new one old big oil gas air car sun bay two for inc ltd plc llc "
                         "co of".split())


def _kept_in_capitals(word: str, leading: bool) -> bool:
    """An acronym or a name with digits or an ampersand: "U.S.", "3M", "AT&T"; a short word
    leading the name ("MGM Resorts", "The AES Corporation"; not "Best Buy")."""
    bare = word.rstrip(",.")
    return (bool(re.fullmatch(r"[A-Z]\.[A-Z]\.|[A-Z]+&[A-Z]+", bare)) or bool(re.search(r"\d", word))
            or (leading and bare.isupper() and len(bare) <= 3
                and bare.lower() not in _SHORT_WORDS))


def _clip(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + "…"
