"""Footnote's agent middleware: pre-search, the search budget, the answer check, tool errors."""

from __future__ import annotations

import logging
import re
import time
import uuid
from collections.abc import Callable, Sequence
from typing import Any, cast

from langchain.agents.middleware import (
    AgentMiddleware,
    ModelRequest,
    ModelResponse,
    ToolCallRequest,
    hook_config,
)
from langchain_core.messages import AIMessage, AnyMessage, HumanMessage
from langgraph.config import get_stream_writer
from langgraph.runtime import Runtime

from desktop_app.assistant.citations import NOT_FOUND_MARKER, check_answer, map_from_state
from desktop_app.assistant.context import last_human_index
from desktop_app.assistant.intents import Intent, read_intent
from desktop_app.assistant.library_tools import LIST_TOOL, READ_TOOL
from desktop_app.assistant.prompts import SEARCH_FAILED
from desktop_app.assistant.state import RESET, FootnoteState, TurnOutcome, turn_record
from desktop_app.assistant.stream_filter import strip_tool_calls
from desktop_app.assistant.tools import TOOL_NAME
from desktop_app.wording import tr
from indexer import content_query

log = logging.getLogger(__name__)

PRESEARCH_PREFIX = "presearch_"


def interrupted_note() -> str:
    """The note of a turn whose run never finished (the app or the machine stopped)."""
    return tr("Interrupted: Footnote stopped before this answer was finished.")


class Cancelled(Exception):
    """The user stopped the answer; raised inside the run to end it at once."""


def message_text(message: AnyMessage) -> str:
    """The plain text of a message (content blocks joined)."""
    content = message.content
    if isinstance(content, str):
        return content
    return "".join(b.get("text", "") if isinstance(b, dict) else str(b) for b in content)


def current_question(messages: Sequence[AnyMessage]) -> str:
    i = last_human_index(messages)
    return message_text(messages[i]) if messages and isinstance(messages[i], HumanMessage) else ""


def final_answer(messages: Sequence[AnyMessage]) -> str:
    """The text of the last model message of the current turn that is not a tool request."""
    start = last_human_index(messages)
    for message in reversed(messages[start:]):
        if isinstance(message, AIMessage) and not message.tool_calls:
            return message_text(message).strip()
    return ""


def interrupted_turn(state: FootnoteState, asking: bool = True) -> dict[str, Any] | None:
    """The record of a previous question whose run never finished (the app or the machine
    stopped mid-answer), so the transcript shows it instead of silently dropping it.

    ``asking``: the state already ends with the next question (False: as the crash left it)."""
    previous = state.get("turn_id")
    if not previous or any(t.get("turn_id") == previous for t in state.get("turns", [])):
        return None
    messages = state["messages"]
    before = messages[:last_human_index(messages)] if asking else messages
    citations = map_from_state(state.get("citations"))
    return turn_record(turn_id=previous, question=current_question(before), answer="",
                       outcome="failed", citations=citations, check=check_answer("", citations),
                       asked_at=state.get("turn_asked_at", 0.0), finished_at=time.time(),
                       note=interrupted_note())


_WRITTEN_CALL_RE = re.compile(
    r'^\s*(?:<tool_call>)?\s*\{\s*"(?:name|tool_call)"\s*:.*\}\s*(?:</tool_call>)?\s*$', re.S)


def is_written_tool_call(text: str) -> bool:
    """Is this "answer" only a tool call typed out as JSON (``<tool_call>{"name": …}``)?"""
    return bool(_WRITTEN_CALL_RE.match(text))


class PreSearchMiddleware(AgentMiddleware[FootnoteState]):
    """Starts each question: a fresh citation map, and the question searched once.

    The search is a normal tool exchange (an AI tool call run by the real tools node), so a
    model that never calls tools still answers from the documents.
    """

    state_schema = FootnoteState

    def __init__(self, enabled: bool = True, documents: bool = True) -> None:
        super().__init__()
        self.enabled = enabled
        self.documents = documents

    @hook_config(can_jump_to=["tools"])
    def before_agent(self, state: FootnoteState, runtime: Runtime) -> dict[str, Any] | None:
        turn_id = uuid.uuid4().hex
        update: dict[str, Any] = {"citations": {RESET: True}, "turn_id": turn_id,
                                  "turn_asked_at": time.time()}
        if interrupted := interrupted_turn(state):
            update["turns"] = [interrupted]
        question = current_question(state["messages"])
        if self.enabled and question.strip():
            calls = [{**call, "id": f"{PRESEARCH_PREFIX}{turn_id[:12]}_{i}", "type": "tool_call"}
                     for i, call in enumerate(first_calls(question, state, self.documents))]
            update["messages"] = [AIMessage(content="", tool_calls=calls)]
            update["jump_to"] = "tools"
        return update


