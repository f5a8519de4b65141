"""folders.json: a copy of the library's folders and exclusion rules beside library.sqlite."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from indexer.base.words import english
from indexer.ingest.discovery import Exclusion, exclusion_for

log = logging.getLogger(__name__)

FOLDER_LIST = "folders.json"
_FORMAT = 1


@dataclass(frozen=True)
class FolderList:
    """What folders.json holds: the library folders (keys) and their exclusion rules."""

    roots: tuple[str, ...]
    exclusions: tuple[Exclusion, ...]


class FolderListUnreadable(Exception):
    """folders.json is there but cannot be read back (damaged, or not Footnote's)."""


def folder_list_text(roots: Sequence[str], exclusions: Sequence[Exclusion]) -> str:
    """folders.json's content for these folders and rules (rules of other folders left out)."""
    rules: dict[str, list[dict[str, str]]] = {root: [] for root in roots}
    for rule in exclusions:
        if rule.root in rules:
            rules[rule.root].append({"kind": rule.kind, "rule": rule.rule})
    folders = [{"path": root, "exclusions": rules[root]} for root in roots]
    return json.dumps({"format": _FORMAT, "folders": folders}, ensure_ascii=False, indent=1) + "\n"


def keep_folder_list(data_dir: Path, roots: Sequence[str], exclusions: Sequence[Exclusion]) -> None:
    """Bring folders.json up to date (written only when it differs), atomically and owner-only.

    A copy only: the manifest stays the source of truth, so a copy that cannot be written is
    logged, never raised."""
    path = Path(data_dir) / FOLDER_LIST
    text = folder_list_text(roots, exclusions)
    try:
        if path.read_text(encoding="utf-8") == text:
            return
    except (OSError, UnicodeDecodeError):
        pass
    try:
        _write_atomically(path, text)
    except OSError as exc:
        log.warning("cannot keep a copy of the library's folder list in %s (%s): a repair "
                    "could not restore the folders. Free some space or make the folder "
                    "writable, then index again", path, exc.strerror or exc)


def _write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to a private (0600) temporary file beside ``path``, then rename it."""
    fd, part = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".part")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(part, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(part)
        raise


def read_folder_list(data_dir: Path) -> FolderList | None:
    """The folder list kept in ``data_dir`` (None: there is no folders.json).

    Raises :class:`FolderListUnreadable` saying what is wrong with it."""
    path = Path(data_dir) / FOLDER_LIST
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise FolderListUnreadable(english("{path} cannot be read ({detail})").format(
            path=path, detail=exc.strerror or exc)) from exc
    try:
        return _parse(json.loads(raw.decode("utf-8")))
    except (UnicodeDecodeError, ValueError, TypeError, KeyError) as exc:
        raise FolderListUnreadable(english("{path} is damaged ({detail})").format(
            path=path, detail=exc)) from exc


def _parse(data: Any) -> FolderList:
    if not isinstance(data, dict) or data.get("format") != _FORMAT:
        raise ValueError(english("not a folder list of format {format}").format(format=_FORMAT))
    roots: list[str] = []
    rules: list[Exclusion] = []
    for folder in data["folders"]:
        root = folder["path"]
        if not isinstance(root, str) or not os.path.isabs(root):
            raise ValueError(english("{path} is not a folder's full path").format(
                path=repr(root)))
        roots.append(root)
        rules += [_rule(root, entry) for entry in folder["exclusions"]]
    return FolderList(tuple(roots), tuple(rules))


def _rule(root: str, entry: Any) -> Exclusion:
    kind, rule = entry["kind"], entry["rule"]
    if kind not in ("path", "pattern") or not isinstance(rule, str):
        raise ValueError(english("{rule} is not an exclusion rule").format(rule=repr(entry)))
    return exclusion_for(root, rule, kind)
