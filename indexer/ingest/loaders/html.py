"""Turn HTML/XHTML into readable text split by h1-h3 headings, keeping the page title."""

from __future__ import annotations

import re
import warnings
from pathlib import Path

from bs4 import BeautifulSoup, NavigableString
from bs4.element import PreformattedString, Tag
from langchain_core.documents import Document

from .base import SkipFile
from .sections import SectionBuilder
from .text import MAX_TEXT_BYTES, decode_bytes

_DROP = ("script", "style", "noscript", "template", "svg", "ix:header")  # ix: hidden XBRL facts
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none", re.IGNORECASE)
_BLOCKS = frozenset(
    "address article aside blockquote body br caption dd details div dl dt fieldset figcaption "
    "figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table "
    "tbody thead tfoot title tr ul".split()
)
_CELLS = frozenset(("td", "th"))
_SPLIT_LEVELS = {"h1": 1, "h2": 2, "h3": 3}
_MARK = "\x1e"  # never in text: control characters are stripped from text nodes
_HEADING_MARK = re.compile(rf"{_MARK}(\d){_MARK}(.*?){_MARK}")
_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)""", re.IGNORECASE)
_XML_ENCODING = re.compile(rb"""<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)""")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")


def load_html(path: Path) -> list[Document]:
    size = path.stat().st_size
    if size > MAX_TEXT_BYTES:
        raise SkipFile(f"file too large ({size // (1024 * 1024)} MB)")
    text = decode_html(path.read_bytes())
    if not text.strip():
        raise SkipFile("empty file")
    title, docs = html_to_sections(text)
    for doc in docs:
        doc.metadata["title"] = title
    return docs


def decode_html(data: bytes) -> str:
    """Decode HTML bytes, honouring a BOM, then UTF-8, then a declared charset, then guessing."""
    head = data[:4096]
    declared = _CHARSET.search(head) or _XML_ENCODING.search(head)
    return decode_bytes(data, declared.group(1).decode("ascii") if declared else None)


def html_to_sections(markup: str) -> tuple[str, list[Document]]:
    """(title, Documents split at h1-h3 with `section` = heading path)."""
    title, text = marked_text(markup)
    builder = SectionBuilder(joiner="\n")
    add_marked_text(text, builder)
    return title, builder.documents()


def marked_text(markup: str) -> tuple[str, str]:
    """(title, readable text with h1-h3 headings marked for `add_marked_text`)."""
    with warnings.catch_warnings():  # bs4 warns on XHTML and on text that looks like a URL
        warnings.simplefilter("ignore")
        soup = BeautifulSoup(markup, "html.parser")
    title = _title_of(soup)
    _strip_noise(soup)
    _collapse_whitespace(soup)
    _mark_structure(soup)
    return title, soup.get_text()


def has_headings(text: str) -> bool:
    return _HEADING_MARK.search(text) is not None


def add_marked_text(text: str, builder: SectionBuilder) -> None:
    """Feed text into `builder`, starting a new section at every marked heading."""
    pos = 0
    for match in _HEADING_MARK.finditer(text):
        builder.add(_tidy(text[pos : match.start()]))
        builder.heading(int(match.group(1)), match.group(2), block="")
        pos = match.end()
    builder.add(_tidy(text[pos:]))


def _title_of(soup: BeautifulSoup) -> str:
    tag = soup.find("title")
    return " ".join(tag.get_text().split()) if tag else ""


def _strip_noise(soup: BeautifulSoup) -> None:
    for tag in soup.find_all(_DROP):
        tag.decompose()
    for tag in soup.find_all(_is_hidden):
        if not tag.decomposed:
            tag.decompose()
    for node in soup.find_all(string=lambda s: isinstance(s, PreformattedString)):
        node.extract()  # comments, CDATA, doctype, processing instructions


def _is_hidden(tag: Tag) -> bool:
    return tag.has_attr("hidden") or bool(_HIDDEN_STYLE.search(str(tag.get("style", ""))))


def _collapse_whitespace(soup: BeautifulSoup) -> None:
    """HTML whitespace rules: runs of whitespace are one space, except inside <pre>."""
    for node in soup.find_all(string=True):
        cleaned = _CONTROL.sub("", str(node))  # this also removes any stray _MARK
        if node.find_parent("pre") is None:
            cleaned = re.sub(r"\s+", " ", cleaned)
        if cleaned != node:
            node.replace_with(NavigableString(cleaned))


def _mark_structure(soup: BeautifulSoup) -> None:
    """Newlines around block elements, tabs between cells, markers before split headings."""
    for tag in soup.find_all(True):
        name = tag.name.lower()
        if name in _SPLIT_LEVELS:
            heading = " ".join(tag.get_text().split())
            tag.insert_before(
                NavigableString(f"\n{_MARK}{_SPLIT_LEVELS[name]}{_MARK}{heading}{_MARK}")
            )
        if name in _BLOCKS:
            tag.insert_before(NavigableString("\n"))
            tag.insert_after(NavigableString("\n"))
        elif name in _CELLS:
            tag.insert_after(NavigableString("\t"))


def _tidy(text: str) -> str:
    lines = (line.strip() for line in text.split("\n"))
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
