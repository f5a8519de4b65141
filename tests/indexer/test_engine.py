"""The indexing engine end to end: real files, real SQLite + Chroma, the real LangGraph runtime."""

from __future__ import annotations

import os
import shutil

import pytest

from desktop_app.core.problems import window_words
from indexer.base.control import RunControl
from indexer.cli.common import explain as cli_words
from indexer.maintenance.switch import switch_embedder_events
from indexer.retrieval.search import search
from indexer.store.library import EmbedderMismatch
from tests.helpers import HashEmbedder, kinds, run_index, slow_parse, summary_of
from tests.helpers.checks import assert_consistent, sqlite_ids

PAPER_12_PAGES = "robustness/pdfminer_samples/contrib/issue-1061-colour-space-stack.pdf"


def test_first_run_indexes_every_file_with_full_provenance(library, embedder, docs):
    events = run_index(library, embedder, [docs])
    summary = summary_of(events)
    assert summary["indexed"] == 3 and summary["failed"] == 0 and not summary["cancelled"]
    assert summary["vectors_pending"] == 0
    assert_consistent(library, embedder.id)

    [hit] = search(library, embedder, "Müller invoice", k=1)
    assert hit.path == str(docs / "invoices" / "mueller.txt")
    assert hit.rel_path == os.path.join("invoices", "mueller.txt")
    assert hit.text.startswith("Invoice 2024-117") and hit.start_index == 0
    doc = hit.to_document()
    stat = (docs / "invoices" / "mueller.txt").stat()
    assert doc.metadata["size"] == stat.st_size and doc.metadata["mtime_ns"] == stat.st_mtime_ns
    assert doc.metadata["file_type"] == "text" and len(doc.metadata["content_hash"]) == 64
    assert doc.metadata["chunk_index"] == 0 and doc.metadata["end_index"] == len(hit.text)
    md = search(library, embedder, "aphids ladybirds", k=1, mode="lexical")[0]
    assert md.section == "Garden > Pests" and md.file_type == "markdown"


def test_pdf_pages_are_one_based_and_offsets_point_into_the_page(library, embedder, shared_data, tmp_path):
    from indexer.ingest.loaders import load_file

    folder = tmp_path / "pdfs"
    folder.mkdir()
    shutil.copy(shared_data / PAPER_12_PAGES, folder / "paper.pdf")
    run_index(library, embedder, [folder])
    pages = {d.metadata["page"]: d.page_content for d in load_file(folder / "paper.pdf")}
    assert sorted(pages) == list(range(1, 13))
    phrase = " ".join(pages[7].split()[120:135])  # a sentence from the middle of page 7
    hit = search(library, embedder, phrase, k=1, mode="lexical")[0]
    assert hit.page == 7
    assert pages[7][hit.start_index:hit.end_index] == hit.text


def test_progress_events_come_in_order_and_add_up(library, embedder, docs):
    (docs / "empty.txt").write_text("", encoding="utf-8")
    events = run_index(library, embedder, [docs])
    order = [e["kind"] for e in events]
    assert order[0] == "scan_totals" and order[1] == "plan_totals" and order[-1] == "summary"
    assert order.index("lexical_ready") > max(i for i, k in enumerate(order) if k == "file_indexed")
    scan = events[0]
    assert scan["files"] == 4 and scan["bytes"] > 0
    assert events[1]["to_parse"] == 4
    summary = summary_of(events)
    parts = ("indexed", "reused", "unchanged", "skipped", "failed")
    assert sum(summary[k] for k in parts) == summary["files"] == scan["files"]
    assert {"path": str(docs / "empty.txt"), "reason": "empty file", "status": "skipped"} in summary["problems"]
    embeds = kinds(events, "embed_progress")
    assert embeds and embeds[-1]["pending"] == 0
    assert embeds[-1]["embedded"] == summary["vectors_added"] == summary["chunks_added"]
    assert len(kinds(events, "file_started")) == 4


def test_unchanged_files_are_neither_parsed_nor_embedded_again(library, embedder, docs):
    run_index(library, embedder, [docs])
    embedded = embedder.embedded
    events = run_index(library, embedder, [])  # no paths: every known library folder
    summary = summary_of(events)
    assert summary["unchanged"] == 3 and summary["indexed"] == 0
    assert kinds(events, "file_started") == []
    assert embedder.embedded == embedded

    os.utime(docs / "contract.txt", None)  # touched, same content
    events = run_index(library, embedder, [docs])
    assert kinds(events, "file_started") == [] and embedder.embedded == embedded


