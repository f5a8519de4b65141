"""Which documents a conversation searches: all library folders, some of them, or one file.

A scope is plain data (stored as JSON with the conversation); ``resolve`` turns it into what
the search tool gets, checked against the library as it is when the question is asked.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from desktop_app.wording import tr
from indexer import display_name


@dataclass(frozen=True)
class Scope:
    """``folders``: library folders (absolute paths) to search; ``file``: one file instead.
    Neither: the whole library."""

    folders: tuple[str, ...] = ()
    file: str = ""

    @property
    def is_all(self) -> bool:
        return not self.folders and not self.file

    def label(self) -> str:
        """What the scope bar and exports show: "All folders", "Contracts/, Invoices/",
        "report.pdf"."""
        if self.file:
            return display_name(self.file)
        if self.folders:
            return ", ".join(folder_label(f) for f in self.folders)
        return tr("All folders")

    def to_json(self) -> str:
        if self.is_all:
            return ""
        return json.dumps({"folders": list(self.folders), "file": self.file}, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str | None) -> Scope:
        """The stored scope; anything unreadable is the whole library (never "nothing")."""
        try:
            raw = json.loads(text) if text else {}
        except ValueError:
            return cls()
        if not isinstance(raw, dict):
            return cls()
        folders = raw.get("folders") or []
        file = raw.get("file") or ""
        if not isinstance(folders, list) or not isinstance(file, str):
            return cls()
        return cls(tuple(str(f) for f in folders if f), file)


def folder_label(path: str) -> str:
    """A library root as the user knows it: its name, with "/" when it is a folder (a root
    may be a single file; told by its extension, without asking the disk)."""
    name = display_name(path)
    ext = os.path.splitext(name)[1]
    return name if 1 < len(ext) <= 5 and ext[1:].isalnum() else f"{name}/"


@dataclass(frozen=True)
class Resolved:
    """What one question searches: ``search`` goes into the agent state (``{}``: everything),
    ``note`` tells the user when the conversation's scope could not be used as it is."""

    search: dict[str, Any]
    note: str = ""


def resolve(scope: Scope, roots: Iterable[str], files: Iterable[str] = ()) -> Resolved:
    """``scope`` checked against the library's ``roots`` (and, for a one-file scope, its
    indexed ``files``; ``files`` empty: not checked). A folder or file that left the library
    makes this question search all folders, and says so: searching nothing would look like
    "not in your documents"."""
    if scope.is_all:
        return Resolved({})
    roots = [os.path.normpath(r) for r in roots]
    if scope.file:
        known = set(files)
        inside = any(_within(scope.file, r) for r in roots)
        if not inside or (known and scope.file not in known):
            return Resolved({}, tr("{file} is no longer in the library, so this question "
                                   "searched all folders.").format(file=display_name(scope.file)))
        return Resolved({"paths": [scope.file]})
    missing = [f for f in scope.folders if os.path.normpath(f) not in roots
               and not any(_within(f, r) for r in roots)]
    if missing:
        names = ", ".join(folder_label(f) for f in missing)
        return Resolved({}, tr("{folders} (was|were) removed from the library, so this question "
                               "searched all folders.", n=len(missing)).format(folders=names))
    return Resolved({"folders": list(scope.folders)})


def search_filter(search: dict[str, Any]) -> Any:
    """The ``indexer.retrieval.search.SearchFilter`` for a resolved scope (None: the whole library)."""
    from indexer import SearchFilter

    folders = tuple(search.get("folders") or ())
    paths = tuple(search.get("paths") or ())
    if not folders and not paths:
        return None
    return SearchFilter(folders=folders, paths=paths)


def _within(path: str, root: str) -> bool:
    path, root = os.path.normpath(path), os.path.normpath(root)
    return path == root or path.startswith(os.path.join(root, ""))
