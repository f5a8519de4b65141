"""Before the window opens: is the installed PySide6 safe to run for hours on this Python?

PySide6 6.12.0 drops a reference to ``None`` on every slot call and void method and one to
``True`` on every ``Signal.emit``. On Python 3.12+ those objects are immortal and nothing
happens; on Python 3.11 their counts fall to zero after some minutes of use and the process
aborts ("Fatal Python error: none_dealloc"). The project pins around it; this probe catches an
environment that installed the broken build anyway, and says how to fix it before a crash.
"""

from __future__ import annotations

import sys

PROBE_CALLS = 64
IMMORTAL_SINGLETONS = sys.version_info >= (3, 12)  # None/True cannot be freed there


def _refcounts() -> tuple[int, int]:
    return sys.getrefcount(None), sys.getrefcount(True)


def references_lost() -> int:
    """References to None/True the binding dropped over :data:`PROBE_CALLS` emits and void calls."""
    from PySide6.QtCore import QObject, Signal

    class _Probe(QObject):
        pinged = Signal()

    probe = _Probe()
    probe.pinged.connect(lambda: None)
    before = _refcounts()
    for _ in range(PROBE_CALLS):
        probe.pinged.emit()
        probe.setObjectName("probe")
    after = _refcounts()
    return max(0, sum(b - a for a, b in zip(after, before, strict=True)))


def binding_problem() -> str | None:
    """What to tell the user when the Qt binding would crash this Python, else None."""
    if IMMORTAL_SINGLETONS:
        return None
    # a few references may move for unrelated reasons; a broken binding loses one per call
    if references_lost() < PROBE_CALLS:
        return None
    from PySide6 import __version__ as pyside_version

    return (f"The installed PySide6 {pyside_version} has a reference-counting bug on Python "
            f"{sys.version_info.major}.{sys.version_info.minor} that makes Footnote crash after "
            "a few minutes of use (\"Fatal Python error: none_dealloc\").\nInstall a working "
            f"version with:\n    {sys.executable} -m pip install \"pyside6>=6.8,<7,!=6.12.0\"\n"
            "or run Footnote with Python 3.12 or newer.")
