"""Start-up imports: a run does not pay for LangSmith's API models, yet they load when read."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHECK = """
import sys
import indexer
from indexer.graph.builder import compile_index_graph
compile_index_graph()
print("models at start:", "langsmith.types.dataset" in sys.modules)
from langsmith.types import Dataset
print("read:", Dataset.__name__)
"""


def test_an_index_run_starts_without_langsmiths_models_which_still_load_when_read():
    result = subprocess.run([sys.executable, "-c", CHECK], cwd=ROOT, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    lines = result.stdout.splitlines()
    assert "models at start: False" in lines  # ~0.5 s of every run's start, before a passage
    assert "read: Dataset" in lines  # LangSmith tracing, when turned on, works
