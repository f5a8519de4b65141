"""Regenerate and edit-and-resend: the new version replaces the old one in the stored thread."""

from __future__ import annotations

import threading
from pathlib import Path

from langchain_core.messages import AIMessage, HumanMessage

from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.events import Done, Error, Token
from desktop_app.assistant.service import Assistant
from desktop_app.assistant.state import KEEP_TURNS, add_turns
from tests.assistant.fakes import Gate, ScriptedChatModel
from tests.helpers import HashEmbedder
from tests.helpers.checks import assert_history_valid, follow_up_works, state_of, wait_for_idle

FIRST = "The lease ends in March 2031 [3]."
SECOND = "Either party may terminate with ninety days notice [1]."
THIRD = "The supplier delivers apples every Monday [2]."


def ask(assistant: Assistant, thread_id: str, question: str, **kwargs: object) -> Done:
    done = list(assistant.ask(thread_id, question, **kwargs))[-1]
    assert isinstance(done, Done), done
    return done


def questions_sent(model: ScriptedChatModel) -> list[str]:
    return [str(m.content) for m in model.calls[-1] if isinstance(m, HumanMessage)]


def test_regenerate_replaces_the_last_answer_in_the_latest_state(make_assistant):
    assistant = make_assistant([FIRST, SECOND, "The lease runs until March 2031 [3]."])
    ask(assistant, "t", "When does the lease end?")
    ask(assistant, "t", "How can it be terminated?")

    done = ask(assistant, "t", "How can it be terminated?", replace_from=1)

    assert done.outcome == "answered"
    turns = assistant.messages("t")
    assert [(t.question, t.answer) for t in turns] == [
        ("When does the lease end?", FIRST),
        ("How can it be terminated?", "The lease runs until March 2031 [3].")]
    # the model was asked as if the old answer had never been given
    assert questions_sent(assistant.model) == ["When does the lease end?",
                                                "How can it be terminated?"]
    assert SECOND not in [m.content for m in assistant.model.calls[-1]]
    stored = state_of(assistant, "t")["messages"]
    assert [m.content for m in stored if isinstance(m, HumanMessage)] == [
        "When does the lease end?", "How can it be terminated?"]
    assert all(m.content != SECOND for m in stored if isinstance(m, AIMessage))
    assert_history_valid(stored)


def test_editing_question_one_of_three_keeps_one_turn_and_the_new_one(make_assistant):
    assistant = make_assistant([FIRST, SECOND, THIRD, "Apples come on Mondays [2]."])
    for question in ("When does the lease end?", "How can it be terminated?", "Who delivers?"):
        ask(assistant, "t", question)

    ask(assistant, "t", "Who delivers the apples, and when?", replace_from=1)

    turns = assistant.messages("t")
    assert [t.question for t in turns] == ["When does the lease end?",
                                           "Who delivers the apples, and when?"]
    assert turns[-1].answer == "Apples come on Mondays [2]."
    assert questions_sent(assistant.model) == ["When does the lease end?",
                                                "Who delivers the apples, and when?"]
    assert 2 in turns[-1].citations  # the new turn has its own, fresh citation map


def test_editing_the_first_question_starts_the_conversation_afresh(make_assistant):
    assistant = make_assistant([FIRST, SECOND, THIRD])
    ask(assistant, "t", "When does the lease end?")
    ask(assistant, "t", "How can it be terminated?")

    ask(assistant, "t", "Who delivers?", replace_from=0)

    assert [t.question for t in assistant.messages("t")] == ["Who delivers?"]
    assert questions_sent(assistant.model) == ["Who delivers?"]


def test_a_stop_during_regenerate_leaves_a_thread_a_follow_up_continues(make_assistant):
    gate = Gate(call=2, after_chunks=4)
    model = ScriptedChatModel(script=[FIRST, "Either party may end it with notice [1]."],
                              gate=gate)
    assistant = make_assistant(model=model)
    ask(assistant, "t", "How can the lease be terminated?")
    cancel = threading.Event()
    events = assistant.ask("t", "How can the lease be terminated?", cancel, replace_from=0)
    tokens = []
    for event in events:
        if isinstance(event, Token):
            tokens.append(event.text)
            if len(tokens) == 4:
                break
    assert gate.reached.wait(10)
    cancel.set()
    done = next(events)
    assert isinstance(done, Done) and done.outcome == "stopped"
    assert done.answer == "".join(tokens).strip() == "Either party"
    gate.release.set()
    wait_for_idle(assistant, "t")

    (turn,) = assistant.messages("t")
    assert turn.outcome == "stopped" and turn.answer == "Either party"
    assert_history_valid(state_of(assistant, "t")["messages"])
    follow_up_works(assistant, "t")
    assert [t.outcome for t in assistant.messages("t")] == ["stopped", "not_found"]
    assert questions_sent(assistant.model) == ["How can the lease be terminated?",
                                                "Does it say anything about parking?"]


