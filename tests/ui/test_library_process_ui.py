"""The window's library process: started in the background when the window opens a library,
the same warm process indexes one edit after another (each searchable once its run ends), and
closing the window stops it — also from the real app, which then exits at once."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import psutil

from desktop_app.core import jobs
from desktop_app.core.processes.isolation import reopen_vectors
from indexer.retrieval.search import search
from indexer.store.library import Library
from tests.helpers import HashEmbedder, hanging_parse, run_index
from tests.helpers.window import wait_indexed


def _indexed_library(data: Path, docs: Path) -> None:
    with Library(data) as library:
        run_index(library, HashEmbedder(), [docs])


def _vector_hit(data: Path, query: str) -> str:
    old = reopen_vectors(data)  # this process keeps Chroma's index in memory: read it again
    if old is not None:
        old.stop()
    with Library(data) as library:
        [hit] = search(library, HashEmbedder(), query, k=1, mode="vector")
        return hit.path


def test_edits_are_indexed_one_after_another_by_the_same_warm_process(
        qtbot, make_window, dirs, docs):
    data = dirs[1]
    _indexed_library(data, docs)
    window = make_window()
    window.services.watcher.enabled = False  # the edits below are indexed by reindex() alone
    lib = window.services.library
    qtbot.waitUntil(lambda: lib.process.pid is not None, timeout=30_000)  # started early
    pid = lib.process.pid

    for word, name in (("zebra crossing repainted", "zebra.txt"),
                       ("walrus naps harbour pontoon", "walrus.txt")):
        (docs / name).write_text(f"The {word} this spring.\n", encoding="utf-8")
        with qtbot.waitSignal(lib.run_finished, timeout=60_000) as finished:
            lib.reindex()
        assert finished.args[0]["indexed"] == 1 and not finished.args[0]["cancelled"]
        assert lib.process.pid == pid
        assert _vector_hit(data, word).endswith(name)

    wait_indexed(qtbot, window)
    window.close()
    assert lib.process.pid is None and not psutil.pid_exists(pid)


def _index_hanging(data_dir, settings, embedder, roots, control) -> Iterator[dict]:  # noqa: ANN001
    """The window's index run, with a parser that never comes back on files named *hang*
    (module-level: the library process imports it)."""
    from desktop_app.core.processes.library_process import warm_parsers
    from indexer.pipeline.run import index_events

    with Library(data_dir, settings) as library:
        yield from index_events(library, embedder, roots, control, parse_fn=hanging_parse,
                                warm_parsers=warm_parsers())


def test_a_killed_library_process_is_reported_and_the_next_run_works(
        qtbot, make_window, dirs, docs, monkeypatch):
    monkeypatch.setattr(jobs, "index_job",
                        lambda data_dir, settings, embedder, roots, control, allow_removals=False:
                        control.process.run(_index_hanging, data_dir, settings, embedder,
                                            list(roots), control))
    data = dirs[1]
    _indexed_library(data, docs)
    window = make_window()
    lib = window.services.library
    hang = docs / "a-hang.txt"
    hang.write_text("Never read by the hanging parser.\n", encoding="utf-8")
    lib.reindex()
    qtbot.waitUntil(lambda: (window.files.status_of(str(hang)) or ("",))[0] == "indexing…",
                    timeout=60_000)
    killed = lib.process.pid
    with qtbot.waitSignal(lib.failed, timeout=60_000) as failed:
        os.kill(killed, signal.SIGKILL)
    assert "library process stopped unexpectedly" in failed.args[0]
    wait_indexed(qtbot, window)

    hang.unlink()
    (docs / "walrus.txt").write_text("A walrus naps on the pontoon.\n", encoding="utf-8")
    with qtbot.waitSignal(lib.run_finished, timeout=60_000) as finished:
        lib.reindex()
    assert finished.args[0]["indexed"] == 1 and lib.process.pid not in (None, killed)
    assert _vector_hit(data, "walrus naps pontoon").endswith("walrus.txt")


# The real app's main(): once its library process runs, print its pid and close the window.
SCRIPT = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    from desktop_app.ui.main_window import MainWindow

    start = MainWindow.start

    def start_and_close_once_warm(window):
        start(window)
        def check():
            pid = window.services.library.process.pid
            if pid is None:
                QTimer.singleShot(50, check)
                return
            print("library-process", pid, flush=True)
            window.close()
        check()

    MainWindow.start = start_and_close_once_warm
    from desktop_app.app import main
    sys.exit(main(["--config-dir", sys.argv[1], "--data-dir", sys.argv[2]]))
""")


def test_quitting_with_the_library_process_warm_exits_and_leaves_no_process(
        tmp_path: Path, docs: Path):
    data = tmp_path / "data"
    _indexed_library(data, docs)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path / "config"), str(data)],
                          env=env, capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).resolve().parents[2])
    assert proc.returncode == 0, proc.stderr
    [pid] = [int(line.split()[1]) for line in proc.stdout.splitlines()
             if line.startswith("library-process ")]
    assert not psutil.pid_exists(pid)
    assert "QThread: Destroyed while thread" not in proc.stderr


def test_a_change_on_disk_wakes_the_library_process_before_its_run(
        qtbot, make_window, dirs, docs):
    """After minutes without edits the library process has stopped (its memory given back);
    the first change seen starts it again while the watcher waits for the writes to settle."""
    data = dirs[1]
    _indexed_library(data, docs)
    window = make_window(debounce_ms=3000)
    lib, watcher = window.services.library, window.services.watcher
    qtbot.waitUntil(lambda: lib.process.pid is not None, timeout=30_000)
    wait_indexed(qtbot, window)
    qtbot.waitUntil(lambda: bool(watcher.watched()), timeout=30_000)
    lib.process.close()  # what its idle timer does
    assert lib.process.pid is None
    runs: list[str] = []
    lib.run_started.connect(lambda kind, roots: runs.append(kind))

    with qtbot.waitSignal(watcher.stirred, timeout=30_000):
        (docs / "narwhal.txt").write_text("The narwhal tusk exhibit opens.\n", encoding="utf-8")
    qtbot.waitUntil(lambda: lib.process.pid is not None, timeout=30_000)
    assert runs == []  # woken by the change itself, not by the run that follows it
    with qtbot.waitSignal(lib.run_finished, timeout=60_000) as finished:
        pass
    assert finished.args[0]["indexed"] == 1
    assert _vector_hit(data, "narwhal tusk exhibit").endswith("narwhal.txt")


def test_closing_the_window_hides_it_before_the_work_is_stopped(qtbot, make_window, dirs, docs):
    """Stopping the library process and the workers takes seconds while a folder embeds: the
    user sees the window go at once, not a frozen window for that long."""
    _indexed_library(dirs[1], docs)
    window = make_window()
    lib = window.services.library
    qtbot.waitUntil(lambda: lib.process.pid is not None, timeout=30_000)
    shown_while_stopping: list[bool] = []
    stop = window.services.shutdown
    window.services.shutdown = lambda *a, **k: (shown_while_stopping.append(window.isVisible()),
                                                stop(*a, **k))[1]
    window.close()
    assert shown_while_stopping == [False]
    assert lib.process.pid is None  # and the work was still stopped before close() returned
