"""Locating a cited passage on its real PDF page: one rectangle per line, the passage's words
under them, and never a heading that merely shares some words."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from desktop_app.core.documents import PdfDocumentData, load_for_citation
from desktop_app.core.pdf_highlight import PassageHighlight, find_passage
from indexer.ingest.loaders.pdf import load_pdf

IEEE_PAPER = "robustness/pdfminer_samples/contrib/issue-1061-colour-space-stack.pdf"
PROTOCOL = "real_pdfs/nih-clinical-trial-protocols/NCT06152367_Prot_000.pdf"
NARA_REPORT = "real_pdfs/us-fed-agency-reports/NARA2022.pdf"
HEADING = "Vaccination of Melanoma Patients Using DCs Loaded with Allogeneic Melanoma Extracts"


def _pdf(shared_data: Path, name: str) -> Path:
    path = shared_data / name
    if not path.is_file():
        pytest.skip(f"test data missing: {path}")
    return path


def _lines(path: Path, page: int) -> list[str]:
    """The page's text as the indexer extracted it (what a citation's quote is cut from)."""
    [doc] = [d for d in load_pdf(path) if d.metadata.get("page") == page]
    return doc.page_content.splitlines()


def _letters(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKC", text).casefold() if c.isalnum())


def _text_under(path: Path, found: PassageHighlight) -> list[str]:
    """What PDFium reads inside each rectangle (converted back to PDF user space)."""
    pdf = pdfium.PdfDocument(path)
    try:
        page = pdf[found.page]
        left, bottom, _right, top = page.get_bbox()
        textpage = page.get_textpage()
        return [textpage.get_text_bounded(left + x, top - y - h, left + x + w, top - y)
                for x, y, w, h in found.rects]
    finally:
        pdf.close()


def _assert_inside_page(found: PassageHighlight) -> None:
    width, height = found.page_size
    for x, y, w, h in found.rects:
        assert w > 0 and h > 0
        assert 0 <= x and x + w <= width + 0.5 and 0 <= y and y + h <= height + 0.5


@pytest.mark.parametrize(("name", "page", "first", "last"), [
    (IEEE_PAPER, 2, 10, 16),
    (PROTOCOL, 6, 4, 9),
    (NARA_REPORT, 3, 7, 13),
])
def test_a_passage_over_several_lines_gets_one_rectangle_per_line_covering_its_words(
        shared_data: Path, name: str, page: int, first: int, last: int):
    path = _pdf(shared_data, name)
    lines = _lines(path, page)
    quote = "\n".join(lines[first:last])
    assert len(_letters(quote)) > 100, "the chosen lines should be a real passage"

    found = find_passage(path.read_bytes(), page, quote)

    assert found is not None and found.page == page - 1 and found.coverage == 1.0
    assert len(found.rects) >= 2
    assert len(found.rects) <= last - first + 1
    _assert_inside_page(found)
    assert [r[1] for r in found.rects] == sorted(r[1] for r in found.rects), "top to bottom"
    assert _letters(quote) in _letters(" ".join(_text_under(path, found)))


def test_a_heading_that_shares_words_with_the_passage_is_not_chosen(shared_data: Path):
    path = _pdf(shared_data, PROTOCOL)
    lines = _lines(path, 6)
    heading = lines.index(HEADING)
    body = lines[heading + 1:heading + 5]  # "... dendritic cell vaccines loaded with allogeneic"
    # The model's quote may differ a little from the page (here every seventh word): the
    # fallback must still land on the body, which shares words with the heading above it.
    words = " ".join(body).split()
    quote = " ".join("melanoma" if i % 7 == 6 else w for i, w in enumerate(words))

    found = find_passage(path.read_bytes(), 6, quote)

    assert found is not None and found.page == 5 and 0.5 <= found.coverage < 1.0
    under = _letters(" ".join(_text_under(path, found)))
    assert _letters("Vaccination of Melanoma Patients") not in under
    assert _letters("In Chile, we have completed the first phase") in under
    assert _letters("palliative effects in advanced melanoma") in under
    assert len(found.rects) >= 3


def test_a_passage_that_starts_with_its_heading_words_is_found_below_the_heading(
        shared_data: Path):
    path = _pdf(shared_data, NARA_REPORT)
    lines = _lines(path, 4)
    assert lines[5] == "Make Access Happen" and lines[7].startswith("Make Access Happen affrms")
    quote = "\n".join(lines[7:11])  # the paragraph opens with the heading's three words

    found = find_passage(path.read_bytes(), 4, quote)

    assert found is not None and found.coverage == 1.0 and len(found.rects) == 4
    under = _text_under(path, found)
    assert under[0].startswith("Make Access Happen aff"), under[0]
    assert _letters(quote) in _letters(" ".join(under))


def test_a_citation_on_the_wrong_page_finds_the_passage_on_the_next_one(shared_data: Path):
    path = _pdf(shared_data, IEEE_PAPER)
    quote = "\n".join(_lines(path, 3)[5:9])

    found = find_passage(path.read_bytes(), 2, quote)

    assert found is not None and found.page == 2 and found.coverage == 1.0
    assert _letters(quote) in _letters(" ".join(_text_under(path, found)))


def test_text_that_is_not_in_the_document_gives_nothing(shared_data: Path):
    path = _pdf(shared_data, IEEE_PAPER)
    assert find_passage(path.read_bytes(), 2, "Quartermaster zeppelin ordered spare "
                        "propellers for the winter storage hangar at dawn") is None
    assert find_passage(path.read_bytes(), 2, "   ") is None


def test_opening_a_pdf_citation_computes_its_lines_in_the_worker(shared_data: Path):
    path = _pdf(shared_data, IEEE_PAPER)
    quote = "\n".join(_lines(path, 2)[1:5])

    data = load_for_citation(str(path), 2, "", 0, quote)

    assert isinstance(data, PdfDocumentData) and data.page == 2
    assert data.highlight is not None and len(data.highlight.rects) == 4
    assert re.search(r"we argue here", " ".join(_text_under(path, data.highlight)))
