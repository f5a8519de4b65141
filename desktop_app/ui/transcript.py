"""The conversation as a document: questions, Markdown answers with ``[n]`` links, marks, and
the Edit / Regenerate actions on them."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt, QTimer, QUrl, Signal, Slot
from PySide6.QtGui import (
    QAction,
    QContextMenuEvent,
    QCursor,
    QFont,
    QFontInfo,
    QIcon,
    QPalette,
    QPixmap,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFrameFormat,
    QTextImageFormat,
    QWheelEvent,
)
from PySide6.QtWidgets import QMenu, QStyle, QTextBrowser, QToolTip, QWidget

from desktop_app.assistant.state import Turn
from desktop_app.ui import theme
from desktop_app.ui.answer_marks import AnswerMarks
from desktop_app.ui.transcript_links import (
    ERROR,
    action_tips,
    busy_tip,
    citation_tooltip,
    link_citations,
    parse_action,
    parse_cite,
)
from desktop_app.wording import tr

ANSWER_LABEL = "Footnote"  # the app's name, in every language
ZOOM_LIMITS = (0.6, 3.0)  # the answer text's size, relative to the normal size
ZOOM_STEP = 0.1
QT_LINK_ACTIONS = ("link-copy",)  # Qt's own "Copy Link Location": Footnote's links are no URLs


@dataclass
class _Region:
    """Where one turn lives in the document: from ``top`` (the end of the turn before it),
    its question, then its answer from ``start`` to ``end``."""

    top: int
    start: int
    end: int


class Transcript(QTextBrowser, AnswerMarks):
    """Read-only view of one conversation.

    Signals:
        citation_clicked(int, int): turn index and citation number of a clicked ``[n]``.
        turn_selected(int): the user clicked inside this turn's answer.
        export_requested(int): "Export answer…" chosen for this turn.
        copy_requested(int): "Copy with citations" chosen for this turn.
        regenerate_requested(int): "Regenerate" chosen on this (the last) answer.
        edit_requested(int): "Edit" chosen on this turn's question.
    """

    citation_clicked = Signal(int, int)
    turn_selected = Signal(int)
    export_requested = Signal(int)
    copy_requested = Signal(int)
    regenerate_requested = Signal(int)
    edit_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.document().setDocumentMargin(14)
        self.turns: list[Turn] = []
        self._regions: list[_Region] = []
        self._live_start: int | None = None
        self._live_top = 0
        self._actions_at: int | None = None  # where the last answer's action line starts
        self._actions_enabled = True
        self._live_tail: int = 0  # document position where the unfinished paragraph starts
        self._live_done = 0  # characters of the answer rendered as finished paragraphs
        self._live_question = ""
        self._live_text = ""  # the streaming answer as last shown (to draw it again)
        self._restyle_queued = False
        self._normal_points = QFontInfo(self.font()).pointSizeF()
        self._zoom = 1.0
        self._selected_by_user: int | None = None  # set while the user clicks
        self.anchorClicked.connect(self._on_anchor)
        self.highlighted.connect(self._on_hover)
        self.cursorPositionChanged.connect(self._on_cursor)

    # -- whole conversations ----------------------------------------------------------------

    def show_turns(self, turns: list[Turn]) -> None:
        self.clear()
        self.turns, self._regions, self._live_start, self._actions_at = [], [], None, None
        if not turns:
            self._placeholder()
            return
        for turn in turns:
            self._append(turn)
        self._add_action_line()
        self.moveCursor(QTextCursor.MoveOperation.End)
        self.ensureCursorVisible()

    def drop_turns_from(self, index: int) -> None:
        """Remove turn ``index`` and every turn after it (they are being replaced)."""
        if not 0 <= index < len(self.turns) or self.answering:
            return
        if index == 0:
            self.show_turns([])
            return
        self._remove_from(self._regions[index].top)
        self.turns, self._regions, self._actions_at = (self.turns[:index],
                                                       self._regions[:index], None)
        self._add_action_line()

    def _placeholder(self) -> None:
        cursor = QTextCursor(self.document())
        fmt = QTextCharFormat()
        fmt.setForeground(self.palette().color(QPalette.ColorRole.PlaceholderText))
        cursor.insertText(tr("Ask a question about your documents. Answers cite the passages "
                             "they come from: click a number to see it on the page."), fmt)

    # -- a live answer ----------------------------------------------------------------------

    def begin_answer(self, question: str) -> None:
        if not self.turns and self._live_start is None:
            self.clear()
            self._actions_at = None
        self._drop_action_line()
        self._live_question = question
        self._live_text = ""
        self._live_top = self._question_part(question, len(self.turns))
        cursor = self._end_cursor()
        cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())
        self._live_start = self._live_tail = cursor.position()
        self._live_done = 0
        self._muted("…")

    def update_answer(self, text: str) -> None:
        """Show the streaming answer (called once per batch of tokens, not per token).

        Finished paragraphs are rendered once; only the paragraph being written is rendered
        again, so the cost of an update does not grow with the answer. ``finish_answer``
        renders the whole answer once more, exactly.
        """
        if self._live_start is None:
            return
        self._live_text = text
        if len(text) < self._live_done:  # a new model message replaced the text: start over
            self._live_tail, self._live_done = self._live_start, 0
        cut = text.rfind("\n\n")
        cursor = self._cut_to_end(self._live_tail)
        turn = len(self.turns)
        if cut > self._live_done:
            cursor.insertMarkdown(link_citations(text[self._live_done:cut], turn))
            cursor = self._end_cursor()
            cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())
            self._live_tail, self._live_done = cursor.position(), cut + 2
        tail = text[self._live_done:]
        cursor.insertMarkdown(link_citations(tail, turn) if tail.strip() else "…")
        self._scroll_to_end()

    def finish_answer(self, turn: Turn) -> None:
        # One edit block: the document is laid out once at the end, not after each of the
        # answer's citation colours and underlines (a long answer froze the window ~60 ms).
        edit = QTextCursor(self.document())
        edit.beginEditBlock()
        try:
            if self._live_start is not None:
                self._cut_to_end(self._live_start)
                self._render_answer(turn, self._live_top, self._live_start)
                self._live_start = None
            else:
                self._drop_action_line()
                self._append(turn)
            self._add_action_line()
        finally:
            edit.endEditBlock()
        self._scroll_to_end()

    @property
    def answering(self) -> bool:
        return self._live_start is not None

    @property
    def live_question(self) -> str:
        return self._live_question if self.answering else ""

    # -- rendering --------------------------------------------------------------------------

    def _append(self, turn: Turn) -> None:
        top = self._question_part(turn.question, len(self.turns))
        cursor = self._end_cursor()
        cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())
        self._render_answer(turn, top, cursor.position())

    def _question_part(self, question: str, index: int) -> int:
        """A rule after the turn before, "You" with Edit, the question on a tinted panel, and
        the "Footnote" label; returns where the turn begins (see ``_Region.top``)."""
        cursor = self._end_cursor()
        top = cursor.position()
        label = QTextBlockFormat()
        if self.document().characterCount() > 1:
            rule = QTextBlockFormat()  # an empty block in a tiny font: a thin line
            rule.setBackground(theme.colors().border)
            rule.setTopMargin(16)
            tiny = QTextCharFormat()
            tiny.setFontPointSize(1)
            cursor.insertBlock(rule, tiny)
            label.setTopMargin(12)
            cursor.insertBlock(label, QTextCharFormat())
        else:
            cursor.setBlockFormat(label)
        self._label(cursor, tr("You", "the label above a question the user asked"))
        cursor.insertText("   ", QTextCharFormat())
        self._action_link(cursor, "edit", index, tr("Edit"), "edit")
        panel = QTextFrameFormat()
        panel.setBackground(theme.colors().question_bg)
        panel.setPadding(10)
        panel.setBorder(0)
        panel.setTopMargin(4)
        panel.setBottomMargin(6)
        cursor.insertFrame(panel)
        cursor.insertText(question, QTextCharFormat())
        cursor = self._end_cursor()  # the block after the panel
        cursor.setBlockFormat(QTextBlockFormat())
        self._label(cursor, ANSWER_LABEL)
        return top

    def _label(self, cursor: QTextCursor, text: str) -> None:
        fmt = QTextCharFormat()
        fmt.setForeground(theme.colors().muted)
        fmt.setFontWeight(QFont.Weight.Bold)
        if self.font().pointSizeF() > 0:
            fmt.setFontPointSize(self.font().pointSizeF() * 0.85)
        cursor.insertText(text, fmt)

    def _action_link(self, cursor: QTextCursor, action: str, index: int, text: str,
                     icon: str) -> None:
        """A small clickable action (``footnote-action:<action>/<turn>``) with its icon."""
        side = max(self.fontMetrics().height() - 4, 10)
        pixmap = _icon(icon).pixmap(side, side)
        if not pixmap.isNull():
            self._insert_icon(cursor, f"footnote-icon:{icon}", pixmap, side)
            cursor.insertText(" ", QTextCharFormat())
        cursor.insertText(text, self._action_format(f"footnote-action:{action}/{index}"))

    def _action_format(self, href: str) -> QTextCharFormat:
        fmt = QTextCharFormat()
        fmt.setAnchor(True)
        fmt.setAnchorHref(href)
        colors = theme.colors()
        fmt.setForeground(colors.accent if self._actions_enabled else colors.muted)
        if self.font().pointSizeF() > 0:
            fmt.setFontPointSize(self.font().pointSizeF() * 0.85)
        return fmt

    def _add_action_line(self) -> None:
        """Under the last answer: Regenerate (also for a stopped or failed one)."""
        if not self.turns or self._actions_at is not None:
            return
        cursor = self._end_cursor()
        self._actions_at = cursor.position()
        line = QTextBlockFormat()
        line.setTopMargin(6)
        cursor.insertBlock(line, QTextCharFormat())
        self._action_link(cursor, "regenerate", len(self.turns) - 1, tr("Regenerate"),
                          "regenerate")

    def _drop_action_line(self) -> None:
        if self._actions_at is not None:
            self._remove_from(self._actions_at)
            self._actions_at = None

    def set_actions_enabled(self, enabled: bool) -> None:
        """Edit and Regenerate work only while no answer is being written."""
        self._actions_enabled = enabled
        for pos, length, href in self._anchors(0, self.document().characterCount()):
            if parse_action(href) is not None:
                self._merge(pos, pos + length, self._action_format(href))

    @property
    def actions_enabled(self) -> bool:
        return self._actions_enabled

    def action_anchors(self) -> list[tuple[int, str, int]]:
        """(position, action, turn) of every Edit / Regenerate link (tests, keyboard)."""
        return self._parsed_anchors(parse_action)

    def _render_answer(self, turn: Turn, top: int, start: int) -> None:
        index = len(self.turns)
        cursor = self._end_cursor()
        if turn.outcome == "not_found":
            # a standard icon, not "ⓘ": many fonts lack that glyph and draw an empty box
            self._banner(cursor, " " + tr("Not found in your documents"), theme.colors().info,
                         QStyle.StandardPixmap.SP_MessageBoxInformation)
        elif turn.outcome == "failed":  # with what the model wrote before it went away
            self._banner(cursor, "⚠  " + (tr("Cut off — the answer so far") if turn.answer
                                          else tr("No answer")), ERROR)
        elif turn.outcome == "no_answer":  # the model failed, not the documents
            self._banner(cursor, " " + tr("The model gave no answer"), theme.colors().info,
                         QStyle.StandardPixmap.SP_MessageBoxWarning)  # the icon says "⚠"
        body_start = cursor.position()
        text = turn.answer or (turn.note if turn.outcome in ("failed", "no_answer") else "")
        cursor.insertMarkdown(link_citations(text, index) if text else tr("(no answer)"))
        cursor = self._end_cursor()
        if turn.outcome in ("not_found", "no_answer") or (
                turn.outcome == "failed" and not turn.answer):
            self._tint(body_start, cursor.position(), QPalette.ColorRole.PlaceholderText)
        self.turns.append(turn)
        self._decorate(index, body_start, cursor.position())
        self._footer(turn)
        self._regions.append(_Region(top, start, self._end_cursor().position()))

    def _anchors(self, start: int, end: int) -> list[tuple[int, int, str]]:
        out = []
        block = self.document().findBlock(start)
        while block.isValid() and block.position() < end:
            it = block.begin()
            while not it.atEnd():
                frag = it.fragment()
                href = frag.charFormat().anchorHref()
                if href and start <= frag.position() < end:
                    out.append((frag.position(), frag.length(), href))
                it += 1
            block = block.next()
        return out

    def cite_anchors(self) -> list[tuple[int, int, int]]:
        """(position, turn, n) of every citation link (for tests and keyboard navigation)."""
        return self._parsed_anchors(parse_cite)

    def _parsed_anchors(self, parse) -> list[tuple]:  # noqa: ANN001 - parse_cite/parse_action
        """(position, *parsed) of every link ``parse`` understands."""
        out = []
        for pos, _length, href in self._anchors(0, self.document().characterCount()):
            parsed = parse(href)
            if parsed:
                out.append((pos, *parsed))
        return out

    def _insert_icon(self, cursor: QTextCursor, name: str, pixmap: QPixmap, side: int) -> None:
        """An inline image, registered with the document under ``name``, centred on the line."""
        url = QUrl(name)
        self.document().addResource(QTextDocument.ResourceType.ImageResource, url, pixmap)
        image = QTextImageFormat()
        image.setName(url.toString())
        image.setWidth(side)
        image.setHeight(side)
        image.setVerticalAlignment(QTextCharFormat.VerticalAlignment.AlignMiddle)
        cursor.insertImage(image)

    def _merge(self, start: int, end: int, fmt: QTextCharFormat) -> None:
        cursor = QTextCursor(self.document())
        cursor.setPosition(start)
        cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
        cursor.mergeCharFormat(fmt)

    def _tint(self, start: int, end: int, role: QPalette.ColorRole) -> None:
        fmt = QTextCharFormat()
        fmt.setForeground(self.palette().color(role))
        self._merge(start, end, fmt)

    def _muted(self, text: str) -> None:
        fmt = QTextCharFormat()
        fmt.setForeground(self.palette().color(QPalette.ColorRole.PlaceholderText))
        self._end_cursor().insertText(text, fmt)

    def _remove_from(self, start: int) -> None:
        """Remove everything from ``start`` on; the block before keeps its format."""
        cursor = self._end_cursor()
        cursor.setPosition(start, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()

    def _cut_to_end(self, start: int) -> QTextCursor:
        """Remove everything from ``start`` on; the block left there is a plain paragraph."""
        cursor = self._end_cursor()
        cursor.setPosition(start, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        if cursor.currentList() is not None:
            cursor.currentList().remove(cursor.block())
        cursor.setBlockFormat(QTextBlockFormat())
        cursor.setCharFormat(QTextCharFormat())
        return cursor

    def _end_cursor(self) -> QTextCursor:
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        return cursor

    def _scroll_to_end(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    # -- interaction ------------------------------------------------------------------------

    def tooltip_for(self, turn: int, n: int) -> str:
        if not 0 <= turn < len(self.turns):
            return ""
        t = self.turns[turn]
        details = [f.detail for f in t.flags if n in f.numbers and f.detail]
        return citation_tooltip(t.citations.get(n), n, details)

    def turn_at(self, position: int) -> int | None:
        for i, region in enumerate(self._regions):
            if region.start - 1 <= position <= region.end:
                return i
        return None

    def question_at(self, position: int) -> int | None:
        """The turn whose question (or its label) is at ``position``."""
        for i, region in enumerate(self._regions):
            if region.top <= position < region.start - 1:
                return i
        return None

    def request(self, action: str, turn: int) -> bool:
        """Ask for Edit / Regenerate on ``turn`` when it is allowed now; says whether it was."""
        allowed = self._actions_enabled and not self.answering and 0 <= turn < len(self.turns)
        if action == "regenerate":
            allowed = allowed and turn == len(self.turns) - 1
        if allowed:
            (self.edit_requested if action == "edit" else self.regenerate_requested).emit(turn)
        return allowed

    @Slot(QUrl)
    def _on_anchor(self, url: QUrl) -> None:
        action = parse_action(url)
        if action is not None:
            self.request(*action)
            return
        cite = parse_cite(url)
        if cite is not None:
            self.turn_selected.emit(cite[0])
            self.citation_clicked.emit(*cite)

    @Slot(QUrl)
    def _on_hover(self, url: QUrl) -> None:
        action = parse_action(url)
        if action is not None:
            tip = action_tips()[action[0]] if self._actions_enabled else busy_tip()
            QToolTip.showText(QCursor.pos(), tip, self)
            return
        cite = parse_cite(url)
        if cite is None:
            QToolTip.hideText()
            return
        QToolTip.showText(QCursor.pos(), self.tooltip_for(*cite), self)

    @Slot()
    def _on_cursor(self) -> None:
        # Only the user's clicks select a turn; edits to the document also move the cursor.
        if self._selected_by_user is None:
            return
        turn = self.turn_at(self.textCursor().position())
        if turn is not None and turn != self._selected_by_user:
            self._selected_by_user = turn
            self.turn_selected.emit(turn)

    def answer_actions(self, turn: int, menu: QMenu) -> list[QAction]:
        """The answer's own entries for a context menu on it."""
        export = menu.addAction(tr("Export answer…"))
        export.triggered.connect(lambda: self.export_requested.emit(turn))
        copy = menu.addAction(tr("Copy with citations"))
        copy.triggered.connect(lambda: self.copy_requested.emit(turn))
        return [export, copy]

    def turn_actions(self, turn: int, menu: QMenu, on_question: bool = False) -> list[QAction]:
        """Edit (on a question) or Regenerate (on the last answer), greyed while answering."""
        if on_question:
            action = menu.addAction(_icon("edit"), tr("Edit question…"))
            action.triggered.connect(lambda: self.request("edit", turn))
        elif turn == len(self.turns) - 1:
            action = menu.addAction(_icon("regenerate"), tr("Regenerate answer"))
            action.triggered.connect(lambda: self.request("regenerate", turn))
        else:
            return []
        action.setEnabled(self._actions_enabled and not self.answering)
        return [action]

    def zoom_text(self, direction: int) -> None:
        """Larger (1) or smaller (-1) text, or the normal size (0)."""
        low, high = ZOOM_LIMITS
        stepped = round(self._zoom + direction * ZOOM_STEP, 2)
        self._zoom = 1.0 if direction == 0 else min(high, max(low, stepped))
        font = self.font()
        font.setPointSizeF(self._normal_points * self._zoom)
        self.setFont(font)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        menu = self.createStandardContextMenu(event.pos())
        for action in menu.actions():
            if action.objectName() in QT_LINK_ACTIONS:
                menu.removeAction(action)
        position = self.cursorForPosition(event.pos()).position()
        turn = self.turn_at(position)
        question = self.question_at(position)
        if turn is not None and turn < len(self.turns):
            menu.addSeparator()
            self.answer_actions(turn, menu)
            self.turn_actions(turn, menu)
        elif question is not None and question < len(self.turns):
            menu.addSeparator()
            self.turn_actions(question, menu, on_question=True)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.popup(event.globalPos())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        # light ↔ dark, zoom: the panels and labels were painted in the old colours and sizes
        restyled = (QEvent.Type.PaletteChange, QEvent.Type.FontChange)
        if event.type() in restyled and not self._restyle_queued:
            self._restyle_queued = True  # one redraw for the several changes a switch sends
            QTimer.singleShot(0, self, self._restyle)

    def _restyle(self) -> None:
        """Draw every turn again in the current colours, the answer being written included."""
        self._restyle_queued = False
        scroll = self.verticalScrollBar().value()
        question, text = (self._live_question, self._live_text) if self.answering else (None, "")
        self.show_turns(list(self.turns))
        if question is not None:
            self.begin_answer(question)
            if text:
                self.update_answer(text)
        self.verticalScrollBar().setValue(scroll)

    def wheelEvent(self, event: QWheelEvent) -> None:
        # Ctrl+wheel: the same steps as View ▸ Zoom (Qt's own zoom would bypass them)
        delta = event.angleDelta().y()
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier and delta:
            self.zoom_text(1 if delta > 0 else -1)
            event.accept()
            return
        super().wheelEvent(event)

    def mousePressEvent(self, event) -> None:  # noqa: ANN001 - QMouseEvent
        self._selected_by_user = -1
        super().mousePressEvent(event)
        self._on_cursor()

    def mouseReleaseEvent(self, event) -> None:  # noqa: ANN001 - QMouseEvent
        super().mouseReleaseEvent(event)
        self._selected_by_user = None


def _icon(name: str) -> QIcon:
    try:
        return theme.icon(name)
    except KeyError:  # an icon is decoration: a name the theme lacks never stops the chat
        return QIcon()
