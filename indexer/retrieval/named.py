"""The documents a question names by what their cards say: organisation, period, kind.

"Best Buy's inventories at the end of FY2019" names an organisation and a fiscal year; a
passage of Best Buy's 2019 10-K rarely says either, while another company's passage with more
of the question's words does. The cards (``indexer.ingest.cards``) know which documents are
Best Buy's and which cover fiscal 2019: the question narrows the library step by step — to the
named organisation's documents (or, if it names none, a named fiscal year's), then among them
to the named month's (a date on the cover: "the report published in March 2019"), the named
years', then to the named kind's — and the documents left are preferred (their
passages join the fusion as one more ranking, a soft preference the other rankings can
outvote). A later step that matches nothing is skipped. A question that names no organisation
and no fiscal year, or names what most documents share, changes nothing: a bare "2019 cohort"
or "the general population" names no document.
"""

from __future__ import annotations

import functools
import re
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from indexer.ingest.cards import find_dates, fiscal_years_of, quarters_of
from indexer.retrieval.periods import fiscal_years, named_quarters

if TYPE_CHECKING:
    from indexer.ingest.cards import DocumentCard

_WORD = re.compile(r"[^\W_]+(?:&[^\W_]+)*")  # "AT&T", "PG&E" are one word
_YEAR = re.compile(r"(?<![\d/.-])((?:19|20)\d\d)(?![\d/.-])")
# Words of organisation names that name no organisation by themselves.
_GENERIC = frozenset(
    "the of and for a an u s us united states national federal department office agency "
    "administration board inc llc ltd plc co corp corporation company companies group holdings "
    "international services service institute university hospital school faculty center centre "
    "association foundation trust council commission bureau ministry america american".split())
_COMPANY = re.compile(r"\b(?:inc|incorporated|corp|corporation|company|co|ltd|limited|plc|llc|"
                      r"holdings|group|international|n\.v|s\.a|ag|se)\b\.?,?\s*$", re.I)
_KIND_GENERIC = frozenset("report plan form annual quarterly study of the".split())
NamesThem = Callable[[str, set[str]], bool]
MAX_SHARE = 0.5  # a step that keeps more than this share of the documents names nothing in particular


def question_words(question: str) -> set[str]:
    """The stems of the question's capitalised words: how a question names an organisation
    ("the Labor Department", not "labor costs"; "General Services", not "the general
    population"; "3M", "eBay")."""
    return {_stem(w) for w in _WORD.findall(question) if not w.islower() and not w.isdigit()}


def same_organisation(a: DocumentCard, b: DocumentCard) -> bool:
    """Do two cards name one organisation ("United States Office of Personnel Management" and
    "U.S. Office of Personnel Management"; or one alias, "OPM", both go by)?"""
    words_a, words_b = _distinctive(a.organisation), _distinctive(b.organisation)
    return (bool(words_a) and words_a == words_b) or not set(a.aliases).isdisjoint(b.aliases)


def names_kind(card: DocumentCard, stems: set[str]) -> bool:
    """Does the question name the card's kind ("strategic plan", "10-K", "protocol")?"""
    own = _kind_words(card.kind)
    return bool(own) and own <= stems


@functools.lru_cache(maxsize=4096)
def _distinctive(organisation: str) -> frozenset[str]:
    return frozenset(_distinctive_words(organisation))


def _distinctive_words(organisation: str) -> list[str]:
    return [_stem(w) for w in _WORD.findall(organisation)
            if w.lower() not in _GENERIC and len(w) > 1]


def _short_name(organisation: str) -> str:
    """The word a company goes by ("Verizon" of "Verizon Communications Inc.", "Costco" of
    "Costco Wholesale Corporation"): the first distinctive word of a company's legal name.
    Agencies and institutes go by their full names ("the Labor Department"), not their first
    word, so they have none."""
    if not _COMPANY.search(organisation):
        return ""
    words = _distinctive_words(organisation)
    return words[0] if len(words) > 1 else ""


@functools.lru_cache(maxsize=256)
def _kind_words(kind: str) -> frozenset[str]:
    return frozenset(_stem(w) for w in _WORD.findall(kind) if w.lower() not in _KIND_GENERIC)


def _joined_names(question: str) -> set[str]:
    """Runs of two or three capitalised words written as one, in capitals: "Best Buy" →
    BESTBUY, as a file named BESTBUY_2019_10K.pdf calls the company."""
    words = _WORD.findall(question)
    runs = set()
    for size in (2, 3):
        for i in range(len(words) - size + 1):
            run = words[i:i + size]
            if all(w[:1].isupper() for w in run):
                runs.add("".join(run).upper())
    return runs


