"""How text is cut into keyword-search terms: FTS5 tokens, CJK bigrams, query terms."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from indexer.store.stems import (
    CJK_LETTERS,
    CYRILLIC_WORD,
    question_language,
    stem,
    stem_text,
    word_forms,
    words,
)

# CJK runs are indexed as overlapping character bigrams (as Lucene's CJK analyzer does), so a
# two-character word matches inside a longer run.
_CJK_RUN = re.compile(f"[{CJK_LETTERS}]+")
_WORD = re.compile(r"\w+")
_UNSPACED = re.compile(r"[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff]")  # Thai, Lao, Myanmar, Khmer

# FTS5: Porter stemming for English on top of Unicode-aware tokens; other scripts pass through.
FTS_TOKENIZER = "porter unicode61 remove_diacritics 2"
# 2: words in Cyrillic are indexed and searched as their Snowball (Russian) stems, so «событиями»
# finds «событий». 3: so are the words of a passage in another language Snowball knows
# (stems.SNOWBALL: "Verträgen" finds "Vertrag"). A library records the version its keyword index
# was written with.
KEYWORDS_VERSION = "3"

_STOPWORDS = frozenset(
    "a an and are as at be but by for from has have how i in is it its of on or that the "
    "their this to was were what when where which who why will with".split()
)


@dataclass(frozen=True)
class KeywordForm:
    """How a library's keyword index holds words, so a question is searched the same way:
    Cyrillic words as stems (``cyrillic``), and the stems of passages in ``languages``."""

    cyrillic: bool = True
    languages: tuple[str, ...] = ()


def _bigrams(run: str) -> str:
    if len(run) == 1:
        return run
    return " ".join(run[i:i + 2] for i in range(len(run) - 1))


def search_text(text: str, language: str | None = None) -> str | None:
    """The text FTS5 should index for a passage in ``language``, or None when it is the text
    itself: CJK runs as bigrams, Cyrillic words and those of a SNOWBALL language as stems."""
    stemmed = stem_text(text, language)
    cjk = _CJK_RUN.search(stemmed)
    if cjk:
        stemmed = _CJK_RUN.sub(lambda m: f" {_bigrams(m.group())} ", stemmed)
    return None if stemmed == text else stemmed


def query_words(query: str, form: KeywordForm | None = KeywordForm()) -> list[list[str]]:
    """The content words of a user query (common English words dropped when others remain),
    each as the search terms it may be indexed as: as written and, the way the library's
    keyword index holds words (``form``; None: as written, a library indexed before stems), as
    the stem in the question's language."""
    if form is not None and form.languages:
        language = question_language(query, form.languages)
        form = KeywordForm(form.cyrillic, (language,) if language else ())
    words_and_forms: list[tuple[str, list[str]]] = []
    for word in words(query.lower()):
        for piece in filter(None, _CJK_RUN.split(word)):
            words_and_forms.append((piece, _terms(_forms(piece, form))))
        for run in _CJK_RUN.findall(word):
            words_and_forms += [(pair, [pair]) for pair in _bigrams(run).split()]
    content = [forms for word, forms in words_and_forms if word not in _STOPWORDS]
    chosen = content or [forms for _, forms in words_and_forms]
    return [list(forms) for forms in dict.fromkeys(tuple(f) for f in chosen)]


def query_terms(query: str, form: KeywordForm | None = KeywordForm()) -> list[str]:
    """The distinct search terms of a user query (``query_words``, all in one list)."""
    return all_terms(query_words(query, form))


def all_terms(word_terms: list[list[str]]) -> list[str]:
    return list(dict.fromkeys(term for terms in word_terms for term in terms))


def _terms(forms: list[str]) -> list[str]:
    """The search terms of a word's forms. FTS5 cuts a word at its combining marks (the vowel
    signs of Devanagari or Thai): a term in quotes matches those pieces in a row, which finds
    a Hindi word, but a Thai "word" is a whole clause (no spaces): its pieces are terms."""
    return [t for f in forms for t in (_WORD.findall(f) if _UNSPACED.search(f) else [f])]


def _forms(word: str, form: KeywordForm | None) -> list[str]:
    if form is None:
        return [word]
    if CYRILLIC_WORD.fullmatch(word):
        return [stem("ru", word)] if form.cyrillic else [word]
    return word_forms(word, form.languages)


def match_any(terms: list[str]) -> str:
    """An FTS5 MATCH expression: any of the terms (quoted: no syntax errors)."""
    return " OR ".join('"' + t.replace('"', '""') + '"' for t in terms)


