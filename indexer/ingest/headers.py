"""The short header every passage is searched with: which document, what it is, where in it.

A passage from page 20 of a quarterly report rarely names the company or the quarter; only
the cover does. Indexing each passage (keyword and vector) with a header made of the file's
name, the document's identifying line (a filing's registrant, form and period; otherwise its
title lines) and the passage's heading path lets "Apple's latest 10-Q" match Apple's pages.
The header is never shown as the passage and never part of a citation's quote or span.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from indexer.base.paths import display_os_path
from indexer.ingest.filings import find_cover

if TYPE_CHECKING:
    from langchain_core.documents import Document

MAX_IDENTITY_CHARS = 200
MAX_HEADER_CHARS = 320
_FIRST_PAGE_CHARS = 6000  # a cover page's identifying lines are near its top
_TITLE_LINE_MAX = 100  # a longer line is prose, where a document's title lines end
_TITLE_LINES = 4  # a cover's title block; more short lines are the document's body
# Types whose first lines say what the document is (source code's first lines are imports).
DOCUMENT_TYPES = frozenset({"pdf", "text", "markdown", "html", "docx", "epub", "eml", "rst",
                             "org", "asciidoc", "rtf", "tex"})

_PAGE_MARK = re.compile(r"^\s*(page\s+)?\d+(\s+(of|/)\s+\d+)?\s*$", re.I)
_JUNK_TITLE = re.compile(r"^(microsoft\s+(word|powerpoint|excel)|untitled|document\d*$)|"
                         r"\.(docx?|pdf|pptx?|xlsx?|rtf|odt|txt|jpe?g|png|tiff?|gif|bmp)$", re.I)


def document_identity(documents: list[Document], file_type: str, title: str = "") -> str:
    """One line saying what the document is: a filing's company, form and period, else its title.

    ``title`` is the document's own declared title (HTML <title>, PDF metadata) when it has one.
    """
    if not documents or file_type not in DOCUMENT_TYPES:
        return ""
    first = documents[0].page_content[:_FIRST_PAGE_CHARS]
    filing = _filing_identity([d.page_content for d in documents])
    if filing:
        return filing
    lines = _title_lines(first)
    title = " ".join(title.split())
    if title and not _JUNK_TITLE.search(title) and title.lower() not in lines.lower():
        lines = f"{title} — {lines}" if lines else title
    return _clip(lines, MAX_IDENTITY_CHARS)


def passage_header(path: Path, identity: str, section: str) -> str:
    """The header of one passage: readable file name · identity · heading path.

    ``path`` is the OS path: undecodable bytes in its name become U+FFFD (indexed text must be
    valid Unicode)."""
    name = re.sub(r"[_\s]+", " ", display_os_path(path.stem)).strip()
    parts: list[str] = []
    for part in (name, identity, section):
        part = " ".join(part.split())
        if part and not any(part.lower() in p.lower() for p in parts):
            parts.append(part)
    return _clip(" — ".join(parts), MAX_HEADER_CHARS)


def _filing_identity(pages: list[str]) -> str:
    """'Apple Inc. — Form 10-Q — quarterly period ended December 30, 2023' from a cover page."""
    cover = find_cover(pages)
    if cover is None:
        return ""
    named = [cover.company, f"Form {cover.form}" if cover.form else "", cover.period]
    return _clip(" — ".join(p for p in named if p), MAX_IDENTITY_CHARS)


def _title_lines(text: str) -> str:
    """The short lines at the top of the first page or section, up to the first prose line."""
    picked: list[str] = []
    size = 0
    for raw in text.splitlines():
        line = " ".join(raw.split())
        if not line or _PAGE_MARK.match(line) or not re.search(r"[^\W\d_]{2}", line):
            continue
        if len(line) > _TITLE_LINE_MAX:
            break
        picked.append(line.lstrip("#").strip())
        size += len(line) + 1
        if size >= MAX_IDENTITY_CHARS or len(picked) == _TITLE_LINES:
            break
    return " ".join(picked)


def _clip(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0]
    return cut.rstrip(" —,;:") + "…"
