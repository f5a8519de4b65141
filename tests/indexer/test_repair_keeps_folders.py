"""A repair restores the library's folders and exclusion rules from folders.json (issue item 15)."""

from __future__ import annotations

import sqlite3
import stat
from pathlib import Path

import pytest

from indexer.cli.main import main
from indexer.retrieval.search import search
from indexer.store.library import Library, rules_for
from tests.helpers import HashEmbedder, run_index


@pytest.fixture
def two_folders(tmp_path: Path) -> tuple[Path, Path]:
    """(letters, reports): two library folders with one unique word per file; letters/drafts
    is what the user keeps out."""
    letters, reports = tmp_path / "letters", tmp_path / "reports"
    (letters / "drafts").mkdir(parents=True)
    reports.mkdir()
    (letters / "landlord.txt").write_text("The landlord repaired the quixotic boiler.\n")
    (letters / "drafts" / "unsent.txt").write_text("An unsent zeppelin complaint.\n")
    (reports / "annual.md").write_text("# Annual report\n\nRevenue from marmalade grew.\n")
    return letters, reports


@pytest.fixture
def indexed(tmp_path: Path, two_folders: tuple[Path, Path], settings,
            monkeypatch: pytest.MonkeyPatch) -> Path:
    """The data dir of a library of both folders, letters/drafts excluded, vectors made; the
    CLI's embedder is the same deterministic one."""
    monkeypatch.setattr("indexer.servers.embedders.make_embedder",
                        lambda spec, url=None: HashEmbedder())
    data = tmp_path / "data"
    letters, reports = two_folders
    with Library(data, settings) as library:
        run_index(library, HashEmbedder(), [letters, reports])
        library.exclude(rules_for(str(letters / "drafts"), library.manifest.roots()))
        run_index(library, HashEmbedder())
    return data


def truncate(db: Path, cut: str) -> None:
    """Cut library.sqlite in half, or just before the page holding the folder list."""
    with sqlite3.connect(db) as conn:
        page_size = conn.execute("PRAGMA page_size").fetchone()[0]
        roots_page = conn.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = 'roots'").fetchone()[0]
    conn.close()
    size = db.stat().st_size // 2 if cut == "half" else (roots_page - 1) * page_size
    with open(db, "r+b") as f:
        f.truncate(size)


def cli(data: Path, *args: str) -> int:
    return main(["--data-dir", str(data), *args])


def found(data: Path, word: str) -> set[str]:
    with Library(data) as library:
        return {Path(h.path).name for h in search(library, HashEmbedder(), word, k=3,
                                                  mode="lexical")}


@pytest.mark.parametrize("cut", ["half", "before the folder list"])
def test_repair_restores_the_folders_and_exclusions_and_the_next_run_finds_the_files(
        indexed: Path, two_folders: tuple[Path, Path], cut: str, capsys) -> None:
    letters, reports = two_folders
    assert stat.S_IMODE((indexed / "folders.json").stat().st_mode) == 0o600
    truncate(indexed / "library.sqlite", cut)

    assert cli(indexed, "repair", "--quiet") == 0
    out = capsys.readouterr().out
    assert "library index (library.sqlite): damaged" in out
    assert f"folders restored: {letters}, {reports} (1 exclusion rule)" in out

    with Library(indexed) as library:
        assert library.manifest.roots() == [str(letters), str(reports)]
        assert [(r.root, r.rule) for r in library.manifest.exclusions()] == [(str(letters), "drafts")]
    assert cli(indexed, "index", "--quiet") == 0
    with Library(indexed) as library:
        assert library.manifest.counts(None)["indexed"] == 2  # the excluded file left out
    assert found(indexed, "quixotic") == {"landlord.txt"}
    assert found(indexed, "marmalade") == {"annual.md"}
    assert found(indexed, "zeppelin") == set()  # still excluded


def test_a_damaged_folder_list_does_not_stop_the_repair_and_is_said(
        indexed: Path, two_folders: tuple[Path, Path], capsys) -> None:
    letters, reports = two_folders
    damaged = b'{"format": 1, "folders": [{"path": "/home/ann/le\x00'
    (indexed / "folders.json").write_bytes(damaged)
    truncate(indexed / "library.sqlite", "before the folder list")

    assert cli(indexed, "repair", "--quiet", str(letters), str(reports)) == 0  # as today
    out = capsys.readouterr().out
    assert "folder list: could not be restored" in out and "folders.json is damaged" in out
    [aside] = indexed.glob("damaged-*")
    assert (aside / "folders.json").read_bytes() == damaged  # kept for the user, not deleted
    with Library(indexed) as library:
        assert library.manifest.roots() == [str(letters), str(reports)]
    assert found(indexed, "marmalade") == {"annual.md"}
    assert f'"path": "{reports}"' in (indexed / "folders.json").read_text()  # written anew