def match_every(word_terms: list[list[str]]) -> str:
    """An FTS5 MATCH expression: every word, in any of its terms."""
    return " AND ".join(f"({match_any(terms)})" for terms in word_terms)


# What a question says about the wanted answer (its format, units, rounding, length), how it is
# asked (politeness, chit-chat) or where to look ("according to my documents"): words that are
# not what to search for. Searched as content, "round to one decimal place" ranks a passage
# that says "rounded to three decimal places" first. Only instructions addressed to whoever
# answers are removed (imperatives, clause starts, parentheticals), never a statement about
# the documents ("values rounded to three decimals" in a question stays).
_NUM = (r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a single|single|"
        r"a few|few|a couple of|several|no more than \w+|at most \w+|under \w+|max(?:imum)? \w+)")
_LEAD = r"(?:^|(?<=[,;:.!?(\n])|\band\b|\bthen\b|\balso\b)\s*"
_ANSWER = r"(?:(?:your|the|this|that|my|all|each|final|an?)\s+)*(?:answers?|results?|responses?|replies|numbers?|values?|figures?|outputs?|it|them|this|that)"
_STRIP_PATTERNS = (
    # Parentheticals that only say how to answer: "(in units of percents and round to …)".
    r"\([^()]*\b(?:round(?:ed|ing)?|decimals?|units?|in percent\w*|as a percent\w*|answer|respond|"
    r"reply|format(?:ted)?|bullet|sentences?|words?|briefly|concise(?:ly)?|cite|citations?|sources?|"
    r"step by step|yes or no|e\.g\.|i\.e\.|please)\b[^()]*\)",
    # Rounding / precision: "round your answer to two decimal places", "to the nearest tenth".
    _LEAD + r"(?:please\s+)?(?:round(?:ed|ing)?|give|express|report|state|show|present|provide|write)"
    r"(?:\s+(?:off|up|down))?(?:\s+" + _ANSWER + r")?\s+(?:off\s+)?to\s+(?:the\s+)?(?:nearest\s+)?"
    r"(?:[\w-]+\s+)?(?:decimal\s+places?|decimals?|dp|places?|significant\s+(?:figures|digits)|"
    r"sig\.?\s*figs?|digits?|whole\s+(?:number|percent(?:age)?)|integer|tenths?|hundredths?|"
    r"thousandths?|percent(?:age)?\s+points?|ones|tens|hundreds?|thousands?|millions?|cents?|"
    r"dollars?)\b",
    _LEAD + r"(?:please\s+)?round(?:ed|ing)?\s+(?:" + _ANSWER + r"\s+)?(?:off|up|down)\b",
    r"\b(?:with|using|at)\s+" + _NUM + r"\s+(?:decimal\s+places?|decimals?|significant\s+"
    r"(?:figures|digits)|digits?)(?:\s+of\s+precision)?\b",
    # Units / form of the number: "in units of percents", "as a percentage", "in millions of USD".
    r"\b(?:answer\s+|expressed\s+|given\s+|reported\s+|measured\s+)?in\s+units\s+of\s+(?:\w+\s+of\s+)?\w+(?:\s+\w+)?",
    r"\b(?:please\s+)?(?:express(?:ed)?|give|given|report(?:ed)?|answer(?:ed)?|provide[d]?|state[d]?)"
    r"\s+(?:" + _ANSWER + r"\s+)?(?:as\s+an?|as|in)\s+(?:a\s+)?(?:percent(?:age)?s?|%|fraction|"
    r"decimal|ratio|whole\s+number|integer|number|figure|plain\s+number|millions?|billions?|"
    r"thousands?)\b(?:\s+of\s+\w+)?",
    r"(?:^|(?<=[,;:.!?(]))\s*(?:answer\s+)?(?:in|as)\s+(?:a\s+)?(?:percent(?:age)?s?|%)\s*(?=$|[,;:.!?)])",
    # Length and layout: "answer in one sentence", "in bullet points", "in under 50 words".
    r"\b(?:please\s+)?(?:answer|respond|reply|explain|summari[sz]e|describe|write|tell me|put)"
    r"(?:\s+(?:it|this|that|me))?\s+(?:in|with|using|within)\s+(?:" + _NUM + r"\s+)?"
    r"(?:(?:short|brief|concise|simple|plain|complete|full)\s+)?(?:sentences?|words?|paragraphs?|"
    r"lines?|bullet(?:\s+points?|s)?|points|a\s+list|a\s+table|list\s+form|table\s+form|markdown|"
    r"json|plain\s+(?:english|text|language)|simple\s+terms|layman'?s\s+terms|detail)\b",
    r"\b(?:in|with|using|within|as)\s+(?:" + _NUM + r"\s+)?(?:(?:short|brief|concise|simple|"
    r"numbered|bulleted)\s+)?(?:sentences?|words?|paragraphs?|lines?|bullet\s+points?|bullets|"
    r"a\s+(?:numbered\s+|bulleted\s+)?list|list\s+form|a\s+table|table\s+form|markdown|json)\b"
    r"(?:\s+or\s+(?:less|fewer))?",
    r"\b(?:keep\s+(?:it|the\s+answer|your\s+answer)\s+(?:short|brief|concise|simple)|"
    r"be\s+(?:brief|concise|specific|precise|thorough)|briefly|"
    r"in\s+(?:brief|short|detail|a\s+nutshell)|concisely|"
    r"(?:explain|describe|show|answer|think|go|walk\s+(?:me|us)|solve)\s+(?:(?:it|this|that|them|"
    r"through\s+(?:it|this|that))\s+)?step[-\s]by[-\s]step|"
    r"(?:a\s+)?yes\s+or\s+no(?:\s+answer)?|(?:just|only)\s+(?:give\s+)?(?:me\s+)?"
    r"(?:the\s+)?(?:number|figure|value|answer|name|date)(?:\s+only)?|"
    r"no\s+(?:explanation|details|elaboration)(?:\s+(?:needed|necessary|required))?|"
    r"(?:show|explain)\s+(?:your|the)\s+(?:work|reasoning|steps|calculations?)|"
    r"think\s+(?:it\s+)?through|don'?t\s+(?:make\s+(?:anything|things)\s+up|guess|speculate)|"
    r"if\s+(?:you\s+)?(?:(?:do\s+not|don'?t|can'?t|cannot)\s+(?:know|find)(?:\s+it)?|"
    r"(?:it'?s|it\s+is)\s+not\s+(?:there|in\s+(?:them|the\s+\w+)))(?:,?\s+(?:just\s+)?say\s+so)?)\b",
    # Audience and level: "explain it like I'm five", "for a beginner", "in simple terms".
    r"\b(?:(?:explain|summari[sz]e|describe|say|put|write)\s+(?:it|this|that)?\s*)?"
    r"(?:for|to|like\s+(?:i'?m|i\s+am|you'?re\s+talking\s+to))\s+(?:a|an|my)\s+"
    r"(?:\d+|five|ten|twelve)[-\s]year[-\s]old\b|\blike\s+i'?m\s+(?:five|5|a\s+child|a\s+beginner)\b|"
    r"\bfor\s+(?:a\s+)?(?:beginners?|non[-\s]?experts?|laypeople|a\s+layperson|dummies)\b",
    # Sources and citations: "cite your sources", "with page numbers".
    r"\b(?:please\s+)?(?:cite|quote|reference|list|include|give|provide|show|add|mention|note)\s+"
    r"(?:(?:your|the|all|any|relevant|exact|supporting)\s+)*(?:sources?|citations?|references?|"
    r"page\s+numbers?|evidence|quotes?|passages?)\b(?!\s+(?:of|for|on|about|from)\b)"
    r"(?:\s+(?:you\s+used|used))?",
    r"\b(?:with|including)\s+(?:(?:the|your|exact)\s+)?(?:sources?|citations?|references?|"
    r"page\s+numbers?|quotes?)\b",
    # Where to look: "according to my documents", "based on the files I uploaded".
    r"\b(?:according\s+to|based\s+(?:solely\s+|only\s+|entirely\s+)?on|(?:use|using)\s+only|"
    r"(?:as\s+)?(?:stated|mentioned|described|written|said|shown)\s+in|from|in|within|"
    r"across|look(?:ing)?\s+(?:at|in|through)|search(?:ing)?(?:\s+(?:in|through))?|per|"
    r"given|with)\s+(?:all\s+)?(?:my|our|the|these|those|this|your|its)\s+(?:own\s+)?"
    r"(?:(?:uploaded|attached|provided|indexed|given|local|saved|available|shared)\s+)?"
    r"(?:documents?|files?|docs|library|notes|sources?|papers|records|pdfs?|folders?|"
    r"materials?|texts?|context|knowledge\s+base|data)\b(?!\s+(?:of|on|about|for)\b)"
    r"(?:\s+(?:i|we)\s+(?:have\s+)?(?:uploaded|gave\s+you|shared|provided|indexed|added|have))?",
    r"\b(?:do|does|did)\s+(?:my|our|the|these|any\s+of\s+(?:my|the))\s+(?:documents?|files?|docs|"
    r"notes|records)\s+(?:say|mention|state|tell\s+(?:me|us))\s+(?:anything\s+)?(?:about\s+)?",
    r"\b(?:please\s+)?(?:give|provide|write|make|prepare|produce)\s+(?:me\s+|us\s+)?(?:an?\s+)?"
    r"(?:(?:short|brief|quick|concise|detailed|simple|one[-\s]paragraph|high[-\s]level|"
    r"executive)\s+)*(?:summary|overview|explanation|description|rundown|recap|list|breakdown)"
    r"(?:\s+(?:of|about|on|for))?\b",
    # Politeness and asking-about-asking: "could you please tell me", "I'd like to know".
    r"^\s*(?:(?:hi|hello|hey|ok(?:ay)?|so|quick\s+question|question)\b[\s,!.:-]*)+",
    r"\b(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:kindly\s+)?|please\s+|kindly\s+)"
    r"(?:tell|show|give|let|find|help|explain\s+to|remind)\s+(?:me|us)(?:\s+(?:know|find|understand))?"
    r"(?:\s+(?:about|with|on))?\b",
    r"\b(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:kindly\s+)?(?:find\s+out|look\s+up|"
    r"check|find|explain|describe|summari[sz]e|list|say|figure\s+out)\b",
    r"\bi(?:\s+would|'d|’d)\s+like\s+to\s+know\b|\bi\s+(?:want|need|wish)\s+to\s+(?:know|find\s+out|"
    r"understand)\b|\bi'?m\s+(?:wondering|curious|trying\s+to\s+(?:find\s+out|understand))"
    r"(?:\s+(?:about|whether|if))?|\bi\s+(?:was\s+)?wonder(?:ing|ed)?\b|\bdo\s+you\s+know\b|"
    r"\b(?:any\s+)?idea\b(?=\s+(?:what|when|where|who|why|how|which|whether|if))",
    r"\b(?:please|kindly|thanks?(?:\s+you)?(?:\s+(?:so|very)\s+much)?(?:\s+in\s+advance)?|"
    r"thx|cheers)\b(?!\s+to\b)",
)


