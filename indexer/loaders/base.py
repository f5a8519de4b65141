"""The loader contract: one file in, LangChain Documents (one per page or section) out."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from langchain_core.documents import Document


class SkipFile(Exception):
    """A file that cannot be indexed for a reason the user should read (not a bug).

    The message is shown to the user as-is, e.g. "password protected",
    "no text layer — scanned?", "empty file", "binary file".
    """


Loader = Callable[[Path], list[Document]]
