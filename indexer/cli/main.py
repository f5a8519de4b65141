"""Command line: ``python -m indexer index|status|search|documents|publish|reembed|remove|exclude|
include|exclusions|repair|watch`` — parsing, dispatch, index/status/repair output (search,
documents, exclusions and watch have their own modules)."""

from __future__ import annotations

import argparse
import logging
import os
import shlex
import signal
import sys
import time
from collections.abc import Iterable
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from indexer.base import datadir
from indexer.base.control import RunControl
from indexer.base.paths import display_name, display_path, to_key
from indexer.base.settings import IndexSettings, InvalidSettings, default_data_dir
from indexer.cli.common import (
    EXIT_BROKEN_PIPE,
    EXIT_CANCELLED,
    EXIT_FAILED_FILES,
    EXIT_OK,
    EXIT_REFUSED,
    EXIT_STORAGE,
    EXIT_USAGE,
    explain,
    print_json,
    refusals,
    status_notes,
)
from indexer.ingest.discovery import excluded_text
from indexer.ingest.retry import reason_with_retry
from indexer.store.errors import translate
from indexer.store.library import Library, SharedLibraryReadOnly, _spec

if TYPE_CHECKING:
    from indexer.servers.embedders import Embedder
    from indexer.store.scans import ScanJob

# Heavy packages and the modules of other commands (indexer.base.imports: HEAVY_PACKAGES,
# COMMAND_MODULES) are imported inside functions: parser processes are spawned and re-import
# this entry point, and every command should start in a fraction of a second.


