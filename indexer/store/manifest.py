"""library.sqlite: the file manifest, the chunks with their FTS5 keyword index, and vector bookkeeping.

SQLite is the source of truth. A file's row and its chunks are written in one transaction, so the
store never holds a half-indexed file; Chroma holds vectors keyed by the same chunk ids, and the
``vectors`` table records which chunks a given embedder has already stored.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from indexer.base.faults import fault_point
from indexer.base.private import private_dir, private_file
from indexer.base.words import english
from indexer.ingest.discovery import Exclusion
from indexer.ingest.passages import ChunkRecord, with_header
from indexer.ingest.retry import SCANNED_REASON
from indexer.store.cards import DocumentCard, DocumentCards
from indexer.store.errors import LibraryReadOnly, is_writable, translate, verify
from indexer.store.folder_list import FolderListUnreadable, keep_folder_list, read_folder_list
from indexer.store.keyword_index import KeywordIndex, keyword_text
from indexer.store.keywords import FTS_TOKENIZER, KEYWORDS_VERSION
from indexer.store.scans import SCANS_SCHEMA, ScanQueue

log = logging.getLogger(__name__)

SCHEMA_VERSION = "1"

_FILE_COLUMNS = ("path, root, rel_path, file_type, size, mtime_ns, content_hash, content_key,"
                 " state, reason, chunk_count, attempts, retry_after")  # FileRow's fields

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS roots (path TEXT PRIMARY KEY, added_at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS files (
    path TEXT PRIMARY KEY,
    root TEXT NOT NULL,
    rel_path TEXT NOT NULL,
    file_type TEXT NOT NULL DEFAULT '',
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    content_hash TEXT,
    content_key TEXT,
    state TEXT NOT NULL CHECK (state IN ('indexed', 'skipped', 'failed')),
    reason TEXT NOT NULL DEFAULT '',
    chunk_count INTEGER NOT NULL DEFAULT 0,
    indexed_at REAL NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,  -- consecutive failed parses
    retry_after REAL  -- when an unchanged file is parsed again (epoch s); NULL: not retried
);
CREATE TABLE IF NOT EXISTS failed_updates (  -- a newer version of an indexed file that failed:
    path TEXT PRIMARY KEY,                    -- the indexed version's passages keep serving
    root TEXT NOT NULL,
    rel_path TEXT NOT NULL,
    file_type TEXT NOT NULL DEFAULT '',
    size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    content_hash TEXT,
    content_key TEXT,
    state TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    chunk_count INTEGER NOT NULL DEFAULT 0,
    indexed_at REAL NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    retry_after REAL
);
CREATE INDEX IF NOT EXISTS files_content_key ON files(content_key);
CREATE INDEX IF NOT EXISTS files_root ON files(root);
CREATE TABLE IF NOT EXISTS chunks (
    rowid INTEGER PRIMARY KEY,
    chunk_id TEXT NOT NULL UNIQUE,
    content_key TEXT NOT NULL,
    chunk_index INTEGER NOT NULL,
    file_type TEXT NOT NULL,
    page INTEGER,
    section TEXT NOT NULL DEFAULT '',
    start_index INTEGER NOT NULL,
    end_index INTEGER NOT NULL,
    text TEXT NOT NULL,
    search_text TEXT,  -- what FTS indexes when it differs from text (header, CJK bigrams)
    context TEXT NOT NULL DEFAULT ''  -- the document header searched with the passage, not shown
);
CREATE INDEX IF NOT EXISTS chunks_content_key ON chunks(content_key);
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_fts USING fts5(
    text, content='chunks', content_rowid='rowid', tokenize='{tokenizer}'
);
CREATE TRIGGER IF NOT EXISTS chunks_ai AFTER INSERT ON chunks BEGIN
    INSERT INTO chunks_fts(rowid, text) VALUES (new.rowid, coalesce(new.search_text, new.text));
END;
CREATE TRIGGER IF NOT EXISTS chunks_ad AFTER DELETE ON chunks BEGIN
    INSERT INTO chunks_fts(chunks_fts, rowid, text)
        VALUES ('delete', old.rowid, coalesce(old.search_text, old.text));
    DELETE FROM vectors WHERE chunk_id = old.chunk_id;
END;
CREATE TABLE IF NOT EXISTS exclusions (  -- what the user keeps out of a library folder
    root TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('path', 'pattern')),
    rule TEXT NOT NULL,  -- path relative to root ("/"-separated) or glob pattern
    added_at REAL NOT NULL,
    PRIMARY KEY (root, kind, rule)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS cards (  -- what each document is (indexer.ingest.cards), by content
    content_key TEXT PRIMARY KEY,
    card TEXT NOT NULL  -- JSON of DocumentCard
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS card_edits (  -- the user's corrections, by file: kept through re-indexing
    path TEXT PRIMARY KEY,
    edits TEXT NOT NULL,  -- JSON: field -> value
    edited_at REAL NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS vectors (
    embedder_id TEXT NOT NULL,
    chunk_id TEXT NOT NULL,
    PRIMARY KEY (embedder_id, chunk_id)
) WITHOUT ROWID;
""" + SCANS_SCHEMA


