"""The document viewer: a PDF at the cited page with the whole passage highlighted, or text
scrolled to the passage with it highlighted; zoom and find for both."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QEvent,
    QIODevice,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QKeyEvent,
    QWheelEvent,
)
from PySide6.QtPdf import QPdfDocument, QPdfSearchModel
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.assistant.citations import Citation
from desktop_app.core import documents
from desktop_app.ui import theme
from desktop_app.ui.find_bar import FindBar, tool_button
from desktop_app.ui.passage_view import PassageView, screen_resolution
from desktop_app.ui.text_marks import TextMarks
from desktop_app.ui.viewer_find import ViewerFind
from desktop_app.ui.worker import Jobs
from desktop_app.wording import tr
from indexer import display_path

ZOOM_STEPS = (0.25, 0.33, 0.5, 0.67, 0.75, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0, 4.0)
PASSAGE_TOP_MARGIN_PX = 24  # the passage's first line sits this far below the view's top
COLUMN_PADDING = 0.03  # of the page's width, beside the passage's lines when fitting them
# Qt before 6.12 does not say when a PDF search has gone through the document (and 6.12.0's
# binding is excluded): it is taken as done once no match has come in for this long; the
# count still grows if more come.
SEARCH_SETTLED_MS = 600
_CTRL = Qt.KeyboardModifier.ControlModifier


def _next_zoom(current: float, direction: int) -> float:
    """The next step up (direction 1) or down (-1) from ``current``."""
    if direction > 0:
        return next((z for z in ZOOM_STEPS if z > current * 1.01), ZOOM_STEPS[-1])
    return next((z for z in reversed(ZOOM_STEPS) if z < current * 0.99), ZOOM_STEPS[0])


def _viewer_key(event: QKeyEvent) -> str | None:
    """The viewer's own keys: find, zoom in/out, fit width (Ctrl, with or without Shift)."""
    mods = event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier
                                 | Qt.KeyboardModifier.KeypadModifier)
    if mods != _CTRL:
        return None
    return {Qt.Key.Key_F: "find", Qt.Key.Key_Equal: "zoom-in", Qt.Key.Key_Plus: "zoom-in",
            Qt.Key.Key_Minus: "zoom-out", Qt.Key.Key_0: "fit-width"}.get(Qt.Key(event.key()))


