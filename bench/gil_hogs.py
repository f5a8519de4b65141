"""Which threads hold the GIL long while bench/gui_responsiveness.py runs (prints; not a test).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/gil_hogs.py [--files 50] [--top 8]

A ticker thread sleeps 1 ms at a time; when it wakes more than 25 ms late, the GIL (or the
CPU) was held elsewhere, and it records every other thread's innermost frames. The longest
such gaps are printed with those stacks: C code that holds the GIL shows as the frame that
called it (e.g. an extension module's init, a Rust or C constructor).
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
import traceback
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

LATE_S = 0.025


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", default="50")
    parser.add_argument("--top", type=int, default=8)
    args = parser.parse_args()
    import gui_responsiveness

    gaps: list[tuple[float, float, list[tuple[str, list[str]]]]] = []
    done = threading.Event()
    started = time.perf_counter()

    def ticker() -> None:
        me, last = threading.get_ident(), time.perf_counter()
        while not done.is_set():
            time.sleep(0.001)
            now = time.perf_counter()
            if now - last > LATE_S:
                names = {t.ident: t.name for t in threading.enumerate()}
                stacks = [(names.get(ident, str(ident)) + _importing(frame),
                           [f"{f.filename.split('site-packages/')[-1]}:{f.lineno} {f.name}"
                            for f in traceback.extract_stack(frame)[-6:]])
                          for ident, frame in sys._current_frames().items() if ident != me]
                gaps.append((now - last, now - started, stacks))
            last = now

    threading.Thread(target=ticker, daemon=True, name="gil-ticker").start()
    sys.argv = [sys.argv[0], "--files", args.files]
    try:
        gui_responsiveness.main()
    finally:
        done.set()
        for gap, at, stacks in sorted(gaps, key=lambda g: -g[0])[:args.top]:
            print(f"\nticker {gap * 1000:.1f} ms late, {at:.2f} s after start")
            for name, frames in stacks:
                print(f"  [{name}]")
                for line in frames:
                    print(f"      {line}")
    return 0


def _importing(frame: Any) -> str:
    """The module a thread is importing (the innermost import), as " importing <name>"; ""."""
    while frame is not None:
        if frame.f_code.co_name == "_find_and_load":
            return f" importing {frame.f_locals.get('name', '?')}"
        frame = frame.f_back
    return ""


if __name__ == "__main__":
    sys.exit(main())
