"""Turn a parser's exception into a short, user-readable SkipFile reason; stop zip bombs early.

Parsers raise anything on damaged files, often with text about their own code ("'NoneType'
object is not subscriptable", "AssertionError", "Error -3 while decompressing data"). Such
text is no reason a person can act on: it is logged, and the user reads what is wrong with
the file instead ("unreadable PDF: the file is damaged (its page list could not be read)").

Hostile files get our words too: a zip container (DOCX, EPUB) whose parts would unpack to more
than a parser may hold, or to far more than real documents do, is refused before unpacking
(``check_unpacked_size``); running out of memory all the same says "too big to unpack"; XML
whose entities expand without end (an entity bomb) says so.
"""

from __future__ import annotations

import logging
import re
import sys
import zipfile
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from indexer.base.words import english
from indexer.ingest.retry import cap_text, size_text, unchanged_note

from .base import SkipFile

if sys.platform != "win32":
    import resource  # POSIX only: the parser process's address-space limit

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


# Real DOCX and EPUB files unpack to at most some 20 times their size (XML text; pictures do
# not shrink at all); zip bombs to ~200-1,000 times. Below the floor nothing is at stake.
ZIP_MAX_RATIO = 100
ZIP_RATIO_FLOOR = 64 * 1024 * 1024  # bytes unpacked
ENTITY_BOMB = english("its XML defines entities that expand to far more than its size (an "
                      "entity bomb?)")
# libxml2's refusals of entity bombs (2.11+, older) and its words for a failed allocation
_ENTITY_BOMB = re.compile(r"entity amplification|entity reference loop", re.IGNORECASE)
_OUT_OF_MEMORY = re.compile(r"Unable to allocate|Memory allocation failed|out of memory"
                            r"|Cannot allocate memory", re.IGNORECASE)

# Parser messages about a damaged file, said the way a person says it.
_IN_PLAIN_WORDS = {
    "Stream has ended unexpectedly": english("the file ends too early (an incomplete download "
                                             "or copy?)"),
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
        return english("one piece of its text is too large to read (over {size} without a "
                       "break)").format(size="10 MB")
    if is_entity_bomb(exc):
        log.warning("%s (parser said %s: %s)", ENTITY_BOMB, type(exc).__name__, exc)
        return ENTITY_BOMB
    if not _internal(exc) and is_plain(message):
        return message
    log.warning("%s (parser said %s: %s)", fallback, type(exc).__name__, exc)
    return fallback


def _internal(exc: BaseException) -> bool:
    """A Python-internal exception, or a parser error wrapping one ("Trailer cannot be read:
    '/Type'" is a KeyError in disguise)."""
    return any(isinstance(seen, _INTERNAL_TYPES) for seen in _chain(exc))


def is_entity_bomb(exc: BaseException) -> bool:
    """Whether libxml2 refused XML whose entities expand to far more than its size."""
    return any(_ENTITY_BOMB.search(str(seen)) for seen in _chain(exc))


def _out_of_memory(exc: BaseException) -> bool:
    """A MemoryError, or a library's words for one ("Unable to allocate output buffer.")."""
    return any(isinstance(seen, MemoryError) or _OUT_OF_MEMORY.search(str(seen))
               for seen in _chain(exc))


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


def unreadable(kind: str, exc: BaseException,
               damage: str = english("its contents could not be read")) -> SkipFile:
    """SkipFile("unreadable PDF: startxref not found") and the like; parser internals become
    "unreadable PDF: the file is damaged (<damage>)"."""
    if _out_of_memory(exc):  # "Unable to allocate output buffer": a zip bomb
        log.warning("%s: out of memory while unpacking (%s)", kind, exc)
        return SkipFile(unchanged_note(english(
            "{kind} too big to unpack: it needs more than {detail} (a zip bomb, or a file that "
            "unpacks to far more than its size?)").format(kind=kind, detail=memory_cap_text())))
    if _broken_zip(exc):
        damage = english("its zip container is broken")
        log.warning("%s: %s (parser said %s: %s)", kind, damage, type(exc).__name__, exc)
    else:
        fallback = damaged(damage)
        reason = plain_reason(exc, fallback)
        if reason != fallback:  # the parser's own words, when a person can read them
            return SkipFile(english("unreadable {kind}: {reason}").format(kind=kind, reason=reason))
    return SkipFile(english("unreadable {kind}: the file is damaged ({detail})").format(
        kind=kind, detail=damage))


def damaged(damage: str) -> str:
    """"the file is damaged (its page list could not be read)"."""
    return english("the file is damaged ({detail})").format(detail=damage)


def check_unpacked_size(container: Path | IO[bytes], size: int, kind: str) -> None:
    """SkipFile before unpacking a zip container (DOCX, EPUB) of ``size`` bytes whose parts would
    unpack to more than a parser may use, or to far more than real documents do (a zip bomb).

    Only the sizes its directory declares are read, nothing is unpacked. A container that
    understates them still cannot slip through: Python's zipfile (which python-docx and ebooklib
    read with) keeps only the declared bytes of a part and then fails its checksum ("the file is
    damaged"), or runs out of memory unpacking it first (``unreadable``: "too big to unpack").
    A container that cannot be listed is left to the parser, which says what is wrong with it."""
    try:
        with zipfile.ZipFile(container) as archive:
            parts = archive.infolist()
    except (zipfile.BadZipFile, OSError, EOFError, ValueError):
        return
    unpacked = sum(part.file_size for part in parts)
    cap = parser_memory_cap()
    bomb = unpacked > ZIP_RATIO_FLOOR and (unpacked > ZIP_MAX_RATIO * size or any(
        part.file_size > ZIP_RATIO_FLOOR and part.file_size > ZIP_MAX_RATIO * part.compress_size
        for part in parts))
    if not bomb and (cap is None or unpacked <= cap):
        return
    log.warning("%s: %d bytes unpack to %d", kind, size, unpacked)
    if bomb:
        raise SkipFile(unchanged_note(english(
            "{kind} too big to unpack: its {size} unpack to {unpacked} (a zip bomb?)").format(
            kind=kind, size=size_text(size), unpacked=size_text(unpacked))))
    raise SkipFile(unchanged_note(english(
        "{kind} too big to unpack: its {size} unpack to {unpacked}, more than {detail}").format(
        kind=kind, size=size_text(size), unpacked=size_text(unpacked), detail=memory_cap_text())))


def parser_memory_cap() -> int | None:
    """This process's address-space cap (a parser's ``IndexSettings.parser_memory_bytes``), if any."""
    if sys.platform == "win32":
        return None
    soft, _ = resource.getrlimit(resource.RLIMIT_AS)
    return None if soft == resource.RLIM_INFINITY or soft <= 0 else soft


def memory_cap_text() -> str:
    """"the 3 GB a parser may use" (its cap), or "the memory a parser may use"."""
    return cap_text(parser_memory_cap())
