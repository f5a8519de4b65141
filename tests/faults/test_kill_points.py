"""Kill points, not luck: SIGKILL a real indexing process at each write point, then check that
the next run finds one consistent store, loses nothing that was finished and does only the rest.

The process is killed by :mod:`indexer.base.faults` (``FOOTNOTE_FAULT=<point>:<nth hit>``), so every
write point is hit on purpose; a seeded random loop (``tests.faults.kill_loop``) adds 100+ kills
at random points of a mixed corpus that is edited between runs. Answers are killed too, while the
model writes and while a search the model asked for runs.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from contextlib import suppress
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage, ToolMessage

from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.events import Done
from desktop_app.assistant.middleware import interrupted_note
from desktop_app.assistant.prompts import CANCELLED_RESULT
from desktop_app.assistant.service import Assistant
from indexer.maintenance.switch import switch_embedder_events
from indexer.store.library import Library
from indexer.store.vectors import collection_name
from tests.assistant.fakes import ScriptedChatModel, cite_everything
from tests.faults.answer_worker import QUESTION
from tests.faults.kill_loop import (
    EMBEDDER_A,
    EMBEDDER_B,
    embedder_for,
    files_snapshot,
    finished_files,
    lost_files,
    settings,
    store_problems,
    write_mixed_corpus,
)
from tests.helpers import HashEmbedder, run_index, summary_of, write_sample_documents
from tests.helpers.checks import assert_consistent, assert_history_valid

PROJECT = Path(__file__).resolve().parents[2]

RUNNER = textwrap.dedent("""
    import json, sys
    from pathlib import Path
    from indexer.store.library import Library
    from indexer.pipeline.run import index_events
    from indexer.maintenance.switch import switch_embedder_events
    from tests.faults.kill_loop import embedder_for, settings

    data, mode, ident, *roots = sys.argv[1:]
    with Library(Path(data), settings()) as library:
        embedder = embedder_for(ident)
        run = (index_events(library, embedder, roots) if mode == "index"
               else switch_embedder_events(library, embedder))
        for event in run:
            print(json.dumps(event), flush=True)
""")

# A driver started with -c: the parser processes it spawns do not re-import it.
LOOP = "import sys; from tests.faults.kill_loop import main; sys.exit(main(*sys.argv[1:]))"


def run_killed(data: Path, fault: str, mode: str = "index", ident: str = EMBEDDER_A,
               roots: tuple[Path, ...] = ()) -> list[dict]:
    """Run a real indexing (or reembed) process armed to SIGKILL itself at ``fault``."""
    env = {**os.environ, "FOOTNOTE_FAULT": fault}
    proc = subprocess.Popen([sys.executable, "-c", RUNNER, str(data), mode, ident,
                             *map(str, roots)], cwd=PROJECT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=180)
    finally:
        with suppress(ProcessLookupError, PermissionError):
            os.killpg(proc.pid, signal.SIGKILL)  # parser processes of the killed run
    point = fault.split(":")[0]
    assert proc.returncode == -signal.SIGKILL, f"not killed at {fault}: rc={proc.returncode}\n{err}"
    assert f"FOOTNOTE_FAULT_KILL {point} " in err, err
    events = [json.loads(line) for line in out.splitlines()]
    assert not [e for e in events if e["kind"] in ("summary", "embedder_switched")], \
        f"{fault}: the run finished before the kill"
    return events


def assert_recovered(library: Library, embedder_id: str, snapshot: dict) -> None:
    """One consistent store: FTS ids == chunk ids == Chroma ids, nothing stray, nothing lost."""
    assert_consistent(library, embedder_id)
    assert store_problems(library, settled=True) == []
    assert lost_files(snapshot, files_snapshot(library.data_dir)) == []


@pytest.fixture(scope="module")
def mixed_corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("mixed") / "corpus"
    write_mixed_corpus(folder, random.Random(0))
    return folder


@pytest.fixture(scope="module")
def indexed_once(tmp_path_factory: pytest.TempPathFactory, mixed_corpus: Path) -> Path:
    """The mixed corpus indexed by a clean run (copied by each test that starts from it)."""
    data = tmp_path_factory.mktemp("indexed") / "data"
    with Library(data, settings()) as library:
        summary = summary_of(run_index(library, embedder_for(EMBEDDER_A), [mixed_corpus]))
        assert summary["failed"] == 0 and summary["vectors_pending"] == 0
    return data


def _copies(tmp_path: Path, corpus: Path, indexed: Path | None) -> tuple[Path, Path]:
    """This test's own corpus (indexed libraries record absolute paths: same place) and data."""
    data = tmp_path / "data"
    if indexed is not None:
        shutil.copytree(indexed, data)
    return corpus, data


