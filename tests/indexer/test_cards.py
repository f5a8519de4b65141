"""Every document gets a card (title, organisation, kind, period, date, pages, language) that
the user can read and correct, and a question naming an organisation or a period prefers the
documents whose cards say so."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

from indexer.ingest.cards import document_card
from indexer.retrieval.named import named_documents
from indexer.retrieval.search import search
from tests.helpers import HashEmbedder, run_index

PROJECT = Path(__file__).resolve().parents[2]

FILING_COVER = """UNITED STATES
SECURITIES AND EXCHANGE COMMISSION
Washington, D.C. 20549
FORM 10-K
ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934
For the fiscal year ended February 2, 2019
Commission File Number 1-9595
BEST BUY CO., INC.
(Exact name of registrant as specified in its charter)
Minnesota 41-0907483
"""

PAPER = """Sparse Retrieval for Scanned Archives

Maria Keller and Jonas Brandt
Institute for Document Analysis, University of Leipzig

Abstract
We study how keyword search behaves on archives of scanned letters and show that the
errors of text recognition hurt rare words the most. The method we propose is simple and it
is fast on a laptop, and it can be used with any index of the kind that is common today.

1 Introduction
Archives hold many letters that were scanned but never read by a person again.
"""


def cli(*args: str, data: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "indexer", "--data-dir", str(data), *args],
                          cwd=PROJECT, capture_output=True, text=True, timeout=300)


def test_a_filing_cover_gives_company_form_and_fiscal_year() -> None:
    card = document_card([FILING_COVER, "Item 1. Business\nWe sell electronics."], "pdf",
                         "0000764478-19-000009", page_count=84)
    assert card.organisation == "Best Buy Co., Inc."  # its cover shouts; the card does not
    assert card.kind == "annual report (Form 10-K)"
    assert card.period == "FY2019 (year ended 2019-02-02)" and card.years == (2019,)
    assert card.pages == 84 and card.language == "en"


def test_a_report_whose_year_is_only_in_its_title(shared_data: Path, library) -> None:
    """OPM's 2013 report: its cover says only the agency and "February 2014"; the fiscal year
    is in the title the PDF declares."""
    folder = shared_data / "real_pdfs" / "us-fed-agency-reports"
    run_index(library, HashEmbedder(), [folder / "2013-annual-performance-report.pdf"])
    [card] = library.manifest.cards().values()
    assert card.period == "FY2013" and 2013 in card.years
    assert card.date == "2014-02"  # the month it came out, not the year it covers
    assert card.organisation == "United States Office of Personnel Management"
    assert "OPM" in card.aliases and card.kind == "annual performance report"
    assert card.pages == 70


def test_a_paper_gives_its_title_kind_and_language() -> None:
    card = document_card([PAPER], "markdown", "keller-2021")
    assert card.title == "Sparse Retrieval for Scanned Archives"
    assert card.kind == "paper"
    assert card.organisation == "Institute for Document Analysis, University of Leipzig"
    assert card.language == "en"
    german = document_card(["Der Bericht zeigt, dass die Zahl der Anträge im Jahr gestiegen ist "
                            "und dass die Bearbeitung mit der neuen Software schneller war. " * 3],
                           "text", "bericht")
    assert german.language == "de"


def _plans(folder: Path) -> Path:
    """Three agencies' plans that read alike; only the covers say whose each is."""
    folder.mkdir()
    body = ("The department will improve its grant programs and measure each strategic "
            "objective with performance indicators reviewed every quarter. ") * 8
    for short, name, grants in (("DOL", "U.S. Department of Labor", "1,200"),
                                ("DOT", "U.S. Department of Transportation", "3,400"),
                                ("ED", "U.S. Department of Education", "5,600")):
        text = (f"{name}\nStrategic Plan FY 2022-2026\n\n{body}\n\nGrants. The department awards "
                f"{grants} grants each year.\n\n{body}\n")
        if short == "DOT":  # another agency's page that says more of the question's words
            text += ("\n\nHow many grants does the department award each year? Grants each "
                     "year awarded by the department: see the grant awards each year.\n")
        (folder / f"{short}2022.txt").write_text(text, encoding="utf-8")
    return folder


def test_naming_the_organisation_prefers_its_documents(tmp_path: Path, library) -> None:
    folder = _plans(tmp_path / "plans")
    embedder = HashEmbedder(dim=512)
    run_index(library, embedder, [folder])
    question = "How many grants does the Department of Labor award each year?"
    named = named_documents(question, library.manifest.cards_by_content())
    assert len(named) == 1
    best = search(library, embedder, question, k=3, mode="lexical")[0]
    assert best.path.endswith("DOL2022.txt") and "1,200 grants" in best.text
    assert search(library, embedder, "How many grants does DOT award each year?", k=3,
                  mode="lexical")[0].path.endswith("DOT2022.txt")


def test_a_question_naming_nothing_ranks_as_without_cards(tmp_path: Path, library) -> None:
    folder = _plans(tmp_path / "plans")
    embedder = HashEmbedder(dim=512)
    run_index(library, embedder, [folder])
    cards = library.manifest.cards_by_content()
    for question in ("How many grants are awarded each year?",
                     "grants in the general population of departments in 2024"):
        assert named_documents(question, cards) == []
        with_cards = [h.chunk_id for h in search(library, embedder, question, k=5)]
        _without_cards(library)
        assert library.manifest.cards_by_content() == {}
        without = [h.chunk_id for h in search(library, embedder, question, k=5)]
        library.manifest.make_missing_cards()
        assert with_cards == without


