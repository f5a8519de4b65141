"""Turn HTML/XHTML into readable text split by h1-h3 headings, keeping the page title."""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bs4 import BeautifulSoup, NavigableString
from bs4.element import PageElement, PreformattedString, Tag
from langchain_core.documents import Document

from indexer.base.words import english

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
_WHITESPACE = re.compile(r"\s+")


def load_html(path: Path) -> list[Document]:
    size = path.stat().st_size
    if size > MAX_TEXT_BYTES:
        raise SkipFile(english("file too large ({size} MB)").format(size=size // (1024 * 1024)))
    text = decode_html(path.read_bytes())
    if not text.strip():
        raise SkipFile(english("empty file"))
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
    return _title_of(soup), _readable_text(soup)


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


def _is_hidden(tag: Tag) -> bool:
    return tag.has_attr("hidden") or bool(_HIDDEN_STYLE.search(str(tag.get("style", ""))))


def _readable_text(soup: BeautifulSoup) -> str:
    """The page's text: no scripts, hidden parts or comments; whitespace collapsed as HTML does
    (not inside <pre>); newlines around block elements, tabs after cells, a marker before each
    split heading.

    One walk over the tree, which is left as it is: inserting the newlines into it cost time
    growing with the square of the elements side by side (bs4 finds a node's place by scanning
    its siblings), hours for a page of a million paragraphs.
    """
    out: list[str] = []
    for event, value, in_pre in _walk(soup):
        if event is _TEXT:
            out.append(value)
            continue
        name = value.name.lower()
        if event is _START:
            if name in _SPLIT_LEVELS:
                heading = " ".join("".join(text for e, text, _ in _walk(value, in_pre)
                                           if e is _TEXT).split())
                out.append(f"\n{_MARK}{_SPLIT_LEVELS[name]}{_MARK}{heading}{_MARK}")
            if name in _BLOCKS:
                out.append("\n")
        elif name in _BLOCKS:
            out.append("\n")
        elif name in _CELLS:
            out.append("\t")
    return "".join(out)


_START, _END, _TEXT = "start", "end", "text"


def _walk(root: Tag, in_pre: bool = False) -> Iterator[tuple[str, Any, bool]]:
    """Depth first below ``root`` (no recursion: pages nest deep): (_START, tag, in <pre>),
    (_TEXT, readable text, in <pre>), (_END, tag, in <pre>); dropped and hidden elements and
    comments, CDATA, doctypes and processing instructions are left out."""
    stack: list[tuple[Iterator[PageElement], Tag | None, bool]] = [(iter(root.contents), None, in_pre)]
    while stack:
        children, parent, pre = stack[-1]
        node = next(children, None)
        if node is None:
            stack.pop()
            if parent is not None:
                yield _END, parent, stack[-1][2]
        elif isinstance(node, Tag):
            if node.name not in _DROP and not _is_hidden(node):
                yield _START, node, pre
                stack.append((iter(node.contents), node, pre or node.name == "pre"))
        elif isinstance(node, NavigableString) and not isinstance(node, PreformattedString):
            text = _CONTROL.sub("", node)  # this also removes any stray _MARK
            if not pre:
                text = _WHITESPACE.sub(" ", text)
            # strings bs4 gives a type of their own (ruby text in <rt>, <rp>) count only when
            # cleaning changed them, as they did when cleaning replaced them by plain strings
            if type(node) is NavigableString or text != node:
                yield _TEXT, text, pre


def _tidy(text: str) -> str:
    lines = (line.strip() for line in text.split("\n"))
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
