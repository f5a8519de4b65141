"""The loader contract: one file in, LangChain Documents (one per page or section) out.

Loaders run inside a parser process. Two process-wide hooks connect them to that process:
``LoadOptions`` (set once when the process starts, e.g. whether to OCR scanned pages) and a
progress sink through which a loader says how many pages a document has (the parent scales the
file's time budget with it) and what it is doing ("reading scanned page 3 of 12").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from langchain_core.documents import Document


class SkipFile(Exception):
    """A file that cannot be indexed for a reason the user should read (not a bug).

    The message is shown to the user as-is, e.g. "password protected",
    "no text layer — scanned?", "empty file", "binary file".
    """


Loader = Callable[[Path], list[Document]]


@dataclass(frozen=True)
class LoadOptions:
    """How loaders read files; one value per parser process."""

    ocr: bool = True  # read pages without a text layer with the built-in OCR engine


@dataclass(frozen=True)
class LoadProgress:
    """What a loader reports while it works on one file."""

    pages: int | None = None  # the document's page count, as soon as it is known
    message: str = ""  # e.g. "reading scanned page 3 of 12"


ProgressSink = Callable[[LoadProgress], None]

_options = LoadOptions()
_sink: ProgressSink | None = None


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


def report_progress(message: str) -> None:
    """Tell the user what the loader is doing on a slow file, in a few words."""
    if _sink is not None:
        _sink(LoadProgress(message=message))
