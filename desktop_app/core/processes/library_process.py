"""The window's library process: one long-lived child that runs library writes one at a time.

Why: a fresh process per write (:func:`desktop_app.core.processes.isolation.in_child_process`) imports
LangGraph, Chroma and the embedding model again and starts new parser processes: seconds
before a saved file is parsed. This process is started once (early and in the background when
the window opens a library, else by the first write), keeps its imports, the built-in model
and its parser processes (``indexer.ingest.parsing.WarmParsers``) between jobs, and stops after
``IDLE_S`` without work and when the window closes. A job streams exactly as a fresh
process's would: same items, return value and :class:`~isolation.ChildFailed`.

Pause/cancel: ``multiprocessing`` events reach a process only when it is started, so the
process has its own pair, reset for each job; the job's ``RunControl`` (the one the window
flips) is copied onto them while the job runs, every ``POLL_S``.
"""

from __future__ import annotations

import logging
import multiprocessing as mp
import os
import pickle
import queue
import signal
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from multiprocessing import util as mp_util
from typing import Any

from desktop_app.core.problems import window_words
from desktop_app.core.processes import isolation
from indexer import RunControl

log = logging.getLogger(__name__)

IDLE_S = 300.0  # like WarmParsers: an idle process gives its memory back after this long
POLL_S = isolation.POLL_S
JOIN_S = isolation.JOIN_S  # a job closed early ends within this, or the process is terminated
STOP_S = 5.0  # how long an idle process may take to exit when asked
PARENT_CHECK_S = 1.0  # the child exits when the window's process is gone

_PARSERS: Any = None  # in the library process: its WarmParsers, kept for the process's life


@dataclass
class JobControl(RunControl):
    """A job's pause/cancel flags (thread events, never pickled: :meth:`LibraryProcess.run`
    sends a placeholder), and the library process the job runs in, whose own events follow
    them (:func:`_follow`)."""

    process: LibraryProcess | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class _ControlSlot:
    """Stands for the job's ``RunControl`` among the arguments sent to the process; there it
    becomes the process's own events."""


def warm_parsers() -> Any:
    """The library process's ``WarmParsers`` (None in any other process): a run passes it to
    ``index_events`` so its parser processes stay up for the next run."""
    return _PARSERS


class _Child:
    """One started library process: its queues, its pause/cancel events, its job in flight."""

    def __init__(self, name: str) -> None:
        ctx = isolation.spawn_context()
        self.control = RunControl(cancel=ctx.Event(), running=ctx.Event(),
                                  newer_work=ctx.Event())
        self.inbox, self.out = ctx.Queue(), ctx.Queue()
        self.proc = ctx.Process(target=_serve, args=(self.inbox, self.out, self.control),
                                name=name)
        self.proc.start()
        self.pending = False  # a job was sent and its end not read yet
        self.stopping = False  # close() took it: a job it did not start is not given again
        # multiprocessing joins every child at exit: stop this one first, whoever forgot to
        mp_util.Finalize(self, _stop_process, args=(self.proc, self.inbox, STOP_S),
                         exitpriority=10)

    def alive(self) -> bool:
        return self.proc.is_alive()

    def stop(self, wait_s: float = STOP_S) -> None:
        """Ask the process to exit; terminate it when it does not in time."""
        self.stopping = True
        _stop_process(self.proc, self.inbox, wait_s)


def _stop_process(proc: Any, inbox: Any, wait_s: float) -> None:
    if proc.is_alive():
        try:
            inbox.put(None)
        except (OSError, ValueError):  # closed already
            pass
        proc.join(wait_s)
    if proc.is_alive():
        log.warning("the library process did not stop; terminating it")
        proc.terminate()
        proc.join(5)
    if proc.is_alive():
        proc.kill()
        proc.join(5)
    inbox.close()
    inbox.cancel_join_thread()  # never block on a queue the child no longer reads


