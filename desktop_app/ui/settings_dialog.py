"""The Settings dialog: Ollama, models, chunking, OCR, results per search, data location."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_app.core.ollama_probe import OllamaState
from desktop_app.core.settings import AppSettings

BUILTIN_LABEL = "Built-in (multilingual-e5-small, no server needed)"
NO_TOOLS = " — no tool support"


class SettingsDialog(QDialog):
    """Edits a copy of the settings; shown with ``open()`` (non-modal to the code).

    Signals:
        settings_accepted(object): the new ``AppSettings`` after OK.
        refresh_requested(str): ask Ollama at this URL for its models again.
    """

    settings_accepted = Signal(object)
    refresh_requested = Signal(str)

    def __init__(self, settings: AppSettings, state: OllamaState | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Footnote — Settings")
        self.setMinimumWidth(560)
        self._settings = settings
        self.url = QLineEdit(settings.ollama_url)
        self.url.setPlaceholderText("http://127.0.0.1:11434 (Ollama's default)")
        self.refresh = QPushButton("Check")
        self.refresh.setToolTip("Ask this server which models it has")
        self.refresh.clicked.connect(lambda: self.refresh_requested.emit(self.url.text().strip()))
        self.chat_model = QComboBox()
        self.chat_model.setEditable(True)
        self.embedder = QComboBox()
        self.chunk_size = self._spin(200, 8000, settings.chunk_size, " characters")
        self.chunk_overlap = self._spin(0, 2000, settings.chunk_overlap, " characters")
        self.ocr = QCheckBox("Read scanned pages with OCR")
        self.ocr.setChecked(settings.ocr)
        self.results = self._spin(1, 20, settings.results_per_search, " passages")
        self.data_dir = QLineEdit(settings.data_dir)
        self.data_dir.setPlaceholderText(str(AppSettings().resolved_data_dir()))
        browse = QPushButton("Browse…")
        browse.clicked.connect(self._browse)
        self.server_note = QLabel("")
        self.server_note.setWordWrap(True)
        self.server_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form = QFormLayout()
        form.addRow("Ollama URL", self._row(self.url, self.refresh))
        form.addRow("", self.server_note)
        form.addRow("Chat model", self.chat_model)
        form.addRow("Embedding model", self.embedder)
        form.addRow("", self._hint("Changing it rebuilds the vectors in the background; "
                                   "search keeps working meanwhile."))
        form.addRow("Passage size", self.chunk_size)
        form.addRow("Passage overlap", self.chunk_overlap)
        form.addRow("", self._hint("Changing these re-indexes every folder."))
        form.addRow("Scanned PDFs", self.ocr)
        form.addRow("", self._hint("Recognises the text of PDF pages that are only images, "
                                   "on this computer; takes a few seconds per page."))
        form.addRow("Results per search", self.results)
        form.addRow("Data location", self._row(self.data_dir, browse))
        form.addRow("", self._hint("Where the library and conversations live; applies after "
                                   "a restart."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.set_state(state)

    def set_state(self, state: OllamaState | None) -> None:
        """Fill the model lists from what the server actually has."""
        current_chat = self.chat_model.currentData() or self._settings.chat_model
        self.chat_model.clear()
        names = []
        if state is not None:
            self.server_note.setText(state.message)
            for model in state.chat_models:
                label = model.name + (NO_TOOLS if model.tools is False else "")
                self.chat_model.addItem(label, model.name)
                names.append(model.name)
        else:
            self.server_note.setText("Checking Ollama…")
        if current_chat not in names:
            self.chat_model.insertItem(0, current_chat + ("  (not in Ollama)" if state else ""),
                                       current_chat)
        self.chat_model.setCurrentIndex(self.chat_model.findData(current_chat))
        self._fill_embedders(state)

    def _fill_embedders(self, state: OllamaState | None) -> None:
        current = self.embedder.currentData() or self._settings.embedder
        self.embedder.clear()
        self.embedder.addItem(BUILTIN_LABEL, "builtin")
        for model in (state.embedding_models if state else []):
            self.embedder.addItem(f"Ollama: {model.name}", f"ollama:{model.name}")
        if self.embedder.findData(current) < 0:
            self.embedder.addItem(current, current)
        self.embedder.setCurrentIndex(self.embedder.findData(current))

    def chosen(self) -> AppSettings:
        chat = self.chat_model.currentData()
        typed = self.chat_model.currentText().removesuffix(NO_TOOLS).strip()
        if not chat or typed != self.chat_model.itemText(self.chat_model.currentIndex()):
            chat = typed.split("  (")[0]
        return AppSettings(ollama_url=self.url.text().strip(), chat_model=chat,
                           embedder=self.embedder.currentData() or "builtin",
                           chunk_size=self.chunk_size.value(),
                           chunk_overlap=min(self.chunk_overlap.value(),
                                             self.chunk_size.value() // 2),
                           results_per_search=self.results.value(),
                           data_dir=self.data_dir.text().strip(),
                           ocr=self.ocr.isChecked())

    def accept(self) -> None:
        self.settings_accepted.emit(self.chosen())
        super().accept()

    def _browse(self) -> None:
        dialog = QFileDialog(self, "Data location", self.data_dir.text())
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
        label = QLabel(text)
        label.setWordWrap(True)
        label.setProperty("muted", True)
        return label
