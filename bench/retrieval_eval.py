"""Retrieval quality on a BEIR-format dataset: lexical vs vector vs hybrid (prints a table).

    python bench/retrieval_eval.py ../shared/data/retrieval/nfcorpus [--data-dir D] [--queries N]

The corpus goes through the real pipeline a user runs: each document is written as a text file
(title, blank line, text) under DATA_DIR/corpus/, the folder is indexed with the built-in
embedder, and every test query is searched through ``indexer.retrieval.search.search``. Passage hits are
mapped back to documents (best passage counts). With ``--data-dir`` an existing index is reused
(re-running only checks that nothing changed). ``--sweep`` compares fusion variants and the
question cleanup (``indexer.store.keywords.content_query``) on cached rankings (DATA_DIR/runs-*.json);
``--sweep-only`` skips the per-mode table; ``--no-index --only-embedded`` sweeps a partly
embedded index (a copy taken while indexing) on the documents that have all their vectors.
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

from indexer.pipeline.run import index_events  # noqa: E402
from indexer.retrieval.search import search, term_passage_counts  # noqa: E402
from indexer.servers.embedders import make_embedder  # noqa: E402
from indexer.store.library import Library  # noqa: E402


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
                    help="also compare fusion variants on the same two rankings (cached in "
                         "DATA_DIR/runs-*.json: a second sweep does not search again)")
    ap.add_argument("--fuse-depth", type=int, default=50,
                    help="sweep: passages per list before fusing (search()'s default depth)")
    ap.add_argument("--sweep-only", action="store_true", help="the sweep without the mode table")
    ap.add_argument("--no-index", action="store_true", help="use the library in DATA_DIR as it is")
    ap.add_argument("--only-embedded", action="store_true",
                    help="sweep on the sub-corpus whose passages all have vectors already (a "
                         "partly embedded index), with the judgments of those documents only")
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
        events = [] if args.no_index else index_events(
            library, embedder, [args.data_dir / "corpus"], fill_vectors=not args.lexical_only)
        for event in events:
            if event["kind"] == "summary":
                print(f"indexed {event['files']} documents: {event['indexed']} new, "
                      f"{event['unchanged']} unchanged, {library.status().chunks} passages, "
                      f"{time.perf_counter() - t0:.0f} s", flush=True)
        modes = MODES[:1] if args.lexical_only else MODES
        if not args.sweep_only:
            evaluate(library, embedder, queries, qrels, names, args.depth, modes)
        if (args.sweep or args.sweep_only) and not args.lexical_only:
            allowed = embedded_documents(library, embedder.id) if args.only_embedded else None
            if allowed is not None:
                docs = {names[Path(p).name] for p in allowed.values()}
                qrels = {q: {d: r for d, r in rels.items() if d in docs} for q, rels in qrels.items()}
                queries = {q: t for q, t in queries.items() if any(qrels[q].values())}
                print(f"sub-corpus with vectors: {len(docs)} documents, {len(allowed)} passages, "
                      f"{len(queries)} queries with a relevant document in it")
            sweep(library, embedder, queries, qrels, names, args.depth,
                  args.data_dir / f"runs-{len(queries)}q{'-embedded' if allowed else ''}.json",
                  args.fuse_depth, allowed)


# ---- fusion variants on cached rankings (shared with bench/clapnq_retrieval.py) ----

def embedded_documents(library: Library, embedder_id: str) -> dict[str, str]:
    """chunk id → path for the files all of whose passages have vectors."""
    rows = library.manifest.db.execute(
        "SELECT c.chunk_id, f.path, v.chunk_id IS NOT NULL FROM chunks c"
        " JOIN files f ON f.content_key = c.content_key"
        " LEFT JOIN vectors v ON v.chunk_id = c.chunk_id AND v.embedder_id = ?", (embedder_id,))
    by_path: dict[str, list] = defaultdict(list)
    for cid, path, has in rows:
        by_path[path].append((cid, has))
    return {cid: path for path, chunks in by_path.items() if all(h for _, h in chunks)
            for cid, _ in chunks}


def term_idfs(library: Library, terms: list[str]) -> dict[str, float]:
    """The BM25 weight FTS5 gives each query term in this library (its rarity), as FTS5
    computes it: log((N - n + 0.5) / (n + 0.5)), at least 1e-6; summed over a term's tokens."""
    total = library.manifest.db.execute("SELECT count(*) FROM chunks").fetchone()[0]
    if not terms or not total:
        return {}
    return {term: sum(max(1e-6, math.log((total - n + 0.5) / (n + 0.5))) for n in counts)
            for term, counts in term_passage_counts(library, terms).items()}


