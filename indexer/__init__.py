"""Footnote's indexing engine: folders in place → lexical index + Chroma vectors (Qt-free)."""

import sys

from indexer.imports import defer_langsmith_types, defer_otlp_grpc_exporter

# httpx (under chromadb, langgraph-sdk and ollama) imports its command-line tool whenever rich,
# click and pygments are installed: ~0.15 s of every start-up, for a tool Footnote never runs.
# A None entry makes that import fail the way httpx expects (it then offers a stub `main`).
sys.modules.setdefault("httpx._main", None)
defer_langsmith_types()
defer_otlp_grpc_exporter()
