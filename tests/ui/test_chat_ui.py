"""Chat in the window: streamed answers, citation links into the viewer, Stop, not found."""

from __future__ import annotations

import re
import threading
from pathlib import Path

from PySide6.QtCore import Qt

from tests.assistant.fakes import Gate, ScriptedChatModel, cite_everything, search
from tests.helpers.window import SlowScriptedModel, ask, click_anchor, drop, wait_indexed


def _indexed_window(qtbot, make_window, folder: Path, **kwargs):
    window = make_window(**kwargs)
    drop(window, [folder])
    wait_indexed(qtbot, window)
    return window


def test_answer_streams_with_links_that_open_the_pdf_at_the_cited_page(
        qtbot, make_window, pdf_docs: Path):
    model = SlowScriptedModel(script=[search("we argue here that the standard"), cite_everything],
                              delay_s=0.01)
    window = _indexed_window(qtbot, make_window, pdf_docs, model=model)
    updates: list[str] = []
    statuses: list[str] = []
    window.services.chat.answer_updated.connect(updates.append)
    window.services.chat.status.connect(statuses.append)

    ask(qtbot, window, "What is individual differential privacy?")

    turn = window.chat.transcript.turns[-1]
    assert turn.outcome == "answered" and turn.citations
    assert updates, "the answer was not streamed"
    assert any(s.startswith("Searching '") for s in statuses)
    anchors = window.chat.transcript.cite_anchors()
    assert {n for _pos, _t, n in anchors} == {n for s in turn.sentences for n in s.numbers}
    cited = [n for _pos, _t, n in anchors if n in turn.citations]
    pdf_n = next(n for n in cited if turn.citations[n].page == 2
                 and turn.citations[n].path.endswith(".pdf"))
    tooltip = window.chat.transcript.tooltip_for(0, pdf_n)
    first_words = " ".join(turn.citations[pdf_n].quote.split()[:4])
    assert "privacy-paper.pdf, page 2" in tooltip and first_words in tooltip
    assert window.sources.numbers() == sorted(turn.used_citations)

    position = next(pos for pos, _t, n in anchors if n == pdf_n)
    with qtbot.waitSignal(window.viewer.highlighted, timeout=10_000) as highlighted:
        click_anchor(qtbot, window.chat.transcript, position)
    assert window.viewer.path.endswith("privacy-paper.pdf")
    assert window.viewer.stack.currentWidget() is window.viewer.pdf_view
    assert window.viewer.current_pdf_page() == 2
    lines = highlighted.args[0]
    assert lines >= 1 and len(window.viewer.passage_rects()) == lines  # the passage, painted


def test_a_source_in_the_panel_opens_a_text_file_at_the_passage(
        qtbot, make_window, docs: Path):
    window = _indexed_window(qtbot, make_window, docs, script=[cite_everything])
    ask(qtbot, window, "Which party may terminate, and with what notice?")
    turn = window.chat.transcript.turns[-1]
    n = next(n for n, c in turn.citations.items() if c.path.endswith("contract.txt"))
    item = window.sources.item_for(n)
    assert item is not None
    with qtbot.waitSignal(window.viewer.shown, timeout=10_000):
        window.sources.list.itemClicked.emit(item)
    assert window.viewer.stack.currentWidget() is window.viewer.text
    assert "ninety days notice" in window.viewer.selected_text()
    window.viewer.open_button.click()
    assert window.opened[-1].endswith("contract.txt")


def test_stop_mid_answer_keeps_a_usable_conversation(qtbot, make_window, docs: Path):
    gate = Gate(call=1, after_chunks=4)
    model = ScriptedChatModel(script=[
        "Clause 14.2 lets either party terminate with ninety days notice [1]. More text here.",
        cite_everything], gate=gate)
    window = _indexed_window(qtbot, make_window, docs, model=model)
    box = window.chat.question
    qtbot.keyClicks(box, "What does clause 14.2 say?")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert gate.reached.wait(15)
    qtbot.waitUntil(lambda: window.chat.stop_button.isEnabled())
    # the step that runs, with the time since the question, counting
    qtbot.waitUntil(lambda: re.fullmatch(r"Writing the answer…  ·  [1-9]\d* s",
                                         window.chat.status.text()), timeout=15_000)
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.services.chat.busy, timeout=5_000)
    gate.release.set()
    assert window.chat.status.text() == ""
    turn = window.chat.transcript.turns[-1]
    assert turn.outcome == "stopped"
    assert "Stopped" in window.chat.transcript.toPlainText()
    assert window.chat.send_button.isEnabled() and not window.chat.stop_button.isEnabled()

    ask(qtbot, window, "Who delivers the goods?")  # the same conversation goes on
    assert [t.outcome for t in window.chat.transcript.turns] == ["stopped", "answered"]


