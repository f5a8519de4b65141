"""The document cards a library keeps (``indexer.ingest.cards``) and the user's corrections of them."""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path

from indexer.ingest.cards import CARD_RULES, DocumentCard, document_card


class DocumentCards:
    """The ``cards`` and ``card_edits`` tables of library.sqlite (mixed into ``Manifest``)."""

    db: sqlite3.Connection
    _writes = 0  # the connection's writes to files, cards and edits (cards_by_content's cache)

    def cards(self) -> dict[str, DocumentCard]:
        """Each indexed file's card, by path, with the user's corrections laid over it (files
        whose card is not made yet are absent: ``missing_cards`` lists them)."""
        return {path: card for path, _key, card in self._indexed_cards()}

    def _indexed_cards(self) -> list[tuple[str, str, DocumentCard]]:
        """(path, content key, card with corrections) of each indexed file, in one read, so a
        file another connection is indexing meanwhile cannot be half in it."""
        try:
            rows = self.db.execute(
                "SELECT f.path, f.content_key, c.card, e.edits FROM files f JOIN cards c"
                " ON c.content_key = f.content_key LEFT JOIN card_edits e ON e.path = f.path"
                " WHERE f.state = 'indexed'").fetchall()
        except sqlite3.OperationalError:  # a read-only snapshot written before cards
            return []
        cards = []
        for path, key, card, edits in rows:
            made = DocumentCard.from_dict(json.loads(card))
            cards.append((path, key, made.with_edits(json.loads(edits)) if edits else made))
        return cards

    def cards_by_content(self) -> dict[str, DocumentCard]:
        """Each indexed content's card (its first path's corrections laid over it), by content
        key; read again only after the library changed (searches ask for it every time)."""
        # data_version moves when another connection writes; this one's writes bump _writes
        version = (self.db.execute("PRAGMA data_version").fetchone()[0], self._writes)
        if getattr(self, "_cards_version", None) != version:
            by_content: dict[str, DocumentCard] = {}
            for _path, key, card in sorted(self._indexed_cards(), reverse=True,
                                           key=lambda row: row[0]):
                by_content[key] = card  # the first path's card is kept
            self._cards, self._cards_version = by_content, version
        return self._cards

    def missing_cards(self) -> list[str]:
        """Content keys of indexed files that have no card yet (a library made before cards),
        or one the rules of an earlier version made (``CARD_RULES``)."""
        try:
            return [r[0] for r in self.db.execute(
                "SELECT DISTINCT content_key FROM files WHERE state = 'indexed' AND content_key"
                " IS NOT NULL AND content_key NOT IN (SELECT content_key FROM cards"
                " WHERE json_extract(card, '$.rules') IS ?)", (CARD_RULES,))]
        except sqlite3.OperationalError:
            return []

    def make_missing_cards(self) -> int:
        """Make the cards an older library lacks (or an earlier version of the rules made) from
        its stored passages; how many were made."""
        keys = self.missing_cards()
        for key in keys:
            self.remake_card(key)
        return len(keys)

    def remake_card(self, content_key: str, page_count: int | None = None) -> None:
        """Make one content's card again from its stored passages (a scan whose pages OCR
        read since, an older library's); ``page_count`` when the passages do not tell it."""
        self._writes += 1
        row = self.db.execute("SELECT path, file_type FROM files WHERE content_key = ?"
                              " AND state = 'indexed' ORDER BY path LIMIT 1",
                              (content_key,)).fetchone()
        if row is None:
            return
        last_page = self.db.execute("SELECT max(page) FROM chunks WHERE content_key = ?",
                                    (content_key,)).fetchone()[0]
        earlier = self.db.execute("SELECT card FROM cards WHERE content_key = ?",
                                  (content_key,)).fetchone()
        # the title earlier rules read may be the file's declared one, which passages lack
        title = json.loads(earlier[0]).get("title", "") if earlier else ""
        card = document_card(self._stored_pages(content_key), row[1], _stem(row[0]), title,
                             page_count=page_count or last_page or 0)
        self.store_card(content_key, card)

    def _stored_pages(self, content_key: str) -> list[str]:
        """A document's page (or section) texts rebuilt from its passages, overlaps removed."""
        pages: dict[tuple, list[str]] = {}
        ends: dict[tuple, int] = {}
        for page, section, start, end, text in self.db.execute(
                "SELECT page, section, start_index, end_index, text FROM chunks"
                " WHERE content_key = ? ORDER BY coalesce(page, 0), chunk_index", (content_key,)):
            unit = (page,) if page is not None else ("", section)
            seen = ends.get(unit, 0)
            pages.setdefault(unit, []).append(text[max(0, seen - start):] if start < seen
                                              else text)
            ends[unit] = max(seen, end)
        return ["".join(parts) for parts in pages.values()]

    def store_card(self, content_key: str, card: DocumentCard) -> None:
        """Keep the card the rules made for one content (a correction is kept apart)."""
        self.db.execute("INSERT OR REPLACE INTO cards(content_key, card) VALUES (?, ?)",
                        (content_key, json.dumps({**card.to_dict(), "rules": CARD_RULES})))

    def edit_card(self, path: str, edits: dict[str, str]) -> None:
        """Lay the user's corrections over a file's card (a field set to "" is cleared; kept
        through re-indexing). ``reset_card`` drops them."""
        self._writes += 1
        row = self.db.execute("SELECT edits FROM card_edits WHERE path = ?", (path,)).fetchone()
        merged = {**(json.loads(row[0]) if row else {}), **edits}
        self.db.execute("INSERT OR REPLACE INTO card_edits(path, edits, edited_at) VALUES"
                        " (?, ?, ?)", (path, json.dumps(merged), time.time()))

    def reset_card(self, path: str) -> bool:
        """Drop the user's corrections to a file's card; whether there were any."""
        self._writes += 1
        return self.db.execute("DELETE FROM card_edits WHERE path = ?", (path,)).rowcount > 0


def _stem(path: str) -> str:
    """A stored path's file name without its suffix, as a card reads it."""
    return Path(path).stem
