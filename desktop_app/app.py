"""The composition root: settings, embedder, assistant, controllers and the window, built here."""

from __future__ import annotations

import argparse
import gc
import logging
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

SWITCH_INTERVAL_S = 0.002  # workers give the GUI thread the GIL more often (smoother UI)


EXIT_MISSING_LIBRARIES = 3  # the window cannot open: system libraries missing (message says which)


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
    return parser


def build_window(config_dir: Path | None = None, data_dir: Path | None = None, *,
                 chat_model: Any = None, embedder: Any = None,
                 probe: Callable[..., Any] | None = None,
                 open_external: Callable[[str], bool | None] | None = None,
                 confirm: Callable[..., None] | None = None,
                 debounce_ms: int | None = None) -> Any:
    """Build everything and return the (not yet shown) main window.

    Tests and the screenshot script inject ``chat_model`` (a scripted model), ``embedder``,
    ``probe`` (Ollama's state), ``open_external`` and ``confirm``.
    """
    from PySide6.QtWidgets import QApplication

    from desktop_app.assistant.conversations import set_aside_if_damaged
    from desktop_app.assistant.service import Assistant
    from desktop_app.core import settings as app_settings
    from desktop_app.core.jobs import EmbedderSpec, warm_up
    from desktop_app.core.ollama_probe import probe as real_probe
    from desktop_app.ui import theme
    from desktop_app.ui.chat_controller import ChatController
    from desktop_app.ui.conversations_panel import ask_first
    from desktop_app.ui.index_controller import IndexController
    from desktop_app.ui.main_window import MainWindow
    from desktop_app.ui.ollama_status import OllamaMonitor
    from desktop_app.ui.services import Services
    from desktop_app.ui.watcher import DEBOUNCE_MS, FolderWatcher
    from desktop_app.ui.worker import Jobs
    from indexer.embedders import make_embedder

    config_dir = Path(config_dir or app_settings.default_config_dir())
    damaged_before = set(app_settings.damaged_copies(config_dir))
    settings = app_settings.load(config_dir)
    data_dir_given = data_dir is not None
    data_dir = Path(data_dir or settings.resolved_data_dir())
    notes = [f"Your settings file was damaged: it was kept as {p.name} and the defaults are "
             "used." for p in app_settings.damaged_copies(config_dir) if p not in damaged_before]
    moved = set_aside_if_damaged(data_dir)
    if moved is not None:
        notes.append(f"Your conversations file was damaged: it was kept as {moved} (nothing "
                     "was deleted) and new conversations start in a fresh file.")
    injected_embedder = embedder
    app = QApplication.instance()
    if app is not None:
        theme.apply(app, settings.appearance)

    def new_embedder(spec: str, url: str | None) -> Any:
        return injected_embedder or make_embedder(spec, url)

    def embedder_source(spec: str, url: str | None) -> Any:
        # what the library process builds its own embedder from (instances need not pickle)
        return injected_embedder or EmbedderSpec(spec, url)

    def new_assistant(s: app_settings.AppSettings, emb: Any) -> Assistant:
        return Assistant(s.assistant_settings(), data_dir, chat_model=chat_model, embedder=emb)

    embedder = new_embedder(settings.embedder, settings.ollama_url or None)
    # Opening Chroma holds the GIL for ~0.2 s: do it once now, before the window exists.
    warm_up(data_dir)
    jobs = Jobs()
    services = Services(
        settings=settings, config_dir=config_dir, data_dir=data_dir, jobs=jobs,
        library=IndexController(jobs, data_dir, settings.index_settings(),
                                embedder_source(settings.embedder, settings.ollama_url or None)),
        chat=ChatController(jobs, new_assistant(settings, embedder)),
        ollama=OllamaMonitor(jobs, probe or real_probe, settings.ollama_url or None,
                             settings.chat_model),
        watcher=FolderWatcher(jobs, data_dir, debounce_ms or DEBOUNCE_MS),
        embedder=embedder, make_assistant=new_assistant, make_embedder=new_embedder,
        embedder_source=embedder_source,
        save_settings=app_settings.save, open_external=open_external or open_with_desktop,
        confirm=confirm or ask_first, notes=notes, data_dir_from_command_line=data_dir_given)
    window = MainWindow(services)
    jobs.setParent(window)
    # Everything built so far lives as long as the app: keep it out of the cyclic GC's full
    # passes, which otherwise stop every thread, the GUI's included, for 100+ ms.
    gc.freeze()
    return window


ICON_DIR = Path(__file__).resolve().parents[1] / "assets" / "icons"


def app_icon() -> Any:
    """Footnote's icon at the sizes desktops use (PNGs rendered from assets/icons/footnote.svg)."""
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for png in sorted(ICON_DIR.glob("footnote-*.png")):
        icon.addFile(str(png))
    return icon


def open_with_desktop(path: str) -> bool:
    """Hand a file or folder (a stored key) to the desktop's default app / file manager;
    False when no launcher took it (``xdg-open`` missing, nothing registered)."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QDesktopServices

    from indexer.paths import file_uri

    # the URI names the file's exact bytes: QUrl.fromLocalFile would drop undecodable ones
    return QDesktopServices.openUrl(QUrl.fromEncoded(file_uri(path).encode("ascii")))


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
    from desktop_app.core.system_check import window_libraries_problem

    problem = window_libraries_problem()  # before Qt, which would abort with its own words
    if problem:
        print(problem, file=sys.stderr)
        return EXIT_MISSING_LIBRARIES
    from PySide6.QtWidgets import QApplication

    sys.setswitchinterval(SWITCH_INTERVAL_S)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Footnote")
    app.setOrganizationName("footnote")
    app.setWindowIcon(app_icon())
    window = build_window(args.config_dir, args.data_dir)
    window.show()
    window.start()
    return app.exec()
