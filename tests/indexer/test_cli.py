"""``python -m indexer`` as a user runs it: index, status, search, exit codes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[2]


def cli(*args: str, data: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "indexer", "--data-dir", str(data), *args],
                          cwd=PROJECT, capture_output=True, text=True, timeout=300)


def test_index_status_search_with_the_builtin_embedder(tmp_path, docs):
    (docs / "empty.txt").write_bytes(b"")
    data = tmp_path / "data"
    first = cli("index", str(docs), data=data)
    assert first.returncode == 0, first.stderr
    assert "4 files: 3 indexed" in first.stdout and "0 awaiting vectors" in first.stdout
    assert "empty file" in first.stdout and "empty.txt" in first.stdout

    again = cli("index", data=data)
    assert again.returncode == 0 and "0 indexed, 0 reused, 4 unchanged" in again.stdout

    status = cli("status", data=data)
    assert "builtin:multilingual-e5-small-q4" in status.stdout
    assert "100% semantic" in status.stdout and "empty.txt" in status.stdout

    found = cli("search", "who can end the agreement and how early must they say so", "-k", "2", data=data)
    assert found.returncode == 0
    assert found.stdout.splitlines()[0].startswith(f"[1] {docs / 'contract.txt'}")
    assert "vector #1" in found.stdout.splitlines()[0]


def test_keyword_only_run_then_search_and_refusals(tmp_path, docs):
    data = tmp_path / "data"
    assert cli("index", str(docs), "--no-vectors", data=data).returncode == 0
    found = cli("search", "Müller", data=data)
    assert "mueller.txt" in found.stdout and "keyword #1" in found.stdout
    only_md = cli("search", "garden tomatoes invoice", "--type", "markdown", data=data)
    assert "notes.md" in only_md.stdout and "mueller.txt" not in only_md.stdout
    in_folder = cli("search", "garden tomatoes invoice", "--folder", str(docs / "invoices"), data=data)
    assert "mueller.txt" in in_folder.stdout and "notes.md" not in in_folder.stdout
    assert "0% semantic" in cli("status", data=data).stdout

    refused = cli("--embedder", "ollama:nomic-embed-text", "index", str(docs), data=data)
    assert refused.returncode == 3
    assert "reembed --embedder ollama:nomic-embed-text" in refused.stderr

    missing = cli("index", str(tmp_path / "nope"), data=data)
    assert missing.returncode == 2 and "not found" in missing.stderr


def test_pdf_search_prints_file_and_page(tmp_path, shared_data):
    data = tmp_path / "data"
    pdf = shared_data / "robustness/pdfminer_samples/contrib/issue-1061-colour-space-stack.pdf"
    assert cli("index", str(pdf), "--no-vectors", data=data).returncode == 0
    # Words that occur only on page 9 of this 12-page paper.
    out = cli("search", "misleading confidence intervals", "-k", "1", "--mode", "lexical",
              data=data).stdout
    assert out.startswith(f"[1] {pdf} — page 9")


def test_remove_forgets_a_folder_but_not_the_files(tmp_path, docs):
    data = tmp_path / "data"
    cli("index", str(docs), "--no-vectors", data=data)
    out = cli("remove", str(docs), data=data)
    assert out.returncode == 0 and "3 files" in out.stdout
    assert (docs / "contract.txt").exists()
    assert "no matching passages" in cli("search", "Rotterdam", data=data).stdout


def test_ignore_globs_and_hidden_files(tmp_path, docs):
    data = tmp_path / "data"
    (docs / ".private.txt").write_text("hidden diary entry", encoding="utf-8")
    out = cli("index", str(docs), "--no-vectors", "--ignore", "invoices", "--ignore", "*.md", data=data)
    assert "1 files: 1 indexed" in out.stdout
    out = cli("index", str(docs), "--no-vectors", "--include-hidden", data=data)
    assert "4 files: 3 indexed" in out.stdout
    assert ".private.txt" in cli("search", "diary", data=data).stdout
