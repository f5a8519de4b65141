"""The window's look: Fusion style, light and dark palettes following the system, spacing and
type scale, icons (QtAwesome's bundled Material Design set) and status colours."""

from __future__ import annotations

import logging
import os
import weakref
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QColor, QGuiApplication, QIcon, QPalette
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from desktop_app.ui.glyphs import GlyphFont, GlyphFontMissing

log = logging.getLogger(__name__)

APPEARANCES = ("system", "light", "dark")
BASE_SPACING = 8  # px; margins and gaps are multiples of it


@dataclass(frozen=True)
class Colors:
    """The colours the window uses beyond Qt's palette roles."""

    window: QColor
    base: QColor
    alternate: QColor
    text: QColor
    button: QColor
    accent: QColor
    accent_text: QColor
    ok: QColor
    warn: QColor
    error: QColor
    info: QColor
    muted: QColor
    question_bg: QColor
    answer_bg: QColor
    border: QColor
    highlight_bg: QColor


def _c(hex_: str, alpha: int = 255) -> QColor:
    color = QColor(hex_)
    color.setAlpha(alpha)
    return color


LIGHT = Colors(
    window=_c("#f3f4f6"), base=_c("#ffffff"), alternate=_c("#f7f8fa"), text=_c("#1f2328"),
    button=_c("#fbfbfc"), accent=_c("#2f6fdb"), accent_text=_c("#ffffff"), ok=_c("#2e7d32"),
    warn=_c("#b26a00"), error=_c("#c62828"), info=_c("#3f51b5"), muted=_c("#6a737d"),
    question_bg=_c("#e8effb"), answer_bg=_c("#ffffff"), border=_c("#d0d7de"),
    highlight_bg=_c("#ffd54f", 110))
DARK = Colors(
    window=_c("#1f2124"), base=_c("#17181a"), alternate=_c("#232529"), text=_c("#e6e8eb"),
    button=_c("#2b2e33"), accent=_c("#5b9bff"), accent_text=_c("#0d1117"), ok=_c("#66bb6a"),
    warn=_c("#ffb74d"), error=_c("#ef5350"), info=_c("#9fa8da"), muted=_c("#9aa3ad"),
    question_bg=_c("#243248"), answer_bg=_c("#17181a"), border=_c("#3a3f46"),
    highlight_bg=_c("#ffca28", 90))

ICONS = {
    "add-folder": "mdi6.folder-plus-outline", "reindex": "mdi6.refresh",
    "remove": "mdi6.folder-remove-outline", "open": "mdi6.folder-open-outline",
    "open-external": "mdi6.open-in-new", "pause": "mdi6.pause", "resume": "mdi6.play",
    "cancel": "mdi6.close-circle-outline", "send": "mdi6.send", "stop": "mdi6.stop",
    "new": "mdi6.chat-plus-outline", "rename": "mdi6.pencil-outline",
    "delete": "mdi6.trash-can-outline", "export": "mdi6.export-variant",
    "copy": "mdi6.content-copy", "settings": "mdi6.cog-outline", "models": "mdi6.brain",
    "repair": "mdi6.wrench-outline", "regenerate": "mdi6.autorenew", "edit": "mdi6.pencil",
    "zoom-in": "mdi6.magnify-plus-outline", "zoom-out": "mdi6.magnify-minus-outline",
    "fit-width": "mdi6.arrow-expand-horizontal", "find": "mdi6.text-search",
    "next": "mdi6.chevron-down", "previous": "mdi6.chevron-up", "close": "mdi6.close",
    "exclude": "mdi6.eye-off-outline", "include": "mdi6.eye-outline",
    "folder": "mdi6.folder-outline", "file": "mdi6.file-document-outline",
    "search": "mdi6.magnify", "scope": "mdi6.filter-variant", "quit": "mdi6.exit-to-app",
    "page-next": "mdi6.chevron-right", "page-previous": "mdi6.chevron-left",
    "download": "mdi6.download",
}
STATUS_ICONS = {
    "ok": "mdi6.check-circle", "working": "mdi6.progress-clock", "paused": "mdi6.pause-circle",
    "queued": "mdi6.clock-outline", "warning": "mdi6.alert", "error": "mdi6.alert-circle",
    "excluded": "mdi6.eye-off-outline", "info": "mdi6.information",
}


