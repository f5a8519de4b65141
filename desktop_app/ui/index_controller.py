"""Library work, one request at a time: index, retry, remove, switch embedder, refresh counts;
exclusion rules (edited at once, then the folder is indexed again); document card corrections."""

from __future__ import annotations

import logging
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from PySide6.QtCore import QObject, QTimer, Signal

from desktop_app.core import jobs, snapshots
from desktop_app.core.processes.library_process import LibraryProcess
from desktop_app.ui.worker import Job, Jobs
from desktop_app.wording import tr
from indexer import Exclusion, IndexSettings, RunControl

log = logging.getLogger(__name__)

Kind = Literal["index", "retry", "remove", "switch", "repair"]
SNAPSHOT_WHILE_RUNNING_MS = 2000
SHARED_CHECK_MS = 60_000  # how often the window looks for a newer publication of a shared library


@dataclass
class Request:
    """Queued library work. ``roots`` empty for ``index`` means every library folder."""

    kind: Kind
    roots: tuple[str, ...] = ()
    path: str = ""
    embedder: Any = None
    allow_removals: bool = False  # the user confirmed: a folder that looks emptied is emptied


class IndexController(QObject):
    """Owns the library's write side for the window: the single indexing run per data dir.

    Signals:
        run_started(str, list): kind of work and the folders it covers ([] = all).
        events(list): a batch of the indexer's progress events (plain dicts).
        run_finished(object): the run's summary dict, or None when it ended without one.
        failed(str): the work stopped with this message (busy library, embedder down, …).
        snapshot(object): a fresh ``snapshots.LibrarySnapshot`` for the sidebar.
        paused_changed(bool): pause state of the running work.
        embedder_switched(object): the embedder (source) the library now uses.
        vectors_changed(): a run added or removed vectors (searchers must reopen Chroma).
        exclusions_changed(bool, list): rules added (True) or dropped (False); their folders
            are being indexed again.
        refused(str): work refused before it started, and why (a shared library is indexed on
            the desktop that publishes it).
        card_failed(str): a document's card correction was not saved, and why.

    ``shared``: the library published in that folder, read-only here: snapshots are its,
    and every write (index, exclude, remove, switch, repair) is refused.

    Writes run one at a time in ``process``, the window's long-lived library process
    (started in the background once a snapshot shows library folders; :meth:`close` stops it).
    """

    run_started = Signal(str, list)
    events = Signal(list)
    run_finished = Signal(object)
    failed = Signal(str)
    snapshot = Signal(object)
    paused_changed = Signal(bool)
    embedder_switched = Signal(object)
    vectors_changed = Signal()
    exclusions_changed = Signal(bool, list)
    refused = Signal(str)
    card_failed = Signal(str)

    def __init__(self, jobs_: Jobs, data_dir: Path, settings: IndexSettings,
                 embedder: jobs.EmbedderSource, parent: QObject | None = None,
                 shared: snapshots.SharedSource | None = None) -> None:
        super().__init__(parent)
        self._jobs = jobs_
        self.shared = shared
        self.data_dir = Path(data_dir)
        self.settings = settings
        self.embedder = embedder
        self._queue: list[Request] = []
        self._current: Request | None = None
        self._job: Job | None = None
        self._control: RunControl | None = None
        self._summary: dict[str, Any] | None = None
        self._paused = False
        self._snapshot_job: Job | None = None
        self._snapshot_again = False
        self.dirty: set[str] = set()  # folders with changes not yet indexed
        self.unfinished: dict[str, str] = {}  # folder → why its last run did not finish
        self.last_snapshot = snapshots.LibrarySnapshot()
        self._rule_edits: set[Job] = set()  # rule changes being written
        self.process = LibraryProcess()
        self._process_started = False  # started early once; later a job starts it again
        self._resume_checked = False  # unfinished vectors are resumed once, at the start
        self._tick = QTimer(self)
        self._tick.setInterval(SNAPSHOT_WHILE_RUNNING_MS)
        self._tick.timeout.connect(self.refresh)
        if shared is not None:  # its publisher indexes: show each new publication's counts
            self._shared_tick = QTimer(self)
            self._shared_tick.setInterval(SHARED_CHECK_MS)
            self._shared_tick.timeout.connect(self.refresh)
            self._shared_tick.start()

    # -- requests ------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self._current is not None

    @property
    def current(self) -> Request | None:
        return self._current

    @property
    def paused(self) -> bool:
        return self._paused

    def add_paths(self, paths: Iterable[str]) -> None:
        """Add folders or files to the library and index them."""
        roots = tuple(dict.fromkeys(os.path.abspath(p) for p in paths if os.path.exists(p)))
        if roots:
            self.submit(Request("index", roots))

    def reindex(self, roots: Iterable[str] = ()) -> None:
        self.submit(Request("index", tuple(roots)))

    def drop_missing(self, root: str) -> None:
        """Index ``root`` and drop the files it no longer holds, even when that is all or most
        of them (an ordinary run keeps them: the folder may be an unmounted share)."""
        self.submit(Request("index", (root,), allow_removals=True))

    def retry(self, path: str) -> None:
        root = snapshots.root_of(path, [r.path for r in self.last_snapshot.roots])
        if root is None:
            self.failed.emit(tr("{path} is not in a library folder any more").format(path=path))
            return
        if any(r.kind == "retry" and r.path == path for r in self._queue):
            return  # already asked for: a second click must not index the file twice
        self.submit(Request("retry", (root,), path=path))

    def remove(self, root: str) -> None:
        self._queue = [r for r in self._queue if not (r.kind == "index" and r.roots == (root,))]
        self.submit(Request("remove", (root,)))

    @property
    def editing_rules(self) -> bool:
        """Exclusion rules are being written (their folder's run starts right after)."""
        return bool(self._rule_edits)

    def exclude(self, rules: list[Exclusion]) -> None:
        """Keep these files, subfolders or patterns out; their folder is indexed again, which
        removes what they match from the index."""
        self._edit_rules(rules, add=True)

    def include(self, rules: list[Exclusion]) -> None:
        """Drop exclusion rules; their folder is indexed again, which brings the files back."""
        self._edit_rules(rules, add=False)

    def _edit_rules(self, rules: list[Exclusion], add: bool) -> None:
        if not rules or self._refuse_shared():
            return
        job: Job | None = None

        def done(changed: list[Exclusion]) -> None:
            if changed:  # a rule the folder already had (or had not) changes nothing
                self.exclusions_changed.emit(add, changed)
                self.reindex(dict.fromkeys(rule.root for rule in changed))

        def finished() -> None:
            self._rule_edits.discard(job)  # type: ignore[arg-type]
            self.refresh()

        job = self._jobs.start(jobs.edit_exclusions, self.data_dir, list(rules), add,
                               name="library-exclusions", on_result=done,
                               on_error=self._on_error, on_finished=finished)
        self._rule_edits.add(job)

    def edit_card(self, path: str, edits: dict[str, str], reset: bool = False) -> None:
        """Correct a document's card (or, with ``reset``, drop the corrections) in a worker; a
        fresh snapshot then shows it. No run lock: indexing keeps the corrections."""
        if self.shared is not None:
            self.refused.emit(tr("{library}: its documents' details are corrected on the desktop "
                                 "that publishes it.").format(library=self.shared_note))
            return
        if edits or reset:
            self._jobs.start(jobs.edit_card, self.data_dir, path, dict(edits), reset,
                             name="library-card", on_error=self.card_failed.emit,
                             on_finished=self.refresh)

    def read_all_scanned(self, path: str) -> None:
        """Read every scanned page of ``path`` (the OCR page limit kept it to its first pages):
        the limit is lifted in a worker, then its folder is indexed."""
        if self._refuse_shared():
            return

        def lifted(done: bool) -> None:
            root = snapshots.root_of(path, [r.path for r in self.last_snapshot.roots])
            if done and root is not None:
                self.reindex([root])

        self._jobs.start(jobs.read_all_scanned, self.data_dir, path, name="library-scan",
                         on_result=lifted, on_error=self._on_error, on_finished=self.refresh)

    def repair(self) -> None:
        """Set the damaged library aside and rebuild it from its folders."""
        self.submit(Request("repair"))

    def switch_embedder(self, embedder: jobs.EmbedderSource) -> None:
        self.submit(Request("switch", embedder=embedder))

    def set_settings(self, settings: IndexSettings) -> None:
        """New chunking settings apply from the next run; every folder needs re-indexing.
        Switching OCR on re-runs every folder too: files skipped as scanned are read then; so
        does following links out of folders or not (their files come in or go). A higher OCR
        page limit reads further into the scans the old one held."""
        changed = settings.splitter_key != self.settings.splitter_key
        ocr_on = settings.ocr and not self.settings.ocr
        links = settings.follow_outside_links != self.settings.follow_outside_links
        more_pages = settings.ocr_max_pages > self.settings.ocr_max_pages and any(
            scan.get("held") for scan in self.last_snapshot.scans.values())
        ocr_off = self.settings.ocr and not settings.ocr
        self.settings = settings
        if (changed or ocr_on or links) and self.shared is None:  # a shared library's are the publisher's
            self.dirty.update(r.path for r in self.last_snapshot.roots)
            self.reindex()
        elif more_pages and self.shared is None:  # scans the old limit held are read further
            self.reindex()
        elif ocr_off:
            self.refresh()  # the Files list says which scans now wait for OCR

    @property
    def shared_note(self) -> str:
        """"Shared library — published by HOST at TIME (read-only)" ("" for your own)."""
        if self.shared is None:
            return ""
        return self.last_snapshot.shared or tr("Shared library (read-only)")

    def _refuse_shared(self) -> bool:
        if self.shared is None:
            return False
        self.refused.emit(tr("{library}: folders are added, indexed, excluded and removed on the "
                             "desktop that publishes it.").format(library=self.shared_note))
        return True

    def submit(self, request: Request) -> None:
        if self._refuse_shared():
            return
        if self._control is not None and self._current is not None:
            self._control.yield_to_newer_work()  # a long scan's pages wait; this comes first
        if request.kind == "index" and self._merge(request):
            return
        self._queue.append(request)
        self._next()

    def _merge(self, request: Request) -> bool:
        """An index request joins a queued one (empty roots = everything)."""
        for queued in self._queue:  # a confirmed drop never spreads to other folders
            if queued.kind == "index" and queued.allow_removals == request.allow_removals:
                if not queued.roots or not request.roots:
                    queued.roots = ()
                else:
                    queued.roots = tuple(dict.fromkeys(queued.roots + request.roots))
                return True
        return False

    # -- control -------------------------------------------------------------------------

    def pause(self) -> None:
        if self._control is not None and not self._paused:
            self._control.pause()
            self._paused = True
            self.paused_changed.emit(True)
            self.refresh()  # the counts as they stand, not as of the last tick

    def resume(self) -> None:
        if self._control is not None and self._paused:
            self._control.resume()
            self._paused = False
            self.paused_changed.emit(False)

    def stop(self) -> None:
        """Closing: no more looks for a newer publication; running work is cancelled."""
        if self.shared is not None:
            self._shared_tick.stop()
        self.cancel()

    def close(self) -> None:
        """Quitting, once the work has stopped: the library process exits."""
        self.process.close()

    def cancel(self) -> None:
        """Stop the running work (a parse in progress is abandoned, embedding stops at the
        next batch); queued work is dropped. What it leaves without vectors stays so until
        the user indexes again (not resumed by itself in this session)."""
        self._resume_checked = True
        self._queue.clear()
        if self._control is not None:
            self._control.request_cancel()
        if self._paused:
            self._paused = False
            self.paused_changed.emit(False)

    # -- running -------------------------------------------------------------------------

    def _next(self) -> None:
        if self._current is not None or not self._queue:
            return
        request = self._current = self._queue.pop(0)
        self._control = jobs.make_control(self.process)
        self._summary = None
        fn, args = self._work_for(request, self._control)
        self.run_started.emit(request.kind, list(request.roots))
        self._job = self._jobs.start(
            fn, *args, name=f"library-{request.kind}", on_abort=self._control.request_cancel,
            on_items=self._on_items, on_result=self._on_result, on_error=self._on_error,
            on_finished=self._on_finished)
        self._tick.start()

    def _work_for(self, request: Request, control: RunControl) -> tuple[Any, tuple]:
        if request.kind == "index":
            return jobs.index_job, (self.data_dir, self.settings, self.embedder, request.roots,
                                    control, request.allow_removals)
        if request.kind == "retry":
            return jobs.retry_job, (self.data_dir, self.settings, self.embedder, request.path,
                                    request.roots[0], control)
        if request.kind == "remove":
            return jobs.remove_root_job, (self.data_dir, request.roots[0], control)
        if request.kind == "repair":
            return jobs.repair_job, (self.data_dir, self.embedder, control)
        return jobs.switch_embedder_job, (self.data_dir, request.embedder, control)

    def _on_items(self, items: list) -> None:
        for item in items:
            if item.get("kind") == "summary":
                self._summary = item
            elif item.get("kind") == "embedder_switched" and self._current is not None:
                self.embedder = self._current.embedder
                self.embedder_switched.emit(self.embedder)
        self.events.emit(items)

    def _on_result(self, result: object) -> None:
        request = self._current
        if request is not None and request.kind in ("index", "retry") and self._summary:
            roots = request.roots or [r.path for r in self.last_snapshot.roots]
            if not self._summary.get("cancelled"):
                self.dirty.difference_update(roots)
                for root in roots:
                    self.unfinished.pop(root, None)
            elif request.kind == "index":
                pending = self._summary.get("vectors_pending", 0)
                note = (tr("cancelled — %n passage(s) without vectors", n=pending) if pending
                        else tr("cancelled — not finished"))
                self.unfinished.update(dict.fromkeys(roots, note))
        elif request is not None and request.kind == "remove":
            self.dirty.discard(request.roots[0])

    def _on_error(self, message: str) -> None:
        self.failed.emit(message)

    @staticmethod
    def _changed_vectors(request: Request | None, summary: dict[str, Any] | None) -> bool:
        if request is not None and request.kind in ("remove", "switch", "repair"):
            return True
        return bool(summary and (summary.get("vectors_added") or summary.get("chunks_removed")))

    def _on_finished(self) -> None:
        request = self._current
        self._tick.stop()
        self._current = self._job = self._control = None
        if self._paused:
            self._paused = False
            self.paused_changed.emit(False)
        self.run_finished.emit(self._summary)
        if self._changed_vectors(request, self._summary):
            self.vectors_changed.emit()
        self.refresh()
        self._next()

    # -- counts --------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the library's counts in a worker; the newest result wins."""
        if self._snapshot_job is not None:
            self._snapshot_again = True
            return
        self._snapshot_job = self._jobs.start(snapshots.library_snapshot, self.data_dir, not self.busy,
                                              self.shared, name="library-snapshot",
                                              on_result=self._on_snapshot,
                                              on_finished=self._snapshot_done)

    def warm_up(self) -> None:
        """Files are changing: have the library process (and its parsers) ready for the run
        that follows — after minutes without edits both stopped to give their memory back."""
        if self.shared is None and self._current is None:
            self._start_process()

    def _start_process(self) -> None:
        self._process_started = True
        self._jobs.start(jobs.start_library_process, self.process, self.settings,
                         self.embedder, self.data_dir, name="library-process-start")

    def _on_snapshot(self, snap: snapshots.LibrarySnapshot) -> None:
        self.last_snapshot = snap
        self.snapshot.emit(snap)
        self._resume_vectors(snap)
        if snap.roots and self.shared is None and not self._process_started:
            self._start_process()  # the next write is likely an edit: have it warm

    def _resume_vectors(self, snap: snapshots.LibrarySnapshot) -> None:
        """When the library holds passages without vectors, or scanned pages not read yet, that
        a run of an earlier session left (cancelled, quit or crashed), index those folders again:
        the run embeds what is missing, as ``watch`` would — at the first look at the library,
        or once the window's own work is done if it was busy then. A cancel in this session
        is the user's choice: not undone."""
        if self._resume_checked or self.shared is not None or snap.problem or snap.read_only:
            return
        if self.busy or self._queue:
            return  # asked again at the snapshot after this work
        self._resume_checked = True
        scanning = {root for path, scan in snap.scans.items()
                    if self.settings.ocr and not scan.get("held")
                    and (root := snapshots.root_of(path, [r.path for r in snap.roots]))}
        roots = tuple(r.path for r in snap.roots
                      if (r.without_vectors or r.path in scanning) and r.exists)
        if roots:
            log.info("finishing the vectors of %s", ", ".join(roots))
            self.submit(Request("index", roots))

    def _snapshot_done(self) -> None:
        self._snapshot_job = None
        if self._snapshot_again:
            self._snapshot_again = False
            self.refresh()