# -- every write point of a first run ---------------------------------------------------------

FIRST_RUN_POINTS = [
    "save_file.chunks:5",  # chunks + FTS rows written, the file's row not: rolled back
    "save_file.commit:8",  # eight files committed, their vectors partly made
    "vectors.half_batch:3",  # half a batch in Chroma, none of it recorded
    "vectors.upserted:4",  # a whole batch in Chroma, not recorded
    "vectors.marked:2",  # recorded: must not be embedded again
]


@pytest.mark.parametrize("fault", FIRST_RUN_POINTS)
def test_a_first_run_killed_at_a_write_point_is_finished_by_the_next(fault, tmp_path, mixed_corpus):
    data = tmp_path / "data"
    run_killed(data, fault, roots=(mixed_corpus,))
    snapshot = files_snapshot(data)
    finished = finished_files(snapshot)
    recorded = _recorded_vectors(data)  # two batches: up to 8 (one taken while the parser is
    # ahead by less than a batch is smaller)

    embedder = embedder_for(EMBEDDER_A)
    with Library(data, settings()) as library:
        summary = summary_of(run_index(library, embedder, [mixed_corpus]))
        assert summary["failed"] == 0 and summary["vectors_pending"] == 0
        assert summary["unchanged"] >= len(finished)  # finished files are not redone
        assert summary["indexed"] + summary["reused"] + summary["skipped"] == (
            summary["files"] - summary["unchanged"])
        assert_recovered(library, embedder.id, snapshot)
        if fault.startswith("vectors.marked"):  # recorded vectors are never made again
            assert 0 < recorded <= 8
            assert summary["vectors_added"] == library.manifest.counts(embedder.id)["chunks"] - recorded


def _recorded_vectors(data: Path) -> int:
    """Vectors the killed run recorded as made (read-only, as it left them)."""
    conn = sqlite3.connect(f"file:{data / 'library.sqlite'}?mode=ro", uri=True)
    try:
        return conn.execute("SELECT count(*) FROM vectors").fetchone()[0]
    finally:
        conn.close()


# -- an incremental run: deletions, edits, clean-up -------------------------------------------

INCREMENTAL_POINTS = [
    "delete_files",  # deleted files' rows gone, their chunks not yet
    "orphans.vectors_forgotten",  # orphans' vectors unrecorded, still in Chroma
    "orphans.vectors_deleted",  # orphans' vectors gone from Chroma, their chunks still in SQLite
    "orphans.deleted",  # inside the chunks' delete transaction
    "cleanup.done",  # all done but the summary
]


@pytest.mark.parametrize("fault", INCREMENTAL_POINTS)
def test_an_incremental_run_killed_mid_clean_up_leaves_no_orphans(fault, tmp_path, mixed_corpus):
    corpus = tmp_path / "corpus"
    shutil.copytree(mixed_corpus, corpus)
    data = tmp_path / "data"
    with Library(data, settings()) as library:  # this test's own library of its own corpus
        run_index(library, embedder_for(EMBEDDER_A), [corpus])
    gone = corpus / "note-03.txt"
    kept = gone.read_bytes()
    gone.unlink()  # deleted: its chunks become orphans
    with (corpus / "note-05.txt").open("a", encoding="utf-8") as fh:
        fh.write("An edit: the old chunks of this note become orphans.\n")
    (corpus / "sub" / "note-00-copy.txt").unlink()  # a duplicate: its twin keeps the chunks

    run_killed(data, fault, roots=(corpus,))
    snapshot = files_snapshot(data)
    gone.write_bytes(kept)  # the user restores the file before the next run: same content back

    embedder = embedder_for(EMBEDDER_A)
    with Library(data, settings()) as library:
        summary = summary_of(run_index(library, embedder, [corpus]))
        assert summary["failed"] == 0 and summary["vectors_pending"] == 0
        assert summary["unchanged"] >= len(finished_files(snapshot))
        assert_recovered(library, embedder.id, snapshot)
        assert library.manifest.files()[str(gone)].state == "indexed"
        chunks = {r[0] for r in library.manifest.db.execute(
            "SELECT chunk_id FROM chunks WHERE content_key = ?",
            (library.manifest.files()[str(gone)].content_key,))}
        collection = library.vectors.client.get_collection(collection_name(embedder.id))
        assert set(collection.get(ids=sorted(chunks), include=[])["ids"]) == chunks  # searchable


