"""Footnote installs like a desktop app: data files found, --version/--help without a display,
a menu entry on Linux, a self-test, and a wheel that works from a fresh virtual environment."""

from __future__ import annotations

import configparser
import io
import os
import re
import shlex
import shutil
import struct
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from desktop_app.core.system import assets, desktop_entry, self_test
from desktop_app.core.system.assets import CJK_FONT, ICON_SIZES, ICON_SVG, asset_path, icon_png
from desktop_app.core.system.system_check import install_command, missing_window_libraries
from desktop_app.wording import LANGUAGES
from indexer.base.version import footnote_version

PROJECT = Path(__file__).resolve().parents[1]
VENV_BIN = Path(sys.executable).parent
DESKTOP_CACHES = {"mimeinfo.cache", "icon-theme.cache"}  # the desktop's own, where its tools exist
STEP_NAMES = ["assets", "temporary library", "built-in embedder", "indexing", "search",
              "window libraries", "Qt binding", "PDF export"]


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


def headless_env(**extra: str) -> dict[str, str]:
    """This environment as on a server: no display, no Qt platform chosen."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    return {**env, **extra}


def footnote_command() -> list[str]:
    """The installed ``footnote`` launcher (what users type), run by this Python."""
    launcher = VENV_BIN / "footnote"
    if not launcher.is_file():
        pytest.skip(f"no footnote launcher in {VENV_BIN}: install the project (scripts/test)")
    return [sys.executable, str(launcher)]


# --- data files -------------------------------------------------------------------------


def test_the_icon_font_and_sample_are_found_at_their_real_sizes():
    for size in ICON_SIZES:
        assert png_size(asset_path(icon_png(size))) == (size, size)
    assert asset_path(ICON_SVG).read_text().lstrip().startswith(("<svg", "<?xml"))
    assert asset_path(CJK_FONT).read_bytes()[:4] == b"OTTO"  # an OpenType (CFF) font
    guide = asset_path("sample/footnote-guide.pdf")
    assert guide.read_bytes().startswith(b"%PDF") and guide.stat().st_size <= 50_000


def test_a_pyinstaller_bundle_is_searched_first(tmp_path, monkeypatch):
    bundled = tmp_path / "footnote_assets" / "icons" / "footnote.svg"
    bundled.parent.mkdir(parents=True)
    bundled.write_text("<svg/>")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert asset_path(ICON_SVG) == bundled
    assert asset_path(CJK_FONT) == assets.SOURCE_ASSETS / CJK_FONT  # not bundled: next place


def test_a_missing_asset_says_where_it_was_looked_for():
    with pytest.raises(FileNotFoundError, match=re.escape(str(assets.SOURCE_ASSETS))):
        asset_path("icons/no-such-icon.png")


def test_every_package_of_the_source_tree_goes_into_the_wheel():
    listed = set(tomllib.loads((PROJECT / "pyproject.toml").read_text())
                 ["tool"]["setuptools"]["packages"])
    in_tree = {".".join(init.parent.relative_to(PROJECT).parts)
               for top in ("indexer", "desktop_app") for init in (PROJECT / top).rglob("__init__.py")}
    assert in_tree - listed == set(), "add these to [tool.setuptools] packages in pyproject.toml"
    assert "footnote_assets" in listed


# --- --version and --help ---------------------------------------------------------------


@pytest.mark.parametrize("flag", ["--version", "--help"])
def test_version_and_help_need_no_display_and_load_no_qt(flag):
    result = subprocess.run([sys.executable, "-X", "importtime", *footnote_command()[1:], flag],
                            env=headless_env(), capture_output=True, text=True, timeout=60,
                            cwd=PROJECT)
    assert result.returncode == 0, result.stderr[-2000:]
    imported = {line.split("|")[-1].strip() for line in result.stderr.splitlines()
                if line.startswith("import time:")}
    assert imported and not {m for m in imported if m.startswith(("PySide6", "shiboken6"))}
    if flag == "--version":
        assert result.stdout.strip() == f"Footnote {footnote_version()}"
        assert re.fullmatch(r"Footnote \d+\.\d+\.\d+", result.stdout.strip())
    else:
        for option in ("--self-test", "--install-desktop-entry", "--uninstall-desktop-entry",
                       "--version", "ask"):
            assert option in result.stdout


def test_the_indexer_command_tells_its_version_too():
    result = subprocess.run([sys.executable, "-m", "indexer", "--version"], env=headless_env(),
                            capture_output=True, text=True, timeout=60, cwd=PROJECT)
    assert result.returncode == 0 and result.stdout.strip() == f"Footnote {footnote_version()}"


# --- the applications menu --------------------------------------------------------------


def our_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file() and p.name not in DESKTOP_CACHES)


def read_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def exec_words(value: str) -> list[str]:
    """An Exec= value as the desktop splits it (string escapes, then quoting, then %%)."""
    return [w.replace("%%", "%") for w in shlex.split(value.replace("\\\\", "\\"))]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="freedesktop entries: Linux only")
def test_the_menu_entry_starts_this_install_and_uninstall_leaves_nothing(tmp_path):
    xdg = tmp_path / "xdg data"
    env = headless_env(XDG_DATA_HOME=str(xdg))
    installed = subprocess.run([*footnote_command(), "--install-desktop-entry"], env=env,
                               capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert installed.returncode == 0, installed.stderr
    entry_file = xdg / "applications" / "footnote.desktop"
    entry = read_entry(entry_file)
    assert entry["Type"] == "Application" and entry["Name"] == "Footnote"
    assert entry["Icon"] == "footnote" and entry["Terminal"] == "false"
    assert entry["Categories"] == "Office;" and entry["StartupWMClass"] == "Footnote"
    assert exec_words(entry["Exec"]) == [str(VENV_BIN / "footnote")] == [entry["TryExec"]]
    icons = xdg / "icons" / "hicolor"
    for size in ICON_SIZES:
        assert png_size(icons / f"{size}x{size}" / "apps" / "footnote.png") == (size, size)
    assert (icons / "scalable" / "apps" / "footnote.svg").read_bytes() == \
        asset_path(ICON_SVG).read_bytes()
    written = our_files(xdg)
    assert len(written) == len(ICON_SIZES) + 2  # the entry, the PNGs and the SVG
    assert all(f"wrote {p}\n" in installed.stdout for p in written), installed.stdout

    removed = subprocess.run([*footnote_command(), "--uninstall-desktop-entry"], env=env,
                             capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert removed.returncode == 0, removed.stderr
    assert our_files(xdg) == []
    assert removed.stdout.count("removed ") == len(written)


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate (Debian: desktop-file-utils) is not installed")
def test_the_entry_passes_desktop_file_validate(tmp_path):
    change = desktop_entry.install({"XDG_DATA_HOME": str(tmp_path)})
    result = subprocess.run(["desktop-file-validate", str(change.desktop_file)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and "error:" not in result.stdout, result.stdout


def test_uninstall_keeps_other_apps_icons(tmp_path):
    env = {"XDG_DATA_HOME": str(tmp_path)}
    desktop_entry.install(env)
    other = tmp_path / "icons" / "hicolor" / "48x48" / "apps" / "other-app.png"
    other.write_bytes(b"not ours")
    desktop_entry.uninstall(env)
    assert our_files(tmp_path) == [other]


def test_a_launcher_path_with_spaces_and_percent_survives_the_exec_line():
    launcher = "/home/ann/My Apps %1/bin/footnote"
    entry = desktop_entry.desktop_entry_text([launcher])
    exec_line = next(line for line in entry.splitlines() if line.startswith("Exec="))
    assert exec_words(exec_line.removeprefix("Exec=")) == [launcher]


def test_without_a_footnote_launcher_the_entry_runs_the_module(tmp_path):
    python = tmp_path / "python3"
    assert desktop_entry.launcher_command(str(python)) == [str(python), "-m", "desktop_app"]


def test_macos_and_windows_are_told_what_to_do_instead(monkeypatch):
    for platform, words in (("darwin", "Automator"), ("win32", "Pin to Start")):
        monkeypatch.setattr(sys, "platform", platform)
        out, err = io.StringIO(), io.StringIO()
        assert desktop_entry.main("install", out, err) == desktop_entry.EXIT_NOT_LINUX
        assert words in err.getvalue() and out.getvalue() == ""


def test_an_unset_or_relative_xdg_data_home_means_the_home_folder(tmp_path):
    home = {"HOME": str(tmp_path)}
    assert desktop_entry.data_home(home) == tmp_path / ".local" / "share"
    assert desktop_entry.data_home({**home, "XDG_DATA_HOME": "rel"}) == \
        tmp_path / ".local" / "share"


# --- the self-test ----------------------------------------------------------------------


def assert_all_steps_passed(stdout: str) -> None:
    """Every step passed; on a machine without the X11 window's libraries, that step warns
    instead and names the command that installs them (it is not needed headless)."""
    lines = [line for line in stdout.splitlines() if line[:1] in "✓✗⚠–"]
    assert [line.split(" — ")[0][2:] for line in lines] == STEP_NAMES, stdout
    missing = missing_window_libraries()
    for line in lines:
        if missing and line.startswith("⚠ window libraries"):
            assert install_command(missing) in line, stdout
        else:
            assert line.startswith("✓"), stdout
    assert "footnote-guide.pdf, page 2" in stdout
    assert stdout.rstrip().endswith(f"All {len(STEP_NAMES)} checks passed.")


def test_the_self_test_passes_headless_and_leaves_nothing_behind(tmp_path):
    home, tmp = tmp_path / "home", tmp_path / "tmp"
    home.mkdir()
    tmp.mkdir()
    env = headless_env(HOME=str(home), TMPDIR=str(tmp))
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env.pop(name, None)
    result = subprocess.run([*footnote_command(), "--self-test"], env=env, capture_output=True,
                            text=True, timeout=300, cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr[-3000:]
    assert_all_steps_passed(result.stdout)
    assert list(home.rglob("*")) == [] and list(tmp.rglob("*")) == []


@pytest.mark.usefixtures("offline")  # its teardown fails the test on any connection made
def test_a_broken_export_fails_the_self_test_offline_and_says_why(capsys):
    def write_garbage(doc, path: Path) -> int:
        path.write_bytes(b"not a PDF")
        return 1

    code = self_test.run_self_test(write_garbage, lambda: None,
                                   lambda: "an X11 window needs libxcb-cursor.so.0")
    out = capsys.readouterr().out
    assert code == 1
    assert "✓ search — " in out
    assert "⚠ window libraries — an X11 window needs libxcb-cursor.so.0" in out
    assert "✗ PDF export — self-test export.pdf was not written as a PDF" in out
    assert out.rstrip().endswith("Self-test failed: PDF export.")


def test_a_failed_step_skips_the_steps_that_need_it():
    def fail(context):
        raise OSError("disk full")

    steps = [self_test.Step("first", fail), self_test.Step("second", lambda c: "ok", ("first",)),
             self_test.Step("third", lambda c: "fine")]
    out = io.StringIO()
    report = self_test.run_steps(steps, {}, out)
    assert not report.passed
    lines = out.getvalue().splitlines()
    assert lines[0] == "✗ first — OSError: disk full"
    assert lines[1] == "– second — skipped: first did not pass"
    assert lines[2].startswith("✓ third — fine (")


# --- the wheel, installed where the source tree cannot help -----------------------------


def build_wheel(tmp_path: Path) -> Path:
    """``pip wheel --no-deps`` from a copy of the sources (an in-tree build leaves build/ behind,
    whose stale modules setuptools would pack into later wheels)."""
    src = tmp_path / "src"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "screenshots-*")
    for name in ("indexer", "desktop_app", "assets"):
        shutil.copytree(PROJECT / name, src / name, ignore=ignore)
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(PROJECT / name, src / name)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check",
                    "-q", str(src), "-w", str(tmp_path / "dist")], check=True, timeout=600)
    (wheel,) = (tmp_path / "dist").glob("footnote-*.whl")
    return wheel


def fresh_venv(tmp_path: Path, wheel: Path) -> Path:
    """A new venv with the wheel alone; its dependencies come from this project's venv through
    a .pth path line (a full install downloads ~1 GB of wheels). Path lines do not run the
    .pth files inside that folder, so the editable install's pointer to the sources is not
    applied: imports must come from the wheel."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True,
                   timeout=120)
    python = venv / "bin" / "python"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q",
                    "--no-deps", "--no-index", "--disable-pip-version-check", str(wheel)],
                   check=True, timeout=300)
    purelib = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path("
                              "'purelib'))"], capture_output=True, text=True, check=True)
    project_site = next(p for p in sys.path if p.endswith("site-packages") and
                        Path(p).resolve().is_relative_to(Path(sys.prefix).resolve()))
    Path(purelib.stdout.strip(), "project-dependencies.pth").write_text(project_site + "\n")
    return venv


