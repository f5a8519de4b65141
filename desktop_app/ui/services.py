"""What the window is given by the composition root: controllers, factories and hooks."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop_app.core.settings import AppSettings
from desktop_app.ui.chat_controller import ChatController
from desktop_app.ui.conversations_panel import Confirm
from desktop_app.ui.index_controller import IndexController
from desktop_app.ui.ollama_status import OllamaMonitor
from desktop_app.ui.watcher import FolderWatcher
from desktop_app.ui.worker import Jobs


@dataclass
class Services:
    """Everything the main window works with; built in ``desktop_app.app``, nothing global.

    ``embedder`` is the instance searches use in this process; ``make_assistant(settings,
    embedder)``, ``make_embedder(spec, url)`` and ``embedder_source(spec, url)`` (what the
    library process builds its embedder from) make new ones when the settings change;
    ``save_settings`` runs in a worker; ``open_external(path)`` hands a
    file or folder to the desktop (False: nothing could open it); ``confirm`` asks the user before deleting.
    """

    settings: AppSettings
    config_dir: Path
    data_dir: Path
    jobs: Jobs
    library: IndexController
    chat: ChatController
    ollama: OllamaMonitor
    watcher: FolderWatcher
    embedder: Any
    make_assistant: Callable[[AppSettings, Any], Any]
    make_embedder: Callable[[str, str | None], Any]
    embedder_source: Callable[[str, str | None], Any]
    save_settings: Callable[[AppSettings, Path], Any]
    open_external: Callable[[str], bool | None]
    confirm: Confirm
    notes: list[str] = field(default_factory=list)  # what start-up had to fix, for the user
    data_dir_from_command_line: bool = False  # --data-dir overrides the setting this session
    vector_reader: Any = None  # reads the library's vectors in its own process (None: here)

    def shutdown(self, timeout_ms: int = 15000) -> bool:
        """Stop timers and work, wait for the threads, close the assistant's files."""
        self.ollama.stop()
        self.watcher.stop()
        self.library.stop()
        self.chat.stop()
        ok = self.jobs.shutdown(timeout_ms)
        self.library.close()
        self.chat.close()
        if self.vector_reader is not None:
            self.vector_reader.close()
        return ok
