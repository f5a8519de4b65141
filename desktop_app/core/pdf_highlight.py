"""Where a cited passage sits on its PDF page: one rectangle per line it covers, in PDF points.

No Qt: runs in the worker thread that loads the document; the viewer only paints the result.
Text is compared letters-and-digits only (case-folded, NFKC), so whitespace, line-end hyphens,
punctuation and ligatures that PDFium and the indexer spell differently do not matter.
"""

from __future__ import annotations

import threading
import unicodedata
from dataclasses import dataclass
from difflib import SequenceMatcher
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pypdfium2 as pdfium

Rect = tuple[float, float, float, float]  # x, y, width, height; points from the page's top-left

MIN_RUN_WORDS = 4  # a shorter common run is as likely a heading or a stock phrase
MIN_COVERAGE = 0.5  # below this share of the passage's words, try the neighbouring pages
LINE_OVERLAP = 0.5  # rects overlapping this much vertically are one line
# PDFium is not thread-safe, and two citations clicked in quick succession load in two workers.
_PDFIUM = threading.Lock()


@dataclass(frozen=True)
class PassageHighlight:
    """The passage's lines on one page (0-based ``page``), as the viewer displays the page."""

    page: int
    page_size: tuple[float, float]  # width, height in points (rotation applied)
    rects: tuple[Rect, ...]
    coverage: float  # share of the passage's words found (1.0: the whole passage, exactly)


@dataclass(frozen=True)
class _Word:
    text: str
    first: int  # PDFium character indices
    last: int


def find_passage(data: bytes, page: int, quote: str) -> PassageHighlight | None:
    """The passage ``quote`` on 1-based ``page`` of the PDF ``data`` (or a neighbouring page if
    it fits much better there); None when it cannot be found."""
    quote_words = [w.text for w in _words(quote)]
    if not quote_words:
        return None
    with _PDFIUM:
        return _find(data, page, quote_words)


def _find(data: bytes, page: int, quote_words: list[str]) -> PassageHighlight | None:
    import pypdfium2 as pdfium  # imported where used: the window starts without it

    pdf = pdfium.PdfDocument(data)
    try:
        count = len(pdf)
        cited = max(0, min(page - 1, count - 1))
        best = _find_on_page(pdf, cited, quote_words)
        if best is not None and best.coverage >= MIN_COVERAGE:
            return best
        for index in (cited + 1, cited - 1):
            if 0 <= index < count:
                other = _find_on_page(pdf, index, quote_words)
                if other is not None and (best is None or other.coverage > best.coverage):
                    best = other
        return best
    finally:
        pdf.close()


def _find_on_page(pdf: pdfium.PdfDocument, index: int,
                  quote_words: list[str]) -> PassageHighlight | None:
    page = pdf[index]
    textpage = page.get_textpage()
    try:
        page_words = _words(_page_chars(textpage))
        span = _match_span([w.text for w in page_words], quote_words)
        if span is None:
            return None
        first, last, found = span
        boxes = _line_boxes(textpage, page_words[first].first, page_words[last].last)
        geometry = _PageGeometry.of(page)
        rects = tuple(geometry.to_top_left(box) for box in boxes)
        return PassageHighlight(index, geometry.size, rects, found / len(quote_words))
    finally:
        textpage.close()
        page.close()


def _page_chars(textpage: pdfium.PdfTextPage) -> str:
    """The page's characters, one per PDFium index (``get_text_range`` may merge or add some)."""
    import pypdfium2.raw as pdfium_c

    raw = textpage.raw
    return "".join(chr(pdfium_c.FPDFText_GetUnicode(raw, i) or 0x20)
                   for i in range(textpage.count_chars()))


def _words(text: str) -> list[_Word]:
    """Runs of letters and digits (CJK: single characters), folded; indices point into
    ``text``."""
    words: list[_Word] = []
    current: list[str] = []
    start = 0
    for i, char in enumerate(text):
        folded = [c for c in unicodedata.normalize("NFKC", char).casefold() if c.isalnum()]
        if folded and unicodedata.east_asian_width(char) in "WF":
            # No spaces between CJK words, and a passage may start mid-run: one per character.
            if current:
                words.append(_Word("".join(current), start, i - 1))
                current = []
            words.append(_Word("".join(folded), i, i))
            continue
        if folded:
            if not current:
                start = i
            current.extend(folded)
            continue
        if current:
            words.append(_Word("".join(current), start, i - 1))
            current = []
    if current:
        words.append(_Word("".join(current), start, len(text) - 1))
    return words


