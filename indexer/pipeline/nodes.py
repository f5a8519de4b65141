"""The indexing graph's nodes. Each reports progress through LangGraph's custom stream."""

from __future__ import annotations

import hashlib
import os
import stat
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import TypeGuard

from langgraph.config import get_stream_writer
from langgraph.runtime import Runtime

from indexer.base import events as ev
from indexer.base.faults import fault_point
from indexer.base.paths import os_path, safe_text, to_key
from indexer.base.words import english
from indexer.ingest.discovery import FoundFile, WalkProblem, walk
from indexer.ingest.loaders import PARSER_VERSION, file_type_of, is_supported
from indexer.ingest.parsing import ParseOutcome, ParserPool
from indexer.ingest.retry import VANISHED_REASON, is_due, outcome_retry, reason_with_retry
from indexer.pipeline.scans import ScanReading, read_scans
from indexer.pipeline.state import IndexContext, IndexState, PlannedFile
from indexer.store.manifest import FileRow
from indexer.store.vector_fill import VectorFiller


def without_own_files(files: list[FoundFile], data_dir: Path) -> list[FoundFile]:
    """The found files minus the library's own (folders.json, …): a data dir inside a library
    folder must never index itself."""
    own = os.path.join(os.path.abspath(data_dir), "")
    return [f for f in files if not os.path.abspath(os_path(f.path)).startswith(own)]


def scan(state: IndexState, runtime: Runtime[IndexContext]) -> dict:
    """Walk the library folders; send the totals as soon as they are known."""
    write = get_stream_writer()
    library, settings = runtime.context.library, runtime.context.library.settings
    requested = [to_key(os.path.abspath(r)) for r in state.get("roots") or []]
    library.manifest.add_roots(requested)
    roots = requested or library.manifest.roots()
    missing = [r for r in roots if not os.path.exists(os_path(r))]
    exclusions = {r: rules for r, rules in library.manifest.exclusions_by_root().items()
                  if r in roots}
    result = walk([r for r in roots if r not in missing], is_supported,
                  settings.ignore_globs, settings.include_hidden, exclusions,
                  settings.follow_outside_links)
    result.files = without_own_files(result.files, library.data_dir)
    library.manifest.record_excluded_counts({
        r: (result.excluded_files[r], result.excluded_folders[r]) for r in roots if r not in missing})
    write(ev.to_dict(ev.ScanTotals(
        files=len(result.files) + len(result.problems),
        bytes=sum(f.size for f in result.files),
        ignored=result.ignored,
    )))
    return {"roots": roots, "found": result.files, "walk_problems": result.problems,
            "missing_roots": missing, "started_at": state.get("started_at") or time.time(),
            "excluded_files": result.excluded_files.total(),
            "excluded_folders": result.excluded_folders.total(),
            "exclusion_rules": sum(len(rules) for rules in exclusions.values())}


