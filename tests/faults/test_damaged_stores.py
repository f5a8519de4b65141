"""Damaged, missing, read-only and full stores: a plain message, a way out, nothing lost.

Each test damages a real library (SQLite + Chroma in a temp dir) the way disks and people do,
then checks what the user sees (exit code, message) and that the way out works.
"""

from __future__ import annotations

import contextlib
import os
import random
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from indexer.maintenance.repair import repair_events
from indexer.retrieval.search import search
from indexer.store.errors import LibraryDamaged
from indexer.store.library import Library
from indexer.store.vectors import VectorsUnavailable
from tests.helpers import HashEmbedder, kinds, run_index, summary_of
from tests.helpers.checks import assert_consistent

PROJECT = Path(__file__).resolve().parents[2]


def cli(data: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "indexer", "--data-dir", str(data), *args],
                          cwd=PROJECT, capture_output=True, text=True, timeout=300)


def write_corpus(folder: Path, files: int = 30, words: int = 150) -> Path:
    """Text files with one unique, searchable token each (``token0007``)."""
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(7)
    vocab = "invoice lease apples tenant warranty clause payment notice delivery".split()
    for i in range(files):
        body = " ".join(rng.choice(vocab) for _ in range(words))
        (folder / f"doc{i:03}.txt").write_text(f"Record token{i:04} begins. {body}\n",
                                               encoding="utf-8")
    return folder


def indexed_library(tmp_path: Path, files: int) -> tuple[Path, Path, HashEmbedder, int]:
    """(data dir, folder, embedder, passages): a library with vectors, built in-process."""
    folder = write_corpus(tmp_path / "docs", files=files)
    data = tmp_path / "data"
    embedder = HashEmbedder()
    with Library(data) as library:
        run_index(library, embedder, [folder])
        return data, folder, embedder, library.status().chunks


def overwrite(path: Path, offset: int, size: int, seed: int = 1) -> None:
    data = random.Random(seed).randbytes(size)
    with open(path, "r+b") as f:
        f.seek(offset)
        f.write(data)


def damaged_message(result: subprocess.CompletedProcess) -> None:
    assert result.returncode == 4, (result.returncode, result.stdout, result.stderr)
    assert "is damaged" in result.stderr and "python -m indexer repair" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.fixture
def keyword_library(tmp_path: Path) -> tuple[Path, Path]:
    """(data dir, folder): a keyword-only library built by the CLI as a user would."""
    folder = write_corpus(tmp_path / "docs", files=40)
    data = tmp_path / "data"
    built = cli(data, "index", str(folder), "--no-vectors", "--quiet")
    assert built.returncode == 0, built.stderr
    return data, folder


def test_truncated_library_is_reported_then_rebuilt_by_repair_without_deleting_it(
        keyword_library):
    data, folder = keyword_library
    db = data / "library.sqlite"
    with open(db, "r+b") as f:
        f.truncate(db.stat().st_size // 3)
    damaged_bytes = db.read_bytes()

    for args in (["status"], ["search", "token0003"], ["index"]):
        damaged_message(cli(data, *args))

    repaired = cli(data, "repair", str(folder), "--quiet")
    assert repaired.returncode == 0, repaired.stderr
    assert "library index (library.sqlite): damaged" in repaired.stdout
    assert "moved aside (not deleted)" in repaired.stdout
    [aside] = data.glob("damaged-*")
    assert (aside / "library.sqlite").read_bytes() == damaged_bytes  # the user's file, kept

    status = cli(data, "status")
    assert status.returncode == 0 and "files: 40 (40 indexed" in status.stdout
    found = cli(data, "search", "token0031", "-k", "1")
    assert found.returncode == 0 and "doc031.txt" in found.stdout


def test_garbage_in_the_middle_is_caught_before_status_calls_the_library_healthy(tmp_path):
    data, folder, embedder, total = indexed_library(tmp_path, 40)
    db = data / "library.sqlite"
    overwrite(db, db.stat().st_size * 2 // 3, 8192)  # late pages: passages, not the folder list

    damaged_message(cli(data, "status"))
    with pytest.raises(LibraryDamaged):
        Library(data)

    events = list(repair_events(data, lambda _id: embedder))
    [checked] = kinds(events, "repair_checked")
    assert checked["library"] and checked["vectors"] is None
    [kept] = kinds(events, "repair_vectors_kept")
    rebuilt, topped_up = kinds(events, "summary")
    assert rebuilt["indexed"] == 40 and rebuilt["failed"] == 0  # folders read back from the wreck
    assert kept["kept"] == total and topped_up["vectors_added"] == 0  # nothing re-embedded
    with Library(data) as library:
        assert_consistent(library, embedder.id)
        [hit] = search(library, embedder, "token0012", k=1)
        assert hit.path.endswith("doc012.txt")


def test_deleted_vector_store_is_noticed_said_and_refilled_by_the_next_run(tmp_path):
    data, folder, embedder, chunks = indexed_library(tmp_path, 20)
    shutil.rmtree(data / "chroma")

    with Library(data) as library:
        status = library.status()
        assert (status.vectors, status.lost_vectors) == (0, chunks)
    shown = cli(data, "status")
    assert shown.returncode == 0
    assert "0% semantic" in shown.stdout and f"{chunks} passages lost their vectors" in shown.stdout

    from desktop_app.core.snapshots import library_snapshot

    snapshot = library_snapshot(data)  # what the window's library panel shows
    assert f"{chunks} passages lost their vectors" in snapshot.problem and not snapshot.repairable
    assert "File ▸ Re-index all folders" in snapshot.problem  # the window's way to rebuild them

    with Library(data) as library:
        summary = summary_of(run_index(library, embedder, [folder]))
        assert summary["vectors_added"] == chunks and summary["indexed"] == 0
        assert library.status().lost_vectors == 0
        assert_consistent(library, embedder.id)


def test_damaged_vector_store_keyword_search_still_works_and_repair_rebuilds_it(tmp_path):
    data, folder, embedder, _passages = indexed_library(tmp_path, 20)
    overwrite(data / "chroma" / "chroma.sqlite3", 0, 4096)  # its header: not a database now

    with Library(data) as library:
        status = library.status()
        assert status.vectors == 0 and "cannot be opened" in (status.vectors_problem or "")
        [hit] = search(library, embedder, "token0005", k=1)  # hybrid falls back to keywords
        assert hit.path.endswith("doc005.txt") and hit.vector_rank is None
        with pytest.raises(VectorsUnavailable):
            search(library, embedder, "token0005", k=1, mode="vector")
    shown = cli(data, "status")
    assert "vector store" in shown.stdout and "python -m indexer repair" in shown.stdout

    events = list(repair_events(data, lambda _id: embedder))
    [moved] = kinds(events, "repair_moved_aside")
    assert moved["what"] == ["chroma"] and (Path(moved["path"]) / "chroma").is_dir()
    with Library(data) as library:
        assert library.status().vectors_problem is None
        assert_consistent(library, embedder.id)
        [hit] = search(library, embedder, "token0005", k=1)
        assert hit.vector_rank is not None


@contextlib.contextmanager
def small_mount(path: Path, size: str) -> Iterator[Path]:
    """A real, small file system (tmpfs) at ``path``: what a full or read-only disk needs."""
    path.mkdir(parents=True)
    if os.geteuid() != 0:
        pytest.skip("a full or read-only disk is simulated with a tmpfs mount, which needs root")
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(path)],
                             capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.strip()}")
    try:
        yield path
    finally:
        subprocess.run(["umount", "-l", str(path)], check=False)


