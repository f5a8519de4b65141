"""Library writes in a child process, so the window's process never waits on them.

Why: Chroma's writes (``collection.upsert``/``delete``, Rust bindings) hold Python's GIL for
30–90 ms each. Run in a thread of the GUI process, every vector batch froze the GUI thread
for that long (measured: 230–330 ms gaps while indexing). In a child process they cost the GUI
nothing. The child streams the same plain events back through a queue.

The window keeps one such process between its writes (``desktop_app.core.processes.library_process``);
:func:`in_child_process` starts a fresh one per call.

One consequence: a process keeps Chroma's HNSW index in memory, so after a child wrote
vectors the GUI process must reopen Chroma to see them (:func:`reopen_vectors`).
"""

from __future__ import annotations

import logging
import multiprocessing as mp
import os
import queue
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from desktop_app.core.problems import window_words

log = logging.getLogger(__name__)

POLL_S = 0.1
JOIN_S = 20.0
CHILD_NICENESS = 10


class ChildFailed(Exception):
    """The work failed in the child process; the message is the child's exception message."""


def spawn_context() -> Any:
    # spawn, not fork: the GUI process has threads (Qt, workers) that fork would copy badly.
    return mp.get_context("spawn")


def _child_main(out: Any, fn: Callable[..., Any], args: tuple) -> None:
    lower_priority()
    report_to(out, fn, args)


def report_to(out: Any, fn: Callable[..., Any], args: tuple) -> None:
    """Run ``fn(*args)`` here and put its items, then ("return", value) or ("error", message),
    on the queue ``out`` (what :func:`in_child_process` reads)."""
    try:
        result = fn(*args)
        if isinstance(result, Iterator):
            for item in result:
                out.put(("item", item))
            result = None
        out.put(("return", result))
    except BaseException as exc:  # noqa: BLE001 - everything is reported to the parent
        log.debug("child job failed", exc_info=True)
        out.put(("error", window_words(exc)))


def lower_priority() -> None:
    """Background work yields the CPU to the window (parser processes inherit this)."""
    try:
        os.nice(CHILD_NICENESS)
    except (AttributeError, OSError):  # not on this platform, or not allowed
        pass


def in_child_process(fn: Callable[..., Any], *args: Any,
                     name: str = "footnote-library") -> Iterator[Any]:
    """Run ``fn(*args)`` (a module-level function; args picklable) in a child process and
    yield what it yields. Returns its return value; raises :class:`ChildFailed` on error.

    Closing this generator early waits for the child (ask it to stop first, e.g. through a
    ``RunControl`` made of ``multiprocessing`` events) and terminates it after ``JOIN_S``.
    """
    ctx = spawn_context()
    out = ctx.Queue()
    proc = ctx.Process(target=_child_main, args=(out, fn, args), name=name)
    proc.start()
    try:
        while True:
            try:
                kind, payload = out.get(timeout=POLL_S)
            except queue.Empty:
                if not proc.is_alive() and out.empty():
                    raise ChildFailed(f"the library process stopped unexpectedly "
                                      f"(exit code {proc.exitcode})") from None
                continue
            if kind == "item":
                yield payload
            elif kind == "error":
                raise ChildFailed(payload)
            else:
                return payload
    finally:
        proc.join(JOIN_S)
        if proc.is_alive():
            log.warning("the library process did not stop; terminating it")
            proc.terminate()
            proc.join(5)
        out.close()


def reopen_vectors(data_dir: Path) -> Any:
    """Make this process's next Chroma client read the vectors from disk again.

    Chroma caches one "system" per path for the whole process, with the HNSW index in memory;
    dropping it from the cache makes the next ``Library`` load what the child wrote. Returns
    the old system: stop it (``.stop()``) once nothing uses it any more.
    """
    from chromadb.api.shared_system_client import SharedSystemClient

    key = str(Path(data_dir) / "chroma")
    return SharedSystemClient._identifier_to_system.pop(key, None)
