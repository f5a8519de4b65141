"""The progress model's rate and ETA, from a synthetic event stream and an injected clock."""

from __future__ import annotations

from desktop_app.core.progress import Progress

MB = 1_000_000


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _plan(p: Progress, files: int, size: int, pending: int = 0) -> None:
    p.update({"kind": "scan_totals", "files": files, "bytes": size, "ignored": 0})
    p.update({"kind": "plan_totals", "to_parse": files, "to_parse_bytes": size, "unchanged": 0,
              "reused": 0, "skipped": 0, "deleted": 0, "pending_vectors": pending})


def _parse(p: Progress, clock: Clock, path: str, size: int, seconds: float) -> None:
    p.update({"kind": "file_started", "path": path, "index": 1, "total": 1, "bytes": size})
    clock.now += seconds
    p.update({"kind": "file_indexed", "path": path, "chunks": 3})


def test_eta_says_estimating_until_enough_is_measured_then_a_sane_figure():
    clock = Clock()
    p = Progress(clock=clock)
    _plan(p, 10, 10 * MB)
    assert p.headline().endswith("ETA estimating…")
    _parse(p, clock, "/d/a.txt", MB, 1.0)
    assert p.files_eta_s is None and "estimating…" in p.headline()  # one file, 1 s
    _parse(p, clock, "/d/b.txt", MB, 1.0)
    assert p.files_eta_s is None  # two files but only 2 s measured
    _parse(p, clock, "/d/c.txt", MB, 1.0)
    eta = p.files_eta_s
    assert eta is not None and 6.0 <= eta <= 8.0  # 7 MB left at 1 MB/s
    assert "1.0 MB/s · ETA 7 s" in p.headline()


def test_small_files_first_do_not_promise_a_short_eta_with_large_pdfs_to_go():
    clock = Clock()
    p = Progress(clock=clock)
    _plan(p, 102, 100 * 10_000 + 2 * 40 * MB)
    for i in range(100):  # a hundred small notes in 4 s
        _parse(p, clock, f"/d/note-{i}.txt", 10_000, 0.04)
    eta = p.files_eta_s
    assert eta is not None and eta > 60  # 80 MB of PDF at ~0.25 MB/s: minutes, not "1 s"
    # a big PDF in progress for a while, nothing finishing: the ETA grows, it never shrinks
    p.update({"kind": "file_started", "path": "/d/big.pdf", "index": 101, "total": 102,
              "bytes": 40 * MB})
    clock.now += 60
    later = p.files_eta_s
    assert later is not None and later > eta


def test_embedding_rate_is_smoothed_and_never_reads_zero_per_second():
    clock = Clock()
    p = Progress(clock=clock)
    _plan(p, 1, 10, pending=100)
    p.update({"kind": "lexical_ready", "chunks": 100})
    assert p.phase == "embedding"
    clock.now += 5
    p.update({"kind": "embed_progress", "batch": 2, "embedded": 2, "pending": 98,
              "chunks_per_s": 0.4, "eta_s": 245.0})
    assert "ETA estimating…" in p.headline()  # one batch: too early
    clock.now += 5
    p.update({"kind": "embed_progress", "batch": 2, "embedded": 4, "pending": 96,
              "chunks_per_s": 0.4, "eta_s": 240.0})
    text = p.headline()
    assert "0.4 passages/s" in text and "0/s" not in text.replace("0.4", "")
    assert p.embed_eta_s is not None and 200 <= p.embed_eta_s <= 300
