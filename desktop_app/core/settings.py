"""The app's typed settings, persisted as ``settings.toml`` in the user's config dir (no Qt)."""

from __future__ import annotations

import dataclasses
import json
import logging
import math
import os
import time
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from desktop_app.assistant.config import DEFAULT_MODEL, AssistantSettings
from desktop_app.core.settings_check import (
    MAX_TEMPERATURE,
    MIN_TEMPERATURE,
    SCHEMA_VERSION,
    field_value,
    folder_problem,
    pair_problem,
    schema_problem,
)
from desktop_app.wording import LANGUAGES, tr
from indexer import (
    PRIVATE_DIR,
    IndexSettings,
    OllamaServer,
    default_data_dir,
    open_private,
    tighten,
)

log = logging.getLogger(__name__)

FILE_NAME = "settings.toml"
_OWN_FILES = (FILE_NAME, "window.ini")  # and what starts so: .tmp, .damaged-…, Qt's .lock


@dataclass(frozen=True)
class AppSettings:
    """What the user can change in the Settings dialog; each field's ``doc`` says what it does."""

    ollama_url: str = field(default="", metadata={
        "doc": "Ollama server, e.g. https://gpu.lan/ollama behind a reverse proxy; empty means "
               "Ollama's own default (OLLAMA_HOST or 127.0.0.1:11434)"})
    ollama_auth: str = field(default="none", metadata={
        "doc": "sign-in for a reverse proxy in front of Ollama: 'none', 'bearer' (a token) or "
               "'basic' (user name and password); the token or password is kept in the system "
               "keyring, never in this file"})
    ollama_user: str = field(default="", metadata={"doc": "user name for 'basic' sign-in"})
    chat_model: str = field(default=DEFAULT_MODEL, metadata={
        "doc": "Ollama chat model with tool support"})
    embedder: str = field(default="builtin", metadata={
        "doc": "'builtin' or 'ollama:<model>'; changing it rebuilds the vectors in the background"})
    chunk_size: int = field(default=IndexSettings.chunk_size, metadata={
        "doc": "characters per passage"})
    chunk_overlap: int = field(default=IndexSettings.chunk_overlap, metadata={
        "doc": "characters neighbouring passages share"})
    results_per_search: int = field(default=5, metadata={
        "doc": "passages one search gives the model"})
    data_dir: str = field(default="", metadata={
        "doc": "library location; empty means the per-user data dir (applies after a restart)"})
    chroma_url: str = field(default="", metadata={
        "doc": "Chroma server holding the library's vectors, e.g. http://nas:8000; empty means "
               "the library's own store, or the server it was indexed into. A token goes in the "
               "FOOTNOTE_CHROMA_TOKEN environment variable, never here (applies after a restart)"})
    shared_folder: str = field(default="", metadata={
        "doc": "a folder another desktop publishes its library into (`python -m indexer … "
               "publish FOLDER` there): the window searches that library, read-only; empty "
               "means your own library (applies after a restart)"})
    shared_map: str = field(default="", metadata={
        "doc": "where this desktop sees the publisher's folders, as PUBLISHER_FOLDER=FOLDER_HERE "
               "pairs separated by ';'; empty means guessed from where the shared folder lies"})
    ocr: bool = field(default=IndexSettings.ocr, metadata={
        "doc": "read scanned PDF pages with the built-in OCR engine (slower: seconds per page)"})
    ocr_max_pages: int = field(default=IndexSettings.ocr_max_pages, metadata={
        "doc": "scanned pages OCR reads of one file (2-9 s a page); the Files menu's 'Read all "
               "scanned pages' reads the rest of one"})
    follow_outside_links: bool = field(default=IndexSettings.follow_outside_links, metadata={
        "doc": "follow links that lead out of a library folder (links to hidden files and "
               "folders are never followed)"})
    temperature: float = field(default=AssistantSettings.temperature, metadata={
        "doc": f"the chat model's sampling temperature, {MIN_TEMPERATURE} to {MAX_TEMPERATURE}: "
               "higher varies the wording more"})
    appearance: str = field(default="system", metadata={
        "doc": "'system' follows the desktop's light or dark mode; 'light' or 'dark' fixes it"})
    language: str = field(default="", metadata={
        "doc": "the window's language: empty follows the system; 'en', 'de', 'es', 'ru', 'uk' "
               "or 'zh_CN' fixes it (applies after a restart)"})
    extra_instruction: str = field(default="", metadata={
        "doc": "a short instruction of your own for the assistant (e.g. answer in German); "
               "added after Footnote's rules, so it cannot cancel them"})

    def assistant_settings(self) -> AssistantSettings:
        return AssistantSettings(model=self.chat_model, ollama_url=self.ollama_target(),
                                 passages_per_search=self.results_per_search,
                                 temperature=self.clamped_temperature(),
                                 extra_instruction=self.extra_instruction.strip(),
                                 shared_folder=self.shared_library(),
                                 shared_path_map=self.shared_path_map())

    def clamped_temperature(self) -> float:
        """The temperature within what the model is given (the default for one that is no
        number at all: NaN would pass a clamp)."""
        if not math.isfinite(self.temperature):
            return AssistantSettings.temperature
        return min(max(float(self.temperature), MIN_TEMPERATURE), MAX_TEMPERATURE)

    def shared_library(self) -> str | None:
        """The shared library's folder (None: the data dir's own library)."""
        folder = self.shared_folder.strip()
        return str(_expanded(folder)) if folder else None

    def shared_path_map(self) -> dict[str, str]:
        """``shared_map`` as a mapping; malformed pairs are left out (and logged)."""
        from indexer import parse_path_map

        pairs = [p.strip() for p in self.shared_map.split(";") if p.strip()]
        try:
            return parse_path_map(pairs)
        except ValueError as exc:
            log.warning("settings: shared_map ignored: %s", exc)
            return {}

    def ollama_target(self) -> str | None:
        """The Ollama server as everything that talks to it names it: the URL, with the user
        name for basic sign-in (None: Ollama's default)."""
        url = self.ollama_url.strip()
        if not url or self.ollama_auth != "basic" or not self.ollama_user.strip():
            return url or None
        try:
            server = OllamaServer.of(url)
        except ValueError:
            return url  # said when it is used
        return OllamaServer(server.url, self.ollama_user.strip()).target

    def index_settings(self) -> IndexSettings:
        return IndexSettings(chunk_size=self.chunk_size, chunk_overlap=self.chunk_overlap,
                             ocr=self.ocr, ocr_max_pages=self.ocr_max_pages,
                             follow_outside_links=self.follow_outside_links,
                             chroma_url=self.chroma_url.strip())

    def resolved_data_dir(self) -> Path:
        """The library's folder: ``data_dir``, else the per-user data dir (also for a
        ``data_dir`` that names no folder here: :func:`load` has said so)."""
        folder = self.data_dir.strip()
        if folder and folder_problem(folder) is None:
            return _expanded(folder)
        return default_data_dir()


