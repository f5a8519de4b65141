"""The numbered references of the selected answer; clicking one opens it in the viewer."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from desktop_app.assistant.citations import Citation
from desktop_app.assistant.state import Turn
from desktop_app.ui import theme
from desktop_app.wording import tr
from indexer import display_path

N_ROLE = Qt.ItemDataRole.UserRole
PREVIEW_CHARS = 160


class SourcesPanel(QWidget):
    """References of one answer: cited ones, or the passages shown when none was cited.

    Signals:
        citation_activated(object): the ``Citation`` the user clicked.
    """

    citation_activated = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel(f"<b>{tr('Sources')}</b>")
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setSpacing(2)
        self.list.itemClicked.connect(self._activated)
        self.list.itemActivated.connect(self._activated)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.list, 1)
        self._citations: dict[int, Citation] = {}
        self.show_turn(None)

    def show_turn(self, turn: Turn | None, index: int | None = None) -> None:
        self.list.clear()
        self._citations = {}
        if turn is None:
            self.heading.setText(f"<b>{tr('Sources')}</b>")
            self.list.addItem(self._note(tr("The references of an answer appear here.")))
            return
        used = turn.used_citations
        shown = used or turn.citations
        heading = f"<b>{tr('Sources') if used else tr('Passages searched (none cited)')}</b>"
        if index is not None:
            heading = tr("{heading} — answer {number}").format(heading=heading, number=index + 1)
        self.heading.setText(heading)
        flagged = {n: f.detail for f in turn.flags for n in f.numbers}
        for n, citation in sorted(shown.items()):
            self._citations[n] = citation
            self.list.addItem(self._item(citation, flagged.get(n)))
        if not shown:
            self.list.addItem(self._note(tr("No passages were found for this question.")))

    def show_live(self, citations: dict[int, Citation]) -> None:
        """Passages found so far while an answer is being written."""
        self.heading.setText(f"<b>{tr('Passages found so far')}</b>")
        self.list.clear()
        self._citations = dict(citations)
        for _n, citation in sorted(citations.items()):
            self.list.addItem(self._item(citation, None))

    def numbers(self) -> list[int]:
        return sorted(self._citations)

    def item_for(self, n: int) -> QListWidgetItem | None:
        for i in range(self.list.count()):
            if self.list.item(i).data(N_ROLE) == n:
                return self.list.item(i)
        return None

    def _item(self, citation: Citation, flag: str | None) -> QListWidgetItem:
        quote = " ".join(citation.quote.split())
        quote = quote if len(quote) <= PREVIEW_CHARS else quote[:PREVIEW_CHARS] + "…"
        mark = "⚠ " if flag else ""
        item = QListWidgetItem(f"{mark}[{citation.n}]  {citation.shown_label}\n“{quote}”")
        item.setData(N_ROLE, citation.n)
        item.setToolTip(display_path(citation.path) + (f"\n⚠ {flag}" if flag else ""))
        if flag:
            item.setForeground(theme.status_color("warning"))
        return item

    def _note(self, text: str) -> QListWidgetItem:
        item = QListWidgetItem(text)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        return item

    def _activated(self, item: QListWidgetItem) -> None:
        n = item.data(N_ROLE)
        if n in self._citations:
            self.citation_activated.emit(self._citations[n])
