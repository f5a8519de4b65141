"""Retrieval of the gold passage for ClapNQ questions: fusion variants × question cleanup.

    python bench/clapnq_retrieval.py [CLAPNQ_DERIVED] [--data-dir /tmp/clapnq]

The 597 passage files of ``derived/corpus`` are indexed with the built-in embedder (reused when
``--data-dir`` holds the index already). For the 300 answerable questions it prints hit@1,
hit@5, MRR@10 and nDCG@10 of the gold file per fusion variant, on the questions as written
and on "decorated" ones: the same questions wrapped in chit-chat and answer-format
instructions, as people type them to an assistant ("…? Answer in one sentence."), searched
raw or after ``content_query`` on the keyword side only or on both sides. Rankings are cached
in DATA_DIR/runs-*.json.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.retrieval_eval import FUSIONS, chunk_paths, collect_runs, fused_ids, sign_test  # noqa: E402
from indexer.pipeline.run import index_events  # noqa: E402
from indexer.servers.embedders import make_embedder  # noqa: E402
from indexer.store.keywords import content_query  # noqa: E402
from indexer.store.library import Library  # noqa: E402

DEFAULT = Path(__file__).resolve().parents[2] / "shared/data/grounded_qa/clapnq/derived"

# How people wrap a question for an assistant. Fixed, varied phrasings (several are not
# matched by content_query's patterns word for word: the test is whether the cleanup helps
# on phrasing it was not written against, not only on its own examples).
PREFIXES = ["", "", "Can you tell me ", "According to my documents, ", "Based on the files, ",
            "Quick question: ", "I'd like to know ", "Please tell me ", "Hi! ",
            "Looking at my notes, ", "Could you find out ", "Hey, do you know ",
            "From what's in my library, ", "Help me understand "]
SUFFIXES = ["?", "? Answer in one sentence.", "? Please cite your sources.",
            " (answer in one short paragraph)", "? Keep it brief.",
            " (round to one decimal place if it's a number)", ", in bullet points please",
            "? Give me the answer in plain English.", "? Thanks!", "? Explain step by step.",
            " - just the key facts please", " (in units of percents and round to one decimal place)",
            "? Reply in under 50 words.", "? Use only the provided documents and include page numbers.",
            "? Summarize it for a 10-year-old.", "? Be concise and don't make anything up."]


def decorate(qid: str, question: str) -> str:
    rng = random.Random(qid)
    prefix, suffix = rng.choice(PREFIXES), rng.choice(SUFFIXES)
    q = question[0].lower() + question[1:] if prefix else question[0].upper() + question[1:]
    return f"{prefix}{q}{suffix}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dataset", type=Path, nargs="?", default=DEFAULT)
    ap.add_argument("--data-dir", type=Path, default=Path("/tmp/clapnq"))
    ap.add_argument("--embedder", default="builtin")
    ap.add_argument("--depth", type=int, default=100)
    ap.add_argument("--fuse-depth", type=int, default=50,
                    help="passages per list before fusing (search()'s default depth)")
    ap.add_argument("--show", type=int, default=0, help="print N decorated questions and cleanups")
    args = ap.parse_args()
    items = [json.loads(line) for line in (args.dataset / "eval.jsonl").open(encoding="utf-8")]
    items = [i for i in items if i["answerable"]]
    gold = {i["id"]: Path(i["passage_file"]).name for i in items}
    raw = {i["id"]: i["question"] for i in items}
    decorated = {qid: decorate(qid, q) for qid, q in raw.items()}
    for qid in list(decorated)[: args.show]:
        print(f"{decorated[qid]!r}\n  -> {content_query(decorated[qid])!r}")
    embedder = make_embedder(args.embedder)
    with Library(args.data_dir / "library") as library:
        for event in index_events(library, embedder, [args.dataset / "corpus"]):
            if event["kind"] == "summary":
                print(f"indexed {event['files']} files: {event['indexed']} new, "
                      f"{event['unchanged']} unchanged, {library.status().chunks} passages")
        sets = {"as written": raw, "decorated": decorated}
        texts = {}
        for name, qs in sets.items():
            for qid, q in qs.items():
                texts[f"{name}:raw:{qid}"] = q
                texts[f"{name}:clean:{qid}"] = content_query(q)
        runs = collect_runs(library, embedder, texts, args.depth,
                            args.data_dir / f"runs-{len(items)}q-d{args.depth}.json")
        paths = chunk_paths(library)
    print(f"\n{len(items)} answerable questions; gold = the question's passage file; each list "
          f"cut to {args.fuse_depth} before fusing; nDCG@10 per question against RRF k=60 on the "
          "raw question of the same set: wins/losses, sign test")
    baseline: list[float] = []
    print(f"{'questions':11} {'lexical/vector query':21} {'fusion':24} {'hit@1':>6} {'hit@5':>6} "
          f"{'MRR@10':>7} {'nDCG@10':>7}")
    for name, qs in sets.items():
        changed = sum(content_query(q) != " ".join(q.split()) for q in qs.values())
        print(f"-- {name}: content_query changes {changed} of {len(qs)}")
        for qlabel, lex_side, vec_side in (("raw/raw", "raw", "raw"), ("clean/raw", "clean", "raw"),
                                           ("clean/clean", "clean", "clean")):
            for label, fuse in FUSIONS:
                m = defaultdict(list)
                for qid in qs:
                    lex_run = runs[content_query(qs[qid]) if lex_side == "clean" else qs[qid]]
                    vec_run = runs[content_query(qs[qid]) if vec_side == "clean" else qs[qid]]
                    ids = fused_ids(fuse, lex_run, vec_run, args.fuse_depth)
                    files = list(dict.fromkeys(Path(paths[c]).name for c in ids if c in paths))
                    rank = files.index(gold[qid]) + 1 if gold[qid] in files else None
                    m["h1"].append(rank == 1)
                    m["h5"].append(rank is not None and rank <= 5)
                    m["mrr"].append(1 / rank if rank and rank <= 10 else 0.0)
                    m["ndcg"].append(1 / math.log2(rank + 1) if rank and rank <= 10 else 0.0)
                if label.endswith("(default)") and qlabel == "raw/raw":
                    baseline = m["ndcg"]
                print(f"{name:11} {qlabel:21} {label:24} {statistics.mean(m['h1']):6.3f} "
                      f"{statistics.mean(m['h5']):6.3f} {statistics.mean(m['mrr']):7.4f} "
                      f"{statistics.mean(m['ndcg']):7.4f}  {sign_test(baseline, m['ndcg'])}",
                      flush=True)


if __name__ == "__main__":
    main()
