"""Is the model server ready? Typed errors whose message names the exact fix."""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop_app.assistant.events import ErrorKind
from desktop_app.wording import tr
from indexer import (
    DEFAULT_URL,
    REFUSED,
    Fix,
    OllamaServer,
    Problem,
    Remedy,
    describe_failure,
    not_ollama_problem,
    refused_status,
)

if TYPE_CHECKING:
    import httpx

log = logging.getLogger(__name__)

DEFAULT_OLLAMA_URL = DEFAULT_URL
Target = str | OllamaServer | None


class AssistantError(Problem):
    """A question cannot be answered right now; its remedies say what to do (each front end
    words them: a flag on the command line, a setting in the window)."""

    kind: ErrorKind = "internal"


class OllamaNotRunning(AssistantError):
    kind: ErrorKind = "ollama_not_running"


class OllamaRefused(OllamaNotRunning):
    """The server (its reverse proxy) refused our token or password: as unusable as a server
    that is down, so the same kind (the window re-checks the status either way)."""


class ModelNotFound(AssistantError):
    kind: ErrorKind = "model_not_found"


class ModelWithoutTools(AssistantError):
    kind: ErrorKind = "model_without_tools"


class ModelTimeout(AssistantError):
    kind: ErrorKind = "model_timeout"


class ModelFailed(AssistantError):
    kind: ErrorKind = "model_failed"


@dataclass(frozen=True)
class ModelInfo:
    """What ``/api/show`` says about a model."""

    name: str
    capabilities: tuple[str, ...] | None  # None: an older server that does not say
    context_length: int | None  # the model's trained window, if reported
    num_ctx: int | None  # a num_ctx set in the model's Modelfile, if any


def resolve_url(url: Target) -> str:
    """The server the Ollama client will use, for messages (a user name, never a password)."""
    try:
        return OllamaServer.of(url).target
    except ValueError:
        return str(url)


def check_model(url: Target, model: str, timeout_s: float = 10.0) -> ModelInfo:
    """Reach the server and describe ``model``; raise the error a user can act on."""
    try:
        server = OllamaServer.of(url)
    except ValueError as exc:
        raise OllamaNotRunning(f"{exc}.") from exc
    base = server.target
    try:
        with server.http_client(timeout_s) as client:
            version = client.get("/api/version")
            if version.status_code == 404:
                raise OllamaNotRunning.like(not_ollama_problem(server, 404))
            version.raise_for_status()
            response = client.post("/api/show", json={"model": model})
            if response.status_code in REFUSED:
                response.raise_for_status()
    except Exception as exc:  # noqa: BLE001 - every failure is explained, none leaks a trace
        raise explain(exc, server, model, timeout_s) from exc
    if response.status_code == 404:
        raise _not_found(model)
    if response.status_code >= 400:
        raise ModelFailed(tr("Ollama at {server} refused to describe '{model}': {error}").format(
            server=base, model=model, error=_error_text(response)))
    info = parse_show(model, response.json())
    if info.capabilities is not None and "tools" not in info.capabilities:
        raise ModelWithoutTools(tr(
            "The model '{model}' cannot call tools, and Footnote needs that to search your "
            "documents.").format(model=model), Remedy(Fix.TOOL_MODEL, SUGGESTED_MODEL))
    return info


SUGGESTED_MODEL = "qwen2.5:3b"


def model_loaded(url: Target, model: str, timeout_s: float = 1.0) -> bool | None:
    """Whether Ollama holds ``model`` in memory now (``/api/ps``); None when it cannot say.
    A model not loaded answers only after it is read from disk: a front end says so."""
    try:
        with OllamaServer.of(url).http_client(timeout_s) as client:
            response = client.get("/api/ps")
            response.raise_for_status()
            names = {m.get("name") for m in response.json().get("models", [])} | {
                m.get("model") for m in response.json().get("models", [])}
    except Exception:  # noqa: BLE001 - only a hint for the status line
        return None
    return model in names or (":" not in model and f"{model}:latest" in names)


def parse_show(model: str, body: dict[str, Any]) -> ModelInfo:
    caps = body.get("capabilities")
    model_info = body.get("model_info") or {}
    context_length = next((int(v) for k, v in model_info.items()
                           if k.endswith(".context_length") and isinstance(v, int | float)), None)
    match = re.search(r"^\s*num_ctx\s+(\d+)", body.get("parameters") or "", re.MULTILINE)
    return ModelInfo(name=model, capabilities=tuple(caps) if caps is not None else None,
                     context_length=context_length, num_ctx=int(match.group(1)) if match else None)


