"""The composition root: settings, embedder, assistant, controllers and the window, built here."""

from __future__ import annotations

import argparse
import dataclasses
import gc
import logging
import os
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop_app.assistant.conversations import new_thread_id as make_thread_id
from desktop_app.assistant.conversations import set_aside_if_damaged
from desktop_app.core import settings as app_settings
from desktop_app.core.jobs import IMPORT_LOCK, EmbedderSpec, warm_up
from desktop_app.core.ollama import probe as ollama_probe
from desktop_app.core.problems import window_words
from desktop_app.core.processes.vector_reader import VectorReader
from desktop_app.core.snapshots import shared_source
from desktop_app.core.system.assets import ICON_SIZES, asset_path, icon_png
from desktop_app.core.system.system_check import (
    install_command,
    missing_window_libraries,
    window_libraries_problem,
)
from desktop_app.ui import qt_binding
from desktop_app.wording import tr
from indexer import data_dir_problem, default_data_dir, file_uri, make_embedder

if TYPE_CHECKING:  # the window's types: Qt, LangChain and the assistant load only where used
    from langchain_core.language_models import BaseChatModel
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QIcon

    from desktop_app.assistant.config import AssistantSettings
    from desktop_app.assistant.scope import Scope
    from desktop_app.assistant.service import Assistant
    from desktop_app.core.ollama.probe import OllamaState
    from desktop_app.export.model import ExportDocument
    from desktop_app.ui.main_window import MainWindow
    from indexer import Embedder

log = logging.getLogger(__name__)

SWITCH_INTERVAL_S = 0.002  # workers give the GUI thread the GIL more often (smoother UI)


EXIT_USAGE = 2  # a command-line option that cannot work (the message says which and why)
EXIT_MISSING_LIBRARIES = 3  # the window cannot open on this system: libraries missing or a broken Qt binding


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m desktop_app",
        description="Footnote: answers from your own documents, with numbered references. "
                    "Without a command it opens the window; `ask` answers on the command line.")
    parser.add_argument("--data-dir", type=Path, default=None,
                        help="library and conversations (default: the setting, else the "
                             "per-user data dir)")
    parser.add_argument("--config-dir", type=Path, default=None,
                        help="where settings.toml lives (default: the per-user config dir)")
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("--version", action="store_true", help="print Footnote's version and exit")
    once = parser.add_mutually_exclusive_group()
    once.add_argument("--self-test", action="store_true",
                      help="index, search and export a bundled sample in a temporary library "
                           "and report each step (no display needed); exit 0 if all passed")
    once.add_argument("--install-desktop-entry", action="store_true",
                      help="Linux: add Footnote to the applications menu (a .desktop file and "
                           "icons in ~/.local/share)")
    once.add_argument("--uninstall-desktop-entry", action="store_true",
                      help="Linux: remove what --install-desktop-entry wrote")
    return parser


