"""Hostile file paths never stop a run: each file is indexed, or listed with a reason a user
can read, and never opened when opening it would hang (named pipes, devices).

A name that is not valid UTF-8 (old USB drives, Windows shares) is indexed under a storable
key (``indexer.base.paths``), shown with U+FFFD, and opened through that key byte for byte.
"""

from __future__ import annotations

import errno
import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from indexer.base import paths
from indexer.base.paths import display_path, os_path, path_key
from indexer.base.settings import IndexSettings
from indexer.cli.main import status_dict
from indexer.retrieval.search import search
from indexer.store.library import Library
from tests.helpers import run_index, summary_of
from tests.helpers.checks import assert_consistent
from tests.helpers.window import drop, wait_indexed

PROJECT = Path(__file__).resolve().parents[2]
BAD_NAME = b"bad_\xff\xfe.txt"  # Latin-1 bytes from an old drive: not valid UTF-8
BAD_TEXT = b"The quartermaster ordered zeppelin spares for the hangar.\n"


def cli(*args: str | bytes, data: Path) -> subprocess.CompletedProcess:
    """``python -m indexer`` as a user runs it; the timeout turns a hang into a failure."""
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    result = subprocess.run([sys.executable, "-m", "indexer", "--data-dir", str(data), *args],
                            cwd=PROJECT, capture_output=True, timeout=300, env=env)
    result.stdout = result.stdout.decode("utf-8")  # a crash on output would show here too
    result.stderr = result.stderr.decode("utf-8", "replace")
    assert "Traceback" not in result.stderr, result.stderr
    return result


def bad_file(folder: Path, name: bytes = BAD_NAME, content: bytes = BAD_TEXT) -> str:
    """Create a file whose name is raw bytes; return its path as ``os`` functions give it."""
    folder.mkdir(parents=True, exist_ok=True)
    raw = os.path.join(os.fsencode(folder), name)
    with open(raw, "wb") as fh:
        fh.write(content)
    return os.fsdecode(raw)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "good.txt").write_text("A plain note about apples and pears.\n", encoding="utf-8")
    return docs


def files_on_record(library: Library) -> dict[str, str]:
    return {p: r.state for p, r in library.manifest.files().items()}


# -- the mapping itself ---------------------------------------------------------------------

def test_every_undecodable_byte_round_trips_and_displays_as_replacement():
    for b in range(0x80, 0x100):
        name = os.fsdecode(b"/d/x" + bytes([b]) + b".txt")
        key = path_key(name)
        key.encode("utf-8")  # storable: SQLite, JSON, Chroma and Qt all take it
        assert os_path(key) == name
        if b >= 0x80 and name != f"/d/x{chr(b)}.txt":
            assert display_path(key) == "/d/x\ufffd.txt"
    # a real name using the private-use characters the mapping borrows keeps its identity
    real = "/d/\uef80\uef7f\uefff.txt"
    assert path_key(real) != path_key(os.fsdecode(b"/d/" + b"\x80\x7f\xff.txt"))
    assert os_path(path_key(real)) == real and display_path(path_key(real)) == real
    # valid names are their own key: libraries written before stay as they are
    assert path_key("/home/ana/Müller 報告.pdf") == "/home/ana/Müller 報告.pdf"
    assert display_path("/d/two\nlines\x1b.txt") == "/d/two\\nlines\\x1b.txt"
    with pytest.raises(paths.UnstorablePath):
        path_key("/d/\ud800.txt")  # only broken UTF-16 on Windows: reported, never stored


# -- a name that is not valid UTF-8 ----------------------------------------------------------

def test_invalid_utf8_name_is_indexed_found_opened_and_forgotten(library, embedder, folder):
    raw = bad_file(folder)
    summary = summary_of(run_index(library, embedder, [folder]))
    assert (summary["indexed"], summary["skipped"], summary["failed"]) == (2, 0, 0)
    assert_consistent(library, embedder.id)

    [hit] = search(library, embedder, "quartermaster zeppelin", k=1, mode="lexical")
    assert hit.path == path_key(raw) and hit.path.encode("utf-8")
    with open(os_path(hit.path), "rb") as fh:
        assert fh.read() == BAD_TEXT  # the returned path opens the real file
    assert display_path(hit.path) == str(folder / "bad_\ufffd\ufffd.txt")
    assert "bad \ufffd\ufffd" in hit.context  # the passage header names it readably
    [vector_hit] = search(library, embedder, "quartermaster zeppelin", k=1, mode="vector")
    assert vector_hit.path == hit.path

    again = summary_of(run_index(library, embedder, [folder]))
    assert (again["unchanged"], again["indexed"], again["skipped"]) == (2, 0, 0)

    os.remove(raw)
    gone = summary_of(run_index(library, embedder))
    assert gone["deleted"] == 1
    assert search(library, embedder, "quartermaster zeppelin", k=3, mode="lexical") == []
    assert list(files_on_record(library)) == [str(folder / "good.txt")]
    assert_consistent(library, embedder.id)


