"""Honest errors about the model server, over real HTTP through ChatOllama.

A small scriptable server (``FakeOllama``) speaks the Ollama routes Footnote uses, so each
failure (not running, not pulled, no tool support, too slow, briefly down) is produced for real.
"""

from __future__ import annotations

import time
from typing import Any

import httpx
import ollama

from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.events import Done, Error, Status, Token
from desktop_app.assistant.ollama_health import (
    ModelInfo,
    ModelNotFound,
    ModelTimeout,
    ModelWithoutTools,
    OllamaNotRunning,
    context_window,
    explain,
    parse_show,
)
from desktop_app.assistant.service import Assistant
from desktop_app.cli import cli_words
from tests.helpers import HashEmbedder, free_port


def ask(data_dir: Any, question: str = "When does the lease end?", thread: str = "t",
        words: Any = str, **settings: Any) -> tuple[Assistant, list[Any]]:
    assistant = Assistant(AssistantSettings(**settings), data_dir, embedder=HashEmbedder(),
                          words=words)
    try:
        return assistant, list(assistant.ask(thread, question))
    finally:
        assistant.close()


def test_ollama_not_running_is_reported_at_once_with_the_command(data_dir):
    url = f"http://127.0.0.1:{free_port()}"  # nothing listens there
    started = time.monotonic()
    _, events = ask(data_dir, ollama_url=url, model="tiny:1b")
    assert time.monotonic() - started < 5
    assert [type(e) for e in events] == [Error]
    assert events[0].kind == "ollama_not_running" and "`ollama serve`" in events[0].message
    # keyword search needs no model: what it finds for the question comes with the error
    found = events[0].citations
    assert found and "lease" in found[1].quote.lower() and sorted(found) == list(
        range(1, len(found) + 1))


def test_a_model_that_is_not_pulled_names_the_pull_command(data_dir, server):
    _, events = ask(data_dir, ollama_url=server.url, model="qwen2.5:7b")
    assert [type(e) for e in events] == [Error]
    assert events[0].kind == "model_not_found"
    assert "`ollama pull qwen2.5:7b`" in events[0].message
    assert server.chat_bodies == []  # refused before anyone waits for a model


def test_a_model_without_tool_support_is_refused_before_the_user_waits(data_dir, server):
    _, events = ask(data_dir, ollama_url=server.url, model="gemma:2b")
    assert [(type(e), e.kind) for e in events] == [(Error, "model_without_tools")]
    assert "ollama pull" in events[0].message and server.chat_bodies == []


def test_a_model_that_times_out_is_a_typed_error_and_the_conversation_survives(data_dir, server):
    server.chat_replies = ["hang"]
    _, events = ask(data_dir, ollama_url=server.url, model="tiny:1b", request_timeout_s=0.5,
                    words=cli_words)
    assert isinstance(events[-1], Error) and events[-1].kind == "model_timeout"
    assert "allow more time with --timeout" in events[-1].message
    assert "Traceback" not in events[-1].message
    server.unhang.set()
    server.chat_replies = ["answer"]
    assistant, events = ask(data_dir, ollama_url=server.url, model="tiny:1b")
    assert isinstance(events[-1], Done) and events[-1].outcome == "answered"
    with Assistant(AssistantSettings(), data_dir) as reader:
        assert [t.outcome for t in reader.messages("t")] == ["failed", "answered"]


