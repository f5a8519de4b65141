"""The window's vector reads answered in a child process: searches find what they found in
the window's process, a process searching this way never imports chromadb, a store written
since is read after a reopen, a killed reader is replaced, a damaged store is reported, and
reads go on in this process when no reader can be started."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_app.core import jobs
from desktop_app.core.problems import explain
from desktop_app.core.processes import isolation
from desktop_app.core.processes.vector_reader import VectorReader
from indexer.base.settings import IndexSettings
from indexer.retrieval.search import search
from indexer.store.library import Library
from tests.helpers import HashEmbedder, run_index, write_sample_documents

PROJECT = Path(__file__).resolve().parents[2]
SETTINGS = IndexSettings(parse_workers=1)


@pytest.fixture
def reader() -> Iterator[VectorReader]:
    made = VectorReader()
    yield made
    made.close()


@pytest.fixture
def indexed(tmp_path: Path) -> Path:
    """A data dir whose library holds the sample documents, vectors included."""
    data = tmp_path / "data"
    with Library(data, SETTINGS) as library:
        run_index(library, HashEmbedder(), [write_sample_documents(tmp_path / "docs")])
    return data


def _vector_hits(data: Path, query: str, reader: VectorReader | None) -> list[tuple[str, str]]:
    with Library(data) as library:
        if reader is not None:
            library.vectors.read_through(reader)
        return [(Path(h.path).name, h.text) for h in
                search(library, HashEmbedder(), query, k=3, mode="vector")]


def test_a_search_through_the_reader_finds_what_a_search_here_finds(
        indexed: Path, reader: VectorReader):
    here = _vector_hits(indexed, "when is the Müller invoice due", None)
    there = _vector_hits(indexed, "when is the Müller invoice due", reader)
    assert there == here
    assert there[0][0] == "mueller.txt"
    assert reader.pid is not None and reader.pid != os.getpid()


def test_a_process_searching_through_the_reader_never_imports_chromadb(indexed: Path):
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from desktop_app.core.processes.vector_reader import VectorReader\n"
        "from indexer.store.library import Library\n"
        "from indexer.retrieval.search import search\n"
        "from tests.helpers import HashEmbedder\n"
        "reader = VectorReader()\n"
        "with Library(Path(sys.argv[1])) as library:\n"
        "    library.vectors.read_through(reader)\n"
        "    assert library.vectors_problem() is None\n"
        "    hits = search(library, HashEmbedder(), 'tomatoes in full sun', k=1, mode='vector')\n"
        "print(Path(hits[0].path).name, 'chromadb' in sys.modules)\n"
        "reader.close()\n")
    result = subprocess.run([sys.executable, "-c", script, str(indexed)], cwd=PROJECT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.split() == ["notes.md", "False"]


def test_vectors_written_after_the_reader_opened_the_store_are_read_after_a_reopen(
        indexed: Path, tmp_path: Path, reader: VectorReader):
    assert "lighthouse" not in str(_vector_hits(indexed, "lighthouse keeper", reader))
    more = tmp_path / "more"
    more.mkdir()
    (more / "lighthouse.txt").write_text("The lighthouse keeper lit the lamp at dusk.\n",
                                         encoding="utf-8")
    list(isolation.in_child_process(_index_folder, indexed, str(more)))  # another process
    jobs.reopen_vectors(indexed, reader)
    assert _vector_hits(indexed, "lighthouse keeper", reader)[0][0] == "lighthouse.txt"


def _index_folder(data: Path, folder: str) -> None:
    """(In another process) index ``folder`` into the library in ``data``."""
    with Library(data, SETTINGS) as library:
        run_index(library, HashEmbedder(), [Path(folder)])


def test_a_killed_reader_is_replaced_and_the_search_still_answers(
        indexed: Path, reader: VectorReader):
    first = _vector_hits(indexed, "terminate the agreement", reader)
    killed = reader.pid
    assert killed is not None
    os.kill(killed, signal.SIGKILL)
    assert _vector_hits(indexed, "terminate the agreement", reader) == first
    assert reader.pid not in (None, killed)


def test_a_damaged_store_is_reported_through_the_reader_and_keyword_search_still_works(
        indexed: Path, reader: VectorReader):
    (indexed / "chroma" / "chroma.sqlite3").write_bytes(b"not a database" * 100)
    with Library(indexed) as library:
        library.vectors.read_through(reader)
        problem = library.vectors_problem()
        assert problem is not None
        assert "cannot be opened" in str(problem)
        assert "File ▸ Repair library" in explain(problem)  # its fix survives the process hop
        hits = search(library, HashEmbedder(), "ninety days notice", k=1, mode="hybrid")
    assert Path(hits[0].path).name == "contract.txt"


def test_reads_go_on_in_this_process_when_no_reader_process_can_be_started(
        indexed: Path, monkeypatch: pytest.MonkeyPatch):
    class NoProcesses:
        def Pipe(self):  # noqa: N802 - multiprocessing's name
            raise OSError("too many open files")

    monkeypatch.setattr(isolation, "spawn_context", NoProcesses)
    reader = VectorReader()
    hits = _vector_hits(indexed, "ladybirds against aphids", reader)
    assert hits[0][0] == "notes.md"
    assert reader.pid is None


def test_a_read_chroma_refuses_fails_here_with_chromas_message(indexed: Path,
                                                                reader: VectorReader):
    from desktop_app.core.processes.vector_reader import ReadFailed

    with Library(indexed) as library:
        library.vectors.read_through(reader)
        with pytest.raises(ReadFailed, match="dimension"):  # chromadb's own error, as text
            library.vectors.query(HashEmbedder().id, [1.0, 0.0, 0.0], 3)
        with pytest.raises(ValueError, match="not a read"):  # Python's own: itself
            reader.call(indexed / "chroma", "upsert")
