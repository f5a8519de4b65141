"""Benchmarks of Footnote, alone and side by side with its peers: `python -m bench`."""
