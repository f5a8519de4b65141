"""Changed paths under the library folders, from watchfiles in a background thread, filtered."""

from __future__ import annotations

import os
import queue
import threading
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from indexer.base.paths import os_path, to_key
from indexer.ingest.discovery import Exclusion, ExclusionMatcher, is_ignored_name

STEP_MS = 200  # watchfiles' quiet time that ends a batch; the service debounces on top
WAIT_MS = 5_000  # how long watchfiles waits in Rust before checking back (stop is seen sooner)
READY_WAIT_S = 30.0  # start() waits this long at most for the watches to be in place
LIMIT_HELP = ("the system's limit on watched folders was reached: raise it with `echo "
              "fs.inotify.max_user_watches=524288 | sudo tee /etc/sysctl.d/90-footnote.conf "
              "&& sudo sysctl --system`, or exclude big subfolders")


@dataclass(frozen=True)
class Change:
    """One changed path (an OS path, as watchfiles reports it) and when it was seen (monotonic)."""

    path: str
    seen: float


@dataclass(frozen=True)
class FeedProblem:
    """Watching failed or fell back to polling; ``message`` says what the user can do."""

    message: str
    fatal: bool = False


class ChangeFeed:
    """Watches folders (recursively) and single files (their folder, not recursively) and
    queues what changed. ``poll_s``: poll every so often instead of inotify, which does not
    see changes other machines make on a network share. Changes inside ``ignore_dir`` (the
    library's own files) never reach the queue.

    A folder's change notices end with it: deleted or moved away, or covered by a mount, it
    is not followed again even when a folder of that name is back. :meth:`stale` names those
    paths; :meth:`restart` watches them afresh."""

    def __init__(self, paths: Sequence[str], ignore_dir: Path, poll_s: float | None = None) -> None:
        self.paths = sorted(paths)
        self._ignore = _prefixes(ignore_dir)
        self._poll_s = poll_s
        self._queue: queue.Queue[Change | FeedProblem] = queue.Queue()
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []
        self._targets: dict[str, str] = {}  # path: the folder watched for it
        self._ids: dict[str, tuple[int, int] | None] = {}  # watched folder: which one it was
        self._gone: set[str] = set()  # watched folders reported deleted or moved away
        self._lock = threading.Lock()

    def start(self) -> None:
        """Watch ``paths``; returns once the watches are in place (a change made after it
        is seen), or after READY_WAIT_S for a very large tree."""
        folders = [p for p in self.paths if os.path.isdir(p)]
        files = [p for p in self.paths if os.path.isfile(p)]
        parents = sorted({os.path.dirname(p) for p in files})
        self._targets = {**{p: os.path.dirname(p) for p in files}, **{p: p for p in folders}}
        self._stop = threading.Event()
        with self._lock:
            self._gone.clear()
        # Before the watch begins: a folder replaced in between is then seen as replaced.
        self._ids = {target: _identity(target) for target in folders + parents}
        ready: list[threading.Event] = []
        for targets, recursive in ((folders, True), (parents, False)):
            if targets:
                ready.append(threading.Event())
                thread = threading.Thread(target=self._watch,
                                          args=(targets, recursive, self._stop, ready[-1]),
                                          name="footnote-watch", daemon=True)
                thread.start()
                self._threads.append(thread)
        end = time.monotonic() + READY_WAIT_S
        for event in ready:
            event.wait(max(0.0, end - time.monotonic()))

    def stop(self) -> None:
        self._stop.set()
        for thread in self._threads:
            thread.join(timeout=10)
        self._threads.clear()

    def restart(self, paths: Sequence[str]) -> None:
        """Watch ``paths`` afresh. What was queued stays queued; what the old watch had not
        passed on yet (within its quiet time) is dropped: read the folders again."""
        self.stop()
        self.paths = sorted(paths)
        self.start()

    def stale(self) -> set[str]:
        """The paths whose change notices ended: their folder (a single file's folder) was
        deleted, moved away or replaced, whether or not one is there again; or was not there
        when watching began."""
        with self._lock:
            gone = set(self._gone)
        out = set()
        for path in self.paths:
            target = self._targets.get(path)
            if target is None or target in gone or _identity(target) != self._ids[target]:
                out.add(path)
        return out

    def waiting(self) -> bool:
        """Something arrived that ``get`` has not taken yet."""
        return not self._queue.empty()

    def get(self, timeout: float) -> list[Change | FeedProblem]:
        """What arrived, waiting up to ``timeout`` seconds for the first item."""
        try:
            items = [self._queue.get(timeout=max(0.0, timeout))]
        except queue.Empty:
            return []
        while True:
            try:
                items.append(self._queue.get_nowait())
            except queue.Empty:
                return items

    def _watch(self, targets: list[str], recursive: bool, stop: threading.Event,
               ready: threading.Event) -> None:
        poll_s = self._poll_s
        try:
            while not stop.is_set() and targets:
                try:
                    self._follow(targets, recursive, poll_s, _Stop(stop, ready))
                    return
                except Exception as exc:  # noqa: BLE001 - reported, then polling is tried
                    there = [t for t in targets if os.path.isdir(t)]
                    if len(there) < len(targets):  # went away as its watch began: the others
                        with self._lock:
                            self._gone.update(set(targets) - set(there))
                        targets = there
                        continue
                    if poll_s is not None:
                        self._queue.put(FeedProblem(f"cannot watch {', '.join(targets)}: {exc}",
                                                    fatal=True))
                        return
                    why = LIMIT_HELP if "limit" in str(exc).lower() else str(exc)
                    poll_s = 30.0
                    self._queue.put(FeedProblem(f"cannot get change notices ({why}); checking "
                                                f"the folders every {poll_s:.0f} s instead"))
        finally:
            ready.set()

    def _follow(self, targets: list[str], recursive: bool, poll_s: float | None,
                stop: _Stop) -> None:
        from watchfiles import Change as Kind
        from watchfiles import watch

        watched = set(targets)
        for batch in watch(*targets, watch_filter=self._wanted, step=STEP_MS,
                           rust_timeout=WAIT_MS, stop_event=stop, raise_interrupt=False,
                           recursive=recursive, force_polling=poll_s is not None,
                           poll_delay_ms=int((poll_s or 0.3) * 1000),
                           ignore_permission_denied=True):
            now = time.monotonic()
            gone = {path for kind, path in batch if kind == Kind.deleted and path in watched}
            if gone:
                with self._lock:
                    self._gone.update(gone)
            for _change, path in sorted(batch, key=lambda c: c[1]):
                self._queue.put(Change(path, now))

    def _wanted(self, _change: object, path: str) -> bool:
        return not any(path == p.rstrip(os.sep) or path.startswith(p) for p in self._ignore)


