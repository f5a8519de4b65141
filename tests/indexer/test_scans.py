"""A long scan holds nothing back: its pages are read with OCR after every other file, a few at
a time, searchable as they are read, resumed where a cancel left them, within a page limit."""

from __future__ import annotations

from pathlib import Path

from indexer.base.control import RunControl
from indexer.base.settings import IndexSettings
from indexer.cli.main import main
from indexer.pipeline.run import index_events
from indexer.pipeline.scans import SCAN_BATCH_PAGES
from indexer.retrieval.search import search
from indexer.store.library import Library
from tests.helpers import HashEmbedder, kinds, run_index
from tests.helpers.scans import scanned_pdf

PAGES = 2 * SCAN_BATCH_PAGES
WORDS = ["anchor", "beacon", "cobalt", "dolphin", "ember", "falcon", "garnet", "harbour"]


def _book(folder: Path, pages: int) -> Path:
    """A scanned log book: page n names the n-th of WORDS."""
    return scanned_pdf(folder / "book.pdf", [[f"Chapter {n} of the keeper's log",
                                              f"The {WORDS[n - 1]} lantern was trimmed"]
                                             for n in range(1, pages + 1)])


def _found(library: Library, words: str) -> list:
    return search(library, HashEmbedder(), words, k=5, mode="lexical")


def _pages_of(library: Library, path: Path) -> list[int]:
    """Each stored passage's page of ``path`` (a page read twice would be listed twice)."""
    rows = library.manifest.db.execute(
        "SELECT c.page FROM chunks c JOIN files f ON f.content_key = c.content_key"
        " WHERE f.path = ? ORDER BY c.page", (str(path),)).fetchall()
    return [page for (page,) in rows]


def test_notes_are_searchable_while_a_scan_is_read_and_a_cancel_resumes_at_its_page(
        tmp_path: Path) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    book = _book(folder, PAGES)
    for n in range(20):
        (folder / f"note{n:02d}.txt").write_text(f"Note {n}: the greenhouse{n}tag needs water.")
    embedder = HashEmbedder()
    control = RunControl()
    seen = []
    with Library(tmp_path / "data", IndexSettings(parse_workers=1)) as library:
        for event in index_events(library, embedder, [folder], control):
            seen.append(event)
            if event["kind"] == "scan_progress":  # the first pages of the scan are stored
                with Library(tmp_path / "data") as reader:  # a search beside the run
                    assert all(_found(reader, f"greenhouse{n}tag") for n in range(20))
                    first = _found(reader, WORDS[0])
                    assert first and first[0].page == 1 and first[0].path == str(book)
                    assert not _found(reader, WORDS[PAGES - 1])
                control.request_cancel()
        assert [(e["read"], e["total"]) for e in kinds(seen, "scan_progress")] == [
            (SCAN_BATCH_PAGES, PAGES)]
        [job] = library.manifest.scan_jobs()
        assert (job.read, job.total) == (SCAN_BATCH_PAGES, PAGES)

        again = run_index(library, embedder, [folder])
        assert [(e["read"], e["total"]) for e in kinds(again, "scan_progress")] == [(PAGES, PAGES)]
        assert _pages_of(library, book) == list(range(1, PAGES + 1))  # each page read once
        hit = _found(library, WORDS[PAGES - 1])
        assert hit and hit[0].page == PAGES
        assert library.manifest.scan_jobs() == []
        assert library.manifest.cards()[str(book)].pages == PAGES


def test_the_page_limit_reads_the_first_pages_and_the_rest_on_request(
        tmp_path: Path, capsys) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    book = _book(folder, 3)
    data = tmp_path / "data"
    index = ["--data-dir", str(data), "index", "--quiet", "--no-vectors", "--ocr-max-pages", "2"]
    assert main([*index, str(folder)]) == 0
    out = capsys.readouterr().out
    assert "2 of 3 scanned pages read; the OCR page limit (2) keeps the rest" in out
    assert f"documents read-scan {book}" in out
    assert main(index) == 0
    with Library(data) as library:  # an unchanged file stays held: no page is read again
        assert _pages_of(library, book) == [1, 2]
    assert main(["--data-dir", str(data), "status"]) == 0
    assert "2 of 3 scanned pages read; the OCR page limit (2)" in capsys.readouterr().out

    assert main(["--data-dir", str(data), "documents", "read-scan", str(book)]) == 0
    assert main(index) == 0
    assert "scanned:" not in capsys.readouterr().out
    with Library(data) as library:
        assert _pages_of(library, book) == [1, 2, 3]
        text = library.manifest.db.execute("SELECT text FROM chunks WHERE page = 3").fetchone()
        assert WORDS[2] in text[0]


def test_an_edited_scan_is_read_again_from_its_first_page(tmp_path: Path) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    book = _book(folder, 2)
    with Library(tmp_path / "data", IndexSettings(parse_workers=1, ocr_max_pages=1)) as library:
        run_index(library, HashEmbedder(), [folder])
        assert [(j.read, j.total) for j in library.manifest.scan_jobs()] == [(1, 2)]
        scanned_pdf(book, [["A new first page about the tidewater"]])
        run_index(library, HashEmbedder(), [folder])
        assert library.manifest.scan_jobs() == []  # the old version's pages are forgotten
        assert _found(library, "tidewater") and not _found(library, WORDS[0])


def test_a_document_with_a_scanned_page_among_text_pages_reads_in_page_order(
        tmp_path: Path) -> None:
    """Its OCR page is stored after its text pages; a summary still reads it in page order."""
    from pypdf import PdfWriter

    from indexer.retrieval.documents import document_passages, find_documents
    from tests.helpers.filings import text_pdf

    parts = [text_pdf(tmp_path / "one.pdf", [["Page one of the survey: the meadow."]]),
             scanned_pdf(tmp_path / "two.pdf", [[f"Page two: the {WORDS[1]} by the sea"]]),
             text_pdf(tmp_path / "three.pdf", [["Page three of the survey: the orchard."]])]
    folder = tmp_path / "docs"
    folder.mkdir()
    writer = PdfWriter()
    for part in parts:
        writer.append(str(part))
    writer.write(folder / "survey.pdf")
    with Library(tmp_path / "data", IndexSettings(parse_workers=1)) as library:
        run_index(library, HashEmbedder(), [folder])
        [entry] = find_documents(library, "survey.pdf")
        assert [hit.page for hit in document_passages(library, entry)] == [1, 2, 3]
        assert WORDS[1] in document_passages(library, entry)[1].text

