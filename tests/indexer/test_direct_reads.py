"""One-shot search reads vectors through Chroma's engine: same hits as the client, and the
client still answers whenever the engine cannot."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from indexer.retrieval.search import SearchFilter, search
from indexer.store import chroma_direct
from indexer.store.library import Library
from tests.helpers import run_index

PROJECT = Path(__file__).resolve().parents[2]
QUERIES = ["who can end the agreement", "garden tomatoes invoice", "Müller", "notice period"]


@pytest.fixture
def indexed(library, embedder, docs) -> Path:
    run_index(library, embedder, [docs])
    library.close()
    return library.data_dir


def hits_of(data_dir: Path, settings, embedder, direct: bool, filters: SearchFilter) -> list:
    with Library(data_dir, settings) as library:
        if direct:
            library.vectors.read_directly()
        return [[(h.chunk_id, h.score, h.vector_rank) for h in
                 search(library, embedder, q, k=5, mode=mode, filters=filters)]
                for q in QUERIES for mode in ("vector", "hybrid")]


@pytest.mark.parametrize("filters", [SearchFilter(), SearchFilter(file_types=("markdown",))],
                         ids=["everything", "markdown only"])
def test_direct_reads_find_what_the_client_finds(indexed, settings, embedder, filters,
                                                 monkeypatch):
    queried = []
    real_query = chroma_direct.DirectReader.query
    monkeypatch.setattr(chroma_direct.DirectReader, "query",
                        lambda self, *a: queried.append(a) or real_query(self, *a))
    direct = hits_of(indexed, settings, embedder, True, filters)
    assert queried, "the engine was not asked"
    assert direct == hits_of(indexed, settings, embedder, False, filters)
    assert any(rank for hits in direct for _, _, rank in hits)  # vectors took part


class EnginePanic(BaseException):
    """What pyo3 raises when the Rust engine panics (not an ``Exception``)."""


@pytest.mark.parametrize("failing", ["__init__", "query"])
def test_the_client_answers_when_the_engine_cannot(indexed, settings, embedder, failing,
                                                   monkeypatch):
    expected = hits_of(indexed, settings, embedder, False, SearchFilter())

    def fail(*args: object) -> None:
        raise EnginePanic("called `Result::unwrap()` on an `Err` value")

    monkeypatch.setattr(chroma_direct.DirectReader, failing, fail)
    assert hits_of(indexed, settings, embedder, True, SearchFilter()) == expected


def test_a_search_process_finds_by_meaning_without_importing_chromadb(tmp_path, docs):
    data = tmp_path / "data"
    subprocess.run([sys.executable, "-m", "indexer", "--data-dir", str(data), "index", str(docs)],
                   cwd=PROJECT, check=True, capture_output=True, timeout=300)
    script = ("import sys\nfrom indexer.cli.main import main\n"
              f"code = main(['--data-dir', {str(data)!r}, 'search', '-k', '2',"
              " 'who can end the agreement and how early must they say so'])\n"
              "print('chromadb imported:', 'chromadb' in sys.modules)\nsys.exit(code)\n")
    found = subprocess.run([sys.executable, "-c", script], cwd=PROJECT, capture_output=True,
                           text=True, timeout=300)
    assert found.returncode == 0, found.stderr
    first, *_, last = found.stdout.splitlines()
    assert first.startswith(f"[1] {docs / 'contract.txt'}") and "vector #1" in first
    assert last == "chromadb imported: False"


def test_a_store_the_client_cannot_open_after_the_engine_failed_leaves_keyword_search(
        indexed, settings, embedder, monkeypatch):
    import chromadb

    from indexer.store.vectors import VectorsUnavailable

    def fail(*args: object) -> None:
        raise EnginePanic("index file truncated")

    def no_client(*args: object, **kwargs: object) -> None:
        raise RuntimeError("database disk image is malformed")

    monkeypatch.setattr(chroma_direct.DirectReader, "query", fail)
    monkeypatch.setattr(chromadb, "PersistentClient", no_client)
    with Library(indexed, settings) as library:
        keywords = [(h.chunk_id, h.score, h.vector_rank)
                    for h in search(library, embedder, QUERIES[0], k=5, mode="lexical")]
    with Library(indexed, settings) as library:
        library.vectors.read_directly()
        hybrid = [(h.chunk_id, h.score, h.vector_rank)
                  for h in search(library, embedder, QUERIES[0], k=5, mode="hybrid")]
        assert isinstance(library.vectors_problem(), VectorsUnavailable)  # says why
        with pytest.raises(VectorsUnavailable):
            search(library, embedder, QUERIES[0], k=5, mode="vector")
    assert hybrid and hybrid == keywords
