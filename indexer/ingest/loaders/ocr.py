"""Read the text of a page image offline with RapidOCR and the models bundled in its wheel."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from indexer.base.words import english

if TYPE_CHECKING:
    from PIL.Image import Image

# Shipped inside the rapidocr 3.10 wheel (rapidocr/models/). Naming every model file keeps
# rapidocr from resolving a download URL: it only downloads when a model_path is missing.
DETECTION_MODEL = "PP-OCRv6_det_small.onnx"
RECOGNITION_MODEL = "PP-OCRv6_rec_small.onnx"  # multilingual: Latin scripts, Chinese, Japanese
ORIENTATION_MODEL = "ch_ppocr_mobile_v2.0_cls_mobile.onnx"
MAX_THREADS = 2  # parser processes run side by side; one page must not take every core

_engine: Any = None


class OcrUnavailable(RuntimeError):
    """The OCR engine cannot be loaded (package or bundled model missing)."""


def read_image(image: Image) -> str:
    """The text of a page image, one visual line per line ("" if none was found)."""
    result = _get_engine()(image)
    if result.boxes is None or not result.txts:
        return ""
    return "\n".join(_join_lines(result.boxes, result.txts))


def model_paths() -> dict[str, Path]:
    """Where the bundled models are; raises OcrUnavailable if rapidocr or a model is missing."""
    try:
        import rapidocr
    except ImportError as exc:
        raise OcrUnavailable(english("OCR engine not installed ({name})").format(
            name=exc.name)) from exc
    root = Path(rapidocr.__file__).resolve().parent / "models"
    paths = {
        "det": root / DETECTION_MODEL,
        "rec": root / RECOGNITION_MODEL,
        "cls": root / ORIENTATION_MODEL,
    }
    missing = [path.name for path in paths.values() if not path.is_file()]
    if missing:
        raise OcrUnavailable(english("OCR model missing: {names}").format(names=", ".join(missing)))
    return paths


def _get_engine() -> Any:
    """The process's engine, created on first use (importing it costs seconds and ~200 MB)."""
    global _engine
    if _engine is None:
        _engine = _create_engine()
    return _engine


def _create_engine() -> Any:
    paths = model_paths()
    from rapidocr import RapidOCR

    threads = max(1, min(MAX_THREADS, os.cpu_count() or 1))
    return RapidOCR(
        params={
            "Global.log_level": "critical",
            "Global.model_root_dir": str(paths["det"].parent),
            "Det.model_path": str(paths["det"]),
            "Rec.model_path": str(paths["rec"]),
            "Cls.model_path": str(paths["cls"]),
            "EngineConfig.onnxruntime.intra_op_num_threads": threads,
            "EngineConfig.onnxruntime.inter_op_num_threads": 1,
            # the arena keeps peak buffers reserved; parsers run under an address-space cap
            "EngineConfig.onnxruntime.enable_cpu_mem_arena": False,
        }
    )


def _join_lines(boxes: Sequence[Any], texts: Sequence[str]) -> list[str]:
    """Merge detected text boxes that share a visual line (table cells, columns) left to right.

    A box joins the current line when its vertical centre lies within that line's first box.
    """
    lines: list[list[tuple[float, str]]] = []
    band: tuple[float, float] | None = None
    for box, text in sorted(zip(boxes, texts, strict=True), key=lambda bt: _top(bt[0])):
        if not text.strip():
            continue
        top, bottom = _top(box), max(point[1] for point in box)
        centre = (top + bottom) / 2
        if band is not None and band[0] <= centre <= band[1]:
            lines[-1].append((min(point[0] for point in box), text))
        else:
            lines.append([(min(point[0] for point in box), text)])
            band = (top, bottom)
    return [" ".join(text for _, text in sorted(line)) for line in lines]


def _top(box: Sequence[Sequence[float]]) -> float:
    return min(point[1] for point in box)
