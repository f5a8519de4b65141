"""Group a stream of headings and text blocks into sections labelled by heading path."""

from __future__ import annotations

from langchain_core.documents import Document

SEPARATOR = " > "


class SectionBuilder:
    """Collects blocks under the current heading path ("A > B > C") and emits Documents."""

    def __init__(self, joiner: str = "\n\n") -> None:
        self._joiner = joiner
        self._stack: list[tuple[int, str]] = []
        self._blocks: list[str] = []
        self._docs: list[Document] = []

    @property
    def path(self) -> str:
        return SEPARATOR.join(title for _, title in self._stack)

    def heading(self, level: int, title: str, block: str | None = None) -> None:
        """Start a new section; `block` (default: the title) becomes its first text block."""
        self.flush()
        title = " ".join(title.split())
        while self._stack and self._stack[-1][0] >= level:
            self._stack.pop()
        if title:
            self._stack.append((level, title))
        self.add(title if block is None else block)

    def add(self, block: str) -> None:
        self._blocks.append(block)

    def flush(self) -> None:
        text = self._joiner.join(self._blocks).strip()
        self._blocks = []
        if text:
            self._docs.append(Document(page_content=text, metadata={"section": self.path}))

    def documents(self) -> list[Document]:
        """Documents completed since the last call (the heading path is kept)."""
        self.flush()
        docs, self._docs = self._docs, []
        return docs
