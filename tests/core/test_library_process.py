"""The window's long-lived library process: jobs run warm (same process, same parsers), a
cancel or an early close ends the job and the process goes on, a killed process is reported
and replaced, and a repair that replaces the vector store is seen by the next run."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest

from desktop_app.core import jobs
from desktop_app.core.processes import library_process
from desktop_app.core.processes.isolation import ChildFailed
from desktop_app.core.processes.library_process import LibraryProcess
from indexer.base.settings import IndexSettings
from indexer.retrieval.search import search
from indexer.store.library import Library
from tests.helpers import HashEmbedder, hanging_parse, kinds, summary_of

SETTINGS = IndexSettings()


def _whoami() -> tuple[int, list[int]]:
    """(the process's id, its warm parsers' ids): what a job sees (module-level: the library
    process imports it)."""
    parsers = library_process.warm_parsers()
    return os.getpid(), sorted(parsers.pids()) if parsers is not None else []


def _index_hanging(data_dir: Path, roots: list[str], control) -> Iterator[dict]:  # noqa: ANN001
    """An index run whose parser never comes back on files named *hang*."""
    from indexer.pipeline.run import index_events

    with Library(data_dir, SETTINGS) as library:
        yield from index_events(library, HashEmbedder(), roots, control,
                                parse_fn=hanging_parse,
                                warm_parsers=library_process.warm_parsers())


def _result(gen: Iterator) -> object:
    """Run a job to its end; its return value."""
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


def _index(process: LibraryProcess, data: Path, folder: Path) -> dict:
    control = jobs.make_control(process)
    return summary_of(list(jobs.index_job(data, SETTINGS, HashEmbedder(), [str(folder)],
                                          control)))


def _notes(folder: Path, n: int = 4) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        (folder / f"note-{i}.txt").write_text(f"Note {i} about apples and pears.\n",
                                              encoding="utf-8")
    return folder


def _hanging_folder(folder: Path) -> Path:
    """Notes, and a file the hanging parser never finishes (a run on it stays busy)."""
    _notes(folder)
    (folder / "a-hang.txt").write_text("Never parsed by the hanging parser.\n", encoding="utf-8")
    return folder


def _until_hanging(gen: Iterator[dict]) -> None:
    """Read events until the parser is on the file that hangs."""
    for event in gen:
        if event["kind"] == "file_started" and "hang" in event["path"]:
            return
    raise AssertionError("the run ended before the hanging file")


def _mark_open_store(data_dir: Path) -> bool:
    """Tag the Chroma store the library process holds open for ``data_dir``; False: none open
    (module-level: a job)."""
    from chromadb.api.shared_system_client import SharedSystemClient

    system = SharedSystemClient._identifier_to_system.get(str(data_dir / "chroma"))
    if system is not None:
        system.footnote_test_mark = True
    return system is not None


def _open_store_marked(data_dir: Path) -> bool | None:
    """Whether the store held open for ``data_dir`` is the one tagged; None: none open."""
    from chromadb.api.shared_system_client import SharedSystemClient

    system = SharedSystemClient._identifier_to_system.get(str(data_dir / "chroma"))
    return None if system is None else getattr(system, "footnote_test_mark", False)


def _vector_hit(data: Path, query: str) -> str:
    with Library(data) as library:
        [hit] = search(library, HashEmbedder(), query, k=1, mode="vector")
        return hit.path


@pytest.fixture
def process() -> Iterator[LibraryProcess]:
    proc = LibraryProcess()
    yield proc
    proc.close()


def test_two_runs_use_the_same_warm_process_and_parsers_and_the_edit_is_searchable(
        tmp_path: Path, process: LibraryProcess):
    data, folder = tmp_path / "data", _notes(tmp_path / "docs")
    assert _index(process, data, folder)["indexed"] == 4
    pid, parsers = _result(process.run(_whoami))
    assert pid != os.getpid() and parsers  # the parsers stay up between runs

    (folder / "zebra.txt").write_text("The zebra crossing is repainted every spring.\n",
                                      encoding="utf-8")
    (folder / "note-0.txt").write_text("Note 0 now speaks of quinces.\n", encoding="utf-8")
    summary = _index(process, data, folder)
    assert summary["indexed"] == 2 and summary["unchanged"] == 3 and not summary["cancelled"]
    assert _result(process.run(_whoami)) == (pid, parsers)
    assert _vector_hit(data, "zebra crossing repainted").endswith("zebra.txt")
    assert _vector_hit(data, "Note 0 now speaks of quinces").endswith("note-0.txt")


def test_a_cancelled_run_ends_and_the_next_run_in_the_same_process_works(
        tmp_path: Path, process: LibraryProcess):
    data, folder = tmp_path / "data", _hanging_folder(tmp_path / "docs")
    control = jobs.make_control(process)
    run = process.run(_index_hanging, data, [str(folder)], control)
    _until_hanging(run)
    pid = process.pid
    control.request_cancel()
    assert summary_of(list(run))["cancelled"]

    summary = _index(process, data, folder)  # the ordinary parser reads the file
    assert summary["indexed"] == 5 and not summary["cancelled"] and process.pid == pid


def test_a_paused_run_waits_and_goes_on_when_resumed(tmp_path: Path, process: LibraryProcess):
    data, folder = tmp_path / "data", _notes(tmp_path / "docs", 30)
    control = jobs.make_control(process)
    run = jobs.index_job(data, SETTINGS, HashEmbedder(), [str(folder)], control)
    control.pause()
    events = [next(run)]
    control.resume()
    events += list(run)
    summary = summary_of(events)
    assert summary["indexed"] == 30 and not summary["cancelled"]


def test_closing_a_run_early_cancels_it_and_the_process_takes_the_next_job(
        tmp_path: Path, process: LibraryProcess):
    data, folder = tmp_path / "data", _hanging_folder(tmp_path / "docs")
    run = process.run(_index_hanging, data, [str(folder)], jobs.make_control(process))
    _until_hanging(run)
    pid = process.pid
    run.close()  # what the window does when it quits mid-run: nobody set the cancel flag

    assert _index(process, data, folder)["indexed"] == 5
    assert process.pid == pid


def test_a_killed_process_is_reported_and_the_next_job_starts_a_new_one(
        tmp_path: Path, process: LibraryProcess):
    data, folder = tmp_path / "data", _hanging_folder(tmp_path / "docs")
    run = process.run(_index_hanging, data, [str(folder)], jobs.make_control(process))
    _until_hanging(run)
    killed = process.pid
    os.kill(killed, signal.SIGKILL)
    with pytest.raises(ChildFailed, match="library process stopped unexpectedly"):
        list(run)

    assert _index(process, data, folder)["indexed"] == 5
    assert process.pid not in (None, killed)

    os.kill(process.pid, signal.SIGKILL)  # killed while idle: the next job does not notice
    assert _index(process, data, folder)["unchanged"] == 5


def test_repair_of_a_damaged_vector_store_then_an_edit_in_the_same_process(
        tmp_path: Path, process: LibraryProcess):
    data, folder = tmp_path / "data", _notes(tmp_path / "docs")
    _index(process, data, folder)
    with open(data / "chroma" / "chroma.sqlite3", "r+b") as f:
        f.write(b"\0" * 4096)  # its header: not a database now

    events = list(jobs.repair_job(data, HashEmbedder(), jobs.make_control(process)))
    assert kinds(events, "repair_moved_aside")[0]["what"] == ["chroma"]
    (folder / "zebra.txt").write_text("The zebra crossing is repainted every spring.\n",
                                      encoding="utf-8")
    assert _index(process, data, folder)["vectors_added"] == 1
    with Library(data) as library:
        status = library.status()
        assert status.vectors_problem is None and status.vectors == status.chunks == 5
    assert _vector_hit(data, "zebra crossing repainted").endswith("zebra.txt")


def test_removing_a_folder_then_adding_it_again_in_the_same_process(
        tmp_path: Path, process: LibraryProcess):
    data, folder = tmp_path / "data", _notes(tmp_path / "docs")
    _index(process, data, folder)
    [removed] = list(jobs.remove_root_job(data, str(folder), jobs.make_control(process)))
    assert removed["files"] == 4
    assert _index(process, data, folder)["indexed"] == 4
    assert _vector_hit(data, "Note 3 apples").endswith("note-3.txt")


def test_an_idle_process_stops_and_the_next_job_starts_it_again(tmp_path: Path):
    process = LibraryProcess(idle_s=0.2)
    data, folder = tmp_path / "data", _notes(tmp_path / "docs")
    try:
        _index(process, data, folder)
        deadline = time.monotonic() + 60
        while process.pid is not None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert process.pid is None
        assert _index(process, data, folder)["unchanged"] == 4
    finally:
        process.close()


def test_a_failing_job_reports_its_message_and_the_process_goes_on(
        tmp_path: Path, process: LibraryProcess):
    data = tmp_path / "data"
    _index(process, data, _notes(tmp_path / "docs"))
    pid = process.pid
    with pytest.raises(ChildFailed, match="vectors were made with"):  # another embedder: refused
        list(jobs.index_job(data, SETTINGS, HashEmbedder(ident="test:other"), [],
                            jobs.make_control(process)))
    assert _result(process.run(_whoami))[0] == pid


def test_vectors_another_process_wrote_between_jobs_are_kept_and_found(
        tmp_path: Path, process: LibraryProcess):
    """The `index` command (or the `watch` service) may write the library between two of
    the window's runs: the warm process must not keep working from its older copy."""
    from desktop_app.core.processes.isolation import reopen_vectors
    from tests.helpers import run_index

    data, folder = tmp_path / "data", _notes(tmp_path / "docs")
    _index(process, data, folder)
    (folder / "zebra.txt").write_text("The zebra crossing is repainted every spring.\n",
                                      encoding="utf-8")
    with Library(data, SETTINGS) as library:  # this test's process plays the other one
        assert summary_of(run_index(library, HashEmbedder(), [folder]))["vectors_added"] == 1
    old = reopen_vectors(data)
    if old is not None:
        old.stop()

    (folder / "walrus.txt").write_text("A walrus naps on the harbour pontoon.\n",
                                       encoding="utf-8")
    assert _index(process, data, folder)["vectors_added"] == 1
    with Library(data) as library:
        status = library.status()
        assert status.vectors == status.chunks == 6
    assert _vector_hit(data, "zebra crossing repainted").endswith("zebra.txt")
    assert _vector_hit(data, "walrus naps harbour pontoon").endswith("walrus.txt")


