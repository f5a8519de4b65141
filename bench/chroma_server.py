"""Chroma server vs embedded store: vectors written per second and hybrid search p50/p95 (not a test).

    python bench/chroma_server.py [--chunks 100000] [--queries 200] [--data-dir D]

Builds the keyword index of a synthetic library once (the generator of bench/query_latency.py),
then fills its vectors twice through the real pipeline (the indexing run's vector filler, with a
stand-in embedder that returns random unit vectors instantly, so the figure is the store's write
rate): once into the embedded store, once into a real ``chroma run`` on loopback started from the
project's own chromadb. Then times the same queries in each (query embedding excluded).
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.query_latency import RandomEmbedder, make_library_files, vocabulary  # noqa: E402
from indexer.pipeline.run import index_events  # noqa: E402
from indexer.retrieval.search import search  # noqa: E402
from indexer.store.library import Library  # noqa: E402
from tests.helpers import running_chroma  # noqa: E402


def build_keyword_index(data: Path, files: Path) -> None:
    with Library(data) as library:
        t0 = time.perf_counter()
        for event in index_events(library, RandomEmbedder(), [files], fill_vectors=False):
            if event["kind"] == "summary":
                print(f"library: {event['chunks_added']} passages in {event['files']} files "
                      f"(keyword index built in {time.perf_counter() - t0:.0f} s)", flush=True)


def fill_vectors(data: Path, chroma_url: str | None, label: str) -> None:
    with Library(data, chroma_url=chroma_url) as library:
        t0 = time.perf_counter()
        summary = {}
        for event in index_events(library, RandomEmbedder()):
            if event["kind"] == "summary":
                summary = event
        seconds = time.perf_counter() - t0
        added = summary.get("vectors_added", 0)
        print(f"{label:9} write: {added} vectors in {seconds:.1f} s = {added / seconds:,.0f} "
              f"vectors/s (batches of {library.settings.embed_batch_size}; "
              f"{summary.get('vectors_pending')} left pending)", flush=True)


def latency(data: Path, queries: list[str], label: str) -> None:
    embedder = RandomEmbedder()
    with Library(data) as library:
        search(library, embedder, queries[0], k=10)  # open Chroma / connect before the clock
        for mode in ("vector", "hybrid"):
            times = []
            for q in queries:
                qv = embedder.embed_query(q)
                t0 = time.perf_counter()
                search(library, embedder, q, k=10, mode=mode, query_vector=qv)
                times.append((time.perf_counter() - t0) * 1000)
            times.sort()
            p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
            print(f"{label:9} {mode:6} k=10: p50 {statistics.median(times):6.1f} ms   "
                  f"p95 {p95:6.1f} ms   ({len(times)} queries)", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--chunks", type=int, default=100_000)
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--data-dir", type=Path, default=None, help="keep the files here")
    args = ap.parse_args()
    tmp = None
    if args.data_dir is None:
        tmp = tempfile.TemporaryDirectory(prefix="footnote-chroma-server-")
        args.data_dir = Path(tmp.name)
    rng = random.Random(5)
    vocab = vocabulary(20_000, rng)
    files = args.data_dir / "files"
    if not files.exists():
        make_library_files(files, args.chunks, vocab, rng)
    keyword_only = args.data_dir / "keyword-only"
    if not (keyword_only / "library.sqlite").exists():
        build_keyword_index(keyword_only, files)
    queries = [" ".join(rng.choices(vocab[:5000], k=rng.randint(2, 6)))
               for _ in range(args.queries)]
    embedded, served = args.data_dir / "embedded", args.data_dir / "served"
    for target in (embedded, served):
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(keyword_only, target)
    fill_vectors(embedded, None, "embedded")
    latency(embedded, queries, "embedded")
    with running_chroma(args.data_dir / "chroma-server", args.data_dir / "chroma.log") as server:
        fill_vectors(served, server.url, "server")
        latency(served, queries, "server")
    print("server: chroma run (chromadb's own) on 127.0.0.1, same machine; one process "
          "writes, then searches", flush=True)


if __name__ == "__main__":
    main()