def _expanded(folder: str) -> Path:
    try:
        return Path(folder).expanduser()
    except RuntimeError:  # ~user of a user this computer does not have: as it is written
        return Path(folder)


def default_config_dir() -> Path:
    return Path(platformdirs.user_config_dir("footnote", appauthor=False))


def load(config_dir: Path) -> AppSettings:
    """The saved settings (see :func:`load_with_notes`, which also says what was wrong)."""
    return load_with_notes(config_dir)[0]


def language_setting(config_dir: Path) -> str:
    """The ``language`` the settings file names, read before anything else (the notes
    :func:`load_with_notes` writes are in it); "" (the system's) when it names none that works."""
    try:
        raw = tomllib.loads((Path(config_dir) / FILE_NAME).read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError):
        return ""
    language = raw.get("language", "")
    return language if isinstance(language, str) and language in LANGUAGES else ""


def load_with_notes(config_dir: Path) -> tuple[AppSettings, list[str]]:
    """The saved settings, and what the user must be told about them.

    A file that is no settings file (not TOML, an unknown ``schema_version``) is set aside
    and the defaults are used. A value that cannot be used (of the wrong type, out of range,
    the home folder of a user this computer does not have) gets its default: the file as it
    was is set aside, and the usable values are saved again. Nothing is ever deleted.
    """
    config_dir = Path(config_dir)
    path = config_dir / FILE_NAME
    _tighten_config(config_dir)  # written 0644 by an earlier version
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return AppSettings(), []
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        return AppSettings(), [_damaged_note(path, str(exc))]
    except OSError as exc:
        log.warning("ignoring unreadable %s: %s", path, exc)
        return AppSettings(), [tr("Your settings file {path} cannot be read ({reason}); the "
                                  "defaults are used.").format(path=path,
                                                               reason=exc.strerror or exc)]
    problem = schema_problem(raw.get("schema_version", SCHEMA_VERSION))
    if problem:
        return AppSettings(), [_damaged_note(path, problem)]
    settings, problems = checked(raw)
    return settings, [_repaired_note(path, settings, problems)] if problems else []


def _damaged_note(path: Path, detail: str) -> str:
    aside = set_aside(path)
    log.warning("settings file %s is damaged (%s); kept as %s, using defaults", path, detail,
                aside)
    if aside:
        return tr("Your settings file was damaged: {detail}. It was kept as {name} and the "
                  "defaults are used.").format(detail=detail, name=aside.name)
    return tr("Your settings file was damaged: {detail}. It could not be moved aside ({path}) "
              "and the defaults are used.").format(detail=detail, path=path)


