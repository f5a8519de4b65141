"""A multilingual library in a folder with spaces and accents, and a conversation about it
produced by the real agent graph driven by a scripted model."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from langchain_core.messages import BaseMessage

from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.prompts import NOT_FOUND_SENTENCE
from desktop_app.assistant.service import Assistant
from desktop_app.assistant.state import Turn
from indexer.base.settings import IndexSettings
from indexer.store.library import Library
from tests.assistant.fakes import ScriptedChatModel, cite_everything, passages_in
from tests.helpers import HashEmbedder, run_index
from tests.helpers.samples import CHINESE, FRENCH, QUESTIONS, RUSSIAN, UNSUPPORTED

PDF_PAGES = ["Page one. The cider press was bought in Zürich for the orchard.",
             "Page two. The warranty on the cider press lasts five years from delivery."]


@dataclass
class Conversation:
    data_dir: Path
    thread_id: str
    turns: list[Turn]
    folder: Path


def flagged_answer(messages: list[BaseMessage]) -> str:
    """Cites the warranty page, adds an unsupported sentence and an invalid number."""
    shown = passages_in(messages)
    page_two = next(n for n, text in shown.items() if "warranty" in text)
    return (f"The warranty lasts five years from delivery [{page_two}]. {UNSUPPORTED} "
            "Гарантия действует пять лет [9].")


@pytest.fixture(scope="session")
def library_folder(tmp_path_factory: pytest.TempPathFactory, qapp) -> Path:  # noqa: ANN001
    from tests.helpers.window import write_pdf

    folder = tmp_path_factory.mktemp("export") / "Mes documents — été" / "Überblick 資料"
    folder.mkdir(parents=True)
    (folder / "Договор поставки.txt").write_text(RUSSIAN + "\n", encoding="utf-8")
    (folder / "会议记录.md").write_text(f"# 仓库\n\n{CHINESE}\n", encoding="utf-8")
    (folder / "café crème.txt").write_text(FRENCH + "\n", encoding="utf-8")
    write_pdf(folder / "Garantie pressoir.pdf", PDF_PAGES)
    return folder


@pytest.fixture(scope="session")
def conversation(tmp_path_factory: pytest.TempPathFactory, library_folder: Path) -> Conversation:
    data = tmp_path_factory.mktemp("export-data") / "data"
    with Library(data, IndexSettings(parse_workers=1, file_time_budget_s=30)) as library:
        run_index(library, HashEmbedder(), [library_folder])
    model = ScriptedChatModel(script=[cite_everything, NOT_FOUND_SENTENCE, flagged_answer])
    with Assistant(AssistantSettings(passages_per_search=8), data, chat_model=model,
                   embedder=HashEmbedder()) as assistant:
        thread = assistant.new_thread_id()
        for question in QUESTIONS:
            list(assistant.ask(thread, question))
        turns = assistant.messages(thread)
    return Conversation(data, thread, turns, library_folder)
