"""Typed indexing settings and the per-user data directory."""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from pathlib import Path

import platformdirs

DEFAULT_IGNORES: tuple[str, ...] = (
    ".git", ".hg", ".svn", "node_modules", "__pycache__", ".venv", "venv", "env",
    ".tox", ".mypy_cache", ".pytest_cache", ".ruff_cache", ".idea", ".vscode",
    ".DS_Store", "Thumbs.db", "*.pyc", "~$*",
)


@dataclass(frozen=True)
class IndexSettings:
    """What determines how files become chunks, and the limits that keep a run safe."""

    chunk_size: int = field(default=1000, metadata={"doc": "characters per chunk"})
    chunk_overlap: int = field(default=150, metadata={"doc": "characters shared by neighbours"})
    max_file_bytes: int = field(default=200 * 1024 * 1024, metadata={"doc": "larger files are skipped"})
    file_time_budget_s: float = field(default=60.0, metadata={
        "doc": "CPU seconds a parser may spend on one file, plus page_time_budget_s per page"})
    page_time_budget_s: float = field(default=15.0, metadata={
        "doc": "extra CPU seconds per page the file reports (OCR of a dense scanned page takes ~7-9 s)"})
    wall_time_factor: float = field(default=10.0, metadata={
        "doc": "a parser still busy after this many times its CPU budget in real time is stopped"})
    parser_memory_bytes: int = field(default=3 * 1024**3, metadata={"doc": "address-space cap of a parser process"})
    ignore_globs: tuple[str, ...] = field(default=DEFAULT_IGNORES, metadata={"doc": "names/globs never indexed"})
    include_hidden: bool = field(default=False, metadata={"doc": "index dot-files and dot-folders"})
    embed_batch_size: int = field(default=32, metadata={"doc": "chunks per embedder call"})
    ocr: bool = field(default=True, metadata={"doc": "read scanned PDF pages with the built-in OCR engine"})
    parse_workers: int = field(default=max(1, min(2, (os.cpu_count() or 2) - 1)),
                               metadata={"doc": "parser processes"})
    chroma_url: str = field(default="", metadata={
        "doc": "Chroma server for the vectors ('' : the store the library records; see Library)"})

    @property
    def splitter_key(self) -> str:
        """Short id of the settings that change chunk boundaries (part of a chunk's identity)."""
        raw = f"rcts:{self.chunk_size}:{self.chunk_overlap}"
        return hashlib.sha1(raw.encode()).hexdigest()[:8]


def default_data_dir() -> Path:
    """The per-user data directory (library, vectors, conversations)."""
    return Path(platformdirs.user_data_dir("footnote", appauthor=False))
