"""Scanned PDFs for tests: image-only pages drawn with Pillow, as a scanner writes them."""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw, ImageFont


def scanned_pdf(path: Path, pages: list[list[str]]) -> Path:
    """An image-only PDF (no text layer), one page per list of lines, as a scanner writes it."""
    font = ImageFont.load_default(size=40)
    images = []
    for lines in pages:
        image = Image.new("RGB", (1240, 1754), "white")  # A4 at 150 dpi
        draw = ImageDraw.Draw(image)
        for number, line in enumerate(lines):
            draw.text((120, 200 + number * 70), line, fill="black", font=font)
        images.append(image)
    images[0].save(path, "PDF", resolution=150, save_all=True, append_images=images[1:])
    return path
