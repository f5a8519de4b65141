"""The scope bar above the question box: "Searching: All folders ▾" and its menu.

It renders and forwards: the menu lists the library folders (checkboxes), "All folders" and
"One file or subfolder…" (a filterable list of the library's subfolders and files, loaded by
the controller; a subfolder chosen there joins the folders ticked, and is listed in the menu to
be unticked).
"""

from __future__ import annotations

import os

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QMouseEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QSizePolicy,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.assistant.scope import Scope, folder_label
from desktop_app.ui import theme
from desktop_app.wording import tr
from indexer import display_name, display_path

MAX_LABEL_CHARS = 70


def one_file_text() -> str:
    """The menu entry that opens the picker (no file chosen yet)."""
    return tr("One file or subfolder…")


class StayOpenMenu(QMenu):
    """A menu whose checkboxes can be ticked several at a time (a click does not close it)."""

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        action = self.activeAction()
        if action is not None and action.isEnabled() and action.isCheckable() \
                and action.property("stay_open"):
            action.trigger()
            return
        super().mouseReleaseEvent(event)


FOLDER_ROLE = Qt.ItemDataRole.UserRole + 1  # the item is a subfolder, not a file


def subfolders(files: list[str], roots: list[str] | tuple[str, ...]) -> dict[str, int]:
    """Every folder inside a library folder that holds indexed files (at any depth), with how
    many: the places a search can be narrowed to beside the library folders themselves."""
    counts: dict[str, int] = {}
    for path in files:
        root = next((r for r in sorted(roots, key=len, reverse=True)
                     if path.startswith(os.path.join(r, ""))), None)
        if root is None:
            continue
        folder = os.path.dirname(path)
        while len(folder) > len(root) and folder.startswith(os.path.join(root, "")):
            counts[folder] = counts.get(folder, 0) + 1
            folder = os.path.dirname(folder)
    return dict(sorted(counts.items()))


class FilePicker(QDialog):
    """Choose one file or one subfolder of the library; type to filter. ``chosen(str)`` (a
    file) or ``folder_chosen(str)`` on OK/double-click."""

    chosen = Signal(str)
    folder_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Search one file or subfolder"))
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(tr("Type to filter the library's subfolders and files…"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._apply_filter)
        self.list = QListWidget()
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        self.list.currentItemChanged.connect(lambda *_: self._update_ok())
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.buttons)
        self.resize(520, 420)
        self.set_files(None)

    def set_files(self, files: list[str] | None, roots: list[str] | tuple[str, ...] = ()) -> None:
        """``None``: still loading."""
        self.list.clear()
        if files is None:
            self.list.addItem(QListWidgetItem(tr("Loading the library's files…")))
            self.list.setEnabled(False)
        elif not files:
            self.list.addItem(QListWidgetItem(tr("The library has no indexed files yet.")))
            self.list.setEnabled(False)
        else:
            self.list.setEnabled(True)
            for folder, count in subfolders(files, roots).items():
                count_text = tr("%n file(s)", n=count)
                item = QListWidgetItem(f"{_relative(folder, roots)}{os.sep}  ({count_text})")
                item.setData(Qt.ItemDataRole.UserRole, folder)
                item.setData(FOLDER_ROLE, True)
                item.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_DirIcon))
                item.setToolTip(display_path(folder))
                self.list.addItem(item)
            for path in files:
                item = QListWidgetItem(_relative(path, roots))
                item.setData(Qt.ItemDataRole.UserRole, path)
                item.setToolTip(display_path(path))
                self.list.addItem(item)
            self.list.setCurrentRow(0)
        self._apply_filter(self.filter.text())

    def _apply_filter(self, text: str) -> None:
        words = text.lower().split()
        first = None
        for i in range(self.list.count()):
            item = self.list.item(i)
            hide = bool(words) and not all(w in item.text().lower() for w in words)
            item.setHidden(hide)
            if not hide and first is None:
                first = item
        current = self.list.currentItem()
        if first is not None and (current is None or current.isHidden()):
            self.list.setCurrentItem(first)
        self._update_ok()

    def _update_ok(self) -> None:
        item = self.list.currentItem()
        ok = self.list.isEnabled() and item is not None and not item.isHidden()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def accept(self) -> None:
        item = self.list.currentItem()
        path = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if path and not item.isHidden():
            (self.folder_chosen if item.data(FOLDER_ROLE) else self.chosen).emit(path)
            super().accept()


def _relative(path: str, roots: list[str] | tuple[str, ...]) -> str:
    """"Contracts/2024/lease.pdf": the file under the library folder that holds it."""
    for root in sorted(roots, key=len, reverse=True):
        prefix = os.path.join(root, "")
        if path.startswith(prefix):
            return display_path(os.path.join(display_name(root), path[len(prefix):]))
    return display_path(path)


