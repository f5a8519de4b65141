"""The window's icons: the same glyphs QtAwesome draws, painted from its font without importing
it (its qtpy layer cost a third of a second before the first paint), and still drawn when the
font is not where it used to be."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QIcon, QImage

from desktop_app.ui import glyphs, theme

PROJECT = Path(__file__).resolve().parents[2]
SIZE = 24
EVERY_ICON = sorted({*theme.ICONS.values(), *theme.STATUS_ICONS.values()})


def image(icon: QIcon, mode: QIcon.Mode = QIcon.Mode.Normal) -> QImage:
    return icon.pixmap(SIZE, SIZE, mode).toImage().convertToFormat(QImage.Format.Format_ARGB32)


def opaque_colors(picture: QImage) -> set[str]:
    """The colours of the glyph's solid pixels (thin strokes have few fully opaque ones)."""
    pixels = [picture.pixelColor(x, y) for x in range(picture.width())
              for y in range(picture.height())]
    solid = max((p.alpha() for p in pixels), default=0)
    return {p.name() for p in pixels if solid > 200 and p.alpha() == solid}


@pytest.fixture(scope="module")
def font(qapp) -> glyphs.GlyphFont:
    return glyphs.GlyphFont.bundled()  # registered with Qt once, as the window does


@pytest.mark.parametrize("name", EVERY_ICON)
def test_each_icon_is_the_glyph_qtawesome_draws(font, name: str):
    os.environ.setdefault("QT_API", "pyside6")
    import qtawesome

    ink, muted = QColor("#1f2933"), QColor("#9aa5b1")
    ours = font.icon(name, ink, muted)
    theirs = qtawesome.icon(name, color=ink, color_disabled=muted)

    assert opaque_colors(image(ours)) == {ink.name()}, "the glyph is drawn, in its colour"
    assert image(ours) == image(theirs)
    assert image(ours, QIcon.Mode.Disabled) == image(theirs, QIcon.Mode.Disabled)
    assert opaque_colors(image(ours, QIcon.Mode.Disabled)) == {muted.name()}


def test_an_unknown_glyph_is_refused(font):
    with pytest.raises(KeyError):
        font.icon("mdi6.no-such-glyph", QColor("black"), QColor("gray"))


def test_icons_are_still_drawn_when_the_font_is_not_in_qtawesomes_files(
        qapp, monkeypatch: pytest.MonkeyPatch):
    def missing() -> glyphs.GlyphFont:
        raise glyphs.GlyphFontMissing("moved in another QtAwesome")

    monkeypatch.setattr(glyphs.GlyphFont, "bundled", missing)
    monkeypatch.setattr(theme._State, "glyphs", None)
    try:
        drawn = image(theme.icon("reindex"))
        assert opaque_colors(drawn), "QtAwesome itself draws the icon"
        assert theme._State.glyphs is False
    finally:
        monkeypatch.undo()
        theme._State.glyphs = None


def test_the_window_is_painted_with_its_icons_before_qtawesome_or_qtpy_is_imported(
        tmp_path: Path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FOOTNOTE_EXIT_WHEN_SHOWN="1")
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "desktop_app", "--config-dir",
         str(tmp_path / "config"), "--data-dir", str(tmp_path / "data")],
        env=env, capture_output=True, text=True, timeout=120, cwd=PROJECT)
    before_paint, marker, _after = result.stderr.partition("footnote-window-shown")
    assert marker, result.stderr[-3000:]
    imported = {line.split("|")[-1].strip() for line in before_paint.splitlines()
                if line.startswith("import time:")}
    assert "desktop_app.ui.glyphs" in imported  # the toolbar's icons were made
    assert not {m for m in imported if m.split(".")[0] in ("qtawesome", "qtpy")}
