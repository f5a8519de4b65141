"""The Settings dialog: Ollama, models, chunking, OCR, results per search, data location, look."""

from __future__ import annotations

import html
import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_app.core.ollama.probe import OllamaState
from desktop_app.core.ollama.signin import signin_change
from desktop_app.core.settings import MAX_TEMPERATURE, MIN_TEMPERATURE, AppSettings
from desktop_app.ui import theme
from desktop_app.ui.language import chosen_language, system_languages
from desktop_app.wording import LANGUAGES, tr
from indexer import ENV_PASSWORD, ENV_TOKEN, OllamaServer


def builtin_label() -> str:
    return tr("Built-in (multilingual-e5-small, no server needed)")


def no_tools() -> str:
    return tr(" — no tool support")


def not_in_ollama() -> str:
    return tr("  (not in Ollama)")


def auth_labels() -> dict[str, str]:
    return {"none": tr("None", "sign-in"), "bearer": tr("Token (Bearer)"),
            "basic": tr("User name and password")}


def appearance_labels() -> dict[str, str]:
    return {"system": tr("Follow the system (light or dark)"), "light": tr("Light", "appearance"),
            "dark": tr("Dark", "appearance")}


def _signin_texts(kind: str, stored: bool) -> tuple[str, str]:
    """The secret field's placeholder and the note under the sign-in row, for ``kind``."""
    if kind == "basic":
        placeholder = tr("Stored — type a new password to replace it") if stored \
            else tr("The password")
        note = tr("The password is kept in the system keyring, never in the settings file. "
                  "Where there is no keyring (a server, CI), set {variable} in the environment "
                  "instead.").format(variable=ENV_PASSWORD)
        return placeholder, note
    placeholder = tr("Stored — type a new token to replace it") if stored else tr("The token")
    if kind == "none":
        return placeholder, tr("For Ollama behind a reverse proxy (https://host/ollama); a local "
                               "Ollama needs none.")
    return placeholder, tr("The token is kept in the system keyring, never in the settings "
                           "file. Where there is no keyring (a server, CI), set {variable} in "
                           "the environment instead.").format(variable=ENV_TOKEN)


