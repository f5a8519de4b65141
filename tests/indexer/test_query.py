"""What is searched for a question: its content, not how the answer should look."""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.retrieval.search import fuse, lexical_ranking, search, vector_ranking
from indexer.store.keywords import content_query
from tests.helpers import run_index

QUESTION = ("What was the gross margin change between 2022 and 2023 "
            "(in units of percents and round to one decimal place)?")


@pytest.mark.parametrize(("question", "expected"), [
    (QUESTION, "What was the gross margin change between 2022 and 2023?"),
    ("What was the net margin in Q3 2024? Round your answer to two decimal places.",
     "What was the net margin in Q3 2024?"),
    ("Can you tell me when the warehouse lease ends, according to my documents?",
     "when the warehouse lease ends?"),
    ("Please give me a short summary of the NTSB report on the Cessna 172 accident in bullet points.",
     "the NTSB report on the Cessna 172 accident."),
    ("According to the files I uploaded, who is the principal investigator of trial "
     "NCT01234567? Cite your sources.", "who is the principal investigator of trial NCT01234567?"),
    ("Based on the files, how many patients were enrolled? Answer in one sentence.",
     "how many patients were enrolled?"),
    ("Hi! Quick question: what caused the engine failure on flight 123? Thanks!",
     "what caused the engine failure on flight 123?"),
    ("What did the EPA report say about PM2.5 levels in 2019? Keep it short and cite page numbers.",
     "What did the EPA report say about PM2.5 levels in 2019?"),
    ("How many crates of apples are on invoice 2024-117? Just the number, please.",
     "How many crates of apples are on invoice 2024-117?"),
    ("What percentage of patients had adverse events? Express the answer as a percentage "
     "rounded to the nearest whole number.", "What percentage of patients had adverse events?"),
    ("Who owns the rights to Popeye? Explain step by step.", "Who owns the rights to Popeye?"),
    ("I'd like to know how much revenue grew in FY2023, as a percentage.",
     "how much revenue grew in FY2023."),
    ("Using only my notes, what is the lease term?", "what is the lease term?"),
])
def test_answer_instructions_and_chit_chat_are_not_searched(question, expected):
    assert content_query(question) == expected


@pytest.mark.parametrize("question", [
    "When does the warehouse lease end?",
    "Which report gives values rounded to three decimal places?",  # about rounding: kept
    "What is the dosage of metformin (mg/day) in the protocol?",  # a unit that is content
    "what is the difference between a round and a square bale",
    "Explain how the cooling system works.",
    "Summarize my documents.",
    "Clause 14.2",
    "Which parts use the provided data format?",
    "List the sources of funding for the project.",
    "What does margin mean in the context of futures trading?",
    "who sang step by step in the 80s",  # a song title, not an instruction
    "Chicken Salmonella Thanks to Meat Industry Lawsuit",
])
def test_questions_that_are_all_content_stay_as_they_are(question):
    assert content_query(question) == question


@pytest.mark.parametrize("question", ["please", "Answer in one sentence.", "What is it?",
                                      "(round to one decimal place)", "", "   ", "Thanks!"])
def test_never_empty_and_never_nothing_but_instructions(question):
    cleaned = content_query(question)
    assert cleaned == " ".join(question.split())  # nothing left to search: the question as is


def write(folder: Path, name: str, text: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(text, encoding="utf-8")


def test_an_answer_format_tail_no_longer_ranks_a_passage_about_rounding_first(
        library, embedder, tmp_path):
    folder = tmp_path / "reports"
    write(folder, "annual.txt", "Gross margin was 41.2% in 2022 and 43.5% in 2023.")
    write(folder, "lab.txt", "All concentrations in this lab report are given in units of "
                             "percent by weight and rounded to three decimal places.")
    write(folder, "board.txt", "The board met in 2022 and again in 2023 to approve the budget.")
    write(folder, "garden.txt", "Tomatoes need full sun and regular watering.")
    run_index(library, embedder, [folder])

    names = {h.chunk_id: Path(h.path).name
             for h in search(library, embedder, "report", k=10, mode="vector", diversify=False)}

    def first(query: str) -> str:
        raw = fuse(lexical_ranking(library, query, 10),
                   vector_ranking(library, embedder, embedder.embed_query(query), 10))
        return names[raw[0][0]]

    assert first(QUESTION) == "lab.txt"  # the whole sentence: "round", "decimal", "units" win
    assert first(content_query(QUESTION)) == "annual.txt"
    for query in (QUESTION, content_query(QUESTION)):  # search() cleans the keyword side itself
        assert Path(search(library, embedder, query, k=3)[0].path).name == "annual.txt"
