"""What a question plainly asks for beyond a search: a summary of a document, a list of the
library's documents, a comparison of documents, or given pages of one.

A small model rarely picks the right tool; a question that says "summarise the lease" or
"which of my documents mention asbestos" is routed to it by the assistant itself, so the model
only has to write the answer from what the tool returned. Anything else is searched as before.
The rules are about how people phrase such requests, never about a corpus: in English, and a
plain summary request in each of the window's other languages (its "Summarise this document").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

IntentKind = Literal["search", "summary", "list", "compare", "pages"]

_THIS = r"(?:this|the|that|my)\s+(?:document|file|report|paper|pdf|one)"
_SUMMARY = re.compile(
    r"^\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?"
    r"(?:summari[sz]e|sum\s+up|give\s+(?:me\s+)?(?:a\s+|an\s+)?(?:short\s+|brief\s+)?"
    r"(?:summary|overview|recap)\s+of|(?:write\s+|make\s+)?(?:a\s+|an\s+)?(?:short\s+|brief\s+)?"
    r"(?:summary|overview|recap)\s+of|what\s+(?:is|are)\s+the\s+(?:main|key)\s+"
    r"(?:points|obligations|findings|conclusions|terms|takeaways|ideas)\s+(?:of|in)|"
    r"what\s+is\s+(.+?)\s+about|tl;?dr(?:\s+of)?)\s*[:,]?\s*(.*)$", re.I)
_SUMMARY_ELSEWHERE = re.compile(  # "Summarise X." as the window's languages say it
    r"^\s*(?:"
    r"(?:(?:кратко|коротко)\s+)?(?:изложи(?:те)?|перескажи(?:те)?|резюмируй(?:те)?)\s+(.+?)|"
    r"(?:(?:стисло|коротко)\s+)?(?:перекажи(?:ть)?|підсумуй(?:те)?)\s+(.+?)|"
    r"fass(?:e|en\s+sie)\s+(.+?)\s+zusammen|"
    r"(?:resume|resuma|resúmeme|haz\s+un\s+resumen\s+de)\s+(.+?)|"
    r"请?(?:总结|概括)(?:一下)?\s*(.+?)"
    r")\s*[.!?。！？]?\s*$", re.I)
_PAGES = re.compile(
    r"\bpages?\s+(\d{1,4})(?:\s*(?:-|–|to|and)\s*(\d{1,4}))?\b(?:\s+(?:of|in)\s+(.+?))?"
    r"\s*(?:say|says|contain|contains|cover|covers|about|\?|$)", re.I)
_PAGES_ASK = re.compile(r"\b(?:what\s+(?:does|do|is|is\s+on)|read|show\s+me)\b", re.I)
_LIST = re.compile(
    r"^\s*(?:(?:which|what)\s+(?:of\s+)?(?:my\s+|the\s+)?(?:documents|files|reports|papers|"
    r"contracts|letters|statements|pdfs)\b\s*(.*)|what\s+(?:documents\s+|files\s+)?do\s+i\s+have"
    r"\s*(.*)|list\s+(?:all\s+)?(?:of\s+)?(?:my\s+|the\s+)?(documents|files|reports|papers|"
    r"contracts|letters|statements|pdfs)\b\s*(.*))$", re.I)
_TOPIC_LEAD = re.compile(
    r"^(?:that\s+|which\s+)?(?:(?:mention|mentions|talk\s+about|talks\s+about|are\s+about|"
    r"is\s+about|discuss|discusses|cover|covers|contain|contains|refer\s+to|refers\s+to)|"
    r"(?:from|by|about|on|of|with|in))\s+", re.I)
_COMPARE = re.compile(
    r"\b(?:compare|comparison|contrast|differ|differences?|changed?|versus|vs\.?)\b", re.I)
_BETWEEN = re.compile(r"\b(?:between|in)\s+(.+?)\s+and\s+(.+?)(?:[?.!]|$)", re.I)
_COMPARE_SUBJECT = re.compile(r"^\s*(?:compare|contrast)\s+(.+?)\s+(?:with|to|and|versus|vs\.?)\s+"
                              r"(.+?)(?:\s+(?:on|for|in terms of|regarding)\s+(.+?))?[?.!]?$",
                              re.I)


@dataclass(frozen=True)
class Intent:
    """What the question asks for; ``documents``: how it names the documents it is about;
    ``topic``: what to look for in them (a list's subject, a comparison's point)."""

    kind: IntentKind = "search"
    documents: tuple[str, ...] = field(default=())
    topic: str = ""
    pages: str = ""  # "12", "41-60"
    of_kind: str = ""  # a list's kind of document: "contracts", "reports"
    period: str = ""  # a list's year: "2025"


def read_intent(question: str) -> Intent:
    """The intent of ``question``: a summary, a list, a comparison, pages, or a search."""
    text = " ".join(question.split())
    if (match := _PAGES.search(text)) and _PAGES_ASK.search(text):
        first, last, where = match.groups()
        pages = f"{first}-{last}" if last else first
        return Intent("pages", _documents(where or ""), pages=pages)
    if match := _SUMMARY.match(text):
        about, rest = match.group(1), match.group(2)
        return Intent("summary", _documents(about or rest))
    if match := _SUMMARY_ELSEWHERE.match(text):
        return Intent("summary", _documents(next(g for g in match.groups() if g)))
    if match := _LIST.match(text):
        rest = next((g for g in (match.group(1), match.group(2), match.group(4)) if g is not None),
                    "")
        named = re.search(r"\b(documents|files|reports|papers|contracts|letters|statements|pdfs)\b",
                          text, re.I)
        noun = match.group(3) or (named.group(1) if named else "documents")
        years = re.findall(r"\b(?:19|20)\d\d\b", rest)
        topic = _topic(re.sub(r"\b(?:that\s+)?(?:end|ends|ended|expire|expires|start|starts|"
                              r"run|runs)?\s*(?:in|during|for)?\s*(?:19|20)\d\d\b", "", rest))
        kind = "" if noun.lower() in ("documents", "files", "pdfs") else noun
        return Intent("list", topic=topic, of_kind=kind, period=" ".join(years))
    if _COMPARE.search(text):
        if match := _COMPARE_SUBJECT.match(text):
            return Intent("compare", (_clean(match.group(1)), _clean(match.group(2))),
                          topic=_clean(match.group(3) or ""))
        if match := _BETWEEN.search(text):
            first, second = _clean(match.group(1)), _clean(match.group(2))
            if first and second:
                return Intent("compare", _paired(first, second), topic=text[:match.start()])
    return Intent()


def _documents(phrase: str) -> tuple[str, ...]:
    """The document a phrase names ("the 2021 performance report"), () for none or "this
    document" (the conversation's own file, if it has one)."""
    phrase = _clean(phrase)
    if not phrase or re.fullmatch(_THIS, phrase, re.I) or phrase.lower() in ("it", "this"):
        return ()
    return (phrase,)  # "this lease": the conversation's file, else the library's lease


