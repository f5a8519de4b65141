"""Split page/section Documents into chunks that know their character span (langchain-text-splitters).

A piece much shorter than a chunk (a title line before a long paragraph, a page's last line)
is merged into its neighbour on the same page or section: on its own it ranks on keywords
while carrying nothing worth citing, and costs an embedding.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from langchain_core.documents import Document
from langchain_text_splitters import RecursiveCharacterTextSplitter

from indexer.ingest.passages import ChunkRecord

SMALL_PIECE_FRACTION = 0.2  # pieces under this share of chunk_size join a neighbour


class LinearSplitter(RecursiveCharacterTextSplitter):
    """LangChain's recursive splitter, cutting exactly the same chunks in time linear in the text.

    The original is quadratic where a chunk holds many pieces: it copies the list of a chunk's
    pieces for every piece it drops from the front, and it cuts a run without separators (a
    60 MB line of base64 or minified data) into one-character pieces. Such a file took 3.3 s
    of CPU per MB (prose: 0.55) and failed its time budget on every retry. Here the pieces
    leave from a deque, and a run with only "" left to split on is cut by arithmetic into the
    chunks the character-by-character merge makes. Chunk ids depend on these boundaries:
    the output must stay identical (``tests/indexer/test_extraction_caps.py`` compares).
    """

    def _split_text(self, text: str, separators: list[str]) -> list[str]:
        if self._only_characters_left(text, separators):
            return self._character_chunks(text)
        return super()._split_text(text, separators)

    def _only_characters_left(self, text: str, separators: list[str]) -> bool:
        """Whether the original would split ``text`` into single characters and merge them."""
        usable = (not self._is_separator_regex and self._length_function is len
                  and 0 <= self._chunk_overlap < self._chunk_size and self._chunk_size > 1)
        for separator in separators:
            if not separator:
                return usable
            if separator in text:
                return False
        return False

    def _character_chunks(self, text: str) -> list[str]:
        """Windows of chunk_size characters, chunk_size - chunk_overlap apart, up to the end."""
        chunks: list[str] = []
        step = self._chunk_size - self._chunk_overlap
        start = 0
        while start < len(text):
            chunk = self._join_docs([text[start:start + self._chunk_size]], "")
            if chunk is not None:
                chunks.append(chunk)
            if start + self._chunk_size >= len(text):
                break
            start += step
        return chunks

    def _merge_splits(self, splits: Iterable[str], separator: str) -> list[str]:
        """The original merge, step for step, with O(1) drops from the chunk's front."""
        separator_len = self._length_function(separator)
        docs: list[str] = []
        current: deque[str] = deque()
        total = 0
        for piece in splits:
            piece_len = self._length_function(piece)
            if total + piece_len + (separator_len if current else 0) > self._chunk_size:
                if current:
                    doc = self._join_docs(list(current), separator)
                    if doc is not None:
                        docs.append(doc)
                    while total > self._chunk_overlap or (
                        total + piece_len + (separator_len if current else 0) > self._chunk_size
                        and total > 0
                    ):
                        total -= self._length_function(current[0]) + (
                            separator_len if len(current) > 1 else 0)
                        current.popleft()
            current.append(piece)
            total += piece_len + (separator_len if len(current) > 1 else 0)
        doc = self._join_docs(list(current), separator)
        if doc is not None:
            docs.append(doc)
        return docs


def make_splitter(chunk_size: int, chunk_overlap: int) -> RecursiveCharacterTextSplitter:
    return LinearSplitter(chunk_size=chunk_size, chunk_overlap=chunk_overlap, add_start_index=True)


def split_documents(
    documents: list[Document], splitter: RecursiveCharacterTextSplitter
) -> list[ChunkRecord]:
    """Chunks numbered across the whole file; start/end index into their page or section text."""
    chunks: list[ChunkRecord] = []
    min_chars = int(splitter._chunk_size * SMALL_PIECE_FRACTION)
    for doc in documents:
        spans = _merge_small(_spans(doc, splitter), min_chars)
        for start, end in spans:
            chunks.append(
                ChunkRecord(
                    chunk_index=len(chunks),
                    text=doc.page_content[start:end],
                    file_type=str(doc.metadata.get("file_type", "")),
                    page=doc.metadata.get("page"),
                    section=str(doc.metadata.get("section", "")),
                    start_index=start,
                    end_index=end,
                    context=str(doc.metadata.get("header", "")),
                )
            )
    return chunks


def _spans(doc: Document, splitter: RecursiveCharacterTextSplitter) -> list[tuple[int, int]]:
    """(start, end) of each non-blank piece the splitter cuts from one page or section."""
    spans = []
    for piece in splitter.split_documents([Document(doc.page_content)]):
        if piece.page_content.strip():
            start = int(piece.metadata.get("start_index", 0))
            spans.append((start, start + len(piece.page_content)))
    return spans


def _merge_small(spans: list[tuple[int, int]], min_chars: int) -> list[tuple[int, int]]:
    """Join each piece shorter than ``min_chars`` to the next piece (the last one to the
    previous), so its words stay searchable inside a passage that says something."""
    merged: list[tuple[int, int]] = []
    carry: int | None = None  # start of small pieces waiting for the next piece
    for start, end in spans:
        start = start if carry is None else min(carry, start)
        if end - start < min_chars:
            carry = start
            continue
        merged.append((start, end))
        carry = None
    if carry is not None:
        if merged:
            merged[-1] = (merged[-1][0], max(merged[-1][1], spans[-1][1]))
        else:
            merged.append((carry, spans[-1][1]))
    return merged