def plan(state: IndexState, runtime: Runtime[IndexContext]) -> dict:
    """Diff the walk against the manifest: parse, reuse (moved/duplicate), skip, delete."""
    write = get_stream_writer()
    library, embedder = runtime.context.library, runtime.context.embedder
    settings = library.settings
    known = library.manifest.files()
    failed_updates = library.manifest.failed_updates()
    suffix = f"-{PARSER_VERSION}-{settings.splitter_key}"
    existing_keys = {r.content_key for r in known.values() if r.state == "indexed"}
    to_parse, to_reuse, to_skip = [], [], []
    planned_keys: set[str] = set()
    unchanged = 0
    now = time.time()
    for found in state["found"]:
        row = known.get(found.path)
        if _unchanged(row, found, suffix) and not is_due(row, settings.ocr, now):
            unchanged += 1
            continue
        row = failed_updates.get(found.path, row)  # its newer version failed before
        if _unchanged(row, found, suffix) and not is_due(row, settings.ocr, now):
            unchanged += 1
            continue
        attempts = row.attempts if row is not None else 0
        if found.size > settings.max_file_bytes:
            reason = english("too large ({size} > {limit} limit)").format(
                size=_mb(found.size), limit=_mb(settings.max_file_bytes))
            to_skip.append(PlannedFile(found, None, None, reason))
            continue
        try:
            digest = _hash_file(found.path)
        except OSError as exc:
            to_skip.append(PlannedFile(found, None, None, _os_reason(exc)))
            continue
        key = digest[:32] + suffix
        planned = PlannedFile(found, digest, key, attempts=attempts)
        if key in existing_keys or key in planned_keys:
            to_reuse.append(planned)
        else:
            planned_keys.add(key)
            to_parse.append(planned)
    to_delete, held = hold_emptied_folders(_deleted(known, state), known, state,
                                           runtime.context.allow_removals)
    known_problems = sum(_same_problem(known.get(p.path), p) for p in state["walk_problems"])
    unchanged += known_problems  # reported and listed by an earlier run: nothing new
    write(ev.to_dict(ev.PlanTotals(
        to_parse=len(to_parse), to_parse_bytes=sum(p.found.size for p in to_parse),
        unchanged=unchanged, reused=len(to_reuse),
        skipped=len(to_skip) + len(state["walk_problems"]) - known_problems,
        deleted=len(to_delete),
        pending_vectors=library.manifest.count_pending(embedder.id),
    )))
    return {"to_parse": to_parse, "to_reuse": to_reuse, "to_skip": to_skip,
            "to_delete": to_delete, "held_removals": held, "unchanged": unchanged}


def process(state: IndexState, runtime: Runtime[IndexContext]) -> dict:
    """Extract every new file into the keyword index while vectors fill in alongside."""
    write = get_stream_writer()
    ctx = runtime.context
    s = ctx.library.settings
    pool = ctx.parsers.lease(s, ctx.parse_fn)
    if state["to_parse"]:
        pool.start()  # parser processes load their libraries while we do the quick work
    healthy = False
    try:
        result = _process(state, ctx, pool, write)
        healthy = True
        return result
    finally:
        ctx.parsers.give_back(pool, healthy)


def _process(state: IndexState, ctx: IndexContext, pool: ParserPool, write) -> dict:
    library, control = ctx.library, ctx.control
    manifest, ocr = library.manifest, library.settings.ocr
    manifest.delete_files(state["to_delete"])
    fault_point("delete_files")
    manifest.make_missing_cards()  # a library made before cards gets them from its passages
    manifest.restem_keywords()  # one made before Cyrillic stems: its keyword index, once
    tally = _Tally(write)
    known = manifest.files() if state["walk_problems"] else {}
    for problem in state["walk_problems"]:
        if not _same_problem(known.get(problem.path), problem):
            _save_problem(manifest, problem)  # so `status` and the window list it too
            tally.skipped_path(problem.path, problem.reason)
    for planned in state["to_skip"]:
        outcome = ParseOutcome("skipped", reason=planned.skip_reason)
        row = _save(manifest, planned, outcome, ocr)
        tally.record(planned, outcome, reason=row.reason)

    parse_keys = {p.content_key for p in state["to_parse"]}
    twins: dict[str | None, list[PlannedFile]] = defaultdict(list)
    for planned in state["to_reuse"]:
        if planned.content_key in parse_keys:
            twins[planned.content_key].append(planned)  # same content as a file parsed now
        else:
            chunks = manifest.content_chunk_count(planned.content_key or "")
            outcome = ParseOutcome("ok", _type_of(planned))
            _save(manifest, planned, outcome, ocr, chunks)
            tally.record(planned, outcome, chunks, reused=True)

    pending = manifest.count_pending(ctx.embedder.id)
    filler = VectorFiller(library.manifest_path, library.vectors, ctx.embedder,
                          library.settings.embed_batch_size, control, pending,
                          open_store_first=bool(state["to_parse"]) or pending > 0)
    if ctx.fill_vectors:
        filler.start()
    else:
        filler.finish()
    try:
        for planned, outcome in _parse_all(state["to_parse"], pool, control, write):
            group = [planned, *twins[planned.content_key]]
            if outcome.status == "changed":
                for target in group:
                    tally.skipped_path(target.found.path, outcome.reason)
                continue
            for i, target in enumerate(group):
                row = _save(manifest, target, outcome, ocr)
                tally.record(target, outcome, len(outcome.chunks), reused=i > 0,
                             reason=reason_with_retry(row))
            tally.chunks_added += len(outcome.chunks)
            filler.added(len(outcome.chunks))
            _drain(filler, write)
        write(ev.to_dict(ev.LexicalReady(chunks=manifest.counts(None)["chunks"])))
        if library.settings.ocr:

            def stored(chunks: int) -> None:
                filler.added(chunks)
                _drain(filler, write)

            tally.chunks_added += read_scans(ScanReading(manifest, pool, control, write,
                                                         library.settings, stored))
        filler.finish()
        while ctx.fill_vectors and not filler.join(timeout=0.2):
            _drain(filler, write)
    finally:
        if ctx.fill_vectors and not filler.join(timeout=0):  # an exception above: stop embedding before leaving
            control.request_cancel()
            filler.join()
        _drain(filler, write)
    if filler.error:
        tally.problems.append({"path": "", "status": "failed",
                               "reason": english("embedder stopped: {reason}").format(
                                   reason=filler.error)})
    results = dict(tally.counts, chunks_added=tally.chunks_added, vectors_added=filler.embedded)
    return {"results": results, "problems": tally.problems,
            "cancelled": control.cancel.is_set()}


