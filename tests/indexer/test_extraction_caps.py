"""Files that would swamp the library: a small PDF whose pages repeat one content stream, more
text than one file may give, and a long line without whitespace for the splitter."""

from __future__ import annotations

import random
import re
import string
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from langchain_core.documents import Document
from langchain_text_splitters import RecursiveCharacterTextSplitter
from pypdf import PdfWriter
from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject

from indexer.base.settings import IndexSettings
from indexer.ingest.loaders import SkipFile, load_file
from indexer.ingest.loaders.base import LoadOptions, load_options, set_load_options
from indexer.ingest.parsing import parse_file
from indexer.ingest.splitting import make_splitter, split_documents
from indexer.store.library import Library
from tests.helpers import run_index, summary_of, write_sample_documents

REAL_PDFS = Path(__file__).resolve().parents[3] / "shared" / "data" / "real_pdfs"


def repeated_page_pdf(path: Path, pages: int, lines: int = 75) -> Path:
    """A PDF whose pages all point at one content stream of ``lines`` lines of text: each page
    costs the file ~140 bytes and gives ~6,000 characters (the 2.7 MB, 20,000-page bomb)."""
    writer = PdfWriter()
    font = DictionaryObject({NameObject("/Type"): NameObject("/Font"),
                             NameObject("/Subtype"): NameObject("/Type1"),
                             NameObject("/BaseFont"): NameObject("/Helvetica")})
    resources = writer._add_object(DictionaryObject(
        {NameObject("/Font"): DictionaryObject({NameObject("/F1"): writer._add_object(font)})}))
    body = b"".join(b"BT /F1 8 Tf 20 %d Td (Line %d of the page: the quick brown fox jumps "
                    b"over the lazy dog) Tj ET\n" % (780 - 10 * i, i) for i in range(lines))
    content = DecodedStreamObject()
    content.set_data(body)
    shared = writer._add_object(content.flate_encode())
    for _ in range(pages):
        page = writer.add_blank_page(612, 792)
        page[NameObject("/Resources")] = resources
        page[NameObject("/Contents")] = shared
    writer.write(path)
    return path


@pytest.fixture
def text_limit() -> Iterator[None]:
    """This process's loaders allow 20,000 characters per file (as a parser's would with
    ``IndexSettings(max_text_chars=20_000)``)."""
    before = load_options()
    set_load_options(LoadOptions(ocr=before.ocr, max_text_chars=20_000))
    yield
    set_load_options(before)


def no_whitespace(chars: int, seed: int = 1) -> str:
    """A line of base64-like data: what a dump, a minified bundle or an inlined image holds."""
    return "".join(random.Random(seed).choices(string.ascii_letters + string.digits + "+/", k=chars))


def prose(chars: int, seed: int = 2) -> str:
    words = "the supplier delivers goods to the warehouse either party may end this".split()
    rng, paragraphs, size = random.Random(seed), [], 0
    while size < chars:
        paragraph = " ".join(rng.choices(words, k=rng.randint(5, 220))) + ".\n" * rng.randint(1, 2)
        paragraphs.append(paragraph)
        size += len(paragraph)
    return "".join(paragraphs)[:chars]


# -- the extracted text is capped -------------------------------------------------------------

def test_a_pdf_whose_pages_repeat_one_content_stream_is_not_indexed_and_says_why(tmp_path):
    bomb = repeated_page_pdf(tmp_path / "bomb.pdf", pages=1000)
    assert bomb.stat().st_size < 200_000  # 1,000 pages, some 6 MB of text
    with pytest.raises(SkipFile) as info:
        load_file(bomb)
    reason = str(info.value)
    found = re.fullmatch(r"too much text for a 0\.\d MB PDF: over 1 MB by page (\d+) of 1,000 "
                         r"\(repeated pages\?\) — not indexed", reason)
    assert found, reason
    assert int(found.group(1)) < 500  # reading stopped there, not at the end of the file
    outcome = parse_file(str(bomb), 1000, 150)
    assert (outcome.status, outcome.reason, outcome.chunks) == ("skipped", reason, [])


def test_a_real_text_dense_pdf_is_read_whole():
    """The densest real PDF at hand (0.62 characters per byte, 619 pages) is untouched."""
    path = REAL_PDFS.parent / "robustness" / "unstructured_example-docs" / "pdf" / "DA-619p.pdf"
    if not path.is_file():
        pytest.skip(f"test data missing: {path}")
    docs = load_file(path)
    assert docs[-1].metadata["page"] > 600 and sum(len(d.page_content) for d in docs) > 1_700_000


def test_more_text_than_one_file_may_give_is_not_indexed(tmp_path, text_limit):
    long_text = tmp_path / "minutes.txt"
    long_text.write_text(prose(30_000), encoding="utf-8")
    with pytest.raises(SkipFile, match="^too much text: over 20,000 characters, the limit for "
                                       "one file — not indexed$"):
        load_file(long_text)
    pdf = repeated_page_pdf(tmp_path / "report.pdf", pages=8)  # small: no size suspicion
    with pytest.raises(SkipFile, match="^too much text: over 20,000 characters by page 5 of 8, "
                                       "the limit for one file — not indexed$"):
        load_file(pdf)
    short = tmp_path / "short.txt"
    short.write_text(prose(19_000), encoding="utf-8")
    assert sum(len(d.page_content) for d in load_file(short)) == 19_000


