"""Footnote's version, as installed or as the source tree declares it."""

from __future__ import annotations

import tomllib
from pathlib import Path


def footnote_version() -> str:
    """The installed distribution's version; from a source tree that is not installed, the
    version pyproject.toml declares."""
    from importlib.metadata import PackageNotFoundError, version  # ~25 ms: --version only

    try:
        return version("footnote")
    except PackageNotFoundError:
        try:
            with open(Path(__file__).resolve().parents[2] / "pyproject.toml", "rb") as f:
                return f"{tomllib.load(f)['project']['version']} (source tree)"
        except (OSError, KeyError, tomllib.TOMLDecodeError):
            return "(version unknown)"
