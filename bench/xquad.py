"""Search in other languages: XQuAD's 240 paragraphs (one file each) and 1,190 questions per
language; is the gold paragraph the first hit (hit@1) or among the first five (hit@5)?

    python bench/xquad.py [--langs en,de,es,ru,zh] [--modes keyword,vector,hybrid]
                          [--cross | --mixed] [--source TREE]

The paragraphs and questions are the same in every language (professional translations), so the
figures show what each language loses against English on the very same content. ``--cross``
asks each language's questions of the English paragraphs (a Russian question over English
documents); ``--mixed`` indexes all the languages' paragraphs in one library and counts the
paragraph in the question's own language. ``vector`` and ``hybrid`` use the built-in embedder
(multilingual-e5-small; a few minutes a language on 2 cores); ``keyword`` alone takes seconds. ``--source`` runs the indexer
of another tree (an unpacked ``git archive`` of an older commit) for a before.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

PROJECT = Path(__file__).resolve().parents[1]
XQUAD = PROJECT.parent / "shared/data/multilingual/xquad"
SEARCH_MODE = {"keyword": "lexical", "vector": "vector", "hybrid": "hybrid"}


def paragraphs(lang: str) -> list[tuple[str, list[str]]]:
    """(context, its questions) of the language's file, in order."""
    data = json.loads((XQUAD / f"xquad.{lang}.json").read_text(encoding="utf-8"))["data"]
    return [(p["context"], [q["question"] for q in p["qas"]])
            for article in data for p in article["paragraphs"]]


def indexed(langs: list[str], root: Path, embedder: Any, vectors: bool) -> tuple[Any, Path]:
    """An open library of the languages' paragraphs (a folder each), and the folder that holds
    those folders."""
    from indexer.pipeline.run import index_events
    from indexer.store.library import Library

    top = root / "-".join(langs)
    for lang in langs:
        folder = top / lang
        folder.mkdir(parents=True)
        for n, (context, _) in enumerate(paragraphs(lang)):
            (folder / f"p{n:03d}.txt").write_text(context, encoding="utf-8")
    library = Library(root / f"data-{'-'.join(langs)}")
    for _ in index_events(library, embedder, [top], fill_vectors=vectors):
        pass
    return library, top


def measure(library: Any, embedder: Any, folder: Path, lang: str,
            mode: str) -> tuple[float, float, int]:
    """(hit@1, hit@5, questions) of ``lang``'s questions over the library of ``folder``."""
    from indexer.retrieval.search import search

    hits1 = hits5 = total = 0
    for n, (_, questions) in enumerate(paragraphs(lang)):
        gold = str(folder / f"p{n:03d}.txt")  # in the question's language (--cross: English)
        for question in questions:
            found = [h.path for h in search(library, embedder, question, k=5,
                                            mode=SEARCH_MODE[mode])]
            hits1 += bool(found) and found[0] == gold
            hits5 += gold in found
            total += 1
    return hits1 / total, hits5 / total, total


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--langs", default="en,de,es,ru,zh")
    ap.add_argument("--modes", default="keyword")
    ap.add_argument("--cross", action="store_true",
                    help="each language's questions over the English paragraphs")
    ap.add_argument("--mixed", action="store_true",
                    help="one library of all the languages' paragraphs; a hit is the paragraph "
                         "in the question's own language")
    ap.add_argument("--source", type=Path, default=PROJECT)
    args = ap.parse_args()
    sys.path[:0] = [str(args.source), str(PROJECT)]  # its indexer; this project's test helpers
    modes = args.modes.split(",")
    vectors = modes != ["keyword"]
    if vectors:
        from indexer import make_embedder

        embedder = make_embedder("builtin")
    else:
        from tests.helpers import HashEmbedder

        embedder = HashEmbedder()
    langs = args.langs.split(",")
    setting = ("questions over English paragraphs" if args.cross else "one library of "
               + ", ".join(langs) if args.mixed else "each language over its own paragraphs")
    print(f"source: {args.source}  ({setting})")
    print(f"{'lang':5} " + " ".join(f"{m + ' @1':>11} {m + ' @5':>11}" for m in modes)
          + " questions")
    with tempfile.TemporaryDirectory() as tmp:
        shared = (indexed(["en"], Path(tmp), embedder, vectors) if args.cross
                  else indexed(langs, Path(tmp), embedder, vectors) if args.mixed else None)
        for lang in langs:
            library, top = shared or indexed([lang], Path(tmp), embedder, vectors)
            folder = top / ("en" if args.cross else lang)
            figures = [measure(library, embedder, folder, lang, mode) for mode in modes]
            print(f"{lang:5} " + " ".join(f"{at1:11.3f} {at5:11.3f}" for at1, at5, _ in figures)
                  + f" {figures[0][2]}", flush=True)
            if shared is None:
                library.close()
        if shared is not None:
            shared[0].close()


if __name__ == "__main__":
    main()
