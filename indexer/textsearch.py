"""How text is cut into keyword-search terms: FTS5 tokens, CJK bigrams, query terms."""

from __future__ import annotations

import re

# Scripts written without spaces between words: indexed as overlapping character bigrams
# (as Lucene's CJK analyzer does), so a two-character word matches inside a longer run.
_CJK = (r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af"
        r"\u1100-\u11ff\u3130-\u318f\uff66-\uff9f")
_CJK_RUN = re.compile(f"[{_CJK}]+")
_WORD = re.compile(r"\w+")

# FTS5: Porter stemming for English on top of Unicode-aware tokens; other scripts pass through.
FTS_TOKENIZER = "porter unicode61 remove_diacritics 2"

_STOPWORDS = frozenset(
    "a an and are as at be but by for from has have how i in is it its of on or that the "
    "their this to was were what when where which who why will with".split()
)


def _bigrams(run: str) -> str:
    if len(run) == 1:
        return run
    return " ".join(run[i:i + 2] for i in range(len(run) - 1))


def search_text(text: str) -> str | None:
    """The text FTS5 should index, or None when it is the text itself (no CJK in it)."""
    if not _CJK_RUN.search(text):
        return None
    return _CJK_RUN.sub(lambda m: f" {_bigrams(m.group())} ", text)


def query_terms(query: str) -> list[str]:
    """Distinct search terms of a user query, common English words dropped when others remain."""
    terms: list[str] = []
    for word in _WORD.findall(query.lower()):
        pieces = _CJK_RUN.split(word)
        runs = _CJK_RUN.findall(word)
        terms += [p for p in pieces if p]
        for run in runs:
            terms += _bigrams(run).split()
    terms = list(dict.fromkeys(terms))
    content = [t for t in terms if t not in _STOPWORDS]
    return content or terms


def match_any(terms: list[str]) -> str:
    """An FTS5 MATCH expression: any of the terms (quoted: no syntax errors)."""
    return " OR ".join('"' + t.replace('"', '""') + '"' for t in terms)
