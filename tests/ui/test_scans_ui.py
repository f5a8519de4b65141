"""Scanned pages in the window: the Files list says how far OCR got and what the page limit
keeps back, the progress line names the page being read, and "Read all scanned pages" reads
the rest of one scan."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from desktop_app.core import settings as app_settings
from desktop_app.core.progress import Progress
from indexer import Manifest
from tests.helpers.scans import scanned_pdf
from tests.helpers.window import drop, wait_indexed
from tests.ui.test_document_cards import trigger


def _details(window, path: str) -> str:
    item = window.files._items.get(path)
    return item.text(2) if item is not None else ""


def _waiting_scans(data_dir: Path) -> list:
    manifest = Manifest(data_dir / "library.sqlite")
    try:
        return manifest.scan_jobs()
    finally:
        manifest.close()


def test_a_scan_held_by_the_page_limit_is_read_whole_on_request(
        qtbot, make_window, dirs, tmp_path: Path):
    config_dir, data_dir = dirs
    app_settings.save(app_settings.AppSettings(ocr_max_pages=1), config_dir)
    folder = tmp_path / "scans"
    folder.mkdir()
    book = str(scanned_pdf(folder / "ledger.pdf", [["Ledger of the mill"],
                                                   ["Flour sold to the bakery"]]))
    (folder / "note.txt").write_text("A note about the mill pond.\n", encoding="utf-8")
    window = make_window()
    drop(window, [folder])
    wait_indexed(qtbot, window)
    qtbot.waitUntil(lambda: "scanned pages: 1 of 2 read" in _details(window, book),
                    timeout=30_000)
    assert "the OCR page limit keeps the rest" in _details(window, book)
    settings = window.services.settings
    window.settings_actions.apply_settings(replace(settings, ocr=False))
    qtbot.waitUntil(lambda: "OCR is off" in _details(window, book))  # no run would read them
    window.settings_actions.apply_settings(settings)
    qtbot.waitUntil(lambda: "the OCR page limit keeps the rest" in _details(window, book))
    wait_indexed(qtbot, window)

    trigger(window.files.menu_for(book), "Read all scanned pages")
    qtbot.waitUntil(lambda: not _waiting_scans(data_dir), timeout=120_000)
    wait_indexed(qtbot, window)
    manifest = Manifest(data_dir / "library.sqlite")
    try:
        pages = [p for (p,) in manifest.db.execute("SELECT page FROM chunks WHERE text LIKE"
                                                   " '%bakery%'")]
    finally:
        manifest.close()
    assert pages == [2]
    [action] = [a for a in window.files.menu_for(book).actions()
                if a.text() == "Read all scanned pages"]
    assert not action.isEnabled()  # nothing left to read


def test_the_progress_line_names_the_scanned_page_being_read():
    progress = Progress()
    progress.update({"kind": "plan_totals", "to_parse": 2, "reused": 0, "skipped": 0})
    progress.update({"kind": "lexical_ready", "chunks": 3})
    progress.update({"kind": "scan_progress", "path": "/docs/book.pdf", "read": 120,
                     "total": 400, "seconds_left": 2100.0, "held": False})
    assert progress.current_text() == "book.pdf — scanned page 120 of 400 · 35\u00a0min 00\u00a0s left"
    assert progress.headline().startswith("Every file's text is searchable; reading scanned pages")
