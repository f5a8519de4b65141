"""Real-model tier: the CLI's ``ask`` end to end through ChatOllama, against a real (tiny) chat
model served over the Ollama HTTP API (the shared stand-in, or a real Ollama given its URL).

SmolLM2-135M proves structure, not wisdom: a search happened, tokens streamed, the citation
map resolves to indexed files, errors name their fix.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage, ToolMessage

from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.events import Done, Error, Status, Token
from desktop_app.assistant.middleware import PRESEARCH_PREFIX
from desktop_app.assistant.service import Assistant
from indexer.base.settings import IndexSettings
from indexer.servers.embedders import make_embedder
from indexer.store.library import Library
from tests.helpers import run_index
from tests.helpers.checks import assert_history_valid, state_of

pytestmark = [pytest.mark.real_model, pytest.mark.slow]
PROJECT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def library_dir(tmp_path_factory: pytest.TempPathFactory, corpus: Path, chat_server) -> Path:
    """The corpus indexed by the real indexer with the server's embeddings."""
    url, _, embedder = chat_server
    data = tmp_path_factory.mktemp("real-model") / "data"
    with Library(data, IndexSettings(parse_workers=1, file_time_budget_s=60)) as library:
        run_index(library, make_embedder(embedder, url), [corpus])
    return data


