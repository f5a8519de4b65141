"""Parse and split files in separate processes, each file under a time and memory budget.

A parser that hangs or balloons on one hostile file is killed and replaced; the run goes on.
Processes are started with ``spawn`` (the parent has threads) and only when there is work.
"""

from __future__ import annotations

import itertools
import logging
import multiprocessing as mp
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from pathlib import Path

from indexer.manifest import ChunkRecord

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ParseOutcome:
    """What became of one file: chunks, or a skip/failure reason the user can read."""

    status: str  # "ok" | "skipped" | "failed"
    file_type: str = ""
    chunks: list[ChunkRecord] = field(default_factory=list)
    reason: str = ""


def parse_file(path: str, chunk_size: int, chunk_overlap: int) -> ParseOutcome:
    """Load and split one file (runs inside a parser process; also callable directly)."""
    from indexer.loaders import SkipFile, file_type_of, load_file
    from indexer.splitting import make_splitter, split_documents

    file_type = ""
    try:
        file_type = file_type_of(Path(path))
        documents = load_file(Path(path))
        chunks = split_documents(documents, make_splitter(chunk_size, chunk_overlap))
    except SkipFile as exc:
        return ParseOutcome("skipped", file_type, reason=str(exc))
    except FileNotFoundError:
        return ParseOutcome("failed", file_type, reason="vanished during indexing")
    except PermissionError:
        return ParseOutcome("skipped", file_type, reason="permission denied")
    except MemoryError:
        return ParseOutcome("failed", file_type, reason="parser ran out of memory")
    except Exception as exc:  # noqa: BLE001 - any parser bug must become a reported failure
        return ParseOutcome("failed", file_type, reason=f"{type(exc).__name__}: {exc}"[:300])
    if not chunks:
        return ParseOutcome("skipped", file_type, reason="no text found")
    return ParseOutcome("ok", file_type, chunks)


ParseFn = Callable[[str, int, int], ParseOutcome]


_READY = "ready"
STARTUP_TIMEOUT_S = 300.0  # a parser process that cannot even start is a broken install


def _worker_main(conn: Connection, parse_fn: ParseFn, chunk_size: int, chunk_overlap: int,
                 memory_bytes: int) -> None:
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))
    except (ImportError, ValueError, OSError):
        pass
    logging.disable(logging.WARNING)
    import indexer.loaders  # noqa: F401 - load the parsers before the first file's clock starts
    import indexer.splitting  # noqa: F401

    conn.send(_READY)
    while True:
        try:
            path = conn.recv()
        except (EOFError, KeyboardInterrupt):
            return
        if path is None:
            return
        conn.send(parse_fn(path, chunk_size, chunk_overlap))


class _Worker:
    def __init__(self, ctx: mp.context.BaseContext, args: tuple) -> None:
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_worker_main, args=(child, *args), daemon=True)
        self.process.start()
        child.close()
        self.ready = False
        self.path: str | None = None
        self.deadline = time.monotonic() + STARTUP_TIMEOUT_S

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


class ParserPool:
    """A few parser processes; ``parse`` yields (path, outcome) as files finish, in any order.

    A file's time budget starts when a ready parser receives it, not while a process starts.
    """

    def __init__(self, workers: int, chunk_size: int, chunk_overlap: int,
                 time_budget_s: float, memory_bytes: int, parse_fn: ParseFn = parse_file) -> None:
        self._n = max(1, workers)
        self._args = (parse_fn, chunk_size, chunk_overlap, memory_bytes)
        self._budget = time_budget_s
        self._ctx = mp.get_context("spawn")
        self._workers: list[_Worker] = []

    def __enter__(self) -> ParserPool:
        return self

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

    def parse(self, paths: Iterable[str]) -> Iterator[tuple[str, ParseOutcome]]:
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
            waiting = busy + [w for w in self._workers if not w.ready]
            timeout = max(0.0, min(w.deadline for w in waiting) - time.monotonic())
            ready = wait([w.conn for w in waiting], timeout=timeout)
            for w in waiting:
                if not w.ready:
                    self._await_ready(w, w.conn in ready)
                elif w.conn in ready:
                    yield self._collect(w)
                elif time.monotonic() >= w.deadline:
                    yield self._replace(w, f"parser stopped after {self._budget:g} s (time budget)")

    def _dispatch(self, todo: Iterator[str]) -> bool:
        """Give every ready, idle parser a file. Returns True when there are no more files."""
        for w in self._workers:
            if w.ready and w.path is None:
                path = next(todo, None)
                if path is None:
                    return True
                w.conn.send(path)
                w.path, w.deadline = path, time.monotonic() + self._budget
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
        raise RuntimeError(f"a parser process could not start (exit code {w.process.exitcode})")

    def _collect(self, w: _Worker) -> tuple[str, ParseOutcome]:
        path = w.path
        assert path is not None
        try:
            outcome = w.conn.recv()
        except (EOFError, OSError):
            code = w.process.exitcode
            return self._replace(w, f"parser crashed (exit code {code})")
        w.path = None
        return path, outcome

    def _replace(self, w: _Worker, reason: str) -> tuple[str, ParseOutcome]:
        path = w.path
        assert path is not None
        log.warning("%s: %s", path, reason)
        w.stop(kill=True)
        self._workers.remove(w)
        self.start()  # a fresh process takes its place
        return path, ParseOutcome("failed", reason=reason)
