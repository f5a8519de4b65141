"""``footnote --self-test``: index, search and export the bundled sample in a temporary library."""

from __future__ import annotations

import platform
import re
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from desktop_app.assistant.citations import Citation
from desktop_app.assistant.state import Turn
from desktop_app.core.system.assets import (
    CJK_FONT,
    ICON_SIZES,
    ICON_SVG,
    SAMPLE_DIR,
    asset_path,
    icon_png,
)
from desktop_app.export.model import build_document
from indexer import Library, footnote_version, make_embedder, search

SAMPLE_FILES = ("footnote-guide.pdf", "footnote-notes.md")
QUERY = "clicking a reference opens the document at the cited page"
EXPECTED_FILE, EXPECTED_PAGE = "footnote-guide.pdf", 2
PDF_NAME = "self-test export.pdf"
EXPORT_TITLE = "Footnote self-test 脚注"  # Chinese needs a CJK font: the system's or the bundled one

RenderPdf = Callable[[Any, Path], int]  # (ExportDocument, path) → pages: the Qt renderer


class StepFailed(Exception):
    """A check that did not pass; its message is the reason shown to the user."""


class StepWarning(Exception):
    """Something the user should know that does not make the self-test fail."""


@dataclass
class StepResult:
    name: str
    status: str  # "passed", "failed", "warning" or "skipped"
    detail: str
    seconds: float = 0.0

    def line(self) -> str:
        if self.status == "passed":
            return f"✓ {self.name} — {self.detail} ({self.seconds:.1f} s)"
        mark = {"failed": "✗", "warning": "⚠", "skipped": "–"}[self.status]
        return f"{mark} {self.name} — {self.detail}"


@dataclass
class Step:
    name: str
    run: Callable[[dict[str, Any]], str]  # reads and fills the shared context; returns detail
    needs: tuple[str, ...] = ()


@dataclass
class SelfTestReport:
    results: list[StepResult] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return all(r.status in ("passed", "warning") for r in self.results)


def run_steps(steps: list[Step], context: dict[str, Any], out: TextIO) -> SelfTestReport:
    """Run ``steps`` in order, printing one line each; a step whose needs failed is skipped."""
    report = SelfTestReport()
    done: set[str] = set()
    for step in steps:
        missing = [n for n in step.needs if n not in done]
        if missing:
            result = StepResult(step.name, "skipped", f"skipped: {missing[0]} did not pass")
        else:
            result = _run_one(step, context)
        if result.status in ("passed", "warning"):
            done.add(step.name)
        report.results.append(result)
        print(result.line(), file=out, flush=True)
    return report


def _run_one(step: Step, context: dict[str, Any]) -> StepResult:
    start = time.perf_counter()
    try:
        detail = step.run(context)
    except StepWarning as exc:
        return StepResult(step.name, "warning", str(exc), time.perf_counter() - start)
    except StepFailed as exc:
        return StepResult(step.name, "failed", str(exc), time.perf_counter() - start)
    except Exception as exc:  # noqa: BLE001 - any error is this step's failure, told plainly
        reason = f"{type(exc).__name__}: {exc}".strip().splitlines()[0]
        return StepResult(step.name, "failed", reason, time.perf_counter() - start)
    return StepResult(step.name, "passed", detail, time.perf_counter() - start)


def check_assets(context: dict[str, Any]) -> str:
    names = [ICON_SVG, *(icon_png(s) for s in ICON_SIZES), CJK_FONT,
             *(f"{SAMPLE_DIR}/{f}" for f in SAMPLE_FILES)]
    try:
        paths = [asset_path(n) for n in names]
    except FileNotFoundError as exc:
        raise StepFailed(str(exc)) from exc
    context["samples"] = paths[-len(SAMPLE_FILES):]
    return f"icon, font and sample found in {paths[0].parents[1]}"


def open_library(context: dict[str, Any]) -> str:
    documents = context["tmp"] / "documents"
    documents.mkdir()
    for sample in context["samples"]:
        shutil.copy2(sample, documents / sample.name)
    context["documents"] = documents
    context["library"] = Library(context["tmp"] / "library")
    return f"new library in {context['tmp']}"


def load_embedder(context: dict[str, Any]) -> str:
    embedder = make_embedder("builtin")
    vector = embedder.embed_query("footnote")
    context["embedder"] = embedder
    return f"{embedder.id}, {len(vector)} dimensions"


def index_sample(context: dict[str, Any]) -> str:
    from indexer import index_events

    summary: dict[str, Any] = {}
    for event in index_events(context["library"], context["embedder"], [context["documents"]]):
        if event["kind"] == "summary":
            summary = event
    if not summary:
        raise StepFailed("the indexing run ended without a summary")
    problems = "; ".join(f"{Path(p['path']).name}: {p['reason']}"
                         for p in summary.get("problems") or [])
    if summary["failed"] or summary["indexed"] != len(SAMPLE_FILES):
        raise StepFailed(f"{summary['indexed']} of {len(SAMPLE_FILES)} files indexed"
                         + (f" ({problems})" if problems else ""))
    if summary["vectors_pending"]:
        raise StepFailed(f"{summary['vectors_pending']} passages left without vectors")
    return (f"{summary['indexed']} files, {summary['chunks_added']} passages, "
            f"{summary['vectors_added']} vectors")


