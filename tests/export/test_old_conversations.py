"""A conversation stored by an earlier version, whose answers still hold what context editing
left in a small model's reply, is shown and exported without it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.prompts import EARLIER_PASSAGES
from desktop_app.assistant.service import Assistant
from indexer.base.settings import IndexSettings
from indexer.store.library import Library
from tests.assistant.fakes import ScriptedChatModel
from tests.helpers import HashEmbedder, run_index

ROOT = Path(__file__).resolve().parents[2]
ECHO = f"<tool_response> {EARLIER_PASSAGES.capitalize()} </tool_response>"


def test_an_answer_stored_with_an_internal_marker_is_read_and_exported_without_it(
        tmp_path: Path, monkeypatch) -> None:
    folder, data = tmp_path / "docs", tmp_path / "data"
    folder.mkdir()
    (folder / "press.txt").write_text("The cider press warranty lasts five years.\n",
                                      encoding="utf-8")
    with Library(data, IndexSettings(parse_workers=1)) as library:
        run_index(library, HashEmbedder(), [folder])
    # as versions before the filter knew the marker stored it
    monkeypatch.setattr("desktop_app.assistant.middleware.strip_tool_calls", lambda text: text)
    model = ScriptedChatModel(script=[f"The warranty lasts five years [1]. {ECHO} It covers "
                                      "the press [1]."])
    with Assistant(AssistantSettings(), data, chat_model=model,
                   embedder=HashEmbedder()) as assistant:
        thread = assistant.new_thread_id()
        list(assistant.ask(thread, "How long is the press warranty?"))
    monkeypatch.undo()

    with Assistant(AssistantSettings(), data, embedder=HashEmbedder()) as reader:
        [turn] = reader.messages(thread)
    assert "removed to save space" not in turn.answer and "tool_response" not in turn.answer
    assert turn.answer.startswith("The warranty lasts five years [1].")
    out = tmp_path / "answer.md"
    export = subprocess.run(
        [sys.executable, "-m", "desktop_app", "export", thread, "-o", str(out), "--data-dir",
         str(data)], cwd=ROOT, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True, text=True, timeout=120)
    assert export.returncode == 0, export.stderr
    text = out.read_text(encoding="utf-8")
    assert "It covers the press" in text and "removed to save space" not in text
    assert "tool_response" not in text
