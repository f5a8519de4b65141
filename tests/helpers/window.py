"""Driving the real window: drop files, ask, wait, click a citation; slow model, probe, PDF."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from langchain_core.outputs import ChatGenerationChunk
from PySide6.QtCore import QMimeData, QPoint, QPointF, QRectF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QFont, QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import QApplication

from desktop_app.core.ollama.probe import OllamaState
from tests.assistant.fakes import ScriptedChatModel

PDF_PAGES = [
    "Page one. The supplier delivers apples to the warehouse every Monday morning.",
    "Page two. The warranty on the cider press lasts five years from the delivery date.",
    "Page three. Invoices are payable within thirty days of receipt.",
]


def ready_probe(url: str | None, model: str) -> OllamaState:
    """Ollama as if it were running with the model pulled (no network)."""
    return OllamaState(url or "http://127.0.0.1:11434", True, True,
                       f"Ollama connected — {model} ready")


def write_pdf(path: Path, pages: list[str] = PDF_PAGES) -> Path:
    """A real multi-page PDF with a text layer (QPdfWriter), one paragraph per page."""
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setResolution(72)
    painter = QPainter(writer)
    for i, text in enumerate(pages):
        if i:
            writer.newPage()
        painter.setFont(QFont("DejaVu Sans", 12))
        painter.drawText(QRectF(50, 80, 480, 600), Qt.TextFlag.TextWordWrap, text)
    painter.end()
    return path


class SlowScriptedModel(ScriptedChatModel):
    """Streams its scripted replies with a pause between pieces, like a real model."""

    delay_s: float = 0.004

    def _stream(self, messages: Any, stop: Any = None, run_manager: Any = None,
                offered: list[str] | None = None, **kwargs: Any) -> Iterator[ChatGenerationChunk]:
        for chunk in super()._stream(messages, stop, run_manager, offered, **kwargs):
            time.sleep(self.delay_s)
            yield chunk


def drop(window: Any, paths: list[Path]) -> None:
    """What the file manager does: drag enter, then drop, with file URLs."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    pos = QPoint(window.width() // 2, window.height() // 2)
    enter = QDragEnterEvent(pos, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted(), "the window refused the drag"
    event = QDropEvent(QPointF(pos), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, event)


def wait_indexed(qtbot: Any, window: Any, timeout: int = 180_000) -> None:
    """Until the library has no work running or queued, and the counts were refreshed."""
    lib = window.services.library
    qtbot.waitUntil(lambda: not lib.busy and not lib._queue and lib._snapshot_job is None,
                    timeout=timeout)


def ask(qtbot: Any, window: Any, question: str, timeout: int = 30_000) -> None:
    """Type the question and press Enter, then wait for the answer to finish."""
    box = window.chat.question
    before = len(window.chat.transcript.turns)
    box.setFocus()
    if question.isascii():
        qtbot.keyClicks(box, question)
    else:  # QTest types ASCII keys only: other scripts arrive as an input method would put them
        box.insertPlainText(question)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.services.chat.busy
                    and len(window.chat.transcript.turns) > before, timeout=timeout)


def click_anchor(qtbot: Any, transcript: Any, position: int) -> None:
    """A real mouse click on the text at ``position`` (a citation link)."""
    from PySide6.QtGui import QTextCursor

    cursor = QTextCursor(transcript.document())
    cursor.setPosition(position + 1)
    transcript.ensureCursorVisible()
    rect = transcript.cursorRect(cursor)
    point = QPoint(rect.left() - 2, rect.center().y())
    qtbot.mouseClick(transcript.viewport(), Qt.MouseButton.LeftButton, pos=point)
