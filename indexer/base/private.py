"""Owner-only folders and files: the library holds the full text of private documents.

Whatever the umask, Footnote's folders (the data directory, ``chroma/``, the config folder) are
0700 and the files it creates (library.sqlite, conversations.sqlite, index.lock,
settings.toml) 0600. The folder is what keeps other users out of everything inside it, also of
what SQLite and Chroma create there later with the umask's mode (journals, segment files);
the files' own mode keeps them private when a user opens the folder up (for a backup tool,
say). SQLite gives a database's -wal and -shm files the mode of the database itself.

Only what belongs to the user running Footnote is tightened: a folder or file of another
user (root opening someone's library) is left as it is.
"""

from __future__ import annotations

import logging
import os
import stat
from pathlib import Path

log = logging.getLogger(__name__)

PRIVATE_DIR = 0o700
PRIVATE_FILE = 0o600
_OTHERS = stat.S_IRWXG | stat.S_IRWXO
SQLITE_COMPANIONS = ("-wal", "-shm", "-journal")  # files SQLite keeps beside a database


def private_dir(path: Path) -> Path:
    """Create ``path`` as an owner-only folder (missing parents get the usual mode), or
    tighten it when it exists. Raises ``OSError`` when it cannot be created (a file there:
    ``FileExistsError``; read-only disk, no permission)."""
    path = Path(path)
    path.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
    tighten(path)
    return path


def private_file(path: Path) -> None:
    """Create ``path`` empty and owner-only if it is missing, else tighten it; then tighten
    the SQLite journals beside it (a database's own, created 0644 before this was done)."""
    path = Path(path)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, PRIVATE_FILE)
    except FileExistsError:
        tighten(path)
    except PermissionError:  # a folder not ours to write: SQLite's own open says so
        return
    else:
        os.close(fd)
    for suffix in SQLITE_COMPANIONS:
        tighten(path.with_name(path.name + suffix))


def open_private(path: Path, flags: int) -> int:
    """``os.open(path, flags | O_CREAT)`` with an owner-only mode, also for a file that an
    earlier version created with the umask's mode. Returns the descriptor."""
    fd = os.open(path, flags | os.O_CREAT | os.O_CLOEXEC, PRIVATE_FILE)
    try:
        _tighten_fd(fd, path)
    except BaseException:
        os.close(fd)
        raise
    return fd


def tighten(path: Path) -> None:
    """Take group and other permissions off ``path`` when it is the user's own; a missing
    path, another user's, or one on a read-only disk is left as it is."""
    try:
        st = os.stat(path)
    except OSError:
        return
    if st.st_uid != os.geteuid() or not st.st_mode & _OTHERS:
        return
    try:
        os.chmod(path, stat.S_IMODE(st.st_mode) & ~_OTHERS)
    except OSError as exc:  # a read-only mount: nothing new can be written there either
        log.info("cannot make %s private: %s", path, exc)


def tighten_tree(folder: Path) -> None:
    """:func:`tighten` ``folder`` and everything in it (a store another program writes, such as
    Chroma's segment files). Symbolic links are not followed."""
    tighten(folder)
    for root, dirs, files in os.walk(folder):
        for name in [*dirs, *files]:
            path = Path(root, name)
            if not path.is_symlink():
                tighten(path)


def _tighten_fd(fd: int, path: Path) -> None:
    st = os.fstat(fd)
    if st.st_uid == os.geteuid() and st.st_mode & _OTHERS:
        try:
            os.fchmod(fd, stat.S_IMODE(st.st_mode) & ~_OTHERS)
        except OSError as exc:
            log.info("cannot make %s private: %s", path, exc)
