"""Turn a parser's exception into a short, user-readable SkipFile reason."""

from __future__ import annotations

from .base import SkipFile

MAX_REASON_CHARS = 120


def short_reason(exc: BaseException) -> str:
    """One line: the exception message (whitespace collapsed, truncated), else its class name."""
    message = " ".join(str(exc).split()) or type(exc).__name__
    if len(message) > MAX_REASON_CHARS:
        message = message[: MAX_REASON_CHARS - 1] + "…"
    return message


def unreadable(kind: str, exc: BaseException) -> SkipFile:
    """SkipFile("unreadable PDF: startxref not found") and the like."""
    return SkipFile(f"unreadable {kind}: {short_reason(exc)}")
