"""Conversations and settings survive closing the window; the list supports rename, delete,
search; an unreachable Ollama is reported with its fix and nothing breaks."""

from __future__ import annotations

import socket
import threading
from pathlib import Path

from PySide6.QtCore import Qt

from desktop_app.core import settings as app_settings
from desktop_app.core.ollama.probe import probe
from tests.assistant.fakes import cite_everything
from tests.helpers.window import ask, drop, wait_indexed


def test_conversations_and_citations_are_restored_after_reopening(
        qtbot, make_window, docs: Path):
    window = make_window(script=[cite_everything, cite_everything])
    drop(window, [docs])
    wait_indexed(qtbot, window)
    ask(qtbot, window, "Who may terminate the agreement?")
    first = window.chat.transcript.turns[-1]
    qtbot.waitUntil(lambda: window.conversations.titles() == ["Who may terminate the agreement?"])
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    ask(qtbot, window, "What do tomatoes need?")
    qtbot.waitUntil(lambda: len(window.conversations.titles()) == 2)
    item = window.conversations.item_for(window.services.chat.thread_id)
    item.setText("Garden notes")  # an in-place edit, as after F2
    qtbot.waitUntil(lambda: "Garden notes" in window.conversations.titles())
    window.close()

    again = make_window(script=[])
    qtbot.waitUntil(lambda: again.conversations.titles() == [
        "Garden notes", "Who may terminate the agreement?"])
    old = again.conversations.list.item(1)
    with qtbot.waitSignal(again.services.chat.conversation_loaded, timeout=10_000):
        again.conversations.list.itemClicked.emit(old)
    restored = again.chat.transcript.turns
    assert [t.question for t in restored] == ["Who may terminate the agreement?"]
    assert restored[0].answer == first.answer
    assert again.sources.numbers() == sorted(first.used_citations)
    assert again.chat.transcript.cite_anchors()
    assert again.library_panel.roots() == [str(docs)]


def test_search_and_delete_ask_first(qtbot, make_window, docs: Path):
    asked: list[str] = []
    answers = {"yes": False}

    def confirm(parent, question, on_yes):
        asked.append(question)
        if answers["yes"]:
            on_yes()

    window = make_window(script=["I could not find this in your documents."] * 2,
                         confirm=confirm)
    drop(window, [docs])  # an empty library is answered at once, without a conversation
    wait_indexed(qtbot, window)
    ask(qtbot, window, "Where is the lighthouse?")
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    ask(qtbot, window, "Who painted the barn?")
    qtbot.waitUntil(lambda: len(window.conversations.titles()) == 2)

    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert window.conversations.search.hasFocus()
    qtbot.keyClicks(window.conversations.search, "lighthouse")
    assert window.conversations.titles() == ["Where is the lighthouse?"]
    window.conversations.search.clear()

    window.conversations.item_for(window.services.chat.thread_id).setSelected(True)
    window.conversations.delete_button.click()
    assert asked and "Who painted the barn?" in asked[0]
    assert len(window.conversations.titles()) == 2  # refused: nothing deleted
    answers["yes"] = True
    window.conversations.delete_button.click()
    qtbot.waitUntil(lambda: window.conversations.titles() == ["Where is the lighthouse?"])
    assert window.chat.transcript.turns == []  # the open conversation was the deleted one


def test_settings_dialog_changes_persist(qtbot, make_window, dirs):
    config_dir, _ = dirs
    window = make_window()
    window.open_settings()
    dialog = window.settings_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.url.setText("http://192.0.2.1:11434")
    dialog.results.setValue(8)
    dialog.chat_model.setEditText("llama3.1:8b")
    assert dialog.ocr.isChecked()  # scanned pages are read unless the user says otherwise
    dialog.ocr.setChecked(False)
    dialog.accept()
    qtbot.waitUntil(lambda: (config_dir / "settings.toml").exists())
    qtbot.waitUntil(lambda: not [j for j in window.services.jobs.running()
                                 if j.name in ("save-settings", "assistant")])
    saved = app_settings.load(config_dir)
    assert (saved.ollama_url, saved.results_per_search, saved.chat_model) == (
        "http://192.0.2.1:11434", 8, "llama3.1:8b")
    assert saved.ocr is False and window.services.library.settings.ocr is False
    assert window.services.chat.assistant.settings.passages_per_search == 8
    window.close()
    again = make_window()
    assert again.services.settings == saved


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_unreachable_ollama_shows_the_fix_and_the_library_still_works(
        qtbot, make_window, dirs, docs: Path):
    config_dir, _ = dirs
    url = f"http://127.0.0.1:{_closed_port()}"
    app_settings.save(app_settings.AppSettings(ollama_url=url), config_dir)
    window = make_window(chat_model=None, probe=probe)  # the real ChatOllama and health check
    qtbot.waitUntil(lambda: "ollama serve" in window.ollama_label.text(), timeout=10_000)
    assert "not running" in window.ollama_label.text()

    drop(window, [docs])
    wait_indexed(qtbot, window)
    assert window.indexing.progress.summary["indexed"] == 3

    ask(qtbot, window, "Who may terminate the agreement?")
    turn = window.chat.transcript.turns[-1]
    assert turn.outcome == "failed"
    text = window.chat.transcript.toPlainText()
    assert "No answer" in text and "ollama serve" in text
    # keyword search needs no model: the passages it found are in Sources, and said so
    assert turn.citations and window.sources.numbers() == sorted(turn.citations)
    assert "are in Sources" in text
    assert "`" not in window.status_message.text()  # the fix is shown once, in the Ollama status
    assert window.chat.send_button.isEnabled()


def test_ollama_going_away_mid_answer_keeps_the_words_already_shown(
        qtbot, make_window, dirs, docs: Path):
    from tests.assistant.fake_ollama import ANSWER_WORDS, FakeOllama

    server = FakeOllama()
    server.models["tiny:1b"] = {"capabilities": ["completion", "tools"], "model_info": {}}
    server.chat_replies = ["drop"] * 4  # every retry finds it gone too
    try:
        app_settings.save(app_settings.AppSettings(ollama_url=server.url, chat_model="tiny:1b"),
                          dirs[0])
        window = make_window(chat_model=None, probe=probe)
        drop(window, [docs])
        wait_indexed(qtbot, window)
        ask(qtbot, window, "Who may terminate the agreement?", timeout=60_000)
    finally:
        server.close()
    turn = window.chat.transcript.turns[-1]
    half = "".join(ANSWER_WORDS[: len(ANSWER_WORDS) // 2]).strip()
    assert turn.outcome == "failed" and turn.answer == half
    text = window.chat.transcript.toPlainText()
    assert "Cut off" in text and half in text


def test_ollama_coming_back_is_noticed_within_seconds(qtbot, make_window):
    from desktop_app.core.ollama.probe import OllamaState
    from tests.helpers.window import ready_probe

    running = threading.Event()

    def flaky_probe(url, model: str) -> OllamaState:
        if running.is_set():
            return ready_probe(url, model)
        return OllamaState(url or "http://127.0.0.1:11434", False, False,
                           "Ollama is not running — start it with `ollama serve`")

    window = make_window(probe=flaky_probe)
    qtbot.waitUntil(lambda: "not running" in window.ollama_label.text(), timeout=10_000)
    running.set()  # the user ran `ollama serve`
    qtbot.waitUntil(lambda: "ready" in window.ollama_label.text(), timeout=15_000)  # not 30 s
