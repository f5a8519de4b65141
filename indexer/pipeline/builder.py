"""Build the indexing StateGraph (exported uncompiled too, so tests can compile their own)."""

from __future__ import annotations

from typing import Literal

from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph

from indexer.pipeline import nodes
from indexer.pipeline.state import IndexContext, IndexState


def route_after_scan(state: IndexState) -> Literal["plan", "report"]:
    """Nothing to look at (every root missing, nothing ever indexed there): just report."""
    if not state.get("found") and not state.get("walk_problems") and state.get("missing_roots"):
        return "report"
    return "plan"


def build_index_graph() -> StateGraph[IndexState, IndexContext, IndexState, IndexState]:
    builder = StateGraph(IndexState, context_schema=IndexContext)
    builder.add_node("scan", nodes.scan)
    builder.add_node("plan", nodes.plan)
    builder.add_node("process", nodes.process)
    builder.add_node("cleanup", nodes.cleanup)
    builder.add_node("report", nodes.report)
    builder.add_edge(START, "scan")
    builder.add_conditional_edges("scan", route_after_scan, ["plan", "report"])
    builder.add_edge("plan", "process")
    builder.add_edge("process", "cleanup")
    builder.add_edge("cleanup", "report")
    builder.add_edge("report", END)
    return builder


def compile_index_graph() -> CompiledStateGraph[IndexState, IndexContext, IndexState, IndexState]:
    return build_index_graph().compile()