class _Tally:
    """Counts outcomes, keeps the problem list, and sends the per-file events."""

    def __init__(self, write) -> None:
        self.write = write
        self.counts: Counter[str] = Counter()
        self.problems: list[dict[str, str]] = []
        self.chunks_added = 0

    def record(self, planned: PlannedFile, outcome: ParseOutcome, chunks: int = 0,
               reused: bool = False, reason: str | None = None) -> None:
        """Count one file; ``reason`` is what the user reads (the outcome's own by default)."""
        reason = outcome.reason if reason is None else reason
        path = planned.found.path
        if outcome.status == "ok":
            self.counts["reused" if reused else "indexed"] += 1
            event = ev.FileReused(path, chunks) if reused else ev.FileIndexed(path, chunks)
            self.write(ev.to_dict(event))
        elif outcome.status == "failed":
            self.counts["failed"] += 1
            self.problems.append({"path": path, "reason": reason, "status": "failed"})
            self.write(ev.to_dict(ev.FileFailed(path, reason)))
        else:
            self.skipped_path(path, reason)

    def skipped_path(self, path: str, reason: str) -> None:
        self.counts["skipped"] += 1
        self.problems.append({"path": path, "reason": reason, "status": "skipped"})
        self.write(ev.to_dict(ev.FileSkipped(path, reason)))


def _parse_all(parse_list: list[PlannedFile], pool: ParserPool, control, write):
    """Yield (planned, outcome) as parser processes finish. A cancel stops dispatching and
    abandons the files being parsed (their parsers are killed; the next run reads them)."""
    by_path = {p.found.path: p for p in parse_list}

    def dispatch():
        for i, planned in enumerate(parse_list, 1):
            if control.stop_requested():
                return
            write(ev.to_dict(ev.FileStarted(planned.found.path, i, len(parse_list),
                                            planned.found.size)))
            yield planned.found.path

    def progress(path: str, message: str) -> None:
        write(ev.to_dict(ev.FileProgress(path, message)))

    for path, outcome in pool.parse(dispatch(), on_progress=progress, stop=control.cancel.is_set):
        assert isinstance(path, str) and isinstance(outcome, ParseOutcome)
        planned = by_path[path]
        yield planned, _unless_changed(planned, outcome)


