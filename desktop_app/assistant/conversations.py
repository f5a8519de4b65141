"""Conversations on disk: LangGraph checkpoints (SqliteSaver) plus a small titles table."""

from __future__ import annotations

import os
import sqlite3
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from indexer import private_dir, private_file

DB_NAME = "conversations.sqlite"
TITLE_CHARS = 60


@dataclass(frozen=True)
class ConversationInfo:
    """A conversation in the list: id, title and when it was started and last used."""

    thread_id: str
    title: str
    created_at: float
    updated_at: float


def title_from(question: str, limit: int = TITLE_CHARS) -> str:
    """A title from the first question, without a model call: its first line, cut at a word."""
    line = " ".join((question.strip().splitlines() or [""])[0].split())
    if len(line) <= limit:
        return line or "New conversation"
    cut = line[:limit].rsplit(" ", 1)[0] if " " in line[:limit] else line[:limit]
    return cut.rstrip(",.;:") + "…"


def new_thread_id() -> str:
    return uuid.uuid4().hex


def unusable_message(path: Path, exc: BaseException) -> str:
    """What happened and what to do, for a conversations file SQLite cannot use (the caller
    adds "error: " and the full stop)."""
    detail = " ".join(str(exc).split())[:160] or type(exc).__name__
    if "readonly" in detail or "read-only" in detail or isinstance(exc, PermissionError):
        return (f"the conversations file {path} cannot be written ({detail}). Make it writable "
                f"(chmod u+w '{path}') or use another --data-dir")
    if "unable to open" in detail:
        return (f"the conversations file {path} cannot be opened ({detail}). Check that you may "
                "read and write it and its folder, or use another --data-dir")
    if "locked" in detail:
        return (f"the conversations file {path} is in use by another program ({detail}). "
                "Close the other Footnote window or command, then try again")
    wal = f"{path}-wal"
    wal_too = f", and its journal: mv '{wal}' '{path}.damaged-wal'" if os.path.exists(wal) else ""
    return (f"the conversations file {path} is damaged ({detail}). Move it aside (mv '{path}' "
            f"'{path}.damaged'{wal_too}) to start afresh without the old conversations, or "
            "restore it from a backup; your documents and library are not affected")


