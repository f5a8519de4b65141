"""Split page/section Documents into chunks that know their character span (langchain-text-splitters)."""

from __future__ import annotations

from langchain_core.documents import Document
from langchain_text_splitters import RecursiveCharacterTextSplitter

from indexer.manifest import ChunkRecord


def make_splitter(chunk_size: int, chunk_overlap: int) -> RecursiveCharacterTextSplitter:
    return RecursiveCharacterTextSplitter(
        chunk_size=chunk_size, chunk_overlap=chunk_overlap, add_start_index=True
    )


def split_documents(
    documents: list[Document], splitter: RecursiveCharacterTextSplitter
) -> list[ChunkRecord]:
    """Chunks numbered across the whole file; start/end index into their page or section text."""
    chunks: list[ChunkRecord] = []
    for doc in documents:
        for piece in splitter.split_documents([doc]):
            text = piece.page_content
            if not text.strip():
                continue
            start = int(piece.metadata.get("start_index", 0))
            chunks.append(
                ChunkRecord(
                    chunk_index=len(chunks),
                    text=text,
                    file_type=str(doc.metadata.get("file_type", "")),
                    page=doc.metadata.get("page"),
                    section=str(doc.metadata.get("section", "")),
                    start_index=start,
                    end_index=start + len(text),
                )
            )
    return chunks
