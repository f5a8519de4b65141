"""A run's last reading: scanned pages with OCR, a few at a time, after every other file.

OCR costs 2-9 CPU seconds a page, so a scanned book read in one go kept every file behind it
waiting for tens of minutes. Parsing leaves scanned pages in the library's scan queue
(``indexer.store.scans``); here they are read in batches, each stored with what is left in one
transaction: the first pages are searchable before the last are read, and a cancel, a quit or a
crash costs at most the batch being read. A run stops between batches when another run waits
(``RunControl.newer_work``), so new and edited files come first.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from indexer.base import events as ev
from indexer.base.control import RunControl
from indexer.base.settings import IndexSettings
from indexer.base.words import english
from indexer.ingest.parsing import ParseOutcome, ParserPool, ScanBatch, ScanResult
from indexer.store.manifest import Manifest
from indexer.store.scans import ScanJob

SCAN_BATCH_PAGES = 4  # pages a parser reads before they are stored: ~10-40 s of OCR


@dataclass
class ScanReading:
    """What reading the scan queue needs from the run."""

    manifest: Manifest
    pool: ParserPool
    control: RunControl
    write: Callable[[dict], None]
    settings: IndexSettings
    on_stored: Callable[[int], None] = lambda chunks: None  # new passages (for the vectors)


@dataclass
class _Job:
    """One document's pages read in this run, with its clock for the time left."""

    job: ScanJob
    pages: tuple[int, ...]  # what this run may read of it (within the page limit)
    read: int = 0  # pages done in this run
    started: float = field(default_factory=time.monotonic)

    def seconds_left(self) -> float | None:
        if not self.read:
            return None
        per_page = (time.monotonic() - self.started) / self.read
        return per_page * (len(self.pages) - self.read)


def read_scans(reading: ScanReading) -> int:
    """Read the library's waiting scanned pages (within the OCR page limit); the passages
    added. Stops between batches on a cancel, or when another run waits."""
    limit = reading.settings.ocr_max_pages
    if reading.manifest.scan_page_limit(-1) != limit:  # what `status` reports jobs against
        reading.manifest.set_meta("ocr_max_pages", str(limit))
    todo = {job.content_key: _Job(job, job.allowed(limit))
            for job in reading.manifest.scan_jobs() if job.allowed(limit)}
    if not todo:
        return 0
    owners: dict[ScanBatch, _Job] = {}
    identities = {key: job.job.identity for key, job in todo.items()}
    added = 0
    control = reading.control

    def batches() -> Iterator[ScanBatch]:
        for key, job in todo.items():
            job.started = time.monotonic()
            for start in range(0, len(job.pages), SCAN_BATCH_PAGES):
                if control.stop_requested() or control.newer_work.is_set():
                    return
                batch = ScanBatch(job.job.path, job.pages[start:start + SCAN_BATCH_PAGES],
                                  identities[key])
                owners[batch] = job
                yield batch

    for batch, result in reading.pool.parse(batches(), stop=control.cancel.is_set):
        assert isinstance(batch, ScanBatch)
        job = owners.pop(batch)
        chunks, unread, identity, reason = _read(batch, result)
        key = job.job.content_key
        identities[key] = identity or identities[key]
        first = job.job.read + job.read == 0
        finished = reading.manifest.save_scanned(key, batch.pages, chunks, unread,
                                                 identities[key], reason)
        job.read += len(batch.pages)
        if chunks and (first or finished):  # what the document is, now its pages are read
            reading.manifest.remake_card(key)
        added += len(chunks)
        reading.on_stored(len(chunks))
        reading.write(ev.to_dict(ev.ScanProgress(
            job.job.path, job.job.read + job.read, job.job.total, job.seconds_left(),
            held=finished is False and job.read >= len(job.pages))))
    return added


def _read(batch: ScanBatch, result: object) -> tuple[list, tuple[int, ...], str, str]:
    """(chunks, unread pages, identity, reason) of a batch, whatever became of its parser."""
    if isinstance(result, ScanResult):
        return result.chunks, result.unread, result.identity, result.reason
    reason = result.reason if isinstance(result, ParseOutcome) else english("no result")
    return [], batch.pages, batch.identity, reason