def cleanup(state: IndexState, runtime: Runtime[IndexContext]) -> dict:
    """Remove chunks no file points at any more (vectors first, then the keyword index), and
    write the vector index to disk whole, so every search process finds the same passages."""
    library = runtime.context.library
    removed = library.remove_orphans()
    library.save_vectors(runtime.context.embedder.id)
    fault_point("cleanup.done")
    return {"chunks_removed": removed}


def report(state: IndexState, runtime: Runtime[IndexContext]) -> dict:
    """Send the summary; its counts add up to the scan's file total."""
    write = get_stream_writer()
    library, embedder = runtime.context.library, runtime.context.embedder
    results = state.get("results") or {}
    summary = ev.Summary(
        files=len(state.get("found") or []) + len(state.get("walk_problems") or []),
        indexed=results.get("indexed", 0),
        reused=results.get("reused", 0),
        unchanged=state.get("unchanged", 0),
        skipped=results.get("skipped", 0),
        failed=results.get("failed", 0),
        deleted=len(state.get("to_delete") or []),
        chunks_added=results.get("chunks_added", 0),
        chunks_removed=state.get("chunks_removed", 0),
        vectors_added=results.get("vectors_added", 0),
        vectors_pending=library.manifest.count_pending(embedder.id),
        cancelled=bool(state.get("cancelled")),
        seconds=round(time.time() - state.get("started_at", time.time()), 3),
        problems=state.get("problems") or [],
        excluded_files=state.get("excluded_files", 0),
        excluded_folders=state.get("excluded_folders", 0),
        exclusion_rules=state.get("exclusion_rules", 0),
        held_removals=state.get("held_removals") or [],
    )
    write(ev.to_dict(summary))
    return {}


# -- helpers ------------------------------------------------------------------------------

def _unchanged(row: FileRow | None, found: FoundFile, suffix: str) -> TypeGuard[FileRow]:
    return (row is not None and row.size == found.size and row.mtime_ns == found.mtime_ns
            and row.root == found.root and row.content_key is not None
            and row.content_key.endswith(suffix))


