"""The keyword index's words: the form a library holds them in, each passage's language, and
writing an older library's index again in this version's form."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from contextlib import AbstractContextManager
from itertools import groupby
from typing import TYPE_CHECKING

from indexer.ingest.passages import with_header
from indexer.store.keywords import KEYWORDS_VERSION, KeywordForm, search_text
from indexer.store.stems import passage_languages, stemmed_languages


def keyword_text(text: str, context: str, language: str | None) -> str | None:
    """What FTS5 indexes for a passage in ``language`` under its header ``context``, or None
    when that is exactly its text."""
    searchable = with_header(context, text)
    return search_text(searchable, language) or (searchable if context else None)


class KeywordIndex:
    """The form of the ``chunks_fts`` index of library.sqlite (mixed into ``Manifest``)."""

    db: sqlite3.Connection
    read_only: bool

    if TYPE_CHECKING:  # Manifest's
        def transaction(self) -> AbstractContextManager[None]: ...
        def get_meta(self, key: str) -> str | None: ...
        def set_meta(self, key: str, value: str | None) -> None: ...

    @property
    def keyword_form(self) -> KeywordForm | None:
        """How the keyword index holds words (None: as written, a library indexed before
        stems), read each time: another process may have added passages in a new language."""
        version = self.get_meta("keywords_version")
        if version == KEYWORDS_VERSION:
            return KeywordForm(languages=tuple(sorted(self._keyword_languages())))
        return KeywordForm() if version == "2" else None

    def _keyword_languages(self) -> set[str]:
        return set(filter(None, (self.get_meta("keyword_languages") or "").split(",")))

    def told_languages(self, texts: Sequence[str]) -> list[str | None]:
        """The language of each passage of one document (``stems.passage_languages``), noting
        the stemmed ones among the library's (inside the caller's transaction)."""
        languages = passage_languages(texts)
        known, found = self._keyword_languages(), stemmed_languages(languages)
        if not found <= known:
            self.set_meta("keyword_languages", ",".join(sorted(known | found)))
        return languages

    def restem_keywords(self) -> int:
        """Write the keyword index again with the stems of this version (a library indexed
        before KEYWORDS_VERSION; nothing is parsed or embedded again); how many changed."""
        if self.read_only or self.get_meta("keywords_version") == KEYWORDS_VERSION:
            return 0
        changed = 0
        with self.transaction():
            rows = self.db.execute("SELECT rowid, content_key, text, context, search_text"
                                   " FROM chunks ORDER BY content_key, chunk_index").fetchall()
            for _, document in groupby(rows, key=lambda row: row[1]):
                passages = list(document)
                languages = self.told_languages([text for _, _, text, _, _ in passages])
                for (rowid, _, text, context, old), language in zip(passages, languages, strict=True):
                    new = keyword_text(text, context, language)
                    if new != old:
                        self._rewrite_keywords(rowid, old if old is not None else text, new, text)
                        changed += 1
            self.set_meta("keywords_version", KEYWORDS_VERSION)
        return changed

    def _rewrite_keywords(self, rowid: int, indexed: str, new: str | None, text: str) -> None:
        self.db.execute("INSERT INTO chunks_fts(chunks_fts, rowid, text) VALUES ('delete', ?, ?)",
                        (rowid, indexed))
        self.db.execute("UPDATE chunks SET search_text = ? WHERE rowid = ?", (new, rowid))
        self.db.execute("INSERT INTO chunks_fts(rowid, text) VALUES (?, ?)",
                        (rowid, new if new is not None else text))
