"""The line protocol between `python -m bench` and its child processes (stdlib only: both venvs)."""

from __future__ import annotations

import json
import resource
import sys
import time
from collections.abc import Callable
from typing import Any

TEXT_SUFFIXES = (".txt", ".md", ".html", ".py")  # the generated corpus's text types


def emit(event: str, **fields: Any) -> None:
    """One JSON line on stdout, stamped with the wall clock the parent started the child by."""
    print(json.dumps({"event": event, "t": time.time(), **fields}), flush=True)


def peak_rss_mb() -> dict[str, float]:
    """This process's peak RSS and its largest waited-for child's (Linux: KiB)."""
    return {"self_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
            "children_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024}


def latencies_ms(queries: list[str], run: Callable[[str], Any]) -> list[float]:
    """Milliseconds per call of ``run(query)``; each call must return at least one result."""
    out = []
    for query in queries:
        t0 = time.perf_counter()
        found = run(query)
        out.append((time.perf_counter() - t0) * 1000)
        if not found:
            raise SystemExit(f"no result for {query!r}")
    return out


def run_mode(modes: dict[str, Callable[..., None]]) -> None:
    """Every child is ``script MODE ARG…``: call ``modes[MODE](*ARGS)``."""
    if len(sys.argv) < 2 or sys.argv[1] not in modes:
        raise SystemExit(f"usage: script {{{','.join(modes)}}} ARG…")
    modes[sys.argv[1]](*sys.argv[2:])
