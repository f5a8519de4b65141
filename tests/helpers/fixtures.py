"""Fixtures test files of several directories use (a plugin: tests/conftest.py lists it)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from tests.helpers.indexing import HashEmbedder
from tests.helpers.offline import TRACING_ENV, NetGuard


@pytest.fixture
def dirs(tmp_path: Path) -> tuple[Path, Path]:
    """(config dir, data dir), both fresh."""
    return tmp_path / "config", tmp_path / "data"


@pytest.fixture
def make_window(qtbot: Any, dirs: tuple[Path, Path]) -> Iterator[Callable[..., Any]]:
    """``make_window(script=[...], **overrides)`` → a shown, started main window.

    At the end every window is closed and the test fails if a worker thread still runs.
    """
    from desktop_app.app import build_window
    from desktop_app.ui.window_placement import FIRST_SIZE
    from tests.assistant.fakes import ScriptedChatModel
    from tests.helpers.window import ready_probe

    made: list[Any] = []
    opened: list[str] = []

    def make(script: list | None = None, model: Any = None, **overrides: Any) -> Any:
        config_dir, data_dir = dirs
        kwargs: dict[str, Any] = dict(chat_model=model or ScriptedChatModel(
            script=list(script or []), repeat_last=False), embedder=HashEmbedder(),
            probe=ready_probe, open_external=opened.append,
            confirm=lambda parent, question, on_yes: on_yes(), debounce_ms=200)
        kwargs.update(overrides)
        window = build_window(config_dir, data_dir, **kwargs)
        window.opened = opened
        made.append(window)
        window.show()
        if window.isMaximized():  # the test screen (800 × 800) is smaller than a desktop's:
            window.showNormal()  # lay the window out at its first size, as on one
            window.resize(*FIRST_SIZE)
        window.start()
        qtbot.waitExposed(window)
        return window

    yield make
    from desktop_app.ui.language import remove_language

    remove_language()  # a window built in another language leaves it to no later test
    for window in made:
        jobs = window.services.jobs
        if window.isVisible():
            window.close()
        assert not [j.name for j in jobs.running() if j.thread_running()], \
            "a worker thread outlived the window"
    QApplication.processEvents()


@pytest.fixture
def tracing_env(monkeypatch: pytest.MonkeyPatch) -> Iterator[pytest.MonkeyPatch]:
    """No tracing variables, as on a fresh machine (langsmith's cached reads cleared)."""
    from langsmith.utils import get_env_var

    for name in (*TRACING_ENV, "OLLAMA_HOST", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY"):
        monkeypatch.delenv(name, raising=False)
    get_env_var.cache_clear()
    yield monkeypatch
    get_env_var.cache_clear()


@pytest.fixture
def offline(tracing_env: pytest.MonkeyPatch) -> Iterator[NetGuard]:
    """The network is off for this test (loopback stays)."""
    monkeypatch = tracing_env
    guard = NetGuard()
    guard.install(monkeypatch)
    yield guard
    guard.assert_offline()
