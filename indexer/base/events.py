"""Typed, JSON-serialisable progress events written to LangGraph's custom stream."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal


@dataclass(frozen=True)
class ScanTotals:
    """How much the walk found; sent as soon as the scan is done."""

    files: int
    bytes: int
    ignored: int
    kind: Literal["scan_totals"] = "scan_totals"


@dataclass(frozen=True)
class PlanTotals:
    """What this run will do: files to parse, reuse, remove, and leave alone."""

    to_parse: int
    to_parse_bytes: int
    unchanged: int
    reused: int
    skipped: int
    deleted: int
    pending_vectors: int
    kind: Literal["plan_totals"] = "plan_totals"


@dataclass(frozen=True)
class FileStarted:
    path: str
    index: int
    total: int
    bytes: int = 0  # the file's size: the work the ETA counts in
    kind: Literal["file_started"] = "file_started"


@dataclass(frozen=True)
class FileProgress:
    """What the parser is doing on a slow file, e.g. "reading scanned page 3 of 12"."""

    path: str
    message: str
    kind: Literal["file_progress"] = "file_progress"


@dataclass(frozen=True)
class ScanProgress:
    """Scanned pages of a document read with OCR after every other file, a few at a time."""

    path: str
    read: int  # its scanned pages read so far
    total: int  # its scanned pages
    seconds_left: float | None = None  # for the pages this run reads; None: not known yet
    held: bool = False  # the OCR page limit keeps the rest for a request to read them
    kind: Literal["scan_progress"] = "scan_progress"


@dataclass(frozen=True)
class FileIndexed:
    path: str
    chunks: int
    kind: Literal["file_indexed"] = "file_indexed"


@dataclass(frozen=True)
class FileReused:
    """Same content already indexed (moved, renamed or duplicate): nothing parsed or embedded."""

    path: str
    chunks: int
    kind: Literal["file_reused"] = "file_reused"


@dataclass(frozen=True)
class HeldRemoval:
    """A library folder that suddenly holds nothing or far fewer files (an empty mount point, a
    share that is down): its files stay indexed until the user confirms the removals."""

    root: str
    known: int  # files the library has from it
    found: int  # files the walk found there now
    reason: str = ""


@dataclass(frozen=True)
class FileSkipped:
    path: str
    reason: str
    kind: Literal["file_skipped"] = "file_skipped"


@dataclass(frozen=True)
class FileFailed:
    path: str
    reason: str
    kind: Literal["file_failed"] = "file_failed"


@dataclass(frozen=True)
class LexicalReady:
    """Every file's text is in the keyword index; vectors may still be filling in."""

    chunks: int
    kind: Literal["lexical_ready"] = "lexical_ready"


@dataclass(frozen=True)
class EmbedProgress:
    """One embedder batch finished."""

    batch: int
    embedded: int
    pending: int
    chunks_per_s: float
    eta_s: float | None
    kind: Literal["embed_progress"] = "embed_progress"


@dataclass(frozen=True)
class Summary:
    """The run's outcome; the counts add up to the scan's file total."""

    files: int
    indexed: int
    reused: int
    unchanged: int
    skipped: int
    failed: int
    deleted: int
    chunks_added: int
    chunks_removed: int
    vectors_added: int
    vectors_pending: int
    cancelled: bool
    seconds: float
    problems: list[dict[str, str]] = field(default_factory=list)
    excluded_files: int = 0  # left out by exclusion rules: not in ``files``
    excluded_folders: int = 0  # excluded subfolders, never entered
    exclusion_rules: int = 0
    held_removals: list[dict[str, Any]] = field(default_factory=list)  # see HeldRemoval
    kind: Literal["summary"] = "summary"


Event = (ScanTotals | PlanTotals | FileStarted | FileProgress | ScanProgress | FileIndexed | FileReused
         | FileSkipped | FileFailed | LexicalReady | EmbedProgress | Summary)


def to_dict(event: Event | HeldRemoval) -> dict[str, Any]:
    """The plain-data form written to the stream."""
    return asdict(event)
