"""Bad input never stops a run: each problem file is reported with a reason, the rest indexed."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from indexer.base.settings import IndexSettings
from indexer.retrieval.search import search
from tests.helpers import (
    crashing_parse,
    editing_parse,
    hanging_parse,
    run_index,
    summary_of,
    vanishing_parse,
)


def problems_by_name(summary: dict) -> dict[str, str]:
    return {Path(p["path"]).name: p["reason"] for p in summary["problems"]}


def test_odd_files_and_folders_are_reported_not_fatal(library, embedder, docs, tmp_path):
    (docs / "empty.txt").write_bytes(b"")
    (docs / "binary.txt").write_bytes(bytes(range(256)) * 40)
    (docs / "dangling.txt").symlink_to(tmp_path / "nowhere.txt")
    (docs / "loop").symlink_to(docs, target_is_directory=True)
    for tool_dir in (".git", "node_modules", "__pycache__", ".venv"):
        (docs / tool_dir).mkdir()
        (docs / tool_dir / "inside.txt").write_text("tool folder text", encoding="utf-8")
    (docs / "photo.jpg").write_bytes(b"\xff\xd8\xff\xe0" + b"0" * 100)
    summary = summary_of(run_index(library, embedder, [docs]))
    reasons = problems_by_name(summary)
    assert reasons["empty.txt"] == "empty file"
    assert reasons["binary.txt"] == "binary file"
    assert reasons["dangling.txt"] == "broken link"
    assert "loop" in reasons and "link loop" in reasons["loop"]
    assert summary["indexed"] == 3
    indexed = set(library.manifest.files())
    assert not any(part in p for p in indexed
                   for part in (".git", "node_modules", "__pycache__", ".venv", "photo.jpg"))


def test_huge_file_is_skipped_with_the_limit(tmp_path, embedder, docs):
    from indexer.store.library import Library

    (docs / "big.txt").write_text("word " * 300_000, encoding="utf-8")
    with Library(tmp_path / "lib", IndexSettings(max_file_bytes=1_000_000)) as library:
        summary = summary_of(run_index(library, embedder, [docs]))
    assert problems_by_name(summary)["big.txt"] == "too large (1 MB > 1 MB limit)"
    assert summary["indexed"] == 3


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any file, so permission denied cannot happen")
def test_unreadable_file_is_skipped(library, embedder, docs):
    secret = docs / "secret.txt"
    secret.write_text("private", encoding="utf-8")
    secret.chmod(0)
    summary = summary_of(run_index(library, embedder, [docs]))
    assert problems_by_name(summary)["secret.txt"] == "permission denied"


def test_a_hanging_parser_is_stopped_at_its_time_budget(tmp_path, embedder, docs):
    from indexer.store.library import Library

    (docs / "hang.txt").write_text("this parse never ends", encoding="utf-8")
    started = time.monotonic()
    settings = IndexSettings(file_time_budget_s=1, wall_time_factor=3, parse_workers=1)
    with Library(tmp_path / "lib", settings) as library:
        summary = summary_of(run_index(library, embedder, [docs], parse_fn=hanging_parse))
    assert time.monotonic() - started < 60
    reason = problems_by_name(summary)["hang.txt"]
    assert "time budget" in reason and "stuck" in reason and "will retry on the next run" in reason
    assert summary["failed"] == 1 and summary["indexed"] == 3


def test_a_crashing_parser_costs_one_file(library, embedder, docs):
    (docs / "crash.txt").write_text("this file kills its parser", encoding="utf-8")
    summary = summary_of(run_index(library, embedder, [docs], parse_fn=crashing_parse))
    assert "parser crashed" in problems_by_name(summary)["crash.txt"]
    assert summary["indexed"] == 3


def test_a_file_edited_while_parsed_is_left_for_the_next_run(library, embedder, docs):
    (docs / "edit.txt").write_text("First draft of the minutes.\n", encoding="utf-8")
    summary = summary_of(run_index(library, embedder, [docs], parse_fn=editing_parse))
    assert "changed while being indexed" in problems_by_name(summary)["edit.txt"]
    assert str(docs / "edit.txt") not in library.manifest.files()
    summary = summary_of(run_index(library, embedder, [docs]))
    assert summary["indexed"] == 1 and summary["unchanged"] == 3


def test_a_file_deleted_while_parsed_is_reported_and_not_kept(library, embedder, docs):
    (docs / "gone.txt").write_text("Soon deleted.\n", encoding="utf-8")
    summary = summary_of(run_index(library, embedder, [docs], parse_fn=vanishing_parse))
    assert problems_by_name(summary)["gone.txt"] == "vanished during indexing"
    assert search(library, embedder, "Soon deleted", mode="lexical") == []


def test_the_whole_robustness_corpus_indexes_without_crash_or_hang(tmp_path, embedder, shared_data):
    """~540 third-party malformed, encrypted, scanned and odd-encoding documents."""
    from indexer.store.library import Library

    corpus = shared_data / "robustness"
    settings = IndexSettings(file_time_budget_s=60, parse_workers=2)
    with Library(tmp_path / "lib", settings) as library:
        summary = summary_of(run_index(library, embedder, [corpus], fill_vectors=False))
        assert summary["failed"] + summary["skipped"] + summary["indexed"] + summary["reused"] == summary["files"]
        rows = library.manifest.files()
    assert summary["indexed"] > 100
    for path, row in rows.items():
        if row.state != "indexed":
            assert row.reason, f"{path} was not indexed and has no reason"
    reasons = {Path(p["path"]).name: p["reason"] for p in summary["problems"]}
    # a scanned page is read by OCR (on by default), keeping its page number
    assert rows[str(corpus / "unstructured_example-docs/pdf/loremipsum-flat.pdf")].state == "indexed"
    assert reasons["r4-user-password.pdf"] == "password protected"
    assert rows[str(corpus / "pypdf_resources/encryption/r6-empty-password.pdf")].state == "indexed"
