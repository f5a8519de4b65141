"""The library on disk: its manifest and keyword index (SQLite FTS5), its vectors (Chroma), shared snapshots."""