# -- reembed: the swap ------------------------------------------------------------------------

SWITCH_POINTS = [
    "vectors.upserted:3",  # while the new vectors are made
    "switch.filled",  # all made, not swapped
    "switch.swap",  # inside the swap transaction
    "switch.swapped",  # swapped, the old collection still there
    "switch.dropped",  # the old collection dropped, the drop not yet recorded
]


@pytest.mark.parametrize("fault", SWITCH_POINTS)
def test_a_reembed_killed_around_its_swap_is_finished_by_running_it_again(fault, tmp_path,
                                                                         mixed_corpus, indexed_once):
    corpus, data = _copies(tmp_path, mixed_corpus, indexed_once)
    run_killed(data, fault, mode="switch", ident=EMBEDDER_B)
    snapshot = files_snapshot(data)
    new = embedder_for(EMBEDDER_B)
    with Library(data, settings()) as library:
        swapped = library.embedder_id == EMBEDDER_B
        assert swapped == (fault.split(":")[0] in ("switch.swapped", "switch.dropped"))
        if not swapped:  # until the swap the old vectors stay the searchable ones
            assert_consistent(library, EMBEDDER_A)
        events = list(switch_embedder_events(library, new))
        assert events[-1]["kind"] == "embedder_switched"
        summary = summary_of(run_index(library, new, [corpus]))
        assert summary["unchanged"] == summary["files"] and summary["chunks_added"] == 0
        assert summary["failed"] == 0 and summary["vectors_pending"] == 0
        assert_recovered(library, EMBEDDER_B, snapshot)
        assert not library.manifest.has_vectors(EMBEDDER_A)


def test_a_killed_reembed_abandoned_for_another_embedder_leaves_nothing_behind(
        tmp_path, mixed_corpus, indexed_once):
    corpus, data = _copies(tmp_path, mixed_corpus, indexed_once)
    run_killed(data, "vectors.marked:2", mode="switch", ident=EMBEDDER_B)
    third = HashEmbedder(ident="test:hash-64-c")
    with Library(data, settings()) as library:
        assert library.manifest.get_meta("pending_embedder_id") == EMBEDDER_B
        assert list(switch_embedder_events(library, third))[-1]["kind"] == "embedder_switched"
        assert_consistent(library, third.id)
        assert store_problems(library, settled=True) == []  # B's half-made vectors are gone


# -- the seeded random loop -------------------------------------------------------------------

@pytest.mark.slow
def test_a_hundred_random_kills_on_a_mixed_corpus_lose_nothing(tmp_path):
    seed = int(os.environ.get("FOOTNOTE_KILL_SEED", "20261130"))
    proc = subprocess.run([sys.executable, "-c", LOOP, str(tmp_path), str(seed), "100"],
                          cwd=PROJECT, capture_output=True, text=True, timeout=900)
    lines = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    last = lines[-1] if lines else {}
    assert "result" in last, (f"FOOTNOTE_KILL_SEED={seed}: {last.get('failure')}\n"
                              f"{proc.stderr[-4000:]}")
    stats = last["result"]
    print(json.dumps(stats))
    assert stats["kills"] >= 100 and stats["lost"] == 0, f"seed={seed}: {stats}"
    assert stats["settled_runs"] >= 9, f"seed={seed}: {stats}"


# -- a killed answer --------------------------------------------------------------------------

@pytest.fixture(scope="module")
def answer_library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = write_sample_documents(tmp_path_factory.mktemp("answer-corpus"))
    (folder / "memo.txt").write_text("Memo about the warehouse lease.\n"
                                     "The lease ends in March 2031.\n", encoding="utf-8")
    data = tmp_path_factory.mktemp("answer") / "data"
    with Library(data, settings()) as library:
        run_index(library, HashEmbedder(), [folder])
    return data


