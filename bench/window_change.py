"""Edit → indexed in the window: 1 % of a 600-file folder changed, timed from the window's
``reindex()`` to its ``run_finished``, with the window's long-lived library process vs a fresh
process per run (how the window indexed before); prints the figures.

    python bench/window_change.py [--files 600] [--rounds 4] [--builtin] [--no-fresh]
                                  [--data-dir DIR]

The real ``IndexController`` (offscreen Qt, its worker threads and library process), the same
corpus generator and 2 ms stand-in embedder as `python -m bench` (``--builtin``: the built-in
model). Each change is handled as the window's folder watcher does: the library process is
woken at once (``IndexController.warm_up``), the run starts after the 2 s settle time, and the
figure is that run. The two ways index two libraries of the same folder, one after the other after each
change, so machine load hits both alike and neither writes the other's library (the window is
its library's only writer: a run by another process makes the library process open Chroma's
store afresh). ``--no-fresh``: the warm process only (`python -m bench` uses it).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _run(controller, roots: list[str]) -> tuple[float, dict]:  # noqa: ANN001
    """reindex(roots) → run_finished, in seconds, and the run's summary."""
    from PySide6.QtCore import QEventLoop

    loop, got = QEventLoop(), {}

    def finished(summary: object) -> None:
        got["summary"] = summary
        loop.quit()

    def failed(message: str) -> None:
        got["error"] = message

    controller.run_finished.connect(finished)
    controller.failed.connect(failed)
    t0 = time.perf_counter()
    controller.reindex(roots)
    loop.exec()
    elapsed = time.perf_counter() - t0
    controller.run_finished.disconnect(finished)
    controller.failed.disconnect(failed)
    if "error" in got or not got.get("summary"):
        raise SystemExit(f"the run failed: {got.get('error', got)}")
    return elapsed, got["summary"]


def _wait_for(app, condition, timeout_s: float = 120.0) -> None:  # noqa: ANN001
    deadline = time.monotonic() + timeout_s
    while not condition() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.02)


def _settle(app) -> None:  # noqa: ANN001
    """The folder watcher's settle time: it starts the run once writes have been quiet this long."""
    from desktop_app.ui.watcher import DEBOUNCE_MS

    deadline = time.monotonic() + DEBOUNCE_MS / 1000
    _wait_for(app, lambda: time.monotonic() >= deadline)


def main() -> None:
    from PySide6.QtWidgets import QApplication

    from bench.corpus import SleepEmbedder, make_corpus
    from bench.suite import change_one_percent
    from desktop_app.core import jobs
    from desktop_app.ui.index_controller import IndexController
    from desktop_app.ui.worker import Jobs
    from indexer.base.settings import IndexSettings

    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--files", type=int, default=600)
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--builtin", action="store_true", help="the built-in embedding model")
    ap.add_argument("--data-dir", type=Path, default=None)
    ap.add_argument("--no-fresh", action="store_true",
                    help="do not time a fresh process per run (its library is not made)")
    args = ap.parse_args()
    tmp = tempfile.TemporaryDirectory(prefix="footnote-window-change-")
    root = args.data_dir or Path(tmp.name)
    corpus = root / "corpus"
    if not corpus.exists():
        make_corpus(corpus, args.files)
    embedder = jobs.EmbedderSpec("builtin") if args.builtin else SleepEmbedder()
    app = QApplication.instance() or QApplication([])
    workers = Jobs()
    ways = {"warm library process": IndexController(workers, root / "library", IndexSettings(),
                                                    embedder)}
    if not args.no_fresh:
        ways["fresh process per run"] = IndexController(workers, root / "library-fresh",
                                                        IndexSettings(), embedder)
    warm_control = jobs.make_control

    def fresh_control(process: object = None) -> object:  # how the window ran before
        return warm_control(None)

    def run(name: str) -> tuple[float, dict]:
        jobs.make_control = fresh_control if name.startswith("fresh") else warm_control
        return _run(ways[name], [str(corpus)])

    times: dict[str, list[float]] = {name: [] for name in ways}
    try:
        for name in ways:
            t, summary = run(name)
            print(f"cold index of {summary['files']} files, {name}: {t:.1f} s")
        for _ in range(args.rounds):
            changed = change_one_percent(corpus)
            for controller in ways.values():  # as the folder watcher does at a first change
                controller.warm_up()
            _settle(app)
            for name in ways:
                t, summary = run(name)
                if summary["indexed"] != changed or summary["cancelled"]:
                    raise SystemExit(f"unexpected run: {summary}")
                times[name].append(t)
    finally:
        jobs.make_control = warm_control
        for controller in ways.values():
            controller.close()
        _wait_for(app, lambda: not workers.running())
    for name, values in times.items():
        print(f"{changed} files changed, reindex() → run_finished, {name}: "
              f"min {min(values):.2f} / median {statistics.median(values):.2f} / "
              f"max {max(values):.2f} s (n={len(values)}: "
              f"{' '.join(f'{v:.2f}' for v in values)})")
    if len(times) == 2:
        warm, fresh = (statistics.median(v) for v in times.values())
        print(f"warm ÷ fresh (medians): {warm / fresh:.2f}  ({fresh / warm:.1f}× sooner)")


if __name__ == "__main__":
    main()
