"""The first-run guide: get a model, add a folder, ask — each step's state and its button."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.core.ollama.probe import OllamaState
from desktop_app.ui import theme
from desktop_app.ui.worker import Jobs
from desktop_app.wording import tr

PUT_AWAY_KEY = "first_run/dismissed"  # in window.ini: dismissed, or all three steps were done
ICON_PX = 18


@dataclass(frozen=True)
class Step:
    """One step as shown: done or not, and the sentence under its title (the fix if not done)."""

    title: str
    done: bool
    detail: str  # rich text
    state: str  # a ``theme.status_icon`` state


@dataclass(frozen=True)
class Facts:
    """What the window has received so far (None: not yet)."""

    ollama: OllamaState | None = None
    folders: int | None = None
    conversations: int | None = None
    put_away: bool | None = None


def _code(text: str) -> str:
    """Plain text as rich text, `commands` shown as code."""
    return re.sub(r"`([^`]+)`", r"<code><b>\1</b></code>", html.escape(text))


def model_step(state: OllamaState | None) -> Step:
    title = tr("1. Get a model")
    if state is None:
        return Step(title, False, tr("Checking Ollama…"), "queued")
    if state.ok:
        return Step(title, True, _code(state.message), "ok")
    if state.reachable and state.model and not state.has(state.model):
        return Step(title, False, _code(
            tr("Ollama does not have the model {model} yet. Click Models… to download it, or "
               "choose a model Ollama has.").format(model=state.model)), "warning")
    return Step(title, False, _code(state.message), "warning" if state.reachable else "error")


def folder_step(folders: int | None) -> Step:
    title = tr("2. Add a folder")
    if folders is None:
        return Step(title, False, tr("Reading your library…"), "queued")
    if folders:
        return Step(title, True, tr("%n folder(s) in the library.", n=folders), "ok")
    return Step(title, False, tr("Footnote answers from the documents in the folders you add. "
                                 "Click Add folder… or drop a folder onto the window."), "info")


def question_step(conversations: int | None) -> Step:
    title = tr("3. Ask your first question")
    if conversations:
        return Step(title, True, tr("Done: your conversations are listed on the left."), "ok")
    return Step(title, False, tr("Type it in the box below and press Enter. Answers cite the "
                                 "passages they come from: click a number to see it on the "
                                 "page."), "info")


def steps(facts: Facts) -> list[Step]:
    return [model_step(facts.ollama), folder_step(facts.folders),
            question_step(facts.conversations)]


def wanted(facts: Facts) -> bool:
    """Shown in an empty window (no folder, or no conversation yet) until put away."""
    known = facts.folders is not None and facts.conversations is not None
    return facts.put_away is False and known and not (facts.folders and facts.conversations)


def _set_role(widget: QWidget, role: str) -> None:
    if widget.property("role") != role:  # restyling costs: only on a change
        theme.set_role(widget, role)


class StepRow(QWidget):
    """A step: its state icon, title and sentence, and the button that does it."""

    def __init__(self, button_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.done = False
        self.icon = QLabel()
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.detail = QLabel()
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.button = QPushButton(button_text)
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(self.title)
        words.addWidget(self.detail)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        row.addLayout(words, 1)
        row.addWidget(self.button, 0, Qt.AlignmentFlag.AlignTop)

    def show_step(self, step: Step, next_one: bool) -> None:
        self.done = step.done
        self.icon.setPixmap(theme.status_icon(step.state).pixmap(ICON_PX, ICON_PX))
        self.title.setText(step.title + ("  ✓" if step.done else ""))
        _set_role(self.title, "secondary" if step.done else "")
        self.detail.setText(step.detail)
        _set_role(self.button, "primary" if next_one else "")


class FirstRunGuide(QFrame):
    """Three steps to a first answer, above the chat while the window is empty.

    Signals:
        models_requested(): "Models…" (step 1).
        add_folder_requested(): "Add folder…" (step 2).
        ask_requested(): "Ask" (step 3): the question box takes the cursor.
        put_away(): dismissed, or all three steps are done: not to be shown again.
    """

    models_requested = Signal()
    add_folder_requested = Signal()
    ask_requested = Signal()
    put_away = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.facts = Facts()
        heading = QLabel(tr("Welcome to Footnote: three steps to your first answer"))
        heading.setWordWrap(True)
        theme.set_role(heading, "title")
        self.close_button = QToolButton()
        self.close_button.setText(tr("Don't show again"))
        self.close_button.setToolTip(tr("Hide this guide for good (the menus do the same things)"))
        self.close_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.close_button.setAutoRaise(True)
        theme.set_icon(self.close_button, "close")
        self.close_button.clicked.connect(self.dismiss)
        self.model_row = StepRow(tr("Models…"))
        self.folder_row = StepRow(tr("Add folder…"))
        self.question_row = StepRow(tr("Ask"))
        self.model_row.button.clicked.connect(self.models_requested)
        self.folder_row.button.clicked.connect(self.add_folder_requested)
        self.question_row.button.clicked.connect(self.ask_requested)
        top = QHBoxLayout()
        top.addWidget(heading, 1)
        top.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 12)
        layout.setSpacing(10)
        layout.addLayout(top)
        for row in self.rows:
            layout.addWidget(row)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setBackgroundRole(QPalette.ColorRole.Base)
        self.setAutoFillBackground(True)
        self._render()

    @property
    def rows(self) -> list[StepRow]:
        return [self.model_row, self.folder_row, self.question_row]

    def show_ollama(self, state: OllamaState) -> None:
        self._learn(ollama=state)

    def show_folders(self, count: int) -> None:
        self._learn(folders=count)

    def show_conversations(self, count: int) -> None:
        self._learn(conversations=count)

    def set_put_away(self, put_away: bool) -> None:
        """What an earlier session left: dismissed (or finished) already, or not."""
        self._learn(put_away=bool(put_away) or bool(self.facts.put_away))

    def dismiss(self) -> None:
        """"Don't show again": hidden now and in later sessions."""
        self._learn(put_away=True)
        self.put_away.emit()

    def _learn(self, **changed: object) -> None:
        self.facts = replace(self.facts, **changed)
        self._render()

    def _render(self) -> None:
        shown = steps(self.facts)
        if all(step.done for step in shown) and not self.facts.put_away:
            self.dismiss()  # all done: out of the way, for good
            return
        first_open = next((i for i, step in enumerate(shown) if not step.done), None)
        for i, (row, step) in enumerate(zip(self.rows, shown, strict=True)):
            row.show_step(step, next_one=i == first_open)
        self.setVisible(wanted(self.facts))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._render()  # the state icons in the new palette's colours


def was_put_away(ini: Path) -> bool:
    """(In a worker) the guide was dismissed, or finished, in an earlier session."""
    return bool(QSettings(str(ini), QSettings.Format.IniFormat).value(PUT_AWAY_KEY, False,
                                                                       type=bool))


def remember_put_away(ini: Path) -> None:
    """(In a worker) never show the guide again."""
    settings = QSettings(str(ini), QSettings.Format.IniFormat)
    settings.setValue(PUT_AWAY_KEY, True)
    settings.sync()


def remember_in(guide: FirstRunGuide, jobs: Jobs, ini: Path) -> None:
    """The guide's "put away" is read from and written to ``ini`` in workers."""
    jobs.start(was_put_away, ini, name="first-run-read", on_result=guide.set_put_away)
    guide.put_away.connect(lambda: jobs.start(remember_put_away, ini, name="first-run-save"))
