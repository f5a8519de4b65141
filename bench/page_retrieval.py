"""Does search put the right *page* of a long real PDF in the top k? Page-level hit@1/hit@k/MRR.

    .venv/bin/python bench/page_retrieval.py --data-dir /tmp/pe-base \\
        [--corpus /work/shared/data/real_pdfs] [--facts bench/page_eval/facts.jsonl] [-k 5] \\
        [--mode hybrid|lexical|vector|all] [--no-index] [--verbose] [--source TREE]

Drives the indexer only through its command line (no ``indexer`` imports): ``index CORPUS``
brings the library in DATA_DIR up to date (incremental, so a second run reuses it), then one
``search --json --queries FILE`` process per mode answers every question of the facts file
(bench/page_eval/facts.jsonl, written by hand, checked by bench/page_eval/validate_facts.py).

A hit counts only when it is the fact's file (or an identical copy of it) *and* its exact page.
Prints page hit@1, page hit@k, MRR@k, file (document) hit@k and file MRR@k, overall, per kind
(the kinds the facts file uses: prose / table / identity first, then any others, e.g. the
look-alike set's period / latest / organisation / place-date / trial), per corpus folder and, when
the facts carry a ``family`` (bench/lookalike_eval), per family; with ``--verbose`` every miss
with what came back instead. Results go to bench/results/page_retrieval-<mode>.json (another
facts file: page_retrieval-<its folder>-<mode>.json). ``--source`` runs the indexer of another
source tree (e.g. ``git archive HEAD`` unpacked in /tmp) to measure code before and after a change.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[1]
DEFAULT_CORPUS = Path("/work/shared/data/real_pdfs")
DEFAULT_FACTS = PROJECT / "bench" / "page_eval" / "facts.jsonl"
RESULTS = PROJECT / "bench" / "results"
MODES = ("hybrid", "lexical", "vector")
KINDS = ("prose", "table", "identity")  # listed first, in this order, when a facts file has them


@dataclass
class Outcome:
    """Where one fact's page and file first appeared in the ranked hits (None: not in top k)."""

    id: str
    kind: str
    question: str
    file: str
    page: int
    page_rank: int | None
    file_rank: int | None
    top: list[str]  # "rel_path p<page>" of each hit, best first
    family: str | None = None  # the look-alike set's document family (None in other sets)


def run_cli(source: Path, data_dir: Path, *args: str) -> subprocess.CompletedProcess:
    """``python -m indexer --data-dir DATA_DIR ARGS`` with the indexer of the ``source`` tree."""
    env = {**os.environ, "PYTHONPATH": str(source)}
    return subprocess.run([sys.executable, "-m", "indexer", "--data-dir", str(data_dir), *args],
                          cwd=source, env=env, capture_output=True, text=True)


def index(source: Path, data_dir: Path, corpus: Path) -> None:
    """Bring the library up to date with the corpus (exit 1 = some files failed: still usable)."""
    started = time.monotonic()
    run = run_cli(source, data_dir, "index", str(corpus), "--quiet")
    sys.stderr.write(run.stdout.splitlines()[0] + "\n" if run.stdout else "")
    if run.returncode not in (0, 1):
        sys.exit(f"indexing failed (exit {run.returncode}): {run.stderr.strip()}")
    print(f"indexed in {time.monotonic() - started:.0f} s", file=sys.stderr)


def library_status(source: Path, data_dir: Path) -> dict:
    run = run_cli(source, data_dir, "status", "--json")
    if run.returncode != 0:
        sys.exit(f"status failed (exit {run.returncode}): {run.stderr.strip()}")
    return json.loads(run.stdout)


