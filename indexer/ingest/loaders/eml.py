"""Turn an RFC 822 .eml message into its headers plus decoded body text (not raw MIME)."""

from __future__ import annotations

import email
from email import policy
from email.message import EmailMessage, Message
from pathlib import Path

from langchain_core.documents import Document

from indexer.base.words import english

from .base import SkipFile
from .html import html_to_sections
from .text import MAX_TEXT_BYTES, decode_bytes, normalize

_HEADERS = ("Subject", "From", "To", "Cc", "Date")


def load_eml(path: Path) -> list[Document]:
    size = path.stat().st_size
    if size > MAX_TEXT_BYTES:
        raise SkipFile(english("file too large ({size} MB)").format(size=size // (1024 * 1024)))
    data = path.read_bytes()
    if not data.strip():
        raise SkipFile(english("empty file"))
    message = _parse(data)
    parts = [_header_block(message), _body_text(message), _attachment_line(message)]
    text = normalize("\n\n".join(part for part in parts if part.strip())).strip()
    return [Document(page_content=text, metadata={"section": ""})]


def _parse(data: bytes) -> EmailMessage:
    """Bytes as-is; UTF-16/32 files (BOM or NUL bytes) are decoded to text first."""
    if b"\x00" in data[:4096] or data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return email.message_from_string(decode_bytes(data), policy=policy.default)
    return email.message_from_bytes(data, policy=policy.default)


def _header_block(message: EmailMessage) -> str:
    lines = []
    for name in _HEADERS:
        value = _header(message, name)
        if value:
            lines.append(f"{name}: {value}")
    return "\n".join(lines)


def _header(message: Message, name: str) -> str:
    try:
        value = str(message.get(name) or "")
    except (ValueError, TypeError, IndexError, LookupError, AttributeError):  # malformed header
        return ""
    return " ".join(value.split())


def _body_text(message: EmailMessage) -> str:
    """The plain-text body, else the HTML body as text, else every inline text part."""
    try:
        body = message.get_body(preferencelist=("plain", "html"))
    except (KeyError, ValueError, TypeError):
        body = None
    parts = [body] if body is not None else list(_inline_text_parts(message))
    return "\n\n".join(_part_text(part) for part in parts)


def _inline_text_parts(message: EmailMessage) -> list[Message]:
    return [
        part
        for part in message.walk()
        if part.get_content_maintype() == "text" and part.get_content_disposition() != "attachment"
    ]


def _part_text(part: Message) -> str:
    try:
        content = part.get_content()  # type: ignore[attr-defined]
    except (LookupError, ValueError, AssertionError, KeyError):  # unknown charset, bad encoding
        payload = part.get_payload(decode=True)
        content = payload.decode("utf-8", "replace") if isinstance(payload, bytes) else ""
    if not isinstance(content, str):
        return ""
    if part.get_content_subtype() == "html":
        _, docs = html_to_sections(content)
        return "\n\n".join(doc.page_content for doc in docs)
    return content


def _attachment_line(message: EmailMessage) -> str:
    names = [name for part in message.walk() if (name := part.get_filename())]
    return f"Attachments: {', '.join(names)}" if names else ""
