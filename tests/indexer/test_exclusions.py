"""Exclusion rules: files, subfolders and patterns kept out of a library folder, and back in."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from indexer.ingest.discovery import Exclusion, walk
from indexer.ingest.loaders import is_supported
from indexer.retrieval.search import search
from indexer.store.library import Library, NotInLibrary, rules_for
from tests.helpers import run_index, summary_of
from tests.helpers.checks import assert_consistent

PROJECT = Path(__file__).resolve().parents[2]


def found_paths(library: Library, embedder, query: str, mode: str) -> set[str]:
    return {hit.path for hit in search(library, embedder, query, k=10, mode=mode)}  # type: ignore[arg-type]


@pytest.fixture
def messy(docs: Path) -> Path:
    """The sample documents plus what users want kept out: drafts, logs, build output."""
    (docs / "drafts").mkdir()
    (docs / "drafts" / "old-plan.txt").write_text("Zebra migration plan, abandoned draft.\n")
    (docs / "drafts" / "deep").mkdir()
    (docs / "drafts" / "deep" / "older.md").write_text("# Zebra notes\n\nVery old.\n")
    (docs / "server.log").write_text("zebra service restarted at noon\n")
    (docs / "build" / "pkg").mkdir(parents=True)
    (docs / "build" / "pkg" / "README.md").write_text("zebra package readme\n")
    return docs


def test_an_excluded_subfolder_is_never_entered(messy: Path, monkeypatch):
    entered: list[str] = []
    real_scandir = os.scandir

    def spying_scandir(path):
        entered.append(os.fspath(path))
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", spying_scandir)
    rule = Exclusion(str(messy), "drafts", "path")
    result = walk([str(messy)], is_supported, exclusions={str(messy): [rule]})

    assert str(messy / "drafts") not in entered and str(messy / "drafts" / "deep") not in entered
    assert str(messy / "invoices") in entered
    paths = {f.path for f in result.files}
    assert not any("drafts" in p for p in paths) and str(messy / "contract.txt") in paths
    assert result.excluded_folders[str(messy)] == 1 and result.problems == []


def test_glob_rules_match_names_and_paths_inside_the_folder(library, embedder, messy: Path):
    library.manifest.add_roots([str(messy)])
    library.exclude(rules_for("*.log", library.manifest.roots())
                    + rules_for("drafts/**", library.manifest.roots(), str(messy))
                    + [Exclusion(str(messy), "build", "pattern")])
    summary = summary_of(run_index(library, embedder, [messy]))

    assert summary["indexed"] == 3  # contract, notes, invoice
    assert summary["skipped"] == 0 and summary["problems"] == []  # no "skipped" noise
    assert (summary["excluded_files"], summary["excluded_folders"]) == (1, 2)
    assert summary["exclusion_rules"] == 3
    assert found_paths(library, embedder, "zebra", "lexical") == set()


def test_an_indexed_file_excluded_later_leaves_both_searches_and_comes_back(
        library, embedder, messy: Path):
    run_index(library, embedder, [messy])
    plan = str(messy / "drafts" / "old-plan.txt")
    assert plan in found_paths(library, embedder, "zebra migration plan", "lexical")
    assert plan in found_paths(library, embedder, "zebra migration plan", "vector")

    [rule] = library.exclude(rules_for(plan, library.manifest.roots()))
    assert rule == Exclusion(str(messy), "drafts/old-plan.txt", "path")
    summary = summary_of(run_index(library, embedder))
    assert summary["deleted"] == 1 and summary["chunks_removed"] >= 1
    assert summary["excluded_files"] == 1
    assert plan not in found_paths(library, embedder, "zebra migration plan", "lexical")
    assert plan not in found_paths(library, embedder, "zebra migration plan", "vector")
    assert library.manifest.file_state(plan) is None
    assert_consistent(library, embedder.id)

    assert library.include([rule]) == [rule]
    again = summary_of(run_index(library, embedder))
    assert again["indexed"] == 1 and again["excluded_files"] == 0
    assert plan in found_paths(library, embedder, "zebra migration plan", "lexical")
    assert plan in found_paths(library, embedder, "zebra migration plan", "vector")
    assert_consistent(library, embedder.id)


def test_rules_survive_reopening_and_status_counts_what_they_left_out(
        tmp_path, settings, embedder, messy: Path):
    with Library(tmp_path / "data", settings) as library:
        run_index(library, embedder, [messy])
        library.exclude(rules_for(str(messy / "drafts"), library.manifest.roots()))
        library.exclude(rules_for("*.log", library.manifest.roots()))
        run_index(library, embedder)
    with Library(tmp_path / "data", settings) as reopened:
        status = reopened.status()
        assert [(r.rule, r.kind) for r in status.exclusions] == [("drafts", "path"),
                                                                 ("*.log", "pattern")]
        assert (status.excluded_files, status.excluded_folders) == (1, 1)
        assert summary_of(run_index(reopened, embedder))["unchanged"] == status.files


def test_an_older_library_without_rules_opens_and_takes_them(tmp_path, settings, embedder,
                                                             docs: Path):
    with Library(tmp_path / "data", settings) as library:
        run_index(library, embedder, [docs])
    db = sqlite3.connect(tmp_path / "data" / "library.sqlite")
    db.execute("DROP TABLE exclusions")  # as a library written before rules existed
    db.commit()
    db.close()

    with Library(tmp_path / "data", settings) as old:
        assert old.status().exclusions == [] and old.status().indexed == 3
        old.exclude(rules_for(str(docs / "notes.md"), old.manifest.roots()))
        assert summary_of(run_index(old, embedder))["deleted"] == 1
        assert old.status().indexed == 2


def test_paths_outside_the_library_and_whole_folders_are_refused(tmp_path, docs: Path):
    roots = [str(docs)]
    with pytest.raises(NotInLibrary, match="not inside a library folder"):
        rules_for(str(tmp_path / "elsewhere.txt"), roots)
    with pytest.raises(ValueError, match="library folder itself"):
        rules_for(str(docs), roots)
    with pytest.raises(NotInLibrary, match="is not a library folder"):
        rules_for("*.log", roots, str(tmp_path))


# -- the command line -------------------------------------------------------------------------

def cli(*args: str, data: Path, cwd: Path = PROJECT) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(PROJECT)}
    return subprocess.run([sys.executable, "-m", "indexer", "--data-dir", str(data), *args],
                          cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def test_cli_exclude_include_exclusions_and_status(tmp_path, messy: Path):
    data = tmp_path / "data"
    assert cli("index", str(messy), "--no-vectors", "--quiet", data=data).returncode == 0
    assert "old-plan.txt" in cli("search", "zebra migration", "--mode", "lexical", data=data).stdout

    excluded = cli("exclude", "drafts", "*.log", data=data, cwd=messy)
    assert excluded.returncode == 0, excluded.stderr
    assert f"excluded from {messy}: drafts/ (folder)" in excluded.stdout
    assert f"excluded from {messy}: *.log (pattern)" in excluded.stdout
    listed = cli("exclusions", data=data)
    assert listed.stdout.splitlines() == [f"{messy}: 2 rules", "  drafts/ (folder)",
                                          "  *.log (pattern)"]

    run = cli("index", "--no-vectors", "--quiet", data=data)
    assert run.returncode == 0
    assert "1 file and 1 folder excluded by 2 rules" in run.stdout
    assert "old-plan.txt" not in cli("search", "zebra migration", "--mode", "lexical",
                                     data=data).stdout
    status = cli("status", data=data).stdout
    assert "exclusions: 1 file and 1 folder excluded by 2 rules at the last run" in status
    assert f"  {messy}: drafts/ (folder), *.log (pattern)" in status

    included = cli("include", str(messy / "drafts"), data=data)
    assert included.returncode == 0 and "included again" in included.stdout
    cli("index", "--no-vectors", "--quiet", data=data)
    assert "old-plan.txt" in cli("search", "zebra migration", "--mode", "lexical", data=data).stdout
    assert cli("exclusions", data=data).stdout.splitlines() == [f"{messy}: 1 rule",
                                                                "  *.log (pattern)"]


def test_cli_refuses_paths_outside_the_library_and_unknown_rules(tmp_path, docs: Path):
    data = tmp_path / "data"
    assert cli("index", str(docs), "--no-vectors", "--quiet", data=data).returncode == 0
    outside = tmp_path / "elsewhere.txt"
    outside.write_text("not in the library\n")

    refused = cli("exclude", str(outside), data=data)
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr.strip() == (f"error: {outside} is not inside a library folder "
                                      f"(library folders: {docs})")
    unknown = cli("include", "*.tmp", data=data)
    assert unknown.returncode == 2 and len(unknown.stderr.strip().splitlines()) == 1
    assert "*.tmp is not an exclusion rule" in unknown.stderr
    assert cli("exclusions", data=data).stdout.strip() == f"{docs}: nothing excluded"
