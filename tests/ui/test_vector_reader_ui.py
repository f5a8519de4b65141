"""The window answers from its library's vectors without ever opening Chroma in its own
process (Chroma's engine holds the GIL it runs under: there it froze the window): its reader
process opens the store, and reads it again after each library run."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from tests.assistant.fakes import ScriptedChatModel, cite_everything, search
from tests.helpers.window import ask, drop, wait_indexed


def _store_open_here(data_dir: Path) -> bool:
    """Whether this (the window's) process holds the library's Chroma store open."""
    if "chromadb" not in sys.modules:
        return False
    from chromadb.api.shared_system_client import SharedSystemClient

    return str(data_dir / "chroma") in SharedSystemClient._identifier_to_system


def test_questions_are_answered_from_vectors_the_windows_process_never_opens(
        qtbot, make_window, dirs: tuple[Path, Path], docs: Path):
    data_dir = dirs[1]
    model = ScriptedChatModel(script=[search("terminate with notice"), cite_everything,
                                      search("lighthouse keeper lamp"), cite_everything],
                              repeat_last=False)
    window = make_window(model=model)
    drop(window, [docs])
    wait_indexed(qtbot, window)

    ask(qtbot, window, "Who may terminate the agreement?")
    turn = window.chat.transcript.turns[-1]
    assert turn.outcome == "answered"
    assert any(c.path.endswith("contract.txt") for c in turn.citations.values())
    reader = window.services.vector_reader
    assert reader.pid not in (None, os.getpid())
    assert not _store_open_here(data_dir)

    lib = window.services.library
    with qtbot.waitSignal(lib.run_finished, timeout=60_000):  # the watcher's run of the edit
        (docs / "lighthouse.txt").write_text("The lighthouse keeper lit the lamp at dusk.\n",
                                             encoding="utf-8")
    wait_indexed(qtbot, window)
    ask(qtbot, window, "What did the lighthouse keeper do?")
    turn = window.chat.transcript.turns[-1]
    assert turn.outcome == "answered"
    assert any(c.path.endswith("lighthouse.txt") for c in turn.citations.values())
    assert not _store_open_here(data_dir)
