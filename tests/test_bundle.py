"""The PyInstaller bundle (dist/footnote/, built by scripts/bundle) runs without Python.

The bundle takes minutes to build, so these tests never build it: they run only where it exists.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

PROJECT = Path(__file__).resolve().parents[1]
BUNDLE = PROJECT / "dist" / "footnote"
STEP_NAMES = ["assets", "temporary library", "built-in embedder", "indexing", "search",
              "window libraries", "Qt binding", "PDF export"]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not (BUNDLE / "footnote").is_file(),
                       reason="no bundle in dist/footnote/: build it with scripts/bundle "
                              "(minutes; never built by the tests)"),
]


def bundle_env(**extra: str) -> dict[str, str]:
    """As a user would start it: no PYTHONPATH, no venv on PATH, no display."""
    venv_bin = str(PROJECT / ".venv" / "bin")
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "DISPLAY", "WAYLAND_DISPLAY",
                        "QT_QPA_PLATFORM")}
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep)
                                  if p and p != venv_bin)
    return {**env, **extra}


def run_bundled(name: str, *args: str, tmp_path: Path, timeout: int = 300,
                **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(BUNDLE / name), *args], cwd=tmp_path, env=bundle_env(**env),
                          capture_output=True, text=True, timeout=timeout)


@pytest.mark.parametrize("name", ["footnote", "footnote-index"])
def test_the_bundled_executables_tell_their_version(name, tmp_path):
    proc = run_bundled(name, "--version", tmp_path=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("Footnote "), proc.stdout


def test_the_bundled_self_test_passes_offscreen(tmp_path):
    proc = run_bundled("footnote", "--self-test", tmp_path=tmp_path, QT_QPA_PLATFORM="offscreen",
                       TMPDIR=str(tmp_path))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    for step in STEP_NAMES:
        assert any(line.startswith(f"✓ {step} — ") for line in lines), (step, proc.stdout)
    assert f"{BUNDLE}/_internal/footnote_assets" in proc.stdout  # the bundle's own data files
    assert "All 8 checks passed." in proc.stdout


def test_the_bundled_window_opens_offscreen(tmp_path):
    proc = run_bundled("footnote", "--data-dir", str(tmp_path / "data"),
                       "--config-dir", str(tmp_path / "config"), tmp_path=tmp_path,
                       timeout=120, QT_QPA_PLATFORM="offscreen", FOOTNOTE_EXIT_WHEN_SHOWN="1")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "footnote-window-shown " in proc.stdout, proc.stdout + proc.stderr
