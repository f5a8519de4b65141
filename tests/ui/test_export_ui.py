"""Export from the window: Ctrl+E saves the conversation, the answer's menu exports one answer,
"Copy with citations" puts Markdown on the clipboard; folder and format are remembered."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu

from desktop_app.assistant.prompts import NOT_FOUND_SENTENCE
from tests.assistant.fakes import cite_everything
from tests.helpers.window import ask, drop, wait_indexed


def test_ctrl_e_exports_the_conversation_and_the_menu_one_answer(qtbot, make_window, docs: Path,
                                                                  tmp_path: Path):
    window = make_window(script=[cite_everything, NOT_FOUND_SENTENCE])
    drop(window, [docs])
    wait_indexed(qtbot, window)
    ask(qtbot, window, "How do I grow tomatoes?")
    ask(qtbot, window, "What is the boiling point of mercury?")
    offered: list[tuple[Path, str]] = []
    target = tmp_path / "mes exports" / "Отчёт.pdf"
    target.parent.mkdir()

    def chooser(parent, start: Path, fmt: str, on_chosen) -> None:  # noqa: ANN001
        offered.append((start, fmt))
        on_chosen(target, "pdf")

    window.exporter.choose_path = chooser
    assert window.export_action.isEnabled()
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: target.exists())
    text = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(target).pages)
    assert "How do I grow tomatoes?" in text and "Not found in your documents." in text
    assert "References" in text and window.status_message.text() == f"Exported to {target}"
    assert offered[0][1] == "pdf"  # the default format

    answer = target.with_suffix(".md")
    window.exporter.choose_path = lambda parent, start, fmt, on_chosen: (
        offered.append((start, fmt)), on_chosen(answer, "md"))
    menu = QMenu()
    export_action, _copy = window.chat.transcript.answer_actions(0, menu)
    export_action.trigger()
    assert offered[-1][0].parent == target.parent and offered[-1][1] == "pdf"  # remembered
    markdown = answer.read_text(encoding="utf-8")
    assert markdown.startswith("# How do I grow tomatoes?") and "**References**" in markdown
    window.exporter.export(window.chat.transcript.turns, answer=1)
    assert offered[-1][1] == "md"  # the last format is offered next time


def test_copy_with_citations_puts_markdown_on_the_clipboard(qtbot, make_window, docs: Path):
    window = make_window(script=[cite_everything])
    drop(window, [docs])
    wait_indexed(qtbot, window)
    ask(qtbot, window, "How do I grow tomatoes?")
    turn = window.chat.transcript.turns[0]
    menu = QMenu()  # owns the actions
    _export, copy = window.chat.transcript.answer_actions(0, menu)
    copy.trigger()
    text = QApplication.clipboard().text()
    view = window.chat.transcript
    inside = view.cite_anchors()[0][0]  # a place inside the answer
    cursor = view.textCursor()
    cursor.setPosition(inside)
    anchor = view.cursorRect(cursor).center()
    QApplication.sendEvent(view.viewport(), QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, anchor, view.viewport().mapToGlobal(anchor)))
    popup = QApplication.activePopupWidget()
    assert popup is not None
    assert {"Export answer…", "Copy with citations"} <= {a.text() for a in popup.actions()}
    popup.close()
    assert text.startswith("# How do I grow tomatoes?")
    for n, citation in turn.used_citations.items():
        assert f"[{n}] **{citation.label}" in text.replace("\\", "")
        assert Path(citation.path).as_uri() in text
