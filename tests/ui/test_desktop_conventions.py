"""Desktop conventions: a live appearance switch, the View and Help menus, the answer's context
menu, export file modes and visible keyboard focus."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from importlib import metadata

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QContextMenuEvent, QPalette
from PySide6.QtWidgets import QApplication, QLineEdit

from desktop_app.assistant.state import Turn
from desktop_app.core import settings as app_settings
from desktop_app.export.files import FORMATS, write_export
from desktop_app.export.model import build_document
from desktop_app.ui import theme
from desktop_app.ui.export_pdf import write_pdf
from desktop_app.ui.help_menu import plain_text
from tests.assistant.fakes import Gate, ScriptedChatModel, cite_everything
from tests.helpers.window import ask, drop, wait_indexed


@pytest.fixture(autouse=True)
def light_afterwards(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Other tests expect the light palette: restore it whatever this test chose."""
    monkeypatch.delenv("FOOTNOTE_APPEARANCE", raising=False)
    yield
    theme.apply(QApplication.instance(), "light")


def question_panels(transcript) -> list[str]:  # noqa: ANN001 - Transcript
    """The background colour of every question's panel, as drawn."""
    return [frame.frameFormat().background().color().name()
            for frame in transcript.document().rootFrame().childFrames()]


def choose_appearance(window, appearance: str) -> None:  # noqa: ANN001 - MainWindow
    window.open_settings()
    dialog = window.settings_dialog
    dialog.appearance.setCurrentIndex(dialog.appearance.findData(appearance))
    dialog.accept()


def window_color() -> QColor:
    return QApplication.instance().palette().color(QPalette.ColorRole.Window)


def answer_on_screen(qtbot, window) -> None:  # noqa: ANN001 - MainWindow
    """One turn, at once: asked before any folder was added, it says to add one."""
    qtbot.waitUntil(lambda: window._snapshot is not None, timeout=30_000)
    ask(qtbot, window, "What does the warranty cover?")


def test_switching_to_dark_while_an_answer_streams_redraws_the_earlier_questions(
        qtbot, make_window, docs):
    gate = Gate(call=2, after_chunks=3)
    model = ScriptedChatModel(script=[cite_everything, "Either party may terminate [1]."],
                              gate=gate)
    window = make_window(model=model)
    drop(window, [docs])
    wait_indexed(qtbot, window)
    ask(qtbot, window, "How do I grow tomatoes?")
    transcript, chat = window.chat.transcript, window.services.chat
    light, dark = theme.LIGHT.question_bg.name(), theme.DARK.question_bg.name()
    assert question_panels(transcript) == [light]
    qtbot.keyClicks(window.chat.question, "Who may terminate the agreement?")
    qtbot.keyClick(window.chat.question, Qt.Key.Key_Return)
    assert gate.reached.wait(30)
    qtbot.waitUntil(lambda: transcript.answering, timeout=30_000)

    choose_appearance(window, "dark")
    qtbot.waitUntil(lambda: question_panels(transcript) == [dark, dark], timeout=30_000)
    with qtbot.waitSignal(chat.answer_done, timeout=30_000):
        gate.release.set()
    assert question_panels(transcript) == [dark, dark]
    assert "Either party may terminate" in transcript.toPlainText()


def test_the_view_menu_switches_the_appearance_live_and_zooms_the_answers(
        qtbot, make_window, dirs):
    window = make_window()
    answer_on_screen(qtbot, window)
    transcript = window.chat.transcript
    menus = [plain_text(a.text()) for a in window.menuBar().actions()]
    assert menus[-2:] == ["View", "Help"]
    choices = {a.data(): a for a in window.settings_actions.appearance_group.actions()}
    assert list(choices) == ["system", "light", "dark"] and choices["system"].isChecked()

    choices["dark"].trigger()
    assert window_color().lightness() < 80 and choices["dark"].isChecked()
    qtbot.waitUntil(lambda: question_panels(transcript) == [theme.DARK.question_bg.name()],
                    timeout=30_000)
    qtbot.waitUntil(lambda: app_settings.load(dirs[0]).appearance == "dark", timeout=30_000)
    window.open_settings()
    assert window.settings_dialog.appearance.currentData() == "dark"
    window.settings_dialog.reject()

    height = transcript.document().size().height()
    points = transcript.font().pointSizeF()
    window.zoom_in_action.trigger()
    window.zoom_in_action.trigger()
    assert transcript.font().pointSizeF() > points
    qtbot.waitUntil(lambda: transcript.document().size().height() > height, timeout=30_000)
    window.zoom_reset_action.trigger()
    assert transcript.font().pointSizeF() == points
    qtbot.waitUntil(lambda: transcript.document().size().height() == height, timeout=30_000)
    window.zoom_out_action.trigger()
    assert transcript.font().pointSizeF() < points


def test_the_answers_menu_has_no_copy_link_location(qtbot, make_window):
    window = make_window()
    answer_on_screen(qtbot, window)
    transcript = window.chat.transcript
    edit_link = next(pos for pos, action, _turn in transcript.action_anchors() if action == "edit")
    cursor = transcript.textCursor()
    cursor.setPosition(edit_link + 1)
    point = transcript.cursorRect(cursor).center()
    QApplication.sendEvent(transcript.viewport(), QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, point, transcript.viewport().mapToGlobal(point)))
    popup = QApplication.activePopupWidget()
    assert popup is not None
    texts = [plain_text(a.text()) for a in popup.actions() if not a.isSeparator()]
    popup.close()
    assert "Edit question…" in texts
    assert not [t for t in texts if "Link Location" in t], texts


