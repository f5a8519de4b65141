"""A damaged library in the window: the problem is shown with a Repair button that works."""

from __future__ import annotations

from indexer.store.library import Library
from tests.assistant.fakes import cite_everything
from tests.helpers import HashEmbedder, run_index
from tests.helpers.window import ask, drop, wait_indexed


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

    messages: list[str] = []
    window.status_message.setText = lambda text: (messages.append(text),  # type: ignore[method-assign]
                                                  type(window.status_message).setText(
                                                      window.status_message, text))
    with qtbot.waitSignal(window.services.library.run_finished, timeout=60_000):
        panel.repair_button.click()
    wait_indexed(qtbot, window)
    # the folder list comes back from its copy beside the library: nothing to add again
    assert f"Repairing: your folders are back ({docs.name}); they are being indexed again." \
        in messages
    qtbot.waitUntil(lambda: not panel.problem.isVisible(), timeout=20_000)
    assert panel.roots() == [str(docs)] and not panel.repair_button.isVisible()
    assert list(data.glob("damaged-*/library.sqlite"))


def test_damaged_conversations_and_settings_are_kept_aside_and_the_window_still_works(
        qtbot, make_window, dirs, docs):
    config_dir, data_dir = dirs
    config_dir.mkdir(parents=True)
    data_dir.mkdir(parents=True)
    garbage = bytes(range(256)) * 64
    (data_dir / "conversations.sqlite").write_bytes(garbage)
    (config_dir / "settings.toml").write_text("chat_model = [unclosed\n", encoding="utf-8")

    window = make_window(script=[cite_everything])
    # the conversations file is checked in a worker once the window is shown
    qtbot.waitUntil(lambda: "conversations file was damaged" in window.status_message.text())
    assert "settings file was damaged" in window.status_message.text()
    [kept] = data_dir.glob("conversations.sqlite.damaged-*")
    assert kept.read_bytes() == garbage  # nothing the user made is deleted
    [settings_kept] = config_dir.glob("settings.toml.damaged-*")
    assert settings_kept.read_text(encoding="utf-8") == "chat_model = [unclosed\n"

    drop(window, [docs])
    wait_indexed(qtbot, window)
    ask(qtbot, window, "Who may terminate the agreement?")
    assert window.chat.transcript.turns[-1].answer
    qtbot.waitUntil(lambda: window.conversations.titles() == ["Who may terminate the agreement?"])
