"""Read-only nearest-passage queries on an on-disk Chroma store, without chromadb's Python layer.

``chromadb.PersistentClient`` drives Chroma's Rust engine (``chromadb_rust_bindings``, shipped
in the chromadb wheel); importing the Python layer around it takes ~1 s (its API types, every
bundled embedding function, OpenTelemetry's gRPC exporter), the engine ~25 ms. A one-shot
``python -m indexer search`` asks the engine directly; any surprise (another chromadb version,
a store that needs migrating, a missing collection) makes the caller use the client instead.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

if sys.platform != "win32":
    import resource  # POSIX only: chromadb sizes its index cache by the open-file limit

# chromadb's own names for the store's only tenant and database
TENANT, DATABASE = "default_tenant", "default_database"


class DirectReader:
    """Queries one on-disk store through Chroma's engine; raises when it cannot open it."""

    def __init__(self, chroma_dir: Path) -> None:
        if sys.platform == "win32":  # no open-file limit to size the cache by: the client reads
            raise OSError("direct reads need the resource module (POSIX only)")
        import chromadb_rust_bindings as engine

        config = engine.SqliteDBConfig(
            url=str(chroma_dir / "chroma.sqlite3"),
            hash_type=engine.MigrationHash.MD5,  # chromadb's default setting
            # never migrate from here: a store that needs it is opened by the client
            migration_mode=engine.MigrationMode.Validate,
        )
        # chromadb's own sizing: each open HNSW index holds 5 files
        cache_size = resource.getrlimit(resource.RLIMIT_NOFILE)[0] // 5
        self._engine = engine.Bindings(allow_reset=False, sqlite_db_config=config,
                                       persist_path=str(chroma_dir), hnsw_cache_size=cache_size)
        self._collection_ids: dict[str, str] = {}

    def query(self, collection: str, vector: Sequence[float], limit: int, where: dict | None,
              include: list[str]) -> dict[str, Any]:
        """The nearest passages, as ``chromadb``'s ``Collection.query`` returns them."""
        found = self._engine.query(self._collection_id(collection), None, [list(vector)], limit,
                                   json.dumps(where) if where else None, None, include,
                                   TENANT, DATABASE)
        return {"ids": found.ids, "distances": found.distances, "metadatas": found.metadatas}

    def _collection_id(self, name: str) -> str:
        if name not in self._collection_ids:
            self._collection_ids[name] = str(self._engine.get_collection(name, TENANT,
                                                                         DATABASE).id)
        return self._collection_ids[name]
