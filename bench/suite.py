"""`python -m bench`: Footnote side by side with the LangChain tutorial pipeline and LlamaIndex.

    python -m bench [--quick] [--rounds N] [--only ROWS] [--peers-venv DIR]

Every figure is the wall time of a fresh process, spawn to exit or to an event it prints, as
measured here; rounds interleave the systems in a rotating order; each figure is reported as
min / median / max over rounds, and as the median over rounds of Footnote ÷ the faster peer of
the same round. The peers run in their own venv (bench/.peers-venv, made on first use from
bench/peers/requirements.txt), never the app's. Raw measurements: bench/results/latest.json.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.children import (  # noqa: E402
    CHILD_TIMEOUT_S,
    ChildResult,
    _await_event,
    child_env,
    log,
    run_child,
)
from bench.corpus import WORDS, Corpus, make_corpus  # noqa: E402
from bench.report import (  # noqa: E402
    NTSB,
    SYSTEMS,
    TITLES,
    Measurement,
)

REAL_PDFS = ROOT.parent / "shared" / "data" / "real_pdfs"
FED = "us-fed-agency-reports"
PEER_MODULES = {"langchain": "bench.peers.langchain_tutorial",
                "llamaindex": "bench.peers.llamaindex_pipeline"}
REQUIREMENTS = ROOT / "bench" / "peers" / "requirements.txt"
RESULTS = ROOT / "bench" / "results" / "latest.json"
HIT_QUERY = "warranty liability invoice"  # words of the generated corpus
HIT_QUERY_PDF = "pilot engine runway"  # words of the aviation reports
ROW_GROUPS = {"standin": ("cold", "first_hit", "noop", "change", "change_watch", "change_window",
                         "rss"),
              "builtin": ("builtin", "first_hit_builtin", "change_builtin", "query"), "startup": ("startup",), "gui": ("gui",)}
ALL_ROWS = tuple(r for rows in ROW_GROUPS.values() for r in rows)


@dataclass(frozen=True)
class Plan:
    """Corpus sizes and repetitions: ``--quick`` or the default."""

    rounds: int
    mixed_files: int  # generated files of the mixed (stand-in) corpus
    mixed_pdfs: tuple[str, ...]  # real PDFs added to it (relative to REAL_PDFS)
    pdf_heavy_files: int  # generated files of the PDF-heavy (built-in embedder) corpus
    pdf_heavy_pdfs: tuple[str, ...]
    spare_pdf: str  # a real PDF not in the PDF-heavy corpus: the "edited" version of one file
    queries: int
    gui_files: int


def _ntsb(n: int) -> tuple[str, ...]:
    names = sorted(p.name for p in (REAL_PDFS / NTSB).glob("*.pdf"))
    return tuple(f"{NTSB}/{name}" for name in names[:n])


def make_plan(quick: bool, rounds: int | None) -> Plan:
    # Scanned reports (2013/2014 annual performance reports) are left out: Footnote would OCR
    # them for minutes while the peers read nothing from them.
    if quick:
        return Plan(rounds=rounds or 1, mixed_files=60, mixed_pdfs=_ntsb(3),
                    pdf_heavy_files=0, pdf_heavy_pdfs=_ntsb(3), spare_pdf=_ntsb(4)[-1],
                    queries=15, gui_files=10)
    return Plan(rounds=rounds or 2, mixed_files=600,
                mixed_pdfs=_ntsb(10) + (f"{FED}/NARA2022.pdf", f"{FED}/DOT2022.pdf"),
                pdf_heavy_files=0, pdf_heavy_pdfs=_ntsb(10) + (f"{FED}/NARA2022.pdf",),
                spare_pdf=_ntsb(11)[-1], queries=30, gui_files=50)


# -- the systems' commands ------------------------------------------------------------------

class Systems:
    """How to run each system's child process: Footnote in this venv, peers in theirs."""

    def __init__(self, peers_python: Path) -> None:
        self.peers_python = peers_python

    def index(self, system: str, corpus: Path, store: Path, embedder: str,
              query: str | None = None) -> list[str]:
        if system == "footnote":
            return [sys.executable, str(ROOT / "bench" / "footnote_child.py"), "index",
                    str(corpus), str(store), embedder]
        argv = [str(self.peers_python), "-m", PEER_MODULES[system], "index", str(corpus),
                str(store), embedder]
        return argv + ([query] if query else [])

    def queries(self, system: str, store: Path, queries_json: Path) -> list[str]:
        if system == "footnote":
            return [sys.executable, str(ROOT / "bench" / "footnote_child.py"), "queries",
                    str(store), "builtin", str(queries_json)]
        return [str(self.peers_python), "-m", PEER_MODULES[system], "queries", str(store),
                "builtin", str(queries_json)]