def test_not_found_looks_different_and_flags_are_marked(qtbot, make_window, docs: Path):
    script = ["I could not find this in your documents.",
              "Tomatoes need full sun [1]. The moon is made of cheese and rockets. "
              "Aphids are controlled with ladybirds [9]."]
    window = _indexed_window(qtbot, make_window, docs, script=script)
    ask(qtbot, window, "What is the boiling point of mercury?")
    first = window.chat.transcript.turns[-1]
    assert first.outcome == "not_found"
    assert "Not found in your documents" in window.chat.transcript.toPlainText()

    ask(qtbot, window, "How do I grow tomatoes?")
    turn = window.chat.transcript.turns[-1]
    kinds = {f.kind for f in turn.flags}
    assert "uncited" in kinds and "unknown_citation" in kinds
    text = window.chat.transcript.toPlainText()
    assert "without a source" in text and "no such passage: [9]" in text
    assert "no passage with this number" in window.chat.transcript.tooltip_for(1, 9)


def test_a_russian_not_found_shows_the_not_found_state(qtbot, make_window, docs: Path):
    window = _indexed_window(qtbot, make_window, docs,
                             script=["[not found] Я не нашёл этого в ваших документах."])
    ask(qtbot, window, "Какая температура кипения ртути?")
    assert window.chat.transcript.turns[-1].outcome == "not_found"
    text = window.chat.transcript.toPlainText()
    assert "Not found in your documents" in text and "Я не нашёл этого" in text
    assert "[not found]" not in text


def test_a_model_that_writes_a_search_request_is_not_blamed_on_the_documents(
        qtbot, make_window, docs: Path):
    """Issue 28, item 2: the passages were found; the model answered nothing usable."""
    written = '<tool_call>{"name": "search_docs", "arguments": {"query": "tomatoes"}}</tool_call>'
    window = _indexed_window(qtbot, make_window, docs, script=[written])
    ask(qtbot, window, "How do I grow tomatoes?")
    turn = window.chat.transcript.turns[-1]
    text = window.chat.transcript.toPlainText()
    assert turn.outcome == "no_answer" and "Not found in your documents" not in text
    assert "The model gave no answer" in text and "may hold the answer" in text
    assert "tool_call" not in text and turn.citations


def test_switching_conversation_mid_answer_drops_the_stale_stream(
        qtbot, make_window, docs: Path):
    gate = Gate(call=1, after_chunks=2)
    model = ScriptedChatModel(script=["The supplier delivers to Rotterdam [1]. Later text."],
                              gate=gate)
    window = _indexed_window(qtbot, make_window, docs, model=model)
    window.services.chat.ask("Where are goods delivered?")
    assert gate.reached.wait(15)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert not window.services.chat.busy and window.chat.transcript.turns == []
    gate.release.set()
    qtbot.waitUntil(lambda: not window.services.jobs.running() or all(
        j.name != "ask" for j in window.services.jobs.running()), timeout=15_000)
    qtbot.wait(100)
    assert window.chat.transcript.turns == []
    assert "Rotterdam" not in window.chat.transcript.toPlainText()


def test_a_question_asked_while_the_last_answers_thread_still_ends_gets_its_answer(
        qtbot, make_window, docs: Path, monkeypatch):
    """The answer is on screen (Done arrived) a moment before its thread has ended; a quick
    next question must not be finished off, unpainted, when that thread ends."""
    from desktop_app.core import jobs

    first_ended, release = threading.Event(), threading.Event()
    real_ask_job = jobs.ask_job

    def ask_job_whose_first_thread_lingers(*args, **kwargs):
        yield from real_ask_job(*args, **kwargs)
        if not first_ended.is_set():
            first_ended.set()
            assert release.wait(30), "the test never let the first answer's thread end"

    monkeypatch.setattr(jobs, "ask_job", ask_job_whose_first_thread_lingers)
    model = ScriptedChatModel(script=[lambda m: "Tomatoes: " + cite_everything(m),
                                      lambda m: "Termination: " + cite_everything(m)])
    window = _indexed_window(qtbot, make_window, docs, model=model)
    chat = window.services.chat

    ask(qtbot, window, "How do I grow tomatoes?")
    assert first_ended.wait(10)
    box = window.chat.question
    qtbot.keyClicks(box, "Who may terminate the agreement?")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert chat.busy
    release.set()  # the first answer's thread ends while the second answer runs

    qtbot.waitUntil(lambda: len(window.chat.transcript.turns) == 2 and not chat.busy,
                    timeout=30_000)
    assert [t.answer.split(":")[0] for t in window.chat.transcript.turns] == [
        "Tomatoes", "Termination"]
