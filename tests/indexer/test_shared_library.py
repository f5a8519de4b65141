"""A library shared between desktops: one machine publishes snapshots of its keyword index and
manifest, with vectors on a Chroma server; other desktops open the latest snapshot read-only."""

from __future__ import annotations

import json
import shutil
import sqlite3
import threading
from pathlib import Path

import pytest

from indexer.store.publication import (
    KEEP_SNAPSHOTS,
    PUBLICATION,
    NotShareable,
    SharedLibraryUnavailable,
    local_copy,
    publish,
    read_publication,
)


def _manifest(path: Path, rows: int) -> Path:
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("CREATE TABLE IF NOT EXISTS t (n INTEGER)")
    db.executemany("INSERT INTO t VALUES (?)", [(i,) for i in range(rows)])
    db.commit()
    db.close()
    return path


def _rows(path: Path) -> int:
    db = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        return db.execute("SELECT count(*) FROM t").fetchone()[0]
    finally:
        db.close()


def test_vectors_on_this_machine_only_cannot_be_shared(tmp_path: Path):
    manifest = _manifest(tmp_path / "library.sqlite", 3)
    with pytest.raises(NotShareable, match="--chroma-url"):
        publish(manifest, None, [str(tmp_path)], "builtin", tmp_path / "share")
    assert not (tmp_path / "share" / PUBLICATION).exists()


def test_a_folder_without_a_publication_says_how_to_make_one(tmp_path: Path):
    with pytest.raises(SharedLibraryUnavailable, match="publish"):
        read_publication(tmp_path)


def test_readers_copy_the_published_state_and_only_the_last_few_snapshots_are_kept(tmp_path: Path):
    manifest = _manifest(tmp_path / "library.sqlite", 5)
    share, cache = tmp_path / "share", tmp_path / "cache"
    first = publish(manifest, "http://nas:8000", [str(tmp_path)], "builtin", share)
    data_dir, seen = local_copy(share, cache)
    assert seen.generation == first.generation and seen.chroma_url == "http://nas:8000"
    assert _rows(data_dir / "library.sqlite") == 5
    _manifest(manifest, 2)  # the writer goes on; the reader's copy does not move
    assert _rows(data_dir / "library.sqlite") == 5
    for _ in range(KEEP_SNAPSHOTS + 2):
        publish(manifest, "http://nas:8000", [str(tmp_path)], "builtin", share)
    assert len(list(share.glob("library-*.sqlite"))) == KEEP_SNAPSHOTS
    newer_dir, newer = local_copy(share, cache)
    assert newer.generation > first.generation and _rows(newer_dir / "library.sqlite") == 7
    assert [p.name for p in cache.iterdir()] == [newer_dir.name]  # the old copy is gone
    assert not [p for p in share.iterdir() if p.name.endswith(".part")]


def test_a_snapshot_taken_while_the_writer_writes_is_a_state_the_writer_committed(tmp_path: Path):
    manifest = _manifest(tmp_path / "library.sqlite", 0)
    share, cache = tmp_path / "share", tmp_path / "cache"
    stop = threading.Event()

    def write_in_batches_of_100() -> None:
        db = sqlite3.connect(manifest)
        while not stop.is_set():
            with db:
                db.executemany("INSERT INTO t VALUES (?)", [(i,) for i in range(100)])
        db.close()

    writer = threading.Thread(target=write_in_batches_of_100)
    writer.start()
    try:
        counts = []
        for _ in range(5):
            publish(manifest, "http://nas:8000", [], None, share)
            data_dir, _ = local_copy(share, cache)
            counts.append(_rows(data_dir / "library.sqlite"))
    finally:
        stop.set()
        writer.join()
    assert all(n % 100 == 0 for n in counts), counts  # never half a transaction
    assert counts == sorted(counts) and counts[-1] > 0


def test_paths_are_mapped_to_where_this_desktop_sees_the_shared_folder(tmp_path: Path):
    theirs = tmp_path / "srv" / "docs"
    (theirs / "contracts").mkdir(parents=True)
    manifest = _manifest(tmp_path / "library.sqlite", 1)
    publish(manifest, "http://nas:8000", [str(theirs)], "builtin", theirs / ".footnote-library")
    ours = tmp_path / "mnt" / "office-docs"
    shutil.copytree(theirs, ours)  # the same share, mounted elsewhere on the reader's desktop
    _, publication = local_copy(ours / ".footnote-library", tmp_path / "cache")
    assert publication.path_map == {str(theirs): str(ours)}
    assert publication.map_path(str(theirs / "contracts" / "lease.pdf")) == \
        str(ours / "contracts" / "lease.pdf")
    assert publication.map_path(str(tmp_path / "srv" / "docs-old" / "x.txt")) == \
        str(tmp_path / "srv" / "docs-old" / "x.txt")  # a sibling with a common prefix: not mapped
    _, given = local_copy(ours / ".footnote-library", tmp_path / "cache2",
                          path_map={str(theirs): "/elsewhere"})
    assert given.map_path(str(theirs / "a.txt")) == "/elsewhere/a.txt"


