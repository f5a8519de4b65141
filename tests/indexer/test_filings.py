"""Company filings that look alike: the right company's filing for the period the question names
(as the company names it), and the statement page the question asks for, whatever order the
cover's text came out in and whatever the files are called."""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.base.settings import IndexSettings
from indexer.ingest.cards import document_card, quarters_of
from indexer.ingest.filings import read_cover
from indexer.retrieval.named import named_documents
from indexer.retrieval.pages import is_contents
from indexer.retrieval.periods import named_quarters
from indexer.retrieval.recency import Found, latest_by_cards, wanted_recency
from indexer.retrieval.search import search
from indexer.store.library import Library
from tests.helpers import HashEmbedder, run_index
from tests.helpers.filings import Filing, cover, filing_pages, write_filing

VERIZON_2021 = Filing("Verizon Communications Inc.", "10-K", "December 31, 2021", "2021", "2020",
                      capex="20,286", total_assets="366,596", net_sales="133,613",
                      earlier_sales="128,292")
VERIZON_2022 = Filing("Verizon Communications Inc.", "10-K", "December 31, 2022", "2022", "2021",
                      capex="23,087", total_assets="379,680", net_sales="136,835",
                      earlier_sales="133,613")
# Another company's filing that says more of a question about Verizon's spending than Verizon's.
ATT_2021 = Filing("AT&T Inc.", "10-K", "December 31, 2021", "2021", "2020", capex="16,527",
                  total_assets="551,622", net_sales="168,864", remarks=(
                      "Our capital expenditures in 2021, like Verizon's capital expenditures in "
                      "2021, went to wireless networks; Verizon's capital expenditures and ours",
                      "are shown in each company's statement of cash flows for 2021."))
# A retailer whose year ends in January names it by the year it began in.
ULTA_2021 = Filing("Ulta Beauty, Inc.", "10-K", "January 29, 2022", "fiscal 2021", "fiscal 2020",
                   capex="172", total_assets="5,193", net_sales="8,631", layout="label above",
                   earlier_sales="6,152")
ULTA_2022 = Filing("Ulta Beauty, Inc.", "10-K", "January 28, 2023", "fiscal 2022", "fiscal 2021",
                   capex="312", total_assets="5,571", net_sales="10,209", layout="label above",
                   earlier_sales="8,631")
# A company whose fiscal year ends in September: its second quarter ends in February; each
# quarter's report also states the quarter before.
COSTCO_Q1 = Filing("Costco Wholesale Corporation", "10-Q", "November 20, 2022",
                   "the first quarter of fiscal 2023", "the first quarter of fiscal 2022",
                   capex="1,137", total_assets="68,774", net_sales="54,437", layout="split label",
                   earlier_sales="50,940")
COSTCO_Q2 = Filing("Costco Wholesale Corporation", "10-Q", "February 12, 2023",
                   "the second quarter of fiscal 2023", "the second quarter of fiscal 2022",
                   capex="1,048", total_assets="66,946", net_sales="54,237", layout="one line",
                   earlier_sales="51,904")
COSTCO_Q3 = Filing("Costco Wholesale Corporation", "10-Q", "May 7, 2023",
                   "the third quarter of fiscal 2023", "the third quarter of fiscal 2022",
                   capex="993", total_assets="67,361", net_sales="53,648", layout="split label",
                   earlier_sales="51,612", remarks=(
                       "Net sales in the second quarter of fiscal 2023 were $54,237 million; "
                       "net sales in Q2 2023 and in the second quarter of fiscal 2023 rose.",))
# Its year's report, newer than any of its quarters' reports.
COSTCO_2023 = Filing("Costco Wholesale Corporation", "10-K", "September 3, 2023", "fiscal 2023",
                     "fiscal 2022", capex="4,323", total_assets="68,994", net_sales="237,710",
                     earlier_sales="222,730")
