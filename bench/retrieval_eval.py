"""Retrieval quality on a BEIR-format dataset: lexical vs vector vs hybrid (prints a table).

    python bench/retrieval_eval.py ../shared/data/retrieval/nfcorpus [--data-dir D] [--queries N]

The corpus goes through the real pipeline a user runs: each document is written as a text file
(title, blank line, text) under DATA_DIR/corpus/, the folder is indexed with the built-in
embedder, and every test query is searched through ``indexer.search.search``. Passage hits are
mapped back to documents (best passage counts). With ``--data-dir`` an existing index is reused
(re-running only checks that nothing changed).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from indexer.embedders import make_embedder  # noqa: E402
from indexer.library import Library  # noqa: E402
from indexer.run import index_events  # noqa: E402
from indexer.search import search  # noqa: E402


def load_dataset(folder: Path) -> tuple[dict, dict, dict]:
    corpus = {}
    with (folder / "corpus.jsonl").open(encoding="utf-8") as fh:
        for line in fh:
            d = json.loads(line)
            corpus[d["_id"]] = (d.get("title") or "", d.get("text") or "")
    qrels: dict[str, dict[str, int]] = defaultdict(dict)
    with (folder / "qrels" / "test.tsv").open(encoding="utf-8") as fh:
        next(fh)
        for line in fh:
            qid, did, score = line.rstrip("\n").split("\t")
            qrels[qid][did] = int(score)
    queries = {}
    with (folder / "queries.jsonl").open(encoding="utf-8") as fh:
        for line in fh:
            q = json.loads(line)
            if q["_id"] in qrels:
                queries[q["_id"]] = q["text"]
    return corpus, queries, qrels


def _file_name(doc_id: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in doc_id) + ".txt"


def write_corpus(corpus: dict, folder: Path) -> dict[str, str]:
    """One text file per document; returns file name → document id."""
    folder.mkdir(parents=True, exist_ok=True)
    names = {}
    for doc_id, (title, text) in corpus.items():
        name = _file_name(doc_id)
        names[name] = doc_id
        path = folder / name
        body = f"{title}\n\n{text}\n" if title else f"{text}\n"
        if not path.exists():
            path.write_text(body, encoding="utf-8")
    return names


def ndcg_at(ranked: list[str], rels: dict[str, int], k: int) -> float:
    dcg = sum(rels.get(d, 0) / math.log2(i + 2) for i, d in enumerate(ranked[:k]))
    ideal = sorted(rels.values(), reverse=True)[:k]
    idcg = sum(r / math.log2(i + 2) for i, r in enumerate(ideal))
    return dcg / idcg if idcg else 0.0


def recall_at(ranked: list[str], rels: dict[str, int], k: int) -> float:
    relevant = {d for d, r in rels.items() if r > 0}
    return len(relevant & set(ranked[:k])) / len(relevant) if relevant else 0.0


def mrr_at(ranked: list[str], rels: dict[str, int], k: int) -> float:
    for i, d in enumerate(ranked[:k]):
        if rels.get(d, 0) > 0:
            return 1.0 / (i + 1)
    return 0.0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dataset", type=Path)
    ap.add_argument("--data-dir", type=Path, default=None, help="reuse/keep the index here")
    ap.add_argument("--queries", type=int, default=0, help="only the first N queries")
    ap.add_argument("--embedder", default="builtin")
    ap.add_argument("--depth", type=int, default=300, help="passages fetched per query")
    ap.add_argument("--sweep", action="store_true",
                    help="also compare fusion variants on the same two rankings")
    ap.add_argument("--lexical-only", action="store_true",
                    help="keyword index and BM25 row only (no embedding: minutes instead of tens)")
    args = ap.parse_args()
    corpus, queries, qrels = load_dataset(args.dataset)
    if args.queries:
        queries = dict(list(queries.items())[: args.queries])
    tmp = None
    if args.data_dir is None:
        tmp = tempfile.TemporaryDirectory(prefix="footnote-retrieval-")
        args.data_dir = Path(tmp.name)
    names = write_corpus(corpus, args.data_dir / "corpus")
    embedder = make_embedder(args.embedder)
    with Library(args.data_dir / "library") as library:
        t0 = time.perf_counter()
        events = index_events(library, embedder, [args.data_dir / "corpus"],
                              fill_vectors=not args.lexical_only)
        for event in events:
            if event["kind"] == "summary":
                print(f"indexed {event['files']} documents: {event['indexed']} new, "
                      f"{event['unchanged']} unchanged, {library.status().chunks} passages, "
                      f"{time.perf_counter() - t0:.0f} s", flush=True)
        modes = MODES[:1] if args.lexical_only else MODES
        evaluate(library, embedder, queries, qrels, names, args.depth, modes)
        if args.sweep and not args.lexical_only:
            sweep(library, embedder, queries, qrels, names, args.depth)


def _doc_ranking(library: Library, ids: list[str], names: dict) -> list[str]:
    rows = library.manifest.db.execute(
        f"SELECT c.chunk_id, f.path FROM chunks c JOIN files f ON f.content_key = c.content_key"
        f" WHERE c.chunk_id IN ({','.join('?' * len(ids))})", ids).fetchall() if ids else []
    path_of = {cid: path for cid, path in rows}
    return list(dict.fromkeys(names[Path(path_of[c]).name] for c in ids if c in path_of))[:100]


def sweep(library: Library, embedder, queries: dict, qrels: dict, names: dict, depth: int) -> None:
    """Fusion variants over the same lexical and vector rankings (what helped, what did not)."""
    from indexer.search import lexical_ranking, vector_ranking

    runs = {}
    for qid, text in queries.items():
        runs[qid] = (lexical_ranking(library, text, depth),
                     vector_ranking(library, embedder, embedder.embed_query(text), depth))

    def rrf(k: int, w_lex: float = 1.0, w_vec: float = 1.0):
        def fuse(lex, vec):
            scores: dict[str, float] = {}
            for w, ranking in ((w_lex, lex), (w_vec, vec)):
                for rank, (cid, _) in enumerate(ranking, 1):
                    scores[cid] = scores.get(cid, 0.0) + w / (k + rank)
            return sorted(scores, key=scores.__getitem__, reverse=True)
        return fuse

    def combsum(w_vec: float):
        def fuse(lex, vec):
            scores: dict[str, float] = {}
            for w, ranking in ((1 - w_vec, lex), (w_vec, vec)):
                if not ranking:
                    continue
                hi, lo = ranking[0][1], ranking[-1][1]
                for cid, sc in ranking:
                    scores[cid] = scores.get(cid, 0.0) + w * ((sc - lo) / (hi - lo) if hi > lo else 1.0)
            return sorted(scores, key=scores.__getitem__, reverse=True)
        return fuse

    variants = [("RRF k=60 (default)", rrf(60)), ("RRF k=20", rrf(20)), ("RRF k=100", rrf(100)),
                ("RRF k=60, vector x1.5", rrf(60, 1.0, 1.5)), ("RRF k=60, lexical x1.5", rrf(60, 1.5, 1.0)),
                ("min-max CombSUM 0.5", combsum(0.5)), ("min-max CombSUM 0.7 vec", combsum(0.7)),
                ("min-max CombSUM 0.3 vec", combsum(0.3))]
    print(f"\n{'fusion variant':26} {'nDCG@10':>8} {'R@10':>7} {'R@100':>7} {'MRR@10':>7}")
    for label, fuse in variants:
        m = defaultdict(list)
        for qid in queries:
            ranked = _doc_ranking(library, fuse(*runs[qid])[:depth], names)
            m["ndcg"].append(ndcg_at(ranked, qrels[qid], 10))
            m["r10"].append(recall_at(ranked, qrels[qid], 10))
            m["r100"].append(recall_at(ranked, qrels[qid], 100))
            m["mrr"].append(mrr_at(ranked, qrels[qid], 10))
        print(f"{label:26} {statistics.mean(m['ndcg']):8.4f} {statistics.mean(m['r10']):7.4f} "
              f"{statistics.mean(m['r100']):7.4f} {statistics.mean(m['mrr']):7.4f}", flush=True)


MODES = (("lexical (BM25)", "lexical", False),
         ("vector (e5-small)", "vector", False),
         ("hybrid (RRF)", "hybrid", False),
         ("hybrid + collapse", "hybrid", True))


def evaluate(library: Library, embedder, queries: dict, qrels: dict, names: dict, depth: int,
             modes: tuple = MODES) -> None:
    vectors = {}
    embed_ms = []
    for qid, text in queries.items():
        t0 = time.perf_counter()
        vectors[qid] = embedder.embed_query(text) if len(modes) > 1 else None
        embed_ms.append((time.perf_counter() - t0) * 1000)
    print(f"{len(queries)} queries; query embedding p50 {statistics.median(embed_ms):.1f} ms\n")
    print(f"{'mode':22} {'nDCG@10':>8} {'R@10':>7} {'R@100':>7} {'MRR@10':>7} "
          f"{'p50 ms':>7} {'p95 ms':>7}   (latency at k=10, excluding query embedding)")
    for label, mode, diversify in modes:
        scores = defaultdict(list)
        for qid, text in queries.items():
            hits = search(library, embedder, text, k=depth, mode=mode, depth=depth,
                          query_vector=vectors[qid], diversify=diversify)
            ranked = list(dict.fromkeys(names[Path(h.path).name] for h in hits))[:100]
            rels = qrels[qid]
            scores["ndcg"].append(ndcg_at(ranked, rels, 10))
            scores["r10"].append(recall_at(ranked, rels, 10))
            scores["r100"].append(recall_at(ranked, rels, 100))
            scores["mrr"].append(mrr_at(ranked, rels, 10))
        latency = []
        for qid, text in queries.items():
            t0 = time.perf_counter()
            search(library, embedder, text, k=10, mode=mode, query_vector=vectors[qid],
                   diversify=diversify)
            latency.append((time.perf_counter() - t0) * 1000)
        latency.sort()
        p95 = latency[min(len(latency) - 1, int(len(latency) * 0.95))]
        print(f"{label:22} {statistics.mean(scores['ndcg']):8.4f} {statistics.mean(scores['r10']):7.4f} "
              f"{statistics.mean(scores['r100']):7.4f} {statistics.mean(scores['mrr']):7.4f} "
              f"{statistics.median(latency):7.1f} {p95:7.1f}", flush=True)


if __name__ == "__main__":
    main()
