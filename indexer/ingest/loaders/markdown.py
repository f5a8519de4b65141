"""Split Markdown into one Document per heading section (ATX and setext; fences respected)."""

from __future__ import annotations

import re
from pathlib import Path

from langchain_core.documents import Document

from .sections import SectionBuilder
from .text import read_text

_ATX = re.compile(r"^ {0,3}(#{1,6})(?=[ \t]|$)(.*)$")
_ATX_CLOSE = re.compile(r"(?:^|[ \t]+)#+[ \t]*$")
_FENCE_OPEN = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")
_SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
_NOT_PARAGRAPH = re.compile(r"^\s*$|^ {4}|^ {0,3}([-*+>|]|\d+[.)])(\s|$)")
_FRONT_MATTER_LINES = 200


def load_markdown(path: Path) -> list[Document]:
    return split_markdown(read_text(path))


def split_markdown(text: str) -> list[Document]:
    """Documents in reading order; `section` is the heading path, "" before the first heading."""
    lines = text.split("\n")
    builder = SectionBuilder(joiner="\n")
    i = _add_front_matter(lines, builder)
    while i < len(lines):
        line = lines[i]
        fence = _FENCE_OPEN.match(line)
        if fence and not (fence.group(1)[0] == "`" and "`" in fence.group(2)):
            i = _add_fenced_block(lines, i, fence.group(1), builder)
            continue
        atx = _ATX.match(line)
        if atx:
            title = _ATX_CLOSE.sub("", atx.group(2)).strip()
            builder.heading(len(atx.group(1)), title, block=line)
        elif _is_setext_title(lines, i):
            level = 1 if lines[i + 1].strip().startswith("=") else 2
            builder.heading(level, line.strip(), block=f"{line}\n{lines[i + 1]}")
            i += 1
        else:
            builder.add(line)
        i += 1
    return builder.documents()


def _add_front_matter(lines: list[str], builder: SectionBuilder) -> int:
    """YAML front matter ("---" ... "---") is text, and its closing line is no setext heading."""
    if not lines or lines[0].strip() != "---":
        return 0
    for end in range(1, min(len(lines), _FRONT_MATTER_LINES)):
        if lines[end].strip() in ("---", "..."):
            builder.add("\n".join(lines[: end + 1]))
            return end + 1
    return 0


def _add_fenced_block(lines: list[str], start: int, opener: str, builder: SectionBuilder) -> int:
    """Add a fenced code block verbatim; returns the index after it (unclosed: end of text)."""
    closer = re.compile(rf"^ {{0,3}}{re.escape(opener[0])}{{{len(opener)},}}[ \t]*$")
    end = start + 1
    while end < len(lines) and not closer.match(lines[end]):
        end += 1
    end = min(end + 1, len(lines))
    builder.add("\n".join(lines[start:end]))
    return end


def _is_setext_title(lines: list[str], i: int) -> bool:
    """A one-line paragraph directly followed by a "===" or "---" underline."""
    if i + 1 >= len(lines) or not _SETEXT.match(lines[i + 1]):
        return False
    line = lines[i]
    if _NOT_PARAGRAPH.match(line) or _ATX.match(line) or _FENCE_OPEN.match(line):
        return False
    return i == 0 or not lines[i - 1].strip()
