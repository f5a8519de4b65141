"""Typed events a question streams to the front ends (plain dataclasses, no Qt, no LangChain)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from desktop_app.assistant.citations import CitationFlag, CitationMap, SentenceCheck

if TYPE_CHECKING:
    from desktop_app.assistant.state import Outcome

StatusKind = Literal["searching", "waiting", "model", "writing", "warning", "retrying"]
ErrorKind = Literal["ollama_not_running", "model_not_found", "model_without_tools",
                    "model_timeout", "model_failed", "search_failed", "internal"]


@dataclass(frozen=True)
class Token:
    """A piece of the answer as the model writes it.

    All tokens of one model message share ``message_id``. When a new ``message_id`` starts,
    the earlier text was a preamble to a search (or a retried call): show only the latest
    message's text. ``Done.answer`` is always the authoritative final text.
    """

    text: str
    message_id: str


@dataclass(frozen=True)
class Status:
    """What the assistant is doing or a warning: ``searching`` (``searching 'termination
    clause'…``), ``model`` (waiting for the model: loading, reading the passages), ``writing``
    (the answer is streaming), ``waiting`` (for the conversation's previous question)."""

    kind: StatusKind
    text: str
    query: str | None = None


@dataclass(frozen=True)
class Citations:
    """The citation map so far (all numbers given out in this answer); sent after each search."""

    citations: CitationMap


@dataclass(frozen=True)
class Done:
    """The turn is over. Last event of a question unless an ``Error`` came instead.

    ``outcome``: ``answered``; ``not_found`` (the documents do not contain the answer: show it
    differently); ``stopped`` (the user stopped it: ``answer`` is the partial text, kept in the
    conversation). ``flags`` come from the citation checks; ``note`` says why a turn was cut
    short (stopped, search budget used up). ``stored``: the turn is in the conversation file
    (False only for a question stopped before it started), so front ends can number the
    stored turns as the store does.
    """

    thread_id: str
    answer: str
    outcome: Outcome
    citations: CitationMap = field(default_factory=dict)
    flags: list[CitationFlag] = field(default_factory=list)
    sentences: list[SentenceCheck] = field(default_factory=list)
    note: str = ""
    stored: bool = True


@dataclass(frozen=True)
class Error:
    """The question could not be answered; ``message`` says what to do (e.g. ``ollama serve``).

    ``stored``: the failed question was kept in the conversation file as a turn (it reached
    the agent); False when it failed before (the model server down, no library).
    ``answer``: what the model had written before it failed (kept, like a stopped answer's).
    ``citations``: the passages found for it, also when no model could answer (keyword search
    needs none), with ``sentences`` checking the partial answer against them."""

    kind: ErrorKind
    message: str
    stored: bool = False
    answer: str = ""
    citations: CitationMap = field(default_factory=dict)
    sentences: list[SentenceCheck] = field(default_factory=list)


AssistantEvent = Token | Status | Citations | Done | Error
