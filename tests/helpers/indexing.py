"""Indexing helpers: sample documents, a deterministic embedder, an event runner, parser hooks."""

from __future__ import annotations

import hashlib
import math
import os
import re
import time
from pathlib import Path
from typing import Any

from langchain_core.embeddings import Embeddings

from indexer.base.control import RunControl
from indexer.ingest.parsing import ParseOutcome, parse_file
from indexer.pipeline.run import index_events
from indexer.store.library import Library


def write_sample_documents(folder: Path) -> Path:
    """A contract, Markdown notes and an invoice in a subfolder: a user's small real folder."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "contract.txt").write_text(
        "Clause 14.2: Either party may terminate this agreement with ninety days notice.\n"
        "The supplier delivers the goods to the warehouse in Rotterdam.\n", encoding="utf-8")
    (folder / "notes.md").write_text(
        "# Garden\n\nTomatoes need full sun and regular watering.\n\n"
        "## Pests\n\nAphids are controlled with ladybirds.\n", encoding="utf-8")
    (folder / "invoices").mkdir(exist_ok=True)
    (folder / "invoices" / "mueller.txt").write_text(
        "Invoice 2024-117 for Müller GmbH: 42 crates of apples, due in thirty days.\n",
        encoding="utf-8")
    return folder


class HashEmbedder(Embeddings):
    """Deterministic bag-of-words vectors: fast, and similar texts get similar vectors."""

    def __init__(self, dim: int = 64, ident: str = "test:hash-64") -> None:
        self.id = ident
        self._dim = dim
        self.calls: list[int] = []  # chunks per embed_documents call
        self.fail_after: int | None = None  # raise after this many chunks (simulated outage)
        self.delay_s = 0.0

    @property
    def dim(self) -> int:
        return self._dim

    def _vector(self, text: str) -> list[float]:
        v = [0.0] * self._dim
        for word in re.findall(r"\w+", text.lower()):
            v[int(hashlib.md5(word.encode()).hexdigest(), 16) % self._dim] += 1.0
        norm = math.sqrt(sum(x * x for x in v)) or 1.0
        return [x / norm for x in v]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        if self.fail_after is not None and sum(self.calls) + len(texts) > self.fail_after:
            raise ConnectionError("embedding server went away")
        if self.delay_s:
            time.sleep(self.delay_s)
        self.calls.append(len(texts))
        return [self._vector(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self._vector(text)

    @property
    def embedded(self) -> int:
        return sum(self.calls)


def run_index(library: Library, embedder: Any, roots: list[Path] | tuple = (),
              control: RunControl | None = None, **context: Any) -> list[dict]:
    """Run the real indexing graph and return every custom-stream event."""
    return list(index_events(library, embedder, roots, control, **context))


def summary_of(events: list[dict]) -> dict:
    return next(e for e in events if e["kind"] == "summary")


def kinds(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["kind"] == kind]


# Parser hooks: module-level so parser processes (spawned) can import them.

def hanging_parse(path: str, chunk_size: int, chunk_overlap: int) -> ParseOutcome:
    """Behaves like a parser that never returns on files named *hang*."""
    if "hang" in os.path.basename(path):
        time.sleep(3600)
    return parse_file(path, chunk_size, chunk_overlap)


def crashing_parse(path: str, chunk_size: int, chunk_overlap: int) -> ParseOutcome:
    """Behaves like a parser that takes the whole process down (segfault) on *crash* files."""
    if "crash" in os.path.basename(path):
        os._exit(139)
    return parse_file(path, chunk_size, chunk_overlap)


def editing_parse(path: str, chunk_size: int, chunk_overlap: int) -> ParseOutcome:
    """The user saves *edit* files again while they are being parsed."""
    outcome = parse_file(path, chunk_size, chunk_overlap)
    if "edit" in os.path.basename(path):
        with open(path, "a", encoding="utf-8") as fh:
            fh.write("\nA later edit.\n")
    return outcome


def vanishing_parse(path: str, chunk_size: int, chunk_overlap: int) -> ParseOutcome:
    """The user deletes *gone* files while they are being parsed."""
    outcome = parse_file(path, chunk_size, chunk_overlap)
    if "gone" in os.path.basename(path):
        os.remove(path)
    return outcome


def slow_parse(path: str, chunk_size: int, chunk_overlap: int) -> ParseOutcome:
    """A parser taking a noticeable time per file, so a run can be stopped part-way."""
    time.sleep(0.25)
    return parse_file(path, chunk_size, chunk_overlap)
