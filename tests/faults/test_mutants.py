"""Damaged documents: seeded mutants of real PDFs, DOCX, EPUB and HTML files.

Each mutant is made by the test (in tmp_path) from a real file in ../shared/data: truncated at
several points, bit-flipped, zero-filled, its cross-reference table garbled or duplicated, its
trailer removed. The real pipeline indexes them (parser processes, SQLite, Chroma, LangGraph).
Every mutant must end up indexed or listed among the run's problems with a reason a person
understands; the run must finish; the library must stay consistent.

Set FOOTNOTE_FAULT_SEED to replay another set of mutants; the seed is in every failure message.
"""

from __future__ import annotations

import os
import random
import re
import threading
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from indexer.base.settings import IndexSettings
from indexer.ingest.loaders.errors import is_plain, plain_reason
from indexer.store.library import Library
from tests.helpers import HashEmbedder, run_index, summary_of
from tests.helpers.checks import assert_consistent

SEED = int(os.environ.get("FOOTNOTE_FAULT_SEED", "20261130"))

SOURCES = {
    # a 16-page agency report with a cross-reference *stream* (PDF 1.5+)
    "report.pdf": "real_pdfs/us-fed-agency-reports/NARA2022.pdf",
    # a 3-page accident report with a classic xref table and trailer
    "accident.pdf": "real_pdfs/ntsb-aviation-incident-accident-reports/20080108X00031.pdf",
    "paragraphs.docx": "robustness/unstructured_example-docs/page-breaks.docx",
    "book.epub": "robustness/unstructured_example-docs/language-docs/eng_spa_mult.epub",
    "page.html": "robustness/unstructured_example-docs/fake-html.html",
}
# Heavier: more files and variants, a big EPUB, OCR on (damaged pages may look scanned).
SLOW_SOURCES = {
    "protocol.pdf": "real_pdfs/nih-clinical-trial-protocols/NCT06159946_Prot_000.pdf",
    "accident2.pdf": "real_pdfs/ntsb-aviation-incident-accident-reports/20080102X00002.pdf",
    "sports.epub": "robustness/unstructured_example-docs/winter-sports.epub",
}

# What a person cannot act on: exception class names, Python internals, addresses, raw bytes.
TECHNICAL = re.compile(
    r"Traceback|NoneType|not subscriptable|has no attribute|object is not|\bKeyError\b"
    r"|\b[A-Za-z]*(?:Error|Exception)\b|struct\.error|\b0x[0-9a-fA-F]+|\bb['\"]|File \""
    r"|\bline \d+\b|\binstances? of\b|\bunhashable\b|\[Errno |: '[^']*'$")


# --- mutations ---------------------------------------------------------------------------------

Mutation = Callable[[bytes, random.Random], bytes]


def truncate_at(fraction: float) -> Mutation:
    return lambda data, rng: data[: max(1, int(len(data) * fraction))]


def truncate_tail(cut: int) -> Mutation:
    """Lose the last ``cut`` bytes: the trailer, startxref and %%EOF go first."""
    return lambda data, rng: data[: max(1, len(data) - cut)]


def flip_bits(flips: int) -> Mutation:
    def mutate(data: bytes, rng: random.Random) -> bytes:
        out = bytearray(data)
        for _ in range(flips):
            out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
        return bytes(out)
    return mutate


def zero_fill(ranges: int, max_len: int = 4096) -> Mutation:
    def mutate(data: bytes, rng: random.Random) -> bytes:
        out = bytearray(data)
        for _ in range(ranges):
            start = rng.randrange(len(out))
            end = min(len(out), start + rng.randint(16, max_len))
            out[start:end] = bytes(end - start)
        return bytes(out)
    return mutate


_XREF_TABLE = re.compile(rb"xref\s*\r?\n.*?(?=trailer)", re.S)
_STARTXREF = re.compile(rb"startxref\s+\d+")


def garble_xref(data: bytes, rng: random.Random) -> bytes:
    """Scramble the digits of the last xref table (or, with an xref stream, the startxref)."""
    tables = list(_XREF_TABLE.finditer(data))
    if not tables:
        return _STARTXREF.sub(lambda m: b"startxref\n%d" % rng.randrange(len(data)), data)
    m = tables[-1]
    body = bytearray(m.group())
    for i, byte in enumerate(body):
        if 48 <= byte <= 57 and rng.random() < 0.3:
            body[i] = 48 + rng.randrange(10)
    return data[: m.start()] + bytes(body) + data[m.end():]


