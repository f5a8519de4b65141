"""Start-up: the window shows before the assistant, Chroma and the embedding model are ready;
a question asked meanwhile is answered (its worker waits for what it needs, the GUI does not)."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import Qt

from desktop_app.app import build_window
from desktop_app.core import snapshots
from desktop_app.ui.library_panel import root_state
from indexer.store.library import Library
from tests.assistant.fakes import ScriptedChatModel, cite_everything
from tests.helpers import HashEmbedder, run_index
from tests.helpers.window import ask, ready_probe, wait_indexed

QUESTION = "Which party may terminate, and with what notice?"

# Module-level, not on the embedder: the embedder is pickled into the indexing process.
MODEL_LOADING = threading.Event()
MODEL_MAY_LOAD = threading.Event()


class SlowLoadingEmbedder(HashEmbedder):
    """Its model load (which the window does in the background) lasts until the test says."""

    def load(self) -> None:
        MODEL_LOADING.set()
        assert MODEL_MAY_LOAD.wait(60), "the test never let the model load"


def index_before_start(data_dir: Path, docs: Path) -> None:
    with Library(data_dir) as library:
        run_index(library, HashEmbedder(), [docs])


def test_a_question_asked_while_the_background_warm_up_runs_is_answered(
        qtbot, make_window, dirs: tuple[Path, Path], docs: Path):
    index_before_start(dirs[1], docs)
    MODEL_LOADING.clear()
    MODEL_MAY_LOAD.clear()
    try:
        window = make_window(script=[cite_everything], embedder=SlowLoadingEmbedder())
        qtbot.waitUntil(MODEL_LOADING.is_set, timeout=30_000)

        ask(qtbot, window, QUESTION)

        turn = window.chat.transcript.turns[-1]
        assert turn.outcome == "answered" and turn.citations
        assert "warm-up" in [job.name for job in window.services.jobs.running()]
    finally:
        MODEL_MAY_LOAD.set()
    qtbot.waitUntil(lambda: "warm-up" not in [j.name for j in window.services.jobs.running()])


def test_a_question_waits_in_its_worker_for_the_assistant_still_being_built(
        qtbot, dirs: tuple[Path, Path], docs: Path):
    config_dir, data_dir = dirs
    index_before_start(data_dir, docs)
    window = build_window(config_dir, data_dir, embedder=HashEmbedder(), probe=ready_probe,
                          chat_model=ScriptedChatModel(script=[cite_everything]),
                          open_external=lambda _path: True,
                          confirm=lambda parent, question, on_yes: on_yes())
    assistant = window.services.chat.assistant
    build, built, may_build = assistant._build, [], threading.Event()

    def slow_build():  # as if importing LangChain took as long as the test wants
        built.append(True)
        assert may_build.wait(60), "the test never let the assistant be built"
        return build()

    assistant._build = slow_build
    try:
        window.show()
        window.start()
        qtbot.waitExposed(window)

        chat = window.services.chat
        window.chat.question.setFocus()
        qtbot.keyClicks(window.chat.question, QUESTION)
        qtbot.keyClick(window.chat.question, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: chat.busy and bool(built))  # the GUI thread runs on meanwhile
        assert window.chat.transcript.turns == []

        may_build.set()
        qtbot.waitUntil(lambda: not chat.busy and bool(window.chat.transcript.turns),
                        timeout=30_000)
        turn = window.chat.transcript.turns[-1]
        assert turn.question == QUESTION and turn.outcome == "answered" and turn.citations
        assert built == [True]  # one assistant, however many workers asked for it
    finally:
        may_build.set()
        window.close()
    assert not [j.name for j in window.services.jobs.running() if j.thread_running()]


def _leave_vectors_unfinished(data_dir: Path, docs: Path) -> int:
    """A library whose last run stopped before it embedded a third of its passages."""
    with Library(data_dir) as library:
        run_index(library, HashEmbedder(), [docs])
        embedder_id = library.manifest.get_meta("embedder_id")
        ids = sorted(library.manifest.vector_ids(embedder_id))[::3]
        library.manifest.forget_vector_ids(embedder_id, ids)
        return len(ids)


def test_passages_left_without_vectors_are_said_and_finished_after_a_restart(
        qtbot, make_window, dirs: tuple[Path, Path], docs: Path):
    missing = _leave_vectors_unfinished(dirs[1], docs)
    snapshot = snapshots.library_snapshot(dirs[1])
    assert [r.without_vectors for r in snapshot.roots] == [missing]
    assert root_state(snapshot.roots[0], None, set()) == f"{missing} passages without vectors"

    window = make_window()  # nothing asked of it: it finishes them by itself
    qtbot.waitUntil(lambda: snapshots.library_snapshot(dirs[1], verify=False).roots[0]
                    .without_vectors == 0, timeout=60_000)
    wait_indexed(qtbot, window)
    qtbot.waitUntil(lambda: window.library_panel.state_of(str(docs)) == "indexed")


def test_a_new_folder_s_run_says_it_also_finishes_another_folder_s_vectors(
        qtbot, make_window, dirs: tuple[Path, Path], docs: Path, tmp_path: Path):
    """Issue 28, item 9: a second folder added while the first lacks vectors — the run embeds
    both, and the window says so (not "Indexing <second>…" alone)."""
    from tests.helpers.window import drop

    _leave_vectors_unfinished(dirs[1], docs)
    slow = HashEmbedder()
    slow.delay_s = 0.2  # each batch: the run lasts long enough to be read
    window = make_window(embedder=slow)
    library = window.services.library
    library.cancel()  # the user stops the restart's own finishing run: theirs to resume
    wait_indexed(qtbot, window)
    assert window.library_panel.state_of(str(docs)).endswith("without vectors")
    second = tmp_path / "second"
    second.mkdir()
    (second / "memo.txt").write_text("The boiler is serviced every October.\n", encoding="utf-8")
    drop(window, [second])
    qtbot.waitUntil(lambda: library.busy, timeout=30_000)
    qtbot.waitUntil(lambda: "finishing the vectors of docs" in window.status_message.text(),
                    timeout=30_000)
    assert window.status_message.text().startswith("Indexing second")
    assert window.library_panel.state_of(str(docs)) == "indexing"
    wait_indexed(qtbot, window)
    qtbot.waitUntil(lambda: window.library_panel.state_of(str(docs)) == "indexed",
                    timeout=30_000)
