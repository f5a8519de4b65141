"""Footnote's side of `python -m bench`, run in the project venv: index, search while indexing,
and query latency, each printing the line protocol of ``bench.protocol``.

    python bench/footnote_child.py index CORPUS DATA_DIR sleep|builtin
    python bench/footnote_child.py searcher DATA_DIR QUERY
    python bench/footnote_child.py queries DATA_DIR builtin QUERIES_JSON
    python bench/footnote_child.py watch CORPUS DATA_DIR sleep|builtin

(Heavy imports stay inside functions: Footnote's parser processes re-import this main module.)
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.protocol import emit, latencies_ms, peak_rss_mb, run_mode  # noqa: E402

POLL_S = 0.02


def make_embedder(name: str) -> Any:
    """Footnote's own embedder classes: the built-in one, or the 2 ms stand-in."""
    from bench.corpus import SleepEmbedder
    from indexer.servers.embedders import BuiltinEmbedder

    return SleepEmbedder() if name == "sleep" else BuiltinEmbedder()


def metered(embedder: Any) -> dict[str, float]:
    """Count texts, characters and seconds of ``embedder.embed_documents`` from now on."""
    meter = {"texts": 0, "chars": 0, "seconds": 0.0}
    inner = embedder.embed_documents

    def timed(texts: list[str]) -> list[list[float]]:
        t0 = time.perf_counter()
        try:
            return inner(texts)
        finally:
            meter["seconds"] += time.perf_counter() - t0
            meter["texts"] += len(texts)
            meter["chars"] += sum(len(t) for t in texts)

    embedder.embed_documents = timed
    return meter


def index(corpus: str, data_dir: str, embedder_name: str) -> None:
    """What `python -m indexer index CORPUS` does, with the chosen embedder, vectors included."""
    from indexer.pipeline.run import index_events
    from indexer.store.library import Library

    embedder = make_embedder(embedder_name)
    meter = metered(embedder)
    summary: dict[str, Any] = {}
    with Library(Path(data_dir)) as library:
        for event in index_events(library, embedder, [corpus], fill_vectors=True):
            if event["kind"] == "summary":
                summary = event
        emit("indexed")
        status = library.status()
    emit("done", files=summary.get("files", 0), indexed=summary.get("indexed", 0),
         failed=summary.get("failed", 0), chunks=status.chunks, chunks_added=summary.get("chunks_added", 0),
         stored=status.vectors, vectors_pending=summary.get("vectors_pending", 0),
         embed=meter, rss=peak_rss_mb())


def searcher(data_dir: str, query: str, embedder_name: str = "sleep") -> None:
    """An open app's search box: search ``query`` in a loop until the first hit.

    Started (imports done) before the indexing process, so what is timed is the indexer's
    time to a searchable first passage, not this process's start."""
    from indexer.retrieval.search import search
    from indexer.store.library import Library

    embedder = make_embedder(embedder_name)
    if embedder_name == "builtin":
        embedder.load()  # as the window does in the background before the first question
    poll_s = POLL_S if embedder_name == "sleep" else 0.1  # each poll embeds the query: CPU
    manifest = Path(data_dir) / "library.sqlite"
    emit("ready")
    while not manifest.exists():
        time.sleep(POLL_S)
    errors = 0
    with Library(Path(data_dir), verify=False) as library:
        while True:
            try:
                if search(library, embedder, query, k=1):
                    emit("hit", errors=errors)
                    return
            except Exception:  # noqa: BLE001 - the schema may still be being created
                errors += 1
            time.sleep(poll_s)


def queries(data_dir: str, embedder_name: str, queries_json: str) -> None:
    """Hybrid search latency with the query embedded, and with a vector made beforehand."""
    import json

    from indexer.retrieval.search import search
    from indexer.store.library import Library

    embedder = make_embedder(embedder_name)
    qs = json.loads(Path(queries_json).read_text())
    with Library(Path(data_dir)) as library:
        search(library, embedder, qs[0], k=5)  # warm: model loaded, Chroma opened
        vectors = {q: embedder.embed_query(q) for q in qs}
        with_embed = latencies_ms(qs, lambda q: search(library, embedder, q, k=5))
        without = latencies_ms(qs, lambda q: search(library, embedder, q, k=5,
                                                    query_vector=vectors[q]))
    emit("done", with_embed_ms=with_embed, without_embed_ms=without)


def watch(corpus: str, data_dir: str, embedder_name: str) -> None:
    """`python -m indexer watch CORPUS` with the chosen embedder, its log as protocol events:
    ``caught_up`` after the catch-up run, then ``run_started`` / ``indexed`` for the next run
    (the one an edit triggers). Runs until SIGTERM."""
    import signal

    from indexer.base.paths import to_key
    from indexer.base.settings import IndexSettings
    from indexer.cli.watch import WatchOptions, WatchService

    embedder = make_embedder(embedder_name)
    runs = {"n": 0}

    def log(kind: str, **fields: Any) -> None:
        if kind == "run_started":
            runs["n"] += 1
            if runs["n"] == 2:
                emit("run_started")
        elif kind == "summary":
            emit("caught_up" if runs["n"] == 1 else "indexed",
                 indexed=fields.get("indexed"), chunks_added=fields.get("chunks_added"))
        elif kind == "error":
            emit("error", message=fields.get("message"))

    service = WatchService(Path(data_dir), IndexSettings(), WatchOptions(folders=(to_key(corpus),)),
                           log, lambda _spec: embedder, embedder_spec=embedder_name)  # type: ignore[arg-type]
    signal.signal(signal.SIGTERM, lambda *_: service.stop("SIGTERM"))
    service.run()


def main() -> None:
    run_mode({"index": index, "searcher": searcher, "queries": queries, "watch": watch})


if __name__ == "__main__":
    main()
