"""Files built to exhaust a reader: a decompression bomb in a PDF stream, zip bombs in DOCX and
EPUB, XML entity bombs, giant single lines. Each stops early with a reason in our words, and
a file that makes its parser crash is not parsed again until it changes."""

from __future__ import annotations

import subprocess
import sys
import time
import zipfile
import zlib
from pathlib import Path

import pytest

from indexer.base.settings import IndexSettings
from indexer.ingest.loaders import SkipFile, load_file
from indexer.ingest.loaders.errors import unreadable
from indexer.ingest.parsing import parse_file
from indexer.ingest.retry import crash_outcome, is_due, outcome_retry
from indexer.store.library import Library
from tests.helpers import kinds, run_index, summary_of
from tests.indexer.test_extraction_caps import _DOCX_PARTS, repeated_page_pdf

MiB = 1024 * 1024
# PDFium aborts, and zipfile runs out of memory, under an address-space cap (RLIMIT_AS)
needs_memory_cap = pytest.mark.skipif(sys.platform != "linux",
                                      reason="needs an enforced address-space cap and /proc")


def flate_zeros(mib: int) -> bytes:
    """zlib data that inflates to ``mib`` MiB of zeros (~1 KB per MiB), built in milliseconds:
    after a full flush the compressor starts afresh, so one compressed MiB repeats as is."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    one_mib = compressor.compress(bytes(MiB)) + compressor.flush(zlib.Z_FULL_FLUSH)
    adler32 = (mib * MiB % 65521) << 16 | 1  # of n zero bytes
    return b"\x78\xda" + one_mib * mib + compressor.flush() + adler32.to_bytes(4, "big")


def pdf_bomb(path: Path, mib: int) -> Path:
    """A one-page PDF whose content stream inflates to ``mib`` MiB."""
    stream = flate_zeros(mib)
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>",
               b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
               b"<< /Length %d /Filter /FlateDecode >>\nstream\n%s\nendstream" % (len(stream), stream)]
    pdf, offsets = bytearray(b"%PDF-1.4\n"), []
    for number, body in enumerate(objects, 1):
        offsets.append(len(pdf))
        pdf += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(pdf)
    pdf += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    pdf += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    pdf += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    path.write_bytes(pdf)
    return path


_CONTAINER = ('<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument'
              ':xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type='
              '"application/oebps-package+xml"/></rootfiles></container>')
_PACKAGE = ('<?xml version="1.0"?>{dtd}<package xmlns="http://www.idpf.org/2007/opf" version="3.0" '
            'unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/">'
            '<dc:identifier id="id">x</dc:identifier><dc:title>Field notes{entity}</dc:title>'
            '<dc:language>en</dc:language></metadata><manifest><item id="c1" href="c1.xhtml" '
            'media-type="application/xhtml+xml"/></manifest><spine><itemref idref="c1"/></spine>'
            '</package>')
_CHAPTER = '<html xmlns="http://www.w3.org/1999/xhtml"><body><h1>Notes</h1><p>{text}</p></body></html>'


def billion_laughs(root: str) -> str:
    """A DTD whose entity &lol9; expands to 10^9 "lol"s."""
    lines = [f"<!DOCTYPE {root} [", '<!ENTITY lol "lol">']
    lines += [f'<!ENTITY lol{i} "{("&lol%s;" % ("" if i == 1 else i - 1)) * 10}">' for i in range(1, 10)]
    return "\n".join([*lines, "]>\n"])


def epub(path: Path, package: str, chapter: bytes | None = None, chapter_mib: int = 0) -> Path:
    """An EPUB of one chapter: ``chapter``, or ``chapter_mib`` MiB of tiny paragraphs."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        archive.writestr(zipfile.ZipInfo("mimetype"), "application/epub+zip")
        archive.writestr("META-INF/container.xml", _CONTAINER)
        archive.writestr("OEBPS/content.opf", package)
        with archive.open("OEBPS/c1.xhtml", "w", force_zip64=True) as part:
            part.write(chapter or b'<html xmlns="http://www.w3.org/1999/xhtml"><body>')
            for _ in range(chapter_mib):
                part.write(b"<p>a</p>" * (MiB // 8))
            if chapter_mib:
                part.write(b"</body></html>")
    return path


# A parser's memory cap, as in a parser process: 300 MB more than this one uses after imports.
_UNDER_A_MEMORY_CAP = """
import resource, sys
import docx, ebooklib.epub
from indexer.ingest.parsing import parse_file
size = int(next(l for l in open("/proc/self/status") if l.startswith("VmSize")).split()[1]) * 1024
resource.setrlimit(resource.RLIMIT_AS, (size + 300 * 2**20, resource.RLIM_INFINITY))
outcome = parse_file(sys.argv[1], 1000, 150)
print(outcome.status + "|" + outcome.reason)
"""


def parse_under_a_memory_cap(path: Path) -> tuple[str, str]:
    done = subprocess.run([sys.executable, "-c", _UNDER_A_MEMORY_CAP, str(path)],
                          capture_output=True, text=True, timeout=120)
    status, _, reason = done.stdout.strip().partition("|")
    assert status, done.stderr
    return status, reason


# -- a decompression bomb in a PDF ----------------------------------------------------------------

@needs_memory_cap
def test_a_pdf_decompression_bomb_is_skipped_in_plain_words_and_not_parsed_again_until_it_changes(
        tmp_path, embedder):
    """PDFium aborts (SIGABRT) when the stream's 600 MB do not fit the parser's 400 MB: the
    parser process dies, and the same file would kill it on every run."""
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "minutes.txt").write_text("The board met on Tuesday.\n", encoding="utf-8")
    bomb = pdf_bomb(notes / "report.pdf", mib=600)
    assert bomb.stat().st_size < 1 * MiB
    settings = IndexSettings(parse_workers=1, parser_memory_bytes=400 * MiB)
    expected = ("PDF too big to unpack: reading it needs more than the 400 MB a parser may use "
                "(a decompression bomb?) — not indexed while it is unchanged")
    with Library(tmp_path / "data", settings) as library:
        first = run_index(library, embedder, [notes], fill_vectors=False)
        summary = summary_of(first)
        assert [(Path(p["path"]).name, p["reason"]) for p in summary["problems"]] == [
            ("report.pdf", expected)]
        assert (summary["indexed"], summary["failed"]) == (1, 0)
        row = library.manifest.files()[str(bomb)]
        assert (row.state, row.reason, row.retry_after) == ("skipped", expected, None)
        assert not is_due(row, ocr=True, now=time.time() + 7 * 24 * 3600)

        again = run_index(library, embedder, [notes], fill_vectors=False)
        assert kinds(again, "plan_totals")[0]["to_parse"] == 0  # unchanged: not parsed
        assert summary_of(again)["unchanged"] == 2

        repeated_page_pdf(bomb, pages=1)  # the file changes: it is read again
        changed = summary_of(run_index(library, embedder, [notes], fill_vectors=False))
        assert (changed["indexed"], changed["problems"]) == (1, [])
        assert library.manifest.files()[str(bomb)].state == "indexed"


def test_only_crashes_the_file_causes_are_kept_from_retries():
    cap = 3 * 1024**3
    assert crash_outcome(-6, "pdf", cap) == ("skipped", (
        "PDF too big to unpack: reading it needs more than the 3 GB a parser may use "
        "(a decompression bomb?) — not indexed while it is unchanged"))
    assert crash_outcome(-11, "epub", cap) == ("skipped", (
        "parser crashed on this file (damaged, or made to crash readers?) — not indexed while "
        "it is unchanged"))
    assert crash_outcome(-9, "pdf", cap) == (
        "failed", "parser was killed (by the system, short of memory?)")  # not the file's doing
    assert crash_outcome(139, "text", cap) == ("failed", "parser crashed (exit code 139)")
    state, reason = crash_outcome(-6, "pdf", cap)
    assert outcome_retry(state, reason, previous_attempts=2, ocr=True, now=0.0) == (0, None)
    assert outcome_retry(*crash_outcome(-9, "pdf", cap), previous_attempts=0, ocr=True,
                         now=0.0) == (1, 0.0)  # retried on the next run


# -- zip bombs ----------------------------------------------------------------------------------

@needs_memory_cap
def test_an_epub_zip_bomb_is_refused_before_it_is_unpacked(tmp_path):
    """100 MB of tiny paragraphs in a 150 KB EPUB: ebooklib swallowed the MemoryError of its
    HTML parser and the book read as "no text found", after taking all the memory it could."""
    bomb = epub(tmp_path / "novel.epub", _PACKAGE.format(dtd="", entity=""), chapter_mib=100)
    assert bomb.stat().st_size < 200_000
    started = time.monotonic()
    status, reason = parse_under_a_memory_cap(bomb)
    assert (status, reason) == ("skipped", "EPUB too big to unpack: its 150 KB unpack to 100 MB "
                                           "(a zip bomb?) — not indexed while it is unchanged")
    assert time.monotonic() - started < 30


@needs_memory_cap
def test_a_docx_zip_bomb_is_refused_before_it_is_unpacked(tmp_path):
    bomb = tmp_path / "report.docx"
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name, text in _DOCX_PARTS.items():
            archive.writestr(name, text)
        with archive.open("word/document.xml", "w", force_zip64=True) as part:
            for _ in range(80):
                part.write(b"\0" * MiB)
    with_cap = parse_under_a_memory_cap(bomb)
    without_cap = parse_file(str(bomb), 1000, 150)  # the sizes are read, nothing is unpacked
    expected = ("DOCX too big to unpack: its 80 KB unpack to 80 MB (a zip bomb?) — not indexed "
                "while it is unchanged")
    assert with_cap == (without_cap.status, without_cap.reason) == ("skipped", expected)


def test_a_librarys_words_for_running_out_of_memory_become_ours():
    """What ebooklib let through once: "unreadable EPUB: Unable to allocate output buffer."."""
    for exc in (MemoryError("Unable to allocate output buffer."),
                Exception("Unable to allocate output buffer."),
                ValueError("Memory allocation failed : growing buffer")):
        reason = str(unreadable("EPUB", exc))
        assert reason.startswith("EPUB too big to unpack: it needs more than the "), reason
        assert "a parser may use (a zip bomb" in reason and reason.endswith("while it is unchanged")
        assert "allocat" not in reason


# -- entity bombs -------------------------------------------------------------------------------

def test_xml_entity_bombs_are_refused_at_once_in_plain_words(tmp_path):
    docx_bomb = tmp_path / "letter.docx"
    with zipfile.ZipFile(docx_bomb, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in _DOCX_PARTS.items():
            archive.writestr(name, text)
        archive.writestr("word/document.xml", (
            '<?xml version="1.0"?>' + billion_laughs("w:document") +
            '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
            "<w:body><w:p><w:r><w:t>Dear &lol9;</w:t></w:r></w:p></w:body></w:document>"))
    epub_bomb = epub(tmp_path / "book.epub", _PACKAGE.format(dtd=billion_laughs("package"),
                                                              entity="&lol9;"),
                     chapter=_CHAPTER.format(text="Some notes.").encode())
    entity_bomb = "its XML defines entities that expand to far more than its size (an entity bomb?)"
    started = time.monotonic()
    for path, kind in ((docx_bomb, "DOCX"), (epub_bomb, "EPUB")):
        outcome = parse_file(str(path), 1000, 150)
        assert (outcome.status, outcome.reason) == ("skipped", f"unreadable {kind}: {entity_bomb}")
    for suffix in ("html", "xhtml"):  # the HTML parser does not expand a DTD's entities at all
        page = tmp_path / f"page.{suffix}"
        page.write_text('<?xml version="1.0"?>' + billion_laughs("html") +
                        _CHAPTER.format(text="Some notes &lol9;"), encoding="utf-8")
        text = "".join(doc.page_content for doc in load_file(page))
        assert "Some notes" in text and "lollol" not in text
    assert time.monotonic() - started < 10


# -- giant single lines -------------------------------------------------------------------------

def test_a_giant_single_line_is_refused_by_its_size_before_it_is_read(tmp_path):
    for name in ("dump.txt", "notes.md", "page.html", "data.csv"):
        giant = tmp_path / name
        with giant.open("wb") as stream:
            stream.truncate(100 * MiB)  # sparse: no time or disk spent
        started = time.process_time()
        try:
            load_file(giant)
        except SkipFile as exc:
            assert str(exc) == "file too large (100 MB)"
        else:
            raise AssertionError(f"{name} was read")
        assert time.process_time() - started < 1


# -- many elements side by side -----------------------------------------------------------------

def test_a_page_of_many_paragraphs_side_by_side_is_read_within_its_time_budget(tmp_path):
    """Marking paragraphs in place took time growing with the square of their number: 110 s of
    CPU for 40,000 (a 320 KB page, now under 1 s), hours for a million; the time budget (60 s of
    CPU) failed it on every try. CPU time, not wall time: a busy machine does not count."""
    page = tmp_path / "log.html"
    page.write_text("<html><body>" + "<p>entry</p>\n" * 40_000 + "</body></html>",
                    encoding="utf-8")
    started = time.process_time()
    docs = load_file(page)
    assert docs[0].page_content.count("entry") == 40_000
    assert time.process_time() - started < 20