def test_the_new_version_is_what_a_reopened_store_shows(make_assistant, data_dir: Path):
    assistant = make_assistant([FIRST, SECOND, "It ends in March 2031 [3]."])
    ask(assistant, "t", "When does the lease end?")
    ask(assistant, "t", "How can it be terminated?")
    ask(assistant, "t", "When exactly does the lease end?", replace_from=0)
    assistant.close()

    model = ScriptedChatModel(script=[THIRD])
    with Assistant(AssistantSettings(), data_dir, chat_model=model,
                   embedder=HashEmbedder()) as again:
        turns = again.messages("t")
        assert [(t.question, t.answer) for t in turns] == [
            ("When exactly does the lease end?", "It ends in March 2031 [3].")]
        ask(again, "t", "Who delivers?")  # a follow-up continues from the new version
        assert questions_sent(model) == ["When exactly does the lease end?", "Who delivers?"]


def test_regenerating_an_interrupted_answer_replaces_it(make_assistant):
    """A crash left the last question without a record: regenerating asks it again once."""
    assistant = make_assistant([FIRST, "It ends in March 2031 [3]."])
    ask(assistant, "t", "When does the lease end?")
    graph = assistant._reading_graph()
    graph.update_state({"configurable": {"thread_id": "t"}},
                       {"messages": [HumanMessage("Who delivers?")], "turn_id": "cut-off"})
    assert [t.outcome for t in assistant.messages("t")] == ["answered", "failed"]

    ask(assistant, "t", "Who delivers?", replace_from=1)

    turns = assistant.messages("t")
    assert [(t.question, t.outcome) for t in turns] == [
        ("When does the lease end?", "answered"), ("Who delivers?", "answered")]


def test_an_index_past_the_last_turn_asks_as_usual(make_assistant):
    assistant = make_assistant([FIRST, SECOND])
    ask(assistant, "t", "When does the lease end?")
    ask(assistant, "t", "How can it be terminated?", replace_from=5)
    assert len(assistant.messages("t")) == 2


def test_turn_records_are_appended_or_cut_then_appended():
    a, b, c = {"turn_id": "a"}, {"turn_id": "b"}, {"turn_id": "c"}
    assert add_turns([a], [b]) == [a, b]
    assert add_turns([a, b], [{KEEP_TURNS: 1}, c]) == [a, c]
    assert add_turns([a, b], [{KEEP_TURNS: 0}]) == []


def test_a_failed_answer_says_whether_its_question_was_stored(make_assistant):
    """Front ends number stored turns from ``stored``: a question that reached the agent and
    failed there is a stored turn (regenerating it replaces it), one refused before is not."""
    def server_gone(messages):  # noqa: ANN001, ANN202 - a scripted step
        raise ConnectionError("connection refused")

    assistant = make_assistant([FIRST, server_gone, SECOND], retries=0)
    ask(assistant, "t", "When does the lease end?")
    failed = list(assistant.ask("t", "How can it be terminated?"))[-1]
    assert isinstance(failed, Error) and failed.stored
    assert [t.outcome for t in assistant.messages("t")] == ["answered", "failed"]

    done = ask(assistant, "t", "How can it be terminated?", replace_from=1)
    assert done.stored
    assert [(t.question, t.outcome) for t in assistant.messages("t")] == [
        ("When does the lease end?", "answered"), ("How can it be terminated?", "answered")]

    broken = make_assistant([], ollama_url="http://127.0.0.1:9")  # no model server there
    broken._chat_model = None
    refused = list(broken.ask("u", "Anything?"))[-1]
    assert isinstance(refused, Error) and not refused.stored
    assert broken.messages("u") == []
