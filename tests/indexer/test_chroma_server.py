"""A Chroma server as the vector store: a real `chroma run` on loopback, killed and restarted."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from indexer.base.settings import IndexSettings
from indexer.cli.common import explain as cli_words
from indexer.retrieval.search import search
from indexer.store.library import Library, StoreMismatch
from indexer.store.manifest import Manifest
from indexer.store.vectors import ServerUnavailable
from tests.helpers import (
    ChromaServer,
    HashEmbedder,
    free_port,
    run_index,
    summary_of,
    write_sample_documents,
)
from tests.helpers.servers import QuietHTTPServer
from tests.ollama_proxy import AuthProxy

PROJECT = Path(__file__).resolve().parents[2]


def consistent(library: Library, embedder_id: str) -> None:
    """Every passage in the manifest has exactly one vector on the server, none orphaned."""
    chunks = {r[0] for r in library.manifest.db.execute("SELECT chunk_id FROM chunks")}
    assert library.manifest.count_pending(embedder_id) == 0
    assert library.manifest.vector_ids(embedder_id) == chunks
    stored = library.vectors.ids(embedder_id)
    assert stored == chunks
    assert library.vectors.count(embedder_id) == len(chunks)  # no id twice


def test_index_and_hybrid_search_on_the_server(tmp_path, chroma, docs, embedder, settings):
    data = tmp_path / "data"
    with Library(data, settings, chroma_url=chroma.url + "/") as library:
        summary = summary_of(run_index(library, embedder, [docs]))
        assert summary["indexed"] == 3 and summary["vectors_pending"] == 0
        consistent(library, embedder.id)
    assert not (data / "chroma").exists()  # nothing written to an embedded store

    # Another process (here: another Library) opens the library without naming the server:
    # the library remembers where its vectors are.
    with Library(data, settings) as reader:
        assert reader.vectors.url == chroma.url and reader.status().store_note is None
        hits = search(reader, embedder, "terminate the agreement with notice", k=3)
    assert hits[0].path.endswith("contract.txt")
    assert hits[0].vector_rank == 1 and hits[0].lexical_rank == 1


def test_cli_index_search_and_a_server_that_is_down(tmp_path, chroma):
    docs = write_sample_documents(tmp_path / "docs")
    data = tmp_path / "data"

    def cli(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "indexer", "--data-dir", str(data), *args],
                              cwd=PROJECT, capture_output=True, text=True, timeout=300)

    first = cli("--chroma-url", chroma.url, "index", str(docs))
    assert first.returncode == 0, first.stderr
    assert "3 indexed" in first.stdout and "0 awaiting vectors" in first.stdout
    found = cli("search", "ninety days notice to terminate", "-k", "1")
    assert found.returncode == 0 and "contract.txt" in found.stdout
    assert "vector #1" in found.stdout and "note:" not in found.stderr

    chroma.kill()
    keyword_only = cli("search", "ninety days notice to terminate", "-k", "1")
    assert keyword_only.returncode == 0 and "contract.txt" in keyword_only.stdout
    assert "vector #" not in keyword_only.stdout
    assert f"the Chroma server at {chroma.url} does not answer" in keyword_only.stderr
    assert "search uses keywords only" in keyword_only.stderr
    refused = cli("index")
    assert refused.returncode == 4
    assert f"the Chroma server at {chroma.url} does not answer" in refused.stderr
    assert "correct the address (--chroma-url)" in refused.stderr  # the command line's fix
    status = json.loads(cli("status", "--json").stdout)
    assert status["vector_store"] == chroma.url and "does not answer" in status["vectors_problem"]

    chroma.start()  # back: vector search works again, nothing was lost
    again = cli("search", "ninety days notice to terminate", "-k", "1")
    assert "vector #1" in again.stdout and "note:" not in again.stderr
    unchanged = cli("index")
    assert unchanged.returncode == 0 and "0 vectors added" in unchanged.stdout


class KillsTheServer(HashEmbedder):
    """Kills the Chroma server (SIGKILL) while embedding batch ``at``, once the batches before
    it are recorded in the manifest: the server dies in the middle of a run."""

    def __init__(self, server: ChromaServer, manifest_path: Path, at: int) -> None:
        super().__init__()
        self.server, self.manifest_path, self.at = server, manifest_path, at

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        if len(self.calls) + 1 == self.at:
            self._wait_until_recorded(self.embedded)  # every chunk of the earlier batches
            self.server.kill()
        return super().embed_documents(texts)

    def _wait_until_recorded(self, vectors: int) -> None:
        """Until every vector embedded so far is recorded, or the writer thread is idle: a
        batch this call is in the middle of is recorded only after it (so ``vectors`` may
        never be reached), and the batches before it are by then."""
        manifest = Manifest(self.manifest_path)
        try:
            deadline = time.monotonic() + 60
            recorded, still_since = -1, time.monotonic()
            while time.monotonic() < deadline:
                now = manifest.counts(self.id)["vectors"]
                if now >= vectors:
                    return
                if now != recorded:
                    recorded, still_since = now, time.monotonic()
                elif time.monotonic() - still_since > 1.0:
                    return  # nothing left for the writer: the earlier batches are recorded
                time.sleep(0.02)
        finally:
            manifest.close()


def test_server_killed_mid_run_keeps_the_library_consistent_and_the_next_run_resumes(
        tmp_path, chroma):
    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(40):
        (folder / f"note{i:02d}.txt").write_text(f"Note {i}: the meeting about topic {i} "
                                                 f"moved to room {i * 7}.\n", encoding="utf-8")
    settings = IndexSettings(parse_workers=1, file_time_budget_s=30, embed_batch_size=8)
    data = tmp_path / "data"
    with Library(data, settings, chroma_url=chroma.url) as library:
        killer = KillsTheServer(chroma, library.manifest_path, at=3)
        summary = summary_of(run_index(library, killer, [folder]))
        # The keyword index is complete; the vectors stop where the server died.
        assert summary["indexed"] == 40
        message = " ".join(p["reason"] for p in summary["problems"])
        assert f"the Chroma server at {chroma.url} stopped answering" in message
        assert "what was indexed is kept; run again when it is back" in message
        pending = library.manifest.count_pending(killer.id)
        assert 0 < pending < 40
        assert library.vectors_problem() is not None
        assert [h.path for h in search(library, killer, "room 91", k=1)][0].endswith("note13.txt")

    chroma.start()  # the same server, on the same path and port
    with Library(data, settings) as library:
        resumed = HashEmbedder()
        summary = summary_of(run_index(library, resumed))
        assert summary["vectors_pending"] == 0 and not summary["problems"]
        assert resumed.embedded == pending  # only the missing vectors were made
        consistent(library, resumed.id)


def test_the_index_command_exits_1_when_the_server_dies_mid_run(tmp_path, chroma, monkeypatch,
                                                                 capsys):
    from indexer.cli import main as cli

    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(40):
        (folder / f"note{i:02d}.txt").write_text(f"Note {i} is about room {i * 7}.\n")
    monkeypatch.setattr(cli, "_embedder", lambda args, library: KillsTheServer(
        chroma, library.manifest_path, at=5))  # in the 2nd batch of 32 (slices of 8)
    code = cli.main(["--data-dir", str(tmp_path / "data"), "--chroma-url", chroma.url, "index",
                     "--quiet", str(folder)])
    out = capsys.readouterr().out
    assert "40 indexed" in out and "stopped answering" in out
    assert code == cli.EXIT_FAILED_FILES  # a script or service sees the vectors are unfinished


class OldServer(BaseHTTPRequestHandler):
    """Answers like a Chroma 0.4 server: API v1 only."""

    def do_GET(self) -> None:
        found = self.path == "/api/v1/version"
        body = b'"0.4.24"' if found else b'{"detail": "Not Found"}'
        self.send_response(200 if found else 404)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


def serve(handler: type[BaseHTTPRequestHandler]) -> tuple[ThreadingHTTPServer, str]:
    httpd = QuietHTTPServer(("127.0.0.1", free_port()), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}"


def test_credentials_refused_and_accepted(tmp_path, chroma, docs, embedder, settings,
                                          monkeypatch):
    # chroma run has no auth option in chromadb 1.5: a user puts a proxy like this in front
    proxy = AuthProxy(chroma.url, "Bearer right-token", prefix="")
    url = proxy.url
    try:
        for token, words in ((None, "asks for credentials (HTTP 401): its token is needed. Set "
                                    "FOOTNOTE_CHROMA_TOKEN in Footnote's environment."),
                             ("wrong-token", "refused the credentials (HTTP 401): check the "
                                             "token in FOOTNOTE_CHROMA_TOKEN")):
            if token:
                monkeypatch.setenv("FOOTNOTE_CHROMA_TOKEN", token)
            with Library(tmp_path / "data", settings, chroma_url=url) as library:
                with pytest.raises(ServerUnavailable) as refused:
                    run_index(library, embedder, [docs])
                assert refused.value.reason == "refused"
                assert f"the Chroma server at {url} {words}" in str(refused.value)
                assert library.manifest.counts(None)["chunks"] == 0  # refused before any work
        monkeypatch.setenv("FOOTNOTE_CHROMA_TOKEN", "right-token")
        with Library(tmp_path / "data", settings, chroma_url=url) as library:
            assert summary_of(run_index(library, embedder, [docs]))["vectors_pending"] == 0
            hits = search(library, embedder, "aphids and ladybirds", k=1)
            assert hits[0].path.endswith("notes.md") and hits[0].vector_rank == 1
    finally:
        proxy.close()


def test_a_server_of_an_incompatible_version_is_named(tmp_path, embedder, docs, settings):
    httpd, url = serve(OldServer)
    try:
        with Library(tmp_path / "data", settings, chroma_url=url) as library:
            problem = library.vectors_problem()
            assert isinstance(problem, ServerUnavailable) and problem.reason == "incompatible"
            assert f"the Chroma server at {url} is version 0.4.24" in str(problem)
            assert "works only with Chroma servers 1.x" in str(problem)
            # keyword search needs no vectors
            run_index(library, embedder, [docs], fill_vectors=False)
            assert search(library, embedder, "Rotterdam warehouse", k=1)[0].path.endswith(
                "contract.txt")
    finally:
        httpd.shutdown()


def test_a_library_is_not_silently_written_to_another_store(tmp_path, chroma, docs, embedder,
                                                             settings):
    data = tmp_path / "data"
    with Library(data, settings) as library:  # embedded
        run_index(library, embedder, [docs])
    with Library(data, settings, chroma_url=chroma.url) as library:
        assert "this library was indexed into its own store" in library.status().store_note
        with pytest.raises(StoreMismatch) as refused:
            run_index(library, embedder)
        assert "index --move-vectors" in cli_words(refused.value)
    with Library(data, settings, chroma_url=chroma.url, move_vectors=True) as library:
        moved = HashEmbedder()
        summary = summary_of(run_index(library, moved))
        assert summary["vectors_pending"] == 0 and moved.embedded == summary["vectors_added"] > 0
        consistent(library, moved.id)
    with Library(data, settings) as library:
        assert library.vectors.url == chroma.url
