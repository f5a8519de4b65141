"""Stop: control comes back at once, the partial answer is kept, the conversation stays valid."""

from __future__ import annotations

import logging
import threading
import time

from langchain_core.messages import AIMessage

from desktop_app.assistant.events import Done, Status, Token
from tests.assistant.fakes import Gate, ScriptedChatModel, cite_everything
from tests.helpers import HashEmbedder
from tests.helpers.checks import assert_history_valid, follow_up_works, state_of, wait_for_idle

ANSWER = "The lease ends in March 2031 [3], says the memo about the warehouse [3]."


def test_stop_mid_token_returns_at_once_and_keeps_the_partial_answer(make_assistant, caplog):
    gate = Gate(call=1, after_chunks=6)
    assistant = make_assistant(model=ScriptedChatModel(script=[ANSWER], gate=gate))
    cancel = threading.Event()
    events = assistant.ask("t", "When does the lease end?", cancel)
    tokens = []
    for event in events:
        if isinstance(event, Token):
            tokens.append(event.text)
            if len(tokens) == 6:
                break
    assert gate.reached.wait(10)  # the model is now stuck mid-answer
    cancel.set()
    started = time.monotonic()
    done = next(events)
    assert time.monotonic() - started < 1.0 and not gate.release.is_set()
    assert isinstance(done, Done) and done.outcome == "stopped"
    assert done.answer == "".join(tokens).strip() == "The lease ends"
    assert 3 in done.citations  # the passages found so far travel with it

    gate.release.set()  # the model's next token meets the stop
    wait_for_idle(assistant, "t")
    (turn,) = assistant.messages("t")
    assert turn.outcome == "stopped" and turn.answer == "The lease ends"
    stored = state_of(assistant, "t")["messages"]
    assert isinstance(stored[-1], AIMessage) and stored[-1].content == "The lease ends"
    follow_up_works(assistant, "t")
    assert [t.outcome for t in assistant.messages("t")] == ["stopped", "not_found"]
    # the user's Stop is no error: the log (and the terminal) does not call it one
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING] == []


class GatedEmbedder(HashEmbedder):
    """A search that hangs (slow Ollama embedder, say) until the test lets it go."""

    def __init__(self) -> None:
        super().__init__()
        self.entered, self.release = threading.Event(), threading.Event()

    def embed_query(self, text: str) -> list[float]:
        self.entered.set()
        assert self.release.wait(30)
        return super().embed_query(text)


def test_stop_mid_search_returns_at_once_and_the_next_question_works(make_assistant):
    embedder = GatedEmbedder()
    assistant = make_assistant([cite_everything], embedder=embedder)
    cancel = threading.Event()
    events = assistant.ask("t", "When does the lease end?", cancel)
    first = next(events)
    assert isinstance(first, Status) and first.kind == "searching"
    assert embedder.entered.wait(10)  # inside search_docs
    cancel.set()
    started = time.monotonic()
    done = next(events)
    assert time.monotonic() - started < 1.0
    assert isinstance(done, Done) and done.outcome == "stopped" and done.answer == ""

    embedder.release.set()
    wait_for_idle(assistant, "t")
    assert assistant.model.calls == []  # the model was never asked
    assert assistant.messages("t")[0].outcome == "stopped"
    assert_history_valid(state_of(assistant, "t")["messages"])
    follow_up_works(assistant, "t")


def test_questions_on_one_conversation_run_one_at_a_time(make_assistant):
    gate = Gate(call=1, after_chunks=2)
    model = ScriptedChatModel(script=[ANSWER, cite_everything], gate=gate)
    assistant = make_assistant(model=model)
    first = assistant.ask("t", "When does the lease end?")
    assert isinstance(next(first), Status)
    second_events: list = []
    second = threading.Thread(target=lambda: second_events.extend(
        assistant.ask("t", "Who delivers the goods?")))
    second.start()
    assert gate.reached.wait(10)
    gate.release.set()
    rest = list(first)
    second.join(10)
    assert isinstance(rest[-1], Done) and isinstance(second_events[-1], Done)
    assert second_events[0] == Status("waiting", second_events[0].text)
    assert [t.question for t in assistant.messages("t")] == [
        "When does the lease end?", "Who delivers the goods?"]
