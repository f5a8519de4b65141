"""First run (issue item 11): a guide through get a model, add a folder, ask, in an empty window
(live, dismissable, remembered), and the last conversation reopened after a restart."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from desktop_app.assistant.conversations import ConversationStore
from desktop_app.core.ollama.probe import OllamaState
from tests.assistant.fakes import cite_everything
from tests.helpers.window import ask, drop, wait_indexed

QUESTION = "Who may terminate the agreement?"
WAIT_MS = 30_000


def missing_model(url: str | None, model: str) -> OllamaState:
    """Ollama runs but has not got the chosen model (what the real probe says then)."""
    return OllamaState(url or "http://127.0.0.1:11434", True, False,
                       f"The model '{model}' is not in Ollama. Fetch it with "
                       f"`ollama pull {model}`.", model=model)


def known(guide) -> bool:
    """The guide has heard all it waits for before it decides to show itself."""
    facts = guide.facts
    return None not in (facts.folders, facts.conversations, facts.put_away)


def test_a_fresh_window_shows_the_guide_and_step_one_opens_the_models_dialog(qtbot, make_window):
    window = make_window(probe=missing_model)
    guide = window.chat.guide
    qtbot.waitUntil(lambda: guide.isVisible() and guide.facts.ollama is not None,
                    timeout=WAIT_MS)
    model = window.services.settings.chat_model
    step = guide.model_row
    assert not step.done and f"does not have the model {model}" in step.detail.text()
    assert not guide.folder_row.done and not guide.question_row.done
    assert window.chat.transcript.isVisible()  # the hints below stay readable

    qtbot.mouseClick(step.button, Qt.MouseButton.LeftButton)
    dialog = window.models_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.reject()


def test_steps_follow_the_library_and_the_guide_leaves_when_all_are_done(
        qtbot, make_window, docs: Path):
    window = make_window(script=[cite_everything])
    guide = window.chat.guide
    qtbot.waitUntil(lambda: guide.isVisible() and guide.model_row.done, timeout=WAIT_MS)
    assert not guide.folder_row.done

    drop(window, [docs])
    qtbot.waitUntil(lambda: guide.folder_row.done, timeout=WAIT_MS)
    assert "1 folder in the library" in guide.folder_row.detail.text()
    assert guide.isVisible() and not guide.question_row.done

    qtbot.mouseClick(guide.question_row.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.chat.question.hasFocus)
    wait_indexed(qtbot, window)
    ask(qtbot, window, QUESTION)
    qtbot.waitUntil(lambda: not guide.isVisible(), timeout=WAIT_MS)


def test_dont_show_again_is_remembered_after_a_restart(qtbot, make_window):
    window = make_window()
    guide = window.chat.guide
    qtbot.waitUntil(guide.isVisible, timeout=WAIT_MS)
    qtbot.mouseClick(guide.close_button, Qt.MouseButton.LeftButton)
    assert not guide.isVisible()
    window.close()

    again = make_window()
    qtbot.waitUntil(lambda: known(again.chat.guide), timeout=WAIT_MS)
    assert again.chat.guide.facts.put_away is True
    assert not again.chat.guide.isVisible()


def test_the_last_conversation_is_open_again_after_a_restart_unless_deleted(
        qtbot, make_window, dirs, docs: Path):
    window = make_window(script=[cite_everything])
    drop(window, [docs])
    wait_indexed(qtbot, window)
    ask(qtbot, window, QUESTION)
    thread = window.services.chat.thread_id
    answer = window.chat.transcript.turns[-1].answer
    window.close()

    again = make_window(script=[])
    qtbot.waitUntil(lambda: [t.question for t in again.chat.transcript.turns] == [QUESTION],
                    timeout=WAIT_MS)
    assert again.services.chat.thread_id == thread
    assert again.chat.transcript.turns[0].answer == answer
    item = again.conversations.item_for(thread)
    assert item is not None and item.isSelected()
    again.close()

    store = ConversationStore(dirs[1])  # deleted elsewhere while the window was closed
    store.delete(thread)
    store.close()
    failed: list[str] = []
    third = make_window(script=[])
    third.services.chat.answer_failed.connect(lambda kind, message: failed.append(message))
    qtbot.waitUntil(lambda: third.chat.guide.facts.conversations == 0, timeout=WAIT_MS)
    assert third.chat.transcript.turns == [] and third.services.chat.thread_id != thread
    assert failed == [] and "Could not" not in third.status_message.text()
