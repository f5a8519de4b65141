"""The window's words for the actions that fix a problem the indexer reports (no Qt)."""

from __future__ import annotations

from desktop_app.wording import from_indexer, tr
from indexer import Fix, worded


def window_fixes() -> dict[Fix, str]:
    """Menu items and settings where the window has them; a terminal command where it has
    none. ``{value}`` is the remedy's, filled in by ``worded``."""
    return {
        Fix.REPAIR: tr("use File ▸ Repair library"),
        Fix.OTHER_DATA_DIR: tr("to index, make the folder writable or choose another folder in "
                               "Settings ▸ Data location"),
        Fix.USE_EMBEDDER: tr("choose {value} in Settings ▸ Embedding model to work with it"),
        Fix.REEMBED: tr("choose {value} in Settings ▸ Embedding model to switch the library"),
        Fix.KEEP_STORE: tr("clear Settings ▸ Chroma server to keep using them"),
        Fix.MOVE_VECTORS: tr("move them from a terminal: {command}").format(
            command="`footnote-index --chroma-url {value} index --move-vectors`"),
        Fix.ACCEPT_SERVER: tr("if you trust the publication, enter {value} in Settings ▸ "
                              "Chroma server"),
        Fix.OWN_LIBRARY: tr("to index on this desktop, clear Settings ▸ Shared library folder "
                            "to use a library of your own"),
        Fix.REINDEX: tr("use File ▸ Re-index all folders"),
        Fix.CHROMA_URL: tr("if it runs elsewhere, correct the address in Settings ▸ Chroma "
                           "server"),
        Fix.OTHER_CHROMA: tr("enter another one in Settings ▸ Chroma server"),
        Fix.GIVE_CHROMA_URL: tr("then enter {value} in Settings ▸ Chroma server"),
        Fix.CHROMA_SECRET: tr("enter {value} once in Settings ▸ Chroma server, with the "
                              "password (it is kept in the system keyring)"),
        Fix.CHECK_CHROMA_SECRET: tr("check the one given in Settings ▸ Chroma server (kept in "
                                    "the system keyring), or set {value}"),
        Fix.SECRET_ENV: tr("set {value} in Footnote's environment"),
        Fix.START_OLLAMA: tr("start it with `ollama serve`"),
        Fix.OLLAMA_URL: tr("if it runs elsewhere, enter its address in Settings ▸ Ollama URL"),
        Fix.OLLAMA_SECRET: tr("enter it in Settings ▸ Sign-in (or set {value})"),
        Fix.CHECK_OLLAMA_SECRET: tr("check Settings ▸ Sign-in (or set {value})"),
        Fix.CHECK_OLLAMA_URL_SECRET: tr("check the password in Settings ▸ Ollama URL"),
        Fix.TOOL_MODEL: tr("use a model with tool support, e.g. {command}, and choose it in "
                           "Settings ▸ Chat model").format(command="`ollama pull {value}`"),
        Fix.MORE_TIME: tr("try a smaller model (Settings ▸ Chat model), or ask again once it "
                          "is loaded"),
    }


def window_words(exc: BaseException) -> str:
    """An error's message with its remedies as the window's menu items and settings."""
    return worded(exc, window_fixes(), from_indexer, tr(", or ")) or type(exc).__name__


def explain(exc: BaseException) -> str:
    """:func:`window_words`, as a sentence of its own (capitalised)."""
    text = window_words(exc)
    return text[:1].upper() + text[1:]
