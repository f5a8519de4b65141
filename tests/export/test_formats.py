"""Every format, read back with a real parser: each [n] has its reference (file, page, link),
flags stay visible, "not found" stays that, and Cyrillic, CJK and accented Latin survive."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import docx
from bs4 import BeautifulSoup
from pypdf import PdfReader

from desktop_app.assistant.prompts import NOT_FOUND_SENTENCE
from desktop_app.export.files import write_export
from desktop_app.export.model import build_document
from tests.helpers.samples import CHINESE, FRENCH, QUESTIONS, RUSSIAN, UNSUPPORTED

NUM_RE = re.compile(r"\[\s*(\d+)\s*\]")


def norm(text: str) -> str:
    """Text as a reader sees it: compatibility forms folded (PDF ligatures, CJK radicals),
    whitespace squashed."""
    return " ".join(unicodedata.normalize("NFKC", text).split())


def expected(conversation, index: int) -> dict[int, tuple[str, int | None]]:
    turn = conversation.turns[index]
    return {n: (c.file_name, c.page) for n, c in turn.citations.items()}


def check_answer_text(body: str, refs: dict[int, str], conversation, index: int) -> None:
    """Every number in ``body`` has reference ``n`` naming the right file (and page)."""
    numbers = {int(n) for n in NUM_RE.findall(body)}
    assert numbers, f"answer {index + 1} cites nothing: {body!r}"
    known = expected(conversation, index)
    for n in numbers:
        assert n in refs, f"[{n}] of answer {index + 1} has no reference"
        if n not in known:
            assert "invalid citation" in refs[n]
            continue
        name, page = known[n]
        # Without spaces: PDF text extraction may add one where the font changes.
        assert "".join(norm(name).split()) in "".join(norm(refs[n]).split())
        if page is not None:
            assert f"page {page}" in norm(refs[n])


def test_the_conversation_is_what_the_tests_need(conversation):
    first, not_found, flagged = conversation.turns
    assert first.outcome == "answered" and len(first.used_citations) >= 4
    assert any(c.page == 2 for c in first.citations.values())
    assert not_found.outcome == "not_found" and not_found.answer == NOT_FOUND_SENTENCE
    assert {f.kind for f in flagged.flags} == {"uncited", "unknown_citation"}


def test_markdown(conversation, tmp_path: Path):
    out = tmp_path / "Экспорт é 会话.md"
    write_export(build_document(conversation.turns, "Поставки"), out, "md")
    text = out.read_text(encoding="utf-8")
    sections = re.split(r"^## \d+\. ", text, flags=re.M)[1:]
    assert len(sections) == 3
    for i in (0, 2):
        body, _, refs_part = sections[i].partition("**References**")
        refs = dict((int(n), rest) for n, rest in
                    re.findall(r"^\[(\d+)\] (.*(?:\n(?!\n).*)*)", refs_part, re.M))
        check_answer_text(body.split("*Asked", 1)[1], refs, conversation, i)
    uris = re.findall(r"\]\(<(file://[^>]*)>\)", text)
    assert uris and all(" " not in u and "%20" in u for u in uris)
    for script in (RUSSIAN, CHINESE, FRENCH):
        assert script in text
    assert "**Not found in your documents.**" in sections[1]
    assert NOT_FOUND_SENTENCE in sections[1] and "References" not in sections[1]
    assert f"{UNSUPPORTED} **⚠ no source**" in sections[2]
    assert "**⚠ invalid citation**" in sections[2]


def test_html_is_self_contained_and_links_every_number(conversation, tmp_path: Path):
    out = tmp_path / "out dir" / "Ünïcode 导出.html"
    out.parent.mkdir()
    write_export(build_document(conversation.turns, "Поставки"), out, "html")
    soup = BeautifulSoup(out.read_text(encoding="utf-8"), "html.parser")
    assert not soup.find_all(["link", "script", "img"])  # nothing to fetch
    answers = soup.select("div.answer")
    assert len(answers) == 3
    for i in (0, 2):
        section = answers[i]
        refs = {int(p["id"].rsplit("ref", 1)[1]): p.get_text(" ")
                for p in section.select("p[id]")}
        body = " ".join(p.get_text() for p in section.find_all("p", id=False)
                        if "“" not in p.get_text()[:2])
        body = body.split("References")[0]
        check_answer_text(body, refs, conversation, i)
        for link in section.select("a[href^='#']"):  # each [n] jumps to its reference
            target = soup.find(id=link["href"][1:])
            assert target is not None and target.get_text().startswith(link.get_text())
    links = [a["href"] for a in soup.select("a[href^='file://']")]
    assert links and all(" " not in h for h in links)
    pdf_link = next(h for h in links if h.endswith("Garantie%20pressoir.pdf"))
    assert Path(pdf_link.removeprefix("file://").replace("%20", " ")).name == \
        "Garantie pressoir.pdf"
    text = soup.get_text()
    for script in (RUSSIAN, CHINESE, FRENCH, QUESTIONS[0]):
        assert script in text
    assert "Not found in your documents." in answers[1].get_text()
    flagged = answers[2].find(string=re.compile("green cheese")).parent
    assert "background" in flagged["style"]
    assert "⚠ no source" in flagged.find_next_sibling("span").get_text()


def test_html_escapes_what_the_documents_and_model_wrote(conversation, tmp_path: Path):
    from dataclasses import replace

    turn = replace(conversation.turns[0], question="<script>alert(1)</script> & Co",
                   answer="Use <b>bold</b> & <img src=x onerror=alert(1)> here [1].")
    out = tmp_path / "x.html"
    write_export(build_document([turn], "t"), out, "html")
    soup = BeautifulSoup(out.read_text(encoding="utf-8"), "html.parser")
    assert not soup.find_all(["script", "img"]) and not soup.select("div.answer b b")
    assert "<img src=x onerror=alert(1)>" in soup.get_text()


def test_markdown_export_fetches_and_runs_nothing_when_opened(conversation, tmp_path: Path):
    from dataclasses import replace

    from markdown_it import MarkdownIt

    answer = ("The press cost 400 francs [1]. ![seen](https://tracker.example/p.png?doc=contract) "
              "<script>alert(1)</script><img src=https://tracker.example/q.png> "
              "[details](javascript:alert(2)) and [the maker](https://press.example/about).")
    turn = replace(conversation.turns[0], answer=answer)
    out = tmp_path / "x.md"
    write_export(build_document([turn], "t"), out, "md")
    page = BeautifulSoup(MarkdownIt("commonmark").render(out.read_text(encoding="utf-8")),
                         "html.parser")
    assert not page.find_all(["img", "script", "iframe"])  # nothing fetched, nothing run
    assert "<script>alert(1)</script>" in page.get_text()  # shown as the model wrote it
    hrefs = [a["href"] for a in page.find_all("a")]
    assert "https://tracker.example/p.png?doc=contract" in hrefs  # a link the reader may follow
    assert "https://press.example/about" in hrefs
    assert not [h for h in hrefs if h.lower().startswith("javascript")]


def test_docx(conversation, tmp_path: Path):
    out = tmp_path / "Отчёт 报告.docx"
    write_export(build_document(conversation.turns, "Поставки"), out, "docx")
    document = docx.Document(str(out))
    paragraphs = [p for p in document.paragraphs]
    starts = [i for i, p in enumerate(paragraphs) if p.style.name == "Heading 2"]
    assert len(starts) == 3
    sections = [paragraphs[a:b] for a, b in zip(starts, [*starts[1:], len(paragraphs)],
                                                strict=True)]
    for i in (0, 2):
        texts = [p.text for p in sections[i]]
        cut = texts.index("References")
        refs = {int(m.group(1)): t for t in texts[cut:] if (m := re.match(r"\[(\d+)\]", t))}
        check_answer_text(" ".join(texts[1:cut]), refs, conversation, i)
    rels = [r.target_ref for r in document.part.rels.values() if r.reltype.endswith("hyperlink")]
    assert rels and all(r.startswith("file:///") and " " not in r for r in rels)
    full = "\n".join(p.text for p in paragraphs)
    for script in (RUSSIAN, CHINESE, FRENCH):
        assert script in full
    assert "Not found in your documents." in [p.text for p in sections[1]]
    marked = [r for p in sections[2] for r in p.runs if "⚠ no source" in r.text]
    assert marked and marked[0].bold and marked[0].font.color.rgb is not None


def test_pdf_text_reads_back_with_every_reference(conversation, tmp_path: Path, qapp):
    from desktop_app.ui.export_pdf import write_pdf

    out = tmp_path / "Mes exports" / "Отчёт 报告.pdf"
    out.parent.mkdir()
    pages = write_pdf(build_document(conversation.turns, "Поставки"), out)
    reader = PdfReader(str(out))
    assert len(reader.pages) == pages
    text = norm("\n".join(p.extract_text() for p in reader.pages))
    assert "Поставки — " in text and f"page 1 of {pages}" in text  # the running header
    sections = re.split(r"\d ?\. (?:" + "|".join(map(re.escape, QUESTIONS)) + ")", text)[1:]
    assert len(sections) == 3
    for i in (0, 2):
        body, _, refs_part = sections[i].partition("References")
        refs_part = refs_part.split("Checks")[0]
        refs = {int(m.group(1)): m.group(2) for m in
                re.finditer(r"\[\s*(\d+)\s*\]\s*(.*?)(?=\[\s*\d+\s*\]|$)", refs_part)}
        check_answer_text(body, refs, conversation, i)
    for script in (RUSSIAN, FRENCH):
        assert norm(script) in text
    assert "Not found in your documents." in sections[1] and norm(NOT_FOUND_SENTENCE) in \
        sections[1]
    assert f"{UNSUPPORTED} ⚠ no source" in sections[2] and "⚠ invalid citation" in sections[2]
    # with or without a CJK font on the system (Footnote ships a fallback), Chinese stays text
    assert norm(CHINESE) in text
