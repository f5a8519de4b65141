"""Running the benchmark's child processes: spawn, wait, RSS of the tree, the events they print."""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CHILD_TIMEOUT_S = 900


@dataclass
class ChildResult:
    """One child process: seconds from spawn to exit and to each event it printed."""

    argv: list[str]
    exit_s: float
    returncode: int
    events: dict[str, float] = field(default_factory=dict)
    done: dict[str, Any] = field(default_factory=dict)
    tree_peak_rss_mb: float = 0.0  # sampled: the process and all its children together
    stderr_tail: str = ""

    @property
    def ok(self) -> bool:
        return self.returncode == 0 and "done" in self.events


def log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", flush=True)


def child_env() -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), ANONYMIZED_TELEMETRY="False",
               TOKENIZERS_PARALLELISM="false")
    env.pop("VIRTUAL_ENV", None)
    return env


def run_child(argv: list[str], timeout: float = CHILD_TIMEOUT_S) -> ChildResult:
    """Run ``argv`` to its end, sampling the RSS of its process tree every 50 ms."""
    import psutil

    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        start = time.time()
        proc = subprocess.Popen(argv, cwd=ROOT, env=child_env(), stdout=out, stderr=err)
        peak = _watch(proc, psutil, start + timeout)
        exit_s = time.time() - start
        out.seek(0)
        err.seek(0)
        result = ChildResult(argv=argv, exit_s=exit_s, returncode=proc.returncode,
                             tree_peak_rss_mb=peak, stderr_tail=err.read()[-2000:])
        for line in out.read().splitlines():
            if line.startswith("{"):
                event = json.loads(line)
                result.events.setdefault(event["event"], event["t"] - start)
                if event["event"] == "done":
                    result.done = event
    return result


def _watch(proc: subprocess.Popen, psutil: Any, deadline: float) -> float:
    peak = 0.0
    try:
        parent = psutil.Process(proc.pid)
    except psutil.NoSuchProcess:
        parent = None
    while proc.poll() is None:
        if time.time() > deadline:
            proc.kill()
            proc.wait()
            break
        if parent is not None:
            peak = max(peak, _tree_rss_mb(parent, psutil))
        time.sleep(0.05)
    return peak


def _tree_rss_mb(parent: Any, psutil: Any) -> float:
    total = 0
    try:
        for p in [parent, *parent.children(recursive=True)]:
            try:
                total += p.memory_info().rss
            except psutil.Error:
                pass
    except psutil.Error:
        return 0.0
    return total / 2**20


def _await_event(out: Any, proc: subprocess.Popen, name: str, deadline: float,
                 other: subprocess.Popen | None = None) -> dict[str, dict[str, Any]]:
    """Events written so far to ``out`` once ``name`` is among them, ``proc`` ended, the
    deadline passed, or ``other`` ended 10 s ago (a searcher waits for ever otherwise)."""
    other_ended: float | None = None
    while True:
        out.seek(0)
        events = {e["event"]: e for e in (json.loads(line) for line in out.read().splitlines()
                                          if line.startswith("{"))}
        if name in events or proc.poll() is not None or time.time() > deadline:
            return events
        if other is not None and other.poll() is not None:
            other_ended = other_ended or time.time()
            if time.time() - other_ended > 10:
                return events
        time.sleep(0.02)


def run_script(argv: list[str], env: dict[str, str], timeout: float) -> tuple[int | None, str]:
    try:
        proc = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, ""
    return proc.returncode, proc.stdout + proc.stderr
