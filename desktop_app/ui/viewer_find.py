"""Find in the viewer's document: the find bar's matches in a text or a PDF, stepped through
(mixed into ``DocumentViewer``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QApplication


class ViewerFind:
    """The find bar's side of the viewer: open, close, count and step through matches."""

    if TYPE_CHECKING:  # DocumentViewer's
        find_bar: Any
        search: Any
        pdf_view: Any
        pdf: Any
        marks: Any
        stack: Any
        text: Any
        _pdf_match: int
        _pdf_search_ran: bool
        _search_settled: Any

        def has_document(self) -> bool: ...
        def _go_to_page(self, page: int) -> None: ...

    def open_find(self) -> None:
        """Show the find bar with its text selected, ready to type."""
        if not self.has_document():
            return
        self.find_bar.setVisible(True)
        self.find_bar.edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.find_bar.edit.selectAll()
        if self.find_bar.edit.text():
            self._find_changed(self.find_bar.edit.text())

    def close_find(self) -> None:
        """Hide the find bar, drop the match marks, give the keyboard back to the document."""
        focus = QApplication.focusWidget()
        had_focus = focus is not None and self.find_bar.isAncestorOf(focus)
        self.find_bar.setVisible(False)
        self.search.setSearchString("")
        self.pdf_view.setCurrentSearchResultIndex(-1)
        self._pdf_match = -1
        self.marks.clear_matches()
        if had_focus and self.has_document():
            self.stack.currentWidget().setFocus(Qt.FocusReason.OtherFocusReason)

    def find_count(self) -> tuple[int, int]:
        """(1-based current match or 0, number of matches)."""
        if self.stack.currentWidget() is self.text:
            return self.marks.count()
        return self._pdf_match + 1, self.search.count()

    def find_step(self, direction: int) -> None:
        """To the next (1) or previous (-1) match, wrapping around."""
        current, total = self.find_count()
        if total == 0:
            return
        index = (current - 1 + direction) % total if current else (0 if direction > 0
                                                                     else total - 1)
        if self.stack.currentWidget() is self.text:
            self.marks.show_match(index)
            self._update_find_count()
        else:
            self._show_pdf_match(index)

    def _find_changed(self, needle: str) -> None:
        if not self.find_bar.isVisible():
            return  # searched again when the bar opens
        if self.stack.currentWidget() is self.text:
            self.marks.find(needle)
            self._update_find_count()
        elif self.stack.currentWidget() is self.pdf_view:
            self._pdf_match = -1
            self.pdf_view.setCurrentSearchResultIndex(-1)
            self.search.setSearchString(needle)
            self._pdf_search_ran = True
            self._search_settled.start()
            self._pdf_results_changed()

    @Slot()
    def _pdf_results_changed(self) -> None:
        if self.stack.currentWidget() is not self.pdf_view or not self.search.searchString():
            self._update_find_count()
            return
        finished = self.find_done()
        if self._pdf_match < 0 and self.search.count():
            here = self.pdf_view.pageNavigator().currentPage()
            after = next((i for i in range(self.search.count())
                          if self.search.resultAtIndex(i).page() >= here), -1)
            if after >= 0 or finished:
                self._show_pdf_match(max(after, 0))
                return
        self._update_find_count()

    def _show_pdf_match(self, index: int) -> None:
        self._pdf_match = index
        link = self.search.resultAtIndex(index)
        self.pdf_view.setCurrentSearchResultIndex(index)
        if link.page() != self.pdf_view.pageNavigator().currentPage():
            self._go_to_page(link.page() + 1)
        self._scroll_to_point(link.location().y())
        self._update_find_count()

    def _scroll_to_point(self, y_points: float) -> None:
        """Put a point of the current page a third of the way down the view."""
        page = self.pdf_view.page_rect()
        height = self.pdf.pagePointSize(self.pdf_view.pageNavigator().currentPage()).height()
        if page.isEmpty() or height <= 0:
            return
        y = page.top() + y_points / height * page.height()
        bar = self.pdf_view.verticalScrollBar()
        bar.setValue(bar.value() + int(y - self.pdf_view.viewport().height() / 3))

    def find_done(self) -> bool:
        """Has the search for the find bar's text gone through the whole document?"""
        if self.stack.currentWidget() is not self.pdf_view:
            return True
        return self._pdf_search_ran and not self._search_settled.isActive()

    def _update_find_count(self) -> None:
        current, total = self.find_count()
        self.find_bar.set_count(current, total, searching=not self.find_done())
