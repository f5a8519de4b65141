"""Extract one Document per PDF page: PDFium's text layer, OCR for scanned pages, pypdf as fallback.

PDFium (pypdfium2) reads text 10–25× faster than pypdf and opens files pypdf gives up on.
pypdf still decides what PDFium cannot open: whether a password is needed, unsupported
encryption, and files only its repair logic can read. Locked, broken, empty or image-only
PDFs raise SkipFile with a reason the user can read. So does a PDF giving more text than its
size can hold (``PDF_MAX_CHARS_PER_BYTE``): pages sharing one content stream repeat its text
without end; reading stops there.
"""

from __future__ import annotations

import logging
import re
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
from langchain_core.documents import Document
from pypdf import PasswordType, PdfReader, apply_configuration

from indexer.base.words import english

from . import ocr
from .base import (
    SkipFile,
    TextCap,
    TooMuchText,
    defer_scanned,
    load_options,
    report_pages,
    report_progress,
)
from .errors import plain_reason, short_reason, unreadable
from .text import normalize

if TYPE_CHECKING:
    from PIL.Image import Image

# pypdf logs (even at ERROR level) every defect it recovered from; failures raise instead
logging.getLogger("pypdf").setLevel(logging.CRITICAL)

NO_TEXT_LAYER = english("no text layer — scanned?")  # image pages, OCR off: turning it on reads them
BLANK_PAGES = english("no text and no images on its pages (blank?)")
OCR_FOUND_NOTHING = english("scanned pages, but text recognition found no words on them")
OCR_SECTION = "OCR text (scanned page)"
SCANNED_MAX_CHARS = 20  # a page number or scanner stamp does not make a text layer
SCANNED_MIN_IMAGE_SHARE = 0.05  # of the page area: a logo on a blank page is not a scan
OCR_MIN_CHARS = 4  # letters or digits; fewer is what OCR "reads" in photos and noise
OCR_DPI = 150  # plenty for body text: the recogniser scales each line to 48 px high
OCR_MAX_SIDE_PX = 2000  # the OCR engine shrinks larger images anyway
# Real PDFs give at most ~0.7 characters of text per byte of file (the densest of 297 test
# PDFs: 0.68); pages sharing one content stream give ~40. Below the floor nothing is at stake.
PDF_MAX_CHARS_PER_BYTE = 10
PDF_SIZE_CHECK_FLOOR = 1024 * 1024  # characters

# Each file is parsed in its own process under an address-space cap, so pypdf's guards
# against hostile files can be ten times looser; real filings exceed the defaults.
_PYPDF_LIMITS = {
    "array_maximum_element_count": 1_000_000,
    "dictionary_maximum_element_count": 1_000_000,
    "stream_parsing_work_maximum_count": 20_000_000,
    "maximum_declared_stream_length": 750_000_000,
    "zlib_maximum_output_length": 750_000_000,
    "lzw_maximum_output_length": 750_000_000,
    "run_length_maximum_output_length": 750_000_000,
    "array_based_stream_maximum_output_length": 750_000_000,
    "stream_decoding_work_maximum_length": 3_000_000_000,
}
# PDFium marks a hyphen that ends a line with U+FFFE and drops the line break after it
_LINE_END_HYPHEN = "\ufffe"
_CONTROL_CHARS = re.compile(r"[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]")


@dataclass
class _TextLayer:
    docs: list[Document] = field(default_factory=list)
    scanned: list[tuple[int, str]] = field(default_factory=list)  # (index, its little text)
    failed: int = 0  # pages PDFium could not load


def load_pdf(path: Path) -> list[Document]:
    """Pages with text in order, metadata ``page`` (1-based, as a viewer counts) and, for pages
    read by OCR, ``section`` = OCR_SECTION. Reports the page count as soon as it is known."""
    pdf = _open_with_pdfium(path)
    if pdf is None:
        return _load_with_pypdf(path)
    with pdf:
        count = len(pdf)
        report_pages(count)
        cap = text_cap(path.stat().st_size, count)
        layer = _read_text_layer(pdf, count, cap)
        if layer.failed and not layer.docs and not layer.scanned:
            return _load_with_pypdf(path)
        options = load_options()
        if options.ocr and options.defer_ocr and layer.scanned:
            defer_scanned([index + 1 for index, _ in layer.scanned])
            scan_docs: list[Document] = []
            ocr_error: Exception | None = None
        else:
            scan_docs, ocr_error = _read_scanned_pages(pdf, layer.scanned, cap)
        title = _declared_title(pdf)
    docs = sorted(layer.docs + scan_docs, key=lambda doc: doc.metadata["page"])
    if docs and title:
        docs[0].metadata["title"] = title  # what the document calls itself: part of its header
    if docs:
        docs[0].metadata["page_count"] = count  # its card's page count, blank pages included
    if not docs and not layer.scanned:
        docs = _pypdf_text(path)
    if docs or (layer.scanned and load_options().defer_ocr and load_options().ocr):
        return docs  # scanned pages alone: the run reads them later
    if ocr_error is not None:
        reason = plain_reason(ocr_error, english("the text recognition engine failed on them"))
        raise SkipFile(english("scanned pages could not be read: {reason}").format(reason=reason))
    if not layer.scanned:
        raise SkipFile(BLANK_PAGES)
    raise SkipFile(OCR_FOUND_NOTHING if load_options().ocr else NO_TEXT_LAYER)


