"""Numbered citations: stable numbering of passages, and the checks run on a finished answer."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from desktop_app.wording import tr
from indexer import display_name

# The one sentence that marks the "not found in your documents" outcome. The UI shows it
# differently, so the prompt (prompts.py) asks for it verbatim and this module looks for it.
NOT_FOUND_SENTENCE = "I could not find this in your documents."
# In any other language the model begins its reply with this marker, then says it in the
# question's language: the outcome is the marker, not words to match (the user never sees it).
NOT_FOUND_MARKER = "[not found]"

FlagKind = Literal["unknown_citation", "uncited", "weak_support"]

_CITATION_RE = re.compile(r"\[(\d{1,4}(?:\s*[,;]\s*\d{1,4})*)\]")
_LEADING_CITATIONS_RE = re.compile(r"^(?:\s*\[\d{1,4}(?:\s*[,;]\s*\d{1,4})*\])+[.,;:]?")
_SENTENCE_END_RE = re.compile(r"(?<=[.!?])\s+|\n+")
_NOT_FOUND_RE = re.compile(
    r"\b(?:could not|couldn't|cannot|can't|did not|didn't) find\b[^.]{0,60}\b(?:in|among)\s+"
    r"(?:your|the)\s+documents?\b", re.IGNORECASE)
# A model that answers in the question's language without the marker: its usual wording of
# "I could not find this in your documents" in the languages Footnote's users write most.
_NOT_FOUND_ELSEWHERE = re.compile("|".join((
    r"не\s+(?:удалось|смог(?:ла)?|могу|нашёл|нашел|нашла|найден[оа]?)\b[^.]{0,40}\bв\s+(?:ваших\s+|этих\s+|"
    r"предоставленных\s+)?документах",
    r"в\s+(?:ваших\s+|этих\s+|предоставленных\s+)?документах\s+(?:нет|не\s+(?:найден|содерж|говорит|указан))",
    r"не\s+(?:вдалося|зміг|змогла|можу|знайшов|знайшла|знайдено)\b[^.]{0,40}\bу\s+(?:ваших\s+)?документах",
    r"у\s+(?:ваших\s+)?документах\s+(?:немає|не\s+(?:знайдено|міститься|згадується))",
    r"\b(?:konnte|kann)\b[^.]{0,40}\bin\s+(?:ihren|den|deinen)\s+(?:dokumenten|unterlagen)\b[^.]{0,20}"
    r"\bnicht\s+finden",
    r"\bnicht\s+in\s+(?:ihren|den|deinen)\s+(?:dokumenten|unterlagen)\b",
    r"\bno\s+(?:pude|puedo|he\s+podido|se\s+encuentra|aparece)\b[^.]{0,40}\ben\s+(?:sus|tus|los)\s+documentos",
    r"\bje\s+n'ai\s+pas\s+(?:pu\s+)?trouv[ée]\b[^.]{0,40}\bdans\s+vos\s+documents",
    r"(?:您的|你的)?文档中(?:没有|未)(?:找到|提到|包含)|(?:未能|无法|没能)(?:在您的文档中)?找到",
)), re.IGNORECASE)
_WORD_RE = re.compile(r"\w+")
_STOPWORDS = frozenset(
    "the and for are but not you all any can had her was one our out has him his how its may "
    "new now see two who did yes get got let put say she too use that with have this will your "
    "from they been were what when which their there them then than into some such only also "
    "more most other over each both very just about after before under between these those "
    "would could should does doing being here where while".split())


@dataclass(frozen=True)
class Citation:
    """What ``[n]`` points to: a passage of an indexed file, with its exact place."""

    n: int
    chunk_id: str
    path: str
    rel_path: str
    page: int | None
    section: str
    start_index: int
    end_index: int
    quote: str
    file_type: str = ""
    query: str = ""
    content_hash: str = ""
    document: str = ""  # what the document is (its card, or search header): company, report, period

    @property
    def file_name(self) -> str:
        """The readable file name (undecodable bytes as U+FFFD; ``path`` is a stored key)."""
        return display_name(self.path)

    @property
    def label(self) -> str:
        """``contract.pdf, page 3`` / ``notes.md, section Garden > Pests`` / ``notes.txt``."""
        if self.page is not None:
            return f"{self.file_name}, page {self.page}"
        if self.section:
            return f"{self.file_name}, section {self.section}"
        return self.file_name

    @property
    def shown_label(self) -> str:
        """:attr:`label` in the window's language (``label`` is what the model reads)."""
        if self.page is not None:
            return f"{self.file_name}, " + tr("page {page}").format(page=self.page)
        if self.section:
            return f"{self.file_name}, " + tr("section {section}").format(section=self.section)
        return self.file_name

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Citation:
        names = cls.__dataclass_fields__
        return cls(**{k: v for k, v in data.items() if k in names})

    @classmethod
    def from_hit(cls, n: int, hit: Any, query: str) -> Citation:
        """From an ``indexer.retrieval.search.Hit``."""
        return cls(n=n, chunk_id=hit.chunk_id, path=hit.path, rel_path=hit.rel_path,
                   page=hit.page, section=hit.section or "", start_index=hit.start_index,
                   end_index=hit.end_index, quote=hit.text, file_type=hit.file_type,
                   query=query, content_hash=hit.content_hash,
                   document=_document_of(hit))


