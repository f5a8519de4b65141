"""The document viewer's tools in the window: the whole cited passage highlighted, zoom, find,
and Ctrl+F meaning "find in document" only while the document has the keyboard."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from desktop_app.assistant.citations import Citation
from desktop_app.ui.viewer import PASSAGE_TOP_MARGIN_PX
from indexer.ingest.loaders.pdf import load_pdf

PROTOCOL = "real_pdfs/nih-clinical-trial-protocols/NCT06152367_Prot_000.pdf"
HEADING = "Vaccination of Melanoma Patients Using DCs Loaded with Allogeneic Melanoma Extracts"
CTRL = Qt.KeyboardModifier.ControlModifier


def _citation(path: Path, quote: str, page: int | None = None, n: int = 1) -> Citation:
    return Citation(n=n, chunk_id=f"chunk-{n}", path=str(path), rel_path=path.name, page=page,
                    section="", start_index=0, end_index=len(quote), quote=quote)


@pytest.fixture
def protocol(shared_data: Path) -> Path:
    path = shared_data / PROTOCOL
    if not path.is_file():
        pytest.skip(f"test data missing: {path}")
    return path


def _body_under_heading(protocol: Path) -> str:
    """Page 6's paragraph below a heading that shares words with it ("loaded with allogeneic")."""
    [page] = [d for d in load_pdf(protocol) if d.metadata.get("page") == 6]
    lines = page.page_content.splitlines()
    start = lines.index(HEADING) + 1
    return "\n".join(lines[start:start + 5])


def _open(qtbot, window, citation: Citation) -> int:
    with qtbot.waitSignal(window.viewer.highlighted, timeout=15_000) as highlighted:
        window.viewer.show_citation(citation)
    return highlighted.args[0]


