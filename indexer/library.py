"""A library on disk: manifest + Chroma in one data directory, tied to one embedder at a time."""

from __future__ import annotations

import fcntl
import os
from dataclasses import dataclass
from pathlib import Path

from indexer.embedders import Embedder
from indexer.manifest import Manifest
from indexer.settings import IndexSettings
from indexer.vectorstore import VectorStore


class EmbedderMismatch(Exception):
    """The library's vectors come from another embedder; mixing them is refused."""


class LibraryBusy(Exception):
    """Another indexing run holds this library."""


@dataclass(frozen=True)
class LibraryStatus:
    roots: list[str]
    embedder_id: str | None
    pending_embedder_id: str | None
    files: int
    indexed: int
    skipped: int
    failed: int
    chunks: int
    vectors: int

    @property
    def semantic_fraction(self) -> float:
        """How much of the library vector search can see (0..1)."""
        return 1.0 if self.chunks == 0 else self.vectors / self.chunks


class Library:
    """Opens (or creates) the library in ``data_dir``. Not thread-safe: one per thread."""

    def __init__(self, data_dir: Path, settings: IndexSettings | None = None) -> None:
        self.data_dir = Path(data_dir)
        self.settings = settings or IndexSettings()
        self.manifest_path = self.data_dir / "library.sqlite"
        self.manifest = Manifest(self.manifest_path)
        self.vectors = VectorStore(self.data_dir / "chroma")
        self._lock_file: int | None = None

    def close(self) -> None:
        self.release()
        self.manifest.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def embedder_id(self) -> str | None:
        return self.manifest.get_meta("embedder_id")

    def bind_embedder(self, embedder: Embedder) -> None:
        """Record the embedder of a new library, or refuse a different one."""
        current = self.embedder_id
        if current is None:
            self.manifest.set_meta("embedder_id", embedder.id)
            self.manifest.set_meta("embedder_dim", str(embedder.dim))
            return
        if current != embedder.id:
            raise EmbedderMismatch(
                f"This library's vectors were made with '{current}', not '{embedder.id}'. "
                f"Use --embedder {_spec(current)} to work with it, or switch the library with "
                f"`python -m indexer reembed --embedder {_spec(embedder.id)}` "
                "(it rebuilds the vectors while the current ones stay searchable)."
            )

    def acquire(self) -> None:
        """Take the library's run lock, or raise :class:`LibraryBusy`."""
        self.data_dir.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.data_dir / "index.lock", os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise LibraryBusy(f"another Footnote indexing run is using {self.data_dir}") from None
        self._lock_file = fd

    def release(self) -> None:
        if self._lock_file is not None:
            fcntl.flock(self._lock_file, fcntl.LOCK_UN)
            os.close(self._lock_file)
            self._lock_file = None

    def remove_orphans(self) -> int:
        """Delete chunks no indexed file points at: vectors first, then SQLite (a crash in
        between leaves rows the next clean-up finds again, never vectors without rows)."""
        keys = self.manifest.orphan_content_keys()
        if not keys:
            return 0
        ids = self.manifest.chunk_ids_for(keys)
        embedders = [e for e in (self.embedder_id, self.manifest.get_meta("pending_embedder_id")) if e]
        self.vectors.delete(embedders, ids)
        return self.manifest.delete_content(keys)

    def remove_folder(self, root: str) -> tuple[int, int]:
        """Forget a library folder and its chunks (the user's files are not touched).

        Returns (files forgotten, chunks removed). Takes the run lock: raises LibraryBusy.
        """
        self.acquire()
        try:
            files = self.manifest.remove_root(root)
            return len(files), self.remove_orphans()
        finally:
            self.release()

    def status(self) -> LibraryStatus:
        counts = self.manifest.counts(self.embedder_id)
        return LibraryStatus(
            roots=self.manifest.roots(),
            embedder_id=self.embedder_id,
            pending_embedder_id=self.manifest.get_meta("pending_embedder_id"),
            **counts,
        )


def _spec(embedder_id: str) -> str:
    return "builtin" if embedder_id.startswith("builtin:") else embedder_id
