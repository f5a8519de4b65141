"""The Library sidebar: indexed folders with counts and state; add, re-index, remove, open,
and a context menu to keep files, subfolders or patterns out."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.core.snapshots import LibrarySnapshot, RootInfo
from desktop_app.ui import theme
from desktop_app.wording import from_indexer, tr
from indexer import display_name, display_path

PATH_ROLE = Qt.ItemDataRole.UserRole


def root_state(root: RootInfo, active: set[str] | None, dirty: set[str],
               paused: bool = False, unfinished: dict[str, str] | None = None) -> str:
    """indexing / paused / missing on disk / needs re-index / why a run did not finish
    (e.g. "cancelled — 120 passages without vectors") / passages the library has no vectors
    for yet / indexed."""
    if active is not None and (not active or root.path in active):
        return tr("paused", "folder state") if paused else tr("indexing", "folder state")
    if not root.exists:
        return tr("missing on disk", "folder state")
    if root.path in dirty:
        return tr("needs re-index", "folder state")
    if unfinished and root.path in unfinished:
        return unfinished[root.path]
    if root.without_vectors:  # read from the library: true after a restart too
        return tr("%n passage(s) without vectors", n=root.without_vectors)
    return tr("indexed", "folder state")


def state_kind(state: str, root: RootInfo) -> str:
    """The icon and colour a folder's row is shown with (see ``theme.status_icon``)."""
    if state == tr("indexing", "folder state"):
        return "working"
    if state == tr("paused", "folder state"):
        return "paused"
    if state == tr("missing on disk", "folder state"):
        return "error"
    if state != tr("indexed", "folder state"):
        return "warning"  # needs re-index, cancelled, stopped early
    return "warning" if root.failed else "ok"