def test_folder_with_invalid_utf8_name_is_a_library_folder_like_any_other(
        library, embedder, tmp_path):
    root = os.fsdecode(os.path.join(os.fsencode(tmp_path), b"Dokumente_\xe4"))
    bad_file(Path(root), b"Bericht_\xfc.txt")
    summary = summary_of(run_index(library, embedder, [root]))
    assert summary["indexed"] == 1
    [key] = library.manifest.roots()
    assert os_path(key) == root and "\ufffd" in display_path(key)
    again = summary_of(run_index(library, embedder))  # the stored root is walked again
    assert (again["unchanged"], again["deleted"]) == (1, 0)
    [hit] = search(library, embedder, "quartermaster", k=1, mode="lexical")
    assert Path(os_path(hit.path)).read_bytes() == BAD_TEXT
    files, _ = library.remove_folder(key)
    assert files == 1 and library.manifest.files() == {}


def test_real_private_use_name_and_undecodable_name_stay_two_files(library, embedder, folder):
    real = folder / "\uef80\uefff.txt"  # valid UTF-8 that uses the borrowed code points
    real.write_bytes(b"Private use name holds walrus notes.\n")
    raw = bad_file(folder, b"\x80\xff.txt", b"Undecodable name holds narwhal notes.\n")
    summary = summary_of(run_index(library, embedder, [folder]))
    assert summary["indexed"] == 3
    [walrus] = search(library, embedder, "walrus", k=1, mode="lexical")
    [narwhal] = search(library, embedder, "narwhal", k=1, mode="lexical")
    assert walrus.path != narwhal.path
    assert os_path(walrus.path) == str(real) and os_path(narwhal.path) == raw
    assert Path(os_path(walrus.path)).read_bytes().startswith(b"Private use")
    assert Path(os_path(narwhal.path)).read_bytes().startswith(b"Undecodable")
    assert display_path(walrus.path).endswith("/\uef80\uefff.txt")
    assert display_path(narwhal.path).endswith("/\ufffd\ufffd.txt")
    assert summary_of(run_index(library, embedder))["unchanged"] == 3


def test_cli_indexes_lists_and_finds_an_invalid_utf8_name(tmp_path, folder):
    bad_file(folder)
    (folder / "two\nlines.txt").write_text("A newline hides in this walrus name.\n",
                                           encoding="utf-8")
    data = tmp_path / "data"
    first = cli("index", str(folder), "--no-vectors", data=data)
    assert first.returncode == 0, first.stderr
    assert first.stdout.startswith("3 files: 3 indexed")

    again = cli("index", "--no-vectors", data=data)
    assert again.returncode == 0 and "0 indexed, 0 reused, 3 unchanged" in again.stdout

    found = cli("search", "quartermaster zeppelin", "--mode", "lexical", data=data)
    assert found.returncode == 0
    assert found.stdout.splitlines()[0].startswith(f"[1] {folder}/bad_\ufffd\ufffd.txt")
    walrus = cli("search", "walrus", "--mode", "lexical", data=data)
    assert walrus.stdout.splitlines()[0].startswith(f"[1] {folder}/two\\nlines.txt")
    only = cli("search", "quartermaster apples", "--mode", "lexical", "--file",
               os.path.join(os.fsencode(folder), BAD_NAME), data=data)  # the name as typed
    assert "bad_\ufffd\ufffd.txt" in only.stdout and "good.txt" not in only.stdout

    status = cli("status", data=data)
    assert status.returncode == 0 and "files: 3 (3 indexed, 0 skipped, 0 failed)" in status.stdout
    as_json = json.loads(cli("status", "--json", data=data).stdout)
    assert as_json["indexed"] == 3


# -- names that are long or odd -------------------------------------------------------------

