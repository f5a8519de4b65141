"""Fixtures for the window: a real widget tree on temp dirs, the real indexer and agent graph,
a scripted chat model, and a check that no worker thread outlives its test."""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from langchain_core.outputs import ChatGenerationChunk
from PySide6.QtCore import QMimeData, QPoint, QPointF, QRectF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QFont, QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import QApplication

from desktop_app.core.ollama_probe import OllamaState
from tests.assistant.fakes import ScriptedChatModel
from tests.helpers import HashEmbedder

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


@pytest.fixture
def dirs(tmp_path: Path) -> tuple[Path, Path]:
    """(config dir, data dir), both fresh."""
    return tmp_path / "config", tmp_path / "data"


SAMPLE_PDF = "robustness/pdfminer_samples/contrib/issue-1061-colour-space-stack.pdf"


@pytest.fixture
def pdf_docs(docs: Path, shared_data: Path) -> Path:
    """The ``docs`` folder plus a real 12-page paper (IEEE, text layer on every page)."""
    shutil.copy(shared_data / SAMPLE_PDF, docs / "privacy-paper.pdf")
    return docs


@pytest.fixture
def make_window(qtbot: Any, dirs: tuple[Path, Path]) -> Iterator[Callable[..., Any]]:
    """``make_window(script=[...], **overrides)`` → a shown, started main window.

    At the end every window is closed and the test fails if a worker thread still runs.
    """
    from desktop_app.app import build_window

    made: list[Any] = []
    opened: list[str] = []

    def make(script: list | None = None, model: Any = None, **overrides: Any) -> Any:
        config_dir, data_dir = dirs
        kwargs: dict[str, Any] = dict(chat_model=model or ScriptedChatModel(
            script=list(script or []), repeat_last=False), embedder=HashEmbedder(),
            probe=ready_probe, open_external=opened.append,
            confirm=lambda parent, question, on_yes: on_yes(), debounce_ms=200)
        kwargs.update(overrides)
        window = build_window(config_dir, data_dir, **kwargs)
        window.opened = opened
        made.append(window)
        window.show()
        window.start()
        qtbot.waitExposed(window)
        return window

    yield make
    for window in made:
        jobs = window.services.jobs
        if window.isVisible():
            window.close()
        assert not [j.name for j in jobs.running() if j.thread_running()], \
            "a worker thread outlived the window"
    QApplication.processEvents()


def wait_indexed(qtbot: Any, window: Any, timeout: int = 60_000) -> None:
    """Until the library has no work running or queued, and the counts were refreshed."""
    lib = window.services.library
    qtbot.waitUntil(lambda: not lib.busy and not lib._queue and lib._snapshot_job is None,
                    timeout=timeout)


def ask(qtbot: Any, window: Any, question: str, timeout: int = 30_000) -> None:
    """Type the question and press Enter, then wait for the answer to finish."""
    box = window.chat.question
    before = len(window.chat.transcript.turns)
    box.setFocus()
    qtbot.keyClicks(box, question)
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
