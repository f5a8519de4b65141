"""The one worker abstraction: a plain function or generator run in its own QThread.

The work never touches a widget and never emits per item: it appends what it yields to a
buffer, and the GUI-side :class:`Job` drains that buffer on a timer (every ~40 ms), so a
stream of thousands of tokens or file events costs the GUI thread one batch per tick.
An aborted job delivers nothing more (stale results are dropped, never painted).
"""

from __future__ import annotations

import inspect
import logging
import os
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal, Slot

from desktop_app.core.problems import window_words

log = logging.getLogger(__name__)

BATCH_INTERVAL_MS = 40


WORKER_NICENESS = 5


def _lower_thread_priority() -> None:
    """Workers (and the threads they start) yield the CPU to the GUI thread (Linux: per thread)."""
    try:
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), WORKER_NICENESS)
    except (AttributeError, OSError):
        pass


class _Runner(QObject):
    """Lives in the worker thread; runs the function and records its outcome."""

    def __init__(self, fn: Callable[..., Any], args: tuple, kwargs: dict[str, Any]) -> None:
        super().__init__()
        self.fn, self.args, self.kwargs = fn, args, kwargs
        self.lock = threading.Lock()
        self.buffer: list[Any] = []
        self.aborted = threading.Event()
        self.result: Any = None
        self.error: str | None = None

    @Slot()
    def run(self) -> None:
        _lower_thread_priority()
        try:
            result = self.fn(*self.args, **self.kwargs)
            if inspect.isgenerator(result):
                try:
                    for item in result:
                        with self.lock:
                            self.buffer.append(item)
                        if self.aborted.is_set():
                            break
                finally:
                    result.close()  # runs the generator's cleanup (locks, files) in this thread
                result = None
            self.result = result
        except Exception as exc:  # noqa: BLE001 - reported through Job.errored
            log.debug("job %s failed", getattr(self.fn, "__name__", self.fn), exc_info=True)
            self.error = window_words(exc)
        finally:
            QThread.currentThread().quit()

    def take(self) -> list[Any]:
        with self.lock:
            items, self.buffer = self.buffer, []
        return items


class Job(QObject):
    """One piece of work in its own thread, seen from the GUI thread.

    Signals:
        yielded(list): the items the generator produced since the last tick, in order.
        returned(object): the function's return value (None for a generator).
        errored(str): the exception's message; the work ended early.
        finished(): always last, also after :meth:`abort` (then nothing else is emitted).
    """

    yielded = Signal(list)
    returned = Signal(object)
    errored = Signal(str)
    finished = Signal()

    def __init__(self, fn: Callable[..., Any], *args: Any, name: str = "",
                 on_abort: Callable[[], None] | None = None,
                 interval_ms: int = BATCH_INTERVAL_MS, parent: QObject | None = None,
                 **kwargs: Any) -> None:
        super().__init__(parent)
        self.name = name or getattr(fn, "__name__", "job")
        self._on_abort = on_abort  # the work's own cancel flag, for work blocked between items
        self._runner = _Runner(fn, args, kwargs)
        self._thread = QThread()
        self._thread.setObjectName(f"footnote-{self.name}")
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._flush)
        self._done = False

    @property
    def running(self) -> bool:
        return not self._done

    @property
    def aborted(self) -> bool:
        return self._runner.aborted.is_set()

    def start(self) -> Job:
        # Moved and connected only now: a job never started (asked for at shutdown) leaves no
        # object behind in a thread that never ran.
        self._runner.moveToThread(self._thread)
        self._thread.started.connect(self._runner.run)
        self._thread.finished.connect(self._on_thread_finished)
        self._timer.start()
        self._thread.start()
        return self

    def abort(self) -> None:
        """Deliver nothing more; a generator stops at its next item."""
        self._runner.aborted.set()
        if self._on_abort is not None:
            self._on_abort()

    def wait(self, ms: int) -> bool:
        """Block until the thread ended (only for shutdown and tests)."""
        return self._thread.wait(ms)

    def thread_running(self) -> bool:
        return self._thread.isRunning()

    @Slot()
    def _flush(self) -> None:
        items = self._runner.take()
        if items and not self.aborted:
            self.yielded.emit(items)

    @Slot()
    def _on_thread_finished(self) -> None:
        if self._done:
            return
        self._timer.stop()
        self._done = True
        self._flush()
        if not self.aborted:
            if self._runner.error is not None:
                self.errored.emit(self._runner.error)
            else:
                self.returned.emit(self._runner.result)
        self.finished.emit()


class Jobs(QObject):
    """Starts jobs and keeps them alive until they end; stops them all on shutdown.

    Signals:
        idle(): the last running job finished.
    """

    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running: set[Job] = set()
        self._closed = False  # shut down: no new thread may start (none would be waited for)

    def start(self, fn: Callable[..., Any], *args: Any, name: str = "",
              on_abort: Callable[[], None] | None = None,
              on_items: Callable[[list], None] | None = None,
              on_result: Callable[[Any], None] | None = None,
              on_error: Callable[[str], None] | None = None,
              on_finished: Callable[[], None] | None = None, **kwargs: Any) -> Job:
        """Run ``fn(*args, **kwargs)`` in a new thread; callbacks run in the GUI thread.
        After :meth:`shutdown` the job is made but never started (the window is closing:
        a thread started then would outlive it)."""
        job = Job(fn, *args, name=name, on_abort=on_abort, parent=self, **kwargs)
        if self._closed:
            log.debug("not started while shutting down: %s", name)
            return job
        if on_items:
            job.yielded.connect(on_items)
        if on_result:
            job.returned.connect(on_result)
        if on_error:
            job.errored.connect(on_error)
        if on_finished:
            job.finished.connect(on_finished)
        job.finished.connect(lambda: self._forget(job))
        self._running.add(job)
        return job.start()

    def running(self) -> list[Job]:
        return list(self._running)

    def _forget(self, job: Job) -> None:
        self._running.discard(job)
        job.deleteLater()
        if not self._running:
            self.idle.emit()

    def shutdown(self, timeout_ms: int = 15000) -> bool:
        """Abort every job and wait for the threads; True if all ended in time. Jobs asked
        for from now on (e.g. by a finished job's callback) do not start."""
        self._closed = True
        jobs = list(self._running)
        for job in jobs:
            job.abort()
        ok = all(job.wait(timeout_ms) for job in jobs)
        # A thread that ended: its own queued 'finished' is delivered now (then its Job is
        # forgotten). Calling the slot directly instead left that queued call to reach a Job
        # deleted meanwhile, and crashed the process. One still running keeps its Job
        # (deleting it would destroy a running QThread, which aborts the process).
        QCoreApplication.sendPostedEvents()
        return ok