def test_long_names_up_to_the_limit_and_newlines_are_indexed(library, embedder, folder):
    names = ["x" * 246 + ".txt",  # 250 bytes
             "y" * 251 + ".txt",  # 255 bytes: the longest name most file systems allow
             "é" * 125 + ".txt",  # 254 bytes in 129 characters
             "line\none.txt", "tab\tand\rreturn.txt"]
    for i, name in enumerate(names):
        (folder / name).write_text(f"Odd name number {i} marks token{i}.\n", encoding="utf-8")
    with pytest.raises(OSError) as too_long:
        (folder / ("z" * 252 + ".txt")).write_text("never", encoding="utf-8")
    assert too_long.value.errno == errno.ENAMETOOLONG  # 256 bytes: no file, nothing to index
    summary = summary_of(run_index(library, embedder, [folder]))
    assert (summary["indexed"], summary["skipped"], summary["failed"]) == (6, 0, 0)
    for i, name in enumerate(names):
        [hit] = search(library, embedder, f"token{i}", k=1, mode="lexical")
        assert Path(os_path(hit.path)).name == name
        assert "\n" not in display_path(hit.path) and "\t" not in display_path(hit.path)
    assert summary_of(run_index(library, embedder))["unchanged"] == 6


# -- special files and links -----------------------------------------------------------------

SPECIAL_REASONS = {
    "pipe.txt": "not a regular file (named pipe)",
    "pipe": "not a regular file (named pipe)",
    "socket": "not a regular file (socket)",
    "zero.txt": "not a regular file (character device)",
    "null": "not a regular file (character device)",
    "loop_a.txt": "link loop",
    "loop_b.txt": "link loop",
    "loop_a": "link loop",
    "loop_b": "link loop",
    "dangling.txt": "broken link",
    "dangling": "broken link",
    "sub/up": "folder link loop — already visited",
}


def make_special_files(folder: Path) -> socket.socket:
    """Named pipes, a socket, devices, link loops and a dangling link; returns the socket."""
    os.mkfifo(folder / "pipe.txt")  # opening it would wait for a writer forever
    os.mkfifo(folder / "pipe")  # no suffix: sniffing its first bytes would wait too
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(folder / "socket"))
    (folder / "zero.txt").symlink_to("/dev/zero")  # reading it never ends
    (folder / "null").symlink_to("/dev/null")
    for a, b in (("loop_a.txt", "loop_b.txt"), ("loop_a", "loop_b")):
        (folder / a).symlink_to(b)
        (folder / b).symlink_to(a)
    (folder / "dangling.txt").symlink_to(folder / "nowhere.txt")
    (folder / "dangling").symlink_to(folder / "nowhere")
    (folder / "sub").mkdir()
    (folder / "sub" / "inner.md").write_text("# Inner\n\nPlums ripen late.\n", encoding="utf-8")
    (folder / "sub" / "up").symlink_to("..", target_is_directory=True)
    (folder / "photo.sock").symlink_to("/dev/zero")  # not a document type: quietly ignored
    return server


def test_special_files_are_listed_with_a_reason_and_never_opened(tmp_path, folder):
    server = make_special_files(folder)
    bad_file(folder)
    data = tmp_path / "data"
    try:
        first = cli("index", str(folder), "--no-vectors", data=data)
        again = cli("index", "--no-vectors", data=data)
        status = cli("status", data=data)
        as_json = json.loads(cli("status", "--json", data=data).stdout)
    finally:
        server.close()
    total = 3 + len(SPECIAL_REASONS)
    assert first.returncode == 0, first.stderr
    assert first.stdout.startswith(f"{total} files: 3 indexed, 0 reused, 0 unchanged,"
                                   f" {len(SPECIAL_REASONS)} skipped, 0 failed")
    assert again.returncode == 0
    assert f"0 indexed, 0 reused, {total} unchanged, 0 skipped" in again.stdout
    for output in (first.stdout, status.stdout):
        for name, reason in SPECIAL_REASONS.items():
            assert any(line.endswith(f"/{name}") and reason in line
                       for line in output.splitlines()), (name, output)
    listed = {os.path.relpath(p["path"], folder): p["reason"] for p in as_json["problems"]}
    assert listed == SPECIAL_REASONS
    assert as_json["indexed"] == 3 and as_json["skipped"] == len(SPECIAL_REASONS)


def test_a_fixed_link_is_indexed_and_its_problem_forgotten(library, embedder, folder):
    (folder / "later.txt").symlink_to(folder / "target.txt")
    first = summary_of(run_index(library, embedder, [folder]))
    assert [(Path(p["path"]).name, p["reason"]) for p in first["problems"]] == \
        [("later.txt", "broken link")]
    assert [Path(r.path).name for r in library.manifest.problems()] == ["later.txt"]
    (folder / "target.txt").write_text("The link now leads to gooseberries.\n", encoding="utf-8")
    fixed = summary_of(run_index(library, embedder))
    assert fixed["indexed"] + fixed["reused"] == 2 and fixed["skipped"] == 0
    assert library.manifest.problems() == []
    assert search(library, embedder, "gooseberries", k=2, mode="lexical")
    (folder / "later.txt").unlink()
    (folder / "target.txt").unlink()
    assert summary_of(run_index(library, embedder))["deleted"] == 2
    assert library.manifest.problems() == []
    assert_consistent(library, embedder.id)


