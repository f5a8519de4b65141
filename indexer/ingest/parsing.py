"""Parse and split files in separate processes, each file under a time and memory budget.

A parser that hangs or balloons on one hostile file is killed and replaced; the run goes on.
The time budget is CPU time, growing with the page count the loader reports, so a busy machine
cannot fail a healthy file; a generous wall-clock ceiling catches parsers that wait forever.
Processes are started with ``spawn`` (the parent has threads) and only when there is work.
"""

from __future__ import annotations

import itertools
import logging
import multiprocessing as mp
import os
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from pathlib import Path
from typing import TYPE_CHECKING

import psutil

if TYPE_CHECKING:
    from langchain_core.documents import Document

from indexer.base.paths import display_os_path, os_path, safe_text
from indexer.base.settings import IndexSettings
from indexer.base.words import english
from indexer.ingest.cards import DocumentCard, document_card
from indexer.ingest.headers import document_identity, passage_header
from indexer.ingest.loaders.base import (
    LoadOptions,
    LoadProgress,
    set_load_options,
    set_progress_sink,
    take_deferred,
)
from indexer.ingest.passages import ChunkRecord
from indexer.ingest.retry import VANISHED_REASON, crash_outcome

if sys.platform != "win32":
    import resource  # POSIX only: a parser process's address-space limit

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ParseOutcome:
    """What became of one file: chunks, or a skip/failure reason the user can read."""

    status: str  # "ok" | "skipped" | "failed"
    file_type: str = ""
    chunks: list[ChunkRecord] = field(default_factory=list)
    reason: str = ""
    card: DocumentCard | None = None  # what the document is (indexer.ingest.cards)
    scanned: tuple[int, ...] = ()  # pages (1-based) left for OCR, read later page by page
    identity: str = ""  # the document's identifying line, for the headers of those pages


@dataclass(frozen=True)
class ScanBatch:
    """A few scanned pages of one PDF for a parser to read with OCR."""

    path: str  # storable key (``indexer.base.paths``)
    pages: tuple[int, ...]  # 1-based
    identity: str = ""  # the document's identifying line ("" : read it from these pages)


@dataclass(frozen=True)
class ScanResult:
    """What OCR made of a ``ScanBatch``: chunks numbered from 0, the pages it could not read."""

    chunks: list[ChunkRecord]
    unread: tuple[int, ...] = ()
    identity: str = ""
    reason: str = ""  # why pages were not read


def parse_file(path: str, chunk_size: int, chunk_overlap: int) -> ParseOutcome:
    """Load and split the file whose storable key (``indexer.base.paths``) is ``path`` (runs inside
    a parser process; also callable directly)."""
    outcome = _parse_file(path, chunk_size, chunk_overlap)
    if outcome.reason != safe_text(outcome.reason):  # an error message quoting a bad name
        outcome = ParseOutcome(outcome.status, outcome.file_type, outcome.chunks,
                               safe_text(outcome.reason), outcome.card)
    return outcome


def _parse_file(path: str, chunk_size: int, chunk_overlap: int) -> ParseOutcome:
    from indexer.ingest.loaders import SkipFile, file_type_of, load_file
    from indexer.ingest.loaders.errors import plain_reason
    from indexer.ingest.splitting import make_splitter, split_documents

    file_type = ""
    take_deferred()
    try:
        file_type = file_type_of(Path(path))
        documents = load_file(Path(os_path(path)))
        chunks = split_documents(documents, make_splitter(chunk_size, chunk_overlap))
    except SkipFile as exc:
        if scanned := take_deferred():  # no text layer at all: its scanned pages come later
            return ParseOutcome("ok", file_type, [], card=card_of([], file_type, Path(path)),
                                scanned=scanned)
        return ParseOutcome("skipped", file_type, reason=str(exc))
    except FileNotFoundError:
        return ParseOutcome("failed", file_type, reason=VANISHED_REASON)
    except PermissionError:
        return ParseOutcome("skipped", file_type, reason=english("permission denied"))
    except MemoryError:
        return ParseOutcome("failed", file_type, reason=english("parser ran out of memory"))
    except Exception as exc:  # noqa: BLE001 - any parser bug must become a reported failure
        # the user reads what happened to the file; the parser's own words go to the log
        log.error("%s: the %s parser failed", path, file_type or "file", exc_info=True)
        return ParseOutcome("failed", file_type, reason=english("could not be read: {reason}").format(
            reason=plain_reason(exc, english("the parser failed on this file"))))
    scanned = take_deferred()
    if not chunks and not scanned:
        return ParseOutcome("skipped", file_type, reason=english("no text found"))
    card = card_of(documents, file_type, Path(path))
    return ParseOutcome("ok", file_type, chunks, card=card, scanned=scanned,
                        identity=identity_of(documents, file_type, Path(path)) if scanned else "")


