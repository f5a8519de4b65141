"""Pages as a unit between documents and passages: five slots show five pages, and a table of
contents, which names every part of a document, never takes an answer's slot before a page
of content.

A report's contents page lists "Consolidated Statements of Cash Flows 44" and "Management's
Discussion and Analysis 25": it matches the words of almost any question about the report
and answers none. What marks it is its lines: headings, each ending in a page number, the
numbers ascending (a statement's figures end its lines too, but in no order, and mostly
several to a line, with thousands separators).
"""

from __future__ import annotations

import re
from typing import Protocol, TypeVar

_ENTRY = re.compile(r"^(.*?)[\s.·…_-]+(\d{1,3})$")  # heading, dot leaders, page number
_WORD = re.compile(r"[^\W\d_]{2,}")
MIN_ENTRIES = 5
ENTRY_SHARE = 0.5  # of a contents passage's lines
ASCENDING_SHARE = 0.8  # of its page numbers, each at least the one before


class _Placed(Protocol):
    path: str
    page: int | None
    text: str


H = TypeVar("H", bound=_Placed)


def _page_number(line: str) -> int | None:
    """The page number a contents entry ends with ("Item 7. Management's Discussion 25")."""
    match = _ENTRY.match(line)
    if match is None:
        return None
    heading = match.group(1)
    if len(_WORD.findall(heading)) < 2 or len(re.findall(r"\d+", heading)) > 1:
        return None
    return int(match.group(2))


def is_contents(text: str) -> bool:
    """Is this passage (part of) a table of contents: most of its lines a heading and a page
    number, the numbers ascending?"""
    lines = [" ".join(line.split()) for line in text.splitlines()]
    lines = [line for line in lines if line]
    numbers = [n for line in lines if (n := _page_number(line)) is not None]
    if len(numbers) < MIN_ENTRIES or len(numbers) < ENTRY_SHARE * len(lines):
        return False
    ascending = sum(1 for a, b in zip(numbers, numbers[1:], strict=False) if b >= a)
    return ascending >= ASCENDING_SHARE * (len(numbers) - 1)


def one_page_first(hits: list[H]) -> list[H]:
    """Each page's best passage before any page's second, and a contents page's after every
    page of content: five slots show five pages of a long PDF, not five passages of one page
    or the list of its chapters (passages without a page are never held back)."""
    seen: set[tuple[str, int]] = set()
    first: list[H] = []
    later: list[H] = []
    contents: list[H] = []
    for hit in hits:
        page = None if hit.page is None else (hit.path, hit.page)
        if page is not None and is_contents(hit.text):
            contents.append(hit)
        elif page is not None and page in seen:
            later.append(hit)
        else:
            first.append(hit)
            if page is not None:
                seen.add(page)
    return first + later + contents
