"""``python -m indexer watch``: a headless indexer that keeps the library up to date as files change.

One run at start (catch up), then a run of each library folder that changed, after a quiet
period; changes made during a run become one follow-up run. Progress goes to stdout as JSON
lines (one object per line, flushed), errors also as plain text on stderr. SIGTERM or SIGINT
cancels a run in progress (the library stays consistent: files being parsed are read again
next time) and exits 0.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from indexer.base.control import RunControl
from indexer.base.paths import display_path, os_path, to_key
from indexer.base.settings import IndexSettings
from indexer.cli.common import EXIT_OK, EXIT_REFUSED, EXIT_STORAGE, EXIT_USAGE, explain, refusals
from indexer.ingest.changefeed import Change, ChangeFeed, ChangeFilter, FeedProblem
from indexer.store.errors import DiskFull, StorageProblem
from indexer.store.library import Library, LibraryBusy, _spec
from indexer.store.manifest import Manifest

if TYPE_CHECKING:
    from indexer.servers.embedders import Embedder
    from indexer.store.manifest import Manifest

DEBOUNCE_S = 2.0
BUSY_RETRY_S = 15.0  # another process (the window) is indexing this library: ask again then
RETRY_S = 120.0  # the embedder is down or the disk full: run again then
REFRESH_S = 30.0  # re-read the library's folders and exclusion rules this often
ROOTS_CHECK_S = 1.0  # look this often for a folder gone, back, or replaced (deleted, made again)
YIELD_CHECK_S = 0.5  # during a run: how often to look for changes that go before a long scan
MAX_SHOWN = 10  # changed paths named in a "changes" line
OPEN_AHEAD_WAIT_S = 30.0  # a run waits this long at most for the store being opened ahead
QUIET_KINDS = frozenset({"watch_started", "watch_stopped", "summary", "published", "busy", "warning",
                         "error"})
CONTINUE = "continue"
_logger = logging.getLogger(__name__)
EXIT_FAILED = 1  # watching itself failed: a restart (systemd's Restart=on-failure) may help


@dataclass(frozen=True)
class WatchOptions:
    """How the service watches: ``folders`` are keys; none means the library's own folders,
    followed as they are added and removed (in the window or with the CLI)."""

    folders: tuple[str, ...] = ()
    debounce_s: float = DEBOUNCE_S
    quiet: bool = False
    poll_s: float | None = None  # poll instead of inotify: network shares changed elsewhere
    busy_retry_s: float = BUSY_RETRY_S
    retry_s: float = RETRY_S
    refresh_s: float = REFRESH_S
    publish: Path | None = None  # publish a snapshot here after each run that changed something


class JsonLog:
    """One JSON object per line on ``out``: ``ts`` (UTC), ``kind``, then the fields; flushed.
    Warnings and errors (and a busy library) are also written as a sentence on ``err``."""

    def __init__(self, out: TextIO, err: TextIO, quiet: bool = False) -> None:
        self.out, self.err, self.quiet = out, err, quiet

    def __call__(self, kind: str, **fields: Any) -> None:
        if kind in ("warning", "error", "busy", "folder_back"):
            label = kind if kind in ("warning", "error") else "note"
            print(f"{label}: {fields.get('message', '')}", file=self.err, flush=True)
        if self.quiet and kind not in QUIET_KINDS:
            return
        ts = datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
        line = json.dumps({"ts": ts, "kind": kind, **fields}, ensure_ascii=False, default=str)
        self.out.write(line + "\n")
        self.out.flush()


class WatchService:
    """The service's loop; :meth:`stop` (from a signal handler or another thread) ends it.

    ``make_embedder(spec)`` builds the embedder for a spec (``builtin``, ``ollama:<model>``);
    ``embedder_spec`` None means the one the library uses, read again before each run."""

    def __init__(self, data_dir: Path, settings: IndexSettings, options: WatchOptions,
                 log: JsonLog, make_embedder: Callable[[str], Embedder],
                 embedder_spec: str | None = None, chroma_url: str | None = None) -> None:
        self.data_dir, self.settings, self.options, self.log = data_dir, settings, options, log
        self.chroma_url = chroma_url
        self._make_embedder, self._spec = make_embedder, embedder_spec
        self._embedders: dict[str, Embedder] = {}
        self._stop_reason: str | None = None
        self._exit = EXIT_OK
        self._control: Any = None
        self._feed: ChangeFeed | None = None  # what the watch heard that no run has taken yet
        self._parsers: Any = None  # WarmParsers: kept between runs, so an edit parses at once
        self._summary: dict[str, Any] = {}  # the last run's
        self._published = False
        self._opening: threading.Thread | None = None  # opens the vector store ahead of a run
        self._missing: set[str] = set()  # library folders that are not there (said once)
        self.runs = 0

    @property
    def stopping(self) -> bool:
        return self._stop_reason is not None

    def stop(self, reason: str = "stopped") -> None:
        """End the service; a run in progress is cancelled. Only sets flags: signal-safe."""
        self._stop_reason = self._stop_reason or reason
        control = self._control
        if control is not None:
            control.cancel.set()

    def run(self) -> int:
        """Watch until stopped (exit 0) or until a problem no retry can fix (its exit code)."""
        from indexer.ingest.parsing import WarmParsers

        reader = Manifest(self.data_dir / "library.sqlite")
        self._parsers = WarmParsers()
        try:
            roots = self._roots(reader)
            if not roots:
                self.log("error", message="the library has no folders yet: give the folders "
                         "to watch, e.g. `python -m indexer watch ~/Documents`")
                return EXIT_USAGE
            return self._loop(reader, roots)
        finally:
            self._parsers.close()
            reader.close()

    def _loop(self, reader: Manifest, roots: list[str]) -> int:
        feed = self._feed = ChangeFeed([], self.data_dir, self.options.poll_s)
        filter_ = self._watch(reader, roots, feed)
        self.log("watch_started", data_dir=str(self.data_dir), folders=roots,
                 watched=len(feed.paths), debounce_s=self.options.debounce_s,
                 polling_s=self.options.poll_s, pid=os.getpid())
        pending, reason = set(roots), "start"
        due = not_before = 0.0
        refresh_at = time.monotonic() + self.options.refresh_s
        check_at = time.monotonic() + ROOTS_CHECK_S
        try:
            while self._stop_reason is None:
                now = time.monotonic()
                wake = max(due, not_before) if pending else refresh_at
                changed = self._take(feed.get(timeout=min(ROOTS_CHECK_S, wake - now)), filter_)
                if changed:
                    pending |= changed.keys()
                    due, reason = max(changed.values()) + self.options.debounce_s, "changes"
                    self._get_ready()
                now = time.monotonic()
                if now >= min(check_at, refresh_at):
                    rules = now >= refresh_at
                    if rules:  # the library's folders and exclusion rules, read again
                        refresh_at, roots = now + self.options.refresh_s, self._roots(reader)
                    check_at = now + ROOTS_CHECK_S
                    filter_, again, why = self._refresh(reader, roots, feed, filter_, rules)
                    if again:
                        pending, reason = pending | again, why
                        if why == "folder back":  # once a restore or a copy into it settles
                            due = max(due, time.monotonic() + self.options.debounce_s)
                            self._get_ready()
                now = time.monotonic()
                if not pending or now < max(due, not_before) or self._stop_reason:
                    continue
                if not self.options.folders:  # a folder removed meanwhile is not added back
                    pending &= set(reader.roots())
                outcome = self._run(sorted(pending), reason) if pending else CONTINUE
                if isinstance(outcome, int):
                    return outcome
                if outcome == "busy":
                    not_before = time.monotonic() + self.options.busy_retry_s
                elif outcome == "retry":
                    due, reason = time.monotonic() + self.options.retry_s, "retry"
                elif outcome == "again":  # the changes first, then the rest of the scan
                    due, reason = time.monotonic() + self.options.debounce_s, "scanned pages"
                else:
                    pending.clear()
        finally:
            feed.stop()
            self.log("watch_stopped", reason=self._stop_reason or "error", runs=self.runs)
        return self._exit

    def _get_ready(self) -> None:
        """A run follows once the writes settle: start what it would otherwise wait for now —
        a parser process (they idle out after minutes) and the vector store: Chroma's modules
        the first time (a second of imports a run with nothing to embed never needed), and
        the store itself when it is not open (after a run by another process)."""
        self._parsers.prestart(self.settings)
        if self._opening is None:  # once per settle time, not at every change of a burst
            self._opening = threading.Thread(target=self._open_store, name="open-store",
                                             daemon=True)
            self._opening.start()

    def _open_store(self) -> None:
        from indexer.pipeline.run import open_store_ahead

        try:
            open_store_ahead(self.data_dir, self.settings, self.chroma_url)
        except Exception:  # noqa: BLE001 - only saves time: the run reports any problem
            _logger.debug("the vector store was not opened ahead of the run", exc_info=True)

    def _roots(self, reader: Manifest) -> list[str]:
        return list(self.options.folders) or reader.roots()

    def _watch(self, reader: Manifest, roots: list[str], feed: ChangeFeed,
               present: list[str] | None = None) -> ChangeFilter:
        """(Re)start ``feed`` on the folders that are there; the others are looked for every
        ROOTS_CHECK_S. Returns the filter for its changes."""
        if present is None:
            present = [r for r in roots if os.path.exists(os_path(r))]
        missing = set(roots) - set(present)
        for root in sorted(missing - self._missing):
            self.log("warning", message=f"{display_path(root)} is not there (unmounted?); "
                     "it is watched once it is back", path=root)
        self._missing = missing
        feed.restart([os_path(r) for r in present])
        return ChangeFilter(present, reader.exclusions_by_root(), self.data_dir,
                            self.settings.ignore_globs, self.settings.include_hidden)

    def _refresh(self, reader: Manifest, roots: list[str], feed: ChangeFeed,
                 filter_: ChangeFilter, rules: bool) -> tuple[ChangeFilter, set[str], str]:
        """Follow new or removed library folders, folders gone or back, folders replaced
        (deleted and made again, a mount on them: the old one's change notices ended), and
        new exclusion rules (``rules``). Returns the filter to use, the folders to index now
        and why. Watching again reads every folder watched again: what was written into a
        folder back before its new watch began, and what the old watch had not yet passed
        on when it stopped (those are dropped)."""
        stale = feed.stale()  # first: a folder that goes meanwhile is missing, not replaced
        present = [r for r in roots if os.path.exists(os_path(r))]
        watched = set(filter_.roots)
        replaced = {r for r in present if r in watched and os_path(r) in stale}
        if set(present) == watched and not replaced:
            if not rules:
                return filter_, set(), ""
            return (ChangeFilter(present, reader.exclusions_by_root(), self.data_dir,
                                 self.settings.ignore_globs, self.settings.include_hidden),
                    set(), "")
        was_missing = self._missing
        new_filter = self._watch(reader, roots, feed, present)
        back = replaced | (set(present) & was_missing)
        added = set(present) - watched - back
        if added:
            self.log("folders_added", folders=sorted(added))
        for root in sorted(back):
            how = ("is back" if root in was_missing else "was replaced (made again, or a drive "
                   "mounted or unmounted on it)")
            self.log("folder_back", message=f"{display_path(root)} {how}: indexing what changed "
                     "in it", path=root, replaced=root not in was_missing)
        why = "folder back" if back else "folders added" if added else "watched again"
        return new_filter, set(present), why

    def _take(self, items: list[Change | FeedProblem], filter_: ChangeFilter) -> dict[str, float]:
        """The library folders with changes that matter, with when the last one was seen."""
        changed: dict[str, float] = {}
        paths: list[str] = []
        for item in items:
            if isinstance(item, FeedProblem):
                self.log("error" if item.fatal else "warning", message=item.message)
                if item.fatal:
                    self._exit = EXIT_FAILED
                    self.stop("cannot watch")
                continue
            root = filter_.root_of(item.path)
            if root is not None:
                changed[root] = max(changed.get(root, 0.0), item.seen)
                paths.append(to_key(item.path))
        if changed:
            self.log("changes", folders=sorted(changed), count=len(paths),
                     paths=paths[:MAX_SHOWN])
        return changed

    def _embedder(self, library_embedder: str | None) -> Embedder:
        spec = self._spec or (_spec(library_embedder) if library_embedder else "builtin")
        if spec not in self._embedders:
            self._embedders[spec] = self._make_embedder(spec)
        return self._embedders[spec]

    def _run(self, roots: list[str], reason: str) -> str | int:
        """One indexing run of ``roots``: CONTINUE, "busy", "retry", or an exit code."""
        from indexer.pipeline.run import index_events

        control = RunControl()
        self._control = control
        if self._stop_reason is not None:
            return CONTINUE
        if self._opening is not None:
            self._opening.join(OPEN_AHEAD_WAIT_S)  # it holds the run lock while it opens
            self._opening = None
        library = None
        try:
            library = Library(self.data_dir, self.settings,
                              verify=None if not self.runs else False,
                              chroma_url=self.chroma_url or None)
            embedder = self._embedder(library.embedder_id)
            events = index_events(library, embedder, roots, control,
                                  warm_parsers=self._parsers)
            ended = threading.Event()
            threading.Thread(target=self._yield_to_changes, args=(control, ended),
                             name="watch-newer-work", daemon=True).start()
            try:
                outcome = self._stream(events, roots, reason)
            finally:
                ended.set()
            self._publish(library)
            return outcome
        except LibraryBusy as exc:
            self.log("busy", message=f"{exc} (the window?); trying again in "
                     f"{self.options.busy_retry_s:.0f} s", retry_in_s=self.options.busy_retry_s)
            return "busy"
        except Exception as exc:
            if _passing(exc):
                self.log("error", message=f"{exc} Trying again in {self.options.retry_s:.0f} s.",
                         retry_in_s=self.options.retry_s)
                return "retry"
            if isinstance(exc, refusals()):
                self.log("error", message=explain(exc))
                return EXIT_REFUSED
            if isinstance(exc, StorageProblem):
                self.log("error", message=explain(exc))
                return EXIT_STORAGE
            self.log("error", message=f"indexing failed: {type(exc).__name__}: {exc}")
            raise
        finally:
            self._control = None
            if library is not None:
                library.close()

    def _yield_to_changes(self, control: RunControl, ended: threading.Event) -> None:
        """While a run goes, a change heard meanwhile comes before the rest of a long scan: the
        run stops reading scanned pages at its next batch and the scan goes on after."""
        while not ended.wait(YIELD_CHECK_S):
            if self._feed is not None and self._feed.waiting():
                control.yield_to_newer_work()
                return

    def _publish(self, library: Any) -> None:
        """Publish the library when asked and this run (or the first) changed something."""
        summary, folder = self._summary, self.options.publish
        if folder is None or summary.get("cancelled") or (self._published and not any(
                summary.get(k) for k in ("indexed", "reused", "deleted", "vectors_added"))):
            return
        from indexer.store.publication import NotShareable
        from indexer.store.shared import publish_library

        try:
            publication = publish_library(library, folder)
        except (NotShareable, OSError) as exc:
            self.log("error", message=f"not published: {exc}")
            return
        self._published = True
        self.log("published", folder=str(folder), generation=publication.generation)

    def _stream(self, events: Any, roots: list[str], reason: str) -> str:
        """Log a run's events; "retry" when the embedder stopped part-way (vectors pending)."""
        summary: dict[str, Any] = {}
        started = False
        for event in events:  # the first event comes once the run holds the library
            if not started:
                started, self.runs = True, self.runs + 1
                self.log("run_started", run=self.runs, folders=roots, reason=reason)
            fields = {k: v for k, v in event.items() if k != "kind"}
            if event["kind"] == "summary":
                summary = self._summary = event
                self.log("summary", run=self.runs, folders=roots, **fields)
                for held in event.get("held_removals") or []:  # an unmounted share: say so
                    self.log("warning", message=f"{display_path(held['root'])} {held['reason']} "
                             "(python -m indexer index --allow-removals)", path=held["root"])
            else:
                self.log(event["kind"], run=self.runs, **fields)
        stopped = [p["reason"] for p in summary.get("problems", [])
                   if p["reason"].startswith("embedder stopped")]
        if stopped and not summary.get("cancelled"):
            self.log("warning", message=f"{summary['vectors_pending']} passages still need "
                     f"vectors ({stopped[0]}); trying again in {self.options.retry_s:.0f} s",
                     retry_in_s=self.options.retry_s)
            return "retry"
        if self._control is not None and self._control.newer_work.is_set():
            return "again"  # the scan it left goes on after the changes that came meanwhile
        return CONTINUE


def _passing(exc: Exception) -> bool:
    """Whether a failed run may succeed later with nothing done by the user: the embedder's
    server or the Chroma server is down, the disk is full (it may be freed)."""
    from indexer.servers.embedders import EmbedderUnavailable

    return (isinstance(exc, EmbedderUnavailable | DiskFull)
            or getattr(exc, "reason", None) == "unreachable")  # vectorstore.ServerUnavailable


def add_watch_parser(sub: Any) -> None:
    """The ``watch`` subcommand's arguments."""
    w = sub.add_parser("watch", help="index, then keep the library up to date as files change "
                       "(a service: JSON lines on stdout; stops on SIGTERM/Ctrl-C)")
    w.add_argument("paths", nargs="*", metavar="FOLDER",
                   help="folders or files to watch (default: every library folder, following "
                   "folders added later)")
    w.add_argument("--debounce", type=float, default=DEBOUNCE_S, metavar="SECONDS",
                   help=f"quiet time after a change before indexing (default {DEBOUNCE_S:g})")
    w.add_argument("--poll", type=float, default=None, metavar="SECONDS",
                   help="look for changes every SECONDS instead of change notices (network "
                   "shares changed from other machines)")
    w.add_argument("--quiet", action="store_true",
                   help="only start/stop, run summaries, warnings and errors")
    w.add_argument("--publish", type=Path, default=None, metavar="FOLDER",
                   help="after each run that changed the library, publish it into FOLDER for "
                   "other desktops (`--shared FOLDER`; vectors on a Chroma server)")


def watch_command(args: argparse.Namespace, data_dir: Path) -> int:
    """``python -m indexer watch``: run the service until SIGTERM/SIGINT."""
    missing = [p for p in args.paths if not Path(p).exists()]
    if missing:
        print(f"error: not found: {', '.join(missing)}", file=sys.stderr)
        return EXIT_USAGE
    if args.debounce < 0 or (args.poll is not None and args.poll <= 0):
        print("error: --debounce must be 0 or more and --poll more than 0 seconds", file=sys.stderr)
        return EXIT_USAGE
    from indexer.servers.embedders import make_embedder

    options = WatchOptions(folders=tuple(to_key(os.path.abspath(p)) for p in args.paths),
                           debounce_s=args.debounce, quiet=args.quiet, poll_s=args.poll,
                           publish=args.publish)
    service = WatchService(data_dir, IndexSettings(), options,
                           JsonLog(sys.stdout, sys.stderr, args.quiet),
                           lambda spec: make_embedder(spec, args.ollama_url), args.embedder,
                           getattr(args, "chroma_url", None))
    _stop_on_signals(service, (signal.SIGTERM, signal.SIGINT))
    return service.run()


def _stop_on_signals(service: WatchService, signals: Sequence[signal.Signals]) -> None:
    """The first signal stops the service (cancelling a run); a second Ctrl-C aborts."""
    def handler(signum: int, frame: Any) -> None:
        if signum == signal.SIGINT and service.stopping:
            raise KeyboardInterrupt
        service.stop(signal.Signals(signum).name)

    for sig in signals:
        signal.signal(sig, handler)
