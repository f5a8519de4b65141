"""Start-up imports: a run does not pay for LangSmith's API models or gRPC, yet they load when used."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHECK = """
import sys
import indexer
from indexer.pipeline.builder import compile_index_graph
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


OTLP_CHECK = """
import sys
import indexer
import chromadb
from chromadb.config import Settings
client = chromadb.PersistentClient(sys.argv[1], settings=Settings(anonymized_telemetry=False))
client.get_or_create_collection("passages", embedding_function=None).add(
    ids=["a"], embeddings=[[1.0, 0.0]])
print("grpc at start:", "grpc" in sys.modules)
from chromadb.telemetry.opentelemetry import OTLPSpanExporter
exporter = OTLPSpanExporter(endpoint="http://127.0.0.1:9", insecure=True)
print("made:", type(exporter).__module__, "grpc" in sys.modules)
exporter.shutdown()
"""


def test_chroma_opens_without_grpc_which_still_loads_when_an_exporter_is_made(tmp_path: Path):
    result = subprocess.run([sys.executable, "-c", OTLP_CHECK, str(tmp_path / "chroma")],
                            cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    lines = result.stdout.splitlines()
    assert "grpc at start: False" in lines  # ~0.15 s of every process that opens Chroma
    # an OpenTelemetry endpoint, were one configured, gets the real exporter
    assert "made: opentelemetry.exporter.otlp.proto.grpc.trace_exporter True" in lines