class LibraryProcess:
    """The long-lived library process, seen from the window's process (thread-safe).

    :meth:`run` is a drop-in for ``isolation.in_child_process``; jobs run one at a time (a
    second caller waits). A process that died (killed, crashed) is replaced by the next job.
    """

    def __init__(self, idle_s: float = IDLE_S, name: str = "footnote-library") -> None:
        self.idle_s, self.name = idle_s, name
        self._lock = threading.Lock()  # guards _child and _timer
        self._job_lock = threading.Lock()  # one job at a time
        self._child: _Child | None = None
        self._timer: threading.Timer | None = None
        self._busy: _Child | None = None  # the child running the current job

    @property
    def pid(self) -> int | None:
        """The running process's id (None when none runs)."""
        child = self._child
        return child.proc.pid if child is not None and child.alive() else None

    def control(self) -> JobControl:
        """Pause/cancel flags for a job to run in this process: thread events, which
        :meth:`run` copies onto the process's own (making ``multiprocessing`` events took
        ~28 ms of the GUI thread when a folder was dropped: semaphores, their tracker)."""
        return JobControl(process=self)

    def start(self, fn: Callable[..., Any] | None = None, *args: Any) -> None:
        """Start the process now unless it runs, then have it run ``fn(*args)`` (a warm-up:
        imports, parser processes, the model) before any job, reporting nothing."""
        with self._lock:
            child = self._ensure()
            self._arm_idle()
        if fn is not None:
            child.inbox.put(("warm", pickle.dumps((fn, args))))

    def run(self, fn: Callable[..., Any], *args: Any) -> Iterator[Any]:
        """Run ``fn(*args)`` (module-level; args picklable) in the process and yield what it
        yields; returns its return value, raises :class:`~isolation.ChildFailed` on error.

        A ``RunControl`` among ``args`` is the job's: the process's own events follow it.
        Closing this generator early cancels the job and waits for its end (at most
        ``JOIN_S``, then the process is terminated and the next job starts a new one).
        """
        job_control = next((a for a in args if isinstance(a, RunControl)), None)
        data = pickle.dumps((fn, tuple(_ControlSlot() if isinstance(a, RunControl) else a
                                       for a in args)))
        with self._job_lock:
            try:
                return (yield from self._stream(data, job_control))
            finally:
                child = self._busy
                if child is not None and child.pending:  # closed early: end the job first
                    self._finish(child)
                self._busy = None
                with self._lock:
                    self._arm_idle()

    def close(self) -> None:
        """Stop the process (at quit; also after ``idle_s`` without work). A job still
        running in it is cancelled first; one that does not end within ``STOP_S`` fails
        (``ChildFailed``). A later job starts a new process."""
        with self._lock:
            self._cancel_idle()
            child, self._child = self._child, None
        if child is not None:
            child.stopping = True
            child.control.request_cancel()
            child.stop()

    # -- internals ---------------------------------------------------------------------------

    def _ensure(self) -> _Child:
        """The running child, started now if there is none (caller holds ``_lock``)."""
        if self._child is not None and not self._child.alive():
            self._drop(self._child)
        if self._child is None:
            self._child = _Child(self.name)
        return self._child

    def _drop(self, child: _Child) -> None:
        if self._child is child:
            self._child = None
        child.stop(0)  # it is dead: this only collects it

    def _send(self, data: bytes) -> _Child:
        """Give the job to the running child (started now if there is none)."""
        with self._lock:
            self._cancel_idle()
            child = self._busy = self._ensure()
        child.control.cancel.clear()
        child.control.newer_work.clear()
        child.control.running.set()
        child.pending = True
        child.inbox.put(("job", data))
        return child

    def _stream(self, data: bytes, job_control: RunControl | None) -> Iterator[Any]:
        child, started, resent = self._send(data), False, False
        while True:
            _follow(job_control, child.control)
            try:
                kind, payload = child.out.get(timeout=POLL_S)
            except queue.Empty:
                if child.alive() or not child.out.empty():
                    continue
                child.pending = False
                taken = child.stopping  # by close(): the window is quitting
                with self._lock:
                    self._drop(child)
                if started or resent or taken:
                    raise isolation.ChildFailed(
                        f"the library process stopped unexpectedly (exit code "
                        f"{child.proc.exitcode})") from None
                # it died before it took the job (killed while idle): a new one takes it
                child, resent = self._send(data), True
                continue
            if kind == "started":
                started = True
            elif kind == "item":
                yield payload
            elif kind == "error":
                child.pending = False
                raise isolation.ChildFailed(payload)
            else:
                child.pending = False
                return payload

    def _finish(self, child: _Child) -> None:
        """Cancel the job in flight and read what is left of it; a child that does not end
        it within ``JOIN_S`` is terminated."""
        child.control.request_cancel()
        deadline = time.monotonic() + JOIN_S
        while time.monotonic() < deadline and child.alive():
            try:
                kind, _ = child.out.get(timeout=POLL_S)
            except queue.Empty:
                continue
            if kind in ("return", "error"):
                child.pending = False
                return
        if child.alive():
            log.warning("the library process did not end its job; terminating it")
        with self._lock:
            if self._child is child:
                self._child = None
        child.stop(0)

    def _arm_idle(self) -> None:
        """Stop the process after ``idle_s`` without a job (caller holds ``_lock``)."""
        self._cancel_idle()
        if self._child is None:
            return
        self._timer = threading.Timer(self.idle_s, self._idle)
        self._timer.daemon = True
        self._timer.start()

    def _cancel_idle(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _idle(self) -> None:
        if self._job_lock.acquire(blocking=False):  # a job running now re-arms it when done
            try:
                self.close()
            finally:
                self._job_lock.release()


def _follow(source: RunControl | None, target: RunControl) -> None:
    """Copy the job's pause/cancel/newer-work state onto the process's events."""
    if source is None:
        return
    if source.cancel.is_set() and not target.cancel.is_set():
        target.cancel.set()
    if source.newer_work.is_set() and not target.newer_work.is_set():
        target.newer_work.set()
    running = source.running.is_set()
    if running != target.running.is_set():
        (target.running.set if running else target.running.clear)()


# -- in the library process ----------------------------------------------------------------------

def _serve(inbox: Any, out: Any, control: RunControl) -> None:
    """The library process's loop: warm-ups and jobs from ``inbox``, until told to stop (None)
    or the window's process is gone."""
    global _PARSERS
    from indexer import WarmParsers

    isolation.lower_priority()
    signal.signal(signal.SIGTERM, _on_terminate)
    _PARSERS = WarmParsers()
    parent = mp.parent_process()
    try:
        while True:
            try:
                message = inbox.get(timeout=PARENT_CHECK_S)
            except queue.Empty:
                if parent is not None and not parent.is_alive():
                    return
                continue
            if message is None:
                return
            kind, data = message
            if kind == "warm":
                _warm(data)
            else:
                _job(out, data, control)
    finally:
        _PARSERS.close()


def _on_terminate(signum: int, _frame: Any) -> None:
    """Terminated (a job that would not end, or quitting): its parser processes go too, or
    one busy on a file would run on without anyone waiting for it."""
    import psutil

    for process in psutil.Process().children(recursive=True):
        try:
            process.kill()
        except psutil.Error:
            pass
    os._exit(128 + signum)


def _warm(data: bytes) -> None:
    try:
        fn, args = pickle.loads(data)
        fn(*args)
    except Exception:  # noqa: BLE001 - a warm-up only saves time: the job reports for real
        log.warning("library process warm-up failed", exc_info=True)


def _job(out: Any, data: bytes, control: RunControl) -> None:
    try:
        fn, args = pickle.loads(data)
    except Exception as exc:  # noqa: BLE001 - reported to the window like the job's own
        out.put(("error", window_words(exc)))
        return
    args = tuple(control if isinstance(a, _ControlSlot) else a for a in args)
    out.put(("started", None))
    # Chroma's store stays open from one job to the next: a run reopens it itself when
    # another process (or a repair) held the library since (indexer.store.library, the run lock)
    isolation.report_to(out, fn, args)
