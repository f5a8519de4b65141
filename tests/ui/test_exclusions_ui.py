"""Keeping files out from the window: context menus on the Files list and folder rows."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMenu

from desktop_app.core import jobs
from indexer.retrieval.search import search
from tests.helpers import HashEmbedder
from tests.helpers.window import drop, wait_indexed


def trigger(menu: QMenu, text: str) -> None:
    [action] = [a for a in menu.actions() if a.text() == text]
    assert action.isEnabled()
    action.trigger()


def wait_rules_applied(qtbot, window) -> None:
    """Until the rule change is written and the run it starts has finished."""
    qtbot.waitUntil(lambda: not window.services.library.editing_rules, timeout=10_000)
    wait_indexed(qtbot, window)


def found(data_dir: Path, query: str, mode: str) -> set[str]:
    """What search finds now: Chroma is reopened to see what the run's process wrote (the
    window's own searchers keep theirs until they renew)."""
    jobs.reopen_vectors(data_dir)
    with jobs.open_library(data_dir) as library:
        return {h.path for h in search(library, HashEmbedder(), query, k=10, mode=mode)}  # type: ignore[arg-type]


def folder_row(window) -> str:
    return window.library_panel.list.item(0).text()


def test_exclude_a_file_from_the_files_list_then_include_it_again(
        qtbot, make_window, dirs, docs: Path):
    data_dir = dirs[1]
    contract = str(docs / "contract.txt")
    window = make_window()
    drop(window, [docs])
    wait_indexed(qtbot, window)
    assert contract in found(data_dir, "terminate agreement ninety days notice", "lexical")

    trigger(window.files.menu_for(contract), "Exclude this file")
    wait_rules_applied(qtbot, window)

    qtbot.waitUntil(lambda: "1 excluded" in folder_row(window))
    assert "2 files" in folder_row(window)
    assert window.files.status_of(contract)[0] == "excluded"
    assert contract not in found(data_dir, "terminate agreement ninety days notice", "lexical")
    assert contract not in found(data_dir, "terminate agreement ninety days notice", "vector")
    assert window.indexing.progress.summary["deleted"] == 1
    assert window.status_message.text().endswith("· 1 file excluded by 1 rule")

    trigger(window.library_panel.menu_for(str(docs)), "Excluded items…")
    dialog = window.exclusion_actions.dialogs[str(docs)]
    assert dialog.isVisible()
    [(rule, button)] = dialog.include_buttons.items()
    assert rule.rule == "contract.txt"
    button.click()
    wait_rules_applied(qtbot, window)

    qtbot.waitUntil(lambda: "excluded" not in folder_row(window) and "3 files" in folder_row(window))
    assert window.files.status_of(contract)[0] == "indexed"
    assert contract in found(data_dir, "terminate agreement ninety days notice", "lexical")
    assert contract in found(data_dir, "terminate agreement ninety days notice", "vector")
    qtbot.waitUntil(lambda: not dialog.include_buttons)
    assert dialog.heading.text().startswith("Nothing in")


def test_exclude_a_subfolder_and_a_pattern_from_the_folder_row(
        qtbot, make_window, dirs, docs: Path):
    data_dir = dirs[1]
    window = make_window()
    drop(window, [docs])
    wait_indexed(qtbot, window)
    actions = window.exclusion_actions

    trigger(window.library_panel.menu_for(str(docs)), "Exclude folder…")
    assert actions.folder_dialog.directory().absolutePath() == str(docs)
    actions.folder_dialog.fileSelected.emit(str(docs / "invoices"))
    wait_rules_applied(qtbot, window)
    qtbot.waitUntil(lambda: "1 excluded" in folder_row(window))
    assert window.files.status_of(str(docs / "invoices" / "mueller.txt"))[0] == "excluded"
    assert found(data_dir, "Müller invoice crates", "lexical") == set()

    trigger(window.files.menu_for(str(docs / "notes.md")), "Exclude files matching…")
    assert actions.pattern_dialog.textValue() == "*.md"  # the row's file type is suggested
    actions.pattern_dialog.accept()
    wait_rules_applied(qtbot, window)
    qtbot.waitUntil(lambda: "2 excluded" in folder_row(window) and "1 file" in folder_row(window))
    assert found(data_dir, "tomatoes aphids ladybirds", "lexical") == set()
    assert window.files.counts.text().endswith("2 excluded")


def test_a_folder_outside_the_library_folder_is_refused_in_words(qtbot, make_window, docs: Path,
                                                                 tmp_path: Path):
    window = make_window()
    drop(window, [docs])
    wait_indexed(qtbot, window)
    trigger(window.library_panel.menu_for(str(docs)), "Exclude folder…")
    with qtbot.waitSignal(window.services.library.failed) as failed:
        window.exclusion_actions.folder_dialog.fileSelected.emit(str(tmp_path))
    assert failed.args == [f"{tmp_path} is not inside the library folder {docs}"]
    assert "excluded" not in folder_row(window)
    assert window.status_message.text().startswith("Could not")
