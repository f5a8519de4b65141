"""Real servers on loopback ports for tests: the shared Ollama stand-in and ``chroma run``."""

from __future__ import annotations

import contextlib
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from http.server import ThreadingHTTPServer
from pathlib import Path


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextlib.contextmanager
def running_stand_in(script: Path, model_args: list[str], log: Path,
                     start_timeout_s: float = 120) -> Iterator[str]:
    """Start the shared Ollama stand-in on a free port with ``model_args``; yield its URL.

    The process is ours: it is terminated when the block ends.
    """
    port = free_port()
    with log.open("w") as out:
        proc = subprocess.Popen(
            [sys.executable, str(script), "--host", "127.0.0.1", "--port", str(port),
             *model_args], stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + start_timeout_s
        while True:
            try:
                urllib.request.urlopen(f"{url}/api/version", timeout=1).read()
                break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"Ollama stand-in did not start:\n{log.read_text()}") from None
                time.sleep(0.2)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def chroma_executable() -> Path:
    """The ``chroma`` command the project's chromadb dependency installs beside Python."""
    return Path(sys.executable).parent / "chroma"


class ChromaServer:
    """A real ``chroma run`` on a loopback port, storing in ``path``; ours to kill and restart."""

    def __init__(self, path: Path, log: Path, port: int | None = None) -> None:
        self.path, self.log, self.port = path, log, port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen | None = None

    def start(self, timeout_s: float = 60) -> None:
        with self.log.open("a") as out:
            self.proc = subprocess.Popen(
                [str(chroma_executable()), "run", "--path", str(self.path),
                 "--host", "127.0.0.1", "--port", str(self.port)],
                stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        deadline = time.monotonic() + timeout_s
        while True:  # ready when the heartbeat answers
            try:
                urllib.request.urlopen(f"{self.url}/api/v2/heartbeat", timeout=1).read()
                return
            except OSError:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    self.kill()
                    raise RuntimeError(f"chroma run did not start:\n{self.log.read_text()}") from None
                time.sleep(0.1)

    def kill(self) -> None:
        """SIGKILL, like a crash or a power cut on the server's machine."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=10)


@contextlib.contextmanager
def running_chroma(path: Path, log: Path) -> Iterator[ChromaServer]:
    server = ChromaServer(path, log)
    server.start()
    try:
        yield server
    finally:
        server.kill()


class QuietHTTPServer(ThreadingHTTPServer):
    """A test's HTTP server that does not print a traceback when a client drops its
    connection (an abandoned answer, a closed keep-alive): that is the client's right."""

    def handle_error(self, request, client_address) -> None:  # noqa: ANN001
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)