def kill_answer(data: Path, mode: str, signal_line: str | None, delay_s: float = 0.0) -> None:
    """Start an answer in a real process; SIGKILL it when it prints ``signal_line``
    (or ``delay_s`` after it started asking)."""
    child = subprocess.Popen([sys.executable, "-m", "tests.faults.answer_worker", str(data), "t",
                              mode], cwd=PROJECT, stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ASKED"
        if signal_line is None:
            time.sleep(delay_s)
        else:
            assert child.stdout.readline().strip() == signal_line
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(30)
    assert child.returncode == -signal.SIGKILL


def reopen_and_follow_up(data: Path) -> tuple[list, list, list]:
    """A new process's view: the history the model gets is valid and a follow-up is answered."""
    model = ScriptedChatModel(script=[cite_everything])
    with Assistant(AssistantSettings(), data, chat_model=model,
                   embedder=HashEmbedder()) as assistant:
        before = assistant.messages("t")
        done = list(assistant.ask("t", "When does the lease end, then?"))[-1]
        assert isinstance(done, Done) and done.outcome == "answered" and "[" in done.answer
        assert_history_valid(model.calls[-1])
        return before, assistant.messages("t"), model.calls[-1]


@pytest.mark.parametrize("mode, line", [("tokens", "STREAMING"), ("tool", "IN-TOOL")])
def test_an_answer_killed_mid_stream_or_mid_tool_reopens_valid(mode, line, tmp_path, answer_library):
    data = Path(shutil.copytree(answer_library, tmp_path / "data"))
    kill_answer(data, mode, line)
    before, turns, sent = reopen_and_follow_up(data)
    assert [(t.question, t.outcome, t.note, t.answer) for t in before] == [
        (QUESTION, "failed", interrupted_note(), "")]  # shown as cut short, before any follow-up
    interrupted, answered = turns
    assert (interrupted.question, interrupted.outcome, interrupted.note) == (
        QUESTION, "failed", interrupted_note())
    assert answered.outcome == "answered"
    cut = [m for m in sent if isinstance(m, ToolMessage) and m.content == CANCELLED_RESULT]
    assert len(cut) == (1 if mode == "tool" else 0)  # the model's own search that was running
    assert not any(isinstance(m, AIMessage) and "2031 [1]. The lease" in str(m.content)
                   for m in sent)  # half-streamed words were never stored as an answer


@pytest.mark.slow
def test_answers_killed_at_random_moments_reopen_valid(tmp_path, answer_library):
    seed = int(os.environ.get("FOOTNOTE_KILL_SEED", "20261130"))
    rng = random.Random(seed)
    for i in range(4):
        data = Path(shutil.copytree(answer_library, tmp_path / f"data-{i}"))
        delay = rng.uniform(0.0, 2.0)
        kill_answer(data, "delay", None, delay)
        try:
            _, turns, _ = reopen_and_follow_up(data)
        except AssertionError as exc:
            raise AssertionError(f"FOOTNOTE_KILL_SEED={seed} kill {i} at {delay:.2f}s: {exc}") from exc
        assert turns[-1].outcome == "answered", f"seed={seed} kill {i}"


# -- the injector itself ----------------------------------------------------------------------

ARMED_CHILD = textwrap.dedent("""
    import multiprocessing as mp, os, sys
    from indexer.base import faults

    def child(queue):
        faults.fault_point("x")  # a spawned process (a parser, say) never fires
        queue.put((faults.armed(), os.environ.get("FOOTNOTE_FAULT")))

    if __name__ == "__main__":
        ctx = mp.get_context("spawn")
        queue = ctx.Queue()
        p = ctx.Process(target=child, args=(queue,))
        p.start()
        print(queue.get(timeout=60), flush=True)
        p.join()
        if os.fork() == 0:  # a forked child fails the pid check
            faults.fault_point("x")
            os._exit(0)
        print(os.wait()[1], flush=True)
        faults.fault_point("y")
        faults.fault_point("x")  # the first hit of x in this process: SIGKILL
        print("survived", flush=True)
""")


def test_the_injector_kills_only_the_process_that_read_the_variable(tmp_path):
    from indexer.base import faults

    assert not faults.armed()  # the test process has no kill point: fault_point is a no-op
    faults.fault_point("save_file.commit")
    script = tmp_path / "armed.py"
    script.write_text(ARMED_CHILD, encoding="utf-8")
    proc = subprocess.run([sys.executable, str(script)], cwd=PROJECT, capture_output=True,
                          text=True, timeout=120,
                          env={**os.environ, "FOOTNOTE_FAULT": "x:1", "PYTHONPATH": str(PROJECT)})
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    assert proc.stdout.split("\n")[:2] == ["(False, None)", "0"]
    assert "FOOTNOTE_FAULT_KILL x 1" in proc.stderr and "survived" not in proc.stdout
