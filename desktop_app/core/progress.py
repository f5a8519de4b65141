"""Indexing progress from the indexer's event stream: counts, throughput, ETA, wording (no Qt)."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from desktop_app.wording import from_indexer, number, tr
from indexer import display_name

FILE_DONE = ("file_indexed", "file_reused", "file_skipped", "file_failed")
SMOOTHING_S = 20.0  # the rate's memory: samples older than this weigh less than 1/e
MIN_MEASURED_S = 3.0  # no ETA before this long of measuring…
MIN_FILES = 2  # …and at least this many parsed files (or MIN_FRACTION of the bytes)
MIN_FRACTION = 0.05
MIN_BATCHES = 2  # embedding: batches measured before an ETA is shown
TOLERANCE = 1.25  # the shown ETA follows estimates that disagree with it by more than this…
ETA_DOUBLING_S = 60.0  # …by at most x2 a minute (beyond the time passing)


class SteadyEta:
    """The ETA as shown: it counts down with the clock, and follows new estimates only when
    they disagree with it by more than ``TOLERANCE``, and then by at most x2 a minute. With
    estimates from the run's average rate (``Rate.eta_s``), a large file or a burst of small
    ones leaves it counting down; a rate that really changed is followed."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self._clock = clock
        self._shown: float | None = None
        self._at = 0.0

    def show(self, estimate: float | None) -> float | None:
        """The figure to show for ``estimate`` (None: not known yet, or not right now)."""
        now = self._clock()
        if self._shown is None:
            if estimate is not None:
                self._shown, self._at = estimate, now
            return self._shown
        elapsed = now - self._at
        counted_down = max(1.0, self._shown - elapsed)
        if estimate is not None and not (
                counted_down / TOLERANCE <= estimate <= counted_down * TOLERANCE):
            # down: x2 a minute faster than the clock; up: x2 a minute from the figure before
            # the clock took its due (so even "1 s" can grow back when much is left)
            limit = 2.0 ** (elapsed / ETA_DOUBLING_S)
            counted_down = min(max(estimate, counted_down / limit), self._shown * limit)
        self._shown, self._at = counted_down, now
        return counted_down


class Rate:
    """A smoothed rate (units per second, EWMA over time) and the ETA it gives.

    Fed with cumulative totals (``sample(done)``); time passing without progress lowers the
    rate, so a long file in progress makes the ETA grow instead of sticking at "1 s".
    """

    def __init__(self, clock: Callable[[], float], smoothing_s: float = SMOOTHING_S) -> None:
        self._clock = clock
        self._tau = smoothing_s
        self.started: float | None = None
        self._t = 0.0
        self._done = self._done_at_start = 0.0
        self._rate: float | None = None
        self.samples = 0

    def start(self, done: float = 0.0) -> None:
        if self.started is None:
            self.started = self._t = self._clock()
            self._done = self._done_at_start = done

    def sample(self, done: float) -> None:
        """The cumulative amount done now."""
        self.start()
        now = self._clock()
        dt = now - self._t
        if dt <= 0:
            return
        self._rate = self._blend(self._rate, (done - self._done) / dt, dt)
        self._t, self._done = now, done
        self.samples += 1

    def _blend(self, old: float | None, new: float, dt: float) -> float:
        if old is None:
            return max(0.0, new)
        weight = 1.0 - math.exp(-dt / self._tau)
        return max(0.0, old + weight * (new - old))

    def measured_s(self) -> float:
        return 0.0 if self.started is None else self._clock() - self.started

    def per_s(self) -> float:
        """The rate now, counting the time since the last sample as time without progress
        once it is longer than the rate predicts for the next step."""
        if self._rate is None:
            return 0.0
        idle = self._clock() - self._t
        return self._blend(self._rate, 0.0, idle) if idle > 1.0 else self._rate

    def average_per_s(self) -> float:
        """The rate over the whole measurement so far: what an ETA goes by (the smoothed rate
        follows every large file and burst of small ones; the run's work is a mix of both)."""
        measured = self.measured_s()
        return (self._done - self._done_at_start) / measured if measured > 0 else 0.0

    def eta_s(self, remaining: float) -> float | None:
        rate = self.average_per_s()
        return remaining / rate if rate > 0 else None