def _without_cards(library) -> None:
    """Drop the library's cards as another process would (this connection sees the change)."""
    with sqlite3.connect(library.manifest.path) as other:
        other.execute("DELETE FROM cards")


def test_cards_are_listed_corrected_and_the_correction_survives_reindexing(tmp_path: Path
                                                                           ) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    report = docs / "acme-report.txt"
    report.write_text("ACME Widgets Inc.\nAnnual Report 2019\n\n" + "Sales grew in every "
                      "region of the company and in each of its product lines. " * 20,
                      encoding="utf-8")
    data = tmp_path / "data"
    assert cli("index", str(docs), "--no-vectors", data=data).returncode == 0
    [listed] = json.loads(cli("documents", "--json", data=data).stdout)
    assert listed["organisation"] == "ACME Widgets Inc." and listed["period"] == "2019"
    assert listed["kind"] == "annual report" and listed["edited"] == []

    edit = cli("documents", "edit", str(report), "--period", "FY2020", "--organisation",
               "Acme Widgets, Inc.", data=data)
    assert edit.returncode == 0 and "period: FY2020 (edited)" in edit.stdout
    report.write_text(report.read_text(encoding="utf-8") + "A new closing paragraph.",
                      encoding="utf-8")
    assert cli("index", "--no-vectors", data=data).returncode == 0
    [listed] = json.loads(cli("documents", "--json", data=data).stdout)
    assert listed["period"] == "FY2020" and listed["years"] == [2020]
    assert listed["organisation"] == "Acme Widgets, Inc."
    assert sorted(listed["edited"]) == ["organisation", "period"]
    assert listed["kind"] == "annual report"  # what the user did not correct is the rules'
    status = json.loads(cli("status", "--json", data=data).stdout)
    assert status["documents_with_cards"] == 1

    reset = cli("documents", "edit", str(report), "--reset", data=data)
    assert reset.returncode == 0 and "(edited)" not in reset.stdout
    wrong = cli("documents", "edit", str(docs / "nope.txt"), "--title", "x", data=data)
    assert wrong.returncode != 0 and "not an indexed document" in wrong.stderr


def test_a_library_made_before_cards_gets_them_from_its_passages(tmp_path: Path, library,
                                                                 shared_data: Path) -> None:
    folder = tmp_path / "reports"
    folder.mkdir()
    shutil.copy(shared_data / "real_pdfs" / "us-fed-agency-reports" / "DOL2022.pdf", folder)
    run_index(library, HashEmbedder(), [folder])
    library.manifest.db.execute("DELETE FROM cards")  # as an older version left it
    assert library.manifest.cards() == {} and len(library.manifest.missing_cards()) == 1
    run_index(library, HashEmbedder(), [folder])  # nothing changed: no file is parsed again
    [card] = library.manifest.cards().values()
    assert card.organisation == "U.S. Department of Labor" and "DOL" in card.aliases
    assert card.period == "FY2022–FY2026" and card.kind == "strategic plan"
    assert card.pages == 47


def _quarterly(company: str, ended: str, revenue: str) -> str:
    return (f"UNITED STATES SECURITIES AND EXCHANGE COMMISSION\nWashington, D.C. 20549\nFORM 10-Q\n"
            f"QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d)\nFor the quarterly period ended "
            f"{ended}\n{company}\n(Exact name of registrant as specified in its charter)\n\n"
            + "Management discusses results of operations, liquidity and risks. " * 30
            + f"\n\nNet revenue for the quarter was {revenue} million dollars.\n")


def test_the_latest_filing_is_the_newest_quarter_of_the_named_company(tmp_path: Path,
                                                                      library) -> None:
    """Three quarters of one year: their years tie, the periods' end dates do not; another
    company's newer filing is not the named one's latest."""
    folder = tmp_path / "filings"
    folder.mkdir()
    for name, company, ended, revenue in (
            ("a", "Globex Corporation", "April 1, 2023", "410"),
            ("b", "Globex Corporation", "September 30, 2023", "470"),
            ("c", "Globex Corporation", "July 1, 2023", "440"),
            ("d", "Initech Inc.", "December 30, 2023", "900")):
        (folder / f"filing-{name}.txt").write_text(_quarterly(company, ended, revenue),
                                                   encoding="utf-8")
    embedder = HashEmbedder(dim=512)
    run_index(library, embedder, [folder])
    for question, wanted in (("What was Globex's net revenue in its most recent 10-Q?", "470"),
                             ("Globex net revenue in the 10-Q before the latest one", "440")):
        best = search(library, embedder, question, k=3, mode="lexical")[0]
        assert f"{wanted} million" in best.text, (question, best.path)


def test_a_company_is_named_as_its_file_names_it() -> None:
    """"Best Buy" meets BESTBUY_2019_10K.pdf, whose pages never spell the name as the question
    does; a lower-case "doc" is no alias of DOC2022."""
    body = ["Annual report on stores, sales and the year's results of the company."]
    cards = {name: document_card(body, "pdf", name)
             for name in ("BESTBUY_2019_10K", "MSFT_2019_10K", "DOC2022")}
    assert named_documents("What were Best Buy's inventories in FY2019?", cards) == [
        "BESTBUY_2019_10K"]
    assert named_documents("What does the doc say about sales?", cards) == []
    assert named_documents("What does DOC say about sales?", cards) == ["DOC2022"]
