"""What a value in ``settings.toml`` must be, in words that say which value is wrong (no Qt).

Each check returns what is wrong with a value of the right type, as the rest of a sentence
that starts with ``name = value``, or None when the value can be used.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop_app.wording import LANGUAGES, tr
from indexer import EMBEDDED, normalize_url

SCHEMA_VERSION = 1
MIN_TEMPERATURE, MAX_TEMPERATURE = 0.0, 1.5
MIN_RESULTS, MAX_RESULTS = 1, 20  # passages one search gives the model (the dialog's range)
AUTH_KINDS = ("none", "bearer", "basic")
APPEARANCES = ("system", "light", "dark")


def shown(value: object) -> str:
    """A value as it could stand in the file (shortened)."""
    if isinstance(value, bool):
        text = "true" if value else "false"
    elif isinstance(value, str | list | dict):
        text = json.dumps(value, ensure_ascii=False, default=str)
    else:
        text = str(value)
    return text if len(text) <= 60 else text[:59] + "…"


def schema_problem(version: object) -> str | None:
    """Why ``schema_version`` says this is no settings file Footnote wrote (None: it is one)."""
    if type(version) is int and version >= 1:
        return None
    return tr("schema_version = {value} is not a version Footnote writes (1, 2, …)").format(
        value=shown(version))


def field_value(name: str, value: object, default: object) -> tuple[Any, str | None]:
    """``value`` as the field ``name`` (whose default is ``default``) holds it, and what is
    wrong with it (None: nothing; the value is then used)."""
    if type(default) is float and type(value) is int:
        value = float(value)  # `temperature = 1` means 1.0
    if type(value) is not type(default):  # bool is no int here: `chunk_size = true` is wrong
        return None, _wrong_type(type(default)).format(name=name, value=shown(value))
    problem = _CHECKS[name](value) if name in _CHECKS else None
    if problem is None and isinstance(value, str) and "\x00" in value:
        problem = tr("holds a NUL character")
    return value, f"{name} = {shown(value)} {problem}" if problem else None


def pair_problem(chunk_size: int, chunk_overlap: int) -> str | None:
    """Why the passage size and overlap cannot go together (each alone is valid)."""
    if chunk_overlap < chunk_size:
        return None
    return tr("chunk_overlap = {overlap} is not smaller than chunk_size = {size} (neighbouring "
              "passages cannot share a whole passage), so both get their defaults").format(
        overlap=chunk_overlap, size=chunk_size)


def folder_problem(text: str) -> str | None:
    """Why a folder setting (empty: the default) names no folder this computer has a path for."""
    text = text.strip()
    if not text:
        return None
    if "\x00" in text:
        return tr("holds a NUL character")
    try:
        path = Path(text).expanduser()
    except RuntimeError:  # `~name/…` for a user this computer does not have
        user = text[1:].split("/", 1)[0]
        return tr("names the home folder of {user}, a user this computer does not have "
                  "(give a full path such as ~/Footnote)").format(user=repr(user))
    if not path.is_absolute():
        return tr("is not a full path (give one such as ~/Footnote or /home/me/Footnote)")
    return None


def _wrong_type(kind: type) -> str:
    """What a value of the wrong type is not, as a text with ``{name}`` and ``{value}``."""
    if kind is str:
        return tr("{name} = {value} is not text in quotes")
    if kind is bool:
        return tr("{name} = {value} is not true or false")
    if kind is int:
        return tr("{name} = {value} is not a whole number")
    if kind is float:
        return tr("{name} = {value} is not a number")
    return tr("{name} = {value} is not valid")


def _number_in(low: float, high: float, whole: bool = False) -> Callable[[Any], str | None]:
    def check(value: Any) -> str | None:
        ok = math.isfinite(value) and low <= value <= high  # NaN compares false, so is caught
        if ok:
            return None
        words = (tr("is not a whole number from {low} to {high}") if whole else
                 tr("is not a number from {low} to {high}"))
        return words.format(low=low, high=high)

    return check


def _at_least(low: int, words: Callable[[], str]) -> Callable[[int], str | None]:
    return lambda value: None if value >= low else words()


def _one_of(choices: tuple[str, ...]) -> Callable[[str], str | None]:
    return lambda value: None if value in choices else tr("is not one of {choices}").format(
        choices=", ".join(repr(c) for c in choices))


def _embedder_problem(spec: str) -> str | None:
    if spec.startswith("builtin") or (spec.startswith("ollama:") and spec[len("ollama:"):]
                                      .strip()):
        return None
    return tr("is not 'builtin' or 'ollama:<model>'")


def _chroma_problem(url: str) -> str | None:
    if not url.strip() or url.strip().lower() == EMBEDDED:
        return None
    try:
        normalize_url(url)
    except ValueError:
        return tr("is not a Chroma server's address (http://HOST:PORT or https://HOST[/PATH])")
    return None


def _path_map_problem(text: str) -> str | None:
    from indexer import parse_path_map

    try:
        parse_path_map([p.strip() for p in text.split(";") if p.strip()])
    except ValueError:
        return tr("is not PUBLISHER_FOLDER=FOLDER_HERE pairs separated by ';'")
    return None


_CHECKS: dict[str, Callable[[Any], str | None]] = {
    "temperature": _number_in(MIN_TEMPERATURE, MAX_TEMPERATURE),
    "results_per_search": _number_in(MIN_RESULTS, MAX_RESULTS, whole=True),
    "chunk_size": _at_least(1, lambda: tr("is not a number of characters above 0")),
    "chunk_overlap": _at_least(0, lambda: tr("is not 0 or more characters")),
    "ollama_auth": _one_of(AUTH_KINDS),
    "appearance": _one_of(APPEARANCES),
    "language": _one_of(("", *LANGUAGES)),
    "embedder": _embedder_problem,
    "data_dir": folder_problem,
    "shared_folder": folder_problem,
    "shared_map": _path_map_problem,
    "chroma_url": _chroma_problem,
}