class _State:
    """What :func:`apply` chose, and the widgets whose icons follow a palette change."""

    dark = False
    applied = False
    appearance = "system"
    bound: weakref.WeakKeyDictionary[QObject, str] = weakref.WeakKeyDictionary()
    listening = False
    glyphs: GlyphFont | bool | None = None  # False: the font is missing, QtAwesome draws


def colors() -> Colors:
    """The current palette's colours (light until :func:`apply` chose dark)."""
    return DARK if _State.dark else LIGHT


def is_dark() -> bool:
    return _State.dark


def system_prefers_dark() -> bool:
    """The desktop's colour scheme (Qt 6.5+ asks the platform theme; unknown → light)."""
    hints = QGuiApplication.styleHints()
    try:
        return hints.colorScheme() == Qt.ColorScheme.Dark
    except AttributeError:  # an older Qt: no colour scheme API
        return False


def wants_dark(appearance: str) -> bool:
    """``appearance`` is a setting ("system", "light", "dark"); FOOTNOTE_APPEARANCE overrides it."""
    choice = os.environ.get("FOOTNOTE_APPEARANCE", appearance or "system").strip().lower()
    if choice in ("dark", "light"):
        return choice == "dark"
    return system_prefers_dark()


def palette_for(c: Colors) -> QPalette:
    pal = QPalette()
    roles = QPalette.ColorRole
    for role, color in ((roles.Window, c.window), (roles.WindowText, c.text),
                        (roles.Base, c.base), (roles.AlternateBase, c.alternate),
                        (roles.Text, c.text), (roles.Button, c.button),
                        (roles.ButtonText, c.text), (roles.ToolTipBase, c.base),
                        (roles.ToolTipText, c.text), (roles.Highlight, c.accent),
                        (roles.HighlightedText, c.accent_text), (roles.Link, c.accent),
                        (roles.LinkVisited, c.accent), (roles.PlaceholderText, c.muted),
                        (roles.BrightText, c.error)):
        pal.setColor(role, color)
    disabled = QPalette.ColorGroup.Disabled
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        pal.setColor(disabled, role, c.muted)
    pal.setColor(roles.Light, c.base.lighter(110))
    pal.setColor(roles.Midlight, c.border.lighter(105))
    pal.setColor(roles.Mid, c.border)
    pal.setColor(roles.Dark, c.border.darker(140))
    pal.setColor(roles.Shadow, QColor(0, 0, 0, 90))
    return pal


def stylesheet(c: Colors) -> str:
    """Spacing, rounded inputs, and the few roles widgets opt into with ``role`` properties."""
    s = BASE_SPACING
    return f"""
    QSplitter::handle {{ background: transparent; }}
    QSplitter::handle:horizontal {{ width: {s}px; }}
    QSplitter::handle:vertical {{ height: {s}px; }}
    QPushButton {{ padding: 4px 12px; border: 1px solid {c.border.name()}; border-radius: 5px;
                  background: {c.button.name()}; min-height: 20px; }}
    QPushButton:hover {{ border-color: {c.accent.name()}; }}
    QPushButton:disabled {{ color: {c.muted.name()}; }}
    QPushButton[role="primary"] {{ background: {c.accent.name()}; color: {c.accent_text.name()};
                                  border-color: {c.accent.name()}; font-weight: 600; }}
    QPushButton[role="primary"]:disabled {{ background: {c.border.name()};
                                           color: {c.muted.name()}; }}
    QPushButton:focus {{ border-color: {c.accent.name()}; }}
    QPushButton[role="primary"]:focus {{ border-color: {c.text.name()}; }}
    QToolButton {{ padding: 2px; border: 1px solid transparent; border-radius: 5px; }}
    QToolButton:hover {{ background: {c.alternate.name()}; }}
    QToolButton:focus {{ border-color: {c.accent.name()}; }}
    QLineEdit, QPlainTextEdit, QTextEdit, QTextBrowser, QListWidget, QTreeWidget, QTableView,
    QTreeView, QListView {{ border: 1px solid {c.border.name()}; border-radius: 6px; }}
    QLineEdit {{ padding: 4px 6px; }}
    QLineEdit:focus, QPlainTextEdit:focus, QTextEdit:focus, QTextBrowser:focus,
    QListWidget:focus, QTreeWidget:focus, QTableView:focus, QTreeView:focus,
    QListView:focus {{ border-color: {c.accent.name()}; }}
    QTabWidget::pane {{ border: 1px solid {c.border.name()}; border-radius: 6px; top: -1px; }}
    QTabBar::tab {{ padding: 5px 14px; border: 1px solid transparent; }}
    QTabBar::tab:selected:focus {{ border-color: {c.accent.name()}; }}
    QCheckBox, QRadioButton {{ border: 1px solid transparent; border-radius: 4px;
                              padding: 1px 3px; }}
    QCheckBox:focus, QRadioButton:focus {{ border-color: {c.accent.name()}; }}
    QComboBox:focus, QSpinBox:focus, QDoubleSpinBox:focus {{
        border: 1px solid {c.accent.name()}; border-radius: 4px; }}
    QLabel[role="title"] {{ font-size: 11pt; font-weight: 600; }}
    QLabel[role="secondary"] {{ color: {c.muted.name()}; }}
    QStatusBar {{ border-top: 1px solid {c.border.name()}; }}
    QStatusBar QLabel {{ padding: 0 4px; }}
    QToolBar {{ spacing: 4px; padding: 2px {s}px; border: none;
               border-bottom: 1px solid {c.border.name()}; }}
    """


