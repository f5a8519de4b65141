"""The scanned pages a library still has to read with OCR, by content, and what was read of them."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from indexer.ingest.passages import ChunkRecord

SCANS_SCHEMA = """
CREATE TABLE IF NOT EXISTS scans (  -- a document's scanned pages OCR has yet to read
    content_key TEXT PRIMARY KEY,
    pages TEXT NOT NULL,  -- JSON list of the 1-based pages still to read, in order
    total INTEGER NOT NULL,  -- scanned pages in the document
    unread INTEGER NOT NULL DEFAULT 0,  -- pages OCR failed on
    page_limit INTEGER,  -- pages OCR may read of it (NULL: the library's setting)
    identity TEXT NOT NULL DEFAULT '',  -- the document's identifying line, for passage headers
    next_chunk INTEGER NOT NULL,  -- the chunk index its next passages get
    reason TEXT NOT NULL DEFAULT ''  -- why pages were not read
) WITHOUT ROWID;
"""


@dataclass(frozen=True)
class ScanJob:
    """One document's scanned pages still to read (``path``: one of its files)."""

    content_key: str
    path: str
    pages: tuple[int, ...]
    total: int
    unread: int
    page_limit: int | None
    identity: str
    reason: str = ""

    @property
    def read(self) -> int:
        """Pages done (read, or given up on)."""
        return self.total - len(self.pages)

    def allowed(self, limit: int) -> tuple[int, ...]:
        """The pages still to read within the page limit (the job's own when lifted)."""
        cap = self.page_limit if self.page_limit is not None else limit
        return self.pages[:max(0, cap - self.read)]

    def held(self, limit: int) -> bool:
        """Pages are left that the page limit keeps OCR from reading."""
        return len(self.allowed(limit)) < len(self.pages)


class ScanQueue:
    """The ``scans`` table of library.sqlite (mixed into ``Manifest``)."""

    db: sqlite3.Connection

    if TYPE_CHECKING:  # Manifest's
        def transaction(self) -> AbstractContextManager[None]: ...
        def _insert_chunks(self, content_key: str, chunks: Sequence[ChunkRecord]) -> None: ...

    def queue_scan(self, content_key: str, pages: Sequence[int], identity: str,
                   next_chunk: int) -> None:
        """Remember a document's scanned pages for OCR (inside the caller's transaction)."""
        self.db.execute(
            "INSERT OR IGNORE INTO scans(content_key, pages, total, identity, next_chunk)"
            " VALUES (?,?,?,?,?)", (content_key, json.dumps(list(pages)), len(pages), identity,
                                   next_chunk))

    def scan_jobs(self) -> list[ScanJob]:
        """Documents with scanned pages left, in the order they were found, each with one
        of its indexed files."""
        try:
            rows = self.db.execute(
                "SELECT s.content_key, min(f.path), s.pages, s.total, s.unread, s.page_limit,"
                " s.identity, s.reason FROM scans s JOIN files f ON f.content_key = s.content_key"
                " AND f.state = 'indexed' GROUP BY s.content_key ORDER BY min(f.indexed_at)"
            ).fetchall()
        except sqlite3.OperationalError:  # a read-only snapshot written before the table
            return []
        return [ScanJob(key, path, tuple(json.loads(pages)), total, unread, limit, identity,
                        reason)
                for key, path, pages, total, unread, limit, identity, reason in rows]

    def save_scanned(self, content_key: str, pages: Sequence[int], chunks: Sequence[ChunkRecord],
                     unread: Sequence[int], identity: str, reason: str = "") -> bool:
        """Store the passages OCR read from ``pages`` of a document (``unread``: those it could
        not), in one transaction with what is left to read; True when none is left."""
        with self.transaction():
            row = self.db.execute("SELECT pages, next_chunk FROM scans WHERE content_key = ?",
                                  (content_key,)).fetchone()
            if row is None:  # the document changed or went meanwhile
                return True
            done = set(pages)
            left = [p for p in json.loads(row[0]) if p not in done]
            renumbered = [ChunkRecord(row[1] + c.chunk_index, c.text, c.file_type, c.page,
                                      c.section, c.start_index, c.end_index, c.context)
                          for c in chunks]
            self._insert_chunks(content_key, renumbered)
            self.db.execute("UPDATE files SET chunk_count = chunk_count + ? WHERE content_key = ?",
                            (len(chunks), content_key))
            if left:
                self.db.execute(
                    "UPDATE scans SET pages = ?, unread = unread + ?, next_chunk = ?,"
                    " identity = ?, reason = CASE WHEN ? = '' THEN reason ELSE ? END"
                    " WHERE content_key = ?",
                    (json.dumps(left), len(unread), row[1] + len(chunks), identity, reason,
                     reason, content_key))
            else:
                self.db.execute("DELETE FROM scans WHERE content_key = ?", (content_key,))
        return not left

    def scan_page_limit(self, default: int) -> int:
        """The OCR page limit the library's last run read scans with (``default`` before)."""
        row = self.db.execute("SELECT value FROM meta WHERE key = 'ocr_max_pages'").fetchone()
        return int(row[0]) if row else default

    def lift_scan_limit(self, path: str) -> bool:
        """Let OCR read every scanned page of the file at ``path`` (the page limit kept it to
        its first pages); False when it has none left to read."""
        with self.transaction():
            return self.db.execute(
                "UPDATE scans SET page_limit = total WHERE content_key ="
                " (SELECT content_key FROM files WHERE path = ?)", (path,)).rowcount > 0
