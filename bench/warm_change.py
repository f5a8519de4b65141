"""A 1 % change indexed by a process that is already running (the `watch` service), with its
parser processes kept warm between runs vs started afresh for each run; prints the figures.

    python bench/warm_change.py [--files 600] [--rounds 5] [--data-dir DIR]

The same corpus generator and 2 ms stand-in embedder as `python -m bench` (mixed corpus without
real PDFs), so the figure sits beside that table's "1 % of files changed" row, which times a
fresh `index` process (Python, LangGraph and LangChain imports, a parser process) instead.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def _timed_run(library, embedder, corpus: Path, warm) -> float:  # noqa: ANN001
    from indexer.pipeline.run import index_events

    t0 = time.perf_counter()
    summary = [e for e in index_events(library, embedder, [corpus], warm_parsers=warm)
               if e["kind"] == "summary"][0]
    assert summary["indexed"] > 0 and summary["failed"] == 0, summary
    return time.perf_counter() - t0


def main() -> None:
    from bench.corpus import SleepEmbedder, make_corpus
    from bench.suite import change_one_percent
    from indexer.ingest.parsing import WarmParsers
    from indexer.store.library import Library

    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--files", type=int, default=600)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--data-dir", type=Path, default=None)
    args = ap.parse_args()
    tmp = tempfile.TemporaryDirectory(prefix="footnote-warm-change-")
    root = args.data_dir or Path(tmp.name)
    corpus = root / "corpus"
    if not corpus.exists():
        make_corpus(corpus, args.files)
    embedder, warm = SleepEmbedder(), WarmParsers()
    times: dict[str, list[float]] = {"warm parsers": [], "parsers started per run": []}
    try:
        with Library(root / "library") as library:
            t0 = time.perf_counter()
            _timed_run(library, embedder, corpus, warm)
            print(f"cold index of {args.files} files: {time.perf_counter() - t0:.1f} s")
            for _ in range(args.rounds):  # interleaved, so machine load hits both alike
                for name, parsers in (("warm parsers", warm), ("parsers started per run", None)):
                    changed = change_one_percent(corpus)
                    times[name].append(_timed_run(library, embedder, corpus, parsers))
    finally:
        warm.close()
    for name, values in times.items():
        print(f"{changed} files changed, in a running process, {name}: min {min(values):.2f} / "
              f"median {statistics.median(values):.2f} / max {max(values):.2f} s "
              f"(n={len(values)}: {' '.join(f'{v:.2f}' for v in values)})")


if __name__ == "__main__":
    main()