# Files named by their archive numbers, as a regulator's downloads are: the name says nothing.
FILINGS = {"0000732712-22-000012": VERIZON_2021, "0000732712-23-000010": VERIZON_2022,
           "0000732717-22-000011": ATT_2021,
           "0001403568-22-000011": ULTA_2021, "0001403568-23-000008": ULTA_2022,
           "0000909832-22-000034": COSTCO_Q1, "0000909832-23-000009": COSTCO_Q2,
           "0000909832-23-000021": COSTCO_Q3, "0000909832-23-000035": COSTCO_2023}


def card_of(filing: Filing):
    return document_card(["\n".join(page) for page in filing_pages(filing)], "pdf",
                         "0000000000-00-000000")


@pytest.mark.parametrize("layout", ["name above", "label above", "split label", "one line"])
def test_the_cover_gives_the_company_in_whatever_order_its_text_came(layout: str) -> None:
    filing = Filing("Verizon Communications Inc.", "10-K", "December 31, 2021", "2021", "2020",
                    "1", "2", "3", layout=layout)
    found = read_cover("\n".join(cover(filing)))
    assert found is not None and found.company == "VERIZON COMMUNICATIONS INC."
    assert found.form == "10-K" and found.period == "fiscal year ended December 31, 2021"


def test_words_run_together_and_a_form_that_is_no_filing() -> None:
    squashed = ("FORM 10-Q\nFor the quarterly period ended July 1, 2023\nAPPLE INC.\n"
                "(Exactnameofregistrantasspecifiedinitscharter)\nCalifornia\n"
                "Trading Symbol(s)\nAAPL\nThe Nasdaq Stock Market LLC\n")
    found = read_cover(squashed)
    assert found is not None and found.company == "APPLE INC." and found.symbols == ("AAPL",)
    # a cover whose label was lost (an image): the regulator at its top is not the company
    unlabelled = ("UNITED STATES\nSECURITIES AND EXCHANGE COMMISSION\nWashington, D.C. 20549\n"
                  "FORM 10-K\nANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES "
                  "EXCHANGE ACT OF 1934\nFor the fiscal year ended December 31, 2022\n"
                  "Commission File Number 1-3285\n3M COMPANY\nDelaware 41-0417775\n")
    card = document_card([unlabelled], "pdf", "0000066740-23-000014")
    assert card.organisation == "3M Company" and card.period.startswith("FY2022")
    # a letter about a filing is no cover
    letter = ("Dear shareholder,\nour Form 10-K for the fiscal year ended December 31, 2022 is "
              "enclosed, with the proxy statement of ACME Widgets Inc.\n")
    assert read_cover(letter) is None


def test_an_annual_report_s_filing_cover_after_its_glossy_pages() -> None:
    """The shareholders' letter and highlights come first; the card is the filing's."""
    glossy = [["2022 Annual Report", "Reimagining resorts for everyone"],
              ["Dear shareholders,", "our Form 10-K follows this letter. In 2022 we grew."],
              ["Financial highlights", "Net revenues 13,127", "Adjusted EBITDAR 3,300"]]
    filing = Filing("MGM Resorts International", "10-K", "December 31, 2022", "2022", "2021",
                    capex="1,000", total_assets="45,692", net_sales="13,127")
    pages = ["\n".join(page) for page in [*glossy, *filing_pages(filing)]]
    card = document_card(pages, "pdf", "0000789570-23-000016")
    assert card.organisation == "MGM Resorts International"
    assert card.kind == "annual report (Form 10-K)" and card.period.startswith("FY2022")
    assert named_documents("MGM's net revenues in 2022", {
        "mgm": card, "other": card_of(VERIZON_2021), "third": card_of(COSTCO_Q1)}) == ["mgm"]