def collect_runs(library: Library, embedder, texts: dict[str, str], depth: int,
                 cache: Path | None = None, allowed: dict | None = None) -> dict[str, dict]:
    """Per query: its lexical ranking (and the summed rarity of the terms it searched), its
    vector ranking. Cached in ``cache`` (JSON), so fusion variants are compared without
    searching again; the cache is keyed by the texts, the depth and the library's size."""
    from indexer.retrieval.search import lexical_ranking, vector_ranking, without_ubiquitous_terms
    from indexer.store.keywords import query_terms

    key = {"depth": depth, "passages": library.status().chunks, "embedder": embedder.id}
    runs: dict[str, dict] = {}
    if cache and cache.exists():
        stored = json.loads(cache.read_text())
        if stored.get("key") == key:
            runs = stored["runs"]
    todo = {t for t in texts.values() if t not in runs}
    for text in todo:
        terms = without_ubiquitous_terms(library, query_terms(text))
        lex = lexical_ranking(library, text, depth * (10 if allowed else 1))
        vec = vector_ranking(library, embedder, embedder.embed_query(text), depth * (2 if allowed else 1))
        if allowed is not None:
            lex, vec = [h for h in lex if h[0] in allowed], [h for h in vec if h[0] in allowed]
        runs[text] = {"lex": lex[:depth], "idf": sum(term_idfs(library, terms).values()),
                      "vec": vec[:depth]}
    if cache and todo:
        cache.write_text(json.dumps({"key": key, "runs": runs}))
    return runs


def lexical_strength(lex: list, idf_sum: float) -> float:
    """How much of the query the best keyword match covers: its BM25 score over the sum of
    the query terms' weights (about 1 when every term occurs once in a typical passage)."""
    if not lex or idf_sum <= 0:
        return 0.0
    return min(1.0, lex[0][1] / idf_sum)


def vector_standout(vec: list) -> float:
    """How far the best vector hit stands out: the share of the top-10 similarity spread
    between #1 and #2 (0: a tie; 1: #2 is as far down as #10)."""
    if len(vec) < 10 or vec[0][1] <= vec[9][1]:
        return 0.0
    return (vec[0][1] - vec[1][1]) / (vec[0][1] - vec[9][1])


def _rrf(k: int, w_lex: float = 1.0, w_vec: float = 1.0):
    def fuse(lex, vec, idf):
        scores: dict[str, float] = {}
        for w, ranking in ((w_lex, lex), (w_vec, vec)):
            for rank, (cid, _) in enumerate(ranking, 1):
                scores[cid] = scores.get(cid, 0.0) + w / (k + rank)
        return sorted(scores, key=scores.__getitem__, reverse=True)
    return fuse


def _gated(lex_gate: str = "", vec_gate: bool = False):
    def fuse(lex, vec, idf):
        c = lexical_strength(lex, idf)
        w_lex = {"": 1.0, "hard": c, "soft": 0.5 + 0.5 * c}[lex_gate]
        w_vec = 1.0 + vector_standout(vec) if vec_gate else 1.0
        return _rrf(60, w_lex, w_vec)(lex, vec, idf)
    return fuse


def _coverage_rrf(vec_standout: bool = False):
    """RRF where each keyword hit counts in proportion to how much of the query it covers
    (its BM25 over the query's summed term weights, at most 1): a hit on one common word of
    a long question adds little; vector hits count fully."""
    def fuse(lex, vec, idf):
        scores: dict[str, float] = {}
        for rank, (cid, sc) in enumerate(lex, 1):
            scores[cid] = scores.get(cid, 0.0) + (min(1.0, sc / idf) if idf > 0 else 1.0) / (60 + rank)
        w_vec = 1.0 + vector_standout(vec) if vec_standout else 1.0
        for rank, (cid, _) in enumerate(vec, 1):
            scores[cid] = scores.get(cid, 0.0) + w_vec / (60 + rank)
        return sorted(scores, key=scores.__getitem__, reverse=True)
    return fuse


def _combsum(w_vec: float):
    def fuse(lex, vec, idf):
        scores: dict[str, float] = {}
        for w, ranking in ((1 - w_vec, lex), (w_vec, vec)):
            if not ranking:
                continue
            hi, lo = ranking[0][1], ranking[-1][1]
            for cid, sc in ranking:
                scores[cid] = scores.get(cid, 0.0) + w * ((sc - lo) / (hi - lo) if hi > lo else 1.0)
        return sorted(scores, key=scores.__getitem__, reverse=True)
    return fuse


def _coverage_combsum(w_vec: float = 0.5):
    """Score fusion without a depth-dependent floor on the keyword side: a keyword hit scores
    its coverage of the query (BM25 over the summed term weights, at most 1), a vector hit
    its min-max similarity within the list."""
    def fuse(lex, vec, idf):
        scores: dict[str, float] = {}
        for cid, sc in lex:
            scores[cid] = (1 - w_vec) * (min(1.0, sc / idf) if idf > 0 else 1.0)
        if vec:
            hi, lo = vec[0][1], vec[-1][1]
            for cid, sc in vec:
                scores[cid] = scores.get(cid, 0.0) + w_vec * ((sc - lo) / (hi - lo) if hi > lo else 1.0)
        return sorted(scores, key=scores.__getitem__, reverse=True)
    return fuse


