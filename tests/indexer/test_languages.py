"""Keyword search understands inflection in the language of each passage (Snowball stems on
both sides: Russian for any Cyrillic, German, Spanish… by the passage's detected language), in a
library of one language or many; English is indexed as before; a library indexed before gets
its keyword index written again once, without parsing or embedding."""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.retrieval.documents import list_documents
from indexer.retrieval.search import search
from indexer.store.keywords import search_text
from indexer.store.library import Library
from tests.helpers import HashEmbedder, run_index

EVENTS = ("Хроника событий 1812 года. Историк описывает ход событий, участников событий и "
          "последствия событий для страны.")
AGENT = "Агент доставил письмо. Каждый агент получил инструкции от своего руководителя."
OTHER = "Отчёт о погоде: дожди и ветер весь месяц, урожай собран поздно."
LEASE = ("Der Mieter zahlt die Miete bis zum dritten Werktag. In den Verträgen mit den Vermietern "
         "sind auch die Fristen für die Kündigung geregelt.")
HOUSE = ("Los vecinos compraron la casa en el verano de 2019 y pagaron el precio acordado con el "
         "banco. Después vendieron el coche para pagar las reformas de la cocina.")
WEATHER = ("Der Wetterbericht sagt: In den Bergen fällt der erste Schnee, und der Wind dreht in "
           "den Abendstunden nach Westen. In den Tälern bleibt es trocken.")
MARKET = ("El mercado abre a las ocho y cierra a las dos. Hay fruta y verdura, pan y queso, y los "
          "sábados también flores y plantas.")
MEMO = ("The buyers signed the contracts for the warehouse in March, and the seller agreed to "
        "repair the roof before the handover.")


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


