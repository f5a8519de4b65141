"""What the Ollama server offers: reachable or not, its models and their capabilities (no Qt)."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from desktop_app.assistant.ollama_health import AssistantError, check_model, explain, resolve_url

if TYPE_CHECKING:
    import httpx

log = logging.getLogger(__name__)

MAX_MODELS_DESCRIBED = 40


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


_CLI_HINTS = (
    ("(or point --ollama-url at your Ollama server)",
     "(or set the Ollama URL in Settings)"),
    ("and then --model ", "and choose it in Settings: "),
    ("or allow more time with --timeout", "or try again"),
)


def for_window(message: str) -> str:
    """The assistant's messages name command-line options; the window names its Settings."""
    for cli, gui in _CLI_HINTS:
        message = message.replace(cli, gui)
    return message


def probe(url: str | None, chat_model: str, timeout_s: float = 3.0) -> OllamaState:
    """Ask the server for its models, then check the chosen chat model (message has the fix)."""
    base = resolve_url(url)
    try:
        models = list_models(base, timeout_s)
    except Exception as exc:  # noqa: BLE001 - every failure becomes a message with the fix
        return OllamaState(base, False, False,
                           for_window(str(explain(exc, base, chat_model, timeout_s))),
                           model=chat_model)
    try:
        check_model(base, chat_model, timeout_s)
    except AssistantError as exc:
        return OllamaState(base, True, False, for_window(str(exc)), tuple(models), chat_model)
    return OllamaState(base, True, True, f"Ollama connected — {chat_model} ready", tuple(models),
                       chat_model)


def list_models(base: str, timeout_s: float) -> list[ModelChoice]:
    """``/api/tags`` names, each described by ``/api/show`` (capabilities)."""
    import httpx  # imported where used: the window starts without it

    with httpx.Client(base_url=base, timeout=timeout_s) as client:
        response = client.get("/api/tags")
        response.raise_for_status()
        names = sorted(m.get("name") or m.get("model", "") for m in response.json().get("models", []))
        return [_describe(client, name) for name in names[:MAX_MODELS_DESCRIBED] if name]


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