def _press(qtbot, widget, key: Qt.Key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    widget.setFocus()
    QApplication.processEvents()
    qtbot.keyClick(widget, key, modifiers)


def _search_settled(viewer) -> bool:
    """The whole document searched and the bar showing it."""
    current, total = viewer.find_count()
    shown = f"{current} of {total}" if total else "No matches"
    return viewer.find_done() and viewer.find_bar.count_label.text() == shown


def _shape(window) -> list[float]:
    """Each highlight line's left, top and width in page widths: unchanged by zoom and scroll."""
    page = window.viewer.pdf_view.page_rect()
    return [value for r in window.viewer.passage_rects()
            for value in ((r.left() - page.left()) / page.width(),
                          (r.top() - page.top()) / page.width(), r.width() / page.width())]


def test_the_whole_cited_passage_is_highlighted_and_scrolled_to_the_top(
        qtbot, make_window, protocol: Path):
    window = make_window()
    viewer = window.viewer

    lines = _open(qtbot, window, _citation(protocol, _body_under_heading(protocol), page=6))

    assert viewer.current_pdf_page() == 6 and viewer.page == 6
    rects = viewer.passage_rects()
    assert lines == len(rects) >= 4, "every line of the passage is painted"
    assert [r.top() for r in rects] == sorted(r.top() for r in rects)
    height = viewer.pdf_view.viewport().height()
    first = rects[0]
    assert abs(first.top() - PASSAGE_TOP_MARGIN_PX) <= 2, "the passage starts near the top"
    assert 0 <= first.left() and first.right() <= viewer.pdf_view.viewport().width()
    assert first.bottom() < height
    # The heading sits just above the passage: scrolled past it, not to it.
    assert viewer.pdf_view.verticalScrollBar().value() > 0


def test_zoom_keeps_the_highlight_on_the_passage_and_stays_for_the_next_citation(
        qtbot, make_window, protocol: Path):
    window = make_window()
    viewer = window.viewer
    citation = _citation(protocol, _body_under_heading(protocol), page=6)
    _open(qtbot, window, citation)
    assert viewer.is_fit_width()
    fitted, shape = viewer.zoom_factor(), _shape(window)
    width = viewer.passage_rects()[0].width()

    _press(qtbot, viewer.pdf_view, Qt.Key.Key_Equal, CTRL)

    zoomed = viewer.zoom_factor()
    assert zoomed > fitted and not viewer.is_fit_width()
    assert viewer.zoom_label.text() == f"{round(zoomed * 100)}%"
    assert viewer.passage_rects()[0].width() == pytest.approx(width * zoomed / fitted, abs=2)
    assert _shape(window) == pytest.approx(shape, abs=0.004)

    wheel = QWheelEvent(QPointF(50, 50), QPointF(50, 50), QPoint(0, 0), QPoint(0, -120),
                        Qt.MouseButton.NoButton, CTRL, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(viewer.pdf_view.viewport(), wheel)
    assert viewer.zoom_factor() < zoomed, "Ctrl+wheel down zooms out"
    _press(qtbot, viewer.pdf_view, Qt.Key.Key_Plus, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert viewer.zoom_factor() == pytest.approx(zoomed)

    _open(qtbot, window, _citation(protocol, _body_under_heading(protocol), page=6, n=2))
    assert viewer.zoom_factor() == pytest.approx(zoomed), "the zoom level is kept"
    assert _shape(window) == pytest.approx(shape, abs=0.004)

    _press(qtbot, viewer.pdf_view, Qt.Key.Key_Minus, CTRL)
    assert viewer.zoom_factor() < zoomed
    _press(qtbot, viewer.pdf_view, Qt.Key.Key_0, CTRL)
    assert viewer.is_fit_width() and viewer.zoom_factor() == pytest.approx(fitted, rel=0.01)


def test_the_passage_opens_at_a_readable_size_its_lines_filling_the_view(
        qtbot, make_window, protocol: Path):
    """Fitting the page's width would leave a side column's text tiny (52 % at 1366 px); the
    passage's lines fill the view instead, from their first character to their last, and the
    tools come with the document."""
    window = make_window()
    viewer = window.viewer
    assert not viewer.open_button.isVisibleTo(window) and not viewer.fit_button.isVisibleTo(window)
    _open(qtbot, window, _citation(protocol, _body_under_heading(protocol), page=6))
    assert viewer.open_button.isVisibleTo(window) and viewer.find_button.isVisibleTo(window)
    view = viewer.pdf_view.viewport()
    page = viewer.pdf_view.page_rect()
    margins = viewer.pdf_view.documentMargins()
    assert page.width() > view.width() - margins.left() - margins.right() + 20, "margins cut"
    rects = viewer.passage_rects()
    left, right = min(r.left() for r in rects), max(r.right() for r in rects)
    assert 0 <= left <= 0.1 * view.width() and 0.8 * view.width() <= right <= view.width()
    viewer.clear()
    assert not viewer.open_button.isVisibleTo(window) and not viewer.zoom_label.isVisibleTo(window)


def test_find_in_a_pdf_counts_matches_and_steps_through_them_page_by_page(
        qtbot, make_window, protocol: Path):
    window = make_window()
    viewer = window.viewer
    _open(qtbot, window, _citation(protocol, _body_under_heading(protocol), page=6))

    _press(qtbot, viewer.pdf_view, Qt.Key.Key_F, CTRL)

    assert viewer.find_bar.isVisible() and viewer.find_bar.edit.hasFocus()
    assert not window.conversations.search.hasFocus()
    qtbot.keyClicks(viewer.find_bar.edit, "dendritic")
    qtbot.waitUntil(lambda: _search_settled(viewer), timeout=30_000)
    current, total = viewer.find_count()
    assert total > 3
    assert viewer.find_bar.count_label.text() == f"{current} of {total}"
    here = viewer.search.resultAtIndex(current - 1).page()
    assert here >= 5, "the first match from the page being read"
    assert viewer.current_pdf_page() == here + 1
    assert viewer.pdf_view.currentSearchResultIndex() == current - 1

    pages = []
    for _ in range(total):
        qtbot.keyClick(viewer.find_bar.edit, Qt.Key.Key_Return)
        index = viewer.find_count()[0] - 1
        pages.append(viewer.search.resultAtIndex(index).page())
        assert viewer.current_pdf_page() == pages[-1] + 1
    assert viewer.find_count()[0] == current, "Enter wraps round to where it started"
    assert len(set(pages)) > 1, "matches on other pages are visited"
    qtbot.keyClick(viewer.find_bar.edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert viewer.find_count()[0] == (current - 2) % total + 1
    assert viewer.find_bar.count_label.text() == f"{viewer.find_count()[0]} of {total}"

    qtbot.keyClick(viewer.find_bar.edit, Qt.Key.Key_Escape)
    assert not viewer.find_bar.isVisible()
    assert viewer.pdf_view.hasFocus(), "Esc gives the keyboard back to the document"
    assert not viewer.search.searchString()
    assert window.chat.transcript.turns == [] and not window.services.chat.busy

    _press(qtbot, viewer.pdf_view, Qt.Key.Key_F, CTRL)
    assert viewer.find_bar.edit.selectedText() == "dendritic", "ready to type over"
    qtbot.keyClicks(viewer.find_bar.edit, "zzqx")
    assert viewer.find_bar.count_label.text() == "Searching…"
    qtbot.waitUntil(lambda: _search_settled(viewer), timeout=30_000)
    assert viewer.find_bar.count_label.text() == "No matches"
    assert not viewer.find_bar.next_button.isEnabled()


def test_ctrl_f_elsewhere_still_finds_conversations(qtbot, make_window, protocol: Path):
    window = make_window()
    _open(qtbot, window, _citation(protocol, _body_under_heading(protocol), page=6))

    _press(qtbot, window.chat.question, Qt.Key.Key_F, CTRL)

    assert window.conversations.search.hasFocus()
    assert not window.viewer.find_bar.isVisible()


def test_text_document_highlights_the_span_across_lines_finds_and_zooms(
        qtbot, make_window, tmp_path: Path):
    filler = [f"Line {i}: the orchard keeps its apples in the cold store." for i in range(120)]
    passage = ["Clause 9: the buyer collects the pears",
               "from the packing shed before noon on Fridays,",
               "and pays the carrier within ten days."]
    text = "\n".join(filler[:80] + passage + filler[80:]) + "\n"
    path = tmp_path / "orchard.txt"
    path.write_text(text, encoding="utf-8")
    window = make_window()
    viewer = window.viewer

    with qtbot.waitSignal(viewer.shown, timeout=15_000):
        # The quote's line breaks differ from the file's: the span still covers every line.
        viewer.show_citation(_citation(path, " ".join(passage)))

    assert viewer.stack.currentWidget() is viewer.text
    assert viewer.passage_text().replace("\u2029", "\n") == "\n".join(passage)
    assert viewer.selected_text().replace("\u2029", "\n") == "\n".join(passage)

    _press(qtbot, viewer.text, Qt.Key.Key_F, CTRL)
    assert viewer.find_bar.isVisible() and viewer.find_bar.edit.hasFocus()
    qtbot.keyClicks(viewer.find_bar.edit, "apples")
    current, total = viewer.find_count()
    assert total == 120 and current > 1, "the first match from the part on screen"
    assert viewer.find_bar.count_label.text() == f"{current} of {total}"
    marked = [s for s in viewer.text.extraSelections() if s.cursor.selectedText() == "apples"]
    assert len(marked) == 120, "every match is highlighted"
    qtbot.keyClick(viewer.find_bar.edit, Qt.Key.Key_Enter)
    assert viewer.find_count() == (current + 1, total)
    line = viewer.text.textCursor().block().text()
    assert re.match(rf"Line {current - 80}:", line) or re.match(rf"Line {current}:", line)
    qtbot.keyClick(viewer.find_bar.edit, Qt.Key.Key_Escape)
    assert not viewer.find_bar.isVisible() and viewer.text.hasFocus()
    assert [s.cursor.selectedText() for s in viewer.text.extraSelections()] == [
        viewer.passage_text()], "the cited span stays highlighted, the matches go"

    size = viewer.text.font().pointSizeF()
    _press(qtbot, viewer.text, Qt.Key.Key_Equal, CTRL)
    assert viewer.text.font().pointSizeF() > size
    assert viewer.zoom_label.text() == f"{round(viewer.zoom_factor() * 100)}%" != "100%"
    _press(qtbot, viewer.text, Qt.Key.Key_0, CTRL)
    assert viewer.text.font().pointSizeF() == pytest.approx(size)
    wheel = QWheelEvent(QPointF(20, 20), QPointF(20, 20), QPoint(0, 0), QPoint(0, 120),
                        Qt.MouseButton.NoButton, CTRL, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(viewer.text.viewport(), wheel)
    assert viewer.text.font().pointSizeF() > size
    assert viewer.zoom_label.text() == f"{round(viewer.zoom_factor() * 100)}%" != "100%"
