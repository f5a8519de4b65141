"""What the Ollama server offers: reachable or not, its models and their capabilities (no Qt)."""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from desktop_app.assistant.ollama_health import (
    AssistantError,
    OllamaNotRunning,
    Target,
    check_model,
    explain,
)
from desktop_app.core.problems import window_words
from desktop_app.wording import tr
from indexer import OllamaServer, not_ollama_problem

if TYPE_CHECKING:
    import httpx

log = logging.getLogger(__name__)

MAX_MODELS_DESCRIBED = 40
PROBE_TIMEOUT_S = 10.0  # per read; connecting is bounded by the server's own connect timeout


@dataclass(frozen=True)
class ModelChoice:
    """A model Ollama has: can it call tools (None: the server does not say), does it embed."""

    name: str
    tools: bool | None
    embedding: bool


@dataclass(frozen=True)
class OllamaState:
    """The server's state for the status bar: ``ok`` means the chat model is ready to answer."""

    url: str
    reachable: bool
    ok: bool
    message: str
    models: tuple[ModelChoice, ...] = field(default_factory=tuple)
    model: str = ""  # the chat model this state's message is about ("" if not said)
    host: str = ""  # host[:port] that answered (or was asked)
    latency_ms: float | None = None  # one request's round trip, once connected
    local: bool = True  # this computer's own Ollama: no need to say where or how far

    def has(self, name: str) -> bool:
        """Ollama has ``name`` (a bare name means its ``:latest``)."""
        names = {m.name for m in self.models}
        return name in names or (":" not in name and f"{name}:latest" in names)

    @property
    def chat_models(self) -> list[ModelChoice]:
        return [m for m in self.models if not m.embedding]

    @property
    def embedding_models(self) -> list[ModelChoice]:
        return [m for m in self.models if m.embedding]


def probe(url: Target, chat_model: str, timeout_s: float = PROBE_TIMEOUT_S) -> OllamaState:
    """Ask the server for its models, then check the chosen chat model (message has the fix)."""
    try:
        server = OllamaServer.of(url)
    except ValueError as exc:
        return OllamaState(str(url), False, False, f"{exc}.", model=chat_model)
    base, where = server.target, {"host": server.host, "local": server.is_plain_local}
    try:
        models, latency_ms = survey(server, timeout_s)
    except Exception as exc:  # noqa: BLE001 - every failure becomes a message with the fix
        return OllamaState(base, False, False,
                           window_words(explain(exc, server, chat_model, timeout_s)),
                           model=chat_model, **where)
    try:
        check_model(server, chat_model, timeout_s)
    except AssistantError as exc:
        return OllamaState(base, True, False, window_words(exc), tuple(models), chat_model,
                           latency_ms=latency_ms, **where)
    ready = (tr("Ollama connected — {model} ready").format(model=chat_model)
             if server.is_plain_local else
             tr("Ollama · {host} · {latency:.0f} ms — {model} ready").format(
                 host=server.host, latency=latency_ms, model=chat_model))
    return OllamaState(base, True, True, ready, tuple(models), chat_model,
                       latency_ms=latency_ms, **where)


def list_models(url: Target, timeout_s: float) -> list[ModelChoice]:
    """``/api/tags`` names, each described by ``/api/show`` (capabilities)."""
    return survey(url, timeout_s)[0]


def survey(url: Target, timeout_s: float) -> tuple[list[ModelChoice], float]:
    """The server's models (see :func:`list_models`) and its round trip in ms (a second ``/api/version`` on the open connection: no connect, no TLS
    handshake, no keyring)."""
    server = OllamaServer.of(url)
    with server.http_client(timeout_s) as client:
        first = client.get("/api/version")
        if first.status_code == 404:  # a web server, or a proxy path that leads elsewhere
            raise OllamaNotRunning.like(not_ollama_problem(server, 404))
        first.raise_for_status()
        started = time.perf_counter()
        client.get("/api/version").raise_for_status()
        latency_ms = (time.perf_counter() - started) * 1000
        response = client.get("/api/tags")
        response.raise_for_status()
        names = sorted(m.get("name") or m.get("model", "") for m in response.json().get("models", []))
        return [_describe(client, name) for name in names[:MAX_MODELS_DESCRIBED] if name], \
            latency_ms


def _describe(client: httpx.Client, name: str) -> ModelChoice:
    import httpx

    try:
        response = client.post("/api/show", json={"model": name})
        caps = response.json().get("capabilities") if response.status_code < 400 else None
    except (httpx.HTTPError, ValueError):
        caps = None
    if caps is None:
        return ModelChoice(name, None, "embed" in name.lower())
    return ModelChoice(name, "tools" in caps, "embedding" in caps and "completion" not in caps)
