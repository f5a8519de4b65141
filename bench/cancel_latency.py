"""Cancel latency: seconds from Cancel to the run's summary while large real PDFs parse.

    .venv/bin/python bench/cancel_latency.py            # as the indexer is
    .venv/bin/python bench/cancel_latency.py --before   # a cancel waiting for the parse in progress
    .venv/bin/python bench/cancel_latency.py --embedding [--slice 32]   # cancel while the
        built-in model embeds (--slice 32: one check per whole batch, as before)
    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/cancel_latency.py --window   # in the
        window (its library process), while the built-in model embeds 12 real PDFs: Cancel,
        then closing the window, each until the work stopped

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
    parser.add_argument("--window", action="store_true",
                        help="cancel, then close, the real window while it embeds")
    args = parser.parse_args()
    if args.embedding:
        return embedding_cancel(args)
    if args.window:
        return window_cancel(args)

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


def window_cancel(args: argparse.Namespace) -> int:
    """Cancel 0.5 s into the window's embedding, then start again and close the window 8 s in:
    seconds until the library is idle (what a user waits for after clicking)."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    cancels, closes = [], []
    for run in range(args.runs):
        cancel, close = _window_run(app)
        cancels.append(cancel)
        closes.append(close)
        print(f"  run {run + 1}: cancel → idle {cancel:.2f} s, close → idle {close:.2f} s")
    print(f"window, while embedding: cancel min {min(cancels):.2f} s, max {max(cancels):.2f} s;"
          f" close min {min(closes):.2f} s, max {max(closes):.2f} s over {args.runs} runs")
    return 0


def _window_run(app) -> tuple[float, float]:  # noqa: ANN001 - QApplication
    from desktop_app.app import build_window
    from tests.helpers.window import ready_probe

    tmp = Path(tempfile.mkdtemp(prefix="footnote-cancel-bench-"))
    docs = tmp / "docs"
    docs.mkdir()
    for pdf in sorted((REAL_PDFS / "ntsb-aviation-incident-accident-reports").glob("*.pdf"))[:12]:
        shutil.copy(pdf, docs / pdf.name)
    window = build_window(tmp / "config", tmp / "data", probe=ready_probe,
                          confirm=lambda _parent, _question, yes: yes())
    window.show()
    window.start()
    library = window.services.library

    def pump(done, limit: float = 600.0) -> bool:  # noqa: ANN001
        end = time.monotonic() + limit
        while not done() and time.monotonic() < end:
            app.processEvents()
            time.sleep(0.01)
        return done()

    window.add_paths([str(docs)])
    pump(lambda: window.indexing.progress.phase == "embedding")
    pump(lambda: False, 0.5)
    started = time.perf_counter()
    library.cancel()
    pump(lambda: not library.busy, 120)
    cancel = time.perf_counter() - started
    window.add_paths([str(docs)])
    pump(lambda: library.busy)
    pump(lambda: False, 8)
    started = time.perf_counter()
    window.close()
    pump(lambda: not library.busy, 120)
    close = time.perf_counter() - started
    shutil.rmtree(tmp, ignore_errors=True)
    return cancel, close


if __name__ == "__main__":
    sys.exit(main())
