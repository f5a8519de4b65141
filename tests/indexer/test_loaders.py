"""Loaders on real files: the third-party robustness corpus plus small files written in tmp_path."""

from __future__ import annotations

import base64
import csv
import functools
import logging
import warnings
from pathlib import Path

import pytest
from langchain_core.documents import Document

from indexer.ingest.loaders import (
    PARSER_VERSION,
    SkipFile,
    file_type_of,
    is_supported,
    load_file,
    supported_suffixes,
)
from indexer.ingest.loaders.base import LoadOptions, load_options, set_load_options
from indexer.ingest.loaders.text import read_text

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "data" / "robustness"
DOCS = CORPUS / "unstructured_example-docs"

needs_corpus = pytest.mark.skipif(
    not CORPUS.is_dir(), reason=f"robustness corpus not found at {CORPUS}"
)


@pytest.fixture(autouse=True)
def no_ocr():
    """These tests are about text layers; OCR of scanned pages is tested in test_pdf.py."""
    before = load_options()
    set_load_options(LoadOptions(ocr=False))
    yield
    set_load_options(before)


def corpus_file(relative: str) -> Path:
    path = CORPUS / relative
    if not path.is_file():
        pytest.skip(f"corpus file missing: {relative}")
    return path


def skip_reason(path: Path) -> str:
    with pytest.raises(SkipFile) as info:
        load_file(path)
    return str(info.value)


def text_of(docs: list[Document]) -> str:
    return "\n".join(doc.page_content for doc in docs)


def sections_of(docs: list[Document]) -> list[str]:
    return [doc.metadata["section"] for doc in docs]


@functools.cache
def manifest() -> dict[str, dict[str, str]]:
    with (CORPUS / "MANIFEST.tsv").open(encoding="utf-8", newline="") as stream:
        return {row["path"]: row for row in csv.DictReader(stream, delimiter="\t")}


def corpus_pdfs() -> list:
    if not CORPUS.is_dir():
        return [pytest.param(None, marks=pytest.mark.skip(reason=f"no corpus at {CORPUS}"))]
    paths = sorted(p for p in CORPUS.rglob("*") if p.suffix.lower() == ".pdf" and p.is_file())
    return [pytest.param(p, id=str(p.relative_to(CORPUS))) for p in paths]


# --- API -------------------------------------------------------------------------------------


def test_api_basics() -> None:
    assert isinstance(PARSER_VERSION, str) and PARSER_VERSION
    suffixes = supported_suffixes()
    assert {".pdf", ".md", ".html", ".htm", ".docx", ".epub", ".txt", ".py", ".eml"} <= suffixes
    assert not {".xlsx", ".pptx", ".doc", ".msg", ".zip", ".png", ".jpg", ".wav"} & suffixes


@pytest.mark.parametrize(
    ("name", "label"),
    [
        ("a.pdf", "pdf"),
        ("a.PDF", "pdf"),
        ("notes.md", "markdown"),
        ("page.htm", "html"),
        ("report.docx", "docx"),
        ("book.epub", "epub"),
        ("x.py", "python"),
        ("x.go", "go"),
        ("x.js", "javascript"),
        ("x.yml", "yaml"),
        ("x.csv", "csv"),
        ("x.rst", "rst"),
        ("x.org", "org"),
        ("x.tex", "tex"),
        ("mail.eml", "eml"),
        ("x.txt", "text"),
        ("README", "text"),
        ("Makefile", "makefile"),
    ],
)
def test_file_type_of(name: str, label: str) -> None:
    assert file_type_of(Path(name)) == label


