"""Walk library folders: supported files with size and mtime, ignore and exclusion rules, link safety."""

from __future__ import annotations

import errno
import fnmatch
import os
import stat
from collections import Counter, deque
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from indexer.base.paths import UnstorablePath, display_os_path, os_path, path_key, safe_text
from indexer.base.words import english


@dataclass(frozen=True)
class FoundFile:
    """A file the walk found, with what the fast unchanged-check needs.

    ``path``, ``root`` and ``rel_path`` are storable keys (see ``indexer.base.paths``): turn them
    back with ``os_path`` before touching the file system."""

    path: str
    root: str
    rel_path: str
    size: int
    mtime_ns: int


@dataclass(frozen=True)
class WalkProblem:
    """Something in the tree the user should hear about (broken link, no permission)."""

    path: str  # a storable key, like FoundFile.path
    reason: str
    root: str = ""  # the library folder (key) it was found under; "" for a missing root


RuleKind = Literal["path", "pattern"]
GLOB_CHARS = frozenset("*?[")


@dataclass(frozen=True)
class Exclusion:
    """A rule keeping part of a library folder out of the index.

    ``kind`` "path": ``rule`` is a file or subfolder relative to ``root`` ("/"-separated, a
    storable key), so it survives the root being shown differently. ``kind`` "pattern": a glob
    matched against the path relative to ``root`` and against each name in it (``*.log``,
    ``node_modules``, ``drafts/**``)."""

    root: str
    rule: str
    kind: RuleKind

    def __str__(self) -> str:
        return self.rule


def exclusion_for(root: str, rule: str, kind: RuleKind | None = None) -> Exclusion:
    """A rule for ``root`` in its stored form; ``kind`` is a pattern when ``rule`` holds glob
    characters, a path otherwise (a path rule may be given relative to ``root`` or absolute)."""
    kind = kind or ("pattern" if GLOB_CHARS & set(rule) else "path")
    if kind == "path" and os.path.isabs(rule):
        rule = os.path.relpath(rule, root)
    rule = rule.replace(os.sep, "/")
    while rule.startswith("./"):
        rule = rule[2:]
    if kind == "path":
        rule = rule.rstrip("/")
    if not rule or rule == "." or (kind == "path" and rule.split("/")[0] == ".."):
        raise ValueError((english("{rule} is not a file or folder inside {root}") if rule else
                          english("(empty) is not a file or folder inside {root}")).format(
            rule=rule, root=root))
    return Exclusion(root, rule, kind)


def excluded_text(files: int, folders: int, rules: int) -> str:
    """E.g. "12 files and 1 folder excluded by 3 rules"; zero counts are left out (files in
    an excluded folder are not counted: it is never entered)."""
    if files and folders:
        template = _FILES_AND_FOLDERS[files == 1, folders == 1, rules == 1]
    elif files:
        template = _FILES[files == 1, rules == 1]
    elif folders:
        template = _FOLDERS[folders == 1, rules == 1]
    else:
        template = _NOTHING[rules == 1]
    return template.format(files=files, folders=folders, rules=rules)


# excluded_text's sentences, by (one file?, one folder?, one rule?)
_NOTHING = {True: english("nothing excluded by {rules} rule"),
            False: english("nothing excluded by {rules} rules")}
_FILES = {(True, True): english("{files} file excluded by {rules} rule"),
          (True, False): english("{files} file excluded by {rules} rules"),
          (False, True): english("{files} files excluded by {rules} rule"),
          (False, False): english("{files} files excluded by {rules} rules")}
_FOLDERS = {(True, True): english("{folders} folder excluded by {rules} rule"),
            (True, False): english("{folders} folder excluded by {rules} rules"),
            (False, True): english("{folders} folders excluded by {rules} rule"),
            (False, False): english("{folders} folders excluded by {rules} rules")}
