"""The PDF loader on real files: PDFium page text, pypdf's password/repair fallback, OCR of scans."""

from __future__ import annotations

import re
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader, PdfWriter
from pypdf.generic import (
    ArrayObject,
    DecodedStreamObject,
    DictionaryObject,
    NameObject,
    NumberObject,
)

from indexer.ingest.loaders import SkipFile, load_file
from indexer.ingest.loaders import ocr as ocr_module
from indexer.ingest.loaders.base import (
    LoadOptions,
    LoadProgress,
    load_options,
    set_load_options,
    set_progress_sink,
)
from indexer.ingest.loaders.pdf import BLANK_PAGES, NO_TEXT_LAYER, OCR_SECTION, load_pdf
from tests.helpers.scans import scanned_pdf

DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
ROBUSTNESS = DATA / "robustness"
REAL_PDFS = DATA / "real_pdfs"
PROJECT = Path(__file__).resolve().parents[2]


def data_file(path: Path) -> Path:
    if not path.is_file():
        pytest.skip(f"test data missing: {path}")
    return path


def skip_reason(path: Path) -> str:
    with pytest.raises(SkipFile) as info:
        load_pdf(path)
    return str(info.value)


def words(text: str) -> set[str]:
    return set(re.findall(r"[a-z]{4,}", text.lower()))


@pytest.fixture
def ocr_on() -> Iterator[None]:
    before = load_options()
    set_load_options(LoadOptions(ocr=True))
    yield
    set_load_options(before)


@pytest.fixture
def ocr_off() -> Iterator[None]:
    before = load_options()
    set_load_options(LoadOptions(ocr=False))
    yield
    set_load_options(before)


@pytest.fixture
def progress() -> Iterator[list[LoadProgress]]:
    seen: list[LoadProgress] = []
    set_progress_sink(seen.append)
    yield seen
    set_progress_sink(None)


# --- text layer ------------------------------------------------------------------------------


def test_each_passage_carries_the_page_it_was_printed_on(progress: list[LoadProgress]) -> None:
    """A citation "p. N" must point at the page whose text it quotes (checked against pypdf)."""
    path = data_file(REAL_PDFS / "nih-clinical-trial-protocols/NCT06147739_Prot_SAP_000.pdf")
    docs = load_pdf(path)
    pypdf_pages = [words(page.extract_text() or "") for page in PdfReader(path).pages]
    assert progress[0] == LoadProgress(pages=len(pypdf_pages))
    assert [doc.metadata["page"] for doc in docs] == list(range(1, len(docs) + 1))
    for doc in docs:
        mine = words(doc.page_content)
        overlap = [len(mine & theirs) / max(1, len(mine | theirs)) for theirs in pypdf_pages]
        assert overlap.index(max(overlap)) + 1 == doc.metadata["page"]


def test_a_table_row_is_found_on_its_page() -> None:
    path = data_file(REAL_PDFS / "us-fed-agency-reports/2016-annual-performance-report.pdf")
    pages = {doc.metadata["page"]: doc.page_content for doc in load_pdf(path)}
    row = "(HVA) databases encrypted N/A* N/A* N/A* N/A* 63.6% ≥60% Met"
    assert [number for number, text in pages.items() if row in text] == [42]


def test_text_is_plain_text() -> None:
    """PDFium's CRLF, its line-end-hyphen marker U+FFFE and control characters are gone."""
    path = data_file(REAL_PDFS / "us-fed-agency-reports/HHS2022.pdf")
    text = "\n".join(doc.page_content for doc in load_pdf(path))
    assert "Com-\nmunities" in text  # printed as "Com-" at a line end, "munities" below
    assert not re.search(r"[\r\x00-\x08\x0b\x0c\x0e-\x1f\ufffe]", text)


