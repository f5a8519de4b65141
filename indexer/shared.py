"""Share one library between desktops: the indexing machine publishes snapshots, others read them.

Design (issue 13): vectors live on a Chroma server both machines reach; the keyword index and
manifest (``library.sqlite``) are published as an immutable snapshot into a folder the readers
see (usually a folder on the same share as the documents). Publishing copies the manifest with
SQLite's online backup (a consistent state even while a run writes), then replaces
``footnote-library.json`` atomically, so a reader sees either the old snapshot or the new one,
never half of one. A reader copies the snapshot it opens to its own cache and opens that
read-only: a network file system never serves SQLite pages to it, and the writer can go on.
Vector hits the snapshot does not know (written after it) are dropped by the search; vectors
removed after it only mean fewer vector hits. Paths are mapped from the publisher's folders to
where this desktop sees them.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import sqlite3
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from indexer.library import Library
    from indexer.settings import IndexSettings

PUBLICATION = "footnote-library.json"
FORMAT = 1
KEEP_SNAPSHOTS = 3  # a reader still copying an older one keeps its file for two more publishes
SHARE_FOLDER = ".footnote-library"  # the usual place: inside the shared documents folder


class NotShareable(Exception):
    """This library cannot be published (its vectors are on this machine only)."""


class SharedLibraryUnavailable(Exception):
    """No readable publication in the folder a reader was given."""


@dataclass(frozen=True)
class Publication:
    """What ``footnote-library.json`` says: the current snapshot and where its vectors are."""

    generation: int
    snapshot: str  # file name beside the publication
    chroma_url: str
    roots: list[str]  # the library's folders as the publishing machine sees them
    embedder_id: str | None
    published_at: str
    publisher: str  # host name of the publishing machine
    published_into: str  # this folder, as the publishing machine sees it
    format: int = FORMAT
    path_map: dict[str, str] = field(default_factory=dict)  # filled in by the reader

    def map_path(self, key: str) -> str:
        """A publisher's path as this desktop sees it (unchanged when no folder maps it)."""
        return _swap_prefix(key, self.path_map.items())

    def unmap_path(self, path: str) -> str:
        """A path on this desktop as the publisher stored it (for search filters)."""
        return _swap_prefix(path, [(ours, theirs) for theirs, ours in self.path_map.items()])


def _swap_prefix(path: str, pairs) -> str:  # noqa: ANN001 - iterable of (from, to)
    for old, new in pairs:
        old = old.rstrip(os.sep)
        if path == old or path.startswith(old + os.sep):
            return new.rstrip(os.sep) + path[len(old):]
    return path


def publish(manifest_path: Path, chroma_url: str | None, roots: list[str],
            embedder_id: str | None, folder: Path) -> Publication:
    """Publish a consistent snapshot of ``manifest_path`` into ``folder`` (created if needed).

    Raises :class:`NotShareable` when the vectors are not on a server.
    """
    if not chroma_url:
        raise NotShareable(
            "a shared library needs its vectors on a Chroma server the other desktops reach: "
            "index with --chroma-url http://SERVER:8000 (in the window: Settings ▸ Chroma "
            "server) and publish again")
    folder.mkdir(parents=True, exist_ok=True)
    generation = time.time_ns()
    name = f"library-{generation}.sqlite"
    part = folder / f".{name}.part"
    _snapshot(manifest_path, part)
    os.replace(part, folder / name)
    publication = Publication(
        generation=generation, snapshot=name, chroma_url=chroma_url, roots=list(roots),
        embedder_id=embedder_id, published_at=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        publisher=socket.gethostname(), published_into=str(folder.resolve()))
    record = {k: v for k, v in asdict(publication).items() if k != "path_map"}
    _write_atomically(folder / PUBLICATION, json.dumps(record, indent=1) + "\n")
    _prune(folder, keep=name)
    return publication


def read_publication(folder: Path) -> Publication:
    """The folder's current publication; raises :class:`SharedLibraryUnavailable`."""
    path = folder / PUBLICATION
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SharedLibraryUnavailable(
            f"{folder} holds no shared library ({PUBLICATION} not found): on the indexing "
            f"machine, run `python -m indexer --chroma-url URL publish {folder}`") from None
    except (OSError, ValueError) as exc:
        raise SharedLibraryUnavailable(f"cannot read {path}: {exc}") from exc
    if record.get("format") != FORMAT:
        raise SharedLibraryUnavailable(
            f"{path} was published by another version of Footnote (format "
            f"{record.get('format')}, this one reads {FORMAT}): update Footnote here or there")
    record.pop("path_map", None)
    return Publication(**record)


