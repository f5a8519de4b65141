"""Helpers several test files share; the indexing and server helpers are importable from here."""

from tests.helpers.indexing import (
    HashEmbedder,
    crashing_parse,
    editing_parse,
    hanging_parse,
    kinds,
    run_index,
    slow_parse,
    summary_of,
    vanishing_parse,
    write_sample_documents,
)
from tests.helpers.servers import (
    ChromaServer,
    chroma_executable,
    free_port,
    running_chroma,
    running_stand_in,
)

__all__ = [
    "ChromaServer",
    "HashEmbedder",
    "chroma_executable",
    "crashing_parse",
    "editing_parse",
    "free_port",
    "hanging_parse",
    "kinds",
    "run_index",
    "running_chroma",
    "running_stand_in",
    "slow_parse",
    "summary_of",
    "vanishing_parse",
    "write_sample_documents",
]
