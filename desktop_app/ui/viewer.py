"""The document viewer: a PDF at the cited page with the passage highlighted, or text scrolled
to the passage with it selected."""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QTextCharFormat, QTextCursor, QTextFormat
from PySide6.QtPdf import QPdfDocument, QPdfSearchModel
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QStackedWidget,
    QTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.assistant.citations import Citation
from desktop_app.core import documents
from desktop_app.ui.worker import Jobs
from indexer.paths import display_path

log = logging.getLogger(__name__)

SEARCH_WAIT_MS = 3000


class DocumentViewer(QWidget):
    """Shows the document a citation points at, inside the app.

    Signals:
        shown(str, int): path and 1-based page (0 for text) once the passage is on screen.
        highlighted(int): index of the PDF search result selected as the passage (-1: none).
    """

    shown = Signal(str, int)
    highlighted = Signal(int)

    def __init__(self, jobs_: Jobs, open_external: Callable[[str], object],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._jobs = jobs_
        self._open_external = open_external
        self._generation = 0
        self._path = ""
        self._page = 0
        self._snippets: list[str] = []
        self._buffer: QBuffer | None = None
        self.title = QLabel("No document open")
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.title.setWordWrap(True)
        self.prev_button = QToolButton()
        self.prev_button.setText("◀")
        self.prev_button.setToolTip("Previous page")
        self.prev_button.clicked.connect(lambda: self._go_to_page(self.current_pdf_page() - 1))
        self.next_button = QToolButton()
        self.next_button.setText("▶")
        self.next_button.setToolTip("Next page")
        self.next_button.clicked.connect(lambda: self._go_to_page(self.current_pdf_page() + 1))
        self.page_label = QLabel("")
        self.open_button = QPushButton("Open in default app")
        self.open_button.setEnabled(False)
        self.open_button.clicked.connect(lambda: self._open_external(self._path))
        self.pdf = QPdfDocument(self)
        self.pdf_view = QPdfView(self)
        self.pdf_view.setDocument(self.pdf)
        # One page at a time: the cited page fills the view and the passage can be scrolled to.
        self.pdf_view.setPageMode(QPdfView.PageMode.SinglePage)
        self.pdf_view.setZoomMode(QPdfView.ZoomMode.FitToWidth)
        self.search = QPdfSearchModel(self)
        self.search.setDocument(self.pdf)
        self.pdf_view.setSearchModel(self.search)
        self.search.statusChanged.connect(self._on_search_status)
        self.text = QPlainTextEdit(self)
        self.text.setReadOnly(True)
        self.message = QLabel("Click a reference to see the passage in its document.")
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        self.stack = QStackedWidget(self)
        for widget in (self.message, self.pdf_view, self.text):
            self.stack.addWidget(widget)
        header = QHBoxLayout()
        header.addWidget(self.title, 1)
        for widget in (self.prev_button, self.page_label, self.next_button, self.open_button):
            header.addWidget(widget)
        self._set_page_controls(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(header)
        layout.addWidget(self.stack, 1)
        self._search_timeout = QTimer(self)
        self._search_timeout.setSingleShot(True)
        self._search_timeout.setInterval(SEARCH_WAIT_MS)
        self._search_timeout.timeout.connect(self._next_snippet)

    @property
    def path(self) -> str:
        return self._path

    @property
    def page(self) -> int:
        return self._page

    def show_citation(self, citation: Citation) -> None:
        """Load the cited document in a worker, then show the passage (newest request wins)."""
        self._generation += 1
        generation = self._generation
        self._path, self._page = citation.path, citation.page or 0
        self.title.setText(f"<b>[{citation.n}]</b> {citation.label}")
        self.title.setToolTip(display_path(citation.path))
        self.open_button.setEnabled(True)
        self._show_message(f"Opening {citation.file_name}…")
        self._jobs.start(documents.load_for_citation, citation.path, citation.page,
                         citation.section, citation.start_index, citation.quote,
                         name="open-document",
                         on_result=lambda data: self._loaded(generation, data),
                         on_error=lambda message: self._failed(generation, message))

    def clear(self) -> None:
        """Show no document (another conversation: its numbers would point elsewhere)."""
        self._generation += 1  # a document still loading is not shown
        self._search_timeout.stop()
        self._snippets = []
        self._path, self._page = "", 0
        self.title.setText("No document open")
        self.title.setToolTip("")
        self.open_button.setEnabled(False)
        self.search.setSearchString("")
        self.pdf.close()
        self.text.clear()
        self._show_message("Click a reference to see the passage in its document.")

    def _failed(self, generation: int, message: str) -> None:
        if generation == self._generation:
            self._show_message(f"Could not open the document: {message}\n"
                               "Try “Open in default app”.")

    def _loaded(self, generation: int, data: documents.DocumentData) -> None:
        if generation != self._generation:
            return  # the user clicked another reference meanwhile
        if isinstance(data, documents.PdfDocumentData):
            self._show_pdf(data)
        else:
            self._show_text(data)

    def _show_message(self, text: str) -> None:
        self.message.setText(text)
        self.stack.setCurrentWidget(self.message)
        self._set_page_controls(False)

    def _set_page_controls(self, visible: bool) -> None:
        for widget in (self.prev_button, self.page_label, self.next_button):
            widget.setVisible(visible)
        if visible:
            page, count = self.current_pdf_page(), self.pdf.pageCount()
            self.page_label.setText(f"{page} / {count}")
            self.prev_button.setEnabled(page > 1)
            self.next_button.setEnabled(page < count)

    def _go_to_page(self, page: int) -> None:
        if 1 <= page <= self.pdf.pageCount():
            self.pdf_view.pageNavigator().jump(page - 1, QPointF(), 0)
            self.pdf_view.verticalScrollBar().setValue(0)
            self._set_page_controls(True)

    # -- text -----------------------------------------------------------------------------

    def _show_text(self, data: documents.TextDocumentData) -> None:
        self.text.setPlainText(data.text)
        cursor = self.text.textCursor()
        cursor.setPosition(data.start)
        cursor.setPosition(data.end, QTextCursor.MoveMode.KeepAnchor)
        self.text.setTextCursor(cursor)
        selection = QTextEdit.ExtraSelection()
        fmt = QTextCharFormat()
        fmt.setBackground(Qt.GlobalColor.yellow)
        fmt.setForeground(Qt.GlobalColor.black)
        fmt.setProperty(QTextFormat.Property.FullWidthSelection, False)
        selection.format = fmt  # type: ignore[attr-defined]
        selection.cursor = cursor  # type: ignore[attr-defined]
        self.text.setExtraSelections([selection])
        self.stack.setCurrentWidget(self.text)
        self.text.centerCursor()
        self.shown.emit(data.path, 0)

    def selected_text(self) -> str:
        return self.text.textCursor().selectedText()

    # -- pdf ------------------------------------------------------------------------------

    def _show_pdf(self, data: documents.PdfDocumentData) -> None:
        self.search.setSearchString("")
        self.pdf.close()
        self._buffer = QBuffer(self)
        self._buffer.setData(QByteArray(data.data))
        self._buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self.pdf.load(self._buffer)
        if self.pdf.status() != QPdfDocument.Status.Ready:
            self._show_message(f"Could not open {display_path(data.path)} ({self.pdf.error().name}).\n"
                               "Try “Open in default app”.")
            return
        self.search.setDocument(self.pdf)
        self._page = max(1, min(data.page, self.pdf.pageCount()))
        self.stack.setCurrentWidget(self.pdf_view)
        self.pdf_view.pageNavigator().jump(self._page - 1, QPointF(), 0)
        self._set_page_controls(True)
        self._snippets = list(data.snippets)
        self.shown.emit(data.path, self._page)
        self._next_snippet()

    def _next_snippet(self) -> None:
        self._search_timeout.stop()
        if not self._snippets:
            self.highlighted.emit(-1)
            return
        self.search.setSearchString(self._snippets.pop(0))
        self._search_timeout.start()

    @Slot()
    def _on_search_status(self) -> None:
        if self.search.status() != QPdfSearchModel.Status.Finished or not self.search.searchString():
            return
        index = self._result_on_page(self._page - 1)
        if index < 0:
            self._next_snippet()
            return
        self._search_timeout.stop()
        self.pdf_view.setCurrentSearchResultIndex(index)
        link = self.search.resultAtIndex(index)
        self.pdf_view.pageNavigator().jump(link.page(), link.location(), 0)
        self._scroll_to(link.page(), link.location().y())
        self.highlighted.emit(index)

    def _scroll_to(self, page_index: int, y_points: float) -> None:
        """Bring a point of the (single) page into view, a third from the top."""
        height = self.pdf.pagePointSize(page_index).height()
        bar = self.pdf_view.verticalScrollBar()
        if height <= 0 or bar.maximum() <= 0:
            return
        content = bar.maximum() + bar.pageStep()
        bar.setValue(int(y_points / height * content - bar.pageStep() / 3))

    def _result_on_page(self, page_index: int) -> int:
        for i in range(self.search.count()):
            if self.search.resultAtIndex(i).page() == page_index:
                return i
        return -1

    def current_pdf_page(self) -> int:
        """1-based page the view is on."""
        return self.pdf_view.pageNavigator().currentPage() + 1