def test_a_filing_is_named_by_the_year_and_quarter_it_calls_its_own() -> None:
    verizon, ulta, costco = card_of(VERIZON_2021), card_of(ULTA_2021), card_of(COSTCO_Q2)
    assert verizon.organisation == "Verizon Communications Inc."
    assert verizon.period == "FY2021 (year ended 2021-12-31)"
    assert ulta.period == "FY2021 (year ended 2022-01-29)"  # its text says "fiscal 2021"
    assert card_of(ULTA_2022).period == "FY2022 (year ended 2023-01-28)"
    assert costco.kind == "quarterly report (Form 10-Q)"
    assert costco.period == "Q2 FY2023 (quarter ended 2023-02-12)"
    assert quarters_of(costco) == ({(2, 2023)}, {(4, 2022)})  # the calendar's: Nov-Jan
    assert card_of(COSTCO_Q1).period == "Q1 FY2023 (quarter ended 2022-11-20)"


def test_a_question_names_a_company_by_the_word_it_goes_by() -> None:
    cards = {name: card_of(filing) for name, filing in FILINGS.items()}
    by_company = {name: filing.company for name, filing in FILINGS.items()}

    def companies(question: str) -> set[str]:
        return {by_company[name] for name in named_documents(question, cards)}

    assert companies("Verizon's capital expenditures") == {"Verizon Communications Inc."}
    assert companies("AT&T's spending") == {"AT&T Inc."}
    assert companies("What did Costco spend on property?") == {"Costco Wholesale Corporation"}
    assert companies("Ulta Beauty's inventories") == {"Ulta Beauty, Inc."}
    assert companies("Which company spent most on capital expenditures?") == set()
    assert named_documents("Costco's net sales in Q2 2023", cards) == ["0000909832-23-000009"]
    assert named_documents("Ulta's total assets in fiscal 2021", cards) == ["0001403568-22-000011"]
    assert named_quarters("3Q23, and the third quarter of fiscal 2024") == [(3, 2023), (3, 2024)]
    assert wanted_recency("Costco's net sales in the last quarter") == 0


@pytest.fixture(scope="module")
def filings_library(tmp_path_factory):
    root = tmp_path_factory.mktemp("filings")
    for name, filing in FILINGS.items():
        write_filing(root / "filings", name, filing)
    library = Library(root / "data", IndexSettings(parse_workers=1, file_time_budget_s=30))
    embedder = HashEmbedder(dim=512)
    run_index(library, embedder, [root / "filings"])
    yield library, embedder
    library.close()


@pytest.mark.parametrize("question, file, page", [
    ("What were Verizon's capital expenditures in 2021, as the cash flow statement shows them?",
     "0000732712-22-000012", 5),
    ("What were Ulta Beauty's total assets at the end of fiscal 2021, as its statement of "
     "financial position shows them?", "0001403568-22-000011", 4),
    ("What were Costco's net sales in Q2 2023?", "0000909832-23-000009", 3),
    ("What were Costco's net sales according to its latest quarterly report?",
     "0000909832-23-000021", 3),
    ("What were Costco's net sales in the most recent 10-Q?", "0000909832-23-000021", 3),
    ("How much did Verizon spend on capital expenditures, according to its latest annual report?",
     "0000732712-23-000010", None),
])
@pytest.mark.parametrize("mode", ["lexical", "hybrid"])
def test_the_named_company_s_filing_for_the_named_period_comes_first(
        filings_library, question: str, file: str, page: int | None, mode: str) -> None:
    library, embedder = filings_library
    hits = search(library, embedder, question, k=5, mode=mode)
    assert Path(hits[0].path).stem == file, [(Path(h.path).stem, h.page) for h in hits]
    if page is not None:
        assert (file, page) in [(Path(h.path).stem, h.page) for h in hits], [
            (Path(h.path).stem, h.page) for h in hits]