def duplicate_xref(data: bytes, rng: random.Random) -> bytes:
    """The last xref table twice in a row (or the startxref/%%EOF tail twice)."""
    tables = list(_XREF_TABLE.finditer(data))
    if tables:
        m = tables[-1]
        return data[: m.end()] + m.group() + data[m.end():]
    tail = data.rfind(b"startxref")
    return data + data[tail:] if tail >= 0 else data + data[-256:]


def drop_trailer(data: bytes, rng: random.Random) -> bytes:
    """Remove the trailer dictionary (or, with an xref stream, everything from startxref on)."""
    start = data.rfind(b"trailer")
    if start >= 0:
        end = data.find(b"startxref", start)
        return data[:start] + (data[end:] if end >= 0 else b"")
    tail = data.rfind(b"startxref")
    return data[:tail] if tail >= 0 else data


ANY_FILE: dict[str, Mutation] = {
    "truncated-head": truncate_at(0.02),
    "truncated-half": truncate_at(0.5),
    "bitflip-16": flip_bits(16),
    "zeroed-1": zero_fill(1),
}
PDF_ONLY: dict[str, Mutation] = {
    "truncated-quarter": truncate_at(0.25),
    "truncated-90": truncate_at(0.9),
    "truncated-tail": truncate_tail(100),
    "bitflip-1": flip_bits(1),
    "bitflip-256": flip_bits(256),
    "zeroed-4": zero_fill(4),
    "xref-garbled": garble_xref,
    "xref-duplicated": duplicate_xref,
    "trailer-removed": drop_trailer,
}


@dataclass(frozen=True)
class Mutant:
    path: Path
    source: str
    mutation: str
    seed: int

    def label(self) -> str:
        return f"{self.path.name} ({self.mutation} of {self.source}, seed {self.seed})"


def make_mutants(data_dir: Path, sources: dict[str, str], folder: Path, seed: int,
                 variants: int = 1) -> list[Mutant]:
    """Write every applicable mutation of each source into ``folder`` (with the intact file)."""
    folder.mkdir(parents=True, exist_ok=True)
    made: list[Mutant] = []
    for name, relative in sources.items():
        source = data_dir / relative
        if not source.is_file():
            pytest.skip(f"{source} is missing from the shared data")
        data = source.read_bytes()
        stem, suffix = name.rsplit(".", 1)
        (folder / name).write_bytes(data)  # the intact file: it must simply be indexed
        mutations = {**ANY_FILE, **(PDF_ONLY if suffix == "pdf" else {})}
        for variant in range(variants):
            for mutation, mutate in mutations.items():
                mutant_seed = zlib.crc32(f"{seed}:{name}:{mutation}:{variant}".encode())
                out = mutate(data, random.Random(mutant_seed))
                path = folder / f"{stem}-{mutation}-{variant}.{suffix}"
                path.write_bytes(out)
                made.append(Mutant(path, relative, mutation, mutant_seed))
    return made


# --- the check ---------------------------------------------------------------------------------


def index_and_check(library: Library, folder: Path, mutants: list[Mutant], ceiling_s: float) -> dict:
    """Index ``folder`` in a thread (a hang fails the test, it does not stall it) and check
    that each mutant is indexed or listed with a plain reason. Returns the run's summary."""
    embedder = HashEmbedder()
    result: dict = {}

    def run() -> None:
        try:
            result["events"] = run_index(library, embedder, [folder])
        except BaseException as exc:  # noqa: BLE001 - reported by the test below
            result["error"] = exc

    worker = threading.Thread(target=run, name="mutant-index", daemon=True)
    worker.start()
    worker.join(ceiling_s)
    assert not worker.is_alive(), (
        f"seed {SEED}: indexing {len(mutants)} mutants did not finish within {ceiling_s:.0f} s "
        "(a parser hung past its time budget?)")
    assert "error" not in result, f"seed {SEED}: the run crashed: {result['error']!r}"
    summary = summary_of(result["events"])
    assert not summary["cancelled"], f"seed {SEED}"

    listed = {p["path"]: p for p in summary["problems"]}
    rows = library.manifest.files()
    unaccounted, unreadable_reasons = [], []
    for mutant in mutants:
        path = str(mutant.path)
        row = rows.get(path)
        if row is not None and row.state == "indexed" and row.chunk_count > 0:
            continue
        problem = listed.get(path)
        if problem is None or row is None:
            unaccounted.append(mutant.label())
            continue
        reason = problem["reason"]
        if not reason.strip() or TECHNICAL.search(reason) or "\n" in reason:
            unreadable_reasons.append(f"{mutant.label()}: {reason!r}")
    assert not unaccounted, (
        f"seed {SEED}: neither indexed nor listed as a problem:\n  " + "\n  ".join(unaccounted))
    assert not unreadable_reasons, (
        f"seed {SEED}: reasons a person cannot act on:\n  " + "\n  ".join(unreadable_reasons))
    for name in SOURCES:
        intact = rows.get(str(folder / name))
        if intact is not None:
            assert intact.state == "indexed", f"seed {SEED}: the intact {name}: {intact.reason}"
    assert summary["failed"] + summary["skipped"] + summary["indexed"] + summary["reused"] \
        == summary["files"], f"seed {SEED}: {summary}"
    assert_consistent(library, embedder.id)
    return summary


