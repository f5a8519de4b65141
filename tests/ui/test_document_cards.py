"""Document cards in the window: the Files list's tooltips show them, "Document details…"
corrects them (kept in the library), and after a restart the list shows the library's files."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel, QMenu

from desktop_app.core import jobs, snapshots
from desktop_app.core.problems import window_words
from desktop_app.ui.card_dialog import CardDialog, card_lines, kept_hint, reset_text
from desktop_app.ui.indexing_panel import FileStatusList
from indexer import LibraryReadOnly, Manifest
from indexer.store import manifest as manifest_module
from tests.helpers import ChromaServer
from tests.helpers.window import drop, wait_indexed
from tests.ui.test_shared_library_ui import published  # noqa: F401 - a fixture

REPORT = ("ACME Widgets Inc.\nAnnual Report 2019\n\n" + "Sales grew in every region of the "
          "company and in each of its product lines. " * 20)
CARD = {"title": "Annual Report 2019", "organisation": "ACME Widgets Inc.",
        "kind": "annual report", "period": "2019", "date": "", "pages": 1, "language": "en",
        "years": [2019], "aliases": ["ACME"], "edited": []}


def trigger(menu: QMenu, text: str) -> None:
    [action] = [a for a in menu.actions() if a.text() == text]
    assert action.isEnabled()
    action.trigger()


def _report_folder(tmp_path: Path) -> tuple[Path, str]:
    folder = tmp_path / "reports"
    folder.mkdir()
    report = folder / "acme-report.txt"
    report.write_text(REPORT, encoding="utf-8")
    (folder / "notes.txt").write_text("Notes about the widgets the company sells.\n",
                                      encoding="utf-8")
    return folder, str(report)


def _tooltip(window, path: str) -> str:
    item = window.files._items.get(path)
    return item.toolTip(1) if item is not None else ""


def test_the_file_rows_tooltip_shows_its_card_and_a_correction_is_kept(
        qtbot, make_window, dirs, tmp_path: Path):
    data_dir = dirs[1]
    folder, report = _report_folder(tmp_path)
    window = make_window()
    drop(window, [folder])
    wait_indexed(qtbot, window)
    qtbot.waitUntil(lambda: "Organisation: ACME Widgets Inc." in _tooltip(window, report),
                    timeout=30_000)
    lines = _tooltip(window, report).split("\n")
    assert lines[0] == report and "Period: 2019" in lines
    assert not any(line.endswith("(edited)") for line in lines)

    trigger(window.files.menu_for(report), "Document details…")
    dialog = window.card_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.lines["organisation"].text() == "ACME Widgets Inc."
    assert not dialog.reset_button.isEnabled()  # nothing corrected yet
    dialog.lines["period"].setText("FY2020")
    dialog.accept()
    qtbot.waitUntil(lambda: "Period: FY2020 (edited)" in _tooltip(window, report),
                    timeout=30_000)
    manifest = Manifest(data_dir / "library.sqlite")
    try:
        card = manifest.cards()[report]
    finally:
        manifest.close()
    assert card.period == "FY2020" and card.edited == ("period",) and card.years == (2020,)
    assert "Organisation: ACME Widgets Inc." in _tooltip(window, report)  # not corrected

    trigger(window.files.menu_for(report), "Document details…")
    dialog = window.card_dialog
    assert dialog.lines["period"].text() == "FY2020" and dialog.reset_button.isEnabled()
    dialog.reset_button.click()  # "Use the detected values"
    qtbot.waitUntil(lambda: "Period: 2019" in _tooltip(window, report).split("\n"),
                    timeout=30_000)
    assert "(edited)" not in _tooltip(window, report)


def test_after_a_restart_the_files_list_shows_the_librarys_documents(
        qtbot, make_window, tmp_path: Path, dirs):
    """Also for a library made before cards: the window makes them from its passages."""
    folder, report = _report_folder(tmp_path)
    window = make_window()
    drop(window, [folder])
    wait_indexed(qtbot, window)
    window.close()
    older = Manifest(dirs[1] / "library.sqlite")
    older.db.execute("DELETE FROM cards")  # as a version before cards left the library
    older.close()

    again = make_window()
    qtbot.waitUntil(lambda: "Period: 2019" in _tooltip(again, report), timeout=30_000)
    assert again.files.status_of(report) == ("indexed", "")
    assert again.files.status_of(str(folder / "notes.txt")) == ("indexed", "")
    assert again.files.counts.text().startswith("2 indexed")


def test_show_cards_adds_unlisted_files_once_and_updates_tooltips(qtbot):
    files = FileStatusList()
    qtbot.addWidget(files)
    files.feed([{"kind": "file_failed", "path": "/docs/broken.pdf", "reason": "damaged"}])
    cards = {f"/docs/file-{i:04d}.txt": dict(CARD, title=f"File {i}") for i in range(3000)}
    cards["/docs/broken.pdf"] = CARD
    files.show_cards(cards)
    assert files.tree.topLevelItemCount() == 3001
    assert files.status_of("/docs/broken.pdf") == ("failed", "damaged")  # a listed row stays
    assert files.status_of("/docs/file-0007.txt") == ("indexed", "")
    assert files._items["/docs/file-0007.txt"].toolTip(1).split("\n")[:2] == [
        "/docs/file-0007.txt", "Title: File 7"]

    edited = dict(CARD, period="FY2020", edited=["period"])
    files.show_cards({**cards, "/docs/file-0007.txt": edited})
    assert files.tree.topLevelItemCount() == 3001
    assert "Period: FY2020 (edited)" in files._items["/docs/file-0007.txt"].toolTip(1)
    files.show_cards({})  # no cards any more (a library made before cards): the path alone
    assert files._items["/docs/file-0007.txt"].toolTip(1) == "/docs/file-0007.txt"


def test_document_details_needs_a_card_and_a_writable_library(qtbot):
    files = FileStatusList()
    qtbot.addWidget(files)
    files.feed([{"kind": "file_skipped", "path": "/docs/empty.txt", "reason": "no text"}])
    files.show_cards({"/docs/report.txt": CARD})

    def details(path: str):
        [action] = [a for a in files.menu_for(path).actions() if a.text() == "Document details…"]
        return action

    assert details("/docs/report.txt").isEnabled()
    assert not details("/docs/empty.txt").isEnabled()  # no card
    with qtbot.waitSignal(files.card_edit_requested) as asked:
        details("/docs/report.txt").trigger()
    assert asked.args == ["/docs/report.txt"]
    files.set_read_only(True)  # a shared library: corrected where it is published
    assert not details("/docs/report.txt").isEnabled()


def test_the_dialog_returns_only_the_fields_the_user_changed(qtbot):
    dialog = CardDialog("/docs/report.txt", dict(CARD, edited=["kind"]))
    qtbot.addWidget(dialog)
    assert [dialog.lines[name].text() for name in ("title", "organisation", "period")] == [
        "Annual Report 2019", "ACME Widgets Inc.", "2019"]
    assert dialog.pages.isReadOnly() and dialog.pages.text() == "1"
    assert dialog.edits() == {}
    dialog.lines["period"].setText("  FY2020 ")
    dialog.lines["language"].setText("")  # cleared
    dialog.lines["title"].setText("Annual Report 2019")  # typed again, unchanged
    assert dialog.edits() == {"period": "FY2020", "language": ""}
    assert not dialog.wants_reset()
    assert dialog.reset_button.text() == reset_text() and dialog.reset_button.isEnabled()
    assert kept_hint() in [label.text() for label in dialog.findChildren(QLabel)]
    with qtbot.waitSignal(dialog.accepted):
        dialog.reset_button.click()
    assert dialog.wants_reset()


def test_card_lines_name_the_filled_fields_and_the_corrected_ones():
    assert card_lines(dict(CARD, date="2020-03-01", edited=["date"])) == [
        "Title: Annual Report 2019", "Organisation: ACME Widgets Inc.", "Kind: annual report",
        "Period: 2019", "Date: 2020-03-01 (edited)", "Pages: 1", "Language: en"]
    assert card_lines({}) == []


def test_a_correction_of_a_read_only_library_is_refused_in_words(tmp_path: Path, monkeypatch):
    data_dir = tmp_path / "data"
    _folder, report = _report_folder(tmp_path)
    jobs.edit_card(data_dir, report, {"period": "FY2020"})  # a fresh library: written
    monkeypatch.setattr(manifest_module, "is_writable", lambda _folder: False)  # a read-only mount
    assert snapshots.library_snapshot(data_dir).read_only
    with pytest.raises(LibraryReadOnly) as refused:
        jobs.edit_card(data_dir, report, {"period": "FY2021"})
    assert "cannot correct a document's details" in window_words(refused.value)


def test_a_shared_librarys_cards_are_where_this_desktop_sees_the_files(
        published: Path, chroma: ChromaServer):  # noqa: F811 - the fixture
    source = snapshots.SharedSource(str(published / ".footnote-library"), chroma_url=chroma.url)
    snapshot = snapshots.library_snapshot(Path("unused"), shared=source)
    assert snapshot.read_only and snapshot.shared
    assert str(published / "contract.txt") in snapshot.cards
    assert all(path.startswith(str(published)) for path in snapshot.cards)


def test_a_correction_that_cannot_be_saved_says_why_in_the_status_bar(
        qtbot, make_window, dirs, monkeypatch):
    def read_only(data_dir, path, edits, reset=False):
        raise LibraryReadOnly(data_dir, "correct a document's details")

    monkeypatch.setattr(jobs, "edit_card", read_only)
    window = make_window()
    window.services.library.edit_card("/docs/report.txt", {"period": "FY2020"})
    qtbot.waitUntil(lambda: window.status_message.text().startswith(
        "Could not save the details: the library in "), timeout=30_000)
    assert "cannot correct a document's details" in window.status_message.text()
    assert not window.indexing.isVisible()  # no run was stopped
