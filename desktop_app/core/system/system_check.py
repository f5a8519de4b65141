"""Before the window opens on Linux/X11: the system libraries Qt needs, and the install command.

Qt's X11 plugin (xcb) links against libraries a fresh desktop often lacks (``libxcb-cursor0``
above all). Without them Qt aborts with a message about plugins that helps nobody; this check
names the missing libraries and the one command that installs them.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

# soname → Debian/Ubuntu package (the names users of other distributions recognise too)
DEBIAN_PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
}
_NOT_FOUND = re.compile(r"^\s*(\S+)\s*=>\s*not found", re.MULTILINE)


def parse_ldd(text: str) -> list[str]:
    """The sonames ``ldd`` reports as "not found", in order, without repeats."""
    return list(dict.fromkeys(_NOT_FOUND.findall(text)))


def install_command(missing: list[str]) -> str:
    packages = dict.fromkeys(DEBIAN_PACKAGES.get(name, name) for name in missing)
    return "sudo apt install " + " ".join(packages)


def uses_xcb(env: os._Environ[str] | dict[str, str] = os.environ) -> bool:
    """Whether Qt will open the window through X11 (not Wayland, offscreen, macOS, Windows)."""
    if not sys.platform.startswith("linux"):
        return False
    platform = env.get("QT_QPA_PLATFORM", "")
    if platform:
        return platform.split(":")[0].split(";")[0] == "xcb"
    return not env.get("WAYLAND_DISPLAY")


def _xcb_plugin_files() -> list[Path]:
    spec = importlib.util.find_spec("PySide6")  # found, not imported: this module has no Qt
    if spec is None or not spec.submodule_search_locations:
        return []
    qt = Path(next(iter(spec.submodule_search_locations))) / "Qt"
    files = [qt / "plugins" / "platforms" / "libqxcb.so", qt / "lib" / "libQt6XcbQpa.so.6"]
    return [f for f in files if f.exists()]


def missing_window_libraries() -> list[str]:
    """System libraries Qt's X11 plugin needs and cannot find ([] if none, or if ``ldd`` is
    not available to tell)."""
    ldd = shutil.which("ldd")
    files = _xcb_plugin_files()
    if ldd is None or not files:
        return []
    try:
        out = subprocess.run([ldd, *map(str, files)], capture_output=True, text=True,
                             timeout=20).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return parse_ldd(out)


def window_libraries_problem() -> str | None:
    """What to tell the user when the window cannot open for lack of system libraries."""
    if not uses_xcb():
        return None
    missing = missing_window_libraries()
    if not missing:
        return None
    return ("Footnote's window needs system libraries that are not installed: "
            f"{', '.join(missing)}.\nInstall them with:\n    {install_command(missing)}\n"
            "(On Fedora: sudo dnf install xcb-util-cursor xcb-util-wm xcb-util-keysyms; "
            "on Arch: sudo pacman -S xcb-util-cursor.) Then start Footnote again. The command "
            "line (`python -m desktop_app ask …`) works without them.")
