"""File paths as the library stores them: valid Unicode everywhere, mapped back losslessly.

On POSIX a file name is bytes. Python hands a name that is not valid UTF-8 (old USB drives,
Windows shares) to us as a ``str`` holding lone surrogates U+DC80–U+DCFF (``surrogateescape``),
and SQLite, JSON, Chroma and Qt all refuse or silently drop those. So the walk turns every path
into a *key* (:func:`path_key`) before anything stores it, and the few places that touch the
file system turn the key back (:func:`os_path`):

* each lone surrogate U+DC80+b becomes the private-use code point U+EF80+b (like OPTU-8);
* a real U+EF7F…U+EFFF in a name is written as U+EF7F followed by that character, so the
  mapping stays reversible. Every other name — valid UTF-8 without those rare private-use
  characters, i.e. every name an existing library holds — is its own key, unchanged.

What users read comes from :func:`display_path`: undecodable bytes show as U+FFFD and control
characters (a newline in a name) as visible escapes. Display strings are never mapped back.
"""

from __future__ import annotations

import os
import re
from pathlib import PurePath

from indexer.base.words import english

_ESC = "\uef7f"
_BYTE_BASE = 0xEF80  # U+EF80 + b stands for the undecodable byte 0x80 + b
_SURROGATE_BASE = 0xDC80
_NEEDS_KEY = re.compile("[\ud800-\udfff\uef7f-\uefff]")
_SURROGATES = re.compile("[\ud800-\udfff]")
_FROM_KEY = re.compile("\uef7f(.)|([\uef80-\uefff])", re.S)
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_NAMED_CONTROLS = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


class UnstorablePath(ValueError):
    """A name holding surrogates no byte maps to (only possible with broken UTF-16 on Windows)."""


def path_key(path: str) -> str:
    """The storable key of an OS path (as ``os`` functions return it). Reversible."""
    if not _NEEDS_KEY.search(path):
        return path  # the fast, common case: a valid name is its own key
    if re.search("[\ud800-\udc7f\udd00-\udfff]", path):
        raise UnstorablePath(english("file name cannot be stored: {path}").format(
            path=display_os_path(path)))
    return re.sub("[\udc80-\udcff\uef7f-\uefff]", _to_key_char, path)


def _to_key_char(m: re.Match[str]) -> str:
    ch = m.group()
    if "\udc80" <= ch <= "\udcff":
        return chr(ord(ch) - _SURROGATE_BASE + _BYTE_BASE)
    return _ESC + ch


def os_path(key: str) -> str:
    """The OS path of a stored key: what ``open``, ``os.stat`` and friends need."""
    if not _NEEDS_KEY.search(key):
        return key
    return _FROM_KEY.sub(_from_key_char, key)


def _from_key_char(m: re.Match[str]) -> str:
    if m.group(1) is not None:
        return m.group(1)
    return chr(ord(m.group(2)) - _BYTE_BASE + _SURROGATE_BASE)


def to_key(path: str) -> str:
    """A path given by a caller that may hold either an OS path or a stored key, as a key.

    Surrogates mean an OS path; private-use characters mean a key unless a file of exactly
    that name exists (a real name with such characters). Plain names are the same either way.
    """
    if not _NEEDS_KEY.search(path):
        return path
    if _SURROGATES.search(path) or os.path.lexists(path):
        return path_key(path)
    return path


def display_path(key: str) -> str:
    """What users read for a stored key: U+FFFD for each undecodable byte, controls escaped."""
    if _NEEDS_KEY.search(key):
        key = _FROM_KEY.sub(lambda m: m.group(1) if m.group(1) is not None else "\ufffd", key)
    return _CONTROL.sub(_escape_control, key) if _CONTROL.search(key) else key


def display_os_path(path: str) -> str:
    """:func:`display_path` for an OS path (one that may hold surrogates)."""
    return display_path(_SURROGATES.sub("\ufffd", path) if _SURROGATES.search(path) else path)


def display_name(key: str) -> str:
    """The readable last component of a stored key (a file or folder name)."""
    return display_path(os.path.basename(key.rstrip(os.sep)) or key)


def safe_text(text: str) -> str:
    """Any text (an error message quoting a path) with lone surrogates replaced: storable."""
    return _SURROGATES.sub("\ufffd", text) if _SURROGATES.search(text) else text


def file_uri(key: str) -> str:
    """A ``file://`` URI naming exactly the file's bytes (percent-encoded), or "" if relative."""
    path = PurePath(os_path(key))
    return path.as_uri() if path.is_absolute() else ""


def _escape_control(m: re.Match[str]) -> str:
    ch = m.group()
    if ch in _NAMED_CONTROLS:
        return _NAMED_CONTROLS[ch]
    return f"\\x{ord(ch):02x}" if ord(ch) < 0x100 else f"\\u{ord(ch):04x}"
