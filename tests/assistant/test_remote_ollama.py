"""Real-model tier through a reverse proxy: Ollama on "another machine" under ``/ollama``,
reachable only with a token — chat (streamed), embeddings, the status probe, downloads.

The proxy (tests/ollama_proxy.py) is real HTTP on loopback in front of the shared stand-in
(or a real Ollama, see ``chat_server``); the token comes from the system keyring (an in-memory
backend) or from ``FOOTNOTE_OLLAMA_TOKEN``, as a user's would.
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from desktop_app.assistant.agent import make_chat_model
from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.events import Done, Error, Status, Token
from desktop_app.assistant.service import Assistant
from desktop_app.core.ollama.probe import probe
from desktop_app.core.ollama.pull import pull
from indexer.base.settings import IndexSettings
from indexer.servers.embedders import make_embedder
from indexer.servers.ollama import store_secret
from indexer.store.library import Library
from tests.helpers import run_index
from tests.ollama_proxy import AuthProxy

pytestmark = [pytest.mark.real_model, pytest.mark.slow]
PROJECT = Path(__file__).resolve().parents[2]
TOKEN = "gpu-box-token-91c3"


@pytest.fixture(scope="module")
def proxy(chat_server):
    """The model server under ``/ollama``, only for ``Bearer TOKEN``."""
    server = AuthProxy(chat_server[0], f"Bearer {TOKEN}")
    yield server
    server.close()


@pytest.fixture(scope="module")
def remote_library(tmp_path_factory: pytest.TempPathFactory, corpus: Path, chat_server, proxy
                   ) -> Path:
    """The corpus indexed with the server's embeddings, fetched through the proxy."""
    _, _, embedder = chat_server
    data = tmp_path_factory.mktemp("remote") / "data"
    with pytest.MonkeyPatch.context() as env:
        env.setenv("FOOTNOTE_OLLAMA_TOKEN", TOKEN)
        with Library(data, IndexSettings(parse_workers=1, file_time_budget_s=60)) as library:
            run_index(library, make_embedder(embedder, proxy.url), [corpus])
    return data


def test_the_assistant_answers_through_the_proxy_with_the_keyring_token(
        chat_server, proxy, remote_library, memory_keyring):
    _, model, embedder = chat_server
    store_secret(proxy.url, TOKEN)  # what Settings ▸ Ollama does in its worker
    seen_before = len(proxy.seen)
    settings = AssistantSettings(model=model, ollama_url=proxy.url, embedder=embedder,
                                 max_answer_tokens=64, request_timeout_s=600)
    with Assistant(settings, remote_library) as assistant:
        events = list(assistant.ask("remote", "Who controls the aphids?"))
    assert isinstance(events[-1], Done), events[-1]
    assert any(isinstance(e, Status) and e.kind == "searching" for e in events)
    assert sum(isinstance(e, Token) for e in events) > 1 or events[-1].answer == ""
    paths = [path for _, path, _ in proxy.seen[seen_before:]]
    assert "/ollama/api/chat" in paths and "/ollama/api/show" in paths
    if embedder.startswith("ollama:"):  # the question's embedding came through the proxy too
        assert "/ollama/api/embed" in paths
    assert all(p.startswith("/ollama/api/") for p in paths)


def test_the_answer_streams_through_the_proxy_as_it_is_written(chat_server, proxy, monkeypatch):
    _, model, _ = chat_server
    monkeypatch.setenv("FOOTNOTE_OLLAMA_TOKEN", TOKEN)
    chat = make_chat_model(AssistantSettings(model=model, ollama_url=proxy.url,
                                             max_answer_tokens=48), context_window=2048)
    finished = proxy.streams_finished
    proxy.hold_first_content()  # the proxy pauses after the first text it forwards
    stream = chat.stream([HumanMessage("Say hello to the garden club in one sentence.")])
    first = next(c for c in stream if isinstance(c, AIMessage) and c.content)
    # the client has text while the proxy still holds the rest: nothing buffered the stream
    assert proxy.holding.wait(30) and proxy.streams_finished == finished
    proxy.release.set()
    rest = "".join(str(c.content) for c in stream)
    assert proxy.wait_streams_finished(finished + 1) and proxy.streams_finished == finished + 1
    assert (first.content + rest).strip()


