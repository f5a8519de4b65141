"""A question naming a fiscal year ("FY16", "fiscal 2016", "the year ended September 2016") or the
latest report finds that report among its look-alikes, as the reports themselves write their years."""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.retrieval.periods import fiscal_years
from indexer.retrieval.recency import series_words, wanted_recency
from indexer.retrieval.search import lexical_ranking, search
from indexer.store.keywords import match_any, query_terms
from tests.helpers import HashEmbedder, run_index
from tests.helpers.filings import text_pdf

BODY = ("The agency continued to modernise its retirement services and its hiring process, and "
        "reports on each strategic goal below with the measures it set for them. ") * 10


def yearly_report(year: int, published: str, staff: int) -> str:
    """One year's report: the cover names the fiscal year and the month it was published; the
    staffing page does not say the year; a trend table mentions the years around it."""
    return (
        "Office of Personnel Management\nAnnual Performance Report\n"
        f"Fiscal Year {year}\n{published}\n\n{BODY}\n\n"
        f"Agency profile. The agency had {staff} employees on board, of whom most work in "
        "retirement services, and a gross budget that grew with its workload.\n\n"
        f"{BODY}\n\nTrend of claims processed: {year - 2} 81,000; {year - 1} 86,000; "
        f"{year} 92,000; target for {year + 1}: 95,000.\n"
    )


@pytest.fixture
def reports(tmp_path: Path) -> Path:
    folder = tmp_path / "reports"
    folder.mkdir()
    for year, published, staff in ((2015, "February 2016", 5155), (2016, "May 2017", 5301),
                                   (2017, "February 2018", 5462)):
        (folder / f"annual-report-{year}.txt").write_text(yearly_report(year, published, staff),
                                                          encoding="utf-8")
    return folder


@pytest.mark.parametrize("question", [
    "How many employees did OPM have in FY16?",
    "How many employees did OPM have in FY 2016?",
    "How many employees did OPM have in fiscal 2016?",
    "OPM employees on board in the year that ended September 2016",
])
def test_the_named_fiscal_year_s_report_comes_first(library, reports, question) -> None:
    embedder = HashEmbedder(dim=512)
    run_index(library, embedder, [reports])
    for mode in ("lexical", "hybrid"):
        best = search(library, embedder, question, k=3, mode=mode)[0]
        assert best.path.endswith("annual-report-2016.txt") and "5301 employees" in best.text, (
            mode, best.path)


def test_a_question_naming_no_fiscal_year_ranks_as_before(library, reports) -> None:
    run_index(library, HashEmbedder(dim=512), [reports])
    for question in ("How many employees did OPM have?", "claims processed in 2016",
                     "Q3 2023 revenue"):
        assert not fiscal_years(question)
        plain = library.manifest.db.execute(
            "SELECT c.chunk_id, -f.rank FROM chunks_fts f JOIN chunks c ON c.rowid = f.rowid "
            "WHERE chunks_fts MATCH ? ORDER BY f.rank LIMIT 20",
            (match_any(query_terms(question)),)).fetchall()
        assert lexical_ranking(library, question, 20) == [tuple(row) for row in plain]


def test_fiscal_years_are_read_as_people_write_them() -> None:
    assert fiscal_years("FY16 and FY'17 against FY 2018") == [2016, 2017, 2018]
    assert fiscal_years("fiscal year 2014, fiscal-year 2015 and fiscal 2019") == [2014, 2015, 2019]
    assert fiscal_years("for the year ended February 2, 2019") == [2019]
    assert fiscal_years("the period ending June 30th, 2023") == [2023]
    assert fiscal_years("the 2016 report, in May 2017, 12 FYs") == []


@pytest.mark.parametrize(("question", "year", "staff"), [
    ("How many employees did OPM have according to its latest report?", 2017, 5462),
    ("Staff on board in the most recent annual performance report", 2017, 5462),
    ("How many employees did the report before the latest one count?", 2016, 5301),
])
def test_latest_means_the_newest_of_the_look_alikes(library, reports, question, year,
                                                     staff) -> None:
    embedder = HashEmbedder(dim=512)
    run_index(library, embedder, [reports])
    for mode in ("lexical", "hybrid"):
        best = search(library, embedder, question, k=3, mode=mode)[0]
        assert best.path.endswith(f"annual-report-{year}.txt") and f"{staff} employees" in \
            best.text, (mode, best.path)


def test_latest_among_documents_of_no_series_ranks_as_before(library, tmp_path,
                                                             monkeypatch) -> None:
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "garden.txt").write_text("Garden notes 2019\n\nThe latest aphid count was 40 on "
                                       "the roses.\n", encoding="utf-8")
    (folder / "lease.txt").write_text("Flat lease 2021\n\nThe latest rent review raised the "
                                      "rent to 900 a month.\n", encoding="utf-8")
    embedder = HashEmbedder(dim=512)
    run_index(library, embedder, [folder])
    question = "What was the latest aphid count?"
    assert wanted_recency(question) == 0
    asked = [h.chunk_id for h in search(library, embedder, question, k=5, mode="hybrid")]
    monkeypatch.setattr("indexer.retrieval.search.wanted_recency", lambda _question: None)
    assert [h.chunk_id for h in search(library, embedder, question, k=5, mode="hybrid")] == asked


def test_latest_and_the_one_before_are_read_from_the_question() -> None:
    assert wanted_recency("Apple's most recent 10-Q") == 0
    assert wanted_recency("the newest report") == 0
    assert wanted_recency("the report just before the latest") == 1
    assert wanted_recency("the second-most recent filing") == 1
    assert wanted_recency("the last time the policy changed") is None
    assert series_words("OPM Annual Performance Report Fiscal Year 2016 MAY 2017") == \
        series_words("UNITED STATES OPM Annual Performance Report Fiscal Year 2022 MARCH 2023") - \
        {"united", "states"}


def test_five_slots_show_five_pages_not_five_passages_of_one(library, tmp_path) -> None:
    folder = tmp_path / "manual"
    folder.mkdir()
    warranty = "The cider press warranty covers the press frame, the basket and the screw. "
    busy = [f"Section {i}. {warranty}" + "Keep the receipt with the manual. " * 8
            for i in range(12)]  # one page that says it in every passage
    cleaning = ["Cleaning the press after each use keeps the basket free of pulp. " * 3] * 8
    storing = ["Store the press dry, in a frost-free shed, with its screw greased. " * 3] * 8
    pdf = text_pdf(folder / "press-manual.pdf", [busy, [*cleaning, warranty], [*storing, warranty]])
    embedder = HashEmbedder(dim=512)
    run_index(library, embedder, [folder])
    assert library.manifest.db.execute(
        "SELECT count(*) FROM chunks WHERE page = 1").fetchone()[0] >= 3
    hits = search(library, embedder, "cider press warranty", k=3, mode="lexical")
    assert [h.page for h in hits] == [1, 2, 3], [(h.page, h.text[:40]) for h in hits]
    assert all(h.path == str(pdf) for h in hits)
    # without that, the caller still gets the best passages in order
    raw = search(library, embedder, "cider press warranty", k=3, mode="lexical", diversify=False)
    assert [h.page for h in raw] == [1, 1, 1]
