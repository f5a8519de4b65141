"""A problem the user can fix: what is wrong, and the actions that fix it, worded by each front end.

The indexer names an action (:class:`Fix`) and the value it needs (a URL, an embedder); the
command line words it as a command (``indexer.cli.common.CLI_FIXES``), the window as a menu item
or setting (``desktop_app.core.problems``). ``str()`` of a problem uses neutral words, for logs
and for a front end that has no words of its own for an action.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Self, TypeVar


class Fix(StrEnum):
    """An action that fixes a problem; ``value`` in :class:`Remedy` is what it needs."""

    REPAIR = "repair"  # move the damaged files aside and rebuild them from the folders
    OTHER_DATA_DIR = "other_data_dir"  # keep the library somewhere writable
    USE_EMBEDDER = "use_embedder"  # value: the embedder the library's vectors come from
    REEMBED = "reembed"  # value: the embedder to switch the library to
    KEEP_STORE = "keep_store"  # go on using the Chroma store the library was indexed into
    MOVE_VECTORS = "move_vectors"  # value: the Chroma server (or "embedded") to move them to
    ACCEPT_SERVER = "accept_server"  # value: the Chroma server a shared library's publication names
    OWN_LIBRARY = "own_library"  # index a library of one's own instead of a shared one
    REINDEX = "reindex"  # run the indexing again over the library's folders
    CHROMA_URL = "chroma_url"  # correct the Chroma server's address
    OTHER_CHROMA = "other_chroma"  # use another Chroma server
    GIVE_CHROMA_URL = "give_chroma_url"  # value: the Chroma URL to give instead (no password in it)
    CHROMA_SECRET = "chroma_secret"  # value: the Chroma URL, with PASSWORD where it goes
    CHECK_CHROMA_SECRET = "check_chroma_secret"  # value: the variable that overrides it
    SECRET_ENV = "secret_env"  # value: the environment variable that can hold a token or password
    START_OLLAMA = "start_ollama"  # start this computer's Ollama
    OLLAMA_URL = "ollama_url"  # correct the Ollama server's address
    OLLAMA_SECRET = "ollama_secret"  # value: the variable that can hold it; give the token
    CHECK_OLLAMA_SECRET = "check_ollama_secret"  # value: the variable that overrides it
    CHECK_OLLAMA_URL_SECRET = "check_ollama_url_secret"  # the password in the Ollama URL
    TOOL_MODEL = "tool_model"  # value: a model that can call tools, to answer with
    MORE_TIME = "more_time"  # give a slow (or loading) model more time


NEUTRAL_FIXES: Mapping[Fix, str] = {
    Fix.REPAIR: "repair the library",
    Fix.OTHER_DATA_DIR: "to index, make the folder writable or choose another library location",
    Fix.USE_EMBEDDER: "use the embedder {value} to work with it",
    Fix.REEMBED: "switch the library to the embedder {value}",
    Fix.KEEP_STORE: "keep using the Chroma store it was indexed into",
    Fix.MOVE_VECTORS: "move its vectors to {value}",
    Fix.ACCEPT_SERVER: "if you trust the publication, choose {value} as your Chroma server",
    Fix.OWN_LIBRARY: "to index on this desktop, open a library of your own",
    Fix.REINDEX: "index the library's folders again",
    Fix.CHROMA_URL: "if it runs elsewhere, correct the Chroma server's address",
    Fix.OTHER_CHROMA: "choose another Chroma server",
    Fix.GIVE_CHROMA_URL: "then give the Chroma server as {value}",
    Fix.CHROMA_SECRET: "give it once with the Chroma server's address, as {value} (it is kept in "
                       "the system keyring)",
    Fix.CHECK_CHROMA_SECRET: "check the one given for it (kept in the system keyring), or set "
                             "{value}",
    Fix.SECRET_ENV: "set {value} in Footnote's environment",
    Fix.START_OLLAMA: "start it with `ollama serve`",
    Fix.OLLAMA_URL: "if it runs elsewhere, correct the Ollama server's address",
    Fix.OLLAMA_SECRET: "give it once in Footnote's settings (it is kept in the system keyring), "
                       "or set {value}",
    Fix.CHECK_OLLAMA_SECRET: "check the one kept for it in the system keyring, or set {value}",
    Fix.CHECK_OLLAMA_URL_SECRET: "check the password in the Ollama server's address",
    Fix.TOOL_MODEL: "use a model with tool support, e.g. `ollama pull {value}`",
    Fix.MORE_TIME: "try a smaller model, or ask again once it is loaded",
}


@dataclass(frozen=True)
class Remedy:
    """One action that fixes a problem, and what it does (neutral words every front end shows)."""

    fix: Fix
    value: str = ""
    does: str = ""  # "it rebuilds the vectors while the current ones stay searchable"


class Problem(Exception):
    """Something the user can fix: ``what`` is wrong, ``remedies`` fix it (any one of them);
    ``after`` is said last (what is kept meanwhile)."""

    def __init__(self, what: str, *remedies: Remedy, after: str = "") -> None:
        self.what, self.remedies, self.after = what, remedies, after
        super().__init__(self.worded(NEUTRAL_FIXES))

    @classmethod
    def like(cls, other: Problem) -> Self:
        """``other``'s message and remedies, as this kind of problem."""
        return cls(other.what, *other.remedies, after=other.after)

    def worded(self, fixes: Mapping[Fix, str], words: Callable[[str], str] = str,
               either: str = ", or ") -> str:
        """The whole message, each remedy in the words of ``fixes`` (neutral ones where it has
        none); ``words`` translates the indexer's own parts, ``either`` joins the remedies."""
        actions = []
        for remedy in self.remedies:
            action = fixes.get(remedy.fix, NEUTRAL_FIXES[remedy.fix]).format(value=remedy.value)
            actions.append(f"{action} ({words(remedy.does)})" if remedy.does else action)
        text = words(self.what)
        if actions:
            sentence = either.join(actions)
            text += " " + sentence[:1].upper() + sentence[1:] + "."
        return f"{text} {words(self.after)}" if self.after else text

    def __reduce__(self) -> tuple:
        # sent between processes: rebuilt from its state, whatever the subclass's __init__ takes
        return restored, (type(self), self.args, dict(self.__dict__))


P = TypeVar("P", bound=Problem)


def restored(cls: type[P], args: tuple, state: dict) -> P:
    """A problem rebuilt from what :meth:`Problem.__reduce__` sent (no ``__init__`` call)."""
    problem = cls.__new__(cls)
    problem.args = args
    problem.__dict__.update(state)
    return problem


def worded(exc: BaseException, fixes: Mapping[Fix, str], words: Callable[[str], str] = str,
           either: str = ", or ") -> str:
    """``exc``'s message with its remedies in a front end's words (any exception: ``str(exc)``,
    through ``words``); see :meth:`Problem.worded`."""
    return exc.worded(fixes, words, either) if isinstance(exc, Problem) else words(str(exc))