def test_the_vector_store_stays_open_between_runs_until_another_process_writes(
        tmp_path: Path, process: LibraryProcess):
    """Opening Chroma's store costs an edit's run ~0.25 s: the warm process keeps it open from
    one run to the next, and opens it afresh once another process has indexed the library."""
    from tests.helpers import run_index

    data, folder = tmp_path / "data", _notes(tmp_path / "docs")
    _index(process, data, folder)
    assert _result(process.run(_mark_open_store, data))
    (folder / "zebra.txt").write_text("The zebra crossing is repainted every spring.\n",
                                      encoding="utf-8")
    assert _index(process, data, folder)["vectors_added"] == 1
    assert _result(process.run(_open_store_marked, data)) is True  # the same store, kept

    (folder / "walrus.txt").write_text("A walrus naps on the harbour pontoon.\n",
                                       encoding="utf-8")
    with Library(data, SETTINGS) as library:  # this test's process plays the other one
        assert summary_of(run_index(library, HashEmbedder(), [folder]))["vectors_added"] == 1
    (folder / "zebra.txt").write_text("The zebra crossing is repainted every autumn.\n",
                                      encoding="utf-8")
    assert _index(process, data, folder)["vectors_added"] == 1
    assert _result(process.run(_open_store_marked, data)) is False  # opened afresh
    assert _vector_hit(data, "walrus naps harbour pontoon").endswith("walrus.txt")
    assert _vector_hit(data, "zebra crossing repainted autumn").endswith("zebra.txt")


