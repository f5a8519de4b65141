"""Where the main window opens: its first size on this screen, and the size and columns it
had when it was closed (``window.ini``), mixed into ``MainWindow``."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication

FIRST_SIZE = (1320, 820)  # px: the window's size the first time it opens…
FRAME_ROOM = 60  # …where that and the title bar fit the screen's free space; else maximized


class WindowPlacement:
    """Restores the window's geometry and splitter, or gives it a first size."""

    if TYPE_CHECKING:  # MainWindow's
        services: Any
        splitter: Any
        _columns_placed: bool

        def restoreGeometry(self, geometry: Any) -> bool: ...
        def screen(self) -> Any: ...
        def resize(self, width: int, height: int) -> None: ...
        def windowState(self) -> Any: ...
        def setWindowState(self, state: Any) -> None: ...

    def _qsettings(self) -> QSettings:
        return QSettings(str(Path(self.services.config_dir) / "window.ini"),
                         QSettings.Format.IniFormat)

    def _restore_geometry(self) -> None:
        qs = self._qsettings()
        geometry = qs.value("geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self._first_size()
        splitter = qs.value("splitter")
        if splitter is not None:
            self.splitter.restoreState(splitter)
        self._columns_placed = splitter is not None  # else: on the first show, for its width

    def _first_size(self) -> None:
        """1320 × 820 where that fits; on a smaller screen (a 1366 × 768 laptop) the window
        opens maximized: its question box and status bar never fall off the bottom."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        room = screen.availableGeometry() if screen is not None else None
        if room is not None and (room.width() < FIRST_SIZE[0] + FRAME_ROOM
                                 or room.height() < FIRST_SIZE[1] + FRAME_ROOM):
            self.resize(min(FIRST_SIZE[0], room.width()), min(FIRST_SIZE[1], room.height()))
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        else:
            self.resize(*FIRST_SIZE)
