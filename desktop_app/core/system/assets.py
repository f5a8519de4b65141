"""Find Footnote's data files (icons, fonts, the sample document) wherever Footnote runs from."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

# The top-level ``assets/`` folder is installed as this package (see pyproject.toml).
PACKAGE = "footnote_assets"
SOURCE_ASSETS = Path(__file__).resolve().parents[3] / "assets"

ICON_SVG = "icons/footnote.svg"
ICON_SIZES = (16, 32, 48, 64, 128, 256)
CJK_FONT = "fonts/NotoSansCJKsc-Regular-subset.otf"
SAMPLE_DIR = "sample"


def icon_png(size: int) -> str:
    """The asset name of the icon rendered at ``size`` × ``size`` pixels."""
    return f"icons/footnote-{size}.png"


def asset_roots() -> list[Path]:
    """Where the assets may be, in the order they are tried: a PyInstaller bundle, the
    installed package, the source tree (a checkout or an editable install)."""
    roots: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots += [Path(bundle) / PACKAGE, Path(bundle) / "assets", Path(bundle)]
    # a namespace package (no __init__.py): its spec lists its folders without importing it
    spec = importlib.util.find_spec(PACKAGE)
    if spec is not None and spec.submodule_search_locations:
        roots += [Path(p) for p in spec.submodule_search_locations]
    roots.append(SOURCE_ASSETS)
    return roots


def asset_path(relative: str) -> Path:
    """The file or folder ``relative`` (e.g. ``"icons/footnote.svg"``) among Footnote's assets.

    Raises FileNotFoundError naming every place looked in when no copy exists.
    """
    roots = asset_roots()
    for root in roots:
        candidate = root / relative
        if candidate.exists():
            return candidate
    looked = ", ".join(str(r) for r in roots)
    raise FileNotFoundError(f"Footnote's asset {relative!r} is missing (looked in {looked})")
