"""The Help menu: About, the window's keyboard shortcuts, where the data lives, the self-test."""

from __future__ import annotations

import os
import platform
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QFontDatabase, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop_app.assistant.conversations import DB_NAME
from desktop_app.ui.services import Services
from desktop_app.wording import tr
from indexer import footnote_version


def about_text(version: str) -> str:
    """The About box's rich text for Footnote ``version``."""
    what = tr("Answers questions about your own documents, with numbered references to the "
              "passages they come from: click one to see it on its page.")
    offline = tr("Footnote works offline. Your documents, the library and your conversations "
                 "stay on this computer; questions go only to the Ollama server chosen in "
                 "Settings (this computer unless you chose another).")
    return (f"<h3>Footnote {version}</h3><p>{what}</p><p>{offline}</p>"
            f"<p><small>Python {platform.python_version()} · PySide6 {pyside_version}</small></p>")


def plain_text(label: str) -> str:
    """A menu label without its mnemonic marks ("&Quit" → "Quit", "&&" → "&")."""
    return label.replace("&&", "\0").replace("&", "").replace("\0", "&")


def key_text(sequences: list[QKeySequence]) -> str:
    return ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText)
                     for k in sequences if not k.isEmpty())


def window_shortcuts(window: QWidget) -> list[tuple[str, str]]:
    """(what it does, its keys) of every action and shortcut of ``window``, as they are set."""
    rows: dict[str, str] = {}
    for action in window.findChildren(QAction):
        keys = key_text(action.shortcuts())
        if keys and action.text():
            rows.setdefault(plain_text(action.text()), keys)
    for shortcut in window.findChildren(QShortcut):
        keys = key_text(shortcut.keys())
        if keys and shortcut.whatsThis():
            rows.setdefault(shortcut.whatsThis(), keys)
    return list(rows.items())


def data_locations(services: Services) -> list[tuple[str, Path, bool]]:
    """(what, where, is a folder) of what Footnote keeps on this computer."""
    data, config = Path(services.data_dir), Path(services.config_dir)
    return [(tr("Library and conversations"), data, True),
            (tr("Conversations file"), data / DB_NAME, False),
            (tr("Settings"), config, True)]


def self_test_command() -> list[str]:
    """``footnote --self-test`` as this installation runs it (a bundle is its own program)."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "--self-test"]
    return [sys.executable, "-m", "desktop_app", "--self-test"]


class SelfTestRun:
    """The self-test in a child process (its own interpreter: indexing and the PDF export never
    hold the window's GIL), read line by line; its exit code comes last."""

    def __init__(self, command: list[str] | None = None) -> None:
        self.command = command or self_test_command()
        self._process: subprocess.Popen[str] | None = None
        self._stopped = threading.Event()

    def lines(self) -> Iterator[str | int]:
        env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
        with subprocess.Popen(self.command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              stdin=subprocess.DEVNULL, text=True, encoding="utf-8",
                              errors="replace", env=env,
                              creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0)) as child:
            self._process = child
            if self._stopped.is_set():
                child.kill()
            assert child.stdout is not None
            for line in child.stdout:
                yield line.rstrip("\n")
            yield child.wait()

    def stop(self) -> None:
        self._stopped.set()
        if self._process is not None and self._process.poll() is None:
            self._process.kill()


