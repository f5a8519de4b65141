"""The pre-search looks for what the question is about, not for how it should be answered."""

from __future__ import annotations

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from desktop_app.assistant.events import Done, Status
from tests.assistant.fakes import cite_everything, search

QUESTION = ("According to my documents, when does the warehouse lease end? "
            "Answer in one sentence and cite your sources.")


def test_the_presearch_sends_the_question_without_its_answer_instructions(make_assistant):
    assistant = make_assistant([cite_everything])
    events = list(assistant.ask("t", QUESTION))
    assert isinstance(events[-1], Done) and events[-1].outcome == "answered"
    statuses = [e for e in events if isinstance(e, Status) and e.kind == "searching"]
    assert [s.query for s in statuses] == ["when does the warehouse lease end?"]

    seen = assistant.model.calls[0]
    assert [m.content for m in seen if isinstance(m, HumanMessage)] == [QUESTION]  # model: all
    call = next(m for m in seen if isinstance(m, AIMessage) and m.tool_calls).tool_calls[0]
    assert call["args"] == {"query": "when does the warehouse lease end?"}
    result = next(m for m in seen if isinstance(m, ToolMessage))
    assert result.content.startswith('<passages query="when does the warehouse lease end?">')
    assert "March 2031" in result.content  # the memo that answers it was found


def test_a_question_that_is_only_content_is_searched_as_asked(make_assistant):
    assistant = make_assistant([cite_everything])
    events = list(assistant.ask("t", "Invoice 2024-117 for Müller GmbH: how many crates?"))
    assert [e.query for e in events if isinstance(e, Status) and e.kind == "searching"] == [
        "Invoice 2024-117 for Müller GmbH: how many crates?"]


def test_the_models_own_queries_reach_the_tool_as_written(make_assistant):
    assistant = make_assistant([search("lease end date, answer in one sentence"), cite_everything])
    events = list(assistant.ask("t", "When does the lease end?"))
    assert [e.query for e in events if isinstance(e, Status) and e.kind == "searching"] == [
        "When does the lease end?", "lease end date, answer in one sentence"]
