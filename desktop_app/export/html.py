"""Self-contained HTML export: inline styles, every text escaped, ``[n]`` linked to its reference."""

from __future__ import annotations

import html
import re

from desktop_app.export.model import (
    ExportAnswer,
    ExportDocument,
    ExportWords,
    Reference,
    blocks,
    split_cites,
    split_marks,
)

# Latin/Cyrillic faces first, CJK ones after: they fill in only the glyphs the first lack.
FONT = ("'Segoe UI', 'Helvetica Neue', Arial, 'DejaVu Sans', 'Noto Sans', 'Liberation Sans', "
        "'Noto Sans CJK SC', 'Noto Sans CJK JP', 'Microsoft YaHei', 'PingFang SC', sans-serif")
S = {
    "body": f"font-family: {FONT}; font-size: 11pt; line-height: 1.45; color: #1f2328; "
            "max-width: 46em; margin: 2em auto; padding: 0 1em;",
    "h1": "font-size: 17pt; margin-top: 0; margin-bottom: 4px;",
    "meta": "color: #6a737d; font-size: 9pt; margin-top: 0; margin-bottom: 8px;",
    "h2": "font-size: 13pt; margin-top: 26px; margin-bottom: 2px; page-break-after: avoid;",
    "h3": "font-size: 11pt; margin-top: 12px; margin-bottom: 4px; page-break-after: avoid;",
    "h4": "font-size: 10pt; color: #444d56; margin-top: 14px; margin-bottom: 4px; "
          "page-break-after: avoid;",
    "p": "margin-top: 0; margin-bottom: 8px;",
    "cite": "color: #0b5cad; text-decoration: none; font-weight: 600;",
    "bad": "color: #c62828; font-weight: 600;",
    "flag": "background-color: #fff1d6;",
    "mark": "color: #b45309; font-weight: 600; font-size: 9pt;",
    "notfound": "color: #6a737d; font-weight: 600; margin-top: 0; margin-bottom: 6px;",
    "ref": "margin-top: 6px; margin-bottom: 1px; font-size: 9.5pt;",
    "path": "color: #57606a; font-size: 8.5pt;",
    "quote": "margin-top: 1px; margin-bottom: 4px; margin-left: 24px; color: #3d444d; "
             "font-size: 9.5pt; font-style: italic;",
    "blockquote": "margin-top: 4px; margin-bottom: 8px; margin-left: 24px; margin-right: 0; "
                  "padding-left: 10px; border-left: 3px solid #d0d7de; color: #3d444d;",
    "check": "margin-top: 0; margin-bottom: 3px; font-size: 9.5pt; color: #7a4a00;",
    "note": "color: #6a737d; font-style: italic;",
}
_INLINE = [(re.compile(r"\*\*(.+?)\*\*"), r"<b>\1</b>"),
           (re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])"), r"<i>\1</i>"),
           (re.compile(r"`([^`]+)`"), r"<code>\1</code>")]


def esc(text: str) -> str:
    return html.escape(text, quote=True)


def render_html(doc: ExportDocument, for_print: bool = False) -> str:
    """The page; ``for_print`` leaves out the screen layout (Qt lays out the PDF's pages)."""
    body = f"font-family: {FONT}; color: #1f2328;" if for_print else S["body"]
    parts = [
        "<!DOCTYPE html>", f'<html lang="{doc.words.language.replace("_", "-")}">', "<head>", '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{esc(doc.title)}</title>",
        "<style>@page { margin: 18mm 16mm; } "
        "@media print { body { max-width: none !important; margin: 0 !important; } }</style>",
        "</head>", f'<body style="{body}">',
        f'<h1 style="{S["h1"]}">{esc(doc.title)}</h1>',
        f'<p style="{S["meta"]}">{esc(doc.words.exported_on.format(created=doc.created))} '
        f'{esc(doc.words.numbers_note)}</p>']
    if doc.searched_line:
        parts.append(f'<p style="{S["meta"]}">{esc(doc.searched_line)}</p>')
    for answer in doc.answers:
        parts.append(answer_html(answer, doc.words, with_question=not doc.single))
    parts += ["</body>", "</html>", ""]
    return "\n".join(parts)


