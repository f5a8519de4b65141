"""What every command of ``python -m indexer`` shares: exit codes, JSON output, paths, refusals,
and the words for the actions that fix a problem."""

from __future__ import annotations

import json
import os
import signal
import sys
from typing import TYPE_CHECKING, Any

from indexer.base.paths import to_key
from indexer.base.problems import Fix, worded
from indexer.store.library import (
    EmbedderMismatch,
    LibraryBusy,
    StoreMismatch,
    VectorsLost,  # the library is imported on demand
)

if TYPE_CHECKING:
    from indexer.store.library import LibraryStatus

# The command line's words for each action that fixes a problem (indexer.base.problems).
CLI_FIXES: dict[Fix, str] = {
    Fix.REPAIR: "run `python -m indexer repair`",
    Fix.OTHER_DATA_DIR: ("to index, make the folder writable or choose another library location "
                         "(--data-dir)"),
    Fix.USE_EMBEDDER: "use --embedder {value} to work with it",
    Fix.REEMBED: "switch the library with `python -m indexer reembed --embedder {value}`",
    Fix.KEEP_STORE: "run without --chroma-url to keep using them",
    Fix.MOVE_VECTORS: "move them with `python -m indexer --chroma-url {value} index --move-vectors`",
    Fix.ACCEPT_SERVER: "if you trust the publication, run with --chroma-url {value}",
    Fix.OWN_LIBRARY: "to index on this desktop, open a library of your own (without --shared)",
    Fix.REINDEX: "run `python -m indexer index` again",
    Fix.CHROMA_URL: "if it runs elsewhere, correct the address (--chroma-url)",
    Fix.OTHER_CHROMA: "point --chroma-url at another one",
    Fix.GIVE_CHROMA_URL: "then give --chroma-url {value}",
    Fix.CHROMA_SECRET: "give it once in --chroma-url {value} (it is kept in the system keyring)",
    Fix.CHECK_CHROMA_SECRET: ("check the one given in --chroma-url (kept in the system keyring), "
                              "or set {value}"),
    Fix.SECRET_ENV: "set {value} in Footnote's environment",
    Fix.START_OLLAMA: "start it with `ollama serve`",
    Fix.OLLAMA_URL: "if it runs elsewhere, point --ollama-url at it",
    Fix.OLLAMA_SECRET: ("set {value} to it (or enter it once in the window's Settings ▸ Sign-in: "
                        "it is kept in the system keyring)"),
    Fix.CHECK_OLLAMA_SECRET: ("check the one kept in the system keyring (the window's Settings ▸ "
                              "Sign-in), or set {value}"),
    Fix.CHECK_OLLAMA_URL_SECRET: "check the password in --ollama-url",
    Fix.TOOL_MODEL: "use a model with tool support, e.g. `ollama pull {value}` and then --model {value}",
    Fix.MORE_TIME: "try a smaller model (--model), or allow more time with --timeout",
}

EXIT_OK, EXIT_FAILED_FILES, EXIT_USAGE, EXIT_REFUSED, EXIT_CANCELLED = 0, 1, 2, 3, 130
EXIT_STORAGE = 4  # the library's own files: damaged, read-only, disk full (message says what to do)
EXIT_BROKEN_PIPE = 128 + signal.SIGPIPE  # the reader of stdout went away, as a shell reports it


def refusals() -> tuple[type[Exception], ...]:
    """What is refused with EXIT_REFUSED (imported on demand: the embedders pull in LangChain)."""
    from indexer.servers.embedders import EmbedderUnavailable
    from indexer.store.publication import SharedLibraryUnavailable

    return (EmbedderMismatch, LibraryBusy, EmbedderUnavailable, StoreMismatch,
            SharedLibraryUnavailable)


def explain(exc: BaseException) -> str:
    """An error's message for the terminal: its remedies as commands and flags."""
    return worded(exc, CLI_FIXES)


def absolute_key(path: str | None) -> str | None:
    """A path given on the command line as the library stores it (absolute), or None."""
    return to_key(os.path.abspath(path)) if path else None


def status_notes(s: LibraryStatus) -> list[str]:
    """What a user must know about the library's own health, in words."""
    notes = []
    if s.read_only:
        notes.append("the library is read-only: search works, but indexing cannot write here.")
    if s.store_note:
        notes.append(s.store_note)
    if s.vectors_unavailable:
        notes.append(f"{explain(s.vectors_unavailable)} Meanwhile search uses keywords only.")
    elif s.lost_vectors:

        notes.append(explain(VectorsLost(s.lost_vectors)))
    return notes


def print_json(data: Any) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=1, default=str)
    sys.stdout.write("\n")
