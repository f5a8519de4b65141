"""When a file that could not be indexed is parsed again although it has not changed.

A failed file (time budget, a parser killed from outside, parser error; not one that vanished)
is retried with backoff: on the next run after its first failure, then no sooner than 1 hour,
6 hours and 1 day after the 2nd, 3rd and every later consecutive failure. A parser that crashes
on a file (PDFium aborting when a decompression bomb needs more memory than a parser may use, a
segfault on a hostile file) would crash on it again: the file is skipped, like a zip bomb or a
locked file, and parsed again only once it changes. A file skipped as scanned while OCR was off
is parsed once more when OCR is on. A changed file is always parsed; a file that indexes clears
its attempts.
"""

from __future__ import annotations

import signal
import time
from datetime import datetime
from typing import Protocol

from indexer.base.words import english


class FileRow(Protocol):
    """What retrying reads of a file's stored row (``indexer.store.manifest.FileRow``)."""

    @property
    def state(self) -> str: ...
    @property
    def reason(self) -> str: ...
    @property
    def retry_after(self) -> float | None: ...

# Delay before the next try after the 1st, 2nd, 3rd, 4th-and-later consecutive failure.
RETRY_DELAYS_S: tuple[float, ...] = (0.0, 3600.0, 6 * 3600.0, 24 * 3600.0)

SCANNED_REASON = english("no text layer — scanned?")  # the PDF loader's skip reason OCR may fix
VANISHED_REASON = english("vanished during indexing")  # nothing to retry: the next run forgets it


def retry_after(attempts: int, now: float) -> float:
    """When a file that has now failed ``attempts`` times in a row may be tried again."""
    delay = RETRY_DELAYS_S[min(max(attempts, 1), len(RETRY_DELAYS_S)) - 1]
    return now + delay


def outcome_retry(state: str, reason: str, previous_attempts: int, ocr: bool,
                  now: float) -> tuple[int, float | None]:
    """(attempts, retry_after) to store for a file that was just parsed."""
    if state == "failed" and reason != VANISHED_REASON:
        attempts = previous_attempts + 1
        return attempts, retry_after(attempts, now)
    if state == "skipped" and reason == SCANNED_REASON and not ocr:
        return 0, now  # due again as soon as OCR is switched on
    return 0, None


# A parser process killed by one of these signals met something in the file itself, so the same
# file kills it again: SIGABRT is how PDFium (and C++ code) stops when memory runs out under the
# parser's address-space cap; the others are a crash on malformed data. SIGKILL is not among
# them: the system's out-of-memory killer or a person may have stopped the parser.
_CRASH_SIGNALS = frozenset(int(getattr(signal, name)) for name in (
    "SIGABRT", "SIGSEGV", "SIGBUS", "SIGILL", "SIGFPE", "SIGTRAP") if hasattr(signal, name))
_SIGKILL = int(getattr(signal, "SIGKILL", 9))


def unchanged_note(reason: str) -> str:
    """``reason`` for a file that is not parsed again while it is unchanged."""
    return english("{reason} — not indexed while it is unchanged").format(reason=reason)


def crash_outcome(exit_code: int | None, file_type: str, memory_bytes: int | None) -> tuple[str, str]:
    """(state, reason) for a file whose parser process died without an answer (``exit_code``:
    ``multiprocessing``'s, minus the signal number when a signal killed it). A deterministic
    crash is "skipped": not parsed again while the file is unchanged; else "failed" (retried).
    ``memory_bytes`` is the parser's address-space cap (None where there is none)."""
    signum = -exit_code if exit_code is not None and exit_code < 0 else None
    if signum == _SIGKILL:
        return "failed", english("parser was killed (by the system, short of memory?)")
    if signum not in _CRASH_SIGNALS:
        return "failed", english("parser crashed (exit code {code})").format(code=exit_code)
    cap = cap_text(memory_bytes)
    if signum == signal.SIGABRT and file_type == "pdf":
        reason = english("PDF too big to unpack: reading it needs more than {detail} (a "
                         "decompression bomb?)").format(detail=cap)
    elif signum == signal.SIGABRT:
        reason = english("parser crashed on this file: reading it needs more than {detail}, or it "
                         "is damaged").format(detail=cap)
    else:
        reason = english("parser crashed on this file (damaged, or made to crash readers?)")
    return "skipped", unchanged_note(reason)


def cap_text(memory_bytes: int | None) -> str:
    """"the 3 GB a parser may use" (``memory_bytes``), or "the memory a parser may use"."""
    if memory_bytes:
        return english("the {size} a parser may use").format(size=size_text(memory_bytes))
    return english("the memory a parser may use")


def size_text(n: int) -> str:
    """3221225472 → "3 GB", 419430400 → "400 MB", 2831155 → "2.7 MB", 153600 → "150 KB"."""
    for unit, scale in (("GB", 1024**3), ("MB", 1024**2)):
        if n >= scale:
            return f"{n / scale:.{1 if n < 10 * scale else 0}f}".removesuffix(".0") + f" {unit}"
    return f"{n / 1024:.0f} KB"


def is_due(row: FileRow, ocr: bool, now: float | None = None) -> bool:
    """Whether an unchanged file should be parsed again on this run."""
    if row.retry_after is None or row.retry_after > (time.time() if now is None else now):
        return False
    return row.state == "failed" or (row.state == "skipped" and ocr)


def reason_with_retry(row: FileRow, now: float | None = None) -> str:
    """Why a file is not indexed, and when it is tried again: "… (time budget) — will retry on
    the next run". What the CLI, the run's events and the window show alike."""
    now = time.time() if now is None else now
    retry = retry_text(row, now)
    if not (row.reason and retry):
        return row.reason or retry
    when = _retry_time(row.retry_after or 0.0, now)
    if when is None:
        return english("{reason} — will retry on the next run").format(reason=row.reason)
    return english("{reason} — will retry after {time}").format(reason=row.reason, time=when)


def retry_text(row: FileRow, now: float | None = None) -> str:
    """"will retry on the next run" / "will retry after 14:05" for a failed file, else ""."""
    if row.state != "failed" or row.retry_after is None:
        return ""
    when = _retry_time(row.retry_after, time.time() if now is None else now)
    if when is None:
        return english("will retry on the next run")
    return english("will retry after {time}").format(time=when)


def _retry_time(retry_after: float, now: float) -> str | None:
    """When a failed file is tried again: "14:05" (today) or "Tue 03 Jun 14:05"; None when it
    is due now (on the next run)."""
    if retry_after <= now:
        return None
    when = datetime.fromtimestamp(retry_after)
    same_day = when.date() == datetime.fromtimestamp(now).date()
    return when.strftime("%H:%M" if same_day else "%a %d %b %H:%M")
