"""A password typed into ``--chroma-url`` goes to the system keyring: never into library.sqlite,
``status``, an error, the publication or its snapshot, while the chosen server still gets it
(issue 32, item 6). A reverse proxy asking for basic auth stands in front of a real Chroma."""

from __future__ import annotations

import base64
import contextlib
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from desktop_app.core.problems import window_words
from indexer.cli import main as cli
from indexer.cli.common import explain as cli_words
from indexer.retrieval.search import search
from indexer.servers.chroma import KEYRING_SERVICE, PasswordNotKept
from indexer.store.library import Library
from indexer.store.publication import PUBLICATION
from tests.helpers import ChromaServer, HashEmbedder, run_index, write_sample_documents
from tests.ollama_proxy import AuthProxy, MemoryKeyring

PASSWORD = "hunter2-correct-horse"
ENVS = ("FOOTNOTE_CHROMA_TOKEN", "FOOTNOTE_CHROMA_PASSWORD")


@contextlib.contextmanager
def _keyring(monkeypatch: pytest.MonkeyPatch, ring: Any) -> Iterator[Any]:
    import keyring

    from indexer.servers.ollama import forget_cached

    for name in ENVS:
        monkeypatch.delenv(name, raising=False)
    before = keyring.get_keyring()
    keyring.set_keyring(ring)
    forget_cached()
    try:
        yield ring
    finally:
        keyring.set_keyring(before)
        forget_cached()


@pytest.fixture
def ring(monkeypatch: pytest.MonkeyPatch) -> Iterator[MemoryKeyring]:
    """An in-memory system keyring for this test, and no Chroma secret in the environment."""
    with _keyring(monkeypatch, MemoryKeyring()) as memory:
        yield memory


