"""One question, run in its own thread: graph stream → typed events, stop, and history repair.

Why a thread per question: closing a LangGraph stream waits for the node that is running (a
model call can take many seconds), so a front end that reads the stream itself could not get
control back at once. The graph runs here; the reader gets events through a queue and can
walk away the moment the user presses Stop, while this thread ends the run cleanly and leaves
the conversation valid for the model.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import AIMessage, AIMessageChunk, HumanMessage, ToolMessage
from langgraph.errors import GraphDrained, GraphRecursionError
from langgraph.runtime import RunControl

from desktop_app.assistant.agent import FINAL_NODE, MODEL_NODE
from desktop_app.assistant.citations import CitationMap, check_answer, map_from_state
from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.context import last_human_index
from desktop_app.assistant.events import AssistantEvent, Citations, Done, Error, Status, Token
from desktop_app.assistant.middleware import Cancelled, final_answer
from desktop_app.assistant.ollama_health import explain, resolve_url
from desktop_app.assistant.prompts import BUDGET_SPENT_ANSWER, CANCELLED_RESULT
from desktop_app.assistant.repetition import loop_start
from desktop_app.assistant.state import (
    rewind_update,
    stopped_note,
    turn_from_record,
    turn_record,
)
from desktop_app.assistant.stream_filter import ToolCallFilter
from desktop_app.wording import tr

log = logging.getLogger(__name__)

POLL_S = 0.05  # how often a waiting reader looks at the caller's cancel flag
LOOP_CHECK_CHARS = 80  # how much new text the repetition check waits for
_END = object()


class _AbortOnStop(BaseCallbackHandler):
    """Raises inside the model call on its next token once the user stopped the answer."""

    raise_error = True

    def __init__(self, *stops: threading.Event) -> None:
        self.stops = stops  # the user's Stop, the run's own (a looping answer)

    def on_chat_model_start(self, *args: Any, **kwargs: Any) -> None:
        if any(stop.is_set() for stop in self.stops):
            raise Cancelled("stopped before the model call")

    def on_llm_new_token(self, *args: Any, **kwargs: Any) -> None:
        if any(stop.is_set() for stop in self.stops):
            raise Cancelled("stopped while the model was writing")


class _StopIsNoError(logging.Filter):
    """LangChain logs every exception a callback raises as a warning ("Error in
    _AbortOnStop.on_llm_new_token callback"), even one raised on purpose: a Stop is not one."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not (isinstance(record.args, tuple) and record.args[:1] == (_AbortOnStop.__name__,))


logging.getLogger("langchain_core.callbacks.manager").addFilter(_StopIsNoError())


class _ModelPhases(BaseCallbackHandler):
    """Tells the run when a model call starts, so the user sees what the wait is for."""

    def __init__(self, run: AgentRun) -> None:
        self.run = run

    def on_chat_model_start(self, *args: Any, **kwargs: Any) -> None:
        # a tool's own model call (a long document read in parts) says what it does itself
        if (kwargs.get("metadata") or {}).get("langgraph_node", MODEL_NODE) == MODEL_NODE:
            self.run._model_call_started()


def loop_note() -> str:
    """The note of an answer stopped because it repeated itself."""
    return tr("The model kept repeating itself, so Footnote stopped the answer there. Ask "
              "again, or choose a larger model.")


def budget_note() -> str:
    """The note of a question that used up its searches."""
    return tr("The search budget for this question was used up.")


def waiting_text(model: str, loaded: bool | None, passages: int) -> str:
    """The status while the model has not written yet: "waiting for qwen2.5:3b (loading it)
    to read 5 passages…"."""
    if loaded is False and passages:
        text = tr("waiting for {model} (loading it) to read %n passage(s)…", n=passages)
    elif passages:
        text = tr("waiting for {model} to read %n passage(s)…", n=passages)
    elif loaded is False:
        text = tr("waiting for {model} (loading it)…")
    else:
        text = tr("waiting for {model}…")
    return text.format(model=model)


class AgentRun:
    """Runs ``graph`` for one question on ``thread_id`` and yields :mod:`events`.

    ``replace_from``: the question takes the place of turn ``replace_from`` and of every turn
    after it (regenerate, or edit and resend); None: it is added after the last turn.
    ``model_loaded`` says whether the model is in memory, for the status while it is awaited.
    """

    def __init__(self, graph: Any, thread_id: str, question: str, settings: AssistantSettings,
                 on_finished: Callable[[], None] = lambda: None,
                 search_scope: dict[str, Any] | None = None, scope_note: str = "",
                 replace_from: int | None = None,
                 words: Callable[[BaseException], str] = str,
                 model_loaded: Callable[[], bool | None] = lambda: None) -> None:
        self.graph, self.thread_id, self.question = graph, thread_id, question
        self.model_loaded = model_loaded  # is the model in memory (None: cannot say)?
        self.words = words  # how the front end words a failure's fix
        self.settings = settings
        self.replace_from = replace_from
        self.search_scope, self.scope_note = dict(search_scope or {}), scope_note
        self._on_finished = on_finished
        self._queue: queue.Queue[Any] = queue.Queue()
        self._lock = threading.Lock()  # orders "emit" against "stop"
        self._stopped = threading.Event()
        self._looped = threading.Event()  # the answer repeated itself: the run stopped it
        self._loop_checked = 0  # answer length at the last repetition check
        self._control = RunControl()
        self._texts: dict[str, str] = {}  # model message id → text streamed so far
        self._last_message = ""
        self._filters: dict[str, ToolCallFilter] = {}  # model message id → its tool-call filter
        self._citations: CitationMap = {}
        self._question_id = f"question-{uuid.uuid4().hex}"  # finds it in the stored state
        self._writing: set[str] = set()  # model messages whose text has begun to show
        self._thread = threading.Thread(target=self._work, name=f"footnote-ask-{thread_id[:8]}",
                                        daemon=True)
        self.finished = threading.Event()

    @property
    def config(self) -> dict[str, Any]:
        return {"configurable": {"thread_id": self.thread_id},
                "recursion_limit": self.settings.recursion_limit,
                "callbacks": [_AbortOnStop(self._stopped, self._looped), _ModelPhases(self)]}

    @property
    def partial_answer(self) -> str:
        held = self._filters.get(self._last_message)
        return (self._texts.get(self._last_message, "") + (held.held if held else "")).strip()

    def start(self) -> AgentRun:
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop now: no more events; the run ends at the next token or step boundary."""
        with self._lock:
            self._stopped.set()
        self._control.request_drain("stopped by the user")

    def join(self, timeout: float | None = None) -> bool:
        return self.finished.wait(timeout)

    # -- reader side -------------------------------------------------------------------------

    def events(self, cancel: threading.Event) -> Iterator[AssistantEvent]:
        """Events until the turn is done; returns at once (with ``Done(stopped)``) on cancel."""
        completed = False
        try:
            while True:
                if cancel.is_set():
                    yield from self._stop_now()
                    completed = True
                    return
                try:
                    item = self._queue.get(timeout=POLL_S)
                except queue.Empty:
                    continue
                if item is _END:
                    completed = True
                    return
                yield item
        finally:
            if not completed:  # the reader went away mid-answer: treat it as Stop
                self.stop()

    def _stop_now(self) -> Iterator[AssistantEvent]:
        self.stop()
        while True:  # events emitted before the stop are still owed to the reader
            try:
                item = self._queue.get_nowait()
            except queue.Empty:
                break
            if item is _END:
                return
            if isinstance(item, Token | Citations | Status):
                yield item
            elif isinstance(item, Done | Error):  # it finished just before the stop
                yield item
                return
        answer = self.partial_answer
        check = check_answer(answer, self._citations, self.settings.min_support)
        yield Done(self.thread_id, answer, "stopped", dict(self._citations), check.flags,
                   check.sentences, stopped_note())

    # -- worker side -------------------------------------------------------------------------

    def _emit(self, event: AssistantEvent) -> None:
        with self._lock:
            if self._stopped.is_set() or (isinstance(event, Token) and self._looped.is_set()):
                return
            if isinstance(event, Token):
                self._texts[event.message_id] = self._texts.get(event.message_id, "") + event.text
                self._last_message = event.message_id
            elif isinstance(event, Citations):
                self._citations = dict(event.citations)
            self._queue.put(event)

    def _work(self) -> None:
        try:
            self._run_graph()
        except (Cancelled, GraphDrained):
            self._finish("stopped", loop_note() if self._looped.is_set() else stopped_note())
        except GraphRecursionError:
            self._finish("budget", budget_note())
        except Exception as exc:  # noqa: BLE001 - every failure ends as an Error event
            if self._stopped.is_set():
                self._finish("stopped", stopped_note())
            else:
                self._fail(exc)
        finally:
            try:
                self._on_finished()  # tidy the files and free the conversation for the next one
            finally:
                self.finished.set()
                self._queue.put(_END)

    def _run_graph(self) -> None:
        # Stream API choice: `stream(..., version="v2")` yields typed StreamPart dicts
        # ({"type", "ns", "data"}) for the three modes used together — "messages" (tokens, with
        # the node name in metadata), "custom" (search status and citation map from the tool)
        # and "updates" (the checked turn record). It is the stable API; `stream_events(
        # version="v3")` is marked beta and would tie the front ends to a changing schema.
        # durability="sync": each step is on disk before the next starts, so a conversation
        # survives the app or the machine stopping mid-answer (it resumes with that turn marked
        # interrupted); one small SQLite write per step is cheap next to a model call.
        parts = self.graph.stream(self._input(), self.config,
                                  stream_mode=["messages", "custom", "updates"], version="v2",
                                  control=self._control, durability="sync")
        record = None
        for part in parts:
            record = self._translate(part) or record
        for message_id, held in self._filters.items():  # the last message ended: release it
            rest = held.flush()
            if rest:
                self._emit(Token(rest, message_id))
        self._filters = {}
        if self._control.drain_requested and record is None:
            raise GraphDrained("stopped")
        if record is not None:
            turn = turn_from_record(record)
            self._emit(Done(self.thread_id, turn.answer, turn.outcome, turn.citations,  # type: ignore[arg-type]
                            turn.flags, turn.sentences, turn.note))

    def _input(self) -> dict[str, Any]:
        """The question, and when it replaces turns, the cut: both go in as the run's input,
        one checkpoint, so a crash leaves either the old conversation or the cut one with the
        new question (then treated like any question a crash cut off), never half a cut."""
        question: dict[str, Any] = {"search_scope": self.search_scope,
                                    "scope_note": self.scope_note}
        new = HumanMessage(self.question, id=self._question_id)
        cut = None
        if self.replace_from is not None:
            values = self.graph.get_state({"configurable": {"thread_id": self.thread_id}}).values
            cut = rewind_update(values, self.replace_from)
        if cut is None:
            return {**question, "messages": [new]}
        return {**cut, **question, "messages": [*cut["messages"], new]}

    def _translate(self, part: dict[str, Any]) -> dict[str, Any] | None:
        kind, data = part["type"], part["data"]
        if kind == "messages":
            chunk, meta = data
            node = meta.get("langgraph_node")
            if node == MODEL_NODE and isinstance(chunk, AIMessageChunk) and chunk.text:
                self._token(chunk.text, chunk.id or "")
            elif node != MODEL_NODE:
                log.debug("not streamed to the user: message from node %r", node)
        elif kind == "custom" and isinstance(data, dict) and "footnote" in data:
            self._custom(data)
        elif kind == "updates" and isinstance(data.get(FINAL_NODE), dict):
            turns = data[FINAL_NODE].get("turns") or []  # the checked record of this turn
            return turns[-1] if turns else None
        return None

    def _token(self, text: str, message_id: str) -> None:
        """Stream ``text`` minus any tool-call syntax the model types (held back until decided)."""
        if message_id not in self._filters:
            for old_id, old in self._filters.items():  # the earlier message is over
                rest = old.flush()
                if rest:
                    self._emit(Token(rest, old_id))
            self._filters = {message_id: ToolCallFilter()}
            self._loop_checked = 0
        shown = self._filters[message_id].feed(text)
        if shown:
            if message_id not in self._writing:
                self._writing.add(message_id)
                self._emit(Status("writing", tr("writing the answer…")))
            self._emit(Token(shown, message_id))
            self._check_loop(message_id)

    def _check_loop(self, message_id: str) -> None:
        """Stop an answer that repeats itself, keeping the text up to where it began to."""
        text = self._texts.get(message_id, "")
        if self._looped.is_set() or len(text) < self._loop_checked + LOOP_CHECK_CHARS:
            return
        self._loop_checked = len(text)
        start = loop_start(text)
        if start is not None:
            with self._lock:
                self._texts[message_id] = text[:start]
            self._looped.set()
            self._control.request_drain("the model kept repeating itself")

    def _model_call_started(self) -> None:
        """A model call begins (in the graph's thread): say what it waits for."""
        if self._stopped.is_set():
            return
        self._emit(Status("model", waiting_text(self.settings.model, self.model_loaded(),
                                                len(self._citations))))

    def _custom(self, data: dict[str, Any]) -> None:
        if data["footnote"] == "citations":
            self._emit(Citations(map_from_state(data["citations"])))
        elif data["footnote"] == "status" and data.get("kind") == "searching":
            self._emit(Status("searching", tr("searching '{query}'…").format(query=data["query"]),
                              data["query"]))
        elif data["footnote"] == "status":
            self._emit(Status(data.get("kind", "warning"), data.get("text", "")))

    def _fail(self, exc: Exception) -> None:
        error = explain(exc, resolve_url(self.settings.ollama_url), self.settings.model,
                        self.settings.request_timeout_s)
        answer = self.partial_answer  # the model went away mid-answer: its words are kept
        try:
            self._repair("failed", self.words(error), answer=answer)
        except Exception:  # noqa: BLE001
            log.exception("could not record the failed turn")
        check = check_answer(answer, self._citations, self.settings.min_support)
        self._emit(Error(error.kind, self.words(error), stored=self._question_stored(),
                         answer=answer, citations=dict(self._citations),
                         sentences=check.sentences if answer else []))

    def _question_stored(self) -> bool:
        """Is this run's question in the conversation file (then it counts as a turn)?"""
        try:
            values = self.graph.get_state({"configurable": {"thread_id": self.thread_id}}).values
        except Exception:  # noqa: BLE001 - an unreadable file holds nothing of it
            return False
        return any(getattr(m, "id", None) == self._question_id
                   for m in values.get("messages", []))

    def _finish(self, why: str, note: str) -> None:
        """A turn cut short (stopped, or out of steps) still ends valid and recorded."""
        if why == "stopped":
            turn = self._repair("stopped", note, answer=self.partial_answer)
        else:
            turn = self._repair(None, note, answer=None)
        self._emit(Done(self.thread_id, turn.answer, turn.outcome, turn.citations,  # type: ignore[arg-type]
                        turn.flags, turn.sentences, turn.note))

    def _repair(self, outcome: str | None, note: str, answer: str | None) -> Any:
        """Give every open tool call a result, keep the answer so far, record the turn."""
        config = {"configurable": {"thread_id": self.thread_id}}
        values = self.graph.get_state(config).values
        messages = values.get("messages", [])
        start = last_human_index(messages)
        answered = {m.tool_call_id for m in messages[start:] if isinstance(m, ToolMessage)}
        patch: list[Any] = [
            ToolMessage(CANCELLED_RESULT, tool_call_id=call["id"], name=call["name"],
                        status="error")
            for m in messages[start:] if isinstance(m, AIMessage)
            for call in m.tool_calls if call["id"] not in answered]
        if answer is None:  # out of steps: the best answer so far, or say so
            answer = final_answer(messages) or self.partial_answer or BUDGET_SPENT_ANSWER
        citations = map_from_state(values.get("citations"))
        check = check_answer(answer, citations, self.settings.min_support)
        if outcome is None:  # out of steps: an answer that cites nothing is no answer
            outcome = "answered" if check.cited else "not_found"
        note = " ".join(n for n in (self.scope_note, note) if n)
        if answer and answer != final_answer(messages):
            patch.append(AIMessage(answer, response_metadata={"footnote_outcome": outcome}))
        record = turn_record(turn_id=values.get("turn_id", ""), question=self.question,
                             answer=answer, outcome=outcome, citations=citations,  # type: ignore[arg-type]
                             check=check, asked_at=values.get("turn_asked_at", time.time()),
                             finished_at=time.time(), note=note)
        self.graph.update_state(config, {"messages": patch, "turns": [record]}, as_node=FINAL_NODE)
        return turn_from_record(record)
