"""Checks that a library or a conversation is consistent, and waits for a conversation to settle."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AIMessage, ToolMessage

from desktop_app.assistant.events import Done
from desktop_app.assistant.prompts import NOT_FOUND_SENTENCE
from indexer.store.library import Library
from indexer.store.vectors import collection_name


def chroma_ids(library: Library, embedder_id: str) -> set[str]:
    collection = library.vectors.client.get_collection(collection_name(embedder_id))
    return set(collection.get(include=[])["ids"])


def sqlite_ids(library: Library) -> set[str]:
    return {r[0] for r in library.manifest.db.execute("SELECT chunk_id FROM chunks")}


def assert_consistent(library: Library, embedder_id: str) -> None:
    """Keyword index, vector store and manifest agree: no orphans, nothing half-indexed."""
    ids = sqlite_ids(library)
    assert chroma_ids(library, embedder_id) == ids
    fts = library.manifest.db.execute("SELECT count(*) FROM chunks_fts").fetchone()[0]
    assert fts == len(ids)
    assert library.manifest.orphan_content_keys() == []
    indexed_chunks = library.manifest.db.execute(
        "SELECT coalesce(sum(chunk_count), 0) FROM (SELECT DISTINCT content_key, chunk_count"
        " FROM files WHERE state = 'indexed')").fetchone()[0]
    assert indexed_chunks == len(ids)


def state_of(assistant: Any, thread_id: str) -> dict[str, Any]:
    return assistant._reading_graph().get_state({"configurable": {"thread_id": thread_id}}).values


def assert_history_valid(messages: list) -> None:
    """Every tool call has its result, as a model API requires."""
    results = {m.tool_call_id for m in messages if isinstance(m, ToolMessage)}
    calls = [c["id"] for m in messages if isinstance(m, AIMessage) for c in m.tool_calls]
    assert set(calls) == results


def wait_for_idle(assistant, thread_id: str, timeout: float = 10) -> None:
    """The stopped run has written its repair (the conversation's lock is free again)."""
    lock = assistant._thread_lock(thread_id)
    assert lock.acquire(timeout=timeout)
    lock.release()


def follow_up_works(assistant, thread_id: str) -> None:
    assistant.model.script[:] = [NOT_FOUND_SENTENCE]
    done = list(assistant.ask(thread_id, "Does it say anything about parking?"))[-1]
    assert isinstance(done, Done) and done.outcome == "not_found"
    assert_history_valid(assistant.model.calls[-1])
