"""Answer quality through Footnote's own assistant, as a user asks: `python -m bench answers`.

    .venv/bin/python -m bench answers [--ollama-url URL] [--model MODEL] [--limit N]
        [--sets clapnq,unanswerable,pages,documents] [--pdf-library DIR] [--clapnq-library DIR]

Every question goes through ``desktop_app.assistant.service.Assistant`` (the agent, its tools,
its citation checks) against an Ollama server — a real one, or the test suite's stand-in
(``../shared/tools/ollama-stand-in``, SmolLM2-135M: its figures say little about answers, much
about the plumbing). Sets:

- ``clapnq``: ClapNQ's answerable questions over its 597 Wikipedia passages; correctness is
  token F1 against the reference answers; a citation is right when it cites the gold passage.
- ``unanswerable``: ClapNQ's unanswerable questions; right when the answer is "not found".
- ``pages``: the page facts of ``bench/page_eval`` over ``../shared/data/real_pdfs``;
  correct when the answer holds the evidence's figures (or most of its words); a citation is
  right when it is the fact's page.
- ``documents``: summaries, comparisons, lists and pages of those PDFs
  (``bench/answers_eval/questions.jsonl``): right when the answer cites a page each named
  document must be cited by; a citation is right when it is in a document the question is about.

For each set: correctness, citation precision (cited passages that are right / cited), how
often the answer was "not found", tool calls and seconds per answer. The libraries are indexed
once into ``--data-dir`` (keyword index and the built-in embedder's vectors; pass an existing
library with ``--pdf-library`` / ``--clapnq-library``). Results: ``bench/results/answers-<model>.json``.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import string
import sys
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "data"
CLAPNQ = SHARED / "grounded_qa" / "clapnq"
REAL_PDFS = SHARED / "real_pdfs"
PAGE_FACTS = ROOT / "bench" / "page_eval" / "facts.jsonl"
DOCUMENT_QUESTIONS = ROOT / "bench" / "answers_eval" / "questions.jsonl"
RESULTS = ROOT / "bench" / "results"
SETS = ("clapnq", "unanswerable", "pages", "documents")


@dataclass
class Outcome:
    """One question's answer, judged."""

    set: str
    question: str
    outcome: str
    correct: float  # 0..1 (token F1, or 0/1)
    cited: int
    cited_right: int
    tool_calls: int
    seconds: float
    answer: str = ""
    pages: list[str] = field(default_factory=list)  # "file p12" of each cited passage


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench answers",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--ollama-url", default=None, help="default: the local Ollama")
    parser.add_argument("--model", default="qwen2.5:3b")
    parser.add_argument("--limit", type=int, default=20, help="questions per set (0: all)")
    parser.add_argument("--sets", default=",".join(SETS))
    parser.add_argument("--data-dir", type=Path, default=Path("/tmp/footnote-bench-answers"))
    parser.add_argument("--pdf-library", type=Path, default=None)
    parser.add_argument("--clapnq-library", type=Path, default=None)
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds per model call")
    args = parser.parse_args(argv)
    sets = [s for s in args.sets.split(",") if s]
    if unknown := set(sets) - set(SETS):
        parser.error(f"unknown sets: {', '.join(sorted(unknown))}")
    outcomes: list[Outcome] = []
    for name in sets:
        clapnq = name in ("clapnq", "unanswerable")
        library = (args.clapnq_library or _indexed(args.data_dir / "clapnq",
                                                   CLAPNQ / "derived" / "corpus")) if clapnq \
            else (args.pdf_library or _indexed(args.data_dir / "real_pdfs", REAL_PDFS))
        questions = _questions(name, args.limit)
        print(f"{name}: {len(questions)} questions, library {library}", file=sys.stderr)
        outcomes += _run(name, questions, library, args)
    RESULTS.mkdir(exist_ok=True)
    out = RESULTS / f"answers-{re.sub(r'[^A-Za-z0-9._-]+', '-', args.model)}.json"
    out.write_text(json.dumps([asdict(o) for o in outcomes], indent=1), encoding="utf-8")
    print(report(outcomes, args.model))
    print(f"wrote {out.relative_to(ROOT)}", file=sys.stderr)
    return 0


def report(outcomes: list[Outcome], model: str) -> str:
    lines = [f"answers by {model}",
             f"{'set':<14}{'n':>4}{'correct':>9}{'cite prec':>11}{'not found':>11}"
             f"{'tools/ans':>11}{'s/answer':>10}"]
    for name in SETS:
        group = [o for o in outcomes if o.set == name]
        if not group:
            continue
        cited = sum(o.cited for o in group)
        precision = sum(o.cited_right for o in group) / cited if cited else float("nan")
        lines.append(
            f"{name:<14}{len(group):>4}{statistics.mean(o.correct for o in group):>9.3f}"
            f"{precision:>11.3f}{sum(o.outcome == 'not_found' for o in group) / len(group):>11.3f}"
            f"{statistics.mean(o.tool_calls for o in group):>11.2f}"
            f"{statistics.median(o.seconds for o in group):>10.1f}")
    return "\n".join(lines)


