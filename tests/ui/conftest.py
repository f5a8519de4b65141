"""Fixtures for the window's tests: the ``docs`` folder with a real PDF. The window itself
(``make_window``, ``dirs``) comes from tests/helpers/fixtures.py, the ways to drive it from
tests/helpers/window.py."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

SAMPLE_PDF = "robustness/pdfminer_samples/contrib/issue-1061-colour-space-stack.pdf"


@pytest.fixture
def pdf_docs(docs: Path, shared_data: Path) -> Path:
    """The ``docs`` folder plus a real 12-page paper (IEEE, text layer on every page)."""
    shutil.copy(shared_data / SAMPLE_PDF, docs / "privacy-paper.pdf")
    return docs
