"""A large generated folder, and meters of the GUI thread's gaps and of the machine's noise."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QTimer

TICK_MS = 5
WORDS = ("apple pear plum cherry invoice clause warranty delivery notice supplier warehouse "
         "payment contract party agreement term renewal liability").split()


def large_folder(root: Path, files: int = 400) -> Path:
    root.mkdir()
    for i in range(files):
        sub = root / f"part-{i % 8}"
        sub.mkdir(exist_ok=True)
        body = " ".join(WORDS[(i * 7 + j) % len(WORDS)] for j in range(600))
        (sub / f"doc-{i:04d}.txt").write_text(f"Document {i}.\n{body}\n", encoding="utf-8")
    return root


class MachineNoise:
    """A separate, idle Python process ticking every 5 ms: the gaps it sees come from the
    machine (other processes), not from the window. Stopped by closing its stdin."""

    def __init__(self) -> None:
        code = ("import sys, time, threading\n"
                "longest = 0.0\n"
                "done = threading.Event()\n"
                "threading.Thread(target=lambda: (sys.stdin.read(), done.set()), daemon=True).start()\n"
                "last = time.perf_counter()\n"
                "while not done.is_set():\n"
                "    time.sleep(0.005)\n"
                "    now = time.perf_counter()\n"
                "    longest, last = max(longest, now - last), now\n"
                "print(round(longest * 1000, 1))\n")
        self.proc = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)

    def stop(self) -> float:
        out, _ = self.proc.communicate("", timeout=30)
        return float(out.strip())


class GapMeter:
    """A timer on the GUI thread; records the longest time between two of its ticks."""

    def __init__(self) -> None:
        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.last = 0.0
        self.longest = 0.0
        self.ticks = 0

    def start(self) -> None:
        self.last = time.perf_counter()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, (now - self.last) * 1000)
        self.last = now
        self.ticks += 1
