"""The window's vector reads (search, counts) answered by a small child process.

Why: Chroma's engine (``chromadb_rust_bindings``) holds the GIL of the process it runs in:
opening a store took 40–66 ms of it while a library run indexed (``bench/gil_hogs.py``), and
every such hold in the window's process is a frozen window. Here a child process opens the
store and answers ``VectorStore``'s reads (``VectorStore.read_through``); the window's process
never imports chromadb. The child is started by the first read (the window's warm-up), exits
with the window, and is started again by the next read if it died; if it cannot be started
at all, the reads are answered in this process, as before.
"""

from __future__ import annotations

import logging
import multiprocessing as mp
import pickle
import signal
import threading
from multiprocessing import util as mp_util
from pathlib import Path
from typing import Any

from desktop_app.core.processes import isolation
from indexer import VectorStore

log = logging.getLogger(__name__)

READS = frozenset({"problem", "query", "count", "ids", "documents", "reopen"})
WAIT_S = 0.5  # how often a caller waiting for an answer checks that the child still lives
PARENT_CHECK_S = 1.0  # the child exits when the window's process is gone
STOP_S = 3.0


class ReadFailed(Exception):
    """A read failed in the child; the message is its exception's (whose type did not pickle)."""


class StoreReads:
    """On-disk vector stores by folder, answering the reads in :data:`READS`."""

    def __init__(self) -> None:
        self._stores: dict[str, Any] = {}

    def answer(self, chroma_dir: str, name: str, args: tuple) -> Any:
        if name not in READS:
            raise ValueError(f"not a read: {name}")
        store = self._stores.get(chroma_dir)
        if store is None:
            store = self._stores[chroma_dir] = VectorStore(Path(chroma_dir))
        return getattr(store, name)(*args)


class VectorReader:
    """Answers ``VectorStore`` reads in a child process (thread-safe; one read at a time)."""

    def __init__(self, name: str = "footnote-vectors") -> None:
        self.name = name
        self._lock = threading.Lock()
        self._proc: Any = None
        self._conn: Any = None
        self._here: StoreReads | None = None  # no child (it failed twice, or closed): read here

    @property
    def pid(self) -> int | None:
        """The child's process id (None when none runs)."""
        proc = self._proc
        return proc.pid if proc is not None and proc.is_alive() else None

    def call(self, chroma_dir: Path, name: str, *args: Any) -> Any:
        """``VectorStore(chroma_dir).<name>(*args)``, run in the child; its exceptions are
        raised here (as :class:`ReadFailed` when their type cannot cross)."""
        message = (str(chroma_dir), name, args)
        with self._lock:
            for _ in range(2):  # a child that died is replaced once per read
                if self._here is not None:
                    break
                try:
                    ok, payload = self._ask(message)
                except (EOFError, OSError) as exc:
                    log.warning("the vector reader process failed (%s)", exc)
                    self._stop(0)
                    continue
                if ok:
                    return payload
                raise _exception(payload)
            else:
                log.warning("no vector reader process: vectors are read in this process")
                self._here = StoreReads()
            here = self._here
        return here.answer(*message)

    def close(self) -> None:
        """Stop the child (at quit). Later reads are answered in this process."""
        with self._lock:
            self._here = self._here or StoreReads()
            self._stop(STOP_S)

    # -- internals ---------------------------------------------------------------------------

    def _ask(self, message: tuple) -> tuple[bool, Any]:
        if self._proc is None:
            self._start()
        self._conn.send(message)
        while not self._conn.poll(WAIT_S):
            if not self._proc.is_alive():
                raise EOFError(f"exit code {self._proc.exitcode}")
        return self._conn.recv()

    def _start(self) -> None:
        ctx = isolation.spawn_context()
        here, there = ctx.Pipe()
        proc = ctx.Process(target=_serve, args=(there,), name=self.name, daemon=True)
        proc.start()
        there.close()  # the child's end: only the child holds it now
        self._proc, self._conn = proc, here
        # multiprocessing joins its children at exit: stop this one first
        mp_util.Finalize(self, _stop_process, args=(proc, here, STOP_S), exitpriority=10)

    def _stop(self, wait_s: float) -> None:
        proc, conn, self._proc, self._conn = self._proc, self._conn, None, None
        if proc is not None:
            _stop_process(proc, conn, wait_s)


def _stop_process(proc: Any, conn: Any, wait_s: float) -> None:
    try:
        conn.close()  # the child reads the end of the pipe and exits
    except OSError:
        pass
    proc.join(wait_s)
    if proc.is_alive():
        proc.terminate()
        proc.join(STOP_S)


def _exception(payload: tuple[bytes | None, str]) -> BaseException:
    data, text = payload
    if data is not None:
        try:
            return pickle.loads(data)
        except Exception:  # noqa: BLE001 - a type that does not rebuild here: its message
            pass
    return ReadFailed(text)


# -- in the child ----------------------------------------------------------------------------

def _serve(conn: Any) -> None:
    """The child's loop: answer each read until the window closes its end of the pipe."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal: the window quits us
    reads, parent = StoreReads(), mp.parent_process()
    while True:
        try:
            if not conn.poll(PARENT_CHECK_S):
                if parent is not None and not parent.is_alive():
                    return
                continue
            chroma_dir, name, args = conn.recv()
        except (EOFError, OSError):
            return
        try:
            reply: tuple[bool, Any] = (True, reads.answer(chroma_dir, name, args))
        except Exception as exc:  # noqa: BLE001 - every failure is the caller's to raise
            data: bytes | None = None
            # only Footnote's and Python's own exceptions cross as themselves: unpickling
            # chromadb's would import chromadb in the window's process
            if type(exc).__module__.split(".")[0] in ("indexer", "builtins"):
                try:
                    data = pickle.dumps(exc)
                except Exception:  # noqa: BLE001 - not picklable: its message goes
                    data = None
            reply = (False, (data, f"{type(exc).__name__}: {exc}"))
        try:
            conn.send(reply)
        except (EOFError, OSError):
            return
        except Exception as exc:  # noqa: BLE001 - the answer did not pickle: say so
            conn.send((False, (None, f"{name} answered with {type(exc).__name__}: {exc}")))
