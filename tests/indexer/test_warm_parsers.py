"""A long-lived process (``watch``) keeps its parser processes between runs: the run after an
edit starts parsing at once, parses correctly, and idle parsers give their memory back."""

from __future__ import annotations

import time
from pathlib import Path

import psutil

from indexer.base.control import RunControl
from indexer.ingest.parsing import WarmParsers
from indexer.pipeline.run import index_events
from indexer.retrieval.search import search
from indexer.store.library import Library
from tests.helpers import HashEmbedder, kinds, run_index, slow_parse, summary_of


def _notes(folder: Path, n: int) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        (folder / f"note{i}.txt").write_text(f"Note {i} mentions the keyword marker{i}x only.\n"
                                             "Filler sentence about nothing in particular.\n")
    return folder


def _found_in(library: Library, word: str) -> set[str]:
    return {Path(hit.path).name for hit in search(library, HashEmbedder(), word, k=3, mode="lexical")}


def test_the_run_after_an_edit_reuses_the_parsers_and_indexes_the_edit(tmp_path: Path):
    docs = _notes(tmp_path / "docs", 4)
    warm = WarmParsers(idle_s=120)
    try:
        with Library(tmp_path / "data") as library:
            run_index(library, HashEmbedder(), [docs], warm_parsers=warm)
            first = warm.pids()
            assert first and all(psutil.pid_exists(pid) for pid in first)
            (docs / "note2.txt").write_text("Note 2 now speaks of a zeppelin instead.\n")
            summary = summary_of(run_index(library, HashEmbedder(), [docs], warm_parsers=warm))
            assert summary["indexed"] == 1
            assert warm.pids() == first  # no parser process was started for the second run
            assert _found_in(library, "zeppelin") == {"note2.txt"}
            assert _found_in(library, "marker2x") == set()
    finally:
        warm.close()
    assert not any(psutil.pid_exists(pid) and psutil.Process(pid).status() != "zombie"
                   for pid in first)


def test_idle_parsers_stop_and_the_next_run_starts_new_ones(tmp_path: Path):
    docs = _notes(tmp_path / "docs", 2)
    warm = WarmParsers(idle_s=0.5)
    try:
        with Library(tmp_path / "data") as library:
            run_index(library, HashEmbedder(), [docs], warm_parsers=warm)
            first = warm.pids()
            assert first
            deadline = time.monotonic() + 30
            while warm.pids() and time.monotonic() < deadline:
                time.sleep(0.05)
            assert warm.pids() == []
            (docs / "note0.txt").write_text("Note 0 was rewritten about a lighthouse.\n")
            summary = summary_of(run_index(library, HashEmbedder(), [docs], warm_parsers=warm))
            assert summary["indexed"] == 1 and summary["failed"] == 0
            assert _found_in(library, "lighthouse") == {"note0.txt"}
    finally:
        warm.close()


def test_a_run_cancelled_mid_parse_leaves_nothing_stale_for_the_next_run(tmp_path: Path):
    docs = _notes(tmp_path / "docs", 8)
    warm = WarmParsers(idle_s=120)
    try:
        with Library(tmp_path / "data") as library:
            control = RunControl()
            for event in index_events(library, HashEmbedder(), [docs], control,
                                      parse_fn=slow_parse, warm_parsers=warm):
                if event["kind"] == "file_indexed":
                    control.cancel.set()  # other files are being parsed right now
            summary = summary_of(run_index(library, HashEmbedder(), [docs], parse_fn=slow_parse,
                                           warm_parsers=warm))
            assert summary["failed"] == 0
            for i in range(8):  # each file's passages are its own text
                assert _found_in(library, f"marker{i}x") == {f"note{i}.txt"}
            assert len(kinds(run_index(library, HashEmbedder(), [docs], warm_parsers=warm),
                             "file_indexed")) == 0
    finally:
        warm.close()


def test_the_indexing_process_leaves_the_parsers_libraries_to_the_parser_processes():
    import subprocess
    import sys

    heavy = ("pypdfium2", "pypdf", "bs4", "docx", "ebooklib")
    probe = ("import sys, indexer.pipeline.run, indexer.pipeline.builder; "
             f"print([m for m in {heavy!r} if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parents[2], timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"  # start-up of every `index` run stays small
    from indexer.ingest.loaders import preload

    preload()  # what each parser process does before its first file
    assert all(m in sys.modules for m in ("pypdfium2", "bs4", "docx"))


_ORPHAN_SCRIPT = """
import sys, time
from indexer.ingest.parsing import ParserPool
from indexer.base.settings import IndexSettings
from tests.helpers import hanging_parse

if __name__ == "__main__":
    pool = ParserPool(IndexSettings(parse_workers=1), hanging_parse)
    pool.start()
    for _ in pool.parse([sys.argv[1]]):
        pass
"""


def test_a_parser_stops_when_the_indexing_process_is_killed_mid_file(tmp_path: Path):
    """Killed from outside (the window's library process, `watch`), the indexing process
    leaves no parser running on: one on a file that takes for ever exits too."""
    import contextlib
    import os
    import signal
    import subprocess
    import sys

    stuck = tmp_path / "hang.txt"
    stuck.write_text("A file the parser never finishes.\n")
    script = tmp_path / "indexing.py"
    script.write_text(_ORPHAN_SCRIPT)
    project = Path(__file__).resolve().parents[2]
    proc = subprocess.Popen([sys.executable, str(script), str(stuck)], cwd=project,
                            env={**os.environ, "PYTHONPATH": str(project)})
    parsers: list[psutil.Process] = []
    try:
        parent = psutil.Process(proc.pid)
        deadline = time.monotonic() + 120
        while not parent.children() and time.monotonic() < deadline:
            time.sleep(0.1)
        parsers = [p for p in parent.children(recursive=True)
                   if "resource_tracker" not in " ".join(p.cmdline())]
        assert parsers, "no parser process started"
        time.sleep(1.0)  # let it reach the file
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        gone, alive = psutil.wait_procs(parsers, timeout=30)
        assert alive == [], f"parsers still running after their parent was killed: {alive}"
    finally:
        if proc.poll() is None:
            proc.kill()
        for p in parsers:  # orphans (this test failing) are not our children any more
            with contextlib.suppress(psutil.Error):
                p.kill()