class VersionAction(argparse.Action):
    """``--version``: print ``Footnote <version>`` and exit (read only when asked: it costs)."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS,
                 **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS,
                         help="print Footnote's version and exit")

    def __call__(self, parser: argparse.ArgumentParser, *args: Any) -> None:
        from indexer.base.version import footnote_version

        print(f"Footnote {footnote_version()}")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m indexer", description=__doc__)
    parser.add_argument("--version", action=VersionAction)
    parser.add_argument("--data-dir", type=Path, default=None,
                        help=f"library location (default: {default_data_dir()})")
    parser.add_argument("--embedder", default=None,
                        help="'builtin' (default for a new library) or 'ollama:<model>'")
    parser.add_argument("--ollama-url", default=None,
                        help="Ollama server (default: local), e.g. https://gpu.lan/ollama "
                        "behind a reverse proxy; its token from FOOTNOTE_OLLAMA_TOKEN or the "
                        "system keyring (https://USER@host/... : basic auth, "
                        "FOOTNOTE_OLLAMA_PASSWORD)")
    parser.add_argument("--chroma-url", default=None, metavar="URL",
                        help="Chroma server holding the vectors, e.g. http://nas:8000 "
                        "('embedded': the library's own store; default: the store the "
                        "library was indexed into). Token for a server behind auth: "
                        "FOOTNOTE_CHROMA_TOKEN or the system keyring (http://USER@host:8000: "
                        "basic auth, FOOTNOTE_CHROMA_PASSWORD; a password typed into the URL "
                        "goes to the keyring, never into the library)")
    parser.add_argument("--shared", type=Path, default=None, metavar="FOLDER",
                        help="search a library another desktop publishes into FOLDER "
                        "(read-only; see `publish`); its vectors are read only from the "
                        "--chroma-url you give (once: it is remembered for FOLDER)")
    parser.add_argument("--map", action="append", default=[], metavar="THEIRS=OURS",
                        help="with --shared: the publisher's folder THEIRS is OURS here "
                        "(guessed when the published folder is inside it)")
    parser.add_argument("-v", "--verbose", action="store_true")
    sub = parser.add_subparsers(dest="command", required=True)
    idx = sub.add_parser("index", help="add folders/files and bring the library up to date")
    idx.add_argument("paths", nargs="*", help="folders or files (default: every library folder)")
    idx.add_argument("--no-vectors", action="store_true",
                     help="keyword index only now; vectors are filled in by a later run")
    idx.add_argument("--chunk-size", type=int, default=IndexSettings.chunk_size)
    idx.add_argument("--chunk-overlap", type=int, default=IndexSettings.chunk_overlap)
    idx.add_argument("--max-file-mb", type=float, default=IndexSettings.max_file_bytes / 2**20)
    idx.add_argument("--ocr-max-pages", type=int, default=IndexSettings.ocr_max_pages,
                     metavar="N", help="scanned pages OCR reads of one file (2-9 s a page; "
                     "`documents read-scan FILE` reads the rest of one)")
    idx.add_argument("--ignore", action="append", default=[], metavar="GLOB",
                     help="also skip files/folders whose name matches (repeatable)")
    idx.add_argument("--include-hidden", action="store_true", help="index dot-files and dot-folders")
    idx.add_argument("--follow-outside-links", action="store_true",
                     help="follow links that lead out of a library folder (not by default; "
                          "links to hidden files and folders are never followed)")
    idx.add_argument("--allow-removals", action="store_true",
                     help="drop the files of a folder that suddenly holds none or far fewer "
                          "(kept by default: an empty mount point must not empty the library)")
    idx.add_argument("--quiet", action="store_true", help="no progress bar")
    idx.add_argument("--publish", type=Path, default=None, metavar="FOLDER",
                     help="then publish the library into FOLDER for other desktops")
    idx.add_argument("--move-vectors", action="store_true",
                     help="with --chroma-url: make it the library's vector store although "
                     "the library was indexed into another (vectors it lacks are made again)")
    pub = sub.add_parser("publish", help="publish a snapshot of the library into a folder "
                         "other desktops open with --shared (vectors on a Chroma server)")
    pub.add_argument("folder", type=Path)
    stat = sub.add_parser("status", help="what the library holds and what could not be indexed")
    stat.add_argument("--json", action="store_true", help="one JSON object on stdout")
    srch = sub.add_parser("search", help="ranked passages with file and page")
    srch.add_argument("query", nargs="?", help="what to look for (or use --queries)")
    srch.add_argument("--queries", type=Path, metavar="FILE",
                      help="run every line of FILE as a query (blank lines ignored)")
    srch.add_argument("--json", action="store_true",
                      help="a JSON list of {query, hits} on stdout")
    srch.add_argument("-k", type=int, default=5)
    srch.add_argument("--mode", choices=["hybrid", "lexical", "vector"], default="hybrid")
    srch.add_argument("--folder", help="only this library folder")
    srch.add_argument("--file", help="only this file")
    srch.add_argument("--type", action="append", default=[], dest="types",
                      help="only this file type, e.g. pdf, markdown, text (repeatable)")
    sub.add_parser("reembed", help="rebuild the vectors with --embedder, then switch to it")
    rm = sub.add_parser("remove", help="forget a library folder (your files are not touched)")
    rm.add_argument("path")
    exc = sub.add_parser("exclude", help="keep files, subfolders or name patterns of a library "
                         "folder out of the index (the next `index` run removes them)")
    exc.add_argument("targets", nargs="+", metavar="PATH_OR_PATTERN",
                     help="a file or subfolder inside a library folder, or a glob pattern "
                     "matched against each name and the path inside the folder "
                     "('*.log', 'node_modules', 'drafts/**')")
    exc.add_argument("--folder", metavar="ROOT",
                     help="the library folder a pattern belongs to (default: every folder)")
    inc = sub.add_parser("include", help="drop exclusion rules: the next `index` run indexes "
                         "what they kept out")
    inc.add_argument("targets", nargs="+", metavar="PATH_OR_PATTERN",
                     help="an excluded path or pattern, as `exclusions` lists it")
    inc.add_argument("--folder", metavar="ROOT",
                     help="the library folder a pattern belongs to (default: every folder)")
    exs = sub.add_parser("exclusions", help="list the exclusion rules of each library folder")
    exs.add_argument("--json", action="store_true", help="one JSON list on stdout")
    fix = sub.add_parser("repair", help="check the library; move a damaged store aside and "
                         "rebuild it from your folders (nothing is deleted)")
    fix.add_argument("folders", nargs="*",
                     help="folders to rebuild from, if the library's own list is unreadable")
    fix.add_argument("--quiet", action="store_true", help="no progress bar")
    from indexer.cli.documents import add_documents_parser
    from indexer.cli.watch import add_watch_parser

    add_documents_parser(sub)
    add_watch_parser(sub)
    return parser


def _stdout_to_devnull() -> None:
    """Point stdout at /dev/null: Python's flush at exit would otherwise fail on the closed
    pipe and print a traceback."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)

    logging.basicConfig(level=logging.INFO if args.verbose else logging.ERROR,
                        format="%(levelname)s %(name)s: %(message)s")
    settings = IndexSettings()
    if args.command == "index":
        try:  # before any work: a setting no run can use must not touch what is indexed
            settings = IndexSettings(chunk_size=args.chunk_size, chunk_overlap=args.chunk_overlap,
                                     max_file_bytes=int(args.max_file_mb * 2**20),
                                     ignore_globs=IndexSettings.ignore_globs + tuple(args.ignore),
                                     include_hidden=args.include_hidden,
                                     follow_outside_links=args.follow_outside_links,
                                     ocr_max_pages=args.ocr_max_pages)
        except (InvalidSettings, ValueError, OverflowError) as exc:
            print(f"error: {exc} (--chunk-size, --chunk-overlap, --max-file-mb, "
                  f"--ocr-max-pages); nothing was "
                  f"changed", file=sys.stderr)
            return EXIT_USAGE

    data_dir = args.data_dir or default_data_dir()
    if args.shared is None and (problem := data_dir_problem(args, data_dir)):
        print(f"error: {problem}", file=sys.stderr)  # and nothing is created
        return EXIT_USAGE
    library = None
    try:
        if args.command == "repair":
            return _repair(args, data_dir)
        if args.command == "watch":
            from indexer.cli.watch import watch_command

            return watch_command(args, data_dir)
        if args.shared is not None:
            from indexer.store.publication import parse_path_map
            from indexer.store.shared import open_shared

            library = open_shared(args.shared, settings, parse_path_map(args.map),
                                  chroma_url=args.chroma_url)  # the reader's, never the share's
        else:
            library = Library(data_dir, settings, chroma_url=args.chroma_url,
                              move_vectors=getattr(args, "move_vectors", False))
        code = _dispatch(args, library)
        folder = args.folder if args.command == "publish" else getattr(args, "publish", None)
        return _publish(library, folder) if folder is not None and code in (
            EXIT_OK, EXIT_FAILED_FILES) else code
    except BrokenPipeError:  # `search … | head`: the reader has what it wanted
        _stdout_to_devnull()
        return EXIT_BROKEN_PIPE
    except refusals() as exc:  # evaluated only when something was raised
        print(f"error: {explain(exc)}", file=sys.stderr)
        return EXIT_REFUSED
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except Exception as exc:
        storage_problem = translate(exc, data_dir)
        if storage_problem is None:
            raise
        print(f"error: {explain(storage_problem)}", file=sys.stderr)
        return EXIT_STORAGE
    finally:
        if library is not None:
            library.close()


