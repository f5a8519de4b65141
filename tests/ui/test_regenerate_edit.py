"""Regenerate the last answer and edit-and-resend a question, in the window: the new version
replaces the old one on screen, in the conversation file and in the export."""

from __future__ import annotations

from pathlib import Path

from langchain_core.messages import HumanMessage
from PySide6.QtCore import Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu

from tests.assistant.fakes import Gate, ScriptedChatModel, cite_everything
from tests.helpers.window import ask, click_anchor, drop, wait_indexed

Q1 = "How do I grow tomatoes?"
Q2 = "Who may terminate the agreement?"


def tagged(tag: str):  # noqa: ANN201 - a scripted model step
    """A diligent answer that starts with ``tag``, so versions can be told apart."""
    return lambda messages: f"{tag}: " + cite_everything(messages)


def _indexed_window(qtbot, make_window, folder: Path, **kwargs):
    window = make_window(**kwargs)
    drop(window, [folder])
    wait_indexed(qtbot, window)
    return window


def click_action(qtbot, window, action: str, turn: int) -> None:
    """A real click on the Edit / Regenerate link of ``turn``."""
    transcript = window.chat.transcript
    position = next(pos for pos, name, t in transcript.action_anchors()
                    if (name, t) == (action, turn))
    click_anchor(qtbot, transcript, position)


def questions_sent(model: ScriptedChatModel) -> list[str]:
    return [str(m.content) for m in model.calls[-1] if isinstance(m, HumanMessage)]


def context_menu_texts(view, position: int) -> set[str]:
    cursor = view.textCursor()
    cursor.setPosition(position)
    view.setTextCursor(cursor)
    view.ensureCursorVisible()
    point = view.cursorRect(cursor).center()
    QApplication.sendEvent(view.viewport(), QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, point, view.viewport().mapToGlobal(point)))
    popup = QApplication.activePopupWidget()
    assert popup is not None
    texts = {a.text() for a in popup.actions()}
    popup.close()
    return texts


def test_regenerate_replaces_the_last_answer_on_screen_in_the_file_and_the_export(
        qtbot, make_window, docs: Path, tmp_path: Path):
    model = ScriptedChatModel(script=[tagged("Tomato notes"), tagged("First try"),
                                      tagged("Second try")])
    window = _indexed_window(qtbot, make_window, docs, model=model)
    ask(qtbot, window, Q1)
    ask(qtbot, window, Q2)
    transcript, chat = window.chat.transcript, window.services.chat
    assert [(a, t) for _p, a, t in transcript.action_anchors()] == [
        ("edit", 0), ("edit", 1), ("regenerate", 1)]  # Regenerate only under the last answer
    answer = transcript.cite_anchors()[-1][0]
    assert {"Regenerate answer", "Export answer…", "Copy with citations"} <= \
        context_menu_texts(transcript, answer)

    with qtbot.waitSignal(chat.answer_done, timeout=30_000):
        click_action(qtbot, window, "regenerate", 1)

    assert [(t.question, t.answer.split(":")[0]) for t in transcript.turns] == [
        (Q1, "Tomato notes"), (Q2, "Second try")]
    text = transcript.toPlainText()
    assert "Second try" in text and "First try" not in text
    assert text.count(Q2) == 1
    assert [(a, t) for _p, a, t in transcript.action_anchors()] == [
        ("edit", 0), ("edit", 1), ("regenerate", 1)]
    assert questions_sent(model) == [Q1, Q2]  # asked again as if never answered
    assert not any("First try" in str(m.content) for m in model.calls[-1])

    target = tmp_path / "conversation.md"
    window.exporter.choose_path = lambda parent, start, fmt, on_chosen: on_chosen(target, "md")
    window.export_conversation()
    qtbot.waitUntil(target.exists)
    exported = target.read_text(encoding="utf-8")
    assert "Second try" in exported and "First try" not in exported
    assert exported.count(Q2) == 1

    thread_id = chat.thread_id
    window.close()
    again = make_window(script=[])  # the app restarted
    qtbot.waitUntil(lambda: len(again.conversations.titles()) == 1)
    with qtbot.waitSignal(again.services.chat.conversation_loaded, timeout=10_000):
        again.services.chat.open_conversation(thread_id)
    assert [(t.question, t.answer.split(":")[0]) for t in again.chat.transcript.turns] == [
        (Q1, "Tomato notes"), (Q2, "Second try")]


