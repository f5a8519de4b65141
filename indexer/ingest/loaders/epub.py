"""Read an EPUB's spine documents in order; sections are chapter headings or TOC titles."""

from __future__ import annotations

import posixpath
import urllib.parse
import warnings
import zipfile
from pathlib import Path

import ebooklib
from ebooklib import epub
from langchain_core.documents import Document
from lxml import etree  # type: ignore[import-untyped]  # no stubs installed

from indexer.base.words import english

from .base import SkipFile
from .errors import ENTITY_BOMB, check_unpacked_size, is_entity_bomb, unreadable
from .html import add_marked_text, decode_html, has_headings, marked_text
from .sections import SectionBuilder


def load_epub(path: Path) -> list[Document]:
    """Spine order; a heading path carries over file boundaries (books split files mid-chapter)."""
    book = _read_book(path)
    titles = _TocTitles(book.toc)
    builder = SectionBuilder(joiner="\n")
    docs: list[Document] = []
    for idref, _linear in book.spine:
        item = book.get_item_with_id(idref)
        if item is not None and item.get_type() == ebooklib.ITEM_DOCUMENT:
            docs.extend(_chapter_documents(item, titles, builder))
    return docs


def _read_book(path: Path) -> epub.EpubBook:
    """Parse the container; ebooklib warns on import/read and raises anything on bad files."""
    with path.open("rb") as stream, warnings.catch_warnings():  # OSError is no corrupt EPUB
        warnings.simplefilter("ignore")
        check_unpacked_size(stream, path.stat().st_size, "EPUB")  # a zip bomb stops here
        try:
            return epub.read_epub(str(path), options={"ignore_ncx": True})
        except Exception as exc:
            if _entity_bomb(path):
                raise SkipFile(english("unreadable {kind}: {reason}").format(
                    kind="EPUB", reason=ENTITY_BOMB)) from exc
            raise unreadable("EPUB", exc) from exc


_PACKAGE_XML_MAX_BYTES = 16 * 1024 * 1024


def _entity_bomb(path: Path) -> bool:
    """Whether the container or package document is an entity bomb: ebooklib's forgiving XML
    parser reads one as an empty document and then fails on something else."""
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    try:
        with zipfile.ZipFile(path) as archive:
            for part in archive.infolist():
                name = part.filename.lower()
                if ((name == "meta-inf/container.xml" or name.endswith(".opf"))
                        and part.file_size <= _PACKAGE_XML_MAX_BYTES):
                    data = archive.read(part)
                    if b"<!ENTITY" in data:
                        try:
                            etree.fromstring(data, parser)
                        except etree.XMLSyntaxError as exc:
                            if is_entity_bomb(exc):
                                return True
    except (zipfile.BadZipFile, OSError, EOFError, ValueError, RuntimeError, NotImplementedError):
        return False
    return False


def _chapter_documents(
    item: epub.EpubItem, titles: _TocTitles, builder: SectionBuilder
) -> list[Document]:
    """One spine document split at h1-h3; a heading-less one whose TOC entry points at its
    start is a chapter of that title; text before any heading gets the TOC title or file name."""
    try:
        markup = decode_html(item.get_content())
    except SkipFile:  # an empty or binary spine item: nothing to read in it
        return []
    _, text = marked_text(markup)
    name = item.get_name()
    if name in titles.starts and not has_headings(text):
        builder.heading(1, titles.starts[name], block="")
    add_marked_text(text, builder)
    docs = builder.documents()
    for doc in docs:
        if not doc.metadata["section"]:
            doc.metadata["section"] = titles.first.get(name) or _item_label(name)
    return docs


class _TocTitles:
    """TOC titles by content file: the first entry into it, and the entry at its start."""

    def __init__(self, toc: object) -> None:
        self.first: dict[str, str] = {}
        self.starts: dict[str, str] = {}
        pending = list(toc) if isinstance(toc, list | tuple) else []
        while pending:
            entry = pending.pop(0)
            if isinstance(entry, tuple) and len(entry) == 2:
                pending[:0] = [entry[0], *entry[1]]
            else:
                self._add(getattr(entry, "href", "") or "", getattr(entry, "title", "") or "")

    def _add(self, href: str, title: str) -> None:
        name, _, fragment = href.partition("#")
        title = " ".join(title.split())
        if not name or not title:
            return
        name = posixpath.normpath(urllib.parse.unquote(name))
        self.first.setdefault(name, title)
        if not fragment:
            self.starts.setdefault(name, title)


def _item_label(name: str) -> str:
    return posixpath.splitext(posixpath.basename(name))[0]