def test_the_limit_is_a_setting_parsers_obey(tmp_path, embedder):
    docs = write_sample_documents(tmp_path / "docs")
    repeated_page_pdf(docs / "manual.pdf", pages=8)  # ~48,000 characters
    settings = IndexSettings(parse_workers=1, max_text_chars=20_000)
    with Library(tmp_path / "data", settings) as library:
        summary = summary_of(run_index(library, embedder, [docs]))
    assert summary["indexed"] == 3
    assert [(Path(p["path"]).name, p["reason"]) for p in summary["problems"]] == [(
        "manual.pdf", "too much text: over 20,000 characters by page 5 of 8, the limit for one "
                      "file — not indexed")]


# -- the splitter: linear time, the same chunks -----------------------------------------------

def cpu_seconds_to_split(text: str) -> float:
    start = time.process_time()
    split_documents([Document(text, metadata={"section": ""})], make_splitter(1000, 150))
    return time.process_time() - start


def test_a_long_line_without_whitespace_splits_as_fast_as_prose():
    """It took 3.3 s per MB against 0.55 for prose: a 60 MB line failed its budget each retry."""
    size = 3 * 1024 * 1024
    line, text = no_whitespace(size), prose(size)
    assert cpu_seconds_to_split(line) < 2 * cpu_seconds_to_split(text) + 0.3


def test_a_long_line_without_whitespace_keeps_all_its_text_in_passages_of_chunk_size():
    line = no_whitespace(250_000)
    chunks = split_documents([Document(line, metadata={"section": ""})], make_splitter(1000, 150))
    assert max(len(c.text) for c in chunks) == 1000
    assert all(line[c.start_index:c.end_index] == c.text for c in chunks)
    assert chunks[0].start_index == 0 and chunks[-1].end_index == len(line)
    assert all(b.start_index <= a.end_index for a, b in zip(chunks, chunks[1:], strict=False))


@pytest.mark.parametrize(("chunk_size", "overlap"), [(1000, 150), (200, 0), (50, 49), (2, 1)])
def test_every_text_is_split_exactly_as_langchain_splits_it(chunk_size: int, overlap: int):
    """Chunk ids depend on the boundaries: existing libraries must keep theirs."""
    rng = random.Random(chunk_size)
    pieces = ["word ", "a ", "\n", "\n\n", "\t", "\u3000", " ", "é", no_whitespace(1500, 3),
              no_whitespace(40, 4), prose(300, 5)]
    texts = [prose(chunk_size * 30, 6), no_whitespace(chunk_size * 5 + 7), "",
             *("".join(rng.choices(pieces, k=rng.randint(1, 30))) for _ in range(30))]
    plain = RecursiveCharacterTextSplitter(chunk_size=chunk_size, chunk_overlap=overlap,
                                           add_start_index=True)
    ours = make_splitter(chunk_size, overlap)
    for text in texts:
        expected = plain.split_documents([Document(text)])
        assert ours.split_documents([Document(text)]) == expected


def test_a_long_line_without_whitespace_is_indexed_within_the_time_budget(tmp_path, embedder):
    folder = tmp_path / "dump"
    folder.mkdir()
    (folder / "bundle.min.js.txt").write_text(no_whitespace(6 * 1024 * 1024), encoding="utf-8")
    settings = IndexSettings(parse_workers=1, file_time_budget_s=5)
    with Library(tmp_path / "data", settings) as library:
        summary = summary_of(run_index(library, embedder, [folder], fill_vectors=False))
    assert (summary["indexed"], summary["failed"]) == (1, 0), summary["problems"]


_DOCX_PARTS = {
    "[Content_Types].xml": '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/'
    'package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-'
    'officedocument.wordprocessingml.document.main+xml"/></Types>',
    "_rels/.rels": '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/'
    'package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/'
    'officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
    '</Relationships>',
}

_UNDER_A_MEMORY_CAP = """
import resource, sys
import docx
from indexer.ingest.parsing import parse_file
size = int(next(l for l in open("/proc/self/status") if l.startswith("VmSize")).split()[1]) * 1024
resource.setrlimit(resource.RLIMIT_AS, (size + 300 * 2**20, resource.RLIM_INFINITY))
outcome = parse_file(sys.argv[1], 1000, 150)
print(outcome.status + "|" + outcome.reason)
"""


def test_a_zip_bomb_says_it_is_too_big_to_unpack(tmp_path: Path) -> None:
    import subprocess
    import sys
    import zipfile

    bomb = tmp_path / "report.docx"  # 3 MB that unpack to 600 MB
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as archive:
        for name, text in _DOCX_PARTS.items():
            archive.writestr(name, text)
        with archive.open("word/document.xml", "w", force_zip64=True) as part:
            for _ in range(600):
                part.write(b" " * 2**20)
    done = subprocess.run([sys.executable, "-c", _UNDER_A_MEMORY_CAP, str(bomb)],
                          capture_output=True, text=True, timeout=300)
    status, _, reason = done.stdout.strip().partition("|")
    assert status == "skipped", done.stderr
    assert reason.startswith("DOCX too big to unpack") and "zip bomb" in reason
    assert "allocate" not in reason