def test_the_warm_up_opens_the_librarys_vector_store(tmp_path: Path, process: LibraryProcess):
    """The window wakes its library process when a file changes: the run that follows finds
    the store open instead of opening it."""
    data, folder = tmp_path / "data", _notes(tmp_path / "docs")
    with Library(data, SETTINGS) as library:  # indexed earlier, by another process
        from tests.helpers import run_index

        run_index(library, HashEmbedder(), [folder])
    jobs.start_library_process(process, SETTINGS, HashEmbedder(), data)
    assert _result(process.run(_open_store_marked, data)) is False  # open, and not by a run


def test_closing_the_process_during_a_job_cancels_it_and_starts_no_other(
        tmp_path: Path, process: LibraryProcess):
    data, folder = tmp_path / "data", _hanging_folder(tmp_path / "docs")
    run = process.run(_index_hanging, data, [str(folder)], jobs.make_control(process))
    _until_hanging(run)
    pid = process.pid
    process.close()  # what quitting does when a run did not stop in time: it is cancelled
    assert summary_of(list(run))["cancelled"]
    assert process.pid is None and not psutil.pid_exists(pid)


FORGOTTEN = """
import sys
from pathlib import Path
from desktop_app.core import jobs
from desktop_app.core.processes.library_process import LibraryProcess
from indexer.base.settings import IndexSettings

if __name__ == "__main__":
    process = LibraryProcess()
    jobs.start_library_process(process, IndexSettings(), jobs.EmbedderSpec("builtin"))
    list(jobs.remove_root_job(Path(sys.argv[1]), "/nowhere", jobs.make_control(process)))
    print(process.pid, flush=True)
"""


def test_a_program_that_forgets_to_close_the_process_still_exits(tmp_path: Path):
    script = tmp_path / "forgets.py"
    script.write_text(FORGOTTEN, encoding="utf-8")
    proc = subprocess.run([sys.executable, str(script), str(tmp_path / "data")],
                          capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).resolve().parents[2],
                          env=dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2])))
    assert proc.returncode == 0, proc.stderr
    assert not psutil.pid_exists(int(proc.stdout.split()[0]))


def _gone(pid: int) -> bool:
    """No such process (or a zombie: dead, its exit status not collected yet)."""
    try:
        return psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


def _stubborn(control) -> Iterator[dict]:  # noqa: ANN001
    """A job that ignores its cancel flag, with a process of its own (as a parser would be)."""
    helper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    yield {"kind": "helper", "pid": helper.pid}
    time.sleep(600)


def test_a_job_that_does_not_stop_is_terminated_with_its_processes_and_a_new_one_is_used(
        process: LibraryProcess, monkeypatch):
    monkeypatch.setattr(library_process, "JOIN_S", 1.0)  # instead of waiting 20 s
    run = process.run(_stubborn, jobs.make_control(process))
    helper = next(run)["pid"]
    stubborn = process.pid
    run.close()

    assert _gone(stubborn) and _gone(helper)
    assert _result(process.run(_whoami))[0] not in (None, stubborn)
