"""The agent's state beyond messages: this answer's citation map and the record of every turn."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any, Literal, NotRequired

from desktop_app.assistant.citations import (
    AnswerCheck,
    CitationFlag,
    CitationMap,
    SentenceCheck,
    check_answer,
    flags_from_state,
    flags_to_state,
    map_from_state,
    map_to_state,
    sentences_from_state,
    sentences_to_state,
)
from desktop_app.assistant.stream_filter import strip_tool_calls
from desktop_app.wording import tr

if TYPE_CHECKING:
    from langchain_core.messages import AnyMessage

# no_answer: the model wrote a search request or nothing; unlike not_found, that says nothing
# about the documents (the passages it was shown may well hold the answer)
Outcome = Literal["answered", "not_found", "no_answer", "stopped"]
TurnOutcome = Literal["answered", "not_found", "no_answer", "stopped", "failed"]
STOPPED_NOTE = "Stopped by you."  # in English: the note of turns stopped by the user
RESET = "__reset__"
KEEP_TURNS = "__keep_turns__"


def stopped_note() -> str:
    """A stopped turn's note when the user stopped it."""
    return tr("Stopped by you.")


def merge_citations(left: dict[str, Any] | None, right: dict[str, Any] | None) -> dict[str, Any]:
    """Reducer: searches add entries (parallel searches merge); ``{RESET: True}`` starts anew."""
    if right is None:
        return dict(left or {})
    if right.get(RESET):
        return {k: v for k, v in right.items() if k != RESET}
    return {**(left or {}), **right}


def add_turns(left: list[dict[str, Any]] | None,
              right: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
    """Reducer: records are appended; an update starting with ``{KEEP_TURNS: n}`` first cuts
    the list to its first ``n`` turns (a question edited or an answer regenerated)."""
    left, right = list(left or []), list(right or [])
    if right and KEEP_TURNS in right[0]:
        left, right = left[:right[0][KEEP_TURNS]], right[1:]
    return left + right


def __getattr__(name: str) -> Any:
    # FootnoteState is made at first use: its base, LangChain's AgentState, takes a second to
    # import, and the window needs only this module's Turn to show itself.
    if name == "FootnoteState":
        return _footnote_state()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@functools.cache
def _footnote_state() -> type:
    from langchain.agents.middleware import AgentState

    class FootnoteState(AgentState[Any]):
        """``citations``: number → passage for the answer being written (reset per question).
        ``turns``: one record per finished question (answer, citation map, checks, outcome);
        it is what the UI and exports read back, also after a restart (``rewind_update`` cuts it).
        ``turn_id``, ``turn_asked_at``: the question being answered.
        ``search_scope``: what this question's searches may look at (``{"folders": [...]}`` or
        ``{"paths": [...]}``; ``{}``: the whole library), set with each question; ``scope_note``:
        why the conversation's scope could not be used for it ("" when it was)."""

        citations: NotRequired[Annotated[dict[str, Any], merge_citations]]
        turns: NotRequired[Annotated[list[dict[str, Any]], add_turns]]
        turn_id: NotRequired[str]
        turn_asked_at: NotRequired[float]
        search_scope: NotRequired[dict[str, Any]]
        scope_note: NotRequired[str]

    FootnoteState.__qualname__ = "FootnoteState"
    return FootnoteState


@dataclass(frozen=True)
class Turn:
    """One question and its answer as stored in a conversation."""

    question: str
    answer: str
    outcome: TurnOutcome
    citations: CitationMap = field(default_factory=dict)
    flags: list[CitationFlag] = field(default_factory=list)
    sentences: list[SentenceCheck] = field(default_factory=list)
    turn_id: str = ""
    asked_at: float = 0.0
    finished_at: float = 0.0
    note: str = ""  # why a turn was cut short ("stopped by you", "search budget used up", ...)

    @property
    def used_citations(self) -> CitationMap:
        """Only the passages the answer actually cites (for a compact sources panel)."""
        used = {n for s in self.sentences for n in s.numbers}
        return {n: c for n, c in self.citations.items() if n in used}


def turn_record(*, turn_id: str, question: str, answer: str, outcome: TurnOutcome,
                citations: CitationMap, check: AnswerCheck, asked_at: float,
                finished_at: float, note: str = "") -> dict[str, Any]:
    """A turn as plain data for the checkpoint (no custom classes in stored state)."""
    return {
        "turn_id": turn_id, "question": question, "answer": answer, "outcome": outcome,
        "citations": map_to_state(citations.values()), "flags": flags_to_state(check.flags),
        "sentences": sentences_to_state(check.sentences), "asked_at": asked_at,
        "finished_at": finished_at, "note": note,
    }


def turn_from_record(raw: Mapping[str, Any]) -> Turn:
    answer, citations = raw["answer"], map_from_state(raw.get("citations"))
    flags, sentences = flags_from_state(raw.get("flags")), sentences_from_state(raw.get("sentences"))
    shown = strip_tool_calls(answer).strip()
    if shown != answer.strip():
        # stored before the stream filter knew a marker a small model echoed: shown, checked
        # and exported without it
        check = check_answer(shown, citations)
        answer, flags, sentences = shown, check.flags, check.sentences
    return Turn(question=raw["question"], answer=answer, outcome=raw["outcome"],
                citations=citations, flags=flags, sentences=sentences,
                turn_id=raw.get("turn_id", ""), asked_at=raw.get("asked_at", 0.0),
                finished_at=raw.get("finished_at", 0.0), note=raw.get("note", ""))


def rewind_update(values: Mapping[str, Any], keep: int) -> dict[str, Any] | None:
    """The state update that leaves only the first ``keep`` turns of a conversation (their
    messages and records), so the next question takes the place of turn ``keep`` and of every
    turn after it; None when there is no such turn.

    Turn ``i`` starts at the ``i``-th question in ``messages`` (a question a crash cut off has
    a message but no record yet; it counts as a turn too, as ``Assistant.messages`` shows it).
    All messages are replaced rather than removed by id, so the cut does not depend on the ids
    stored by older versions. ``turn_id`` names the last turn kept, so the next question does
    not mistake the dropped one for an interrupted answer.
    """
    from langchain_core.messages import HumanMessage, RemoveMessage
    from langgraph.graph.message import REMOVE_ALL_MESSAGES

    messages: list[AnyMessage] = list(values.get("messages", []))
    starts = [i for i, m in enumerate(messages) if isinstance(m, HumanMessage)]
    if keep < 0 or keep >= len(starts):
        return None
    kept_turns = list(values.get("turns", []))[:keep]
    return {
        "messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES), *messages[:starts[keep]]],
        "turns": [{KEEP_TURNS: keep}],
        "turn_id": kept_turns[-1].get("turn_id", "") if kept_turns else "",
        "turn_asked_at": kept_turns[-1].get("asked_at", 0.0) if kept_turns else 0.0,
    }
