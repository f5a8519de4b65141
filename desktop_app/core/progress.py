"""Indexing progress from the indexer's event stream: counts, throughput, ETA, wording (no Qt)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

FILE_DONE = ("file_indexed", "file_reused", "file_skipped", "file_failed")


def _duration(seconds: float | None) -> str:
    if seconds is None:
        return "…"
    seconds = max(0, int(seconds + 0.5))
    if seconds < 60:
        return f"{seconds} s"
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes} min {seconds:02d} s"
    return f"{minutes // 60} h {minutes % 60:02d} min"


@dataclass
class Progress:
    """One run's progress, fed event by event (``update``), read by the view."""

    kind: str = "index"
    phase: str = "scanning"  # scanning, indexing, embedding, done, cancelled
    found: int = 0
    total: int = 0
    done: int = 0
    indexed: int = 0
    reused: int = 0
    skipped: int = 0
    failed: int = 0
    chunks: int = 0
    current: str = ""
    activity: str = ""  # what the parser says about the current file ("reading scanned page 3 of 12")
    embedded: int = 0
    to_embed: int = 0
    chunks_per_s: float = 0.0
    eta_s: float | None = None
    summary: dict[str, Any] | None = None
    started: float = field(default_factory=time.monotonic)

    def update(self, event: dict[str, Any]) -> None:
        kind = event.get("kind")
        if kind == "scan_totals":
            self.found = event["files"]
        elif kind == "plan_totals":
            self.total = event["to_parse"] + event["reused"] + event["skipped"]
            self.to_embed = event.get("pending_vectors", 0)
            self.phase = "indexing"
        elif kind in ("file_started", "file_progress"):
            self.current = event["path"]
            self.activity = event.get("message", "")
        elif kind in FILE_DONE:
            if event["path"] == self.current:
                self.activity = ""
            self._file_done(kind, event)
        elif kind == "lexical_ready":
            self.current = ""
            if self.embedded < self.to_embed:
                self.phase = "embedding"
        elif kind == "embed_progress":
            self.embedded = event["embedded"]
            self.to_embed = event["embedded"] + event["pending"]
            self.chunks_per_s = event["chunks_per_s"]
            self.eta_s = event["eta_s"]
        elif kind == "summary":
            self.summary = event
            self.phase = "cancelled" if event.get("cancelled") else "done"
            self.current = ""

    def _file_done(self, kind: str, event: dict[str, Any]) -> None:
        self.done += 1
        self.chunks += event.get("chunks", 0)
        if kind == "file_indexed":  # new passages wait for vectors
            self.to_embed += event.get("chunks", 0)
        attr = kind.removeprefix("file_")
        setattr(self, attr, getattr(self, attr) + 1)

    @property
    def files_per_s(self) -> float:
        elapsed = time.monotonic() - self.started
        return self.done / elapsed if elapsed > 0.5 and self.done else 0.0

    @property
    def files_eta_s(self) -> float | None:
        rate = self.files_per_s
        return (self.total - self.done) / rate if rate else None

    def bar(self) -> tuple[int, int, str]:
        """(value, maximum, text) for the progress bar."""
        if self.phase in ("done", "cancelled"):
            s = self.summary or {}
            total = max(1, s.get("indexed", 0) + s.get("reused", 0) + s.get("skipped", 0)
                        + s.get("failed", 0))
            value = total if self.phase == "done" else min(self.done, total)
            return value, total, "Done" if self.phase == "done" else "Cancelled"
        if self.phase == "embedding":
            return self.embedded, max(1, self.to_embed), "%v / %m"
        if self.phase == "scanning":
            return 0, 0, "Looking for files…"
        return self.done, max(1, self.total), "%v / %m"

    def headline(self) -> str:
        if self.phase == "scanning":
            return "Looking for files…"
        if self.phase in ("done", "cancelled"):
            return self.summary_text()
        if self.phase == "embedding":
            return (f"Embedding passages for search by meaning: {self.embedded} / "
                    f"{self.to_embed} · {self.chunks_per_s:.0f}/s · ETA {_duration(self.eta_s)}")
        rate = self.files_per_s
        return (f"{self.done} / {self.total} files · {self.chunks} passages"
                + (f" · {rate:.1f} files/s · ETA {_duration(self.files_eta_s)}" if rate else ""))

    def current_text(self) -> str:
        """The current file's name, and what its parser is doing when it said so."""
        if not self.current:
            return ""
        from indexer.paths import display_name

        name = display_name(self.current)
        return f"{name} — {self.activity}" if self.activity else name

    def summary_text(self) -> str:
        s = self.summary or {}
        if not s:
            return ""
        parts = [f"{s['indexed']} indexed"]
        for key, word in (("reused", "reused"), ("unchanged", "unchanged"),
                          ("skipped", "skipped"), ("failed", "failed"), ("deleted", "removed")):
            if s.get(key):
                parts.append(f"{s[key]} {word}")
        text = (f"{'Cancelled' if s.get('cancelled') else 'Done'}: {s['files']} files — "
                + ", ".join(parts) + f" · {s['chunks_added']} passages added"
                + f" · {s['seconds']:.1f} s")
        if s.get("vectors_pending"):
            text += f" · {s['vectors_pending']} passages still to embed"
        return text
