"""Kill points: SIGKILL this process at a named write point, so crash recovery is tested
deterministically instead of by luck.

Off (a no-op costing one comparison) unless ``FOOTNOTE_FAULT`` is set when this module is first
imported:

``FOOTNOTE_FAULT=<name>``           die at the first hit of point ``name``
``FOOTNOTE_FAULT=<name>:<n>``       die at the n-th hit of point ``name`` (1-based)
``FOOTNOTE_FAULT=random:<seed>:<max>``  die at hit k of any point, k drawn from 1..max by ``seed``
``FOOTNOTE_FAULT=count``            never die; on exit print ``FOOTNOTE_FAULT_HITS <n>`` to stderr

The variable is read once and only arms the process that read it first: parser processes (spawned
by :mod:`indexer.ingest.parsing`) and other children never fire, because the variable is removed from the
environment when it is read, and a forked child fails the pid check (a test that forks runs
after importing calls :func:`arm` in the child instead).

Points (each sits where the process can die with half of a write done):

``save_file.chunks``          manifest.save_file: chunks inserted (FTS triggers fired), the file's
                              row not yet written — inside the transaction
``save_file.commit``          graph _save: a file's row and chunks committed, nothing after it
``delete_files``              graph _process: deleted files' rows removed, before any new file
``vectors.half_batch``        vector_fill: the first half of a batch upserted to Chroma
``vectors.upserted``          vector_fill: the whole batch in Chroma, not yet marked in SQLite
``vectors.marked``            vector_fill: the batch marked embedded in SQLite
``orphans.vectors_forgotten`` library.remove_orphans: vector bookkeeping of orphans removed
``orphans.vectors_deleted``   library.remove_orphans: orphans' vectors deleted from Chroma,
                              their chunks (and FTS rows) still in SQLite
``orphans.deleted``           manifest.delete_content: orphan chunks deleted, inside the transaction
``cleanup.done``              graph cleanup: orphans removed, before the summary
``switch.filled``             switch: every chunk has a new vector, before the swap
``switch.swap``               switch: inside the swap transaction (meta written, not committed)
``switch.swapped``            switch: swap committed, the old collection not yet dropped
``switch.dropped``            library.drop_retired_vectors: the old embedder's collection dropped,
                              the drop not yet recorded (after a swap, or a killed one's clean-up)
"""

from __future__ import annotations

import atexit
import os
import random
import signal
import sys

ENV = "FOOTNOTE_FAULT"

_armed = False
_target: str | None = None  # a point name, or None for "any point" (random mode)
_kill_at = 0  # the hit (1-based) of the target that dies
_hits = 0
_pid = 0


def arm(spec: str) -> None:
    """Arm this process with a ``FOOTNOTE_FAULT`` value (for a test's process forked after
    the import, which the environment no longer reaches); ``""`` disarms it."""
    global _armed, _hits
    _armed, _hits = False, 0
    _setup(spec)


def hits() -> int:
    """Fault points passed so far by this process while armed (any point in ``count`` mode)."""
    return _hits


def _setup(spec: str) -> None:
    global _armed, _target, _kill_at, _pid
    if not spec:
        return
    _pid = os.getpid()
    parts = spec.split(":")
    if parts[0] == "count":
        _armed, _target, _kill_at = True, None, 0
        atexit.register(_print_hits)
    elif parts[0] == "random":
        seed, top = int(parts[1]), int(parts[2])
        _armed, _target, _kill_at = True, None, random.Random(seed).randint(1, max(1, top))
    else:
        _armed, _target = True, parts[0]
        _kill_at = int(parts[1]) if len(parts) > 1 else 1


def _print_hits() -> None:
    if os.getpid() == _pid:
        print(f"FOOTNOTE_FAULT_HITS {_hits}", file=sys.stderr, flush=True)


def armed() -> bool:
    """Is a kill point set for this process (tests only; production never sets it)?"""
    return _armed


def fault_point(name: str) -> None:
    """Die here (SIGKILL, no clean-up of any kind) if ``FOOTNOTE_FAULT`` says so."""
    global _hits
    if not _armed or (_target is not None and name != _target) or os.getpid() != _pid:
        return
    _hits += 1
    if _hits == _kill_at:
        print(f"FOOTNOTE_FAULT_KILL {name} {_hits}", file=sys.stderr, flush=True)
        os.kill(os.getpid(), signal.SIGKILL)


_setup(os.environ.pop(ENV, ""))
