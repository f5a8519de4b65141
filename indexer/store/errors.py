"""When the library's own files fail — damaged, read-only, disk full: detection and plain words.

Every such failure becomes a :class:`StorageProblem` whose message says, in one sentence, what
happened and what the user can do. Nothing here deletes anything: a damaged store is moved aside
(:func:`set_aside`), never removed.
"""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import time
from pathlib import Path

from indexer.base.problems import Fix, Problem, Remedy
from indexer.base.words import english

_STAMP = "library.sqlite.checked"  # size and mtime of library.sqlite when it last passed a check


class StorageProblem(Problem):
    """The library's files cannot be used as they are; its remedies say what to do."""


class LibraryDamaged(StorageProblem):
    """library.sqlite (the manifest and keyword index) is not a sound SQLite database."""

    def __init__(self, data_dir: Path, detail: str) -> None:
        self.data_dir, self.detail = Path(data_dir), detail
        super().__init__(
            english("the library in {path} is damaged ({detail}).").format(
                path=data_dir, detail=detail),
            Remedy(Fix.REPAIR, does=english("it moves it aside and rebuilds it from your folders")),
            after=english("Your documents and conversations are not touched."))


class LibraryReadOnly(StorageProblem):
    """The library's folder or files cannot be written (a read-only share or remount)."""

    def __init__(self, data_dir: Path, doing: str = english("update it")) -> None:
        self.data_dir = Path(data_dir)
        super().__init__(
            english("the library in {path} is read-only, so Footnote cannot {detail}. Searching "
                    "it still works.").format(path=data_dir, detail=doing),
            Remedy(Fix.OTHER_DATA_DIR))


class DiskFull(StorageProblem):
    """The disk that holds the library has no room left."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = Path(data_dir)
        super().__init__(
            english("the disk holding the library ({path}, {free:.0f} MB free) is full. Free "
                    "some space and run the indexing again: everything indexed so far is kept and "
                    "the run continues where it stopped.").format(
                path=data_dir, free=free_mb(data_dir)))


def free_mb(path: Path) -> float:
    """Free space on the file system holding ``path`` (its nearest existing parent), in MB."""
    path = Path(path)
    while not path.exists() and path != path.parent:
        path = path.parent
    try:
        return shutil.disk_usage(path).free / 2**20
    except OSError:
        return 0.0


def translate(exc: BaseException, data_dir: Path) -> StorageProblem | None:
    """The storage problem behind a SQLite, Chroma or OS error, or None if it is not one."""
    if isinstance(exc, StorageProblem):
        return exc
    text = str(exc).lower()
    if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return DiskFull(data_dir)
    if isinstance(exc, OSError) and exc.errno == errno.EROFS:
        return LibraryReadOnly(data_dir)
    if "database or disk is full" in text or "no space left" in text:
        return DiskFull(data_dir)
    if "readonly database" in text or "read-only file system" in text:
        return LibraryReadOnly(data_dir)
    if isinstance(exc, sqlite3.DatabaseError) and (
            "malformed" in text or "not a database" in text or "corrupt" in text):
        return LibraryDamaged(data_dir, str(exc))
    return None


def is_writable(folder: Path) -> bool:
    """Whether files can be created in ``folder`` (False on a read-only mount, even as root)."""
    return os.access(folder, os.W_OK)


def verify(db: sqlite3.Connection, db_path: Path, data_dir: Path) -> None:
    """Raise :class:`LibraryDamaged` unless library.sqlite passes SQLite's quick check.

    The check reads every page (~0.5 s for 40 MB), so it runs only when the file changed since
    it last passed; the result is remembered beside the file when the folder is writable.
    """
    stamp = _stamp_of(db_path)
    stamp_file = db_path.parent / _STAMP
    try:
        if stamp_file.read_text() == stamp:
            return
    except OSError:
        pass
    try:
        rows = db.execute("PRAGMA quick_check").fetchall()
    except sqlite3.DatabaseError as exc:
        raise LibraryDamaged(data_dir, str(exc)) from exc
    if rows != [("ok",)]:
        raise LibraryDamaged(data_dir, english("integrity check: {result}").format(
            result=rows[0][0]))
    try:
        stamp_file.write_text(_stamp_of(db_path))
    except OSError:
        pass  # read-only or full: the check simply runs again next time


def _stamp_of(db_path: Path) -> str:
    parts = []
    for path in (db_path, db_path.with_name(db_path.name + "-wal")):
        try:
            st = path.stat()
            parts.append(f"{st.st_size}:{st.st_mtime_ns}")
        except OSError:
            parts.append("-")
    return " ".join(parts)


def set_aside(data_dir: Path, names: tuple[str, ...]) -> Path | None:
    """Move the named files/folders of the library into ``damaged-<time>/``; returns it
    (None if none of them existed). Moving, not deleting: the user may want them back."""
    present = [name for name in names if (Path(data_dir) / name).exists()]
    if not present:
        return None
    target = Path(data_dir) / time.strftime("damaged-%Y%m%d-%H%M%S")
    n = 1
    while target.exists():
        n += 1
        target = Path(data_dir) / time.strftime(f"damaged-%Y%m%d-%H%M%S-{n}")
    target.mkdir()
    for name in present:
        os.replace(Path(data_dir) / name, target / name)
    return target
