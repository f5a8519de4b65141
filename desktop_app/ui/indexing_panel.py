"""Indexing you can watch: the progress strip and the per-file status list."""

from __future__ import annotations

import os
from collections.abc import Sequence

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QMenu,
    QProgressBar,
    QPushButton,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop_app.core.progress import Progress, scan_text
from desktop_app.core.snapshots import Problem
from desktop_app.ui import theme
from desktop_app.ui.card_dialog import card_lines
from desktop_app.wording import from_indexer, number, tr
from indexer import Exclusion, ExclusionMatcher, display_name, display_path

PATH_ROLE = Qt.ItemDataRole.UserRole
STATUS_ROLE = Qt.ItemDataRole.UserRole + 1  # the status below, whatever the language shown
STATUS_TEXT = {"file_started": "indexing…", "file_indexed": "indexed", "file_reused": "indexed",
               "file_skipped": "skipped", "file_failed": "failed"}
EXCLUDED = "excluded"
# a file's status → the kind of icon and colour it is shown with
FILE_STATUS_KINDS = {"indexed": "ok", "indexing…": "working", "skipped": "warning",
                     "failed": "error", "not indexed": "queued", EXCLUDED: "excluded"}


def status_label(status: str) -> str:
    """A file's status as the Status column shows it."""
    labels = {"indexed": tr("indexed", "file status"),
              "indexing…": tr("indexing…", "file status"),
              "skipped": tr("skipped", "file status"), "failed": tr("failed", "file status"),
              "not indexed": tr("not indexed", "file status"),
              EXCLUDED: tr("excluded", "file status")}
    return labels.get(status, status)


def scan_state_text(scan: dict, ocr: bool = True) -> str:
    """A Files row's details for a document whose scanned pages OCR has yet to read (with OCR
    switched off in Settings, no run reads them)."""
    if not ocr:
        text = tr("scanned pages: {read} of {total} read — OCR is off, so the rest wait until "
                  "it is switched on in Settings")
    elif scan.get("held"):
        text = tr("scanned pages: {read} of {total} read — the OCR page limit keeps the rest "
                  "(menu ▸ Read all scanned pages)")
    else:
        text = tr("scanned pages: {read} of {total} read — the rest after every other file, on "
                  "the next run")
    return text.format(read=number(scan["read"]), total=number(scan["total"]))


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
        self.current.setWordWrap(True)  # "Paused — Resume continues…" in a narrow sidebar
        self.current.setProperty("muted", True)
        self.pause_button = QToolButton()
        self.pause_button.setText(tr("Pause"))
        self.pause_button.setCheckable(True)
        self.pause_button.toggled.connect(self._on_pause)
        self.cancel_button = QToolButton()
        self.cancel_button.setText(tr("Cancel"))
        self.cancel_button.clicked.connect(self._on_cancel)
        for button, icon in ((self.pause_button, "pause"), (self.cancel_button, "cancel")):
            theme.set_icon(button, icon)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
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
            self.headline.setText(tr("Removing the folder's passages…"))
        elif kind == "switch":
            self.headline.setText(tr("Rebuilding the vectors with the new embedding model…"))
        elif kind == "repair":
            self.headline.setText(tr("Repairing the library: rebuilding it from your folders…"))
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
            self.bar.setFormat(tr("Done") if not error else tr("Stopped"))
            self.headline.setText(error or tr("Done."))
            self.current.setText("")
            return
        self.progress.update(summary)
        self._render()

    def set_paused(self, paused: bool) -> None:
        if self.cancelling:
            return
        self.pause_button.blockSignals(True)
        self.pause_button.setChecked(paused)
        self._label_pause(paused)
        self.pause_button.blockSignals(False)
        self.current.setText(tr("Paused — Resume continues where it stopped") if paused
                             else self.progress.current_text())

    def _on_cancel(self) -> None:
        """Say so at once (the run stops within a second or two), then ask for the stop."""
        self.cancelling = True
        self.cancel_button.setEnabled(False)
        self.pause_button.setEnabled(False)
        self.headline.setText(tr("Cancelling…"))
        self.current.setText("")
        self.cancel_requested.emit()

    def _on_pause(self, checked: bool) -> None:
        self._label_pause(checked)
        self.pause_toggled.emit(checked)

    def _label_pause(self, paused: bool) -> None:
        self.pause_button.setText(tr("Resume") if paused else tr("Pause"))
        theme.set_icon(self.pause_button, "resume" if paused else "pause")

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
            self.headline.setText(tr("Cancelling…"))
            self.current.setText("")
            return
        self.headline.setText(p.headline())
        self.current.setText(tr("Paused — Resume continues where it stopped")
                             if self.pause_button.isChecked() else p.current_text())