class DocumentViewer(QWidget, ViewerFind):
    """Shows the document a citation points at, inside the app.

    Signals:
        shown(str, int): path and 1-based page (0 for text) once the passage is on screen.
        highlighted(int): PDF lines of the passage painted once it is highlighted (-1: none
            found; the page is still shown).
    """

    shown = Signal(str, int)
    highlighted = Signal(int)
    summary_requested = Signal(str)
    ask_requested = Signal(str)

    def __init__(self, jobs_: Jobs, open_external: Callable[[str], object],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._jobs = jobs_
        self._open_external = open_external
        self._generation = 0
        self._path = ""
        self._page = 0
        self._buffer: QBuffer | None = None
        self._fit_width = True  # PDF zoom: follow the view's width, else ``pdf_view`` factor
        self._text_zoom = 1.0
        self._pdf_match = -1
        self._pdf_search_ran = False  # the current search string's search has started
        self._build_widgets()
        self._build_layout()
        self._set_page_controls(False)
        self._update_zoom_controls()

    # -- construction ---------------------------------------------------------------------

    def _build_widgets(self) -> None:
        self.title = QLabel(tr("No document open"))
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.title.setWordWrap(True)
        self.prev_button = QToolButton()
        self.prev_button.setText("◀")
        self.prev_button.setToolTip(tr("Previous page"))
        self.prev_button.clicked.connect(lambda: self._go_to_page(self.current_pdf_page() - 1))
        self.next_button = QToolButton()
        self.next_button.setText("▶")
        self.next_button.setToolTip(tr("Next page"))
        self.next_button.clicked.connect(lambda: self._go_to_page(self.current_pdf_page() + 1))
        self.page_label = QLabel("")
        self.summary_button = tool_button("scope", tr("Summarise this document"))
        self.summary_button.setText(tr("Summarise"))
        self.summary_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.summary_button.clicked.connect(lambda: self.summary_requested.emit(self._path))
        self.ask_button = tool_button("scope", tr("Ask about this document: questions search "
                                                  "it alone"))
        self.ask_button.setText(tr("Ask about it"))
        self.ask_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.ask_button.clicked.connect(lambda: self.ask_requested.emit(self._path))
        self.open_button = QPushButton(tr("Open in default app"))
        theme.set_icon(self.open_button, "open-external")
        self.open_button.setEnabled(False)
        self.open_button.clicked.connect(lambda: self._open_external(self._path))
        self.zoom_out_button = tool_button("zoom-out", tr("Zoom out (Ctrl+-)"))
        self.zoom_out_button.clicked.connect(lambda: self.zoom_step(-1))
        self.zoom_label = QLabel("100%")
        self.zoom_label.setMinimumWidth(42)
        self.zoom_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.zoom_in_button = tool_button("zoom-in", tr("Zoom in (Ctrl++)"))
        self.zoom_in_button.clicked.connect(lambda: self.zoom_step(1))
        self.fit_button = tool_button("fit-width", tr("Fit the text's width (Ctrl+0)"))
        self.fit_button.clicked.connect(self.fit_width)
        self.find_button = tool_button("find", tr("Find in document (Ctrl+F)"))
        self.find_button.clicked.connect(self.open_find)
        self.pdf = QPdfDocument(self)
        self.pdf_view = PassageView(self)
        self.pdf_view.setDocument(self.pdf)
        # One page at a time: the cited page fills the view and the passage can be scrolled to.
        self.pdf_view.setPageMode(QPdfView.PageMode.SinglePage)
        self.pdf_view.setZoomMode(QPdfView.ZoomMode.Custom)
        # A scroll bar appearing would narrow the view and move a fitted page under the passage.
        self.pdf_view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.pdf_view.wheel_zoom.connect(self.zoom_step)
        self.pdf_view.resized.connect(self._refit)
        self.pdf_view.pageNavigator().currentPageChanged.connect(self._page_changed)
        self.search = QPdfSearchModel(self)
        self.search.setDocument(self.pdf)
        self.pdf_view.setSearchModel(self.search)
        # Queued: the model searches pages lazily, from inside QPdfView's paintEvent, and
        # moving the view while it paints crashes it.
        queued = Qt.ConnectionType.QueuedConnection
        self.search.countChanged.connect(self._pdf_results_changed, queued)
        self._search_settled = QTimer(self, singleShot=True, interval=SEARCH_SETTLED_MS)
        self._search_settled.timeout.connect(self._pdf_results_changed)
        self.search.countChanged.connect(self._search_settled.start)
        self.text = QPlainTextEdit(self)
        self.text.setReadOnly(True)
        self.text.viewport().installEventFilter(self)
        self._text_font_size = self.text.font().pointSizeF()
        self.marks = TextMarks(self.text)
        self.message = QLabel(tr("Click a reference to see the passage in its document."))
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        self.stack = QStackedWidget(self)
        for widget in (self.message, self.pdf_view, self.text):
            self.stack.addWidget(widget)
        self.find_bar = FindBar(self)
        self.find_bar.setVisible(False)
        self.find_bar.search_changed.connect(self._find_changed)
        self.find_bar.step.connect(self.find_step)
        self.find_bar.closed.connect(self.close_find)

    def _build_layout(self) -> None:
        header = QHBoxLayout()
        header.addWidget(self.title, 1)
        header.addWidget(self.open_button)
        asks = QHBoxLayout()
        asks.addWidget(self.summary_button)
        asks.addWidget(self.ask_button)
        asks.addStretch(1)
        tools = QHBoxLayout()
        for widget in (self.prev_button, self.page_label, self.next_button):
            tools.addWidget(widget)
        tools.addStretch(1)
        for widget in (self.zoom_out_button, self.zoom_label, self.zoom_in_button,
                       self.fit_button, self.find_button):
            tools.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(header)
        layout.addLayout(asks)
        layout.addLayout(tools)
        layout.addWidget(self.find_bar)
        layout.addWidget(self.stack, 1)

    @property
    def path(self) -> str:
        return self._path

    @property
    def page(self) -> int:
        return self._page

    # -- opening --------------------------------------------------------------------------

    def show_citation(self, citation: Citation) -> None:
        """Load the cited document in a worker, then show the passage (newest request wins)."""
        self._generation += 1
        generation = self._generation
        self._path, self._page = citation.path, citation.page or 0
        self.title.setText(f"<b>[{citation.n}]</b> {citation.shown_label}")
        self.title.setToolTip(display_path(citation.path))
        self.open_button.setEnabled(True)
        self._show_message(tr("Opening {name}…").format(name=citation.file_name))
        self._jobs.start(documents.load_for_citation, citation.path, citation.page,
                         citation.section, citation.start_index, citation.quote,
                         name="open-document",
                         on_result=lambda data: self._loaded(generation, data),
                         on_error=lambda message: self._failed(generation, message))

    def clear(self) -> None:
        """Show no document (another conversation: its numbers would point elsewhere)."""
        self._generation += 1  # a document still loading is not shown
        self._path, self._page = "", 0
        self.title.setText(tr("No document open"))
        self.title.setToolTip("")
        self.open_button.setEnabled(False)
        self.close_find()
        self.pdf_view.passage = None
        self.pdf.close()
        self.text.clear()
        self.marks.forget_passage()
        self._show_message(tr("Click a reference to see the passage in its document."))

    def _failed(self, generation: int, message: str) -> None:
        if generation == self._generation:
            self._show_message(tr("Could not open the document: {message}\n"
                                  "Try “Open in default app”.").format(message=message))

    def _loaded(self, generation: int, data: documents.DocumentData) -> None:
        if generation != self._generation:
            return  # the user clicked another reference meanwhile
        self._pdf_match = -1
        if isinstance(data, documents.PdfDocumentData):
            self._show_pdf(data)
        else:
            self._show_text(data)
        if self.find_bar.isVisible():
            self._find_changed(self.find_bar.edit.text())

    def _show_message(self, text: str) -> None:
        self.message.setText(text)
        self.stack.setCurrentWidget(self.message)
        self._set_page_controls(False)
        self._update_zoom_controls()

    def _set_page_controls(self, visible: bool) -> None:
        for widget in (self.prev_button, self.page_label, self.next_button):
            widget.setVisible(visible)
        if visible:
            page, count = self.current_pdf_page(), self.pdf.pageCount()
            self.page_label.setText(f"{page} / {count}")
            self.prev_button.setEnabled(page > 1)
            self.next_button.setEnabled(page < count)

    def _go_to_page(self, page: int) -> None:
        """Show a 1-based page from its top (fitted to the width if that is the zoom)."""
        if 1 <= page <= self.pdf.pageCount():
            self.pdf_view.pageNavigator().jump(page - 1, QPointF(), 0)
            self._refit()
            self.pdf_view.verticalScrollBar().setValue(0)

    @Slot(int)
    def _page_changed(self, _page: int) -> None:
        if self.stack.currentWidget() is self.pdf_view:
            self._set_page_controls(True)

    # -- text -----------------------------------------------------------------------------

    def _show_text(self, data: documents.TextDocumentData) -> None:
        self.pdf_view.passage = None
        self.text.setPlainText(data.text)
        self.marks.show_passage(data.start, data.end)
        self.stack.setCurrentWidget(self.text)
        self._apply_text_zoom()
        self._update_zoom_controls()
        self.text.centerCursor()
        self.shown.emit(data.path, 0)

    def selected_text(self) -> str:
        return self.text.textCursor().selectedText()

    def passage_text(self) -> str:
        """The text of the highlighted span (text documents)."""
        return self.marks.passage_text()

    # -- pdf ------------------------------------------------------------------------------

    def _show_pdf(self, data: documents.PdfDocumentData) -> None:
        self.search.setSearchString("")
        self.pdf_view.setCurrentSearchResultIndex(-1)
        self.pdf_view.passage = None
        self.pdf.close()
        self._buffer = QBuffer(self)
        self._buffer.setData(QByteArray(data.data))
        self._buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self.pdf.load(self._buffer)
        if self.pdf.status() != QPdfDocument.Status.Ready:
            self._show_message(tr("Could not open {path} ({error}).\nTry “Open in default app”.")
                               .format(path=display_path(data.path), error=self.pdf.error().name))
            return
        self.search.setDocument(self.pdf)
        passage = data.highlight if data.highlight and data.highlight.rects else None
        self._page = passage.page + 1 if passage else max(1, min(data.page, self.pdf.pageCount()))
        self.stack.setCurrentWidget(self.pdf_view)
        self.pdf_view.passage = passage
        self._go_to_page(self._page)
        self._set_page_controls(True)
        self._update_zoom_controls()
        self.shown.emit(data.path, self._page)
        if passage is None:
            self.highlighted.emit(-1)
            return
        self.scroll_to_passage()
        self.pdf_view.viewport().update()
        self.highlighted.emit(len(passage.rects))

    def scroll_to_passage(self) -> None:
        """Bring the passage's first line near the top of the view (and its start into view)."""
        rects = self.pdf_view.passage_rects()
        if not rects:
            return
        # the line highest on the page: a passage's text may begin with the page's running
        # footer ("Page 2 of 5"), which is no place to start reading
        first = min(rects, key=lambda rect: (rect.top(), rect.left()))
        vertical, horizontal = self.pdf_view.verticalScrollBar(), self.pdf_view.horizontalScrollBar()
        vertical.setValue(vertical.value() + int(first.top()) - PASSAGE_TOP_MARGIN_PX)
        if not 0 <= first.left() <= self.pdf_view.viewport().width() - 40:
            horizontal.setValue(horizontal.value() + int(first.left()) - PASSAGE_TOP_MARGIN_PX)

    def passage_rects(self) -> list[QRectF]:
        """The highlighted passage's lines, in pixels of the PDF view's viewport."""
        return self.pdf_view.passage_rects()

    def current_pdf_page(self) -> int:
        """1-based page the view is on."""
        return self.pdf_view.pageNavigator().currentPage() + 1

    # -- zoom -----------------------------------------------------------------------------

    def zoom_factor(self) -> float:
        """The zoom of what is shown: the PDF's pixels per point (at 72 dpi), or the text size."""
        if self.stack.currentWidget() is self.text:
            return self._text_zoom
        return self.pdf_view.zoomFactor()

    def zoom_step(self, direction: int) -> None:
        """One zoom step in (1) or out (-1); the level stays for the next citations."""
        if self.stack.currentWidget() is self.text:
            self._text_zoom = _next_zoom(self._text_zoom, direction)
            self._apply_text_zoom()
        else:
            self._fit_width = False
            self._set_pdf_zoom(_next_zoom(self.pdf_view.zoomFactor(), direction))
        self._update_zoom_controls()

    def fit_width(self) -> None:
        """PDF: the page's width fills the view (and follows it). Text: the normal size."""
        if self.stack.currentWidget() is self.text:
            self._text_zoom = 1.0
            self._apply_text_zoom()
        else:
            self._fit_width = True
            self._refit()
        self._update_zoom_controls()

    def is_fit_width(self) -> bool:
        return self._fit_width

    def _refit(self) -> None:
        """Fit the width: of the passage's text column when its page is shown (a page's
        margins are no reason to read small: the view scrolls sideways to the column's start),
        else of the page."""
        if not self._fit_width or self.pdf.status() != QPdfDocument.Status.Ready:
            return
        page = self.pdf_view.pageNavigator().currentPage()
        page_width = self.pdf.pagePointSize(page).width()
        margins = self.pdf_view.documentMargins()
        room = self.pdf_view.viewport().width() - margins.left() - margins.right()
        if page_width <= 0 or room <= 0:
            return
        left, width = self._column(page, page_width)
        self._set_pdf_zoom(room / (width * screen_resolution()))
        shown = self.pdf_view.page_rect()
        if shown.width() > self.pdf_view.viewport().width():
            bar = self.pdf_view.horizontalScrollBar()
            bar.setValue(bar.value() + int(shown.left() + left / page_width * shown.width())
                         - margins.left())
        self._update_zoom_controls()

    def _column(self, page: int, page_width: float) -> tuple[float, float]:
        """(left, width) in points of what fitting the width fits on ``page``: the cited
        passage's lines, padded (at least half the page), else the whole page."""
        passage = self.pdf_view.passage
        if passage is None or passage.page != page or not passage.rects or passage.page_size[0] <= 0:
            return 0.0, page_width
        scale = page_width / passage.page_size[0]
        left = min(x for x, _, _, _ in passage.rects) * scale
        right = max(x + w for x, _, w, _ in passage.rects) * scale
        pad = COLUMN_PADDING * page_width
        width = min(page_width, max(right - left + 2 * pad, page_width / 2))
        start = min(max(0.0, (left + right - width) / 2), page_width - width)
        return start, width

    def _set_pdf_zoom(self, factor: float) -> None:
        """Zoom the PDF keeping the point at the top of the view where it is."""
        old = self.pdf_view.zoomFactor()
        if abs(old - factor) < 1e-4:
            return
        vertical, horizontal = self.pdf_view.verticalScrollBar(), self.pdf_view.horizontalScrollBar()
        top, left = vertical.value(), horizontal.value()
        self.pdf_view.setZoomFactor(factor)
        vertical.setValue(round(top * factor / old))
        horizontal.setValue(round(left * factor / old))

    def _apply_text_zoom(self) -> None:
        font = self.text.font()
        font.setPointSizeF(max(4.0, self._text_font_size * self._text_zoom))
        self.text.setFont(font)

    def has_document(self) -> bool:
        """Is a document (not a message) on screen?"""
        return self.stack.currentWidget() in (self.pdf_view, self.text)

    def _update_zoom_controls(self) -> None:
        showing = self.has_document()
        # No tools where there is nothing to use them on: they appear with the document.
        for widget in (self.zoom_out_button, self.zoom_label, self.zoom_in_button,
                       self.fit_button, self.find_button):
            widget.setVisible(showing)
            widget.setEnabled(showing)
        self.open_button.setVisible(bool(self._path))
        for button in (self.summary_button, self.ask_button):
            button.setVisible(showing)
        factor = self.zoom_factor()
        self.zoom_label.setText(f"{round(factor * 100)}%")
        fitted = self.stack.currentWidget() is self.pdf_view and self._fit_width
        self.zoom_label.setToolTip(tr("Fit to width") if fitted else tr("Zoom"))
        self.zoom_in_button.setEnabled(showing and factor < ZOOM_STEPS[-1])
        self.zoom_out_button.setEnabled(showing and factor > ZOOM_STEPS[0])

    # -- keys -----------------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        # Claim the viewer's keys before window shortcuts see them (the window's Ctrl+F finds
        # conversations, its Esc stops an answer): focus inside the viewer means the document,
        # once there is one.
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            if (_viewer_key(event) and self.has_document()) or (
                    event.key() == Qt.Key.Key_Escape and self.find_bar.isVisible()):
                event.accept()
                return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        action = _viewer_key(event)
        if action == "find":
            self.open_find()
        elif action == "zoom-in":
            self.zoom_step(1)
        elif action == "zoom-out":
            self.zoom_step(-1)
        elif action == "fit-width":
            self.fit_width()
        elif event.key() == Qt.Key.Key_Escape and self.find_bar.isVisible():
            self.close_find()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        # Ctrl+wheel over text: our zoom steps (QPlainTextEdit's own would bypass the label).
        if (watched is self.text.viewport() and event.type() == QEvent.Type.Wheel
                and isinstance(event, QWheelEvent) and event.modifiers() & _CTRL):
            delta = event.angleDelta().y()
            if delta:
                self.zoom_step(1 if delta > 0 else -1)
            return True
        return super().eventFilter(watched, event)

