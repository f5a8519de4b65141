"""An incremental index run as a LangGraph graph: its state, nodes and builder, and the run that drives it."""
