"""The main window's menus, toolbar and keys (mixed into ``MainWindow``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication

from desktop_app.ui import theme
from desktop_app.ui.help_menu import HelpActions
from desktop_app.wording import tr


class WindowMenus:
    """Builds the menu bar and the toolbar from the window's actions and controllers."""

    if TYPE_CHECKING:  # MainWindow's
        services: Any
        chat: Any
        status_message: Any
        settings_actions: Any

        def menuBar(self) -> Any: ...
        def addToolBar(self, title: str) -> Any: ...
        def addAction(self, action: QAction) -> None: ...
        def close(self) -> bool: ...
        def choose_folder(self) -> None: ...
        def export_conversation(self) -> None: ...
        def open_settings(self) -> None: ...
        def new_conversation(self) -> None: ...
        def focus_search(self) -> None: ...
        def regenerate(self, index: int | None = None) -> None: ...
        def open_path(self, path: str) -> None: ...

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(tr("&File"))
        self.add_action = self._action(file_menu, tr("&Add folder…"), self.choose_folder,
                                       "Ctrl+O", icon="add-folder")
        self.reindex_action = self._action(file_menu, tr("&Re-index all folders"),
                                           lambda: self.services.library.reindex(),
                                           icon="reindex")
        self.repair_action = self._action(file_menu, tr("Re&pair library"),
                                          lambda: self.services.library.repair(), icon="repair")
        file_menu.addSeparator()
        self.export_action = self._action(file_menu, tr("&Export conversation…"),
                                          self.export_conversation, "Ctrl+E", icon="export")
        self.settings_action = self._action(file_menu, tr("&Settings…"), self.open_settings,
                                            QKeySequence.StandardKey.Preferences, icon="settings")
        self.models_action = self._action(file_menu, tr("&Models…"),
                                          self.settings_actions.open_models, icon="models")
        file_menu.addSeparator()
        self._action(file_menu, tr("&Quit"), self.close, QKeySequence.StandardKey.Quit, icon="quit")
        self._build_edit_menu()
        chat_menu = self.menuBar().addMenu(tr("&Conversation"))
        self.new_action = self._action(chat_menu, tr("&New conversation"),
                                       self.new_conversation, "Ctrl+N", icon="new")
        self._action(chat_menu, tr("&Find conversation"), self.focus_search, "Ctrl+F",
                     icon="search")
        self.stop_action = self._action(chat_menu, tr("&Stop answer"), self.services.chat.stop,
                                        icon="stop")
        self.regenerate_action = self._action(chat_menu, tr("&Regenerate answer"),
                                              lambda: self.regenerate(), "Ctrl+R",
                                              icon="regenerate")
        self.regenerate_action.setEnabled(False)
        # Esc: cancel editing a question, else stop the answer
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.chat.escape,
                           context=Qt.ShortcutContext.WindowShortcut)
        escape.setWhatsThis(tr("Stop the answer (or cancel editing a question)"))
        self._build_view_menu()
        self.help_actions = HelpActions(self, self.services, self.open_path,
                                        self.status_message.setText)
        self.help_actions.fill(self.menuBar().addMenu(tr("&Help")))
        self._build_toolbar()

    def _build_edit_menu(self) -> None:
        """Copy and Select all for the text that has the focus (an answer, the question box, a
        text document in the viewer); the text widgets take their own keys first."""
        edit = self.menuBar().addMenu(tr("&Edit"))
        self.copy_action = self._action(edit, tr("&Copy"), lambda: self._on_focused_text("copy"),
                                        QKeySequence.StandardKey.Copy)
        self.select_all_action = self._action(edit, tr("Select &all"),
                                              lambda: self._on_focused_text("selectAll"),
                                              QKeySequence.StandardKey.SelectAll)

    def _on_focused_text(self, method: str) -> None:
        widget = QApplication.focusWidget()
        if widget is not None and callable(getattr(widget, method, None)):
            getattr(widget, method)()

    def _build_view_menu(self) -> None:
        """Appearance (the setting Settings changes) and the answer text's size."""
        view = self.menuBar().addMenu(tr("&View"))
        self.settings_actions.fill_appearance_menu(view.addMenu(tr("&Appearance")))
        view.addSeparator()
        zoom = self.chat.transcript.zoom_text
        self.zoom_in_action = self._action(view, tr("Zoom &in"), lambda: zoom(1),
                                           QKeySequence.StandardKey.ZoomIn, icon="zoom-in")
        self.zoom_in_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.ZoomIn),
                                          QKeySequence("Ctrl+=")])
        self.zoom_out_action = self._action(view, tr("Zoom &out"), lambda: zoom(-1),
                                            QKeySequence.StandardKey.ZoomOut, icon="zoom-out")
        self.zoom_reset_action = self._action(view, tr("&Reset zoom"), lambda: zoom(0), "Ctrl+0")

    def _build_toolbar(self) -> None:
        """The few things people do most, one click away, with their icons."""
        bar = self.addToolBar(tr("Main", "the name of the main toolbar"))
        bar.setObjectName("main-toolbar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        bar.setIconSize(QSize(18, 18))
        for action, short in ((self.add_action, tr("Add folder")),
                              (self.reindex_action, tr("Re-index")),
                              (None, ""), (self.new_action, tr("New conversation")),
                              (self.export_action, tr("Export")), (None, ""),
                              (self.models_action, tr("Models")),
                              (self.settings_action, tr("Settings"))):
            if action is None:
                bar.addSeparator()
            else:
                bar.addAction(action)
                action.setIconText(short)
        self.toolbar = bar

    def _action(self, menu, text: str, slot, shortcut=None,  # noqa: ANN001
                icon: str | None = None) -> QAction:
        action = QAction(text, self)
        if icon is not None:
            theme.set_icon(action, icon)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if slot is not None:
            action.triggered.connect(slot)
        menu.addAction(action)
        self.addAction(action)
        return action
