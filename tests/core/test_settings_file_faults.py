"""A settings.toml Footnote cannot use never stops it: the file is set aside (never deleted),
the user is told what was wrong, and the app starts with defaults for what it could not use."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from desktop_app.app import main as window_main
from desktop_app.core import settings as app_settings
from indexer.base.settings import default_data_dir

DEFAULTS = app_settings.AppSettings()


def write(config: Path, text: str) -> Path:
    config.mkdir(parents=True, exist_ok=True)
    path = config / app_settings.FILE_NAME
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("text", [
    'schema_version = "1.1"\nchat_model = "m"\n',
    "schema_version = true\n",
    "schema_version = 1.0\n",
    "chat_model = [unclosed\n",
])
def test_a_file_that_is_no_settings_file_is_set_aside_and_the_defaults_are_used(tmp_path, text):
    path = write(tmp_path, text)
    settings, notes = app_settings.load_with_notes(tmp_path)
    assert settings == DEFAULTS
    [kept] = app_settings.damaged_copies(tmp_path)
    assert kept.read_text(encoding="utf-8") == text  # nothing the user wrote is lost
    [note] = notes
    assert note.startswith("Your settings file was damaged: ") and kept.name in note
    assert not path.exists()  # the next start is a clean one
    assert app_settings.load_with_notes(tmp_path) == (DEFAULTS, [])


@pytest.mark.parametrize(("line", "field", "said"), [
    ("temperature = nan", "temperature", "temperature = nan is not a number from 0.0 to 1.5"),
    ("temperature = inf", "temperature", "temperature = inf is not a number from 0.0 to 1.5"),
    ("temperature = -0.5", "temperature", "is not a number from 0.0 to 1.5"),
    ('data_dir = "~nosuchuser/x"', "data_dir",
     "names the home folder of 'nosuchuser', a user this computer does not have"),
    ('data_dir = "library"', "data_dir", 'data_dir = "library" is not a full path'),
    ('shared_folder = "~nosuchuser"', "shared_folder", "a user this computer does not have"),
    ("chunk_size = 0", "chunk_size", "chunk_size = 0 is not a number of characters above 0"),
    ("chunk_size = true", "chunk_size", "chunk_size = true is not a whole number"),
    ("chunk_overlap = -1", "chunk_overlap", "chunk_overlap = -1 is not 0 or more characters"),
    ("chunk_overlap = 2000", "chunk_overlap",
     "chunk_overlap = 2000 is not smaller than chunk_size = 1000"),
    ("chunk_size = 100", "chunk_size", "chunk_overlap = 150 is not smaller than chunk_size = 100"),
    ("results_per_search = 0", "results_per_search", "is not a whole number from 1 to 20"),
    ("results_per_search = 2.5", "results_per_search", "is not a whole number"),
    ('appearance = "neon"', "appearance", "is not one of 'system', 'light', 'dark'"),
    ('ollama_auth = "kerberos"', "ollama_auth", "is not one of 'none', 'bearer', 'basic'"),
    ('embedder = "word2vec"', "embedder", "is not 'builtin' or 'ollama:<model>'"),
    ('chroma_url = "ftp://nas"', "chroma_url", "is not a Chroma server's address"),
    ('shared_map = "no-equals-sign"', "shared_map", "PUBLISHER_FOLDER=FOLDER_HERE"),
    ('chat_model = "a\\u0000b"', "chat_model", "holds a NUL character"),
    ("ocr = 1", "ocr", "ocr = 1 is not true or false"),
    ("chat_model = { name = \"m\" }", "chat_model", "is not text in quotes"),
])
def test_a_value_that_cannot_be_used_gets_its_default_the_rest_is_kept(tmp_path, line, field,
                                                                         said):
    text = f'schema_version = 1\nollama_user = "ann"\n{line}\n'
    write(tmp_path, text)
    settings, [note] = app_settings.load_with_notes(tmp_path)
    assert getattr(settings, field) == getattr(DEFAULTS, field)
    assert settings.ollama_user == "ann"  # the usable values stay
    assert said in note and "their defaults are used" in note
    [kept] = app_settings.damaged_copies(tmp_path)
    assert kept.read_text(encoding="utf-8") == text and kept.name in note
    # What is in use was saved: the next start is quiet and keeps the usable values.
    again, notes = app_settings.load_with_notes(tmp_path)
    assert notes == [] and again == settings
    # Everything that crashed a start before works with what was loaded.
    assert math.isfinite(settings.assistant_settings().temperature)
    settings.index_settings()
    assert settings.resolved_data_dir().is_absolute()


def test_a_rejection_by_the_indexers_own_checks_sets_the_passage_values_back(tmp_path,
                                                                             monkeypatch):
    """``IndexSettings`` raises ValueError for values it cannot index with: that is a note and
    the default passage settings, not a window that cannot start."""
    real = app_settings.IndexSettings

    def strict(**kwargs):
        if kwargs.get("chunk_size") == 777:
            raise ValueError("chunk size 777 is not allowed")
        return real(**kwargs)

    monkeypatch.setattr(app_settings, "IndexSettings", strict)
    write(tmp_path, 'chunk_size = 777\nchunk_overlap = 100\nchat_model = "m"\n')
    settings, [note] = app_settings.load_with_notes(tmp_path)
    assert (settings.chunk_size, settings.chunk_overlap) == (DEFAULTS.chunk_size,
                                                             DEFAULTS.chunk_overlap)
    assert settings.chat_model == "m" and "chunk size 777 is not allowed" in note


def test_a_nan_temperature_made_in_code_never_reaches_the_model():
    assert app_settings.AppSettings(temperature=math.nan).assistant_settings().temperature \
        == DEFAULTS.temperature
    assert app_settings.AppSettings(temperature=7.0).assistant_settings().temperature == 1.5


def test_set_aside_twice_in_one_second_keeps_both_copies(tmp_path):
    for text in ('schema_version = "x"\n', 'schema_version = "y"\n'):
        write(tmp_path, text)
        app_settings.load(tmp_path)
    kept = app_settings.damaged_copies(tmp_path)
    assert sorted(p.read_text(encoding="utf-8") for p in kept) == [
        'schema_version = "x"\n', 'schema_version = "y"\n']


def test_the_window_refuses_a_data_dir_that_is_a_file_before_opening(tmp_path, capsys):
    afile = tmp_path / "notes.txt"
    afile.write_text("mine\n", encoding="utf-8")
    assert window_main(["--data-dir", str(afile)]) == 2
    out, err = capsys.readouterr()
    assert err == f"error: --data-dir: {afile} is a file, not a folder. Give a folder for the library.\n"
    assert afile.read_text(encoding="utf-8") == "mine\n"

    home = tmp_path / "home"
    home.mkdir()
    (home / "taxes.pdf").write_bytes(b"%PDF")
    assert window_main(["--data-dir", str(home)]) == 2
    assert "holds other files (taxes.pdf) and no Footnote library" in capsys.readouterr().err
    assert sorted(p.name for p in home.iterdir()) == ["taxes.pdf"]


def test_a_settings_data_dir_that_holds_other_files_falls_back_with_a_note(tmp_path,
                                                                           monkeypatch):
    from desktop_app.app import settings_data_dir

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    home = tmp_path / "home"
    home.mkdir()
    (home / "taxes.pdf").write_bytes(b"%PDF")
    data_dir, note = settings_data_dir(app_settings.AppSettings(data_dir=str(home)))
    assert data_dir == default_data_dir() and str(home) in (note or "")
    assert "holds other files" in (note or "") and str(default_data_dir()) in (note or "")
    fine = tmp_path / "new-library"
    assert settings_data_dir(app_settings.AppSettings(data_dir=str(fine))) == (fine, None)