def _indexed(data_dir: Path, folder: Path) -> Path:
    """The library of ``folder`` in ``data_dir``, brought up to date (incremental)."""
    from indexer.pipeline.run import index_events
    from indexer.servers.embedders import make_embedder
    from indexer.store.library import Library

    with Library(data_dir) as library:
        for event in index_events(library, make_embedder("builtin", None), [folder]):
            if event.get("kind") == "summary":
                print(f"indexed {folder.name}: {event['indexed']} new, "
                      f"{event['unchanged']} unchanged", file=sys.stderr)
    return data_dir


def _questions(name: str, limit: int) -> list[dict[str, Any]]:
    if name in ("clapnq", "unanswerable"):
        rows = [json.loads(line) for line in (CLAPNQ / "derived" / "eval.jsonl").open(
            encoding="utf-8")]
        rows = [r for r in rows if r["answerable"] == (name == "clapnq")]
    else:
        rows = [json.loads(line) for line in (PAGE_FACTS if name == "pages"
                                              else DOCUMENT_QUESTIONS).open(encoding="utf-8")]
    return rows[:limit] if limit else rows


def _run(name: str, questions: list[dict[str, Any]], library: Path,
         args: argparse.Namespace) -> list[Outcome]:
    from desktop_app.assistant.config import AssistantSettings
    from desktop_app.assistant.events import Done, Error
    from desktop_app.assistant.service import Assistant

    settings = AssistantSettings(model=args.model, ollama_url=args.ollama_url,
                                 request_timeout_s=args.timeout)
    outcomes = []
    with Assistant(settings, library, one_shot=True) as assistant:
        for number, row in enumerate(questions, 1):
            thread = assistant.new_thread_id()
            started = time.monotonic()
            events = list(assistant.ask(thread, row["question"]))
            seconds = time.monotonic() - started
            last = events[-1]
            if isinstance(last, Error):
                outcome = Outcome(name, row["question"], f"error: {last.kind}", 0.0, 0, 0,
                                  _tool_calls(assistant, thread), seconds, last.message)
            else:
                assert isinstance(last, Done)
                outcome = _judged(name, row, last, _tool_calls(assistant, thread), seconds)
            print(f"  {number}/{len(questions)} {outcome.outcome} {outcome.correct:.2f} "
                  f"{outcome.cited_right}/{outcome.cited} {seconds:.0f} s", file=sys.stderr)
            outcomes.append(outcome)
            assistant.delete(thread)
    return outcomes


def _tool_calls(assistant: Any, thread: str) -> int:
    """The tool calls the answer took (the assistant's own first one included)."""
    from langchain_core.messages import ToolMessage

    values = assistant._reading_graph().get_state({"configurable": {"thread_id": thread}}).values
    return sum(isinstance(m, ToolMessage) for m in values.get("messages", []))


def _judged(name: str, row: dict[str, Any], done: Any, tools: int, seconds: float) -> Outcome:
    cited = {n: c for n, c in done.citations.items() if f"[{n}]" in done.answer or
             re.search(rf"\[(?:\d+\s*[,;]\s*)*{n}(?:\s*[,;]\s*\d+)*\]", done.answer)}
    pages = [f"{Path(c.path).name} p{c.page}" for c in cited.values()]
    if name == "clapnq":
        gold = {Path(g).name for g in row["gold_files"]}
        right = sum(Path(c.path).name in gold for c in cited.values())
        correct = max((token_f1(done.answer, ref) for ref in row["reference_answers"]),
                      default=0.0)
    elif name == "unanswerable":
        right, correct = 0, float(done.outcome == "not_found")
    elif name == "pages":
        right = sum(Path(c.path).name == Path(row["file"]).name and c.page == row["page"]
                    for c in cited.values())
        correct = float(holds_evidence(done.answer, row["evidence"]))
    else:
        wanted = row["cite"]  # file → pages (any of them), [] meaning any page of the file
        right = sum(Path(c.path).name in wanted for c in cited.values())
        hit = all(any(Path(c.path).name == file and (not pages_ or c.page in pages_)
                      for c in cited.values()) for file, pages_ in wanted.items())
        correct = float(hit)
    return Outcome(name, row["question"], done.outcome, correct, len(cited), right, tools,
                   seconds, done.answer, pages)


_ARTICLES = re.compile(r"\b(?:a|an|the)\b")


def _tokens(text: str) -> list[str]:
    text = re.sub(r"\[\d+(?:\s*[,;]\s*\d+)*\]", " ", text.lower())
    text = "".join(ch for ch in text if ch not in string.punctuation)
    return _ARTICLES.sub(" ", text).split()


def token_f1(answer: str, reference: str) -> float:
    """SQuAD's token F1 of the answer against one reference (citations left out)."""
    got, want = _tokens(answer), _tokens(reference)
    common = sum((Counter(got) & Counter(want)).values())
    if not got or not want or not common:
        return 0.0
    precision, recall = common / len(got), common / len(want)
    return 2 * precision * recall / (precision + recall)


def holds_evidence(answer: str, evidence: str) -> bool:
    """Does the answer state the fact: every figure of the evidence, or (none) most words?"""
    numbers = re.findall(r"\d[\d,.]*\d|\d", evidence)
    if numbers:
        plain = answer.replace(",", "")
        return all(n.replace(",", "") in plain for n in numbers)
    words = {w for w in _tokens(evidence) if len(w) > 3}
    return bool(words) and len(words & set(_tokens(answer))) >= 0.6 * len(words)
