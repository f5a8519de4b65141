"""Icons drawn from the Material Design font that QtAwesome ships, without importing QtAwesome.

QtAwesome's own import goes through qtpy, whose ``import *`` of QtCore, QtGui and QtWidgets
made every PySide6 type and signature up front: 0.35-0.43 s before the window's first paint
(`bench/startup.py`). The font file and its charmap in QtAwesome's wheel are all the window
needs; a glyph is drawn as QtAwesome draws it by default (text, 7/8 of the icon's height,
centred).
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QIcon, QIconEngine, QPainter, QPixmap

PREFIX = "mdi6"  # QtAwesome's name for the font: icon names are "mdi6.<glyph>"
FONT_STEM = "materialdesignicons6-webfont-"  # + version, in QtAwesome's fonts folder
GLYPH_SHARE = 0.875  # QtAwesome's: a 16 px icon draws a 14 px glyph (room for the bearing)


class GlyphFontMissing(Exception):
    """The font or its charmap is not where QtAwesome keeps them (another QtAwesome layout)."""


class GlyphFont:
    """One icon font: its family (registered with Qt) and glyph name → character."""

    def __init__(self, ttf: Path, charmap: Path) -> None:
        font_id = QFontDatabase.addApplicationFontFromData(ttf.read_bytes())
        families = QFontDatabase.applicationFontFamilies(font_id)
        if not families:
            raise GlyphFontMissing(f"Qt could not load the icon font {ttf}")
        self.family = families[0]
        codes = json.loads(charmap.read_text(encoding="utf-8"))
        self.chars = {name: chr(int(code, 16)) for name, code in codes.items()}

    @classmethod
    def bundled(cls) -> GlyphFont:
        """The Material Design font in the installed QtAwesome (its package is not imported)."""
        spec = importlib.util.find_spec("qtawesome")
        folders = list(spec.submodule_search_locations or []) if spec else []
        for folder in folders:
            fonts = Path(folder) / "fonts"
            ttfs = sorted(fonts.glob(f"{FONT_STEM}*.ttf"))
            charmaps = sorted(fonts.glob(f"{FONT_STEM}charmap-*.json"))
            if ttfs and charmaps:
                return cls(ttfs[-1], charmaps[-1])
        raise GlyphFontMissing(f"no {FONT_STEM}*.ttf with its charmap in QtAwesome's fonts")

    def icon(self, name: str, color: QColor, disabled: QColor) -> QIcon:
        """``name`` ("mdi6.refresh") in ``color``, and ``disabled`` when its widget is."""
        prefix, _, glyph = name.partition(".")
        if prefix != PREFIX or glyph not in self.chars:
            raise KeyError(f"no glyph {name!r} in the {PREFIX} font")
        return QIcon(GlyphEngine(self.family, self.chars[glyph], color, disabled))


class GlyphEngine(QIconEngine):
    """Paints one glyph at any size, in the colour of the icon's mode."""

    def __init__(self, family: str, char: str, color: QColor, disabled: QColor) -> None:
        super().__init__()
        self.family, self.char = family, char
        self.color, self.disabled = QColor(color), QColor(disabled)

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        painter.save()
        painter.setPen(self.disabled if mode == QIcon.Mode.Disabled else self.color)
        font = QFont(self.family)
        font.setPixelSize(max(1, round(GLYPH_SHARE * rect.height())))
        painter.setFont(font)
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), self.char)
        painter.restore()

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        pixmap = QPixmap(size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        self.paint(painter, QRect(QPoint(0, 0), size), mode, state)
        painter.end()
        return pixmap

    def clone(self) -> GlyphEngine:
        return GlyphEngine(self.family, self.char, self.color, self.disabled)