class ConversationStore:
    """Owns the SQLite connection of ``conversations.sqlite`` for checkpoints and titles.

    One connection is shared by the threads that run questions: ``SqliteSaver`` guards every
    use with its lock, and the titles table goes through the same lock (``saver.cursor()``),
    which is what makes ``check_same_thread=False`` safe here.
    """

    def __init__(self, data_dir: Path) -> None:
        from langgraph.checkpoint.sqlite import SqliteSaver  # LangGraph: not before needed

        private_dir(data_dir)  # the conversations are their owner's alone, whatever the umask
        self.path = data_dir / DB_NAME
        private_file(self.path)  # before SQLite makes its -wal and -shm: they get its mode
        self.conn = sqlite3.connect(self.path, check_same_thread=False, timeout=30)
        try:
            # Deleted conversations are overwritten on disk, not just unlinked from the b-tree.
            self.conn.execute("PRAGMA secure_delete = ON")
            self.saver = SqliteSaver(self.conn)
            with self.saver.cursor() as cur:
                cur.execute(
                    "CREATE TABLE IF NOT EXISTS footnote_conversations ("
                    " thread_id TEXT PRIMARY KEY, title TEXT NOT NULL,"
                    " created_at REAL NOT NULL, updated_at REAL NOT NULL)")
                _add_scope_column(cur)
        except BaseException:  # a damaged or read-only file: do not hold it open
            self.conn.close()
            raise

    def close(self) -> None:
        with self.saver.lock:
            self.conn.close()

    def touch(self, thread_id: str, first_question: str,
              scope: str | None = None) -> ConversationInfo:
        """Record that ``thread_id`` is used now; a new conversation is titled by its question.
        ``scope``: the search scope to remember with it (``Scope.to_json()``; None: keep)."""
        now = time.time()
        with self.saver.cursor() as cur:
            cur.execute(
                "INSERT INTO footnote_conversations (thread_id, title, created_at, updated_at,"
                " scope) VALUES (?, ?, ?, ?, ?) ON CONFLICT(thread_id) DO UPDATE SET"
                " updated_at = excluded.updated_at, scope = coalesce(?, scope)",
                (thread_id, title_from(first_question), now, now, scope or "", scope))
        info = self.get(thread_id)
        assert info is not None
        return info

    def verify(self) -> None:
        """Raise ``sqlite3.DatabaseError`` when the file is damaged: SQLite otherwise notices a
        bad page only when it happens to read it, in the middle of an answer."""
        with self.saver.cursor(transaction=False) as cur:
            rows = cur.execute("PRAGMA quick_check(1)").fetchall()
        if rows != [("ok",)]:
            raise sqlite3.DatabaseError(f"database disk image is malformed: {rows[0][0]}")

    def exists(self, thread_id: str) -> bool:
        """Was this conversation ever started here (and not deleted)?"""
        return (self.get(thread_id) is not None or
                self.saver.get_tuple({"configurable": {"thread_id": thread_id}}) is not None)

    def get(self, thread_id: str) -> ConversationInfo | None:
        with self.saver.cursor(transaction=False) as cur:
            row = cur.execute("SELECT thread_id, title, created_at, updated_at"
                              " FROM footnote_conversations WHERE thread_id = ?",
                              (thread_id,)).fetchone()
        return ConversationInfo(*row) if row else None

    def list(self) -> list[ConversationInfo]:
        """Most recently used first."""
        with self.saver.cursor(transaction=False) as cur:
            rows = cur.execute("SELECT thread_id, title, created_at, updated_at"
                               " FROM footnote_conversations ORDER BY updated_at DESC").fetchall()
        return [ConversationInfo(*r) for r in rows]

    def scope(self, thread_id: str) -> str:
        """The conversation's search scope as stored (``Scope.from_json``); "" = all folders."""
        with self.saver.cursor(transaction=False) as cur:
            row = cur.execute("SELECT scope FROM footnote_conversations WHERE thread_id = ?",
                              (thread_id,)).fetchone()
        return row[0] if row else ""

    def set_scope(self, thread_id: str, scope: str) -> bool:
        """Remember ``scope`` with a conversation; False when it is not stored yet (a new
        conversation is stored with its first question, scope included)."""
        with self.saver.cursor() as cur:
            cur.execute("UPDATE footnote_conversations SET scope = ? WHERE thread_id = ?",
                        (scope, thread_id))
            return cur.rowcount > 0

    def rename(self, thread_id: str, title: str) -> None:
        title = " ".join(title.split()) or "Untitled"
        with self.saver.cursor() as cur:
            cur.execute("UPDATE footnote_conversations SET title = ? WHERE thread_id = ?",
                        (title, thread_id))
            if cur.rowcount == 0:
                raise KeyError(thread_id)

    def prune(self, thread_id: str) -> None:
        """Keep only the newest checkpoint of a thread: LangGraph stores the whole state at
        every step, which grows as the square of a conversation's length; Footnote never goes
        back in time, and earlier versions of a conversation should not linger on disk."""
        latest = self.saver.get_tuple({"configurable": {"thread_id": thread_id}})
        if latest is None:
            return
        keep = latest.config["configurable"]["checkpoint_id"]
        with self.saver.cursor() as cur:
            for table in ("checkpoints", "writes"):
                cur.execute(f"DELETE FROM {table} WHERE thread_id = ? AND checkpoint_ns = ''"
                            " AND checkpoint_id != ?", (thread_id, keep))

    def delete(self, thread_id: str) -> None:
        """Delete means delete: checkpoints, pending writes and title, overwritten on disk."""
        self.saver.delete_thread(thread_id)
        with self.saver.cursor() as cur:
            cur.execute("DELETE FROM footnote_conversations WHERE thread_id = ?", (thread_id,))
        with self.saver.lock:  # move the WAL's copies of the deleted pages into the main file
            self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")


def _add_scope_column(cur: sqlite3.Cursor) -> None:
    """Files written before conversations had a search scope get the column ("" = all)."""
    columns = {r[1] for r in cur.execute("PRAGMA table_info(footnote_conversations)")}
    if "scope" not in columns:
        cur.execute("ALTER TABLE footnote_conversations ADD COLUMN scope TEXT NOT NULL DEFAULT ''")


def set_aside_if_damaged(data_dir: Path) -> Path | None:
    """For the window, which must start: a conversations file SQLite reports as damaged is
    moved to ``conversations.sqlite.damaged-<time>`` (with its journal), never deleted, so a
    new one can be started. Returns where it went, or None if it was sound (or absent)."""
    path = Path(data_dir) / DB_NAME
    if not path.exists():
        return None
    try:
        store = ConversationStore(Path(data_dir))
    except sqlite3.DatabaseError as exc:
        if not _is_damage(exc):
            return None  # read-only or locked: the error is reported where it is used
    else:
        try:
            store.verify()
            return None
        except sqlite3.DatabaseError as exc:
            if not _is_damage(exc):
                return None
        finally:
            store.close()
    target = path.with_name(f"{DB_NAME}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(f"{path}{suffix}"):
            os.replace(f"{path}{suffix}", f"{target}{suffix}")
    return target


def _is_damage(exc: BaseException) -> bool:
    text = str(exc).lower()
    return "malformed" in text or "not a database" in text or "corrupt" in text
