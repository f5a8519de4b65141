"""A parser's time budget is CPU time growing with the pages; failed files are retried with backoff."""

from __future__ import annotations

import io
import sqlite3
import time
from pathlib import Path

from desktop_app.core.progress import Progress
from indexer.base.settings import IndexSettings
from indexer.cli.main import ProgressBar, main
from indexer.ingest.loaders.base import load_options, report_pages, report_progress
from indexer.ingest.parsing import ParseOutcome, parse_file
from indexer.ingest.retry import SCANNED_REASON
from indexer.store.library import Library
from indexer.store.manifest import Manifest
from tests.helpers import kinds, run_index, summary_of

# Parser hooks: module-level so the spawned parser processes can import them.


def _burn_cpu(seconds: float) -> None:
    start = time.process_time()
    while time.process_time() - start < seconds:
        pass


def sleepy_parse(path: str, chunk_size: int, chunk_overlap: int) -> ParseOutcome:
    """Slow in real time, idle on CPU (waiting for a slow disk, say)."""
    if "sleepy" in Path(path).name:
        time.sleep(2.5)
    return parse_file(path, chunk_size, chunk_overlap)


def burning_parse(path: str, chunk_size: int, chunk_overlap: int) -> ParseOutcome:
    """Never finishes on *burn* files, and uses a full CPU core meanwhile."""
    if "burn" in Path(path).name:
        _burn_cpu(3600)
    return parse_file(path, chunk_size, chunk_overlap)


def paged_parse(path: str, chunk_size: int, chunk_overlap: int) -> ParseOutcome:
    """Spends 2 CPU-s on *long* files; the *paged* ones say first that they have 10 pages."""
    name = Path(path).name
    if "paged" in name:
        report_pages(10)
    if "long" in name:
        _burn_cpu(2)
    return parse_file(path, chunk_size, chunk_overlap)


def flaky_parse(path: str, chunk_size: int, chunk_overlap: int) -> ParseOutcome:
    """Exceeds its budget on a *flaky* file's first attempt only (a marker beside the folder)."""
    marker = Path(path).parent.parent / f"{Path(path).name}.tried"
    if "flaky" in Path(path).name and not marker.exists():
        marker.touch()
        _burn_cpu(3600)
    return parse_file(path, chunk_size, chunk_overlap)


def chatty_parse(path: str, chunk_size: int, chunk_overlap: int) -> ParseOutcome:
    """Reports its pages and what it is doing, like the PDF loader on a scanned file."""
    report_pages(2)
    report_progress(f"reading scanned page 1 of 2 (ocr {'on' if load_options().ocr else 'off'})")
    report_progress("reading scanned page 2 of 2")
    return parse_file(path, chunk_size, chunk_overlap)


def scanned_parse(path: str, chunk_size: int, chunk_overlap: int) -> ParseOutcome:
    """*scan* files have no text layer, and OCR finds nothing in them either."""
    if "scan" in Path(path).name:
        return ParseOutcome("skipped", "text", reason=SCANNED_REASON)
    return parse_file(path, chunk_size, chunk_overlap)


def small_budget(**overrides: float) -> IndexSettings:
    values = {"file_time_budget_s": 1.0, "page_time_budget_s": 0.5, "wall_time_factor": 10.0,
              **overrides}
    return IndexSettings(parse_workers=1, **values)  # type: ignore[arg-type]


def reasons(summary: dict) -> dict[str, str]:
    return {Path(p["path"]).name: p["reason"] for p in summary["problems"]}


def test_a_parser_waiting_longer_than_its_cpu_budget_is_not_failed(tmp_path, embedder, docs):
    (docs / "sleepy.txt").write_text("Slow disk, healthy file.\n", encoding="utf-8")
    with Library(tmp_path / "lib", small_budget(wall_time_factor=4)) as library:
        summary = summary_of(run_index(library, embedder, [docs], parse_fn=sleepy_parse))
    assert summary["failed"] == 0 and summary["indexed"] == 4


def test_a_parser_burning_cpu_beyond_its_budget_is_failed_with_the_reason(tmp_path, embedder, docs):
    (docs / "burn.txt").write_text("This parse never ends.\n", encoding="utf-8")
    with Library(tmp_path / "lib", small_budget()) as library:
        summary = summary_of(run_index(library, embedder, [docs], parse_fn=burning_parse))
        row = library.manifest.files()[str(docs / "burn.txt")]
    assert reasons(summary)["burn.txt"] == (
        "parser stopped after 1 s of CPU time (time budget) — will retry on the next run")
    assert summary["failed"] == 1 and summary["indexed"] == 3
    assert row.state == "failed" and row.attempts == 1 and row.retry_after is not None


def test_the_page_count_raises_the_budget(tmp_path, embedder, docs):
    (docs / "long-paged.txt").write_text("Ten pages of work.\n", encoding="utf-8")
    (docs / "long.txt").write_text("Same work, no page count.\n", encoding="utf-8")
    with Library(tmp_path / "lib", small_budget()) as library:
        summary = summary_of(run_index(library, embedder, [docs], parse_fn=paged_parse))
    assert set(reasons(summary)) == {"long.txt"}  # 2 CPU-s > 1 s; < 1 s + 10 × 0.5 s
    assert "time budget" in reasons(summary)["long.txt"]
    assert summary["indexed"] == 4


