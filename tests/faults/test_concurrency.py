"""Indexing, a storm of file changes and a streaming answer, all at once: nothing stuck, nothing lost.

Every join has a timeout and says what hung. After the storm settles and a final run, the
library holds exactly the files' final contents: each file's last-written token is found, no
superseded token is anywhere, and keyword index, vectors and manifest agree.
"""

from __future__ import annotations

import os
import random
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.events import Done, Token
from desktop_app.assistant.service import Assistant
from indexer.base.settings import IndexSettings
from indexer.pipeline.run import index_events
from indexer.retrieval.search import search
from indexer.store.library import Library, LibraryBusy
from tests.assistant.fakes import Gate, ScriptedChatModel, cite_everything
from tests.assistant.fakes import search as search_step
from tests.helpers import HashEmbedder, run_index, slow_parse, summary_of
from tests.helpers.checks import assert_consistent

SEED = int(os.environ.get("FOOTNOTE_FAULT_SEED", "20261130"))
FILES = 24
STORM_WRITES = 400  # within about a second
JOIN_S = 300.0


def token(i: int, version: int) -> str:
    return f"tok{i:03d}v{version:04d}q"


class Storm:
    """Rewrites, replaces (as editors save), deletes and re-creates files; remembers every
    token it ever wrote and which one each file holds last."""

    def __init__(self, folder: Path, seed: int) -> None:
        self.folder = folder
        self.rng = random.Random(seed)
        self.version: dict[int, int] = {}
        self.written: set[str] = set()
        self.deleted: set[int] = set()

    def path(self, i: int) -> Path:
        return self.folder / f"sub-{i % 3}" / f"note-{i:03d}.txt"

    def write(self, i: int, atomic: bool = False) -> None:
        version = self.version.get(i, -1) + 1
        self.version[i] = version
        tok = token(i, version)
        self.written.add(tok)
        path = self.path(i)
        path.parent.mkdir(parents=True, exist_ok=True)
        body = (f"Note {i}, revision {version}. The warehouse ledger marks {tok} as current.\n"
                f"Shelf {i % 7} holds crates of apples and pears.\n")
        if atomic:  # write a temporary file, then rename over the old one
            tmp = path.with_name(f".{path.name}.tmp")
            tmp.write_text(body, encoding="utf-8")
            os.replace(tmp, path)
        else:
            path.write_text(body, encoding="utf-8")
        self.deleted.discard(i)

    def delete(self, i: int) -> None:
        self.path(i).unlink(missing_ok=True)
        self.deleted.add(i)

    def step(self) -> None:
        i = self.rng.randrange(FILES + 4)  # a few files that do not exist at first
        roll = self.rng.random()
        if roll < 0.08 and i in self.version and i not in self.deleted:
            self.delete(i)
        else:
            self.write(i, atomic=roll < 0.5)

    def final_tokens(self) -> dict[int, str]:
        return {i: token(i, v) for i, v in self.version.items() if i not in self.deleted}


def library_texts(library: Library) -> list[str]:
    return [r[0] for r in library.manifest.db.execute("SELECT text FROM chunks")]


def check_final_state(library: Library, storm: Storm, embedder: HashEmbedder, label: str) -> None:
    """Every file's last token is found (by search, in that file); no superseded one exists."""
    final = storm.final_tokens()
    missing = []
    for i, tok in sorted(final.items()):
        hits = search(library, embedder, tok, k=3, mode="lexical")
        if not hits or hits[0].path != str(storm.path(i)) or tok not in hits[0].text:
            missing.append(f"{storm.path(i).name}: {tok}")
    assert not missing, f"{label}: the last write of these files is not searchable: {missing}"
    text = "\n".join(library_texts(library))
    stale = sorted(t for t in storm.written - set(final.values()) if t in text)
    assert not stale, f"{label}: superseded contents still in the library: {stale[:20]}"
    paths = {row.path for row in library.manifest.files().values() if row.state == "indexed"}
    assert paths == {str(storm.path(i)) for i in final}, f"{label}: indexed files differ"
    assert_consistent(library, embedder.id)


