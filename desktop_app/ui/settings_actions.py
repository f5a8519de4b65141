"""Settings and the model picker from the window: one dialog of each, what the user changes
applied at once and saved in a worker (a sign-in goes to the keyring in a worker too)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from desktop_app.core.ollama.catalog import total_memory_bytes
from desktop_app.core.ollama.signin import save_signin
from desktop_app.core.settings import AppSettings
from desktop_app.ui import theme
from desktop_app.ui.models_dialog import ModelsDialog
from desktop_app.ui.services import Services
from desktop_app.ui.settings_dialog import SettingsDialog
from desktop_app.wording import tr


def appearance_menu() -> tuple[tuple[str, str], ...]:
    return (("system", tr("&System", "appearance")), ("light", tr("&Light", "appearance")),
            ("dark", tr("&Dark", "appearance")))


class SettingsActions:
    """Opens Settings and the model picker over ``parent``; ``say`` shows a status line."""

    def __init__(self, services: Services, parent: QWidget, say: Callable[[str], None]) -> None:
        self.services = services
        self._parent = parent
        self._say = say
        self.settings_dialog: SettingsDialog | None = None
        self.models_dialog: ModelsDialog | None = None
        self.appearance_group: QActionGroup | None = None

    # -- settings -------------------------------------------------------------------------

    def open_settings(self) -> None:
        if self.settings_dialog is None:
            s = self.services
            dialog = SettingsDialog(s.settings, s.ollama.state, self._parent, data_dir=s.data_dir,
                                    data_dir_from_cli=s.data_dir_from_command_line)
            dialog.signin_changed.connect(self._save_signin)
            dialog.settings_accepted.connect(self.apply_settings)
            dialog.refresh_requested.connect(
                lambda url, model: self.services.ollama.configure(url or None, model))
            dialog.models_requested.connect(self.open_models)
            self.services.ollama.state_changed.connect(dialog.set_state)
            dialog.finished.connect(self._settings_closed)
            self.settings_dialog = dialog
        self.settings_dialog.open()

    def _save_signin(self, change: object) -> None:
        """The token or password goes to the system keyring in a worker: it may block on D-Bus
        (or wait for the user to unlock the keyring), never in the GUI thread."""
        self.services.jobs.start(save_signin, change, name="save-ollama-signin",
                                 on_result=self._signin_saved, on_error=self._say)

    def _signin_saved(self, text: str) -> None:
        s = self.services
        self._say(text)
        s.ollama.configure(s.settings.ollama_target(), s.settings.chat_model)  # with it now

    def _settings_closed(self) -> None:
        s = self.services
        if (s.ollama.url, s.ollama.model) != (s.settings.ollama_target(), s.settings.chat_model):
            s.ollama.configure(s.settings.ollama_target(), s.settings.chat_model)  # "Check"ed
        if self.settings_dialog is not None:
            self.services.ollama.state_changed.disconnect(self.settings_dialog.set_state)
            self.settings_dialog.deleteLater()
            self.settings_dialog = None

    def apply_settings(self, new: AppSettings) -> None:
        s = self.services
        old, s.settings = s.settings, new
        s.jobs.start(s.save_settings, new, s.config_dir, name="save-settings",
                     on_error=lambda m: self._say(
                         tr("Settings not saved: {reason}").format(reason=m)))
        url = new.ollama_target()
        if new.embedder != old.embedder:
            s.library.switch_embedder(s.embedder_source(new.embedder, url))
        elif new.assistant_settings() != old.assistant_settings():
            self._replace_assistant()
        indexing = ("chunk_size", "chunk_overlap", "ocr", "follow_outside_links")
        if any(getattr(new, name) != getattr(old, name) for name in indexing):
            s.library.set_settings(new.index_settings())
        if (new.ollama_target(), new.chat_model) != (old.ollama_target(), old.chat_model):
            s.ollama.configure(url, new.chat_model)
        if (new.data_dir, new.shared_folder) != (old.data_dir, old.shared_folder):
            self._say(tr("The new library location is used after a restart."))
        if new.language != old.language:
            self._say(tr("The window's language changes when Footnote starts again."))
        if new.appearance != old.appearance:
            theme.apply(QApplication.instance(), new.appearance)
            self._check_appearance()

    # -- appearance -----------------------------------------------------------------------

    def fill_appearance_menu(self, menu: QMenu) -> None:
        """System / Light / Dark, the setting Settings changes: a choice applies and is saved."""
        group = self.appearance_group = QActionGroup(menu)
        for value, label in appearance_menu():
            action = menu.addAction(label)
            action.setCheckable(True)
            action.setData(value)
            group.addAction(action)
            action.triggered.connect(lambda _checked=False, v=value: self.set_appearance(v))
        menu.aboutToShow.connect(self._check_appearance)
        self._check_appearance()

    def set_appearance(self, appearance: str) -> None:
        if appearance != self.services.settings.appearance:
            self.apply_settings(dataclasses.replace(self.services.settings,
                                                    appearance=appearance))

    def _check_appearance(self) -> None:
        current = self.services.settings.appearance or "system"
        for action in self.appearance_group.actions() if self.appearance_group else []:
            action.setChecked(action.data() == current)

    def _replace_assistant(self) -> None:
        """A new assistant for new settings (the current one closes when it is idle)."""
        s = self.services
        s.jobs.start(s.make_assistant, s.settings, s.embedder, name="assistant",
                     on_result=s.chat.set_assistant,
                     on_error=lambda m: self._say(
                         tr("Settings not applied: {reason}").format(reason=m)))

    # -- models ---------------------------------------------------------------------------

    def open_models(self) -> None:
        """The model picker; one instance, so a download carries on while it is closed."""
        s = self.services
        if self.models_dialog is None:
            dialog = ModelsDialog(s.jobs, s.settings.ollama_target(), s.settings.chat_model,
                                  s.ollama.state, total_memory_bytes(), parent=self._parent)
            dialog.model_chosen.connect(self.use_model)
            dialog.refresh_requested.connect(
                lambda: s.ollama.configure(s.settings.ollama_target(), s.settings.chat_model))
            dialog.puller.succeeded.connect(
                lambda name: self._say(tr("{model} is downloaded.").format(model=name)))
            s.ollama.state_changed.connect(dialog.set_state)
            self.models_dialog = dialog
        self.models_dialog.url = s.settings.ollama_target()
        self.models_dialog.set_current_model(s.settings.chat_model)
        self.models_dialog.open()
        self.models_dialog.raise_()

    def use_model(self, name: str) -> None:
        """Answer with ``name`` from now on (saved like a Settings change)."""
        if name != self.services.settings.chat_model:
            self.apply_settings(dataclasses.replace(self.services.settings, chat_model=name))
        if self.models_dialog is not None:
            self.models_dialog.set_current_model(name)
        if self.settings_dialog is not None:
            self.settings_dialog.select_chat_model(name)
        self._say(tr("Answers now come from {model}.").format(model=name))