def remount(path: Path, options: str) -> None:
    subprocess.run(["mount", "-o", f"remount,{options}", str(path)], check=True)


def test_read_only_library_is_searchable_and_says_why_it_cannot_index(tmp_path,
                                                                       keyword_library):
    built, folder = keyword_library
    with small_mount(tmp_path / "share", "50m") as share:
        data = share / "library"
        shutil.copytree(built, data)
        remount(share, "ro")
        before = (data / "library.sqlite").read_bytes()

        status = cli(data, "status")
        assert status.returncode == 0, status.stderr
        assert "files: 40 (40 indexed" in status.stdout and "read-only" in status.stdout
        found = cli(data, "search", "token0017", "-k", "1")
        assert found.returncode == 0 and "doc017.txt" in found.stdout, found.stderr
        for args in (["index"], ["index", str(folder)], ["remove", str(folder)], ["repair"]):
            refused = cli(data, *args)
            assert refused.returncode == 4, (args, refused.stdout, refused.stderr)
            assert "read-only" in refused.stderr and "--data-dir" in refused.stderr
            assert "Traceback" not in refused.stderr
        assert (data / "library.sqlite").read_bytes() == before


def test_full_disk_stops_the_run_with_a_message_keeps_what_was_done_and_resumes(tmp_path):
    folder = write_corpus(tmp_path / "docs", files=300, words=400)
    with small_mount(tmp_path / "disk", "1m") as disk:
        data = disk / "library"
        full = cli(data, "index", str(folder), "--no-vectors", "--quiet")
        assert full.returncode == 4, (full.stdout, full.stderr)
        assert "is full" in full.stderr and "Free some space" in full.stderr
        assert "Traceback" not in full.stderr

        status = cli(data, "status")  # still readable while the disk is full
        assert status.returncode == 0, status.stderr
        with Library(data) as library:
            done = library.status().indexed
            assert 0 < done < 300
            fts = library.manifest.db.execute("SELECT count(*) FROM chunks_fts").fetchone()[0]
            assert fts == library.status().chunks  # no half-written file
        found = cli(data, "search", "token0000", "-k", "1")
        assert found.returncode == 0, found.stderr

        remount(disk, "size=64m")  # space is back
        resumed = cli(data, "index", "--no-vectors", "--quiet")
        assert resumed.returncode == 0, resumed.stderr
        assert f"{done} unchanged" in resumed.stdout
        assert "files: 300 (300 indexed" in cli(data, "status").stdout


def test_deleted_library_index_is_rebuilt_by_repair_keeping_the_vectors(tmp_path):
    data, folder, embedder, chunks = indexed_library(tmp_path, 15)
    (data / "library.sqlite").unlink()

    events = list(repair_events(data, lambda _id: embedder, [str(folder)]))
    [kept] = kinds(events, "repair_vectors_kept")
    assert kept["kept"] == chunks and summary_of(events[-1:])["vectors_added"] == 0
    with Library(data) as library:
        assert library.status().indexed == 15
        assert_consistent(library, embedder.id)