def _single(which: str):
    def fuse(lex, vec, idf):
        return [cid for cid, _ in (lex if which == "lex" else vec)]
    return fuse


FUSIONS = [("RRF k=60 (default)", _rrf(60)),  # first: the others are compared with it
           ("lexical only", _single("lex")), ("vector only", _single("vec")), ("RRF k=20", _rrf(20)),
           ("RRF vector x1.5", _rrf(60, 1.0, 1.5)), ("RRF lexical x1.5", _rrf(60, 1.5, 1.0)),
           ("gate lex (hard)", _gated("hard")), ("gate lex (soft)", _gated("soft")),
           ("gate vec standout", _gated("", True)), ("gate lex soft + vec", _gated("soft", True)),
           ("RRF lex x own coverage", _coverage_rrf()),
           ("coverage + vec standout", _coverage_rrf(True)),
           ("min-max CombSUM 0.5", _combsum(0.5)), ("min-max CombSUM 0.7 vec", _combsum(0.7)),
           ("coverage CombSUM 0.5", _coverage_combsum(0.5))]


def sign_test(base: list[float], other: list[float]) -> str:
    """Per-query wins/losses of ``other`` against ``base`` and the two-sided sign-test p."""
    wins = sum(o > b + 1e-12 for b, o in zip(base, other, strict=True))
    losses = sum(b > o + 1e-12 for b, o in zip(base, other, strict=True))
    n = wins + losses
    if not n:
        return "  +0/-0  p=1.00"
    tail = sum(math.comb(n, i) for i in range(0, min(wins, losses) + 1)) / 2 ** n
    return f"{'+' + str(wins):>5}/-{losses:<4} p={min(1.0, 2 * tail):.2f}"


def fused_ids(fuse, lex_run: dict, vec_run: dict, fuse_depth: int) -> list[str]:
    """One fusion variant on cached rankings cut to ``fuse_depth`` (the app fuses 50 + 50)."""
    return fuse(lex_run["lex"][:fuse_depth], vec_run["vec"][:fuse_depth], lex_run["idf"])


def chunk_paths(library: Library) -> dict[str, str]:
    return dict(library.manifest.db.execute(
        "SELECT c.chunk_id, f.path FROM chunks c JOIN files f ON f.content_key = c.content_key"))


def sweep(library: Library, embedder, queries: dict, qrels: dict, names: dict, depth: int,
          cache: Path | None = None, fuse_depth: int = 50, allowed: dict | None = None) -> None:
    """Fusion variants over the same lexical and vector rankings (what helped, what did not)."""
    from indexer.store.keywords import content_query

    cleaned = {qid: content_query(t) for qid, t in queries.items()}
    changed = sum(cleaned[q] != " ".join(queries[q].split()) for q in queries)
    runs = collect_runs(library, embedder, {**{f"raw:{q}": t for q, t in queries.items()},
                                            **{f"clean:{q}": t for q, t in cleaned.items()}},
                        depth, cache, allowed)
    paths = chunk_paths(library)
    print(f"\n{changed} of {len(queries)} queries changed by content_query")
    print(f"(each list cut to {fuse_depth} before fusing; nDCG@10 per query against RRF k=60 raw: "
          "wins/losses, sign test)")
    print(f"{'query (lexical/vector)':22} {'fusion variant':26} {'nDCG@10':>8} {'R@10':>7} "
          f"{'R@100':>7} {'MRR@10':>7}")
    baseline: list[float] = []
    for qlabel, lex_src, vec_src in (("raw/raw", queries, queries),
                                     ("clean/raw", cleaned, queries),
                                     ("clean/clean", cleaned, cleaned)):
        if qlabel != "raw/raw" and not changed:
            continue
        for label, fuse in FUSIONS:
            m = defaultdict(list)
            for qid in queries:
                lex_run, vec_run = runs[lex_src[qid]], runs[vec_src[qid]]
                ids = fused_ids(fuse, lex_run, vec_run, fuse_depth)
                ranked = list(dict.fromkeys(names[Path(paths[c]).name] for c in ids
                                            if c in paths))[:100]
                m["ndcg"].append(ndcg_at(ranked, qrels[qid], 10))
                m["r10"].append(recall_at(ranked, qrels[qid], 10))
                m["r100"].append(recall_at(ranked, qrels[qid], 100))
                m["mrr"].append(mrr_at(ranked, qrels[qid], 10))
            if label.endswith("(default)") and qlabel == "raw/raw":
                baseline = m["ndcg"]
            print(f"{qlabel:22} {label:26} {statistics.mean(m['ndcg']):8.4f} "
                  f"{statistics.mean(m['r10']):7.4f} {statistics.mean(m['r100']):7.4f} "
                  f"{statistics.mean(m['mrr']):7.4f}  {sign_test(baseline, m['ndcg'])}",
                  flush=True)


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