def text_cap(file_bytes: int, pages: int) -> TextCap:
    """How much text this PDF may give: the per-file limit, or less for a small file."""
    size_limit = max(PDF_SIZE_CHECK_FLOOR, PDF_MAX_CHARS_PER_BYTE * file_bytes)
    return TextCap.for_file(pages, size_limit,
                            english("a {size} PDF").format(size=_megabytes(file_bytes)))


def _megabytes(size: int) -> str:
    mb = size / (1024 * 1024)
    return f"{mb:.1f} MB" if mb < 10 else f"{mb:.0f} MB"


def _declared_title(pdf: pdfium.PdfDocument) -> str:
    """The title in the PDF's metadata ("" when absent or unreadable)."""
    try:
        return " ".join(str(pdf.get_metadata_dict().get("Title") or "").split())[:200]
    except Exception:  # noqa: BLE001 - metadata is optional; a broken info dict costs nothing
        return ""


def _pypdf_text(path: Path) -> list[Document]:
    """pypdf's text where PDFium saw neither text nor images: some broken content streams
    only pypdf's lenient parser reads. [] if pypdf finds nothing either."""
    try:
        return _load_with_pypdf(path)
    except TooMuchText:
        raise
    except SkipFile:
        return []


def _open_with_pdfium(path: Path) -> pdfium.PdfDocument | None:
    """The document opened with the empty password, or None when pypdf must decide."""
    try:
        return pdfium.PdfDocument(path)
    except pdfium.PdfiumError:
        return None  # locked, unsupported encryption or broken: pypdf says which, or repairs


# --- PDFium text layer -----------------------------------------------------------------------


def _read_text_layer(pdf: pdfium.PdfDocument, count: int, cap: TextCap) -> _TextLayer:
    layer = _TextLayer()
    for index in range(count):
        try:
            text, has_scan = _page_text(pdf, index)
        except MemoryError:
            raise
        except Exception:  # noqa: BLE001 - a page PDFium cannot read is lost, not the file
            layer.failed += 1
            continue
        if has_scan:
            layer.scanned.append((index, text))
        elif text.strip():
            cap.add(text, index + 1)
            layer.docs.append(_page_doc(text, index))
    return layer


def _page_text(pdf: pdfium.PdfDocument, index: int) -> tuple[str, bool]:
    """(text, looks scanned) of one page; PDFium objects are closed before returning."""
    page = pdf[index]
    try:
        textpage = page.get_textpage()
        try:
            # get_text_range keeps PDFium's line breaks; get_text_bounded drops some (vertical
            # text) and text outside the crop box
            text = clean_text(textpage.get_text_range())
        finally:
            textpage.close()
        sparse = len("".join(text.split())) < SCANNED_MAX_CHARS
        return text, sparse and _image_share(page) >= SCANNED_MIN_IMAGE_SHARE
    finally:
        page.close()


def clean_text(text: str) -> str:
    """PDFium text as plain text: Unix newlines, real hyphens, no control characters."""
    text = normalize(text).replace(_LINE_END_HYPHEN, "-\n")
    return _CONTROL_CHARS.sub("", text)


def _image_share(page: pdfium.PdfPage) -> float:
    """The part of the page area covered by images (overlaps counted twice)."""
    width, height = page.get_size()
    area = 0.0
    for image in page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_IMAGE]):
        left, bottom, right, top = image.get_bounds()
        area += max(0.0, right - left) * max(0.0, top - bottom)
    return area / max(width * height, 1.0)


def _page_doc(text: str, index: int, **metadata: str) -> Document:
    return Document(page_content=text, metadata={"page": index + 1, **metadata})


# --- OCR of scanned pages --------------------------------------------------------------------


def _read_scanned_pages(
    pdf: pdfium.PdfDocument, scanned: list[tuple[int, str]], cap: TextCap
) -> tuple[list[Document], Exception | None]:
    """Documents for image-only pages, OCR'd if OCR is on, and the first OCR error.

    The few characters of a scanned page's text layer (a caption, a page number) come first;
    without OCR, or when it reads nothing, they are the page's text.
    """
    docs: list[Document] = []
    error: Exception | None = None
    ocr_on = load_options().ocr
    for number, (index, layer_text) in enumerate(scanned, start=1):
        text = ""
        if ocr_on and not isinstance(error, ocr.OcrUnavailable):
            report_progress(english("reading scanned page {page} of {pages}").format(
                page=number, pages=len(scanned)))
            try:
                text = normalize(ocr.read_image(_render(pdf, index)))
            except MemoryError:
                raise
            except Exception as exc:  # noqa: BLE001 - one unreadable scan must not lose the others
                error = error or exc
        doc = _scanned_page_doc(index, layer_text, text)
        if doc is not None:
            cap.add(doc.page_content, index + 1)
            docs.append(doc)
    return docs, error