_FILES_AND_FOLDERS = {
    (True, True, True): english("{files} file and {folders} folder excluded by {rules} rule"),
    (True, True, False): english("{files} file and {folders} folder excluded by {rules} rules"),
    (True, False, True): english("{files} file and {folders} folders excluded by {rules} rule"),
    (True, False, False): english("{files} file and {folders} folders excluded by {rules} rules"),
    (False, True, True): english("{files} files and {folders} folder excluded by {rules} rule"),
    (False, True, False): english("{files} files and {folders} folder excluded by {rules} rules"),
    (False, False, True): english("{files} files and {folders} folders excluded by {rules} rule"),
    (False, False, False): english("{files} files and {folders} folders excluded by {rules} "
                                   "rules"),
}


class ExclusionMatcher:
    """Answers "is this path (relative to its library folder) excluded?" for one folder's rules."""

    def __init__(self, rules: Iterable[Exclusion] = ()) -> None:
        rules = list(rules)
        self.paths = frozenset(r.rule for r in rules if r.kind == "path")
        self.patterns = tuple(r.rule for r in rules if r.kind == "pattern")

    def __bool__(self) -> bool:
        return bool(self.paths or self.patterns)

    def excludes(self, rel_path: str, is_dir: bool = False) -> bool:
        """Whether ``rel_path`` (a key relative to the root) or a folder above it is excluded.
        A folder also matches the patterns written for what is inside it (``drafts/**``)."""
        rel = rel_path.replace(os.sep, "/")
        parts = rel.split("/")
        if any("/".join(parts[:i]) in self.paths for i in range(1, len(parts) + 1)):
            return True
        for pattern in self.patterns:
            if fnmatch.fnmatchcase(rel, pattern) or (is_dir and fnmatch.fnmatchcase(rel + "/", pattern)):
                return True
            if "/" not in pattern and any(fnmatch.fnmatchcase(name, pattern) for name in parts):
                return True
        return False


ANNEX_OBJECTS = (".git", "annex", "objects")  # where git-annex keeps each file's content


@dataclass(frozen=True)
class LinkPolicy:
    """Where a symbolic link found in a library folder may lead.

    A link inside the folder is followed, one out of it only with ``follow_outside``, and one
    whose target is hidden (a dot-name below the folder link and target share, as in
    ``Documents/ssh-backup -> ../.ssh``) only with ``include_hidden``: a link never indexes
    what the folder's own rules keep out. git-annex replaces each file by a link into its
    repository's ``.git/annex/objects``: such a link is the file itself and is followed."""

    root: str  # the library folder with its own links resolved
    follow_outside: bool = False
    include_hidden: bool = False

    @classmethod
    def of(cls, root: str, follow_outside: bool, include_hidden: bool) -> LinkPolicy:
        return cls(os.path.realpath(root), follow_outside, include_hidden)

    def refusal(self, link: str) -> str | None:
        """Why the walk does not follow ``link`` (an OS path), in the user's words; None: it does."""
        target = os.path.realpath(link)
        if _annexed(link, target):
            return None
        hidden = None if self.include_hidden else _hidden_part(target, self.root)
        if hidden is not None:
            return english("link to a hidden file or folder, not followed: {path}").format(
                path=display_os_path(hidden))
        if not self.follow_outside and not _within(target, self.root):
            return english("link leads outside the library folder, not followed: add {path} to "
                           "the library to index it").format(path=display_os_path(target))
        return None


def _within(path: str, folder: str) -> bool:
    return path == folder or path.startswith(os.path.join(folder, ""))


def _hidden_part(target: str, root: str) -> str | None:
    """The first dot-named folder or file on ``target``'s path below the folder it shares with
    ``root`` (None: nothing hidden). Above that the user chose the folder, hidden or not."""
    try:
        base = os.path.commonpath([root, target])
    except ValueError:  # another drive (Windows)
        base = os.path.splitdrive(target)[0] + os.sep
    parts = os.path.relpath(target, base).split(os.sep) if target != base else []
    for depth, name in enumerate(parts, start=1):
        if name.startswith("."):
            return os.path.join(base, *parts[:depth])
    return None


def _annexed(link: str, target: str) -> bool:
    """Whether ``target`` is git-annex content of the repository ``link`` lies in."""
    parts = target.split(os.sep)
    for i in range(len(parts) - len(ANNEX_OBJECTS)):
        if tuple(parts[i + 1:i + 1 + len(ANNEX_OBJECTS)]) == ANNEX_OBJECTS:
            repo = os.sep.join(parts[:i + 1]) or os.sep
            return _within(os.path.realpath(os.path.dirname(link)), repo)
    return False


