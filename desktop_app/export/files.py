"""Write an export to a file in the chosen format (PDF needs Qt: see ``desktop_app.ui.export_pdf``)."""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from desktop_app.export.html import render_html
from desktop_app.export.markdown import render_markdown
from desktop_app.export.model import ExportDocument
from desktop_app.wording import tr

FORMATS = ("pdf", "html", "md", "docx")


def format_label(fmt: str) -> str:
    """What a save dialog calls the format."""
    return {"pdf": tr("PDF document"), "html": tr("Web page (HTML)"), "md": tr("Markdown"),
            "docx": tr("Word document (DOCX)")}[fmt]


def format_of(path: Path, default: str = "md") -> str:
    """The format a file name asks for (``.markdown`` → md, ``.htm`` → html)."""
    suffix = path.suffix.lower().lstrip(".")
    suffix = {"markdown": "md", "htm": "html"}.get(suffix, suffix)
    return suffix if suffix in FORMATS else default


def new_export_file(path: Path) -> Path:
    """An empty hidden file beside ``path`` to write an export into before it takes its place,
    created like any file the user saves (0666 less the umask): an export is meant to be shared."""
    path = Path(path)
    while True:
        part = path.with_name(f".footnote-export-{secrets.token_hex(4)}.part")
        try:
            os.close(os.open(part, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
        except FileExistsError:
            continue
        return part


def write_export(doc: ExportDocument, path: Path, fmt: str) -> None:
    """Write ``doc`` as md, html or docx, atomically (a failed export leaves no half file)."""
    if fmt not in ("md", "html", "docx"):
        raise ValueError(f"format {fmt!r} is not written here (md, html or docx)")
    path = Path(path)
    tmp = new_export_file(path)
    try:
        if fmt == "docx":
            from desktop_app.export.docx import write_docx  # python-docx: when exporting

            write_docx(doc, tmp)
        else:
            text = render_markdown(doc) if fmt == "md" else render_html(doc)
            tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