def answer_html(answer: ExportAnswer, words: ExportWords, with_question: bool = True) -> str:
    a = answer.number
    out = [f'<div class="answer" id="answer-{a}">']
    if with_question:
        out.append(f'<h2 style="{S["h2"]}">{a}. {esc(answer.question)}</h2>')
    if answer.asked:
        out.append(f'<p style="{S["meta"]}">{esc(words.asked.format(when=answer.asked))}</p>')
    if answer.not_found:
        out.append(f'<p style="{S["notfound"]}">{esc(words.not_found)}.</p>')
    known = {r.n for r in answer.references if r.valid}
    for kind, text in blocks(answer.body) or [("p", words.no_answer)]:
        inner = inline(text, a, known, words)
        if kind == "h":
            out.append(f'<h3 style="{S["h3"]}">{inner}</h3>')
        elif kind == "li":
            out.append(f'<ul style="margin: 0 0 4pt 0;"><li>{inner}</li></ul>')
        elif kind == "q":
            out.append(f'<blockquote style="{S["blockquote"]}">{inner}</blockquote>')
        else:
            out.append(f'<p style="{S["p"]}">{inner}</p>')
    if answer.note:
        out.append(f'<p style="{S["note"]}">({esc(answer.note)})</p>')
    if answer.references:
        out.append(f'<h4 style="{S["h4"]}">{esc(answer.references_title)}</h4>')
        out += [reference_html(a, r) for r in answer.references]
    if answer.checks:
        out.append(f'<h4 style="{S["h4"]}">{esc(words.checks)}</h4>')
        out += [f'<p style="{S["check"]}"><b>⚠ {esc(c.label)}</b> — “{esc(c.sentence)}” '
                f'({esc(c.detail)})</p>' for c in answer.checks]
    out.append("</div>")
    return "\n".join(out)


def reference_html(a: int, r: Reference) -> str:
    anchor = f'id="a{a}-ref{r.n}"'
    if not r.valid:
        return f'<p {anchor} style="{S["ref"]}"><span style="{S["bad"]}">[{r.n}] ⚠ ' \
               f'{esc(r.note)}</span></p>'
    path = esc(r.path)
    where = f'<a href="{esc(r.uri)}" style="{S["path"]}">{path}</a>' if r.uri else \
        f'<span style="{S["path"]}">{path}</span>'
    note = f'<br><span style="{S["mark"]}">⚠ {esc(r.note)}</span>' if r.note else ""
    return (f'<p {anchor} style="{S["ref"]}"><b>[{r.n}]</b> <b>{esc(r.label)}</b><br>{where}'
            f'{note}</p>\n<p style="{S["quote"]}">“{esc(r.quote)}”</p>')


def inline(text: str, a: int, known: set[int], words: ExportWords) -> str:
    """One block's text: escaped, light Markdown, ``[n]`` links and flagged sentences."""
    out = []
    for piece, kinds in split_marks(text):
        rendered = "".join(_cite(p, a, known, words) if isinstance(p, int) else _md(esc(p))
                           for p in split_cites(piece))
        if kinds:
            rendered = (f'<span style="{S["flag"]}">{rendered}</span> '
                        f'<span style="{S["mark"]}">{esc(words.mark_label(kinds))}</span>')
        out.append(rendered)
    return "".join(out)


def _cite(n: int, a: int, known: set[int], words: ExportWords) -> str:
    if n in known:
        return f'<a href="#a{a}-ref{n}" style="{S["cite"]}">[{n}]</a>'
    title = esc(words.marks["unknown_citation"])
    return f'<a href="#a{a}-ref{n}" style="{S["bad"]}" title="{title}">[{n}]</a>'


def _md(text: str) -> str:
    for pattern, repl in _INLINE:
        text = pattern.sub(repl, text)
    return text