def identity_of(documents: list[Document], file_type: str, path: Path) -> str:
    """The identifying line of a loaded document (what its passages' headers carry)."""
    title = str(documents[0].metadata.get("title") or "") if documents else ""
    return document_identity(documents, file_type, "" if title == path.stem else title)


def read_scan_batch(batch: ScanBatch, chunk_size: int, chunk_overlap: int) -> ScanResult:
    """OCR a few scanned pages of a PDF into chunks whose headers name the document (runs
    inside a parser process, like ``parse_file``)."""
    from indexer.ingest.loaders.errors import plain_reason
    from indexer.ingest.loaders.pdf import read_scanned
    from indexer.ingest.splitting import make_splitter, split_documents

    path = Path(os_path(batch.path))
    try:
        documents, unread, error = read_scanned(path, list(batch.pages))
    except MemoryError:
        return ScanResult([], batch.pages, batch.identity, english("the parser ran out of memory"))
    except Exception as exc:  # noqa: BLE001 - the file went away or cannot be opened now
        log.error("%s: scanned pages could not be read", batch.path, exc_info=True)
        return ScanResult([], batch.pages, batch.identity,
                          plain_reason(exc, english("the file could not be opened")))
    identity = batch.identity or identity_of(documents, "pdf", Path(batch.path))
    for doc in documents:
        doc.metadata.update(file_type="pdf", header=passage_header(
            path, identity, str(doc.metadata.get("section") or "")))
    chunks = split_documents(documents, make_splitter(chunk_size, chunk_overlap))
    reason = (plain_reason(error, english("the text recognition engine failed on them")) if error
              else "")
    return ScanResult(chunks, tuple(unread), identity, reason)


def card_of(documents: list[Document], file_type: str, path: Path) -> DocumentCard:
    """The card of a loaded document (its pages or sections, declared title, page count)."""
    if not documents:  # nothing read yet (a scan): the file's name until its pages are read
        return document_card([], file_type, display_os_path(path.stem), "")
    meta = documents[0].metadata
    title = str(meta.get("title") or "")
    return document_card([d.page_content for d in documents], file_type,
                         display_os_path(path.stem), "" if title == path.stem else title,
                         page_count=meta.get("page_count"))


ParseFn = Callable[[str, int, int], ParseOutcome]
Item = str | ScanBatch  # what a parser is handed: a file (its key) or scanned pages
Outcome = ParseOutcome | ScanResult
ProgressFn = Callable[[str, str], None]  # (path, message) while a parser works on that file


_READY = "ready"
STARTUP_TIMEOUT_S = 300.0  # a parser process that cannot even start is a broken install
POLL_S = 0.5  # how often a busy parser's CPU time is read
PARENT_CHECK_S = 1.0  # how often a parser checks that the process it parses for still runs


@dataclass(frozen=True)
class TimeBudget:
    """How long one file may take: CPU seconds growing with its pages, and a real-time net.

    CPU time, not wall time, is what a healthy parser cannot exceed however busy the machine
    is; the wall-clock ceiling only catches a parser that waits forever (blocked, asleep).
    """

    base_cpu_s: float
    page_cpu_s: float
    wall_factor: float

    @classmethod
    def of(cls, settings: IndexSettings) -> TimeBudget:
        return cls(settings.file_time_budget_s, settings.page_time_budget_s,
                   settings.wall_time_factor)

    def cpu_s(self, pages: int) -> float:
        return self.base_cpu_s + self.page_cpu_s * pages

    def wall_s(self, pages: int) -> float:
        return self.wall_factor * self.cpu_s(pages)


