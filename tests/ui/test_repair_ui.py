"""A damaged library in the window: the problem is shown with a Repair button that works."""

from __future__ import annotations

from indexer.library import Library
from tests.helpers import HashEmbedder, run_index
from tests.ui.conftest import wait_indexed


def test_window_offers_repair_for_a_damaged_library_and_repair_restores_it(
        qtbot, make_window, dirs, docs):
    data = dirs[1]
    with Library(data) as library:
        run_index(library, HashEmbedder(), [docs])
    db = data / "library.sqlite"
    with open(db, "r+b") as f:
        f.truncate(db.stat().st_size // 2)

    window = make_window()
    panel = window.library_panel
    qtbot.waitUntil(lambda: panel.problem.isVisible(), timeout=20_000)
    assert "damaged" in panel.problem.text() and panel.repair_button.isVisible()

    with qtbot.waitSignal(window.services.library.run_finished, timeout=60_000):
        panel.repair_button.click()
    wait_indexed(qtbot, window)
    if not panel.roots():  # the folder list was lost with the damaged pages: add it again
        window.add_paths([str(docs)])
        wait_indexed(qtbot, window)
    qtbot.waitUntil(lambda: not panel.problem.isVisible(), timeout=20_000)
    assert panel.roots() == [str(docs)] and not panel.repair_button.isVisible()
    assert list(data.glob("damaged-*/library.sqlite"))