@functools.cache
def _strip() -> list[re.Pattern[str]]:
    """_STRIP_PATTERNS, compiled at the first question: compiling them takes ~40 ms of every
    start-up otherwise (`status` and the window's first paint need none)."""
    return [re.compile(p, re.I) for p in _STRIP_PATTERNS]


_JOINTS = frozenset("and or then also but".split())
_TRAILING_JOINTS = _JOINTS | {"to", "with", "in"}


def _trim(clause: str) -> str:
    """A clause without the joints a removed instruction left at either end ("…, and")."""
    words = clause.split()
    start, end = 0, len(words)
    while start < end:
        word = words[start].lstrip(",;:.!?&-")
        if word and word.rstrip(",;:").lower() not in _JOINTS:
            words[start] = word
            break
        start += 1
    while start < end:
        word = words[end - 1].rstrip(",;:&(-")
        if word and word.lower() not in _TRAILING_JOINTS:
            words[end - 1] = word
            break
        end -= 1
    return " ".join(words[start:end])


# What is left of an instruction once its object is gone ("Explain.", "Give me the."): a
# sentence of only these words and stop words asks for nothing to be searched.
_STUB_WORDS = frozenset(
    "answer answers explain describe summarize summarise tell give show list say write "
    "provide elaborate clarify me us you your it them that this do so just only also briefly "
    "simply can could would should will must the a an please".split())


def _is_stub(sentence: str) -> bool:
    words = _WORD.findall(sentence.lower())
    return all(w in _STUB_WORDS or w in _STOPWORDS for w in words)


def content_query(question: str) -> str:
    """The part of a question worth searching for: ``question`` without what it says about
    the wanted answer (format, units, rounding, length, citations), politeness, or where to
    look ("according to my documents"). Entities, numbers, dates and content words stay.
    Never empty: a question that is nothing but such words comes back as it was."""
    original = text = " ".join(question.split())
    for _ in range(2):  # a removal can bring the next instruction to a clause start
        for pattern in _strip():
            text = pattern.sub(" ", text)
    if text == original:
        return original  # nothing to remove: the question exactly as asked
    text = re.sub(r"\(\s*\)", " ", text)
    sentences = [_trim(s) for s in re.split(r"(?<=[.!?;])\s+|\s+(?=[(])|\n", text)]
    text = " ".join(s for s in sentences if not _is_stub(s))
    text = re.sub(r"\s+([,.;:!?)])", r"\1", " ".join(text.split()))
    text = re.sub(r"([,;:])(?=[,;:.!?])", "", text).strip(" ,;:")
    if not [t for t in query_terms(text) if t not in _STOPWORDS]:
        return original
    return text