def _worker_main(conn: Connection, parse_fn: ParseFn, chunk_size: int, chunk_overlap: int,
                 memory_bytes: int, options: LoadOptions) -> None:
    if sys.platform != "win32":
        try:
            resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))
        except (ValueError, OSError):
            pass
    _exit_with_parent(os.getppid())
    logging.disable(logging.WARNING)
    from indexer.ingest.loaders import preload

    preload()  # the parsers' libraries load before the first file's clock starts
    import indexer.ingest.splitting  # noqa: F401

    set_load_options(options)
    set_progress_sink(conn.send)  # LoadProgress messages precede each file's ParseOutcome
    conn.send(_READY)
    while True:
        try:
            path = conn.recv()
        except (EOFError, KeyboardInterrupt):
            return
        if path is None:
            return
        if isinstance(path, ScanBatch):
            conn.send(read_scan_batch(path, chunk_size, chunk_overlap))
        else:
            conn.send(parse_fn(path, chunk_size, chunk_overlap))


def _exit_with_parent(parent_pid: int) -> None:
    """Stop this parser when the process it parses for is gone (killed, crashed), even in
    the middle of a long file: nobody would read the result."""

    def check() -> None:
        while os.getppid() == parent_pid:
            time.sleep(PARENT_CHECK_S)
        os._exit(0)

    threading.Thread(target=check, name="parent-check", daemon=True).start()


class _Worker:
    def __init__(self, ctx: mp.context.SpawnContext, args: tuple) -> None:
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_worker_main, args=(child, *args), daemon=True)
        self.process.start()
        child.close()
        self._ps: psutil.Process | None = None
        self.ready = False
        self.deadline = time.monotonic() + STARTUP_TIMEOUT_S  # for starting up only
        self.path: str | None = None
        self.item: str | ScanBatch | None = None  # what it was handed: a file or scanned pages
        self.pages = 0
        self.started = self.cpu_at_start = self.cpu_now = 0.0

    def begin(self, item: str | ScanBatch) -> None:
        """Hand this parser a file or a few scanned pages; its clocks start now."""
        self.cpu_at_start = self.cpu_now = self.cpu_seconds()
        self.conn.send(item)
        self.item, self.started = item, time.monotonic()
        if isinstance(item, ScanBatch):
            self.path, self.pages = item.path, len(item.pages)
        else:
            self.path, self.pages = item, 0

    def cpu_seconds(self) -> float:
        """User + system CPU time of the process so far (its finished children included)."""
        try:
            if self._ps is None:
                self._ps = psutil.Process(self.process.pid)
            t = self._ps.cpu_times()
        except psutil.Error:  # gone: the pipe reports it as a crash
            return self.cpu_now
        self.cpu_now = t.user + t.system + t.children_user + t.children_system
        return self.cpu_now

    def cpu_used(self) -> float:
        return self.cpu_seconds() - self.cpu_at_start

    def stop(self, kill: bool = False) -> None:
        if kill:
            self.process.kill()
        else:
            try:
                self.conn.send(None)
            except OSError:
                pass
        self.process.join(timeout=5)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.conn.close()


def _pool_config(settings: IndexSettings, parse_fn: ParseFn) -> tuple:
    """(parser processes, their start arguments, the per-file budget) for a run."""
    return (max(1, settings.parse_workers),
            (parse_fn, settings.chunk_size, settings.chunk_overlap, settings.parser_memory_bytes,
             LoadOptions(ocr=settings.ocr, max_text_chars=settings.max_text_chars,
                         defer_ocr=True)),  # a run reads scanned pages after every other file
            TimeBudget.of(settings))