class ScopeBar(QWidget):
    """"Searching: <scope> ▾". Signals:
        scope_chosen(object): the user chose a ``Scope``.
        files_requested(): "One file or subfolder…" was chosen; answer with ``show_files``.
    """

    scope_chosen = Signal(object)
    files_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scope = Scope()
        self.roots: list[str] = []
        self.picker: FilePicker | None = None
        self.button = QToolButton()
        self.button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        theme.set_icon(self.button, "scope")
        self.button.setAutoRaise(True)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setStyleSheet("QToolButton { padding: 1px 4px; }"
                                  " QToolButton::menu-indicator { image: none; width: 0; }")
        self.menu = StayOpenMenu(self.button)
        self.menu.aboutToShow.connect(self._fill_menu)
        self.button.setMenu(self.menu)
        self.warning = QLabel("")
        self.warning.setTextFormat(Qt.TextFormat.PlainText)
        self.warning.setStyleSheet(f"color: {theme.colors().warn.name()};")
        # a narrow chat column cuts the warning instead of growing (its full text: tooltip)
        self.warning.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.warning.setVisible(False)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.button)
        layout.addWidget(self.warning, 1)
        layout.addStretch(0)
        self._render()

    # -- what the controller tells it --------------------------------------------------------

    def set_scope(self, scope: Scope) -> None:
        self.scope = scope
        self._render()

    def set_roots(self, roots: list[str]) -> None:
        """The library folders as last read (checked against the scope, no disk access)."""
        self.roots = list(roots)
        self._render()

    def show_files(self, files: list[str]) -> None:
        if self.picker is not None:
            self.picker.set_files(files, self.roots)

    @property
    def text(self) -> str:
        return self.button.text().removesuffix(" ▾")

    def missing(self) -> list[str]:
        """Scope folders (or the file) that are not in the library any more."""
        if self.scope.is_all or not self.roots:
            return []
        roots = {os.path.normpath(r) for r in self.roots}
        wanted = [self.scope.file] if self.scope.file else list(self.scope.folders)
        return [p for p in wanted if not any(
            os.path.normpath(p) == r or os.path.normpath(p).startswith(os.path.join(r, ""))
            for r in roots)]

    # -- rendering ---------------------------------------------------------------------------

    def _render(self) -> None:
        label = tr("All folders") if self.scope.is_all else self.scope.label()
        if len(label) > MAX_LABEL_CHARS:
            label = label[:MAX_LABEL_CHARS - 1].rstrip(", ") + "…"
        self.button.setText(tr("Searching: {scope}").format(scope=label) + " ▾")
        font = self.button.font()
        font.setBold(not self.scope.is_all)  # a narrowed search should not go unnoticed
        self.button.setFont(font)
        where = (display_path(self.scope.file) if self.scope.file else
                 "\n".join(display_path(f) for f in self.scope.folders)
                 or tr("every library folder"))
        self.button.setToolTip(tr("Questions in this conversation search:\n{where}\n"
                                  "Click to choose folders or one file.").format(where=where))
        gone = self.missing()
        if gone:
            names = ", ".join(folder_label(p) if not self.scope.file else display_name(p)
                              for p in gone)
            self.warning.setText("⚠ " + tr("{names} left the library: all folders are searched")
                                 .format(names=names))
            self.warning.setToolTip(tr("{names} is no longer in the library, so questions in "
                                       "this conversation search all folders until you choose "
                                       "again.").format(names=names))
        self.warning.setVisible(bool(gone))
        if not self.menu.isVisible():
            self._fill_menu()

    def _fill_menu(self) -> None:
        self.menu.clear()
        everything = self.menu.addAction(tr("All folders"))
        everything.setCheckable(True)
        everything.setChecked(self.scope.is_all)
        everything.triggered.connect(lambda: self._choose(Scope()))
        self.menu.addSeparator()
        chosen = set(self.scope.folders)
        self.folder_actions: dict[str, QAction] = {}
        shown = list(self.roots) + [f for f in self.scope.folders if f not in self.roots]
        gone = set(self.missing())
        for root in shown:
            action = self.menu.addAction(folder_label(root))
            action.setCheckable(True)
            action.setChecked(root in chosen)
            action.setProperty("stay_open", True)
            action.setToolTip(display_path(root))
            if root in gone:
                action.setText(tr("{folder} (removed from the library)")
                               .format(folder=folder_label(root)))
            action.toggled.connect(lambda on, r=root: self._toggle_folder(r, on))
            self.folder_actions[root] = action
        if not shown:
            empty = self.menu.addAction(tr("No folders in the library yet"))
            empty.setEnabled(False)
        self.menu.addSeparator()
        self.file_action = self.menu.addAction(one_file_text())
        self.file_action.setCheckable(True)
        self.file_action.triggered.connect(self.open_file_picker)
        self._sync_checks()

    def _toggle_folder(self, root: str, on: bool) -> None:
        folders = [f for f in self.scope.folders if f != root]
        if on:
            folders.append(root)
        order = {r: i for i, r in enumerate(self.roots)}
        folders.sort(key=lambda f: order.get(f, len(order)))
        self._choose(Scope(tuple(folders)))
        if self.menu.isVisible():
            self._sync_checks()

    def _sync_checks(self) -> None:
        """Keep the open menu's ticks in step with the scope (no signals while doing so)."""
        for root, action in self.folder_actions.items():
            action.blockSignals(True)
            action.setChecked(root in self.scope.folders)
            action.blockSignals(False)
        first = self.menu.actions()[0]
        first.setChecked(self.scope.is_all)
        self.file_action.setChecked(bool(self.scope.file))
        self.file_action.setText(tr("One file: {name}…").format(name=display_name(self.scope.file))
                                 if self.scope.file else one_file_text())

    def _choose(self, scope: Scope) -> None:
        if scope != self.scope:
            self.set_scope(scope)
            self.scope_chosen.emit(scope)

    def _add_folder(self, path: str) -> None:
        """A subfolder chosen in the picker joins the folders already ticked (untick any in
        the menu); with all folders or one file searched, it is the scope alone."""
        folders = () if self.scope.is_all or self.scope.file else self.scope.folders
        self._choose(Scope(tuple(dict.fromkeys((*folders, path)))))

    def open_file_picker(self) -> None:
        self.file_action.setChecked(bool(self.scope.file))  # ticked only once one is chosen
        if self.picker is None:
            self.picker = FilePicker(self.window())
            self.picker.chosen.connect(lambda path: self._choose(Scope(file=path)))
            self.picker.folder_chosen.connect(self._add_folder)
        self.picker.filter.clear()
        self.picker.set_files(None)
        self.files_requested.emit()
        self.picker.open()
