"""A shared library's publication: the snapshots an indexing machine publishes, checked as a reader reads them.

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

Whoever can write the share writes the publication, so a reader trusts nothing in it (issue
32): every field is checked (:func:`read_publication`), the snapshot is a file name beside it,
never a path, and the Chroma server it names is used only when it is the one the reader chose
(:func:`reader_server`): a share never decides where a reader's searches and credentials go.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import sqlite3
import stat
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from indexer.base.private import open_private, private_dir
from indexer.base.problems import Fix, Problem, Remedy
from indexer.base.words import english
from indexer.servers.chroma import (
    EMBEDDED,
    normalize_url,
    public_url,
    recorded_url,
    same_server,
)

PUBLICATION = "footnote-library.json"
FORMAT = 1
KEEP_SNAPSHOTS = 3  # a reader still copying an older one keeps its file for two more publishes
SHARE_FOLDER = ".footnote-library"  # the usual place: inside the shared documents folder
SNAPSHOT_NAME = re.compile(r"library-[0-9]+\.sqlite")  # a name beside the publication, no path
MAX_PUBLICATION_BYTES = 4 * 1024 * 1024  # thousands of folders fit; a bomb does not
ACCEPTED_SERVER = "chroma-server"  # in a reader's cache: the server it chose for this share


class NotShareable(Exception):
    """This library cannot be published (its vectors are on this machine only)."""


class SharedLibraryUnavailable(Problem):
    """No readable publication in the folder a reader was given."""


class ServerNotChosen(SharedLibraryUnavailable):
    """The publication's Chroma server is not the one this reader chose (or it chose none)."""


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
    publication = Publication(  # the server without user or password: readers sign in as themselves
        generation=generation, snapshot=name, chroma_url=public_url(chroma_url), roots=list(roots),
        embedder_id=embedder_id, published_at=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        publisher=socket.gethostname(), published_into=str(folder.resolve()))
    record = {k: v for k, v in asdict(publication).items() if k != "path_map"}
    write_atomically(folder / PUBLICATION, json.dumps(record, indent=1) + "\n")
    _prune(folder, keep=name)
    return publication


def read_publication(folder: Path) -> Publication:
    """The folder's current publication, every field checked and none unknown (a Footnote that
    publishes more fields raises :data:`FORMAT`); raises :class:`SharedLibraryUnavailable`
    saying what is wrong."""
    path = folder / PUBLICATION
    try:
        record = json.loads(_read_small_file(path))
    except FileNotFoundError:
        raise SharedLibraryUnavailable(english(
            "{folder} holds no shared library ({name} not found): on the indexing machine, run "
            "`{command}`").format(folder=folder, name=PUBLICATION,
                                  command=f"python -m indexer --chroma-url URL publish {folder}")
        ) from None
    except (OSError, ValueError, RecursionError) as exc:
        raise SharedLibraryUnavailable(
            english("cannot read {path}: {detail}.").format(path=path, detail=exc) + " "
            + _ask_again(folder)) from exc
    if not isinstance(record, dict):
        raise SharedLibraryUnavailable(
            english("{path} is not a publication (a JSON {kind}, not an object).").format(
                path=path, kind=type(record).__name__) + " " + _ask_again(folder))
    if type(record.get("format")) is not int or record["format"] != FORMAT:
        raise SharedLibraryUnavailable(english(
            "{path} was published by another version of Footnote (format {found}, this one "
            "reads {format}): update Footnote here or there").format(
            path=path, found=_shown(record.get("format")), format=FORMAT))
    unknown = sorted(set(record) - set(_PUBLISHED) - {"path_map"})  # path_map: ours, ignored
    if unknown:
        raise SharedLibraryUnavailable(
            english("{path} is not a valid publication: it has fields Footnote does not publish "
                    "({fields}).").format(
                path=path,
                fields=", ".join(map(_shown, unknown[:5])) + (", …" if len(unknown) > 5 else ""))
            + " " + english("Nothing was copied.") + " " + _ask_again(folder))
    return Publication(**{name: _checked(record, name, path) for name in _PUBLISHED})


