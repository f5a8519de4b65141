"""The window keeps working while a large folder indexes and an answer streams (the GUI
thread's longest gap is printed; bench/gui_responsiveness.py holds the figure to its target)."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QTimer

from tests.ui.conftest import SlowScriptedModel, drop, wait_indexed

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


def test_gui_thread_stays_responsive_while_indexing_and_streaming(
        qtbot, make_window, tmp_path: Path):
    folder = large_folder(tmp_path / "big")
    answer = " ".join(f"{WORDS[i % len(WORDS)]} [1]." if i % 12 == 11 else WORDS[i % len(WORDS)]
                      for i in range(700)).replace("[1]. ", "[1].\n\n", 10)
    model = SlowScriptedModel(script=[answer], delay_s=0.003)
    window = make_window(model=model)
    noise = MachineNoise()
    meter = GapMeter()
    streamed: list[str] = []
    done_at_repaint: list[int] = []  # files indexed when each streamed repaint was shown
    window.services.chat.answer_updated.connect(streamed.append)
    window.services.chat.answer_updated.connect(
        lambda _text: done_at_repaint.append(window.indexing.progress.done))
    meter.start()
    drop(window, [folder])
    qtbot.waitUntil(lambda: window.indexing.progress.done > 20, timeout=60_000)
    window.services.chat.ask("Tell me about the warranty and the supplier.")
    qtbot.waitUntil(lambda: not window.services.chat.busy, timeout=120_000)
    wait_indexed(qtbot, window, timeout=300_000)
    meter.stop()
    machine = noise.stop()

    summary = window.indexing.progress.summary
    print(f"\nGUI thread longest gap: {meter.longest:.1f} ms over {meter.ticks} ticks "
          f"({summary['indexed']} files, {summary['chunks_added']} passages indexed, "
          f"{len(streamed)} answer repaints); an idle process on this machine meanwhile: "
          f"{machine:.1f} ms")
    assert summary["indexed"] == 400
    assert window.chat.transcript.turns[-1].outcome == "answered"
    assert len(streamed) > 3, "the answer should have streamed in several batches"
    assert min(done_at_repaint) < 400, "the answer should stream while the folder still indexes"
    # The gap itself is a speed figure: bench/gui_responsiveness.py measures it (target ≤ 50 ms);
    # a time limit here failed on a busy machine while the same code met it on a quiet one.
