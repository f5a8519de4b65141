"""The library as documents, not passages: list them (by a query, a folder, a kind, a period),
find one by the name a person gives it, and read one page by page.

"Which of my documents mention asbestos?", "what do I have from the NTSB?", "summarise the
2021 report", "what does page 12 say?" ask about documents. A search returns the five best
passages of any of them; these answer with documents, each still pointing at a passage (its
best match, or its first), so every answer made from them can be cited and checked.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from indexer.base.paths import display_name
from indexer.ingest.cards import DocumentCard, fiscal_years_of, quarters_of
from indexer.retrieval.named import named_documents, named_years
from indexer.retrieval.periods import fiscal_years, named_quarters
from indexer.retrieval.search import Hit, hits_for, keyword_words
from indexer.store.keywords import all_terms, match_any, match_every

if TYPE_CHECKING:
    from indexer.store.library import Library

MAX_LISTED = 50
_PAGES = re.compile(r"^\s*(\d+)\s*(?:[-–—]|to)?\s*(\d+)?\s*$")


@dataclass(frozen=True)
class DocumentEntry:
    """One document of the library: where it is, what its card says, how much of it there is,
    and (listed for a query) how many of its passages match and which matches best."""

    path: str  # as this desktop opens it
    rel_path: str
    card: DocumentCard
    passages: int
    pages: int  # 0: not a paged document
    matches: int = 0
    best: str = ""  # chunk id: the best matching passage, else the document's first
    content_key: str = field(default="", repr=False)

    @property
    def name(self) -> str:
        return display_name(self.path)


def list_documents(library: Library, query: str = "", folder: str = "", kind: str = "",
                   period: str = "", limit: int = MAX_LISTED) -> list[DocumentEntry]:
    """The library's documents, held to ``folder`` (a library folder's path or a folder's
    name), ``kind`` (words of the card's kind or title: "report", "10-K", "lease") and
    ``period`` ("FY2019", "2021", "Q3 2023"); with ``query``, only those a passage of which
    matches it or whose card names it, most matches first. Without one, by path."""
    db = library.manifest.db
    files = db.execute("SELECT path, rel_path, content_key FROM files WHERE state = 'indexed'"
                       " ORDER BY path").fetchall()
    cards = library.manifest.cards_by_content()
    keys = {key for _, _, key in files}
    if folder:
        keys &= {key for path, rel, key in files if _in_folder(library, path, rel, folder)}
    if kind:
        keys &= {key for key in keys if _of_kind(cards.get(key), kind)}
    if period:
        keys &= documents_in_period(cards, period)
    counts, best = _matches(library, query, keys) if query.strip() else ({}, {})
    if query.strip():
        named = set(named_documents(query, cards)) & keys
        keys = {key for key in keys if counts.get(key) or key in named}
    entries = [_entry(library, path, rel, key, cards, counts.get(key, 0), best.get(key, ""))
               for path, rel, key in _first_path_of_each(files) if key in keys]
    if query.strip():
        entries.sort(key=lambda e: -e.matches)
    return entries[:limit]


def find_documents(library: Library, name: str) -> list[DocumentEntry]:
    """The documents ``name`` means, best first: a path; a file name with or without its
    suffix; part of a file name or path; words of a card's title or organisation; a card's
    organisation and period ("OPM's 2019 report"). Empty: none."""
    wanted = " ".join(name.split()).strip("\"'“”‘’")
    if not wanted:
        return []
    db = library.manifest.db
    files = _first_path_of_each(db.execute(
        "SELECT path, rel_path, content_key FROM files WHERE state = 'indexed' ORDER BY path"
    ).fetchall())
    cards = library.manifest.cards_by_content()
    low = wanted.lower()
    tiers: list[list[tuple[str, str, str]]] = [[] for _ in range(5)]
    for path, rel, key in files:
        shown = library.map_path(path)
        base = os.path.basename(shown).lower()
        if low in (path.lower(), shown.lower()) or rel.lower() == low:
            tiers[0].append((path, rel, key))
        elif low in (base, os.path.splitext(base)[0]):
            tiers[1].append((path, rel, key))
        elif low in rel.lower() or low in base:
            tiers[2].append((path, rel, key))
        elif (card := cards.get(key)) is not None and low in (
                f"{card.title} {card.organisation}".lower()):
            tiers[3].append((path, rel, key))
    named = set(named_documents(wanted, cards))
    tiers[4] = [row for row in files if row[2] in named]
    for tier in tiers:
        if tier:
            return [_entry(library, path, rel, key, cards) for path, rel, key in tier]
    return []


def document_passages(library: Library, entry: DocumentEntry, pages: tuple[int, int] | None = None
                      ) -> list[Hit]:
    """The document's passages in reading order (by page: a scan's OCR pages are stored after
    its text pages), held to ``pages`` (first, last; 1-based,
    inclusive) when it has pages."""
    sql = "SELECT chunk_id FROM chunks WHERE content_key = ?"
    params: list = [entry.content_key]
    if pages is not None and entry.pages:
        sql += " AND page BETWEEN ? AND ?"
        params += [pages[0], pages[1]]
    ids = [r[0] for r in library.manifest.db.execute(sql + " ORDER BY coalesce(page, 0), chunk_index", params)]
    return hits_for(library, ids)


def page_range(text: str, pages: int) -> tuple[int, int] | None:
    """"12" → (12, 12); "41-60", "41 to 60" → (41, 60), kept inside 1..``pages``; None when
    ``text`` names no pages (or the document has none)."""
    match = _PAGES.match(text or "")
    if match is None or not pages:
        return None
    first = int(match.group(1))
    last = int(match.group(2) or first)
    first, last = max(1, min(first, last)), min(pages, max(first, last))
    return (first, last) if first <= last else None


def documents_in_period(cards: dict[str, DocumentCard], period: str) -> set[str]:
    """The documents whose cards cover ``period``: fiscal years ("FY2019"), quarters
    ("Q3 2023"), calendar years ("2021"). Empty when it names none of them."""
    fiscal, quarters, years = set(fiscal_years(period)), set(named_quarters(period)), \
        named_years(period)
    found: set[str] = set()
    for key, card in cards.items():
        own, calendar = quarters_of(card)
        if quarters:
            if quarters & (own | calendar):
                found.add(key)
        elif fiscal & (fiscal_years_of(card) or set(card.years)) or (
                not fiscal and years & set(card.years)):
            found.add(key)
    return found


def _entry(library: Library, path: str, rel: str, key: str, cards: dict[str, DocumentCard],
           matches: int = 0, best: str = "") -> DocumentEntry:
    db = library.manifest.db
    passages, last_page, first = db.execute(
        "SELECT count(*), max(page), (SELECT chunk_id FROM chunks WHERE content_key = ?"
        " ORDER BY coalesce(page, 0), chunk_index LIMIT 1) FROM chunks WHERE content_key = ?", (key, key)).fetchone()
    card = cards.get(key) or DocumentCard()
    return DocumentEntry(library.map_path(path), rel, card, passages or 0,
                         card.pages or last_page or 0, matches, best or first or "", key)


def _first_path_of_each(rows: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """One row per content (identical copies are one document), the first path of each."""
    seen: set[str] = set()
    out = []
    for path, rel, key in rows:
        if key not in seen:
            seen.add(key)
            out.append((path, rel, key))
    return out


def _in_folder(library: Library, path: str, rel: str, folder: str) -> bool:
    """Is the file inside ``folder``: a path (as stored or as this desktop sees it), or the
    name of a folder on its way ("Aviation", "reports/2021")?"""
    if os.path.isabs(folder):
        prefix = os.path.join(os.path.normpath(folder), "")
        return path.startswith(prefix) or library.map_path(path).startswith(prefix)
    parts = [p.lower() for p in re.split(r"[\\/]", os.path.dirname(rel)) if p]
    root = os.path.basename(os.path.normpath(path[: len(path) - len(rel)] or path)).lower()
    wanted = [p.lower() for p in re.split(r"[\\/]", folder.strip("/\\")) if p]
    chain = [root, *parts]
    return any(chain[i:i + len(wanted)] == wanted for i in range(len(chain)))


def _of_kind(card: DocumentCard | None, kind: str) -> bool:
    """Does the card's kind or title say every word of ``kind`` ("reports", "10-K", "lease")?"""
    if card is None:
        return False
    words = set(re.findall(r"\w+", kind.lower())) - {"the", "a", "an", "of", "my", "all",
                                                      "document", "documents", "file", "files"}
    text = set(re.findall(r"\w+", f"{card.kind} {card.title}".lower()))
    return bool(words) and all(w in text or (w.endswith("s") and w[:-1] in text) for w in words)


def _matches(library: Library, query: str, keys: set[str]) -> tuple[dict[str, int],
                                                                    dict[str, str]]:
    """Per document: how many of its passages match every word of ``query`` (any word, for
    a query none passage matches whole), and its best matching passage."""
    words = keyword_words(library, query)
    if not words:
        return {}, {}
    db = library.manifest.db
    for match in (match_every(words), match_any(all_terms(words))):
        rows = db.execute(
            "SELECT c.content_key, c.chunk_id FROM (SELECT rowid, rank FROM chunks_fts"
            " WHERE chunks_fts MATCH ?) r JOIN chunks c ON c.rowid = r.rowid ORDER BY r.rank",
            (match,)).fetchall()
        counts: dict[str, int] = {}
        best: dict[str, str] = {}
        for key, chunk_id in rows:
            if key in keys:
                counts[key] = counts.get(key, 0) + 1
                best.setdefault(key, chunk_id)
        if counts:
            return counts, best
    return {}, {}
