"""Questions and conversations: runs the assistant in workers and forwards plain results.

Every request carries the view generation it was made for; when the user has moved on (another
conversation, a new one) its results are dropped instead of painted (git-cola's token idea). An
answer's events are tied to its own ``LiveAnswer``: the thread of an answer already shown may
still be ending when the next question starts, and must not touch the new one.
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal

from desktop_app.assistant.citations import CitationMap
from desktop_app.assistant.conversations import ConversationInfo, title_from
from desktop_app.assistant.events import Citations, Done, Error, Status, Token
from desktop_app.assistant.scope import Scope
from desktop_app.assistant.state import Turn
from desktop_app.core import jobs, snapshots
from desktop_app.ui.worker import Job, Jobs
from desktop_app.wording import tr

log = logging.getLogger(__name__)

LAST_CONVERSATION_KEY = "session/conversation"  # in window.ini


def add_folder_hint() -> str:
    return tr("Add a folder first (drop it onto the window or File ▸ Add folder…).")


def no_passages_hint() -> str:
    return tr("Your folders hold no readable passages yet: add a folder with documents "
              "(drop it onto the window or File ▸ Add folder…), or see the Files tab for "
              "files that could not be read.")


@dataclass
class LiveAnswer:
    """The answer being streamed: text per model message (only the latest one is shown)."""

    question: str
    texts: dict[str, str] = field(default_factory=dict)
    last_message: str = ""
    citations: CitationMap = field(default_factory=dict)

    @property
    def text(self) -> str:
        return self.texts.get(self.last_message, "")


class LastConversation:
    """The conversation on screen, kept in the window's settings file to reopen it at the next
    start. ``read`` and ``save`` run in workers; ``save`` writes ``wanted`` as it is then, so
    the newest choice is the one left on disk whatever order the saves run in."""

    def __init__(self, ini: Path) -> None:
        self.ini = Path(ini)
        self.wanted = ""  # set in the GUI thread
        self._lock = threading.Lock()

    def _settings(self) -> QSettings:
        return QSettings(str(self.ini), QSettings.Format.IniFormat)

    def read(self) -> str:
        return str(self._settings().value(LAST_CONVERSATION_KEY, "") or "")

    def save(self) -> None:
        with self._lock:
            settings = self._settings()
            settings.setValue(LAST_CONVERSATION_KEY, self.wanted)
            settings.sync()


def _listing_and_last(assistant: Any, last: LastConversation) -> tuple[list, str]:
    """(In a worker) the conversations, and the one on screen when the window last closed."""
    return assistant.conversations(), last.read()


def turn_from_done(question: str, done: Done) -> Turn:
    return Turn(question=question, answer=done.answer, outcome=done.outcome,
                citations=dict(done.citations), flags=list(done.flags),
                sentences=list(done.sentences), note=done.note)


class ChatController(QObject):
    """Asks the assistant and manages conversations; never touches a widget.

    Signals:
        conversations(list): ``ConversationInfo`` list, most recent first.
        conversation_loaded(str, list): thread id and its ``Turn`` list.
        turns_replaced(int): the question about to be answered replaces the turn with this
            index and every turn after it (regenerate, or edit and resend).
        answer_started(str): the question now being answered in the current conversation.
        answer_updated(str): the answer so far (once per batch of tokens).
        citations_updated(object): the citation map so far.
        status(str): what the assistant is doing ("Searching 'x'…"); "" when idle.
        answer_done(object): the finished ``Turn`` (answered, not found or stopped).
        answer_failed(str, str, object): error kind, the message with the fix, and the failed
            ``Turn`` (with what the model wrote before it failed, and the passages found).
        busy_changed(bool): a question of the current conversation is running.
        scope_changed(object): the current conversation's search ``Scope``.
        library_files(list): the library's indexed files (``load_library_files``).
    """

    conversations = Signal(list)
    conversation_loaded = Signal(str, list)
    turns_replaced = Signal(int)
    answer_started = Signal(str)
    answer_updated = Signal(str)
    citations_updated = Signal(object)
    status = Signal(str)
    answer_done = Signal(object)
    answer_failed = Signal(str, str, object)
    busy_changed = Signal(bool)
    scope_changed = Signal(object)
    library_files = Signal(list)

    def __init__(self, jobs_: Jobs, assistant: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs = jobs_
        self.assistant = assistant
        self.thread_id: str = assistant.new_thread_id()
        self._generation = 0
        self._ask: Job | None = None
        self._cancel: threading.Event | None = None
        self._live: LiveAnswer | None = None
        self.renew: Any = None  # () -> (assistant, cleanup), set by the window
        self.vectors_stale = False  # a library run wrote vectors this assistant cannot see
        self._asks_running = 0
        self._retired: list[tuple[Any, Any]] = []  # (assistant, cleanup) to close when idle
        self.library_hint: Any = None  # () -> "" or why asking the model is pointless now
        self._listed: list[ConversationInfo] = []  # the list as last loaded (or shown)
        self.last_conversation: LastConversation | None = None  # set by the window
        self._reopen = True  # the first listing reopens the conversation left on screen
        # A new conversation searches all folders: a narrowed scope carried over unseen
        # would make answers miss documents the user expects to be searched.
        self.scope = Scope()
        # One flag per turn shown: is it in the conversation file? A question that failed
        # before reaching the assistant is shown but not stored, so screen index i is
        # stored turn sum(flags[:i]); edit and regenerate must replace by the stored one.
        self._stored: list[bool] = []

    # -- asking ---------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self._live is not None

    def ask(self, question: str, replace_from: int | None = None) -> bool:
        """Start answering ``question`` in the current conversation; with ``replace_from``
        it takes the place of that turn and of every turn after it (nothing is kept of them:
        the conversation goes on from the new answer)."""
        question = question.strip()
        if not question or self.busy or (replace_from is not None and replace_from < 0):
            return False
        hint = self.library_hint() if self.library_hint is not None else ""
        if hint:  # nothing to search: say so at once, and replace nothing of what is stored
            self.answer_started.emit(question)
            self._stored.append(False)
            self.answer_failed.emit("empty_library", hint, Turn(question, "", "failed", note=hint))
            return True
        if replace_from is not None:
            self.turns_replaced.emit(replace_from)
            replace_from = self._drop_shown_from(replace_from)
        self._remember()
        self._list_first(question)
        self._cancel = threading.Event()
        live = self._live = LiveAnswer(question)
        self.answer_started.emit(question)
        self.busy_changed.emit(True)
        self._asks_running += 1
        renew = self.renew if self.vectors_stale else None
        self.vectors_stale = False
        self._ask = self._jobs.start(
            jobs.ask_job, self.assistant, self.thread_id, question, self._cancel, renew,
            self.scope, replace_from=replace_from, name="ask", on_abort=self._cancel.set,
            on_items=lambda items: self._on_events(live, items),
            on_error=lambda message: self._on_events(live, [Error("internal", message)]),
            on_finished=lambda: self._on_ask_finished(live))
        return True

    def _drop_shown_from(self, shown: int) -> int:
        """Forget the turns shown from index ``shown`` on; → the stored index they began at."""
        stored_index = sum(self._stored[:shown])
        del self._stored[shown:]
        return stored_index

    def stop(self) -> None:
        """Stop the answer now; the partial answer is kept (Done(stopped) follows at once)."""
        if self._cancel is not None:
            self._cancel.set()

    def _on_events(self, live: LiveAnswer, items: list) -> None:
        for item in items:
            if isinstance(item, jobs.Renewed):
                self.set_assistant(item.assistant, item.cleanup)
        if self._live is not live:
            return  # the user moved to another conversation, or this answer is over: drop
        text_changed = False
        for event in items:
            if isinstance(event, Token):
                live.texts[event.message_id] = live.texts.get(event.message_id, "") + event.text
                live.last_message, text_changed = event.message_id, True
            elif isinstance(event, Status):
                self.status.emit(event.text[:1].upper() + event.text[1:])
            elif isinstance(event, Citations):
                live.citations = dict(event.citations)
                self.citations_updated.emit(live.citations)
            elif isinstance(event, Done):
                self._finish()
                self._stored.append(event.stored)
                self.answer_done.emit(turn_from_done(live.question, event))
                return
            elif isinstance(event, Error):
                self._finish()
                self._stored.append(event.stored)
                self.answer_failed.emit(event.kind, event.message, Turn(
                    live.question, event.answer, "failed", citations=dict(event.citations),
                    sentences=list(event.sentences), note=event.message))
                return
        if text_changed:
            self.answer_updated.emit(live.text)

    def _finish(self) -> None:
        self._live = None
        self.status.emit("")
        self.busy_changed.emit(False)

    def _on_ask_finished(self, live: LiveAnswer) -> None:
        if self._live is live:
            self._finish()  # ended without Done/Error (aborted at shutdown)
        self._asks_running -= 1
        if self._asks_running == 0:
            self._ask = None
            self._close_retired()
        self.refresh_conversations()

    # -- conversations --------------------------------------------------------------------

    def _leave_view(self) -> None:
        """Whatever is in flight for the current view will no longer be painted."""
        self._generation += 1
        if self._live is not None:
            self._live = None
            self.status.emit("")
            self.busy_changed.emit(False)

    def new_conversation(self) -> None:
        self._leave_view()
        self.thread_id = self.assistant.new_thread_id()
        self.scope = Scope()
        self.scope_changed.emit(self.scope)
        self._stored = []
        self._remember()
        self.conversation_loaded.emit(self.thread_id, [])

    def open_conversation(self, thread_id: str) -> None:
        self._leave_view()
        self.thread_id = thread_id
        self._remember()
        generation = self._generation
        self._jobs.start(self.assistant.messages, thread_id, name="messages",
                         on_result=lambda turns: self._on_loaded(generation, thread_id, turns),
                         on_error=lambda m: self.answer_failed.emit(
                             "internal", m, Turn("", "", "failed", note=m)))
        self._jobs.start(self.assistant.scope, thread_id, name="scope",
                         on_result=lambda scope: self._on_scope(generation, scope))

    def _on_scope(self, generation: int, scope: Scope) -> None:
        if generation == self._generation:
            self.scope = scope
            self.scope_changed.emit(scope)

    def set_scope(self, scope: Scope) -> None:
        """Search ``scope`` in the current conversation from now on (remembered with it)."""
        self.scope = scope
        self.scope_changed.emit(scope)
        self._jobs.start(self.assistant.set_scope, self.thread_id, scope, name="scope-save")

    def load_library_files(self) -> None:
        """The library's files for the "One file…" picker (``library_files``)."""
        self._jobs.start(snapshots.library_files, self.assistant.data_dir,
                         snapshots.shared_source(getattr(self.assistant, "settings", None)),
                         name="library-files",
                         on_result=self.library_files.emit)

    def _on_loaded(self, generation: int, thread_id: str, turns: list[Turn]) -> None:
        if generation == self._generation:
            self._stored = [True] * len(turns)  # what the store holds, as it numbers them
            self.conversation_loaded.emit(thread_id, turns)

    def refresh_conversations(self) -> None:
        if self.last_conversation is not None and self._reopen:
            self._reopen = False
            generation = self._generation
            self._jobs.start(_listing_and_last, self.assistant, self.last_conversation,
                             name="conversations",
                             on_result=lambda result: self._on_first_listing(generation, *result))
            return
        self._jobs.start(self.assistant.conversations, name="conversations",
                         on_result=self._on_conversations)

    def _on_first_listing(self, generation: int, infos: list[ConversationInfo], last: str
                          ) -> None:
        """The list, and the conversation left on screen opened again (through the usual
        worker) unless the user has moved on meanwhile or it is gone (then: a new one)."""
        memory = self.last_conversation
        if memory is not None and not memory.wanted:
            memory.wanted = last  # already on disk: opening it writes nothing
        self._on_conversations(infos)
        untouched = generation == self._generation and not self._stored and self._live is None
        if untouched and last and any(i.thread_id == last for i in infos):
            self.open_conversation(last)

    def _remember(self) -> None:
        """The conversation on screen is the one to reopen at the next start."""
        memory = self.last_conversation
        if memory is None or memory.wanted == self.thread_id:
            return
        memory.wanted = self.thread_id
        self._jobs.start(memory.save, name="remember-conversation")

    def _on_conversations(self, infos: list[ConversationInfo]) -> None:
        mine = [i for i in self._listed[:1] if i.thread_id == self.thread_id]
        if self._live is not None and mine and all(i.thread_id != self.thread_id for i in infos):
            infos = [*mine, *infos]  # a list read before the question was stored
        self._listed = list(infos)
        self.conversations.emit(infos)

    def _list_first(self, question: str) -> None:
        """The conversation asked in moves to the top of the list now (a new one titled by
        its question, as the store will title it), not when the answer is done."""
        now = time.time()
        info = next((i for i in self._listed if i.thread_id == self.thread_id), None)
        info = ConversationInfo(self.thread_id, title_from(question), now, now) if info is None \
            else ConversationInfo(info.thread_id, info.title, info.created_at, now)
        self._listed = [info, *(i for i in self._listed if i.thread_id != self.thread_id)]
        self.conversations.emit(list(self._listed))

    def rename(self, thread_id: str, title: str) -> None:
        self._jobs.start(self.assistant.rename, thread_id, title, name="rename",
                         on_finished=self.refresh_conversations)

    def delete(self, thread_id: str) -> None:
        if thread_id == self.thread_id:
            self.new_conversation()
        self._jobs.start(self.assistant.delete, thread_id, name="delete",
                         on_finished=self.refresh_conversations)

    def set_assistant(self, assistant: Any, cleanup: Any = None) -> None:
        """Use ``assistant`` for the next questions; the old one is closed (then ``cleanup()``)
        once no question runs on it any more. The current conversation carries on."""
        self._retired.append((self.assistant, cleanup))
        self.assistant = assistant
        if self._asks_running == 0:
            self._close_retired()

    def mark_vectors_stale(self) -> None:
        """The next question first reopens the library's vectors."""
        self.vectors_stale = self.renew is not None

    def _close_retired(self) -> None:
        retired, self._retired = self._retired, []
        for old, cleanup in retired:
            self._jobs.start(_close, old, cleanup, name="assistant-close")

    def close(self) -> None:
        """At shutdown (workers already stopped): close every assistant, current and old."""
        for old, cleanup in [*self._retired, (self.assistant, None)]:
            _close(old, cleanup)
        self._retired = []


def _close(assistant: Any, cleanup: Any) -> None:
    assistant.close()
    if cleanup is not None:
        cleanup()
