"""Typed indexing settings and the per-user data directory."""

from __future__ import annotations

import hashlib
import math
import os
from dataclasses import dataclass, field
from pathlib import Path

import platformdirs

DEFAULT_IGNORES: tuple[str, ...] = (
    ".git", ".hg", ".svn", "node_modules", "__pycache__", ".venv", "venv", "env",
    ".tox", ".mypy_cache", ".pytest_cache", ".ruff_cache", ".idea", ".vscode",
    ".DS_Store", "Thumbs.db", "*.pyc", "~$*",
)


class InvalidSettings(ValueError):
    """A setting no run can use; raised before any work, so nothing indexed is touched."""


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
    follow_outside_links: bool = field(default=False, metadata={
        "doc": "follow links that lead out of a library folder (links to hidden files never)"})
    max_text_chars: int = field(default=64 * 1024 * 1024, metadata={
        "doc": "characters of text one file may give; a file with more is not indexed"})
    embed_batch_size: int = field(default=32, metadata={"doc": "chunks per embedder call"})
    ocr: bool = field(default=True, metadata={"doc": "read scanned PDF pages with the built-in OCR engine"})
    ocr_max_pages: int = field(default=500, metadata={
        "doc": "scanned pages OCR reads of one file (2-9 s a page); the rest on request"})
    parse_workers: int = field(default=max(1, min(2, (os.cpu_count() or 2) - 1)),
                               metadata={"doc": "parser processes"})
    chroma_url: str = field(default="", metadata={
        "doc": "Chroma server for the vectors ('' : the store the library records; see Library)"})

    def __post_init__(self) -> None:
        problems = settings_problems(self)
        if problems:
            raise InvalidSettings("; ".join(problems))

    @property
    def splitter_key(self) -> str:
        """Short id of the settings that change chunk boundaries (part of a chunk's identity)."""
        raw = f"rcts:{self.chunk_size}:{self.chunk_overlap}"
        return hashlib.sha1(raw.encode()).hexdigest()[:8]


def default_data_dir() -> Path:
    """The per-user data directory (library, vectors, conversations)."""
    return Path(platformdirs.user_data_dir("footnote", appauthor=False))


def settings_problems(settings: IndexSettings) -> list[str]:
    """What is wrong with ``settings``, each naming the value that fixes it ([] when usable)."""
    problems = []
    size, overlap = settings.chunk_size, settings.chunk_overlap
    if not _whole(size) or size < 1:
        problems.append(f"chunk size must be a whole number of characters above 0, not {size!r}")
    elif not _whole(overlap) or not 0 <= overlap < size:
        problems.append(f"chunk overlap must be at least 0 and smaller than the chunk size "
                        f"({size}), not {overlap!r}: choose an overlap below {size} or a larger "
                        f"chunk size")
    for name, words in _WHOLE_NUMBERS.items():
        value = getattr(settings, name)
        if not _whole(value) or value < 1:
            problems.append(f"{words} must be a whole number above 0, not {value!r}")
    if not _finite(settings.file_time_budget_s) or settings.file_time_budget_s <= 0:
        problems.append(f"a parser's time per file must be a number of seconds above 0, "
                        f"not {settings.file_time_budget_s!r}")
    if not _finite(settings.page_time_budget_s) or settings.page_time_budget_s < 0:
        problems.append(f"a parser's extra time per page must be a number of seconds (0 or "
                        f"more), not {settings.page_time_budget_s!r}")
    if not _finite(settings.wall_time_factor) or settings.wall_time_factor < 1:
        problems.append(f"wall time factor must be a number of at least 1, "
                        f"not {settings.wall_time_factor!r}")
    return problems


_WHOLE_NUMBERS = {"max_file_bytes": "the largest file size (bytes)",
                  "max_text_chars": "the most text one file may give (characters)",
                  "parser_memory_bytes": "a parser's memory cap (bytes)",
                  "embed_batch_size": "passages per embedder call",
                  "parse_workers": "parser processes",
                  "ocr_max_pages": "the scanned pages read of one file"}


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _finite(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
