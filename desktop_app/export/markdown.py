"""Markdown export: the answer's own Markdown, ``[n]`` kept, references listed after each answer."""

from __future__ import annotations

import re

from desktop_app.export.model import (
    ExportAnswer,
    ExportDocument,
    ExportWords,
    export_words,
    split_marks,
)

_SPECIAL_RE = re.compile(r"([\\`*_\[\]<>])")
_IMAGE_RE = re.compile(r"!(?=\[)")  # ![alt](url) and ![alt][ref]: a viewer fetches the url
_TAG_RE = re.compile(r"<(?=[A-Za-z/!?])")  # raw HTML (<script>, <img>, <iframe>, comments)
_LINK_RE = re.compile(r"\]\(\s*<?([A-Za-z][A-Za-z0-9+.-]*):")
_SAFE_SCHEMES = {"http", "https", "mailto", "file"}


def escape(text: str) -> str:
    """Text that must show as written (a quoted passage, a question) in rendered Markdown."""
    return _SPECIAL_RE.sub(r"\\\1", text)


def inert(markdown: str) -> str:
    """The answer's Markdown with nothing that acts when the file is opened: images become
    links (an image in an answer could report to a remote server that it was read), raw HTML
    shows as text, and links other than web, mail and file links lose their target."""
    markdown = _TAG_RE.sub(r"\\<", _IMAGE_RE.sub("", markdown))
    return _LINK_RE.sub(lambda m: m.group(0) if m.group(1).lower() in _SAFE_SCHEMES
                        else "](#blocked-link:", markdown)


def render_markdown(doc: ExportDocument) -> str:
    exported = doc.words.exported_on.format(created=doc.created)
    lines = [f"# {escape(doc.title)}", "", f"*{exported}*", ""]
    if doc.searched_line:
        lines[-1:-1] = ["", escape(doc.searched_line)]
    for answer in doc.answers:
        lines += answer_markdown(answer, heading="##" if not doc.single else "", words=doc.words)
    return "\n".join(lines).rstrip() + "\n"


def answer_markdown(answer: ExportAnswer, heading: str = "##",
                    words: ExportWords | None = None) -> list[str]:
    """One answer; ``heading=""`` leaves the question out (it is the document's title)."""
    words = words or export_words()
    lines: list[str] = []
    if heading:
        lines += [f"{heading} {answer.number}. {escape(answer.question)}", ""]
    if answer.asked:
        lines += [f"*{words.asked.format(when=answer.asked)}*", ""]
    if answer.not_found:
        lines += [f"**{words.not_found}.**", ""]
    body = "".join(piece if not kinds else f"{piece} **{words.mark_label(kinds)}**"
                   for piece, kinds in split_marks(inert(answer.body)))
    lines += [body.strip() or f"*{words.no_answer}*", ""]
    if answer.note:
        lines += [f"*({escape(answer.note)})*", ""]
    if answer.references:
        lines += [f"**{answer.references_title}**", ""]
        for ref in answer.references:
            if not ref.valid:
                lines += [f"[{ref.n}] **⚠ {ref.note}**", ""]
                continue
            where = f"[`{ref.path}`](<{ref.uri}>)" if ref.uri else f"`{ref.path}`"
            lines.append(f"[{ref.n}] **{escape(ref.label)}** — {where}  ")
            if ref.note:
                lines.append(f"⚠ *{escape(ref.note)}*  ")
            lines += [f"> “{escape(ref.quote)}”", ""]
    if answer.checks:
        lines += [f"**{words.checks}**", ""]
        lines += [f"- **⚠ {c.label}** — “{escape(c.sentence)}” ({escape(c.detail)})"
                  for c in answer.checks]
        lines.append("")
    return lines
