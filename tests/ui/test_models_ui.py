"""The model picker and the settings around the model, against a real local HTTP server that
speaks Ollama's routes (tags, show, pull, chat)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop_app.core import settings as app_settings
from desktop_app.core.ollama.probe import probe
from tests.assistant.fake_ollama import FakeOllama
from tests.helpers import free_port
from tests.helpers.window import ask, drop, wait_indexed

SHOTS = Path("/tmp/shots-models")
TOOLS = {"capabilities": ["completion", "tools"], "model_info": {}, "parameters": ""}


@pytest.fixture
def server() -> Iterator[FakeOllama]:
    """Ollama with a tool model, a model without tools and an embedding model."""
    fake = FakeOllama()
    fake.models["tiny:1b"] = dict(TOOLS)
    fake.models["gemma:2b"] = {"capabilities": ["completion"], "model_info": {}}
    fake.models["nomic-embed-text:latest"] = {"capabilities": ["embedding"], "model_info": {}}
    yield fake
    fake.close()


def window_on(make_window, dirs, server, model: str = "qwen2.5:3b"):
    """The window set to use ``server`` and ``model`` (saved settings, as a user left them)."""
    config_dir, _ = dirs
    app_settings.save(app_settings.AppSettings(ollama_url=server.url, chat_model=model),
                      config_dir)
    return make_window(probe=probe)


def shot(widget, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    QApplication.processEvents()  # pending layout requests (a message just grew)
    widget.grab().save(str(SHOTS / f"{name}.png"))


def texts(widget) -> list[str]:
    return [widget.item(i).text() for i in range(widget.count())]


def open_picker(qtbot, window, count: int):
    qtbot.waitUntil(lambda: window.models_button.isVisible(), timeout=10_000)
    qtbot.mouseClick(window.models_button, Qt.MouseButton.LeftButton)
    dialog = window.models_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(lambda: dialog.installed.count() == count, timeout=10_000)
    return dialog


def test_first_start_without_the_model_offers_the_picker_which_lists_and_downloads(
        qtbot, make_window, dirs, server):
    window = window_on(make_window, dirs, server)
    dialog = open_picker(qtbot, window, 3)
    assert "Choose or download a model" in window.models_button.text()
    listed = dict(line.split("  —  ", 1) for line in texts(dialog.installed))
    assert listed["tiny:1b"] == "✓ can search your documents"
    assert "no tool support" in listed["gemma:2b"]
    assert "embedding model" in listed["nomic-embed-text:latest"]
    assert "qwen2.5:3b, which Ollama does not have" in dialog.server_note.text()
    assert any(t.startswith("qwen2.5:") for t in texts(dialog.suggested))
    shot(dialog, "picker-first-start")

    server.pull_replies["qwen2.5:3b"] = "ok"
    server.pull_delay_s = 0.1
    seen: list[int] = []
    dialog.puller.progressed.connect(lambda p: seen.append(dialog.progress.value()))
    dialog.name.setText("qwen2.5:3b")
    with qtbot.waitSignal(dialog.puller.succeeded, timeout=10_000):
        qtbot.mouseClick(dialog.download_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: 0 < dialog.progress.value() < 100, timeout=5000)
        assert not dialog.download_button.isEnabled() and dialog.cancel_button.isEnabled()
        assert "Downloading qwen2.5:3b" in dialog.progress_label.text()
        shot(dialog, "picker-downloading")
    assert dialog.progress.value() == 100 and seen == sorted(seen)
    qtbot.waitUntil(lambda: "qwen2.5:3b  —  ✓ can search your documents   (in use)"
                    in texts(dialog.installed), timeout=10_000)
    assert dialog.selected_model() == "qwen2.5:3b"
    qtbot.waitUntil(lambda: not window.models_button.isVisible(), timeout=10_000)
    assert "qwen2.5:3b ready" in window.ollama_label.text()
    shot(dialog, "picker-downloaded")


def test_a_download_into_an_empty_ollama_is_used_at_once(qtbot, make_window, dirs):
    server = FakeOllama()  # no models at all
    config_dir, _ = dirs
    try:
        app_settings.save(app_settings.AppSettings(ollama_url=server.url,
                                                   chat_model="qwen2.5:3b"), config_dir)
        window = make_window(probe=probe)
        dialog = open_picker(qtbot, window, 0)
        assert "no models yet" in dialog.server_note.text()
        server.pull_replies["llama3.2:3b"] = "ok"
        dialog.name.setText("llama3.2:3b")
        with qtbot.waitSignal(dialog.model_chosen, timeout=10_000):
            qtbot.mouseClick(dialog.download_button, Qt.MouseButton.LeftButton)
        assert window.services.settings.chat_model == "llama3.2:3b"
        qtbot.waitUntil(lambda: app_settings.load(config_dir).chat_model == "llama3.2:3b")
        qtbot.waitUntil(lambda: "llama3.2:3b ready" in window.ollama_label.text(), timeout=10_000)
        qtbot.waitUntil(lambda: not [j for j in window.services.jobs.running()
                                     if j.name in ("save-settings", "assistant")])
    finally:
        window.close()
        server.close()


def test_cancel_closes_the_stream_and_the_dialog_stays_usable(qtbot, make_window, dirs, server):
    window = window_on(make_window, dirs, server)
    dialog = open_picker(qtbot, window, 3)
    server.pull_replies["qwen2.5:7b"] = "hold"
    dialog.name.setText("qwen2.5:7b")
    qtbot.mouseClick(dialog.download_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.progress.value() == 25, timeout=5000)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert "cancelled" in dialog.progress_label.text() and "again" in dialog.progress_label.text()
    assert dialog.download_button.isEnabled() and dialog.name.isEnabled()
    assert not dialog.cancel_button.isEnabled()
    assert server.pull_dropped.wait(5)  # the stream was closed, not left hanging
    shot(dialog, "picker-cancelled")
    # pulling again is how a download resumes (Ollama keeps the partial layers)
    server.pull_replies["qwen2.5:7b"] = "ok"
    with qtbot.waitSignal(dialog.puller.succeeded, timeout=10_000):
        qtbot.mouseClick(dialog.download_button, Qt.MouseButton.LeftButton)
    assert [b["model"] for b in server.pull_bodies] == ["qwen2.5:7b", "qwen2.5:7b"]
    qtbot.waitUntil(lambda: dialog.installed.count() == 4, timeout=10_000)


def test_an_unknown_model_is_explained_and_a_model_can_be_chosen(qtbot, make_window, dirs,
                                                                  server):
    window = window_on(make_window, dirs, server)
    dialog = open_picker(qtbot, window, 3)
    dialog.name.setText("qwen9:77b")
    with qtbot.waitSignal(dialog.puller.failed, timeout=10_000):
        qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert "no model called 'qwen9:77b'" in dialog.error_label.text()
    assert "manifest" not in dialog.error_label.text()
    assert dialog.download_button.isEnabled() and dialog.progress.value() == 0
    shot(dialog, "picker-unknown-model")
    row = texts(dialog.installed).index("gemma:2b  —  ✗ cannot search your documents "
                                        "(no tool support)")
    dialog.installed.setCurrentRow(row)
    assert not dialog.use_button.isEnabled()  # it could not search the documents
    dialog.installed.setCurrentRow([t.split()[0] for t in texts(dialog.installed)]
                                   .index("tiny:1b"))
    qtbot.mouseClick(dialog.use_button, Qt.MouseButton.LeftButton)
    assert window.services.settings.chat_model == "tiny:1b"
    qtbot.waitUntil(lambda: "tiny:1b ready" in window.ollama_label.text(), timeout=10_000)
    qtbot.waitUntil(lambda: "(in use)" in texts(dialog.installed)[
        [t.split()[0] for t in texts(dialog.installed)].index("tiny:1b")])
    qtbot.waitUntil(lambda: not [j for j in window.services.jobs.running()
                                 if j.name in ("save-settings", "assistant")])


def test_a_server_that_is_down_names_the_start_command(qtbot, make_window, dirs):
    config_dir, _ = dirs
    url = f"http://127.0.0.1:{free_port()}"
    app_settings.save(app_settings.AppSettings(ollama_url=url), config_dir)
    window = make_window(probe=probe)
    qtbot.waitUntil(lambda: "ollama serve" in window.ollama_label.text(), timeout=10_000)
    assert not window.models_button.isVisible()  # the fix is starting Ollama, not a model
    window.models_action.trigger()
    dialog = window.models_dialog
    qtbot.waitUntil(lambda: "ollama serve" in dialog.server_note.text())
    dialog.suggested.setCurrentRow(0)
    assert dialog.name.text() == dialog.suggested.item(0).data(Qt.ItemDataRole.UserRole)
    with qtbot.waitSignal(dialog.puller.failed, timeout=10_000):
        qtbot.mouseClick(dialog.download_button, Qt.MouseButton.LeftButton)
    assert f"Ollama is not running at {url}" in dialog.error_label.text()
    assert "`ollama serve`" in dialog.error_label.text()
    shot(dialog, "picker-server-down")


def test_the_not_in_ollama_note_clears_when_another_model_is_picked(qtbot, make_window, dirs,
                                                                    server):
    window = window_on(make_window, dirs, server)
    qtbot.waitUntil(lambda: window.models_button.isVisible(), timeout=10_000)
    window.open_settings()
    dialog = window.settings_dialog
    assert "not in Ollama" in dialog.server_note.text()
    assert dialog.chat_model.currentText() == "qwen2.5:3b  (not in Ollama)"
    dialog.chat_model.setCurrentIndex(dialog.chat_model.findData("tiny:1b"))
    assert "not in Ollama" not in dialog.server_note.text()
    qtbot.mouseClick(dialog.refresh, Qt.MouseButton.LeftButton)  # "Check"
    qtbot.waitUntil(lambda: dialog.server_note.text() == "Ollama connected — tiny:1b ready",
                    timeout=10_000)
    assert dialog.chat_model.currentData() == "tiny:1b"
    # the data location in use is the one given on the command line (make_window passes it)
    data_dir = dirs[1]
    note = dialog.data_dir_note.text()
    assert str(data_dir) in note and "--data-dir" in note
    assert window.services.data_dir == data_dir
    shot(dialog, "settings")
    dialog.reject()
    qtbot.waitUntil(lambda: window.services.ollama.model == "qwen2.5:3b")  # Cancel undoes Check


def test_temperature_and_instruction_reach_the_chat_model(qtbot, make_window, dirs, server,
                                                          docs: Path):
    config_dir, _ = dirs
    app_settings.save(app_settings.AppSettings(ollama_url=server.url, chat_model="tiny:1b"),
                      config_dir)
    window = make_window(chat_model=None, probe=probe)  # the real ChatOllama
    window.open_settings()
    dialog = window.settings_dialog
    assert dialog.temperature.value() == pytest.approx(0.2)
    dialog.temperature.setValue(0.9)
    dialog.extra_instruction.setPlainText("Answer in German.")
    dialog.accept()
    qtbot.waitUntil(lambda: window.services.chat.assistant.settings.temperature == 0.9)
    qtbot.waitUntil(lambda: not [j for j in window.services.jobs.running()
                                 if j.name in ("save-settings", "assistant")])
    saved = app_settings.load(config_dir)
    assert (saved.temperature, saved.extra_instruction) == (0.9, "Answer in German.")
    drop(window, [docs])
    wait_indexed(qtbot, window)
    server.chat_replies = ["answer"]
    ask(qtbot, window, "When does the lease end?")
    assert server.chat_bodies, window.chat.transcript.toPlainText()
    body = server.chat_bodies[-1]
    assert body["options"]["temperature"] == 0.9
    system = body["messages"][0]["content"]
    assert system.index("Answer in German.") > system.index("Rules:")
