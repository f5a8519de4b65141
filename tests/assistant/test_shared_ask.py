"""Asking from a library another desktop publishes: answers cite the files where THIS desktop
sees them. A real ``chroma run`` holds the vectors; the publisher indexes with the real indexer."""

from __future__ import annotations

import shutil
from pathlib import Path

from desktop_app import cli
from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.events import Done, Status
from desktop_app.assistant.scope import Scope
from desktop_app.assistant.service import Assistant
from indexer.servers.embedders import OllamaEmbedder
from indexer.store.library import Library
from indexer.store.shared import publish_library
from tests.assistant.fakes import ScriptedChatModel, cite_everything, search
from tests.helpers import (
    ChromaServer,
    HashEmbedder,
    run_index,
    write_sample_documents,
)


def publish(tmp_path: Path, chroma: ChromaServer, embedder: object) -> tuple[Path, Path]:
    """The publisher indexes its folder into the server and publishes into it; this desktop
    sees the same share elsewhere. Returns (publisher's folder, this desktop's folder)."""
    theirs = write_sample_documents(tmp_path / "srv" / "docs")
    with Library(tmp_path / "publisher", chroma_url=chroma.url) as library:
        run_index(library, embedder, [theirs])
        publish_library(library, theirs / ".footnote-library")
    ours = tmp_path / "mnt" / "team-docs"
    shutil.copytree(theirs, ours)
    return theirs, ours


def test_the_assistant_answers_from_the_shared_library_with_paths_of_this_desktop(
        tmp_path: Path, chroma: ChromaServer):
    theirs, ours = publish(tmp_path, chroma, HashEmbedder())
    reader = tmp_path / "reader"
    settings = AssistantSettings(shared_folder=str(ours / ".footnote-library"),
                                 chroma_url=chroma.url)
    model = ScriptedChatModel(script=[search("terminate the agreement with notice"),
                                      cite_everything])
    with Assistant(settings, reader, chat_model=model, embedder=HashEmbedder()) as assistant:
        events = list(assistant.ask("t", "How can the agreement be terminated?",
                                    scope=Scope(folders=(str(ours),))))
    done = events[-1]
    assert isinstance(done, Done) and done.outcome == "answered", events
    assert not [e for e in events if isinstance(e, Status) and e.kind == "warning"]  # scope ok
    paths = {c.path for c in done.citations.values()}
    assert str(ours / "contract.txt") in paths
    assert all(p.startswith(str(ours)) for p in paths), paths  # never the publisher's path
    assert not (reader / "library.sqlite").exists()  # no library of its own was made
    assert (reader / "conversations.sqlite").exists()  # the conversation is this desktop's


def test_the_next_question_searches_a_newer_publication(tmp_path: Path, chroma: ChromaServer):
    theirs, ours = publish(tmp_path, chroma, HashEmbedder())
    settings = AssistantSettings(shared_folder=str(ours / ".footnote-library"),
                                 chroma_url=chroma.url)
    model = ScriptedChatModel(script=[search("zeppelin hangar lease"), cite_everything] * 2)
    with Assistant(settings, tmp_path / "reader", chat_model=model,
                   embedder=HashEmbedder()) as assistant:
        before = list(assistant.ask("t", "When does the hangar lease end?"))[-1]
        assert not any(c.path.endswith("zeppelin.txt") for c in before.citations.values())

        (theirs / "zeppelin.txt").write_text("The zeppelin hangar lease ends in March.\n")
        with Library(tmp_path / "publisher", chroma_url=chroma.url) as library:
            run_index(library, HashEmbedder(), [theirs])
            publish_library(library, theirs / ".footnote-library")
        shutil.copytree(theirs, ours, dirs_exist_ok=True)  # the share shows it here too

        after = list(assistant.ask("t", "And now?"))[-1]
    assert isinstance(after, Done) and after.outcome == "answered"
    assert str(ours / "zeppelin.txt") in {c.path for c in after.citations.values()}


def test_ask_shared_prints_references_where_this_desktop_opens_them(
        tmp_path: Path, chroma: ChromaServer, server, capsys):
    embedder = OllamaEmbedder("fake-embed", base_url=server.url)
    _theirs, ours = publish(tmp_path, chroma, embedder)
    server.chat_replies.append("answer")
    code = cli.main(["ask", "When can the agreement be terminated?", "--shared",
                     str(ours / ".footnote-library"), "--chroma-url", chroma.url,
                     "--data-dir", str(tmp_path / "reader"),
                     "--model", "tiny:1b", "--ollama-url", server.url])
    out, err = capsys.readouterr()
    assert code == cli.EXIT_OK, err
    references = out.split("References\n", 1)[1]
    assert f"— {ours}" in references and str(tmp_path / "srv") not in references


def test_ask_shared_without_a_publication_says_how_to_make_one(tmp_path: Path, capsys):
    code = cli.main(["ask", "anything", "--shared", str(tmp_path / "empty"),
                     "--data-dir", str(tmp_path / "reader")])
    _out, err = capsys.readouterr()
    assert code == cli.EXIT_USAGE
    assert err.startswith("error: ") and "publish" in err and "Traceback" not in err
    assert not (tmp_path / "reader").exists()  # nothing was made for a question never asked


def test_ask_shared_without_choosing_its_server_says_the_flag_that_accepts_it(
        tmp_path: Path, chroma: ChromaServer, server, capsys):
    embedder = OllamaEmbedder("fake-embed", base_url=server.url)
    _theirs, ours = publish(tmp_path, chroma, embedder)
    code = cli.main(["ask", "When can the agreement be terminated?", "--shared",
                     str(ours / ".footnote-library"), "--data-dir", str(tmp_path / "reader"),
                     "--model", "tiny:1b", "--ollama-url", server.url])
    _out, err = capsys.readouterr()
    assert code != cli.EXIT_OK
    assert f"run with --chroma-url {chroma.url}" in err  # the command line's words for the fix
    assert "Settings ▸" not in err
