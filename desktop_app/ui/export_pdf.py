"""PDF export rendered by Qt: the HTML export laid out on A4, a header and page numbers."""

from __future__ import annotations

import logging
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

from desktop_app.core.system.assets import CJK_FONT, asset_path
from desktop_app.export.files import new_export_file
from desktop_app.export.html import render_html
from desktop_app.export.model import ExportDocument
from desktop_app.wording import tr

log = logging.getLogger(__name__)

DPI = 300
# Faces with a text layer that reads back right; Qt falls back per glyph (CJK) from there.
BASE_FAMILIES = ["Segoe UI", "Helvetica Neue", "Arial", "DejaVu Sans", "Noto Sans",
                 "Liberation Sans"]
MARGINS_MM = QMarginsF(18, 16, 18, 16)


def ensure_gui_app() -> QGuiApplication:
    """Qt needs an application object for fonts; the CLI has none (and maybe no display)."""
    app = QGuiApplication.instance()
    if app is None:
        no_display = not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY")
        if no_display and not os.environ.get("QT_QPA_PLATFORM"):  # unset or set empty
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        app = QGuiApplication(["footnote-export"])
    return app  # type: ignore[return-value]


def write_pdf(doc: ExportDocument, path: Path) -> int:
    """Render ``doc`` to a PDF at ``path`` (GUI thread); returns the number of pages."""
    ensure_gui_app()
    tmp = new_export_file(Path(path))
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
    """The first installed face of ``BASE_FAMILIES`` (the system's default font if none), then
    a CJK face for the glyphs it lacks: the system's own, else the one Footnote ships."""
    installed = set(QFontDatabase.families())
    font = QFont()
    family = next((f for f in BASE_FAMILIES if f in installed), None)
    families = ([family] if family else []) + cjk_fallback_families()
    if families:
        font.setFamilies(families)
    font.setPointSizeF(points)
    return font


def cjk_fallback_families() -> list[str]:
    """A family that draws Chinese, Japanese and Korean, loading the bundled subset of Noto
    Sans CJK when the system has none (without one, Qt writes NUL glyphs into the PDF)."""
    global _bundled_cjk
    if _bundled_cjk is None:
        chinese = QFontDatabase.WritingSystem.SimplifiedChinese
        if any(QFontDatabase.writingSystems(f).count(chinese) for f in QFontDatabase.families()):
            _bundled_cjk = []
        else:
            _bundled_cjk = _load_bundled_cjk()
    return _bundled_cjk


def _load_bundled_cjk() -> list[str]:
    try:
        font_file = asset_path(CJK_FONT)  # the wheel's copy, or the source tree's
    except FileNotFoundError as exc:
        log.warning("no CJK font: %s", exc)
        return []
    font_id = QFontDatabase.addApplicationFont(str(font_file))
    families = list(QFontDatabase.applicationFontFamilies(font_id)) if font_id >= 0 else []
    if not families:
        log.warning("no CJK font: %s could not be loaded", font_file)
    return families


_bundled_cjk: list[str] | None = None  # loaded once per process, on the first export


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
                             tr("Footnote · page {page} of {count}").format(page=page + 1,
                                                                           count=count))
            painter.save()
            painter.translate(0, band - page * body)
            text.drawContents(painter, QRectF(0, page * body, width, body))
            painter.restore()
    finally:
        painter.end()
    return count