def _hash_file(path: str) -> str:
    """SHA-256 of the file at key ``path``; never waits on a pipe that replaced the file."""
    fd = os.open(os_path(path), os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with open(fd, "rb") as fh:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise OSError(0, english("not a regular file any more"))
        return hashlib.file_digest(fh, "sha256").hexdigest()


def _same_problem(row: FileRow | None, problem: WalkProblem) -> bool:
    return (row is not None and row.state == "skipped" and row.content_key is None
            and row.reason == problem.reason and row.root == problem.root)


def _save_problem(manifest, problem: WalkProblem) -> None:
    """Record a walk problem (broken link, named pipe…) as a skipped file row."""
    rel = os.path.relpath(problem.path, problem.root) if problem.root else problem.path
    manifest.save_file(FileRow(
        path=problem.path, root=problem.root, rel_path=rel,
        file_type=file_type_of(Path(problem.path)), size=0, mtime_ns=0, content_hash=None,
        content_key=None, state="skipped", reason=safe_text(problem.reason), chunk_count=0))


def _deleted(known: dict[str, FileRow], state: IndexState) -> list[str]:
    """Known files under the walked roots that the walk no longer found."""
    found = {f.path for f in state["found"]} | {p.path for p in state["walk_problems"]}
    missing = tuple(os.path.join(r, "") for r in state.get("missing_roots") or [])
    walked = tuple(os.path.join(r, "") for r in state["roots"] if r not in (state.get("missing_roots") or []))
    walked_files = {r for r in state["roots"] if os.path.isfile(os_path(r))}
    return sorted(
        path for path in known
        if path not in found and (path.startswith(walked) or path in walked_files)
        and not path.startswith(missing)
    )


HOLD_MIN_FILES = 20  # a folder losing at least this many files and half of them looks emptied


def hold_emptied_folders(to_delete: list[str], known: dict[str, FileRow], state: IndexState,
                         allowed: bool) -> tuple[list[str], list[dict]]:
    """Keep the files of a folder that suddenly holds nothing, or far fewer files (an empty
    mount point, a share that is down, a folder it cannot read): removing them waits for the
    user's word (``allowed``). Returns the removals to make and one note per held folder."""
    if allowed or not to_delete:
        return to_delete, []
    held_paths: set[str] = set()
    held = []
    for root in state["roots"]:
        prefix = os.path.join(root, "")
        under = sum(1 for p, row in known.items() if p.startswith(prefix) and row.content_key)
        going = [p for p in to_delete if p.startswith(prefix)]
        lost = sum(1 for p in going if known[p].content_key)
        found = under - lost
        if lost and (found <= 0 or (lost >= HOLD_MIN_FILES and 2 * lost >= under)):
            held_paths.update(going)
            held.append(ev.to_dict(ev.HeldRemoval(
                root=root, known=under, found=found,
                reason=english("holds {found} of the {known} files indexed from it (empty, "
                               "unmounted or unreadable?): nothing was removed; confirm the "
                               "removals if the files were deleted on purpose").format(
                    found=found, known=under))))
    return [p for p in to_delete if p not in held_paths], held


def _unless_changed(planned: PlannedFile, outcome: ParseOutcome) -> ParseOutcome:
    """A file edited while it was parsed is left for the next run rather than half-trusted."""
    try:
        st = os.stat(os_path(planned.found.path))
    except OSError:
        return ParseOutcome("failed", outcome.file_type, reason=VANISHED_REASON)
    if (st.st_size, st.st_mtime_ns) != (planned.found.size, planned.found.mtime_ns):
        return ParseOutcome("changed", outcome.file_type, reason=english(
            "changed while being indexed — will be indexed on the next run"))
    return outcome


def _save(manifest, planned: PlannedFile, outcome: ParseOutcome, ocr: bool,
          chunk_count: int | None = None) -> FileRow:
    f = planned.found
    state = "indexed" if outcome.status == "ok" else outcome.status
    attempts, retry_after = outcome_retry(state, outcome.reason, planned.attempts, ocr, time.time())
    keeps_earlier = state != "indexed" and manifest.file_state(f.path) == "indexed"
    reason = kept_note(outcome.reason) if keeps_earlier else outcome.reason
    row = FileRow(path=f.path, root=f.root, rel_path=f.rel_path,
                  file_type=outcome.file_type or _type_of(planned),
                  size=f.size, mtime_ns=f.mtime_ns, content_hash=planned.content_hash,
                  content_key=planned.content_key, state=state, reason=safe_text(reason),
                  chunk_count=chunk_count if chunk_count is not None else len(outcome.chunks),
                  attempts=attempts, retry_after=retry_after)
    if keeps_earlier:  # a failed re-parse never removes what was indexed
        manifest.save_failed_update(row)
    else:
        indexed = state == "indexed"
        manifest.save_file(row, outcome.chunks if indexed else None,
                           outcome.card if indexed else None,
                           outcome.scanned if indexed else (), outcome.identity)
    fault_point("save_file.commit")
    return row


def kept_note(reason: str) -> str:
    """``reason`` for a file whose newer version failed while its earlier one stays indexed."""
    return english("{reason} — the version indexed before stays searchable").format(reason=reason)


def _type_of(planned: PlannedFile) -> str:
    return file_type_of(Path(planned.found.path))


def _drain(filler: VectorFiller, write) -> None:
    while not filler.events.empty():
        write(ev.to_dict(filler.events.get_nowait()))


def _os_reason(exc: OSError) -> str:
    if isinstance(exc, PermissionError):
        return english("permission denied")
    if isinstance(exc, FileNotFoundError):
        return VANISHED_REASON
    return english("cannot read: {detail}").format(detail=exc.strerror or exc)


def _mb(n: int) -> str:
    return f"{n / 1024 / 1024:.0f} MB"