def ensure_peers_venv(venv: Path) -> Path:
    """The peers' venv, made (venv + pip install -r requirements) when missing or outdated."""
    python = venv / "bin" / "python"
    want = hashlib.sha1(REQUIREMENTS.read_bytes()).hexdigest()
    marker = venv / ".requirements.sha1"
    if python.exists() and marker.exists() and marker.read_text().strip() == want:
        return python
    log(f"creating the peers' environment {venv} (python -m venv + pip install -r "
        f"{REQUIREMENTS.relative_to(ROOT)}); once, a few minutes…")
    subprocess.run([sys.executable, "-m", "venv", "--clear", str(venv)], check=True)
    pip = subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check",
                          "-r", str(REQUIREMENTS)], capture_output=True, text=True)
    if pip.returncode != 0:
        raise SystemExit(f"pip install failed ({pip.returncode}):\n{pip.stderr[-3000:]}")
    marker.write_text(want + "\n")
    return python


# -- corpora --------------------------------------------------------------------------------

def build_corpus(path: Path, generated: int, pdfs: tuple[str, ...], seed: int) -> Corpus:
    if generated:
        make_corpus(path, generated, seed=seed)
    real = path / "real"
    real.mkdir(parents=True, exist_ok=True)
    for rel in pdfs:
        shutil.copyfile(REAL_PDFS / rel, real / Path(rel).name)
    files = [p for p in path.rglob("*") if p.is_file()]
    return Corpus(path=path, generated=generated, real_pdfs=list(pdfs), files=len(files),
                  pdf_pages=sum(_pages(p) for p in files if p.suffix == ".pdf"),
                  mb=sum(p.stat().st_size for p in files) / 2**20)


def _pages(pdf: Path) -> int:
    from pypdf import PdfReader

    try:
        return len(PdfReader(pdf).pages)
    except Exception:  # noqa: BLE001 - a page count for the footnote only
        return 0


