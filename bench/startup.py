"""Start-up wall times of `indexer status`, `indexer search` and the window (prints; not a test).

    python bench/startup.py [--data-dir /tmp/su-lib] [-n 7 | --quick] [--query "…"]
                            [--only status,search,window] [--no-importtime]

Each of N fresh processes per command, the commands interleaved (the machine may be busy):
  status  from just before the process starts to its exit,
  search  the same, with the built-in embedder embedding the query (the first hit is printed),
  window  to the main window's first paint, under ``QT_QPA_PLATFORM=offscreen``: the app
          honours ``FOOTNOTE_EXIT_WHEN_SHOWN=1`` by printing ``footnote-window-shown <epoch s>``
          on its first paint and quitting (see ``desktop_app.app``).
Then, once per command, ``python -X importtime``'s cumulative cost per top-level package
(a package's imports counted where it is first imported: numpy under chromadb counts for both).

The library must exist; build one once, e.g.
    python -m indexer --data-dir /tmp/su-lib index /work/shared/data/real_pdfs
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHOWN = "footnote-window-shown"
TIMEOUT_S = 120


def commands(data_dir: Path, config_dir: Path, query: str) -> dict[str, list[str]]:
    py = sys.executable
    lib = ["--data-dir", str(data_dir)]
    return {
        "status": [py, "-m", "indexer", *lib, "status"],
        "search": [py, "-m", "indexer", *lib, "search", query, "-k", "1"],
        "window": [py, "-m", "desktop_app", *lib, "--config-dir", str(config_dir)],
    }


def environment(window: bool) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    if window:
        env.update(QT_QPA_PLATFORM="offscreen", FOOTNOTE_EXIT_WHEN_SHOWN="1")
    return env


def time_process(name: str, argv: list[str], extra: tuple[str, ...] = ()) -> tuple[float, str]:
    """Seconds from launch to exit (status, search) or to the window's first paint; and stderr."""
    cmd = [argv[0], *extra, *argv[1:]]
    start = time.time()
    proc = subprocess.run(cmd, cwd=ROOT, env=environment(name == "window"), capture_output=True,
                          text=True, timeout=TIMEOUT_S)
    ended = time.time()
    if proc.returncode != 0:
        raise SystemExit(f"{name} failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}")
    if name == "search" and not proc.stdout.startswith("[1]"):
        raise SystemExit(f"search found nothing:\n{proc.stdout}")
    if name == "window":
        found = re.search(rf"^{SHOWN} ([0-9.]+)$", proc.stdout, re.M)
        if found is None:
            raise SystemExit(f"the window never reported being shown:\n{proc.stdout}\n{proc.stderr}")
        return float(found.group(1)) - start, proc.stderr
    return ended - start, proc.stderr


def package_costs(importtime_log: str) -> dict[str, float]:
    """Cumulative import seconds per top-level package, counted where it was first imported."""
    costs: dict[str, float] = {}
    entries = []
    for line in importtime_log.splitlines():
        found = re.match(r"import time:\s+(\d+) \|\s+(\d+) \|( *)(\S+)", line)
        if found:
            entries.append((len(found.group(3)) // 2, found.group(4), int(found.group(2))))
    # importtime prints children before their parent: walk backwards to see parents first
    stack: list[tuple[int, str]] = []
    for level, name, cumulative_us in reversed(entries):
        while stack and stack[-1][0] >= level:
            stack.pop()
        package = name.split(".")[0]
        if all(p != package for _, p in stack):
            costs[package] = costs.get(package, 0.0) + cumulative_us / 1e6
        stack.append((level, package))
    return costs


def summary(values: list[float]) -> str:
    return (f"min {min(values):6.3f}  median {statistics.median(values):6.3f}  "
            f"max {max(values):6.3f} s")


def run(names: list[str], cmds: dict[str, list[str]], rounds: int,
        report: Callable[[str], None]) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {n: [] for n in names}
    time_process(names[0], cmds[names[0]])  # warm the file cache once; not counted
    for _ in range(rounds):
        for name in names:
            times[name].append(time_process(name, cmds[name])[0])
    for name in names:
        report(f"{name:7} {summary(times[name])}  (n={rounds}: "
               + " ".join(f"{t:.2f}" for t in times[name]) + ")")
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data-dir", type=Path, default=Path("/tmp/su-lib"))
    parser.add_argument("-n", type=int, default=7, help="fresh processes per command")
    parser.add_argument("--quick", action="store_true", help="3 processes per command")
    parser.add_argument("--query", default="how are the results evaluated")
    parser.add_argument("--only", default="status,search,window",
                        help="comma-separated subset of status,search,window")
    parser.add_argument("--no-importtime", action="store_true")
    parser.add_argument("--top", type=int, default=8, help="packages listed per command")
    args = parser.parse_args()
    if not (args.data_dir / "library.sqlite").exists():
        parser.error(f"no library in {args.data_dir}: build one first (see the docstring)")
    names = [n for n in args.only.split(",") if n]
    with tempfile.TemporaryDirectory(prefix="footnote-bench-config-") as config_dir:
        cmds = commands(args.data_dir, Path(config_dir), args.query)
        print(f"wall time, {args.data_dir}, {os.cpu_count()} CPUs, load "
              f"{os.getloadavg()[0]:.2f}")
        run(names, cmds, 3 if args.quick else args.n, print)
        if not args.no_importtime:
            for name in names:
                _elapsed, log = time_process(name, cmds[name], ("-X", "importtime"))
                log, _marker, later = log.partition(SHOWN)  # the window: until its first paint
                costs = sorted(package_costs(log).items(), key=lambda kv: -kv[1])
                total = sum(int(m) for m in re.findall(r"import time:\s+(\d+) \|", log)) / 1e6
                after = sum(int(m) for m in re.findall(r"import time:\s+(\d+) \|", later)) / 1e6
                print(f"\n{name}: imports {total:.2f} s"
                      + (f" before the first paint ({after:.2f} s after, in the background)"
                         if name == "window" else "") + "; cumulative by package:")
                for package, seconds in costs[:args.top]:
                    print(f"  {seconds:6.3f} s  {package}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