def _repaired_note(path: Path, settings: AppSettings, problems: list[str]) -> str:
    """Set the file aside, save what could be used, and say so."""
    aside = set_aside(path)
    if aside is not None:
        try:
            save(settings, path.parent)
        except OSError as exc:
            log.warning("cannot save the usable settings to %s: %s", path, exc)
    note = tr("Some values in your settings file could not be used, so their defaults are "
              "used: {problems}.").format(problems="; ".join(problems))
    if aside:
        note += " " + tr("The file as it was is kept as {name}.").format(name=aside.name)
    return note


def set_aside(path: Path) -> Path | None:
    """Move a damaged settings file out of the way (never delete what the user wrote), so
    saving new settings cannot overwrite it. Returns its new name (None if it could not)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():  # set aside twice within a second: keep both
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def damaged_copies(config_dir: Path) -> list[Path]:
    """Settings files set aside as damaged, oldest first (the window mentions the newest)."""
    return sorted(Path(config_dir).glob(f"{FILE_NAME}.damaged-*"))


def from_dict(raw: Mapping[str, Any]) -> AppSettings:
    """The settings in ``raw``; defaults for values that cannot be used (see :func:`checked`)."""
    return checked(raw)[0]


def checked(raw: Mapping[str, Any]) -> tuple[AppSettings, list[str]]:
    """The settings in ``raw`` (a parsed settings.toml), and what is wrong with its values,
    each as "name = value is not …"; a value that is wrong gets its default."""
    version = raw.get("schema_version", SCHEMA_VERSION)
    if isinstance(version, int) and version > SCHEMA_VERSION:
        log.warning("settings written by a newer Footnote; reading the fields this one knows")
    defaults = AppSettings()
    values: dict[str, Any] = {}
    problems: list[str] = []
    for f in dataclasses.fields(AppSettings):
        if f.name in raw:
            value, problem = field_value(f.name, raw[f.name], getattr(defaults, f.name))
            if problem is None:
                values[f.name] = value
            else:
                problems.append(problem)
    problem = _passage_problem(values)
    if problem:
        problems.append(problem)
    for problem in problems:
        log.warning("settings: %s; using the default", problem)
    return AppSettings(**values), problems


def _passage_problem(values: dict[str, Any]) -> str | None:
    """Why the file's passage settings make no usable index settings (with the defaults for
    what it leaves out); its chunk_size and chunk_overlap are dropped then."""
    defaults = AppSettings()
    size = values.get("chunk_size", defaults.chunk_size)
    overlap = values.get("chunk_overlap", defaults.chunk_overlap)
    problem = pair_problem(size, overlap)
    if problem is None:
        try:
            AppSettings(**values).index_settings()  # the indexer's own checks
        except ValueError as exc:
            problem = (f"chunk_size = {size} with chunk_overlap = {overlap} cannot be used "
                       f"({exc}), so both get their defaults")
    if problem:
        values.pop("chunk_size", None)
        values.pop("chunk_overlap", None)
    return problem


def save(settings: AppSettings, config_dir: Path) -> Path:
    """Write ``settings.toml`` atomically (a crash never leaves half a file), readable by its
    owner only; a new config folder is owner-only too."""
    config_dir = Path(config_dir)
    config_dir.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
    _tighten_config(config_dir)
    path = config_dir / FILE_NAME
    tmp = path.with_suffix(".toml.tmp")
    with os.fdopen(open_private(tmp, os.O_WRONLY | os.O_TRUNC), "w", encoding="utf-8") as f:
        f.write(to_toml(settings))
    os.replace(tmp, path)
    return path


def _tighten_config(config_dir: Path) -> None:
    """Make the settings file, and the folder when it holds nothing but Footnote's files,
    readable by their owner only (a --config-dir shared with other programs keeps its mode)."""
    tighten(config_dir / FILE_NAME)
    try:
        names = os.listdir(config_dir)
    except OSError:
        return
    if all(name.startswith(_OWN_FILES) for name in names):
        tighten(config_dir)


def to_toml(settings: AppSettings) -> str:
    """Flat TOML: every value is a string, int or bool (JSON string escapes are valid TOML)."""
    lines = ["# Footnote settings (edit while Footnote is closed)",
             f"schema_version = {SCHEMA_VERSION}", ""]
    for f in dataclasses.fields(AppSettings):
        value = getattr(settings, f.name)
        lines.append(f"# {f.metadata['doc']}")
        lines.append(f"{f.name} = {_toml_value(value)}")
    return "\n".join(lines) + "\n"


def _toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    return json.dumps(str(value), ensure_ascii=False)