def test_a_publication_from_another_format_is_refused_with_what_to_do(tmp_path: Path):
    manifest = _manifest(tmp_path / "library.sqlite", 1)
    publish(manifest, "http://nas:8000", [], None, tmp_path / "share")
    record = json.loads((tmp_path / "share" / PUBLICATION).read_text())
    record["format"] = 99
    (tmp_path / "share" / PUBLICATION).write_text(json.dumps(record))
    with pytest.raises(SharedLibraryUnavailable, match="update Footnote"):
        read_publication(tmp_path / "share")


# --- with a real Chroma server: a publisher indexing, readers in other processes ------------

import subprocess  # noqa: E402
import sys  # noqa: E402

from indexer.retrieval.search import search  # noqa: E402
from indexer.store.library import Library, SharedLibraryReadOnly  # noqa: E402
from indexer.store.shared import open_shared, publish_library  # noqa: E402
from tests.helpers import (  # noqa: E402
    ChromaServer,
    HashEmbedder,
    run_index,
    write_sample_documents,
)

PROJECT = Path(__file__).resolve().parents[2]


def _cli(*args: str, env_home: Path) -> subprocess.CompletedProcess:
    import os

    env = dict(os.environ, XDG_CACHE_HOME=str(env_home / "cache"))
    return subprocess.run([sys.executable, "-m", "indexer", *args], capture_output=True,
                          text=True, timeout=300, cwd=PROJECT, env=env)


def test_another_desktop_searches_the_published_library_where_it_sees_the_files(
        tmp_path: Path, chroma: ChromaServer):
    theirs = write_sample_documents(tmp_path / "srv" / "docs")
    share = theirs / ".footnote-library"
    indexed = _cli("--data-dir", str(tmp_path / "publisher"), "--chroma-url", chroma.url,
                   "index", "--publish", str(share), str(theirs), env_home=tmp_path)
    assert indexed.returncode == 0, indexed.stderr
    assert "published into" in indexed.stdout
    ours = tmp_path / "mnt" / "team-docs"  # the same share, mounted elsewhere on this desktop
    shutil.copytree(theirs, ours)

    result = _cli("--chroma-url", chroma.url, "--shared", str(ours / ".footnote-library"),
                  "search", "--json", "terminate the agreement with notice", env_home=tmp_path)
    assert result.returncode == 0, result.stderr
    top = json.loads(result.stdout)[0]["hits"][0]
    assert top["path"] == str(ours / "contract.txt")  # opens here, not at the publisher's path
    assert top["vector_rank"] == 1 and top["lexical_rank"] == 1  # both halves: server vectors

    # the reader chose that server once: it is remembered for this folder
    status = _cli("--shared", str(ours / ".footnote-library"), "status", env_home=tmp_path)
    assert status.returncode == 0 and "shared library: published by" in status.stdout
    assert f"vectors on: the Chroma server at {chroma.url}" in status.stdout
    refused = _cli("--shared", str(ours / ".footnote-library"), "index", env_home=tmp_path)
    assert refused.returncode == 4 and "indexed on" in refused.stderr


def test_a_reader_sees_its_snapshot_while_the_publisher_indexes_then_the_next_one(
        tmp_path: Path, chroma: ChromaServer):
    docs = write_sample_documents(tmp_path / "docs")
    share = tmp_path / "share"
    publisher = Library(tmp_path / "publisher", chroma_url=chroma.url)
    try:
        run_index(publisher, HashEmbedder(), [docs])
        publish_library(publisher, share)
        reader = open_shared(share, cache_root=tmp_path / "cache", chroma_url=chroma.url)
        try:
            (docs / "zeppelin.txt").write_text("The zeppelin hangar lease ends in March.\n" * 20)
            (docs / "contract.txt").unlink()
            run_index(publisher, HashEmbedder(), [docs])  # vectors change on the server now
            hits = search(reader, HashEmbedder(), "zeppelin hangar lease", k=5)
            assert all(not h.path.endswith("zeppelin.txt") for h in hits)  # not in its snapshot
            old = search(reader, HashEmbedder(), "terminate the agreement with notice", k=3,
                         mode="lexical")
            assert old and old[0].path.endswith("contract.txt")  # its snapshot, consistent
            with pytest.raises(SharedLibraryReadOnly, match="indexed on"):
                run_index(reader, HashEmbedder(), [docs])
        finally:
            reader.close()
        publish_library(publisher, share)
        with open_shared(share, cache_root=tmp_path / "cache") as newer:  # chosen before
            hits = search(newer, HashEmbedder(), "zeppelin hangar lease", k=3)
            assert hits[0].path.endswith("zeppelin.txt") and hits[0].vector_rank is not None
            gone = search(newer, HashEmbedder(), "terminate the agreement", k=3)
            assert all(not h.path.endswith("contract.txt") for h in gone)  # deleted since
    finally:
        publisher.close()


