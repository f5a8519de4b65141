"""``Assistant``: the one object the GUI and the CLI use to ask questions and manage conversations."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from langchain_core.language_models import BaseChatModel

from desktop_app.assistant.agent import OfflineModel, build_agent, make_chat_model
from desktop_app.assistant.citations import CitationMap, number_hits
from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.conversations import (
    ConversationInfo,
    ConversationStore,
    new_thread_id,
)
from desktop_app.assistant.events import AssistantEvent, Done, Error, Status
from desktop_app.assistant.middleware import interrupted_turn
from desktop_app.assistant.ollama_health import (
    AssistantError,
    ModelInfo,
    check_model,
    context_window,
    model_loaded,
)
from desktop_app.assistant.runner import POLL_S, AgentRun
from desktop_app.assistant.scope import Resolved, Scope, resolve
from desktop_app.assistant.state import Turn, turn_from_record
from desktop_app.assistant.tools import PassageSearcher
from desktop_app.wording import tr
from indexer import Library, SharedLibraryUnavailable, content_query, make_embedder

log = logging.getLogger(__name__)
# the model cannot be reached or used: the library can still be searched by keywords
MODEL_SERVER_DOWN = ("ollama_not_running", "model_not_found", "model_without_tools",
                     "model_timeout")


class SharedSearcher(PassageSearcher):
    """Searches a shared library: scopes name folders where this desktop sees them, the
    library stores them as its publisher does (hits come back mapped by the search)."""

    def stored_scope(self, scope: dict[str, Any] | None) -> dict[str, Any] | None:
        stored = {key: [self.library.stored_path(p) for p in paths]
                  for key, paths in (scope or {}).items()}
        return stored or None

    def library_paths(self, with_files: bool = False) -> tuple[list[str], list[str]]:
        roots, files = super().library_paths(with_files)
        return [self.library.map_path(r) for r in roots], [self.library.map_path(f) for f in files]


class Assistant:
    """Answers questions about the library in ``data_dir``, one conversation per ``thread_id``.

    Thread use: call :meth:`ask` from a worker thread (it blocks while it streams); the other
    methods from any thread. Questions on the same conversation run one at a time.

    Args:
        settings: model, search and budget settings.
        data_dir: the library (``indexer.store.library.Library``) and ``conversations.sqlite``;
            with ``settings.shared_folder`` the library is the one published there instead.
        chat_model: a ready chat model instead of ``ChatOllama`` (tests, other providers);
            then no Ollama health check is made.
        embedder: the embedder to search with instead of the library's own.
        vector_reader: answers the library's vector reads in another process
            (``VectorStore.read_through``; the window's: ``desktop_app.core.processes.vector_reader``).
    """

    def __init__(self, settings: AssistantSettings, data_dir: Path, *,
                 chat_model: BaseChatModel | None = None, embedder: Any = None,
                 one_shot: bool = False, vector_reader: Any = None,
                 words: Callable[[BaseException], str] = str) -> None:
        """``one_shot``: this process asks and exits (the CLI): its searches read the vectors
        through Chroma's engine, without chromadb's ~1 s import (``VectorStore.read_directly``).
        The window passes ``vector_reader`` instead: Chroma then runs in that reader's process,
        which reopens the store after each library run. ``words``: how the front end words a
        problem the indexer reports (its fix as a command, or as a menu item)."""
        self.settings = settings
        self.words = words
        self.one_shot = one_shot
        self.vector_reader = vector_reader
        self.data_dir = Path(data_dir)
        self.store = ConversationStore(self.data_dir)
        self._chat_model = chat_model
        self._embedder = embedder
        self._library: Any = None
        self._retired: list[Any] = []  # earlier snapshots' libraries: a search may still run
        self._graph: Any = None
        self._reader: Any = None
        self._search: PassageSearcher | None = None
        self._build_lock = threading.Lock()
        self._locks_guard = threading.Lock()
        self._locks: dict[str, threading.Lock] = {}
        self._runs: set[AgentRun] = set()

    # -- questions -----------------------------------------------------------------------

    new_thread_id = staticmethod(new_thread_id)

    def check(self) -> ModelInfo | None:
        """Is the model server ready? Raises an ``AssistantError`` whose message has the fix."""
        if self._chat_model is not None:
            return None
        return check_model(self.settings.ollama_url, self.settings.model,
                           self.settings.health_timeout_s)

    def ask(self, thread_id: str, question: str, cancel: threading.Event | None = None,
            scope: Scope | None = None, replace_from: int | None = None
            ) -> Iterator[AssistantEvent]:
        """Answer ``question`` in conversation ``thread_id``, streaming events.

        Ends with ``Done`` (answered / not_found / stopped) or ``Error``. Setting ``cancel``
        stops the answer: ``Done(outcome="stopped")`` with the partial answer comes at once.
        ``scope``: which documents to search, remembered with the conversation (None: the
        scope it was last asked with; a new conversation searches all folders).
        ``replace_from``: the 0-based turn this question replaces, with every turn after it
        (the last turn's question again: regenerate; an earlier one: edit and resend). The
        conversation's latest state then holds only the new version (no branches are kept);
        an index past the last turn adds the question as usual.
        """
        if not question.strip():
            raise ValueError("empty question")
        cancel = cancel or threading.Event()
        try:
            graph = self._agent()
        except AssistantError as exc:
            found = (self._found_without_model(question, thread_id, scope)
                     if exc.kind in MODEL_SERVER_DOWN else {})
            yield Error(exc.kind, self.words(exc), citations=found)
            return
        except SharedLibraryUnavailable as exc:
            yield Error("search_failed", tr("The shared library cannot be opened: {problem}")
                        .format(problem=self.words(exc)))
            return
        except Exception as exc:  # noqa: BLE001 - e.g. the library's embedder cannot load
            log.exception("cannot prepare the assistant")
            yield Error("internal", tr("Footnote cannot search your documents yet: {problem}")
                        .format(problem=self.words(exc)))
            return
        lock = self._thread_lock(thread_id)
        if not lock.acquire(blocking=False):
            yield Status("waiting", tr("waiting for the previous question in this "
                                       "conversation…"))
            while not lock.acquire(timeout=POLL_S):
                if cancel.is_set():
                    yield Done(thread_id, "", "stopped", note=tr("Stopped before it started."),
                               stored=False)
                    return
        try:
            stored = scope.to_json() if scope is not None else None
            self.store.touch(thread_id, question, stored)
            searched = self.resolve_scope(scope if scope is not None else
                                          Scope.from_json(self.store.scope(thread_id)))
            if searched.note:
                yield Status("warning", searched.note)
            run = AgentRun(graph, thread_id, question, self.settings,
                           on_finished=lambda: self._finished(run, lock),
                           search_scope=searched.search, scope_note=searched.note,
                           replace_from=replace_from, words=self.words,
                           model_loaded=self._model_loaded)
            self._runs.add(run)
            run.start()
        except BaseException:
            lock.release()
            raise
        yield from run.events(cancel)

    def _found_without_model(self, question: str, thread_id: str, scope: Scope | None
                             ) -> CitationMap:
        """The passages keyword search finds for ``question`` (it needs no model), numbered
        as an answer's would be; none when the library cannot be searched either."""
        try:
            if self._search is None:
                self._searcher()
            assert self._search is not None
            searched = self.resolve_scope(scope if scope is not None else
                                          Scope.from_json(self.store.scope(thread_id)))
            hits = self._search.keyword_passages(content_query(question), searched.search)
        except Exception:  # noqa: BLE001 - the model's problem is the one to report
            log.exception("could not search the library without the model")
            return {}
        new, _ = number_hits({}, hits, question)
        return {c.n: c for c in new}

    def _model_loaded(self) -> bool | None:
        """Whether Ollama holds the chat model in memory (None for a model given in code)."""
        if self._chat_model is not None:
            return None
        return model_loaded(self.settings.ollama_url, self.settings.model)

    def resolve_scope(self, scope: Scope) -> Resolved:
        """``scope`` checked against the library now (a removed folder: all folders, said)."""
        if scope.is_all:
            return Resolved({})
        if self._search is None:
            self._agent()
        assert self._search is not None
        roots, files = self._search.library_paths(with_files=bool(scope.file))
        return resolve(scope, roots, files)

    def scope(self, thread_id: str) -> Scope:
        """The search scope remembered with a conversation (all folders when none)."""
        return Scope.from_json(self.store.scope(thread_id))

    def set_scope(self, thread_id: str, scope: Scope) -> None:
        """Remember ``scope`` with a stored conversation (a new one stores it when asked)."""
        self.store.set_scope(thread_id, scope.to_json())

    def _finished(self, run: AgentRun, lock: threading.Lock) -> None:
        try:
            self.store.prune(run.thread_id)
        except Exception:  # noqa: BLE001 - a bigger file is no reason to lose the answer
            log.exception("could not prune old checkpoints of %s", run.thread_id)
        finally:
            self._runs.discard(run)
            lock.release()

    def _thread_lock(self, thread_id: str) -> threading.Lock:
        with self._locks_guard:
            return self._locks.setdefault(thread_id, threading.Lock())

    def _agent(self) -> Any:
        info = self.check()  # every question: a stopped server is reported before any wait
        with self._build_lock:
            if self._graph is not None and self._newer_publication():
                self._retired.append(self._library)
                self._graph = None  # this question searches the newest snapshot
            if self._graph is None:
                s = self.settings
                if self._chat_model is not None:
                    window = s.context_window or s.fallback_context_window
                    model = self._chat_model
                else:
                    window = s.context_window or context_window(
                        info, s.max_context_window, s.fallback_context_window)
                    model = make_chat_model(s, window)
                log.info("model %s with a %d-token window", s.model, window)
                self._graph = build_agent(model, self._searcher(), s, context_window=window,
                                          checkpointer=self.store.saver)
            return self._graph

    def _newer_publication(self) -> bool:
        """A shared library was published again since its snapshot was opened here."""
        from indexer import read_publication

        opened = getattr(self._library, "publication", None)
        if opened is None:
            return False
        try:
            latest = read_publication(Path(self.settings.shared_folder or ""))
        except SharedLibraryUnavailable:  # the share went away: answer from the copy we have
            return False
        return latest.generation != opened.generation

    def _searcher(self) -> PassageSearcher:
        shared = self.settings.shared_folder
        if shared:  # another desktop's library, from a local copy of its latest snapshot
            from indexer import open_shared

            self._library = open_shared(Path(shared), path_map=self.settings.shared_path_map
                                        or None, chroma_url=self.settings.chroma_url or None)
        else:
            # searching while a run writes: the run checked the file when it opened it, and a
            # check now would read all of it (the file always changed) before the first passage
            self._library = Library(self.data_dir)  # not re-checked while a run writes
            if self.one_shot:
                self._library.vectors.read_directly()
        if self.vector_reader is not None:
            self._library.vectors.read_through(self.vector_reader)
        embedder = self._embedder
        if embedder is None:
            spec = self.settings.embedder or self._library.embedder_id or "builtin"
            if spec.startswith("builtin:"):
                spec = "builtin"
            embedder = make_embedder(spec, self.settings.ollama_url)
        searcher = SharedSearcher if shared else PassageSearcher
        self._search = searcher(self._library, embedder, self.settings.passages_per_search,
                                self.settings.search_mode)
        return self._search

    # -- conversations -------------------------------------------------------------------

    def conversations(self) -> list[ConversationInfo]:
        """All conversations, most recently used first."""
        return self.store.list()

    def messages(self, thread_id: str) -> list[Turn]:
        """The turns of a conversation, each with its answer, citation map, flags and outcome."""
        values = self._reading_graph().get_state(
            {"configurable": {"thread_id": thread_id}}).values
        turns = [turn_from_record(r) for r in values.get("turns", [])]
        if not self._thread_lock(thread_id).locked() and (cut := interrupted_turn(values, False)):
            turns.append(turn_from_record(cut))  # a question a crash cut off, shown as such
        return turns

    def rename(self, thread_id: str, title: str) -> None:
        self.store.rename(thread_id, title)

    def delete(self, thread_id: str) -> None:
        """Remove the conversation and all its checkpoints (waits for a running question)."""
        lock = self._thread_lock(thread_id)
        with lock:
            self.store.delete(thread_id)

    def _reading_graph(self) -> Any:
        with self._build_lock:
            if self._reader is None:  # same state schema, no model server or library needed
                s = self.settings
                self._reader = build_agent(OfflineModel(), lambda query: [], s,
                                           context_window=s.fallback_context_window,
                                           checkpointer=self.store.saver)
            return self._reader

    # -- lifetime ------------------------------------------------------------------------

    def close(self, timeout: float = 10.0) -> None:
        """Stop running questions, let them record their partial answers, close the files."""
        for run in list(self._runs):
            run.stop()
        for run in list(self._runs):
            if not run.join(timeout):
                log.warning("a stopped question did not finish within %.0f s", timeout)
        for library in dict.fromkeys([*self._retired, self._library]):
            if library is not None:
                library.close()
        self.store.close()

    def __enter__(self) -> Assistant:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
