"""The PDF page view that paints the cited passage's lines over the page and zooms on
Ctrl+wheel."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QGuiApplication, QPainter, QPaintEvent, QResizeEvent, QWheelEvent
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtWidgets import QWidget

from desktop_app.core.pdf_highlight import PassageHighlight
from desktop_app.ui import theme


class PassageView(QPdfView):
    """QPdfView that paints the cited passage's lines over the page and zooms on Ctrl+wheel.

    QPdfView has no page-to-viewport mapping; ``page_rect`` mirrors its layout (SinglePage mode:
    the page centred horizontally inside the document margins, points × logical DPI / 72 × zoom).
    """

    wheel_zoom = Signal(int)  # +1 / -1
    resized = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.passage: PassageHighlight | None = None

    def page_rect(self) -> QRectF:
        """The current page, in viewport pixels (empty when no document is shown)."""
        document = self.document()
        if document is None or document.status() != QPdfDocument.Status.Ready:
            return QRectF()
        page = self.pageNavigator().currentPage()
        size = QSizeF(document.pagePointSize(page) * screen_resolution()
                      * self.zoomFactor()).toSize()
        margins = self.documentMargins()
        total_width = size.width() + margins.left() + margins.right()
        x = (max(total_width, self.viewport().width()) - size.width()) // 2
        top_left = QPoint(x, margins.top()) - QPoint(self.horizontalScrollBar().value(),
                                                     self.verticalScrollBar().value())
        return QRectF(QRect(top_left, size))

    def passage_rects(self) -> list[QRectF]:
        """The passage's lines in viewport pixels; empty when its page is not the one shown."""
        passage = self.passage
        if passage is None or passage.page != self.pageNavigator().currentPage():
            return []
        page = self.page_rect()
        width, height = passage.page_size
        if page.isEmpty() or width <= 0 or height <= 0:
            return []
        sx, sy = page.width() / width, page.height() / height
        return [QRectF(page.x() + x * sx, page.y() + y * sy, w * sx, h * sy)
                for x, y, w, h in passage.rects]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        super().paintEvent(event)
        rects = self.passage_rects()
        if not rects:
            return
        painter = QPainter(self.viewport())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.colors().highlight_bg)
        for rect in rects:
            painter.drawRect(rect.adjusted(-1, -1, 1, 1))
        painter.end()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt override
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            delta = event.angleDelta().y()
            if delta:
                self.wheel_zoom.emit(1 if delta > 0 else -1)
            event.accept()
            return
        super().wheelEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.resized.emit()


def screen_resolution() -> float:
    screen = QGuiApplication.primaryScreen()
    return screen.logicalDotsPerInch() / 72.0 if screen else 1.0
