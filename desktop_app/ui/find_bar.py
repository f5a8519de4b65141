"""The viewer's find bar: a line edit, "3 of 12", previous / next, close."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QToolButton, QWidget

from desktop_app.ui import theme
from desktop_app.wording import tr


class FindBar(QWidget):
    """Find in the document: a line edit, "3 of 12", previous / next, close.

    Signals:
        search_changed(str): the text to find changed.
        step(int): +1 next match (Enter), -1 previous (Shift+Enter).
        closed(): Esc or the close button.
    """

    search_changed = Signal(str)
    step = Signal(int)
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.edit = QLineEdit()
        self.edit.setPlaceholderText(tr("Find in document"))
        self.edit.setClearButtonEnabled(True)
        self.edit.textChanged.connect(self.search_changed)
        self.edit.installEventFilter(self)
        self.count_label = QLabel("")
        self.count_label.setMinimumWidth(70)
        self.previous_button = tool_button("previous", tr("Previous match (Shift+Enter)"))
        self.previous_button.clicked.connect(lambda: self.step.emit(-1))
        self.next_button = tool_button("next", tr("Next match (Enter)"))
        self.next_button.clicked.connect(lambda: self.step.emit(1))
        self.close_button = tool_button("close", tr("Close (Esc)"))
        self.close_button.clicked.connect(self.closed)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 2, 0, 2)
        for widget in (self.edit, self.count_label, self.previous_button, self.next_button,
                       self.close_button):
            row.addWidget(widget, 1 if widget is self.edit else 0)
        self.set_count(0, 0)

    def set_count(self, current: int, total: int, searching: bool = False) -> None:
        """``current``: 1-based match shown (0: none)."""
        if not self.edit.text():
            text = ""
        elif total == 0:
            text = tr("Searching…") if searching else tr("No matches")
        elif current:
            text = tr("{current} of {total}").format(current=current, total=total)
        else:
            text = tr("%n found", n=total)
        self.count_label.setText(text)
        for button in (self.previous_button, self.next_button):
            button.setEnabled(total > 0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if (watched is self.edit and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.step.emit(-1 if shift else 1)
            return True
        return super().eventFilter(watched, event)


def tool_button(icon: str, tip: str) -> QToolButton:
    button = QToolButton()
    theme.set_icon(button, icon)
    button.setToolTip(tip)
    button.setAutoRaise(True)
    return button
