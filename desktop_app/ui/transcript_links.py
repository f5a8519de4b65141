"""The transcript's links and hovers: ``[n]`` citations and the Edit / Regenerate actions as
anchors (``cite:turn/n``, ``footnote-action:edit/turn``), and what hovering a citation shows."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor

from desktop_app.assistant.citations import Citation
from desktop_app.wording import tr
from indexer import display_path

CITE_RE = re.compile(r"\[(\d{1,4}(?:\s*[,;]\s*\d{1,4})*)\](?!\()")
MD_MARKS_RE = re.compile(r"[*_`#>]+")
QUOTE_CHARS = 300
WARN = QColor("#c77700")
ERROR = QColor("#c62828")
_ACTION_RE = re.compile(r"footnote-action:(edit|regenerate)/(\d+)")


def action_tips() -> dict[str, str]:
    """The hover of each transcript action, by action."""
    return {"edit": tr("Edit this question and send it again (Esc cancels)"),
            "regenerate": tr("Ask this question again: the new answer replaces this one "
                             "(Ctrl+R)")}


def busy_tip() -> str:
    return tr("Not while an answer is being written")


def link_citations(text: str, turn: int) -> str:
    """``[2]`` / ``[1, 3]`` → Markdown links ``[[2]](cite:turn/2)`` the view can click."""
    def repl(match: re.Match[str]) -> str:
        numbers = re.split(r"\s*[,;]\s*", match.group(1))
        return "".join(f"[\\[{n}\\]](cite:{turn}/{n})" for n in numbers)

    return CITE_RE.sub(repl, text)


def parse_action(url: QUrl | str) -> tuple[str, int] | None:
    """``footnote-action:edit/3`` → ("edit", 3); also "regenerate"."""
    text = url.toString() if isinstance(url, QUrl) else url
    match = _ACTION_RE.fullmatch(text)
    return (match.group(1), int(match.group(2))) if match else None


def parse_cite(url: QUrl | str) -> tuple[int, int] | None:
    """``cite:turn/n`` → (turn, n)."""
    text = url.toString() if isinstance(url, QUrl) else url
    match = re.fullmatch(r"cite:(\d+)/(\d+)", text)
    return (int(match.group(1)), int(match.group(2))) if match else None


def citation_tooltip(citation: Citation | None, n: int, flag_details: list[str]) -> str:
    """Rich-text hover for ``[n]``: where it is, the quoted passage, and any warning."""
    if citation is None:
        return f"<b>[{n}]</b> — " + tr("no passage with this number was shown to the assistant")
    quote = " ".join(citation.quote.split())
    quote = quote if len(quote) <= QUOTE_CHARS else quote[:QUOTE_CHARS] + "…"
    parts = [f"<b>[{n}] {html.escape(citation.shown_label)}</b>",
             f"<span style='color:gray'>{html.escape(display_path(citation.path))}</span>",
             f"<i>“{html.escape(quote)}”</i>"]
    parts += [f"<span style='color:{WARN.name()}'>⚠ {html.escape(d)}</span>"
              for d in flag_details]
    return "<br>".join(parts)
