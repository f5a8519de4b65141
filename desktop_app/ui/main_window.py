"""The main window: lays out the panels, wires them to the controllers, handles drops and keys."""

from __future__ import annotations

import dataclasses
import logging
import os
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import (
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop_app.assistant.scope import Scope
from desktop_app.assistant.state import Turn
from desktop_app.core import jobs
from desktop_app.core.ollama.probe import OllamaState
from desktop_app.core.snapshots import LibrarySnapshot
from desktop_app.ui import first_run
from desktop_app.ui.card_dialog import CardDialog
from desktop_app.ui.chat_controller import LastConversation, add_folder_hint, no_passages_hint
from desktop_app.ui.chat_panel import ChatPanel
from desktop_app.ui.conversations_panel import ConversationsPanel
from desktop_app.ui.exclusions_dialog import ExclusionActions
from desktop_app.ui.export_actions import Exporter
from desktop_app.ui.indexing_panel import FileStatusList, IndexingPanel
from desktop_app.ui.library_panel import LibraryPanel
from desktop_app.ui.models_dialog import ModelsDialog
from desktop_app.ui.ollama_status import OllamaStatusLabel
from desktop_app.ui.services import Services
from desktop_app.ui.settings_actions import SettingsActions
from desktop_app.ui.settings_dialog import SettingsDialog
from desktop_app.ui.sources_panel import SourcesPanel
from desktop_app.ui.viewer import DocumentViewer
from desktop_app.ui.window_menus import WindowMenus
from desktop_app.ui.window_placement import WindowPlacement
from desktop_app.wording import from_indexer, tr
from indexer import display_name, display_path

log = logging.getLogger(__name__)
MIN_CHAT_WIDTH = 380  # px the chat keeps when the viewer needs room
MIN_LEFT_WIDTH = 200
COLLAPSED_WIDTH = 120  # px: a right column this narrow was dragged shut


def default_columns(width: int) -> list[int]:
    """Conversations and library, chat, sources and viewer: the chat gets what the other two
    leave (a 1000 px window: 220 / 480 / 300), so it is never the one squeezed."""
    left = int(min(290, max(MIN_LEFT_WIDTH, 0.22 * width)))
    right = int(width * (0.3 if width < 1200 else 0.36))  # a wide window: pages get more
    return [left, max(MIN_CHAT_WIDTH, width - left - right), right]


def repair_folders_text(event: dict) -> str:
    """What a repair's ``repair_folders`` event means for the user of the window."""
    if event.get("problem"):
        return tr("Repairing: the list of your folders could not be restored; add any folder "
                  "that is missing from the library again.")
    names = ", ".join(display_name(root) for root in event.get("restored", []))
    return tr("Repairing: your folders are back ({folders}); they are being indexed "
              "again.").format(folders=names)


def run_text(kind: str, folders: str, finishing: str = "") -> str:
    """The status of running library work: its kind, its folders, and the folders whose vectors
    it finishes (indexing and retrying only)."""
    if kind == "index":
        text = (tr("Indexing {folders}, and finishing the vectors of {others}…") if finishing
                else tr("Indexing {folders}…"))
    elif kind == "retry":
        text = (tr("Retrying {folders}, and finishing the vectors of {others}…") if finishing
                else tr("Retrying {folders}…"))
    else:
        text = {"remove": tr("Removing {folders}…"),
                "switch": tr("Rebuilding vectors {folders}…"),
                "repair": tr("Repairing {folders}…")}[kind]
    return text.format(folders=folders, others=finishing)


def local_paths(urls: list) -> list[str]:
    return [u.toLocalFile() for u in urls if u.isLocalFile() and u.toLocalFile()]


class MainWindow(QMainWindow, WindowMenus, WindowPlacement):
    """Footnote's window. It renders and forwards; the controllers in ``services`` do the work."""

    def __init__(self, services: Services) -> None:
        super().__init__()
        self.services = s = services
        self.setWindowTitle("Footnote")
        self.setAcceptDrops(True)
        self.conversations = ConversationsPanel(confirm=s.confirm)
        self.library_panel = LibraryPanel()
        self.indexing = IndexingPanel()
        self.chat = ChatPanel()
        self.sources = SourcesPanel()
        self.viewer = DocumentViewer(s.jobs, self.open_path)
        self.files = FileStatusList()
        self.work_left_running = False  # set on close: a thread did not stop in time
        self._snapshot: LibrarySnapshot | None = None
        self._run: tuple[str, list[str]] | None = None  # the running work: kind, folders
        self.card_dialog: CardDialog | None = None  # the document details being corrected
        self._failure = ""  # the last failure the status bar said: "Done." does not hide it
        self._build_layout()
        self.settings_actions = SettingsActions(s, self, self.status_message.setText)
        self._build_menus()
        self._wire()
        self._no_drops_on_text_widgets()
        self._restore_geometry()
        self.exporter = Exporter(self, Path(s.config_dir) / "window.ini",
                                 self.status_message.setText)
        self.chat.transcript.export_requested.connect(
            lambda i: self.exporter.export(self.chat.transcript.turns, answer=i + 1))
        self.chat.transcript.copy_requested.connect(
            lambda i: self.exporter.copy_with_citations(self.chat.transcript.turns, i + 1))

    # -- layout ---------------------------------------------------------------------------

    def _build_layout(self) -> None:
        library_box = QWidget()
        box = QVBoxLayout(library_box)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.library_panel, 1)
        box.addWidget(self.indexing)
        left = QSplitter(Qt.Orientation.Vertical)
        left.addWidget(self.conversations)
        left.addWidget(library_box)
        left.setStretchFactor(0, 1)
        left.setStretchFactor(1, 1)
        left.setSizes([420, 360])
        sources_split = QSplitter(Qt.Orientation.Vertical)
        sources_split.addWidget(self.sources)
        sources_split.addWidget(self.viewer)
        sources_split.setStretchFactor(0, 1)
        sources_split.setStretchFactor(1, 3)
        sources_split.setSizes([190, 600])
        self.right_tabs = QTabWidget()
        self.right_tabs.addTab(sources_split, tr("Sources"))
        self.right_tabs.addTab(self.files, tr("Files"))
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        for widget in (left, self.chat, self.right_tabs):
            self.splitter.addWidget(widget)
        # A narrower window takes from the viewer most and from the chat least (a 1000 px laptop
        # window keeps ~480 px of chat, not 330); a wider one gives the viewer's pages the most.
        for column, stretch in enumerate((1, 2, 3)):
            self.splitter.setStretchFactor(column, stretch)
        self.splitter.setSizes([290, 620, 500])
        self.chat.setMinimumWidth(MIN_CHAT_WIDTH - 40)  # narrow windows: the chat stays readable
        self.splitter.setContentsMargins(8, 6, 8, 0)
        self.setCentralWidget(self.splitter)
        self.status_message = QLabel("")
        self.status_message.setMinimumWidth(120)  # the Ollama status (the fix) keeps its room
        self.ollama_label = OllamaStatusLabel()
        self.models_button = QPushButton(tr("Choose or download a model…"))
        self.models_button.setVisible(False)
        self.statusBar().addWidget(self.status_message, 1)
        self.statusBar().addPermanentWidget(self.models_button)
        self.statusBar().addPermanentWidget(self.ollama_label)

    def _no_drops_on_text_widgets(self) -> None:
        # Text widgets would paste a dropped folder's path; let the window take file drops.
        for widget in (self.chat.transcript, self.chat.question, self.viewer.text):
            widget.setAcceptDrops(False)
            widget.viewport().setAcceptDrops(False)

    # -- wiring ---------------------------------------------------------------------------

    def _wire(self) -> None:
        s = self.services
        chat, lib = s.chat, s.library
        self.chat.ask_requested.connect(chat.ask)
        self.chat.stop_requested.connect(chat.stop)
        chat.answer_started.connect(self._on_answer_started)
        chat.answer_updated.connect(self.chat.transcript.update_answer)
        chat.citations_updated.connect(self.sources.show_live)
        chat.status.connect(self.chat.set_status)
        chat.answer_done.connect(self._on_answer_done)
        chat.answer_failed.connect(self._on_answer_failed)
        chat.busy_changed.connect(self.chat.set_busy)
        chat.scope_changed.connect(self.chat.scope_bar.set_scope)
        chat.library_files.connect(self.chat.scope_bar.show_files)
        self.chat.scope_bar.scope_chosen.connect(chat.set_scope)
        self.chat.scope_bar.files_requested.connect(chat.load_library_files)
        chat.conversations.connect(self.conversations.set_conversations)
        chat.conversation_loaded.connect(self._on_conversation_loaded)
        chat.turns_replaced.connect(self.chat.transcript.drop_turns_from)
        self.chat.resend_requested.connect(lambda i, question: chat.ask(question, replace_from=i))
        self.chat.transcript.regenerate_requested.connect(self.regenerate)
        for changed in (chat.busy_changed, chat.answer_done, chat.answer_failed,
                        chat.conversation_loaded):  # after the transcript took the change
            changed.connect(self._update_regenerate)
        self.conversations.new_requested.connect(self.new_conversation)
        self.conversations.open_requested.connect(chat.open_conversation)
        self.conversations.rename_requested.connect(chat.rename)
        self.conversations.delete_requested.connect(chat.delete)
        self.chat.transcript.citation_clicked.connect(self.open_citation)
        self.chat.transcript.turn_selected.connect(self._select_turn)
        self.sources.citation_activated.connect(self._open_source)
        self.library_panel.add_requested.connect(self.choose_folder)
        self.library_panel.repair_requested.connect(lib.repair)
        self.library_panel.reindex_requested.connect(lib.reindex)
        self.library_panel.drop_missing_requested.connect(lib.drop_missing)
        self.library_panel.remove_requested.connect(lib.remove)
        self.library_panel.open_requested.connect(self.open_path)
        self.indexing.pause_toggled.connect(lambda p: lib.pause() if p else lib.resume())
        self.indexing.cancel_requested.connect(lib.cancel)
        self.files.open_requested.connect(self.open_path)
        self.files.retry_requested.connect(lib.retry)
        self.files.card_edit_requested.connect(self.edit_card)
        self.files.summary_requested.connect(self.summarise_document)
        self.files.read_scan_requested.connect(lib.read_all_scanned)
        self.files.ask_requested.connect(self.ask_about_document)
        self.viewer.summary_requested.connect(self.summarise_document)
        self.viewer.ask_requested.connect(self.ask_about_document)
        self.exclusion_actions = ExclusionActions(self, lib, self.library_panel, self.files)
        lib.run_started.connect(self._on_run_started)
        lib.events.connect(self._on_index_events)
        lib.events.connect(self.files.feed)
        lib.run_finished.connect(self._on_run_finished)
        lib.failed.connect(self._on_library_failed)
        lib.refused.connect(self.status_message.setText)
        lib.card_failed.connect(lambda message: self._say_failure(
            tr("Could not save the details: {message}").format(message=message)))
        lib.snapshot.connect(self._on_snapshot)
        lib.paused_changed.connect(self.indexing.set_paused)
        lib.paused_changed.connect(self.library_panel.set_paused)
        lib.embedder_switched.connect(self._on_embedder_switched)
        lib.vectors_changed.connect(chat.mark_vectors_stale)
        chat.renew = self._fresh_assistant
        chat.library_hint = self._library_hint
        s.watcher.stirred.connect(s.library.warm_up)
        s.watcher.changed.connect(self._on_folders_changed)
        s.ollama.state_changed.connect(self.ollama_label.show_state)
        s.ollama.state_changed.connect(self._offer_models)
        self.models_button.clicked.connect(self.settings_actions.open_models)
        ini = Path(s.config_dir) / "window.ini"
        chat.last_conversation = LastConversation(ini)  # reopened at the next start
        guide = self.chat.guide  # the first-run guide, fed what the window receives
        first_run.remember_in(guide, s.jobs, ini)
        s.ollama.state_changed.connect(guide.show_ollama)
        lib.snapshot.connect(lambda snapshot: guide.show_folders(len(snapshot.roots)))
        chat.conversations.connect(lambda infos: guide.show_conversations(len(infos)))
        guide.models_requested.connect(self.settings_actions.open_models)
        guide.add_folder_requested.connect(self.add_action.trigger)

    def start(self) -> None:
        """Load what is on disk (in workers) and start watching; call once after ``show()``."""
        self.services.chat.refresh_conversations()
        self.services.library.refresh()
        if self.services.notes:
            self.status_message.setText(" ".join(self.services.notes))
        self.services.ollama.start()
        self.chat.question.setFocus()

    # -- chat -----------------------------------------------------------------------------

    def _on_answer_started(self, question: str) -> None:
        self.chat.transcript.begin_answer(question)
        self.sources.show_live({})

    def _on_answer_done(self, turn: Turn) -> None:
        self.chat.transcript.finish_answer(turn)
        self._select_turn(len(self.chat.transcript.turns) - 1)

    def _on_answer_failed(self, kind: str, message: str, turn: Turn) -> None:
        """The turn ends failed: what the model wrote so far and the passages found stay."""
        question = self.chat.transcript.live_question
        self.chat.transcript.finish_answer(dataclasses.replace(turn, question=question))
        if turn.citations:
            self._select_turn(len(self.chat.transcript.turns) - 1)
        if kind in ("ollama_not_running", "model_not_found", "model_without_tools"):
            # the fix is in the answer and, once checked, in the Ollama status: not a third time
            self.status_message.setText(tr("No answer: the model server is not ready."))
            self.services.ollama.check()
        else:
            self.status_message.setText(message.replace("`", ""))

    def regenerate(self, index: int | None = None) -> None:
        """Ctrl+R / Regenerate: the last question again; its new answer replaces the old."""
        turns = self.chat.transcript.turns
        last = len(turns) - 1
        if last < 0 or self.services.chat.busy or index not in (None, last):
            return
        self.chat.cancel_edit()
        self.services.chat.ask(turns[last].question, replace_from=last)

    def _update_regenerate(self, *_args: object) -> None:
        self.regenerate_action.setEnabled(
            bool(self.chat.transcript.turns) and not self.services.chat.busy)

    def new_conversation(self) -> None:
        """Ctrl+N / New: an empty conversation, the cursor in the question box."""
        self.services.chat.new_conversation()
        self.chat.question.setFocus()

    def _library_hint(self) -> str:
        """Why asking the model now is pointless (the library is empty), or ""."""
        snapshot = self._snapshot
        if snapshot is None or self.services.library.busy or snapshot.problem:
            return ""
        if not snapshot.roots:
            return add_folder_hint()
        return no_passages_hint() if snapshot.chunks == 0 else ""

    def _on_conversation_loaded(self, thread_id: str, turns: list[Turn]) -> None:
        self.conversations.set_current(thread_id)
        self.chat.cancel_edit()  # the question being edited belonged to the conversation left
        self.viewer.clear()  # its [n] belonged to the conversation left
        self.chat.transcript.show_turns(turns)
        self.chat.set_status("")
        self._select_turn(len(turns) - 1 if turns else None)

    def _select_turn(self, index: int | None) -> None:
        turns = self.chat.transcript.turns
        if index is None or not 0 <= index < len(turns):
            self.sources.show_turn(None)
        else:
            self.sources.show_turn(turns[index], index)

    def open_citation(self, turn: int, n: int) -> None:
        turns = self.chat.transcript.turns
        citation = turns[turn].citations.get(n) if 0 <= turn < len(turns) else None
        if citation is None:
            self.status_message.setText(
                tr("[{number}] does not point at a passage the assistant saw.").format(number=n))
            return
        self._select_turn(turn)
        item = self.sources.item_for(n)
        if item is not None:
            self.sources.list.setCurrentItem(item)
        self.right_tabs.setCurrentIndex(0)
        self._make_room_for_viewer()
        self.viewer.show_citation(citation)

    def export_conversation(self) -> None:
        """Ctrl+E: the conversation on screen, with every answer's references."""
        self.exporter.export(self.chat.transcript.turns, self.conversations.current_title(),
                             searched=self.chat.scope_bar.scope.label())

    def _make_room_for_viewer(self) -> None:
        """Widths stay where the user put them (a jumping chat column is worse than a narrow
        page); only a right column dragged shut is opened again, so the page can be seen."""
        left, middle, right = self.splitter.sizes()
        if right >= COLLAPSED_WIDTH:
            return
        total = left + middle + right
        need = int(0.4 * total) - right
        from_middle = max(0, min(need, middle - MIN_CHAT_WIDTH))
        from_left = max(0, min(need - from_middle, left - MIN_LEFT_WIDTH))
        self.splitter.setSizes([left - from_left, middle - from_middle,
                                right + from_middle + from_left])

    def open_path(self, path: str) -> None:
        """Hand a file or folder to the desktop; say so when nothing could open it."""
        if self.services.open_external(path) is False:
            self.status_message.setText(
                tr("No application could open {path}: there is no default app for it here. "
                   "Open it from your file manager.").format(path=display_path(path)))

    def _open_source(self, citation: object) -> None:
        self._make_room_for_viewer()
        self.viewer.show_citation(citation)  # type: ignore[arg-type]

    def focus_search(self) -> None:
        self.conversations.search.setFocus()
        self.conversations.search.selectAll()

    # -- library --------------------------------------------------------------------------

    def choose_folder(self) -> None:
        dialog = QFileDialog(self, tr("Add a folder to the library"), self._dialog_folder())
        dialog.setFileMode(QFileDialog.FileMode.Directory)
        dialog.fileSelected.connect(self._folder_chosen)
        dialog.open()

    def _dialog_folder(self) -> str:
        """Where "Add folder…" opens: where the user last added one, else their home."""
        folder = str(self._qsettings().value("dialogs/add_folder", "") or "")
        return folder if folder and os.path.isdir(folder) else str(Path.home())

    def _folder_chosen(self, path: str) -> None:
        if path:
            self._qsettings().setValue("dialogs/add_folder", str(Path(path).parent))
        self.add_paths([path])

    def add_paths(self, paths: list[str]) -> None:
        paths = [p for p in paths if os.path.exists(p)]
        if paths:
            self.services.library.add_paths(paths)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if local_paths(event.mimeData().urls()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:  # noqa: ANN001 - QDragMoveEvent
        if local_paths(event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = local_paths(event.mimeData().urls())
        if paths:
            event.acceptProposedAction()
            self.add_paths(paths)

    def _on_run_started(self, kind: str, roots: list) -> None:
        self.indexing.start(kind)
        self._run = (kind, list(roots))
        self._say_run()

    def _say_run(self) -> None:
        """Which folders the running work is about: those asked for, and any whose passages an
        earlier run left without vectors (a run embeds every folder's)."""
        if self._run is None:
            return
        kind, roots = self._run
        finishing = [r.path for r in (self._snapshot.roots if self._snapshot else [])
                     if r.without_vectors and roots and r.path not in roots
                     and kind in ("index", "retry")]
        if kind in ("index", "retry"):
            self.library_panel.set_activity(set(roots) | set(finishing),
                                            self.services.library.dirty)
        names = ", ".join(display_name(r) for r in roots) or tr("all folders")
        others = ", ".join(map(display_name, finishing))
        if self.indexing.progress.phase != "embedding":
            self.status_message.setText(run_text(kind, names, others))

    def _on_index_events(self, events: list) -> None:
        before = self.indexing.progress.phase
        self.indexing.feed(events)
        for event in events:
            if event.get("kind") == "repair_folders":
                self.status_message.setText(repair_folders_text(event))
        if before != "embedding" and self.indexing.progress.phase == "embedding":
            # the files are read; the vectors the run embeds now may be any folder's
            self.status_message.setText(tr("Embedding passages for search by meaning…"))

    def _on_run_finished(self, summary: dict | None) -> None:
        self._run = None
        lib = self.services.library
        self.library_panel.set_activity(None, lib.dirty, lib.unfinished)
        if summary is not None:
            self.indexing.finish(summary)
            self.status_message.setText(self.indexing.progress.summary_text())
        elif self.indexing.progress.phase not in ("done", "cancelled") and \
                self.status_message.text() != self._failure:
            self.indexing.finish(None)
            self.status_message.setText(tr("Done."))

    def _on_library_failed(self, message: str) -> None:
        self.indexing.finish(None, message)
        self._say_failure(tr("Could not finish: {message}").format(message=message))

    def _say_failure(self, text: str) -> None:
        self._failure = text
        self.status_message.setText(text)

    def _on_snapshot(self, snapshot: LibrarySnapshot) -> None:
        self._snapshot = snapshot
        if snapshot.problem and not self.services.library.busy:
            self.status_message.setText(from_indexer(snapshot.problem.split(". ")[0] + "."))
        old = set(self.library_panel.roots())
        self.library_panel.set_snapshot(snapshot)
        self.files.show_problems(snapshot.problems)
        self.files.set_read_only(bool(snapshot.shared) or snapshot.read_only)
        self.files.show_cards(snapshot.cards)
        self.files.show_scans(snapshot.scans, ocr=self.services.library.settings.ocr)
        roots = [r.path for r in snapshot.roots]
        self.chat.scope_bar.set_roots(roots)
        for action in (self.add_action, self.reindex_action, self.repair_action):
            action.setEnabled(not snapshot.shared)  # a shared library is indexed where published
        if (set(roots) != old or not self.services.library.busy) and not snapshot.shared:
            self.services.watcher.set_roots(roots, {r.path: r.exclusions for r in snapshot.roots})
        if self.services.library.busy:
            self._say_run()  # the run may finish folders this snapshot says are unfinished

    def ask_about_document(self, path: str) -> None:
        """Questions of this conversation search ``path`` alone from now on (the scope bar
        says so, and can widen it again); the question box waits for the question."""
        self.services.chat.set_scope(Scope(file=path))
        self.chat.question.setFocus()

    def summarise_document(self, path: str) -> None:
        """"Summarise this document": the scope set to it, and the request asked."""
        self.ask_about_document(path)
        self.chat.send(tr("Summarise {name}.").format(name=display_name(path)))

    def edit_card(self, path: str) -> None:
        """"Document details…": the file's card (as of the last snapshot) in a dialog; OK saves
        the changed fields in a worker."""
        card = self._snapshot.cards.get(path) if self._snapshot is not None else None
        if card is None:
            return
        if self.card_dialog is not None:
            self.card_dialog.reject()
        dialog = self.card_dialog = CardDialog(path, card, self)
        dialog.accepted.connect(lambda: self._card_chosen(dialog))
        dialog.open()

    def _card_chosen(self, dialog: CardDialog) -> None:
        reset = dialog.wants_reset()
        self.services.library.edit_card(dialog.path, {} if reset else dialog.edits(), reset)

    def _on_folders_changed(self, roots: list) -> None:
        self.services.library.dirty.update(roots)
        self.library_panel.set_activity(None, self.services.library.dirty)
        self.services.library.reindex(roots)

    # -- settings and models ---------------------------------------------------------------

    @property
    def settings_dialog(self) -> SettingsDialog | None:
        return self.settings_actions.settings_dialog

    @property
    def models_dialog(self) -> ModelsDialog | None:
        return self.settings_actions.models_dialog

    def open_settings(self) -> None:
        self.settings_actions.open_settings()

    def _offer_models(self, state: OllamaState) -> None:
        """Ollama runs but cannot answer with the chosen model: offer the picker."""
        self.models_button.setVisible(state.reachable and not state.ok)

    def _on_embedder_switched(self, source: object) -> None:
        s = self.services
        s.embedder = s.make_embedder(s.settings.embedder, s.settings.ollama_target())
        s.chat.mark_vectors_stale()
        self.status_message.setText(tr("The library now uses the new embedding model."))

    def _fresh_assistant(self) -> tuple[object, object]:
        """(In a worker) an assistant that sees the vectors library runs wrote since."""
        s = self.services
        old_system = jobs.reopen_vectors(s.data_dir, s.vector_reader)
        return s.make_assistant(s.settings, s.embedder), getattr(old_system, "stop", None)

    # -- window state ---------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        if not self._columns_placed:
            self._columns_placed = True
            self.splitter.setSizes(default_columns(self.splitter.width()))
        super().showEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        qs = self._qsettings()
        qs.setValue("geometry", self.saveGeometry())
        qs.setValue("splitter", self.splitter.saveState())
        if self.settings_dialog is not None:
            self.settings_dialog.reject()
        # Stopping the work takes seconds while a folder embeds (~3 s measured: the library
        # process ends its batch): the window goes now instead of standing there frozen.
        self.hide()
        self.work_left_running = not self.services.shutdown()
        if self.work_left_running:
            log.warning("some work did not stop in time")
        super().closeEvent(event)