@pytest.fixture
def no_ring(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A machine without any keyring (a server, CI), and no Chroma secret in the environment."""
    from keyring.backends import fail

    with _keyring(monkeypatch, fail.Keyring()):
        yield


@pytest.fixture
def basic(chroma: ChromaServer):
    """The real Chroma server behind a proxy that lets in bob with his password only."""
    pair = base64.b64encode(f"bob:{PASSWORD}".encode()).decode()
    proxy = AuthProxy(chroma.url, f"Basic {pair}", prefix="")
    yield proxy
    proxy.close()


def _with_password(url: str) -> str:
    return url.replace("http://", f"http://bob:{PASSWORD}@")


def _with_user(url: str) -> str:
    return url.replace("http://", "http://bob@")


def _bytes_of(folder: Path) -> bytes:
    return b"".join(p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file())


def test_a_password_in_the_url_is_kept_in_the_keyring_and_never_stored_shown_or_published(
        tmp_path: Path, ring: MemoryKeyring, basic: AuthProxy, capsys):
    data, share = tmp_path / "data", tmp_path / "share"
    docs = write_sample_documents(tmp_path / "docs")
    with Library(data, chroma_url=_with_password(basic.url)) as library:
        run_index(library, HashEmbedder(), [docs])
        assert library.vectors.url == _with_user(basic.url)
    assert ring.secrets == {(KEYRING_SERVICE, _with_user(basic.url)): PASSWORD}
    sent = {auth for *_, auth in basic.seen}
    assert sent == {basic.authorization}  # every request carried bob's password, none less

    assert cli.main(["--data-dir", str(data), "status"]) == cli.EXIT_OK
    assert cli.main(["--data-dir", str(data), "status", "--json"]) == cli.EXIT_OK
    assert cli.main(["--data-dir", str(data), "publish", str(share)]) == cli.EXIT_OK
    out, err = capsys.readouterr()
    assert f"vectors on: the Chroma server at {_with_user(basic.url)}" in out
    assert PASSWORD not in out + err
    assert PASSWORD.encode() not in _bytes_of(data)  # library.sqlite (and -wal), all of it
    assert PASSWORD.encode() not in _bytes_of(share)  # the publication and its snapshot
    assert json.loads((share / PUBLICATION).read_text())["chroma_url"] == basic.url  # no user

    # Another run, another process: no URL given, the library records it, the keyring has
    # the password; the server still gets it and vector search works.
    from indexer.servers.ollama import forget_cached

    forget_cached()
    basic.seen.clear()
    with Library(data) as library:
        hits = search(library, HashEmbedder(), "terminate the agreement with notice", k=1)
    assert hits[0].vector_rank == 1
    assert basic.authorization in {auth for *_, auth in basic.seen}


def test_without_a_keyring_the_password_is_refused_and_the_variable_named(
        tmp_path: Path, no_ring: None, basic: AuthProxy, monkeypatch: pytest.MonkeyPatch,
        capsys):
    data = tmp_path / "data"
    with pytest.raises(PasswordNotKept) as refused:
        Library(data, chroma_url=_with_password(basic.url))
    message = cli_words(refused.value)
    assert "no system keyring" in message and "FOOTNOTE_CHROMA_PASSWORD" in message
    assert f"Then give --chroma-url {_with_user(basic.url)}" in message and PASSWORD not in message
    assert f"Then enter {_with_user(basic.url)} in Settings ▸ Chroma server" in \
        window_words(refused.value)
    assert not (data / "library.sqlite").exists()  # nothing recorded

    docs = write_sample_documents(tmp_path / "docs")
    code = cli.main(["--data-dir", str(data), "--chroma-url", _with_password(basic.url),
                     "index", "--no-vectors", "--quiet", str(docs)])
    out, err = capsys.readouterr()
    assert code == cli.EXIT_USAGE and err.startswith("error: ")
    assert "FOOTNOTE_CHROMA_PASSWORD" in err and PASSWORD not in out + err

    # what the message says to do works: the password from the environment, the user in the URL
    monkeypatch.setenv("FOOTNOTE_CHROMA_PASSWORD", PASSWORD)
    with Library(data, chroma_url=_with_user(basic.url)) as library:
        run_index(library, HashEmbedder(), [docs])
        assert library.vectors_problem() is None
    assert basic.authorization in {auth for *_, auth in basic.seen}
    assert PASSWORD.encode() not in _bytes_of(data)


def test_a_wrong_or_missing_password_says_where_to_put_it(
        tmp_path: Path, ring: MemoryKeyring, basic: AuthProxy, monkeypatch: pytest.MonkeyPatch):
    with Library(tmp_path / "a", chroma_url=_with_user(basic.url)) as library:
        problem = library.vectors_problem()
    assert f"the Chroma server at {_with_user(basic.url)} asks for credentials (HTTP 401)" \
        in str(problem)
    typed = _with_user(basic.url).replace("@", ":PASSWORD@")
    assert "Set FOOTNOTE_CHROMA_PASSWORD in Footnote's environment, or give it once in " \
           f"--chroma-url {typed}" in cli_words(problem)
    assert f"or enter {typed} once in Settings ▸ Chroma server" in window_words(problem)
    monkeypatch.setenv("FOOTNOTE_CHROMA_PASSWORD", "not-it")
    with Library(tmp_path / "b", chroma_url=_with_user(basic.url)) as library:
        assert "refused the credentials (HTTP 401): check the password in " \
               "FOOTNOTE_CHROMA_PASSWORD" in str(library.vectors_problem())


def test_an_address_that_is_not_a_url_is_named_without_its_password(tmp_path: Path, capsys):
    code = cli.main(["--data-dir", str(tmp_path / "data"), "--chroma-url",
                     f"ftp://bob:{PASSWORD}@nas:8000", "index", "--no-vectors", "--quiet",
                     str(write_sample_documents(tmp_path / "docs"))])
    _out, err = capsys.readouterr()
    assert code == cli.EXIT_USAGE and "--chroma-url must be http://" in err
    assert PASSWORD not in err and "ftp://bob:" in err


def test_a_password_an_older_version_recorded_is_moved_out_of_the_library(
        tmp_path: Path, ring: MemoryKeyring, basic: AuthProxy):
    data = tmp_path / "data"
    with Library(data, chroma_url=basic.url.replace("http://", "http://bob@")) as library:
        run_index(library, HashEmbedder(), [write_sample_documents(tmp_path / "docs")],
                  fill_vectors=False)
    db = sqlite3.connect(data / "library.sqlite")  # as versions before issue 32 recorded it
    with db:
        db.execute("UPDATE meta SET value = ? WHERE key = 'chroma_url'",
                   (_with_password(basic.url),))
    db.close()
    assert PASSWORD.encode() in _bytes_of(data)

    with Library(data) as library:
        assert library.recorded_store_url == _with_user(basic.url)
        assert library.vectors_problem() is None  # the password, now from the keyring
    assert ring.secrets == {(KEYRING_SERVICE, _with_user(basic.url)): PASSWORD}
    assert PASSWORD.encode() not in _bytes_of(data)
