"""The window while indexing runs: Cancel says so at once and stops soon, paused and cancelled
folders say so, Retry turns a fixed file normal (once), and questions get passages mid-run."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from desktop_app.core import jobs
from desktop_app.ui import theme
from indexer.store.library import Library
from tests.assistant.fakes import cite_everything, search
from tests.helpers import hanging_parse
from tests.helpers.window import drop, wait_indexed


def _index_with_hanging_parser(data_dir, settings, embedder, roots, control,
                               forget) -> Iterator[dict]:
    """The library process's index work, with a parser that never returns on *hang* files
    (module-level: the spawned library process imports it)."""
    from indexer.pipeline.run import index_events

    with Library(data_dir, settings) as library:
        yield from index_events(library, embedder, roots, control, parse_fn=hanging_parse)


@pytest.fixture
def hanging_runs(monkeypatch):
    """Index runs whose parser hangs on files named *hang* (until the run is cancelled)."""
    def index_job(data_dir, settings, embedder, roots, control, allow_removals=False):
        # in the window's library process, as the real index job runs
        return control.process.run(_index_with_hanging_parser, data_dir, settings, embedder,
                                   list(roots), control, None)

    monkeypatch.setattr(jobs, "index_job", index_job)


def _hanging_folder(root: Path) -> tuple[Path, Path]:
    root.mkdir()
    hang = root / "a-hang.txt"  # first in the walk: the single parser is stuck on it
    hang.write_text("A file whose parser never comes back.\n", encoding="utf-8")
    for i in range(5):
        (root / f"note-{i}.txt").write_text(f"Note {i} about apples.\n", encoding="utf-8")
    return root, hang


def _stuck_window(qtbot, make_window, tmp_path: Path):
    """A window indexing a folder whose one file hangs in the parser: (folder, file, window)."""
    folder, hang = _hanging_folder(tmp_path / "docs")
    window = make_window()
    drop(window, [folder])
    _wait_stuck(qtbot, window, hang)
    return folder, hang, window


def _wait_stuck(qtbot, window, hang: Path) -> None:
    qtbot.waitUntil(lambda: (window.files.status_of(str(hang)) or ("",))[0] == "indexing…",
                    timeout=180_000)  # a busy CI machine: minutes, not the hour it hangs


def test_cancel_says_cancelling_at_once_and_abandons_the_parse_in_progress(
        qtbot, make_window, tmp_path: Path, hanging_runs):
    folder, hang, window = _stuck_window(qtbot, make_window, tmp_path)
    lib = window.services.library

    with qtbot.waitSignal(lib.run_finished, timeout=60_000) as finished:  # not the hour it hangs
        window.indexing.cancel_button.click()
        # set in the click handler itself, before any event is processed
        assert window.indexing.headline.text() == "Cancelling…"
        assert not window.indexing.cancel_button.isEnabled()
    assert finished.args[0]["cancelled"]
    assert window.indexing.progress.phase == "cancelled"
    assert window.indexing.headline.text().startswith("Cancelled:")
    assert window.files.status_of(str(hang))[0] == "not indexed"  # read on the next run
    wait_indexed(qtbot, window)


def test_a_paused_folder_says_paused_and_a_cancelled_one_says_it_did_not_finish(
        qtbot, make_window, tmp_path: Path, hanging_runs):
    folder, hang, window = _stuck_window(qtbot, make_window, tmp_path)
    lib = window.services.library
    qtbot.waitUntil(lambda: window.library_panel.state_of(str(folder)) == "indexing")

    window.indexing.pause_button.click()
    assert window.library_panel.state_of(str(folder)) == "paused"
    window.indexing.pause_button.click()
    assert window.library_panel.state_of(str(folder)) == "indexing"

    window.indexing.cancel_button.click()
    wait_indexed(qtbot, window)
    assert window.library_panel.state_of(str(folder)).startswith("cancelled — ")
    assert "cancelled — " in window.library_panel.list.item(0).text()
    assert lib.unfinished == {str(folder): window.library_panel.state_of(str(folder))}


def _fixable(docs: Path) -> Path:
    empty = docs / "draft.txt"
    empty.write_text("", encoding="utf-8")
    return empty


def test_retry_of_a_fixed_file_turns_it_normal(qtbot, make_window, docs: Path):
    empty = _fixable(docs)
    window = make_window()
    window.services.watcher.enabled = False  # only the Retry button may pick up the change
    drop(window, [docs])
    wait_indexed(qtbot, window)
    item = window.files._items[str(empty)]
    assert window.files.status_of(str(empty))[0] == "skipped"
    assert item.foreground(0).color() == theme.status_color("warning")
    skipped_icon = item.icon(0).cacheKey()

    empty.write_text("Draft: the cider press warranty lasts five years.\n", encoding="utf-8")
    window.files.tree.setCurrentItem(item)
    window.files.retry_button.click()
    qtbot.waitUntil(lambda: window.services.library.busy)
    wait_indexed(qtbot, window)
    assert window.files.status_of(str(empty)) == ("indexed", "1 passage")
    assert item.data(0, Qt.ItemDataRole.ForegroundRole) is None  # the normal colour again
    assert not item.icon(0).isNull() and item.icon(0).cacheKey() != skipped_icon


def test_a_repeated_retry_of_a_file_indexed_meanwhile_is_dropped(qtbot, make_window, docs: Path):
    empty = _fixable(docs)
    window = make_window()
    window.services.watcher.enabled = False
    lib = window.services.library
    drop(window, [docs])
    wait_indexed(qtbot, window)
    empty.write_text("Draft: the cider press warranty lasts five years.\n", encoding="utf-8")

    runs, finished, seen = [], [], []
    lib.run_started.connect(lambda kind, roots: runs.append(kind))
    lib.run_finished.connect(finished.append)
    lib.events.connect(seen.extend)
    window.files.tree.setCurrentItem(window.files._items[str(empty)])
    for _ in range(3):  # impatient clicks: one runs, one waits, the third is the same request
        window.files.retry_button.click()
    wait_indexed(qtbot, window)

    assert runs == ["retry", "retry"]
    assert finished[0]["indexed"] == 1 and finished[1] is None  # the second did nothing
    assert {"kind": "retry_dropped", "path": str(empty)} in seen
    assert [e["path"] for e in seen if e["kind"] == "file_indexed"] == [str(empty)]
    assert window.files.status_of(str(empty)) == ("indexed", "1 passage")


def test_a_question_asked_while_indexing_gets_its_passages_during_the_run(
        qtbot, make_window, docs: Path, tmp_path: Path, hanging_runs):
    window = make_window(script=[search("terminate agreement notice"), cite_everything])
    lib, chat = window.services.library, window.services.chat
    drop(window, [docs])
    wait_indexed(qtbot, window)
    folder, hang = _hanging_folder(tmp_path / "more")
    drop(window, [folder])
    _wait_stuck(qtbot, window, hang)

    with qtbot.waitSignal(chat.citations_updated, timeout=30_000,
                          check_params_cb=lambda citations: bool(citations)):
        window.chat.question.setFocus()
        qtbot.keyClicks(window.chat.question, "How much notice to terminate?")
        qtbot.keyClick(window.chat.question, Qt.Key.Key_Return)
    assert lib.busy  # the passages came while the run was still going
    qtbot.waitUntil(lambda: not chat.busy, timeout=30_000)
    assert "ninety days" in window.chat.transcript.toPlainText()
    window.indexing.cancel_button.click()
    wait_indexed(qtbot, window)


def test_searching_while_a_run_holds_the_library_skips_the_whole_file_check(
        tmp_path: Path, monkeypatch):
    import indexer.store.manifest
    from desktop_app.assistant.config import AssistantSettings
    from desktop_app.assistant.service import Assistant
    from indexer.store.library import release_run_lock, run_in_progress, take_run_lock
    from tests.assistant.fakes import ScriptedChatModel
    from tests.helpers import HashEmbedder

    data = tmp_path / "data"
    Library(data).close()
    checks = []
    monkeypatch.setattr(indexer.store.manifest, "verify", lambda *args: checks.append(args))

    def open_searcher() -> None:
        assistant = Assistant(AssistantSettings(), data, embedder=HashEmbedder(),
                              chat_model=ScriptedChatModel(script=[]))
        assistant._searcher()
        assistant.close()

    lock = take_run_lock(data)  # as an indexing run (the library process) holds it
    try:
        assert run_in_progress(data)
        open_searcher()
        assert checks == []  # the file changes all the time: no full read before searching
    finally:
        release_run_lock(lock)
    assert not run_in_progress(data)
    open_searcher()
    assert len(checks) == 1  # no run: the library is checked as usual