class FileStatusList(QWidget):
    """Every file of the recent runs and the library's indexed documents: indexed / skipped /
    failed with the reason; a file name's tooltip shows the document's card.

    Signals:
        open_requested(str): open this file in its default app.
        retry_requested(str): index this file again.
        exclude_file_requested(str): keep this file out of the library.
        exclude_folder_requested(str): pick a subfolder of this file's library folder to keep out.
        exclude_pattern_requested(str): ask for a pattern of files to keep out (of its folder).
        exclusions_requested(str): show what this file's library folder keeps out.
        card_edit_requested(str): correct this document's card (title, period…).
        summary_requested(str): summarise this document (the question's scope: it).
        ask_requested(str): ask about this document (the question's scope: it).
        read_scan_requested(str): read every scanned page of this file (past the OCR limit).
    """

    open_requested = Signal(str)
    retry_requested = Signal(str)
    exclude_file_requested = Signal(str)
    exclude_folder_requested = Signal(str)
    exclude_pattern_requested = Signal(str)
    exclusions_requested = Signal(str)
    card_edit_requested = Signal(str)
    summary_requested = Signal(str)
    ask_requested = Signal(str)
    read_scan_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([tr("Status"), tr("File"), tr("Details")])
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setColumnWidth(0, 90)
        self.tree.setColumnWidth(1, 220)
        self.tree.itemSelectionChanged.connect(self._update_buttons)
        self.tree.itemDoubleClicked.connect(lambda item, _c: self.open_requested.emit(
            item.data(0, PATH_ROLE)))
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.customContextMenuRequested.connect(self._show_menu)
        self._menu: QMenu | None = None
        self.open_button = QPushButton(tr("Open file"))
        self.open_button.clicked.connect(lambda: self._with_selected(self.open_requested))
        self.retry_button = QPushButton(tr("Retry"))
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
        self._cards: dict[str, dict] = {}  # path → card, as the tooltips show them
        self._scans: dict[str, dict] = {}  # path → its scanned pages still to read
        self.read_only = False  # cards cannot be corrected here (a shared or read-only library)
        self._update_buttons()

    def feed(self, events: list[dict]) -> None:
        new: list[QTreeWidgetItem] = []
        for event in events:
            if event.get("kind") == "summary" and event.get("cancelled"):
                self._abandoned()
            if event.get("kind") == "scan_progress":
                self._set(self._item(event["path"], new), "indexed", scan_text(event))
                continue
            status = STATUS_TEXT.get(event.get("kind", ""))
            if status is None:
                continue
            chunks = event.get("chunks")
            detail = from_indexer(event.get("reason") or "") or (
                tr("%n passage(s)", n=chunks) if chunks is not None else "")
            item = self._item(event["path"], new)
            self._set(item, status, detail)
        if new:
            self.tree.addTopLevelItems(new)
        self._update_counts()

    def _abandoned(self) -> None:
        """Files a cancel stopped mid-parse: not indexed, read on the next run."""
        for item in self._items.values():
            if _status(item) == STATUS_TEXT["file_started"]:
                self._set(item, "not indexed", tr("cancelled — read on the next run"))

    def show_problems(self, problems: list[Problem]) -> None:
        """Files the library could not index (shown when no run has listed them yet)."""
        new: list[QTreeWidgetItem] = []
        for problem in problems:
            if problem.path not in self._items:
                self._set(self._item(problem.path, new), problem.state,
                          from_indexer(problem.reason))
        if new:
            self.tree.addTopLevelItems(new)
        self._update_counts()

    def show_cards(self, cards: dict[str, dict]) -> None:
        """Each file's card in its name's tooltip; indexed files not listed yet are added (after
        a restart the list shows the library's documents, not only the last run's files)."""
        new: list[QTreeWidgetItem] = []
        for path in sorted(cards.keys() - self._items.keys()):
            self._set(self._item(path, new), "indexed", "")
        for path in cards.keys() | self._cards.keys():
            card = cards.get(path)
            item = self._items.get(path)
            if item is not None and card != self._cards.get(path):
                item.setToolTip(1, "\n".join([display_path(path), *card_lines(card or {})]))
        self._cards = dict(cards)
        if new:
            self.tree.addTopLevelItems(new)
            self._update_counts()

    def show_scans(self, scans: dict[str, dict], ocr: bool = True) -> None:
        """Documents whose scanned pages OCR has yet to read say how far it got, and whether
        a run will read the rest (not with OCR switched off)."""
        self._scans = dict(scans)
        for path, scan in scans.items():
            item = self._items.get(path)
            if item is not None and _status(item) == "indexed":
                self._set(item, "indexed", scan_state_text(scan, ocr))

    def set_read_only(self, read_only: bool) -> None:
        """A shared or read-only library: its documents' cards cannot be corrected here."""
        self.read_only = read_only

    def mark_excluded(self, rules: Sequence[Exclusion]) -> None:
        """Rows the new rules keep out say so (the next run removes them from the index)."""
        by_root: dict[str, list[Exclusion]] = {}
        for rule in rules:
            by_root.setdefault(rule.root, []).append(rule)
        for root, root_rules in by_root.items():
            matcher = ExclusionMatcher(root_rules)
            prefix = os.path.join(root, "")
            detail = tr("kept out of the library — Excluded items… includes it again")
            for path, item in self._items.items():
                if path.startswith(prefix) and matcher.excludes(path[len(prefix):]):
                    self._set(item, EXCLUDED, detail)
        self._update_counts()

    def menu_for(self, path: str) -> QMenu:
        """A file row's context menu: open, retry, document details, the exclusion actions."""
        menu = QMenu(self)
        item = self._items.get(path)
        open_action = menu.addAction(theme.icon("open-external"), tr("Open file"))
        open_action.triggered.connect(lambda: self.open_requested.emit(path))
        retry = menu.addAction(theme.icon("reindex"), tr("Retry"))
        retry.setEnabled(item is not None and _status(item) in ("failed", "skipped"))
        retry.triggered.connect(lambda: self.retry_requested.emit(path))
        details = menu.addAction(theme.icon("edit"), tr("Document details…"))
        details.setEnabled(path in self._cards and not self.read_only)
        details.triggered.connect(lambda: self.card_edit_requested.emit(path))
        scan = menu.addAction(theme.icon("reindex"), tr("Read all scanned pages"))
        scan.setEnabled(bool(self._scans.get(path, {}).get("held")) and not self.read_only)
        scan.triggered.connect(lambda: self.read_scan_requested.emit(path))
        menu.addSeparator()
        indexed = path in self._cards or (item is not None and _status(item) == "indexed")
        for text, signal in ((tr("Summarise this document"), self.summary_requested),
                             (tr("Ask about this document"), self.ask_requested)):
            action = menu.addAction(theme.icon("scope"), text)
            action.setEnabled(indexed)
            action.triggered.connect(lambda _checked=False, s=signal: s.emit(path))
        menu.addSeparator()
        excluded = item is not None and _status(item) == EXCLUDED
        for text, icon, signal in (
                (tr("Exclude this file"), "exclude", self.exclude_file_requested),
                (tr("Exclude folder…"), "folder", self.exclude_folder_requested),
                (tr("Exclude files matching…"), "exclude", self.exclude_pattern_requested),
                (tr("Excluded items…"), "include", self.exclusions_requested)):
            action = menu.addAction(theme.icon(icon), text)
            action.triggered.connect(lambda _checked=False, s=signal: s.emit(path))
            if signal is self.exclude_file_requested:
                action.setEnabled(not excluded)
        return menu

    def _show_menu(self, pos: QPoint) -> None:
        item = self.tree.itemAt(pos)
        if item is not None:
            self._menu = self.menu_for(item.data(0, PATH_ROLE))
            self._menu.popup(self.tree.viewport().mapToGlobal(pos))

    def status_of(self, path: str) -> tuple[str, str] | None:
        item = self._items.get(path)
        return (_status(item), item.text(2)) if item else None

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
        item.setData(0, STATUS_ROLE, status)
        item.setText(0, status_label(status))
        item.setText(2, detail)
        item.setToolTip(2, detail)
        kind = FILE_STATUS_KINDS.get(status, "working")
        item.setIcon(0, theme.status_icon(kind))
        if kind in ("error", "warning", "excluded"):
            item.setForeground(0, theme.status_color(kind))
        else:  # a file fixed by Retry loses its problem colour
            item.setData(0, Qt.ItemDataRole.ForegroundRole, None)

    def _update_counts(self) -> None:
        states = [_status(item) for item in self._items.values()]
        text = tr("{indexed} indexed · {skipped} skipped · {failed} failed · {excluded} excluded") \
            if EXCLUDED in states else tr("{indexed} indexed · {skipped} skipped · {failed} failed")
        self.counts.setText(text.format(indexed=states.count("indexed"),
                                        skipped=states.count("skipped"),
                                        failed=states.count("failed"),
                                        excluded=states.count(EXCLUDED)))

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
        self.retry_button.setEnabled(item is not None and _status(item) in ("failed", "skipped"))


def _status(item: QTreeWidgetItem) -> str:
    """A row's status (``FILE_STATUS_KINDS``' keys), not the words its column shows."""
    return item.data(0, STATUS_ROLE) or ""
