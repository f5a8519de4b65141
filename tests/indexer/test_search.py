"""Hybrid search on small real libraries: fusion, filters, diversity, languages, odd queries."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from indexer.retrieval.search import SearchFilter, fuse, search
from tests.helpers import HashEmbedder, run_index

PROJECT = Path(__file__).resolve().parents[2]


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_fusion_rewards_agreement_between_the_two_rankings():
    lexical = [("only-lexical", 9.0), ("both", 8.0), ("x", 1.0)]
    vector = [("only-vector", 0.9), ("both", 0.8)]
    fused = [chunk for chunk, _ in fuse(lexical, vector)]
    assert fused[0] == "both"
    assert set(fused) == {"only-lexical", "only-vector", "both", "x"}


def test_hybrid_finds_what_each_mode_finds_alone(library, tmp_path):
    class SynonymEmbedder(HashEmbedder):
        """Knows that 'car' and 'automobile' mean the same, as a real model would."""

        def _vector(self, text: str) -> list[float]:
            return super()._vector(text.lower().replace("automobile", "car"))

    embedder = SynonymEmbedder(dim=4096)  # wide enough that unrelated words never collide
    folder = tmp_path / "lib"
    write(folder, "code.txt", "Error E-4711 means the pump lost pressure; reset the valve.")
    write(folder, "service.txt", "The automobile must be serviced every spring before the trip.")
    write(folder, "other.txt", "Bread rises when the dough rests in a warm kitchen.")
    run_index(library, embedder, [folder])
    by_word = search(library, embedder, "E-4711", k=3, mode="lexical")
    assert by_word[0].path.endswith("code.txt") and by_word[0].lexical_rank == 1
    by_meaning = search(library, embedder, "car", k=1, mode="vector")
    assert by_meaning[0].path.endswith("service.txt")
    assert not any(h.path.endswith("service.txt") for h in search(library, embedder, "car", k=3, mode="lexical"))
    hybrid = search(library, embedder, "E-4711 car", k=2)
    assert {Path(h.path).name for h in hybrid} == {"code.txt", "service.txt"}
    assert all(h.lexical_rank or h.vector_rank for h in hybrid)
    assert hybrid[0].vector_score is not None or hybrid[0].lexical_score is not None


def test_filters_limit_by_folder_file_and_type(library, embedder, tmp_path):
    a, b = tmp_path / "work", tmp_path / "home"
    write(a, "plan.md", "# Budget\n\nThe budget for the garden project is 400 euros.\n")
    write(a, "notes.txt", "Garden budget: buy seeds and compost.")
    write(b, "garden.txt", "The garden budget at home is small.")
    run_index(library, embedder, [a, b])
    for mode in ("lexical", "vector", "hybrid"):
        in_home = search(library, embedder, "garden budget", k=5, mode=mode,
                         filters=SearchFilter(folder=str(b)))
        assert {Path(h.path).name for h in in_home} == {"garden.txt"}, mode
        one_file = search(library, embedder, "garden budget", k=5, mode=mode,
                          filters=SearchFilter(path=str(a / "notes.txt")))
        assert [Path(h.path).name for h in one_file] == ["notes.txt"], mode
        markdown = search(library, embedder, "garden budget", k=5, mode=mode,
                          filters=SearchFilter(file_types=("markdown",)))
        assert {Path(h.path).name for h in markdown} == {"plan.md"}, mode
    assert search(library, embedder, "garden", filters=SearchFilter(folder=str(tmp_path / "none"))) == []


def test_near_duplicate_passages_are_collapsed(library, embedder, tmp_path):
    folder = tmp_path / "mail"
    boilerplate = ("This message is confidential and intended only for the recipient. "
                   "If you received it in error, delete it and notify the sender. ")
    for i in range(5):
        write(folder, f"mail{i}.txt", boilerplate + f"Reference number {1000 + i}.")
    write(folder, "policy.txt", "Confidential documents must be shredded, not recycled.")
    run_index(library, embedder, [folder])
    hits = search(library, embedder, "confidential message received in error", k=3)
    names = [Path(h.path).name for h in hits]
    assert sum(n.startswith("mail") for n in names) == 1 and "policy.txt" in names
    raw = search(library, embedder, "confidential message received in error", k=3, diversify=False)
    assert sum(Path(h.path).name.startswith("mail") for h in raw) == 3


@pytest.mark.parametrize(("query", "expected"), [
    ("Müller", "de.txt"),
    ("muller", "de.txt"),        # diacritics do not matter
    ("договор", "ru.txt"),       # Cyrillic
    ("συμβόλαιο", "el.txt"),     # Greek
    ("العقد", "ar.txt"),         # Arabic
    ("契约", "zh.txt"),           # a Chinese word inside a longer run of characters
    ("東京", "ja.txt"),           # Japanese
    ("계약서", "ko.txt"),         # Korean
    ("terminated", "en.txt"),    # English stemming: terminate / terminated / termination
])
def test_keyword_search_works_in_the_users_languages(library, embedder, tmp_path, query, expected):
    folder = tmp_path / "intl"
    write(folder, "de.txt", "Rechnung an Herrn Müller, fällig in dreißig Tagen.")
    write(folder, "ru.txt", "Этот договор вступает в силу с момента подписания.")
    write(folder, "el.txt", "Το συμβόλαιο λήγει τον Δεκέμβριο.")
    write(folder, "ar.txt", "ينتهي العقد في نهاية العام.")
    write(folder, "zh.txt", "本合同契约条款自签字之日起生效。")
    write(folder, "ja.txt", "本社は東京都千代田区にあります。")
    write(folder, "ko.txt", "이 계약서는 서명일로부터 유효합니다.")
    write(folder, "en.txt", "Either party may request termination of the lease.")
    run_index(library, embedder, [folder])
    hits = search(library, embedder, query, k=1, mode="lexical")
    assert hits and Path(hits[0].path).name == expected


@pytest.mark.parametrize("query", ['"unbalanced', "AND", "NOT OR", "term*", "a-b (c", "NEAR(x y)",
                                   "col:value", "^start", "   ", "!!!", "'; DROP TABLE chunks; --"])
def test_odd_queries_never_raise(library, embedder, docs, query):
    run_index(library, embedder, [docs])
    search(library, embedder, query, k=3)
    assert library.status().chunks > 0


def test_search_uses_whatever_vectors_exist(library, embedder, docs):
    run_index(library, embedder, [docs], fill_vectors=False)
    before = search(library, embedder, "Rotterdam warehouse", k=2)
    assert before[0].path.endswith("contract.txt") and before[0].vector_rank is None
    run_index(library, embedder, [])
    after = search(library, embedder, "Rotterdam warehouse", k=2)
    assert after[0].path.endswith("contract.txt") and after[0].vector_rank is not None


def test_words_in_most_passages_are_not_searched_for(tmp_path, embedder):
    """Stop words of any language are learned from the library: they cost time, not rank."""
    from indexer.base.settings import IndexSettings
    from indexer.retrieval.search import without_ubiquitous_terms
    from indexer.store.library import Library

    folder = tmp_path / "big"
    paras = [f"und der Vertrag Nummer {i} gilt." for i in range(1200)]
    paras[700] = "und der Kündigungsfrist beträgt drei Monate."
    write(folder, "vertrag.txt", "\n\n".join(paras))
    with Library(tmp_path / "lib", IndexSettings(chunk_size=60, chunk_overlap=0)) as library:
        run_index(library, embedder, [folder], fill_vectors=False)
        assert library.status().chunks >= 1000
        assert without_ubiquitous_terms(library, ["und", "der", "kündigungsfrist"]) == ["kündigungsfrist"]
        assert without_ubiquitous_terms(library, ["und", "der"]) == ["und"]
        hit = search(library, embedder, "und der Kündigungsfrist", k=1, mode="lexical")[0]
        assert "Kündigungsfrist" in hit.text


def test_the_vectors_are_a_langchain_vector_store_too(library, embedder, docs):
    run_index(library, embedder, [docs])
    store = library.vectors.for_embedder(embedder, embedder.id)
    [doc] = store.similarity_search("Rotterdam warehouse supplier", k=1)
    assert doc.metadata["file_type"] == "text" and "Rotterdam" in doc.page_content
    assert doc.id == search(library, embedder, "Rotterdam warehouse supplier", k=1, mode="vector")[0].chunk_id


SAME_SEARCH = """
import json, sys
from pathlib import Path
from indexer.retrieval.search import vector_ranking
from indexer.store.library import Library
from tests.helpers import HashEmbedder
library, embedder = Library(Path(sys.argv[1])), HashEmbedder(dim=128)
print(json.dumps([[c for c, _ in vector_ranking(library, embedder, embedder.embed_query(q), 40)]
                  for q in sys.argv[2:]]))