@pytest.fixture
def settings() -> IndexSettings:
    # Small budgets: a parser stuck on a mutant is stopped in seconds, not minutes; no OCR
    # (scanned-looking damaged pages would take seconds each; the slow variant does OCR).
    return IndexSettings(parse_workers=1, file_time_budget_s=10, page_time_budget_s=1,
                         wall_time_factor=3, ocr=False)


def test_every_mutant_is_indexed_or_listed_with_a_plain_reason(library, shared_data, tmp_path):
    mutants = make_mutants(shared_data, SOURCES, tmp_path / "mutants", SEED)
    summary = index_and_check(library, tmp_path / "mutants", mutants, ceiling_s=600)
    assert summary["skipped"] + summary["failed"] > 0, f"seed {SEED}: no mutant was damaged enough"

    # A second run over the same damaged files changes nothing and lists nothing new.
    again = summary_of(run_index(library, HashEmbedder(), [tmp_path / "mutants"]))
    assert again["indexed"] == 0 and again["failed"] == 0, f"seed {SEED}: {again}"
    assert_consistent(library, HashEmbedder().id)


@pytest.mark.slow
def test_more_mutants_with_ocr_and_larger_files(shared_data, tmp_path):
    settings = IndexSettings(parse_workers=2, file_time_budget_s=20, page_time_budget_s=5,
                             wall_time_factor=3, ocr=True)
    folder = tmp_path / "mutants"
    mutants = make_mutants(shared_data, {**SOURCES, **SLOW_SOURCES}, folder, SEED + 1, variants=3)
    with Library(tmp_path / "data", settings) as library:
        index_and_check(library, folder, mutants, ceiling_s=1800)


def test_malformed_real_pdfs_are_listed_with_plain_reasons(library, shared_data):
    """qpdf's malformed-PDF suite, read in place: some gave "AssertionError" or "'NumberObject'
    object has no attribute 'items'" as the reason before parser internals were translated."""
    folder = shared_data / "robustness" / "qpdf_qtest_malformed"
    if not folder.is_dir():
        pytest.skip(f"{folder} is missing from the shared data")
    summary = summary_of(run_index(library, HashEmbedder(), [folder]))
    technical = [f"{Path(p['path']).name}: {p['reason']!r}" for p in summary["problems"]
                 if TECHNICAL.search(p["reason"]) or not p["reason"].strip()]
    assert not technical, "reasons a person cannot act on:\n  " + "\n  ".join(technical)
    reasons = {Path(p["path"]).name: p["reason"] for p in summary["problems"]}
    assert reasons["bad35.pdf"] == "unreadable PDF: the file is damaged (its page list could not be read)"
    assert reasons["bad7.pdf"].startswith("unreadable PDF: the file is damaged (")
    assert_consistent(library, HashEmbedder().id)


# --- the reason itself -------------------------------------------------------------------------


@pytest.mark.parametrize("exc", [
    TypeError("'NoneType' object is not subscriptable"),
    AttributeError("'NumberObject' object has no attribute 'items'"),
    AssertionError(),
    KeyError("/Root"),
    zlib.error("Error -3 while decompressing data: invalid code lengths set"),
    ValueError("Invalid Elementary Object starting with b's' @65624: b'0000025753 00000 n'"),
    RuntimeError("Traceback (most recent call last): File \"x.py\", line 3"),
])
def test_parser_internals_never_reach_the_user(exc: BaseException) -> None:
    reason = plain_reason(exc, "the file is damaged (its page list could not be read)")
    assert reason == "the file is damaged (its page list could not be read)"
    assert not TECHNICAL.search(reason)


def test_plain_parser_messages_are_kept() -> None:
    assert plain_reason(ValueError("startxref not found"), "damaged") == "startxref not found"
    assert is_plain("Stream has ended unexpectedly")
