"""Builds the agent: LangChain ``create_agent`` + ``search_docs`` + Footnote's middleware stack."""

from __future__ import annotations

from typing import Any

from langchain.agents import create_agent
from langchain.agents.middleware import (
    ContextEditingMiddleware,
    ModelRetryMiddleware,
    ToolCallLimitMiddleware,
    ToolErrorMiddleware,
)
from langchain_core.language_models import BaseChatModel
from langgraph.config import get_stream_writer

from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.context import (
    AnswerOpenToolCalls,
    ClearEarlierTurnsToolResults,
    FitContextMiddleware,
)
from desktop_app.assistant.middleware import (
    AnswerWhenBudgetSpent,
    CitationCheckMiddleware,
    PreSearchMiddleware,
    tool_error_text,
)
from desktop_app.assistant.ollama_health import is_transient, is_unreadable_reply
from desktop_app.assistant.prompts import system_prompt
from desktop_app.assistant.state import FootnoteState
from desktop_app.assistant.tools import SearchFn, make_tools
from desktop_app.wording import tr
from indexer import OllamaServer

# The node whose LLM tokens are the answer. create_agent names it "model" (the pre-1.0
# prebuilt agent called it "agent"); tokens from any other node — e.g. a middleware's own
# model call — never reach the user's stream.
MODEL_NODE = "model"
# The last node of every turn: a state update "as" this node leaves the thread finished.
FINAL_NODE = f"{CitationCheckMiddleware.__name__}.after_agent"


def retry_and_tell(exc: BaseException) -> bool:
    """``ModelRetryMiddleware.retry_on``: retry transient server failures and unreadable
    replies, and say so."""
    if is_transient(exc):
        text = tr("the model server failed ({error}); retrying…").format(
            error=type(exc).__name__)
    elif is_unreadable_reply(exc):
        text = tr("the model's reply could not be read; asking again…")
    else:
        return False
    try:
        get_stream_writer()({"footnote": "status", "kind": "retrying", "text": text})
    except RuntimeError:
        pass
    return True


def answer_reserve(settings: AssistantSettings, context_window: int) -> int:
    """Tokens kept free for the answer (also Ollama's ``num_predict``)."""
    return max(128, min(settings.max_answer_tokens, context_window // 4))


def build_agent(model: BaseChatModel, search_fn: SearchFn, settings: AssistantSettings, *,
                context_window: int, checkpointer: Any = None) -> Any:
    """The compiled agent graph. Exported so tests compile their own with their own parts."""
    middleware = [
        PreSearchMiddleware(enabled=settings.pre_search,
                            documents=hasattr(search_fn, "documents")),
        ToolCallLimitMiddleware(run_limit=settings.tool_call_limit, exit_behavior="continue"),
        ToolErrorMiddleware(on_error=tool_error_text),
        # wrap_model_call order: first is outermost.
        ContextEditingMiddleware(edits=[AnswerOpenToolCalls(), ClearEarlierTurnsToolResults()]),
        FitContextMiddleware(context_window, answer_reserve(settings, context_window)),
        AnswerWhenBudgetSpent(settings.tool_call_limit),
        ModelRetryMiddleware(max_retries=settings.retries, retry_on=retry_and_tell,
                             on_failure="error", initial_delay=0.5, max_delay=4.0),
        CitationCheckMiddleware(settings.min_support),
    ]
    return create_agent(
        model,
        make_tools(search_fn, settings.max_passage_chars, model, context_window,
                   answer_reserve(settings, context_window), settings.max_summary_parts),
        system_prompt=system_prompt(settings.extra_instruction),
        middleware=middleware,
        state_schema=FootnoteState,
        checkpointer=checkpointer,
    )


def make_chat_model(settings: AssistantSettings, context_window: int) -> BaseChatModel:
    """``ChatOllama`` with an explicit window: Ollama's small default would cut the prompt.

    The server's auth and network timeouts reach the ``ollama`` client (and so httpx) through
    ``client_kwargs``; the base URL keeps any reverse-proxy path prefix.
    """
    from langchain_ollama import ChatOllama

    server = OllamaServer.of(settings.ollama_url)
    return ChatOllama(
        model=settings.model,
        base_url=server.url,
        num_ctx=context_window,
        num_predict=answer_reserve(settings, context_window),
        temperature=settings.temperature,
        repeat_penalty=settings.repeat_penalty,
        repeat_last_n=settings.repeat_last_n,
        keep_alive=settings.keep_alive,
        client_kwargs=server.client_kwargs(settings.request_timeout_s),
    )


class OfflineModel(BaseChatModel):
    """Stands in for the chat model in a graph that is only read (conversation history)."""

    @property
    def _llm_type(self) -> str:
        return "footnote-offline"

    def bind_tools(self, tools: Any, **kwargs: Any) -> OfflineModel:
        return self

    def _generate(self, *args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("this graph only reads conversations; it cannot answer")
