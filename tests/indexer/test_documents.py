"""The library as documents: listed by what they mention, their folder, kind and period; found
by the name a person gives them; read page by page."""

from __future__ import annotations

from pathlib import Path

from indexer.retrieval.documents import (
    document_passages,
    find_documents,
    list_documents,
    page_range,
)
from tests.helpers import HashEmbedder, run_index
from tests.helpers.filings import Filing, text_pdf, write_filing


def _library(library, folder: Path) -> None:
    (folder / "notes").mkdir(parents=True)
    (folder / "notes" / "renovation.txt").write_text(
        "Renovation\n\nThe cellar pipes are wrapped in asbestos; a licensed firm removes it.\n"
        "The asbestos survey is attached.\n", encoding="utf-8")
    (folder / "notes" / "garden.txt").write_text("Garden\n\nTomatoes need sun.\n",
                                                 encoding="utf-8")
    text_pdf(folder / "manual.pdf", [[f"Chapter {n}", f"Valve {n} is checked monthly."]
                                     for n in range(1, 13)])
    for name, year in (("0000732712-22-000012", "2021"), ("0000732712-23-000010", "2022")):
        write_filing(folder / "filings", name, Filing(
            "Verizon Communications Inc.", "10-K", f"December 31, {year}", year,
            str(int(year) - 1), "1", "2", "3"))
    run_index(library, HashEmbedder(), [folder])


def test_documents_are_listed_by_what_they_mention_where_they_are_what_and_when(
        tmp_path: Path, library) -> None:
    _library(library, tmp_path / "docs")
    everything = list_documents(library)
    assert len(everything) == 5 and everything[0].name == "0000732712-22-000012.pdf"
    asbestos = list_documents(library, query="asbestos")
    assert [(e.name, e.matches) for e in asbestos] == [("renovation.txt", 1)]
    assert asbestos[0].best  # a passage to cite
    assert {e.name for e in list_documents(library, folder="notes")} == {"renovation.txt",
                                                                          "garden.txt"}
    assert {e.name for e in list_documents(library, kind="10-K")} == {
        "0000732712-22-000012.pdf", "0000732712-23-000010.pdf"}
    assert [e.name for e in list_documents(library, period="FY2022")] == [
        "0000732712-23-000010.pdf"]
    verizon = list_documents(library, query="Verizon")  # its cards name it
    assert {e.name for e in verizon} == {"0000732712-22-000012.pdf", "0000732712-23-000010.pdf"}


def test_a_document_is_found_by_the_name_people_give_it_and_read_by_pages(
        tmp_path: Path, library) -> None:
    _library(library, tmp_path / "docs")
    assert [e.name for e in find_documents(library, "manual.pdf")] == ["manual.pdf"]
    assert [e.name for e in find_documents(library, "manual")] == ["manual.pdf"]
    assert [e.name for e in find_documents(library, "Verizon's FY2021 annual report")] == [
        "0000732712-22-000012.pdf"]
    assert find_documents(library, "the minutes of May") == []
    [manual] = find_documents(library, "manual.pdf")
    assert manual.pages == 12
    assert page_range("3-5", manual.pages) == (3, 5) and page_range("40", manual.pages) is None
    assert page_range("10 to 30", manual.pages) == (10, 12)
    read = document_passages(library, manual, (3, 5))
    assert [h.page for h in read] == [3, 4, 5] and "Valve 4 is checked" in read[1].text
    assert [h.page for h in document_passages(library, manual)] == list(range(1, 13))