def test_the_cli_reads_the_token_from_the_environment(chat_server, proxy, remote_library):
    _, model, embedder = chat_server
    done = subprocess.run(
        [sys.executable, "-m", "desktop_app", "ask", "How much notice ends the agreement?",
         "--data-dir", str(remote_library), "--model", model, "--ollama-url", proxy.url,
         "--embedder", embedder, "--max-answer-tokens", "48", "--events"],
        cwd=PROJECT, capture_output=True, text=True, timeout=600,
        env={**_environ_without_secrets(), "FOOTNOTE_OLLAMA_TOKEN": TOKEN})
    assert done.returncode == 0, done.stderr
    final = json.loads(done.stdout.splitlines()[-1])
    assert final["event"] == "Done" and final["citations"]


def test_the_status_probe_names_the_server_and_its_latency(chat_server, proxy, memory_keyring):
    _, model, _ = chat_server
    store_secret(proxy.url, TOKEN)
    state = probe(proxy.url, model)
    assert state.ok and state.reachable and state.has(model)
    assert state.latency_ms is not None and state.latency_ms > 0
    assert state.host == proxy.url.split("/")[2] and not state.local
    assert state.message == f"Ollama · {state.host} · {state.latency_ms:.0f} ms — {model} ready"


def test_a_missing_or_refused_token_is_said_with_where_to_fix_it(
        chat_server, proxy, remote_library, memory_keyring):
    _, model, embedder = chat_server
    state = probe(proxy.url, model)
    assert not state.ok and not state.reachable
    assert "asks for a token (HTTP 401)" in state.message
    assert "Enter it in Settings ▸ Sign-in (or set FOOTNOTE_OLLAMA_TOKEN)." in state.message
    store_secret(proxy.url, "stale-token")  # the proxy's token was changed since
    state = probe(proxy.url, model)
    assert "refused the token (HTTP 401). Check Settings ▸ Sign-in" in state.message
    settings = AssistantSettings(model=model, ollama_url=proxy.url, embedder=embedder)
    with Assistant(settings, remote_library) as assistant:
        (event,) = list(assistant.ask("refused", "anything"))
    assert isinstance(event, Error) and event.kind == "ollama_not_running"
    assert "refused the token" in event.message and "Traceback" not in event.message


def test_a_wrong_path_prefix_and_a_silent_server_are_told_apart(chat_server, proxy,
                                                                  monkeypatch):
    _, model, _ = chat_server
    monkeypatch.setenv("FOOTNOTE_OLLAMA_TOKEN", TOKEN)
    wrong = proxy.url.removesuffix("/ollama") + "/llm"
    assert "check the URL, including any path prefix" in probe(wrong, model).message
    with socket.socket() as silent:  # accepts connections, never answers
        silent.bind(("127.0.0.1", 0))
        silent.listen(4)
        state = probe(f"http://127.0.0.1:{silent.getsockname()[1]}/ollama", model, timeout_s=1.0)
    assert not state.reachable and "did not answer within 1 s" in state.message


def test_a_model_downloads_through_the_proxy(chat_server, proxy, monkeypatch):
    if "ollama:" not in chat_server[2]:
        pytest.skip("a real Ollama would really download; the stand-in only pretends")
    monkeypatch.setenv("FOOTNOTE_OLLAMA_TOKEN", TOKEN)
    steps = list(pull(proxy.url, chat_server[1]))
    assert steps[-1].done and any(s.total for s in steps)


def _environ_without_secrets() -> dict[str, str]:
    import os

    return {k: v for k, v in os.environ.items()
            if k not in ("FOOTNOTE_OLLAMA_TOKEN", "FOOTNOTE_OLLAMA_PASSWORD", "OLLAMA_API_KEY")}
