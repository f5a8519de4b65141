"""PDF text extraction, old (pypdf) vs new (PDFium + OCR + pypdf fallback), on real files.

    python bench/pdf_bench.py [--quick] [--ocr | --no-ocr] [--timeout 300] [--new-only]
                              [--corpus real_pdfs|robustness]

Every file is parsed in a child process (3 GB address-space cap, as in the indexer) that is
killed and replaced when a file exceeds --timeout, so a hang cannot stop the bench. Prints one
table per corpus: files, pages read (Documents returned), characters, seconds, pages/s,
skip/failure reasons, OCR'd pages; then the files only one of the two paths reads.
"""

from __future__ import annotations

import argparse
import logging
import multiprocessing as mp
import resource
import sys
import time
import warnings
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import BinaryIO

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from langchain_core.documents import Document  # noqa: E402
from pypdf import PasswordType, PdfReader  # noqa: E402

from indexer.ingest.loaders.base import SkipFile  # noqa: E402
from indexer.ingest.loaders.errors import short_reason, unreadable  # noqa: E402
from indexer.ingest.loaders.text import normalize  # noqa: E402

# pypdf logs (even at ERROR level) every defect it recovered from; failures raise instead
logging.getLogger("pypdf").setLevel(logging.CRITICAL)

DATA = ROOT.parent / "shared" / "data"
CORPORA = {"real_pdfs": DATA / "real_pdfs", "robustness": DATA / "robustness"}
MEMORY_CAP = 3 * 1024**3
QUICK_FILES = 12  # per corpus, spread over its sorted file list


# --- the old path, exactly as indexer/ingest/loaders/pdf.py had it before PDFium -------------------


def old_load_pdf(path: Path) -> list[Document]:
    with path.open("rb") as stream, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reader = _old_open(stream)
        return _old_extract_pages(reader)


def _old_open(stream: BinaryIO) -> PdfReader:
    """A PdfReader ready to extract text: decrypted with the empty password if needed."""
    try:
        reader = PdfReader(stream, strict=False)
        encrypted = reader.is_encrypted
    except Exception as exc:  # pypdf raises anything on malformed files
        raise unreadable("PDF", exc) from exc
    if encrypted:
        _old_decrypt_with_empty_password(reader)
    return reader


def _old_decrypt_with_empty_password(reader: PdfReader) -> None:
    try:
        result = reader.decrypt("")
    except NotImplementedError as exc:
        raise SkipFile(f"unsupported PDF encryption: {short_reason(exc)}") from exc
    except Exception as exc:
        raise unreadable("PDF", exc) from exc
    if result == PasswordType.NOT_DECRYPTED:
        raise SkipFile("password protected")


def _old_extract_pages(reader: PdfReader) -> list[Document]:
    """Pages with text, in order; a failing page is skipped, a failing page tree is fatal."""
    try:
        count = len(reader.pages)
    except Exception as exc:
        raise unreadable("PDF", exc) from exc
    if count == 0:
        raise SkipFile("PDF has no pages")
    docs: list[Document] = []
    first_error: Exception | None = None
    for index in range(count):
        try:
            text = normalize(reader.pages[index].extract_text() or "")
        except Exception as exc:
            first_error = first_error or exc
            continue
        if text.strip():
            docs.append(Document(page_content=text, metadata={"page": index + 1}))
    if docs:
        return docs
    if first_error is not None:
        raise unreadable("PDF", first_error) from first_error
    raise SkipFile("no text layer — scanned?")


# --- one file in a child process -----------------------------------------------------------


@dataclass
class Result:
    status: str = "ok"  # ok | skipped | failed
    reason: str = ""
    pages: int = 0
    chars: int = 0
    seconds: float = 0.0
    ocr_pages: int = 0
    ocr_seconds: float = 0.0


def _worker(conn: Connection, ocr_on: bool) -> None:
    try:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
    except (ValueError, OSError):
        pass
    from indexer.ingest.loaders import ocr, pdf
    from indexer.ingest.loaders.base import LoadOptions, set_load_options

    set_load_options(LoadOptions(ocr=ocr_on))
    ocr_clock = [0.0]
    read_image = ocr.read_image

    def timed_read_image(image):  # noqa: ANN001, ANN202
        started = time.perf_counter()
        try:
            return read_image(image)
        finally:
            ocr_clock[0] += time.perf_counter() - started

    ocr.read_image = timed_read_image
    conn.send("ready")
    while (job := conn.recv()) is not None:
        mode, path = job
        ocr_clock[0] = 0.0
        conn.send(_measure(pdf.load_pdf if mode == "new" else old_load_pdf, Path(path), ocr_clock))


def _measure(load, path: Path, ocr_clock: list[float]) -> Result:  # noqa: ANN001
    from indexer.ingest.loaders.pdf import OCR_SECTION

    started = time.perf_counter()
    try:
        docs = load(path)
    except SkipFile as exc:
        return Result("skipped", str(exc), seconds=time.perf_counter() - started)
    except MemoryError:
        return Result("failed", "out of memory", seconds=time.perf_counter() - started)
    except Exception as exc:  # noqa: BLE001 - a loader bug is a result here
        return Result("failed", f"{type(exc).__name__}: {exc}"[:80], seconds=time.perf_counter() - started)
    seconds = time.perf_counter() - started
    docs = [doc for doc in docs if doc.page_content.strip()]
    ocr_pages = sum(1 for doc in docs if doc.metadata.get("section") == OCR_SECTION)
    if not docs:
        return Result("skipped", "no text found", seconds=seconds)
    return Result(
        pages=len(docs),
        chars=sum(len(doc.page_content) for doc in docs),
        seconds=seconds,
        ocr_pages=ocr_pages,
        ocr_seconds=ocr_clock[0],
    )


