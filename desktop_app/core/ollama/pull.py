"""Downloading a model into Ollama: ``/api/pull``'s NDJSON stream as progress steps (no Qt).

Ollama streams one JSON object per line: ``{"status": "pulling manifest"}``, then per layer
``{"status": "pulling <digest>", "digest": …, "total": N, "completed": M}``, then
"verifying sha256 digest", "writing manifest" and ``{"status": "success"}``. A failure is a
line ``{"error": "…"}`` (or an HTTP error status with the same body).

Cancelling closes the connection; Ollama keeps the partial download and continues it when the
same model is pulled again, so "resume" is simply pulling again.
"""

from __future__ import annotations

import json
import logging
import socket
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop_app.core.problems import window_words
from desktop_app.wording import number, tr
from indexer import REFUSED, OllamaServer, describe_failure, refused_problem

if TYPE_CHECKING:
    import httpx

log = logging.getLogger(__name__)

# Ollama sends a line at least every few seconds while it downloads; it can be quiet longer
# while it verifies a large layer, so the read timeout is generous.
READ_TIMEOUT_S = 600.0


@dataclass(frozen=True)
class PullProgress:
    """One step of a download. ``completed``/``total`` are bytes over every layer seen so far."""

    model: str
    status: str
    completed: int = 0
    total: int = 0
    done: bool = False

    @property
    def percent(self) -> int | None:
        """0–100 once sizes are known (100 when done); None before."""
        if self.done:
            return 100
        if self.total <= 0:
            return None
        return min(100, int(100 * self.completed / self.total))

    def describe(self) -> str:
        """The step in plain words, for a progress label."""
        if self.done:
            return tr("{model} is downloaded and ready.").format(model=self.model)
        if self.total > 0 and self.status.startswith(("pulling ", "downloading")):
            return tr("Downloading {model}: {done} of {total}").format(
                model=self.model, done=human_size(self.completed), total=human_size(self.total))
        if self.status == "pulling manifest":
            return tr("Asking for {model}…").format(model=self.model)
        if self.status == "verifying sha256 digest":
            return tr("Checking the download…")
        if self.status in ("writing manifest", "removing any unused layers"):
            return tr("Finishing…")
        return self.status[:1].upper() + self.status[1:]  # Ollama's own words


class PullError(Exception):
    """The download failed; the message says why in plain words and what to do.

    ``kind``: "not_running", "unknown_model", "disk_full", "network" or "failed".
    """

    def __init__(self, message: str, kind: str = "failed") -> None:
        super().__init__(message)
        self.kind = kind


class PullCancel:
    """Cancel a pull from another thread: the stream closes at once, even between lines."""

    def __init__(self) -> None:
        self._event = threading.Event()
        self._lock = threading.Lock()
        self._sock: socket.socket | None = None

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def cancel(self) -> None:
        self._event.set()
        with self._lock:
            sock = self._sock
        if sock is not None:
            try:  # wakes the worker blocked reading the stream; close() alone would not
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def _attach(self, sock: socket.socket | None) -> None:
        with self._lock:
            self._sock = sock


def human_size(n: int) -> str:
    if n >= 1_000_000_000:
        return tr("{size} GB").format(size=number(n / 1_000_000_000, 1))
    if n >= 1_000_000:
        return tr("{size} MB").format(size=number(n / 1_000_000))
    return tr("{size} kB").format(size=number(n / 1000))