class SettingsDialog(QDialog):
    """Edits a copy of the settings; shown with ``open()`` (non-modal to the code).

    Signals:
        settings_accepted(object): the new ``AppSettings`` after OK.
        refresh_requested(object, str): ask this Ollama server (a target string, or an
            ``OllamaServer`` with a token typed but not saved yet) about this chat model again.
        signin_changed(object): after OK, the keyring work (``SigninChange``) to do in a worker.
        models_requested(): open the model picker (downloads).
    """

    settings_accepted = Signal(object)
    refresh_requested = Signal(object, str)
    signin_changed = Signal(object)
    models_requested = Signal()

    def __init__(self, settings: AppSettings, state: OllamaState | None,
                 parent: QWidget | None = None, *, data_dir: Path | None = None,
                 data_dir_from_cli: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Footnote — Settings"))
        self.setMinimumWidth(560)
        self._settings = settings
        self._data_dir_in_use = data_dir
        self.browse_dialog: QFileDialog | None = None
        self._state: OllamaState | None = None
        self.url = QLineEdit(settings.ollama_url)
        self.url.setPlaceholderText(tr("http://127.0.0.1:11434 (Ollama's default)"))
        self.refresh = QPushButton(tr("Check"))
        self.refresh.setToolTip(tr("Ask this server which models it has"))
        self.refresh.clicked.connect(lambda: self.refresh_requested.emit(
            self._check_target(), self.chosen().chat_model))
        self.auth = self._shrinkable(QComboBox())
        for value, label in auth_labels().items():
            self.auth.addItem(label, value)
        self.auth.setCurrentIndex(max(0, self.auth.findData(settings.ollama_auth)))
        self.auth.setToolTip(tr("For Ollama behind a reverse proxy that asks who you are"))
        self.user = QLineEdit(settings.ollama_user)
        self.user.setPlaceholderText(tr("User name"))
        self.secret = QLineEdit()
        self.secret.setEchoMode(QLineEdit.EchoMode.Password)
        self.signin_note = self._hint("")
        self.auth.currentIndexChanged.connect(lambda _index: self._show_signin())
        self.chat_model = self._shrinkable(QComboBox())
        self.chat_model.setEditable(True)
        self.chat_model.currentTextChanged.connect(lambda _text: self._update_note())
        self.models = QPushButton(tr("Models…"))
        self.models.setToolTip(tr("See what Ollama has and download a model"))
        self.models.clicked.connect(self.models_requested)
        self.temperature = QDoubleSpinBox()
        self.temperature.setRange(MIN_TEMPERATURE, MAX_TEMPERATURE)
        self.temperature.setSingleStep(0.1)
        self.temperature.setDecimals(2)
        self.temperature.setValue(settings.temperature)
        self.extra_instruction = QPlainTextEdit(settings.extra_instruction)
        self.extra_instruction.setPlaceholderText(tr("Optional, e.g. \"Answer in German.\" or "
                                                     "\"Keep answers to three sentences.\""))
        self.extra_instruction.setTabChangesFocus(True)
        self.extra_instruction.setFixedHeight(
            self.extra_instruction.fontMetrics().lineSpacing() * 3 + 14)
        self.embedder = self._shrinkable(QComboBox())
        self.chunk_size = self._spin(200, 8000, settings.chunk_size, tr(" characters"))
        self.chunk_overlap = self._spin(0, 2000, settings.chunk_overlap, tr(" characters"))
        self.ocr = QCheckBox(tr("Read scanned pages with OCR"))
        self.ocr.setChecked(settings.ocr)
        self.ocr_pages = self._spin(1, 100_000, settings.ocr_max_pages,
                                    tr(" pages per file"))
        self.outside_links = QCheckBox(tr("Follow links that lead out of a folder"))
        self.outside_links.setChecked(settings.follow_outside_links)
        self.results = self._spin(1, 20, settings.results_per_search, tr(" passages"))
        self.data_dir = QLineEdit(settings.data_dir)
        self.data_dir.setPlaceholderText(str(AppSettings().resolved_data_dir()))
        self.data_dir_note = self._hint(self._data_dir_text(data_dir, data_dir_from_cli))
        self.data_dir_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.chroma_url = QLineEdit(settings.chroma_url)
        self.chroma_url.setPlaceholderText(
            tr("the library's own store (or e.g. http://nas:8000)"))
        self.shared_folder = QLineEdit(settings.shared_folder)
        self.shared_folder.setPlaceholderText(tr("empty: your own library"))
        self.browse_button = browse = QPushButton(tr("Browse…"))
        browse.clicked.connect(self._browse)
        self.server_note = QLabel("")
        self.server_note.setWordWrap(True)
        self.server_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.appearance = QComboBox()
        for value, label in appearance_labels().items():
            self.appearance.addItem(label, value)
        self.appearance.setCurrentIndex(max(0, self.appearance.findData(settings.appearance)))
        self.language = self._language_box(settings.language)
        form = self._form()
        self._section(form, tr("Assistant"), [
            (tr("Ollama URL"), self._row(self.url, self.refresh), self.server_note),
            (tr("Sign-in"), self._signin_row(), self.signin_note),
            (tr("Chat model"), self._row(self.chat_model, self.models), None),
            (tr("Temperature"), self.temperature, self._hint(tr(
                "0 answers the same way every time; higher varies the wording. Low values keep "
                "answers closest to the passages."))),
            (tr("Your instruction"), self.extra_instruction, self._hint(tr(
                "Added after Footnote's own rules (answer only from your documents, cite every "
                "fact), so it cannot turn them off."))),
            (tr("Results per search"), self.results, None),
        ])
        self._section(form, tr("Library"), [
            (tr("Embedding model"), self.embedder, self._hint(tr(
                "Changing it rebuilds the vectors in the background; search keeps working "
                "meanwhile."))),
            (tr("Passage size"), self.chunk_size, None),
            (tr("Passage overlap"), self.chunk_overlap,
             self._hint(tr("Changing size or overlap re-indexes every folder."))),
            (tr("Scanned PDFs"), self.ocr, self._hint(tr(
                "Recognises the text of PDF pages that are only images, on this computer; "
                "takes a few seconds per page, after every other file."))),
            (tr("OCR page limit"), self.ocr_pages, self._hint(tr(
                "A longer scan is read up to here; Files ▸ right-click ▸ Read all scanned "
                "pages reads the rest."))),
            (tr("Links", "links to files and folders"), self.outside_links, self._hint(tr(
                "Off: a link to a file or folder elsewhere is listed, not indexed. Links to "
                "hidden files and folders are never followed."))),
        ])
        self._section(form, tr("Storage and appearance"), [
            (tr("Data location"), self._row(self.data_dir, browse), self.data_dir_note),
            (tr("Chroma server"), self.chroma_url, self._hint(tr(
                "Keep the vectors on a Chroma server (`chroma run`) instead of in the data "
                "location. A token goes in the {variable} environment variable, never "
                "here. Applies after a restart; a library indexed elsewhere is not moved "
                "silently.").format(variable="FOOTNOTE_CHROMA_TOKEN"))),
            (tr("Shared library folder"), self.shared_folder, self._hint(tr(
                "A folder another desktop publishes into with {command}: search and chat use "
                "that library, read-only here (it is indexed there), its vectors from the "
                "Chroma server above, which must be the one it was published with. Empty: your "
                "own library. Applies after a restart.").format(
                    command="`python -m indexer … publish FOLDER`"))),
            (tr("Appearance"), self.appearance, None),
            (tr("Language"), self.language, self._hint(tr(
                "The window's language; numbers and dates follow it. Applies when Footnote "
                "starts again."))),
        ])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        body = QWidget()
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 8, 0)  # room for the scroll bar
        body_layout.addLayout(form)
        body_layout.addStretch(1)
        self.scroll = QScrollArea()  # a laptop's 768 px screen holds OK and Cancel too
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidget(body)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.setSpacing(14)
        layout.addWidget(self.scroll, 1)
        layout.addWidget(buttons)
        self.set_state(state)
        self._show_signin()

    def set_state(self, state: OllamaState | None) -> None:
        """Fill the model lists from what the server actually has."""
        current_chat = self.chosen().chat_model if self._state is not None or \
            self.chat_model.count() else self._settings.chat_model
        self._state = state
        self.chat_model.blockSignals(True)
        self.chat_model.clear()
        names = []
        if state is not None:
            for model in state.chat_models:
                label = model.name + (no_tools() if model.tools is False else "")
                self.chat_model.addItem(label, model.name)
                names.append(model.name)
        if current_chat not in names:
            self.chat_model.insertItem(0, current_chat + (not_in_ollama() if state else ""),
                                       current_chat)
        self.chat_model.setCurrentIndex(self.chat_model.findData(current_chat))
        self.chat_model.blockSignals(False)
        self._update_note()
        self._fill_embedders(state)

    def select_chat_model(self, name: str) -> None:
        """Show ``name`` as the chat model (picked in the model picker meanwhile)."""
        index = self.chat_model.findData(name)
        if index >= 0:
            self.chat_model.setCurrentIndex(index)
        else:
            self.chat_model.setEditText(name)
        self._update_note()

    def _update_note(self) -> None:
        """What the server says about the chat model picked now (not the one picked before)."""
        state = self._state
        if state is None:
            self.server_note.setText(tr("Checking Ollama…"))
            return
        model = self.chosen().chat_model
        if not state.reachable or model == state.model:
            self.server_note.setText(state.message)
        elif state.has(model):
            choice = next(m for m in state.models if m.name in (model, f"{model}:latest"))
            self.server_note.setText((
                tr("Ollama connected — {model} cannot call tools; pick a model with tool support.")
                if choice.tools is False else tr("Ollama connected — {model} is in Ollama.")
            ).format(model=model))
        else:
            self.server_note.setText(tr("The model '{model}' is not in Ollama. Download it with "
                                        "Models…, or run {command}.").format(
                model=model, command=f"`ollama pull {model}`"))

    @staticmethod
    def _data_dir_text(data_dir: Path | None, from_cli: bool) -> str:
        if data_dir is None:
            return tr("Where the library and conversations live; applies after a restart.")
        if from_cli:
            return tr("In use now: {folder} (from {option} on the command line, which "
                      "overrides this setting until Footnote starts without it).").format(
                folder=data_dir, option="--data-dir")
        return tr("In use now: {folder}. Where the library and conversations live; a change "
                  "applies after a restart.").format(folder=data_dir)

    def _fill_embedders(self, state: OllamaState | None) -> None:
        current = self.embedder.currentData() or self._settings.embedder
        self.embedder.clear()
        self.embedder.addItem(builtin_label(), "builtin")
        for model in (state.embedding_models if state else []):
            self.embedder.addItem(tr("Ollama: {model}").format(model=model.name),
                                  f"ollama:{model.name}")
        if self.embedder.findData(current) < 0:
            self.embedder.addItem(current, current)
        self.embedder.setCurrentIndex(self.embedder.findData(current))

    def chosen(self) -> AppSettings:
        chat = self.chat_model.currentData()
        typed = self.chat_model.currentText()
        if not chat or typed != self.chat_model.itemText(self.chat_model.currentIndex()):
            chat = typed.removesuffix(no_tools()).removesuffix(not_in_ollama())
            chat = chat.split("  (")[0].strip()
        return AppSettings(ollama_url=self.url.text().strip(), chat_model=chat,
                           ollama_auth=self.auth.currentData() or "none",
                           ollama_user=self.user.text().strip(),
                           embedder=self.embedder.currentData() or "builtin",
                           chunk_size=self.chunk_size.value(),
                           chunk_overlap=min(self.chunk_overlap.value(),
                                             self.chunk_size.value() // 2),
                           results_per_search=self.results.value(),
                           data_dir=self.data_dir.text().strip(),
                           chroma_url=self.chroma_url.text().strip(),
                           shared_folder=self.shared_folder.text().strip(),
                           shared_map=self._settings.shared_map,
                           ocr=self.ocr.isChecked(), ocr_max_pages=self.ocr_pages.value(),
                           follow_outside_links=self.outside_links.isChecked(),
                           temperature=round(self.temperature.value(), 2),
                           extra_instruction=self.extra_instruction.toPlainText().strip(),
                           appearance=self.appearance.currentData() or "system",
                           language=self.language.currentData() or "")

    @staticmethod
    def _shrinkable(box: QComboBox) -> QComboBox:
        """A long entry (a model's name, another language's words) is cut, not the dialog
        widened beyond the screen."""
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        box.setMinimumContentsLength(18)
        return box

    @staticmethod
    def _language_box(setting: str) -> QComboBox:
        """The system's language first (by name), then each language in its own words."""
        box = QComboBox()
        system = LANGUAGES[chosen_language("", system_languages())]
        box.addItem(tr("Follow the system ({language})").format(language=system), "")
        for code, name in LANGUAGES.items():
            box.addItem(name, code)
        box.setCurrentIndex(max(0, box.findData(setting)))
        return box

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        """As wide as the fields need (longer words in other languages) and as tall (wrapped
        hints included: form layouts guess low), but never larger than the screen's free
        space: the fields scroll, OK and Cancel stay."""
        body = self.scroll.widget().layout()
        if body is None:
            return
        body.invalidate()
        margins = self.layout().contentsMargins() if self.layout() is not None else None
        sides = (margins.left() + margins.right() if margins else 0) + \
            self.scroll.verticalScrollBar().sizeHint().width() + 4
        screen = self.screen().availableGeometry() if self.screen() else None
        width = max(self.width(), body.minimumSize().width() + sides)
        width = min(width, int(screen.width() * 0.9)) if screen else width
        chrome = (margins.top() + margins.bottom() if margins else 0) + 14 + \
            self.findChild(QDialogButtonBox).sizeHint().height()
        wanted = body.totalHeightForWidth(width - sides) + chrome + 4
        height = min(max(self.height(), wanted), int(screen.height() * 0.9)) if screen else wanted
        self.resize(width, height)

    def accept(self) -> None:
        self._take_credentials_from_url()
        new = self.chosen()
        change = signin_change(self._settings, new, self.secret.text())
        if change is not None:  # first: its worker starts before the new settings are probed
            self.signin_changed.emit(change)
        self.settings_accepted.emit(new)
        super().accept()

    def _check_target(self) -> object:
        """The server "Check" asks: with the token typed here, before it is saved."""
        self._take_credentials_from_url()
        target = self.chosen().ollama_target()
        if self.auth.currentData() == "none" or not self.secret.text():
            return target
        try:
            return OllamaServer.of(target).with_secret(self.secret.text())
        except ValueError:
            return target

    def _take_credentials_from_url(self) -> None:
        """``https://user:secret@host/…`` typed as the URL: the user name and secret move to the
        sign-in fields, so the secret reaches the keyring and never the settings file."""
        parts = urlsplit(self.url.text().strip())
        if not (parts.username or parts.password):
            return
        host = parts.netloc.rsplit("@", 1)[1]
        self.url.setText(parts._replace(netloc=host).geturl())
        if parts.username:
            self.user.setText(unquote(parts.username))
        if parts.password:
            self.secret.setText(unquote(parts.password))
        self.auth.setCurrentIndex(self.auth.findData("basic" if parts.username else "bearer"))

    def _signin_row(self) -> QWidget:
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.auth)
        row.addWidget(self.user, 1)
        row.addWidget(self.secret, 2)
        return box

    def _show_signin(self) -> None:
        kind = self.auth.currentData() or "none"
        self.user.setVisible(kind == "basic")
        self.secret.setVisible(kind != "none")
        stored = kind == self._settings.ollama_auth and kind != "none"
        placeholder, note = _signin_texts(kind, stored)
        self.secret.setPlaceholderText(placeholder)
        self.signin_note.setText(note)
        if self.isVisible():
            self._fit_height()

    def _browse(self) -> None:
        """Opens at the typed location, else where the library is now, else home — never
        wherever the app happened to be started from."""
        typed = Path(self.data_dir.text().strip()).expanduser() if self.data_dir.text().strip() \
            else None
        in_use = self._data_dir_in_use
        start = next((str(p) for p in (typed, in_use and in_use.parent) if p and p.is_dir()),
                     str(Path.home()))
        dialog = QFileDialog(self, tr("Data location"), start)
        self.browse_dialog = dialog
        dialog.setFileMode(QFileDialog.FileMode.Directory)
        dialog.fileSelected.connect(self.data_dir.setText)
        dialog.open()

    @staticmethod
    def _spin(low: int, high: int, value: int, suffix: str) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(low, high)
        spin.setValue(value)
        spin.setSuffix(suffix)
        return spin

    @staticmethod
    def _row(*widgets: QWidget) -> QWidget:
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        for i, widget in enumerate(widgets):
            row.addWidget(widget, 1 if i == 0 else 0)
        return box

    @staticmethod
    def _hint(text: str) -> QLabel:
        """A field's help line; `commands` in it are shown as code, not with backticks."""
        label = QLabel(text)
        if "`" in text:
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setText(re.sub(r"`([^`]+)`", r"<code>\1</code>", html.escape(text)))
        label.setWordWrap(True)
        theme.set_role(label, "secondary")
        return label

    @staticmethod
    def _form() -> QFormLayout:
        form = QFormLayout()
        form.setHorizontalSpacing(12)
        form.setVerticalSpacing(10)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        return form

    @staticmethod
    def _section(form: QFormLayout, title: str,
                 rows: list[tuple[str, QWidget, QLabel | None]]) -> None:
        """A titled group of fields in the shared form (one label column for all sections),
        each hint right under its own field so the spacing stays even."""
        heading = QLabel(title)
        theme.set_role(heading, "title")
        if form.rowCount():
            heading.setContentsMargins(0, 8, 0, 0)
        form.addRow(heading)
        for label, field, hint in rows:
            cell = QWidget()
            column = QVBoxLayout(cell)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(3)
            column.addWidget(field)
            if hint is not None:
                column.addWidget(hint)
            form.addRow(label, cell)