def apply(app: QApplication, appearance: str = "system") -> None:
    """Style the whole app; with "system", follow the desktop's light/dark switch live."""
    _State.appearance = appearance or "system"
    _State.dark = wants_dark(_State.appearance)
    app.setStyle("Fusion")
    c = colors()
    app.setStyleSheet("")  # a style sheet in force pins the widgets' old palette
    app.setPalette(palette_for(c))
    app.setStyleSheet(stylesheet(c))
    _State.applied = True
    _refresh_bound_icons()
    if not _State.listening:
        _State.listening = True
        try:
            app.styleHints().colorSchemeChanged.connect(lambda _scheme: _follow_system(app))
        except AttributeError:
            pass


def _follow_system(app: QApplication) -> None:
    if _State.appearance == "system":
        apply(app, "system")


def _qta():  # noqa: ANN202 - qtawesome's module
    os.environ.setdefault("QT_API", "pyside6")
    import qtawesome

    return qtawesome


def _glyph_font() -> GlyphFont | None:
    """The icon font, loaded at the first icon; None: draw through QtAwesome itself."""
    if _State.glyphs is None:
        try:
            _State.glyphs = GlyphFont.bundled()
        except (GlyphFontMissing, OSError, ValueError):
            log.warning("icon font not found in QtAwesome's files; using QtAwesome", exc_info=True)
            _State.glyphs = False
    return _State.glyphs or None


def icon(name: str) -> QIcon:
    """A toolbar/button icon by its meaning (see ``ICONS``), drawn in the palette's text colour."""
    glyph = ICONS.get(name)
    if glyph is None:
        raise KeyError(f"no icon named {name!r}")
    c = colors()
    return _glyph(glyph, c.text, c.muted)


def status_color(state: str) -> QColor:
    c = colors()
    return {"ok": c.ok, "working": c.accent, "paused": c.muted, "queued": c.muted,
            "warning": c.warn, "error": c.error, "excluded": c.muted,
            "info": c.info}.get(state, c.muted)


def status_icon(state: str) -> QIcon:
    """A coloured icon for a state ("ok", "working", "paused", "queued", "warning", "error",
    "excluded", "info"), so status never rests on text alone."""
    color = status_color(state)
    return _glyph(STATUS_ICONS.get(state, STATUS_ICONS["info"]), color, color)


def _glyph(glyph: str, color: QColor, disabled: QColor) -> QIcon:
    try:
        font = _glyph_font()
        if font is not None:
            return font.icon(glyph, color, disabled)
        return _qta().icon(glyph, color=color, color_disabled=disabled)
    except Exception:  # noqa: BLE001 - an icon is decoration: never let it stop the window
        log.warning("icon %s unavailable", glyph, exc_info=True)
        return QIcon()


def set_icon(target: QAbstractButton | QAction, name: str) -> None:
    """Give a button or action an icon that is redrawn when the palette turns light/dark."""
    target.setIcon(icon(name))
    _State.bound[target] = name


def _refresh_bound_icons() -> None:
    for target, name in list(_State.bound.items()):
        try:
            target.setIcon(icon(name))
        except RuntimeError:  # the C++ object is gone
            _State.bound.pop(target, None)


def set_role(widget: QWidget, role: str) -> None:
    """Opt a widget into a stylesheet role ("title", "secondary", "primary")."""
    widget.setProperty("role", role)
    widget.style().unpolish(widget)
    widget.style().polish(widget)
