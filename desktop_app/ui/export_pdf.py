"""PDF export rendered by Qt: the HTML export laid out on A4, a header and page numbers."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QGuiApplication,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextDocument,
)

from desktop_app.export.html import render_html
from desktop_app.export.model import ExportDocument

DPI = 300
# Faces with a text layer that reads back right; Qt falls back per glyph (CJK) from there.
BASE_FAMILIES = ["Segoe UI", "Helvetica Neue", "Arial", "DejaVu Sans", "Noto Sans",
                 "Liberation Sans"]
MARGINS_MM = QMarginsF(18, 16, 18, 16)


def ensure_gui_app() -> QGuiApplication:
    """Qt needs an application object for fonts; the CLI has none (and maybe no display)."""
    app = QGuiApplication.instance()
    if app is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QGuiApplication(["footnote-export"])
    return app  # type: ignore[return-value]


def write_pdf(doc: ExportDocument, path: Path) -> int:
    """Render ``doc`` to a PDF at ``path`` (GUI thread); returns the number of pages."""
    ensure_gui_app()
    tmp = Path(path).with_name(f".{Path(path).name}.part")
    writer = QPdfWriter(str(tmp))
    writer.setTitle(doc.title)
    writer.setCreator("Footnote")
    writer.setResolution(DPI)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                     QPageLayout.Orientation.Portrait, MARGINS_MM,
                                     QPageLayout.Unit.Millimeter))
    try:
        pages = _paint(doc, writer)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
    return pages


def base_font(points: float) -> QFont:
    """The first installed face of ``BASE_FAMILIES`` (the system's default font if none)."""
    installed = set(QFontDatabase.families())
    font = QFont()
    family = next((f for f in BASE_FAMILIES if f in installed), None)
    if family:
        font.setFamily(family)
    font.setPointSizeF(points)
    return font


def _paint(doc: ExportDocument, writer: QPdfWriter) -> int:
    area = writer.pageLayout().paintRectPixels(DPI)
    width, height = float(area.width()), float(area.height())
    small = base_font(8)
    metrics = QFontMetricsF(small, writer)
    band = metrics.height() * 2.2  # header and footer bands
    text = QTextDocument()
    text.documentLayout().setPaintDevice(writer)
    text.setDefaultFont(base_font(10.5))
    text.setDocumentMargin(0)
    text.setHtml(render_html(doc, for_print=True))
    body = height - 2 * band
    text.setPageSize(QSizeF(width, body))
    count = text.pageCount()
    header = f"{doc.title} — {doc.created}"
    painter = QPainter(writer)
    try:
        for page in range(count):
            if page:
                writer.newPage()
            painter.setFont(small)
            painter.setPen(QColor("#6a737d"))
            painter.drawText(QRectF(0, 0, width, band * 0.8),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             metrics.elidedText(header, Qt.TextElideMode.ElideRight, width))
            painter.setPen(QColor("#d0d7de"))
            painter.drawLine(0, int(band * 0.85), int(width), int(band * 0.85))
            painter.setPen(QColor("#6a737d"))
            painter.drawText(QRectF(0, height - band * 0.8, width, band * 0.8),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             f"Footnote · page {page + 1} of {count}")
            painter.save()
            painter.translate(0, band - page * body)
            text.drawContents(painter, QRectF(0, page * body, width, body))
            painter.restore()
    finally:
        painter.end()
    return count