def test_the_latest_is_the_named_company_s_newest_report_of_the_kind_asked_for() -> None:
    """The found passages weigh another company's filing most, or the company's annual report:
    "Verizon's latest" is still Verizon's newest, "the latest quarterly report" a 10-Q."""
    cards = {name: card_of(filing) for name, filing in FILINGS.items()}
    costco = {name for name, filing in FILINGS.items() if filing.company.startswith("Costco")}
    verizon = {"0000732712-22-000012", "0000732712-23-000010"}
    found = [Found("a", "0000909832-23-000035", "", 0.9), Found("b", "0000909832-22-000034", "", 0.5),
             Found("c", "0000732717-22-000011", "", 2.0)]
    assert latest_by_cards(found, cards, 0, "Costco's latest quarterly report",
                           costco) == "0000909832-23-000021"
    assert latest_by_cards(found, cards, 0, "Costco's sales in the latest quarter",
                           costco) == "0000909832-23-000021"
    assert latest_by_cards(found, cards, 0, "Costco's latest annual report",
                           costco) == "0000909832-23-000035"
    assert latest_by_cards(found, cards, 1, "the 10-Q before Costco's latest",
                           costco) == "0000909832-23-000009"
    assert latest_by_cards(found, cards, 0, "Verizon's latest report",
                           verizon) == "0000732712-23-000010"


def test_a_short_name_that_is_a_common_word_in_the_library_names_nothing(tmp_path: Path,
                                                                        library) -> None:
    """"First" is First Solar's short name, and a common word in the user's other files: a
    question starting "First," names no company and ranks as it would without the cards."""
    folder = tmp_path / "docs"
    write_filing(folder, "0001274494-23-000008", Filing(
        "First Solar, Inc.", "10-K", "December 31, 2022", "2022", "2021", capex="1,114",
        total_assets="9,251", net_sales="2,619"))
    for n in range(6):
        (folder / f"lease-{n}.txt").write_text(
            f"Flat lease {n}\n\n" + "First the tenant pays the deposit; first come, first "
            "served for parking, and the first month is due on signing. " * 12,
            encoding="utf-8")
    embedder = HashEmbedder(dim=512)
    run_index(library, embedder, [folder])
    question = "First, what does the lease say about the deposit and the first month?"
    as_a_name = [h.chunk_id for h in search(library, embedder, question, k=5, mode="lexical")]
    as_a_word = [h.chunk_id for h in search(library, embedder, question.lower(), k=5,
                                            mode="lexical")]
    assert as_a_name == as_a_word
    best = search(library, embedder, "What were First Solar's net sales in 2022?", k=1,
                  mode="lexical")[0]
    assert Path(best.path).stem == "0001274494-23-000008"


def test_a_company_named_in_lower_case_where_the_word_is_theirs(filings_library) -> None:
    library, embedder = filings_library
    best = search(library, embedder, "costco net sales in q2 2023", k=1, mode="lexical")[0]
    assert Path(best.path).stem == "0000909832-23-000009"
    best = search(library, embedder, "ulta beauty total assets fiscal 2021", k=1,
                  mode="lexical")[0]
    assert Path(best.path).stem == "0001403568-22-000011"


def test_the_contents_page_names_every_statement_but_answers_none(filings_library) -> None:
    """"Consolidated Statements of Cash Flows 44" on the contents page matches a question about
    the cash flow statement better than the statement's own page of figures; it comes last."""
    library, embedder = filings_library
    question = ("Verizon's consolidated statements of cash flows, balance sheets and statements "
                "of income for 2022")
    hits = search(library, embedder, question, k=5, mode="lexical", diversify=False)
    assert (Path(hits[0].path).stem, hits[0].page) == ("0000732712-23-000010", 2)  # contents
    pages = [(Path(h.path).stem, h.page) for h in search(library, embedder, question, k=5,
                                                         mode="lexical")]
    assert pages[0] != ("0000732712-23-000010", 2) and ("0000732712-23-000010", 5) in pages
    assert is_contents("\n".join(filing_pages(VERIZON_2022)[1]))
    assert not is_contents("\n".join(filing_pages(VERIZON_2022)[4]))  # the cash flows' page