class _Stop:
    """The stop event as watchfiles checks it, between its waits: the first check means
    its watches are in place."""

    def __init__(self, stop: threading.Event, ready: threading.Event) -> None:
        self._stop, self._ready = stop, ready

    def is_set(self) -> bool:
        self._ready.set()
        return self._stop.is_set()


def _identity(path: str) -> tuple[int, int] | None:
    """Which folder is at ``path`` (device and inode), None when there is none."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


def _prefixes(folder: Path) -> tuple[str, ...]:
    """``folder`` as given and with links resolved, each ending in a separator."""
    return tuple({os.path.join(os.path.abspath(folder), ""),
                  os.path.join(os.path.realpath(folder), "")})


class ChangeFilter:
    """Which library folder a changed path belongs to, or None when the change cannot matter:
    outside every folder, in the library's data dir, ignored by name (hidden files, editor
    and tool folders), or kept out by the folder's exclusion rules."""

    def __init__(self, roots: Iterable[str], exclusions: Mapping[str, Iterable[Exclusion]],
                 ignore_dir: Path, ignore_globs: Iterable[str] = (),
                 include_hidden: bool = False) -> None:
        self.roots = sorted(roots, key=len, reverse=True)  # innermost first
        self._matchers = {r: ExclusionMatcher(exclusions.get(r, ())) for r in self.roots}
        self._ignore = tuple(to_key(p) for p in _prefixes(ignore_dir))
        self._globs = tuple(ignore_globs)
        self._hidden = include_hidden

    def root_of(self, path: str) -> str | None:
        key = to_key(path)
        if any(key == p.rstrip(os.sep) or key.startswith(p) for p in self._ignore):
            return None
        root = next((r for r in self.roots
                     if key == r or key.startswith(os.path.join(r, ""))), None)
        if root is None or key == root:
            return root
        rel = os.path.relpath(key, root)
        if any(is_ignored_name(name, self._globs, self._hidden) for name in rel.split(os.sep)):
            return None
        matcher = self._matchers[root]
        if matcher and matcher.excludes(rel, is_dir=os.path.isdir(os_path(key))):
            return None
        return root
