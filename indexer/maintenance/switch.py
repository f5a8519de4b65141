"""Switch a library to another embedder: build the new vectors, then swap them in."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from indexer.base import events as ev
from indexer.base.control import RunControl
from indexer.base.faults import fault_point
from indexer.base.words import english
from indexer.servers.embedders import Embedder
from indexer.store.library import Library
from indexer.store.vector_fill import VectorFiller


def switch_embedder_events(
    library: Library, embedder: Embedder, control: RunControl | None = None
) -> Iterator[dict[str, Any]]:
    """Embed every chunk with ``embedder`` into its own collection; swap when complete.

    Until the swap the old vectors stay the library's searchable ones. A cancelled switch is
    resumed by calling this again (vectors already made are kept).
    """
    control = control or RunControl()
    old = library.embedder_id
    if old is None or old == embedder.id:
        library.bind_embedder(embedder)
        library.drop_retired_vectors()  # a switch killed after its swap: finish its clean-up
        yield {"kind": "embedder_switched", "embedder_id": embedder.id, "previous": old}
        return
    library.acquire()
    try:
        library.drop_retired_vectors()  # what a switch killed before its clean-up left behind
        abandoned = library.manifest.get_meta("pending_embedder_id")
        with library.manifest.transaction():
            library.manifest.set_meta("pending_embedder_id", embedder.id)
            if abandoned not in (None, embedder.id):  # an unfinished switch to another embedder
                library.manifest.forget_vectors(abandoned)
                library.manifest.set_meta("retired_embedder_id", abandoned)
        library.drop_retired_vectors()
        filler = VectorFiller(library.manifest_path, library.vectors, embedder,
                              library.settings.embed_batch_size, control,
                              library.manifest.count_pending(embedder.id))
        filler.start()
        filler.finish()
        while not filler.join(timeout=0.2):
            while not filler.events.empty():
                yield ev.to_dict(filler.events.get_nowait())
        while not filler.events.empty():
            yield ev.to_dict(filler.events.get_nowait())
        if filler.error or control.cancel.is_set() or library.manifest.count_pending(embedder.id):
            yield {"kind": "embedder_switch_incomplete", "embedder_id": embedder.id,
                   "reason": filler.error or english("cancelled")}
            return
        fault_point("switch.filled")
        with library.manifest.transaction():  # the swap, and the old vectors' retirement, at once
            library.manifest.set_meta("embedder_id", embedder.id)
            library.manifest.set_meta("embedder_dim", str(embedder.dim))
            library.manifest.set_meta("pending_embedder_id", None)
            library.manifest.forget_vectors(old)
            library.manifest.set_meta("retired_embedder_id", old)
            fault_point("switch.swap")
        fault_point("switch.swapped")
        library.drop_retired_vectors()
        yield {"kind": "embedder_switched", "embedder_id": embedder.id, "previous": old}
    finally:
        library.release()
