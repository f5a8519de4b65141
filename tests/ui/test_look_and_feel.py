"""The window's look: light/dark palettes chosen in Settings, icons on the toolbar and buttons,
status shown with a coloured icon, and a settings dialog whose hints sit under their fields."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from desktop_app.core import settings as app_settings
from desktop_app.core.ollama.probe import OllamaState
from desktop_app.ui import theme


@pytest.fixture(autouse=True)
def light_afterwards(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Other tests expect the light palette: restore it whatever this test chose."""
    monkeypatch.delenv("FOOTNOTE_APPEARANCE", raising=False)
    yield
    theme.apply(QApplication.instance(), "light")


def window_color() -> QColor:
    return QApplication.instance().palette().color(QPalette.ColorRole.Window)


def icon_color(icon, size: int = 24) -> QColor:
    """The most saturated/darkest opaque pixel colour of an icon (its glyph's colour)."""
    image = icon.pixmap(size, size).toImage()
    pixels = [image.pixelColor(x, y) for x in range(image.width())
              for y in range(image.height())]
    opaque = [p for p in pixels if p.alpha() > 200]
    assert opaque, "the icon draws nothing"
    return opaque[len(opaque) // 2]


def test_dark_appearance_chosen_in_settings_turns_the_window_dark_and_back(qtbot, make_window,
                                                                          dirs):
    window = make_window()
    assert window_color().lightness() > 180, "the default (system unknown here) is light"
    light_icon = icon_color(window.add_action.icon())
    window.open_settings()
    dialog = window.settings_dialog
    dialog.appearance.setCurrentIndex(dialog.appearance.findData("dark"))
    dialog.accept()
    assert window_color().lightness() < 80
    for widget in (window.chat.question, window.conversations.list, window.toolbar):
        drawn = widget.grab().toImage()  # what is painted, not only the palette asked for
        assert drawn.pixelColor(drawn.width() - 8, drawn.height() // 2).lightness() < 80, widget
    text = QApplication.instance().palette().color(QPalette.ColorRole.Text)
    assert text.lightness() > 180, "text stays readable on the dark background"
    dark_icon = icon_color(window.add_action.icon())
    assert dark_icon.lightness() > light_icon.lightness() + 60, \
        "toolbar icons are redrawn light on the dark palette"
    qtbot.waitUntil(lambda: app_settings.load(dirs[0]).appearance == "dark", timeout=5_000)
    window.open_settings()
    dialog = window.settings_dialog
    dialog.appearance.setCurrentIndex(dialog.appearance.findData("light"))
    dialog.accept()
    assert window_color().lightness() > 180


def test_the_appearance_is_remembered_across_restarts(qtbot, make_window, dirs):
    config_dir, _ = dirs
    app_settings.save(app_settings.AppSettings(appearance="dark"), config_dir)
    make_window()
    assert window_color().lightness() < 80


def test_toolbar_offers_the_common_actions_with_icons_and_shortcuts(qtbot, make_window):
    window = make_window()
    actions = [a for a in window.toolbar.actions() if not a.isSeparator()]
    labels = [a.iconText() for a in actions]
    assert labels == ["Add folder", "Re-index", "New conversation", "Export", "Models",
                      "Settings"]
    assert all(not a.icon().isNull() for a in actions)
    assert window.add_action.shortcut().toString() == "Ctrl+O"
    for button in (window.conversations.new_button, window.conversations.rename_button,
                   window.conversations.delete_button):
        assert not button.icon().isNull() and button.toolTip(), button.text()


def test_ollama_status_is_a_coloured_icon_as_well_as_words(qtbot, make_window):
    window = make_window()
    label = window.ollama_label
    qtbot.waitUntil(lambda: "ready" in label.text(), timeout=10_000)
    ok = label.icon.pixmap().toImage()
    label.show_state(OllamaState("http://127.0.0.1:11434", False, False,
                                 "Ollama is not running. Start it with `ollama serve`."))
    bad = label.icon.pixmap().toImage()
    assert "ollama serve" in label.text()

    def tint(image) -> QColor:
        pixels = [image.pixelColor(x, y) for x in range(image.width())
                  for y in range(image.height()) if image.pixelColor(x, y).alpha() > 200]
        return pixels[len(pixels) // 2]

    assert tint(ok).green() > tint(ok).red(), "ready is green"
    assert tint(bad).red() > tint(bad).green(), "down is red"


def test_settings_hints_sit_right_under_their_own_fields(qtbot, make_window):
    window = make_window()
    window.open_settings()
    dialog = window.settings_dialog
    qtbot.waitExposed(dialog)
    gaps = []
    for field in (dialog.temperature, dialog.extra_instruction, dialog.embedder,
                  dialog.chunk_overlap, dialog.ocr):
        column = field.parentWidget().layout()
        hint = column.itemAt(1).widget()
        gaps.append(hint.geometry().top() - field.geometry().bottom())
    assert all(0 <= gap <= 8 for gap in gaps), gaps
    dialog.reject()


def test_settings_fit_the_screen_and_show_commands_without_backticks(qtbot, make_window):
    """Issue 28, item 7: on a screen shorter than the fields, OK and Cancel stay on it (the
    fields scroll); `chroma run` in a hint is shown as code."""
    from PySide6.QtWidgets import QDialogButtonBox, QLabel

    window = make_window()
    window.open_settings()
    dialog = window.settings_dialog
    qtbot.waitExposed(dialog)
    screen = dialog.screen().availableGeometry()
    buttons = dialog.findChild(QDialogButtonBox)
    assert dialog.frameGeometry().height() <= screen.height()
    assert buttons.isVisible() and buttons.geometry().bottom() <= dialog.height()
    hints = [label.text() for label in dialog.findChildren(QLabel)]
    assert any("<code>chroma run</code>" in text for text in hints)
    assert not any("`" in text for text in hints)
    dialog.reject()


@pytest.mark.parametrize("width", [1440, 1000])
def test_opening_a_document_keeps_the_panel_widths(qtbot, make_window, pdf_docs, width):
    """Clicking a reference must not make the chat column jump narrower."""
    from tests.assistant.fakes import cite_everything
    from tests.helpers.window import ask, drop, wait_indexed

    window = make_window(script=[cite_everything])
    window.resize(width, 800)
    drop(window, [pdf_docs])
    wait_indexed(qtbot, window)
    ask(qtbot, window, "What does individual differential privacy change about the noise?")
    QApplication.processEvents()
    before = window.splitter.sizes()
    turn = window.chat.transcript.turns[-1]
    n = next(n for n, c in turn.citations.items() if c.path.endswith(".pdf"))
    with qtbot.waitSignal(window.viewer.shown, timeout=15_000):
        window.open_citation(len(window.chat.transcript.turns) - 1, n)
    for _ in range(3):  # posted layout requests settle over a few event-loop turns
        QApplication.processEvents()
    assert window.splitter.sizes() == before
    # a right column the user dragged shut opens again, so the cited page can be seen
    left, middle, right = before
    window.splitter.setSizes([left, middle + right, 0])
    with qtbot.waitSignal(window.viewer.shown, timeout=15_000):
        window.open_citation(len(window.chat.transcript.turns) - 1, n)
    assert window.splitter.sizes()[2] >= 0.3 * sum(before)
    assert window.splitter.sizes()[1] >= window.chat.minimumWidth()


def test_folder_rows_and_file_rows_carry_a_status_icon(qtbot, make_window, docs):
    """Status is told by a coloured icon as well as words: in the library and the Files list."""
    from desktop_app.core.snapshots import RootInfo
    from desktop_app.ui.library_panel import state_kind
    from tests.helpers.window import drop, wait_indexed

    window = make_window()
    drop(window, [docs])
    wait_indexed(qtbot, window)
    row = window.library_panel.list.item(0)
    assert not row.icon().isNull() and row.text().endswith("indexed")
    files = list(window.files._items.values())
    assert files and all(not item.icon(0).isNull() for item in files)
    root = RootInfo(str(docs), 3, 2, 0, 1, 9, True)
    assert [state_kind(s, root) for s in ("indexing", "paused", "missing on disk",
                                          "needs re-index", "indexed")] == [
        "working", "paused", "error", "warning", "warning"]
    assert state_kind("indexed", RootInfo(str(docs), 3, 3, 0, 0, 9, True)) == "ok"


def test_the_data_location_dialog_opens_where_the_library_is_not_the_launch_folder(
        qtbot, make_window, dirs, tmp_path, monkeypatch):
    elsewhere = tmp_path / "launched-from"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    window = make_window()
    window.open_settings()
    dialog = window.settings_dialog
    qtbot.mouseClick(dialog.browse_button, Qt.MouseButton.LeftButton)
    browse = dialog.browse_dialog
    assert Path(browse.directory().absolutePath()) == dirs[1].parent
    browse.reject()
    dialog.data_dir.setText(str(elsewhere.parent))
    qtbot.mouseClick(dialog.browse_button, Qt.MouseButton.LeftButton)
    assert Path(dialog.browse_dialog.directory().absolutePath()) == elsewhere.parent
    dialog.browse_dialog.reject()
    dialog.reject()