def test_edit_and_resend_replaces_the_question_and_every_turn_after_it(
        qtbot, make_window, docs: Path):
    model = ScriptedChatModel(script=[tagged("Tomatoes"), tagged("Termination"),
                                      tagged("Delivery"), tagged("Follow-up")])
    window = _indexed_window(qtbot, make_window, docs, model=model)
    ask(qtbot, window, Q1)
    ask(qtbot, window, Q2)
    box, panel, transcript = window.chat.question, window.chat, window.chat.transcript
    box.setFocus()
    qtbot.keyClicks(box, "half a thought")

    in_question = transcript.document().find(Q1).selectionStart() + 2
    assert "Edit question…" in context_menu_texts(transcript, in_question)
    click_action(qtbot, window, "edit", 0)
    assert box.toPlainText() == Q1 and panel.edit_bar.isVisible()
    assert panel.edit_label.text() == (
        "Editing question 1 — Esc to cancel · the answer after it will be replaced")
    qtbot.keyClick(box, Qt.Key.Key_Escape)  # cancel: the draft is back, nothing was asked
    assert not panel.edit_bar.isVisible() and box.toPlainText() == "half a thought"
    assert len(transcript.turns) == 2 and not window.services.chat.busy
    box.clear()

    click_action(qtbot, window, "edit", 1)
    assert panel.edit_label.text() == "Editing question 2 — Esc to cancel"
    box.selectAll()
    qtbot.keyClicks(box, "Who delivers the goods?")
    with qtbot.waitSignal(window.services.chat.answer_done, timeout=30_000):
        qtbot.keyClick(box, Qt.Key.Key_Return)

    assert [t.question for t in transcript.turns] == [Q1, "Who delivers the goods?"]
    assert transcript.turns[-1].answer.startswith("Delivery:")
    assert "Termination" not in transcript.toPlainText() and Q2 not in transcript.toPlainText()
    assert not panel.edit_bar.isVisible() and box.toPlainText() == ""
    assert questions_sent(model) == [Q1, "Who delivers the goods?"]

    ask(qtbot, window, "And when?")  # Send asks new questions again, after the new version
    assert questions_sent(model) == [Q1, "Who delivers the goods?", "And when?"]
    stored = window.services.chat.assistant.messages(window.services.chat.thread_id)
    assert [t.question for t in stored] == [Q1, "Who delivers the goods?", "And when?"]


def test_regenerate_and_edit_are_off_while_an_answer_streams_and_a_stopped_one_can_be_redone(
        qtbot, make_window, docs: Path):
    gate = Gate(call=2, after_chunks=3)
    model = ScriptedChatModel(script=[tagged("Tomatoes"), "Either party may terminate [1].",
                                      tagged("Redone")], gate=gate)
    window = _indexed_window(qtbot, make_window, docs, model=model)
    ask(qtbot, window, Q1)
    transcript, chat = window.chat.transcript, window.services.chat
    assert window.regenerate_action.isEnabled() and transcript.actions_enabled
    box = window.chat.question
    qtbot.keyClicks(box, Q2)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert gate.reached.wait(15)
    qtbot.waitUntil(lambda: window.chat.stop_button.isEnabled())

    assert not window.regenerate_action.isEnabled() and not transcript.actions_enabled
    click_action(qtbot, window, "edit", 0)
    assert window.chat.editing is None and not window.chat.edit_bar.isVisible()
    assert not transcript.request("edit", 0)
    (edit,) = transcript.turn_actions(0, QMenu(transcript), on_question=True)
    assert not edit.isEnabled()

    qtbot.keyClick(box, Qt.Key.Key_Escape)  # Stop
    qtbot.waitUntil(lambda: not chat.busy, timeout=5_000)
    gate.release.set()
    assert transcript.turns[-1].outcome == "stopped"
    assert window.regenerate_action.isEnabled() and transcript.actions_enabled
    assert ("regenerate", 1) in [(a, t) for _p, a, t in transcript.action_anchors()]

    with qtbot.waitSignal(chat.answer_done, timeout=30_000):
        qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert [(t.question, t.outcome) for t in transcript.turns] == [
        (Q1, "answered"), (Q2, "answered")]
    assert transcript.turns[-1].answer.startswith("Redone:")
    assert "Stopped" not in transcript.toPlainText()
    stored = chat.assistant.messages(chat.thread_id)
    assert [(t.question, t.outcome) for t in stored] == [(Q1, "answered"), (Q2, "answered")]


def test_a_question_that_failed_before_it_was_stored_does_not_shift_edit_or_regenerate(
        qtbot, make_window, docs: Path):
    """Issue 28 (1): the window's turn 1 is the store's turn 0 when turn 0 on screen failed
    before reaching the assistant; editing it must replace that stored question, not the next."""
    model = ScriptedChatModel(script=[tagged("Tomatoes"), tagged("Termination"),
                                      tagged("Edited"), tagged("Regenerated")])
    window = make_window(model=model)
    chat, transcript = window.services.chat, window.chat.transcript
    qtbot.waitUntil(lambda: window._snapshot is not None)
    with qtbot.waitSignal(chat.answer_failed, timeout=10_000):  # no folder yet: not stored
        qtbot.keyClicks(window.chat.question, "What is in my files?")
        qtbot.keyClick(window.chat.question, Qt.Key.Key_Return)
    drop(window, [docs])
    wait_indexed(qtbot, window)
    ask(qtbot, window, Q1)
    ask(qtbot, window, Q2)
    assert [t.outcome for t in transcript.turns] == ["failed", "answered", "answered"]

    click_action(qtbot, window, "edit", 1)  # Q1 on screen, the store's first turn
    box = window.chat.question
    box.selectAll()
    qtbot.keyClicks(box, "Which plants need sun?")
    with qtbot.waitSignal(chat.answer_done, timeout=30_000):
        qtbot.keyClick(box, Qt.Key.Key_Return)
    assert [t.question for t in transcript.turns] == ["What is in my files?",
                                                       "Which plants need sun?"]
    stored = chat.assistant.messages(chat.thread_id)
    assert [t.question for t in stored] == ["Which plants need sun?"]
    assert questions_sent(model) == ["Which plants need sun?"]

    with qtbot.waitSignal(chat.answer_done, timeout=30_000):
        click_action(qtbot, window, "regenerate", 1)
    stored = chat.assistant.messages(chat.thread_id)
    assert [(t.question, t.answer.split(":")[0]) for t in stored] == [
        ("Which plants need sun?", "Regenerated")]