class Child:
    """A worker process; replaced when a file takes longer than the timeout."""

    def __init__(self, ocr_on: bool) -> None:
        self.ocr_on = ocr_on
        self._start()

    def _start(self) -> None:
        ctx = mp.get_context("spawn")
        self.conn, child_conn = ctx.Pipe()
        self.process = ctx.Process(target=_worker, args=(child_conn, self.ocr_on), daemon=True)
        self.process.start()
        child_conn.close()
        if not self.conn.poll(300) or self.conn.recv() != "ready":
            raise RuntimeError("bench worker did not start")

    def run(self, mode: str, path: Path, timeout: float) -> Result:
        started = time.perf_counter()
        self.conn.send((mode, str(path)))
        try:
            if self.conn.poll(timeout):
                return self.conn.recv()
            reason = f"timeout after {timeout:g} s"
        except (EOFError, OSError):
            reason = f"crashed (exit code {self.process.exitcode})"
        self.stop()
        self._start()
        return Result("failed", reason, seconds=time.perf_counter() - started)

    def stop(self) -> None:
        self.process.kill()
        self.process.join()
        self.conn.close()


# --- the table -----------------------------------------------------------------------------


@dataclass
class Totals:
    files: int = 0
    pages: int = 0
    chars: int = 0
    seconds: float = 0.0
    ok: int = 0
    ocr_pages: int = 0
    ocr_seconds: float = 0.0
    reasons: Counter = field(default_factory=Counter)

    def add(self, result: Result) -> None:
        self.files += 1
        self.pages += result.pages
        self.chars += result.chars
        self.seconds += result.seconds
        self.ocr_pages += result.ocr_pages
        self.ocr_seconds += result.ocr_seconds
        if result.status == "ok":
            self.ok += 1
        else:
            self.reasons[f"{result.status}: {_reason_kind(result.reason)}"] += 1


def _reason_kind(reason: str) -> str:
    """Group "unreadable PDF: <detail>" reasons by their first words."""
    if reason.startswith("unreadable PDF: "):
        return "unreadable PDF: " + " ".join(reason.split()[2:5])[:40]
    return reason[:60]


def pdfs_of(root: Path, quick: bool) -> list[Path]:
    paths = sorted(p for p in root.rglob("*") if p.suffix.lower() == ".pdf" and p.is_file())
    if quick and len(paths) > QUICK_FILES:
        step = len(paths) / QUICK_FILES
        paths = [paths[int(i * step)] for i in range(QUICK_FILES)]
    return paths


def run_corpus(name: str, paths: list[Path], child: Child, timeout: float,
               modes: tuple[str, ...]) -> None:
    totals = {mode: Totals() for mode in ("old", "new")}
    read: dict[str, set[Path]] = {"old": set(), "new": set()}
    for mode in modes:
        for path in paths:
            result = child.run(mode, path, timeout)
            totals[mode].add(result)
            if result.status == "ok":
                read[mode].add(path)
    print_table(name, {mode: totals[mode] for mode in modes})
    if len(modes) < 2:
        return
    root = CORPORA[name]
    for mode, other in (("new", "old"), ("old", "new")):
        only = sorted(str(p.relative_to(root)) for p in read[mode] - read[other])
        print(f"  read only by {mode} ({len(only)}): {', '.join(only[:12])}"
              + (" …" if len(only) > 12 else ""))


def print_table(name: str, totals: dict[str, Totals]) -> None:
    print(f"\n== {name}")
    print(f"{'path':<5} {'files':>5} {'read':>5} {'pages':>6} {'chars':>10} {'seconds':>8} "
          f"{'pages/s':>8} {'OCR pages':>9} {'OCR s/page':>10}")
    for mode, t in totals.items():
        rate = t.pages / t.seconds if t.seconds else 0.0
        ocr_rate = f"{t.ocr_seconds / t.ocr_pages:.2f}" if t.ocr_pages else "-"
        print(f"{mode:<5} {t.files:>5} {t.ok:>5} {t.pages:>6} {t.chars:>10} {t.seconds:>8.1f} "
              f"{rate:>8.1f} {t.ocr_pages:>9} {ocr_rate:>10}")
    old, new = totals.get("old", Totals()), totals.get("new", Totals())
    if old.pages and new.seconds and old.seconds:
        speedup = (new.pages / new.seconds) / (old.pages / old.seconds)
        print(f"speed-up (pages/s new ÷ old): {speedup:.1f}×")
    for mode, t in totals.items():
        for reason, count in sorted(t.reasons.items(), key=lambda rc: (-rc[1], rc[0])):
            print(f"  {mode} {count:>4}  {reason}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help=f"{QUICK_FILES} files per corpus")
    parser.add_argument("--ocr", action=argparse.BooleanOptionalAction, default=False,
                        help="OCR scanned pages in the new path (default: off)")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds per file")
    parser.add_argument("--corpus", choices=sorted(CORPORA), action="append",
                        help="only this corpus (repeatable)")
    parser.add_argument("--new-only", action="store_true", help="skip the old pypdf path")
    args = parser.parse_args()
    modes = ("new",) if args.new_only else ("old", "new")
    child = Child(args.ocr)
    print(f"OCR {'on' if args.ocr else 'off'}; timeout {args.timeout:g} s per file; "
          "pages = pages with text returned")
    try:
        for name in args.corpus or list(CORPORA):
            if not CORPORA[name].is_dir():
                print(f"\n== {name}: not found at {CORPORA[name]}")
                continue
            run_corpus(name, pdfs_of(CORPORA[name], args.quick), child, args.timeout, modes)
    finally:
        child.stop()


if __name__ == "__main__":
    main()
