"""Read DOCX paragraphs and tables in body order, split into sections by Heading styles."""

from __future__ import annotations

import io
import re
from pathlib import Path

import docx
from docx.table import Table, _Cell
from docx.text.paragraph import Paragraph
from langchain_core.documents import Document

from indexer.base.words import english

from .base import SkipFile
from .errors import check_unpacked_size, unreadable
from .sections import SectionBuilder
from .text import normalize

_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # encrypted OOXML and legacy .doc use OLE
_HEADING = re.compile(r"^heading\s*(\d)$", re.IGNORECASE)
_MAX_TABLE_DEPTH = 5


def load_docx(path: Path) -> list[Document]:
    data = path.read_bytes()
    if data.startswith(_OLE_MAGIC):
        raise SkipFile(english("password protected or old .doc format"))
    check_unpacked_size(io.BytesIO(data), len(data), "DOCX")  # a zip bomb stops here
    try:
        document = docx.Document(io.BytesIO(data))
        builder = SectionBuilder()
        for block in document.iter_inner_content():
            _add_block(block, builder)
        return builder.documents()
    except Exception as exc:  # python-docx/lxml/zipfile raise anything on corrupt packages
        raise unreadable("DOCX", exc) from exc


def _add_block(block: Paragraph | Table, builder: SectionBuilder) -> None:
    if isinstance(block, Table):
        builder.add(_table_text(block, depth=0))
        return
    text = normalize(block.text).strip()
    level = _heading_level(block)
    if level is not None and text:
        builder.heading(level, text)
    elif text:
        builder.add(text)


def _heading_level(paragraph: Paragraph) -> int | None:
    """0 for Title, n for "Heading n" (also via a custom style based on it), else None."""
    style = paragraph.style
    for _ in range(4):
        if style is None:
            return None
        name = (style.name or "").strip()
        if name.lower() == "title":
            return 0
        match = _HEADING.match(name)
        if match:
            return int(match.group(1))
        style = style.base_style
    return None


def _table_text(table: Table, depth: int) -> str:
    """One line per row, cells separated by " | "; merged cells appear once.

    Walks the raw <w:tc> elements: python-docx's grid-aware `row.cells` raises on tables
    whose rows do not match the grid (common in real Word files).
    """
    lines = []
    for row in table.rows:
        cells = [_cell_text(_Cell(tc, table), depth) for tc in row._tr.tc_lst]
        if any(cells):
            lines.append(" | ".join(cells))
    return "\n".join(lines)


def _cell_text(cell: _Cell, depth: int) -> str:
    parts = []
    for block in cell.iter_inner_content():
        if isinstance(block, Table):
            if depth < _MAX_TABLE_DEPTH:
                parts.append(_table_text(block, depth + 1))
        else:
            parts.append(normalize(block.text).strip())
    return " ".join(part for part in parts if part)