def test_files_pypdf_could_not_read_are_read() -> None:
    """pypdf: "startxref not found" / "Cannot find Root object"; a PDF viewer shows them."""
    simple = load_pdf(data_file(ROBUSTNESS / "pdfminer_samples/simple1.pdf"))
    assert simple[0].metadata == {"page": 1, "page_count": 1}
    assert "Hello World" in simple[0].page_content
    sample = load_pdf(data_file(ROBUSTNESS / "qpdf_qtest_malformed/issue-202.pdf"))
    assert len(sample) == 10 and "Sample PDF Document" in sample[0].page_content


def test_a_file_beyond_pypdfs_array_limit_is_read(tmp_path: Path) -> None:
    """Real SEC filings hold arrays longer than pypdf's 100,000-element safety limit."""
    writer = PdfWriter()
    page = writer.add_blank_page(612, 792)
    font = DictionaryObject({NameObject("/Type"): NameObject("/Font"),
                             NameObject("/Subtype"): NameObject("/Type1"),
                             NameObject("/BaseFont"): NameObject("/Helvetica")})
    page[NameObject("/Resources")] = DictionaryObject(
        {NameObject("/Font"): DictionaryObject({NameObject("/F1"): writer._add_object(font)})})
    content = DecodedStreamObject()
    content.set_data(b"BT /F1 24 Tf 72 700 Td (Quarterly filing) Tj ET")
    page[NameObject("/Contents")] = writer._add_object(content)
    page[NameObject("/PieceInfo")] = ArrayObject(NumberObject(i % 10) for i in range(150_000))
    path = tmp_path / "filing.pdf"
    writer.write(path)
    assert [(doc.metadata, doc.page_content) for doc in load_pdf(path)] == [
        ({"page": 1, "page_count": 1}, "Quarterly filing")]


# --- what pypdf still decides ------------------------------------------------------------------


@pytest.mark.parametrize(
    "relative",
    [
        "pypdf_resources/encryption/r4-aes-user-password.pdf",
        "pypdf_resources/encryption/r6-both-passwords.pdf",
        "unstructured_example-docs/pdf/password.pdf",
    ],
)
def test_a_file_needing_a_password_is_skipped(relative: str) -> None:
    assert skip_reason(data_file(ROBUSTNESS / relative)) == "password protected"


def test_a_file_with_an_empty_user_password_is_read() -> None:
    docs = load_pdf(data_file(ROBUSTNESS / "pypdf_resources/encryption/r6-empty-password.pdf"))
    assert docs[0].metadata["page"] == 1 and docs[0].page_content.strip()


def test_a_corrupt_file_is_unreadable(tmp_path: Path) -> None:
    cut = tmp_path / "cut.pdf"
    cut.write_bytes(b"%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n")
    assert skip_reason(cut).startswith("unreadable PDF: ")
    broken = data_file(ROBUSTNESS / "qpdf_qtest_malformed/issue-119.pdf")
    assert skip_reason(broken) == "unreadable PDF: startxref not found"
    assert skip_reason(data_file(ROBUSTNESS / "qpdf_qtest_malformed/empty.pdf")) == (
        "PDF has no pages")


# --- scanned pages -----------------------------------------------------------------------------