def _document_of(hit: Any) -> str:
    """What the passage's document is, for the model: its card ("U.S. Office of Personnel
    Management — annual performance report — FY2019") when the card says more than one thing,
    else the header it was searched with."""
    card = getattr(hit, "card", "") or ""
    return card if " — " in card else getattr(hit, "context", "") or ""


CitationMap = dict[int, Citation]


def map_from_state(raw: Mapping[str, Any] | None) -> CitationMap:
    """The state keeps ``{"1": {...}}`` (string keys survive any serializer); callers get ints."""
    return {int(k): Citation.from_dict(v) for k, v in (raw or {}).items()}


def map_to_state(citations: Iterable[Citation]) -> dict[str, dict[str, Any]]:
    return {str(c.n): c.to_dict() for c in citations}


def number_hits(known: Mapping[int, Citation], hits: Iterable[Any],
                query: str) -> tuple[list[Citation], list[Citation]]:
    """Give each hit its number: a passage seen before keeps it, new ones get the next ones.

    Returns ``(new, repeated)`` in the order of the hits.
    """
    by_chunk = {c.chunk_id: c for c in known.values()}
    next_n = max(known, default=0) + 1
    new: list[Citation] = []
    repeated: list[Citation] = []
    for hit in hits:
        if hit.chunk_id in by_chunk:
            repeated.append(by_chunk[hit.chunk_id])
            continue
        citation = Citation.from_hit(next_n, hit, query)
        by_chunk[hit.chunk_id] = citation
        new.append(citation)
        next_n += 1
    return new, repeated


@dataclass(frozen=True)
class SentenceCheck:
    """One sentence of an answer, the numbers it cites, and how well its passages support it."""

    text: str
    numbers: tuple[int, ...]
    support: float | None  # word overlap with the cited passages, 0..1; None if nothing to score


@dataclass(frozen=True)
class CitationFlag:
    """Something a reader should know about a sentence's citations."""

    kind: FlagKind
    sentence: str
    numbers: tuple[int, ...] = ()
    detail: str = ""


@dataclass(frozen=True)
class AnswerCheck:
    """The result of checking an answer against the passages the model was shown."""

    sentences: list[SentenceCheck] = field(default_factory=list)
    flags: list[CitationFlag] = field(default_factory=list)
    cited: tuple[int, ...] = ()  # valid numbers the answer uses, in order of first use
    not_found: bool = False


def split_sentences(text: str) -> list[str]:
    """Sentences of an answer; a citation written after the full stop stays with its sentence."""
    pieces = [p.strip() for p in _SENTENCE_END_RE.split(text) if p and p.strip()]
    sentences: list[str] = []
    for piece in pieces:
        lead = _LEADING_CITATIONS_RE.match(piece)
        if lead and sentences:
            sentences[-1] = f"{sentences[-1]} {lead.group(0).strip()}"
            piece = piece[lead.end():].strip()
        piece = piece.lstrip("-*• ").strip()
        if piece:
            sentences.append(piece)
    return sentences


