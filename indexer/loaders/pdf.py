"""Extract one Document per PDF page with pypdf; malformed, locked or image-only PDFs → SkipFile."""

from __future__ import annotations

import logging
import warnings
from pathlib import Path
from typing import BinaryIO

from langchain_core.documents import Document
from pypdf import PasswordType, PdfReader

from .base import SkipFile
from .errors import short_reason, unreadable
from .text import normalize

# pypdf logs (even at ERROR level) every defect it recovered from; failures raise instead
logging.getLogger("pypdf").setLevel(logging.CRITICAL)


def load_pdf(path: Path) -> list[Document]:
    with path.open("rb") as stream, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reader = _open(stream)
        return _extract_pages(reader)


def _open(stream: BinaryIO) -> PdfReader:
    """A PdfReader ready to extract text: decrypted with the empty password if needed."""
    try:
        reader = PdfReader(stream, strict=False)
        encrypted = reader.is_encrypted
    except Exception as exc:  # pypdf raises anything on malformed files
        raise unreadable("PDF", exc) from exc
    if encrypted:
        _decrypt_with_empty_password(reader)
    return reader


def _decrypt_with_empty_password(reader: PdfReader) -> None:
    try:
        result = reader.decrypt("")
    except NotImplementedError as exc:
        raise SkipFile(f"unsupported PDF encryption: {short_reason(exc)}") from exc
    except Exception as exc:
        raise unreadable("PDF", exc) from exc
    if result == PasswordType.NOT_DECRYPTED:
        raise SkipFile("password protected")


def _extract_pages(reader: PdfReader) -> list[Document]:
    """Pages with text, in order; a failing page is skipped, a failing page tree is fatal."""
    try:
        count = len(reader.pages)
    except Exception as exc:
        raise unreadable("PDF", exc) from exc
    if count == 0:
        raise SkipFile("PDF has no pages")
    docs: list[Document] = []
    first_error: Exception | None = None
    for index in range(count):
        try:
            text = normalize(reader.pages[index].extract_text() or "")
        except Exception as exc:
            first_error = first_error or exc
            continue
        if text.strip():
            docs.append(Document(page_content=text, metadata={"page": index + 1}))
    if docs:
        return docs
    if first_error is not None:
        raise unreadable("PDF", first_error) from first_error
    raise SkipFile("no text layer — scanned?")
