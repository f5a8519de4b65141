"""The conversation list: new, rename (edit in place), delete (asks first), search by title."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.assistant.conversations import ConversationInfo
from desktop_app.ui import theme
from desktop_app.wording import tr

ID_ROLE = Qt.ItemDataRole.UserRole
Confirm = Callable[[QWidget, str, Callable[[], None]], None]


def ask_first(parent: QWidget, question: str, on_yes: Callable[[], None]) -> None:
    """A non-modal Yes/No box (``open()``, never ``exec()``); ``on_yes`` runs on Yes."""
    box = QMessageBox(QMessageBox.Icon.Question, "Footnote", question,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, parent)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.accepted.connect(on_yes)
    box.open()


class ConversationsPanel(QWidget):
    """Lists conversations, most recent first.

    Signals:
        new_requested(): start a new conversation.
        open_requested(str): show this conversation.
        rename_requested(str, str): thread id and its new title.
        delete_requested(str): delete it (already confirmed).
    """

    new_requested = Signal()
    open_requested = Signal(str)
    rename_requested = Signal(str, str)
    delete_requested = Signal(str)

    def __init__(self, confirm: Confirm = ask_first, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._confirm = confirm
        self._current = ""
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Search conversations (Ctrl+F)"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.list = QListWidget()
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.EditKeyPressed
                                  | QAbstractItemView.EditTrigger.DoubleClicked)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.itemClicked.connect(self._on_clicked)
        self.empty = QLabel(tr("No conversations yet. Ask a question below to start one."))
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setEnabled(False)
        self.list.itemChanged.connect(self._on_renamed)
        self.new_button = QToolButton()
        self.new_button.setText(tr("New", "a new conversation"))
        self.new_button.setToolTip(tr("New conversation (Ctrl+N)"))
        self.new_button.clicked.connect(self.new_requested)
        self.rename_button = QToolButton()
        self.rename_button.setText(tr("Rename"))
        self.rename_button.setToolTip(tr("Rename the selected conversation (F2)"))
        self.rename_button.clicked.connect(self._start_rename)
        self.delete_button = QToolButton()
        self.delete_button.setText(tr("Delete"))
        self.delete_button.clicked.connect(self.confirm_delete)
        self.delete_button.setToolTip(tr("Delete the selected conversation"))
        heading = QHBoxLayout()
        title = QLabel(tr("Conversations"))
        theme.set_role(title, "title")
        heading.addWidget(title)
        heading.addStretch(1)
        for button, icon in ((self.new_button, "new"), (self.rename_button, "rename"),
                             (self.delete_button, "delete")):
            theme.set_icon(button, icon)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
            button.setAutoRaise(True)
            heading.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(heading)
        layout.addWidget(self.search)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.empty, 1)
        self._infos: list[ConversationInfo] = []
        self.list.setVisible(False)

    def set_conversations(self, infos: list[ConversationInfo]) -> None:
        self._infos = list(infos)
        self.list.blockSignals(True)
        self.list.clear()
        for info in infos:
            item = QListWidgetItem(info.title)
            item.setData(ID_ROLE, info.thread_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            item.setToolTip(info.title)
            self.list.addItem(item)
            if info.thread_id == self._current:
                item.setSelected(True)
        self.list.blockSignals(False)
        self.list.setVisible(bool(infos))
        self.empty.setVisible(not infos)
        self._filter(self.search.text())

    def set_current(self, thread_id: str) -> None:
        self._current = thread_id
        for i in range(self.list.count()):
            item = self.list.item(i)
            item.setSelected(item.data(ID_ROLE) == thread_id)

    def current_title(self) -> str:
        """The title of the conversation on screen ("" before it is listed)."""
        return next((i.title for i in self._infos if i.thread_id == self._current), "")

    def titles(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())
                if not self.list.item(i).isHidden()]

    def item_for(self, thread_id: str) -> QListWidgetItem | None:
        for i in range(self.list.count()):
            if self.list.item(i).data(ID_ROLE) == thread_id:
                return self.list.item(i)
        return None

    def confirm_delete(self) -> None:
        items = self.list.selectedItems()
        if not items:
            return
        thread_id, title = items[0].data(ID_ROLE), items[0].text()
        self._confirm(self, tr("Delete the conversation “{title}”? This cannot be "
                               "undone.").format(title=title),
                      lambda: self.delete_requested.emit(thread_id))

    def _filter(self, text: str) -> None:
        needle = text.casefold().strip()
        for i in range(self.list.count()):
            item = self.list.item(i)
            item.setHidden(bool(needle) and needle not in item.text().casefold())

    def _on_clicked(self, item: QListWidgetItem) -> None:
        thread_id = item.data(ID_ROLE)
        if thread_id != self._current:
            self._current = thread_id
            self.open_requested.emit(thread_id)

    def _start_rename(self) -> None:
        items = self.list.selectedItems()
        if items:
            self.list.editItem(items[0])

    def _on_renamed(self, item: QListWidgetItem) -> None:
        thread_id = item.data(ID_ROLE)
        old = next((i.title for i in self._infos if i.thread_id == thread_id), None)
        title = " ".join(item.text().split())
        if title and title != old:
            self.rename_requested.emit(thread_id, title)