def cited_numbers(sentence: str) -> tuple[int, ...]:
    numbers: list[int] = []
    for group in _CITATION_RE.findall(sentence):
        numbers.extend(int(n) for n in re.split(r"\s*[,;]\s*", group))
    return tuple(dict.fromkeys(numbers))


def is_not_found(text: str) -> bool:
    """Does the answer say that nothing was found: the marker, the prompt's sentence or close
    to it, or its usual wording in another language?"""
    squashed = " ".join(text.split()).lower()
    return (NOT_FOUND_MARKER in squashed or NOT_FOUND_SENTENCE.lower() in squashed
            or bool(_NOT_FOUND_RE.search(squashed)) or bool(_NOT_FOUND_ELSEWHERE.search(squashed)))


def content_words(text: str) -> set[str]:
    return {w for w in _WORD_RE.findall(_CITATION_RE.sub(" ", text).lower())
            if (len(w) >= 3 or w.isdigit()) and w not in _STOPWORDS}


def support_score(sentence: str, passages: Iterable[str]) -> float | None:
    """Share of the sentence's content words found in its passages (a lexical first cut)."""
    words = content_words(sentence)
    if not words:
        return None
    passage_words: set[str] = set()
    for text in passages:
        passage_words |= content_words(text)
    return len(words & passage_words) / len(words)


def check_answer(answer: str, citations: Mapping[int, Citation],
                 min_support: float = 0.3, marked_not_found: bool = False) -> AnswerCheck:
    """Every ``[n]`` must name a passage that was shown; uncited and weakly supported
    sentences are flagged. ``marked_not_found``: the model's reply carried NOT_FOUND_MARKER
    (gone from ``answer``, which is what the user sees)."""
    sentences: list[SentenceCheck] = []
    flags: list[CitationFlag] = []
    cited: list[int] = []
    for text in split_sentences(answer):
        numbers = cited_numbers(text)
        valid = [n for n in numbers if n in citations]
        unknown = tuple(n for n in numbers if n not in citations)
        if unknown:
            shown = (tr("no passage with this number was shown (shown: 1–{last})").format(
                last=max(citations)) if citations else
                tr("no passage with this number was shown (shown: none)"))
            flags.append(CitationFlag("unknown_citation", text, unknown, shown))
        score = support_score(text, (citations[n].quote for n in valid)) if valid else None
        sentences.append(SentenceCheck(text, numbers, score))
        cited.extend(n for n in valid if n not in cited)
        if not numbers and _needs_citation(text):
            flags.append(CitationFlag("uncited", text, (), tr("this sentence cites no passage")))
        elif score is not None and score < min_support:
            flags.append(CitationFlag("weak_support", text, tuple(valid), tr(
                "only {share:.0%} of its words appear in the passages").format(share=score)))
    not_found = ((marked_not_found or is_not_found(answer)) and not cited) or (
        not citations and not cited)
    if answer.strip() and not cited and not not_found and not flags:
        flags.append(CitationFlag("uncited", answer.strip()[:200], (),
                                  tr("the answer cites no passage at all")))
    return AnswerCheck(sentences, flags, tuple(cited), not_found)


def _needs_citation(sentence: str) -> bool:
    if is_not_found(sentence) or sentence.endswith("?") or sentence.endswith(":"):
        return False
    return len(_WORD_RE.findall(sentence)) >= 3


def flags_to_state(flags: Iterable[CitationFlag]) -> list[dict[str, Any]]:
    return [asdict(f) | {"numbers": list(f.numbers)} for f in flags]


def flags_from_state(raw: Iterable[Mapping[str, Any]] | None) -> list[CitationFlag]:
    return [CitationFlag(kind=f["kind"], sentence=f["sentence"], numbers=tuple(f["numbers"]),
                         detail=f.get("detail", "")) for f in raw or []]


def sentences_to_state(sentences: Iterable[SentenceCheck]) -> list[dict[str, Any]]:
    return [{"text": s.text, "numbers": list(s.numbers), "support": s.support} for s in sentences]


def sentences_from_state(raw: Iterable[Mapping[str, Any]] | None) -> list[SentenceCheck]:
    return [SentenceCheck(s["text"], tuple(s["numbers"]), s["support"]) for s in raw or []]
