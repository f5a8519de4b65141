"""Chat and viewer polish (issue 12): no typed tool calls on screen, the empty-library hint,
Ctrl+N, the conversation listed when asked, the viewer on switching, open failures, and
quotes in the PDF export."""

from __future__ import annotations

import re
from pathlib import Path

from pypdf import PdfReader
from PySide6.QtCore import Qt

from desktop_app.export.html import render_html
from desktop_app.export.model import build_document
from desktop_app.ui.chat_controller import add_folder_hint
from tests.assistant.fakes import Gate, ScriptedChatModel, cite_everything
from tests.helpers.window import SlowScriptedModel, ask, drop, wait_indexed

LEAK_RE = re.compile(r"tool_call|search_docs|\"name\"|```|<\|", re.I)
TYPED_CALL = ("Let me check the contract.\n\n<tool_call>\n"
              '{"name": "search_docs", "arguments": {"query": "termination notice"}}\n'
              "</tool_call>\n\nEither party may terminate with ninety days notice [1].")


def _indexed_window(qtbot, make_window, folder: Path, **kwargs):
    window = make_window(**kwargs)
    drop(window, [folder])
    wait_indexed(qtbot, window)
    return window


def _open_first_citation(qtbot, window) -> None:
    turn = window.chat.transcript.turns[-1]
    n = next(n for n, c in turn.citations.items() if c.path.endswith("contract.txt"))
    with qtbot.waitSignal(window.viewer.shown, timeout=10_000):
        window.open_citation(len(window.chat.transcript.turns) - 1, n)


def test_typed_tool_call_never_shows_in_the_transcript_while_streaming(
        qtbot, make_window, docs: Path):
    model = SlowScriptedModel(script=[TYPED_CALL], delay_s=0.005)
    window = _indexed_window(qtbot, make_window, docs, model=model)
    seen: list[str] = []
    window.services.chat.answer_updated.connect(
        lambda _text: seen.append(window.chat.transcript.toPlainText()))

    ask(qtbot, window, "How can the contract be ended?")

    assert seen, "the answer was not streamed"
    assert [s for s in seen if LEAK_RE.search(s)] == []
    assert any("Let me check the contract." in s for s in seen)
    final = window.chat.transcript.toPlainText()
    assert not LEAK_RE.search(final)
    assert "ninety days notice" in final
    assert window.chat.transcript.turns[-1].answer.startswith("Let me check the contract.")


def test_empty_library_says_add_a_folder_at_once_without_the_model(qtbot, make_window):
    model = ScriptedChatModel(script=["must not be asked"])
    window = make_window(model=model)
    qtbot.waitUntil(lambda: window._snapshot is not None)

    ask(qtbot, window, "Who may terminate the agreement?", timeout=5_000)

    assert model.calls == []
    assert add_folder_hint() in window.chat.transcript.toPlainText()
    assert "File ▸ Add folder…" in window.status_message.text()
    assert window.chat.send_button.isEnabled()


def test_ctrl_n_puts_the_cursor_in_the_question_box_and_the_question_is_listed_at_once(
        qtbot, make_window, docs: Path):
    gate = Gate(call=1, after_chunks=2)
    model = ScriptedChatModel(script=["Either party may terminate [1]. More words here."],
                              gate=gate)
    window = _indexed_window(qtbot, make_window, docs, model=model)
    window.activateWindow()
    window.conversations.search.setFocus()
    qtbot.waitUntil(window.conversations.search.hasFocus)

    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(window.chat.question.hasFocus)

    qtbot.keyClicks(window.chat.question, "Who may terminate the agreement?")
    qtbot.keyClick(window.chat.question, Qt.Key.Key_Return)
    assert gate.reached.wait(15)
    qtbot.waitUntil(lambda: window.conversations.titles() == ["Who may terminate the agreement?"])
    assert window.services.chat.busy  # listed while the answer is still being written
    item = window.conversations.item_for(window.services.chat.thread_id)
    assert item is not None and item.isSelected()
    gate.release.set()
    qtbot.waitUntil(lambda: not window.services.chat.busy, timeout=15_000)
    qtbot.waitUntil(lambda: window.conversations.titles() == ["Who may terminate the agreement?"])


def test_viewer_is_cleared_when_switching_conversations(qtbot, make_window, docs: Path):
    window = _indexed_window(qtbot, make_window, docs, script=[cite_everything, cite_everything])
    ask(qtbot, window, "Which party may terminate, and with what notice?")
    first = window.services.chat.thread_id
    _open_first_citation(qtbot, window)
    assert window.viewer.path.endswith("contract.txt")

    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.viewer.path == "" and not window.viewer.open_button.isEnabled()
    assert window.viewer.title.text() == "No document open"
    assert window.viewer.stack.currentWidget() is window.viewer.message

    ask(qtbot, window, "What do tomatoes need?")
    qtbot.waitUntil(lambda: len(window.conversations.titles()) == 2)
    with qtbot.waitSignal(window.services.chat.conversation_loaded, timeout=10_000):
        window.conversations.list.itemClicked.emit(window.conversations.item_for(first))
    assert window.viewer.path == "" and window.viewer.title.text() == "No document open"


def test_open_in_default_app_failure_is_reported_with_the_path(qtbot, make_window, docs: Path):
    tried: list[str] = []

    def no_launcher(path: str) -> bool:
        tried.append(path)
        return False

    window = _indexed_window(qtbot, make_window, docs, script=[cite_everything],
                             open_external=no_launcher)
    ask(qtbot, window, "Which party may terminate, and with what notice?")
    _open_first_citation(qtbot, window)
    window.viewer.open_button.click()
    assert tried and tried[-1].endswith("contract.txt")
    message = window.status_message.text()
    assert "No application could open" in message and "contract.txt" in message


def test_pdf_export_renders_quotes_as_blockquotes(qtbot, make_window, docs: Path,
                                                  tmp_path: Path):
    answer = ("The contract says:\n\n> Either party may terminate this agreement with ninety "
              "days notice [1].\n\nSo ninety days it is [1].")
    window = _indexed_window(qtbot, make_window, docs, script=[answer])
    ask(qtbot, window, "Which party may terminate?")
    target = tmp_path / "quote.pdf"
    window.exporter.choose_path = lambda parent, start, fmt, on_chosen: on_chosen(target, "pdf")
    window.export_conversation()
    qtbot.waitUntil(target.exists)

    lines = [" ".join(ln.split()) for p in PdfReader(target).pages
             for ln in p.extract_text().splitlines()]
    assert any(ln.startswith("Either party may terminate") for ln in lines)
    assert not [ln for ln in lines if ln.startswith(">")]
    doc = build_document(window.chat.transcript.turns)
    assert re.search(r"<blockquote[^>]*>Either party may terminate", render_html(doc))
