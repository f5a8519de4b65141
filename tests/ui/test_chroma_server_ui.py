"""The window keeps the library's vectors on a Chroma server chosen in Settings."""

from __future__ import annotations

import dataclasses

from desktop_app.core import settings as app_settings
from indexer.store.library import Library
from tests.helpers.window import drop, wait_indexed


def test_chroma_server_setting_is_saved(qtbot, make_window, dirs):
    config_dir, _ = dirs
    window = make_window()
    window.open_settings()
    dialog = window.settings_dialog
    dialog.chroma_url.setText(" http://192.0.2.7:8000 ")
    dialog.grab().save(str(config_dir.parent / "settings-dialog.png"))
    dialog.accept()
    qtbot.waitUntil(lambda: (config_dir / "settings.toml").exists())
    saved = app_settings.load(config_dir)
    assert saved.chroma_url == "http://192.0.2.7:8000"
    assert saved.index_settings().chroma_url == "http://192.0.2.7:8000"
    assert "FOOTNOTE_CHROMA_TOKEN" in (config_dir / "settings.toml").read_text()  # the doc line


def test_window_indexes_into_the_chroma_server_of_its_settings(qtbot, make_window, dirs, docs,
                                                               chroma):
    config_dir, data_dir = dirs
    app_settings.save(dataclasses.replace(app_settings.AppSettings(), chroma_url=chroma.url),
                      config_dir)
    window = make_window()
    drop(window, [docs])
    wait_indexed(qtbot, window)
    snapshot = window.services.library.last_snapshot
    assert snapshot.chunks > 0 and snapshot.vectors == snapshot.chunks and not snapshot.problem
    with Library(data_dir) as library:  # the library remembers its server
        assert library.recorded_store_url == chroma.url
        assert library.vectors.count(library.embedder_id) == snapshot.chunks
    with Library(data_dir, chroma_url="embedded") as library:  # nothing went to the data dir
        assert library.vectors.count(library.embedder_id) == 0
        assert "this library was indexed into the Chroma server" in library.store_note()

    chroma.kill()  # the server goes away: the window says so, in the library panel
    with qtbot.waitSignal(window.services.library.snapshot, timeout=30_000) as seen:
        window.services.library.refresh()
    assert f"The Chroma server at {chroma.url} does not answer" in seen.args[0].problem
    assert "address in Settings ▸ Chroma server" in seen.args[0].problem  # the window's fix
    assert "--chroma-url" not in seen.args[0].problem
    window.grab().save(str(data_dir.parent / "server-down.png"))
    assert window.library_panel.problem.isVisible()
    assert "keywords only" in window.library_panel.problem.text()
