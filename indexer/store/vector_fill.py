"""Fill in vectors for chunks that have none yet, in the background of a run.

Two threads so the embedder never waits on storage: one embeds batches of pending chunks, the
other writes them to Chroma and then records them in the manifest (Chroma first: a crash in
between only means the batch is embedded again and upserted under the same ids).
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from pathlib import Path

from indexer.base.control import RunControl
from indexer.base.events import EmbedProgress
from indexer.base.faults import armed, fault_point
from indexer.servers.embedders import Embedder
from indexer.store.errors import translate
from indexer.store.manifest import Manifest, PendingChunk
from indexer.store.vectors import VectorStore

log = logging.getLogger(__name__)

_DONE = object()
STOP_CHECK_SLICE = 8  # texts per embedder call between checks for Cancel/Pause


class VectorFiller:
    """Embeds pending chunks until none are left and :meth:`finish` was called, or cancelled."""

    def __init__(self, manifest_path: Path, store: VectorStore, embedder: Embedder,
                 batch_size: int, control: RunControl, pending: int,
                 open_store_first: bool = False) -> None:
        self._manifest_path = manifest_path
        self._store = store
        self._embedder = embedder
        self._batch_size = batch_size
        self._open_store_first = open_store_first
        self._control = control
        self._no_more_chunks = threading.Event()
        self._write_failed = threading.Event()
        self._written: queue.Queue = queue.Queue(maxsize=4)
        self.events: queue.Queue[EmbedProgress] = queue.Queue()
        self.pending = pending
        self.embedded = 0
        self.batches = 0
        self.embed_seconds = 0.0
        self.error: str | None = None
        self._started = time.monotonic()
        self._threads = [
            threading.Thread(target=self._embed_loop, name="embed", daemon=True),
            threading.Thread(target=self._write_loop, name="vector-write", daemon=True),
        ]

    def start(self) -> None:
        self._started = time.monotonic()
        for t in self._threads:
            t.start()

    def added(self, chunks: int) -> None:
        """New chunks were committed to the manifest (called by the extracting thread)."""
        self.pending += chunks

    def finish(self) -> None:
        """No more chunks will be added; stop when the pending ones are done."""
        self._no_more_chunks.set()

    def join(self, timeout: float | None = None) -> bool:
        deadline = None if timeout is None else time.monotonic() + timeout
        for t in self._threads:
            t.join(None if deadline is None else max(0.0, deadline - time.monotonic()))
        return not any(t.is_alive() for t in self._threads)

    def _embed_loop(self) -> None:
        manifest = Manifest(self._manifest_path)
        cursor = 0
        try:
            while not (self._write_failed.is_set() or self._control.stop_requested()):
                done_adding = self._no_more_chunks.is_set()
                batch = manifest.pending_chunks(self._embedder.id, cursor, self._batch_size)
                if not batch:
                    if done_adding:
                        break
                    self._no_more_chunks.wait(0.05)
                    continue
                cursor = batch[-1].rowid
                t0 = time.perf_counter()
                vectors = self._embed_unless_stopped([c.embed_text for c in batch])
                self.embed_seconds += time.perf_counter() - t0
                if vectors is None:
                    break  # stopped mid-batch: these chunks stay pending for the next run
                self._written.put((batch, vectors))
        except Exception as exc:  # noqa: BLE001 - an embedder failure must not kill the run
            log.exception("embedding failed")
            self.error = self._describe(exc)
        finally:
            self._written.put(_DONE)
            manifest.close()

    def _embed_unless_stopped(self, texts: list[str]) -> list | None:
        """Embed in slices, checking for a stop between them, so Cancel/Pause need not wait
        for a whole batch (seconds with the built-in model on a busy CPU). None: stopped."""
        vectors: list = []
        for start in range(0, len(texts), STOP_CHECK_SLICE):
            if start and self._control.stop_requested():
                return None
            vectors.extend(self._embedder.embed_documents(texts[start:start + STOP_CHECK_SLICE]))
        return vectors

    def _write_loop(self) -> None:
        manifest = Manifest(self._manifest_path)
        try:
            if self._open_store_first:
                # Opening Chroma (a second of imports) overlaps the parsers' work instead of
                # following it; a failure here is reported by the first write.
                self._store.problem()
            while True:
                item = self._written.get()
                if item is _DONE:
                    return
                batch, vectors = item
                self._write(manifest, batch, vectors)
        except Exception as exc:  # noqa: BLE001
            log.exception("writing vectors failed")
            self.error = self._describe(exc)
            self._cancel_embedding()
        finally:
            manifest.close()

    def _describe(self, exc: Exception) -> str:
        """What the user reads: a storage problem in plain words, otherwise the error."""
        problem = translate(exc, self._manifest_path.parent)
        return str(problem) if problem else f"{type(exc).__name__}: {exc}"

    def _cancel_embedding(self) -> None:
        # Drain so the embed thread is never blocked on a full queue after a write failure.
        self._write_failed.set()
        while True:
            try:
                if self._written.get(timeout=1) is _DONE:
                    return
            except queue.Empty:
                if not self._threads[0].is_alive():
                    return

    def _write(self, manifest: Manifest, batch: list[PendingChunk], vectors: list) -> None:
        ids = [c.chunk_id for c in batch]
        # Under test, a batch is written in two halves so a kill can leave one half in Chroma.
        half = len(batch) // 2 if armed() else 0
        for part in (slice(0, half), slice(half, None)):
            if part.start == part.stop:
                continue
            self._store.upsert(self._embedder.id, ids[part], vectors[part],
                               [c.text for c in batch[part]], [c.metadata for c in batch[part]])
            if part.stop is not None:
                fault_point("vectors.half_batch")
        fault_point("vectors.upserted")
        manifest.mark_embedded(self._embedder.id, ids)
        fault_point("vectors.marked")
        self.embedded += len(batch)
        self.batches += 1
        elapsed = time.monotonic() - self._started
        rate = self.embedded / elapsed if elapsed > 0 else 0.0
        remaining = max(0, self.pending - self.embedded)
        self.events.put(EmbedProgress(
            batch=len(batch), embedded=self.embedded, pending=remaining,
            chunks_per_s=round(rate, 2),
            eta_s=round(remaining / rate, 1) if rate > 0 else None,
        ))
