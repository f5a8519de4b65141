"""How an answer in the transcript shows its outcome and its checks: the banner above it
(not found, cut off, no answer), the notes below it, coloured ``[n]`` links and wavy
underlines under sentences without support (mixed into ``Transcript``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtGui import (
    QColor,
    QFont,
    QPalette,
    QPixmap,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import QStyle

from desktop_app.assistant.state import STOPPED_NOTE, Turn, stopped_note
from desktop_app.ui.transcript_links import CITE_RE, ERROR, MD_MARKS_RE, WARN, parse_cite
from desktop_app.wording import tr


class AnswerMarks:
    """Banners, footers and check marks of the answers a ``Transcript`` shows."""

    if TYPE_CHECKING:  # Transcript's
        turns: list[Turn]

        def fontMetrics(self) -> Any: ...
        def style(self) -> Any: ...
        def palette(self) -> Any: ...
        def document(self) -> Any: ...
        def _insert_icon(self, cursor: QTextCursor, name: str, pixmap: QPixmap, side: int) -> None: ...
        def _end_cursor(self) -> QTextCursor: ...
        def _anchors(self, start: int, end: int) -> list[tuple[int, int, str]]: ...
        def _merge(self, start: int, end: int, fmt: QTextCharFormat) -> None: ...

    def _banner(self, cursor: QTextCursor, text: str, color: QColor,
                icon: QStyle.StandardPixmap | None = None) -> None:
        if icon is not None:
            side = self.fontMetrics().height()
            self._insert_icon(cursor, f"footnote-icon:{int(icon.value)}",
                              self.style().standardIcon(icon).pixmap(side, side), side)
        fmt = QTextCharFormat()
        fmt.setForeground(color)
        fmt.setFontWeight(QFont.Weight.Bold)
        cursor.insertText(text, fmt)
        cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())

    def _footer(self, turn: Turn) -> None:
        notes = []
        if turn.outcome == "stopped":  # by the user, or by Footnote (an answer that looped)
            said = turn.note and turn.note not in (STOPPED_NOTE, stopped_note())
            notes.append("■ " + tr("Stopped — this is the answer so far.")
                         + (f" {turn.note}" if said else ""))
        elif turn.outcome == "failed" and turn.answer and turn.note:
            notes.append(f"⚠ {turn.note}")  # the answer is the body: the reason goes here
        elif turn.note and turn.outcome not in ("failed", "no_answer"):
            notes.append(turn.note)
        if turn.outcome == "failed" and turn.citations and not turn.answer:
            found = len(turn.citations)
            notes.append(tr("Your documents' %n best keyword match(es) for this question "
                            "(no model needed) are in Sources.", n=found))
        uncited = sum(1 for f in turn.flags if f.kind == "uncited")
        weak = sorted({n for f in turn.flags if f.kind == "weak_support" for n in f.numbers})
        unknown = sorted({n for f in turn.flags if f.kind == "unknown_citation" for n in f.numbers})
        if uncited:
            notes.append("⚠ " + tr("%n sentence(s) without a source (underlined)", n=uncited))
        if weak:
            notes.append("⚠ " + tr("weakly supported: {numbers}").format(
                numbers=", ".join(f"[{n}]" for n in weak)))
        if unknown:
            notes.append("⚠ " + tr("no such passage: {numbers}").format(
                numbers=", ".join(f"[{n}]" for n in unknown)))
        if not notes:
            return
        cursor = self._end_cursor()
        fmt = QTextCharFormat()
        fmt.setForeground(WARN if (uncited or weak or unknown) else
                          self.palette().color(QPalette.ColorRole.PlaceholderText))
        fmt.setFontItalic(True)
        cursor.insertBlock(QTextBlockFormat(), fmt)
        cursor.insertText("   ".join(notes), fmt)

    def _decorate(self, index: int, start: int, end: int) -> None:
        """Colour ``[n]`` links by their checks, and underline sentences that lack support."""
        turn = self.turns[index]
        flagged = {n for f in turn.flags if f.kind in ("weak_support", "unknown_citation")
                   for n in f.numbers}
        for pos, length, href in self._anchors(start, end):
            cite = parse_cite(href)
            if cite is None:
                continue
            fmt = QTextCharFormat()
            fmt.setFontWeight(QFont.Weight.DemiBold)
            if cite[1] in flagged or cite[1] not in turn.citations:
                fmt.setForeground(ERROR if cite[1] not in turn.citations else WARN)
            self._merge(pos, pos + length, fmt)
        for flag in turn.flags:
            if flag.kind in ("uncited", "weak_support"):
                self._underline(flag.sentence, start, end, flag.detail)

    def _underline(self, sentence: str, start: int, end: int, detail: str) -> None:
        probe = " ".join(MD_MARKS_RE.sub("", CITE_RE.sub("", sentence)).split())[:40].strip()
        if len(probe) < 8:
            return
        found = self.document().find(probe, start)
        if found.isNull() or found.selectionStart() >= end:
            return
        fmt = QTextCharFormat()
        fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
        fmt.setUnderlineColor(WARN)
        fmt.setToolTip(detail)
        stop = min(end, found.selectionStart() + len(CITE_RE.sub("", sentence).rstrip()))
        self._merge(found.selectionStart(), stop, fmt)
