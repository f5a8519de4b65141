"""Quitting while a thread is still busy (a model server that never answers) exits cleanly:
Qt aborts a process that destroys a running QThread, which would look like a crash."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import textwrap
from pathlib import Path

# The real app's main(), with the window's shutdown wait cut from 15 s to 0.2 s so the probe
# of the silent server is still running when the window has closed.
SCRIPT = textwrap.dedent("""
    import sys
    from desktop_app.ui.services import Services
    wait = Services.shutdown
    Services.shutdown = lambda self, timeout_ms=15000: wait(self, 200)
    from desktop_app.app import main
    sys.exit(main(["--config-dir", sys.argv[1], "--data-dir", sys.argv[2]]))
""")


def test_closing_while_the_ollama_probe_hangs_exits_without_aborting(tmp_path: Path):
    silent = socket.socket()  # accepts connections (the kernel's backlog) and never answers
    silent.bind(("127.0.0.1", 0))
    silent.listen(8)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FOOTNOTE_EXIT_WHEN_SHOWN="1",
               OLLAMA_HOST=f"http://127.0.0.1:{silent.getsockname()[1]}")
    try:
        proc = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path / "config"),
                               str(tmp_path / "data")], env=env, capture_output=True, text=True,
                              timeout=120, cwd=Path(__file__).resolve().parents[2])
    finally:
        silent.close()
    assert "footnote-window-shown" in proc.stdout, proc.stderr
    assert "some work did not stop in time" in proc.stderr  # the scenario really happened
    assert proc.returncode == 0, proc.stderr
    assert "QThread: Destroyed while thread" not in proc.stderr


def test_work_a_finishing_job_asks_for_while_shutting_down_never_starts(qtbot):
    """A job's end often asks for more (new counts → a new watch list); at quit, that thread
    would be destroyed running ("QThread: Destroyed while thread … is still running")."""
    import threading

    from PySide6.QtWidgets import QApplication

    from desktop_app.ui.worker import Jobs

    jobs = Jobs()
    release, ran_later = threading.Event(), threading.Event()
    jobs.start(release.wait, 30, name="busy",
               on_finished=lambda: jobs.start(ran_later.set, name="asked-at-quit"))
    release.set()
    assert jobs.shutdown(10_000)
    assert not ran_later.wait(0.5) and not [j for j in jobs.running() if j.thread_running()]
    QApplication.processEvents()  # the ended thread's own signals, before the jobs go away
