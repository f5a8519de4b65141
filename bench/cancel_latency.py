"""Cancel latency: seconds from Cancel to the run's summary while large real PDFs parse.

    .venv/bin/python bench/cancel_latency.py            # as the indexer is
    .venv/bin/python bench/cancel_latency.py --before   # a cancel waiting for the parse in progress
    .venv/bin/python bench/cancel_latency.py --embedding [--slice 32]   # cancel while the
        built-in model embeds (--slice 32: one check per whole batch, as before)

The cancel comes ``--after`` seconds into the first file; three runs, min/max printed.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

REAL_PDFS = Path("/work/shared/data/real_pdfs")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", action="store_true",
                        help="parser pool ignores the cancel (waits for files in progress)")
    parser.add_argument("--after", type=float, default=0.5, help="seconds into the first file")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--embedding", action="store_true",
                        help="cancel while the built-in embedder works on short text files")
    parser.add_argument("--slice", type=int, default=None,
                        help="texts per embedder call between stop checks (default: the indexer's)")
    args = parser.parse_args()
    if args.embedding:
        return embedding_cancel(args)

    from indexer.base.control import RunControl
    from indexer.ingest.parsing import ParserPool
    from indexer.pipeline.run import index_events
    from indexer.store.library import Library
    from tests.helpers import HashEmbedder

    if args.before:
        original = ParserPool.parse
        ParserPool.parse = (lambda self, paths, on_progress=None, stop=None:  # type: ignore[method-assign]
                            original(self, paths, on_progress))
    tmp = Path(tempfile.mkdtemp(prefix="footnote-cancel-bench-"))
    docs = tmp / "docs"
    docs.mkdir()
    for pdf in sorted(REAL_PDFS.rglob("*.pdf"), key=lambda p: -p.stat().st_size)[:4]:
        shutil.copy(pdf, docs / pdf.name)
    times = []
    for run in range(args.runs):
        control = RunControl()
        cancel_at = None
        with Library(tmp / f"data{run}") as library:
            for event in index_events(library, HashEmbedder(), [docs], control):
                if event["kind"] == "file_started" and cancel_at is None:
                    threading.Timer(args.after, control.request_cancel).start()
                    cancel_at = time.perf_counter() + args.after
                elif event["kind"] == "summary" and cancel_at is not None:
                    times.append(time.perf_counter() - cancel_at)
                    print(f"  cancel → summary {times[-1]:.2f} s ({event['indexed']} indexed)")
    print(f"cancel latency{' (before)' if args.before else ''}: min {min(times):.2f} s, "
          f"max {max(times):.2f} s over {len(times)} runs")
    shutil.rmtree(tmp, ignore_errors=True)
    return 0


def embedding_cancel(args: argparse.Namespace) -> int:
    """Cancel 1 s after the first vectors are written; the built-in model is embedding then."""
    from indexer.base.control import RunControl
    from indexer.pipeline.run import index_events
    from indexer.servers.embedders import make_embedder
    from indexer.store import vector_fill
    from indexer.store.library import Library

    if args.slice:
        vector_fill.STOP_CHECK_SLICE = args.slice
    embedder = make_embedder("builtin", None)
    embedder.embed_documents(["warm up the model"])
    tmp = Path(tempfile.mkdtemp(prefix="footnote-cancel-bench-"))
    docs = tmp / "docs"
    docs.mkdir()
    for i in range(400):
        (docs / f"note-{i}.txt").write_text(
            f"Note {i}. " + " ".join(f"The clause {i}.{j} covers delivery, payment and notice "
                                      f"periods for the warehouse lease." for j in range(6)),
            encoding="utf-8")
    times = []
    for run in range(args.runs):
        control = RunControl()
        cancel_at = None
        with Library(tmp / f"data{run}") as library:
            for event in index_events(library, embedder, [docs], control):
                if event["kind"] == "embed_progress" and cancel_at is None:
                    threading.Timer(1.0, control.request_cancel).start()
                    cancel_at = time.perf_counter() + 1.0
                elif event["kind"] == "summary" and cancel_at is not None:
                    times.append(time.perf_counter() - cancel_at)
                    print(f"  cancel → summary {times[-1]:.2f} s")
    label = f"slice {args.slice or vector_fill.STOP_CHECK_SLICE}"
    print(f"cancel latency while embedding ({label}): min {min(times):.2f} s, "
          f"max {max(times):.2f} s over {len(times)} runs")
    shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
