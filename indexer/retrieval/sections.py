"""The parts of a document a question names in its own words, as documents title them.

An analyst asks for "the balance sheet" or "the cash flow statement"; the page is titled
"Consolidated Balance Sheets" or "Consolidated Statements of Cash Flows", holds numbers and few
of the question's other words, and another page's prose outranks it. The names accounting gives
its statements differ between companies and standards ("statement of operations", "income
statement", "statement of earnings", "profit and loss"), so a question naming one of them is
also searched with the others, as phrases: a page titled with any of them matches a rare
expression that pages merely talking about cash or income do not. A question naming no such
part gets no expression.
"""

from __future__ import annotations

import re

# (how a question may name the part, the phrases documents title it with)
_PARTS: list[tuple[re.Pattern[str], tuple[str, ...]]] = [
    (re.compile(r"\bbalance\s+sheets?\b|\bstatements?\s+of\s+financial\s+(?:position|condition)\b",
                re.I),
     ("balance sheet", "statement of financial position", "statement of financial condition")),
    (re.compile(r"\bincome\s+statements?\b|\bp\s*&\s*l\b|\bprofit\s+(?:and|&)\s+loss\b|"
                r"\bstatements?\s+of\s+(?:(?:consolidated\s+)?operations|income|earnings|"
                r"comprehensive\s+income)\b", re.I),
     ("statement of operations", "statement of income", "statement of earnings",
      "income statement", "statement of comprehensive income", "profit and loss")),
    (re.compile(r"\bcash[\s-]+flows?\s+statements?\b|\bstatements?\s+of\s+cash\s+flows?\b", re.I),
     ("statement of cash flows", "cash flows statement")),
    (re.compile(r"\b(?:statements?\s+of\s+(?:changes\s+in\s+)?(?:stockholders|shareholders|"
                r"share\s*owners)['’]?\s+equity|equity\s+statements?)\b", re.I),
     ("statement of stockholders equity", "statement of shareholders equity",
      "statement of changes in equity", "statement of shareowners equity")),
]


def section_expressions(question: str) -> list[str]:
    """FTS5 phrases for the parts of a document ``question`` names ("the cash flow statement"
    → "statement of cash flows", …); empty when it names none."""
    expressions: list[str] = []
    for pattern, phrases in _PARTS:
        if pattern.search(question):
            expressions += [f'"{phrase}"' for phrase in phrases]
    return expressions
