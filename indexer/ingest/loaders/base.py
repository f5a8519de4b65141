"""The loader contract: one file in, LangChain Documents (one per page or section) out.

Loaders run inside a parser process. Two process-wide hooks connect them to that process:
``LoadOptions`` (set once when the process starts, e.g. whether to OCR scanned pages) and a
progress sink through which a loader says how many pages a document has (the parent scales the
file's time budget with it) and what it is doing ("reading scanned page 3 of 12").
``TextCap`` stops a file that gives more text than one file may: a 2.7 MB PDF whose 20,000
pages share one content stream gave 140,000 passages, some 15 hours of embedding.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from langchain_core.documents import Document

from indexer.base.settings import IndexSettings
from indexer.base.words import english


class SkipFile(Exception):
    """A file that cannot be indexed for a reason the user should read (not a bug).

    The message is shown to the user as-is, e.g. "password protected",
    "no text layer — scanned?", "empty file", "binary file".
    """


class TooMuchText(SkipFile):
    """The file gives more text than it may (``TextCap``); no other reader is tried."""


Loader = Callable[[Path], list[Document]]


@dataclass(frozen=True)
class LoadOptions:
    """How loaders read files; one value per parser process."""

    ocr: bool = True  # read pages without a text layer with the built-in OCR engine
    defer_ocr: bool = False  # leave scanned pages for later (``defer_scanned``), page by page
    max_text_chars: int = IndexSettings.max_text_chars  # text one file may give (TextCap)


@dataclass(frozen=True)
class LoadProgress:
    """What a loader reports while it works on one file."""

    pages: int | None = None  # the document's page count, as soon as it is known
    message: str = ""  # e.g. "reading scanned page 3 of 12"


ProgressSink = Callable[[LoadProgress], None]

_options = LoadOptions()
_sink: ProgressSink | None = None
_deferred: list[int] = []


def set_load_options(options: LoadOptions) -> None:
    """Configure this process's loaders (parser processes call it once at start)."""
    global _options
    _options = options


def load_options() -> LoadOptions:
    return _options


def set_progress_sink(sink: ProgressSink | None) -> None:
    """Where `report_pages`/`report_progress` go (None: nowhere)."""
    global _sink
    _sink = sink


def report_pages(pages: int) -> None:
    """Tell the parser host how many pages the file has (its time budget grows with them)."""
    if _sink is not None:
        _sink(LoadProgress(pages=pages))


@dataclass
class TextCap:
    """Counts the characters a loader extracts and stops the file once it gives more than
    ``limit``: the per-file limit (``LoadOptions.max_text_chars``), or less where the file's
    size says that much text cannot be real (``source`` then names the file, "a 2.7 MB PDF")."""

    limit: int
    pages: int = 0  # the document's page count, for the message
    source: str = ""
    total: int = 0

    @classmethod
    def for_file(cls, pages: int = 0, size_limit: int | None = None, source: str = "") -> TextCap:
        per_file = load_options().max_text_chars
        if size_limit is not None and size_limit < per_file:
            return cls(size_limit, pages, source)
        return cls(per_file, pages)

    def add(self, text: str, page: int | None = None) -> None:
        """Count ``text`` (of ``page``, 1-based); TooMuchText once over the limit."""
        self.total += len(text)
        if self.total > self.limit:
            raise TooMuchText(self.reason(page))

    def reason(self, page: int | None = None) -> str:
        fields = {"detail": self.source, "amount": text_amount(self.limit), "page": page,
                  "pages": self.pages, "count": self.limit}
        where = bool(page and self.pages)
        if self.source and where:
            template = english("too much text for {detail}: over {amount} by page {page:,} of "
                               "{pages:,} (repeated pages?) — not indexed")
        elif self.source:
            template = english("too much text for {detail}: over {amount} (repeated pages?) — "
                               "not indexed")
        elif self.limit >= _MB and where:
            template = english("too much text: over {amount} by page {page:,} of {pages:,}, the "
                               "limit for one file — not indexed")
        elif self.limit >= _MB:
            template = english("too much text: over {amount}, the limit for one file — not "
                               "indexed")
        elif where:
            template = english("too much text: over {count:,} characters by page {page:,} of "
                               "{pages:,}, the limit for one file — not indexed")
        else:
            template = english("too much text: over {count:,} characters, the limit for one file "
                               "— not indexed")
        return template.format(**fields)


_MB = 1024 * 1024  # characters: text_amount says MB from here on


def text_amount(chars: int) -> str:
    """"64 MB" for large amounts of text, "5,000 characters" for small ones."""
    if chars >= _MB:
        return f"{chars / _MB:.0f} MB"
    return english("{count:,} characters").format(count=chars)


def defer_scanned(pages: list[int]) -> None:
    """Say which pages (1-based) await OCR: an indexing run reads them after every other file,
    a few at a time, so a long scan holds nothing back (``LoadOptions.defer_ocr``)."""
    _deferred[:] = pages


def take_deferred() -> tuple[int, ...]:
    """The pages the last loaded file left for OCR (none once taken)."""
    pages = tuple(_deferred)
    _deferred.clear()
    return pages


def report_progress(message: str) -> None:
    """Tell the user what the loader is doing on a slow file, in a few words."""
    if _sink is not None:
        _sink(LoadProgress(message=message))
