"""Marks on a text document in the viewer: the cited span, and find's matches over it."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit

from desktop_app.ui import theme

MAX_TEXT_MATCHES = 2000


class TextMarks:
    """The cited span of ``view`` (every line of it) and the find matches, current one strongest."""

    def __init__(self, view: QPlainTextEdit) -> None:
        self.view = view
        self.passage: QTextCursor | None = None
        self.matches: list[QTextCursor] = []
        self.current = -1

    def show_passage(self, start: int, end: int) -> None:
        """Select and mark ``start``–``end`` (a new document: no find matches yet)."""
        cursor = self.view.textCursor()
        cursor.setPosition(start)
        cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
        self.view.setTextCursor(cursor)
        self.passage = QTextCursor(cursor)
        self.clear_matches()

    def forget_passage(self) -> None:
        self.passage = None

    def passage_text(self) -> str:
        return self.passage.selectedText() if self.passage is not None else ""

    def clear_matches(self) -> None:
        self.matches, self.current = [], -1
        self.paint()

    def count(self) -> tuple[int, int]:
        """(1-based current match or 0, number of matches)."""
        return self.current + 1, len(self.matches)

    def find(self, needle: str) -> None:
        """Mark every match (up to a cap); the first one at or below the view's top is current."""
        document = self.view.document()
        matches: list[QTextCursor] = []
        cursor = QTextCursor(document)
        while needle and len(matches) < MAX_TEXT_MATCHES:
            cursor = document.find(needle, cursor)
            if cursor.isNull():
                break
            matches.append(QTextCursor(cursor))
        self.matches = matches
        top = self.view.cursorForPosition(QPoint(0, 0)).position()
        first = next((i for i, m in enumerate(matches) if m.selectionStart() >= top), 0)
        if matches:
            self.show_match(first)
        else:
            self.current = -1
            self.paint()

    def show_match(self, index: int) -> None:
        self.current = index
        self.paint()
        match = self.matches[index]
        place = QTextCursor(match)
        place.setPosition(match.selectionStart())
        self.view.setTextCursor(place)
        self.view.ensureCursorVisible()

    def paint(self) -> None:
        selections = []
        if self.passage is not None:
            selections.append(_extra_selection(self.passage, theme.colors().highlight_bg))
        match_color = QColor(theme.colors().accent)
        match_color.setAlpha(60)
        current_color = QColor(theme.colors().accent)
        current_color.setAlpha(150)
        for i, cursor in enumerate(self.matches):
            selections.append(_extra_selection(
                cursor, current_color if i == self.current else match_color))
        self.view.setExtraSelections(selections)


def _extra_selection(cursor: QTextCursor, color: QColor) -> QTextEdit.ExtraSelection:
    selection = QTextEdit.ExtraSelection()
    fmt = QTextCharFormat()
    fmt.setBackground(color)
    selection.format = fmt  # type: ignore[attr-defined]
    selection.cursor = cursor  # type: ignore[attr-defined]
    return selection
