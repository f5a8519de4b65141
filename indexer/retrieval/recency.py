""""The latest report", "the most recent 10-Q": the newest document of a series of look-alikes.

No document says it is the latest; a series says it by the years in its members' headers (the
cover lines every passage is searched with, see ``indexer.ingest.headers``). Among the documents
a search found, the one the found passages weigh most leads; the documents whose headers say
the same words as its own (years, dates and months aside) are its series — this agency's yearly
reports, that company's quarterly filings — and the newest of them (or the one before it, for
"the report before the latest") is preferred: its passages join the fusion as one more ranking,
a soft preference the other two rankings can still outvote. A question that asks for no latest
document, or a search that found no series, is ranked as before.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING

from indexer.retrieval.named import same_organisation

if TYPE_CHECKING:
    from indexer.ingest.cards import DocumentCard

_LATEST = re.compile(r"\b(?:latest|most\s+recent|newest|most\s+current|"
                     r"(?:last|past)\s+(?:fiscal\s+|financial\s+)?(?:year|quarter)(?!s))\b", re.I)
# What kind of report a question's "latest" means: a quarter's, or a year's.
_QUARTERLY = re.compile(r"\bquarter(?:ly)?\b|\b10-?q\b", re.I)
_ANNUAL = re.compile(r"\bannual\b|\byear\b|\b10-?k\b", re.I)
_BEFORE_LATEST = re.compile(
    r"\b(?:(?:just\s+)?before\s+the\s+(?:latest|most\s+recent|newest)|"
    r"(?:second|next)[\s-]+(?:latest|most\s+recent|newest)|"
    r"previous\s+to\s+the\s+(?:latest|most\s+recent|newest))\b", re.I)
_YEAR = re.compile(r"(?<!\d)(19\d\d|20\d\d|21\d\d)(?!\d)")
_WORD = re.compile(r"[^\W\d_]{2,}")
_MONTHS = frozenset(
    "january february march april may june july august september october november december "
    "jan feb mar apr jun jul aug sep sept oct nov dec".split())
# Two headers with this share of their words in common belong to one series: a yearly report's
# title lines change in case and order between years, another publisher's share a word or two.
SAME_SERIES = 0.6


@dataclass(frozen=True)
class Found:
    """A passage a search found: its document and that document's header."""

    chunk_id: str
    document: str  # content key
    header: str
    score: float


def wanted_recency(question: str) -> int | None:
    """0: the question asks for the latest document; 1: for the one before it; None: neither."""
    if _BEFORE_LATEST.search(question):
        return 1
    if _LATEST.search(question):
        return 0
    return None


def series_words(header: str) -> frozenset[str]:
    """A header's words without years, dates and months: what a series' members share."""
    return frozenset(w for w in _WORD.findall(header.lower()) if w not in _MONTHS)


def newest_year(header: str) -> int | None:
    """The latest year a header names (a report's fiscal year, or the month it came out)."""
    years = [int(y) for y in _YEAR.findall(header)]
    return max(years) if years else None


def _similar(a: frozenset[str], b: frozenset[str]) -> bool:
    return bool(a and b) and len(a & b) / len(a | b) >= SAME_SERIES


def _weights(found: list[Found]) -> dict[str, float]:
    weight: dict[str, float] = defaultdict(float)
    for passage in found:
        weight[passage.document] += passage.score
    return weight


def latest_by_cards(found: list[Found], cards: dict[str, DocumentCard], recency: int,
                    question: str = "", among: set[str] | frozenset[str] = frozenset()
                    ) -> str | None:
    """Like ``preferred_document``, by the cards: the series of the document the found passages
    weigh most is every document of the same organisation and kind in the library (found or
    not), ordered by the period or date each card states; None when that document's card names
    no organisation or kind, or the series has one member.

    ``among``: the documents the question names (``indexer.retrieval.named``), which the series
    is held to; the kind of report ``question`` asks the latest of ("the latest quarter", "the
    most recent 10-Q") chooses the series when the named documents hold it."""
    weight = _weights(found)
    if among:
        weight = {key: w for key, w in weight.items() if key in among} or dict.fromkeys(among, 0.0)
    if not weight:
        return None
    leader = max(weight, key=lambda key: (weight[key], key))
    card = cards.get(leader)
    if card is None or not card.kind or not (card.organisation or card.aliases):
        return None
    asked = _asked_kind(question, [cards[key] for key in among if key in cards])
    kind = asked or card.kind
    members = [(order, key) for key, other in cards.items()
               if other.kind == kind and (key in among if among else (
                   key == leader or same_organisation(card, other)))
               and (order := _recency_order(other)) is not None]
    orders = sorted({order for order, _ in members}, reverse=True)
    # one report of the kind asked for is its latest; else a series needs two members
    if len(orders) < (1 if asked else 2) or recency >= len(orders):
        return None
    chosen = [key for order, key in members if order == orders[recency]]
    return max(chosen, key=lambda key: weight.get(key, 0.0))


def _asked_kind(question: str, named: list[DocumentCard]) -> str:
    """The kind of the named documents a question's "latest quarter" or "last year" asks for
    (the newest of their quarterly or of their annual reports); "" when it says neither or
    none of them is of that kind."""
    for pattern, word in ((_QUARTERLY, "quarter"), (_ANNUAL, "annual")):
        if pattern.search(question):
            kinds = Counter(card.kind for card in named if word in card.kind.lower())
            if kinds:
                return kinds.most_common(1)[0][0]
    return ""


def _recency_order(card: DocumentCard) -> tuple[int, str] | None:
    """How recent a card says its document is: the day its period ends (a filing's), else the
    latest year it covers, then the date its cover states (two quarters of one year)."""
    if (end := re.search(r"ended (\d{4}-\d\d-\d\d)", card.period)):
        return int(end.group(1)[:4]), end.group(1)
    dates = re.findall(r"\d{4}-\d{2}(?:-\d{2})?", card.period) or ([card.date] if card.date else [])
    year = max(card.years) if card.years else (int(dates[0][:4]) if dates else None)
    return None if year is None else (year, max(dates) if dates else "")


def preferred_document(found: list[Found], recency: int) -> str | None:
    """The document ``recency`` places from the newest in the series of the document the found
    passages weigh most; None when that document has no series (one member, or no years)."""
    weight: dict[str, float] = defaultdict(float)
    headers: dict[str, str] = {}
    for passage in found:
        weight[passage.document] += passage.score
        headers.setdefault(passage.document, passage.header)
    if not weight:
        return None
    leader = max(weight, key=weight.__getitem__)
    words = series_words(headers[leader])
    members = [(year, doc) for doc, header in headers.items()
               if (year := newest_year(header)) is not None
               and (doc == leader or _similar(words, series_words(header)))]
    years = sorted({year for year, _ in members}, reverse=True)
    if len(years) < 2 or recency >= len(years):
        return None
    chosen = [doc for year, doc in members if year == years[recency]]
    return max(chosen, key=weight.__getitem__)
