"""``python -m desktop_app ask``: the answer streams, references follow, conversations continue.

The model server is the scriptable ``FakeOllama`` (real HTTP, ChatOllama and OllamaEmbeddings
unmocked); the library is indexed through it by the real indexer.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_app import cli
from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.service import Assistant
from indexer.base.settings import IndexSettings
from indexer.servers.embedders import OllamaEmbedder
from indexer.store.library import Library
from tests.assistant.fake_ollama import ANSWER_WORDS
from tests.helpers import run_index


@pytest.fixture
def ollama_library(tmp_path: Path, corpus: Path, server) -> Path:
    data = tmp_path / "ollama-library"
    with Library(data, IndexSettings(parse_workers=1, file_time_budget_s=30)) as library:
        run_index(library, OllamaEmbedder("fake-embed", base_url=server.url), [corpus])
    return data


def ask(capsys, server, data: Path, question: str, *extra: str) -> tuple[int, str, str]:
    server.chat_replies.append("answer")
    code = cli.main(["ask", question, "--data-dir", str(data), "--model", "tiny:1b",
                     "--ollama-url", server.url, *extra])
    out, err = capsys.readouterr()
    return code, out, err


def test_ask_streams_the_answer_then_the_numbered_references(capsys, server, ollama_library,
                                                               corpus):
    code, out, err = ask(capsys, server, ollama_library, "When does the lease end?")
    assert code == cli.EXIT_OK
    assert out.startswith("".join(ANSWER_WORDS))
    references = out.split("References\n", 1)[1]
    first = references.splitlines()[0]
    assert first.startswith("[1] ") and f"— {corpus}" in first  # file, and where it is
    assert references.splitlines()[1].strip().startswith("“")  # the quoted passage
    assert "… searching 'When does the lease end?'…" in err
    thread = err.rsplit("--thread ", 1)[1].strip(" )\n")

    code, out, err = ask(capsys, server, ollama_library, "And the notice period?",
                         "--thread", thread)
    assert code == cli.EXIT_OK and f"--thread {thread}" in err
    with Assistant(AssistantSettings(), ollama_library) as reader:
        assert [t.question for t in reader.messages(thread)] == [
            "When does the lease end?", "And the notice period?"]
    sent = server.chat_bodies[-1]["messages"]
    assert [m["content"] for m in sent if m["role"] == "user"] == [
        "When does the lease end?", "And the notice period?"]


def test_events_are_one_json_object_per_line(capsys, server, ollama_library):
    code, out, _ = ask(capsys, server, ollama_library, "When does the lease end?", "--events")
    events = [json.loads(line) for line in out.splitlines()]
    assert code == cli.EXIT_OK
    assert [e["event"] for e in events[:2]] == ["Status", "Citations"]
    assert events[-1]["event"] == "Done" and events[-1]["outcome"] == "answered"
    assert events[-1]["citations"]["1"]["path"].endswith(".txt")
    assert sum(e["event"] == "Token" for e in events) == len(ANSWER_WORDS)


def test_a_server_problem_is_one_line_with_the_fix_and_exit_1(capsys, server, ollama_library):
    code = cli.main(["ask", "anything", "--data-dir", str(ollama_library), "--model", "nope:1b",
                     "--ollama-url", server.url])
    out, err = capsys.readouterr()
    assert code == cli.EXIT_ERROR and out == ""
    assert err.strip() == ("error: The model 'nope:1b' is not in Ollama. "
                           "Fetch it with `ollama pull nope:1b`.")


def test_folder_and_file_limit_the_search_and_are_remembered(capsys, server, tmp_path, corpus):
    """``--folder`` / ``--file`` choose what a conversation searches, like the window's scope
    bar; the choice stays with the conversation; a folder outside the library is refused."""
    other = tmp_path / "Invoices"
    other.mkdir()
    (other / "invoice-7.txt").write_text("Invoice 7: the lease deposit of EUR 900 is paid.\n",
                                         encoding="utf-8")
    data = tmp_path / "two-folders"
    with Library(data, IndexSettings(parse_workers=1, file_time_budget_s=30)) as library:
        run_index(library, OllamaEmbedder("fake-embed", base_url=server.url), [corpus, other])

    def reference_paths(out: str) -> list[str]:
        refs = out.split("References\n", 1)[1].splitlines()
        return [line.rsplit(" — ", 1)[1] for line in refs if line.startswith("[")]

    code, out, err = ask(capsys, server, data, "What about the lease?", "--folder", str(other))
    assert code == cli.EXIT_OK
    assert reference_paths(out) and all(p.startswith(str(other)) for p in reference_paths(out))
    assert "searched: Invoices/" in err
    thread = err.rsplit("--thread ", 1)[1].strip(" )\n")
    code, out, err = ask(capsys, server, data, "And the deposit?", "--thread", thread)
    assert code == cli.EXIT_OK and "searched: Invoices/" in err
    assert all(p.startswith(str(other)) for p in reference_paths(out))
    code, out, err = ask(capsys, server, data, "And the lease?", "--thread", thread,
                         "--all-folders")
    assert "searched:" not in err
    assert any(p.startswith(str(corpus)) for p in reference_paths(out))

    lease = next(p for p in corpus.iterdir() if p.suffix in (".md", ".txt"))
    code, out, err = ask(capsys, server, data, "What about the lease?", "--file", str(lease))
    assert code == cli.EXIT_OK and set(reference_paths(out)) == {str(lease)}
    assert f"searched: {lease.name}" in err

    code, out, err = ask(capsys, server, data, "What about the lease?", "--folder",
                         str(tmp_path / "elsewhere"))
    assert code == cli.EXIT_USAGE and out == ""
    assert "is not a library folder" in err and "python -m indexer status" in err


def test_a_one_shot_ask_reads_the_vectors_without_chromadbs_python_layer(server, ollama_library):
    """`ask` is a process that answers once: its searches go to Chroma's engine directly,
    without the ~1 s import of chromadb's Python layer (the answer still has its references)."""
    server.chat_replies.append("answer")
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "desktop_app", "ask", "When does the lease end?",
         "--data-dir", str(ollama_library), "--model", "tiny:1b", "--ollama-url", server.url],
        capture_output=True, text=True, timeout=120, cwd=Path(__file__).resolve().parents[2])
    assert result.returncode == cli.EXIT_OK, result.stderr[-3000:]
    assert result.stdout.startswith("".join(ANSWER_WORDS)) and "References\n[1] " in result.stdout
    imported = {line.split("|")[-1].strip() for line in result.stderr.splitlines()
                if line.startswith("import time:")}
    assert "chromadb_rust_bindings" in imported  # the vectors were searched, by the engine
    assert "chromadb" not in imported
