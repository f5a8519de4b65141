"""A document's card: shown in the Files list's tooltips, corrected in a small dialog."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from desktop_app.wording import tr
from indexer import CARD_FIELDS, DocumentCard, display_name


def field_label(name: str) -> str:
    """A card field's name as the user reads it ("organisation" → "Organisation")."""
    labels = {"title": tr("Title"), "organisation": tr("Organisation"),
              "kind": tr("Kind", "the kind of a document: report, manual…"),
              "period": tr("Period", "the period a document covers: 2019, Q3 2020…"),
              "date": tr("Date"), "pages": tr("Pages"), "language": tr("Language")}
    return labels.get(name, name.capitalize())


def kept_hint() -> str:
    return tr("Corrections are kept when the file is indexed again.")


def reset_text() -> str:
    return tr("Use the detected values")


def card_lines(card: dict) -> list[str]:
    """The card's filled fields, one "Label: value" line each; a corrected one says so."""
    lines = []
    for name, value, edited in DocumentCard.from_dict(card).shown_fields():
        line = tr("{field}: {value} (edited)") if edited else tr("{field}: {value}")
        lines.append(line.format(field=field_label(name), value=value))
    return lines


class CardDialog(QDialog):
    """The editable fields of one document's card, prefilled; OK keeps the changed ones, "Use
    the detected values" drops the user's corrections. Reads and writes nothing on disk."""

    def __init__(self, path: str, card: dict, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.card = DocumentCard.from_dict(card)
        self._reset = False
        self.setWindowTitle(tr("Document details — {name}").format(name=display_name(path)))
        form = QFormLayout()
        self.lines: dict[str, QLineEdit] = {}
        for name in CARD_FIELDS:
            line = QLineEdit(str(getattr(self.card, name)))
            if name in self.card.edited:
                line.setToolTip(tr("You corrected this field"))
            self.lines[name] = line
            form.addRow(field_label(name), line)
        self.pages = QLineEdit(str(self.card.pages) if self.card.pages else "")
        self.pages.setReadOnly(True)  # counted by indexing, not a correction
        self.pages.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pages.setPlaceholderText(tr("not counted (no pages)"))
        form.addRow(field_label("pages"), self.pages)
        hint = QLabel(kept_hint())
        hint.setWordWrap(True)
        hint.setProperty("muted", True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.reset_button = self.buttons.addButton(reset_text(),
                                                   QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.setEnabled(bool(self.card.edited))
        self.reset_button.setToolTip(tr("Drop your corrections: show what indexing found"))
        self.reset_button.clicked.connect(self._use_detected)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)

    def edits(self) -> dict[str, str]:
        """The fields the user changed: field → new value ("" clears it)."""
        changed = {}
        for name, line in self.lines.items():
            value = " ".join(line.text().split())
            if value != getattr(self.card, name):
                changed[name] = value
        return changed

    def wants_reset(self) -> bool:
        """"Use the detected values" was clicked (the corrections are to be dropped)."""
        return self._reset

    def _use_detected(self) -> None:
        self._reset = True
        self.accept()
