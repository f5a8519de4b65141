"""Questions about whole documents and about the library — summarise, list, compare, read pages —
answered through the real agent with a scripted model, every sentence still cited to a page."""

from __future__ import annotations

import re
import threading
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage, ToolMessage

from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.events import Done, Status
from desktop_app.assistant.service import Assistant
from indexer.base.settings import IndexSettings
from indexer.store.library import Library
from tests.assistant.fakes import Gate, ScriptedChatModel, passages_in
from tests.helpers import HashEmbedder, run_index
from tests.helpers.checks import assert_history_valid, state_of, wait_for_idle
from tests.helpers.filings import text_pdf

FILLER = ["The agency reviewed its programs, its spending and its service to the public during",
          "the year, and reports the measures it set for each of its strategic goals below."]


def yearly_report(year: int, staff: str, claims: str) -> list[list[str]]:
    """Four pages: cover, staffing, retirement claims, outlook."""
    return [["Office of Records Management", f"Annual Performance Report {year}", *FILLER],
            ["Workforce", f"At the end of {year} the agency employed {staff} staff members,",
             "most of them in its retirement services and its records centres.", *FILLER],
            ["Retirement claims", f"The agency processed {claims} retirement claims in {year},",
             "most within sixty days of their receipt.", *FILLER],
            ["Outlook", "Next year the agency will digitise its paper records.", *FILLER]]


def long_manual(pages: int) -> list[list[str]]:
    """A long document whose every page says one thing of its own."""
    return [[f"Chapter {n}", f"Section {n} of the boiler manual explains valve number {n * 7},",
             f"which must be checked every {n + 1} months by a certified engineer.", *FILLER]
            for n in range(1, pages + 1)]