def test_is_supported(tmp_path: Path) -> None:
    for name in ("a.xlsx", "b.pptx", "c.doc", "d.msg", "e.zip", "f.png", "g.mp3", "h.PPTX"):
        assert not is_supported(tmp_path / name), name
    for name in ("a.pdf", "b.MD", "c.html", "d.docx", "e.epub", "f.rs", "g.json"):
        assert is_supported(tmp_path / name), name
    (tmp_path / "README").write_text("Read me.\n")
    (tmp_path / "notes").write_text("plain notes without a suffix\n")
    (tmp_path / "program").write_bytes(b"\x7fELF\x02\x01\x01\x00" + bytes(200))
    (tmp_path / ".bashrc").write_text("export A=1\n")
    assert is_supported(tmp_path / "README")
    assert is_supported(tmp_path / "notes")
    assert not is_supported(tmp_path / "program")
    assert not is_supported(tmp_path / ".bashrc")
    assert text_of(load_file(tmp_path / "notes")) == "plain notes without a suffix\n"


def test_unsupported_file_is_skipped(tmp_path: Path) -> None:
    path = tmp_path / "table.xlsx"
    path.write_bytes(b"PK\x03\x04whatever")
    assert "unsupported" in skip_reason(path)


def test_metadata_contract(tmp_path: Path) -> None:
    md = tmp_path / "a.md"
    md.write_text("# Title\n\nBody.\n")
    html = tmp_path / "a.html"
    html.write_text("<html><head><title>T</title></head><body><p>Hi</p></body></html>")
    code = tmp_path / "a.py"
    code.write_text("print('hi')\n")
    for path, file_type in ((md, "markdown"), (html, "html"), (code, "python")):
        docs = load_file(path)
        for doc in docs:
            assert doc.metadata["file_type"] == file_type
            assert isinstance(doc.metadata["section"], str)
            assert "page" not in doc.metadata
            assert doc.page_content.strip()
    assert load_file(html)[0].metadata["title"] == "T"


# --- PDF -------------------------------------------------------------------------------------


@needs_corpus
def test_pdf_one_document_per_page() -> None:
    docs = load_file(corpus_file("py-pdf_sample-files/004-pdflatex-4-pages/pdflatex-4-pages.pdf"))
    assert [doc.metadata["page"] for doc in docs] == [1, 2, 3, 4]
    assert all(doc.metadata["file_type"] == "pdf" for doc in docs)
    assert all("section" not in doc.metadata for doc in docs)
    assert all(len(doc.page_content) > 500 for doc in docs)
    french = load_file(corpus_file("unstructured_example-docs/language-docs/fr_olap.pdf"))
    assert [doc.metadata["page"] for doc in french] == list(range(1, 13))
    assert "données" in text_of(french)


@needs_corpus
def test_pdf_pages_without_text_are_omitted() -> None:
    docs = load_file(
        corpus_file("unstructured_example-docs/pdf/layout-parser-paper-with-empty-pages.pdf")
    )
    pages = [doc.metadata["page"] for doc in docs]
    assert pages == sorted(pages) and set(pages) < {1, 2, 3, 4}
    assert "LayoutParser" in text_of(docs)


@needs_corpus
@pytest.mark.parametrize(
    "relative",
    [
        "pypdf_resources/encryption/r2-empty-password.pdf",
        "pypdf_resources/encryption/r6-empty-password.pdf",
        "pypdf_resources/encryption/r4-owner-password.pdf",
        "pypdf_resources/encryption/r6-owner-password.pdf",
        "unstructured_example-docs/pdf/copy-protected.pdf",
    ],
)
def test_pdf_encrypted_with_empty_user_password_opens(relative: str) -> None:
    docs = load_file(corpus_file(relative))
    assert docs and docs[0].metadata["page"] == 1 and len(text_of(docs)) > 20


@needs_corpus
@pytest.mark.parametrize(
    "relative",
    [
        "pypdf_resources/encryption/r2-user-password.pdf",
        "pypdf_resources/encryption/r4-aes-user-password.pdf",
        "pypdf_resources/encryption/r6-both-passwords.pdf",
        "pdfminer_samples/encryption/aes-256-r6.pdf",
        "py-pdf_sample-files/005-libreoffice-writer-password/libreoffice-writer-password.pdf",
        "unstructured_example-docs/pdf/password.pdf",
    ],
)
def test_pdf_with_user_password_is_skipped(relative: str) -> None:
    assert skip_reason(corpus_file(relative)) == "password protected"


