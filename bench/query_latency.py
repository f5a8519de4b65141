"""Hybrid search latency on a synthetic library of 100,000 passages (prints p50/p95; not a test).

    python bench/query_latency.py [--chunks 100000] [--queries 300] [--data-dir D]

The library is built through the real indexing pipeline from generated files (Zipf-distributed
vocabulary, ~1,000-character passages) with a stand-in embedder that returns random unit
vectors instantly, so building takes minutes, not the hours the built-in model would need.
Latency excludes query embedding: each query's vector is computed before the clock starts.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from langchain_core.embeddings import Embeddings

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from indexer.pipeline.run import index_events  # noqa: E402
from indexer.retrieval.search import search  # noqa: E402
from indexer.store.library import Library  # noqa: E402

CHUNKS_PER_FILE = 10


class RandomEmbedder(Embeddings):
    """Random unit vectors, no waiting: isolates the store and the search from the model."""

    id = "bench:random-384"
    dim = 384

    def __init__(self) -> None:
        self._rng = np.random.default_rng(1)

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        v = self._rng.standard_normal((len(texts), self.dim)).astype(np.float32)
        return (v / np.linalg.norm(v, axis=1, keepdims=True)).tolist()

    def embed_query(self, text: str) -> list[float]:
        return self.embed_documents([text])[0]


def vocabulary(n: int, rng: random.Random) -> list[str]:
    letters = "abcdefghijklmnopqrstuvwxyz"
    words = set()
    while len(words) < n:
        words.add("".join(rng.choices(letters, k=rng.randint(3, 10))))
    return sorted(words)


def make_library_files(folder: Path, chunks: int, vocab: list[str], rng: random.Random) -> None:
    weights = [1 / (i + 1) for i in range(len(vocab))]  # Zipf: a few words are everywhere
    files = max(1, chunks // CHUNKS_PER_FILE)
    for i in range(files):
        sub = folder / f"d{i % 100:02d}"
        sub.mkdir(parents=True, exist_ok=True)
        paras = []
        for _ in range(CHUNKS_PER_FILE):
            words = rng.choices(vocab, weights=weights, k=150)
            paras.append(" ".join(words)[:950] + ".")
        (sub / f"f{i}.txt").write_text("\n\n".join(paras), encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--chunks", type=int, default=100_000)
    ap.add_argument("--queries", type=int, default=300)
    ap.add_argument("--data-dir", type=Path, default=None, help="keep/reuse the library here")
    args = ap.parse_args()
    tmp = None
    if args.data_dir is None:
        tmp = tempfile.TemporaryDirectory(prefix="footnote-latency-")
        args.data_dir = Path(tmp.name)
    rng = random.Random(5)
    vocab = vocabulary(20_000, rng)
    files = args.data_dir / "files"
    if not files.exists():
        make_library_files(files, args.chunks, vocab, rng)
    embedder = RandomEmbedder()
    with Library(args.data_dir / "library") as library:
        t0 = time.perf_counter()
        for event in index_events(library, embedder, [files]):
            if event["kind"] == "summary":
                print(f"library: {library.status().chunks} passages in {event['files']} files "
                      f"(built in {time.perf_counter() - t0:.0f} s)", flush=True)
        queries = [" ".join(rng.choices(vocab[:5000], k=rng.randint(2, 6)))
                   for _ in range(args.queries)]
        for mode in ("lexical", "vector", "hybrid"):
            latency = []
            for q in queries:
                qv = embedder.embed_query(q)
                t0 = time.perf_counter()
                search(library, embedder, q, k=10, mode=mode, query_vector=qv)
                latency.append((time.perf_counter() - t0) * 1000)
            latency.sort()
            p95 = latency[min(len(latency) - 1, int(len(latency) * 0.95))]
            print(f"{mode:8} k=10: p50 {statistics.median(latency):6.1f} ms   p95 {p95:6.1f} ms"
                  f"   ({len(queries)} queries, excluding query embedding)", flush=True)


if __name__ == "__main__":
    main()