def search_all(source: Path, data_dir: Path, questions: list[str], k: int,
               mode: str) -> list[dict]:
    """One search process for every question: ``[{"query", "hits"}…]`` in question order."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", encoding="utf-8", delete=False) as f:
        f.write("".join(q.replace("\n", " ") + "\n" for q in questions))
    try:
        run = run_cli(source, data_dir, "search", "--json", "--queries", f.name, "-k", str(k),
                      "--mode", mode)
    finally:
        os.unlink(f.name)
    if run.returncode != 0:
        sys.exit(f"search failed (exit {run.returncode}): {run.stderr.strip()}")
    results = json.loads(run.stdout)
    if len(results) != len(questions):
        sys.exit(f"search answered {len(results)} of {len(questions)} questions")
    return results


def same_file(hit: dict, wanted: set[str]) -> bool:
    return bool(wanted & {hit["path"], *hit.get("other_paths", [])})


def outcome(fact: dict, hits: list[dict], corpus: Path) -> Outcome:
    target = corpus / fact["file"]
    wanted = {os.path.abspath(target), str(target.resolve())}
    page_rank = file_rank = None
    for rank, hit in enumerate(hits, 1):
        if same_file(hit, wanted):
            file_rank = file_rank or rank
            if hit["page"] == fact["page"] and page_rank is None:
                page_rank = rank
    return Outcome(fact["id"], fact["kind"], fact["question"], fact["file"], fact["page"],
                   page_rank, file_rank, [f"{h['rel_path']} p{h['page']}" for h in hits],
                   fact.get("family"))


def scores(outcomes: list[Outcome], k: int) -> dict[str, float | int]:
    n = len(outcomes) or 1
    return {
        "n": len(outcomes),
        "page_hit@1": sum(o.page_rank == 1 for o in outcomes) / n,
        f"page_hit@{k}": sum(o.page_rank is not None for o in outcomes) / n,
        f"mrr@{k}": sum(1 / o.page_rank for o in outcomes if o.page_rank) / n,
        f"file_hit@{k}": sum(o.file_rank is not None for o in outcomes) / n,
        f"file_mrr@{k}": sum(1 / o.file_rank for o in outcomes if o.file_rank) / n,
    }


def kinds_of(outcomes: list[Outcome]) -> list[str]:
    """The kinds present: those of KINDS in its order, then the others as they first appear."""
    present = list(dict.fromkeys(o.kind for o in outcomes))
    return [kind for kind in KINDS if kind in present] + [k for k in present if k not in KINDS]


def report(mode: str, outcomes: list[Outcome], k: int, verbose: bool) -> dict:
    folders = sorted({o.file.split("/")[0] for o in outcomes})
    kinds = kinds_of(outcomes)
    families = list(dict.fromkeys(o.family for o in outcomes if o.family))
    groups = {"all": outcomes, **{kind: [o for o in outcomes if o.kind == kind] for kind in kinds},
              **{f: [o for o in outcomes if o.file.startswith(f + "/")] for f in folders},
              **{f"family {f}": [o for o in outcomes if o.family == f] for f in families}}
    table = {name: scores(group, k) for name, group in groups.items() if group}
    width = max([10, *(len(name) for name in [*kinds, *(f"family {f}" for f in families)])])
    print(f"\nmode {mode}  (k={k}; a hit = same file and exact page)")
    print(f"{'':{width}}{'n':>4}  {'page@1':>7}  {f'page@{k}':>7}  {f'MRR@{k}':>7}  {f'file@{k}':>7}"
          f"  {f'fileMRR@{k}':>9}")
    for name, s in table.items():
        print(f"{name[:width]:{width}}{s['n']:>4}  {s['page_hit@1']:>7.3f}"
              f"  {s[f'page_hit@{k}']:>7.3f}  {s[f'mrr@{k}']:>7.3f}  {s[f'file_hit@{k}']:>7.3f}"
              f"  {s[f'file_mrr@{k}']:>9.3f}")
    if verbose:
        for o in outcomes:
            if o.page_rank is None:
                where = f"file at #{o.file_rank}" if o.file_rank else "file not found"
                print(f"  MISS {o.id} [{o.kind}] {o.file} p{o.page} ({where}): {o.question}")
                for line in o.top:
                    print(f"       got {line}")
    return table


def pdf_loader(source: Path) -> str:
    """Which extractor the tree's PDF loader uses now (read from its source, not imported).
    A reused library may have been indexed by other code: see the index run for that."""
    loader = source / "indexer" / "loaders" / "pdf.py"
    text = loader.read_text(encoding="utf-8") if loader.exists() else ""
    return "pypdfium2" if "pypdfium2" in text else "pypdf"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data-dir", type=Path, required=True, help="library to (re)use")
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--facts", type=Path, default=DEFAULT_FACTS)
    parser.add_argument("-k", type=int, default=5)
    parser.add_argument("--mode", choices=[*MODES, "all"], default="all")
    parser.add_argument("--no-index", action="store_true", help="search the library as it is")
    parser.add_argument("--verbose", action="store_true", help="list every miss")
    parser.add_argument("--source", type=Path, default=PROJECT,
                        help="source tree whose indexer to run (e.g. an exported commit)")
    args = parser.parse_args()

    facts = [json.loads(line) for line in args.facts.read_text(encoding="utf-8").splitlines()
             if line.strip()]
    if not args.no_index:
        index(args.source, args.data_dir, args.corpus)
    status = library_status(args.source, args.data_dir)
    print(f"library {status['data_dir']}: {status['indexed']} files indexed, "
          f"{status['passages']} passages, {status['semantic_fraction']:.0%} with vectors; "
          f"indexer from {args.source} (PDF loader there now: {pdf_loader(args.source)})")
    RESULTS.mkdir(parents=True, exist_ok=True)
    for mode in MODES if args.mode == "all" else (args.mode,):
        started = time.monotonic()
        answers = search_all(args.source, args.data_dir, [f["question"] for f in facts], args.k,
                             mode)
        seconds = time.monotonic() - started
        outcomes = [outcome(f, a["hits"], args.corpus) for f, a in zip(facts, answers, strict=True)]
        table = report(mode, outcomes, args.k, args.verbose)
        tag = "" if args.facts.resolve() == DEFAULT_FACTS.resolve() else f"-{args.facts.parent.name}"
        out = RESULTS / f"page_retrieval{tag}-{mode}.json"
        out.write_text(json.dumps({
            "mode": mode, "k": args.k, "facts": str(args.facts), "corpus": str(args.corpus),
            "data_dir": str(args.data_dir), "source": str(args.source),
            "pdf_loader_in_source_now": pdf_loader(args.source),
            "library": {key: status[key] for key in ("indexed", "skipped", "failed",
                                                     "passages", "passages_with_vectors")},
            "search_seconds": round(seconds, 1), "scores": table,
            "outcomes": [asdict(o) for o in outcomes],
        }, ensure_ascii=False, indent=1), encoding="utf-8")
        print(f"wrote {out.relative_to(PROJECT)} ({seconds:.0f} s for {len(facts)} questions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