@needs_corpus
@pytest.mark.parametrize(
    "relative",
    [
        "unstructured_example-docs/pdf/loremipsum-flat.pdf",
        "py-pdf_sample-files/007-imagemagick-images/imagemagick-ASCII85Decode.pdf",
        "py-pdf_sample-files/007-imagemagick-images/imagemagick-CCITTFaxDecode.pdf",
        "py-pdf_sample-files/007-imagemagick-images/imagemagick-lzw.pdf",
    ],
)
def test_image_only_pdf_is_skipped_as_scanned(relative: str) -> None:
    assert skip_reason(corpus_file(relative)) == "no text layer — scanned?"


@needs_corpus
@pytest.mark.parametrize(
    ("relative", "reason"),
    [
        ("qpdf_qtest_malformed/bad35.pdf", "unreadable PDF: the file is damaged ("),
        ("qpdf_qtest_malformed/bad7.pdf", "unreadable PDF: "),
        ("qpdf_qtest_malformed/issue-119.pdf", "unreadable PDF: startxref not found"),
        ("qpdf_qtest_malformed/empty.pdf", "PDF has no pages"),
    ],
)
def test_malformed_pdf_gives_a_short_reason(relative: str, reason: str) -> None:
    message = skip_reason(corpus_file(relative))
    assert message.startswith(reason)
    assert "\n" not in message and len(message) < 160


def test_truncated_pdf_is_unreadable(tmp_path: Path) -> None:
    path = tmp_path / "cut.pdf"
    path.write_bytes(b"%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n")
    assert skip_reason(path).startswith("unreadable PDF: ")