"""


def test_every_process_finds_the_same_passages_after_a_run(tmp_path):
    """Chroma writes its vector index to disk only every 1,000 vectors and rebuilds the rest in
    memory, in parallel, in each process that opens the store: two searches could find different
    passages (a newly added document's, most of all). A run ends with the index written whole."""
    from indexer.base.settings import IndexSettings
    from indexer.store.library import Library

    docs = tmp_path / "docs"
    docs.mkdir()
    words = [f"w{n}" for n in range(400)]
    for n in range(150):
        (docs / f"note-{n}.txt").write_text(
            " ".join(words[(n * 7 + i * 13) % 400] for i in range(600)), encoding="utf-8")
    embedder = HashEmbedder(dim=128)
    library = Library(tmp_path / "data", IndexSettings(parse_workers=1))
    run_index(library, embedder, [docs])
    assert not library.vectors.unsaved(embedder.id)
    library.close()
    questions = [" ".join(words[n:n + 5]) for n in range(0, 400, 20)]
    found = [subprocess.run([sys.executable, "-c", SAME_SEARCH, str(tmp_path / "data"),
                             *questions], cwd=PROJECT, capture_output=True, text=True,
                            check=True, timeout=120).stdout for _ in range(2)]
    assert found[0] == found[1] and json.loads(found[0])[0]
