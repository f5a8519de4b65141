"""When a file that could not be indexed is parsed again although it has not changed.

A failed file (time budget, parser crash, parser error; not one that vanished) is retried with backoff: on the next
run after its first failure, then no sooner than 1 hour, 6 hours and 1 day after the 2nd, 3rd
and every later consecutive failure. A file skipped as scanned while OCR was off is parsed once
more when OCR is on. A changed file is always parsed; a file that indexes clears its attempts.
"""

from __future__ import annotations

import time
from datetime import datetime
from typing import Protocol


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

SCANNED_REASON = "no text layer — scanned?"  # the PDF loader's skip reason OCR may fix
VANISHED_REASON = "vanished during indexing"  # nothing to retry: the next run forgets the file


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


def is_due(row: FileRow, ocr: bool, now: float | None = None) -> bool:
    """Whether an unchanged file should be parsed again on this run."""
    if row.retry_after is None or row.retry_after > (time.time() if now is None else now):
        return False
    return row.state == "failed" or (row.state == "skipped" and ocr)


def reason_with_retry(row: FileRow, now: float | None = None) -> str:
    """Why a file is not indexed, and when it is tried again: "… (time budget) — will retry on
    the next run". What the CLI, the run's events and the window show alike."""
    return " — ".join(filter(None, (row.reason, retry_text(row, now))))


def retry_text(row: FileRow, now: float | None = None) -> str:
    """"will retry on the next run" / "will retry after 14:05" for a failed file, else ""."""
    if row.state != "failed" or row.retry_after is None:
        return ""
    now = time.time() if now is None else now
    if row.retry_after <= now:
        return "will retry on the next run"
    when = datetime.fromtimestamp(row.retry_after)
    same_day = when.date() == datetime.fromtimestamp(now).date()
    return f"will retry after {when.strftime('%H:%M' if same_day else '%a %d %b %H:%M')}"