def local_copy(folder: Path, cache_dir: Path,
               path_map: dict[str, str] | None = None) -> tuple[Path, Publication]:
    """Copy the current snapshot into ``cache_dir`` (once per generation); returns the data dir
    to open read-only, and the publication with its path map (given, or guessed: a snapshot
    folder inside one of the publisher's folders tells where this desktop sees that folder)."""
    publication = read_publication(folder)
    data_dir = cache_dir / str(publication.generation)
    target = data_dir / "library.sqlite"
    if not target.exists():
        data_dir.mkdir(parents=True, exist_ok=True)
        part = data_dir / ".library.sqlite.part"
        try:
            shutil.copyfile(folder / publication.snapshot, part)
        except FileNotFoundError:  # published over meanwhile: the newer one is complete
            return local_copy(folder, cache_dir, path_map)
        os.replace(part, target)
        for old in cache_dir.iterdir():
            if old.is_dir() and old.name != data_dir.name:
                shutil.rmtree(old, ignore_errors=True)
    mapping = dict(path_map or _guess_map(folder, publication))
    return data_dir, Publication(**{**asdict(publication), "path_map": mapping})


def _guess_map(folder: Path, publication: Publication) -> dict[str, str]:
    """Published into ``<root>/<rel>`` on the publisher: this desktop, given ``…/<rel>``, sees
    that root ``len(rel)`` levels above the folder it was given."""
    published_into = Path(publication.published_into)
    for root in sorted(publication.roots, key=len, reverse=True):
        try:
            rel = published_into.relative_to(root)
        except ValueError:
            continue
        ours = folder.resolve()
        for _ in rel.parts:
            ours = ours.parent
        return {} if str(ours) == root else {root: str(ours)}
    return {}


def _snapshot(source: Path, target: Path) -> None:
    src = sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True)
    try:
        dst = sqlite3.connect(target)
        try:
            src.backup(dst)
            dst.execute("PRAGMA journal_mode=DELETE")  # one self-contained file, no -wal
        finally:
            dst.close()
    finally:
        src.close()
    with open(target, "rb") as fh:
        os.fsync(fh.fileno())


def _write_atomically(path: Path, text: str) -> None:
    part = path.with_name(f".{path.name}.part")
    with open(part, "w", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(part, path)


def _prune(folder: Path, keep: str) -> None:
    snapshots = sorted(folder.glob("library-*.sqlite"), key=lambda p: p.name, reverse=True)
    for old in snapshots[KEEP_SNAPSHOTS:]:
        if old.name != keep:
            old.unlink(missing_ok=True)


def open_shared(folder: Path, settings: IndexSettings | None = None,
                path_map: dict[str, str] | None = None, cache_root: Path | None = None) -> Library:
    """The library published in ``folder``, opened read-only from a local copy of its latest
    snapshot (vectors from its Chroma server)."""
    import hashlib

    import platformdirs

    from indexer.library import Library

    root = cache_root or Path(platformdirs.user_cache_dir("footnote", appauthor=False)) / "shared"
    cache_dir = root / hashlib.sha1(str(folder.resolve()).encode()).hexdigest()[:16]
    data_dir, publication = local_copy(folder, cache_dir, path_map)
    return Library(data_dir, settings, verify=False, shared=publication)


def publish_library(library: Library, folder: Path) -> Publication:
    """Publish ``library`` (its vectors must be on a Chroma server) into ``folder``."""
    return publish(library.manifest_path, library.vectors.url, library.manifest.roots(),
                   library.embedder_id, folder)


def parse_path_map(pairs: list[str]) -> dict[str, str]:
    """``THEIRS=OURS`` pairs (``--map``) as a mapping; raises ValueError for a malformed one."""
    mapping = {}
    for pair in pairs:
        theirs, sep, ours = pair.partition("=")
        if not sep or not theirs or not ours:
            raise ValueError(f"--map wants PUBLISHER_FOLDER=FOLDER_HERE, not {pair!r}")
        mapping[theirs.rstrip(os.sep) or os.sep] = ours.rstrip(os.sep) or os.sep
    return mapping