def context_window(info: ModelInfo | None, cap: int, fallback: int) -> int:
    """num_ctx for a model: its Modelfile's setting, else its trained window, capped.

    Ollama's own default num_ctx is small and it silently drops the start of a longer prompt
    (the system prompt first), so Footnote always sets it explicitly.
    """
    if info is None:
        return fallback
    window = info.num_ctx or info.context_length or fallback
    return max(512, min(window, cap))


def explain(exc: BaseException, url: Target, model: str, timeout_s: float | None = None
            ) -> AssistantError:
    """Any failure talking to Ollama → the typed error whose message has the fix."""
    import httpx
    import ollama

    if isinstance(exc, AssistantError):
        return exc
    try:
        server = OllamaServer.of(url)
    except ValueError as bad:
        return OllamaNotRunning(f"{bad}.")
    url = server.target
    if (problem := describe_failure(exc, server)) is not None:
        return (OllamaRefused if refused_status(exc) else OllamaNotRunning).like(problem)
    if isinstance(exc, httpx.TimeoutException):
        return ModelTimeout(_timeout_text(url, model, timeout_s), Remedy(Fix.MORE_TIME))
    if isinstance(exc, ollama.ResponseError):
        if exc.status_code == 404:
            return _not_found(model)
        if "does not support tools" in str(exc.error):
            return ModelWithoutTools(tr("The model '{model}' cannot call tools.").format(
                model=model), Remedy(Fix.TOOL_MODEL, SUGGESTED_MODEL))
        return ModelFailed(tr("Ollama could not run '{model}': {error}").format(
            model=model, error=exc.error))
    if is_unreadable_reply(exc):
        return ModelFailed(tr(
            "'{model}' wrote a reply Footnote could not read ({error}), also when asked again. "
            "Ask again, or use a model with better tool support, e.g. {command}.").format(
            model=model, error=type(exc).__name__, command=f"`ollama pull {SUGGESTED_MODEL}`"))
    if isinstance(exc, httpx.HTTPError):
        return ModelFailed(tr("Talking to Ollama at {server} failed ({error}).").format(
            server=url, error=type(exc).__name__))
    log.error("unexpected model failure", exc_info=exc)
    return AssistantError(tr("The answer failed unexpectedly ({error}).").format(
        error=type(exc).__name__))


def _timeout_text(url: str, model: str, timeout_s: float | None) -> str:
    if timeout_s:
        return tr("Ollama at {server} did not answer within {seconds:.0f} s with '{model}': it "
                  "may still be loading the model, or the machine is too slow for it "
                  "(`ollama ps` says).").format(server=url, seconds=timeout_s, model=model)
    return tr("Ollama at {server} did not answer in time with '{model}': it may still be "
              "loading the model, or the machine is too slow for it (`ollama ps` says).").format(
        server=url, model=model)


def is_unreadable_reply(exc: BaseException) -> bool:
    """The model wrote something its client cannot parse (a malformed tool call, say: small
    models do). Sampling again usually fixes it, so it is retried like a transient failure.

    langchain-ollama 1.1 can also raise a bare TypeError/ValueError while parsing a tool call's
    arguments (its literal_eval fallback), so those count when they come from its code.
    """
    from langchain_core.exceptions import OutputParserException

    if isinstance(exc, OutputParserException):
        return True
    if not isinstance(exc, TypeError | ValueError):
        return False
    tb = exc.__traceback__
    while tb is not None:
        if "langchain_ollama" in tb.tb_frame.f_code.co_filename:
            return True
        tb = tb.tb_next
    return False


def is_transient(exc: BaseException) -> bool:
    """Worth retrying: the server restarted, dropped the connection or said it is busy."""
    import httpx
    import ollama

    if isinstance(exc, httpx.ConnectError | httpx.RemoteProtocolError | httpx.ReadError
                  | ConnectionError):
        return True
    return isinstance(exc, ollama.ResponseError) and exc.status_code in (500, 502, 503)


def _not_found(model: str) -> ModelNotFound:
    return ModelNotFound(tr("The model '{model}' is not in Ollama. Fetch it with {command}.")
                         .format(model=model, command=f"`ollama pull {model}`"))


def _error_text(response: httpx.Response) -> str:
    try:
        return str(response.json().get("error", response.text))
    except ValueError:
        return response.text[:200]