class ShortcutsDialog(QDialog):
    """The window's keyboard shortcuts, two columns."""

    def __init__(self, rows: list[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Keyboard shortcuts"))
        self.table = QTreeWidget()
        self.table.setHeaderLabels([tr("Action"), tr("Keys")])
        self.table.setRootIsDecorated(False)
        self.table.addTopLevelItems([QTreeWidgetItem([what, keys]) for what, keys in rows])
        self.table.resizeColumnToContents(0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(460, 420)

    def rows(self) -> list[tuple[str, str]]:
        items = (self.table.topLevelItem(i) for i in range(self.table.topLevelItemCount()))
        return [(item.text(0), item.text(1)) for item in items]


class DataDialog(QDialog):
    """Where Footnote keeps the user's data, each place openable and copyable."""

    def __init__(self, places: list[tuple[str, Path, bool]], open_path: Callable[[str], None],
                 say: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Where my data lives"))
        self.open_buttons: dict[str, QPushButton] = {}
        self.copy_buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        for row, (what, path, folder) in enumerate(places):
            self._add_row(grid, row, what, path, folder, open_path, say)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(buttons)
        self.resize(680, self.sizeHint().height())

    def _add_row(self, grid: QGridLayout, row: int, what: str, path: Path, folder: bool,
                 open_path: Callable[[str], None], say: Callable[[str], None]) -> None:
        field = QLineEdit(str(path))
        field.setReadOnly(True)
        field.setCursorPosition(0)
        opener = QPushButton(tr("Open") if folder else tr("Open folder"))
        opener.setToolTip(tr("Show it in the file manager") if folder
                          else tr("Show its folder in the file manager"))
        opener.clicked.connect(lambda: open_path(str(path if folder else path.parent)))
        copier = QPushButton(tr("Copy"))
        copier.setToolTip(tr("Copy the path to the clipboard"))
        copier.clicked.connect(lambda: (QApplication.clipboard().setText(str(path)),
                                        say(tr("Copied {path}").format(path=path))))
        for column, widget in enumerate((QLabel(what), field, opener, copier)):
            grid.addWidget(widget, row, column)
        self.open_buttons[what], self.copy_buttons[what] = opener, copier


class SelfTestDialog(QDialog):
    """The self-test's lines as they come, then whether it passed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Footnote self-test"))
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.output = QPlainTextEdit()
        self.output.setReadOnly(True)
        self.output.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.again_button = QPushButton(tr("Run again"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.status, self.progress, self.output, buttons):
            layout.addWidget(widget)
        self.exit_code: int | None = None
        self.resize(720, 380)

    def started(self) -> None:
        self.exit_code = None
        self.output.clear()
        self.status.setText(tr("Indexing, searching and exporting a sample in a temporary "
                               "folder (a few seconds; your library is not touched)…"))
        self.progress.setVisible(True)
        self.again_button.setEnabled(False)

    def add(self, items: list[str | int]) -> None:
        for item in items:
            if isinstance(item, int):
                self.finish(item)
            else:
                self.output.appendPlainText(item)

    def finish(self, code: int) -> None:
        self.exit_code = code
        self.status.setText(tr("All checks passed.") if code == 0 else
                            tr("The self-test found a problem: see the lines marked ✗."))
        self._stopped()

    def failed(self, message: str) -> None:
        self.status.setText(tr("The self-test could not run: {message}").format(message=message))
        self._stopped()

    def _stopped(self) -> None:
        self.progress.setVisible(False)
        self.again_button.setEnabled(True)


class HelpActions:
    """Fills the Help menu and opens its dialogs over ``parent``."""

    def __init__(self, parent: QWidget, services: Services, open_path: Callable[[str], None],
                 say: Callable[[str], None]) -> None:
        self.services = services
        self._parent = parent
        self._open_path = open_path
        self._say = say
        self.about_box: QMessageBox | None = None
        self.shortcuts_dialog: ShortcutsDialog | None = None
        self.data_dialog: DataDialog | None = None
        self.self_test_dialog: SelfTestDialog | None = None
        self._self_test: SelfTestRun | None = None

    def fill(self, menu: QMenu) -> None:
        self.about_action = menu.addAction(tr("&About Footnote"), self.about)
        self.shortcuts_action = menu.addAction(tr("&Keyboard shortcuts"), self.show_shortcuts)
        self.data_action = menu.addAction(tr("&Where my data lives"), self.show_data)
        menu.addSeparator()
        self.self_test_action = menu.addAction(tr("Run &self-test…"), self.run_self_test)

    def about(self) -> None:
        """The version is read from the package's metadata in a worker (a file read)."""
        self.services.jobs.start(footnote_version, name="version", on_result=self._show_about,
                                 on_error=self._say)

    def _show_about(self, version: str) -> None:
        box = self.about_box = QMessageBox(self._parent)
        box.setWindowTitle(tr("About Footnote"))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(about_text(version))
        icon = QApplication.windowIcon()
        if not icon.isNull():
            box.setIconPixmap(icon.pixmap(64, 64))
        box.open()

    def show_shortcuts(self) -> None:
        dialog = self.shortcuts_dialog = ShortcutsDialog(window_shortcuts(self._parent),
                                                         self._parent)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def show_data(self) -> None:
        dialog = self.data_dialog = DataDialog(data_locations(self.services), self._open_path,
                                               self._say, self._parent)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def run_self_test(self) -> None:
        """The dialog (not modal: the window stays usable), and a run unless one is going."""
        if self.self_test_dialog is None:
            self.self_test_dialog = SelfTestDialog(self._parent)
            self.self_test_dialog.again_button.clicked.connect(self._start_self_test)
        self.self_test_dialog.show()
        self.self_test_dialog.raise_()
        if self._self_test is None and self.self_test_dialog.exit_code is None:
            self._start_self_test()

    def _start_self_test(self) -> None:
        if self._self_test is not None or self.self_test_dialog is None:
            return
        run = self._self_test = SelfTestRun()
        dialog = self.self_test_dialog
        dialog.started()
        self.services.jobs.start(run.lines, name="self-test", on_abort=run.stop,
                                 on_items=dialog.add, on_error=dialog.failed,
                                 on_finished=self._self_test_ended)

    def _self_test_ended(self) -> None:
        self._self_test = None
