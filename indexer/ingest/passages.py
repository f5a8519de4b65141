"""A passage as parsing makes it: its text, its place in the file, and the header search reads with it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ChunkRecord:
    """One chunk of a page or section, with its place inside that page/section text."""

    chunk_index: int
    text: str
    file_type: str
    page: int | None
    section: str
    start_index: int
    end_index: int
    context: str = ""  # short header (document, identity line, heading path): searched, never quoted

    @property
    def searchable_text(self) -> str:
        """What keyword and vector search see: the header, then the passage's own text."""
        return with_header(self.context, self.text)


def with_header(context: str, text: str) -> str:
    """A passage as search sees it (keyword index and embedder alike): its header first."""
    return f"{context}\n\n{text}" if context else text