def test_two_libraries_on_one_server_never_touch_each_others_vectors(
        tmp_path: Path, chroma: ChromaServer):
    embedder = HashEmbedder()
    mine = write_sample_documents(tmp_path / "mine")
    yours = write_sample_documents(tmp_path / "yours")
    with Library(tmp_path / "a", chroma_url=chroma.url) as a, \
            Library(tmp_path / "b", chroma_url=chroma.url) as b:
        run_index(a, embedder, [mine])
        run_index(b, embedder, [yours])
        held = b.vectors.count(embedder.id)
        assert held > 0 and a.vectors.collection_name(embedder.id) != \
            b.vectors.collection_name(embedder.id)
        for path in [p for p in mine.rglob("*") if p.is_file()]:
            path.unlink()
        run_index(a, embedder, [mine], allow_removals=True)  # a's passages go, and its vectors
        assert a.vectors.count(embedder.id) == 0
        assert b.vectors.count(embedder.id) == held


def test_a_library_with_vectors_on_this_machine_is_not_published(tmp_path: Path):
    docs = write_sample_documents(tmp_path / "docs")
    result = _cli("--data-dir", str(tmp_path / "data"), "index", "--publish",
                  str(tmp_path / "share"), str(docs), env_home=tmp_path)
    assert result.returncode == 3 and "Chroma server" in result.stderr
    assert not (tmp_path / "share" / PUBLICATION).exists()


READER = """
import json, sys, time
from pathlib import Path
from indexer.retrieval.search import search
from indexer.store.shared import open_shared
from tests.helpers import HashEmbedder

share, cache, rounds, server = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
for _ in range(rounds):
    with open_shared(share, cache_root=cache, chroma_url=server) as library:
        hits = search(library, HashEmbedder(), "meeting moved to room", k=10)
        known = {r[0] for r in library.manifest.db.execute(
            "SELECT path FROM files WHERE state = 'indexed'")}
        print(json.dumps({"generation": library.publication.generation, "hits": len(hits),
                          "vector_hits": sum(h.vector_rank is not None for h in hits),
                          "unknown": [h.path for h in hits if h.path not in known]}), flush=True)
    time.sleep(0.05)
"""


def test_a_reader_process_searches_consistent_snapshots_while_the_publisher_writes(
        tmp_path: Path, chroma: ChromaServer):
    docs, share = tmp_path / "docs", tmp_path / "share"
    docs.mkdir()
    publisher = Library(tmp_path / "publisher", chroma_url=chroma.url)
    reader = None
    try:
        for batch in range(6):
            for i in range(batch * 10, batch * 10 + 10):
                (docs / f"note{i:02d}.txt").write_text(
                    f"Note {i}: the meeting moved to room {i * 7}.\n")
            run_index(publisher, HashEmbedder(), [docs])
            publish_library(publisher, share)
            if reader is None:  # a second process, searching while the publisher goes on
                reader = subprocess.Popen(
                    [sys.executable, "-c", READER, str(share), str(tmp_path / "cache"), "40",
                     chroma.url],
                    cwd=PROJECT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        out, err = reader.communicate(timeout=300)
    finally:
        publisher.close()
        if reader is not None and reader.poll() is None:
            reader.kill()
    assert reader.returncode == 0, err
    seen = [json.loads(line) for line in out.splitlines()]
    assert len(seen) == 40 and all(s["hits"] > 0 and s["vector_hits"] > 0 for s in seen)
    assert all(s["unknown"] == [] for s in seen)  # never a passage its snapshot does not hold
    generations = [s["generation"] for s in seen]
    assert generations == sorted(generations) and len(set(generations)) > 1