def data_dir_problem(args: argparse.Namespace, data_dir: Path) -> str | None:
    """Why the command cannot use ``data_dir`` (None: it can). A library is started only by
    a command given folders to index (``index``, ``watch``, ``repair`` with folders), and never
    among other files; every other command needs the library to be there already."""

    problem = datadir.data_dir_problem(data_dir)
    if problem or datadir.holds_library(data_dir):
        return problem
    if args.command == "repair" and datadir.holds_footnote_files(data_dir):
        return None  # library.sqlite lost, its vectors or a damaged copy there: rebuilt
    folders = {"index": "paths", "watch": "paths", "repair": "folders"}.get(args.command)
    if folders and getattr(args, folders):
        return None
    where = f"--data-dir {shlex.quote(str(data_dir))} " if args.data_dir else ""
    return (f"no library at {data_dir}: index a folder first "
            f"(python -m indexer {where}index FOLDER)")


READER_COMMANDS = ("status", "search", "exclusions", "documents")  # what a shared library's readers may run


def _publish(library: Library, folder: Path) -> int:
    from indexer.store.publication import NotShareable
    from indexer.store.shared import publish_library

    try:
        publication = publish_library(library, folder)
    except NotShareable as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    print(f"published into {folder}: other desktops run `python -m indexer --chroma-url "
          f"{publication.chroma_url} --shared {folder} search …`")
    return EXIT_OK


