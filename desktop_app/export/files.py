"""Write an export to a file in the chosen format (PDF needs Qt: see ``desktop_app.ui.export_pdf``)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from desktop_app.export.html import render_html
from desktop_app.export.markdown import render_markdown
from desktop_app.export.model import ExportDocument

FORMATS = {"pdf": "PDF document", "html": "Web page (HTML)", "md": "Markdown",
           "docx": "Word document (DOCX)"}


def format_of(path: Path, default: str = "md") -> str:
    """The format a file name asks for (``.markdown`` → md, ``.htm`` → html)."""
    suffix = path.suffix.lower().lstrip(".")
    suffix = {"markdown": "md", "htm": "html"}.get(suffix, suffix)
    return suffix if suffix in FORMATS else default


def write_export(doc: ExportDocument, path: Path, fmt: str) -> None:
    """Write ``doc`` as md, html or docx, atomically (a failed export leaves no half file)."""
    if fmt not in ("md", "html", "docx"):
        raise ValueError(f"format {fmt!r} is not written here (md, html or docx)")
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=".footnote-export-", dir=path.parent)
    os.close(fd)
    try:
        if fmt == "docx":
            from desktop_app.export.docx import write_docx  # python-docx: when exporting

            write_docx(doc, Path(tmp))
        else:
            text = render_markdown(doc) if fmt == "md" else render_html(doc)
            Path(tmp).write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
