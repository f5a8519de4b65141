"""The indexing run as a LangGraph StateGraph: scan → plan → process → clean up → report."""
