"""Another user on the same computer reads nothing of the library, the conversations or the
settings: the data and config folders are 0700 and the files in them 0600, under umask 022,
for a new library and for one an earlier version left world-readable."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_app.assistant.conversations import ConversationStore
from desktop_app.core import settings as app_settings

PROJECT = Path(__file__).resolve().parents[2]
NOBODY = 65534
SECRET = "hunter2-correct-horse-battery-staple"


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def read_as_nobody(path: Path) -> subprocess.CompletedProcess:
    """``cat path`` as the user nobody, without root's groups."""
    return subprocess.run(["cat", "--", str(path)], user=NOBODY, group=NOBODY, extra_groups=[],
                          capture_output=True, timeout=30)


def needs_a_second_user() -> None:
    if os.geteuid() != 0:
        pytest.skip("reading as another user needs root (to run `cat` as nobody, uid 65534)")


@pytest.fixture
def umask_022() -> Iterator[None]:
    previous = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(previous)


@pytest.fixture
def home(umask_022: None) -> Iterator[Path]:
    """A folder every user may enter (tmp_path is private to its owner, which would hide
    what this test is about): what a home folder usually is."""
    folder = Path(tempfile.mkdtemp(prefix="footnote-perms-"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def private_documents(home: Path) -> Path:
    docs = home / "Documents"
    docs.mkdir()
    creds = docs / "credentials.txt"
    creds.write_text(f"The database password is {SECRET}.\n", encoding="utf-8")
    creds.chmod(0o600)
    (docs / "notes.txt").write_text("Lunch with the supplier on Friday.\n", encoding="utf-8")
    return docs


def index(data: Path, docs: Path) -> None:
    """A real ``python -m indexer index`` run (with vectors: Chroma writes its files too)."""
    run = subprocess.run([sys.executable, "-m", "indexer", "--data-dir", str(data), "index",
                          str(docs), "--quiet"], cwd=PROJECT, capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == 0, run.stderr
    assert "2 indexed" in run.stdout


def open_conversations(data: Path) -> None:
    store = ConversationStore(data)
    try:
        store.touch("t1", f"What is the password? {SECRET}")
    finally:
        store.close()


def stores(data: Path, config: Path) -> list[Path]:
    return [data / "library.sqlite", data / "index.lock", data / "conversations.sqlite",
            data / "chroma" / "chroma.sqlite3", config / "settings.toml"]


def test_a_new_library_conversations_and_settings_are_their_owners_alone(home):
    docs = private_documents(home)
    data, config = home / "data", home / "config"
    index(data, docs)
    open_conversations(data)
    app_settings.save(app_settings.AppSettings(chat_model="m"), config)
    assert SECRET.encode() in (data / "library.sqlite").read_bytes()  # what is at stake

    for folder in (data, data / "chroma", config):
        assert mode(folder) == 0o700, folder
    for path in stores(data, config):
        assert mode(path) == 0o600, path
    for journal in (*data.glob("*.sqlite-wal"), *data.glob("*.sqlite-shm")):
        assert mode(journal) == 0o600, journal


def test_another_user_cannot_read_the_library_conversations_or_settings(home):
    needs_a_second_user()
    docs = private_documents(home)
    data, config = home / "data", home / "config"
    index(data, docs)
    open_conversations(data)
    app_settings.save(app_settings.AppSettings(chat_model="m"), config)
    readable = home / "readable.txt"
    readable.write_text("anyone may read this\n", encoding="utf-8")
    assert read_as_nobody(readable).returncode == 0  # the second user can read what is open

    for path in stores(data, config):
        denied = read_as_nobody(path)
        assert denied.returncode != 0 and b"Permission denied" in denied.stderr, path
    # The user opens the folders up (for a backup tool, say): the files stay private.
    data.chmod(0o755)
    config.chmod(0o755)
    for path in [*stores(data, config)[:4], config / "settings.toml",
                 *data.glob("*.sqlite-wal"), *data.glob("*.sqlite-shm")]:
        denied = read_as_nobody(path)
        assert denied.returncode != 0 and SECRET.encode() not in denied.stdout, path


def test_a_world_readable_library_from_an_earlier_version_is_made_private(home):
    needs_a_second_user()
    docs = private_documents(home)
    data, config = home / "data", home / "config"
    index(data, docs)
    open_conversations(data)
    app_settings.save(app_settings.AppSettings(chat_model="m"), config)
    for folder in (data, data / "chroma", config):  # what an earlier version left
        folder.chmod(0o755)
    for path in stores(data, config):
        path.chmod(0o644)
    assert read_as_nobody(data / "library.sqlite").returncode == 0

    status = subprocess.run([sys.executable, "-m", "indexer", "--data-dir", str(data), "status"],
                            cwd=PROJECT, capture_output=True, text=True, timeout=300)
    assert status.returncode == 0, status.stderr
    open_conversations(data)
    assert app_settings.load(config).chat_model == "m"

    assert mode(data) == mode(config) == 0o700
    for path in stores(data, config):
        # Chroma's store and the run lock (which holds no text): at the next indexing run
        if path.parent.name != "chroma" and path.name != "index.lock":
            assert mode(path) == 0o600, path
    data.chmod(0o755)
    for path in (data / "library.sqlite", data / "conversations.sqlite"):
        assert read_as_nobody(path).returncode != 0, path


def test_a_search_opens_the_vector_store_privately(home):
    """Chroma makes its files with the umask's mode; the folder keeps them in, and opening the
    store again takes the others' bits off them too."""
    needs_a_second_user()
    docs = private_documents(home)
    data = home / "data"
    index(data, docs)
    (data / "chroma").chmod(0o755)
    segment_files = [p for p in (data / "chroma").rglob("*") if p.is_file()]
    assert len(segment_files) > 1
    from indexer.store.vectors import VectorStore

    store = VectorStore(data / "chroma")
    assert store.client is not None
    assert mode(data / "chroma") == 0o700
    for path in segment_files:
        assert mode(path) & 0o077 == 0, path


def test_a_config_folder_other_programs_use_keeps_its_mode_and_the_settings_are_private(home):
    shared = home / ".config"
    shared.mkdir(mode=0o755)
    (shared / "user-dirs.dirs").write_text('XDG_DESKTOP_DIR="$HOME/Desktop"\n', encoding="utf-8")
    path = app_settings.save(app_settings.AppSettings(chat_model="m"), shared)
    assert mode(shared) == 0o755  # not Footnote's to close
    assert mode(path) == 0o600
    assert app_settings.load(shared).chat_model == "m" and mode(shared) == 0o755
