"""Time to show the window: the PyInstaller bundle against the project's venv (prints; not a test).

    python bench/bundle_startup.py [-n 5] [--bundle dist/footnote/footnote]
                                   [--data-dir /tmp/bx] [--config-dir /tmp/bxc]

Each run is a fresh process under ``QT_QPA_PLATFORM=offscreen`` with ``FOOTNOTE_EXIT_WHEN_SHOWN=1``:
the app prints ``footnote-window-shown <epoch s>`` at the window's first paint and quits. The time
is measured from just before the launch to that stamp; the two variants are interleaved (the
machine may be busy). The bundle runs from outside the repository with ``PYTHONPATH`` unset and
the venv off ``PATH``, as a user would start it. Build the bundle first: ``scripts/bundle``.
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
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHOWN = "footnote-window-shown"
TIMEOUT_S = 120


def clean_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME", "DISPLAY", "WAYLAND_DISPLAY")}
    venv_bin = str(ROOT / ".venv" / "bin")
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep)
                                  if p and p != venv_bin)
    env.update(QT_QPA_PLATFORM="offscreen", FOOTNOTE_EXIT_WHEN_SHOWN="1")
    return env


def time_to_window(argv: list[str], cwd: Path) -> float:
    start = time.time()
    proc = subprocess.run(argv, cwd=cwd, env=clean_env(), capture_output=True, text=True,
                          timeout=TIMEOUT_S)
    found = re.search(rf"^{SHOWN} ([0-9.]+)$", proc.stdout, re.M)
    if proc.returncode != 0 or found is None:
        raise SystemExit(f"{argv[0]} did not report its window ({proc.returncode}):\n"
                         f"{proc.stdout}\n{proc.stderr}")
    return float(found.group(1)) - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=5, help="runs of each variant (default 5)")
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "footnote" / "footnote")
    parser.add_argument("--venv-python", type=Path, default=ROOT / ".venv" / "bin" / "python")
    parser.add_argument("--data-dir", type=Path, default=None, help="default: a new temp dir")
    parser.add_argument("--config-dir", type=Path, default=None, help="default: a new temp dir")
    args = parser.parse_args()
    if not args.bundle.is_file():
        raise SystemExit(f"no bundle at {args.bundle}: build it with scripts/bundle")
    with tempfile.TemporaryDirectory(prefix="footnote-bundle-startup-") as tmp:
        data_dir = args.data_dir or Path(tmp) / "data"
        config_dir = args.config_dir or Path(tmp) / "config"
        dirs = ["--data-dir", str(data_dir), "--config-dir", str(config_dir)]
        variants = {
            "bundle": ([str(args.bundle.resolve()), *dirs], Path(tmp)),
            "venv": ([str(args.venv_python), "-m", "desktop_app", *dirs], ROOT),
        }
        for argv, cwd in variants.values():  # warm-up: the page cache, a first library
            time_to_window(argv, cwd)
        times: dict[str, list[float]] = {name: [] for name in variants}
        for _ in range(args.n):
            for name, (argv, cwd) in variants.items():
                times[name].append(time_to_window(argv, cwd))
    print(f"time to the window's first paint, {args.n} runs each (offscreen):")
    for name, values in times.items():
        print(f"  {name:6} min {min(values):.2f} s  median {statistics.median(values):.2f} s  "
              f"max {max(values):.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