def search_sample(context: dict[str, Any]) -> str:
    hits = search(context["library"], context["embedder"], QUERY, k=3)
    if not hits:
        raise StepFailed(f"nothing found for {QUERY!r}")
    top = hits[0]
    name = Path(top.rel_path).name
    if name != EXPECTED_FILE or top.page != EXPECTED_PAGE:
        raise StepFailed(f"expected {EXPECTED_FILE}, page {EXPECTED_PAGE} first, "
                         f"got {name}, page {top.page}")
    context["hit"] = top
    how = " and ".join(w for w, rank in (("keywords", top.lexical_rank),
                                          ("meaning", top.vector_rank)) if rank is not None)
    return f"{QUERY!r} → {name}, page {top.page} (found by {how})"


def export_document(hit: Any) -> Any:
    """A one-answer conversation citing ``hit``, as the export model renders it."""
    citation = Citation.from_hit(1, hit, QUERY)
    turn = Turn(question="What happens when I click a reference?",
                answer="It opens the document at the cited page [1].", outcome="answered",
                citations={1: citation}, asked_at=time.time(), finished_at=time.time())
    return build_document([turn], EXPORT_TITLE)


def pdf_export_step(render_pdf: RenderPdf) -> Callable[[dict[str, Any]], str]:
    def check_pdf(context: dict[str, Any]) -> str:
        from pypdf import PdfReader

        path = context["tmp"] / PDF_NAME
        pages = render_pdf(export_document(context["hit"]), path)
        if not path.is_file() or not path.read_bytes().startswith(b"%PDF"):
            raise StepFailed(f"{path.name} was not written as a PDF")
        text = " ".join(p.extract_text() for p in PdfReader(str(path)).pages)
        words = " ".join(re.split(r"\s+", text))
        for expected in (EXPORT_TITLE, "opens the document at the cited page", EXPECTED_FILE):
            if expected not in words:
                raise StepFailed(f"the PDF's text does not read back ({expected!r} missing): "
                                 "does this system have fonts? (`fc-list` prints none; Debian/"
                                 "Ubuntu: sudo apt install fonts-dejavu-core)")
        return f"{pages} page{'s' * (pages != 1)}, {path.stat().st_size // 1024} KB, text reads back"
    return check_pdf


def problem_step(check: Callable[[], str | None], ok: str, *,
                 warn_only: bool = False) -> Callable[[dict[str, Any]], str]:
    """A step around a check that returns what to tell the user, or None when all is well."""
    def run(context: dict[str, Any]) -> str:
        problem = check()
        if problem:
            raise (StepWarning if warn_only else StepFailed)(" ".join(problem.split()))
        return ok
    return run


def build_steps(render_pdf: RenderPdf, binding_problem: Callable[[], str | None],
                window_problem: Callable[[], str | None]) -> list[Step]:
    """Every step in order; the Qt ones come from the caller (this module is Qt-free)."""
    return [
        Step("assets", check_assets),
        Step("temporary library", open_library, needs=("assets",)),
        Step("built-in embedder", load_embedder),
        Step("indexing", index_sample, needs=("temporary library", "built-in embedder")),
        Step("search", search_sample, needs=("indexing",)),
        Step("window libraries", problem_step(window_problem, "the system has what the window needs",
                                              warn_only=True)),
        Step("Qt binding", problem_step(binding_problem, "PySide6 is safe on this Python")),
        Step("PDF export", pdf_export_step(render_pdf), needs=("search", "Qt binding")),
    ]


def run_self_test(render_pdf: RenderPdf, binding_problem: Callable[[], str | None],
                  window_problem: Callable[[], str | None], out: TextIO | None = None) -> int:
    """Run every step in a temporary folder (removed after); 0 when all passed, else 1."""
    out = out or sys.stdout
    if hasattr(out, "reconfigure"):  # a console that cannot show ✓ gets "?", not a crash
        out.reconfigure(errors="replace")
    print(f"Footnote {footnote_version()} self-test — Python {platform.python_version()}, "
          f"{platform.system()} {platform.machine()}", file=out, flush=True)
    with tempfile.TemporaryDirectory(prefix="footnote-self-test-",
                                     ignore_cleanup_errors=True) as tmp:
        context: dict[str, Any] = {"tmp": Path(tmp)}
        try:
            report = run_steps(build_steps(render_pdf, binding_problem, window_problem),
                               context, out)
        finally:
            if "library" in context:
                context["library"].close()
    failed = [r.name for r in report.results if r.status not in ("passed", "warning")]
    if failed:
        print(f"Self-test failed: {', '.join(failed)}.", file=out)
        return 1
    print(f"All {len(report.results)} checks passed.", file=out)
    return 0