@pytest.fixture(scope="module")
def installed_wheel(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(the wheel, a fresh venv it is installed in), both in a temp folder outside the sources."""
    if not sys.platform.startswith("linux"):
        pytest.skip("the fresh venv is laid out as on Linux (bin/python)")
    tmp_path = tmp_path_factory.mktemp("wheel")
    wheel = build_wheel(tmp_path)
    return wheel, fresh_venv(tmp_path, wheel)


def run_installed(venv: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = headless_env(**env)
    environment.pop("PYTHONPATH", None)
    return subprocess.run([str(venv / "bin" / args[0]), *args[1:]], cwd=venv.parent,
                          env=environment, capture_output=True, text=True, timeout=600)


@pytest.mark.slow
def test_the_wheel_installed_in_a_fresh_venv_passes_its_self_test(installed_wheel):
    wheel, venv = installed_wheel
    names = zipfile.ZipFile(wheel).namelist()
    for asset in (ICON_SVG, *(icon_png(s) for s in ICON_SIZES), CJK_FONT,
                  "sample/footnote-guide.pdf", "sample/footnote-notes.md"):
        assert f"footnote_assets/{asset}" in names
    assert not [n for n in names if "screenshots" in n]
    assert "desktop_app/core/system/self_test.py" in names and "indexer/cli/main.py" in names
    for code in set(LANGUAGES) - {"en"}:  # the window's words in each of its other languages
        assert f"desktop_app/ui/translations/footnote_{code}.qm" in names

    where = run_installed(venv, "python", "-c", "import desktop_app, footnote_assets, indexer; "
                          "print(desktop_app.__file__, indexer.__file__, *footnote_assets.__path__)")
    assert where.returncode == 0, where.stderr
    for module_file in where.stdout.split():
        assert Path(module_file).is_relative_to(venv), where.stdout

    for command in ("footnote", "footnote-index"):
        version = run_installed(venv, command, "--version")
        assert version.stdout.strip() == f"Footnote {footnote_version()}", version.stderr
    result = run_installed(venv, "footnote", "--self-test")
    assert result.returncode == 0, result.stdout + result.stderr[-3000:]
    assert_all_steps_passed(result.stdout)
    assert f"found in {venv}" in result.stdout  # the wheel's own icon, font and sample


@pytest.mark.slow
def test_the_wheel_exports_chinese_with_its_own_font_where_the_system_has_none(
        installed_wheel, tmp_path):
    fc_match = shutil.which("fc-match")
    latin = subprocess.run([fc_match, "-f", "%{file}", "DejaVu Sans"], capture_output=True,
                           text=True).stdout if fc_match else ""
    if "DejaVu" not in latin:
        pytest.skip("needs fontconfig and DejaVu Sans to stage a system without CJK fonts")
    conf = tmp_path / "fonts.conf"  # fontconfig that sees DejaVu Sans and nothing else
    conf.write_text(f'<?xml version="1.0"?><fontconfig><dir>{Path(latin).parent}</dir>'
                    f"<cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>")
    result = run_installed(installed_wheel[1], "footnote", "--self-test",
                           FONTCONFIG_FILE=str(conf))
    assert result.returncode == 0, result.stdout + result.stderr[-3000:]
    assert "✓ PDF export — " in result.stdout and "no CJK font" not in result.stderr
