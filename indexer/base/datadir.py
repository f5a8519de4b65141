"""Which folder may be a data directory: one that holds a Footnote library, or will.

A mistyped ``--data-dir`` must not make an empty library somewhere (a command that only reads
says there is none), and a library is never written among a folder's other files (``/`` or the
home folder, say): its files would be mixed with them, and ``repair`` moves things aside there.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from indexer.base.words import english

LIBRARY_FILE = "library.sqlite"
# What Footnote keeps in a data directory: a folder holding any of these is Footnote's.
_OWN_NAMES = frozenset({
    LIBRARY_FILE, f"{LIBRARY_FILE}-wal", f"{LIBRARY_FILE}-shm", f"{LIBRARY_FILE}.checked",
    "index.lock", "chroma", "folders.json", "conversations.sqlite", "conversations.sqlite-wal",
    "conversations.sqlite-shm"})
_OWN_PREFIXES = ("damaged-", "conversations.sqlite.damaged")  # what a repair set aside
# What a file system or a desktop puts into any folder (a fresh USB disk has lost+found)
_NOT_CONTENT = frozenset({"lost+found", ".DS_Store", ".directory", "Thumbs.db", "desktop.ini",
                          ".Trash-0", ".localized"})


def holds_library(data_dir: Path) -> bool:
    """Whether ``data_dir`` holds a library (its library.sqlite). True when that cannot be
    seen (no permission): opening it then says what is wrong."""
    try:
        return stat.S_ISREG(os.stat(Path(data_dir) / LIBRARY_FILE).st_mode)
    except (FileNotFoundError, NotADirectoryError):
        return False
    except OSError:
        return True


def holds_footnote_files(data_dir: Path) -> bool:
    """Whether ``data_dir`` holds anything Footnote keeps there (a library, its vectors, the
    conversations, a damaged store set aside)."""
    try:
        names = os.listdir(data_dir)
    except OSError:
        return False
    return any(_is_own(name) for name in names)


def data_dir_problem(data_dir: Path) -> str | None:
    """Why ``data_dir`` cannot be (or become) a data directory, in words that say what to do;
    None when it can: it is missing, empty, or holds Footnote's files already."""
    data_dir = Path(data_dir)
    try:
        st = os.stat(data_dir)
    except FileNotFoundError:
        return None
    except NotADirectoryError:
        return english("{path} cannot be a folder: part of that path is a file. Give a folder "
                       "for the library").format(path=data_dir)
    except OSError as exc:
        return english("{path} cannot be opened ({detail}). Give another folder").format(
            path=data_dir, detail=exc.strerror or exc)
    if not stat.S_ISDIR(st.st_mode):
        return english("{path} is a file, not a folder. Give a folder for the library").format(
            path=data_dir)
    try:
        names = sorted(os.listdir(data_dir))
    except OSError:  # not ours to list: opening the library there says what is wrong
        return None
    others = [name for name in names if name not in _NOT_CONTENT]
    if not others or any(_is_own(name) for name in others):
        return None
    if len(others) > 3:
        template = english("{path} holds other files ({names} and {more} more) and no Footnote "
                           "library, so Footnote does not write its library there. Give an empty "
                           "or new folder, such as {folder}")
    else:
        template = english("{path} holds other files ({names}) and no Footnote library, so "
                           "Footnote does not write its library there. Give an empty or new "
                           "folder, such as {folder}")
    return template.format(path=data_dir, names=", ".join(others[:3]), more=len(others) - 3,
                           folder=data_dir / "footnote")


def _is_own(name: str) -> bool:
    return name in _OWN_NAMES or name.startswith(_OWN_PREFIXES)