def _dispatch(args: argparse.Namespace, library: Library) -> int:
    if library.publication is not None and (args.command not in READER_COMMANDS or getattr(
            args, "action", None) in ("edit", "read-scan")):

        raise SharedLibraryReadOnly(library.publication)
    if args.command == "publish":
        return EXIT_OK  # main() publishes
    if args.command == "status":
        return _status_json(library) if args.json else _status(library)
    if args.command == "remove":
        return _remove(library, args.path)
    if args.command in ("exclude", "include", "exclusions"):
        from indexer.cli.exclusions import exclusions_command

        return exclusions_command(args, library)
    if args.command == "documents":
        from indexer.cli.documents import documents_command

        return documents_command(args, library)
    if args.command == "search":
        from indexer.cli.search import search_command

        return search_command(args, library, lambda: _embedder(args, library))
    embedder = _embedder(args, library)
    if args.command == "index":
        return _index(library, embedder, args.paths, not args.no_vectors, args.quiet,
                      args.allow_removals)
    if args.command == "reembed":
        return _reembed(library, embedder)
    return EXIT_USAGE


def _embedder(args: argparse.Namespace, library: Library) -> Embedder:
    from indexer.servers.embedders import make_embedder

    spec = args.embedder or library.embedder_id or "builtin"
    return make_embedder(spec, args.ollama_url)


def _cancel_on_ctrl_c(control: RunControl) -> None:
    def handler(signum: int, frame: Any) -> None:
        if control.cancel.is_set():
            raise KeyboardInterrupt
        print("\ncancelling after the current file… (Ctrl-C again to abort)", file=sys.stderr)
        control.request_cancel()

    signal.signal(signal.SIGINT, handler)


def _index(library: Library, embedder: Embedder, paths: list[str], vectors: bool,
           quiet: bool, allow_removals: bool = False) -> int:
    from indexer.pipeline.run import index_events

    missing = [p for p in paths if not Path(p).exists()]
    if missing:
        print(f"error: not found: {', '.join(missing)}", file=sys.stderr)
        return EXIT_USAGE

    control = RunControl()
    _cancel_on_ctrl_c(control)
    bar = ProgressBar(sys.stderr, enabled=not quiet and sys.stderr.isatty())
    summary: dict[str, Any] = {}
    for event in index_events(library, embedder, paths, control, fill_vectors=vectors,
                              allow_removals=allow_removals):
        bar.update(event)
        if event["kind"] == "summary":
            summary = event
    bar.close()
    print_summary(summary, sys.stdout)
    for job in library.manifest.scan_jobs():
        print(f"scanned: {display_path(job.path)}: "
              f"{scan_state_text(job, library.settings.ocr_max_pages)}")
    if summary.get("cancelled"):
        return EXIT_CANCELLED
    # vectors still pending after a run that made them: the embedder or the Chroma server stopped
    unfinished = vectors and summary.get("vectors_pending", 0) > 0
    return EXIT_FAILED_FILES if summary.get("failed") or unfinished else EXIT_OK


