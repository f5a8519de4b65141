"""Gold-file hit@1/@5 and MRR@10 of ClapNQ's answerable questions for whichever indexer is importable.

    PYTHONPATH=<source tree> python bench/clapnq_before_after.py LIBRARY_DATA_DIR

Uses only ``Library`` and ``search`` (an API every version has), so an old commit's tree and
its library can be compared with today's: index the corpus with each tree
(``python -m indexer --data-dir D index ../shared/data/grounded_qa/clapnq/derived/corpus``
run from that tree), then run this script with that tree on PYTHONPATH.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from indexer.retrieval.search import search
from indexer.servers.embedders import make_embedder
from indexer.store.library import Library

CLAPNQ = Path(__file__).resolve().parents[2] / "shared/data/grounded_qa/clapnq"


def main() -> None:
    questions = [json.loads(line) for line in open(CLAPNQ / "derived/eval.jsonl", encoding="utf-8")]
    questions = [q for q in questions if q["answerable"]]
    library = Library(Path(sys.argv[1]))
    embedder = make_embedder("builtin", None)
    for mode in ("lexical", "vector", "hybrid"):
        at1 = at5 = mrr = 0.0
        started = time.time()
        for q in questions:
            gold = {Path(g).name for g in q["gold_files"]}
            names = list(dict.fromkeys(Path(h.path).name for h in
                                       search(library, embedder, q["question"], k=10, mode=mode)))
            rank = next((i for i, name in enumerate(names, 1) if name in gold), None)
            at1 += rank == 1
            at5 += bool(rank and rank <= 5)
            mrr += 1 / rank if rank else 0
        n = len(questions)
        print(f"{mode:8} hit@1 {at1 / n:.3f}  hit@5 {at5 / n:.3f}  MRR@10 {mrr / n:.3f}"
              f"  ({n} questions, {time.time() - started:.0f} s)")


if __name__ == "__main__":
    main()