def test_cli_ask_streams_a_grounded_answer_with_resolvable_references(
        chat_server, library_dir, corpus):
    url, model, _ = chat_server
    done = subprocess.run(
        [sys.executable, "-m", "desktop_app", "ask", "How much notice ends the agreement?",
         "--data-dir", str(library_dir), "--model", model, "--ollama-url", url,
         "--max-answer-tokens", "64", "--events"],  # a short answer keeps the tier quick
        cwd=PROJECT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    events = [json.loads(line) for line in done.stdout.splitlines()]
    kinds = [e["event"] for e in events]
    assert kinds[0] == "Status" and events[0]["kind"] == "searching"  # the search ran first
    assert kinds[-1] == "Done"
    final = events[-1]
    # no_answer: the tiny model typed a tool call; stopped: it looped and Footnote cut it off
    assert final["outcome"] in ("answered", "not_found", "no_answer", "stopped")
    streamed = "".join(e["text"] for e in events if e["event"] == "Token").strip()
    # the tiny model sometimes types a tool call as its answer: that text is never shown
    assert kinds.count("Token") > 1 or final["answer"] == ""
    assert "tool_call" not in streamed
    if final["outcome"] == "stopped":  # kept up to where the loop began
        assert "repeating itself" in final["note"] and streamed.startswith(final["answer"])
    else:
        assert final["answer"] in (streamed, "")  # "": it typed a tool call instead
    assert final["answer"] or final["note"]
    assert final["citations"]
    for c in final["citations"].values():  # every [n] resolves to an indexed file and span
        assert Path(c["path"]).is_relative_to(corpus)
        assert c["quote"] and c["quote"] in Path(c["path"]).read_text(encoding="utf-8")
    shown = {int(n) for n in final["citations"]}
    for flag in final["flags"]:
        if flag["kind"] == "unknown_citation":
            assert not set(flag["numbers"]) & shown
    with Assistant(AssistantSettings(), library_dir) as reader:  # stored for the next process
        (turn,) = reader.messages(final["thread_id"])
        assert turn.citations.keys() == shown


def test_the_model_itself_calls_search_docs_through_chat_ollama(chat_server, library_dir):
    url, model, embedder = chat_server
    settings = AssistantSettings(model=model, ollama_url=url, embedder=embedder,
                                 pre_search=False, max_answer_tokens=96, request_timeout_s=600)
    with Assistant(settings, library_dir) as assistant:
        events = list(assistant.ask("own-search", "Who controls the aphids?"))
        assert isinstance(events[-1], Done), events[-1]
        if not any(isinstance(e, Status) and e.kind == "searching" for e in events):
            # The 135M model decides by itself whether to call the tool, and now and then (1 run
            # in 3 on 2026-12-01) answers directly: nothing of the tool-call path to check then.
            pytest.skip("the tiny stand-in model answered without calling search_docs this time")
        # a tool call typed as the answer is never shown: then no tokens stream
        assert sum(isinstance(e, Token) for e in events) > 1 or events[-1].answer == ""
        messages = state_of(assistant, "own-search")["messages"]
        calls = [c for m in messages if isinstance(m, AIMessage) for c in m.tool_calls]
        assert calls and not calls[0]["id"].startswith(PRESEARCH_PREFIX)
        assert calls[0]["name"] == "search_docs" and isinstance(calls[0]["args"]["query"], str)
        # its call is answered by the real tool: passages, or (when the tiny model also named a
        # file, folder or period the library lacks) why there is nothing to search
        [answer] = [m for m in messages if isinstance(m, ToolMessage)
                    and m.tool_call_id == calls[0]["id"]]
        assert "<passages" in answer.content or "Call list_documents" in answer.content
        assert_history_valid(messages)


def test_the_real_server_reports_missing_and_tool_less_models(chat_server, library_dir):
    url, _, embedder = chat_server
    cases = [("no-such-model:1b", "model_not_found", "ollama pull no-such-model:1b")]
    if "FOOTNOTE_TEST_OLLAMA_URL" not in os.environ:  # the stand-in's embedding model
        cases.append(("e5-small", "model_without_tools", "ollama pull"))
    for model, kind, fix in cases:
        settings = AssistantSettings(model=model, ollama_url=url, embedder=embedder)
        with Assistant(settings, library_dir) as assistant:
            (event,) = list(assistant.ask("x", "anything"))
            assert isinstance(event, Error) and event.kind == kind and fix in event.message


# Just over what a 2048-token window reads whole (library_tools: passages of more than
# (2048 - 128 - 1000) * 3 = 2760 characters are summarised in parts by the model), so the model
# reads it in one part, whose prompt these tests wait for (the stand-in reads ~130 tokens/s).
# Prose lines (over 100 characters) end the title block at "Chapter 1": every passage's label
# names the document briefly.
MANUAL_PAGES = 8
MANUAL_PROSE = (
    "Step {n}: the cider press valve {n} is oiled every {weeks} weeks, and the basket is rinsed "
    "with warm water after every pressing of the apples.",
    "The press screw {n} is tightened by hand before the apples go in, never with a bar, and "
    "pomace from pressing {n} goes to the compost heap.",
    "Juice from press {n} is poured into clean glass demijohns and kept in the cellar; a "
    "cracked slat is replaced before the next pressing.")


def _manual(folder: Path, pages: int) -> Path:
    from tests.helpers.filings import text_pdf

    folder.mkdir(parents=True, exist_ok=True)
    return text_pdf(folder / "press-manual.pdf", [
        [f"Chapter {n}", *(line.format(n=n, weeks=n + 1) for line in MANUAL_PROSE)]
        for n in range(1, pages + 1)])


@pytest.fixture(scope="module")
def manual_library(tmp_path_factory: pytest.TempPathFactory, chat_server) -> tuple[Path, Path]:
    url, _, embedder = chat_server
    root = tmp_path_factory.mktemp("real-model-manual")
    manual = _manual(root / "docs", MANUAL_PAGES)
    data = root / "data"
    with Library(data, IndexSettings(parse_workers=1, file_time_budget_s=60)) as library:
        run_index(library, make_embedder(embedder, url), [manual.parent])
    return data, manual


def test_a_summary_through_the_real_model_reads_the_document_and_cites_its_pages(
        chat_server, manual_library):
    """The summary request goes to read_document with the document's name (routed: a tiny
    model need not choose it); every [n] resolves to a page of that document."""
    url, model, _ = chat_server
    data, manual = manual_library
    settings = AssistantSettings(model=model, ollama_url=url, max_answer_tokens=64,
                                 context_window=2048, max_summary_parts=2)
    with Assistant(settings, data) as assistant:
        events = list(assistant.ask("t", "Summarise press-manual.pdf"))
        done = events[-1]
        assert isinstance(done, Done), done
        assert done.outcome in ("answered", "not_found", "no_answer", "stopped")
        messages = state_of(assistant, "t")["messages"]
        calls = [c for m in messages if isinstance(m, AIMessage) for c in m.tool_calls]
        assert calls[0]["name"] == "read_document"
        assert calls[0]["args"] == {"file": "press-manual.pdf"}
        reads = [m for m in messages if isinstance(m, ToolMessage) and m.name == "read_document"]
        assert reads and "press-manual.pdf" in reads[0].content
        # too long to read whole in this window: the real model summarised it in parts
        assert reads[0].content.startswith('<summaries document="press-manual.pdf"'), reads[0].content
        assert [e for e in events if isinstance(e, Status) and e.kind == "reading"]
        for citation in done.citations.values():
            assert citation.path == str(manual) and 1 <= (citation.page or 0) <= MANUAL_PAGES
        assert_history_valid(messages)


def test_stop_during_a_real_model_s_long_summary_leaves_a_valid_conversation(
        chat_server, manual_library):
    import threading

    url, model, _ = chat_server
    data, _ = manual_library
    settings = AssistantSettings(model=model, ollama_url=url, max_answer_tokens=64,
                                 context_window=2048, max_summary_parts=2)
    with Assistant(settings, data) as assistant:
        cancel = threading.Event()
        events = assistant.ask("stop", "Summarise press-manual.pdf", cancel)
        for event in events:
            if isinstance(event, Status) and event.kind == "reading":
                break
        assert "(part 1 of" in event.text, event  # stopped while the model reads a part
        cancel.set()
        done = next(events)
        assert isinstance(done, Done) and done.outcome == "stopped"
        from tests.helpers.checks import wait_for_idle

        # the stop lands at the model's next token: after its prompt is read (seconds)
        wait_for_idle(assistant, "stop", timeout=180)
        [turn] = assistant.messages("stop")  # the library is shared with the test above
        assert turn.outcome == "stopped"
        assert_history_valid(state_of(assistant, "stop")["messages"])
