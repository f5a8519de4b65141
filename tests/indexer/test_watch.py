"""``python -m indexer watch``: the headless indexer re-indexes library folders as files change."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from indexer.base.settings import IndexSettings
from indexer.cli.main import main
from indexer.cli.watch import QUIET_KINDS, JsonLog, WatchOptions, WatchService
from indexer.ingest.changefeed import ChangeFeed
from indexer.ingest.discovery import exclusion_for
from indexer.retrieval.search import search
from indexer.store.library import Library, LibraryBusy, release_run_lock, take_run_lock
from indexer.store.manifest import Manifest
from tests.helpers import HashEmbedder, write_sample_documents

PROJECT = Path(__file__).resolve().parents[2]
DEADLINE_S = 60


class Lines:
    """A text stream that keeps each JSON line written to it (thread-safe)."""

    def __init__(self) -> None:
        self.events: list[dict] = []
        self.text = ""
        self._buffer = ""
        self._lock = threading.Lock()

    def write(self, text: str) -> int:
        with self._lock:
            self.text += text
            self._buffer += text
            *done, self._buffer = self._buffer.split("\n")
            self.events.extend(json.loads(line) for line in done if line.startswith("{"))
        return len(text)

    def flush(self) -> None:
        pass

    def snapshot(self) -> list[dict]:
        with self._lock:
            return list(self.events)


def wait_until(condition: Callable[[], object], what: str, deadline_s: float = DEADLINE_S):
    """Poll ``condition`` until it returns something truthy (returned), or fail after the deadline."""
    end = time.monotonic() + deadline_s
    while time.monotonic() < end:
        result = condition()
        if result:
            return result
        time.sleep(0.05)
    pytest.fail(f"timed out waiting for {what}")


class Running:
    """A WatchService in a thread, with its JSON lines, stopped at the end."""

    def __init__(self, data: Path, folders: tuple[Path, ...] = (),
                 embedder: HashEmbedder | None = None, chroma_url: str | None = None,
                 **options: object) -> None:
        self.out, self.err = Lines(), Lines()
        options.setdefault("debounce_s", 0.3)
        opts = WatchOptions(folders=tuple(str(f) for f in folders), **options)  # type: ignore[arg-type]
        self.embedder = embedder or HashEmbedder()
        self.service = WatchService(data, IndexSettings(parse_workers=1), opts,
                                    JsonLog(self.out, self.err, opts.quiet),
                                    lambda spec: self.embedder, chroma_url=chroma_url)
        self.code: int | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        self.code = self.service.run()

    def events(self, kind: str | None = None) -> list[dict]:
        return [e for e in self.out.snapshot() if kind is None or e["kind"] == kind]

    def summaries(self) -> list[dict]:
        return self.events("summary")

    def wait_runs(self, n: int, what: str = "") -> list[dict]:
        return wait_until(lambda: len(self.summaries()) >= n and self.summaries(),
                          f"{n} runs {what}")

    def stop(self) -> int | None:
        self.service.stop("test over")
        self.thread.join(timeout=DEADLINE_S)
        assert not self.thread.is_alive(), "the service did not stop"
        return self.code


@pytest.fixture
def running():
    started: list[Running] = []

    def start(*args: object, **kwargs: object) -> Running:
        started.append(Running(*args, **kwargs))  # type: ignore[arg-type]
        return started[-1]

    yield start
    for r in started:
        if r.thread.is_alive():
            r.stop()


def found(data: Path, words: str) -> list[str]:
    """File names whose passages a keyword search for ``words`` finds."""
    with Library(data, verify=False) as library:
        hits = search(library, HashEmbedder(), words, k=10, mode="lexical")
    return sorted({os.path.basename(h.path) for h in hits})


def test_new_edited_and_deleted_files_are_found_then_forgotten(tmp_path, docs, running):
    data = tmp_path / "data"
    watch = running(data, (docs,))
    first = watch.wait_runs(1, "to catch up")[0]
    assert first["indexed"] == 3 and first["folders"] == [str(docs)]
    assert found(data, "Rotterdam") == ["contract.txt"]

    (docs / "invoices" / "animals.txt").write_text("Zebra crossings near the harbour.\n")
    watch.wait_runs(2, "after a new file")
    assert found(data, "zebra") == ["animals.txt"]

    (docs / "invoices" / "animals.txt").write_text("Giraffes by the harbour now.\n")
    watch.wait_runs(3, "after an edit")
    assert found(data, "giraffes") == ["animals.txt"] and found(data, "zebra") == []

    (docs / "invoices" / "animals.txt").unlink()
    deleted = watch.wait_runs(4, "after a delete")[-1]
    assert deleted["deleted"] == 1 and found(data, "giraffes") == []
    changes = watch.events("changes")
    assert all(c["folders"] == [str(docs)] for c in changes)
    assert watch.stop() == 0
    assert watch.events()[-1]["kind"] == "watch_stopped"


def test_changes_in_the_data_dir_start_no_run(tmp_path, running):
    docs = write_sample_documents(tmp_path / "docs")
    data = docs / "library"  # the library inside a watched folder: its own writes must not count
    watch = running(data, (docs,))
    assert watch.wait_runs(1, "to catch up")[0]["files"] == 3
    (data / "notes.txt").write_text("written into the data dir\n")
    (docs / "sentinel.txt").write_text("Sentinel walrus.\n")
    watch.wait_runs(2, "after the sentinel")
    assert found(data, "walrus") == ["sentinel.txt"]
    changed = [p for c in watch.events("changes") for p in c["paths"]]
    assert changed == [str(docs / "sentinel.txt")]
    assert len(watch.events("run_started")) == 2


def test_an_excluded_file_starts_no_run(tmp_path, docs, running):
    data = tmp_path / "data"
    with Library(data) as library:
        library.manifest.add_roots([str(docs)])
        library.exclude([exclusion_for(str(docs), "drafts"), exclusion_for(str(docs), "*.log")])
    (docs / "drafts").mkdir()
    watch = running(data)  # no folders given: the library's own
    watch.wait_runs(1, "to catch up")
    (docs / "drafts" / "plan.txt").write_text("Secret narwhal plan.\n")
    (docs / "build.log").write_text("narwhal build output\n")
    (docs / "sentinel.txt").write_text("Sentinel walrus.\n")
    watch.wait_runs(2, "after the sentinel")
    assert [p for c in watch.events("changes") for p in c["paths"]] == [str(docs / "sentinel.txt")]
    assert found(data, "narwhal") == [] and found(data, "walrus") == ["sentinel.txt"]


def test_a_burst_of_edits_becomes_one_or_two_runs(tmp_path, docs, running):
    data = tmp_path / "data"
    watch = running(data, (docs,))
    watch.wait_runs(1, "to catch up")
    draft = docs / "draft.txt"
    for n in range(1, 21):
        draft.write_text(f"Draft version {n}: " + ("edit" + str(n) + " ") * 5 + "\n")
    wait_until(lambda: found(data, "edit20") == ["draft.txt"], "the last edit to be searchable")
    (docs / "sentinel.txt").write_text("Sentinel walrus.\n")
    wait_until(lambda: found(data, "walrus") == ["sentinel.txt"], "the sentinel")
    runs = len(watch.events("run_started")) - 1  # after the catch-up
    assert 2 <= runs <= 3  # the burst: one run (two if it straddled one), then the sentinel's
    assert found(data, "edit19") == []


def test_a_busy_library_waits_and_is_never_written_twice(tmp_path, docs, running):
    data = tmp_path / "data"
    lock = take_run_lock(data)  # the window is indexing this library
    try:
        watch = running(data, (docs,), busy_retry_s=0.2)
        busy = wait_until(lambda: watch.events("busy"), "the busy library to be noticed")
        assert "another Footnote indexing run" in busy[0]["message"]
        assert "another Footnote indexing run" in watch.err.text
        assert watch.summaries() == []
    finally:
        release_run_lock(lock)
    assert watch.wait_runs(1, "once the library is free")[0]["indexed"] == 3


def test_folders_added_to_the_library_are_followed(tmp_path, docs, running):
    data = tmp_path / "data"
    with Library(data) as library:
        library.manifest.add_roots([str(docs)])
    watch = running(data, refresh_s=0.2)
    watch.wait_runs(1, "to catch up")
    more = tmp_path / "more"
    more.mkdir()
    (more / "otter.txt").write_text("Otters hold hands while sleeping.\n")
    manifest = Manifest(data / "library.sqlite")  # the window adds a folder
    manifest.add_roots([str(more)])
    manifest.close()
    added = wait_until(lambda: watch.events("folders_added"), "the new folder to be seen")
    assert added[0]["folders"] == [str(more)]
    wait_until(lambda: found(data, "otters") == ["otter.txt"], "the new folder to be indexed")
    (more / "otter.txt").write_text("Beavers build dams.\n")
    wait_until(lambda: found(data, "beavers") == ["otter.txt"], "an edit in the new folder")


def test_quiet_logs_only_summaries_and_lifecycle(tmp_path, docs, running):
    watch = running(tmp_path / "data", (docs,), quiet=True)
    watch.wait_runs(1)
    assert watch.stop() == 0
    kinds = [e["kind"] for e in watch.events()]
    assert kinds == ["watch_started", "summary", "watch_stopped"]
    assert set(kinds) <= QUIET_KINDS
    assert all(e["ts"].endswith("Z") for e in watch.events())


def test_a_missing_folder_is_a_usage_error(tmp_path, capsys):
    code = main(["--data-dir", str(tmp_path / "data"), "watch", str(tmp_path / "nope")])
    assert code == 2 and "not found" in capsys.readouterr().err


def test_sigterm_mid_run_exits_0_and_the_library_stays_usable(tmp_path):
    docs = tmp_path / "docs"
    docs.mkdir()
    for n in range(150):
        (docs / f"note{n:03}.txt").write_text(f"Note {n} about lighthouse keeper {n}.\n" * 20)
    data = tmp_path / "data"
    proc = subprocess.Popen([sys.executable, "-m", "indexer", "--data-dir", str(data), "watch",
                             str(docs), "--debounce", "0.3"], cwd=PROJECT, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        seen: list[dict] = []
        for line in proc.stdout:  # type: ignore[union-attr]
            seen.append(json.loads(line))
            if seen[-1]["kind"] == "file_indexed":
                break
        proc.send_signal(signal.SIGTERM)  # what `systemctl --user stop` sends (KillMode=mixed)
        rest, err = proc.communicate(timeout=DEADLINE_S)
    finally:
        if proc.poll() is None:
            proc.kill()
    events = seen + [json.loads(line) for line in rest.splitlines()]
    assert proc.returncode == 0, err
    assert events[-1] == {**events[-1], "kind": "watch_stopped", "reason": "SIGTERM"}
    summary = next(e for e in events if e["kind"] == "summary")
    assert summary["cancelled"] and summary["failed"] == 0

    status = subprocess.run([sys.executable, "-m", "indexer", "--data-dir", str(data), "status",
                             "--json"], cwd=PROJECT, capture_output=True, text=True,
                            timeout=DEADLINE_S * 2)
    assert status.returncode == 0, status.stderr
    assert json.loads(status.stdout)["failed"] == 0
    again = subprocess.run([sys.executable, "-m", "indexer", "--data-dir", str(data), "index",
                            "--no-vectors"], cwd=PROJECT, capture_output=True, text=True,
                           timeout=DEADLINE_S * 4)
    assert again.returncode == 0 and "150 files" in again.stdout and "0 failed" in again.stdout


def test_a_folder_that_goes_away_is_watched_again_when_it_is_back(tmp_path, docs, running):
    data = tmp_path / "data"
    watch = running(data, (docs,), refresh_s=0.2)
    watch.wait_runs(1, "to catch up")
    docs.rename(tmp_path / "away")  # a drive unmounted, a share gone
    wait_until(lambda: [w for w in watch.events("warning") if "not there" in w["message"]],
               "the missing folder to be noticed")
    assert "is not there" in watch.err.text
    (tmp_path / "away").rename(docs)
    back = wait_until(lambda: [e for e in watch.events("folder_back") if not e["replaced"]],
                      "the folder to be back")
    assert back[0]["path"] == str(docs) and "is back: indexing what changed" in watch.err.text
    assert watch.events("folders_added") == []  # not new to the library
    (docs / "pelican.txt").write_text("Pelicans fish in groups.\n")
    wait_until(lambda: found(data, "pelicans") == ["pelican.txt"], "a new file in it")
    assert found(data, "Rotterdam") == ["contract.txt"]  # kept while the folder was away


def said_missing(watch: Running, folder: Path) -> list[dict]:
    return [w for w in watch.events("warning") if w["message"] == f"{folder} is not there "
            "(unmounted?); it is watched once it is back"]


@pytest.mark.parametrize(("wait", "poll_s"), [("no", None), ("deletion-seen", None),
                                              ("said-missing", None), ("no", 0.2)],
                         ids=["at-once", "after-its-deletion-is-seen", "once-said-missing",
                              "at-once-polling"])
def test_a_folder_deleted_and_made_again_is_watched_again(tmp_path, docs, running, wait, poll_s):
    """`rm -r` then `mkdir` (a sync tool or a script replacing the folder): the old folder's
    change notices ended with it (inotify); the new one is watched, and what was written into
    it before that is read too. Whenever it happens: between two looks for missing folders,
    as the deletion's run starts, or after the folder was said missing."""
    data = tmp_path / "data"
    watch = running(data, (docs,), poll_s=poll_s, refresh_s=600)  # no help from a refresh
    watch.wait_runs(1, "to catch up")
    shutil.rmtree(docs)
    if wait == "deletion-seen":
        wait_until(lambda: [c for c in watch.events("changes") if str(docs) in c["paths"]],
                   "the deletion to be seen")
    elif wait == "said-missing":
        wait_until(lambda: said_missing(watch, docs), "the missing folder to be noticed")
    docs.mkdir()
    (docs / "pelican.txt").write_text("Pelicans fish in groups.\n")
    wait_until(lambda: found(data, "pelicans") == ["pelican.txt"], "a file written at once")
    # A second later: a poller compares modification times in whole seconds (notify's).
    written = int((docs / "pelican.txt").stat().st_mtime)
    wait_until(lambda: time.time() >= written + 1, "the next second")
    (docs / "pelican.txt").write_text("Cormorants dive for fish.\n")
    wait_until(lambda: found(data, "cormorants") == ["pelican.txt"], "an edit made later")
    if wait == "said-missing":
        back = wait_until(lambda: watch.events("folder_back"), "the folder to be said back")
        assert back[0]["message"] == f"{docs} is back: indexing what changed in it"
        assert not back[0]["replaced"] and "is back: indexing" in watch.err.text