def pull(url: str | OllamaServer | None, model: str, cancel: PullCancel | None = None) -> Iterator[PullProgress]:
    """Ask Ollama at ``url`` to download ``model``; yields progress until it is ready.

    Raises :class:`PullError` (plain words) on failure. Returns quietly when cancelled.
    """
    try:
        server = OllamaServer.of(url)
    except ValueError as exc:
        raise PullError(f"{exc}.", "not_running") from exc
    model = model.strip()
    if not model:
        raise PullError(tr("Type the name of a model first, e.g. qwen2.5:3b."), "unknown_model")
    cancel = cancel or PullCancel()
    layers: dict[str, tuple[int, int]] = {}
    try:
        with server.http_client(READ_TIMEOUT_S) as client, \
                client.stream("POST", "/api/pull", json={"model": model, "stream": True}) \
                as response:
            cancel._attach(_socket_of(response))
            try:
                if response.status_code in REFUSED:
                    raise PullError(window_words(refused_problem(server, response.status_code)),
                                    "not_running")
                if response.status_code >= 400:
                    response.read()
                    raise explain_error(_error_of(response.text) or
                                        f"HTTP {response.status_code}", model)
                for line in response.iter_lines():
                    if cancel.cancelled:
                        return
                    step = _parse(line)
                    if step is None:
                        continue
                    if "error" in step:
                        raise explain_error(str(step["error"]), model)
                    progress = _progress(model, step, layers)
                    yield progress
                    if progress.done:
                        return
            finally:
                cancel._attach(None)
    except PullError:
        raise
    except Exception as exc:  # noqa: BLE001 - every failure becomes plain words
        if cancel.cancelled:
            return
        raise explain_exception(exc, server, model) from exc
    if not cancel.cancelled:
        raise PullError(tr("Ollama stopped sending the download of {model} before it finished. "
                           "Download it again: Ollama continues where it stopped.").format(
            model=model), "network")


def _socket_of(response: httpx.Response) -> socket.socket | None:
    stream = response.extensions.get("network_stream")
    try:
        return stream.get_extra_info("socket") if stream is not None else None
    except Exception:  # noqa: BLE001 - only used to cancel faster
        return None


def _parse(line: str) -> dict[str, Any] | None:
    line = line.strip()
    if not line:
        return None
    try:
        value = json.loads(line)
    except ValueError:
        log.debug("ignoring unreadable pull line %r", line[:200])
        return None
    return value if isinstance(value, dict) else None


def _progress(model: str, step: dict[str, Any], layers: dict[str, tuple[int, int]]
              ) -> PullProgress:
    status = str(step.get("status") or "")
    digest = step.get("digest")
    if digest and isinstance(step.get("total"), int):
        layers[str(digest)] = (int(step.get("completed") or 0), int(step["total"]))
    completed = sum(c for c, _ in layers.values())
    total = sum(t for _, t in layers.values())
    return PullProgress(model, status, completed, total, done=status == "success")


def _error_of(text: str) -> str:
    try:
        return str(json.loads(text).get("error") or "")
    except (ValueError, AttributeError):
        return text.strip()[:300]


def explain_error(error: str, model: str) -> PullError:
    """Ollama's error line → what happened, in plain words, and what to do."""
    low = error.lower()
    if "file does not exist" in low or "not found" in low or "invalid model name" in low:
        return PullError(tr(
            "Ollama's library has no model called '{model}'. Check the spelling and the size "
            "tag (for example qwen2.5:3b), or pick one of the suggestions.").format(model=model),
            "unknown_model")
    if "no space left" in low or "disk full" in low or "not enough space" in low:
        return PullError(tr(
            "There is not enough free disk space to download {model}. Free some space (or "
            "remove a model you no longer use with `ollama rm <name>`), then download it "
            "again: Ollama keeps what it already has.").format(model=model), "disk_full")
    if any(word in low for word in ("dial tcp", "lookup ", "timeout", "connection reset",
                                    "tls", "eof", "network")):
        return PullError(tr(
            "Ollama could not reach its model library to download {model} ({error}). Check "
            "the internet connection of the computer Ollama runs on, then download again: it "
            "continues where it stopped.").format(model=model, error=error), "network")
    return PullError(tr("Ollama could not download {model}: {error}").format(
        model=model, error=error), "failed")


def explain_exception(exc: BaseException, server: str | OllamaServer | None, model: str
                      ) -> PullError:
    import httpx

    server = OllamaServer.of(server)
    base = server.target
    if (problem := describe_failure(exc, server)) is not None:
        return PullError(window_words(problem), "not_running")
    if isinstance(exc, httpx.TimeoutException):
        return PullError(tr(
            "Ollama at {server} stopped answering while downloading {model}. Download it again: "
            "Ollama continues where it stopped.").format(server=base, model=model), "network")
    if isinstance(exc, httpx.HTTPError):
        return PullError(tr(
            "The connection to Ollama at {server} broke while downloading {model} ({error}). "
            "Download it again: Ollama continues where it stopped.").format(
            server=base, model=model, error=type(exc).__name__), "network")
    log.error("unexpected pull failure", exc_info=exc)
    return PullError(tr("Downloading {model} failed unexpectedly ({error}).").format(
        model=model, error=type(exc).__name__))
