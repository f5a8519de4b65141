"""Settings ▸ Ollama for a server behind a reverse proxy: the token goes to the keyring (in a
worker), never to settings.toml, and the status bar says which server answers and how fast."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from desktop_app.core import settings as app_settings
from desktop_app.core.ollama.probe import probe
from desktop_app.core.ollama.signin import save_signin, signin_change
from indexer.servers.ollama import KEYRING_SERVICE
from tests.assistant.fake_ollama import FakeOllama
from tests.ollama_proxy import AuthProxy

SHOTS = Path("/tmp/shots-remote-ollama")
TOKEN = "proxy-token-5d1e"


@pytest.fixture
def proxy() -> Iterator[AuthProxy]:
    """A tool-capable Ollama under ``/ollama`` behind a proxy that wants ``Bearer TOKEN``."""
    fake = FakeOllama()
    fake.models["tiny:1b"] = {"capabilities": ["completion", "tools"], "model_info": {},
                              "parameters": ""}
    server = AuthProxy(fake.url, f"Bearer {TOKEN}")
    yield server
    server.close()
    fake.close()


def open_on(make_window, dirs, proxy: AuthProxy):
    config_dir, _ = dirs
    app_settings.save(app_settings.AppSettings(ollama_url=proxy.url, chat_model="tiny:1b"),
                      config_dir)
    return make_window(probe=probe)  # the real probe, over HTTP through the proxy


def enter_token(qtbot, window, token: str) -> None:
    window.open_settings()
    dialog = window.settings_dialog
    assert not dialog.secret.isVisibleTo(dialog)  # no sign-in until the user picks one
    dialog.auth.setCurrentIndex(dialog.auth.findData("bearer"))
    assert dialog.secret.isVisibleTo(dialog) and not dialog.user.isVisibleTo(dialog)
    assert "keyring" in dialog.signin_note.text()
    dialog.secret.setText(token)
    SHOTS.mkdir(parents=True, exist_ok=True)
    QApplication.processEvents()
    dialog.grab().save(str(SHOTS / "settings-signin.png"))
    dialog.accept()


def test_a_token_saved_in_settings_reaches_the_keyring_not_the_file(
        qtbot, make_window, dirs, proxy, memory_keyring):
    window = open_on(make_window, dirs, proxy)
    qtbot.waitUntil(lambda: "asks for a token" in window.ollama_label.text(), timeout=10_000)
    assert "Enter it in Settings ▸ Sign-in" in window.ollama_label.text()
    enter_token(qtbot, window, TOKEN)
    host = proxy.url.split("/")[2]
    qtbot.waitUntil(lambda: window.ollama_label.text().startswith(f"Ollama · {host} · "),
                    timeout=10_000)
    assert window.ollama_label.text().endswith("ms — tiny:1b ready")
    assert "ms round trip" in window.ollama_label.toolTip()
    assert memory_keyring.secrets == {(KEYRING_SERVICE, proxy.url): TOKEN}
    qtbot.waitUntil(lambda: not [j for j in window.services.jobs.running()
                                 if j.name in ("save-settings", "save-ollama-signin")])
    text = (dirs[0] / app_settings.FILE_NAME).read_text(encoding="utf-8")
    assert TOKEN not in text and 'ollama_auth = "bearer"' in text
    window.grab().save(str(SHOTS / "window-remote.png"))


def test_without_a_keyring_the_window_says_to_use_the_environment(
        qtbot, make_window, dirs, proxy, no_keyring):
    window = open_on(make_window, dirs, proxy)
    qtbot.waitUntil(lambda: "asks for a token" in window.ollama_label.text(), timeout=10_000)
    enter_token(qtbot, window, TOKEN)
    qtbot.waitUntil(lambda: "no system keyring" in window.status_message.text(), timeout=10_000)
    assert "FOOTNOTE_OLLAMA_TOKEN" in window.status_message.text()
    qtbot.waitUntil(lambda: not [j for j in window.services.jobs.running()
                                 if j.name in ("save-settings", "save-ollama-signin")])
    assert TOKEN not in (dirs[0] / app_settings.FILE_NAME).read_text(encoding="utf-8")


def test_a_password_typed_into_the_url_goes_to_the_keyring(qtbot, make_window, dirs,
                                                            memory_keyring):
    window = make_window()
    window.open_settings()
    dialog = window.settings_dialog
    dialog.url.setText("https://alice:hunter2@gpu.lan/ollama")
    dialog.accept()
    qtbot.waitUntil(lambda: not [j for j in window.services.jobs.running()
                                 if j.name in ("save-settings", "save-ollama-signin")])
    saved = app_settings.load(dirs[0])
    assert (saved.ollama_url, saved.ollama_auth, saved.ollama_user) == (
        "https://gpu.lan/ollama", "basic", "alice")
    assert "hunter2" not in (dirs[0] / app_settings.FILE_NAME).read_text(encoding="utf-8")
    key = (KEYRING_SERVICE, "https://alice@gpu.lan/ollama")
    qtbot.waitUntil(lambda: memory_keyring.secrets.get(key) == "hunter2")


def test_choosing_no_sign_in_forgets_the_stored_token(memory_keyring):
    old = app_settings.AppSettings(ollama_url="https://gpu.lan/ollama", ollama_auth="bearer")
    save_signin(signin_change(app_settings.AppSettings(), old, "t0k"))
    assert memory_keyring.secrets == {(KEYRING_SERVICE, "https://gpu.lan/ollama"): "t0k"}
    assert signin_change(old, old, "") is None  # reopening Settings keeps it as it is
    save_signin(signin_change(old, dataclasses.replace(old, ollama_auth="none"), ""))
    assert memory_keyring.secrets == {}
