"""Ollama's connection state for the status bar, checked in a worker now and then."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from desktop_app.core.ollama.probe import OllamaState
from desktop_app.ui import theme
from desktop_app.ui.worker import Jobs
from desktop_app.wording import tr

RECHECK_MS = 30_000
NOT_READY_RECHECK_MS = 3_000  # while it is not ready: a server started or a model pulled shows soon
# The server: a target string ("https://alice@gpu.lan/ollama", None for Ollama's default) or an
# ``OllamaServer`` carrying a token typed in Settings but not saved yet.
Probe = Callable[[Any, str], OllamaState]


class OllamaMonitor(QObject):
    """Checks the server at start, every 30 s (every 3 s while it is not ready), and when the
    settings change.

    Signals:
        state_changed(object): the new ``OllamaState``.
    """

    state_changed = Signal(object)

    def __init__(self, jobs_: Jobs, probe: Probe, url: Any, model: str,
                 interval_ms: int = RECHECK_MS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs = jobs_
        self._probe = probe
        self.url, self.model = url, model
        self.state: OllamaState | None = None
        self._generation = 0
        self._checking = False
        self._interval_ms = interval_ms
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.check)

    def start(self) -> None:
        self.check()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def configure(self, url: Any, model: str) -> None:
        self.url, self.model = url, model
        self._checking = False  # a check for the old settings is stale now
        self.check()

    def check(self) -> None:
        if self._checking:
            return
        self._checking = True
        self._generation += 1
        generation = self._generation
        self._jobs.start(self._probe, self.url, self.model, name="ollama-probe",
                         on_result=lambda state: self._on_state(generation, state),
                         on_finished=lambda: self._done(generation))

    def _on_state(self, generation: int, state: OllamaState) -> None:
        if generation == self._generation:
            self.state = state
            self._timer.setInterval(self._interval_ms if state.ok
                                    else min(self._interval_ms, NOT_READY_RECHECK_MS))
            self.state_changed.emit(state)

    def _done(self, generation: int) -> None:
        if generation == self._generation:
            self._checking = False


class OllamaStatusLabel(QWidget):
    """An icon and a sentence: green when the chat model is ready, else the exact fix."""

    ICON_PX = 16

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.icon = QLabel()
        self.message = QLabel(tr("Checking Ollama…"))
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        row.addWidget(self.icon)
        row.addWidget(self.message)
        self._show_icon("queued")

    def text(self) -> str:
        return self.message.text()

    def show_state(self, state: OllamaState) -> None:
        kind = "ok" if state.ok else ("warning" if state.reachable else "error")
        self._show_icon(kind)
        self.message.setText(_html(state.message))
        where = tr("Ollama at {url}").format(url=state.url) if state.latency_ms is None else \
            tr("Ollama at {url} · {latency:.0f} ms round trip").format(url=state.url,
                                                                      latency=state.latency_ms)
        self.setToolTip(where + "\n" + state.message + (
            "" if state.ok else "\n" + tr("The library and search work without Ollama.")))

    def _show_icon(self, kind: str) -> None:
        self.icon.setPixmap(theme.status_icon(kind).pixmap(self.ICON_PX, self.ICON_PX))


def _html(text: str) -> str:
    escaped = html.escape(text)
    return re.sub(r"`([^`]+)`", r"<code><b>\1</b></code>", escaped)
