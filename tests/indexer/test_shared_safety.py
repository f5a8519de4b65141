"""A shared library's publication is written by whoever can write the share: a crafted one never
makes a reader send its Chroma credentials or searches elsewhere, nor write or read outside the
reader's cache (issue 32, items 3 and 7)."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_app.core.problems import window_words
from indexer.cli.common import explain as cli_words
from indexer.retrieval.search import search
from indexer.store.library import Library
from indexer.store.publication import (
    PUBLICATION,
    ServerNotChosen,
    SharedLibraryUnavailable,
    local_copy,
    publish,
    read_publication,
)
from indexer.store.shared import open_shared, publish_library
from tests.helpers import ChromaServer, HashEmbedder, run_index, write_sample_documents
from tests.ollama_proxy import AuthProxy

PROJECT = Path(__file__).resolve().parents[2]
TOKEN = "reader-only-token-6b1f"


# --- crafted fields: names, never paths (item 7) ---------------------------------------------

@pytest.fixture
def share(tmp_path: Path) -> Path:
    """A real publication of a small manifest, to be tampered with."""
    manifest = tmp_path / "library.sqlite"
    db = sqlite3.connect(manifest)
    db.execute("CREATE TABLE t (n INTEGER)")
    db.commit()
    db.close()
    folder = tmp_path / "share"
    publish(manifest, "http://nas:8000", [str(tmp_path)], "builtin", folder)
    return folder


def _tamper(share: Path, record: object) -> None:
    (share / PUBLICATION).write_text(json.dumps(record), encoding="utf-8")


def _published(share: Path) -> dict:
    return json.loads((share / PUBLICATION).read_text(encoding="utf-8"))


def _files_under(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if p.is_file()] if folder.exists() else []


CRAFTED = {  # name: (what changes in the record, the words that say which field is wrong)
    "generation climbs out of the cache": ({"generation": "../../../escaped"}, "'generation'"),
    "generation is an absolute path": ({"generation": "ESCAPED"}, "'generation'"),
    "generation is zero": ({"generation": 0}, "'generation'"),
    "generation is true": ({"generation": True}, "'generation'"),
    "generation is text digits": ({"generation": "17"}, "'generation'"),
    "snapshot climbs out of the share": ({"snapshot": "../secret.txt"}, "'snapshot'"),
    "snapshot is absolute": ({"snapshot": "SECRET"}, "'snapshot'"),
    "snapshot is another name": ({"snapshot": "library.sqlite"}, "'snapshot'"),
    "roots is text": ({"roots": "/srv/docs"}, "'roots'"),
    "roots holds a number": ({"roots": ["/srv/docs", 3]}, "'roots'"),
    "chroma_url is no URL": ({"chroma_url": "file:///etc/passwd"}, "'chroma_url'"),
    "chroma_url is a number": ({"chroma_url": 8000}, "'chroma_url'"),
    "embedder_id is a list": ({"embedder_id": ["builtin"]}, "'embedder_id'"),
    "publisher is null": ({"publisher": None}, "'publisher'"),
    "published_into is a number": ({"published_into": 1}, "'published_into'"),
    "an extra field": ({"evil": 1}, "'evil'"),
}


@pytest.mark.parametrize("change,words", CRAFTED.values(), ids=CRAFTED.keys())
def test_a_crafted_field_is_refused_and_nothing_lands_outside_the_cache(
        tmp_path: Path, share: Path, change: dict, words: str):
    secret = tmp_path / "secret.txt"
    secret.write_text("root:x:0:0:the reader's private words\n")
    where = {"SECRET": str(secret), "ESCAPED": str(tmp_path / "escaped")}
    change = {k: where.get(v, v) if isinstance(v, str) else v for k, v in change.items()}
    _tamper(share, {**_published(share), **change})
    cache = tmp_path / "reader" / "cache" / "abc"
    with pytest.raises(SharedLibraryUnavailable) as refused:
        local_copy(share, cache)
    message = str(refused.value)
    assert words in message and "publish again" in message and str(share) in message
    assert not (tmp_path / "escaped").exists()  # library.sqlite was not written there
    assert not [p for p in _files_under(tmp_path / "reader")
                if b"private words" in p.read_bytes()]  # the secret was not copied in
    assert _files_under(tmp_path / "reader") == []  # nothing was written at all


@pytest.mark.parametrize("missing", ["generation", "snapshot", "chroma_url", "roots",
                                     "published_into"])
def test_a_publication_missing_a_field_is_refused_saying_which(
        tmp_path: Path, share: Path, missing: str):
    record = _published(share)
    del record[missing]
    _tamper(share, record)
    with pytest.raises(SharedLibraryUnavailable, match=f"'{missing}' is missing"):
        read_publication(share)


@pytest.mark.parametrize("text", ['[{"format": 1}]', '"format"', "17", "null", "{broken",
                                  "[" * 100_000 + "]" * 100_000])
def test_a_publication_that_is_not_an_object_is_refused(share: Path, text: str):
    (share / PUBLICATION).write_text(text, encoding="utf-8")
    with pytest.raises(SharedLibraryUnavailable, match="publish again"):
        read_publication(share)


def test_a_snapshot_that_is_a_link_or_a_fifo_is_not_copied(tmp_path: Path, share: Path):
    secret = tmp_path / "secret.txt"
    secret.write_text("the reader's private words\n")
    record = _published(share)
    (share / record["snapshot"]).unlink()
    (share / record["snapshot"]).symlink_to(secret)  # a name, but it leads elsewhere
    cache = tmp_path / "cache"
    with pytest.raises(SharedLibraryUnavailable, match="never a link"):
        local_copy(share, cache)
    assert _files_under(cache) == []

    (share / record["snapshot"]).unlink()
    os.mkfifo(share / record["snapshot"])  # opening it would wait for ever
    with pytest.raises(SharedLibraryUnavailable, match="not a plain file"):
        local_copy(share, cache)
    assert _files_under(cache) == []


def test_a_publication_naming_a_snapshot_that_is_gone_says_so(tmp_path: Path, share: Path):
    _tamper(share, {**_published(share), "snapshot": "library-1.sqlite"})
    with pytest.raises(SharedLibraryUnavailable, match="library-1.sqlite, which is not in"):
        local_copy(share, tmp_path / "cache")  # once it recursed until RecursionError


def test_a_password_published_by_an_older_version_is_not_read_back(share: Path):
    _tamper(share, {**_published(share), "chroma_url": "http://bob:hunter2@nas:8000/"})
    assert read_publication(share).chroma_url == "http://nas:8000"


# --- the reader's server is the reader's choice (item 3) --------------------------------------

@pytest.fixture
def published(tmp_path: Path, chroma: ChromaServer) -> Path:
    """A publisher indexed into the real Chroma server and published into a share."""
    docs = write_sample_documents(tmp_path / "docs")
    with Library(tmp_path / "publisher", chroma_url=chroma.url) as library:
        run_index(library, HashEmbedder(), [docs])
        publish_library(library, tmp_path / "share")
    return tmp_path / "share"


@pytest.fixture
def recorder(chroma: ChromaServer):
    """A host that records every request (and its Authorization) and answers like the real
    server, as a hostile neighbour's would: nothing stops an old reader from using it."""
    proxy = AuthProxy(chroma.url, None, prefix="")
    yield proxy
    proxy.close()


