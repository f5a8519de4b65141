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


def test_status_json_counts_the_folder_and_its_problems(tmp_path, docs):
    import json

    (docs / "empty.txt").write_bytes(b"")
    data = tmp_path / "data"
    assert cli("index", str(docs), "--no-vectors", data=data).returncode == 0
    out = cli("status", "--json", data=data)
    assert out.returncode == 0, out.stderr
    status = json.loads(out.stdout)
    assert status["data_dir"] == str(data) and status["folders"] == [str(docs)]
    assert (status["files"], status["indexed"], status["skipped"], status["failed"]) == (4, 3, 1, 0)
    assert status["passages"] >= 3 and status["passages_with_vectors"] == 0
    assert status["semantic_fraction"] == 0
    [problem] = status["problems"]
    assert problem["path"] == str(docs / "empty.txt") and problem["status"] == "skipped"
    assert "empty file" in problem["reason"] and problem["rel_path"] == "empty.txt"


def test_search_json_runs_a_file_of_queries_in_one_process(tmp_path, docs, shared_data):
    import json

    data = tmp_path / "data"
    pdf = shared_data / "robustness/pdfminer_samples/contrib/issue-1061-colour-space-stack.pdf"
    assert cli("index", str(docs), str(pdf), "--no-vectors", data=data).returncode == 0
    queries = tmp_path / "queries.txt"
    queries.write_text("misleading confidence intervals\n\n  Rotterdam warehouse  \n", encoding="utf-8")
    out = cli("search", "--json", "--queries", str(queries), "-k", "3", "--mode", "lexical", data=data)
    assert out.returncode == 0, out.stderr
    results = json.loads(out.stdout)
    assert [r["query"] for r in results] == ["misleading confidence intervals", "Rotterdam warehouse"]
    top_pdf, top_txt = results[0]["hits"][0], results[1]["hits"][0]
    assert (top_pdf["path"], top_pdf["page"]) == (str(pdf), 9)
    assert top_pdf["lexical_rank"] == 1 and top_pdf["vector_rank"] is None
    assert top_txt["path"] == str(docs / "contract.txt") and top_txt["rel_path"] == "contract.txt"
    assert set(top_txt) >= {"section", "score", "text", "other_paths", "chunk_id"}

    one = json.loads(cli("search", "--json", "Müller", "--type", "text", data=data).stdout)
    assert len(one) == 1 and one[0]["hits"][0]["path"].endswith("mueller.txt")


def test_search_piped_into_a_reader_that_stops_early_ends_quietly(tmp_path, docs):
    """``search … | head -1``: no traceback about the closed pipe, the shell's exit code."""
    data = tmp_path / "data"
    assert cli("index", str(docs), "--no-vectors", data=data).returncode == 0
    queries = tmp_path / "queries.txt"  # far more output than a pipe holds
    queries.write_text("agreement notice\ngarden invoice\n" * 400, encoding="utf-8")
    proc = subprocess.Popen([sys.executable, "-m", "indexer", "--data-dir", str(data), "search",
                             "--queries", str(queries), "--mode", "lexical"], cwd=PROJECT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout.readline().startswith("query: agreement notice")
    proc.stdout.close()  # what `head -1` does once it has its line
    stderr = proc.stderr.read()
    assert proc.wait(timeout=120) == 141, stderr
    assert stderr == ""


def test_search_without_queries_or_with_a_missing_file_is_a_usage_error(tmp_path):
    from indexer.store.library import Library

    data = tmp_path / "data"
    Library(data).close()  # an empty library: a data dir without one is another error
    nothing = cli("search", "--json", data=data)
    assert nothing.returncode == 2 and "needs a query or --queries" in nothing.stderr
    missing = cli("search", "--json", "--queries", str(tmp_path / "nope.txt"), data=data)
    assert missing.returncode == 2 and "nope.txt" in missing.stderr and missing.stdout == ""