def test_changed_file_replaces_its_chunks(library, embedder, docs):
    run_index(library, embedder, [docs])
    (docs / "contract.txt").write_text("Clause 9: payment within fourteen days.\n", encoding="utf-8")
    summary = summary_of(run_index(library, embedder, [docs]))
    assert summary["indexed"] == 1 and summary["chunks_removed"] >= 1
    assert search(library, embedder, "ninety terminate", k=5, mode="lexical") == []
    assert search(library, embedder, "fourteen days", k=1)[0].path.endswith("contract.txt")
    assert_consistent(library, embedder.id)


def test_deleted_file_disappears(library, embedder, docs):
    run_index(library, embedder, [docs])
    (docs / "notes.md").unlink()
    summary = summary_of(run_index(library, embedder, [docs]))
    assert summary["deleted"] == 1
    assert search(library, embedder, "tomatoes aphids", k=5, mode="lexical") == []
    assert not any(h.path.endswith("notes.md") for h in search(library, embedder, "tomatoes", k=10))
    assert_consistent(library, embedder.id)


def test_moved_file_is_not_parsed_or_embedded_again(library, embedder, docs):
    run_index(library, embedder, [docs])
    embedded = embedder.embedded
    (docs / "archive").mkdir()
    (docs / "invoices" / "mueller.txt").rename(docs / "archive" / "mueller-2024.txt")
    events = run_index(library, embedder, [docs])
    summary = summary_of(events)
    assert summary["reused"] == 1 and summary["deleted"] == 1 and summary["indexed"] == 0
    assert kinds(events, "file_started") == [] and embedder.embedded == embedded
    hit = search(library, embedder, "Müller", k=1)[0]
    assert hit.path == str(docs / "archive" / "mueller-2024.txt")
    assert_consistent(library, embedder.id)


def test_identical_files_are_embedded_once(library, embedder, docs):
    shutil.copy(docs / "contract.txt", docs / "contract-copy.txt")
    events = run_index(library, embedder, [docs])
    summary = summary_of(events)
    assert summary["indexed"] + summary["reused"] == 4 and summary["reused"] == 1
    assert embedder.embedded == len(sqlite_ids(library))
    hit = search(library, embedder, "Clause 14.2", k=1)[0]
    assert {hit.path, *hit.other_paths} == {str(docs / "contract.txt"), str(docs / "contract-copy.txt")}


def test_cancel_then_resume_finishes_without_redoing_files(library, docs, tmp_path):
    for i in range(12):
        (docs / f"letter-{i:02}.txt").write_text(f"Letter number {i} about the harvest.\n" * 30,
                                                 encoding="utf-8")
    embedder = HashEmbedder()
    control = RunControl()
    events = []
    from indexer.pipeline.run import index_events

    # Files take a while to parse, so the run is still going when the cancel arrives.
    for event in index_events(library, embedder, [docs], control, parse_fn=slow_parse):
        events.append(event)
        if event["kind"] == "file_indexed" and len(kinds(events, "file_indexed")) == 3:
            control.request_cancel()
    first = summary_of(events)
    assert first["cancelled"] and first["indexed"] < 15
    done = {e["path"] for e in kinds(events, "file_indexed")}
    indexed_rows = {p for p, r in library.manifest.files().items() if r.state == "indexed"}
    assert indexed_rows == done  # no half-indexed file

    events = run_index(library, embedder, [docs])
    second = summary_of(events)
    redone = {e["path"] for e in kinds(events, "file_started")} & done
    assert redone == set() and not second["cancelled"]
    assert second["unchanged"] == len(done) and second["vectors_pending"] == 0
    assert_consistent(library, embedder.id)