def test_a_deleted_folder_restored_is_watched_again(tmp_path, docs, running):
    """The folder deleted, noticed as gone, then restored from a backup with a new file."""
    data = tmp_path / "data"
    watch = running(data, (docs,), refresh_s=600)  # no help from a refresh
    watch.wait_runs(1, "to catch up")
    shutil.rmtree(docs)
    wait_until(lambda: said_missing(watch, docs), "the missing folder to be noticed")
    write_sample_documents(docs)
    (docs / "invoices" / "pelican.txt").write_text("Pelicans fish in groups.\n")
    wait_until(lambda: found(data, "pelicans") == ["pelican.txt"], "a file restored with it")
    (docs / "notes.md").write_text("# Garden\n\nCormorants visit the pond.\n")
    wait_until(lambda: found(data, "cormorants") == ["notes.md"], "an edit made later")
    assert found(data, "Rotterdam") == ["contract.txt"] and found(data, "tomatoes") == []


def test_a_change_elsewhere_as_a_folder_goes_is_not_lost(tmp_path, docs, running):
    """A folder gone: the others are watched again, and the old watch stops with what it had
    not passed on yet (a file saved as the folder is said missing, before the new watch
    begins, is never reported): the folders watched again are read again."""
    data = tmp_path / "data"
    more = tmp_path / "more"
    more.mkdir()
    watch = running(data, (docs, more), refresh_s=600)
    watch.wait_runs(1, "to catch up")
    shutil.rmtree(docs)
    wait_until(lambda: said_missing(watch, docs), "the missing folder to be noticed")
    (more / "otter.txt").write_text("Otters hold hands while sleeping.\n")  # watch restarting
    wait_until(lambda: found(data, "otters") == ["otter.txt"], "the file saved elsewhere")
    assert "watched again" in [r["reason"] for r in watch.events("run_started")]


