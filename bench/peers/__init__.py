"""The benchmark's peers: the pipelines a user would build instead of Footnote (own venv)."""