def test_cancel_while_embedding_stops_within_a_slice_and_keeps_the_rest_pending(library, docs):
    """Cancel does not wait for a whole embedding batch: the batch in progress is dropped
    after its current slice and its passages stay pending for the next run."""
    from indexer.pipeline.run import index_events
    from indexer.store import vector_fill

    for i in range(40):
        (docs / f"note-{i:02}.txt").write_text(f"Note {i} about the cider harvest.\n",
                                               encoding="utf-8")
    control = RunControl()
    sizes: list[int] = []

    class CancelDuringFirstCall(HashEmbedder):
        def embed_documents(self, texts):
            sizes.append(len(texts))
            control.request_cancel()  # as if the user pressed Cancel mid-batch
            return super().embed_documents(texts)

    embedder = CancelDuringFirstCall()
    # keywords first, so all 40 passages wait for vectors when the fill starts
    list(index_events(library, embedder, [docs], RunControl(), fill_vectors=False))
    events = list(index_events(library, embedder, [docs], control))
    first = summary_of(events)
    assert first["cancelled"] and first["vectors_pending"] > 0
    assert sizes == [vector_fill.STOP_CHECK_SLICE], "one slice, then the stop was seen"
    after = summary_of(run_index(library, HashEmbedder(), [docs]))
    assert after["vectors_pending"] == 0
    assert_consistent(library, embedder.id)


def test_pause_holds_the_run_until_resumed(library, embedder, docs):
    import threading

    from indexer.pipeline.run import index_events

    control = RunControl()
    control.pause()
    events: list[dict] = []
    worker = threading.Thread(target=lambda: events.extend(index_events(library, embedder, [docs], control)))
    worker.start()
    worker.join(timeout=1.5)
    assert worker.is_alive()
    assert kinds(events, "plan_totals") and kinds(events, "file_started") == []
    control.resume()
    worker.join(timeout=60)
    assert summary_of(events)["indexed"] == 3


def test_an_embedder_outage_keeps_the_keyword_index_and_the_next_run_fills_vectors(library, docs):
    embedder = HashEmbedder()
    embedder.fail_after = 0
    summary = summary_of(run_index(library, embedder, [docs]))
    assert summary["indexed"] == 3 and summary["vectors_pending"] == summary["chunks_added"]
    assert any("embedding server went away" in p["reason"] for p in summary["problems"])
    assert search(library, embedder, "Rotterdam", k=1)[0].path.endswith("contract.txt")

    embedder.fail_after = None
    summary = summary_of(run_index(library, embedder, [docs]))
    assert summary["vectors_pending"] == 0 and summary["unchanged"] == 3
    assert_consistent(library, embedder.id)


def test_keyword_first_then_vectors_later(library, embedder, docs):
    summary = summary_of(run_index(library, embedder, [docs], fill_vectors=False))
    assert summary["vectors_added"] == 0 and summary["vectors_pending"] > 0
    status = library.status()
    assert status.semantic_fraction == 0.0
    assert search(library, embedder, "Rotterdam", k=1)[0].lexical_rank == 1
    run_index(library, embedder, [])
    assert library.status().semantic_fraction == 1.0


def test_a_different_embedder_is_refused_with_what_to_do(library, embedder, docs):
    run_index(library, embedder, [docs])
    other = HashEmbedder(ident="test:other")
    with pytest.raises(EmbedderMismatch) as refused:
        run_index(library, other, [docs])
    # the command line says the command, the window its setting
    assert "reembed --embedder test:other" in cli_words(refused.value)
    assert "test:other in Settings ▸ Embedding model" in window_words(refused.value)
    with pytest.raises(EmbedderMismatch):
        search(library, other, "Rotterdam")


def test_switching_embedder_rebuilds_then_swaps(library, embedder, docs):
    run_index(library, embedder, [docs])
    other = HashEmbedder(dim=32, ident="test:other-32")
    other.fail_after = 1  # first attempt breaks off: the old vectors stay in charge
    events = list(switch_embedder_events(library, other))
    assert events[-1]["kind"] == "embedder_switch_incomplete"
    assert library.embedder_id == embedder.id
    assert search(library, embedder, "Rotterdam", k=1, mode="vector")

    other.fail_after = None
    events = list(switch_embedder_events(library, other))
    assert events[-1] == {"kind": "embedder_switched", "embedder_id": other.id,
                          "previous": embedder.id}
    assert library.embedder_id == other.id
    assert search(library, other, "Rotterdam warehouse", k=1, mode="vector")[0].path.endswith("contract.txt")
    assert_consistent(library, other.id)
    assert library.vectors.count(embedder.id) == 0


def test_missing_library_folder_keeps_its_files(library, embedder, docs, tmp_path):
    run_index(library, embedder, [docs])
    docs.rename(tmp_path / "unplugged")
    summary = summary_of(run_index(library, embedder, []))
    assert summary["deleted"] == 0
    assert library.status().indexed == 3
