"""The window on a library another desktop publishes (Settings ▸ Shared library folder):
read-only here, answers cite the files where this desktop sees them. A real ``chroma run``
holds the vectors; the publisher indexes with the real indexer."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pytest

from desktop_app.core import settings as app_settings
from desktop_app.core import snapshots
from indexer.ingest.discovery import exclusion_for
from indexer.store.library import Library
from indexer.store.shared import publish_library
from tests.assistant.fakes import cite_everything, search
from tests.helpers import (
    ChromaServer,
    HashEmbedder,
    run_index,
    write_sample_documents,
)
from tests.helpers.window import ask, drop


@pytest.fixture
def published(tmp_path: Path, chroma: ChromaServer) -> Path:
    """A library published into its own folder; this desktop sees that share elsewhere.
    Returns this desktop's copy of the documents folder."""
    theirs = write_sample_documents(tmp_path / "srv" / "docs")
    with Library(tmp_path / "publisher", chroma_url=chroma.url) as library:
        run_index(library, HashEmbedder(), [theirs])
        publish_library(library, theirs / ".footnote-library")
    return Path(shutil.copytree(theirs, tmp_path / "mnt" / "team-docs"))


def use_shared(config_dir: Path, folder: Path, chroma_url: str = "") -> None:
    """This desktop reads the library published in ``folder``, its vectors from the Chroma
    server it chose (Settings ▸ Chroma server)."""
    app_settings.save(dataclasses.replace(app_settings.AppSettings(), shared_folder=str(folder),
                                          chroma_url=chroma_url), config_dir)


def test_the_window_answers_from_the_shared_library_and_refuses_to_index_it(
        qtbot, make_window, dirs, published: Path, docs: Path, chroma: ChromaServer):
    config_dir, data_dir = dirs
    use_shared(config_dir, published / ".footnote-library", chroma.url)
    window = make_window(script=[search("terminate the agreement with notice"),
                                 cite_everything])
    panel, lib = window.library_panel, window.services.library
    qtbot.waitUntil(lambda: panel.shared_note.isVisible(), timeout=30_000)
    assert panel.shared_note.text().startswith("Shared library — published by ")
    assert panel.shared_note.text().endswith("(read-only)")
    assert panel.roots() == [str(published)]  # where this desktop sees the folder
    assert not window.add_action.isEnabled() and not window.reindex_action.isEnabled()
    assert not panel.add_button.isVisible() and not panel.reindex_button.isEnabled()
    assert window.services.watcher.watched() == []  # nothing to index here: nothing watched

    started: list = []
    lib.run_started.connect(lambda *args: started.append(args))
    drop(window, [docs])
    assert window.status_message.text().startswith("Shared library — published by ")
    assert "on the desktop that publishes it" in window.status_message.text()
    window.status_message.clear()
    panel.reindex_requested.emit([])
    lib.exclude([exclusion_for(str(published), "invoices", "path")])
    lib.remove(str(published))
    assert started == [] and not lib.busy and not lib.editing_rules
    assert "on the desktop that publishes it" in window.status_message.text()
    assert not (data_dir / "library.sqlite").exists()  # this desktop's own library untouched
    assert snapshots.library_files(data_dir, lib.shared) == [  # "One file…" offers these
        str(published / "contract.txt"), str(published / "invoices" / "mueller.txt"),
        str(published / "notes.md")]

    ask(qtbot, window, "How can the agreement be terminated?")
    turn = window.chat.transcript.turns[-1]
    assert turn.outcome == "answered", turn.note
    n, citation = next((n, c) for n, c in turn.citations.items()
                       if c.path.endswith("contract.txt"))
    assert citation.path == str(published / "contract.txt")
    with qtbot.waitSignal(window.viewer.shown, timeout=10_000):
        window.open_citation(len(window.chat.transcript.turns) - 1, n)
    assert "ninety days notice" in window.viewer.text.toPlainText()
    window.grab().save(str(data_dir.parent / "shared-library.png"))


def test_a_missing_shared_folder_is_said_in_the_library_panel_and_the_window_still_opens(
        qtbot, make_window, dirs, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    config_dir, data_dir = dirs
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    use_shared(config_dir, tmp_path / "unmounted" / ".footnote-library")
    window = make_window()
    panel = window.library_panel
    qtbot.waitUntil(lambda: panel.problem.isVisible(), timeout=30_000)
    assert "cannot be opened" in panel.problem.text() and "publish" in panel.problem.text()
    assert panel.shared_note.text() == "Shared library (read-only)"
    assert not window.add_action.isEnabled()

    ask(qtbot, window, "When does the lease end?")
    turn = window.chat.transcript.turns[-1]
    assert turn.outcome == "failed" and "shared library cannot be opened" in turn.note
    window.grab().save(str(data_dir.parent / "shared-missing.png"))


def test_the_shared_library_folder_is_a_setting_that_applies_after_a_restart(
        qtbot, make_window, dirs, tmp_path: Path):
    config_dir, _ = dirs
    window = make_window()
    window.open_settings()
    dialog = window.settings_dialog
    dialog.shared_folder.setText(f" {tmp_path / 'share'} ")
    dialog.grab().save(str(tmp_path / "settings-shared.png"))
    dialog.accept()
    qtbot.waitUntil(lambda: (config_dir / "settings.toml").exists())
    saved = app_settings.load(config_dir)
    assert saved.assistant_settings().shared_folder == str(tmp_path / "share")
    assert window.status_message.text() == "The new library location is used after a restart."
    assert window.services.library.shared is None  # this session keeps its own library