def test_the_change_feed_names_the_folders_it_no_longer_follows(tmp_path):
    """inotify's watch of a deleted folder ends with it: a folder made again at once (ext4
    gives it the same inode) is named stale, and after a restart its changes arrive again."""
    folder, other = tmp_path / "docs", tmp_path / "other"
    folder.mkdir()
    other.mkdir()
    feed = ChangeFeed([str(folder), str(other)], tmp_path / "data")
    feed.start()  # returns once the watches are in place: a write right after it is seen
    try:
        (other / "a.txt").write_text("a\n")
        wait_until(lambda: any(c.path == str(other / "a.txt") for c in feed.get(0.1)), "a.txt")
        assert feed.stale() == set()
        shutil.rmtree(folder)
        folder.mkdir()
        wait_until(lambda: feed.stale() == {str(folder)}, "the folder to be named stale")
        feed.restart([str(folder), str(other)])
        assert feed.stale() == set()
        (folder / "c.txt").write_text("c\n")
        wait_until(lambda: any(c.path == str(folder / "c.txt") for c in feed.get(0.1)), "c.txt")
        shutil.rmtree(other)
        wait_until(lambda: feed.stale() == {str(other)}, "a folder gone to be named stale")
    finally:
        feed.stop()


def test_vectors_the_embedder_could_not_make_are_made_when_it_is_back(tmp_path, docs, running):
    down = HashEmbedder()
    down.fail_after = 0  # the Ollama server is unreachable
    watch = running(tmp_path / "data", (docs,), embedder=down, retry_s=0.5)
    first = watch.wait_runs(1, "to catch up")[0]
    assert first["indexed"] == 3 and first["vectors_pending"] == 4
    warning = wait_until(lambda: watch.events("warning"), "the retry to be announced")[0]
    assert "4 passages still need vectors" in warning["message"]
    down.fail_after = None  # the server is back
    retried = wait_until(lambda: [s for s in watch.summaries() if s["vectors_added"]],
                         "a run that makes the vectors")[0]
    assert retried["vectors_added"] == 4 and retried["vectors_pending"] == 0
    assert [e["reason"] for e in watch.events("run_started")][:2] == ["start", "retry"]