@dataclass
class WalkResult:
    files: list[FoundFile]
    problems: list[WalkProblem]
    ignored: int
    # per library folder (key): files and folders left out by its exclusion rules
    excluded_files: Counter[str] = field(default_factory=Counter)
    excluded_folders: Counter[str] = field(default_factory=Counter)


def walk(
    roots: Iterable[str | Path],
    is_supported: Callable[[Path], bool],
    ignore_globs: Iterable[str] = (),
    include_hidden: bool = False,
    exclusions: Mapping[str, Iterable[Exclusion]] | None = None,
    follow_outside_links: bool = False,
) -> WalkResult:
    """Find every supported file under ``roots`` (folders or single files), in a stable order.

    ``roots`` are storable keys (a valid name is its own key); so are the paths returned.
    ``exclusions`` maps a root to its rules: an excluded folder is never entered, an excluded
    file never looked at (neither is a problem nor "ignored": the user chose it).
    Links in a folder are followed as ``LinkPolicy`` says; one that is not is a problem naming
    where it leads, so the user learns why its file is missing. A single file given as a root
    is the user's own choice and is read wherever it leads. Special files (pipes, sockets,
    devices) and links that lead nowhere are reported as problems without ever being opened:
    opening a named pipe blocks."""
    globs = tuple(ignore_globs)
    result = WalkResult(files=[], problems=[], ignored=0)
    seen_files: set[str] = set()
    for root in roots:
        root_path = os.path.abspath(os_path(os.fspath(root)))
        if os.path.isdir(root_path):
            matcher = ExclusionMatcher((exclusions or {}).get(_key(root_path), ()))
            policy = LinkPolicy.of(root_path, follow_outside_links, include_hidden)
            links: LinkPolicy | None = policy
            entries = _walk_folder(root_path, globs, include_hidden, result, matcher, policy)
        elif os.path.lexists(root_path):
            entries, links = iter([(root_path, os.path.dirname(root_path))]), None
        else:
            result.problems.append(WalkProblem(_key(root_path), english("not found")))
            continue
        for path, base in entries:
            if path in seen_files:
                continue
            found = _stat_file(path, base, is_supported, result, links)
            if found is not None:
                seen_files.add(path)
                result.files.append(found)
    return result


def is_ignored_name(name: str, globs: tuple[str, ...], include_hidden: bool) -> bool:
    """Whether discovery passes over a file or folder by its name (hidden, ``ignore_globs``)."""
    if not include_hidden and name.startswith("."):
        return True
    return any(fnmatch.fnmatchcase(name, g) for g in globs)


def _walk_folder(
    root: str, globs: tuple[str, ...], include_hidden: bool, result: WalkResult,
    matcher: ExclusionMatcher, links: LinkPolicy,
) -> Iterator[tuple[str, str]]:
    """Depth-first, sorted walk that follows folder links once (no loops) where ``links``
    allows; links to files are judged by ``_stat_file``. Linked folders are walked after the
    real ones, so a folder a link inside the library leads to is found under its own name."""
    visited: set[tuple[int, int]] = set()
    stack = [root]
    linked: deque[str] = deque()
    while stack or linked:
        folder = stack.pop() if stack else linked.popleft()
        entries = _read_folder(folder, root, visited, result)
        if entries is None:
            continue
        subfolders = []
        for entry in entries:
            if is_ignored_name(entry.name, globs, include_hidden):
                result.ignored += 1
                continue
            try:
                is_dir = entry.is_dir(follow_symlinks=True)
            except OSError:
                is_dir = False
            if matcher and matcher.excludes(_key(os.path.relpath(entry.path, root)), is_dir):
                excluded = result.excluded_folders if is_dir else result.excluded_files
                excluded[_key(root)] += 1
                continue
            if not is_dir:
                yield entry.path, root
            elif not entry.is_symlink():
                subfolders.append(entry.path)
            elif (refusal := links.refusal(entry.path)) is None:
                linked.append(entry.path)
            else:
                _problem(result, entry.path, root, refusal)
        stack.extend(reversed(subfolders))


