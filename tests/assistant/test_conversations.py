"""Conversations last: resume in a fresh process, rename, delete (for real), survive a crash."""

from __future__ import annotations

import json
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.conversations import DB_NAME, title_from
from desktop_app.assistant.events import Done
from desktop_app.assistant.middleware import interrupted_note
from desktop_app.assistant.prompts import CANCELLED_RESULT
from desktop_app.assistant.service import Assistant
from tests.assistant.fakes import ScriptedChatModel, cite_everything
from tests.helpers import HashEmbedder
from tests.helpers.checks import assert_history_valid

PROJECT = Path(__file__).resolve().parents[2]

READ_BACK = """
import json, sys
from pathlib import Path
from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.service import Assistant
with Assistant(AssistantSettings(), Path(sys.argv[1])) as assistant:
    turns = assistant.messages(sys.argv[2])
    print(json.dumps({
        "titles": [c.title for c in assistant.conversations()],
        "turns": [{"question": t.question, "answer": t.answer, "outcome": t.outcome,
                   "cited": {n: [c.path, c.start_index, c.end_index, c.quote]
                             for n, c in t.used_citations.items()}} for t in turns]}))
"""


def test_a_fresh_process_resumes_the_conversation_with_its_citations(make_assistant, data_dir):
    assistant = make_assistant([cite_everything])
    done = list(assistant.ask("t1", "When does the warehouse lease end?"))[-1]
    assistant.close()

    out = subprocess.run([sys.executable, "-c", READ_BACK, str(data_dir), "t1"], cwd=PROJECT,
                         capture_output=True, text=True, timeout=120, check=True).stdout
    back = json.loads(out)
    assert back["titles"] == ["When does the warehouse lease end?"]
    (turn,) = back["turns"]
    assert turn["answer"] == done.answer and turn["outcome"] == "answered"
    assert {int(n): v for n, v in turn["cited"].items()} == {
        n: [c.path, c.start_index, c.end_index, c.quote] for n, c in done.citations.items()}

    again = make_assistant([cite_everything])  # a new Assistant on the same files
    list(again.ask("t1", "And who wrote the memo?"))
    sent = again.model.calls[-1]
    assert [m.content for m in sent if isinstance(m, HumanMessage)] == [
        "When does the warehouse lease end?", "And who wrote the memo?"]
    assert any(isinstance(m, AIMessage) and m.content == done.answer for m in sent)
    assert len(again.messages("t1")) == 2


def test_titles_come_from_the_first_question_and_can_be_renamed(make_assistant):
    assistant = make_assistant([cite_everything] * 3)
    list(assistant.ask("a", "When does the warehouse lease end?\nPlease be precise."))
    list(assistant.ask("b", "Who delivers goods to Rotterdam?"))
    list(assistant.ask("a", "And the notice period?"))  # used again: listed first
    assert [(c.thread_id, c.title) for c in assistant.conversations()] == [
        ("a", "When does the warehouse lease end?"), ("b", "Who delivers goods to Rotterdam?")]
    assistant.rename("b", "  Deliveries  ")
    assert assistant.conversations()[1].title == "Deliveries"
    assert title_from("word " * 40).endswith("…") and len(title_from("word " * 40)) <= 61


def test_delete_removes_every_checkpoint_and_the_text_from_disk(make_assistant, data_dir):
    marker = "Zanzibar-7731"
    assistant = make_assistant([f"The memo mentions {marker} [1].", cite_everything])
    list(assistant.ask("gone", "What does the memo mention?"))
    list(assistant.ask("kept", "When does the lease end?"))
    db = data_dir / DB_NAME
    assert marker.encode() in db.read_bytes() + _wal(db)
    with sqlite3.connect(db) as conn:  # only the newest checkpoint is kept (no history bloat)
        assert conn.execute("SELECT count(*) FROM checkpoints WHERE thread_id = 'kept'"
                            ).fetchone() == (1,)

    assistant.delete("gone")
    assert [c.thread_id for c in assistant.conversations()] == ["kept"]
    assert assistant.messages("gone") == []
    with sqlite3.connect(db) as conn:
        for table in ("checkpoints", "writes"):
            assert conn.execute(f"SELECT count(*) FROM {table} WHERE thread_id = 'gone'"
                                ).fetchone() == (0,)
    assert marker.encode() not in db.read_bytes() + _wal(db)  # overwritten, not just unlinked
    assert len(assistant.messages("kept")) == 1


def _wal(db: Path) -> bytes:
    wal = db.with_name(db.name + "-wal")
    return wal.read_bytes() if wal.exists() else b""


def test_a_conversation_cut_by_a_crash_mid_search_continues_validly(data_dir):
    child = subprocess.Popen([sys.executable, "-m", "tests.assistant.crash_worker",
                              str(data_dir), "t"], cwd=PROJECT, stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "IN-SEARCH"
    finally:
        child.send_signal(signal.SIGKILL)  # the machine goes down mid-search
        child.wait(30)

    model = ScriptedChatModel(script=[cite_everything])
    with Assistant(AssistantSettings(), data_dir, chat_model=model,
                   embedder=HashEmbedder()) as assistant:
        done = list(assistant.ask("t", "When does the lease end, then?"))[-1]
        assert isinstance(done, Done) and done.outcome == "answered"
        sent = model.calls[-1]
        assert_history_valid(sent)
        cut = [m for m in sent if isinstance(m, ToolMessage) and m.content == CANCELLED_RESULT]
        assert len(cut) == 1  # the search that was running when it crashed
        interrupted, answered = assistant.messages("t")
        assert (interrupted.question, interrupted.outcome, interrupted.note) == (
            "When does the lease end?", "failed", interrupted_note())
        assert answered.question == "When does the lease end, then?"