@dataclass(frozen=True)
class FileRow:
    path: str
    root: str
    rel_path: str
    file_type: str
    size: int
    mtime_ns: int
    content_hash: str | None
    content_key: str | None
    state: str
    reason: str
    chunk_count: int
    attempts: int = 0  # consecutive failed parses of this file
    retry_after: float | None = None  # epoch seconds after which it is parsed again; None: never


@dataclass(frozen=True)
class PendingChunk:
    rowid: int
    chunk_id: str
    text: str
    metadata: dict[str, str | int]
    context: str = ""

    @property
    def embed_text(self) -> str:
        """What the embedder reads: the document header, then the passage."""
        return with_header(self.context, self.text)


def chunk_id_for(content_key: str, chunk_index: int) -> str:
    """Deterministic id: the same content, parser and splitter always give the same ids."""
    return f"{content_key}-{chunk_index:05d}"


def content_key_of(chunk_id: str) -> str:
    """The content key a chunk id (``chunk_id_for``) was made from."""
    return chunk_id.rsplit("-", 1)[0]


class Manifest(DocumentCards, ScanQueue, KeywordIndex):
    """One connection to library.sqlite. Use one instance per thread."""

    def __init__(self, path: Path, read_only: bool = False) -> None:
        """Open (or create) the manifest; read-only when asked (a shared library's snapshot) or
        when its folder cannot be written.

        Raises :class:`~indexer.store.errors.StorageProblem` when the file is damaged, or when a new
        one cannot be created (read-only folder, full disk).
        """
        self.path = path
        created = not path.exists()
        self.read_only = path.exists() and (
            read_only or not (is_writable(path.parent) and is_writable(path)))
        try:
            if self.read_only:
                self.db = _connect_read_only(path)
                return
            private_dir(path.parent)  # owner-only, whatever the umask (see indexer.base.private)
            private_file(path)  # before SQLite makes its -wal and -shm: they get its mode
            self.db = sqlite3.connect(path, timeout=60, isolation_level=None,
                                      check_same_thread=False)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")
            self.db.execute("PRAGMA foreign_keys=OFF")
            self.db.executescript(_SCHEMA.replace("{tokenizer}", FTS_TOKENIZER))
            _add_missing_columns(self.db, "chunks", {"context": "TEXT NOT NULL DEFAULT ''"})
            _migrate_files(self.db)
            if self.get_meta("schema_version") is None:
                self.set_meta("schema_version", SCHEMA_VERSION)
            if created:  # library.sqlite lost or set aside: its folders come back from the copy
                self._restore_kept_folders()
                self.set_meta("keywords_version", KEYWORDS_VERSION)
        except (sqlite3.Error, OSError) as exc:
            problem = translate(exc, path.parent)
            if problem is None:
                raise
            if isinstance(problem, LibraryReadOnly) and not path.exists():
                problem = LibraryReadOnly(path.parent, english("create a library there"))
            raise problem from exc

    def verify(self) -> None:
        """Raise :class:`~indexer.store.errors.LibraryDamaged` if the file fails SQLite's check."""
        verify(self.db, self.path, self.path.parent)

    def close(self) -> None:
        self.db.close()

    # -- meta and roots -------------------------------------------------------------------
    def get_meta(self, key: str) -> str | None:
        row = self.db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str | None) -> None:
        if value is None:
            self.db.execute("DELETE FROM meta WHERE key = ?", (key,))
        else:
            self.db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (key, value))

    def roots(self) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT path FROM roots ORDER BY path")]

    def add_roots(self, paths: Iterable[str]) -> None:
        now = time.time()
        self.db.executemany(
            "INSERT OR IGNORE INTO roots(path, added_at) VALUES (?, ?)", [(p, now) for p in paths]
        )
        if self.roots():  # brings an older library's copy, or a stale one, up to date; a
            self.keep_folder_list()  # library without folders never overwrites a kept list

    def restore_folders(self, roots: Sequence[str], rules: Sequence[Exclusion]) -> None:
        """Add folders and their exclusion rules read back from a copy (folders.json)."""
        now = time.time()
        with self.transaction():
            self.db.executemany("INSERT OR IGNORE INTO roots(path, added_at) VALUES (?, ?)",
                                [(root, now) for root in roots])
            self.db.executemany(
                "INSERT OR IGNORE INTO exclusions(root, kind, rule, added_at) VALUES (?, ?, ?, ?)",
                [(r.root, r.kind, r.rule, now + i * 1e-6) for i, r in enumerate(rules)])
        self.keep_folder_list()

    def keep_folder_list(self) -> None:
        """Copy the folders and their exclusion rules into folders.json beside the manifest,
        for a repair to restore them from (never for a read-only or shared library)."""
        if not self.read_only:
            keep_folder_list(self.path.parent, self.roots(), self.exclusions())

    def _restore_kept_folders(self) -> None:
        try:
            kept = read_folder_list(self.path.parent)
        except FolderListUnreadable as exc:
            log.warning("the library's folders could not be restored: %s. Add them again "
                        "with `python -m indexer index FOLDER`", exc)
            return
        if kept is not None:
            self.restore_folders(kept.roots, kept.exclusions)

    def remove_root(self, path: str) -> list[str]:
        """Forget a library folder (and its exclusion rules); returns the file paths that
        belonged to it."""
        with self.transaction():
            paths = [r[0] for r in self.db.execute("SELECT path FROM files WHERE root = ?", (path,))]
            self.db.execute("DELETE FROM files WHERE root = ?", (path,))
            self.db.execute("DELETE FROM failed_updates WHERE root = ?", (path,))
            self.db.execute("DELETE FROM roots WHERE path = ?", (path,))
            self.db.execute("DELETE FROM exclusions WHERE root = ?", (path,))
        self.keep_folder_list()
        return paths

    # -- exclusion rules ------------------------------------------------------------------
    def exclusions(self, root: str | None = None) -> list[Exclusion]:
        """The exclusion rules of ``root`` (of every folder when None), oldest first."""
        where, args = ("WHERE root = ?", (root,)) if root is not None else ("", ())
        try:
            rows = self.db.execute(f"SELECT root, rule, kind FROM exclusions {where}"
                                   " ORDER BY root, added_at, rule", args).fetchall()
        except sqlite3.OperationalError:  # an older library opened read-only: no table yet
            return []
        return [Exclusion(root_, rule, kind) for root_, rule, kind in rows]

    def exclusions_by_root(self) -> dict[str, list[Exclusion]]:
        by_root: dict[str, list[Exclusion]] = {}
        for rule in self.exclusions():
            by_root.setdefault(rule.root, []).append(rule)
        return by_root

    def add_exclusion(self, rule: Exclusion) -> bool:
        """Record a rule; False when the folder already had it."""
        added = self.db.execute(
            "INSERT OR IGNORE INTO exclusions(root, kind, rule, added_at) VALUES (?, ?, ?, ?)",
            (rule.root, rule.kind, rule.rule, time.time())).rowcount > 0
        if added:
            self.keep_folder_list()
        return added

    def excluded_counts(self) -> dict[str, tuple[int, int]]:
        """Per library folder: (files, folders) its rules left out at its last run."""
        raw = json.loads(self.get_meta("excluded_counts") or "{}")
        return {root: (int(files), int(folders)) for root, (files, folders) in raw.items()}

    def record_excluded_counts(self, counts: dict[str, tuple[int, int]]) -> None:
        """Remember what this run's walk left out, folder by folder (others keep theirs)."""
        merged = {**self.excluded_counts(), **counts}
        self.set_meta("excluded_counts", json.dumps(merged, ensure_ascii=False))

    def remove_exclusion(self, rule: Exclusion) -> bool:
        """Drop a rule (its files are indexed again on the next run); False if there was none."""
        removed = self.db.execute(
            "DELETE FROM exclusions WHERE root = ? AND kind = ? AND rule = ?",
            (rule.root, rule.kind, rule.rule)).rowcount > 0
        if removed:
            self.keep_folder_list()
        return removed

    # -- files ----------------------------------------------------------------------------

    def transaction(self) -> _Transaction:
        self._writes += 1
        return _Transaction(self.db)

    def files(self) -> dict[str, FileRow]:
        cur = self.db.execute(
            f"SELECT {_FILE_COLUMNS} FROM files"
        )
        return {r[0]: FileRow(*r) for r in cur}

    def has_files(self) -> bool:
        """Whether the library knows any file yet (False before its first run)."""
        return self.db.execute("SELECT 1 FROM files LIMIT 1").fetchone() is not None

    def file_state(self, path: str) -> str | None:
        """indexed / skipped / failed, or None for a file the library does not know."""
        row = self.db.execute("SELECT state FROM files WHERE path = ?", (path,)).fetchone()
        return row[0] if row else None

    def content_chunk_count(self, content_key: str) -> int:
        row = self.db.execute(
            "SELECT count(*) FROM chunks WHERE content_key = ?", (content_key,)
        ).fetchone()
        return int(row[0])

    def save_file(self, row: FileRow, chunks: Sequence[ChunkRecord] | None = None,
                  card: DocumentCard | None = None, scanned: Sequence[int] = (),
                  identity: str = "") -> None:
        """Write a file's row, and its chunks and card if its content is new, as one
        transaction; ``scanned``: its pages left for OCR (``identity`` heads their passages)."""
        with self.transaction():
            if card is not None and row.content_key:
                self.store_card(row.content_key, card)
            if chunks and row.content_key:
                self._insert_chunks(row.content_key, chunks)
            if scanned and row.content_key:
                self.queue_scan(row.content_key, scanned, identity, len(chunks or ()))
            fault_point("save_file.chunks")
            self._write_row("files", row)
            self.db.execute("DELETE FROM failed_updates WHERE path = ?", (row.path,))

    def _insert_chunks(self, content_key: str, chunks: Sequence[ChunkRecord]) -> None:
        languages = self.told_languages([c.text for c in chunks])
        self.db.executemany(
            "INSERT OR IGNORE INTO chunks(chunk_id, content_key, chunk_index, file_type,"
            " page, section, start_index, end_index, text, search_text, context)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            [(chunk_id_for(content_key, c.chunk_index), content_key, c.chunk_index,
              c.file_type, c.page, c.section, c.start_index, c.end_index, c.text,
              keyword_text(c.text, c.context, language), c.context)
             for c, language in zip(chunks, languages, strict=True)])

    def save_failed_update(self, row: FileRow) -> None:
        """Record that a newer version of an indexed file failed; its indexed row and
        passages stay as they were (a failed re-parse never removes what was indexed)."""
        with self.transaction():
            self._write_row("failed_updates", row)

    def failed_updates(self) -> dict[str, FileRow]:
        """Indexed files whose newer version failed, by path (that newer version's row)."""
        try:
            cur = self.db.execute(f"SELECT {_FILE_COLUMNS} FROM failed_updates")
        except sqlite3.OperationalError:  # a read-only snapshot written before the table
            return {}
        return {r[0]: FileRow(*r) for r in cur}

    def _write_row(self, table: str, row: FileRow) -> None:
        self.db.execute(
            f"INSERT OR REPLACE INTO {table}(path, root, rel_path, file_type, size, mtime_ns,"
            " content_hash, content_key, state, reason, chunk_count, indexed_at,"
            " attempts, retry_after) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (row.path, row.root, row.rel_path, row.file_type, row.size, row.mtime_ns,
             row.content_hash, row.content_key, row.state, row.reason, row.chunk_count,
             time.time(), row.attempts, row.retry_after),
        )

    def delete_files(self, paths: Iterable[str]) -> None:
        rows = [(p,) for p in paths]
        with self.transaction():
            self.db.executemany("DELETE FROM files WHERE path = ?", rows)
            self.db.executemany("DELETE FROM failed_updates WHERE path = ?", rows)

    def problems(self) -> list[FileRow]:
        """Files not indexed, and indexed files whose newer version failed, by path."""
        cur = self.db.execute(
            f"SELECT {_FILE_COLUMNS} FROM files WHERE state != 'indexed' ORDER BY path"
        )
        rows = [FileRow(*r) for r in cur] + list(self.failed_updates().values())
        return sorted(rows, key=lambda r: r.path)

    # -- chunks and vectors ---------------------------------------------------------------
    def orphan_content_keys(self) -> list[str]:
        """Chunk groups no indexed file points at any more (deleted, changed, superseded)."""
        cur = self.db.execute(
            "SELECT DISTINCT content_key FROM chunks WHERE content_key NOT IN"
            " (SELECT content_key FROM files WHERE state = 'indexed' AND content_key IS NOT NULL)"
        )
        return [r[0] for r in cur]

    def chunk_ids_for(self, content_keys: Sequence[str]) -> list[str]:
        ids: list[str] = []
        for batch in _batches(content_keys, 500):
            marks = ",".join("?" * len(batch))
            ids += [r[0] for r in self.db.execute(
                f"SELECT chunk_id FROM chunks WHERE content_key IN ({marks})", batch)]
        return ids

    def delete_content(self, content_keys: Sequence[str]) -> int:
        with self.transaction():
            removed = 0
            for batch in _batches(content_keys, 500):
                marks = ",".join("?" * len(batch))
                removed += self.db.execute(
                    f"DELETE FROM chunks WHERE content_key IN ({marks})", batch).rowcount
                self.db.execute(f"DELETE FROM cards WHERE content_key IN ({marks})", batch)
                self.db.execute(f"DELETE FROM scans WHERE content_key IN ({marks})", batch)
            fault_point("orphans.deleted")
        return removed

    def pending_chunks(self, embedder_id: str, after_rowid: int, limit: int) -> list[PendingChunk]:
        """Chunks this embedder has not stored yet, in insertion order after ``after_rowid``."""
        cur = self.db.execute(
            "SELECT c.rowid, c.chunk_id, c.text, c.content_key, c.chunk_index, c.file_type,"
            " c.page, c.section, c.start_index, c.end_index, c.context FROM chunks c"
            " WHERE c.rowid > ? AND NOT EXISTS (SELECT 1 FROM vectors v"
            "   WHERE v.embedder_id = ? AND v.chunk_id = c.chunk_id)"
            " ORDER BY c.rowid LIMIT ?",
            (after_rowid, embedder_id, limit),
        )
        out = []
        for rowid, chunk_id, text, key, idx, ftype, page, section, start, end, context in cur:
            meta: dict[str, str | int] = {
                "content_key": key, "chunk_index": idx, "file_type": ftype,
                "section": section, "start_index": start, "end_index": end,
            }
            if page is not None:
                meta["page"] = page
            out.append(PendingChunk(rowid, chunk_id, text, meta, context))
        return out

    def count_pending(self, embedder_id: str) -> int:
        row = self.db.execute(
            "SELECT (SELECT count(*) FROM chunks) -"
            " (SELECT count(*) FROM vectors WHERE embedder_id = ?)", (embedder_id,)
        ).fetchone()
        return int(row[0])

    def pending_by_content(self, embedder_id: str) -> dict[str, int]:
        """Content key → how many of its passages this embedder has not stored yet."""
        return dict(self.db.execute(
            "SELECT c.content_key, count(*) FROM chunks c WHERE NOT EXISTS (SELECT 1 FROM"
            " vectors v WHERE v.embedder_id = ? AND v.chunk_id = c.chunk_id)"
            " GROUP BY c.content_key", (embedder_id,)).fetchall())

    def has_vectors(self, embedder_id: str) -> bool:
        return self.db.execute(
            "SELECT 1 FROM vectors WHERE embedder_id = ? LIMIT 1", (embedder_id,)
        ).fetchone() is not None

    def mark_embedded(self, embedder_id: str, chunk_ids: Sequence[str]) -> None:
        with self.transaction():
            self.db.executemany(
                "INSERT OR IGNORE INTO vectors(embedder_id, chunk_id) VALUES (?, ?)",
                [(embedder_id, c) for c in chunk_ids],
            )

    def some_vector_ids(self, embedder_id: str, limit: int) -> list[str]:
        """Up to ``limit`` chunk ids this embedder's vectors are recorded for."""
        return [r[0] for r in self.db.execute(
            "SELECT chunk_id FROM vectors WHERE embedder_id = ? LIMIT ?", (embedder_id, limit))]

    def vector_ids(self, embedder_id: str) -> set[str]:
        """The chunk ids this embedder's vectors are recorded for."""
        return {r[0] for r in self.db.execute(
            "SELECT chunk_id FROM vectors WHERE embedder_id = ?", (embedder_id,))}

    def forget_vector_ids(self, embedder_id: str, chunk_ids: Sequence[str]) -> None:
        """The vector store lost these: record them as missing, so a run makes them again."""
        with self.transaction():
            self.db.executemany("DELETE FROM vectors WHERE embedder_id = ? AND chunk_id = ?",
                                [(embedder_id, c) for c in chunk_ids])

    def forget_vectors(self, embedder_id: str) -> None:
        self.db.execute("DELETE FROM vectors WHERE embedder_id = ?", (embedder_id,))

    def forget_chunk_vectors(self, chunk_ids: Sequence[str]) -> None:
        """Mark these chunks as having no vector (for any embedder): done before their vectors
        are deleted, so a crash in between never leaves a chunk marked with a vector it lost."""
        with self.transaction():
            for batch in _batches(chunk_ids, 500):
                marks = ",".join("?" * len(batch))
                self.db.execute(f"DELETE FROM vectors WHERE chunk_id IN ({marks})", batch)

    def counts(self, embedder_id: str | None) -> dict[str, int]:
        q = self.db.execute
        out = {
            "files": q("SELECT count(*) FROM files").fetchone()[0],
            "indexed": q("SELECT count(*) FROM files WHERE state='indexed'").fetchone()[0],
            "skipped": q("SELECT count(*) FROM files WHERE state='skipped'").fetchone()[0],
            "failed": q("SELECT count(*) FROM files WHERE state='failed'").fetchone()[0],
            "chunks": q("SELECT count(*) FROM chunks").fetchone()[0],
        }
        out["vectors"] = (
            q("SELECT count(*) FROM vectors WHERE embedder_id = ?", (embedder_id,)).fetchone()[0]
            if embedder_id else 0
        )
        return out

    def chunk_rows(self, chunk_ids: Sequence[str]) -> Iterator[tuple]:
        """(chunk_id, content_key, chunk_index, file_type, page, section, start, end, text,
        context)."""
        for batch in _batches(chunk_ids, 500):
            marks = ",".join("?" * len(batch))
            yield from self.db.execute(
                "SELECT chunk_id, content_key, chunk_index, file_type, page, section,"
                f" start_index, end_index, text, context FROM chunks WHERE chunk_id IN ({marks})",
                batch)