@pytest.fixture(scope="module")
def library_dir(tmp_path_factory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("documents")
    docs = root / "docs"
    (docs / "reports").mkdir(parents=True)
    text_pdf(docs / "reports" / "report-2019.pdf", yearly_report(2019, "5,120", "98,400"))
    text_pdf(docs / "reports" / "report-2023.pdf", yearly_report(2023, "6,310", "112,900"))
    text_pdf(docs / "boiler-manual.pdf", long_manual(60))
    (docs / "notes").mkdir()
    (docs / "notes" / "renovation.txt").write_text(
        "Renovation notes\n\nThe old pipes in the cellar are wrapped in asbestos and must be "
        "removed by a licensed firm before the boiler is replaced.\n", encoding="utf-8")
    (docs / "notes" / "survey.txt").write_text(
        "Building survey\n\nThe survey found asbestos in the attic insulation and none in the "
        "walls. The roof tiles are sound.\n", encoding="utf-8")
    (docs / "notes" / "garden.txt").write_text(
        "Garden notes\n\nTomatoes need full sun and water every second day.\n", encoding="utf-8")
    data = root / "data"
    with Library(data, IndexSettings(parse_workers=1, file_time_budget_s=30)) as library:
        run_index(library, HashEmbedder(), [docs])
    return data, docs


@pytest.fixture
def ask(library_dir, tmp_path):
    import shutil

    data = Path(shutil.copytree(library_dir[0], tmp_path / "data"))
    made: list[Assistant] = []

    def run(question: str, script: list, **settings) -> tuple[Assistant, list]:
        model = ScriptedChatModel(script=script)
        assistant = Assistant(AssistantSettings(**settings), data, chat_model=model,
                              embedder=HashEmbedder())
        assistant.model = model  # type: ignore[attr-defined]
        made.append(assistant)
        return assistant, list(assistant.ask("t", question))

    yield run
    for assistant in made:
        assistant.close()


def numbered(messages) -> dict[int, str]:
    """Number → the passage's whole quoted text, from the last message that holds passages (a
    tool result, or a part of a long document given to the model to summarise)."""
    for message in reversed(messages):
        found = {int(n): " ".join(line[2:] for line in body.splitlines())
                 for n, body in re.findall(r"^\[(\d+)\] [^\n]*\n((?:> [^\n]*\n?)+)",
                                          str(message.content), re.M)}
        if found:
            return found
    return {}


def _tool_messages(assistant: Assistant) -> list[ToolMessage]:
    return [m for m in state_of(assistant, "t")["messages"] if isinstance(m, ToolMessage)]


def _cite_all(messages) -> str:
    return " ".join(f"{text.rstrip('.')} [{n}]." for n, text in sorted(passages_in(messages).items()))


def test_which_documents_mention_a_word_lists_them_each_citable(ask) -> None:
    def answer(messages) -> str:
        block = str(messages[-1].content)
        numbers = re.findall(r"^\[(\d+)\] (\S+)", block, re.M)
        return " ".join(f"{name} mentions asbestos [{n}]." for n, name in numbers)

    assistant, events = ask("Which of my documents mention asbestos?", [answer])
    [listing] = _tool_messages(assistant)
    assert listing.name == "list_documents"
    assert "renovation.txt" in listing.content and "survey.txt" in listing.content
    assert "garden.txt" not in listing.content and "report-2019" not in listing.content
    done = events[-1]
    assert isinstance(done, Done) and done.outcome == "answered" and not done.flags
    assert {Path(c.path).name for c in done.citations.values()} == {"renovation.txt",
                                                                     "survey.txt"}


def test_a_short_document_is_summarised_from_all_its_pages(ask) -> None:
    def summary(messages) -> str:
        return _cite_all(messages)

    assistant, events = ask("Summarise report-2019.pdf", [summary])
    [read] = _tool_messages(assistant)
    assert read.name == "read_document" and "pages 1–4 of 4" in read.content
    done = events[-1]
    assert isinstance(done, Done) and done.outcome == "answered"
    assert {c.page for c in done.citations.values()} == {1, 2, 3, 4}
    assert {Path(c.path).name for c in done.citations.values()} == {"report-2019.pdf"}
    assert any("5,120 staff" in c.quote for c in done.citations.values())


def test_a_long_document_is_read_in_parts_with_progress_and_stays_cited(ask) -> None:
    """60 pages through a 3,000-token window: read in parts, each summarised with its passages'
    numbers, put together citing pages of every part; the status says which pages it reads."""
    def part(messages) -> str:  # a model summarising one part: its first and last passages
        numbers = sorted(numbered(messages))
        return (f"The part opens with its first valve [{numbers[0]}]. It ends with another "
                f"valve check [{numbers[-1]}].")

    def combine(messages) -> str:
        block = str(messages[-1].content)
        assert "<summaries" in block
        cited = sorted({int(n) for n in re.findall(r"\[(\d+)\]", block)})
        return " ".join(f"The manual covers valves [{n}]." for n in cited)

    def model(messages) -> str:  # a part to summarise, or the parts' summaries to put together
        return combine(messages) if "<summaries" in str(messages[-1].content) else part(messages)

    assistant, events = ask("Give me a summary of the boiler manual", [model] * 20,
                            context_window=3000, max_answer_tokens=300)
    reading = [e.text for e in events if isinstance(e, Status) and e.kind == "reading"]
    assert len(reading) >= 3 and "reading pages 1–" in reading[0] and "of 60" in reading[0]
    assert re.search(r"part (\d+) of \1", reading[-1])  # the last part said as such
    done = events[-1]
    assert isinstance(done, Done) and done.outcome == "answered" and not done.flags
    pages = {c.page for c in done.citations.values()}
    assert 1 in pages and 60 in pages and len(pages) >= 2 * len(reading) - 1
    assert len(assistant.model.calls) == len(reading) + 1  # one call a part, then the answer


def test_stop_while_a_long_document_is_read_leaves_a_valid_conversation(library_dir,
                                                                         tmp_path) -> None:
    import shutil

    gate = Gate(call=2)  # held inside the second part's summary
    model = ScriptedChatModel(script=[lambda m: f"Valve one [{min(numbered(m))}]."] * 12,
                              gate=gate)
    data = Path(shutil.copytree(library_dir[0], tmp_path / "data"))
    with Assistant(AssistantSettings(context_window=3000, max_answer_tokens=300), data,
                   chat_model=model, embedder=HashEmbedder()) as assistant:
        cancel = threading.Event()
        events = assistant.ask("t", "Summarise the boiler manual", cancel)
        for event in events:
            if isinstance(event, Status) and "part 2 of" in event.text:
                break
        assert gate.reached.wait(30)
        cancel.set()
        done = next(events)
        assert isinstance(done, Done) and done.outcome == "stopped"
        gate.release.set()
        wait_for_idle(assistant, "t")
        [turn] = assistant.messages("t")
        assert turn.outcome == "stopped"
        assert_history_valid(state_of(assistant, "t")["messages"])


def test_two_named_reports_are_compared_each_searched_on_its_own(ask) -> None:
    def table(messages) -> str:
        shown: dict[int, str] = {}
        for message in messages:
            shown.update(numbered([message]))
        staff = {n: text for n, text in shown.items() if "staff members" in text}
        first, second = sorted(staff)
        return ("| | 2019 | 2023 |\n|---|---|---|\n"
                f"| Staff | 5,120 [{first}] | 6,310 [{second}] |")

    assistant, events = ask(
        "How did the staffing numbers change between the 2019 and the 2023 reports?", [table])
    searches = _tool_messages(assistant)
    assert [m.name for m in searches] == ["search_docs", "search_docs"]
    calls = next(m for m in state_of(assistant, "t")["messages"]
                 if isinstance(m, AIMessage) and m.tool_calls).tool_calls
    assert sorted(c["args"]["file"] for c in calls) == ["2019 report", "2023 report"]
    done = events[-1]
    assert isinstance(done, Done) and done.outcome == "answered"
    assert {Path(c.path).name for n, c in done.citations.items()
            if f"[{n}]" in done.answer} == {"report-2019.pdf", "report-2023.pdf"}


def test_what_a_page_says_is_read_from_that_page(ask) -> None:
    assistant, events = ask("What does page 3 of report-2023.pdf say?",
                            [lambda m: _cite_all(m)])
    [read] = _tool_messages(assistant)
    assert read.name == "read_document" and "pages 3–3 of 4" in read.content
    done = events[-1]
    assert {(Path(c.path).name, c.page) for c in done.citations.values()} == {
        ("report-2023.pdf", 3)}
    assert any("112,900 retirement claims" in c.quote for c in done.citations.values())


def test_the_model_holds_its_own_search_to_a_document_or_a_folder(ask) -> None:
    def search_in(messages) -> AIMessage:
        return AIMessage("", tool_calls=[
            {"name": "search_docs", "args": {"query": "retirement claims processed",
                                             "file": "report-2023.pdf"}, "id": "x",
             "type": "tool_call"},
            {"name": "search_docs", "args": {"query": "asbestos", "folder": "notes"},
             "id": "y", "type": "tool_call"}])

    assistant, events = ask("Retirement claims?", [search_in, lambda m: _cite_all(m)])
    own = _tool_messages(assistant)[1:]  # after the pre-search
    assert "report-2023.pdf" in own[0].content and "report-2019.pdf" not in own[0].content
    assert "renovation.txt" in own[1].content and "reports" not in own[1].content
    assert isinstance(events[-1], Done)


def test_summaries_of_many_parts_are_condensed_keeping_their_numbers() -> None:
    """A 600-page report through a small window has more parts than the answer's request can
    hold: their summaries are put together group by group, each sentence keeping its number."""
    from types import SimpleNamespace

    from desktop_app.assistant.library_tools import _condensed

    said: list[str] = []
    runtime = SimpleNamespace(stream_writer=lambda event: said.append(event["text"]))

    def condense(messages) -> str:  # keeps the first sentence of each part, as a model would
        return " ".join(re.findall(r"> ([^.]*\[\d+\]\.)", str(messages[-1].content))[::2])

    model = ScriptedChatModel(script=[condense] * 50)
    summaries = [(f"{10 * i + 1}–{10 * i + 10}", f"Part {i} opens [{2 * i + 1}]. It ends "
                  f"[{2 * i + 2}].") for i in range(40)]
    kept = _condensed(runtime, model, "report.pdf", summaries, room=1500, part_budget=400)
    text = " ".join(summary for _, summary in kept)
    assert len(kept) < len(summaries) and "putting together pages 1–" in said[0]
    numbers = {int(n) for n in re.findall(r"\[(\d+)\]", text)}
    assert numbers and numbers <= set(range(1, 81)) and 1 in numbers and 79 in numbers
    assert kept[0][0].startswith("1–") and kept[-1][0].endswith("–400")


def test_a_very_long_document_is_read_through_its_telling_passages_and_says_so(ask) -> None:
    """Beyond the parts a model can read in reasonable time, the most telling passage of each
    stretch of pages is read: fewer model calls, the whole document still covered, and the
    answer told it was not read whole."""
    def model(messages) -> str:
        if "<summaries" in str(messages[-1].content):
            cited = sorted({int(n) for n in re.findall(r"\[(\d+)\]", str(messages[-1].content))})
            return " ".join(f"Valves are checked [{n}]." for n in cited)
        numbers = sorted(numbered(messages))
        return f"Valves first [{numbers[0]}]. Valves last [{numbers[-1]}]."

    assistant, events = ask("Summarise the boiler manual", [model] * 10, context_window=3000,
                            max_answer_tokens=300, max_summary_parts=2)
    [read] = _tool_messages(assistant)
    assert "(Read in part: " in read.content
    reading = [e.text for e in events if isinstance(e, Status) and e.kind == "reading"]
    assert len(reading) == 2 and len(assistant.model.calls) == 3
    done = events[-1]
    pages = sorted({c.page for c in done.citations.values()})
    assert pages[0] <= 5 and pages[-1] >= 55  # the whole manual, not its first pages


def test_a_part_the_model_summarised_without_citations_stands_in_its_own_words(ask) -> None:
    """SmolLM2-135M writes part summaries with no numbers: each such part is given by the
    first sentences of its most telling passage, cited, so the answer can still cite pages."""
    def model(messages) -> str:
        if "<summaries" in str(messages[-1].content):
            cited = sorted({int(n) for n in re.findall(r"\[(\d+)\]", str(messages[-1].content))})
            return " ".join(f"The manual says so [{n}]." for n in cited)
        return "This part is about valves and engineers."

    assistant, events = ask("Summarise the boiler manual", [model] * 10, context_window=3000,
                            max_answer_tokens=300)
    [read] = _tool_messages(assistant)
    assert "boiler manual explains valve number" in read.content
    done = events[-1]
    assert isinstance(done, Done) and done.outcome == "answered" and done.citations
    assert all(Path(c.path).name == "boiler-manual.pdf" for c in done.citations.values())


PRESS_CARD = ("Hudson Valley Cider Press Cooperative, Equipment Maintenance Division — operating "
              "and maintenance manual for the model 40 hydraulic rack-and-cloth cider press — "
              "2021 harvest season edition, revised March 2022")


def test_every_part_s_prompt_as_sent_fits_the_window_and_names_the_document_once() -> None:
    """A 2048-token window, a 30-page manual of short passages and a long card: each part's
    prompt — instruction, labels, card and passages, as the model gets it — fits the window
    with the part's reply (Ollama would silently cut the rest), says the card once, and each
    summary's [n] resolves to the page it was given as."""
    from types import SimpleNamespace

    from desktop_app.assistant.citations import map_from_state
    from desktop_app.assistant.context import count_tokens
    from desktop_app.assistant.library_tools import PART_TOKENS, make_read_tool
    from desktop_app.assistant.tools import Numbering

    hits = [SimpleNamespace(
        chunk_id=f"p{page}-{k}", path="/docs/press-manual.pdf", rel_path="press-manual.pdf",
        page=page, section="", start_index=0, end_index=80, file_type="pdf", content_hash="h",
        text=f"Step {page}.{k}: the valve of press {page} is oiled every {page + 1} weeks.",
        card=PRESS_CARD, context="press-manual") for page in range(1, 31) for k in (1, 2)]
    card = SimpleNamespace(title="", organisation="", kind="", period="", date="", years=())
    entry = SimpleNamespace(name="press-manual.pdf", rel_path="press-manual.pdf", pages=30,
                            passages=len(hits), card=card)
    access = SimpleNamespace(find=lambda name, scope: [entry],
                             passages=lambda entry, pages: (hits, None))

    def summary(messages) -> str:  # cites each passage it was given by its label's page
        return " ".join(f"Page {page} says so [{n}]." for n, page in re.findall(
            r"^\[(\d+)\] press-manual\.pdf, page (\d+)$", str(messages[-1].content), re.M))

    model = ScriptedChatModel(script=[summary], repeat_last=True)
    read = make_read_tool(access, Numbering().assign, model, context_window=2048,
                          answer_tokens=128, max_passage_chars=1200, max_parts=20)
    runtime = SimpleNamespace(state={}, stream_writer=lambda event: None, tool_call_id="c1")
    result = read.func(file="press-manual.pdf", runtime=runtime)

    for prompt in model.calls:
        assert count_tokens(prompt) + PART_TOKENS <= 2048, count_tokens(prompt)
        assert "".join(str(m.content) for m in prompt).count(PRESS_CARD) == 1
    assert len(model.calls) >= 2  # too long for the window: read in parts
    citations = map_from_state(result.update["citations"])
    assert {c.page for c in citations.values()} == set(range(1, 31))
    for n, citation in citations.items():
        assert citation.path == "/docs/press-manual.pdf"
        assert citation.quote.startswith(f"Step {citation.page}.")
        assert f"Page {citation.page} says so [{n}]." in result.update["messages"][0].content
