"""Keyword search in other languages: XQuAD's 240 paragraphs (one file each) and 1,190 questions
per language; is the gold paragraph the first (hit@1) or among the first five (hit@5) hits?

    python bench/xquad_keywords.py [--langs en,de,es,ru,zh] [--source TREE]

The paragraphs and questions are the same in every language (professional translations), so the
figures show what each language loses against English on the very same content. ``--source``
runs the indexer of another tree (an unpacked ``git archive`` of an older commit) for a before.
Keyword search only: no embedder, a few seconds a language.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[1]
XQUAD = PROJECT.parent / "shared/data/multilingual/xquad"


def paragraphs(lang: str) -> list[tuple[str, list[str]]]:
    """(context, its questions) of the language's file, in order."""
    data = json.loads((XQUAD / f"xquad.{lang}.json").read_text(encoding="utf-8"))["data"]
    return [(p["context"], [q["question"] for q in p["qas"]])
            for article in data for p in article["paragraphs"]]


def measure(lang: str, root: Path) -> tuple[float, float, int]:
    """(hit@1, hit@5, questions) of keyword search over the language's paragraphs."""
    from indexer.pipeline.run import index_events
    from indexer.retrieval.search import search
    from indexer.store.library import Library
    from tests.helpers import HashEmbedder

    folder = root / lang
    folder.mkdir()
    items = paragraphs(lang)
    for n, (context, _) in enumerate(items):
        (folder / f"p{n:03d}.txt").write_text(context, encoding="utf-8")
    embedder = HashEmbedder()
    hits1 = hits5 = total = 0
    with Library(root / f"data-{lang}") as library:
        for _ in index_events(library, embedder, [folder], fill_vectors=False):
            pass
        for n, (_, questions) in enumerate(items):
            gold = str(folder / f"p{n:03d}.txt")
            for question in questions:
                found = [h.path for h in search(library, embedder, question, k=5, mode="lexical")]
                hits1 += bool(found) and found[0] == gold
                hits5 += gold in found
                total += 1
    return hits1 / total, hits5 / total, total


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--langs", default="en,de,es,ru,zh")
    ap.add_argument("--source", type=Path, default=PROJECT)
    args = ap.parse_args()
    sys.path[:0] = [str(args.source), str(PROJECT)]  # its indexer; this project's test helpers
    print(f"source: {args.source}")
    print(f"{'lang':5} {'hit@1':>6} {'hit@5':>6} questions")
    with tempfile.TemporaryDirectory() as tmp:
        for lang in args.langs.split(","):
            at1, at5, total = measure(lang, Path(tmp))
            print(f"{lang:5} {at1:6.3f} {at5:6.3f} {total}")


if __name__ == "__main__":
    main()