def read_scanned(path: Path, pages: list[int]) -> tuple[list[Document], list[int], Exception | None]:
    """OCR of the given scanned pages (1-based) of a PDF: (their documents, the pages that
    could not be read, the first error). A deferred scan is read this way, a few at a time."""
    docs: list[Document] = []
    unread: list[int] = []
    error: Exception | None = None
    with pdfium.PdfDocument(path) as pdf:
        for page in pages:
            if isinstance(error, ocr.OcrUnavailable):
                unread.append(page)
                continue
            try:
                layer_text, _ = _page_text(pdf, page - 1)
                text = normalize(ocr.read_image(_render(pdf, page - 1)))
            except MemoryError:
                raise
            except Exception as exc:  # noqa: BLE001 - one unreadable page must not lose the others
                error = error or exc
                unread.append(page)
                continue
            doc = _scanned_page_doc(page - 1, layer_text, text)
            if doc is not None:
                docs.append(doc)
    return docs, unread, error


def _scanned_page_doc(index: int, layer_text: str, ocr_text: str) -> Document | None:
    """The page's OCR text (after its few text-layer words), else those words; None: nothing."""
    if sum(char.isalnum() for char in ocr_text) >= OCR_MIN_CHARS:
        return _page_doc(_with_layer_text(layer_text, ocr_text), index, section=OCR_SECTION)
    return _page_doc(layer_text, index) if layer_text.strip() else None


def _with_layer_text(layer_text: str, ocr_text: str) -> str:
    """OCR text, preceded by the page's few text-layer words unless the OCR read them too (the
    rendered page shows its text layer)."""
    if set(layer_text.split()) <= set(ocr_text.split()):
        return ocr_text
    return f"{layer_text.strip()}\n{ocr_text}"


def _render(pdf: pdfium.PdfDocument, index: int) -> Image:
    page = pdf[index]
    try:
        width, height = page.get_size()
        scale = min(OCR_DPI / 72, OCR_MAX_SIDE_PX / max(width, height, 1.0))
        bitmap = page.render(scale=scale)
        try:
            return bitmap.to_pil().copy()  # the copy owns its pixels; the bitmap can go
        finally:
            bitmap.close()
    finally:
        page.close()


# --- pypdf: passwords, unsupported encryption, files PDFium cannot open ----------------------


def _load_with_pypdf(path: Path) -> list[Document]:
    with path.open("rb") as stream, warnings.catch_warnings(), apply_configuration(None, **_PYPDF_LIMITS):
        warnings.simplefilter("ignore")
        reader = _open_with_pypdf(stream)
        return _extract_with_pypdf(reader, path.stat().st_size)


def _open_with_pypdf(stream: BinaryIO) -> PdfReader:
    """A PdfReader ready to extract text: decrypted with the empty password if needed."""
    try:
        reader = PdfReader(stream, strict=False)
        encrypted = reader.is_encrypted
    except Exception as exc:  # pypdf raises anything on malformed files
        raise unreadable("PDF", exc, english("its structure could not be read")) from exc
    if encrypted:
        _decrypt_with_empty_password(reader)
    return reader


def _decrypt_with_empty_password(reader: PdfReader) -> None:
    try:
        result = reader.decrypt("")
    except NotImplementedError as exc:
        raise SkipFile(english("unsupported PDF encryption: {detail}").format(
            detail=short_reason(exc))) from exc
    except Exception as exc:
        raise unreadable("PDF", exc, english("its encryption could not be read")) from exc
    if result == PasswordType.NOT_DECRYPTED:
        raise SkipFile(english("password protected"))


def _extract_with_pypdf(reader: PdfReader, file_bytes: int) -> list[Document]:
    """Pages with text, in order; a failing page is skipped, a failing page tree is fatal."""
    try:
        count = len(reader.pages)
    except Exception as exc:
        raise unreadable("PDF", exc, english("its page list could not be read")) from exc
    if count == 0:
        raise SkipFile(english("PDF has no pages"))
    report_pages(count)
    cap = text_cap(file_bytes, count)
    docs: list[Document] = []
    first_error: Exception | None = None
    for index in range(count):
        try:
            text = normalize(reader.pages[index].extract_text() or "")
        except Exception as exc:
            first_error = first_error or exc
            continue
        if text.strip():
            cap.add(text, index + 1)
            docs.append(_page_doc(text, index))
    if docs:
        return docs
    if first_error is not None:
        raise unreadable("PDF", first_error, english("its pages could not be read")) from first_error
    raise SkipFile(NO_TEXT_LAYER)
