"""Passages carry their document's context (searched, never quoted) and are worth citing."""

from __future__ import annotations

from pathlib import Path

from indexer.ingest.headers import document_identity, passage_header
from indexer.ingest.loaders import load_file
from indexer.ingest.splitting import make_splitter, split_documents
from indexer.retrieval.search import search
from tests.helpers import HashEmbedder, run_index

FILLER = ("The discussion below should be read together with the condensed financial statements "
          "and the accompanying notes included elsewhere in this quarterly report. ") * 12


def quarterly_report(company: str, period: str, margin: str) -> str:
    """A 10-Q whose cover names company and period; the margin is pages later, unnamed."""
    return (
        "UNITED STATES\nSECURITIES AND EXCHANGE COMMISSION\nWashington, D.C. 20549\nFORM 10-Q\n"
        "QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934\n"
        f"For the quarterly period ended {period}\nCommission File Number: 001-36743\n"
        f"{company}\n(Exact name of Registrant as specified in its charter)\n\n"
        f"{FILLER}\n\n"
        f"Gross margin for the quarter was {margin} percent of net sales, driven by product mix "
        "and favourable currency effects compared with the same quarter a year ago.\n\n"
        f"{FILLER}\n"
    )


def test_a_filing_cover_names_company_form_and_period(tmp_path) -> None:
    docs = load_file(_write(tmp_path, "q1.txt",
                            quarterly_report("Globex Corporation", "March 30, 2024", "38.0")))
    identity = document_identity(docs, "text")
    assert identity == "Globex Corporation — Form 10-Q — quarterly period ended March 30, 2024"


def test_a_company_question_finds_that_companys_page_not_anothers(library, tmp_path) -> None:
    folder = tmp_path / "filings"
    _write(folder, "report-a.txt", quarterly_report("Initech Inc.", "June 29, 2024", "41.2"))
    _write(folder, "report-b.txt", quarterly_report("Globex Corporation", "June 29, 2024", "38.0"))
    embedder = HashEmbedder(dim=512)
    run_index(library, embedder, [folder])
    for mode in ("lexical", "hybrid"):
        hits = search(library, embedder, "Globex gross margin", k=3, mode=mode)
        best = hits[0]
        assert best.path.endswith("report-b.txt") and "38.0 percent" in best.text, mode
        # what the user is shown and what a citation points at is the document's own text
        source = (folder / "report-b.txt").read_text(encoding="utf-8")
        assert source[best.start_index:best.end_index] == best.text
        assert "Globex" not in best.text


def test_a_title_line_is_not_a_passage_of_its_own(tmp_path) -> None:
    title = "1980 Summer Olympics boycott"
    body = ("The 1980 Summer Olympics boycott was one part of a number of actions initiated by "
            "the United States to protest the Soviet invasion of Afghanistan. ") * 8
    docs = load_file(_write(tmp_path, "boycott.txt", f"{title}\n\n{body}\n"))
    chunks = split_documents(docs, make_splitter(1000, 150))
    assert all(len(c.text) >= 200 for c in chunks)
    assert chunks[0].text.startswith(title) and chunks[0].start_index == 0
    text = docs[0].page_content
    assert all(text[c.start_index:c.end_index] == c.text for c in chunks)


def test_a_short_last_line_joins_the_passage_before_it(tmp_path) -> None:
    body = "Each tenant keeps the common stairwell clean and free of bicycles. " * 20
    docs = load_file(_write(tmp_path, "house-rules.md", f"# House rules\n\n{body}\n\nSigned.\n"))
    chunks = split_documents(docs, make_splitter(500, 50))
    assert chunks[-1].text.endswith("Signed.")
    assert all(len(c.text) >= 100 for c in chunks)


def test_the_header_names_file_identity_and_heading_path() -> None:
    header = passage_header(Path("/docs/lease_2024-rotterdam.md"), "Warehouse lease", "Term > Notice")
    assert header == "lease 2024-rotterdam — Warehouse lease — Term > Notice"
    # nothing repeated when the identity is the file name itself
    assert passage_header(Path("/x/Annual Report.txt"), "Annual report", "") == "Annual Report"


def _write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path