def first_calls(question: str, state: FootnoteState | dict[str, Any],
                documents: bool = True) -> list[dict[str, Any]]:
    """The tool calls a question starts with: a plain request for a summary, a list, a
    comparison or pages goes to the tool for it (``desktop_app.assistant.intents``), so even a
    model that picks tools poorly answers it; anything else is searched. ``documents``: the
    library can be read as documents (else only search_docs exists)."""
    # The search gets what the question is about, not how to answer it: "(round to one
    # decimal place)" searched as content finds passages about rounding.
    query = content_query(question)[:500]
    intent = read_intent(question) if documents else Intent()
    scope = state.get("search_scope") or {}
    only = (scope.get("paths") or [""])[0] if len(scope.get("paths") or []) == 1 else ""
    document = intent.documents[0] if intent.documents else only
    if intent.kind == "summary" and document:
        return [{"name": READ_TOOL, "args": {"file": document}}]
    if intent.kind == "pages" and document:
        return [{"name": READ_TOOL, "args": {"file": document, "pages": intent.pages}}]
    if intent.kind == "list":
        return [{"name": LIST_TOOL, "args": {"query": intent.topic, "kind": intent.of_kind,
                                             "period": intent.period}}]
    if intent.kind == "compare" and len(intent.documents) >= 2:
        aspect = content_query(intent.topic or question)[:500]
        return [{"name": TOOL_NAME, "args": {"query": aspect, "file": name}}
                for name in intent.documents[:4]]
    return [{"name": TOOL_NAME, "args": {"query": query}}]


class AnswerWhenBudgetSpent(AgentMiddleware[FootnoteState]):
    """Once the model has used its searches, it is asked without tools: it must answer.

    ``ToolCallLimitMiddleware`` (run limit, "continue") blocks calls past the limit; this makes
    the next model turn a plain answer instead of another blocked call.
    """

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def wrap_model_call(self, request: ModelRequest,
                        handler: Callable[[ModelRequest], ModelResponse]) -> Any:
        # ToolCallLimitMiddleware's state field, declared there as dict[str, int]
        counts = cast("dict[str, int] | None", request.state.get("run_tool_call_count"))
        used = (counts or {}).get("__all__", 0)
        if used >= self.limit and request.tools:
            return handler(request.override(tools=[]))
        return handler(request)


class CitationCheckMiddleware(AgentMiddleware[FootnoteState]):
    """Ends each question: checks the answer's citations and records the turn in state."""

    state_schema = FootnoteState

    def __init__(self, min_support: float) -> None:
        super().__init__()
        self.min_support = min_support

    def after_agent(self, state: FootnoteState, runtime: Runtime) -> dict[str, Any] | None:
        messages = state["messages"]
        answer, note = final_answer(messages), ""
        shown = strip_tool_calls(answer).strip()  # what the user saw streamed
        citations = map_from_state(state.get("citations"))
        failed = False
        if not answer:
            failed, note = True, _empty_answer_note(len(citations))
        elif is_written_tool_call(answer) or not shown:  # small models type the call as text
            answer, failed, note = "", True, _written_call_note(len(citations))
        else:
            answer = shown
        note = " ".join(n for n in (state.get("scope_note", ""), note) if n)
        marked = NOT_FOUND_MARKER in final_answer(messages).lower()  # gone from what is shown
        check = check_answer(answer, citations, self.min_support, marked_not_found=marked)
        outcome: TurnOutcome = ("no_answer" if failed else
                                "not_found" if check.not_found or not answer else "answered")
        record = turn_record(turn_id=state.get("turn_id", ""), question=current_question(messages),
                             answer=answer, outcome=outcome, citations=citations, check=check,
                             asked_at=state.get("turn_asked_at", 0.0), finished_at=time.time(),
                             note=note)
        return {"turns": [record]}


# No answer says nothing about the documents: the notes point at the passages found.
def _empty_answer_note(passages: int) -> str:
    if not passages:
        return tr("The model returned an empty answer.")
    return tr("The model returned an empty answer. The %n passage(s) it was shown may hold the "
              "answer.", n=passages)


def _written_call_note(passages: int) -> str:
    if not passages:
        return tr("The model wrote a search request instead of an answer; a model with better "
                  "tool support will do better.")
    return tr("The model wrote a search request instead of an answer; a model with better tool "
              "support will do better. The %n passage(s) it was shown may hold the answer.",
              n=passages)


def tool_error_text(exc: Exception, request: ToolCallRequest) -> str | None:
    """``ToolErrorMiddleware`` handler: the model gets a short reason (no trace, no paths);
    the user gets the full message as a warning."""
    cause: BaseException | None = exc
    while cause is not None:  # a model call a tool made was stopped mid-reply (its connection
        if isinstance(cause, Cancelled):  # closing may raise on top of the stop)
            return None  # stopping is not a tool failure: let it end the run
        cause = cause.__cause__ or cause.__context__
    name = (getattr(request, "tool_call", None) or {}).get("name", "search_docs")
    log.warning("%s failed: %s", name, exc, exc_info=exc)
    try:
        text = (tr("Searching failed: {error}") if name == TOOL_NAME else
                tr("Reading failed: {error}")).format(error=exc)
        get_stream_writer()({"footnote": "status", "kind": "warning", "text": text})
    except RuntimeError:  # outside a graph run (direct tool call in a test)
        pass
    return SEARCH_FAILED.format(reason=type(exc).__name__)
