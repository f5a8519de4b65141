"""Check the hand-written page facts against the PDFs: each evidence string must be on its page.

    .venv/bin/python bench/page_eval/validate_facts.py [--corpus /work/shared/data/real_pdfs]
        [--facts bench/page_eval/facts.jsonl] [--write]

``--facts bench/lookalike_eval/facts.jsonl`` checks the look-alike set: its facts carry a
``family`` (and ``names``) field, and their kinds come from that set's list (LOOKALIKE_KINDS).

For every fact the evidence is looked up (whitespace-normalised, case-insensitive) in the
pypdfium2 text of the stated page — the fact is invalid when it is not there — and in the pypdf
text of that page (``pypdf_ok``). It also warns when the evidence sits on other pages or files
too (such a fact cannot tell pages apart), when it is not 5–15 words long, and prints the
breakdown the annotation rules ask for. ``--write`` stores the recomputed ``pypdf_ok`` fields.
Exit status 1 when any fact is invalid.
"""

from __future__ import annotations

import argparse
import json
import logging
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_CORPUS = Path("/work/shared/data/real_pdfs")
KINDS = ("prose", "table", "identity")
# bench/lookalike_eval: facts that carry a "family" take their kind from these lists instead
LOOKALIKE_KINDS = ("period", "latest", "organisation", "place-date", "trial")
LOOKALIKE_FAMILIES = ("opm-yearly", "agency-plans", "ntsb", "nih")


def normalise(text: str) -> str:
    """Lower case, one space between words (PDF text breaks lines anywhere)."""
    return re.sub(r"\s+", " ", text).strip().lower()


@dataclass
class PdfTexts:
    """Normalised page texts of every PDF in the corpus, per extractor, read lazily."""

    corpus: Path
    pdfium: dict[str, list[str]] = field(default_factory=dict)
    readers: dict[str, object] = field(default_factory=dict)

    def pages(self, rel: str) -> list[str]:
        if rel not in self.pdfium:
            import pypdfium2 as pdfium

            pdf = pdfium.PdfDocument(str(self.corpus / rel))
            self.pdfium[rel] = [normalise(pdf[i].get_textpage().get_text_range())
                                for i in range(len(pdf))]
        return self.pdfium[rel]

    def pypdf_page(self, rel: str, page: int) -> str:
        """pypdf's text of one page (only the pages asked for are extracted: pypdf is slow)."""
        if rel not in self.readers:
            from pypdf import PdfReader

            logging.getLogger("pypdf").setLevel(logging.CRITICAL)
            self.readers[rel] = PdfReader(self.corpus / rel)
        pages = self.readers[rel].pages  # type: ignore[attr-defined]
        return normalise(pages[page - 1].extract_text() or "") if 0 < page <= len(pages) else ""

    def all_files(self) -> list[str]:
        return sorted(str(p.relative_to(self.corpus)) for p in self.corpus.rglob("*.pdf"))


def check(fact: dict, texts: PdfTexts, everywhere: list[str]) -> list[str]:
    """Problems with one fact; sets ``fact["pypdf_ok"]``. An "error:" entry makes it invalid."""
    problems = []
    evidence = normalise(fact["evidence"])
    pages = texts.pages(fact["file"])
    page = fact["page"]
    if not 0 < page <= len(pages) or evidence not in pages[page - 1]:
        problems.append(f"error: evidence not on page {page} (pypdfium2)")
    fact["pypdf_ok"] = evidence in texts.pypdf_page(fact["file"], page)
    words = len(evidence.split())
    if not 5 <= words <= 15:
        problems.append(f"evidence has {words} words (want 5-15)")
    kinds = LOOKALIKE_KINDS if "family" in fact else KINDS
    if fact.get("kind") not in kinds:
        problems.append(f"error: kind {fact.get('kind')!r} not in {kinds}")
    if "family" in fact:
        if fact["family"] not in LOOKALIKE_FAMILIES:
            problems.append(f"error: family {fact['family']!r} not in {LOOKALIKE_FAMILIES}")
        if not fact.get("names"):
            problems.append("error: no names (what the question calls the document)")
    elsewhere = [f"{rel} p{n}" for rel in everywhere for n, text in enumerate(texts.pages(rel), 1)
                 if evidence in text and (rel, n) != (fact["file"], page)]
    if elsewhere:
        problems.append(f"evidence also on {', '.join(elsewhere[:4])}")
    return problems


def breakdown(facts: list[dict]) -> str:
    files = Counter(f["file"] for f in facts)
    folders = Counter(f["file"].split("/")[0] for f in facts)
    kinds = Counter(f["kind"] for f in facts)
    first_pages = sum(f["page"] == 1 for f in facts)
    pypdf_ok = sum(bool(f.get("pypdf_ok")) for f in facts)
    line = (f"{len(facts)} facts, {len(files)} files; folders {dict(folders)}; kinds {dict(kinds)};"
            f" {first_pages} on a first page; pypdf finds {pypdf_ok}/{len(facts)}")
    if any("family" in f for f in facts):
        families = Counter(f.get("family") for f in facts)
        by_family = Counter(f"{f.get('family')}/{f['kind']}" for f in facts)
        names = Counter(f.get("names") for f in facts)
        line += (f"\nfamilies {dict(families)}; family/kind {dict(sorted(by_family.items()))};"
                 f" names {dict(names)}")
    return line


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--facts", type=Path, default=HERE / "facts.jsonl")
    parser.add_argument("--write", action="store_true", help="store the pypdf_ok fields")
    args = parser.parse_args()
    facts = [json.loads(line) for line in args.facts.read_text(encoding="utf-8").splitlines()
             if line.strip()]
    texts = PdfTexts(args.corpus)
    everywhere = texts.all_files()
    invalid = 0
    for fact in facts:
        problems = check(fact, texts, everywhere)
        invalid += any(p.startswith("error:") for p in problems)
        for problem in problems:
            print(f"{fact['id']} {fact['file']} p{fact['page']}: {problem}")
    print(breakdown(facts))
    if args.write:
        args.facts.write_text("".join(json.dumps(f, ensure_ascii=False) + "\n" for f in facts),
                              encoding="utf-8")
    print(f"{invalid} invalid" if invalid else "all facts valid")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main())
