"""The ``search_docs`` tool: hybrid search over the library, passages numbered [n] in state."""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Annotated, Any, Literal

from langchain_core.messages import ToolMessage
from langchain_core.tools import BaseTool, tool
from langgraph.prebuilt import ToolRuntime
from langgraph.types import Command
from pydantic import Field

from desktop_app.assistant.citations import (
    Citation,
    CitationMap,
    map_from_state,
    map_to_state,
    number_hits,
)
from desktop_app.assistant.prompts import (
    SEARCH_DOCS_DESCRIPTION,
    SEARCH_QUERY_DESCRIPTION,
    render_passages,
)
from desktop_app.assistant.scope import search_filter
from indexer import search

log = logging.getLogger(__name__)

TOOL_NAME = "search_docs"
# query → indexer.retrieval.search.Hit-like objects; called as ``fn(query, scope)`` when the question
# has a search scope (state ``search_scope``, see ``desktop_app.assistant.scope``)
SearchFn = Callable[..., Sequence[Any]]
SearchMode = Literal["hybrid", "lexical", "vector"]  # indexer.retrieval.search.Mode


class PassageSearcher:
    """Searches one library for the agent, from whichever thread runs the tool, one at a time.

    The library's SQLite connection is shared across threads and is not safe for concurrent
    use, so searches (including parallel tool calls) are serialized here.
    """

    def __init__(self, library: Any, embedder: Any, k: int = 5,
                 mode: SearchMode = "hybrid") -> None:
        self.library, self.embedder, self.k, self.mode = library, embedder, k, mode
        self._lock = threading.Lock()

    def __call__(self, query: str, scope: dict[str, Any] | None = None) -> Sequence[Any]:
        return self._search(query, scope, self.mode)

    def keyword_passages(self, query: str, scope: dict[str, Any] | None = None
                         ) -> Sequence[Any]:
        """The best keyword matches: a search that needs no model server at all."""
        return self._search(query, scope, "lexical")

    def _search(self, query: str, scope: dict[str, Any] | None, mode: SearchMode
                ) -> Sequence[Any]:
        filters = search_filter(self.stored_scope(scope) or {})
        with self._lock:
            return search(self.library, self.embedder, query, k=self.k, mode=mode,
                          filters=filters)

    def stored_scope(self, scope: dict[str, Any] | None) -> dict[str, Any] | None:
        """``scope`` with its paths as the library stores them."""
        return scope

    def library_paths(self, with_files: bool = False) -> tuple[list[str], list[str]]:
        """The library's folders and (``with_files``) its indexed files, to check a scope."""
        with self._lock:
            db = self.library.manifest.db
            files = [r[0] for r in db.execute(
                "SELECT path FROM files WHERE state = 'indexed'")] if with_files else []
            return self.library.manifest.roots(), files


class Numbering:
    """Hands out citation numbers for one answer, also across searches running in parallel.

    The agent state is the source of truth, but parallel tool calls of one model turn all see
    the state as it was before the turn; they coordinate here so they never reuse a number.
    """

    def __init__(self, keep_turns: int = 16) -> None:
        self._lock = threading.Lock()
        self._pending: OrderedDict[str, CitationMap] = OrderedDict()
        self._keep = keep_turns

    def assign(self, turn_id: str, known: CitationMap, hits: Sequence[Any], query: str
               ) -> tuple[list[Citation], list[Citation], CitationMap]:
        """Returns ``(new, repeated, full map so far)``."""
        with self._lock:
            merged = {**known, **self._pending.get(turn_id, {})}
            new, repeated = number_hits(merged, hits, query)
            merged.update({c.n: c for c in new})
            self._pending[turn_id] = merged
            self._pending.move_to_end(turn_id)
            while len(self._pending) > self._keep:
                self._pending.popitem(last=False)
            return new, repeated, dict(sorted(merged.items()))


def make_search_tool(search_fn: SearchFn, max_passage_chars: int = 1200) -> BaseTool:
    """The tool the model calls. Its result is a delimited, numbered passages block; the
    number → passage map goes into the agent state (``citations``), never parsed from prose."""
    numbering = Numbering()

    @tool(TOOL_NAME, description=SEARCH_DOCS_DESCRIPTION)
    def search_docs(query: Annotated[str, Field(description=SEARCH_QUERY_DESCRIPTION)],
                    runtime: ToolRuntime) -> Command:
        state = runtime.state if isinstance(runtime.state, dict) else {}
        runtime.stream_writer({"footnote": "status", "kind": "searching", "query": query})
        scope = state.get("search_scope") or None
        hits = search_fn(query, scope) if scope else search_fn(query)
        new, repeated, full = numbering.assign(
            state.get("turn_id", ""), map_from_state(state.get("citations")), hits, query)
        log.debug("search_docs %r: %d new, %d repeated", query, len(new), len(repeated))
        runtime.stream_writer({"footnote": "citations", "citations": map_to_state(full.values())})
        message = ToolMessage(
            render_passages(query, new, repeated, max_passage_chars),
            tool_call_id=runtime.tool_call_id or "", name=TOOL_NAME,
            artifact={"new": [c.n for c in new], "repeated": [c.n for c in repeated]})
        return Command(update={"citations": map_to_state(new), "messages": [message]})

    return search_docs
