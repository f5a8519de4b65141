"""Run the indexing graph over a library and hand its progress events to the caller."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from indexer.base.control import RunControl
from indexer.base.settings import IndexSettings
from indexer.ingest.parsing import ParseFn, WarmParsers, parse_file
from indexer.pipeline.state import IndexContext
from indexer.servers.embedders import Embedder
from indexer.store.errors import translate
from indexer.store.library import Library, LibraryBusy


def index_events(
    library: Library,
    embedder: Embedder,
    roots: Sequence[str | Path] = (),
    control: RunControl | None = None,
    fill_vectors: bool = True,
    parse_fn: ParseFn = parse_file,
    warm_parsers: WarmParsers | None = None,
    allow_removals: bool = False,
) -> Iterator[dict[str, Any]]:
    """Index ``roots`` (or every known library folder) and yield progress events as plain dicts.

    Raises :class:`~indexer.store.library.EmbedderMismatch` or :class:`~indexer.store.library.LibraryBusy`
    before any work starts, and :class:`~indexer.store.errors.StorageProblem` when the library's
    files cannot be written (read-only, disk full) or are damaged. A long-lived caller passes
    ``warm_parsers`` to keep parser processes between runs. A folder that suddenly holds nothing
    or far fewer files keeps its files (the summary's ``held_removals``) unless
    ``allow_removals``.
    """
    library.bind_embedder(embedder)
    library.acquire()
    parsers = warm_parsers or WarmParsers()
    try:
        if not library.manifest.has_files():
            # a first run certainly parses: its parsers start up while LangGraph is imported
            parsers.prestart(library.settings, parse_fn)
        from indexer.pipeline.builder import compile_index_graph

        if fill_vectors:
            library.reconcile_vectors()
        graph = compile_index_graph()
        context = IndexContext(library=library, embedder=embedder,
                               control=control or RunControl(), fill_vectors=fill_vectors,
                               parse_fn=parse_fn, parsers=parsers,
                               allow_removals=allow_removals)
        yield from graph.stream(
            {"roots": [str(r) for r in roots]}, context=context, stream_mode="custom"
        )
    except Exception as exc:  # noqa: BLE001 - re-raised unless it is a storage problem
        # A full disk or a store gone bad mid-run: each file's transaction either committed
        # or rolled back, so what was indexed is kept; say what happened in plain words.
        problem = translate(exc, library.data_dir)
        if problem is None:
            raise
        raise problem from exc
    finally:
        if warm_parsers is None:
            parsers.close()
        library.release()


def open_store_ahead(data_dir: Path, settings: IndexSettings | None = None,
                     chroma_url: str | None = None) -> None:
    """Open the library's vector store now, while nothing waits for it, as a run would: under
    the run lock, so the runs that follow in this process keep it open (``indexer.store.library``).
    The first run after a start or a quiet spell then need not (~0.25 s). A library not made
    yet, or held by another process's run, is left alone."""
    if not (Path(data_dir) / "library.sqlite").exists():
        return
    try:
        with Library(data_dir, settings, verify=False, chroma_url=chroma_url or None) as library:
            if library.embedder_id is None or library.read_only:
                return
            library.acquire()
            library.vectors.warm(library.embedder_id)
    except LibraryBusy:
        return  # that run opens the store itself
