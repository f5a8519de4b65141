"""Run in a child process: ask a question and hang at one moment of the answer until killed.

``python -m tests.faults.answer_worker DATA_DIR THREAD MODE``; MODE is

``tokens``  the model has streamed a few words of its answer (prints ``STREAMING``)
``tool``    the model asked for a search of its own, which is running (prints ``IN-TOOL``)
``delay``   the model writes slowly (one word per 20 ms) and never stops the parent's clock:
            the parent kills it at a seeded random moment (prints ``ASKED`` when started)
"""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path

from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.events import Token
from desktop_app.assistant.service import Assistant
from tests.assistant.fakes import Gate, ScriptedChatModel, cite_everything, search
from tests.helpers import HashEmbedder

QUESTION = "When does the lease end?"
LONG_ANSWER = " ".join(["The lease ends in March 2031 [1]."] * 40)


class HangOnSecondSearch(HashEmbedder):
    """The pre-search runs; the model's own search (the second) hangs until the kill."""

    def __init__(self) -> None:
        super().__init__()
        self.searches = 0

    def embed_query(self, text: str) -> list[float]:
        self.searches += 1
        if self.searches == 2:
            print("IN-TOOL", flush=True)
            threading.Event().wait()
        return super().embed_query(text)


class SlowWriter(ScriptedChatModel):
    def _stream(self, *args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        for chunk in super()._stream(*args, **kwargs):
            time.sleep(0.02)
            yield chunk


def main(data_dir: str, thread_id: str, mode: str) -> None:
    embedder: HashEmbedder = HashEmbedder()
    if mode == "tokens":
        model = ScriptedChatModel(script=[LONG_ANSWER], gate=Gate(call=1, after_chunks=8))
    elif mode == "tool":
        model = ScriptedChatModel(script=[search("lease termination date"), cite_everything])
        embedder = HangOnSecondSearch()
    else:
        model = SlowWriter(script=[search("warehouse lease"), LONG_ANSWER])
    assistant = Assistant(AssistantSettings(), Path(data_dir), chat_model=model, embedder=embedder)
    print("ASKED", flush=True)
    tokens = 0
    for event in assistant.ask(thread_id, QUESTION):
        if isinstance(event, Token):
            tokens += 1
            if tokens == 3 and mode == "tokens":
                print("STREAMING", flush=True)
    print("FINISHED", flush=True)


if __name__ == "__main__":
    main(*sys.argv[1:])
