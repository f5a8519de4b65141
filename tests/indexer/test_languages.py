"""Keyword search understands inflection in Russian (Snowball stems on both sides); a library
indexed before gets its keyword index written again once, without parsing or embedding."""

from __future__ import annotations

from pathlib import Path

from indexer.retrieval.search import search
from indexer.store.library import Library
from tests.helpers import HashEmbedder, run_index

EVENTS = ("Хроника событий 1812 года. Историк описывает ход событий, участников событий и "
          "последствия событий для страны.")
AGENT = "Агент доставил письмо. Каждый агент получил инструкции от своего руководителя."
OTHER = "Отчёт о погоде: дожди и ветер весь месяц, урожай собран поздно."


def _folder(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    folder.mkdir()
    for name, text in (("chronicle.txt", EVENTS), ("agents.txt", AGENT), ("weather.txt", OTHER)):
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def _names(library: Library, query: str) -> list[str]:
    return [Path(h.path).name for h in search(library, HashEmbedder(), query, k=3, mode="lexical")]


def test_an_inflected_russian_query_finds_its_passage_by_keywords(tmp_path: Path) -> None:
    with Library(tmp_path / "data") as library:
        run_index(library, HashEmbedder(), [_folder(tmp_path)])
        assert _names(library, "Что говорится о событиями?")[:1] == ["chronicle.txt"]
        assert _names(library, "агенты")[:1] == ["agents.txt"]
        assert _names(library, "урожаи") == ["weather.txt"]


def test_a_library_indexed_before_stems_is_written_again_once(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    with Library(tmp_path / "data") as library:
        run_index(library, HashEmbedder(), [folder])
        db = library.manifest.db
        # as an older version left it: Cyrillic words indexed as written, no version recorded
        for rowid, text, context in db.execute("SELECT rowid, text, context FROM chunks").fetchall():
            old = db.execute("SELECT search_text FROM chunks WHERE rowid = ?", (rowid,)).fetchone()[0]
            db.execute("INSERT INTO chunks_fts(chunks_fts, rowid, text) VALUES ('delete', ?, ?)",
                       (rowid, old if old is not None else text))
            written = f"{context}\n\n{text}" if context else text
            db.execute("UPDATE chunks SET search_text = ? WHERE rowid = ?",
                       (written if context else None, rowid))
            db.execute("INSERT INTO chunks_fts(rowid, text) VALUES (?, ?)", (rowid, written))
        db.execute("DELETE FROM meta WHERE key = 'keywords_version'")
    with Library(tmp_path / "data") as library:
        assert _names(library, "событий")[:1] == ["chronicle.txt"]  # still found as written
        assert _names(library, "событиями") == []  # inflection: not before the index is redone
        summary = run_index(library, HashEmbedder(), [folder])[-1]
        assert summary["indexed"] == 0 and summary["vectors_added"] == 0  # nothing parsed again
        assert _names(library, "событиями")[:1] == ["chronicle.txt"]
        assert library.manifest.restem_keywords() == 0  # once