def build_window(config_dir: Path | None = None, data_dir: Path | None = None, *,
                 chat_model: BaseChatModel | None = None, embedder: Embedder | None = None,
                 probe: Callable[..., OllamaState] | None = None,
                 open_external: Callable[[str], bool | None] | None = None,
                 confirm: Callable[..., None] | None = None,
                 debounce_ms: int | None = None) -> MainWindow:
    """Build everything and return the (not yet shown) main window.

    Tests and the screenshot script inject ``chat_model`` (a scripted model), ``embedder``,
    ``probe`` (Ollama's state), ``open_external`` and ``confirm``.
    """
    from PySide6.QtWidgets import QApplication

    from desktop_app.ui import language, theme
    from desktop_app.ui.chat_controller import ChatController
    from desktop_app.ui.conversations_panel import ask_first
    from desktop_app.ui.index_controller import IndexController
    from desktop_app.ui.main_window import MainWindow
    from desktop_app.ui.ollama_status import OllamaMonitor
    from desktop_app.ui.services import Services
    from desktop_app.ui.watcher import DEBOUNCE_MS, FolderWatcher
    from desktop_app.ui.worker import Jobs

    config_dir = Path(config_dir or app_settings.default_config_dir())
    installed = language.use_setting(app_settings.language_setting(config_dir))  # before words
    settings, notes = app_settings.load_with_notes(config_dir)
    notes += [note] if (note := language.missing_font_note(installed.code)) else []
    data_dir_given = data_dir is not None
    data_dir, note = (Path(data_dir), None) if data_dir_given else settings_data_dir(settings)
    notes += [note] if note else []
    injected_embedder = embedder
    app = QApplication.instance()
    if app is not None:
        theme.apply(app, settings.appearance)

    def new_embedder(spec: str, url: str | None) -> Embedder:
        return injected_embedder or make_embedder(spec, url)

    def embedder_source(spec: str, url: str | None) -> Embedder | EmbedderSpec:
        # what the library process builds its own embedder from (instances need not pickle)
        return injected_embedder or EmbedderSpec(spec, url)

    # its shared library, if any, until a restart, and the Chroma server chosen for its vectors
    session = dataclasses.replace(settings.assistant_settings(),
                                  chroma_url=settings.chroma_url.strip())
    shared = shared_source(session)
    vector_reader = VectorReader()  # Chroma never runs in this process (see vector_reader)

    def new_assistant(s: app_settings.AppSettings, emb: Embedder) -> Assistant:  # in a worker
        with IMPORT_LOCK:  # it may be the first to import LangChain (see IMPORT_LOCK)
            from desktop_app.assistant.service import Assistant

            return Assistant(dataclasses.replace(
                s.assistant_settings(), shared_folder=session.shared_folder,
                shared_path_map=session.shared_path_map, chroma_url=session.chroma_url),
                data_dir, chat_model=chat_model,
                embedder=emb, vector_reader=vector_reader, words=window_words)

    embedder = new_embedder(settings.embedder, settings.ollama_target())

    def first_assistant() -> Assistant:  # in a worker: LangGraph, and the conversations file read
        moved = set_aside_if_damaged(data_dir)
        if moved is not None:
            assistant.notes.append(
                f"Your conversations file was damaged: it was kept as {moved} (nothing was "
                "deleted) and new conversations start in a fresh file.")
        return new_assistant(settings, embedder)

    assistant = AssistantOnFirstUse(data_dir, session, first_assistant)
    jobs = Jobs()
    services = Services(
        settings=settings, config_dir=config_dir, data_dir=data_dir, jobs=jobs,
        library=IndexController(jobs, data_dir, settings.index_settings(),
                                embedder_source(settings.embedder, settings.ollama_target()),
                                shared=shared),
        chat=ChatController(jobs, assistant),
        ollama=OllamaMonitor(jobs, probe or probe_after_imports, settings.ollama_target(),
                             settings.chat_model),
        watcher=FolderWatcher(jobs, data_dir, debounce_ms or DEBOUNCE_MS),
        embedder=embedder, make_assistant=new_assistant, make_embedder=new_embedder,
        embedder_source=embedder_source,
        save_settings=app_settings.save, open_external=open_external or open_with_desktop,
        confirm=confirm or ask_first, notes=notes, data_dir_from_command_line=data_dir_given,
        vector_reader=vector_reader)
    window = MainWindow(services)
    jobs.setParent(window)
    # Everything built so far lives as long as the app: keep it out of the cyclic GC's full
    # passes, which otherwise stop every thread, the GUI's included, for 100+ ms.
    gc.freeze()
    on_first_paint(window, lambda: jobs.start(
        warm_up_in_background, data_dir, assistant, embedder, vector_reader, name="warm-up",
        on_result=lambda notes: show_notes(window, notes)))
    return window


def settings_data_dir(settings: app_settings.AppSettings) -> tuple[Path, str | None]:
    """The data dir the settings name, or the default one with a note saying why that one
    cannot be used (a file, or a folder of other files without a library)."""
    data_dir = settings.resolved_data_dir()
    problem = data_dir_problem(data_dir)
    if problem is None or data_dir == default_data_dir():
        return data_dir, None
    return default_data_dir(), tr(
        "The library location in your settings cannot be used: {problem}. Until it is changed, "
        "the library in {folder} is used.").format(problem=problem, folder=default_data_dir())


def folder_option_problem(args: argparse.Namespace) -> str | None:
    """What is wrong with ``--data-dir`` or ``--config-dir`` (None: nothing), before any
    window: a data dir that is a file or holds other files, a config dir that is a file."""
    if args.data_dir is not None and (problem := data_dir_problem(args.data_dir)):
        return f"--data-dir: {problem}"
    if args.config_dir is not None and args.config_dir.exists() and not args.config_dir.is_dir():
        return f"--config-dir: {args.config_dir} is a file, not a folder. Give a folder"
    return None