def test_polling_sees_changes_too(tmp_path, docs, running):
    data = tmp_path / "data"  # --poll: for network shares, where change notices do not arrive
    watch = running(data, (docs,), poll_s=0.2)
    watch.wait_runs(1, "to catch up")
    assert watch.events("watch_started")[0]["polling_s"] == 0.2
    (docs / "heron.txt").write_text("Herons wait in the shallows.\n")
    wait_until(lambda: found(data, "herons") == ["heron.txt"], "the new file")


def test_a_folder_removed_from_the_library_is_not_added_back(tmp_path, docs, running):
    data = tmp_path / "data"
    more = tmp_path / "more"
    more.mkdir()
    (more / "otter.txt").write_text("Otters hold hands while sleeping.\n")
    with Library(data) as library:
        library.manifest.add_roots([str(docs), str(more)])
    watch = running(data)  # no folders given: follows the library's list
    watch.wait_runs(1, "to catch up")

    def removed() -> bool:  # in the window: Remove folder (once no run holds the library)
        try:
            with Library(data) as library:
                library.remove_folder(str(more))
        except LibraryBusy:
            return False
        return True

    wait_until(removed, "the folder removed between runs")
    (more / "otter.txt").write_text("Otters again.\n")
    (docs / "sentinel.txt").write_text("Sentinel walrus.\n")
    wait_until(lambda: found(data, "walrus") == ["sentinel.txt"], "the sentinel")
    with Library(data) as library:
        assert library.manifest.roots() == [str(docs)]
    assert found(data, "otters") == []


