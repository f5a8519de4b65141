"""The window's words for the actions that fix a problem the indexer reports (no Qt)."""

from __future__ import annotations

from indexer import Fix, worded

# Menu items and settings where the window has them; a terminal command where it has none.
WINDOW_FIXES: dict[Fix, str] = {
    Fix.REPAIR: "use File ▸ Repair library",
    Fix.OTHER_DATA_DIR: ("to index, make the folder writable or choose another folder in "
                         "Settings ▸ Data location"),
    Fix.USE_EMBEDDER: "choose {value} in Settings ▸ Embedding model to work with it",
    Fix.REEMBED: "choose {value} in Settings ▸ Embedding model to switch the library",
    Fix.KEEP_STORE: "clear Settings ▸ Chroma server to keep using them",
    Fix.MOVE_VECTORS: ("move them from a terminal: "
                       "`footnote-index --chroma-url {value} index --move-vectors`"),
    Fix.ACCEPT_SERVER: "if you trust the publication, enter {value} in Settings ▸ Chroma server",
    Fix.OWN_LIBRARY: ("to index on this desktop, clear Settings ▸ Shared library folder to use "
                      "a library of your own"),
    Fix.REINDEX: "use File ▸ Re-index all folders",
    Fix.CHROMA_URL: "if it runs elsewhere, correct the address in Settings ▸ Chroma server",
    Fix.OTHER_CHROMA: "enter another one in Settings ▸ Chroma server",
    Fix.GIVE_CHROMA_URL: "then enter {value} in Settings ▸ Chroma server",
    Fix.CHROMA_SECRET: ("enter {value} once in Settings ▸ Chroma server, with the password (it is "
                        "kept in the system keyring)"),
    Fix.CHECK_CHROMA_SECRET: ("check the one given in Settings ▸ Chroma server (kept in the "
                              "system keyring), or set {value}"),
    Fix.SECRET_ENV: "set {value} in Footnote's environment",
    Fix.START_OLLAMA: "start it with `ollama serve`",
    Fix.OLLAMA_URL: "if it runs elsewhere, enter its address in Settings ▸ Ollama URL",
    Fix.OLLAMA_SECRET: "enter it in Settings ▸ Sign-in (or set {value})",
    Fix.CHECK_OLLAMA_SECRET: "check Settings ▸ Sign-in (or set {value})",
    Fix.CHECK_OLLAMA_URL_SECRET: "check the password in Settings ▸ Ollama URL",
    Fix.TOOL_MODEL: ("use a model with tool support, e.g. `ollama pull {value}`, and choose it in "
                     "Settings ▸ Chat model"),
    Fix.MORE_TIME: "try a smaller model (Settings ▸ Chat model), or ask again once it is loaded",
}


def window_words(exc: BaseException) -> str:
    """An error's message with its remedies as the window's menu items and settings."""
    return worded(exc, WINDOW_FIXES) or type(exc).__name__


def explain(exc: BaseException) -> str:
    """:func:`window_words`, as a sentence of its own (capitalised)."""
    text = window_words(exc)
    return text[:1].upper() + text[1:]
