"""Real PDFs with a text layer, and company filings made of them: covers in the layouts text
comes out of filings in, a contents page, management's discussion and the statements' pages."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


def text_pdf(path: Path, pages: list[list[str]]) -> Path:
    """A real PDF with a text layer: each page's lines, top to bottom (pypdf, no fonts needed)."""
    from pypdf import PdfWriter
    from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject

    writer = PdfWriter()
    font = writer._add_object(DictionaryObject({
        NameObject("/Type"): NameObject("/Font"), NameObject("/Subtype"): NameObject("/Type1"),
        NameObject("/BaseFont"): NameObject("/Helvetica")}))
    for lines in pages:
        page = writer.add_blank_page(612, 792)
        page[NameObject("/Resources")] = DictionaryObject(
            {NameObject("/Font"): DictionaryObject({NameObject("/F1"): font})})
        escaped = (line.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
                   for line in lines)
        shown = " ".join(f"({line}) '" for line in escaped)
        content = DecodedStreamObject()
        content.set_data(f"BT /F1 9 Tf 40 760 Td 11 TL {shown} ET".encode("latin-1"))
        page[NameObject("/Contents")] = writer._add_object(content)
    writer.write(path)
    return path


@dataclass(frozen=True)
class Filing:
    """One company filing: whose, which form, the period its cover states, the name its text
    gives that period ("fiscal 2022", "the second quarter of fiscal 2023"), and its figures."""

    company: str
    form: str  # "10-K" or "10-Q"
    ended: str  # "January 28, 2023"
    called: str  # what its text calls the period
    earlier: str  # what its text calls the period it compares with
    capex: str  # capital expenditures, millions
    total_assets: str
    net_sales: str
    layout: str = "name above"  # "name above", "label above", "split label", "one line"
    earlier_sales: str = "1,000"  # the compared period's net sales, which its text states too
    remarks: tuple[str, ...] = ()  # more lines of its discussion (what it says of others)


def cover(filing: Filing) -> list[str]:
    """The cover's lines in one of the orders text extraction gives them."""
    report = ("ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934"
              if filing.form == "10-K" else
              "QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF "
              "1934")
    period = ("For the fiscal year ended " if filing.form == "10-K"
              else "For the quarterly period ended ") + filing.ended
    head = ["UNITED STATES", "SECURITIES AND EXCHANGE COMMISSION", "Washington, D.C. 20549",
            f"FORM {filing.form}", "(Mark One)", report, period, "OR",
            "TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d)", "Commission File Number 001-08606"]
    label = "(Exact name of registrant as specified in its charter)"
    name = filing.company.upper()
    if filing.layout == "label above":
        body = [label, name]
    elif filing.layout == "split label":
        body = [name, "(Exact name of", "registrant as specified in its charter)"]
    elif filing.layout == "one line":
        return [" ".join([*head, name, label, "Delaware 23-2259884"])]
    else:
        body = [name, label]
    return [*head, *body, "Delaware 23-2259884",
            "(State or other jurisdiction of incorporation) (I.R.S. Employer Identification No.)",
            "Indicate by check mark whether the registrant has filed all reports required."]


def filing_pages(filing: Filing) -> list[list[str]]:
    """Cover, contents, management's discussion, balance sheet, cash flows: five pages."""
    short = filing.company.split()[0].rstrip(",")
    contents = ["TABLE OF CONTENTS", "Item 1. Business 3", "Item 1A. Risk Factors 9",
                "Item 7. Management's Discussion and Analysis 25",
                "Item 8. Financial Statements and Supplementary Data 40",
                "Consolidated Statements of Income 41", "Consolidated Balance Sheets 42",
                "Consolidated Statements of Cash Flows 44"]
    discussion = [
        "MANAGEMENT'S DISCUSSION AND ANALYSIS OF FINANCIAL CONDITION AND RESULTS OF OPERATIONS",
        f"Net sales were ${filing.net_sales} million in {filing.called}, compared with",
        f"${filing.earlier_sales} million in {filing.earlier}. Capital expenditures supported",
        f"new stores in {filing.called}, and network capacity",
        "and distribution centers, and the company expects capital spending to continue.",
        "Liquidity. Cash from operations remains strong; the company believes its cash and",
        "cash flows from operating activities are sufficient.",
        *filing.remarks,
    ]
    balance = [f"{short.upper()} CONSOLIDATED BALANCE SHEETS", "(in millions)",
               "Cash and cash equivalents 2,120", "Receivables 1,480", "Inventories 3,310",
               "Property and equipment, net 9,870", f"Total assets {filing.total_assets}",
               "Total liabilities 21,004", "Total shareholders' equity 6,310"]
    columns = {"10-K": "Year Ended", "10-Q": "Three Months Ended"}[filing.form]
    to_date = {"first": "", "second": "Six Months Ended", "third": "Nine Months Ended"}.get(
        filing.called.split()[1] if filing.called.startswith("the ") else "", "")
    cash_flows = ["CONSOLIDATED STATEMENTS OF CASH FLOWS", "(in millions)",
                  f"{to_date or columns} {filing.ended}",
                  "Net income 1,240", "Depreciation and amortization 880",
                  f"Purchases of property and equipment ({filing.capex})",
                  "Net cash used in investing activities (1,950)",
                  "Net cash provided by operating activities 2,310"]
    return [cover(filing), contents, discussion, balance, cash_flows]


def write_filing(folder: Path, name: str, filing: Filing) -> Path:
    """The filing as a PDF named as the regulator's archive names it (no company in the name)."""
    folder.mkdir(parents=True, exist_ok=True)
    return text_pdf(folder / f"{name}.pdf", filing_pages(filing))