def test_a_budget_failure_is_retried_on_the_next_run(tmp_path, embedder, docs):
    (docs / "flaky.txt").write_text("Indexed at the second attempt.\n", encoding="utf-8")
    with Library(tmp_path / "lib", small_budget()) as library:
        first = summary_of(run_index(library, embedder, [docs], parse_fn=flaky_parse))
        second = summary_of(run_index(library, embedder, [docs], parse_fn=flaky_parse))
        row = library.manifest.files()[str(docs / "flaky.txt")]
    assert first["failed"] == 1 and "will retry on the next run" in reasons(first)["flaky.txt"]
    assert second["indexed"] == 1 and second["unchanged"] == 3 and second["failed"] == 0
    assert row.state == "indexed" and row.attempts == 0 and row.retry_after is None


def test_a_second_failure_waits_before_the_next_try(tmp_path, embedder, docs, capsys):
    (docs / "burn.txt").write_text("This parse never ends.\n", encoding="utf-8")
    data = tmp_path / "lib"
    with Library(data, small_budget()) as library:
        run_index(library, embedder, [docs], parse_fn=burning_parse)
        second = summary_of(run_index(library, embedder, [docs], parse_fn=burning_parse))
        third = summary_of(run_index(library, embedder, [docs], parse_fn=burning_parse))
        row = library.manifest.files()[str(docs / "burn.txt")]
    assert second["failed"] == 1 and "will retry after" in reasons(second)["burn.txt"]
    assert third["unchanged"] == 4 and third["failed"] == 0  # not tried again yet
    assert row.attempts == 2 and row.retry_after is not None
    assert 3500 < row.retry_after - time.time() <= 3600
    capsys.readouterr()
    assert main(["--data-dir", str(data), "status"]) == 0
    status = capsys.readouterr().out
    assert "will retry after" in status and "burn.txt" in status


def test_progress_messages_reach_the_stream_and_loaders_get_their_options(tmp_path, embedder, docs):
    with Library(tmp_path / "lib", small_budget(ocr=False)) as library:
        events = run_index(library, embedder, [docs / "notes.md"], parse_fn=chatty_parse)
    path = str(docs / "notes.md")
    assert [(e["path"], e["message"]) for e in kinds(events, "file_progress")] == [
        (path, "reading scanned page 1 of 2 (ocr off)"), (path, "reading scanned page 2 of 2")]
    order = [e["kind"] for e in events if e.get("path") == path]
    assert order == ["file_started", "file_progress", "file_progress", "file_indexed"]

    until_progress = events[:events.index(kinds(events, "file_progress")[-1]) + 1]
    bar = ProgressBar(io.StringIO(), enabled=True)
    window = Progress()
    for event in until_progress:
        bar.last = 0.0  # redraw on every event, not at most every 0.1 s
        bar.update(event)
        window.update(event)
    out = bar.out.getvalue()  # type: ignore[attr-defined]
    assert "notes.md — reading scanned page 2 of 2" in out
    assert window.current_text() == "notes.md — reading scanned page 2 of 2"


def test_scanned_files_are_read_again_once_when_ocr_is_switched_on(tmp_path, embedder, docs):
    (docs / "scan.txt").write_text("(an image of text)\n", encoding="utf-8")
    data = tmp_path / "lib"

    def run(ocr: bool) -> dict:
        with Library(data, small_budget(ocr=ocr)) as library:
            return summary_of(run_index(library, embedder, [docs], parse_fn=scanned_parse))

    assert reasons(run(ocr=False)) == {"scan.txt": SCANNED_REASON}
    assert run(ocr=False)["unchanged"] == 4
    assert reasons(run(ocr=True)) == {"scan.txt": SCANNED_REASON}  # read again with OCR
    assert run(ocr=True)["unchanged"] == 4  # OCR found nothing either: not again and again


def test_an_older_library_gains_the_retry_columns(tmp_path):
    path = tmp_path / "library.sqlite"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE files (path TEXT PRIMARY KEY, root TEXT NOT NULL,"
               " rel_path TEXT NOT NULL, file_type TEXT NOT NULL DEFAULT '', size INTEGER NOT NULL,"
               " mtime_ns INTEGER NOT NULL, content_hash TEXT, content_key TEXT, state TEXT NOT NULL,"
               " reason TEXT NOT NULL DEFAULT '', chunk_count INTEGER NOT NULL DEFAULT 0,"
               " indexed_at REAL NOT NULL)")
    db.executemany("INSERT INTO files VALUES (?,'/d',?,'pdf',1,1,NULL,NULL,?,?,0,0)",
                   [("/d/scan.pdf", "scan.pdf", "skipped", SCANNED_REASON),
                    ("/d/bad.pdf", "bad.pdf", "failed", "parser crashed (exit code -11)")])
    db.commit()
    db.close()
    manifest = Manifest(path)
    try:
        rows = manifest.files()
    finally:
        manifest.close()
    assert rows["/d/scan.pdf"].retry_after == 0 and rows["/d/scan.pdf"].attempts == 0
    assert rows["/d/bad.pdf"].retry_after == 0  # failed before retries existed: tried again
