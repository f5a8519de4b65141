"""Split page/section Documents into chunks that know their character span (langchain-text-splitters).

A piece much shorter than a chunk (a title line before a long paragraph, a page's last line)
is merged into its neighbour on the same page or section: on its own it ranks on keywords
while carrying nothing worth citing, and costs an embedding.
"""

from __future__ import annotations

from langchain_core.documents import Document
from langchain_text_splitters import RecursiveCharacterTextSplitter

from indexer.manifest import ChunkRecord

SMALL_PIECE_FRACTION = 0.2  # pieces under this share of chunk_size join a neighbour


def make_splitter(chunk_size: int, chunk_overlap: int) -> RecursiveCharacterTextSplitter:
    return RecursiveCharacterTextSplitter(
        chunk_size=chunk_size, chunk_overlap=chunk_overlap, add_start_index=True
    )


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