def _read_folder(folder: str, root: str, visited: set[tuple[int, int]],
                 result: WalkResult) -> list[os.DirEntry[str]] | None:
    """The sorted entries of a folder not walked yet; None (a problem noted) otherwise."""
    try:
        st = os.stat(folder)
        key = (st.st_dev, st.st_ino)
        if key in visited:
            _problem(result, folder, root, _revisit_reason(folder))
            return None
        visited.add(key)
        with os.scandir(folder) as it:
            return sorted(it, key=lambda e: e.name)
    except PermissionError:
        _problem(result, folder, root, english("permission denied"))
    except OSError as exc:
        _problem(result, folder, root, english("cannot read folder: {detail}").format(
            detail=exc.strerror or exc))
    return None


def _revisit_reason(link: str) -> str:
    """Why a folder link leading to a folder walked already is not followed again."""
    target = os.path.realpath(link)
    if _within(os.path.realpath(os.path.dirname(link)), target):
        return english("folder link loop — already visited")
    return english("link to a folder indexed already, not followed again: {path}").format(
        path=display_os_path(target))


def _stat_file(
    path: str, root: str, is_supported: Callable[[Path], bool], result: WalkResult,
    links: LinkPolicy | None = None,
) -> FoundFile | None:
    # stat first: is_supported may read a suffix-less file's first bytes, and reading a
    # named pipe blocks forever (a device never ends)
    try:
        st = os.stat(path)
    except OSError as exc:
        if not _candidate(path, is_supported):
            result.ignored += 1
        elif isinstance(exc, FileNotFoundError):
            reason = (english("broken link") if os.path.islink(path) else
                      english("vanished during scan"))
            _problem(result, path, root, reason)
        elif exc.errno == errno.ELOOP:
            _problem(result, path, root, english("link loop"))
        elif isinstance(exc, PermissionError):
            _problem(result, path, root, english("permission denied"))
        else:
            _problem(result, path, root, english("cannot read: {detail}").format(
                detail=exc.strerror or exc))
        return None
    if not stat.S_ISREG(st.st_mode):
        if _candidate(path, is_supported):
            _problem(result, path, root, english("not a regular file ({detail})").format(
                detail=_special_kind(st.st_mode)))
        else:
            result.ignored += 1
        return None
    refusal = links.refusal(path) if links and os.path.islink(path) else None
    if refusal is not None:
        if _candidate(path, is_supported):
            _problem(result, path, root, refusal)
        else:
            result.ignored += 1
        return None
    if not is_supported(Path(path)):
        result.ignored += 1
        return None
    try:
        key, root_key = path_key(path), path_key(root)
    except UnstorablePath:
        _problem(result, path, root, english("file name cannot be stored (invalid characters)"))
        return None
    return FoundFile(
        path=key,
        root=root_key,
        rel_path=path_key(os.path.relpath(path, root)),
        size=st.st_size,
        mtime_ns=st.st_mtime_ns,
    )


def _candidate(path: str, is_supported: Callable[[Path], bool]) -> bool:
    """Whether a file the walk cannot read would have been indexed, judged by its name alone
    (a suffix-less name might be text: it counts)."""
    p = Path(path)
    return is_supported(p) if p.suffix else not p.name.startswith(".")


def _special_kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return english("named pipe")
    if stat.S_ISSOCK(mode):
        return english("socket")
    if stat.S_ISCHR(mode):
        return english("character device")
    if stat.S_ISBLK(mode):
        return english("block device")
    if stat.S_ISDIR(mode):
        return english("folder")
    return english("special file")


def _key(path: str) -> str:
    """A storable key for ``path``; a readable stand-in if even that is impossible."""
    try:
        return path_key(path)
    except UnstorablePath:
        return display_os_path(path)


def _problem(result: WalkResult, path: str, root: str, reason: str) -> None:
    result.problems.append(WalkProblem(_key(path), safe_text(reason), _key(root)))