def _read_small_file(path: Path) -> bytes:
    """A regular file's bytes, up to :data:`MAX_PUBLICATION_BYTES` (no FIFO, device or bomb)."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    with os.fdopen(fd, "rb") as fh:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise ValueError(english("it is not a regular file"))
        data = fh.read(MAX_PUBLICATION_BYTES + 1)
    if len(data) > MAX_PUBLICATION_BYTES:
        raise ValueError(english("it is larger than {size} MiB").format(
            size=MAX_PUBLICATION_BYTES // 2**20))
    return data


def _text(value: Any) -> bool:
    return isinstance(value, str) and "\x00" not in value


def _server_url(value: Any) -> bool:
    try:
        return _text(value) and bool(public_url(value))
    except ValueError:
        return False


# Each field a publication must have: whether a value is acceptable, and what it must be.
_CHECKS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "generation": (lambda v: type(v) is int and v > 0, english("a positive whole number")),
    "snapshot": (lambda v: _text(v) and SNAPSHOT_NAME.fullmatch(v) is not None,
                 english("a file name beside the publication, like library-<digits>.sqlite")),
    "chroma_url": (_server_url, english("the http(s) URL of a Chroma server")),
    "roots": (lambda v: isinstance(v, list) and all(_text(r) for r in v),
              english("a list of folder paths")),
    "embedder_id": (lambda v: v is None or _text(v), english("an embedder's name, or null")),
    "published_at": (_text, english("a time, as text")),
    "publisher": (_text, english("a host name")),
    "published_into": (_text, english("a folder path")),
    "format": (lambda v: v == FORMAT, f"{FORMAT}"),
}
_PUBLISHED = [f.name for f in fields(Publication) if f.name != "path_map"]  # filled in by readers


def _checked(record: dict[str, Any], name: str, path: Path) -> Any:
    accept, what = _CHECKS[name]
    if name not in record:
        template = english("{path} is not a valid publication: its field {name} is missing (it "
                           "must be {detail}).")
    elif not accept(record[name]):
        template = english("{path} is not a valid publication: its field {name} is {value} (it "
                           "must be {detail}).")
    else:
        value = record[name]
        if name == "chroma_url":  # older versions published a password typed into the URL
            return public_url(value)
        return list(value) if name == "roots" else value
    raise SharedLibraryUnavailable(
        template.format(path=path, name=repr(name), value=_shown(record.get(name)), detail=what)
        + " " + english("Nothing was copied.") + " " + _ask_again(path.parent))


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "…"


def _ask_again(folder: Path) -> str:
    return english("Ask the publisher to publish again (`{command}` on the indexing "
                   "machine).").format(command=f"python -m indexer --chroma-url URL publish {folder}")


def local_copy(folder: Path, cache_dir: Path,
               path_map: dict[str, str] | None = None) -> tuple[Path, Publication]:
    """Copy the current snapshot into ``cache_dir`` (once per generation); returns the data dir
    to open read-only, and the publication with its path map (given, or guessed: a snapshot
    folder inside one of the publisher's folders tells where this desktop sees that folder).
    Nothing is written outside ``cache_dir``, nor read from outside ``folder``."""
    publication = read_publication(folder)
    for _ in range(KEEP_SNAPSHOTS + 2):  # published over while copying: the newer one is whole
        data_dir = cache_dir / str(publication.generation)
        if (data_dir / "library.sqlite").exists() or _copy_snapshot(folder, publication,
                                                                    data_dir):
            break
        newer = read_publication(folder)
        if newer.generation == publication.generation:
            raise SharedLibraryUnavailable(
                english("{path} names the snapshot {name}, which is not in {folder}.").format(
                    path=folder / PUBLICATION, name=publication.snapshot, folder=folder)
                + " " + _ask_again(folder))
        publication = newer
    else:
        raise SharedLibraryUnavailable(english(
            "{folder} was published again while each snapshot was being copied: try again in a "
            "moment.").format(folder=folder))
    for old in cache_dir.iterdir():
        if old.is_dir() and old.name != data_dir.name:
            shutil.rmtree(old, ignore_errors=True)
    mapping = dict(path_map or _guess_map(folder, publication))
    return data_dir, Publication(**{**asdict(publication), "path_map": mapping})


def _copy_snapshot(folder: Path, publication: Publication, data_dir: Path) -> bool:
    """Copy the publication's snapshot into ``data_dir``; False when it is gone. Only a regular
    file is copied: a link (to anything this user can read) or a FIFO is refused."""
    source = folder / publication.snapshot  # a plain name: checked by read_publication
    try:
        fd = os.open(source, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except FileNotFoundError:
        return False
    except OSError as exc:  # ELOOP: a symbolic link
        raise SharedLibraryUnavailable(
            english("cannot read the snapshot {path} ({detail}; a snapshot is a plain file, "
                    "never a link).").format(path=source, detail=exc.strerror or exc)
            + " " + _ask_again(folder)) from exc
    with os.fdopen(fd, "rb") as src:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise SharedLibraryUnavailable(
                english("the snapshot {path} is not a plain file.").format(path=source)
                + " " + _ask_again(folder))
        private_dir(data_dir.parent)  # the full text of the share's documents: this user's only
        private_dir(data_dir)
        part = data_dir / ".library.sqlite.part"
        with os.fdopen(open_private(part, os.O_WRONLY | os.O_TRUNC), "wb") as dst:
            shutil.copyfileobj(src, dst, 1024 * 1024)
    os.replace(part, data_dir / "library.sqlite")
    return True


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


def write_atomically(path: Path, text: str) -> None:
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


def reader_server(publication: Publication, chosen: str | None) -> str:
    """The Chroma server a reader reads ``publication``'s vectors from, as recorded: the one it
    chose (``--chroma-url``, its settings), which must be the one the publication names.

    Raises :class:`ServerNotChosen` (before anything is sent anywhere) saying which server the
    publication names and how to accept it.
    """
    named, by = publication.chroma_url, publication.publisher
    accept = Remedy(Fix.ACCEPT_SERVER, named, does=english("it is remembered for this folder"))
    if not chosen or chosen.strip().lower() == EMBEDDED:
        raise ServerNotChosen(
            english("this shared library (published by {machine}) keeps its vectors on the "
                    "Chroma server at {url}, its publication says.").format(machine=by, url=named)
            + " " + english("Footnote sends searches, and your Chroma credentials, only to a "
                            "server you chose."), accept)
    if not same_server(normalize_url(chosen), named):
        raise ServerNotChosen(
            english("this shared library (published by {machine}) names the Chroma server at "
                    "{url}, not the one you chose ({chosen}): nothing was sent to "
                    "either.").format(machine=by, url=named, chosen=public_url(chosen)), accept,
            after=english("If you do not, ask the publisher where its vectors are."))
    return recorded_url(chosen)


def parse_path_map(pairs: list[str]) -> dict[str, str]:
    """``THEIRS=OURS`` pairs (``--map``) as a mapping; raises ValueError for a malformed one."""
    mapping = {}
    for pair in pairs:
        theirs, sep, ours = pair.partition("=")
        if not sep or not theirs or not ours:
            raise ValueError(english("{option} wants PUBLISHER_FOLDER=FOLDER_HERE, not {pair}").format(
                option="--map", pair=repr(pair)))
        mapping[theirs.rstrip(os.sep) or os.sep] = ours.rstrip(os.sep) or os.sep
    return mapping
