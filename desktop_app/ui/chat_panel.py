"""The chat column: transcript, the assistant's status line, the question box, Send and Stop."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.ui.scope_bar import ScopeBar
from desktop_app.ui.transcript import Transcript


class QuestionBox(QPlainTextEdit):
    """Enter sends, Shift+Enter starts a new line.

    Signals:
        submitted(str): the question to send.
    """

    submitted = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPlaceholderText("Ask your documents…  (Enter sends, Shift+Enter new line)")
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


class ChatPanel(QWidget):
    """Signals:
        ask_requested(str): the user sent a question.
        stop_requested(): Stop (button or Esc).
    """

    ask_requested = Signal(str)
    stop_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.transcript = Transcript()
        self.status = QLabel("")
        self.status.setProperty("muted", True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.scope_bar = ScopeBar()  # which documents questions search
        self.question = QuestionBox()
        self.question.submitted.connect(self._send)
        self.send_button = QPushButton("Send")
        self.send_button.setDefault(True)
        self.send_button.clicked.connect(lambda: self._send(self.question.toPlainText()))
        self.stop_button = QPushButton("Stop")
        self.stop_button.setToolTip("Stop the answer (Esc)")
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
        layout.addWidget(self.transcript, 1)
        layout.addWidget(self.status)
        layout.addWidget(self.scope_bar)
        layout.addLayout(composer)
        self.question.installEventFilter(self)
        self.transcript.show_turns([])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self.question and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape):
            self.stop_requested.emit()
            return True
        return super().eventFilter(watched, event)

    def set_busy(self, busy: bool) -> None:
        self.send_button.setEnabled(not busy)
        self.stop_button.setEnabled(busy)

    def set_status(self, text: str) -> None:
        self.status.setText(text)

    def _send(self, text: str) -> None:
        text = text.strip()
        if text and self.send_button.isEnabled():
            self.question.clear()
            self.ask_requested.emit(text)