def test_the_service_publishes_each_change_for_other_desktops(running, tmp_path, chroma):
    from indexer.store.shared import open_shared

    docs = write_sample_documents(tmp_path / "docs")
    share = tmp_path / "share"
    r = running(tmp_path / "data", (docs,), chroma_url=chroma.url, publish=share)
    wait_until(lambda: r.events("published"), "the first publication")
    (docs / "zeppelin.txt").write_text("The zeppelin hangar lease ends in March.\n")
    wait_until(lambda: len(r.events("published")) >= 2, "a publication after the edit")

    with open_shared(share, cache_root=tmp_path / "cache", chroma_url=chroma.url) as reader:
        hits = search(reader, HashEmbedder(), "zeppelin hangar", k=1)
    assert hits and hits[0].path.endswith("zeppelin.txt") and hits[0].vector_rank is not None
    assert r.stop() == 0



def test_a_change_starts_a_parser_during_the_settle_time(tmp_path, docs, running):
    """An edit after the parsers idled out is parsed as soon as the settle time ends, by a
    parser that started while it ran, not one the run has to wait for."""
    data = tmp_path / "data"
    watch = running(data, (docs,), debounce_s=3.0)
    watch.wait_runs(1, "to catch up")
    parsers = watch.service._parsers
    parsers.close()  # what the idle timer does after some minutes without edits
    assert parsers.pids() == []
    (docs / "sentinel.txt").write_text("Sentinel walrus.\n")
    started = wait_until(lambda: parsers.pids(), "a parser to start once the change is seen")
    assert len(watch.events("run_started")) == 1  # still settling: the run has not begun
    watch.wait_runs(2, "after the sentinel")
    assert found(data, "walrus") == ["sentinel.txt"]
    assert parsers.pids() == started  # the run used the parser started for it


