"""The footnote-index command line: one module per command, the shared pieces in common."""