def change_one_percent(corpus: Path) -> int:
    """Append a sentence to ~1 % of the files (text files, spread over the folders)."""
    files = sorted(p for p in corpus.rglob("*") if p.is_file())
    texts = [p for p in files if p.suffix in (".txt", ".md")]
    count = max(1, round(len(files) / 100))
    for path in texts[:: max(1, len(texts) // count)][:count]:
        with path.open("a") as f:
            f.write("\nAn added sentence about the quarterly supplier warranty.\n")
    return count


def make_queries(n: int) -> list[str]:
    """Queries in the PDF-heavy corpus's own words (aviation reports, agency reports)."""
    topics = ["engine power loss", "pilot reported", "probable cause of the accident",
              "landing gear", "fuel exhaustion", "weather conditions at the airport",
              "runway", "flight instructor", "performance goals", "strategic objective",
              "records management", "budget", "agency priority goals", "customer service",
              "damage to the airplane", "witness statement", "maintenance records",
              "wind gusts", "the student pilot", "annual performance report"]
    extra = [f"{a} {b}" for a, b in zip(WORDS[::2], WORDS[1::2], strict=False)]
    return (topics + extra)[:n]


# -- the rounds -----------------------------------------------------------------------------

class Bench:
    """Runs the selected rows round after round and collects :class:`Measurement` s."""

    def __init__(self, plan: Plan, rows: set[str], systems: Systems, tmp: Path) -> None:
        self.plan, self.rows, self.systems, self.tmp = plan, rows, systems, tmp
        self.measurements: list[Measurement] = []
        self.corpus_stats: dict[str, dict[str, Any]] = {}
        self.footnote_library: Path | None = None
        # bench/footnote_rows.py's window row, set by `python -m bench` (that module imports this one)
        self.window_change_row: Callable[[Bench, int], None] = _window_row_not_set

    def record(self, row: str, system: str, rnd: int, value: float | None, note: str = "",
               **extra: Any) -> None:
        extra["load_avg_1m"] = round(os.getloadavg()[0], 2)  # the machine is shared: noise
        self.measurements.append(Measurement(row, system, rnd, value, note, extra))

    def chunk_stats(self, corpus: str, system: str, result: ChildResult) -> None:
        if result.ok:
            stats = self.corpus_stats.setdefault(corpus, {}).setdefault(system, {})
            stats.update(chunks=result.done.get("chunks"), files=result.done.get("files"),
                         pages=result.done.get("pages"), embed=result.done.get("embed"))

    def run(self, mixed: Corpus | None, heavy: Corpus | None, queries_json: Path) -> None:
        for rnd in range(1, self.plan.rounds + 1):
            order = SYSTEMS[rnd - 1:] + SYSTEMS[:rnd - 1]
            for system in order:
                if mixed is not None:
                    self.standin_rows(rnd, system, mixed)
                if heavy is not None:
                    self.builtin_rows(rnd, system, heavy, queries_json)

    def _progress(self, rnd: int, system: str, what: str) -> None:
        log(f"round {rnd}/{self.plan.rounds} · {TITLES[system]}: {what}")

    def _failed(self, result: ChildResult) -> str:
        tail = result.stderr_tail.strip().splitlines()[-1:] or [""]
        return f"failed (exit {result.returncode}): {tail[0][:200]}"

    def _figure(self, row: str, system: str, rnd: int, result: ChildResult, event: str,
                **extra: Any) -> float | None:
        if not result.ok or event not in result.events:
            note = self._failed(result)
            log(f"  {row}: {note}")
            self.record(row, system, rnd, None, note)
            return None
        seconds = result.events[event]
        log(f"  {row}: {seconds:.2f} s")
        self.record(row, system, rnd, seconds, exit_s=result.exit_s, **extra)
        return seconds

    def standin_rows(self, rnd: int, system: str, base: Corpus) -> None:
        """Cold index, first hit, no-op, 1 % changed, peak RSS: stand-in embedder, mixed corpus."""
        work = self.tmp / f"r{rnd}-{system}"
        corpus = work / "corpus"
        shutil.copytree(base.path, corpus, symlinks=True)
        store = work / "store"
        self._progress(rnd, system, "cold index (stand-in embedder)")
        cold = run_child(self.systems.index(system, corpus, store, "sleep", HIT_QUERY))
        self.chunk_stats("mixed", system, cold)
        self._figure("cold", system, rnd, cold, "indexed", embed=cold.done.get("embed"),
                     chunks=cold.done.get("chunks"), stored=cold.done.get("stored"))
        if "rss" in self.rows and cold.ok:
            rss = max(cold.tree_peak_rss_mb, cold.done.get("rss", {}).get("self_mb", 0.0))
            self.record("rss", system, rnd, rss, tree_sampled_mb=cold.tree_peak_rss_mb,
                        child_reported=cold.done.get("rss"))
        if "first_hit" in self.rows:
            if system == "footnote":
                self._progress(rnd, system, "first search hit while indexing")
                self.footnote_first_hit(rnd, corpus, work / "store-first-hit")
            else:
                self._figure("first_hit", system, rnd, cold, "hit")
        if not cold.ok:
            shutil.rmtree(work, ignore_errors=True)
            return
        if "noop" in self.rows:
            self._progress(rnd, system, "no-op re-run")
            noop = run_child(self.systems.index(system, corpus, store, "sleep"))
            self._figure("noop", system, rnd, noop, "indexed", stored_before=cold.done.get("stored"),
                         stored_after=noop.done.get("stored"), embed=noop.done.get("embed"))
        if self.rows & {"change", "change_watch", "change_window"}:
            if system == "footnote":
                changed = change_one_percent(corpus)
                self._progress(rnd, system, f"{changed} files changed (index)")
                change = run_child(self.systems.index(system, corpus, store, "sleep"))
                self._figure("change", system, rnd, change, "indexed", files_changed=changed,
                             embed=change.done.get("embed"))
            else:
                # What the tutorial offers: throw the store away and run the pipeline again,
                # i.e. this round's cold run over a corpus 1 % different (the same work; timed
                # once, as for the built-in embedder, to keep the default run short).
                change = cold
                self._figure("change", system, rnd, cold, "indexed",
                             note_rebuild="the cold run of this round")
            if "change_watch" in self.rows:
                if system == "footnote" and change.ok:
                    self._progress(rnd, system, "1 % of files changed under a running `watch`")
                    self.footnote_watch_change(rnd, corpus, store)
                elif system != "footnote":  # nothing of theirs keeps running: the same rebuild
                    self._figure("change_watch", system, rnd, change, "indexed",
                                 note_rebuild="the cold run of this round")
            if "change_window" in self.rows:
                if system == "footnote":
                    self._progress(rnd, system, "1 % of files changed in the window")
                    self.window_change_row(self, rnd)
                else:
                    self._figure("change_window", system, rnd, change, "indexed",
                                 note_rebuild="the cold run of this round")
        shutil.rmtree(work, ignore_errors=True)

    def footnote_watch_change(self, rnd: int, corpus: Path, store: Path) -> None:
        """`watch` already running on the indexed corpus; 1 % of the files change: the seconds
        of the run the change starts (after the settle time), and from the last write."""
        argv = [sys.executable, str(ROOT / "bench" / "footnote_child.py"), "watch", str(corpus),
                str(store), "sleep"]
        with tempfile.TemporaryFile("w+") as out:
            proc = subprocess.Popen(argv, cwd=ROOT, env=child_env(), stdout=out,
                                    stderr=subprocess.DEVNULL)
            try:
                events = _await_event(out, proc, "caught_up", time.time() + 120)
                if "caught_up" in events:
                    changed = change_one_percent(corpus)
                    written = time.time()
                    events = _await_event(out, proc, "indexed", written + 120)
            finally:
                proc.terminate()
                try:
                    proc.wait(20)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()
        if "indexed" not in events or "run_started" not in events:
            note = events.get("error", {}).get("message") or "no run after the change"
            self.record("change_watch", "footnote", rnd, None, note)
            log(f"  change_watch: {note}")
            return
        run_s = events["indexed"]["t"] - events["run_started"]["t"]
        since_write = events["indexed"]["t"] - written
        log(f"  change_watch: run {run_s:.2f} s ({since_write:.2f} s from the last write)")
        self.record("change_watch", "footnote", rnd, run_s, files_changed=changed,
                    from_last_write_s=since_write, indexed=events["indexed"].get("indexed"))

    def footnote_first_hit(self, rnd: int, corpus: Path, store: Path, embedder: str = "sleep",
                           query: str = HIT_QUERY, row: str = "first_hit") -> None:
        """An open search box (a searcher already started) while `index` runs from scratch;
        the run is stopped at the first hit (the other rows time whole runs)."""
        with tempfile.TemporaryFile("w+") as out:
            searcher = subprocess.Popen(
                [sys.executable, str(ROOT / "bench" / "footnote_child.py"), "searcher", str(store),
                 query, embedder], cwd=ROOT, env=child_env(), stdout=out,
                stderr=subprocess.DEVNULL)
            events = _await_event(out, searcher, "ready", time.time() + 120)
            if "ready" not in events:
                searcher.kill()
                searcher.wait()
                self.record(row, "footnote", rnd, None, "searcher failed to start")
                return
            start = time.time()
            indexer = subprocess.Popen(self.systems.index("footnote", corpus, store, embedder),
                                       cwd=ROOT, env=child_env(), stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL)
            events = _await_event(out, searcher, "hit", start + CHILD_TIMEOUT_S, indexer)
            for proc in (searcher, indexer):
                if proc.poll() is None:
                    proc.kill()
                proc.wait()
        shutil.rmtree(store, ignore_errors=True)
        if "hit" not in events:
            self.record(row, "footnote", rnd, None, f"no hit (indexer exit {indexer.returncode})")
            log(f"  {row}: no hit")
            return
        seconds = events["hit"]["t"] - start
        log(f"  {row}: {seconds:.2f} s")
        self.record(row, "footnote", rnd, seconds, searcher_errors=events["hit"].get("errors"))

    def builtin_rows(self, rnd: int, system: str, heavy: Corpus, queries_json: Path) -> None:
        """Cold index with the built-in embedder on the PDF-heavy corpus, then query latency."""
        store = self.tmp / f"r{rnd}-{system}-builtin"
        corpus = heavy.path
        if system == "footnote":  # its own copy: one file of it is edited below
            corpus = self.tmp / f"r{rnd}-footnote-heavy"
            shutil.copytree(heavy.path, corpus)
            if "first_hit_builtin" in self.rows:
                self._progress(rnd, system, "first search hit while indexing (built-in embedder)")
                self.footnote_first_hit(rnd, corpus, self.tmp / f"r{rnd}-first-hit-builtin",
                                        "builtin", HIT_QUERY_PDF, "first_hit_builtin")
        self._progress(rnd, system, "cold index (built-in embedder, PDF-heavy corpus)")
        cold = run_child(self.systems.index(system, corpus, store, "builtin", HIT_QUERY_PDF))
        self.chunk_stats("pdf_heavy", system, cold)
        if "builtin" in self.rows:
            self._figure("builtin", system, rnd, cold, "indexed", embed=cold.done.get("embed"),
                         chunks=cold.done.get("chunks"), peak_rss_mb=cold.tree_peak_rss_mb)
        if system != "footnote":
            # The tutorial code has no update: its first hit is the whole pipeline plus the
            # query, and an edited file means running it all again, i.e. this same run.
            if "first_hit_builtin" in self.rows:
                self._figure("first_hit_builtin", system, rnd, cold, "hit")
            if "change_builtin" in self.rows:
                self._figure("change_builtin", system, rnd, cold, "indexed",
                             note_rebuild="the cold run of this round")
        elif "change_builtin" in self.rows and cold.ok:
            target = sorted((corpus / "real").glob("*.pdf"))[0]
            shutil.copyfile(REAL_PDFS / self.plan.spare_pdf, target)
            self._progress(rnd, system, f"1 of {heavy.files} files edited (index)")
            change = run_child(self.systems.index(system, corpus, store, "builtin"))
            self._figure("change_builtin", system, rnd, change, "indexed",
                         embed=change.done.get("embed"))
        if "query" in self.rows and cold.ok:
            self._progress(rnd, system, "query latency")
            q = run_child(self.systems.queries(system, store, queries_json))
            if q.ok:
                for name, key in (("with", "with_embed_ms"), ("without", "without_embed_ms")):
                    values = q.done[key]
                    for pct in (50, 95):
                        self.record(f"query_p{pct}_{name}", system, rnd, percentile(values, pct),
                                    samples_ms=values if pct == 50 else None)
                log(f"  query p50 incl./excl. embedding: {percentile(q.done['with_embed_ms'], 50):.1f}"
                    f" / {percentile(q.done['without_embed_ms'], 50):.1f} ms")
            else:
                note = self._failed(q)
                log(f"  query: {note}")
                for row in ("query_p50_with", "query_p95_with", "query_p50_without",
                            "query_p95_without"):
                    self.record(row, system, rnd, None, note)
        if system == "footnote" and cold.ok:
            if self.footnote_library is not None:
                shutil.rmtree(self.footnote_library, ignore_errors=True)
            self.footnote_library = store  # kept for the start-up row
        else:
            shutil.rmtree(store, ignore_errors=True)
        if corpus != heavy.path:
            shutil.rmtree(corpus, ignore_errors=True)


def _window_row_not_set(bench: Bench, rnd: int) -> None:
    bench.record("change_window", "footnote", rnd, None, "not measured (no window row given)")


def percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    rank = (len(ordered) - 1) * pct / 100
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)
