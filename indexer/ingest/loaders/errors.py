"""Turn a parser's exception into a short, user-readable SkipFile reason.

Parsers raise anything on damaged files, often with text about their own code ("'NoneType'
object is not subscriptable", "AssertionError", "Error -3 while decompressing data"). Such
text is no reason a person can act on: it is logged, and the user reads what is wrong with
the file instead ("unreadable PDF: the file is damaged (its page list could not be read)").
"""

from __future__ import annotations

import logging
import re
import zipfile
import zlib
from collections.abc import Iterator

from .base import SkipFile

log = logging.getLogger(__name__)

MAX_REASON_CHARS = 120

# Python's own exception types: their messages describe the parser's code, not the file.
_INTERNAL_TYPES: tuple[type[BaseException], ...] = (
    AttributeError, TypeError, LookupError, AssertionError, NameError, ArithmeticError,
    RecursionError, UnboundLocalError, zlib.error)
_TECHNICAL = re.compile(
    r"Traceback|NoneType|\[Errno |\bobject\b.*\b(?:attribute|subscriptable|iterable|callable)\b"
    r"|\b[A-Za-z]*(?:Error|Exception)\b|\bError -?\d|\b0x[0-9A-Fa-f]+|\bb['\"]|@\d+"
    r"|\binstances? of\b|\bunhashable\b|\b[A-Z]\w*Object\b|^'.*'$|: '[^']*'$|^\(.*\)$|<[\w.]+ at ")


# Parser messages about a damaged file, said the way a person says it.
_IN_PLAIN_WORDS = {
    "Stream has ended unexpectedly": "the file ends too early (an incomplete download or copy?)",
}


def is_plain(message: str) -> bool:
    """Whether ``message`` reads as a fact about the file, not about the parser's code."""
    return bool(message.strip()) and not _TECHNICAL.search(message)


def short_reason(exc: BaseException) -> str:
    """One line: the exception message (whitespace collapsed, truncated), else its class name."""
    message = " ".join(str(exc).split()) or type(exc).__name__
    if len(message) > MAX_REASON_CHARS:
        message = message[: MAX_REASON_CHARS - 1] + "…"
    return message


def plain_reason(exc: BaseException, fallback: str) -> str:
    """``short_reason(exc)`` when a person can read it, else ``fallback`` (detail is logged)."""
    message = short_reason(exc)
    message = _IN_PLAIN_WORDS.get(message, message)
    if "XML_PARSE_HUGE" in str(exc):  # lxml's cap on one text node (10 MB)
        return "one piece of its text is too large to read (over 10 MB without a break)"
    if not _internal(exc) and is_plain(message):
        return message
    log.warning("%s (parser said %s: %s)", fallback, type(exc).__name__, exc)
    return fallback


def _internal(exc: BaseException) -> bool:
    """A Python-internal exception, or a parser error wrapping one ("Trailer cannot be read:
    '/Type'" is a KeyError in disguise)."""
    return any(isinstance(seen, _INTERNAL_TYPES) for seen in _chain(exc))


def _in_chain(exc: BaseException, kind: type[BaseException]) -> bool:
    return any(isinstance(seen, kind) for seen in _chain(exc))


def _broken_zip(exc: BaseException) -> bool:
    return any(isinstance(seen, zipfile.BadZipFile | zlib.error) or "Bad Zip file" in str(seen)
               for seen in _chain(exc))


def _chain(exc: BaseException, depth: int = 5) -> Iterator[BaseException]:
    """``exc`` and the exceptions it was raised from or during, nearest first."""
    seen: BaseException | None = exc
    for _ in range(depth):
        if seen is None:
            return
        yield seen
        seen = seen.__cause__ or seen.__context__


def unreadable(kind: str, exc: BaseException, damage: str = "its contents could not be read") -> SkipFile:
    """SkipFile("unreadable PDF: startxref not found") and the like; parser internals become
    "unreadable PDF: the file is damaged (<damage>)"."""
    if _in_chain(exc, MemoryError):  # "Unable to allocate output buffer": a zip bomb
        log.warning("%s: out of memory while unpacking (%s)", kind, exc)
        return SkipFile(f"{kind} too big to unpack: it needs more memory than a parser may use "
                        f"(a zip bomb, or a file that unpacks to far more than its size?)")
    if _broken_zip(exc):
        damage = "its zip container is broken"
        log.warning("%s: %s (parser said %s: %s)", kind, damage, type(exc).__name__, exc)
        return SkipFile(f"unreadable {kind}: the file is damaged ({damage})")
    return SkipFile(f"unreadable {kind}: {plain_reason(exc, f'the file is damaged ({damage})')}")
