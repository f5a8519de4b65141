"""Finding passages in a library: keyword, vector and hybrid search."""