def print_summary(summary: dict[str, Any], out: TextIO) -> None:
    if not summary:
        return
    print(
        f"{summary['files']} files: {summary['indexed']} indexed, {summary['reused']} reused, "
        f"{summary['unchanged']} unchanged, {summary['skipped']} skipped, "
        f"{summary['failed']} failed, {summary['deleted']} removed — "
        f"{summary['chunks_added']} chunks added, {summary['vectors_added']} vectors added, "
        f"{summary['vectors_pending']} awaiting vectors, {summary['seconds']:.1f} s"
        + (" (cancelled: run again to finish)" if summary["cancelled"] else ""),
        file=out,
    )
    if summary.get("exclusion_rules"):
        print(excluded_text(summary.get("excluded_files", 0), summary.get("excluded_folders", 0),
                            summary["exclusion_rules"]), file=out)
    for held in summary.get("held_removals") or []:
        print(f"kept: {display_path(held['root'])} {held['reason']} (index --allow-removals)",
              file=out)
    _table(summary.get("problems") or [], out)


def _table(problems: Iterable[dict[str, str]], out: TextIO) -> None:
    rows = list(problems)
    if not rows:
        return
    width = max(6, min(100, max(len(p["reason"]) for p in rows)))  # room for "— will retry …"
    print(f"\n{'status':8}  {'reason':{width}}  file", file=out)
    for p in rows:
        reason = p["reason"] if len(p["reason"]) <= width else p["reason"][:width - 1] + "…"
        print(f"{p['status']:8}  {reason:{width}}  {display_path(p['path'])}", file=out)


def scan_state_text(job: ScanJob, limit: int) -> str:
    """"120 of 400 scanned pages read; the rest on the next index run" and the like."""
    text = f"{job.read} of {job.total} scanned pages read"
    if job.unread:
        text += f" ({job.unread} unreadable{': ' + job.reason if job.reason else ''})"
    if job.held(limit):
        return (f"{text}; the OCR page limit ({limit}) keeps the rest: "
                f"`python -m indexer documents read-scan {shlex.quote(display_path(job.path))}`"
                f" reads them")
    return f"{text}; the rest are read after every other file on the next index run"


def scan_progress_text(event: dict[str, Any]) -> str:
    """"scanned page 120 of 400 read — 35 min left" (OCR, after every other file)."""
    text = f"scanned page {event['read']} of {event['total']} read"
    if event.get("held"):
        return f"{text}: the OCR page limit keeps the rest (documents read-scan FILE reads it)"
    left = event.get("seconds_left")
    if left is not None and event["read"] < event["total"]:
        text += f" — {max(1, round(left / 60))} min left" if left >= 60 else f" — {left:.0f} s left"
    return text


class ProgressBar:
    """One terminal line: files done / total, chunks, vectors, ETA."""

    def __init__(self, out: TextIO, enabled: bool) -> None:
        self.out, self.enabled = out, enabled
        self.total = self.done = self.chunks = 0
        self.vectors = ""
        self.current_path = self.current = ""  # the file being parsed, and what its parser says
        self.last = 0.0

    def update(self, event: dict[str, Any]) -> None:
        kind = event["kind"]
        if kind == "plan_totals":
            self.total = event["to_parse"] + event["reused"] + event["skipped"]
        elif kind in ("file_started", "file_progress"):
            self.current_path = event["path"]
            name = display_name(event["path"])
            self.current = f"{name} — {event['message']}" if kind == "file_progress" else name
        elif kind == "scan_progress":
            self.current_path = event["path"]
            self.current = f"{display_name(event['path'])} — {scan_progress_text(event)}"
        elif kind in ("file_indexed", "file_reused", "file_skipped", "file_failed"):
            self.done += 1
            self.chunks += event.get("chunks", 0)
            if event["path"] == self.current_path:
                self.current_path = self.current = ""
        elif kind == "embed_progress":
            eta = f", ETA {event['eta_s']:.0f} s" if event["eta_s"] is not None else ""
            self.vectors = f" | vectors {event['embedded']} (+{event['pending']} to go{eta})"
        if self.enabled and (time.monotonic() - self.last > 0.1 or kind == "summary"):
            self.last = time.monotonic()
            width = 24
            filled = int(width * self.done / self.total) if self.total else width
            line = (f"[{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total} files,"
                    f" {self.chunks} chunks{self.vectors}"
                    + (f" | {self.current}" if self.current else ""))
            self.out.write("\r" + line[:150].ljust(150))
            self.out.flush()

    def close(self) -> None:
        if self.enabled:
            self.out.write("\n")


