"""The Ollama embedder over real HTTP (the shared stand-in), and its errors that say what to do."""

from __future__ import annotations

import socket

import numpy as np
import pytest

from indexer.retrieval.search import search
from indexer.servers.embedders import EmbedderUnavailable, OllamaEmbedder
from indexer.store.vectors import collection_name
from tests.helpers import run_index, summary_of


def test_indexing_with_an_ollama_model_stores_its_vectors(library, docs, ollama_stand_in):
    embedder = OllamaEmbedder("e5-small", base_url=ollama_stand_in)
    summary = summary_of(run_index(library, embedder, [docs]))
    assert summary["vectors_added"] == summary["chunks_added"] > 0
    assert library.manifest.get_meta("embedder_id") == "ollama:e5-small"
    assert library.manifest.get_meta("embedder_dim") == "384"
    collection = library.vectors.client.get_collection(collection_name(embedder.id))
    vectors = np.array(collection.get(include=["embeddings"])["embeddings"])
    assert vectors.shape == (summary["chunks_added"], 384)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-3)
    hits = search(library, embedder, "ladybirds against aphids", k=3, mode="vector")
    assert len(hits) == 3 and all(h.vector_rank for h in hits)


def test_a_model_that_is_not_pulled_says_which_command_fixes_it(ollama_stand_in):
    embedder = OllamaEmbedder("nomic-embed-text", base_url=ollama_stand_in)
    with pytest.raises(EmbedderUnavailable, match="ollama pull nomic-embed-text"):
        embedder.embed_documents(["hello"])


def test_ollama_not_running_says_which_command_fixes_it():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # closed again: nothing listens there
    embedder = OllamaEmbedder("e5-small", base_url=f"http://127.0.0.1:{port}")
    with pytest.raises(EmbedderUnavailable, match="ollama serve"):
        embedder.embed_query("hello")


def test_ollama_going_away_mid_run_keeps_the_keyword_index(library, docs):
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    library.manifest.set_meta("embedder_id", "ollama:e5-small")  # an existing Ollama library
    embedder = OllamaEmbedder("e5-small", base_url=f"http://127.0.0.1:{port}")
    summary = summary_of(run_index(library, embedder, [docs]))
    assert summary["indexed"] == 3 and summary["vectors_pending"] == summary["chunks_added"]
    assert any("ollama serve" in p["reason"] for p in summary["problems"])
    assert search(library, embedder, "Rotterdam", k=1, mode="lexical")[0].path.endswith("contract.txt")
