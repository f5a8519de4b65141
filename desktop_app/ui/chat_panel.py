"""The chat column: the first-run guide, transcript, the assistant's status line, the question
box, Send and Stop, and editing a question sent earlier."""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QTextCursor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.ui import theme
from desktop_app.ui.first_run import FirstRunGuide
from desktop_app.ui.scope_bar import ScopeBar
from desktop_app.ui.transcript import Transcript
from desktop_app.wording import tr


def elapsed_text(seconds: float) -> str:
    """"7 s", "1 min 05 s": how long the question has been answered for."""
    whole = int(seconds)
    if whole < 60:
        return tr("{seconds} s").format(seconds=whole)
    return tr("{minutes} min {seconds:02d} s").format(minutes=whole // 60, seconds=whole % 60)

class QuestionBox(QPlainTextEdit):
    """Enter sends, Shift+Enter starts a new line.

    Signals:
        submitted(str): the question to send.
    """

    submitted = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPlaceholderText(tr("Ask your documents…  (Enter sends, Shift+Enter new line)"))
        self.setTabChangesFocus(True)
        self.setFixedHeight(self.fontMetrics().lineSpacing() * 3 + 16)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            text = self.toPlainText().strip()
            if text:
                self.submitted.emit(text)
            return
        super().keyPressEvent(event)


def edit_note(index: int, later: int) -> str:
    """The line above the question box while question ``index`` (0-based) is edited."""
    note = tr("Editing question {number} — Esc to cancel").format(number=index + 1)
    if later == 1:
        return note + " · " + tr("the answer after it will be replaced")
    if later > 1:
        return note + " · " + tr("the %n answers after it will be replaced", n=later)
    return note


class ChatPanel(QWidget):
    """Signals:
        ask_requested(str): the user sent a question.
        resend_requested(int, str): the user sent an edited question: it replaces the turn
            with this index and every turn after it.
        stop_requested(): Stop (button or Esc).
    """

    ask_requested = Signal(str)
    resend_requested = Signal(int, str)
    stop_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.guide = FirstRunGuide()  # shown while the window is empty (the window feeds it)
        self.transcript = Transcript()
        self.status = QLabel("")
        self.status.setProperty("muted", True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self._status_text = ""
        self._asked_at: float | None = None  # when the answer in progress was asked
        self._clock = QTimer(self)  # the elapsed time beside the status, while answering
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self._show_status)
        self.scope_bar = ScopeBar()  # which documents questions search
        self.question = QuestionBox()
        self.question.submitted.connect(self._send)
        self.guide.ask_requested.connect(lambda: self.question.setFocus())
        self.editing: int | None = None  # the turn whose question is being edited
        self._draft = ""  # what the box held before Edit, given back on cancel
        self.edit_label = QLabel("")
        self.edit_label.setTextFormat(Qt.TextFormat.PlainText)
        self.edit_cancel = QToolButton()
        self.edit_cancel.setText(tr("Cancel"))
        self.edit_cancel.setToolTip(tr("Stop editing; Send asks a new question again (Esc)"))
        self.edit_cancel.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        theme.set_icon(self.edit_cancel, "close")
        self.edit_cancel.clicked.connect(self.cancel_edit)
        self.edit_bar = QWidget()
        edit_row = QHBoxLayout(self.edit_bar)
        edit_row.setContentsMargins(0, 0, 0, 0)
        edit_row.addWidget(self.edit_label, 1)
        edit_row.addWidget(self.edit_cancel)
        self.edit_bar.setVisible(False)
        self.transcript.edit_requested.connect(self.begin_edit)
        self.send_button = QPushButton(tr("Send"))
        self.send_button.setDefault(True)
        theme.set_icon(self.send_button, "send")
        theme.set_role(self.send_button, "primary")
        self.send_button.clicked.connect(lambda: self._send(self.question.toPlainText()))
        self.stop_button = QPushButton(tr("Stop"))
        self.stop_button.setToolTip(tr("Stop the answer (Esc)"))
        theme.set_icon(self.stop_button, "stop")
        self.stop_button.clicked.connect(self.stop_requested)
        self.stop_button.setEnabled(False)
        buttons = QVBoxLayout()
        buttons.addWidget(self.send_button)
        buttons.addWidget(self.stop_button)
        buttons.addStretch(1)
        composer = QHBoxLayout()
        composer.addWidget(self.question, 1)
        composer.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.guide)
        layout.addWidget(self.transcript, 1)
        layout.addWidget(self.status)
        layout.addWidget(self.scope_bar)
        layout.addWidget(self.edit_bar)
        layout.addLayout(composer)
        self.question.installEventFilter(self)
        self.transcript.show_turns([])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self.question and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape):
            self.escape()
            return True
        return super().eventFilter(watched, event)

    def escape(self) -> None:
        """Esc: cancel editing a question if one is edited, else stop the answer."""
        if self.editing is not None:
            self.cancel_edit()
        else:
            self.stop_requested.emit()

    def set_busy(self, busy: bool) -> None:
        if busy and self._asked_at is None:
            self._asked_at = time.monotonic()
            self._clock.start()
        elif not busy:
            self._asked_at = None
            self._clock.stop()
        self._show_status()
        self.send_button.setEnabled(not busy)
        self.stop_button.setEnabled(busy)
        self.transcript.set_actions_enabled(not busy)

    def begin_edit(self, index: int) -> None:
        """Put question ``index`` in the box; Send then asks it in place of the original."""
        turns = self.transcript.turns
        if not 0 <= index < len(turns) or not self.send_button.isEnabled():
            return
        if self.editing is None:
            self._draft = self.question.toPlainText()
        self.editing = index
        self.edit_label.setText(edit_note(index, len(turns) - index - 1))
        self.edit_bar.setVisible(True)
        self.question.setPlainText(turns[index].question)
        self.question.moveCursor(QTextCursor.MoveOperation.End)
        self.question.setFocus()

    def cancel_edit(self) -> None:
        """Back to asking new questions; the box gets back what was typed before Edit."""
        if self.editing is None:
            return
        self._end_edit()
        self.question.setPlainText(self._draft)
        self.question.moveCursor(QTextCursor.MoveOperation.End)
        self._draft = ""

    def _end_edit(self) -> None:
        self.editing = None
        self.edit_bar.setVisible(False)

    def set_status(self, text: str) -> None:
        """What the assistant is doing; while it answers, with the time since the question."""
        self._status_text = text
        self._show_status()

    def _show_status(self) -> None:
        text = self._status_text
        if text and self._asked_at is not None:
            text = f"{text}  ·  {elapsed_text(time.monotonic() - self._asked_at)}"
        self.status.setText(text)

    def send(self, text: str) -> None:
        """Ask ``text`` as if typed and sent (ignored while an answer is being written)."""
        self._send(text)

    def _send(self, text: str) -> None:
        text = text.strip()
        if not text or not self.send_button.isEnabled():
            return
        self.question.clear()
        if self.editing is None:
            self.ask_requested.emit(text)
            return
        index, draft = self.editing, self._draft
        self._end_edit()
        self.question.setPlainText(draft)  # a question typed before Edit is not lost
        self._draft = ""
        self.resend_requested.emit(index, text)
