"""A conversation's search scope (all folders, some folders, one file), without Qt: the
engine's several-folder filter, the search tool, storage with the conversation, exports."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import docx
import pytest
from langchain_core.messages import ToolMessage

from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.conversations import ConversationStore
from desktop_app.assistant.events import Done, Status
from desktop_app.assistant.scope import Scope, resolve
from desktop_app.assistant.service import Assistant
from desktop_app.assistant.state import Turn
from desktop_app.export.files import write_export
from desktop_app.export.markdown import render_markdown
from desktop_app.export.model import build_document
from indexer.base.settings import IndexSettings
from indexer.retrieval.search import SearchFilter, search
from indexer.store.library import Library
from tests.assistant.fakes import ScriptedChatModel, cite_everything, passages_in
from tests.assistant.fakes import search as search_call
from tests.helpers import HashEmbedder, run_index

FOLDERS = {
    "Contracts": ("lease.txt", "Contracts budget: the lease budget is 900 euros a month."),
    "Invoices": ("march.txt", "Invoices budget: the March invoice budget was 120 euros."),
    "Private": ("diary.txt", "Private budget: the holiday budget is 2000 euros."),
}


@pytest.fixture
def library_dir(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """A data dir whose library holds three folders; returns it and name → stored root."""
    data = tmp_path / "data"
    roots = []
    for name, (file, text) in FOLDERS.items():
        folder = tmp_path / "docs" / name
        folder.mkdir(parents=True)
        (folder / file).write_text(text + "\n", encoding="utf-8")
        (folder / "more.txt").write_text(f"{name} notes: the budget review is in May.\n",
                                         encoding="utf-8")
        roots.append(folder)
    with Library(data, IndexSettings(parse_workers=1, file_time_budget_s=30)) as library:
        run_index(library, HashEmbedder(), roots)
        stored = library.manifest.roots()
    by_name = {Path(r).name: r for r in stored}
    assert set(by_name) == set(FOLDERS)
    return data, by_name


def make(data: Path, script: list) -> Assistant:
    model = ScriptedChatModel(script=list(script))
    assistant = Assistant(AssistantSettings(passages_per_search=10), data, chat_model=model,
                          embedder=HashEmbedder())
    assistant.model = model  # type: ignore[attr-defined]
    return assistant


def folders_seen(model: ScriptedChatModel) -> set[str]:
    """The folders of every passage the model was shown (its first quoted line names it)."""
    quoted = passages_in(model.calls[-1]).values()
    return {line.split(" ")[0] for line in quoted}


def test_search_filter_takes_several_folders_and_paths_on_both_sides(library_dir):
    data, roots = library_dir
    embedder = HashEmbedder()
    with Library(data) as library:
        for mode in ("lexical", "vector", "hybrid"):
            two = search(library, embedder, "budget", k=10, mode=mode, filters=SearchFilter(
                folders=(roots["Contracts"], roots["Invoices"])))
            assert {Path(h.path).parent.name for h in two} == {"Contracts", "Invoices"}, mode
            files = search(library, embedder, "budget", k=10, mode=mode, filters=SearchFilter(
                paths=(str(Path(roots["Private"]) / "diary.txt"),
                       str(Path(roots["Invoices"]) / "march.txt"))))
            assert {Path(h.path).name for h in files} == {"diary.txt", "march.txt"}, mode
            # the single-value API still works, and combines with the new one
            one = search(library, embedder, "budget", k=10, mode=mode,
                         filters=SearchFilter(folder=roots["Private"]))
            assert {Path(h.path).parent.name for h in one} == {"Private"}, mode
            both = search(library, embedder, "budget", k=10, mode=mode, filters=SearchFilter(
                folder=roots["Private"], folders=(roots["Private"], roots["Invoices"])))
            assert {Path(h.path).parent.name for h in both} == {"Private"}, mode


def test_a_scoped_question_shows_the_model_only_passages_from_the_chosen_folders(library_dir):
    data, roots = library_dir
    with make(data, [search_call("budget euros"), cite_everything]) as assistant:
        scope = Scope((roots["Contracts"], roots["Invoices"]))
        events = list(assistant.ask("t1", "What is the budget?", scope=scope))
        done = events[-1]
        assert isinstance(done, Done) and done.outcome == "answered", done
        assert folders_seen(assistant.model) == {"Contracts", "Invoices"}  # pre-search + call
        searches = [m for m in assistant.model.calls[-1] if isinstance(m, ToolMessage)]
        assert len(searches) == 2
        assert {Path(c.path).parent.name for c in done.citations.values()} == \
            {"Contracts", "Invoices"}
        assert assistant.scope("t1") == scope


def test_one_file_scope_and_the_default_is_the_whole_library(library_dir):
    data, roots = library_dir
    diary = str(Path(roots["Private"]) / "diary.txt")
    with make(data, [cite_everything, cite_everything]) as assistant:
        list(assistant.ask("one", "What is the budget?", scope=Scope(file=diary)))
        assert list(passages_in(assistant.model.calls[-1]).values()) == \
            ["Private budget: the holiday budget is 2000 euros."]
        list(assistant.ask("all", "What is the budget?"))
        assert folders_seen(assistant.model) == set(FOLDERS)
        assert assistant.scope("all") == Scope()


def test_the_scope_is_stored_with_the_conversation_and_used_again(library_dir):
    data, roots = library_dir
    scope = Scope((roots["Invoices"],))
    with make(data, [cite_everything]) as assistant:
        list(assistant.ask("t", "What is the budget?", scope=scope))
    with make(data, [cite_everything, cite_everything]) as reopened:
        assert reopened.scope("t") == scope
        list(reopened.ask("t", "And the budget review?"))  # no scope given: the stored one
        assert folders_seen(reopened.model) == {"Invoices"}
        reopened.set_scope("t", Scope())
        assert reopened.scope("t") == Scope()
        list(reopened.ask("t", "Any budget?"))
        assert folders_seen(reopened.model) == set(FOLDERS)


def test_a_removed_folder_in_the_scope_is_said_and_all_folders_are_searched(library_dir):
    data, roots = library_dir
    gone = str(Path(roots["Private"]).parent / "Taxes")
    with make(data, [cite_everything]) as assistant:
        events = list(assistant.ask("t", "What is the budget?",
                                    scope=Scope((roots["Contracts"], gone))))
        warnings = [e.text for e in events if isinstance(e, Status) and e.kind == "warning"]
        assert warnings == ["Taxes/ was removed from the library, so this question searched "
                            "all folders."]
        done = events[-1]
        assert isinstance(done, Done) and done.note == warnings[0]
        assert folders_seen(assistant.model) == set(FOLDERS)  # never silently nothing
        turn = assistant.messages("t")[-1]
        assert turn.note == warnings[0]  # the transcript shows it after a restart too
        assert assistant.scope("t") == Scope((roots["Contracts"], gone))  # the choice is kept


def test_resolve_and_labels():
    scope = Scope(("/docs/Contracts", "/docs/Invoices"))
    assert scope.label() == "Contracts/, Invoices/"
    assert Scope(file="/docs/Contracts/lease.pdf").label() == "lease.pdf"
    assert Scope().label() == "All folders"
    assert Scope.from_json(scope.to_json()) == scope and Scope().to_json() == ""
    for junk in ("", "{", "[1]", '{"folders": 3}', None):
        assert Scope.from_json(junk) == Scope()
    assert resolve(scope, ["/docs/Contracts", "/docs/Invoices", "/docs/Private"]).search == \
        {"folders": ["/docs/Contracts", "/docs/Invoices"]}
    assert resolve(Scope(("/docs/Contracts/2024",)), ["/docs/Contracts"]).note == ""  # inside
    fallback = resolve(scope, ["/docs/Contracts"])
    assert fallback.search == {} and "Invoices/ was removed" in fallback.note
    lost = resolve(Scope(file="/docs/Contracts/old.pdf"), ["/docs/Contracts"],
                   ["/docs/Contracts/new.pdf"])
    assert lost.search == {} and "old.pdf is no longer in the library" in lost.note


def test_an_old_conversations_file_gains_the_scope_column(tmp_path):
    old = sqlite3.connect(tmp_path / "conversations.sqlite")
    old.execute("CREATE TABLE footnote_conversations (thread_id TEXT PRIMARY KEY, title TEXT "
                "NOT NULL, created_at REAL NOT NULL, updated_at REAL NOT NULL)")
    old.execute("INSERT INTO footnote_conversations VALUES ('a', 'Old one', 1.0, 2.0)")
    old.commit()
    old.close()
    store = ConversationStore(tmp_path)
    try:
        assert [c.title for c in store.list()] == ["Old one"]
        assert store.scope("a") == ""
        assert store.set_scope("a", Scope(("/x",)).to_json())
        assert Scope.from_json(store.scope("a")) == Scope(("/x",))
        assert not store.set_scope("new", "")  # stored with its first question instead
        store.touch("a", "again")  # no scope given: the stored one stays
        assert Scope.from_json(store.scope("a")) == Scope(("/x",))
    finally:
        store.close()
    ConversationStore(tmp_path).close()  # opening it again does not migrate twice


def test_exports_carry_the_searched_line(tmp_path):
    turns = [Turn("What is the budget?", "It is 900 euros.", "answered")]
    doc = build_document(turns, "Budget", searched="Contracts/, Invoices/")
    assert doc.searched_line == "Searched: Contracts/, Invoices/"
    markdown = render_markdown(doc).splitlines()
    question = next(i for i, line in enumerate(markdown) if "What is the budget" in line)
    assert markdown.index("Searched: Contracts/, Invoices/") < question
    write_export(doc, tmp_path / "a.html", "html")
    assert "Searched: Contracts/, Invoices/" in (tmp_path / "a.html").read_text(encoding="utf-8")
    write_export(doc, tmp_path / "a.docx", "docx")
    paragraphs = [p.text for p in docx.Document(str(tmp_path / "a.docx")).paragraphs]
    assert "Searched: Contracts/, Invoices/" in paragraphs[:4]
    assert "Searched" not in render_markdown(build_document(turns, "Budget"))