def _paired(first: str, second: str) -> tuple[str, str]:
    """"the 2019" and "the 2023 reports": the second's noun completes the first."""
    noun = re.search(r"\b([a-z][\w-]*?)s?$", second, re.I)
    if noun and not re.search(r"[a-z]{3,}", re.sub(r"^(?:the|my)\s+", "", first, flags=re.I),
                              re.I):
        first = f"{first} {noun.group(1)}"
    second = re.sub(r"\b(report|plan|statement|contract|filing|lease|letter)s\b", r"\1", second,
                    flags=re.I)
    return first, second


def _topic(rest: str) -> str:
    """What the listed documents should mention: "that mention asbestos" → "asbestos"."""
    rest = _TOPIC_LEAD.sub("", rest.strip(" ?.!") + " ").strip()
    rest = re.sub(r"^(?:the|a|an)\s+", "", rest, flags=re.I)
    if re.fullmatch(r"(?:that\s+|which\s+)?(?:mentions?|covers?|contains?|discuss(?:es)?|about|"
                    r"from|on|in|of)?", rest, re.I):
        return ""  # only the verb was left ("which reports cover 2019")
    return rest.strip(" ?.!")


def _clean(phrase: str) -> str:
    phrase = re.sub(r"\s*[?.!]+$", "", phrase.strip())
    phrase = re.sub(r"^(?:please\s+)?(?:the\s+)?(?:whole\s+|entire\s+)?", "", phrase, flags=re.I)
    phrase = re.sub(r"\s+(?:for\s+me|please|briefly|in\s+short)$", "", phrase, flags=re.I)
    return phrase.strip(" ,;:")
