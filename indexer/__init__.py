"""Footnote's indexing engine: folders in place → lexical index + Chroma vectors (Qt-free)."""
