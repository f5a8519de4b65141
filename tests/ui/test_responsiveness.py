"""The window keeps working while a large folder indexes and an answer streams (the GUI
thread's longest gap is printed; bench/gui_responsiveness.py holds the figure to its target)."""

from __future__ import annotations

import random
from pathlib import Path

from tests.helpers.responsiveness import WORDS, GapMeter, MachineNoise, large_folder
from tests.helpers.window import SlowScriptedModel, drop, wait_indexed


def test_gui_thread_stays_responsive_while_indexing_and_streaming(
        qtbot, make_window, tmp_path: Path):
    folder = large_folder(tmp_path / "big")
    rng = random.Random(7)  # not a cycle of the same words: that is a loop, and is stopped
    words = [rng.choice(WORDS) for _ in range(700)]
    answer = " ".join(f"{w} [1]." if i % 12 == 11 else w
                      for i, w in enumerate(words)).replace("[1]. ", "[1].\n\n", 10)
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
