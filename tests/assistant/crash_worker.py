"""Run in a child process: asks a question and hangs inside the search until it is killed."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.service import Assistant
from tests.assistant.fakes import ScriptedChatModel, cite_everything
from tests.helpers import HashEmbedder


class HangingEmbedder(HashEmbedder):
    def embed_query(self, text: str) -> list[float]:
        print("IN-SEARCH", flush=True)
        threading.Event().wait()  # until the parent kills this process
        raise AssertionError("unreachable")


def main(data_dir: str, thread_id: str) -> None:
    assistant = Assistant(AssistantSettings(), Path(data_dir),
                          chat_model=ScriptedChatModel(script=[cite_everything]),
                          embedder=HangingEmbedder())
    for _ in assistant.ask(thread_id, "When does the lease end?"):
        pass


if __name__ == "__main__":
    main(*sys.argv[1:])