class ParserPool:
    """A few parser processes; ``parse`` yields (path, outcome) as files finish, in any order.

    A file's time budget starts when a ready parser receives it, not while a process starts.
    """

    def __init__(self, settings: IndexSettings, parse_fn: ParseFn = parse_file) -> None:
        self._config = _pool_config(settings, parse_fn)
        self._memory_bytes = settings.parser_memory_bytes  # each parser's address-space cap
        self._n, self._args, self._budget = self._config
        self._ctx = mp.get_context("spawn")
        self._workers: list[_Worker] = []

    def __enter__(self) -> ParserPool:
        return self

    def fits(self, settings: IndexSettings, parse_fn: ParseFn) -> bool:
        """Whether this pool parses the way a run with ``settings`` and ``parse_fn`` would."""
        return self._config == _pool_config(settings, parse_fn)

    def prune(self) -> None:
        """Forget parsers that died while idle (killed from outside, say): a new one replaces each."""
        for w in [w for w in self._workers if not w.process.is_alive()]:
            w.stop(kill=True)
            self._workers.remove(w)

    def __exit__(self, *exc: object) -> None:
        self.close()

    def start(self) -> None:
        """Start every parser process now, so they load while the caller does other work."""
        while len(self._workers) < self._n:
            self._workers.append(_Worker(self._ctx, self._args))

    def close(self) -> None:
        for w in self._workers:
            w.stop(kill=w.path is not None or not w.ready)
        self._workers.clear()

    def parse(self, paths: Iterable[Item], on_progress: ProgressFn | None = None,
              stop: Callable[[], bool] | None = None) -> Iterator[tuple[Item, Outcome]]:
        """Parse ``paths``; ``on_progress(path, message)`` hears what a loader says meanwhile.
        A ``ScanBatch`` among them is read with OCR (its outcome a ``ScanResult``, or a failed
        ``ParseOutcome`` when its parser had to be stopped).

        When ``stop()`` turns true (a cancel), the files being parsed are abandoned: their
        parser processes are killed and nothing is yielded for them (they stay un-indexed, so
        the next run parses them).
        """
        todo = iter(paths)
        first = next(todo, None)
        if first is None:
            return  # nothing to parse: no process is started
        todo, exhausted = itertools.chain([first], todo), False
        self.start()
        while True:
            if not exhausted:
                exhausted = self._dispatch(todo)
            busy = [w for w in self._workers if w.path is not None]
            if exhausted and not busy:
                return
            starting = [w for w in self._workers if not w.ready]
            ready = wait([w.conn for w in busy + starting], timeout=self._timeout(busy, starting))
            if stop is not None and stop():
                self.abandon()
                return
            for w in starting:
                self._await_ready(w, w.conn in ready)
            for w in busy:
                done = self._receive(w, on_progress) if w.conn in ready else None
                done = done or self._over_budget(w)
                if done is not None:
                    yield done

    def abandon(self) -> None:
        """Kill the parsers that are busy on a file (a cancel does not wait for them)."""
        for w in [w for w in self._workers if w.path is not None]:
            log.info("%s: parse abandoned (cancelled)", w.path)
            w.stop(kill=True)
            self._workers.remove(w)

    def _timeout(self, busy: list[_Worker], starting: list[_Worker]) -> float:
        deadlines = [w.deadline for w in starting] + [time.monotonic() + POLL_S] * bool(busy or starting)
        return max(0.0, min(deadlines) - time.monotonic())

    def _dispatch(self, todo: Iterator[Item]) -> bool:
        """Give every ready, idle parser a file. Returns True when there are no more files."""
        for w in self._workers:
            if w.ready and w.path is None:
                path = next(todo, None)
                if path is None:
                    return True
                w.begin(path)
        return False

    def _await_ready(self, w: _Worker, has_message: bool) -> None:
        if has_message:
            try:
                w.ready = w.conn.recv() == _READY
            except (EOFError, OSError):
                w.ready = False
            if w.ready:
                return
        elif time.monotonic() < w.deadline:
            return
        w.process.join(timeout=1)
        raise RuntimeError(english("a parser process could not start (exit code {code})").format(
            code=w.process.exitcode))

    def _receive(self, w: _Worker, on_progress: ProgressFn | None) -> tuple[Item, Outcome] | None:
        """Read what the parser sent: progress, then perhaps the file's outcome."""
        path, item = w.path, w.item
        assert path is not None and item is not None
        try:
            while w.conn.poll():
                message = w.conn.recv()
                if isinstance(message, LoadProgress):
                    if message.pages is not None:
                        w.pages = max(0, message.pages)  # the budget grows with the pages
                    if message.message and on_progress is not None:
                        on_progress(path, message.message)
                    continue
                w.path = w.item = None
                return item, message
        except (EOFError, OSError):
            w.process.join(timeout=2)
            if not isinstance(item, str):  # scanned pages of a PDF: as any failure of theirs
                return self._replace(w, english("parser crashed (exit code {code})").format(
                    code=w.process.exitcode))
            from indexer.ingest.loaders import file_type_of

            # a crash the file itself causes (a decompression bomb, say) is not retried unchanged
            file_type = file_type_of(Path(item))
            memory_bytes = self._memory_bytes if sys.platform != "win32" else None
            status, reason = crash_outcome(w.process.exitcode, file_type, memory_bytes)
            self._replace(w, reason)
            return item, ParseOutcome(status, file_type, reason=reason)
        return None

    def _over_budget(self, w: _Worker) -> tuple[Item, Outcome] | None:
        if w.path is None:
            return None
        cpu_budget = self._budget.cpu_s(w.pages)
        if w.cpu_used() >= cpu_budget:
            return self._replace(w, (
                english("parser stopped after {seconds:.0f} s of CPU time (time budget for "
                        "{pages} pages)") if w.pages else
                english("parser stopped after {seconds:.0f} s of CPU time (time budget)")).format(
                seconds=cpu_budget, pages=w.pages))
        waited = time.monotonic() - w.started
        if waited >= self._budget.wall_s(w.pages):
            return self._replace(w, (
                english("parser stopped after {seconds:.0f} s with no result and only {cpu:.0f} s "
                        "of CPU time used: stuck? (time budget for {pages} pages)") if w.pages else
                english("parser stopped after {seconds:.0f} s with no result and only {cpu:.0f} s "
                        "of CPU time used: stuck? (time budget)")).format(
                seconds=waited, cpu=w.cpu_now - w.cpu_at_start, pages=w.pages))
        return None

    def _replace(self, w: _Worker, reason: str) -> tuple[Item, Outcome]:
        item = w.item
        assert item is not None
        log.warning("%s: %s", w.path, reason)
        w.stop(kill=True)
        self._workers.remove(w)
        self.start()  # a fresh process takes its place
        return item, ParseOutcome("failed", reason=reason)


