"""State and run context of the indexing graph."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, TypedDict

from indexer.base.control import RunControl
from indexer.ingest.discovery import FoundFile, WalkProblem
from indexer.ingest.parsing import ParseFn, WarmParsers, parse_file
from indexer.servers.embedders import Embedder
from indexer.store.library import Library


@dataclass
class IndexContext:
    """Run-scoped resources handed to every node (``Runtime.context``)."""

    library: Library
    embedder: Embedder
    control: RunControl = field(default_factory=RunControl)
    fill_vectors: bool = True  # False: keyword index only now, vectors on a later run
    parse_fn: ParseFn = parse_file  # module-level function: it runs in parser processes
    parsers: WarmParsers = field(default_factory=WarmParsers)  # kept between a caller's runs
    allow_removals: bool = False  # the user confirmed: a folder that looks emptied is emptied


@dataclass(frozen=True)
class PlannedFile:
    """A file that needs work, with the content identity the plan computed."""

    found: FoundFile
    content_hash: str | None
    content_key: str | None
    skip_reason: str = ""
    attempts: int = 0  # consecutive failed parses before this run (retry backoff)


class IndexState(TypedDict, total=False):
    roots: list[str]
    started_at: float
    found: list[FoundFile]
    walk_problems: list[WalkProblem]
    missing_roots: list[str]
    excluded_files: int  # left out by the folders' exclusion rules (folders never entered)
    excluded_folders: int
    exclusion_rules: int
    to_parse: list[PlannedFile]
    to_reuse: list[PlannedFile]
    to_skip: list[PlannedFile]
    to_delete: list[str]
    held_removals: list[dict[str, Any]]  # per folder that looks emptied: nothing removed
    unchanged: int
    results: dict[str, int]
    problems: list[dict[str, str]]
    chunks_removed: int
    cancelled: bool
