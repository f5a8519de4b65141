"""Watches the library folders and reports which ones changed, debounced."""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

from desktop_app.core import jobs, snapshots
from desktop_app.ui.worker import Jobs
from indexer import Exclusion

DEBOUNCE_MS = 2000
MAX_WATCHED = 1000  # inotify watches are a per-user budget; big trees fall back to manual


class FolderWatcher(QObject):
    """QFileSystemWatcher on each root and its subfolders (up to a cap).

    Changes inside ``ignore_dir`` (the app's own data dir) are ignored, so the library's
    writes never trigger a run. The folder list is built in a worker (it walks the disk).

    Signals:
        stirred(): the first change after a quiet time (the run it leads to is a quiet
            period away: time to get ready for it).
        changed(list): library folders with changes on disk, after a quiet period.
    """

    stirred = Signal()
    changed = Signal(list)

    def __init__(self, jobs_: Jobs, ignore_dir: Path, debounce_ms: int = DEBOUNCE_MS,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs = jobs_
        self._ignore = os.path.join(os.path.abspath(ignore_dir), "")
        self._watcher = QFileSystemWatcher(self)
        self._watcher.directoryChanged.connect(self._on_change)
        self._watcher.fileChanged.connect(self._on_change)
        self._roots: list[str] = []
        self._pending: set[str] = set()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(debounce_ms)
        self._timer.timeout.connect(self._emit)
        self._generation = 0
        self.enabled = True

    def set_roots(self, roots: Sequence[str],
                  exclusions: Mapping[str, Sequence[Exclusion]] | None = None) -> None:
        """Watch these folders (a new list replaces the old one), minus excluded subfolders."""
        self._roots = list(roots)
        self._generation += 1
        generation = self._generation
        self._jobs.start(jobs.watch_list, self._roots, MAX_WATCHED,
                         exclusions=dict(exclusions or {}), name="watch-list",
                         on_result=lambda paths: self._watch(paths, generation))

    def watched(self) -> list[str]:
        return self._watcher.directories() + self._watcher.files()

    def stop(self) -> None:
        self._timer.stop()
        self.enabled = False

    def _watch(self, paths: list[str], generation: int) -> None:
        if generation != self._generation:
            return  # a newer root list is on its way
        wanted = {p for p in paths if not os.path.join(p, "").startswith(self._ignore)}
        current = set(self.watched())
        # Only the difference: re-adding a watched folder would drop its pending change events.
        if stale := sorted(current - wanted):
            self._watcher.removePaths(stale)
        if new := sorted(wanted - current):
            self._watcher.addPaths(new)

    def _on_change(self, path: str) -> None:
        if not self.enabled or os.path.join(path, "").startswith(self._ignore):
            return
        root = snapshots.root_of(path, self._roots)
        if root is None:
            return
        if not self._pending:
            self.stirred.emit()
        self._pending.add(root)
        self._timer.start()  # restarts: a burst of changes becomes one run

    def _emit(self) -> None:
        roots, self._pending = sorted(self._pending), set()
        if roots and self.enabled:
            self.changed.emit(roots)