def _status(library: Library) -> int:
    s = library.status()
    print(f"library: {library.data_dir}")
    print(f"folders: {', '.join(map(display_path, s.roots)) or '(none)'}")
    print(f"embedder: {s.embedder_id or '(none yet)'}"
          + (f" (switching to {s.pending_embedder_id})" if s.pending_embedder_id else ""))
    print(f"files: {s.files} ({s.indexed} indexed, {s.skipped} skipped, {s.failed} failed)")
    print(f"chunks: {s.chunks}; with vectors: {s.vectors} ({s.semantic_fraction:.0%} semantic)")
    if s.vector_store.startswith(("http://", "https://")):
        print(f"vectors on: the Chroma server at {s.vector_store}")
    if library.publication is not None:
        p = library.publication
        mapped = "".join(f"; {theirs} is {ours} here" for theirs, ours in p.path_map.items())
        print(f"shared library: published by {p.publisher} at {p.published_at} (read-only "
              f"here){mapped}")
    if s.exclusions:
        from indexer.cli.exclusions import describe_rule, rules_by_root

        print(f"exclusions: {excluded_text(s.excluded_files, s.excluded_folders, len(s.exclusions))}"
              " at the last run")
        for root, rules in rules_by_root(s.exclusions).items():
            print(f"  {display_path(root)}: {', '.join(describe_rule(r) for r in rules)}")
    for note in status_notes(s):
        print(f"note: {note}")
    for job in s.scans:
        print(f"scanned: {display_path(job.path)}: {scan_state_text(job, s.ocr_max_pages)}")
    _table(({"path": r.path, "status": r.state,
             "reason": reason_with_retry(r)}
            for r in library.manifest.problems()), sys.stdout)
    return EXIT_OK


def status_dict(library: Library) -> dict[str, Any]:
    """The library's status as JSON-friendly data; each problem carries every FileRow field."""

    s = library.status()
    return {
        "data_dir": str(library.data_dir), "folders": s.roots, "embedder": s.embedder_id,
        "pending_embedder": s.pending_embedder_id, "files": s.files, "indexed": s.indexed,
        "skipped": s.skipped, "failed": s.failed, "passages": s.chunks, "passages_with_vectors":
        s.vectors, "semantic_fraction": round(s.semantic_fraction, 4),
        "lost_vectors": s.lost_vectors,
        "vectors_problem": explain(s.vectors_unavailable) if s.vectors_unavailable else None,
        "read_only": s.read_only, "vector_store": s.vector_store, "notes": status_notes(s),
        "exclusions": [asdict(r) for r in s.exclusions], "excluded_files": s.excluded_files,
        "excluded_folders": s.excluded_folders,
        "problems": [{**asdict(r), "status": r.state} for r in library.manifest.problems()],
        "documents_with_cards": len(library.manifest.cards()),  # each card: `documents --json`
        "scans": [{"path": j.path, "pages_read": j.read, "scanned_pages": j.total,
                   "unreadable_pages": j.unread, "held_by_page_limit": j.held(s.ocr_max_pages)}
                  for j in s.scans],  # scanned pages OCR has yet to read, after other files
        "shared": asdict(library.publication) if library.publication is not None else None,
    }


