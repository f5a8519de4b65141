"""`python -m bench`: the side-by-side benchmark (see bench/suite.py), its arguments and its report."""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

from bench import suite
from bench.children import log
from bench.corpus import Corpus
from bench.footnote_rows import footnote_script_rows, window_change_row
from bench.report import footnotes, machine, table
from bench.suite import (
    ALL_ROWS,
    RESULTS,
    ROOT,
    ROW_GROUPS,
    Bench,
    Systems,
    build_corpus,
    ensure_peers_venv,
    make_plan,
    make_queries,
)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m bench", description=suite.__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small corpora, 1 round (< 3 min)")
    parser.add_argument("--rounds", type=int, default=None, help="rounds (default 2; --quick 1)")
    parser.add_argument("--library-files", type=int, default=None,
                        help="generated text files added to the PDF-heavy corpus (default 0): "
                             "the built-in-embedder rows on a larger library")
    parser.add_argument("--only", default=",".join(ALL_ROWS),
                        help="comma list of: " + ",".join(ALL_ROWS))
    parser.add_argument("--peers-venv", type=Path, default=ROOT / "bench" / ".peers-venv")
    args = parser.parse_args(argv)
    unknown = set(args.only.split(",")) - set(ALL_ROWS)
    if unknown:
        parser.error(f"unknown rows: {', '.join(sorted(unknown))}")
    return args


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["answers"]:  # answer quality through the assistant (bench/answers.py)
        from bench.answers import main as answers

        return answers(argv[1:])
    args = parse_args(argv)
    began = time.time()
    rows = set(filter(None, args.only.split(",")))
    plan = make_plan(args.quick, args.rounds)
    if args.library_files is not None:
        plan = replace(plan, pdf_heavy_files=args.library_files)
    needs_peers = bool(rows & set(ROW_GROUPS["standin"] + ROW_GROUPS["builtin"]))
    peers_python = ensure_peers_venv(args.peers_venv.resolve()) if needs_peers else Path(sys.executable)
    with tempfile.TemporaryDirectory(prefix="footnote-bench-suite-") as tmp_name:
        tmp = Path(tmp_name)
        mixed = heavy = None
        if rows & set(ROW_GROUPS["standin"]):
            mixed = build_corpus(tmp / "mixed", plan.mixed_files, plan.mixed_pdfs, seed=7)
            log(f"mixed corpus: {mixed.files} files, {mixed.pdf_pages} PDF pages, {mixed.mb:.1f} MB")
        if rows & (set(ROW_GROUPS["builtin"]) | {"startup"}):
            heavy = build_corpus(tmp / "pdf-heavy", plan.pdf_heavy_files, plan.pdf_heavy_pdfs, seed=11)
            log(f"PDF-heavy corpus: {heavy.files} files, {heavy.pdf_pages} PDF pages, {heavy.mb:.1f} MB")
        queries_json = tmp / "queries.json"
        queries_json.write_text(json.dumps(make_queries(plan.queries)))
        bench = Bench(plan, rows | ({"builtin"} if "startup" in rows else set()),
                      Systems(peers_python), tmp / "work")
        bench.window_change_row = window_change_row
        bench.run(mixed, heavy if rows & (set(ROW_GROUPS["builtin"]) | {"startup"}) else None,
                  queries_json)
        footnote_script_rows(bench, plan, args.quick)
        info = machine()
        text, summary = table(bench.measurements, rows)
        notes = footnotes(bench.corpus_stats, mixed, heavy, info, bench.measurements)
    elapsed = time.time() - began
    print()
    print(text)
    print()
    for note in notes:
        print(f"* {note}")
    print(f"* wall time of this run: {elapsed:.0f} s ({'--quick' if args.quick else 'default'}, "
          f"{plan.rounds} rounds).")
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps({
        "command": ["python", "-m", "bench", *(argv if argv is not None else sys.argv[1:])],
        "plan": asdict(plan), "machine": info, "elapsed_s": elapsed,
        "corpora": {"mixed": _corpus_json(mixed), "pdf_heavy": _corpus_json(heavy)},
        "per_system": bench.corpus_stats, "rows": summary, "notes": notes,
        "measurements": [asdict(m) for m in bench.measurements]}, indent=1, default=str))
    print(f"* raw measurements: {RESULTS.relative_to(ROOT)}")
    return 0


def _corpus_json(corpus: Corpus | None) -> dict[str, Any] | None:
    if corpus is None:
        return None
    data = asdict(corpus)
    data["path"] = str(corpus.path)
    return data



if __name__ == "__main__":
    raise SystemExit(main())