def show_notes(window: MainWindow, notes: list[str]) -> None:
    """Add what the background start-up found (a damaged conversations file) to the status."""
    if notes:
        window.status_message.setText(" ".join([window.status_message.text(), *notes]).strip())


class AssistantOnFirstUse:
    """Stands in for the window's first ``Assistant`` until a worker needs it.

    Building one imports LangChain and LangGraph (about a second) and opens the conversations
    file: that is done in a worker after the window is shown (``warm_up_in_background``), or by
    whichever worker asks first (a question asked meanwhile waits for it there, never in the
    GUI thread). The GUI thread only hands its methods to workers, and reads ``data_dir`` and
    ``settings`` (the ``AssistantSettings`` it is built with).
    """

    def __init__(self, data_dir: Path, settings: AssistantSettings,
                 build: Callable[[], Assistant]) -> None:
        self.data_dir = Path(data_dir)
        self.settings = settings
        self.notes: list[str] = []  # what building it found that the user must know
        self._build = build
        self._lock = threading.Lock()
        self._assistant: Assistant | None = None

    @staticmethod
    def new_thread_id() -> str:
        return make_thread_id()

    def ready(self) -> Assistant:
        """The assistant, built now if no thread has built it yet."""
        if self._assistant is not None:
            return self._assistant
        with IMPORT_LOCK, self._lock:  # building it imports LangChain and LangGraph
            if self._assistant is None:
                self._assistant = self._build()
            return self._assistant

    # the methods the window hands to workers: each builds the assistant where it runs
    def ask(self, *args: Any, **kwargs: Any) -> Any:
        return self.ready().ask(*args, **kwargs)

    def conversations(self) -> Any:
        return self.ready().conversations()

    def messages(self, thread_id: str) -> Any:
        return self.ready().messages(thread_id)

    def scope(self, thread_id: str) -> Any:
        return self.ready().scope(thread_id)

    def set_scope(self, thread_id: str, scope: Scope) -> None:
        self.ready().set_scope(thread_id, scope)

    def rename(self, thread_id: str, title: str) -> Any:
        return self.ready().rename(thread_id, title)

    def delete(self, thread_id: str) -> Any:
        return self.ready().delete(thread_id)

    def close(self, *args: Any, **kwargs: Any) -> None:
        if self._assistant is not None:  # never built: nothing is open
            self._assistant.close(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:  # anything else public: the real assistant's
        if name.startswith("_"):  # copy, pickle and friends probe for these: build nothing
            raise AttributeError(name)
        return getattr(self.ready(), name)


def warm_up_in_background(data_dir: Path, assistant: AssistantOnFirstUse,
                          embedder: Embedder, vector_reader: VectorReader | None = None
                          ) -> list[str]:
    """(In a worker, once the window is shown) what the first question needs: the assistant
    (LangChain, the conversations), the library's Chroma store (opened by ``vector_reader``'s
    process when given), the embedding model.
    Returns the notes building the assistant left for the user."""
    # No cyclic-GC pass over the objects these imports create: one ran in this thread with
    # the GIL held and stalled the GUI thread 143 ms. They live as long as the app anyway.
    gc.disable()
    try:
        with IMPORT_LOCK:  # other workers' first imports wait (see IMPORT_LOCK)
            assistant.ready()
            warm_up(data_dir, shared_source(assistant.settings), vector_reader)
            load = getattr(embedder, "load", None)
            if load is not None:
                load()
    finally:
        gc.freeze()  # what was just built lives as long as the app, too
        gc.enable()
    return list(assistant.notes)


def probe_after_imports(*args: Any, **kwargs: Any) -> OllamaState:
    """``ollama_probe.probe``, once the HTTP client libraries are imported (see IMPORT_LOCK)."""
    with IMPORT_LOCK:
        import httpx  # noqa: F401
        import ollama  # noqa: F401
    return ollama_probe.probe(*args, **kwargs)


def on_first_paint(window: MainWindow, callback: Callable[[], Any], latest_ms: int | None = 2000
                   ) -> None:
    """Call ``callback`` (in the GUI thread, once) when the window has painted for the first
    time, or after ``latest_ms`` if it has not (a window that starts hidden or minimized)."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint and watched is window:
                QTimer.singleShot(0, self.fire)  # after this paint is on screen
            return False

        def fire(self) -> None:
            if not self.fired:
                self.fired = True
                window.removeEventFilter(self)
                callback()

    first_paint = FirstPaint(window)
    first_paint.fired = False
    window.installEventFilter(first_paint)
    if latest_ms is not None:
        QTimer.singleShot(latest_ms, first_paint, first_paint.fire)


def app_icon() -> QIcon:
    """Footnote's icon at the sizes desktops use (PNGs rendered from assets/icons/footnote.svg)."""
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(asset_path(icon_png(size))))
    return icon


