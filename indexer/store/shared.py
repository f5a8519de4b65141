"""Share one library between desktops: publish a library into a folder, open one published there.

The publication itself (its format, the checks a reader makes, the reader's own copy) is in
:mod:`indexer.store.publication`.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs

from indexer.base.private import private_dir
from indexer.store.library import Library
from indexer.store.publication import (
    ACCEPTED_SERVER,
    Publication,
    local_copy,
    publish,
    write_atomically,
)

if TYPE_CHECKING:
    from indexer.base.settings import IndexSettings


def open_shared(folder: Path, settings: IndexSettings | None = None,
                path_map: dict[str, str] | None = None, cache_root: Path | None = None,
                chroma_url: str | None = None) -> Library:
    """The library published in ``folder``, opened read-only from a local copy of its latest
    snapshot, its vectors read from the Chroma server this reader chose: ``chroma_url``, else
    ``settings.chroma_url``, else the one it chose for this folder before (remembered in its
    cache). Raises :class:`ServerNotChosen` when that is not the publication's (or there is
    none)."""
    root = private_dir(cache_root or Path(platformdirs.user_cache_dir("footnote", appauthor=False))
                       / "shared")
    cache_dir = root / hashlib.sha1(str(folder.resolve()).encode()).hexdigest()[:16]
    data_dir, publication = local_copy(folder, cache_dir, path_map)
    chosen = chroma_url or (settings.chroma_url if settings else "")
    library = Library(data_dir, settings, verify=False, shared=publication,
                      chroma_url=chosen or _accepted_server(cache_dir))
    if chosen and library.vectors.url:
        try:
            write_atomically(cache_dir / ACCEPTED_SERVER, library.vectors.url + "\n")
        except OSError:  # a convenience: the next open without a choice is refused, and says so
            pass
    return library


def _accepted_server(cache_dir: Path) -> str | None:
    try:
        return (cache_dir / ACCEPTED_SERVER).read_text(encoding="utf-8").strip() or None
    except (OSError, UnicodeDecodeError):
        return None


def publish_library(library: Library, folder: Path) -> Publication:
    """Publish ``library`` (its vectors must be on a Chroma server) into ``folder``."""
    return publish(library.manifest_path, library.vectors.url, library.manifest.roots(),
                   library.embedder_id, folder)
