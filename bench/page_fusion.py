"""Fusion variants × question cleanup on the page-level facts of real PDFs (cached rankings).

    .venv/bin/python bench/page_fusion.py --data-dir COPY_OF_AN_INDEXED_LIBRARY \\
        [--facts bench/page_eval/facts.jsonl] [--corpus /work/shared/data/real_pdfs] [-k 5]

The library must already hold the corpus (index it with ``python -m indexer --data-dir D index
CORPUS``, or copy the one bench/page_retrieval.py built; this script never indexes). A hit is
the fact's file (or an identical copy) at its exact page, as in bench/page_retrieval.py; each
variant fuses the same cached lexical and vector rankings (cut to 50, as search() does).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.retrieval_eval import FUSIONS, collect_runs, fused_ids, sign_test  # noqa: E402
from indexer.servers.embedders import make_embedder  # noqa: E402
from indexer.store.keywords import content_query  # noqa: E402
from indexer.store.library import Library  # noqa: E402

PROJECT = Path(__file__).resolve().parents[1]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data-dir", type=Path, required=True)
    ap.add_argument("--facts", type=Path, default=PROJECT / "bench/page_eval/facts.jsonl")
    ap.add_argument("--corpus", type=Path, default=Path("/work/shared/data/real_pdfs"))
    ap.add_argument("-k", type=int, default=5)
    ap.add_argument("--depth", type=int, default=100)
    ap.add_argument("--fuse-depth", type=int, default=50)
    args = ap.parse_args()
    facts = [json.loads(line) for line in args.facts.read_text(encoding="utf-8").splitlines()
             if line.strip()]
    with Library(args.data_dir) as library:
        embedder = make_embedder("builtin")
        texts = {}
        for f in facts:
            texts[f"raw:{f['id']}"] = f["question"]
            texts[f"clean:{f['id']}"] = content_query(f["question"])
        runs = collect_runs(library, embedder, texts, args.depth,
                            args.data_dir.parent / f"{args.data_dir.name}-runs-{len(facts)}f.json")
        where: dict[str, tuple[set[str], int | None]] = {}
        paths_of: dict[str, set[str]] = defaultdict(set)
        for key, path in library.manifest.db.execute(
                "SELECT content_key, path FROM files WHERE state = 'indexed'"):
            paths_of[key].add(path)
        for cid, key, page in library.manifest.db.execute(
                "SELECT chunk_id, content_key, page FROM chunks"):
            where[cid] = (paths_of.get(key, set()), page)
    changed = sum(content_query(f["question"]) != " ".join(f["question"].split()) for f in facts)
    print(f"{len(facts)} facts; content_query changes {changed}; a hit = same file, exact page; "
          f"MRR@{args.k} per fact against RRF k=60 raw: wins/losses, sign test")
    print(f"{'query':12} {'fusion':24} {'page@1':>7} {f'page@{args.k}':>7} {f'MRR@{args.k}':>7}")
    baseline: list[float] = []
    for qlabel in ("raw/raw", "clean/raw", "clean/clean"):
        if qlabel != "raw/raw" and not changed:
            continue
        for label, fuse in FUSIONS:
            m = defaultdict(list)
            for f in facts:
                q = f["question"]
                lex_run = runs[content_query(q) if qlabel.startswith("clean") else q]
                vec_run = runs[content_query(q) if qlabel.endswith("clean") else q]
                target = args.corpus / f["file"]
                wanted = {os.path.abspath(target), str(target.resolve())}
                rank = None
                for i, cid in enumerate(fused_ids(fuse, lex_run, vec_run, args.fuse_depth)[:args.k], 1):
                    paths, page = where.get(cid, (set(), None))
                    if wanted & paths and page == f["page"]:
                        rank = i
                        break
                m["h1"].append(rank == 1)
                m["hk"].append(rank is not None)
                m["mrr"].append(1 / rank if rank else 0.0)
            if label.endswith("(default)") and qlabel == "raw/raw":
                baseline = m["mrr"]
            print(f"{qlabel:12} {label:24} {statistics.mean(m['h1']):7.3f} "
                  f"{statistics.mean(m['hk']):7.3f} {statistics.mean(m['mrr']):7.3f}  "
                  f"{sign_test(baseline, m['mrr'])}", flush=True)


if __name__ == "__main__":
    main()