def join_all(threads: list[threading.Thread], timeout_s: float, what: str) -> None:
    for thread in threads:
        thread.join(timeout_s)
        assert not thread.is_alive(), f"{what}: thread {thread.name!r} still running after " \
                                      f"{timeout_s:.0f} s (deadlock?)"


@pytest.fixture
def settings() -> IndexSettings:
    return IndexSettings(parse_workers=1, file_time_budget_s=30, chunk_size=400, chunk_overlap=50)


def test_indexing_a_change_storm_and_an_answer_at_once_lose_nothing(tmp_path: Path, settings):
    folder = tmp_path / "notes"
    data = tmp_path / "data"
    storm = Storm(folder, SEED)
    for i in range(FILES):
        storm.write(i)
    with Library(data, settings) as library:
        assert summary_of(run_index(library, HashEmbedder(), [folder]))["indexed"] == FILES

    for i in range(FILES):
        storm.write(i)  # changed since the first run: the next run has every file to parse
    parsing = threading.Event()
    gate = Gate(call=2, after_chunks=3)  # the answer streams a few words, then waits
    storm_done = threading.Event()
    errors: list[str] = []
    runs: Counter[str] = Counter()
    refused: Counter[str] = Counter()
    after_storm: Counter[str] = Counter()
    answers: list[Any] = []

    def indexer(name: str) -> None:
        """Runs again and again (like the watcher), until one run starts after the storm."""
        try:
            with Library(data, settings) as library:
                while True:
                    started_after = storm_done.is_set()
                    try:
                        summary = None
                        for event in index_events(library, HashEmbedder(), [folder],
                                                  parse_fn=slow_parse):
                            if event["kind"] == "file_started":
                                parsing.set()  # the storm starts while a run parses
                            elif event["kind"] == "summary":
                                summary = event
                    except LibraryBusy:
                        refused[name] += 1  # the other run holds the library: try again
                        time.sleep(0.05)  # back off: the lock has no release signal to wait for
                        continue
                    assert summary is not None and not summary["cancelled"]
                    runs[name] += 1
                    if started_after:
                        after_storm[name] += 1
                        return
        except Exception as exc:  # noqa: BLE001 - reported below with the thread's name
            errors.append(f"{name}: {exc!r}")

    def writer() -> None:
        try:
            assert parsing.wait(JOIN_S), "no indexing run started parsing"
            for _ in range(STORM_WRITES):
                storm.step()
        except Exception as exc:  # noqa: BLE001
            errors.append(f"storm: {exc!r}")
        finally:
            storm_done.set()
            gate.release.set()  # the answer, held mid-stream, goes on after the storm

    def asker() -> None:
        model = ScriptedChatModel(script=[search_step("warehouse ledger apples"), cite_everything],
                                  gate=gate)
        assistant = Assistant(AssistantSettings(), data, chat_model=model, embedder=HashEmbedder())
        try:
            answers.extend(assistant.ask(assistant.new_thread_id(), "What does the ledger mark?"))
        except Exception as exc:  # noqa: BLE001
            errors.append(f"asker: {exc!r}")
        finally:
            assistant.close()

    threads = [threading.Thread(target=indexer, args=(f"indexer-{n}",), name=f"indexer-{n}")
               for n in (1, 2)]
    threads += [threading.Thread(target=writer, name="storm"),
                threading.Thread(target=asker, name="asker")]
    for thread in threads:
        thread.start()
    join_all(threads, JOIN_S, f"seed {SEED}")
    assert not errors, f"seed {SEED}: {errors}"
    assert after_storm == Counter({"indexer-1": 1, "indexer-2": 1}), \
        f"seed {SEED}: a refused run was given up instead of retried: {runs}, refused {refused}"

    assert gate.reached.is_set(), "the answer never streamed while the storm ran"
    print(f"\nseed {SEED}: runs {dict(runs)}, refused (busy, retried) {dict(refused)}, "
          f"{STORM_WRITES} changes to {len(storm.version)} files")
    done = answers[-1]
    assert isinstance(done, Done) and done.outcome == "answered", f"seed {SEED}: {answers[-3:]}"
    assert sum(isinstance(e, Token) for e in answers) > 3, "the answer did not stream"

    with Library(data, settings) as library:
        final = summary_of(run_index(library, HashEmbedder(), [folder]))
        assert final["indexed"] == final["failed"] == final["deleted"] == 0, \
            f"seed {SEED}: the runs after the storm left work behind: {final}"
        check_final_state(library, storm, HashEmbedder(), f"seed {SEED}")



