"""DOCX export (python-docx): headings, ``[n]`` as in the app, references with file:// links."""

from __future__ import annotations

import re
from pathlib import Path

import docx
from docx.enum.text import WD_COLOR_INDEX
from docx.opc.constants import RELATIONSHIP_TYPE
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt, RGBColor
from docx.text.paragraph import Paragraph

from desktop_app.export.model import (
    ExportAnswer,
    ExportDocument,
    ExportWords,
    Reference,
    blocks,
    split_cites,
    split_marks,
)

WARN = RGBColor(0xB4, 0x53, 0x09)
BAD = RGBColor(0xC6, 0x28, 0x28)
GREY = RGBColor(0x6A, 0x73, 0x7D)
LINK = RGBColor(0x0B, 0x5C, 0xAD)
_MD_RE = re.compile(r"\*\*|`|(?<![\w*])\*(?=\S)|(?<=\S)\*(?![\w*])")


def write_docx(doc: ExportDocument, path: Path) -> None:
    out = docx.Document()
    out.core_properties.title = doc.title
    out.core_properties.author = "Footnote"
    out.add_heading(doc.title, level=1)
    _run(out.add_paragraph(), doc.words.exported_on.format(created=doc.created), color=GREY,
         italic=True)
    if doc.searched_line:
        _run(out.add_paragraph(), doc.searched_line, color=GREY)
    for answer in doc.answers:
        _answer(out, answer, doc.words, with_question=not doc.single)
    out.save(str(path))


def _answer(out: docx.document.Document, answer: ExportAnswer, words: ExportWords,
            with_question: bool) -> None:
    if with_question:
        out.add_heading(f"{answer.number}. {answer.question}", level=2)
    if answer.asked:
        _run(out.add_paragraph(), words.asked.format(when=answer.asked), color=GREY, italic=True)
    if answer.not_found:
        _run(out.add_paragraph(), f"{words.not_found}.", color=GREY, bold=True)
    known = {r.n for r in answer.references if r.valid}
    for kind, text in blocks(answer.body):
        if kind == "h":
            out.add_heading(_MD_RE.sub("", text), level=3)
            continue
        para = out.add_paragraph(style={"li": "List Bullet", "q": "Quote"}.get(kind))
        for piece, kinds in split_marks(text):
            for part in split_cites(piece):
                if isinstance(part, int):
                    _run(para, f"[{part}]", bold=True,
                         color=LINK if part in known else BAD)
                else:
                    run = _run(para, _MD_RE.sub("", part))
                    if kinds:
                        run.font.highlight_color = WD_COLOR_INDEX.YELLOW
            if kinds:
                _run(para, f" {words.mark_label(kinds)}", bold=True, color=WARN)
    if answer.note:
        _run(out.add_paragraph(), f"({answer.note})", color=GREY, italic=True)
    if answer.references:
        out.add_heading(answer.references_title, level=4)
        for ref in answer.references:
            _reference(out, ref)
    if answer.checks:
        out.add_heading(words.checks, level=4)
        for c in answer.checks:
            para = out.add_paragraph()
            _run(para, f"⚠ {c.label}", bold=True, color=WARN)
            _run(para, f" — “{c.sentence}” ({c.detail})")


def _reference(out: docx.document.Document, ref: Reference) -> None:
    para = out.add_paragraph()
    if not ref.valid:
        _run(para, f"[{ref.n}] ⚠ {ref.note}", bold=True, color=BAD)
        return
    _run(para, f"[{ref.n}] ", bold=True)
    _run(para, ref.label, bold=True)
    _run(para, " — ")
    if ref.uri:
        _hyperlink(para, ref.path, ref.uri)
    else:
        _run(para, ref.path, color=GREY)
    if ref.note:
        _run(para, f"  ⚠ {ref.note}", color=WARN, bold=True)
    quote = out.add_paragraph()
    quote.paragraph_format.left_indent = Pt(18)
    _run(quote, f"“{ref.quote}”", italic=True, size=9.5)


def _run(para: Paragraph, text: str, *, bold: bool = False, italic: bool = False,
         color: RGBColor | None = None, size: float | None = None) -> docx.text.run.Run:
    run = para.add_run(text)
    run.bold = bold or None
    run.italic = italic or None
    if color is not None:
        run.font.color.rgb = color
    if size is not None:
        run.font.size = Pt(size)
    return run


def _hyperlink(para: Paragraph, text: str, uri: str) -> None:
    """A clickable external link (python-docx has no public API for one)."""
    rel_id = para.part.relate_to(uri, RELATIONSHIP_TYPE.HYPERLINK, is_external=True)
    link = OxmlElement("w:hyperlink")
    link.set(qn("r:id"), rel_id)
    run = OxmlElement("w:r")
    props = OxmlElement("w:rPr")
    color = OxmlElement("w:color")
    color.set(qn("w:val"), str(LINK))
    underline = OxmlElement("w:u")
    underline.set(qn("w:val"), "single")
    props.extend([color, underline])
    run.append(props)
    text_el = OxmlElement("w:t")
    text_el.text = text
    text_el.set(qn("xml:space"), "preserve")
    run.append(text_el)
    link.append(run)
    para._p.append(link)
