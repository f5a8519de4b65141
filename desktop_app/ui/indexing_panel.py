"""Indexing you can watch: the progress strip and the per-file status list."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop_app.core.jobs import Problem
from desktop_app.core.progress import Progress
from indexer.paths import display_name, display_path

PATH_ROLE = Qt.ItemDataRole.UserRole
STATUS_TEXT = {"file_started": "indexing…", "file_indexed": "indexed", "file_reused": "indexed",
               "file_skipped": "skipped", "file_failed": "failed"}


class IndexingPanel(QWidget):
    """Progress bar, counts, throughput, ETA, current file; pause/resume and cancel.

    Signals:
        pause_toggled(bool): True to pause, False to resume.
        cancel_requested(): stop the run.
    """

    pause_toggled = Signal(bool)
    cancel_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.progress = Progress()
        self.bar = QProgressBar()
        self.bar.setTextVisible(True)
        self.headline = QLabel("")
        self.headline.setWordWrap(True)
        self.current = QLabel("")
        self.current.setTextFormat(Qt.TextFormat.PlainText)
        self.current.setProperty("muted", True)
        self.pause_button = QToolButton()
        self.pause_button.setText("Pause")
        self.pause_button.setCheckable(True)
        self.pause_button.toggled.connect(self._on_pause)
        self.cancel_button = QToolButton()
        self.cancel_button.setText("Cancel")
        self.cancel_button.clicked.connect(self._on_cancel)
        self.cancelling = False  # Cancel was clicked; the run has not ended yet
        row = QHBoxLayout()
        row.addWidget(self.bar, 1)
        row.addWidget(self.pause_button)
        row.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.headline)
        layout.addWidget(self.current)
        self.setVisible(False)

    def start(self, kind: str) -> None:
        self.progress = Progress(kind=kind)
        self.cancelling = False
        self.pause_button.setChecked(False)
        self.pause_button.setEnabled(kind != "remove")
        self.cancel_button.setEnabled(kind != "remove")
        self.setVisible(True)
        if kind == "remove":
            self.headline.setText("Removing the folder's passages…")
        elif kind == "switch":
            self.headline.setText("Rebuilding the vectors with the new embedding model…")
        elif kind == "repair":
            self.headline.setText("Repairing the library: rebuilding it from your folders…")
        self._render()

    def feed(self, events: list[dict]) -> None:
        for event in events:
            self.progress.update(event)
        self._render()

    def finish(self, summary: dict | None, error: str = "") -> None:
        self.cancelling = False
        self.pause_button.setEnabled(False)
        self.cancel_button.setEnabled(False)
        if summary is None:
            self.bar.setRange(0, 1)
            self.bar.setValue(1 if not error else 0)
            self.bar.setFormat("Done" if not error else "Stopped")
            self.headline.setText(error or "Done.")
            self.current.setText("")
            return
        self.progress.update(summary)
        self._render()

    def set_paused(self, paused: bool) -> None:
        if self.cancelling:
            return
        self.pause_button.blockSignals(True)
        self.pause_button.setChecked(paused)
        self.pause_button.setText("Resume" if paused else "Pause")
        self.pause_button.blockSignals(False)
        self.current.setText("Paused — Resume continues where it stopped" if paused
                             else self.progress.current_text())

    def _on_cancel(self) -> None:
        """Say so at once (the run stops within a second or two), then ask for the stop."""
        self.cancelling = True
        self.cancel_button.setEnabled(False)
        self.pause_button.setEnabled(False)
        self.headline.setText("Cancelling…")
        self.current.setText("")
        self.cancel_requested.emit()

    def _on_pause(self, checked: bool) -> None:
        self.pause_button.setText("Resume" if checked else "Pause")
        self.pause_toggled.emit(checked)

    def _render(self) -> None:
        p = self.progress
        if p.kind in ("remove", "switch") and p.phase == "scanning":
            self.bar.setRange(0, 0)
            return
        value, maximum, text = p.bar()
        self.bar.setRange(0, maximum)
        self.bar.setValue(value)
        self.bar.setFormat(text)
        if self.cancelling and p.phase not in ("done", "cancelled"):
            self.headline.setText("Cancelling…")
            self.current.setText("")
            return
        self.headline.setText(p.headline())
        self.current.setText("Paused — Resume continues where it stopped"
                             if self.pause_button.isChecked() else p.current_text())


class FileStatusList(QWidget):
    """Every file of the recent runs: indexed / skipped / failed with the reason.

    Signals:
        open_requested(str): open this file in its default app.
        retry_requested(str): index this file again.
    """

    open_requested = Signal(str)
    retry_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels(["Status", "File", "Details"])
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setColumnWidth(0, 90)
        self.tree.setColumnWidth(1, 220)
        self.tree.itemSelectionChanged.connect(self._update_buttons)
        self.tree.itemDoubleClicked.connect(lambda item, _c: self.open_requested.emit(
            item.data(0, PATH_ROLE)))
        self.open_button = QPushButton("Open file")
        self.open_button.clicked.connect(lambda: self._with_selected(self.open_requested))
        self.retry_button = QPushButton("Retry")
        self.retry_button.clicked.connect(lambda: self._with_selected(self.retry_requested))
        self.counts = QLabel("")
        buttons = QHBoxLayout()
        buttons.addWidget(self.counts, 1)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.retry_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tree, 1)
        layout.addLayout(buttons)
        self._items: dict[str, QTreeWidgetItem] = {}
        self._update_buttons()

    def feed(self, events: list[dict]) -> None:
        new: list[QTreeWidgetItem] = []
        for event in events:
            if event.get("kind") == "summary" and event.get("cancelled"):
                self._abandoned()
            status = STATUS_TEXT.get(event.get("kind", ""))
            if status is None:
                continue
            chunks = event.get("chunks")
            detail = event.get("reason") or (
                f"{chunks} passage{'' if chunks == 1 else 's'}" if chunks is not None else "")
            item = self._item(event["path"], new)
            self._set(item, status, detail)
        if new:
            self.tree.addTopLevelItems(new)
        self._update_counts()

    def _abandoned(self) -> None:
        """Files a cancel stopped mid-parse: not indexed, read on the next run."""
        for item in self._items.values():
            if item.text(0) == STATUS_TEXT["file_started"]:
                self._set(item, "not indexed", "cancelled — read on the next run")

    def show_problems(self, problems: list[Problem]) -> None:
        """Files the library could not index (shown when no run has listed them yet)."""
        new: list[QTreeWidgetItem] = []
        for problem in problems:
            if problem.path not in self._items:
                self._set(self._item(problem.path, new), problem.state, problem.reason)
        if new:
            self.tree.addTopLevelItems(new)
        self._update_counts()

    def status_of(self, path: str) -> tuple[str, str] | None:
        item = self._items.get(path)
        return (item.text(0), item.text(2)) if item else None

    def _item(self, path: str, new: list[QTreeWidgetItem]) -> QTreeWidgetItem:
        item = self._items.get(path)
        if item is None:
            item = QTreeWidgetItem(["", display_name(path), ""])
            item.setData(0, PATH_ROLE, path)
            item.setToolTip(1, display_path(path))
            self._items[path] = item
            new.append(item)
        return item

    def _set(self, item: QTreeWidgetItem, status: str, detail: str) -> None:
        item.setText(0, status)
        item.setText(2, detail)
        item.setToolTip(2, detail)
        if status == "failed":
            item.setForeground(0, Qt.GlobalColor.red)
        elif status == "skipped":
            item.setForeground(0, Qt.GlobalColor.darkYellow)
        else:  # a file fixed by Retry loses its problem colour
            item.setData(0, Qt.ItemDataRole.ForegroundRole, None)

    def _update_counts(self) -> None:
        states = [item.text(0) for item in self._items.values()]
        self.counts.setText(f"{states.count('indexed')} indexed · {states.count('skipped')} "
                            f"skipped · {states.count('failed')} failed")

    def _selected(self) -> QTreeWidgetItem | None:
        items = self.tree.selectedItems()
        return items[0] if items else None

    def _with_selected(self, signal: Signal) -> None:
        item = self._selected()
        if item is not None:
            signal.emit(item.data(0, PATH_ROLE))  # type: ignore[attr-defined]

    def _update_buttons(self) -> None:
        item = self._selected()
        self.open_button.setEnabled(item is not None)
        self.retry_button.setEnabled(item is not None and item.text(0) in ("failed", "skipped"))