# --- the same in the window: its watcher, its library controller, its chat --------------------


@pytest.mark.slow
def test_the_window_under_a_save_storm_while_it_indexes_and_answers(qtbot, make_window,
                                                                    tmp_path: Path, dirs):
    """Editors save by writing a temporary file and renaming it over the old one: the folder
    watcher sees every such save. Hundreds of them land while the window indexes and streams
    an answer; once the watcher's runs are done the library matches the disk, without help."""
    from tests.helpers.window import SlowScriptedModel, drop, wait_indexed

    folder = tmp_path / "notes"
    storm = Storm(folder, SEED + 7)
    for i in range(FILES):
        storm.write(i)
    model = SlowScriptedModel(script=[search_step("warehouse ledger"), cite_everything],
                              delay_s=0.002)
    window = make_window(model=model)
    library, watcher = window.services.library, window.services.watcher
    drop(window, [folder])
    wait_indexed(qtbot, window)
    qtbot.waitUntil(lambda: str(storm.path(0).parent) in watcher.watched(), timeout=30_000)

    parsing = threading.Event()
    library.events.connect(
        lambda items: any(e.get("kind") == "file_started" for e in items) and parsing.set())
    for i in range(FILES):
        storm.write(i, atomic=True)  # every file changed: the next run parses them all
    qtbot.waitUntil(parsing.is_set, timeout=60_000)  # the watcher's run is parsing
    storm_done = threading.Event()
    errors: list[str] = []

    def save_storm() -> None:
        try:
            rng = random.Random(SEED)
            for _ in range(STORM_WRITES):
                i = rng.randrange(FILES + 4)
                if rng.random() < 0.08 and i in storm.version and i not in storm.deleted:
                    storm.delete(i)
                else:
                    storm.write(i, atomic=True)
        except Exception as exc:  # noqa: BLE001
            errors.append(repr(exc))
        finally:
            storm_done.set()

    writer = threading.Thread(target=save_storm, name="save-storm")
    writer.start()
    assert window.services.chat.ask("What does the warehouse ledger mark?")
    join_all([writer], JOIN_S, f"seed {SEED}")
    assert not errors, f"seed {SEED}: {errors}"
    qtbot.waitUntil(lambda: not window.services.chat.busy, timeout=120_000)
    # the storm is over: the watcher's quiet period ends, its run (queued behind any running
    # one) starts and finishes
    qtbot.waitUntil(lambda: not watcher._timer.isActive() and not watcher._pending,
                    timeout=30_000)
    wait_indexed(qtbot, window, timeout=300_000)
    assert window.chat.transcript.turns[-1].outcome == "answered"

    data_dir = dirs[1]
    with Library(data_dir, IndexSettings()) as lib:
        check_final_state(lib, storm, HashEmbedder(), f"seed {SEED}, watcher runs only")
    library.reindex()  # and a final run finds nothing left to do
    qtbot.waitUntil(lambda: library.busy, timeout=10_000)
    wait_indexed(qtbot, window, timeout=300_000)
    summary = window.indexing.progress.summary
    assert summary["indexed"] == summary["deleted"] == summary["failed"] == 0, summary