def test_scanned_pages_are_read_with_ocr_and_keep_their_page(
    tmp_path: Path, ocr_on: None, progress: list[LoadProgress], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = scanned_pdf(tmp_path / "scan.pdf", [
        [],  # a blank page: nothing to read
        ["Invoice number 4711", "Total due: 1,250.00 EUR"],
        ["The harbour lighthouse", "was rebuilt in 1897."],
    ])

    def no_network(*args: object, **kwargs: object) -> None:
        raise AssertionError("the OCR engine tried to use the network")

    monkeypatch.setattr(socket.socket, "connect", no_network)
    monkeypatch.setattr(ocr_module, "_engine", None)  # created here, with the network off
    docs = load_file(path)
    assert [doc.metadata["page"] for doc in docs] == [2, 3]
    assert all(doc.metadata["section"] == OCR_SECTION for doc in docs)
    assert docs[0].page_content == "Invoice number 4711\nTotal due: 1,250.00 EUR"
    assert docs[1].page_content == "The harbour lighthouse\nwas rebuilt in 1897."
    assert [p.message for p in progress if p.message] == [
        f"reading scanned page {n} of 3" for n in (1, 2, 3)]
    assert progress[0] == LoadProgress(pages=3)


def test_a_real_scanned_pdf_is_read(ocr_on: None) -> None:
    docs = load_pdf(data_file(ROBUSTNESS / "unstructured_example-docs/pdf/loremipsum-flat.pdf"))
    assert [(doc.metadata["page"], doc.metadata["section"]) for doc in docs] == [(1, OCR_SECTION)]
    assert "Lorem ipsum dolor sit amet, consectetur adipiscing elit." in docs[0].page_content


def test_without_ocr_a_scanned_file_is_skipped_as_today(tmp_path: Path, ocr_off: None) -> None:
    path = scanned_pdf(tmp_path / "scan.pdf", [["Invoice number 4711"]])
    assert skip_reason(path) == NO_TEXT_LAYER


@pytest.mark.parametrize("ocr", [True, False])
def test_blank_pages_are_not_called_scanned(tmp_path: Path, ocr: bool) -> None:
    from pypdf import PdfWriter

    writer = PdfWriter()
    for _ in range(3):
        writer.add_blank_page(width=595, height=842)
    path = tmp_path / "blank.pdf"
    with open(path, "wb") as fh:
        writer.write(fh)
    before = load_options()
    set_load_options(LoadOptions(ocr=ocr))
    try:
        assert skip_reason(path) == BLANK_PAGES  # not "scanned?": OCR would read nothing
    finally:
        set_load_options(before)


def test_ocr_works_in_a_parser_process_under_its_memory_cap() -> None:
    """Parser processes run with RLIMIT_AS = 3 GB; onnxruntime must fit, and load lazily."""
    path = data_file(ROBUSTNESS / "unstructured_example-docs/pdf/loremipsum-flat.pdf")
    text_pdf = data_file(REAL_PDFS / "nih-clinical-trial-protocols/NCT06147739_Prot_SAP_000.pdf")
    code = f"""
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (3 * 1024**3, 3 * 1024**3))
from pathlib import Path
from indexer.ingest.loaders import load_file
load_file(Path({str(text_pdf)!r}))
heavy = sorted({{"onnxruntime", "cv2", "rapidocr"}} & set(sys.modules))
print("after a text PDF:", heavy)
docs = load_file(Path({str(path)!r}))
print(docs[0].page_content.splitlines()[0])
"""
    done = subprocess.run([sys.executable, "-c", code], cwd=PROJECT, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.splitlines() == [
        "after a text PDF: []",
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Nunc sollicitudin",
    ]


def test_a_scanned_page_is_found_by_search_at_its_page(tmp_path: Path, library) -> None:
    """Through the real indexing graph: OCR runs in a parser process, the hit keeps its page."""
    from indexer.retrieval.search import search
    from tests.helpers import HashEmbedder, run_index

    folder = tmp_path / "scans"
    folder.mkdir()
    scanned_pdf(folder / "receipt.pdf", [["Hardware store receipt"],
                                         ["Cordless drill 129.00 EUR", "Warranty until 2029"]])
    embedder = HashEmbedder()
    events = run_index(library, embedder, [folder])
    assert [(e["read"], e["total"]) for e in events if e["kind"] == "scan_progress"] == [(2, 2)]
    hits = search(library, embedder, "cordless drill warranty", k=3, mode="lexical")
    assert hits and hits[0].path.endswith("receipt.pdf")
    assert (hits[0].page, hits[0].section) == (2, OCR_SECTION)
    assert "Cordless drill" in hits[0].text