def _status_json(library: Library) -> int:
    print_json(status_dict(library))
    return EXIT_OK


def _reembed(library: Library, embedder: Embedder) -> int:
    from indexer.maintenance.switch import switch_embedder_events

    control = RunControl()
    _cancel_on_ctrl_c(control)
    for event in switch_embedder_events(library, embedder, control):
        if event["kind"] == "embed_progress":
            print(f"vectors {event['embedded']} (+{event['pending']} to go)", file=sys.stderr)
        elif event["kind"] == "embedder_switched":
            print(f"library now uses {event['embedder_id']}")
        elif event["kind"] == "embedder_switch_incomplete":
            print(f"switch not finished ({event['reason']}); run reembed again to resume")
            return EXIT_CANCELLED
    return EXIT_OK


def _repair(args: argparse.Namespace, data_dir: Path) -> int:
    """Check the library, move damaged stores aside, rebuild from the folders, report."""
    from indexer.maintenance.repair import repair_events
    from indexer.servers.embedders import make_embedder

    missing = [p for p in args.folders if not Path(p).is_dir()]
    if missing:
        print(f"error: not a folder: {', '.join(missing)}", file=sys.stderr)
        return EXIT_USAGE

    def embedder_for(embedder_id: str | None) -> Embedder:
        return make_embedder(args.embedder or (_spec(embedder_id) if embedder_id else "builtin"),
                             args.ollama_url)

    control = RunControl()
    _cancel_on_ctrl_c(control)
    bar = ProgressBar(sys.stderr, enabled=not args.quiet and sys.stderr.isatty())
    summary: dict[str, Any] = {}
    folders = [str(Path(p).resolve()) for p in args.folders]
    for event in repair_events(data_dir, embedder_for, folders, control,
                               chroma_url=args.chroma_url):
        kind = event["kind"]
        if kind == "repair_checked":
            for store, problem in (("library index (library.sqlite)", event["library"]),
                                   ("vector store (chroma/)", event["vectors"])):
                print(f"{store}: " + (f"damaged — {problem}" if problem else "ok"))
        elif kind == "repair_moved_aside":
            print(f"moved aside (not deleted): {', '.join(event['what'])} → {event['path']}")
        elif kind == "repair_vectors_kept":
            print(f"vectors kept from the old store: {event['kept']}")
        elif kind == "repair_folders":
            print(_folders_restored(event))
        else:
            bar.update(event)
            if kind == "summary":
                bar.close()
                summary = event
                print_summary(summary, sys.stdout)
    if summary.get("cancelled"):
        return EXIT_CANCELLED
    # vectors still pending after a run that made them: the embedder or the Chroma server stopped
    unfinished = summary.get("vectors_pending", 0) > 0
    return EXIT_FAILED_FILES if summary.get("failed") or unfinished else EXIT_OK


def _folders_restored(event: dict[str, Any]) -> str:
    """What a repair's ``repair_folders`` event says, in a line."""
    if event["problem"]:
        return (f"folder list: could not be restored — {event['problem']}; folders read back "
                "from the damaged library or given on the command line are indexed")
    rules = event["exclusions"]
    shown = ", ".join(display_path(root) for root in event["restored"]) or "none"
    return (f"folders restored: {shown}"
            + (f" ({rules} exclusion rule{'' if rules == 1 else 's'})" if rules else ""))


def _remove(library: Library, path: str) -> int:
    root = to_key(os.path.abspath(path))
    if root not in library.manifest.roots():
        print(f"error: {display_path(root)} is not a library folder", file=sys.stderr)
        return EXIT_USAGE
    files, removed = library.remove_folder(root)
    print(f"removed {display_path(root)}: {files} files, {removed} chunks (your files are untouched)")
    return EXIT_OK
