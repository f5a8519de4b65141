"""Walk library folders: supported files with size and mtime, ignore rules, link safety."""

from __future__ import annotations

import fnmatch
import os
import stat
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class FoundFile:
    """A file the walk found, with what the fast unchanged-check needs."""

    path: str
    root: str
    rel_path: str
    size: int
    mtime_ns: int


@dataclass(frozen=True)
class WalkProblem:
    """Something in the tree the user should hear about (broken link, no permission)."""

    path: str
    reason: str


@dataclass
class WalkResult:
    files: list[FoundFile]
    problems: list[WalkProblem]
    ignored: int


def walk(
    roots: Iterable[str | Path],
    is_supported: Callable[[Path], bool],
    ignore_globs: Iterable[str] = (),
    include_hidden: bool = False,
) -> WalkResult:
    """Find every supported file under ``roots`` (folders or single files), in a stable order."""
    globs = tuple(ignore_globs)
    result = WalkResult(files=[], problems=[], ignored=0)
    seen_files: set[str] = set()
    for root in roots:
        root_path = os.path.abspath(os.fspath(root))
        if os.path.isdir(root_path):
            entries = _walk_folder(root_path, globs, include_hidden, result)
        elif os.path.lexists(root_path):
            entries = iter([(root_path, os.path.dirname(root_path))])
        else:
            result.problems.append(WalkProblem(root_path, "not found"))
            continue
        for path, base in entries:
            if path in seen_files:
                continue
            found = _stat_file(path, base, is_supported, result)
            if found is not None:
                seen_files.add(path)
                result.files.append(found)
    return result


def _ignored(name: str, globs: tuple[str, ...], include_hidden: bool) -> bool:
    if not include_hidden and name.startswith("."):
        return True
    return any(fnmatch.fnmatchcase(name, g) for g in globs)


def _walk_folder(
    root: str, globs: tuple[str, ...], include_hidden: bool, result: WalkResult
) -> Iterator[tuple[str, str]]:
    """Depth-first, sorted walk that follows folder links once (no loops)."""
    visited: set[tuple[int, int]] = set()
    stack = [root]
    while stack:
        folder = stack.pop()
        try:
            st = os.stat(folder)
            key = (st.st_dev, st.st_ino)
            if key in visited:
                result.problems.append(WalkProblem(folder, "folder link loop — already visited"))
                continue
            visited.add(key)
            with os.scandir(folder) as it:
                entries = sorted(it, key=lambda e: e.name)
        except PermissionError:
            result.problems.append(WalkProblem(folder, "permission denied"))
            continue
        except OSError as exc:
            result.problems.append(WalkProblem(folder, f"cannot read folder: {exc.strerror or exc}"))
            continue
        subfolders = []
        for entry in entries:
            if _ignored(entry.name, globs, include_hidden):
                result.ignored += 1
                continue
            try:
                is_dir = entry.is_dir(follow_symlinks=True)
            except OSError:
                is_dir = False
            if is_dir:
                subfolders.append(entry.path)
            else:
                yield entry.path, root
        stack.extend(reversed(subfolders))


def _stat_file(
    path: str, root: str, is_supported: Callable[[Path], bool], result: WalkResult
) -> FoundFile | None:
    if not is_supported(Path(path)):
        result.ignored += 1
        return None
    try:
        st = os.stat(path)
    except FileNotFoundError:
        reason = "broken link" if os.path.islink(path) else "vanished during scan"
        result.problems.append(WalkProblem(path, reason))
        return None
    except OSError as exc:
        reason = "link loop" if os.path.islink(path) else f"cannot read: {exc.strerror or exc}"
        result.problems.append(WalkProblem(path, reason))
        return None
    if not stat.S_ISREG(st.st_mode):
        result.ignored += 1
        return None
    return FoundFile(
        path=path,
        root=root,
        rel_path=os.path.relpath(path, root),
        size=st.st_size,
        mtime_ns=st.st_mtime_ns,
    )
