"""Export from the window: a non-modal save dialog that remembers folder and format, and
"Copy with citations" (Markdown on the clipboard)."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget

from desktop_app.assistant.state import Turn
from desktop_app.export.files import FORMATS, format_label, format_of, write_export
from desktop_app.export.markdown import render_markdown
from desktop_app.export.model import ExportDocument, build_document
from desktop_app.ui.language import current_language, translator_for
from desktop_app.wording import language_of, tr

log = logging.getLogger(__name__)
Chooser = Callable[[QWidget, Path, str, Callable[[Path, str], None]], None]
_UNSAFE_RE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')


def file_stem(title: str, limit: int = 60) -> str:
    """A file name from a title: any script kept, only characters file systems refuse go."""
    stem = " ".join(_UNSAFE_RE.sub(" ", title).split())[:limit].strip(" .")
    return stem or tr("Footnote export")


def _filter(fmt: str) -> str:
    return f"{format_label(fmt)} (*.{fmt})"


def dialog_chooser(parent: QWidget, start: Path, fmt: str,
                   on_chosen: Callable[[Path, str], None]) -> None:
    """The save dialog, opened window-modal without blocking (``open()``, never ``exec()``)."""
    dialog = QFileDialog(parent, tr("Export"), str(start))
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    filters = [_filter(f) for f in FORMATS]
    dialog.setNameFilters(filters)
    dialog.selectNameFilter(_filter(fmt))
    dialog.setDefaultSuffix(fmt)
    dialog.filterSelected.connect(
        lambda name: dialog.setDefaultSuffix(list(FORMATS)[filters.index(name)]))

    def chosen(path: str) -> None:
        picked = list(FORMATS)[filters.index(dialog.selectedNameFilter())]
        on_chosen(Path(path), format_of(Path(path), default=picked))

    dialog.fileSelected.connect(chosen)
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()


def in_their_language(turns: Sequence[Turn]) -> dict[str, Any]:
    """``build_document``'s language arguments: the language the questions are asked in,
    else the window's."""
    code = language_of(t.question for t in turns) or current_language()
    return {"language": code, "translate": translator_for(code)}


class Exporter:
    """Writes exports for the window; ``choose_path`` can be replaced (tests, other dialogs)."""

    def __init__(self, parent: QWidget, settings_file: Path, report: Callable[[str], None],
                 choose_path: Chooser = dialog_chooser) -> None:
        self.parent, self.settings_file, self.report = parent, settings_file, report
        self.choose_path = choose_path

    def _qsettings(self) -> QSettings:
        return QSettings(str(self.settings_file), QSettings.Format.IniFormat)

    def export(self, turns: Sequence[Turn], title: str = "", answer: int | None = None,
               searched: str = "") -> None:
        """Ask where to save the conversation (or answer ``answer``, 1-based), then write it;
        ``searched``: the conversation's search scope, one line under the title."""
        if not turns:
            self.report(tr("Nothing to export yet: ask a question first."))
            return
        doc = build_document(turns, title, answer, searched=searched, **in_their_language(turns))
        qs = self._qsettings()
        folder = Path(str(qs.value("export/folder", str(Path.home()))))
        fmt = str(qs.value("export/format", "pdf"))
        fmt = fmt if fmt in FORMATS else "pdf"
        start = folder / f"{file_stem(doc.title)}.{fmt}"
        self.choose_path(self.parent, start, fmt, lambda path, f: self.write(doc, path, f))

    def write(self, doc: ExportDocument, path: Path, fmt: str) -> bool:
        qs = self._qsettings()
        qs.setValue("export/folder", str(path.parent))
        qs.setValue("export/format", fmt)
        try:
            if fmt == "pdf":
                from desktop_app.ui.export_pdf import write_pdf

                write_pdf(doc, path)
            else:
                write_export(doc, path, fmt)
        except (OSError, ValueError) as exc:
            log.warning("export to %s failed: %s", path, exc)
            self.report(tr("Could not export to {path}: {reason}").format(path=path, reason=exc))
            return False
        self.report(tr("Exported to {path}").format(path=path))
        return True

    def copy_with_citations(self, turns: Sequence[Turn], answer: int) -> None:
        """Answer ``answer`` (1-based) as Markdown, with its references, on the clipboard."""
        text = render_markdown(build_document(turns, answer=answer, **in_their_language(turns)))
        QApplication.clipboard().setText(text)
        self.report(tr("Answer copied with its references (Markdown)."))
