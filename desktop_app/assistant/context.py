"""Keep every model request inside the model's window, with the system prompt and current passages.

Ollama silently drops the *beginning* of a prompt longer than ``num_ctx`` — the system prompt
and its grounding rules first. Two request-only edits prevent that (the stored conversation is
never changed, so the transcript stays whole):

1. ``ClearEarlierTurnsToolResults`` (run by LangChain's ``ContextEditingMiddleware``): passages
   of earlier questions are replaced by a placeholder; the answers that cited them stay.
   (``AnswerOpenToolCalls`` runs there too: it keeps a history left by a crash valid.)
2. ``FitContextMiddleware``: drop the oldest whole turns (``trim_messages``) until the request
   fits; if the current question's own searches are still too big, shorten its older results.

``SummarizationMiddleware`` is deliberately not used: it rewrites the stored message history and
costs an extra call to a small local model on the user's time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, cast

from langchain.agents.middleware import AgentMiddleware, ModelRequest, ModelResponse
from langchain_core.messages import (
    AIMessage,
    AnyMessage,
    BaseMessage,
    HumanMessage,
    ToolMessage,
)
from langchain_core.messages.utils import count_tokens_approximately, trim_messages

from desktop_app.assistant.prompts import (
    CANCELLED_RESULT,
    EARLIER_PASSAGES,
    SHORTENED,
    is_header_line,
)

CHARS_PER_TOKEN = 3.0  # conservative: small models' tokenizers split non-English text finely
SAFETY_TOKENS = 64

Counter = Callable[[Sequence[BaseMessage]], int]
count_tokens: Counter = partial(count_tokens_approximately, chars_per_token=CHARS_PER_TOKEN)


def last_human_index(messages: Sequence[AnyMessage]) -> int:
    return next((i for i in range(len(messages) - 1, -1, -1)
                 if isinstance(messages[i], HumanMessage)), 0)


class ClearEarlierTurnsToolResults:
    """A ``ContextEdit``: passages found before the current question become a placeholder
    (short error results, such as a cancelled search, stay as they are)."""

    def apply(self, messages: list[AnyMessage], *, count_tokens: Counter) -> None:
        for i in range(last_human_index(messages)):
            message = messages[i]
            if isinstance(message, ToolMessage) and message.status != "error":
                messages[i] = message.model_copy(
                    update={"content": EARLIER_PASSAGES, "artifact": None})


class AnswerOpenToolCalls:
    """A ``ContextEdit``: a tool call left without a result (the app or the machine stopped
    mid-search) gets a "cancelled" result right after it, as model APIs require."""

    def apply(self, messages: list[AnyMessage], *, count_tokens: Counter) -> None:
        answered = {m.tool_call_id for m in messages if isinstance(m, ToolMessage)}
        for i in range(len(messages) - 1, -1, -1):
            message = messages[i]
            if isinstance(message, AIMessage) and message.tool_calls:
                missing = [c for c in message.tool_calls if c["id"] not in answered]
                messages[i + 1:i + 1] = [
                    ToolMessage(CANCELLED_RESULT, tool_call_id=c["id"], name=c["name"],
                                status="error") for c in missing]


def headers_only(content: str) -> str:
    lines = [line for line in content.splitlines() if line.strip() and is_header_line(line)]
    return "\n".join([*lines, SHORTENED])


def fit_messages(messages: Sequence[AnyMessage], budget: int,
                 counter: Counter = count_tokens) -> list[AnyMessage]:
    """The newest messages that fit ``budget`` tokens: whole earlier turns are dropped first;
    the current question and its passages are kept (shortened only as a last resort)."""
    split = last_human_index(messages)
    history, current = list(messages[:split]), list(messages[split:])
    if counter(current) > budget:
        current = _shrink_current(current, budget, counter)
    room = budget - counter(current)
    if history and counter(history) > room:
        # whole messages of ``history`` (allow_partial=False), so still AnyMessage
        history = cast(list[AnyMessage], trim_messages(
            history, max_tokens=max(room, 0), token_counter=counter,
            strategy="last", start_on="human", allow_partial=False))
    return [*history, *current]


def _shrink_current(current: list[AnyMessage], budget: int, counter: Counter
                    ) -> list[AnyMessage]:
    tool_idx = [i for i, m in enumerate(current) if isinstance(m, ToolMessage)]
    for i in tool_idx[:-1]:  # older searches of this question first: keep their numbers only
        current[i] = current[i].model_copy(update={"content": headers_only(str(current[i].content))})
        if counter(current) <= budget:
            return current
    if tool_idx and counter(current) > budget:  # the newest search itself is too long: cut it
        i = tool_idx[-1]
        text = str(current[i].content)
        excess_chars = int((counter(current) - budget) * CHARS_PER_TOKEN) + 200
        keep = max(len(text) - excess_chars, 0)
        current[i] = current[i].model_copy(update={"content": text[:keep] + "\n" + SHORTENED})
    return current


class FitContextMiddleware(AgentMiddleware):
    """Trims each model request to ``context_window`` minus the answer's reserve."""

    def __init__(self, context_window: int, answer_tokens: int) -> None:
        super().__init__()
        self.context_window = context_window
        self.answer_tokens = answer_tokens

    def budget_for(self, request: ModelRequest) -> int:
        fixed = count_tokens_approximately(
            [request.system_message] if request.system_message else [],
            chars_per_token=CHARS_PER_TOKEN, tools=list(request.tools))
        return self.context_window - self.answer_tokens - fixed - SAFETY_TOKENS

    def wrap_model_call(self, request: ModelRequest,
                        handler: Callable[[ModelRequest], ModelResponse]) -> Any:
        fitted = fit_messages(request.messages, self.budget_for(request))
        return handler(request.override(messages=fitted))