# The texts below keep a no-break space (\u00a0) where "2 min 05 s" or "ETA 7 s" must not
# break across lines.
def _eta(seconds: float | None) -> str:
    return tr("ETA\u00a0{duration}").format(
        duration=tr("estimating…") if seconds is None else _duration(seconds))


def _passages_per_s(rate: float) -> str:
    return tr("{rate}\u00a0passages/s").format(rate=number(rate, 1 if rate < 10 else 0))


def _mb_per_s(rate: float) -> str:
    mb = rate / 1e6
    return tr("{speed}\u00a0MB/s").format(speed=number(mb, 2 if mb < 1 else 1))


def scan_text(event: dict[str, Any]) -> str:
    """"scanned page 120 of 400 · 35 min 10 s left" (the window's words for a ScanProgress)."""
    read, total = event["read"], event["total"]
    if event.get("held"):
        return tr("scanned page {read} of {total} — the OCR page limit keeps the rest "
                  "(Files ▸ Read all scanned pages)").format(read=number(read), total=number(total))
    left = event.get("seconds_left")
    if left is None or read >= total:
        return tr("scanned page {read} of {total}").format(read=number(read), total=number(total))
    return tr("scanned page {read} of {total} · {duration} left").format(
        read=number(read), total=number(total), duration=_duration(left))


def duration_text(seconds: float | None) -> str:
    """"7 s", "2 min 05 s", "1 h 04 min": a duration as people read it (no line breaks)."""
    return _duration(seconds)


def _duration(seconds: float | None) -> str:
    if seconds is None:
        return "…"
    seconds = max(0, int(seconds + 0.5))
    if seconds < 60:
        return tr("{seconds}\u00a0s").format(seconds=seconds)
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return tr("{minutes}\u00a0min {seconds:02d}\u00a0s").format(minutes=minutes,
                                                                   seconds=seconds)
    return tr("{hours}\u00a0h {minutes:02d}\u00a0min").format(hours=minutes // 60,
                                                             minutes=minutes % 60)