def test_a_file_written_while_a_scan_is_read_goes_before_the_rest_of_the_scan(
        tmp_path, running):
    """The scan stops between its pages for the new file, and goes on in the run after."""
    from tests.helpers.scans import scanned_pdf

    folder = tmp_path / "archive"
    folder.mkdir()
    scanned_pdf(folder / "ledger.pdf", [[f"Ledger page {n}", "Flour sold to the bakery"]
                                        for n in range(1, 13)])
    data = tmp_path / "data"
    watch = running(data, (folder,))
    wait_until(lambda: watch.events("scan_progress"), "the scan's first pages")
    (folder / "late.txt").write_text("A late note about the windmill sails.\n")
    wait_until(lambda: found(data, "windmill") == ["late.txt"], "the new file indexed")
    read = [e["read"] for e in watch.events("scan_progress")]
    assert read[-1] < 12  # found before the scan's last page was read
    wait_until(lambda: [e for e in watch.events("scan_progress") if e["read"] == 12],
               "the rest of the scan")
    log = watch.events()
    late = next(i for i, e in enumerate(log) if e["kind"] == "file_indexed"
                and e["path"] == str(folder / "late.txt"))
    last_page = next(i for i, e in enumerate(log) if e["kind"] == "scan_progress"
                     and e["read"] == 12)
    assert late < last_page  # in the log as it happened
    with Library(data, verify=False) as library:
        assert library.manifest.scan_jobs() == []
        pages = library.manifest.db.execute("SELECT page FROM chunks WHERE file_type = 'pdf'"
                                            " ORDER BY page").fetchall()
    assert [p for (p,) in pages] == list(range(1, 13))
