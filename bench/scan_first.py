"""Time until every file that is not a scan is searchable, with a long scanned PDF among them.

    python bench/scan_first.py [--pdfs DIR] [--scan-pages 40] [--notes 20] [--source TREE]

Copies the PDFs of DIR (default ../shared/data/real_pdfs) into a temporary folder beside a
generated image-only PDF of --scan-pages pages and --notes small text notes, then runs
``python -m indexer index --no-vectors`` of the ``--source`` tree (default: this project; an
unpacked ``git archive`` of an older commit measures the code before a change) while reading
library.sqlite every 0.2 s. Prints, in seconds from the start of the run: when every other file
was searchable, when the scan's first page was, and when the run ended.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(PROJECT))


def make_folder(root: Path, pdfs: Path, scan_pages: int, notes: int) -> Path:
    from tests.helpers.scans import scanned_pdf

    folder = root / "library"
    shutil.copytree(pdfs, folder / "reports")
    scanned_pdf(folder / "archive-scan.pdf",
                [[f"Archive page {n}", "Minutes of the parish council meeting",
                  f"Item {n}: the bridge repairs were discussed at length."]
                 for n in range(1, scan_pages + 1)])
    for n in range(notes):
        (folder / f"note-{n:02d}.txt").write_text(f"Note {n} about the garden plan.\n")
    return folder


def scan_passages(db: Path, scan: str) -> int:
    """Passages of the scan stored so far (0 while the library cannot be read)."""
    try:
        con = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=1)
        try:
            row = con.execute("SELECT chunk_count FROM files WHERE path = ?", (scan,)).fetchone()
        finally:
            con.close()
    except sqlite3.Error:
        return 0
    return row[0] if row else 0


def others_done(db: Path, scan: str) -> tuple[int, int, float]:
    """(files other than the scan, of them indexed, when the last of them was stored)."""
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        rows = con.execute("SELECT state, indexed_at FROM files WHERE path != ?",
                           (scan,)).fetchall()
    finally:
        con.close()
    return len(rows), sum(state == "indexed" for state, _ in rows), max(t for _, t in rows)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pdfs", type=Path, default=PROJECT.parent / "shared/data/real_pdfs")
    ap.add_argument("--scan-pages", type=int, default=40)
    ap.add_argument("--notes", type=int, default=20)
    ap.add_argument("--source", type=Path, default=PROJECT)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        folder = make_folder(root, args.pdfs, args.scan_pages, args.notes)
        data = root / "data"
        scan = str(folder / "archive-scan.pdf")
        env = {**os.environ, "PYTHONPATH": str(args.source)}
        started, wall = time.monotonic(), time.time()
        run = subprocess.Popen([sys.executable, "-m", "indexer", "--data-dir", str(data), "index",
                                str(folder), "--no-vectors", "--quiet"], cwd=args.source, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        scan_at = None
        while run.poll() is None:
            if scan_at is None and scan_passages(data / "library.sqlite", scan):
                scan_at = time.monotonic() - started
            time.sleep(0.2)
        ended = time.monotonic() - started
        files, indexed, last = others_done(data / "library.sqlite", scan)
        passages = scan_passages(data / "library.sqlite", scan)
        scan_at = scan_at if scan_at is not None else (ended if passages else None)
        print(f"source: {args.source}")
        print(f"{files} other files ({indexed} indexed), a {args.scan_pages}-page scan "
              f"({passages} passages)")
        print(f"every other file done (searchable, or skipped with its reason): "
              f"{last - wall:.1f} s")
        print(f"the scan's first passages searchable: "
              f"{'never' if scan_at is None else f'{scan_at:.1f} s'}")
        print(f"run ended: {ended:.1f} s")
        out = run.stdout.read() if run.stdout else ""
        if run.returncode:
            print(out[-2000:])


if __name__ == "__main__":
    main()
