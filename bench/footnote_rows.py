"""`python -m bench` rows only Footnote has, measured by its own scripts (their output parsed):
start-up, GUI stall, and an edit in the window."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from bench.children import ROOT, child_env, log, run_script
from bench.suite import HIT_QUERY_PDF, Bench, Plan


def window_change_row(bench: Bench, rnd: int) -> None:
    """The window's own edit path (bench/window_change.py: the real IndexController, its
    library process warm): 1 % of a 600-file folder changed, reindex() → run_finished."""
    env = dict(child_env(), QT_QPA_PLATFORM="offscreen")
    code, out = run_script([sys.executable, str(ROOT / "bench" / "window_change.py"),
                            "--rounds", "1", "--no-fresh", "--files", str(bench.plan.mixed_files),
                            "--data-dir", str(bench.tmp / "window-change")], env, 900)
    found = re.search(r"warm library process: min [\d.]+ / median ([\d.]+)", out)
    if code != 0 or found is None:
        note = "timed out" if code is None else f"crashed (exit code {code})"
        bench.record("change_window", "footnote", rnd, None, note, output_tail=out[-1000:])
        log(f"  change_window: {note}")
        return
    log(f"  change_window: {found.group(1)} s")
    bench.record("change_window", "footnote", rnd, float(found.group(1)))


def footnote_script_rows(bench: Bench, plan: Plan, quick: bool) -> None:
    """The start-up and GUI rows, once after the rounds."""
    if "startup" in bench.rows:
        if bench.footnote_library is None:
            for row in ("startup_status", "startup_search", "startup_window"):
                bench.record(row, "footnote", 1, None, "no library (the built-in row failed or did not run)")
        else:
            runs = 2 if quick else 3
            log(f"Footnote start-up (bench/startup.py -n {runs})")
            startup_row(bench, bench.footnote_library, runs)
    if "gui" in bench.rows:
        log(f"Footnote GUI longest stall (bench/gui_responsiveness.py --files {plan.gui_files})")
        gui_row(bench, plan.gui_files)


def startup_row(bench: Bench, library: Path, runs: int = 3) -> None:
    for name in ("status", "search", "window"):  # apart: startup.py stops at its first failure
        code, out = run_script([sys.executable, str(ROOT / "bench" / "startup.py"), "-n", str(runs),
                                "--no-importtime", "--only", name, "--data-dir", str(library),
                                "--query", HIT_QUERY_PDF], child_env(), 600)
        row = f"startup_{name}"
        found = re.search(rf"^{name}\s+min\s+([\d.]+)\s+median\s+([\d.]+)\s+max\s+([\d.]+) s"
                          rf".*?\(n=\d+: ([\d. ]+)\)", out, re.M)
        if code != 0 or found is None:
            note = "timed out" if code is None else f"crashed (exit code {code})"
            bench.record(row, "footnote", 1, None, note, output_tail=out[-1000:])
            log(f"  {row}: {note}")
            continue
        for i, value in enumerate(found.group(4).split(), 1):
            bench.record(row, "footnote", i, float(value))
        log(f"  {row}: median {found.group(2)} s")


def gui_row(bench: Bench, files: int) -> None:
    env = dict(child_env(), QT_QPA_PLATFORM="offscreen")
    code, out = run_script([sys.executable, str(ROOT / "bench" / "gui_responsiveness.py"),
                            "--files", str(files)], env, 600)
    found = re.search(r"longest GUI-thread gap: ([\d.]+) ms.*?idle process meanwhile: ([\d.]+) ms",
                      out)
    if code != 0 or found is None:
        note = "timed out" if code is None else f"crashed (exit code {code})"
        bench.record("gui", "footnote", 1, None, note, output_tail=out[-1000:])
        log(f"  gui: {note}")
        return
    bench.record("gui", "footnote", 1, float(found.group(1)), idle_noise_ms=float(found.group(2)))
    log(f"  gui: {found.group(1)} ms")
