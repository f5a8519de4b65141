"""The library side of the window: drop to index, watch the progress, folders stay in sync."""

from __future__ import annotations

from pathlib import Path

from tests.helpers.window import drop, wait_indexed


def test_dropping_a_folder_indexes_it_with_progress_to_100(qtbot, make_window, docs: Path):
    window = make_window()
    started = []
    window.services.library.run_started.connect(lambda kind, roots: started.append(roots))
    drop(window, [docs])
    wait_indexed(qtbot, window)

    assert started == [[str(docs)]]
    bar = window.indexing.bar
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    assert window.indexing.progress.phase == "done"
    summary = window.indexing.progress.summary
    assert (summary["files"], summary["indexed"], summary["failed"]) == (3, 3, 0)
    assert window.indexing.headline.text().startswith("Done: 3 files — 3 indexed")
    qtbot.waitUntil(lambda: window.library_panel.roots() == [str(docs)])
    assert window.library_panel.state_of(str(docs)) == "indexed"
    item = window.library_panel.list.item(0).text()
    assert "3 files" in item and "passages" in item
    statuses = {window.files.status_of(str(p))[0] for p in docs.rglob("*.*")}
    assert statuses == {"indexed"}


def test_dropped_files_are_added_and_unreadable_ones_listed_with_a_reason(
        qtbot, make_window, docs: Path):
    bad = docs / "broken.pdf"
    bad.write_bytes(b"%PDF-1.4 this is not really a pdf")
    window = make_window()
    drop(window, [docs / "contract.txt", bad])
    wait_indexed(qtbot, window)
    summary = window.indexing.progress.summary
    assert summary["indexed"] == 1 and summary["skipped"] + summary["failed"] == 1
    status, reason = window.files.status_of(str(bad))
    assert status in ("skipped", "failed") and reason
    window.files.tree.setCurrentItem(window.files._items[str(bad)])
    assert window.files.retry_button.isEnabled()
    window.files.open_button.click()
    assert window.opened == [str(bad)]


def test_changes_on_disk_are_indexed_without_asking(qtbot, make_window, docs: Path):
    window = make_window()
    drop(window, [docs])
    wait_indexed(qtbot, window)
    qtbot.waitUntil(lambda: str(docs) in window.services.watcher.watched(), timeout=10_000)

    runs = []
    window.services.library.run_started.connect(lambda kind, roots: runs.append(roots))
    (docs / "invoices" / "new-order.txt").write_text("Order 88 for pears.\n", encoding="utf-8")
    qtbot.waitUntil(lambda: runs == [[str(docs)]], timeout=15_000)
    wait_indexed(qtbot, window)
    assert window.indexing.progress.summary["indexed"] == 1  # only the new file was read
    qtbot.waitUntil(lambda: "4 files" in window.library_panel.list.item(0).text())


def test_removing_a_folder_takes_its_passages_with_it(qtbot, make_window, docs: Path):
    window = make_window()
    drop(window, [docs])
    wait_indexed(qtbot, window)
    qtbot.waitUntil(lambda: window.library_panel.list.count() == 1)
    window.library_panel.list.item(0).setSelected(True)
    window.library_panel.remove_button.click()
    wait_indexed(qtbot, window)
    qtbot.waitUntil(lambda: window.library_panel.roots() == [])
    snapshot = window.services.library.last_snapshot
    assert snapshot.chunks == 0 and snapshot.roots == []
    assert window.library_panel.empty.isVisible()


def test_pause_resume_and_cancel(qtbot, make_window, tmp_path: Path):
    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(60):
        (folder / f"note-{i:03d}.txt").write_text(f"Note {i} about apples and pears.\n" * 20,
                                                  encoding="utf-8")
    window = make_window()
    lib = window.services.library
    drop(window, [folder])
    qtbot.waitUntil(lambda: lib.busy)
    window.indexing.pause_button.click()
    assert lib.paused and window.indexing.pause_button.text() == "Resume"
    window.indexing.pause_button.click()
    assert not lib.paused
    window.indexing.cancel_button.click()
    wait_indexed(qtbot, window)
    assert window.indexing.progress.phase in ("cancelled", "done")


def test_retry_indexes_a_file_that_could_not_be_read_before(qtbot, make_window, docs: Path):
    empty = docs / "draft.txt"
    empty.write_text("", encoding="utf-8")
    window = make_window()
    window.services.watcher.enabled = False  # only the Retry button may pick up the change
    drop(window, [docs])
    wait_indexed(qtbot, window)
    assert window.files.status_of(str(empty))[0] == "skipped"
    empty.write_text("Draft: the cider press warranty lasts five years.\n", encoding="utf-8")
    window.files.tree.setCurrentItem(window.files._items[str(empty)])
    window.files.retry_button.click()
    qtbot.waitUntil(lambda: window.services.library.busy)
    wait_indexed(qtbot, window)
    assert window.files.status_of(str(empty)) == ("indexed", "1 passage")


def test_an_emptied_folder_keeps_its_files_until_dropped_from_its_menu(
        qtbot, make_window, docs: Path, tmp_path: Path):
    window = make_window()
    drop(window, [docs])
    wait_indexed(qtbot, window)
    aside = tmp_path / "aside"
    docs.rename(aside)
    docs.mkdir()  # an unmounted share: its mount point is an empty folder

    window.services.library.reindex([str(docs)])
    qtbot.waitUntil(lambda: "nothing was removed" in window.indexing.headline.text(),
                    timeout=60_000)
    assert "Drop files no longer there" in window.indexing.headline.text()
    assert window.services.library.last_snapshot.chunks > 0

    menu = window.library_panel.menu_for(str(docs))
    action = next(a for a in menu.actions() if a.text() == "Drop files no longer there")
    action.trigger()
    qtbot.waitUntil(lambda: window.indexing.progress.summary is not None
                    and window.indexing.progress.summary.get("deleted") == 3, timeout=60_000)
    qtbot.waitUntil(lambda: window.services.library.last_snapshot.chunks == 0, timeout=60_000)


def test_a_link_out_of_the_folder_is_listed_until_links_are_followed_in_settings(
        qtbot, make_window, docs: Path, tmp_path: Path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "lease.txt").write_text("The lease of the depot ends in March.\n",
                                         encoding="utf-8")
    (docs / "depot").symlink_to(elsewhere, target_is_directory=True)
    window = make_window()
    drop(window, [docs])
    wait_indexed(qtbot, window)
    status = window.files.status_of(str(docs / "depot"))
    assert status is not None and "link leads outside the library folder" in status[1]

    window.open_settings()
    window.settings_dialog.outside_links.setChecked(True)
    window.settings_dialog.accept()
    qtbot.waitUntil(lambda: (window.files.status_of(str(docs / "depot" / "lease.txt"))
                             or ("",))[0] == "indexed", timeout=60_000)