class LibraryPanel(QWidget):
    """Lists the library folders.

    Signals:
        add_requested(): the user wants to pick a folder.
        repair_requested(): set the damaged library aside and rebuild it.
        reindex_requested(list): folders to index again ([] = all).
        remove_requested(str): forget this folder.
        drop_missing_requested(str): index it, dropping the files it no longer holds even if
            that is all of them (ordinary runs keep them: an unmounted share looks empty).
        open_requested(str): show this folder in the file manager.
        exclude_folder_requested(str): pick a subfolder of this folder to keep out.
        exclude_pattern_requested(str): ask for a pattern of files to keep out of this folder.
        exclusions_requested(str): show what this folder keeps out ("Include again").
    """

    add_requested = Signal()
    repair_requested = Signal()
    reindex_requested = Signal(list)
    remove_requested = Signal(str)
    drop_missing_requested = Signal(str)
    open_requested = Signal(str)
    exclude_folder_requested = Signal(str)
    exclude_pattern_requested = Signal(str)
    exclusions_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel(f"<b>{tr('Library')}</b>")
        self.summary = QLabel("")
        self.summary.setProperty("muted", True)
        self.list = QListWidget()
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.list.itemSelectionChanged.connect(self._update_buttons)
        self.list.itemDoubleClicked.connect(lambda item: self.open_requested.emit(
            item.data(PATH_ROLE)))
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._show_menu)
        self._menu: QMenu | None = None
        self.empty = QLabel(tr("Drop folders or files here, or use {add_folder}, to make them "
                               "searchable.").format(add_folder=f"<b>{tr('Add folder…')}</b>"))
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.problem = QLabel("")  # the library's own health: damaged, vectors missing
        self.problem.setWordWrap(True)
        self.problem.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.problem.setProperty("warning", True)
        self.shared_note = QLabel("")  # a shared library: who published it, and when
        self.shared_note.setWordWrap(True)
        self.shared_note.setProperty("muted", True)
        self.repair_button = QPushButton(tr("Repair library"))
        self.repair_button.setToolTip(tr("Move the damaged library files aside (nothing is "
                                         "deleted) and rebuild them from your folders"))
        self.repair_button.clicked.connect(self.repair_requested)
        self.add_button = QPushButton(tr("Add folder…"))
        self.add_button.clicked.connect(self.add_requested)
        theme.set_icon(self.add_button, "add-folder")
        theme.set_icon(self.repair_button, "repair")
        self.reindex_button = QToolButton()
        self.reindex_button.setText(tr("Re-index"))
        self.reindex_button.setToolTip(tr("Index the selected folder again (all folders if none "
                                          "is selected)"))
        self.reindex_button.clicked.connect(self._reindex)
        self.remove_button = QToolButton()
        self.remove_button.setText(tr("Remove"))
        self.remove_button.setToolTip(tr("Forget the selected folder and its passages "
                                         "(your files are not touched)"))
        self.remove_button.clicked.connect(lambda: self._with_selected(self.remove_requested))
        self.open_button = QToolButton()
        self.open_button.setText(tr("Open"))
        self.open_button.setToolTip(tr("Show the selected folder in the file manager"))
        self.open_button.clicked.connect(lambda: self._with_selected(self.open_requested))
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addStretch(1)
        for button, icon in ((self.reindex_button, "reindex"), (self.remove_button, "remove"),
                             (self.open_button, "open")):
            theme.set_icon(button, icon)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
            button.setAutoRaise(True)
            buttons.addWidget(button)
        heading = QHBoxLayout()
        heading.addWidget(self.heading)
        heading.addStretch(1)
        heading.addWidget(self.summary)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(heading)
        layout.addWidget(self.shared_note)
        layout.addWidget(self.problem)
        layout.addWidget(self.repair_button)
        layout.addWidget(self.empty)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self._snapshot = LibrarySnapshot()
        self._active: set[str] | None = None
        self._dirty: set[str] = set()
        self._paused = False
        self._unfinished: dict[str, str] = {}
        self._render()

    def set_snapshot(self, snapshot: LibrarySnapshot) -> None:
        self._snapshot = snapshot
        self._render()

    def set_activity(self, active: set[str] | None, dirty: set[str],
                     unfinished: dict[str, str] | None = None) -> None:
        """``active``: folders being indexed (empty set = all; None = no run).
        ``unfinished``: folder → why its last run did not finish (kept when None)."""
        self._active, self._dirty = active, set(dirty)
        if active is None:
            self._paused = False
        if unfinished is not None:
            self._unfinished = dict(unfinished)
        self._render()

    def set_paused(self, paused: bool) -> None:
        self._paused = paused
        self._render()

    def roots(self) -> list[str]:
        return [r.path for r in self._snapshot.roots]

    def state_of(self, path: str) -> str | None:
        for root in self._snapshot.roots:
            if root.path == path:
                return root_state(root, self._active, self._dirty, self._paused,
                                  self._unfinished)
        return None

    def _render(self) -> None:
        selected = self._selected()
        self.list.clear()
        for root in self._snapshot.roots:
            state = root_state(root, self._active, self._dirty, self._paused, self._unfinished)
            name = display_name(root.path)
            counts = [tr("%n file(s)", n=root.indexed), tr("%n passage(s)", n=root.chunks)]
            if root.skipped or root.failed:
                counts.append(tr("%n not indexed", n=root.skipped + root.failed))
            if root.exclusions:
                counts.append(tr("%n excluded", n=len(root.exclusions)))
            item = QListWidgetItem(f"{name}\n{' · '.join(counts)} — {state}")
            item.setData(PATH_ROLE, root.path)
            item.setToolTip(display_path(root.path))
            item.setIcon(theme.status_icon(state_kind(state, root)))
            if state != tr("indexed", "folder state"):
                font = item.font()
                font.setItalic(True)
                item.setFont(font)
            self.list.addItem(item)
            if root.path == selected:
                item.setSelected(True)
        has_roots = bool(self._snapshot.roots)
        self.problem.setText(from_indexer(self._snapshot.problem))
        self.problem.setVisible(bool(self._snapshot.problem))
        self.repair_button.setVisible(self._snapshot.repairable)
        self.empty.setVisible(not has_roots and not self._snapshot.problem)
        self._show_shared(self._snapshot.shared)
        self.list.setVisible(has_roots)
        snap = self._snapshot
        self.summary.setText(tr("%n passage(s)", n=snap.chunks) if has_roots else "")
        self._update_buttons()

    def _show_shared(self, note: str) -> None:
        """A shared library is indexed where it is published: nothing here changes it."""
        self.shared_note.setText(note)
        self.shared_note.setVisible(bool(note))
        self.add_button.setVisible(not note)
        if note:
            self.empty.setText(tr("The shared library has no folders yet: they are added on "
                                  "the desktop that publishes it."))

    def menu_for(self, path: str) -> QMenu:
        """The folder row's context menu: open, re-index, exclusions, remove (a shared
        library's: open only)."""
        menu = QMenu(self)
        if self._snapshot.shared:
            menu.addAction(theme.icon("open"), tr("Open")).triggered.connect(
                lambda: self.open_requested.emit(path))
            return menu
        entries = ((tr("Open"), "open", self.open_requested),
                   (tr("Re-index"), "reindex", None),
                   None,
                   (tr("Exclude folder…"), "folder", self.exclude_folder_requested),
                   (tr("Exclude files matching…"), "exclude", self.exclude_pattern_requested),
                   (tr("Excluded items…"), "include", self.exclusions_requested),
                   None,
                   (tr("Drop files no longer there"), "reindex", self.drop_missing_requested),
                   (tr("Remove from library"), "remove", self.remove_requested))
        for entry in entries:
            if entry is None:
                menu.addSeparator()
                continue
            text, icon, signal = entry
            action = menu.addAction(theme.icon(icon), text)
            if signal is None:
                action.triggered.connect(lambda: self.reindex_requested.emit([path]))
            else:
                action.triggered.connect(lambda _checked=False, s=signal: s.emit(path))
        return menu

    def _show_menu(self, pos: QPoint) -> None:
        item = self.list.itemAt(pos)
        if item is not None:
            self._menu = self.menu_for(item.data(PATH_ROLE))
            self._menu.popup(self.list.viewport().mapToGlobal(pos))

    def _selected(self) -> str | None:
        items = self.list.selectedItems()
        return items[0].data(PATH_ROLE) if items else None

    def _with_selected(self, signal: Signal) -> None:
        path = self._selected()
        if path:
            signal.emit(path)  # type: ignore[attr-defined]

    def _reindex(self) -> None:
        path = self._selected()
        self.reindex_requested.emit([path] if path else [])

    def _update_buttons(self) -> None:
        selected = self._selected() is not None
        writable = not self._snapshot.shared
        self.remove_button.setEnabled(selected and writable)
        self.open_button.setEnabled(selected)
        self.reindex_button.setEnabled(bool(self._snapshot.roots) and writable)