# -- many files ------------------------------------------------------------------------------

@pytest.mark.slow
def test_a_folder_of_twenty_thousand_files_is_indexed_completely(tmp_path, embedder):
    folder = tmp_path / "many"
    folder.mkdir()
    n = 20_000
    for i in range(n):
        (folder / f"note{i:05d}.txt").write_text(f"Note number {i} says word{i}.\n",
                                                 encoding="utf-8")
    settings = IndexSettings(parse_workers=2, file_time_budget_s=30)
    with Library(tmp_path / "data", settings) as library:
        summary = summary_of(run_index(library, embedder, [folder], fill_vectors=False))
        assert (summary["files"], summary["indexed"], summary["failed"]) == (n, n, 0)
        counts = library.manifest.counts(None)
        assert (counts["files"], counts["indexed"], counts["chunks"]) == (n, n, n)
        for i in (0, 12_345, n - 1):
            [hit] = search(library, embedder, f"word{i}", k=1, mode="lexical")
            assert Path(hit.path).name == f"note{i:05d}.txt"
        assert summary_of(run_index(library, embedder, fill_vectors=False))["unchanged"] == n


# -- the window -------------------------------------------------------------------------------

def test_window_lists_and_opens_an_invalid_utf8_name(qtbot, make_window, folder):
    raw = bad_file(folder)
    os.mkfifo(folder / "pipe.txt")
    window = make_window()
    drop(window, [folder])
    wait_indexed(qtbot, window)
    summary = window.indexing.progress.summary
    assert (summary["indexed"], summary["skipped"], summary["failed"]) == (2, 1, 0)

    key = path_key(raw)
    assert window.files.status_of(key)[0] == "indexed"
    item = window.files._items[key]
    assert item.text(1) == "bad_\ufffd\ufffd.txt"
    assert window.files.status_of(str(folder / "pipe.txt")) == \
        ("skipped", "not a regular file (named pipe)")
    qtbot.waitUntil(lambda: window.library_panel.roots() == [str(folder)])
    assert window.library_panel.list.item(0).text().startswith("docs\n2 files")

    window.files.tree.setCurrentItem(item)
    window.files.open_button.click()
    assert window.opened == [key]
    assert Path(os_path(window.opened[0])).read_bytes() == BAD_TEXT


def test_viewer_and_exports_read_the_real_file(library, embedder, folder):
    from desktop_app.assistant.citations import Citation
    from desktop_app.assistant.state import Turn
    from desktop_app.core.documents import load_for_citation
    from desktop_app.export.model import reference

    raw = bad_file(folder)
    run_index(library, embedder, [folder])
    [hit] = search(library, embedder, "quartermaster zeppelin", k=1, mode="lexical")
    data = load_for_citation(hit.path, hit.page, hit.section, hit.start_index, hit.text)
    assert "quartermaster ordered zeppelin" in data.text
    assert data.text[data.start:data.end].startswith("The quartermaster")
    citation = Citation.from_hit(1, hit, "zeppelin")
    assert citation.file_name == "bad_\ufffd\ufffd.txt"
    assert citation.label == "bad_\ufffd\ufffd.txt"
    turn = Turn(question="zeppelin?", answer="Spares were ordered [1].", outcome="answered",
                citations={1: citation})
    ref = reference(1, turn)
    assert ref.path == str(folder / "bad_\ufffd\ufffd.txt")  # what the reader sees
    assert ref.uri == Path(raw).as_uri() and ref.uri.endswith("/bad_%FF%FE.txt")  # the bytes
    assert Path(os_path(hit.path)) == Path(raw)


def test_status_dict_is_json_ready_with_a_bad_name_problem(library, embedder, folder):
    bad_file(folder, b"empty_\xff.txt", b"")
    run_index(library, embedder, [folder])
    problems = status_dict(library)["problems"]
    assert [(display_path(p["path"]), p["reason"]) for p in problems] == \
        [(str(folder / "empty_\ufffd.txt"), "empty file")]
    json.dumps(problems, ensure_ascii=False).encode("utf-8")


def test_a_pipe_swapped_in_after_the_walk_is_refused_not_waited_on(tmp_path):
    """Between the walk and the hashing/sniffing, a file may become a named pipe."""
    from indexer.ingest.loaders import is_supported
    from indexer.pipeline.nodes import _hash_file

    pipe = tmp_path / "notes"
    os.mkfifo(pipe)
    with pytest.raises(OSError, match="not a regular file"):
        _hash_file(str(pipe))  # opening it for reading would wait for a writer forever
    assert not is_supported(pipe)  # a suffix-less name is sniffed: not this one
