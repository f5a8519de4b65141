"""The ``search_docs`` tool: hybrid search over the library, passages numbered [n] in state."""

from __future__ import annotations

import logging
import os
import re
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
from desktop_app.assistant.library_tools import make_list_tool, make_read_tool
from desktop_app.assistant.prompts import (
    SEARCH_DOCS_DESCRIPTION,
    SEARCH_FILE_DESCRIPTION,
    SEARCH_FOLDER_DESCRIPTION,
    SEARCH_PERIOD_DESCRIPTION,
    SEARCH_QUERY_DESCRIPTION,
    render_passages,
)
from desktop_app.assistant.scope import search_filter
from indexer import (
    document_passages,
    find_documents,
    hits_for,
    list_documents,
    page_range,
    search,
)

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

    # -- the library as documents (``desktop_app.assistant.library_tools.DocumentAccess``) --

    def documents(self, query: str, folder: str, kind: str, period: str,
                  scope: dict[str, Any] | None) -> tuple[list[Any], int]:
        """The library's documents (inside the conversation's ``scope``) that ``query``,
        ``folder``, ``kind`` and ``period`` hold to; and how many there are in all."""
        with self._lock:
            entries = list_documents(self.library, query, folder, kind, period, limit=10_000)
        entries = [e for e in entries if _in_scope(e.path, scope)]
        return entries, len(entries)

    def find(self, name: str, scope: dict[str, Any] | None) -> list[Any]:
        """The documents ``name`` means, inside the scope, best first: by name or card
        (``indexer.retrieval.documents.find_documents``); a scope of one file is "this
        document" whatever its name; else the documents of the kind and period the name says
        ("the 2019 report"), the one a search for the name ranks first leading."""
        this = re.match(r"^(?:this|that|my|the)\s+", name, re.I)
        with self._lock:
            found = [e for e in find_documents(self.library, name) if _in_scope(e.path, scope)]
            if not found and scope and len(scope.get("paths") or []) == 1 and (this or not name):
                found = find_documents(self.library, scope["paths"][0])
            if found or not name.strip():
                return found
            years = " ".join(re.findall(r"\b(?:FY\s*)?(?:19|20)\d\d\b|\bQ[1-4]\s*\d{2,4}\b",
                                        name, re.I))
            words = re.sub(r"\b(?:FY\s*)?(?:19|20)\d\d\b|\b(?:this|that|my|the|of|from)\b",
                           " ", name, flags=re.I)
            candidates = [e for e in list_documents(self.library, "", "", " ".join(words.split()),
                                                    years, limit=10_000)
                          if _in_scope(e.path, scope)] if (years or words.strip()) else []
            allowed = {e.content_key for e in candidates}
            hits = search(self.library, self.embedder, name, k=10, mode="lexical")
            ranked = list(dict.fromkeys(h.path for h in hits))
            if candidates:
                order = {path: i for i, path in enumerate(ranked)}
                return sorted(candidates, key=lambda e: order.get(e.path, len(order)))
            if allowed or not ranked:
                return []
            return [e for e in find_documents(self.library, ranked[0])
                    if _in_scope(e.path, scope)]

    def passages(self, entry: Any, pages: str) -> tuple[list[Any], tuple[int, int] | None]:
        """The document's passages in order, held to ``pages`` ("12", "41-60") if it has
        them; and the pages read (None: all)."""
        span = page_range(pages, entry.pages)
        with self._lock:
            return document_passages(self.library, entry, span), span

    def hits(self, chunk_ids: Sequence[str]) -> list[Any]:
        with self._lock:
            return hits_for(self.library, chunk_ids)

    def held_to(self, file: str, folder: str, period: str, scope: dict[str, Any] | None
                ) -> dict[str, Any] | str:
        """The search scope for search_docs's ``file``, ``folder`` and ``period`` inside the
        conversation's ``scope`` (a reason instead when nothing is left to search)."""
        paths: set[str] | None = None
        for what, value, entries in (
                ("document", file, lambda: self.find(file, scope)),
                ("folder", folder, lambda: self.documents("", folder, "", "", scope)[0]),
                ("period", period, lambda: self.documents("", "", "", period, scope)[0])):
            if not value.strip():
                continue
            found = {e.path for e in entries()}
            if not found:
                return f'No {what} of the library matches "{value}".'
            paths = found if paths is None else paths & found
        if paths is None:
            return scope or {}
        if not paths:
            return "No document of the library matches all of these."
        return {"paths": sorted(paths)}

    def library_paths(self, with_files: bool = False) -> tuple[list[str], list[str]]:
        """The library's folders and (``with_files``) its indexed files, to check a scope."""
        with self._lock:
            db = self.library.manifest.db
            files = [r[0] for r in db.execute(
                "SELECT path FROM files WHERE state = 'indexed'")] if with_files else []
            return self.library.manifest.roots(), files


def _in_scope(path: str, scope: dict[str, Any] | None) -> bool:
    """Is the file inside the conversation's search scope (``{}``/None: the whole library)?"""
    if not scope:
        return True
    if path in (scope.get("paths") or ()):
        return True
    return any(path == f or path.startswith(os.path.join(f, "")) for f in scope.get("folders") or ())


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


def make_search_tool(search_fn: SearchFn, max_passage_chars: int = 1200,
                     numbering: Numbering | None = None) -> BaseTool:
    """The tool the model calls. Its result is a delimited, numbered passages block; the
    number → passage map goes into the agent state (``citations``), never parsed from prose.
    With a library as documents behind ``search_fn`` (``PassageSearcher``), a search can be
    held to one document, a folder or a period."""
    numbering = numbering or Numbering()
    holds = getattr(search_fn, "held_to", None)

    @tool(TOOL_NAME, description=SEARCH_DOCS_DESCRIPTION)
    def search_docs(query: Annotated[str, Field(description=SEARCH_QUERY_DESCRIPTION)],
                    file: Annotated[str, Field(description=SEARCH_FILE_DESCRIPTION)] = "",
                    folder: Annotated[str, Field(description=SEARCH_FOLDER_DESCRIPTION)] = "",
                    period: Annotated[str, Field(description=SEARCH_PERIOD_DESCRIPTION)] = "",
                    *, runtime: ToolRuntime) -> Command:
        state = runtime.state if isinstance(runtime.state, dict) else {}
        runtime.stream_writer({"footnote": "status", "kind": "searching", "query": query})
        scope = state.get("search_scope") or None
        if holds is not None and (file or folder or period):
            held = holds(file, folder, period, scope)
            if isinstance(held, str):  # nothing to search: the model is told why
                return Command(update={"messages": [ToolMessage(
                    f"{held} Call list_documents to see which documents there are.",
                    tool_call_id=runtime.tool_call_id or "", name=TOOL_NAME)]})
            scope = held or None
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


def make_tools(search_fn: SearchFn, max_passage_chars: int, model: Any = None,
               context_window: int = 4096, answer_tokens: int = 1024,
               max_parts: int = 8) -> list[BaseTool]:
    """The model's tools, numbering passages together: ``search_docs``, and where the library
    can be read as documents, ``list_documents`` and ``read_document``
    (``desktop_app.assistant.library_tools``)."""
    numbering = Numbering()
    tools = [make_search_tool(search_fn, max_passage_chars, numbering)]
    if hasattr(search_fn, "documents"):
        tools += [make_list_tool(search_fn, numbering.assign),  # type: ignore[arg-type]
                  make_read_tool(search_fn, numbering.assign, model,  # type: ignore[arg-type]
                                 context_window, answer_tokens, max_passage_chars, max_parts)]
    return tools