WARM_IDLE_S = 300.0  # idle parsers of a long-lived process stop after this long (their memory)


class WarmParsers:
    """Parser processes kept between the runs of a long-lived process (the window, ``watch``).

    Starting a parser process costs a second or two of imports; a run after one edited file
    otherwise spends most of its time on that. Runs lease the pool one at a time; after
    ``idle_s`` without a run the processes stop, and the next run starts new ones.
    """

    def __init__(self, idle_s: float = WARM_IDLE_S) -> None:
        self.idle_s = idle_s
        self._lock = threading.Lock()
        self._pool: ParserPool | None = None
        self._timer: threading.Timer | None = None

    def lease(self, settings: IndexSettings, parse_fn: ParseFn = parse_file) -> ParserPool:
        """The pool for a run with these settings: the warm one when it fits, else a new one."""
        with self._lock:
            self._cancel_timer()
            pool, self._pool = self._pool, None
        if pool is not None and not pool.fits(settings, parse_fn):
            pool.close()
            pool = None
        if pool is None:
            pool = ParserPool(settings, parse_fn)
        pool.prune()
        return pool

    def prestart(self, settings: IndexSettings, parse_fn: ParseFn = parse_file) -> None:
        """Start the parser processes now, so they load while the caller imports or scans."""
        pool = self.lease(settings, parse_fn)
        pool.start()
        self.give_back(pool)

    def give_back(self, pool: ParserPool, healthy: bool = True) -> None:
        """Keep ``pool`` warm for the next run (closed instead when the run failed in it)."""
        if not healthy:
            pool.close()
            return
        pool.abandon()  # a parser still on a file of that run would answer the next run
        with self._lock:
            old, self._pool = self._pool, pool
            self._cancel_timer()
            self._timer = threading.Timer(self.idle_s, self.close)
            self._timer.daemon = True
            self._timer.start()
        if old is not None and old is not pool:
            old.close()

    def close(self) -> None:
        """Stop the warm parser processes now (also what the idle timer does)."""
        with self._lock:
            self._cancel_timer()
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.close()

    def pids(self) -> list[int]:
        """Process ids of the warm parsers (none while a run holds them or after they stopped)."""
        pool = self._pool
        # (a pid is None only before start(), which _Worker.__init__ calls)
        return [w.process.pid for w in pool._workers
                if w.process.pid is not None] if pool is not None else []

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