def test_help_lists_the_version_the_real_shortcuts_and_where_the_data_lives(
        qtbot, make_window, dirs):
    window = make_window()
    help_ = window.help_actions
    help_.about_action.trigger()
    qtbot.waitUntil(lambda: help_.about_box is not None and help_.about_box.isVisible(),
                    timeout=30_000)
    about = help_.about_box.text()
    assert f"Footnote {metadata.version('footnote')}" in about and "offline" in about
    help_.about_box.accept()

    help_.shortcuts_action.trigger()
    rows = dict(help_.shortcuts_dialog.rows())
    assert rows["New conversation"] == "Ctrl+N" and rows["Export conversation…"] == "Ctrl+E"
    assert rows["Stop the answer (or cancel editing a question)"] == "Esc"
    assert "Ctrl+=" in rows["Zoom in"] and rows["Reset zoom"] == "Ctrl+0"
    help_.shortcuts_dialog.reject()
    window.new_action.setShortcut("Ctrl+Shift+N")
    help_.shortcuts_action.trigger()
    assert dict(help_.shortcuts_dialog.rows())["New conversation"] == "Ctrl+Shift+N"
    help_.shortcuts_dialog.reject()

    config_dir, data_dir = dirs
    help_.data_action.trigger()
    dialog = help_.data_dialog
    shown = {line.text() for line in dialog.findChildren(QLineEdit)}
    assert {str(data_dir), str(config_dir), str(data_dir / "conversations.sqlite")} <= shown
    dialog.copy_buttons["Conversations file"].click()
    assert QApplication.clipboard().text() == str(data_dir / "conversations.sqlite")
    dialog.open_buttons["Settings"].click()
    dialog.open_buttons["Conversations file"].click()
    assert window.opened[-2:] == [str(config_dir), str(data_dir)]
    dialog.reject()


def test_the_self_test_runs_from_the_help_menu_while_the_window_stays_usable(
        qtbot, make_window):
    window = make_window()
    window.help_actions.self_test_action.trigger()
    dialog = window.help_actions.self_test_dialog
    assert dialog.isVisible() and not dialog.isModal()
    assert not dialog.again_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.exit_code is not None, timeout=120_000)
    output = dialog.output.toPlainText()
    assert dialog.exit_code == 0, output
    assert "✓ indexing" in output and "checks passed" in output
    assert dialog.status.text() == "All checks passed." and dialog.again_button.isEnabled()
    dialog.close()


@pytest.mark.parametrize("umask", [0o022, 0o027])
def test_every_export_format_is_written_like_any_file_the_user_saves(qtbot, tmp_path, umask):
    doc = build_document([Turn("Who delivers?", "The supplier delivers.", "answered")],
                         "Deliveries")
    before = os.umask(umask)
    try:
        for fmt in FORMATS:
            path = tmp_path / f"export.{fmt}"
            if fmt == "pdf":
                write_pdf(doc, path)
            else:
                write_export(doc, path, fmt)
            assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~umask, fmt
    finally:
        os.umask(before)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(f"export.{f}" for f in FORMATS)


def test_keyboard_focus_is_drawn_in_the_accent_colour(qtbot, make_window):
    window = make_window()
    accent = theme.colors().accent
    window.open_settings()
    dialog = window.settings_dialog
    qtbot.waitExposed(dialog)
    for widget in (window.library_panel.add_button, window.conversations.new_button,
                   window.sources.list, window.chat.transcript, window.files.tree,
                   window.right_tabs.tabBar(), dialog.ocr, dialog.appearance):
        window.right_tabs.setCurrentIndex(1 if widget is window.files.tree else 0)
        widget.activateWindow()
        widget.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(widget.hasFocus, timeout=30_000)
        drawn = widget.grab().toImage()
        edge = drawn.pixelColor(0, drawn.height() // 2)
        assert max(abs(edge.red() - accent.red()), abs(edge.green() - accent.green()),
                   abs(edge.blue() - accent.blue())) < 40, (widget, edge.name())
    dialog.reject()


def test_the_first_window_fits_the_screen_it_opens_on(qtbot, dirs):
    """A 1366 × 768 laptop cut the window's bottom off (the question box at the screen's edge,
    the status bar below it): a screen too small for the first size gets the window maximized."""
    from desktop_app.app import build_window
    from tests.helpers import HashEmbedder
    from tests.helpers.window import ready_probe

    window = build_window(*dirs, chat_model=ScriptedChatModel(script=[]),
                          embedder=HashEmbedder(), probe=ready_probe)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    room = window.screen().availableGeometry()
    assert room.height() < 820 + 60  # this platform's screen is such a screen
    assert window.isMaximized()
    qtbot.waitUntil(lambda: window.height() <= room.height())
    assert window.chat.question.isVisible() and window.statusBar().isVisible()
    assert window.chat.question.mapTo(window, window.chat.question.rect().bottomLeft()).y() \
        <= room.height()
    window.close()


def test_a_laptop_sized_window_gives_the_chat_the_room_not_the_empty_viewer(qtbot, dirs):
    from desktop_app.app import build_window
    from tests.helpers import HashEmbedder
    from tests.helpers.window import ready_probe

    window = build_window(*dirs, chat_model=ScriptedChatModel(script=[]),
                          embedder=HashEmbedder(), probe=ready_probe)
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    left, chat, right = window.splitter.sizes()
    assert chat >= 450 and chat > right > 0 and left >= 200  # was 290 / 375 / 303
    window.close()


def test_the_edit_menu_copies_the_text_that_has_the_focus(qtbot, make_window):
    window = make_window()
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles[:2] == ["&File", "&Edit"] and "&View" in titles and titles[-1] == "&Help"
    box = window.chat.question
    box.setPlainText("notice period of the lease")
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    window.select_all_action.trigger()
    window.copy_action.trigger()
    assert QApplication.clipboard().text() == "notice period of the lease"
