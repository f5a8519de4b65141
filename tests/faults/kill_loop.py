"""Store checks for kill tests, and the seeded random kill loop (run as its own process).

``python -m tests.faults.kill_loop WORKDIR SEED KILLS`` imports the indexer once, then per
iteration edits the corpus (seeded), forks a child that runs a real indexing (or reembed) run
armed with ``random:<seed>:<max>`` (SIGKILL after a seeded number of fault-point hits), checks the
store a killed run leaves, and every few kills runs to completion and checks that run's summary.
Prints one JSON line per iteration and a final ``{"result": …}`` line; exits 1 on the first
broken invariant, with the seed and iteration in the message.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import sqlite3
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from indexer.base import faults
from indexer.base.settings import IndexSettings
from indexer.maintenance.switch import switch_embedder_events
from indexer.pipeline.run import index_events
from indexer.store.library import Library
from indexer.store.vectors import collection_name
from tests.helpers import HashEmbedder

EMBEDDER_A, EMBEDDER_B = "test:hash-64", "test:hash-64-b"
SHARED_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
SMALL_PDFS = ("robustness/py-pdf_sample-files/021-pdfa/crazyones-pdfa.pdf",
              "robustness/py-pdf_sample-files/002-trivial-libre-office-writer/"
              "002-trivial-libre-office-writer.pdf")
WORDS = ("lease warehouse invoice clause delivery tomato aphid ladybird notice supplier crate "
         "apple Rotterdam contract payment garden quarterly report audit memo budget river "
         "bridge harbour engine valve pressure schedule").split()


def settings() -> IndexSettings:
    return IndexSettings(parse_workers=1, embed_batch_size=4, file_time_budget_s=30)


def embedder_for(ident: str) -> HashEmbedder:
    return HashEmbedder(ident=ident)


def other_embedder(ident: str | None) -> str:
    return EMBEDDER_B if ident == EMBEDDER_A else EMBEDDER_A


# -- corpus ---------------------------------------------------------------------------------

def prose(rng: random.Random, words: int) -> str:
    lines, line = [], []
    for _ in range(words):
        line.append(rng.choice(WORDS))
        if len(line) == 12:
            lines.append(" ".join(line).capitalize() + ".")
            line = []
    return "\n".join(lines + [" ".join(line)]) + "\n"


def write_mixed_corpus(folder: Path, rng: random.Random, text_files: int = 20,
                       md_files: int = 6) -> None:
    """txt of 1-4 chunks, Markdown with headings, small real PDFs, a duplicate, an empty file."""
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(text_files):
        (folder / f"note-{i:02}.txt").write_text(prose(rng, rng.randint(40, 550)), encoding="utf-8")
    (folder / "sub").mkdir(exist_ok=True)
    for i in range(md_files):
        (folder / "sub" / f"page-{i}.md").write_text(
            f"# Topic {i}\n\n{prose(rng, 80)}\n## Details\n\n{prose(rng, rng.randint(30, 200))}",
            encoding="utf-8")
    for i, pdf in enumerate(SMALL_PDFS):
        if (SHARED_DATA / pdf).is_file():
            shutil.copy(SHARED_DATA / pdf, folder / f"paper-{i}.pdf")
    shutil.copy(folder / "note-00.txt", folder / "sub" / "note-00-copy.txt")  # a duplicate
    (folder / "empty.txt").write_text("", encoding="utf-8")


class Mutator:
    """Seeded edits between runs: edit, delete, restore (the same bytes come back), duplicate."""

    def __init__(self, folder: Path, rng: random.Random) -> None:
        self.folder, self.rng = folder, rng
        self.removed: dict[Path, bytes] = {}
        self.copies = 0

    def files(self) -> list[Path]:
        return sorted(p for p in self.folder.rglob("*") if p.is_file())

    def step(self) -> list[str]:
        """Apply 0-2 edits; returns the paths touched."""
        touched = []
        for _ in range(self.rng.choice((0, 1, 1, 2))):
            kind = self.rng.choice(("edit", "edit", "delete", "restore", "duplicate"))
            texts = [p for p in self.files() if p.suffix in (".txt", ".md")]
            if kind == "edit" and texts:
                path = self.rng.choice(texts)
                with path.open("a", encoding="utf-8") as fh:
                    fh.write(prose(self.rng, self.rng.randint(5, 150)))
            elif kind == "delete" and len(self.files()) > 5:
                path = self.rng.choice(self.files())
                self.removed[path] = path.read_bytes()
                path.unlink()
            elif kind == "restore" and self.removed:
                path = self.rng.choice(sorted(self.removed))
                path.write_bytes(self.removed.pop(path))
            elif kind == "duplicate" and texts:
                self.copies += 1
                path = self.folder / f"copy-{self.copies}.txt"
                shutil.copy(self.rng.choice(texts), path)
            else:
                continue
            touched.append(str(path))
        return touched


# -- store checks ---------------------------------------------------------------------------

Snapshot = dict[str, tuple[str, str | None, int, int]]


def files_snapshot(data_dir: Path) -> Snapshot:
    """path → (state, content_key, size, mtime_ns), read-only (as a killed run left it)."""
    db = data_dir / "library.sqlite"
    if not db.exists():
        return {}
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return {r[0]: r[1:] for r in conn.execute(
            "SELECT path, state, content_key, size, mtime_ns FROM files")}
    finally:
        conn.close()


def finished_files(snapshot: Snapshot) -> dict[str, str | None]:
    """Files the snapshot has as indexed and that are still on disk as they were then."""
    out = {}
    for path, (state, key, size, mtime_ns) in snapshot.items():
        try:
            st = os.stat(path)
        except OSError:
            continue
        if state == "indexed" and (st.st_size, st.st_mtime_ns) == (size, mtime_ns):
            out[path] = key
    return out


def lost_files(before: Snapshot, after: Snapshot) -> list[str]:
    """Files indexed in ``before`` and unchanged on disk since that are no longer indexed so."""
    return sorted(p for p, key in finished_files(before).items()
                  if after.get(p, ("gone", None))[:2] != ("indexed", key))


def chroma_ids(library: Library, embedder_id: str) -> list[str]:
    try:
        collection = library.vectors.client.get_collection(collection_name(embedder_id))
    except Exception:  # noqa: BLE001 - chroma raises several types for "no such collection"
        return []
    return list(collection.get(include=[])["ids"])


def store_problems(library: Library, settled: bool) -> list[str]:
    """What is wrong with the store. ``settled=False``: the invariants that hold at any instant
    (a killed run's leftovers); ``True``: after a completed run, everything agrees exactly."""
    db = library.manifest.db
    problems = []
    chunk_ids = [r[0] for r in db.execute("SELECT chunk_id FROM chunks")]
    chunks = set(chunk_ids)
    if len(chunks) != len(chunk_ids):
        problems.append("duplicate chunk ids in SQLite")
    fts = db.execute("SELECT count(*) FROM chunks_fts").fetchone()[0]
    if fts != len(chunks):
        problems.append(f"FTS rows {fts} != chunk rows {len(chunks)}")
    try:
        db.execute("INSERT INTO chunks_fts(chunks_fts) VALUES ('integrity-check')")
    except sqlite3.DatabaseError as exc:
        problems.append(f"FTS integrity-check: {exc}")
    bad = db.execute(
        "SELECT f.path, f.chunk_count, (SELECT count(*) FROM chunks c WHERE c.content_key ="
        " f.content_key) FROM files f WHERE f.state = 'indexed'").fetchall()
    problems += [f"{p}: {n} chunks recorded, {m} stored" for p, n, m in bad if n != m]
    current = library.embedder_id
    pending = library.manifest.get_meta("pending_embedder_id")
    for ident in filter(None, (current, pending)):
        ids = chroma_ids(library, ident)
        in_chroma = set(ids)
        marked = {r[0] for r in db.execute(
            "SELECT chunk_id FROM vectors WHERE embedder_id = ?", (ident,))}
        if len(in_chroma) != len(ids):
            problems.append(f"duplicate ids in Chroma ({ident})")
        if marked - in_chroma:
            problems.append(f"{len(marked - in_chroma)} chunks marked embedded by {ident} have no vector")
        if in_chroma - chunks:
            problems.append(f"{len(in_chroma - chunks)} orphan vectors in Chroma ({ident})")
        if settled and ident == current and in_chroma != chunks:
            problems.append(f"{len(chunks - in_chroma)} chunks without a vector ({ident})")
    others = {r[0] for r in db.execute("SELECT DISTINCT embedder_id FROM vectors")}
    if settled:
        if library.manifest.orphan_content_keys():
            problems.append(f"orphan chunk groups: {library.manifest.orphan_content_keys()}")
        if others - {current, pending}:
            problems.append(f"vector bookkeeping of unused embedders: {others - {current, pending}}")
        names = {getattr(c, "name", c) for c in library.vectors.client.list_collections()}
        expected = {collection_name(e) for e in (current, pending) if e}
        if names - expected:
            problems.append(f"collections left behind: {sorted(names - expected)}")
        if library.manifest.get_meta("retired_embedder_id"):
            problems.append("a retired embedder's vectors were never dropped")
    return problems


# -- the loop -------------------------------------------------------------------------------

def _child(data: Path, corpus: Path, mode: str, ident: str, fault: str, out: Path) -> None:
    """In a forked child: one real run, killed by the armed fault point (or completed)."""
    os.setsid()  # its parser processes go with it (killpg)
    log = os.open(out.with_suffix(".stderr"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.dup2(log, 2)  # the injector names the point it killed at there
    faults.arm(fault)
    try:
        with Library(data, settings()) as library:
            embedder = embedder_for(ident)
            if mode == "index":
                events = list(index_events(library, embedder, [corpus]))
            else:
                events = list(switch_embedder_events(library, embedder))
        out.write_text(json.dumps({"events": events[-1:], "hits": faults.hits()}))
        os._exit(0)
    except BaseException:  # noqa: BLE001
        out.write_text(json.dumps({"error": traceback.format_exc()}))
        os._exit(3)


def _run(data: Path, corpus: Path, mode: str, ident: str, fault: str, out: Path) -> tuple[int, dict]:
    """Fork one run; (signal that killed it or 0, its result if it finished)."""
    out.unlink(missing_ok=True)
    pid = os.fork()
    if pid == 0:
        _child(data, corpus, mode, ident, fault, out)
    _, status = os.waitpid(pid, 0)
    try:
        os.killpg(pid, signal.SIGKILL)  # parser processes left by a killed run
    except (ProcessLookupError, PermissionError):
        pass
    if os.WIFSIGNALED(status):
        said = out.with_suffix(".stderr").read_text(errors="replace").split()
        point = said[said.index("FOOTNOTE_FAULT_KILL") + 1] if "FOOTNOTE_FAULT_KILL" in said else "?"
        return os.WTERMSIG(status), {"point": point}
    result = json.loads(out.read_text()) if out.exists() else {"error": f"status {status}"}
    if "error" in result:
        raise AssertionError(f"{mode} run failed: {result['error']}")
    return 0, result


def _check(data: Path, settled: bool) -> list[str]:
    """store_problems in a forked child (the loop process never opens Chroma: forks stay safe)."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            with Library(data, settings()) as library:
                problems = store_problems(library, settled)
        except BaseException:  # noqa: BLE001
            problems = [traceback.format_exc()]
        os.write(write, json.dumps(problems).encode())
        os._exit(0)
    os.close(write)
    chunks = []
    while block := os.read(read, 65536):
        chunks.append(block)
    os.close(read)
    os.waitpid(pid, 0)
    return json.loads(b"".join(chunks) or b'["checker died"]')


def _current_embedder(data: Path) -> str:
    db = data / "library.sqlite"
    if not db.exists():
        return EMBEDDER_A
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        row = conn.execute("SELECT value FROM meta WHERE key = 'embedder_id'").fetchone()
    finally:
        conn.close()
    return row[0] if row else EMBEDDER_A


def kill_loop(workdir: Path, seed: int, kills: int, settle_every: int = 10) -> dict[str, Any]:
    rng = random.Random(seed)
    corpus, data, out = workdir / "corpus", workdir / "data", workdir / "result.json"
    write_mixed_corpus(corpus, rng)
    mutator = Mutator(corpus, rng)
    stats: dict[str, Any] = {"seed": seed, "kills": 0, "completed": 0, "switch_kills": 0,
                             "settled_runs": 0, "lost": 0, "iterations": 0, "points": {}}
    settled_at = 0
    max_hits = 120  # a first full run passes ~100-200 points; incremental ones far fewer
    started = time.monotonic()

    def fail(what: str, it: int) -> None:
        raise AssertionError(f"kill loop seed={seed} iteration={it}: {what}")

    it = 0
    while stats["kills"] < kills:
        it += 1
        if it > kills * 4:
            fail(f"only {stats['kills']} kills in {it} runs", it)
        mutator.step()
        current = _current_embedder(data)
        settle = stats["kills"] - settled_at >= settle_every
        mode, ident = "index", current
        if not settle and it > 3 and rng.random() < 0.1:
            mode, ident = "switch", other_embedder(current)
        fault = "" if settle else f"random:{rng.randrange(1 << 30)}:{max_hits}"
        snapshot = files_snapshot(data)  # after the edits: what was finished before this run
        t0 = time.monotonic()
        sig, result = _run(data, corpus, mode, ident, fault, out)
        if sig not in (0, signal.SIGKILL):
            fail(f"the run died of signal {sig}", it)
        after = files_snapshot(data)
        if lost := lost_files(snapshot, after):
            stats["lost"] += len(lost)
            fail(f"finished files lost: {lost[:5]}", it)
        if sig:
            stats["kills"] += 1
            stats["switch_kills"] += mode == "switch"
            stats["points"][result["point"]] = stats["points"].get(result["point"], 0) + 1
            if problems := _check(data, settled=False):
                fail(f"after a kill ({fault}, {mode}): {problems}", it)
        else:
            stats["completed"] += 1
            max_hits = max(5, min(150, int(result.get("hits", 0) * 1.15) + 2))
            if mode == "index":
                summary = result["events"][0]
                done = len(finished_files(snapshot))
                if summary["kind"] != "summary" or summary["failed"] or summary["vectors_pending"]:
                    fail(f"the run after kills did not finish cleanly: {summary}", it)
                if summary["unchanged"] < done:
                    fail(f"redid finished work: {summary['unchanged']} unchanged < {done}", it)
                if settle:
                    settled_at = stats["kills"]
                    stats["settled_runs"] += 1
                    if problems := _check(data, settled=True):
                        fail(f"after a completed run: {problems}", it)
        print(json.dumps({"it": it, "mode": mode, "fault": fault, "killed": bool(sig),
                          "kills": stats["kills"], "s": round(time.monotonic() - t0, 2)}), flush=True)
    # The end: one clean reembed (if one was left half done) and one clean run settle everything.
    current = _current_embedder(data)
    if files_snapshot(data) and _pending(data):
        _run(data, corpus, "switch", other_embedder(current), "", out)
    snapshot = files_snapshot(data)
    _, result = _run(data, corpus, "index", _current_embedder(data), "", out)
    summary = result["events"][0]
    if summary["failed"] or summary["vectors_pending"] or lost_files(snapshot, files_snapshot(data)):
        fail(f"the run after the last kill did not finish the work: {summary}", it + 1)
    if summary["unchanged"] < len(finished_files(snapshot)):
        fail(f"the run after the last kill redid finished work: {summary}", it + 1)
    _, result = _run(data, corpus, "index", _current_embedder(data), "", out)
    summary = result["events"][0]  # and the one after it has nothing left to do
    if summary["unchanged"] != summary["files"] or summary["chunks_added"] or summary["deleted"]:
        fail(f"a run after a completed one still had work: {summary}", it + 2)
    if problems := _check(data, settled=True):
        fail(f"at the end: {problems}", it + 1)
    stats["iterations"] = it
    stats["seconds"] = round(time.monotonic() - started, 1)
    stats["final_summary"] = {k: summary[k] for k in ("files", "unchanged", "skipped", "failed",
                                                       "vectors_pending")}
    return stats


def _pending(data: Path) -> bool:
    conn = sqlite3.connect(f"file:{data / 'library.sqlite'}?mode=ro", uri=True)
    try:
        return conn.execute("SELECT 1 FROM meta WHERE key = 'pending_embedder_id'").fetchone() is not None
    finally:
        conn.close()


def preload_for_forks() -> None:
    """Import what every forked run and check would otherwise import again (the pipeline's
    langgraph, chromadb: ~0.7 s a fork; the language identifier's model, ~0.5 s), keeping this
    process single-threaded so forks stay safe."""
    os.environ["OPENBLAS_NUM_THREADS"] = "1"  # numpy (under chromadb) starts no BLAS thread
    import chromadb  # noqa: F401
    import chromadb.config  # noqa: F401

    import indexer.pipeline.builder  # noqa: F401
    from indexer.store.stems import passage_languages

    passage_languages([" ".join(WORDS)])  # no English common words: loads the identifier's model

    tasks = Path("/proc/self/task")  # Linux: the process's OS threads, native ones included
    threads = len(os.listdir(tasks)) if tasks.is_dir() else 1
    if threads != 1:
        raise RuntimeError(f"the kill loop must fork from one thread, it has {threads}")


def main(workdir: str, seed: str, kills: str) -> int:
    preload_for_forks()
    try:
        stats = kill_loop(Path(workdir), int(seed), int(kills))
    except AssertionError as exc:
        print(json.dumps({"failure": str(exc)}), flush=True)
        return 1
    print(json.dumps({"result": stats}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