def named_years(question: str) -> set[int]:
    """The years a question names: fiscal ("FY19") and calendar ("in 2021")."""
    return set(fiscal_years(question)) | {int(y) for y in _YEAR.findall(question)}


@dataclass
class _CardIndex:
    """Which documents each alias, name word and year points at: a question is matched in
    the time of its own words, not of the library's documents."""

    cards: dict[str, DocumentCard]
    by_alias: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    by_word: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    by_short_name: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    by_year: dict[int, set[str]] = field(default_factory=lambda: defaultdict(set))

    @classmethod
    def of(cls, cards: dict[str, DocumentCard]) -> _CardIndex:
        index = cls(cards)
        for key, card in cards.items():
            for alias in card.aliases:
                index.by_alias[alias].add(key)
            for word in _distinctive(card.organisation):
                index.by_word[word].add(key)
            if (short := _short_name(card.organisation)):
                index.by_short_name[short].add(key)
            for year in {*card.years, *fiscal_years_of(card)}:
                index.by_year[year].add(key)
        return index

    def by_organisation(self, tokens: set[str], words: set[str],
                        names_them: NamesThem | None = None) -> set[str]:
        """The documents of the organisation the question names: by an alias as written (or,
        four letters or more, in any case: "Verizon", VERIZON), by every distinctive word of its
        name, or by a company's short name where ``names_them`` says the word is theirs.
        Written in lower case ("verizon", "best buy"), a name counts only where ``names_them``
        says one of its words is theirs: "apple" names Apple's filings in a library of filings,
        nothing in a library of recipes."""
        found = {key for token in tokens for key in self.by_alias.get(token, ())}
        found |= {key for token in tokens if not token.islower() and len(token) >= 4
                  for key in self.by_alias.get(token.upper(), ())}
        lower = {_stem(t) for t in tokens if t.islower() and len(t) >= 3} - words
        for word in (words | lower) & self.by_short_name.keys():
            keys = self.by_short_name[word]
            if (names_them is None and word in words) or (
                    names_them is not None and names_them(word, keys)):
                found |= keys
        candidates = {key for word in words | lower for key in self.by_word.get(word, ())}
        for key in candidates:
            own = _distinctive(self.cards[key].organisation)
            if own <= words:
                found.add(key)
            elif own <= words | lower and names_them is not None and any(
                    names_them(word, self.by_word[word]) for word in own & lower):
                found.add(key)
        return found


_last_index: list[_CardIndex] = []  # the index of the cards last asked about (one library)


def _index_of(cards: dict[str, DocumentCard]) -> _CardIndex:
    if not _last_index or _last_index[0].cards is not cards:
        _last_index[:] = [_CardIndex.of(cards)]
    return _last_index[0]


def named_documents(question: str, cards: dict[str, DocumentCard],
                    names_them: NamesThem | None = None) -> list[str]:
    """The content keys of the documents ``question`` names (empty: it names none in
    particular). Each step narrows the documents the steps before left.

    ``names_them(word, keys)``: whether a company's short name ("Best" of Best Buy, "First" of
    First Solar) names those documents in this library rather than being a common word in it
    (``None``: always)."""
    if len(cards) < 2:
        return []
    index = _index_of(cards)
    tokens = set(_WORD.findall(question)) | _joined_names(question)
    fiscal = set(fiscal_years(question))
    named = index.by_organisation(tokens, question_words(question), names_them)
    if not named and fiscal:  # "FY2019" names a document's period; a bare "2019 cohort" may not
        named = {key for year in fiscal for key in index.by_year.get(year, ())}
    if not named:
        return []
    left = {key: cards[key] for key in named}
    years = named_years(question)
    months = {date[:7] for date in find_dates(question)}  # "published in March 2019"
    quarters = set(named_quarters(question))
    stems = {_stem(w) for w in tokens}
    for step in (lambda card: bool(months & _months_of(card)),
                 lambda card: bool(fiscal & fiscal_years_of(card)),
                 lambda card: bool(quarters & quarters_of(card)[0]),
                 lambda card: bool(quarters & quarters_of(card)[1]),
                 lambda card: bool(years & set(card.years)),
                 lambda card: names_kind(card, stems)):
        kept = {key: card for key, card in left.items() if step(card)}
        if kept and len(kept) < len(left):
            left = kept
    if len(left) == len(cards) or len(left) > MAX_SHARE * len(cards):
        return []
    return sorted(left)


def _months_of(card: DocumentCard) -> set[str]:
    """The months a card's cover date and period end fall in ("2019-02")."""
    return {date[:7] for date in (card.date, *re.findall(r"\d{4}-\d\d-\d\d", card.period))
            if date}


def _stem(word: str) -> str:
    """A crude stem for name matching: "labor's" / "labors" / "labor" alike."""
    word = word.lower()
    for suffix in ("'s", "’s", "ies", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word
