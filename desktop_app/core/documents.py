"""Finding a cited passage in its document: text extraction, span location, PDF passage lines.

No Qt: the viewer gets plain data from here (computed in a worker thread) and only paints it.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from desktop_app.core.pdf_highlight import PassageHighlight, find_passage
from indexer import os_path

log = logging.getLogger(__name__)

PDF_SUFFIXES = frozenset({".pdf"})
SNIPPET_CHARS = 60
_SPACE_RE = re.compile(r"\s+")


@dataclass(frozen=True)
class PdfDocumentData:
    """A PDF's bytes (read off the GUI thread), the cited page, and the passage's lines on it."""

    path: str
    data: bytes
    page: int  # 1-based
    highlight: PassageHighlight | None = None


@dataclass(frozen=True)
class TextDocumentData:
    """A text-like document's readable text and the cited span in it."""

    path: str
    text: str
    start: int
    end: int


DocumentData = PdfDocumentData | TextDocumentData


def load_for_citation(path: str, page: int | None, section: str, start_index: int,
                      quote: str) -> DocumentData:
    """Read the document a citation points at (``path``: a stored key) and find the passage."""
    if Path(path).suffix.lower() in PDF_SUFFIXES:
        data = Path(os_path(path)).read_bytes()
        return PdfDocumentData(path, data, page or 1, _passage_in_pdf(data, page or 1, quote))
    text, offset = readable_text(Path(os_path(path)), section)
    start, end = locate(text, quote, offset + start_index)
    return TextDocumentData(path, text, start, end)


def _passage_in_pdf(data: bytes, page: int, quote: str) -> PassageHighlight | None:
    try:
        return find_passage(data, page, quote)
    except Exception:  # noqa: BLE001 - a PDF PDFium cannot read still opens, unhighlighted
        log.warning("could not locate the passage in the PDF", exc_info=True)
        return None


def readable_text(path: Path, section: str = "") -> tuple[str, int]:
    """The text the indexer extracted, joined; and where ``section`` starts in it.

    Uses the indexer's own loaders, so HTML, DOCX and EPUB show as text and offsets match
    the chunk's ``start_index`` (which counts from the start of its page or section).
    """
    from indexer import load_file

    parts: list[str] = []
    offset, section_start = 0, None
    for doc in load_file(path):
        if section_start is None and doc.metadata.get("section", "") == section:
            section_start = offset
        parts.append(doc.page_content)
        offset += len(doc.page_content) + 2
    return "\n\n".join(parts), section_start or 0


def locate(text: str, quote: str, hint: int = 0) -> tuple[int, int]:
    """The span of ``quote`` in ``text``: exact match nearest ``hint``, else whitespace-blind,
    else from where its first words match, else from ``hint``; as long as the passage."""
    quote = quote.strip()
    if not quote:
        return _clamp(hint, hint, text)
    exact = _nearest([m.start() for m in re.finditer(re.escape(quote), text)], hint)
    if exact is not None:
        return exact, exact + len(quote)
    words = quote.split()
    match = _nearest_match(r"\s+".join(re.escape(w) for w in words), text, hint)
    if match is not None:
        return match
    # The start matches but not the whole: still cover as much text as the passage is long.
    match = _nearest_match(r"\s+".join(re.escape(w) for w in words[:40]), text, hint)
    if match is not None:
        return _clamp(match[0], max(match[1], match[0] + len(quote)), text)
    return _clamp(hint, hint + len(quote), text)


def pdf_snippets(quote: str, limit: int = SNIPPET_CHARS) -> tuple[str, ...]:
    """Short search strings from the passage, best first: PDF text search needs exact text,
    and long strings break on hyphenation and line ends. Body lines come before running
    headers (mostly capitals), earlier lines before later ones."""
    lines = [_SPACE_RE.sub(" ", line).strip() for line in quote.splitlines()]
    lines = [line for line in lines if len(line) >= 12]
    ranked = sorted(lines, key=lambda line: (_shouting(line), len(line) < 30))
    out: list[str] = []
    for line in ranked[:3]:
        cut = line if len(line) <= limit else line[:limit].rsplit(" ", 1)[0]
        if cut and cut not in out:
            out.append(cut)
    words = _SPACE_RE.sub(" ", quote).strip().split(" ")
    for n in (5, 3):
        if len(words) >= n:
            candidate = " ".join(words[:n])
            if candidate not in out:
                out.append(candidate)
    # Extraction may keep ligatures (ﬁ) that the viewer's text layer spells out, or not.
    plain = [unicodedata.normalize("NFKC", s) for s in out]
    return tuple(dict.fromkeys(s for pair in zip(plain, out, strict=True) for s in pair))


def _shouting(line: str) -> bool:
    letters = [c for c in line if c.isalpha()]
    return bool(letters) and sum(c.isupper() for c in letters) > 0.6 * len(letters)


def _nearest(positions: list[int], hint: int) -> int | None:
    return min(positions, key=lambda p: abs(p - hint)) if positions else None


def _nearest_match(pattern: str, text: str, hint: int) -> tuple[int, int] | None:
    matches = [(m.start(), m.end()) for m in re.finditer(pattern, text)]
    if not matches:
        return None
    return min(matches, key=lambda m: abs(m[0] - hint))


def _clamp(start: int, end: int, text: str) -> tuple[int, int]:
    start = max(0, min(start, len(text)))
    return start, max(start, min(end, len(text)))