def test_german_and_spanish_inflections_find_their_passages_in_a_mixed_library(
        tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    for name, text in (("mietvertrag.txt", LEASE), ("wetter.txt", WEATHER), ("casa.txt", HOUSE),
                       ("mercado.txt", MARKET), ("memo.txt", MEMO)):
        (folder / name).write_text(text, encoding="utf-8")
    with Library(tmp_path / "data") as library:
        run_index(library, HashEmbedder(), [folder])
        # "Vertrag" / "Verträgen", "Vermieter" / "Vermietern", "compró" / "compraron", "pagó" /
        # "pagaron": Porter alone matches none of them, only the small words of the other file
        assert _names(library, "Was sagt der Vertrag über den Vermieter?")[:1] == ["mietvertrag.txt"]
        assert _names(library, "¿Qué compró y qué pagó?")[:1] == ["casa.txt"]
        assert _names(library, "Что говорится о событиями?")[:1] == ["chronicle.txt"]
        assert _names(library, "Who signed the contract?") == ["memo.txt"]  # English as before
        indexed = library.manifest.db.execute(
            "SELECT coalesce(search_text, text) FROM chunks WHERE text = ?", (MEMO,)).fetchone()[0]
        assert indexed.endswith(MEMO)  # an English passage is indexed as written (after its header)


def test_documents_that_mention_every_word_are_listed_in_any_of_its_forms(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    (folder / "mietvertrag.txt").write_text(LEASE, encoding="utf-8")
    (folder / "wetter.txt").write_text(WEATHER, encoding="utf-8")
    with Library(tmp_path / "data") as library:
        run_index(library, HashEmbedder(), [folder])
        # asked as "Vertrag" and "Vermieter", written as "Verträgen" and "Vermietern"
        listed = list_documents(library, query="Vertrag Vermieter")
        assert [(d.name, d.matches) for d in listed] == [("mietvertrag.txt", 1)]


def _as_written_by(library: Library, version: str | None) -> None:
    """Leave the keyword index as an older version wrote it: words as written (None), or only
    Cyrillic words as stems ("2")."""
    db = library.manifest.db
    for rowid, text, context in db.execute("SELECT rowid, text, context FROM chunks").fetchall():
        old = db.execute("SELECT search_text FROM chunks WHERE rowid = ?", (rowid,)).fetchone()[0]
        db.execute("INSERT INTO chunks_fts(chunks_fts, rowid, text) VALUES ('delete', ?, ?)",
                   (rowid, old if old is not None else text))
        written = f"{context}\n\n{text}" if context else text
        if version == "2":
            written = search_text(written) or written
        db.execute("UPDATE chunks SET search_text = ? WHERE rowid = ?",
                   (written if written != text else None, rowid))
        db.execute("INSERT INTO chunks_fts(rowid, text) VALUES (?, ?)", (rowid, written))
    library.manifest.set_meta("keywords_version", version)
    library.manifest.set_meta("keyword_languages", None)


@pytest.mark.parametrize("version", [None, "2"])
def test_a_library_indexed_before_stems_is_written_again_once(tmp_path: Path,
                                                              version: str | None) -> None:
    folder = _folder(tmp_path)
    (folder / "mietvertrag.txt").write_text(LEASE, encoding="utf-8")
    (folder / "wetter.txt").write_text(WEATHER, encoding="utf-8")
    german = "Was sagt der Vertrag über den Vermieter?"
    with Library(tmp_path / "data") as library:
        run_index(library, HashEmbedder(), [folder])
        _as_written_by(library, version)
    with Library(tmp_path / "data") as library:
        assert _names(library, "событий")[:1] == ["chronicle.txt"]  # still found as written
        russian_stems = version == "2"
        assert bool(_names(library, "событиями")) is russian_stems
        assert _names(library, german)[:1] != ["mietvertrag.txt"]  # not before it is redone
        summary = run_index(library, HashEmbedder(), [folder])[-1]
        assert summary["indexed"] == 0 and summary["vectors_added"] == 0  # nothing parsed again
        assert _names(library, "событиями")[:1] == ["chronicle.txt"]
        assert _names(library, german)[:1] == ["mietvertrag.txt"]
        assert library.manifest.restem_keywords() == 0  # once


SEARCH_IN_A_NEW_PROCESS = """
import sys
from pathlib import Path
from indexer.retrieval.search import search
from indexer.store.library import Library
from tests.helpers import HashEmbedder
with Library(Path(sys.argv[1])) as library:
    for question in sys.argv[2:]:
        hits = search(library, HashEmbedder(), question, k=1, mode="lexical")
        print(Path(hits[0].path).name if hits else "-", "py3langid" in sys.modules)
"""


def test_an_english_question_in_a_german_library_is_searched_without_the_language_model(
        tmp_path: Path) -> None:
    """Loading the language identifier costs a command-line search half a second: an English
    question is told by its words, a German one still by the identifier, and stemmed."""
    import subprocess
    import sys

    folder = tmp_path / "docs"
    folder.mkdir()
    for name, text in (("mietvertrag.txt", LEASE), ("wetter.txt", WEATHER), ("memo.txt", MEMO)):
        (folder / name).write_text(text, encoding="utf-8")
    with Library(tmp_path / "data") as library:
        run_index(library, HashEmbedder(), [folder])
    out = subprocess.run(
        [sys.executable, "-c", SEARCH_IN_A_NEW_PROCESS, str(tmp_path / "data"),
         "Who signed the contracts for the warehouse?", "Was steht in dem Vertrag?"],
        capture_output=True, text=True, check=True, cwd=Path(__file__).resolve().parents[2])
    assert out.stdout.split("\n")[:2] == ["memo.txt False", "mietvertrag.txt True"]


class TranslatingEmbedder(HashEmbedder):
    """Places a German question beside the English passage that says the same, as a
    multilingual model would."""

    GERMAN = {"frist": "notice", "mieterin": "tenant", "kündigen": "end", "mietvertrag": "lease",
              "monate": "months", "drei": "three"}

    def __init__(self) -> None:
        super().__init__(dim=4096)  # wide enough that unrelated words never collide

    def _vector(self, text: str) -> list[float]:
        words = [self.GERMAN.get(w, w) for w in text.lower().replace("?", " ").split()]
        return super()._vector(" ".join(words))


def test_a_german_question_over_english_documents_is_not_led_by_words_shared_by_chance(
        tmp_path: Path) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "lease.txt").write_text(
        "The tenant may end the lease with three months notice, in writing.", encoding="utf-8")
    (folder / "dice.txt").write_text(  # "die" and "mit" are German words too
        "Roll the die twice: a die that shows six wins the game at MIT.", encoding="utf-8")
    (folder / "bread.txt").write_text("Bread rises when the dough rests.", encoding="utf-8")
    embedder = TranslatingEmbedder()
    with Library(tmp_path / "data") as library:
        run_index(library, embedder, [folder])
        german = "Mit welcher Frist kann die Mieterin den Mietvertrag kündigen?"
        hits = search(library, embedder, german, k=2)
        assert Path(hits[0].path).name == "lease.txt"  # "die" and "mit" put the dice first
        assert all(h.lexical_rank is None for h in hits)
        # a question in the documents' language still searches by its words too
        english = search(library, embedder, "Which die shows six?", k=1)
        assert Path(english[0].path).name == "dice.txt" and english[0].lexical_rank == 1