def test_a_busy_server_is_retried_with_backoff_and_the_window_is_set(data_dir, server):
    server.chat_replies = ["busy", "answer"]
    _, events = ask(data_dir, ollama_url=server.url, model="tiny:1b")
    assert any(isinstance(e, Status) and e.kind == "retrying" for e in events)
    assert "".join(e.text for e in events if isinstance(e, Token)) == "The lease ends in March 2031 [1]."
    assert isinstance(events[-1], Done) and events[-1].outcome == "answered"
    # num_ctx from /api/show (131072), capped to what a desktop can hold; never Ollama's default
    options = server.chat_bodies[-1]["options"]
    assert options["num_ctx"] == AssistantSettings.max_context_window
    assert options["num_predict"] == AssistantSettings.max_answer_tokens
    # a repeated sentence is penalised over a window long enough to hold one
    assert options["repeat_penalty"] > 1 and options["repeat_last_n"] >= 128
    assert server.chat_bodies[-1]["messages"][0]["role"] == "system"
    assert [t["function"]["name"] for t in server.chat_bodies[-1]["tools"]] == [
        "search_docs", "list_documents", "read_document"]


def test_a_reply_the_client_cannot_read_is_asked_again_then_reported(data_dir, server):
    server.chat_replies = ["garbled", "answer"]
    _, events = ask(data_dir, ollama_url=server.url, model="tiny:1b")
    assert any(isinstance(e, Status) and e.kind == "retrying" for e in events)
    assert isinstance(events[-1], Done) and events[-1].outcome == "answered"
    server.chat_replies = ["garbled", "garbled"]
    _, events = ask(data_dir, thread="u", ollama_url=server.url, model="tiny:1b", retries=1)
    assert isinstance(events[-1], Error) and events[-1].kind == "model_failed"
    assert "could not read" in events[-1].message and "ollama pull" in events[-1].message


def test_every_failure_is_explained_with_its_fix():
    url = "http://127.0.0.1:11434"
    cases = [(ConnectionError("refused"), OllamaNotRunning, "ollama serve"),
             (httpx.ReadTimeout("slow"), ModelTimeout, "ollama ps"),
             (ollama.ResponseError("model 'x' not found", 404), ModelNotFound, "ollama pull m"),
             (ollama.ResponseError("registry.ollama.ai/library/m does not support tools", 400),
              ModelWithoutTools, "ollama pull")]
    for exc, kind, fix in cases:
        error = explain(exc, url, "m", 30)
        assert isinstance(error, kind) and fix in str(error)


def test_the_window_comes_from_the_model_and_is_capped():
    show = {"model_info": {"qwen2.context_length": 32768}, "parameters": "num_ctx 16384\nstop x",
            "capabilities": ["completion", "tools"]}
    info = parse_show("m", show)
    assert (info.context_length, info.num_ctx) == (32768, 16384)
    assert context_window(info, cap=8192, fallback=4096) == 8192
    assert context_window(ModelInfo("m", None, 2048, None), cap=8192, fallback=4096) == 2048
    assert context_window(ModelInfo("m", None, None, None), cap=8192, fallback=4096) == 4096


def test_the_wait_for_a_model_ollama_has_not_loaded_says_it_is_loading(server):
    from desktop_app.assistant.ollama_health import model_loaded
    from desktop_app.assistant.runner import waiting_text

    assert model_loaded(server.url, "tiny:1b") is False  # /api/ps lists nothing loaded
    server.loaded.add("tiny:1b")
    assert model_loaded(server.url, "tiny:1b") is True
    assert model_loaded("http://127.0.0.1:9", "tiny:1b") is None  # nothing there: no claim
    assert waiting_text("tiny:1b", False, 1) == "waiting for tiny:1b (loading it) to read 1 passage…"
    assert waiting_text("tiny:1b", None, 0) == "waiting for tiny:1b…"


def test_ollama_going_away_mid_answer_keeps_what_it_wrote(data_dir, server):
    server.chat_replies = ["drop"]
    _, events = ask(data_dir, ollama_url=server.url, model="tiny:1b", retries=0)
    streamed = "".join(e.text for e in events if isinstance(e, Token))
    error = events[-1]
    assert isinstance(error, Error) and streamed and error.answer == streamed.strip()
    assert error.citations  # the passages it was answering from
    with Assistant(AssistantSettings(), data_dir) as reader:
        [turn] = reader.messages("t")
    assert turn.outcome == "failed" and turn.answer == error.answer and turn.citations
