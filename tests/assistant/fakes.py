"""A scripted chat model that streams real tokens and real tool calls, and remembers what it saw."""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from pydantic import ConfigDict, Field

Step = AIMessage | str | Callable[[list[BaseMessage]], AIMessage | str]


@dataclass
class Gate:
    """Holds the model inside call ``call`` after ``after_chunks`` chunks (None: after the
    whole message) until the test releases it."""

    call: int
    after_chunks: int | None = None
    reached: threading.Event = field(default_factory=threading.Event)
    release: threading.Event = field(default_factory=threading.Event)

    def wait(self) -> None:
        self.reached.set()
        assert self.release.wait(30), "the test never released the gate"


class ScriptedChatModel(BaseChatModel):
    """Plays ``script`` one step per model call; ``bind_tools`` binds itself (tools recorded)."""

    model_config = ConfigDict(arbitrary_types_allowed=True)
    script: list[Any]
    repeat_last: bool = False
    calls: list[list[BaseMessage]] = Field(default_factory=list)
    offered_tools: list[list[str]] = Field(default_factory=list)
    gate: Gate | None = None

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def bind_tools(self, tools: Sequence[Any], **kwargs: Any) -> Any:
        names = [getattr(t, "name", None) or t["function"]["name"] for t in tools]
        return self.bind(offered=names)

    def _next(self, messages: list[BaseMessage], offered: list[str] | None) -> AIMessage:
        self.calls.append(list(messages))
        self.offered_tools.append(list(offered or []))
        if not self.script:
            raise AssertionError(f"script exhausted at model call {len(self.calls)}")
        step = self.script[0] if (self.repeat_last and len(self.script) == 1) else self.script.pop(0)
        reply = step(messages) if callable(step) else step
        if isinstance(reply, str):
            return AIMessage(reply)
        calls = [{**c, "id": f"call_{next(_counter)}"} for c in reply.tool_calls]  # unique ids
        return reply.model_copy(update={"tool_calls": calls})

    def _generate(self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None,
                  offered: list[str] | None = None, **kwargs: Any) -> ChatResult:
        return ChatResult(generations=[ChatGeneration(message=self._next(messages, offered))])

    def _stream(self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None,
                offered: list[str] | None = None, **kwargs: Any) -> Iterator[ChatGenerationChunk]:
        reply = self._next(messages, offered)
        call_no = len(self.calls)
        pieces = [p for p in re.split(r"(\s+)", str(reply.content)) if p]
        for i, piece in enumerate(pieces):
            if self.gate and self.gate.call == call_no and self.gate.after_chunks == i:
                self.gate.wait()
            yield ChatGenerationChunk(message=AIMessageChunk(content=piece))  # core reports it
        if reply.tool_calls:
            yield ChatGenerationChunk(message=AIMessageChunk(content="", tool_call_chunks=[
                {"name": c["name"], "args": json.dumps(c["args"]), "id": c["id"], "index": i}
                for i, c in enumerate(reply.tool_calls)]))
        if self.gate and self.gate.call == call_no and self.gate.after_chunks is None:
            self.gate.wait()


_counter = iter(range(1, 1_000_000))


def search(*queries: str, text: str = "") -> AIMessage:
    """A model turn that calls search_docs once per query (parallel calls if several)."""
    return AIMessage(text, tool_calls=[
        {"name": "search_docs", "args": {"query": q}, "id": f"call_{next(_counter)}",
         "type": "tool_call"} for q in queries])  # the model gives each call a fresh id


def passages_in(messages: Sequence[BaseMessage]) -> dict[int, str]:
    """Number → first quoted line, from every search result the model can see."""
    found: dict[int, str] = {}
    for m in messages:
        if isinstance(m, ToolMessage):
            for n, quoted in re.findall(r"^\[(\d+)\] [^\n]*\n> ([^\n]*)", str(m.content), re.M):
                found[int(n)] = quoted
    return found


def cite_everything(messages: list[BaseMessage]) -> str:
    """A diligent model: one sentence per passage it was shown, each cited."""
    shown = passages_in(messages)
    return " ".join(f"{quoted.rstrip('.')} [{n}]." for n, quoted in sorted(shown.items()))