def run_once(args: argparse.Namespace) -> int | None:
    """``--version``, ``--self-test`` and the desktop entry flags: their exit code, or None
    to open the window. No Qt before this point, so they work without a display."""
    from indexer import footnote_version

    if args.version:
        print(f"Footnote {footnote_version()}")
        return 0
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        from desktop_app.core.system import desktop_entry

        return desktop_entry.main("install" if args.install_desktop_entry else "uninstall")
    if args.self_test:
        return self_test()
    return None


def self_test() -> int:
    """The self-test, with the Qt steps it cannot import itself (desktop_app.core is Qt-free)."""
    # It opens no window: offscreen works without a display, and where X11 libraries are
    # missing (which the self-test reports) Qt's xcb plugin would abort the process.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before Qt is first imported

    def render_pdf(doc: ExportDocument, path: Path) -> int:
        from desktop_app.ui.export_pdf import write_pdf

        return write_pdf(doc, path)

    def binding_problem() -> str | None:
        from desktop_app.ui.export_pdf import ensure_gui_app

        ensure_gui_app()
        return qt_binding.binding_problem()

    def window_problem() -> str | None:
        missing = missing_window_libraries()  # on X11, whatever this process's platform
        return (f"an X11 window needs {', '.join(missing)}: {install_command(missing)}"
                if missing else None)

    from desktop_app.core.system.self_test import run_self_test

    return run_self_test(render_pdf, binding_problem, window_problem)


def open_with_desktop(path: str) -> bool:
    """Hand a file or folder (a stored key) to the desktop's default app / file manager;
    False when no launcher took it (``xdg-open`` missing, nothing registered)."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QDesktopServices

    # the URI names the file's exact bytes: QUrl.fromLocalFile would drop undecodable ones
    return QDesktopServices.openUrl(QUrl.fromEncoded(file_uri(path).encode("ascii")))


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
    code = run_once(args)
    if code is not None:
        return code
    if problem := folder_option_problem(args):
        print(f"error: {problem}.", file=sys.stderr)
        return EXIT_USAGE
    problem = window_libraries_problem()  # before Qt, which would abort with its own words
    if problem:
        print(problem, file=sys.stderr)
        return EXIT_MISSING_LIBRARIES
    from PySide6.QtWidgets import QApplication

    sys.setswitchinterval(SWITCH_INTERVAL_S)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Footnote")
    app.setOrganizationName("footnote")
    app.setDesktopFileName("footnote")  # ties the window to footnote.desktop (Wayland app id)
    problem = qt_binding.binding_problem()
    if problem:
        print(problem, file=sys.stderr)
        return EXIT_MISSING_LIBRARIES
    app.setWindowIcon(app_icon())
    window = build_window(args.config_dir, args.data_dir)
    window.show()
    on_first_paint(window, window.start)  # its first workers would slow the first paint
    if os.environ.get(EXIT_WHEN_SHOWN):
        on_first_paint(window, lambda: _report_shown_and_close(window), latest_ms=None)
    code = app.exec()
    if getattr(window, "work_left_running", False):
        _leave_now(code)
    return code


def _leave_now(code: int) -> None:
    """Exit without destructors: work that did not stop in time (a model server that does not
    answer, say) still runs in its thread, and Qt aborts a process that destroys a running
    QThread. The conversation and library were closed already; nothing is lost."""
    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


# For bench/startup.py: with this set, print ``footnote-window-shown <epoch seconds>`` at the
# window's first paint, then close it (how long the window takes to appear, seen from outside).
EXIT_WHEN_SHOWN = "FOOTNOTE_EXIT_WHEN_SHOWN"


def _report_shown_and_close(window: MainWindow) -> None:
    from PySide6.QtCore import QTimer

    shown = f"footnote-window-shown {time.time():.6f}"
    print(shown, flush=True)
    print(shown, file=sys.stderr, flush=True)  # marks where `-X importtime` reached by then
    QTimer.singleShot(0, window.close)  # after the other first-paint work has started
