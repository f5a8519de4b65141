"""The model picker: what Ollama has, what suits this computer, and downloads with progress."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRect, QSize, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.core.ollama.catalog import memory_text, suggestions
from desktop_app.core.ollama.probe import ModelChoice, OllamaState
from desktop_app.core.ollama.pull import PullCancel, PullProgress, pull
from desktop_app.ui import theme
from desktop_app.ui.worker import Job, Jobs
from desktop_app.wording import number, tr

NAME_ROLE = Qt.ItemDataRole.UserRole
USABLE_ROLE = Qt.ItemDataRole.UserRole + 1


def resume_note() -> str:
    return tr("Models come from ollama.com through your Ollama; your documents never leave this "
              "computer. If a download stops, start it again: Ollama continues where it left off.")


class ModelPuller(QObject):
    """Runs one ``/api/pull`` at a time in a worker and forwards its progress.

    Signals:
        progressed(object): a ``PullProgress``.
        succeeded(str): the model is downloaded.
        failed(str): why not, in plain words.
    """

    progressed = Signal(object)
    succeeded = Signal(str)
    failed = Signal(str)

    def __init__(self, jobs: Jobs, pull_fn: Callable[..., Any] = pull,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs = jobs
        self._pull = pull_fn
        self._job: Job | None = None
        self.model = ""

    @property
    def busy(self) -> bool:
        return self._job is not None

    def start(self, url: str | None, model: str) -> None:
        if self._job is not None:
            return
        cancel = PullCancel()
        self.model = model
        job = self._jobs.start(self._pull, url, model, cancel, name="ollama-pull",
                               on_abort=cancel.cancel, on_items=self._on_items,
                               on_error=self._on_error, on_finished=lambda: self._ended(job))
        self._job = job

    def cancel(self) -> None:
        """Close the stream now; Ollama keeps what it downloaded for the next try."""
        job, self._job = self._job, None
        if job is not None:
            job.abort()

    def _on_items(self, items: list) -> None:
        for progress in items:
            self.progressed.emit(progress)
            if progress.done:
                self._job = None
                self.succeeded.emit(progress.model)

    def _on_error(self, message: str) -> None:
        self._job = None
        self.failed.emit(message)

    def _ended(self, job: Job) -> None:
        if self._job is job:
            self._job = None


def _describe(model: ModelChoice, current: str) -> tuple[str, bool]:
    """(list text, usable for answers)."""
    if model.embedding:
        return tr("{model}  —  embedding model (for search vectors, not for answers)").format(
            model=model.name), False
    if model.tools is False:
        return tr("{model}  —  ✗ cannot search your documents (no tool support)").format(
            model=model.name), False
    mark = tr("✓ can search your documents") if model.tools else tr("tool support not reported")
    text = tr("{model}  —  {mark}   (in use)") if model.name == current \
        else tr("{model}  —  {mark}")
    return text.format(model=model.name, mark=mark), True


class ModelsDialog(QDialog):
    """Lists Ollama's models, suggests some for this computer, downloads one with progress.

    Closing only hides it: a download carries on (the window keeps one instance).

    Signals:
        model_chosen(str): use this chat model for answers.
        refresh_requested(): ask Ollama for its models again.
    """

    model_chosen = Signal(str)
    refresh_requested = Signal()

    def __init__(self, jobs: Jobs, url: str | None, current_model: str,
                 state: OllamaState | None, memory_bytes: int | None,
                 pull_fn: Callable[..., Any] = pull, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Footnote — Models"))
        self.setMinimumSize(620, 560)
        self.resize(640, 720)
        self.url = url
        self.current_model = current_model
        self.state: OllamaState | None = None
        self._select_after_refresh = ""
        self.puller = ModelPuller(jobs, pull_fn, self)
        self.puller.progressed.connect(self._on_progress)
        self.puller.succeeded.connect(self._on_pulled)
        self.puller.failed.connect(self._on_failed)

        self.installed_title = QLabel()
        self.installed = _ShortList()
        self.installed.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.installed.itemDoubleClicked.connect(lambda _item: self.use_selected())
        self.use_button = QPushButton(tr("Use for answers"))
        self.use_button.clicked.connect(self.use_selected)
        self.check_button = QPushButton(tr("Check again"))
        self.check_button.clicked.connect(self.refresh_requested)
        self.server_note = QLabel(tr("Checking Ollama…"))
        self.server_note.setWordWrap(True)
        self.server_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.suggested_title = QLabel(
            tr("Suggested for this computer ({memory} of memory); all can search your "
               "documents:").format(memory=memory_text(memory_bytes)))
        self.suggested_title.setWordWrap(True)
        self.suggested = QListWidget()
        self._suggestions = suggestions(memory_bytes)
        self.suggested.currentItemChanged.connect(self._on_suggestion)
        self.suggested.itemDoubleClicked.connect(lambda _item: self.start_download())
        self.name = QLineEdit()
        self.name.setPlaceholderText(tr("or type a model name from ollama.com/library"))
        self.name.textChanged.connect(self._update_buttons)
        self.name.returnPressed.connect(self.start_download)
        self.download_button = QPushButton(tr("Download"))
        self.download_button.clicked.connect(self.start_download)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.progress.setTextVisible(True)
        self.cancel_button = QPushButton(tr("Cancel download"))
        self.cancel_button.clicked.connect(self.cancel_download)
        self.progress_label = QLabel("")
        self.progress_label.setWordWrap(True)
        self.error_label = QLabel("")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {theme.colors().error.name()}")
        self.error_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.note = note = QLabel(resume_note())
        note.setWordWrap(True)
        theme.set_role(note, "secondary")
        theme.set_role(self.use_button, "primary")
        theme.set_icon(self.download_button, "download")
        theme.set_icon(self.check_button, "reindex")
        theme.set_icon(self.cancel_button, "cancel")

        have = QGroupBox(tr("In Ollama"))
        have_box = QVBoxLayout(have)
        have_box.addWidget(self.installed_title)
        have_box.addWidget(self.installed, 1)
        have_box.addWidget(self.server_note)
        have_box.addLayout(_row(None, self.check_button, self.use_button))
        get = QGroupBox(tr("Download a model"))
        get_box = QVBoxLayout(get)
        get_box.addWidget(self.suggested_title)
        get_box.addWidget(self.suggested)
        get_box.addLayout(_row(self.name, self.download_button))
        get_box.addLayout(_row(self.progress, self.cancel_button))
        get_box.addWidget(self.progress_label)
        get_box.addWidget(self.error_label)
        get_box.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(have, 1)
        layout.addWidget(get)
        layout.addWidget(buttons)
        self._show_idle()
        self.set_state(state)

    # -- what Ollama has -----------------------------------------------------------------

    def set_state(self, state: OllamaState | None) -> None:
        self.state = state
        selected = self._select_after_refresh or self.selected_model() or self.current_model
        self.installed.clear()
        if state is None:
            self.installed_title.setText(tr("Asking Ollama…"))
            self.server_note.setText("")
            self._update_buttons()
            return
        self.installed_title.setText(tr("Models in Ollama at {url}:").format(url=state.url))
        if not state.reachable:
            self.server_note.setText(state.message)
        elif not state.models:
            self.server_note.setText(tr("Ollama has no models yet: download one below."))
        elif not state.ok and not state.has(self.current_model):
            self.server_note.setText(tr("Footnote is set to use {model}, which Ollama does not "
                                        "have: pick one above or download one below.").format(
                model=self.current_model))
        else:
            self.server_note.setText("" if state.ok else state.message)
        for model in sorted(state.models, key=lambda m: (m.embedding, m.tools is False)):
            text, usable = _describe(model, self.current_model)
            item = QListWidgetItem(text)
            item.setData(NAME_ROLE, model.name)
            item.setData(USABLE_ROLE, usable)
            if not usable:
                item.setForeground(self.palette().placeholderText())
            self.installed.addItem(item)
            if model.name in (selected, f"{selected}:latest"):
                self.installed.setCurrentItem(item)
        self._refresh_suggestions()
        self._fit()
        if state.reachable and not state.has(self.current_model) and not self.puller.busy \
                and not self.name.text().strip():
            self.name.setText(self.current_model)  # first start: one click fetches the default
        pulled, self._select_after_refresh = self._select_after_refresh, ""
        if pulled and state.reachable:
            self._after_pull(pulled, state)
        self._update_buttons()

    def _after_pull(self, name: str, state: OllamaState) -> None:
        model = next((m for m in state.models if m.name in (name, f"{name}:latest")), None)
        if model is None:
            return
        _, usable = _describe(model, self.current_model)
        if usable and not state.has(self.current_model):
            self.model_chosen.emit(model.name)  # nothing usable was set up: use it at once
            self.progress_label.setText(
                tr("{model} is downloaded; Footnote uses it now.").format(model=model.name))

    def set_current_model(self, name: str) -> None:
        self.current_model = name
        self.set_state(self.state)

    def selected_model(self) -> str:
        item = self.installed.currentItem()
        return item.data(NAME_ROLE) if item is not None else ""

    def use_selected(self) -> None:
        item = self.installed.currentItem()
        if item is not None and item.data(USABLE_ROLE):
            self.model_chosen.emit(item.data(NAME_ROLE))

    def _refresh_suggestions(self) -> None:
        current = self.suggested.currentItem()
        keep = current.data(NAME_ROLE) if current is not None else ""
        self.suggested.clear()
        for s in self._suggestions:
            have = self.state is not None and self.state.has(s.name)
            text = tr("{model}  —  {size} GB  —  {why}   (already in Ollama)") if have \
                else tr("{model}  —  {size} GB  —  {why}")
            item = QListWidgetItem(text.format(model=s.name, size=number(s.download_gb, 1),
                                               why=s.why))
            item.setData(NAME_ROLE, s.name)
            self.suggested.addItem(item)
            if s.name == keep:
                self.suggested.setCurrentItem(item)
        rows = self.suggested.sizeHintForRow(0) * max(1, self.suggested.count())
        self.suggested.setFixedHeight(rows + 2 * self.suggested.frameWidth() + 4)

    def _on_suggestion(self, item: QListWidgetItem | None) -> None:
        if item is not None and not self.puller.busy:
            self.name.setText(item.data(NAME_ROLE))

    # -- downloads -------------------------------------------------------------------------

    def start_download(self) -> None:
        name = self.name.text().strip()
        if not name or self.puller.busy:
            return
        self.error_label.setText("")
        self.progress.setRange(0, 0)  # busy until sizes are known
        self.progress.setTextVisible(True)
        self.progress_label.setText(tr("Asking Ollama for {model}…").format(model=name))
        self.puller.start(self.url, name)
        self._update_buttons()

    def cancel_download(self) -> None:
        if not self.puller.busy:
            return
        name = self.puller.model
        self.puller.cancel()
        self._show_idle()
        self.progress_label.setText(tr("Download of {model} cancelled. Start it again to "
                                       "continue where it stopped.").format(model=name))

    def _on_progress(self, progress: PullProgress) -> None:
        percent = progress.percent
        if percent is None:
            self.progress.setRange(0, 0)
        else:
            self.progress.setRange(0, 100)
            self.progress.setValue(percent)
        self.progress.setTextVisible(True)
        self.progress_label.setText(progress.describe())
        self._fit()

    def _on_pulled(self, name: str) -> None:
        self._show_idle(done=True)
        self.progress_label.setText(tr("{model} is downloaded and ready.").format(model=name))
        self._select_after_refresh = name
        self.refresh_requested.emit()

    def _on_failed(self, message: str) -> None:
        self._show_idle()
        self.progress_label.setText("")
        self.error_label.setText(message)
        self._fit()

    def _show_idle(self, done: bool = False) -> None:
        self.progress.setRange(0, 100)
        self.progress.setValue(100 if done else 0)
        self.progress.setTextVisible(done)
        self._update_buttons()
        self._fit()

    def _fit(self) -> None:
        """Reserve every wrapped line of the messages (the model list gives up the room)."""
        for label in (self.server_note, self.progress_label, self.error_label,
                      self.suggested_title, self.note):
            width = max(label.width(), self.width() - 60)
            rect = label.fontMetrics().boundingRect(QRect(0, 0, width, 10_000),
                                                    Qt.TextFlag.TextWordWrap, label.text())
            label.setMinimumHeight(rect.height() + 2 if label.text() else 0)
        for box in self.findChildren(QGroupBox):
            box.layout().invalidate()  # their cached heights predate the new minimums
        self.layout().invalidate()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()

    def _update_buttons(self) -> None:
        busy = self.puller.busy
        item = self.installed.currentItem()
        self.use_button.setEnabled(bool(item is not None and item.data(USABLE_ROLE)))
        self.download_button.setEnabled(not busy and bool(self.name.text().strip()))
        self.name.setEnabled(not busy)
        self.cancel_button.setEnabled(busy)


class _ShortList(QListWidget):
    """A list that asks for little height, so the messages below it always get theirs (a
    vertical layout with wrapped labels treats every preferred height as a minimum)."""

    def sizeHint(self) -> QSize:
        return QSize(400, 100)

    def minimumSizeHint(self) -> QSize:
        return QSize(200, 80)


def _row(first: QWidget | None, *rest: QWidget) -> QHBoxLayout:
    row = QHBoxLayout()
    if first is None:
        row.addStretch(1)
    else:
        row.addWidget(first, 1)
    for widget in rest:
        row.addWidget(widget)
    return row
