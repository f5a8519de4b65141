"""Keeping files out of the library: the exclusion menus' dialogs and the "Excluded items" list."""

from __future__ import annotations

import os

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.core import jobs, snapshots
from desktop_app.core.snapshots import LibrarySnapshot
from desktop_app.ui import theme
from desktop_app.ui.index_controller import IndexController
from desktop_app.wording import tr
from indexer import Exclusion, display_name, display_path, os_path, to_key


def pattern_hint() -> str:
    return tr("Matched against each file and folder name and against the path inside the "
              "folder, e.g. *.log, node_modules, drafts/**")


def describe(rule: Exclusion) -> str:
    """A rule as the list shows it: ``drafts/old.txt``, ``*.log (pattern)``."""
    if rule.kind == "pattern":
        return tr("{pattern} (pattern)").format(pattern=rule.rule)
    return display_path(rule.rule)


class ExclusionsDialog(QDialog):
    """One library folder's exclusion rules, each with an "Include again" button.

    Signals:
        include_requested(object): drop this ``Exclusion`` (its files are indexed again).
    """

    include_requested = Signal(object)

    def __init__(self, root: str, rules: tuple[Exclusion, ...] = (),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.root = root
        self.setWindowTitle(tr("Excluded from {folder}").format(folder=display_name(root)))
        self.heading = QLabel("")
        self.heading.setWordWrap(True)
        self.grid = QGridLayout()
        self.include_buttons: dict[Exclusion, QPushButton] = {}
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(self.grid)
        layout.addStretch(1)
        layout.addWidget(close)
        self.set_rules(rules)

    def set_rules(self, rules: tuple[Exclusion, ...]) -> None:
        while self.grid.count():
            widget = self.grid.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        self.include_buttons = {}
        text = (tr("%n rule(s) keep(s|) files of {folder} out of the library.", n=len(rules))
                if rules else tr("Nothing in {folder} is excluded."))
        self.heading.setText(text.format(folder=display_path(self.root)))
        for row, rule in enumerate(rules):
            label = QLabel(describe(rule))
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setToolTip(display_path(os.path.join(self.root, rule.rule))
                             if rule.kind == "path" else pattern_hint())
            button = QPushButton(tr("Include again"))
            button.setToolTip(tr("Index what this rule keeps out again"))
            theme.set_icon(button, "include")
            button.clicked.connect(lambda _checked=False, r=rule: self._include(r))
            self.grid.addWidget(label, row, 0)
            self.grid.addWidget(button, row, 1)
            self.include_buttons[rule] = button

    def _include(self, rule: Exclusion) -> None:
        self.include_buttons[rule].setEnabled(False)  # the list updates once it is written
        self.include_requested.emit(rule)


class ExclusionActions(QObject):
    """Turns the exclusion menu items of the Library panel and the Files list into rules for
    the controller, asking for a folder or a pattern where needed. Holds no library state:
    the folders and their rules come from the controller's latest snapshot."""

    def __init__(self, window: QWidget, controller: IndexController, *sources: QObject) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.folder_dialog: QFileDialog | None = None
        self.pattern_dialog: QInputDialog | None = None
        self.dialogs: dict[str, ExclusionsDialog] = {}
        for source in sources:  # LibraryPanel, FileStatusList: the same four signals
            if hasattr(source, "exclude_file_requested"):
                source.exclude_file_requested.connect(self.exclude_file)
            source.exclude_folder_requested.connect(self.exclude_folder)
            source.exclude_pattern_requested.connect(self.exclude_pattern)
            source.exclusions_requested.connect(self.show_excluded)
            if hasattr(source, "mark_excluded"):
                controller.exclusions_changed.connect(
                    lambda added, rules, s=source: s.mark_excluded(rules) if added else None)
        controller.snapshot.connect(self._on_snapshot)

    def exclude_file(self, path: str) -> None:
        root = self._root(path)
        if root is not None:
            self._exclude(root, path, "path")

    def exclude_folder(self, path: str) -> None:
        """Ask for a subfolder of ``path``'s library folder (the dialog opens inside it)."""
        root = self._root(path)
        if root is None:
            return
        start = path if path == root else os.path.dirname(path)
        dialog = QFileDialog(self.window, tr("Exclude a folder from {folder}").format(
            folder=display_name(root)), os_path(start))
        dialog.setFileMode(QFileDialog.FileMode.Directory)
        dialog.setOption(QFileDialog.Option.ShowDirsOnly, True)
        dialog.fileSelected.connect(lambda chosen: self._folder_chosen(root, chosen))
        self.folder_dialog = dialog
        dialog.open()

    def exclude_pattern(self, path: str) -> None:
        """Ask for a glob pattern; a file's row suggests its extension (``*.log``)."""
        root = self._root(path)
        if root is None:
            return
        suffix = os.path.splitext(path)[1] if path != root else ""
        dialog = QInputDialog(self.window)
        name = display_name(root)
        dialog.setWindowTitle(tr("Exclude files matching — {folder}").format(folder=name))
        dialog.setLabelText(tr("Keep files matching this pattern out of {folder}.\n"
                               "{hint}.").format(folder=name, hint=pattern_hint()))
        dialog.setTextValue(f"*{suffix}" if suffix else "")
        dialog.textValueSelected.connect(lambda text: self._pattern_chosen(root, text))
        self.pattern_dialog = dialog
        dialog.open()

    def show_excluded(self, path: str) -> None:
        """The "Excluded items…" dialog of ``path``'s library folder."""
        root = self._root(path)
        if root is None:
            return
        dialog = self.dialogs.get(root)
        if dialog is None:
            dialog = ExclusionsDialog(root, self._rules(root), self.window)
            dialog.include_requested.connect(lambda rule: self.controller.include([rule]))
            dialog.finished.connect(lambda _result, r=root: self.dialogs.pop(r, None))
            self.dialogs[root] = dialog
        dialog.show()
        dialog.raise_()

    def _folder_chosen(self, root: str, chosen: str) -> None:
        if chosen:
            self._exclude(root, to_key(os.path.abspath(chosen)), "path")

    def _pattern_chosen(self, root: str, text: str) -> None:
        if text.strip():
            self._exclude(root, text.strip(), "pattern")

    def _exclude(self, root: str, target: str, kind: jobs.RuleKind) -> None:
        try:
            rule = jobs.exclusion_of(target, root, kind)
        except ValueError as exc:
            self.controller.failed.emit(str(exc))
            return
        self.controller.exclude([rule])

    def _root(self, path: str) -> str | None:
        root = snapshots.root_of(path, [r.path for r in self.controller.last_snapshot.roots])
        if root is None:
            self.controller.failed.emit(
                tr("{path} is not in a library folder").format(path=display_path(path)))
        return root

    def _rules(self, root: str) -> tuple[Exclusion, ...]:
        for info in self.controller.last_snapshot.roots:
            if info.path == root:
                return info.exclusions
        return ()

    def _on_snapshot(self, _snapshot: LibrarySnapshot) -> None:
        for root, dialog in list(self.dialogs.items()):
            dialog.set_rules(self._rules(root))