def _match_span(page_words: list[str], quote_words: list[str]) -> tuple[int, int, int] | None:
    """(first, last, words matched): page word indices of the passage. The whole passage if it
    is there; else the longest common run of words, widened by the runs around it that fall
    where the rest of the passage should be."""
    exact = _sublist(page_words, quote_words)
    if exact is not None:
        return exact, exact + len(quote_words) - 1, len(quote_words)
    matcher = SequenceMatcher(None, page_words, quote_words, autojunk=False)
    blocks = [b for b in matcher.get_matching_blocks() if b.size]
    if not blocks:
        return None
    anchor = max(blocks, key=lambda b: b.size)
    if anchor.size < min(MIN_RUN_WORDS, len(quote_words)):
        return None
    expected_start = anchor.a - anchor.b
    slack = len(quote_words) // 4 + 3
    near = [b for b in blocks if b is anchor or (
        b.size >= 2 and expected_start - slack <= b.a - b.b <= expected_start + slack)]
    return (min(b.a for b in near), max(b.a + b.size - 1 for b in near),
            sum(b.size for b in near))


def _sublist(haystack: list[str], needle: list[str]) -> int | None:
    first, n = needle[0], len(needle)
    for i, word in enumerate(haystack[:len(haystack) - n + 1]):
        if word == first and haystack[i:i + n] == needle:
            return i
    return None


def _line_boxes(textpage: pdfium.PdfTextPage, first: int,
                last: int) -> list[tuple[float, float, float, float]]:
    """PDFium's text rectangles for the characters, merged into one (l, b, r, t) per line."""
    lines: list[list[float]] = []
    for i in range(textpage.count_rects(first, last - first + 1)):
        left, bottom, right, top = textpage.get_rect(i)
        if right <= left or top <= bottom:
            continue
        if lines and _same_line(lines[-1], bottom, top):
            line = lines[-1]
            line[:] = [min(line[0], left), min(line[1], bottom),
                       max(line[2], right), max(line[3], top)]
        else:
            lines.append([left, bottom, right, top])
    return [(line[0], line[1], line[2], line[3]) for line in lines]


def _same_line(line: list[float], bottom: float, top: float) -> bool:
    overlap = min(line[3], top) - max(line[1], bottom)
    return overlap >= LINE_OVERLAP * min(line[3] - line[1], top - bottom)


@dataclass(frozen=True)
class _PageGeometry:
    """From PDF user space (origin bottom-left) to the page as shown (origin top-left)."""

    left: float
    bottom: float
    right: float
    top: float
    rotation: int  # clockwise degrees

    @classmethod
    def of(cls, page: pdfium.PdfPage) -> _PageGeometry:
        left, bottom, right, top = page.get_bbox()
        return cls(left, bottom, right, top, page.get_rotation() % 360)

    @property
    def size(self) -> tuple[float, float]:
        width, height = self.right - self.left, self.top - self.bottom
        return (height, width) if self.rotation in (90, 270) else (width, height)

    def to_top_left(self, box: tuple[float, float, float, float]) -> Rect:
        left, bottom, right, top = box
        corners = [self._point(left, top), self._point(right, bottom)]
        xs, ys = [p[0] for p in corners], [p[1] for p in corners]
        x0, y0 = max(0.0, min(xs)), max(0.0, min(ys))
        x1, y1 = min(self.size[0], max(xs)), min(self.size[1], max(ys))
        return x0, y0, max(0.0, x1 - x0), max(0.0, y1 - y0)

    def _point(self, x: float, y: float) -> tuple[float, float]:
        u, v = x - self.left, self.top - y
        width, height = self.right - self.left, self.top - self.bottom
        if self.rotation == 90:
            return height - v, u
        if self.rotation == 180:
            return width - u, height - v
        if self.rotation == 270:
            return v, width - u
        return u, v
