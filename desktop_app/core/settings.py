"""The app's typed settings, persisted as ``settings.toml`` in the user's config dir (no Qt)."""

from __future__ import annotations

import dataclasses
import json
import logging
import os
import time
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from desktop_app.assistant.config import DEFAULT_MODEL, AssistantSettings
from indexer.ollama_server import OllamaServer
from indexer.settings import IndexSettings, default_data_dir

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1
MIN_TEMPERATURE, MAX_TEMPERATURE = 0.0, 1.5
FILE_NAME = "settings.toml"


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
    temperature: float = field(default=AssistantSettings.temperature, metadata={
        "doc": f"the chat model's sampling temperature, {MIN_TEMPERATURE} to {MAX_TEMPERATURE}: "
               "higher varies the wording more"})
    appearance: str = field(default="system", metadata={
        "doc": "'system' follows the desktop's light or dark mode; 'light' or 'dark' fixes it"})
    extra_instruction: str = field(default="", metadata={
        "doc": "a short instruction of your own for the assistant (e.g. answer in German); "
               "added after Footnote's rules, so it cannot cancel them"})

    def assistant_settings(self) -> AssistantSettings:
        return AssistantSettings(model=self.chat_model, ollama_url=self.ollama_target(),
                                 passages_per_search=self.results_per_search,
                                 temperature=min(max(float(self.temperature), MIN_TEMPERATURE),
                                                 MAX_TEMPERATURE),
                                 extra_instruction=self.extra_instruction.strip(),
                                 shared_folder=self.shared_library(),
                                 shared_path_map=self.shared_path_map())

    def shared_library(self) -> str | None:
        """The shared library's folder (None: the data dir's own library)."""
        folder = self.shared_folder.strip()
        return str(Path(folder).expanduser()) if folder else None

    def shared_path_map(self) -> dict[str, str]:
        """``shared_map`` as a mapping; malformed pairs are left out (and logged)."""
        from indexer.shared import parse_path_map

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
                             ocr=self.ocr, chroma_url=self.chroma_url.strip())

    def resolved_data_dir(self) -> Path:
        return Path(self.data_dir).expanduser() if self.data_dir else default_data_dir()


def default_config_dir() -> Path:
    return Path(platformdirs.user_config_dir("footnote", appauthor=False))


def load(config_dir: Path) -> AppSettings:
    """The saved settings; defaults for anything missing, unreadable or of the wrong type."""
    path = Path(config_dir) / FILE_NAME
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return AppSettings()
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        aside = set_aside(path)
        log.warning("settings file %s is damaged (%s); kept as %s, using defaults",
                    path, exc, aside)
        return AppSettings()
    except OSError as exc:
        log.warning("ignoring unreadable %s: %s", path, exc)
        return AppSettings()
    return from_dict(raw)


def set_aside(path: Path) -> Path | None:
    """Move a damaged settings file out of the way (never delete what the user wrote), so
    saving new settings cannot overwrite it. Returns its new name (None if it could not)."""
    target = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def damaged_copies(config_dir: Path) -> list[Path]:
    """Settings files set aside as damaged, oldest first (the window mentions the newest)."""
    return sorted(Path(config_dir).glob(f"{FILE_NAME}.damaged-*"))


def from_dict(raw: dict[str, Any]) -> AppSettings:
    if int(raw.get("schema_version", SCHEMA_VERSION)) > SCHEMA_VERSION:
        log.warning("settings written by a newer Footnote; reading the fields this one knows")
    defaults = AppSettings()
    values: dict[str, Any] = {}
    for f in dataclasses.fields(AppSettings):
        default = getattr(defaults, f.name)
        if f.name in raw and isinstance(raw[f.name], type(default)):
            values[f.name] = raw[f.name]
        elif (f.name in raw and isinstance(default, float) and isinstance(raw[f.name], int)
              and not isinstance(raw[f.name], bool)):
            values[f.name] = float(raw[f.name])  # `temperature = 1` means 1.0
        elif f.name in raw:
            log.warning("settings: %s has the wrong type; using the default", f.name)
    return AppSettings(**values)


def save(settings: AppSettings, config_dir: Path) -> Path:
    """Write ``settings.toml`` atomically (a crash never leaves half a file)."""
    config_dir = Path(config_dir)
    config_dir.mkdir(parents=True, exist_ok=True)
    path = config_dir / FILE_NAME
    tmp = path.with_suffix(".toml.tmp")
    tmp.write_text(to_toml(settings), encoding="utf-8")
    os.replace(tmp, path)
    return path


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
