"""Footnote in the Linux applications menu: a freedesktop .desktop file and icons, in and out."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from desktop_app.core.system.assets import ICON_SIZES, ICON_SVG, asset_path, icon_png

APP_ID = "footnote"  # the .desktop file's name, the icon's name, Qt's desktopFileName
WM_CLASS = "Footnote"  # what Qt's X11 window reports: the application name
EXIT_NOT_LINUX = 2
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")  # an Exec argument with one of these is quoted

OTHER_SYSTEMS = {
    "darwin": ("On macOS there is no menu entry to install: run `footnote` from a terminal, or "
               "create an app with Automator (New → Application → Run Shell Script: "
               "`{command}`) and drag it to the Dock. A bundled Footnote.app will do without."),
    "win32": ("On Windows, make a shortcut: right-click the desktop → New → Shortcut, target "
              "`{command}`, then right-click it → Pin to Start. `pipx install` users find "
              "footnote.exe in %USERPROFILE%\\.local\\bin."),
}


@dataclass
class EntryChange:
    """What an install or uninstall did: the files it wrote or removed."""

    files: list[Path] = field(default_factory=list)
    desktop_file: Path | None = None


def data_home(env: Mapping[str, str] = os.environ) -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when unset or not absolute (as the spec says)."""
    value = env.get("XDG_DATA_HOME", "")
    if value and Path(value).is_absolute():
        return Path(value)
    return Path(env.get("HOME") or Path.home()) / ".local" / "share"


def launcher_command(executable: str | None = None) -> list[str]:
    """The command that opens the window: the ``footnote`` launcher installed beside this
    Python (a venv's or pipx's bin folder), else this Python with ``-m desktop_app``."""
    executable = executable or sys.executable
    folder = Path(executable).parent
    for name in ("footnote", "footnote.exe"):
        launcher = folder / name
        if launcher.is_file() and os.access(launcher, os.X_OK):
            return [str(launcher.absolute())]
    return [str(Path(executable).absolute()), "-m", "desktop_app"]


def exec_argument(arg: str) -> str:
    """``arg`` as the Desktop Entry spec wants it in ``Exec=``: quoted when it has reserved
    characters, escaped inside the quotes, then escaped again as a string value."""
    if arg and not (set(arg) & _RESERVED):
        quoted = arg
    else:
        inner = "".join("\\" + c if c in '"`$\\' else c for c in arg)
        quoted = f'"{inner}"'
    return quoted.replace("\\", "\\\\").replace("%", "%%")


def desktop_entry_text(command: list[str]) -> str:
    """The .desktop file that starts ``command``."""
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
        "Name=Footnote",
        "GenericName=Document assistant",
        "Comment=Answers from your own documents, with citations (offline)",
        f"TryExec={command[0]}",
        "Exec=" + " ".join(exec_argument(a) for a in command),
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Office;",  # one main category: two list the app twice in menus
        "Keywords=search;documents;PDF;citations;assistant;",
        f"StartupWMClass={WM_CLASS}",
        "StartupNotify=true",
        "",
    ])


def entry_files(home: Path) -> tuple[Path, list[tuple[str, Path]]]:
    """Where install writes: the .desktop file, and (asset, destination) for every icon."""
    hicolor = home / "icons" / "hicolor"
    icons = [(icon_png(s), hicolor / f"{s}x{s}" / "apps" / f"{APP_ID}.png") for s in ICON_SIZES]
    icons.append((ICON_SVG, hicolor / "scalable" / "apps" / f"{APP_ID}.svg"))
    return home / "applications" / f"{APP_ID}.desktop", icons


def install(env: Mapping[str, str] = os.environ, executable: str | None = None) -> EntryChange:
    """Write the .desktop file and the icons into the user's XDG data folder."""
    home = data_home(env)
    desktop_file, icons = entry_files(home)
    change = EntryChange(desktop_file=desktop_file)
    for asset, target in icons:
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(asset_path(asset), target)
        change.files.append(target)
    desktop_file.parent.mkdir(parents=True, exist_ok=True)
    desktop_file.write_text(desktop_entry_text(launcher_command(executable)), encoding="utf-8")
    desktop_file.chmod(0o755)  # some desktops only trust an executable entry
    change.files.append(desktop_file)
    refresh_caches(home)
    return change


def uninstall(env: Mapping[str, str] = os.environ) -> EntryChange:
    """Remove exactly what :func:`install` writes (whatever is there of it)."""
    home = data_home(env)
    desktop_file, icons = entry_files(home)
    change = EntryChange(desktop_file=desktop_file)
    for target in [desktop_file, *(t for _, t in icons)]:
        if target.is_file():
            target.unlink()
            change.files.append(target)
            _remove_empty_folders(target.parent, home)
    refresh_caches(home)
    return change


def _remove_empty_folders(folder: Path, home: Path) -> None:
    """Remove ``folder`` and its parents below ``home`` while they are empty."""
    while folder != home and home in folder.parents:
        try:
            folder.rmdir()
        except OSError:  # not empty (another app's icons, a cache), or not ours to remove
            return
        folder = folder.parent


def refresh_caches(home: Path) -> None:
    """Tell the menu and the icon theme about the change, where their tools exist (else the
    desktop notices by itself a little later)."""
    commands = [["update-desktop-database", "-q", str(home / "applications")]]
    if (home / "icons" / "hicolor" / "index.theme").exists():  # the tool refuses without it
        commands.append(["gtk-update-icon-cache", "-q", "-t", str(home / "icons" / "hicolor")])
    for command in commands:
        if shutil.which(command[0]) and Path(command[-1]).is_dir():
            try:
                subprocess.run(command, capture_output=True, timeout=30, check=False)
            except (OSError, subprocess.SubprocessError):
                pass


def validation_problem(desktop_file: Path) -> str | None:
    """What ``desktop-file-validate`` objects to, or None (also when it is not installed)."""
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        return None
    try:
        result = subprocess.run([tool, str(desktop_file)], capture_output=True, text=True,
                                timeout=30, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    if result.returncode == 0:
        return None
    return (result.stdout + result.stderr).strip() or f"exit status {result.returncode}"


def other_system_advice(platform: str | None = None, executable: str | None = None) -> str:
    """What to do instead on macOS and Windows (no freedesktop menu there)."""
    command = " ".join(launcher_command(executable))
    template = OTHER_SYSTEMS.get(platform or sys.platform, "Desktop entries are a Linux feature; start "
                                           "Footnote with `{command}`.")
    return template.format(command=command)


def main(action: str, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """``--install-desktop-entry`` (action "install") or ``--uninstall-desktop-entry``."""
    out, err = out or sys.stdout, err or sys.stderr
    if not sys.platform.startswith("linux"):
        print(other_system_advice(), file=err)
        return EXIT_NOT_LINUX
    if action == "install":
        change = install()
        for path in change.files:
            print(f"wrote {path}", file=out)
        problem = validation_problem(change.desktop_file) if change.desktop_file else None
        if problem:
            print(f"desktop-file-validate: {problem}", file=err)
        print("Footnote is in the applications menu (log out and in if it does not show yet).",
              file=out)
        return 0
    change = uninstall()
    for path in change.files:
        print(f"removed {path}", file=out)
    if not change.files:
        print("no desktop entry was installed: nothing to remove", file=out)
    return 0