@dataclass
class Progress:
    """One run's progress, fed event by event (``update``), read by the view."""

    kind: str = "index"
    phase: str = "scanning"  # scanning, indexing, reading scans, embedding, done, cancelled
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
    clock: Callable[[], float] = time.monotonic
    started: float = -1.0
    bytes_total: int = 0  # bytes of the files this run parses
    bytes_done: int = 0
    parsed: int = 0  # files of those done
    _sizes: dict[str, int] = field(default_factory=dict, repr=False)
    _bytes_rate: Rate = field(init=False, repr=False)  # bytes of files parsed per second
    _embed_rate: Rate = field(init=False, repr=False)  # passages embedded per second
    _steady: SteadyEta = field(init=False, repr=False)  # the run's ETA as shown

    def __post_init__(self) -> None:
        if self.started < 0:
            self.started = self.clock()
        self._bytes_rate = Rate(self.clock)
        self._embed_rate = Rate(self.clock)
        self._steady = SteadyEta(self.clock)

    def update(self, event: dict[str, Any]) -> None:
        kind = event.get("kind")
        if kind == "scan_totals":
            self.found = event["files"]
        elif kind == "plan_totals":
            self.total = event["to_parse"] + event["reused"] + event["skipped"]
            self.to_embed = event.get("pending_vectors", 0)
            self.bytes_total = event.get("to_parse_bytes", 0)
            self.phase = "indexing"
            self._bytes_rate.start()
            self._embed_rate.start()  # vectors fill in alongside the parsing
        elif kind in ("file_started", "file_progress"):
            self.current = event["path"]
            self.activity = event.get("message", "")
            if kind == "file_started":
                self._sizes[event["path"]] = event.get("bytes", 0)
        elif kind in FILE_DONE:
            if event["path"] == self.current:
                self.activity = ""
            self._file_done(kind, event)
        elif kind == "scan_progress":  # after every other file: the scanned pages, with OCR
            self.current = event["path"]
            self.activity = scan_text(event)
            if self.phase == "indexing":
                self.phase = "reading scans"
        elif kind == "lexical_ready":
            self.current = ""
            if self.embedded < self.to_embed:
                self.phase = "embedding"
        elif kind == "embed_progress":
            self._embed_rate.start(self.embedded)
            self.embedded = event["embedded"]
            self.to_embed = event["embedded"] + event["pending"]
            self._embed_rate.sample(self.embedded)
            self.chunks_per_s = self._embed_rate.per_s()
            self.eta_s = self.embed_eta_s
        elif kind == "summary":
            self.summary = event
            self.phase = "cancelled" if event.get("cancelled") else "done"
            self.current = ""

    def _file_done(self, kind: str, event: dict[str, Any]) -> None:
        self.done += 1
        self.chunks += event.get("chunks", 0)
        if kind == "file_indexed":  # new passages wait for vectors
            self.to_embed += event.get("chunks", 0)
        if event["path"] in self._sizes:  # a file this run parsed (not reused or skipped early)
            self.parsed += 1
            self.bytes_done += self._sizes.pop(event["path"])
            self._bytes_rate.sample(self.bytes_done)
        attr = kind.removeprefix("file_")
        setattr(self, attr, getattr(self, attr) + 1)

    @property
    def bytes_per_s(self) -> float:
        """Smoothed parsing speed in bytes of files per second (0 until measured)."""
        return self._bytes_rate.per_s()

    @property
    def files_eta_s(self) -> float | None:
        """Seconds until every file is parsed, from the bytes still to parse; None while
        too little has been measured to say (see ``estimating``)."""
        if self.estimating:
            return None
        return self._bytes_rate.eta_s(max(0, self.bytes_total - self.bytes_done))

    @property
    def estimating(self) -> bool:
        """Too early for an ETA: < 3 s measured, or < 2 files and < 5 % of the bytes parsed."""
        r = self._bytes_rate
        enough = self.parsed >= MIN_FILES or (
            self.bytes_total and self.bytes_done >= MIN_FRACTION * self.bytes_total)
        return r.measured_s() < MIN_MEASURED_S or not enough or r.per_s() <= 0

    @property
    def embed_eta_s(self) -> float | None:
        return self._embed_eta(self.to_embed)

    def _embed_eta(self, to_embed: float) -> float | None:
        r = self._embed_rate
        if r.measured_s() < MIN_MEASURED_S or r.samples < MIN_BATCHES:
            return None
        return r.eta_s(max(0.0, to_embed - self.embedded))

    @property
    def expected_passages(self) -> float:
        """Passages the run will have to embed: those known, plus the files still to parse
        at the passages per byte of the files parsed so far."""
        if self.phase != "indexing" or self.bytes_done <= 0:
            return float(self.to_embed)
        per_byte = self.chunks / self.bytes_done
        return self.to_embed + per_byte * max(0, self.bytes_total - self.bytes_done)

    @property
    def run_eta_s(self) -> float | None:
        """Seconds until the whole run is done: parsing and the embedding that runs alongside
        it (the later of the two); None while either cannot be told yet."""
        if self.phase == "embedding":
            return self.embed_eta_s
        if self.phase != "indexing":
            return None
        parsing = self.files_eta_s if self.bytes_total > 0 else 0.0
        if self.expected_passages <= self.embedded:
            return parsing
        embedding = self._embed_eta(self.expected_passages)
        if parsing is None or embedding is None:
            return None
        return max(parsing, embedding)

    def shown_eta_s(self) -> float | None:
        """The run's ETA as shown: steady (see ``SteadyEta``)."""
        return self._steady.show(self.run_eta_s)

    def fraction(self) -> float:
        """How much of the run's work is done, 0..1: the files read and, when passages are
        to be embedded, their vectors (half each)."""
        files = self.done / self.total if self.total else 1.0
        expected = self.expected_passages
        if expected <= 0:
            return min(1.0, files)
        return min(1.0, (files + min(1.0, self.embedded / expected)) / 2)

    def bar(self) -> tuple[int, int, str]:
        """(value, maximum, text) for the progress bar: one bar for the whole run (files,
        then the passages' vectors), never restarting at 0."""
        if self.phase == "done":
            s = self.summary or {}
            total = max(1, s.get("indexed", 0) + s.get("reused", 0) + s.get("skipped", 0)
                        + s.get("failed", 0))
            return total, total, tr("Done")
        if self.phase == "cancelled":  # as far as it got, not a full bar
            return round(1000 * self.fraction()), 1000, tr("Cancelled")
        if self.phase == "scanning":
            return 0, 0, tr("Looking for files…")
        if self.to_embed <= 0 and self.embedded <= 0:  # %v, %m: QProgressBar's value, maximum
            return self.done, max(1, self.total), tr("%v / %m files")
        return round(1000 * self.fraction()), 1000, "%p%"

    def headline(self) -> str:
        if self.phase == "scanning":
            return tr("Looking for files…")
        if self.phase in ("done", "cancelled"):
            return self.summary_text()
        eta = self.shown_eta_s()
        if self.phase == "embedding":
            if eta is None:
                return tr("Files read; embedding passages for search by meaning: {embedded} / "
                          "{total} · {eta}").format(embedded=number(self.embedded), total=number(self.to_embed),
                                                    eta=_eta(eta))
            return tr("Files read; embedding passages for search by meaning: {embedded} / "
                      "{total} · {speed} · {eta}").format(
                embedded=number(self.embedded), total=number(self.to_embed),
                speed=_passages_per_s(self._embed_rate.per_s()), eta=_eta(eta))
        if self.phase == "reading scans":
            return tr("Every file's text is searchable; reading scanned pages with OCR: "
                      "{current}").format(current=self.current_text())
        if self.embedded:
            text = tr("{done} / {total} files · {passages} passages ({embedded} embedded)").format(
                done=number(self.done), total=number(self.total), passages=number(self.chunks),
                embedded=number(self.embedded))
        else:
            text = tr("{done} / {total} files · {passages} passages").format(
                done=number(self.done), total=number(self.total), passages=number(self.chunks))
        if self.bytes_total <= 0 or self.phase != "indexing":
            return text
        speed = "" if self.files_eta_s is None else f" · {_mb_per_s(self.bytes_per_s)}"
        return text + f"{speed} · {_eta(eta)}"

    def current_text(self) -> str:
        """The current file's name, and what its parser is doing when it said so."""
        if not self.current:
            return ""
        name = display_name(self.current)
        return f"{name} — {self.activity}" if self.activity else name

    def summary_text(self) -> str:
        s = self.summary or {}
        if not s:
            return ""
        parts = [tr("{count} indexed").format(count=number(s["indexed"]))]
        for key, words in _counted().items():
            if s.get(key):
                parts.append(words.format(count=number(s[key])))
        done = (tr("Cancelled: {files} files — {counts} · {passages} passages added · {duration}")
                if s.get("cancelled") else
                tr("Done: {files} files — {counts} · {passages} passages added · {duration}"))
        text = done.format(files=number(s["files"]), counts=", ".join(parts),
                           passages=number(s["chunks_added"]), duration=_duration(s["seconds"]))
        if s.get("vectors_pending"):
            text += " · " + tr("{count} passages still to embed").format(
                count=number(s["vectors_pending"]))
        for held in s.get("held_removals") or []:
            text += " · " + tr("{folder} {reason} (the folder's menu ▸ Drop files no longer "
                               "there)").format(folder=display_name(held["root"]),
                                                reason=from_indexer(held["reason"]))
        if s.get("exclusion_rules"):  # folders are never entered: their files are not counted
            files, folders, rules = (s.get("excluded_files", 0), s.get("excluded_folders", 0),
                                     s["exclusion_rules"])
            text += f" · {excluded_words(files, folders, rules)}"
        return text


def _counted() -> dict[str, str]:
    """A run's summary counts beyond the files indexed, in its words (``{count}``)."""
    return {"reused": tr("{count} reused"), "unchanged": tr("{count} unchanged"),
            "skipped": tr("{count} skipped"), "failed": tr("{count} failed"),
            "deleted": tr("{count} removed")}


def excluded_words(files: int, folders: int, rules: int) -> str:
    """E.g. "12 files and 1 folder excluded by 3 rules"; zero counts are left out (files in
    an excluded folder are not counted: it is never entered)."""
    counted = ([tr("%n file(s)", n=files)] if files else []) + \
        ([tr("%n folder(s)", n=folders)] if folders else [])
    what = (tr("{files} and {folders}").format(files=counted[0], folders=counted[1])
            if len(counted) == 2 else counted[0] if counted else tr("nothing", "excluded"))
    return tr("{what} excluded by %n rule(s)", n=rules).format(what=what)