def _point_at(share: Path, url: str) -> None:
    _tamper(share, {**_published(share), "chroma_url": url})


def test_a_publication_never_chooses_where_a_reader_sends_its_token_and_searches(
        tmp_path: Path, chroma: ChromaServer, published: Path, recorder: AuthProxy,
        monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("FOOTNOTE_CHROMA_TOKEN", TOKEN)
    _point_at(published, recorder.url)  # someone who can write the share edits it
    cache = tmp_path / "cache"

    with pytest.raises(ServerNotChosen) as unchosen:  # the reader chose no server
        open_shared(published, cache_root=cache)
    assert f"the Chroma server at {recorder.url}" in str(unchosen.value)
    assert f"--chroma-url {recorder.url}" in cli_words(unchosen.value)  # how to accept it
    assert f"enter {recorder.url} in Settings ▸ Chroma server" in window_words(unchosen.value)

    with pytest.raises(ServerNotChosen) as other:  # the reader chose the real server
        open_shared(published, cache_root=cache, chroma_url=chroma.url)
    assert f"names the Chroma server at {recorder.url}, not the one you chose " \
           f"({chroma.url})" in str(other.value)
    assert recorder.seen == []  # no token, no query vector, not even a heartbeat

    # the reader accepts that server: from then on it is its choice, and it gets the token
    with open_shared(published, cache_root=cache, chroma_url=recorder.url) as library:
        hits = search(library, HashEmbedder(), "terminate the agreement with notice", k=1)
    assert hits[0].vector_rank == 1
    assert any(method == "POST" and path.endswith("/query") and auth == f"Bearer {TOKEN}"
               for method, path, auth in recorder.seen)


def test_the_chosen_server_is_remembered_and_a_changed_publication_is_refused(
        tmp_path: Path, chroma: ChromaServer, published: Path, recorder: AuthProxy,
        monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("FOOTNOTE_CHROMA_TOKEN", TOKEN)
    cache = tmp_path / "cache"
    with open_shared(published, cache_root=cache, chroma_url=chroma.url):
        pass
    with open_shared(published, cache_root=cache) as again:  # confirmed once
        assert again.vectors.url == chroma.url
        assert search(again, HashEmbedder(), "terminate the agreement", k=1)[0].vector_rank == 1

    _point_at(published, recorder.url)
    with pytest.raises(ServerNotChosen, match=f"not the one you chose \\({chroma.url}\\)"):
        open_shared(published, cache_root=cache)
    assert recorder.seen == []


def test_the_cli_refuses_a_publication_pointing_elsewhere_and_says_how_to_accept_it(
        tmp_path: Path, chroma: ChromaServer, published: Path, recorder: AuthProxy):
    _point_at(published, recorder.url)
    env = dict(os.environ, FOOTNOTE_CHROMA_TOKEN=TOKEN, XDG_CACHE_HOME=str(tmp_path / "xdg"))
    for chosen in ([], ["--chroma-url", chroma.url]):
        result = subprocess.run(
            [sys.executable, "-m", "indexer", *chosen, "--shared", str(published), "status"],
            cwd=PROJECT, env=env, capture_output=True, text=True, timeout=120)
        assert result.returncode == 3, result.stderr
        assert result.stderr.startswith("error: ") and "Traceback" not in result.stderr
        assert f"--chroma-url {recorder.url}" in result.stderr
    assert recorder.seen == []


def test_the_readers_copy_of_a_snapshot_is_its_own_alone(tmp_path: Path, share: Path):
    import stat

    previous = os.umask(0o022)
    try:
        data_dir, _ = local_copy(share, tmp_path / "cache" / "shared" / "abc")
    finally:
        os.umask(previous)
    for folder in (data_dir, data_dir.parent):  # a full-text copy of the share's documents
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert stat.S_IMODE((data_dir / "library.sqlite").stat().st_mode) == 0o600
