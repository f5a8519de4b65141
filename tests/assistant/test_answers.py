"""The real create_agent graph, driven through the app's streaming path by a scripted model,
over a real indexed library and a real SQLite checkpointer."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from langchain_core.messages import (
    AIMessageChunk,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)

from desktop_app.assistant.agent import MODEL_NODE
from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.context import EARLIER_PASSAGES, count_tokens
from desktop_app.assistant.events import Citations, Done, Status, Token
from desktop_app.assistant.prompts import CANCELLED_RESULT, NOT_FOUND_SENTENCE, SYSTEM_PROMPT
from desktop_app.assistant.runner import AgentRun
from tests.assistant.fakes import ScriptedChatModel, cite_everything, passages_in, search
from tests.helpers import HashEmbedder
from tests.helpers.checks import assert_history_valid, state_of
from tests.helpers.samples import INJECTION


def of(events: list, kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]


def test_numbers_are_stable_across_two_searches_and_resolve_to_the_files(make_assistant, corpus):
    assistant = make_assistant([search("agreement tomatoes full sun"), cite_everything],
                               passages_per_search=2)
    events = list(assistant.ask("t", "How can the agreement be terminated?"))
    done = events[-1]
    assert isinstance(done, Done) and done.outcome == "answered" and not done.flags

    first, second = [m for m in assistant.model.calls[-1] if isinstance(m, ToolMessage)]
    first_numbers = passages_in([first])
    assert sorted(first_numbers) == [1, 2]
    repeated = re.findall(r"^\[(\d+)\] (.*) \(already shown above", second.content, re.M)
    new = passages_in([second])
    assert list(new) == [3]  # a new passage gets the next number…
    assert len(repeated) == 1  # …and one found again keeps its number and is not re-sent
    n, label = repeated[0]
    assert int(n) in first_numbers and label == "contract.txt"

    # The map lives in the agent state, not in the prose, and every [n] resolves.
    assert done.citations == of(events, Citations)[-1].citations
    stored = assistant.messages("t")[0].citations
    assert stored == done.citations and sorted(stored) == list(range(1, 1 + len(stored)))
    for c in stored.values():
        path = Path(c.path)
        assert path.parent == corpus or path.parent.parent == corpus
        if path.suffix == ".txt":
            assert path.read_text(encoding="utf-8")[c.start_index:c.end_index] == c.quote
    assert {n for s in done.sentences for n in s.numbers} == set(stored)


def test_tokens_stream_the_answer_and_nothing_else(make_assistant):
    assistant = make_assistant([cite_everything])
    events = list(assistant.ask("t", "When does the warehouse lease end?"))
    tokens = of(events, Token)
    assert len(tokens) > 5 and len({t.message_id for t in tokens}) == 1
    assert "".join(t.text for t in tokens).strip() == events[-1].answer
    statuses = of(events, Status)
    assert statuses[0].query == "When does the warehouse lease end?"


def test_the_status_says_which_step_runs_search_then_the_model_then_writing(make_assistant):
    assistant = make_assistant([cite_everything])
    events = list(assistant.ask("t", "When does the warehouse lease end?"))
    statuses = of(events, Status)
    assert [s.kind for s in statuses] == ["searching", "model", "writing"]
    passages = len(events[-1].citations)
    assert statuses[1].text == f"waiting for {assistant.settings.model} to read {passages} passages…"
    first_token = next(i for i, e in enumerate(events) if isinstance(e, Token))
    assert events.index(statuses[2]) < first_token  # "writing" comes with the first words


def test_parallel_searches_never_share_a_number(make_assistant):
    assistant = make_assistant([search("lease", "tomatoes", "invoice"), cite_everything],
                               passages_per_search=3)
    done = list(assistant.ask("t", "What is in my documents?"))[-1]
    chunk_ids = [c.chunk_id for c in done.citations.values()]
    assert len(chunk_ids) == len(set(chunk_ids))
    assert sorted(done.citations) == list(range(1, len(chunk_ids) + 1))


def test_not_found_is_its_own_outcome(make_assistant):
    assistant = make_assistant([NOT_FOUND_SENTENCE])
    done = list(assistant.ask("t", "What is the capital of Australia?"))[-1]
    assert done.outcome == "not_found" and done.answer == NOT_FOUND_SENTENCE
    assert not done.flags
    assert assistant.messages("t")[0].outcome == "not_found"


@pytest.mark.parametrize("reply", [
    "[not found] Я не нашёл этого в ваших документах.",  # the marker the prompt asks for
    "В ваших документах нет сведений об этом.",  # a model that forgot it, in its own words
    "Ich konnte dies in Ihren Dokumenten nicht finden.",
])
def test_not_found_in_the_question_s_language_is_the_same_outcome(make_assistant, reply):
    assistant = make_assistant([reply])
    done = list(assistant.ask("t", "Какая столица Австралии?"))[-1]
    assert done.outcome == "not_found" and not done.flags
    assert "[not found]" not in done.answer and done.answer  # the user reads the model's words
    assert assistant.messages("t")[0].outcome == "not_found"


def test_a_document_that_gives_orders_is_quoted_never_obeyed_as_instructions(make_assistant):
    assistant = make_assistant([search("warehouse lease memo"), cite_everything])
    list(assistant.ask("t", "When does the warehouse lease end?"))
    for sent in assistant.model.calls:
        system = [m for m in sent if isinstance(m, SystemMessage)]
        assert [m.content for m in system] == [SYSTEM_PROMPT]  # static, and only one
        assert sent[0] is system[0]
    carrying = [m for m in assistant.model.calls[-1] if INJECTION[:40] in str(m.content)]
    assert carrying and all(isinstance(m, ToolMessage) for m in carrying)
    for message in carrying:
        block = message.content
        start, end = block.index("<passages"), block.index("</passages>")
        for line in block.splitlines():
            if INJECTION[:40] in line:
                assert line.startswith("> ")
                assert start < block.index(line) < end


def test_the_tool_budget_ends_the_turn_with_an_answer(make_assistant):
    script = [search(f"query {i}") for i in range(1, 7)] + [cite_everything]
    assistant = make_assistant(script, tool_call_limit=4)
    events = list(assistant.ask("t", "Tell me everything about the lease."))
    assert isinstance(events[-1], Done) and events[-1].outcome == "answered"
    offered = assistant.model.offered_tools
    assert offered[:4] == [["search_docs", "list_documents", "read_document"]] * 4  # four of its own…
    assert all(tools == [] for tools in offered[4:])  # …then it must answer
    searches = [s for s in of(events, Status) if s.kind == "searching"]
    assert len(searches) == 1 + 4  # the pre-search plus the budget
    messages = state_of(assistant, "t")["messages"]
    blocked = [m for m in messages if isinstance(m, ToolMessage) and "limit" in m.content]
    assert blocked and all(m.status == "error" for m in blocked)
    assert_history_valid(messages)


def test_a_model_that_never_stops_searching_ends_gracefully(make_assistant):
    looping = ScriptedChatModel(script=[search("again", text="Still looking.")], repeat_last=True)
    assistant = make_assistant(model=looping, recursion_limit=12)
    done = list(assistant.ask("t", "Where are the goods delivered?"))[-1]
    assert isinstance(done, Done) and done.outcome == "not_found"
    assert done.answer == "Still looking." and "budget" in done.note
    messages = state_of(assistant, "t")["messages"]
    assert_history_valid(messages)  # the search the model asked for last got a result:
    assert messages[-2].content == CANCELLED_RESULT and messages[-2].status == "error"
    assistant.model.script[:] = ["The goods go to the warehouse in Rotterdam [1]."]
    assistant.model.repeat_last = False
    done = list(assistant.ask("t", "And where exactly?"))[-1]
    assert done.outcome == "answered"
    assert [t.outcome for t in assistant.messages("t")] == ["not_found", "answered"]


def test_thirty_turns_still_carry_the_system_prompt_and_the_current_passages(make_assistant):
    window, answer_tokens = 2048, 256
    assistant = make_assistant([cite_everything] * 30, context_window=window,
                               max_answer_tokens=answer_tokens, passages_per_search=3)
    topics = ["termination notice", "warehouse Rotterdam", "tomatoes sun", "aphids ladybirds",
              "invoice Müller", "lease March"]
    for turn in range(30):
        done = list(assistant.ask("t", f"Question {turn}: what about {topics[turn % 6]}?"))[-1]
        assert done.outcome == "answered"

    sent = assistant.model.calls[-1]
    assert isinstance(sent[0], SystemMessage) and sent[0].content == SYSTEM_PROMPT
    humans = [m for m in sent if isinstance(m, HumanMessage)]
    assert humans[-1].content.startswith("Question 29:")
    assert not any(m.content.startswith("Question 0:") for m in humans)  # old turns trimmed
    current = sent[sent.index(humans[-1]):]
    assert passages_in(current)  # this question's passages, in full
    earlier = [m for m in sent[:sent.index(humans[-1])] if isinstance(m, ToolMessage)]
    assert all(m.content == EARLIER_PASSAGES for m in earlier)
    tools = [assistant._graph.nodes["tools"].bound.tools_by_name["search_docs"]]
    assert count_tokens(sent, tools=tools) + answer_tokens <= window
    assert len(assistant.messages("t")) == 30  # the stored conversation is whole
    assert_history_valid(state_of(assistant, "t")["messages"])


class FailingEmbedder(HashEmbedder):
    def embed_query(self, text: str) -> list[float]:
        raise RuntimeError("/home/user/secret/library.sqlite is corrupt")


def test_a_failing_search_becomes_a_tool_message_without_trace_or_path(make_assistant):
    assistant = make_assistant([NOT_FOUND_SENTENCE], embedder=FailingEmbedder())
    events = list(assistant.ask("t", "What is the notice period?"))
    assert events[-1].outcome == "not_found"
    warnings = [s for s in of(events, Status) if s.kind == "warning"]
    assert warnings and "corrupt" in warnings[0].text  # the user is told why
    (result,) = [m for m in assistant.model.calls[0] if isinstance(m, ToolMessage)]
    assert result.status == "error" and "RuntimeError" in result.content
    assert "/home" not in result.content and "Traceback" not in result.content


def test_model_tokens_are_found_under_the_node_the_runtime_uses(make_assistant):
    """create_agent streams the model's tokens from node "model" (the old prebuilt agent said
    "agent"); the pre-search's synthetic tool request comes from the middleware's node."""
    assistant = make_assistant([cite_everything])
    graph = assistant._agent()
    nodes = set()
    for part in graph.stream({"messages": [HumanMessage("When does the lease end?")]},
                             {"configurable": {"thread_id": "raw"}}, stream_mode="messages",
                             version="v2"):
        chunk, meta = part["data"]
        nodes.add((type(chunk).__name__, meta["langgraph_node"]))
    assert ("AIMessageChunk", MODEL_NODE) in nodes and MODEL_NODE == "model"
    assert ("AIMessage", "PreSearchMiddleware.before_agent") in nodes
    assert ("ToolMessage", "tools") in nodes


def test_tokens_of_other_nodes_never_reach_the_user(make_assistant):
    """A middleware's own model call (a summary, a router) streams under its node's name."""
    run = AgentRun(graph=None, thread_id="t", question="q", settings=AssistantSettings())
    internal = AIMessageChunk(content="internal summary", id="x")
    run._translate({"type": "messages", "ns": (),
                    "data": (internal, {"langgraph_node": "SummarizationMiddleware.before_model"})})
    answer = AIMessageChunk(content="The answer", id="y")
    run._translate({"type": "messages", "ns": (), "data": (answer, {"langgraph_node": "model"})})
    queued = [run._queue.get_nowait() for _ in range(run._queue.qsize())]
    assert of(queued, Token) == [Token("The answer", "y")]


def test_a_tool_call_typed_as_text_is_not_taken_for_an_answer(make_assistant):
    written = '<tool_call>\n{"name": "search_docs", "arguments": {"query": "lease"}}\n</tool_call>'
    assistant = make_assistant([written])
    done = list(assistant.ask("t", "When does the lease end?"))[-1]
    # no answer, which is not "not found in your documents": the passages found are pointed at
    assert (done.outcome, done.answer) == ("no_answer", "")
    assert "search request instead of an answer" in done.note
    assert done.citations and f"{len(done.citations)} passage" in done.note
    assert "may hold the answer" in done.note
    assert assistant.messages("t")[0].outcome == "no_answer"


def test_an_answer_that_repeats_itself_is_stopped_and_kept_up_to_the_loop(make_assistant):
    """Issue 28, item 10: a small model repeating one sentence is stopped, not left to run."""
    from desktop_app.assistant.runner import loop_note

    loop = "The tenant must give notice in writing [1]. " * 200
    model = ScriptedChatModel(script=["Notice is due 90 days before the end [1]. " + loop])
    assistant = make_assistant(model=model)
    events = list(assistant.ask("t", "What is the notice period?"))
    done = events[-1]
    assert isinstance(done, Done) and done.outcome == "stopped" and done.note == loop_note()
    assert done.answer.startswith("Notice is due 90 days before the end [1].")
    assert done.answer.count("must give notice in writing") == 1
    streamed = "".join(t.text for t in of(events, Token))
    assert streamed.count("must give notice in writing") < 10  # stopped early, not at the end
    [stored] = assistant.messages("t")
    assert stored.outcome == "stopped" and stored.answer == done.answer
    assert_history_valid(state_of(assistant, "t")["messages"])
