"""Turn one file on disk into LangChain Documents: one per PDF page, one per section otherwise.

`load_file` raises `SkipFile(reason)` for files that cannot be indexed for an expected,
user-readable reason (password protected, scanned, empty, binary, unreadable PDF/DOCX/EPUB);
any other exception is a genuine failure for the caller to report.
"""

from __future__ import annotations

import importlib
import os
import stat
from pathlib import Path

from langchain_core.documents import Document

from indexer.base.words import english
from indexer.ingest.headers import document_identity, passage_header

from .base import Loader, SkipFile, TextCap
from .code import TEXT_NAMES, TEXT_SUFFIXES
from .text import load_text, looks_like_text

__all__ = [
    "PARSER_VERSION",
    "Loader",
    "SkipFile",
    "file_type_of",
    "is_supported",
    "load_file",
    "supported_suffixes",
]

PARSER_VERSION = "2"  # bump whenever extracted text or metadata change: everything is reparsed

# suffix -> (type label, loader module): a loader's libraries (PDFium, BeautifulSoup,
# python-docx…) are imported when a file needs them, so the indexing process itself — which
# only plans and never parses — starts without them (see `preload` for parser processes).
_FORMATS: dict[str, tuple[str, str]] = {
    ".pdf": ("pdf", "pdf"),
    ".md": ("markdown", "markdown"),
    ".markdown": ("markdown", "markdown"),
    ".html": ("html", "html"),
    ".htm": ("html", "html"),
    ".xhtml": ("html", "html"),
    ".docx": ("docx", "docx"),
    ".epub": ("epub", "epub"),
    ".eml": ("eml", "eml"),
    **{suffix: (label, "code") for suffix, label in TEXT_SUFFIXES.items()},
}
_SNIFF_BYTES = 8192


def supported_suffixes() -> frozenset[str]:
    """Lower-case suffixes (with the dot) that `load_file` can read."""
    return frozenset(_FORMATS)


def is_supported(path: Path) -> bool:
    """Whether the walker should hand this file to `load_file` at all.

    Suffix-less files count when their name is well known (README, Makefile…) or their first
    bytes look like text; hidden suffix-less files (.bashrc, .env) are configuration, not text.
    """
    suffix = path.suffix.lower()
    if suffix:
        return suffix in _FORMATS
    if path.name.lower() in TEXT_NAMES:
        return True
    return not path.name.startswith(".") and _sniff_is_text(path)


def file_type_of(path: Path) -> str:
    """Short type label ("pdf", "markdown", "python"…); the bare suffix for unsupported files."""
    name = path.name.lower()
    if name in TEXT_NAMES:
        return TEXT_NAMES[name]
    suffix = path.suffix.lower()
    if suffix in _FORMATS:
        return _FORMATS[suffix][0]
    return suffix.lstrip(".") or "text"


def load_file(path: Path) -> list[Document]:
    """Documents with non-blank text in reading order, metadata `file_type` plus `page` (PDF,
    1-based) or `section` (heading path, "" if none), and `header` (what the passage is searched
    with besides its text: see `indexer.ingest.headers`); HTML and PDF may also have `title`.
    SkipFile (`TooMuchText`) when the file gives more than `LoadOptions.max_text_chars`."""
    loader = _loader_for(path)
    docs = [doc for doc in loader(path) if doc.page_content.strip()]
    if not docs:
        raise SkipFile(english("no text found"))
    cap = TextCap.for_file()  # every format: more text than one file may give is not indexed
    for doc in docs:
        cap.add(doc.page_content)
    file_type = file_type_of(path)
    title = str(docs[0].metadata.get("title") or "")
    identity = document_identity(docs, file_type, "" if title == path.stem else title)
    for doc in docs:
        if "page" not in doc.metadata:
            doc.metadata.setdefault("section", "")
        header = passage_header(path, identity, str(doc.metadata.get("section") or ""))
        doc.metadata = {"file_type": file_type, **doc.metadata, "header": header}
    return docs


def preload() -> None:
    """Import every loader now (a parser process, before the first file's clock starts)."""
    for module in {module for _, module in _FORMATS.values()}:
        _loader_module(module)


def _loader_module(module: str) -> Loader:
    return getattr(importlib.import_module(f"{__name__}.{module}"), f"load_{module}")


def _loader_for(path: Path) -> Loader:
    suffix = path.suffix.lower()
    if suffix in _FORMATS:
        return _loader_module(_FORMATS[suffix][1])
    if not suffix:
        return load_text
    raise SkipFile(english("unsupported file type ({suffix})").format(suffix=suffix))


def _sniff_is_text(path: Path) -> bool:
    try:  # non-blocking: a named pipe in place of the file must not hang the walk
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with open(fd, "rb") as stream:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                return False
            sample = stream.read(_SNIFF_BYTES)
    except OSError:
        return False
    return looks_like_text(sample)
