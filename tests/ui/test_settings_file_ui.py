"""A settings.toml the window cannot use: it starts anyway, says so, and keeps the file aside."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_app.core.settings import AppSettings
from indexer.base.settings import default_data_dir


@pytest.fixture
def dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, None]:
    """A config dir, and no --data-dir: the window takes its library from the settings (the
    per-user default under a temporary XDG_DATA_HOME)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return tmp_path / "config", None


@pytest.mark.parametrize(("text", "said"), [
    ('schema_version = "1.1"\n', "settings file was damaged"),
    ('data_dir = "~nosuchuser/x"\ntemperature = nan\n', "a user this computer does not have"),
])
def test_the_window_starts_with_a_settings_file_it_cannot_use(qtbot, make_window, dirs, text,
                                                              said):
    config_dir, _ = dirs
    config_dir.mkdir(parents=True)
    (config_dir / "settings.toml").write_text(text, encoding="utf-8")

    window = make_window()
    assert said in window.status_message.text()
    assert window.services.data_dir == default_data_dir()
    [kept] = config_dir.glob("settings.toml.damaged-*")
    assert kept.read_text(encoding="utf-8") == text
    assert window.services.settings.assistant_settings().temperature == AppSettings().temperature