class _Transaction:
    """``with manifest.transaction():`` — BEGIN IMMEDIATE … COMMIT, or ROLLBACK on error."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        if exc_type is not None:
            self.db.execute("ROLLBACK")
            return
        try:
            self.db.execute("COMMIT")
        except sqlite3.Error:
            # A failed COMMIT (disk full) leaves the transaction open: end it, so this
            # connection keeps working and the half-written file is simply not there.
            if self.db.in_transaction:
                self.db.execute("ROLLBACK")
            raise


def _connect_read_only(path: Path) -> sqlite3.Connection:
    """A read-only connection; ``immutable`` when even WAL's shared-memory file cannot be made."""
    uri = path.resolve().as_uri()
    try:
        db = sqlite3.connect(f"{uri}?mode=ro", uri=True, isolation_level=None,
                             check_same_thread=False)
        db.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return db
    except sqlite3.OperationalError:
        return sqlite3.connect(f"{uri}?mode=ro&immutable=1", uri=True, isolation_level=None,
                               check_same_thread=False)


def _migrate_files(db: sqlite3.Connection) -> None:
    """Add the retry columns to an older library's files table."""
    had_retry = "retry_after" in {r[1] for r in db.execute("PRAGMA table_info(files)")}
    _add_missing_columns(db, "files", {"attempts": "INTEGER NOT NULL DEFAULT 0",
                                       "retry_after": "REAL"})
    if not had_retry:  # failures were never retried before; OCR may read scanned files now
        db.execute("UPDATE files SET retry_after = 0 WHERE state = 'failed'"
                   " OR (state = 'skipped' AND reason = ?)", (SCANNED_REASON,))


def _add_missing_columns(db: sqlite3.Connection, table: str, columns: dict[str, str]) -> None:
    """Bring a library written by an older version up to the current schema."""
    have = {r[1] for r in db.execute(f"PRAGMA table_info({table})")}
    for name, decl in columns.items():
        if name not in have:
            db.execute(f"ALTER TABLE {table} ADD COLUMN {name} {decl}")


def _batches(items: Sequence[str], size: int) -> Iterator[list[str]]:
    items = list(items)
    for i in range(0, len(items), size):
        yield items[i:i + size]