@needs_corpus
def test_pypdf_logging_is_silenced(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    load_file(corpus_file("qpdf_qtest_malformed/append-xref-loop.pdf"))  # pypdf logs ~90 warnings
    assert not [r for r in caplog.records if r.name.startswith("pypdf")]


@pytest.mark.parametrize("path", corpus_pdfs())
def test_every_corpus_pdf_loads_or_is_skipped(path: Path) -> None:
    """No exception but SkipFile escapes, and results agree with MANIFEST. (Speed is measured
    by bench/pdf_bench.py, not asserted here: a wall-clock bound fails on a busy machine.)"""
    row = manifest().get(str(path.relative_to(CORPUS)), {})
    try:
        docs, reason = load_file(path), None
    except SkipFile as exc:
        docs, reason = [], str(exc)
    pages = int(row.get("pdf_pages") or 0) or len(docs)
    status = row.get("pdf_status", "")
    if status.startswith("decrypted_with='") and status != "decrypted_with=''":
        assert reason == "password protected"
    elif status.startswith("error:FileNotDecryptedError"):
        assert reason == "password protected"
    elif status.startswith("error:"):  # pypdf failed; PDFium reads many of these files
        assert docs or reason.startswith(("unreadable PDF: ", "no text layer", "no text and no images")), reason
    elif int(row.get("pdf_text_chars_p1_3") or 0) > 0:
        assert docs, reason
    for doc in docs:
        assert doc.page_content.strip() and 1 <= doc.metadata["page"] <= max(pages, 1)


# --- plain text and encodings ----------------------------------------------------------------


@needs_corpus
@pytest.mark.parametrize(
    "name",
    [
        "fake-text-utf-16.txt",
        "fake-text-utf-16-le.txt",
        "fake-text-utf-16-be.txt",
        "fake-text-utf-32.txt",
    ],
)
def test_utf16_and_utf32_text(name: str) -> None:
    docs = load_file(corpus_file(f"unstructured_example-docs/{name}"))
    assert len(docs) == 1
    assert docs[0].metadata["file_type"] == "text" and docs[0].metadata["section"] == ""
    assert docs[0].metadata["header"].startswith(f"{Path(name).stem} — This is a test document")
    text = docs[0].page_content
    assert text.startswith("This is a test document to use for unit tests.")
    assert "Doylestown, PA 18901" in text
    assert "\x00" not in text and "\ufeff" not in text and "\r" not in text


@needs_corpus
@pytest.mark.parametrize("encoding", ["utf-32-le", "utf-32-be", "utf-16-le", "utf-16-be"])
def test_bomless_wide_encodings(tmp_path: Path, encoding: str) -> None:
    original = read_text(corpus_file("unstructured_example-docs/fake-text.txt"))
    non_latin = (
        "Все люди рождаются свободными.\nすべての人間は、生まれながらにして自由である。 1948\n"
    )
    for number, text in enumerate((original, non_latin * 3)):
        path = tmp_path / f"wide{number}.txt"
        path.write_bytes(text.encode(encoding))
        assert read_text(path) == text


@needs_corpus
def test_legacy_umlauts_match_utf8() -> None:
    legacy = load_file(corpus_file("unstructured_example-docs/umlauts-non-utf8.md"))
    utf8 = load_file(corpus_file("unstructured_example-docs/umlauts-utf8.md"))
    assert text_of(legacy) == text_of(utf8) == "## können\n\nkönnen\n\näöüß"
    assert sections_of(legacy) == ["können"]


@needs_corpus
def test_hebrew_iso_8859_8(tmp_path: Path) -> None:
    """The corpus file is base64 of a 42-byte ISO-8859-8 line; with one more sentence of
    Hebrew (UDHR article 1 from the corpus) the legacy-encoding guess must say Hebrew."""
    raw = base64.b64decode(
        corpus_file("unstructured_example-docs/hebrew-text-base64-iso88598i.txt").read_bytes()
    )
    udhr = corpus_file("unstructured_example-docs/language-docs/UDHR_first_article_all.txt")
    hebrew = next(line for line in udhr.read_text("utf-8").splitlines() if "כל בני אדם" in line)
    path = tmp_path / "hebrew.txt"
    path.write_bytes(raw + b"\n" + hebrew.encode("iso-8859-8"))
    text = read_text(path)
    assert "עדכון Tesla - נדרשת חתימה על הבקשה לרישום" in text
    assert "כל בני אדם נולדו בני חורין" in text


def test_cp1252_text_and_newlines(tmp_path: Path) -> None:
    path = tmp_path / "legacy.txt"
    text = "Café “quoted” – 15,50 €\r\nNaïve Ümlaut façade\rend\r\n" * 3
    path.write_bytes(text.encode("cp1252"))
    decoded = read_text(path)
    assert decoded.startswith("Café “quoted” – 15,50 €\nNaïve Ümlaut façade\nend\n")
    assert "\r" not in decoded


@needs_corpus
@pytest.mark.parametrize("name", ["empty.txt", "fake-text-all-whitespace.txt"])
def test_empty_text_is_skipped(name: str) -> None:
    assert skip_reason(corpus_file(f"unstructured_example-docs/{name}")) == "empty file"


@pytest.mark.parametrize(
    "payload",
    [
        bytes(range(256)) * 8,
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(300),
        b"%\x01\x02\x03" * 100,
    ],
)
def test_binary_with_text_extension_is_skipped(tmp_path: Path, payload: bytes) -> None:
    path = tmp_path / "photo.txt"
    path.write_bytes(payload)
    assert skip_reason(path) == "binary file"


# --- Markdown --------------------------------------------------------------------------------

MARKDOWN = """Preamble before any heading.

# Intro

Welcome text.

## Install

Run the installer.

```bash
# not a heading
echo done
```

~~~
## also not a heading
~~~

### Linux

Use apt.

Setext Title
============

Under the setext heading.

# Usage #

Use it.
"""


def test_markdown_heading_paths(tmp_path: Path) -> None:
    path = tmp_path / "guide.md"
    path.write_text(MARKDOWN, encoding="utf-8")
    docs = load_file(path)
    assert sections_of(docs) == [
        "",
        "Intro",
        "Intro > Install",
        "Intro > Install > Linux",
        "Setext Title",
        "Usage",
    ]
    install = docs[2].page_content
    assert install.startswith("## Install")  # heading text stays searchable
    assert "# not a heading" in install and "## also not a heading" in install
    assert docs[0].page_content == "Preamble before any heading."
    assert all(doc.metadata["file_type"] == "markdown" for doc in docs)


def test_markdown_unclosed_fence_swallows_rest(tmp_path: Path) -> None:
    path = tmp_path / "open.md"
    path.write_text("# Top\n\n```\n# inside\n", encoding="utf-8")
    assert sections_of(load_file(path)) == ["Top"]


# --- HTML ------------------------------------------------------------------------------------


@needs_corpus
def test_html_scripts_dropped_and_title_kept() -> None:
    docs = load_file(corpus_file("unstructured_example-docs/example-with-scripts.html"))
    text = text_of(docs)
    title = "Russian Offensive Campaign Assessment, December 13 | Institute for the Study of War"
    assert all(doc.metadata["title"] == title for doc in docs)
    assert "Belarusian forces remain unlikely to attack Ukraine" in text
    for script_text in ("GoogleAnalyticsObject", "jQuery", "switchTo5x", "@import", "CDATA"):
        assert script_text not in text


@needs_corpus
def test_html_cp1252_without_declaration() -> None:
    text = text_of(load_file(corpus_file("unstructured_example-docs/fake-html-cp1252.html")))
    for phrase in ("Die schöne Frau", "15,50 €", "L'été était très chaud", "El niño", "¡Qué rico!"):
        assert phrase in text


@needs_corpus
def test_html_utf16() -> None:
    docs = load_file(
        corpus_file("unstructured_example-docs/example-steelJIS-datasheet-utf-16.html")
    )
    assert docs[0].metadata["title"].startswith("SNB22-3 - SteelJIS - Datasheet")
    text = text_of(docs)
    assert "Chemical composition 成分 % of grade SNB22-3" in text
    assert text == text_of(load_file(DOCS / "example-steelJIS-datasheet.html"))


def test_html_declared_charset_wins_over_guessing(tmp_path: Path) -> None:
    body = "<p>עדכון Tesla - נדרשת חתימה על הבקשה לרישום</p>"
    page = (
        f'<html><head><meta charset="iso-8859-8"><title>t</title></head><body>{body}</body></html>'
    )
    path = tmp_path / "hebrew.html"
    path.write_bytes(page.encode("iso-8859-8"))
    assert "נדרשת חתימה" in text_of(load_file(path))


def test_html_block_layout_and_heading_sections(tmp_path: Path) -> None:
    path = tmp_path / "page.html"
    path.write_text(
        "<html><body><p>Lead <b>bold</b>\n   text.</p><h1>Guide</h1><p>One</p>"
        "<h2>Setup</h2><ul><li>first</li><li>second</li></ul>"
        "<table><tr><td>a</td><td>b</td></tr></table><!-- hidden comment -->"
        '<div style="display: none">invisible</div><h1>Next</h1><p>Two</p></body></html>',
        encoding="utf-8",
    )
    docs = load_file(path)
    assert sections_of(docs) == ["", "Guide", "Guide > Setup", "Next"]
    assert docs[0].page_content == "Lead bold text."
    assert docs[2].page_content.splitlines()[:3] == ["Setup", "", "first"]
    text = text_of(docs)
    assert "a\tb" in text and "hidden comment" not in text and "invisible" not in text


# --- DOCX ------------------------------------------------------------------------------------


@needs_corpus
def test_docx_paragraphs_and_tables() -> None:
    assert "Lorem ipsum dolor sit amet." in text_of(load_file(DOCS / "fake.docx"))
    text = text_of(load_file(corpus_file("unstructured_example-docs/docx-tables.docx")))
    assert "Header Col 1 | Header Col 2" in text
    assert "Lorem ipsum | A link example" in text
    assert "a | >b< | c" in text and "g&t | h | i" in text  # nested table cells
    assert text.index("Simple uniform table") < text.index("Nested Table")


@needs_corpus
def test_docx_heading_sections() -> None:
    docs = load_file(corpus_file("unstructured_example-docs/category-level.docx"))
    assert sections_of(docs) == [
        "",
        "A Heading 1",
        "A Heading 1 > A Heading 2",
        "Another Heading 1",
    ]
    assert docs[1].page_content.startswith("A Heading 1")


@needs_corpus
def test_docx_irregular_table_grid() -> None:
    """python-docx's row.cells raises on this file; its text must still come out."""
    assert "Merged B1-B3" in text_of(
        load_file(corpus_file("unstructured_example-docs/grid_offset_error.docx"))
    )


@needs_corpus
def test_docx_large_handbook_is_read_whole() -> None:
    docs = load_file(corpus_file("unstructured_example-docs/handbook-872p.docx"))
    assert len(docs) > 200 and len(text_of(docs)) > 500_000
    assert "CHAPTER 1 – INTRODUCTION > A. PURPOSE" in sections_of(docs)


def test_corrupt_docx_is_unreadable(tmp_path: Path) -> None:
    path = tmp_path / "broken.docx"
    path.write_bytes(b"PK\x03\x04 this is not really a zip archive")
    assert skip_reason(path).startswith("unreadable DOCX: ")


@needs_corpus
def test_legacy_doc_renamed_to_docx(tmp_path: Path) -> None:
    path = tmp_path / "old.docx"
    path.write_bytes(corpus_file("unstructured_example-docs/fake.doc").read_bytes())
    assert skip_reason(path) == "password protected or old .doc format"


# --- EPUB ------------------------------------------------------------------------------------


@needs_corpus
def test_epub_chapters_in_order_with_titles() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        docs = load_file(corpus_file("unstructured_example-docs/winter-sports.epub"))
    sections = sections_of(docs)
    assert all(sections) and all(doc.metadata["file_type"] == "epub" for doc in docs)
    chapters = [f"CHAPTER {n} " for n in ("I", "II", "III", "IV", "V", "VI", "VII", "VIII")]
    first_seen = [next(i for i, s in enumerate(sections) if c in s + " ") for c in chapters]
    assert first_seen == sorted(first_seen)
    sun = next(doc for doc in docs if doc.metadata["section"].endswith("CHAPTER I THE SUN-SEEKER"))
    assert "There is an amazingly silly proverb" in sun.page_content


def test_corrupt_epub_is_unreadable(tmp_path: Path) -> None:
    path = tmp_path / "broken.epub"
    path.write_bytes(b"not a zip at all")
    assert skip_reason(path).startswith("unreadable EPUB: ")


# --- e-mail and code -------------------------------------------------------------------------


@needs_corpus
@pytest.mark.parametrize("name", ["fake-email-b64.eml", "fake-email-utf-16-be.eml"])
def test_eml_body_is_decoded(name: str) -> None:
    text = text_of(load_file(corpus_file(f"unstructured_example-docs/eml/{name}")))
    assert text.startswith("Subject: Test Email\nFrom: Matthew Robinson")
    assert "Roses are red" in text and "VGhpcyBpcyBh" not in text


@needs_corpus
def test_source_code_is_one_document() -> None:
    docs = load_file(corpus_file("unstructured_example-docs/fake.go"))
    assert len(docs) == 1
    # source code is searched with its file name only: its first lines are not a title
    assert docs[0].metadata == {"file_type": "go", "section": "", "header": "fake"}
    assert 'fmt.Println("Hello Go!")' in docs[0].page_content
