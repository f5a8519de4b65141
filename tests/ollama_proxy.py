"""A loopback reverse proxy that serves an Ollama (or a Chroma server) under a path prefix, only
to a given secret; and an in-memory system keyring.

Like nginx/Caddy in front of a GPU box's Ollama: ``/ollama/api/chat`` → upstream ``/api/chat``,
401 without the right ``Authorization``, 404 outside the prefix, and NDJSON streams forwarded
line by line as they come (chunked), never buffered. Optionally TLS with a self-signed
certificate (:func:`self_signed`).
"""

from __future__ import annotations

import datetime
import http.client
import ipaddress
import json
import ssl
import threading
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from urllib.parse import urlsplit

from keyring.backend import KeyringBackend
from keyring.errors import PasswordDeleteError

from tests.helpers.servers import QuietHTTPServer

HOP_BY_HOP = {"connection", "transfer-encoding", "content-length", "keep-alive", "date", "server"}


class AuthProxy:
    """``url`` is the proxied Ollama; ``seen`` lists (method, path, Authorization) per request.

    ``hold_first_content()`` makes the next chat stream pause after its first text line until
    ``release`` is set: a client that shows that text meanwhile really streams.
    """

    def __init__(self, upstream: str, authorization: str | None, prefix: str = "/ollama",
                 tls: ssl.SSLContext | None = None) -> None:
        self.upstream = urlsplit(upstream)
        self.authorization = authorization
        self.prefix = prefix
        self.seen: list[tuple[str, str, str | None]] = []
        self.holding = threading.Event()
        self.release = threading.Event()
        self.streams_finished = 0
        self._finished = threading.Condition()
        self._hold = False
        self.server = QuietHTTPServer(("127.0.0.1", 0), _Handler)
        self.server.daemon_threads = True
        self.server.proxy = self  # type: ignore[attr-defined]
        if tls is not None:
            self.server.socket = tls.wrap_socket(self.server.socket, server_side=True)
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self._thread.start()
        scheme = "https" if tls is not None else "http"
        self.url = f"{scheme}://127.0.0.1:{self.server.server_address[1]}{prefix}"

    def hold_first_content(self) -> None:
        self.holding.clear()
        self.release.clear()
        self._hold = True

    def on_line(self, line: bytes) -> None:
        if not self._hold:
            return
        try:
            chunk = json.loads(line)
        except ValueError:
            return
        if not chunk.get("done") and (chunk.get("message") or {}).get("content"):
            self._hold = False
            self.holding.set()
            self.release.wait(timeout=60)

    def stream_finished(self) -> None:
        with self._finished:
            self.streams_finished += 1
            self._finished.notify_all()

    def wait_streams_finished(self, count: int, timeout: float = 30) -> bool:
        """Wait until ``count`` streams have ended here: the client may see the last byte
        before this proxy's thread has counted it."""
        with self._finished:
            return self._finished.wait_for(lambda: self.streams_finished >= count, timeout)

    def close(self) -> None:
        self.release.set()
        self.server.shutdown()
        self.server.server_close()


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # chunked responses and keep-alive, like a real proxy
    disable_nagle_algorithm = True  # small writes go out at once, as a real proxy's do

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - stdlib's name
        pass

    def do_GET(self) -> None:  # noqa: N802 - stdlib's name
        self._forward()

    def do_POST(self) -> None:  # noqa: N802
        self._forward()

    def do_DELETE(self) -> None:  # noqa: N802
        self._forward()

    def do_PUT(self) -> None:  # noqa: N802 - Chroma updates collections with PUT
        self._forward()

    def _forward(self) -> None:
        proxy: AuthProxy = self.server.proxy  # type: ignore[attr-defined]
        given = self.headers.get("Authorization")
        proxy.seen.append((self.command, self.path, given))
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if not self.path.startswith(proxy.prefix + "/"):
            return self._reply(404, b"404 page not found", "text/plain")
        if proxy.authorization is not None and given != proxy.authorization:
            return self._reply(401, b'{"error": "unauthorized"}', "application/json",
                               {"WWW-Authenticate": 'Bearer realm="ollama"'})
        up = http.client.HTTPConnection(proxy.upstream.hostname, proxy.upstream.port,
                                        timeout=600)
        try:
            up.request(self.command, self.path[len(proxy.prefix):], body=body or None,
                       headers={"Content-Type": self.headers.get("Content-Type",
                                                                 "application/json")})
            response = up.getresponse()
            self.send_response(response.status)
            for name, value in response.getheaders():
                if name.lower() not in HOP_BY_HOP:
                    self.send_header(name, value)
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            while line := response.readline():  # Ollama streams one JSON object per line
                self.wfile.write(b"%x\r\n%s\r\n" % (len(line), line))
                self.wfile.flush()
                proxy.on_line(line)
            self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()
            proxy.stream_finished()
        finally:
            up.close()

    def _reply(self, status: int, body: bytes, content_type: str,
               headers: dict[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)


def self_signed(folder: Path) -> tuple[ssl.SSLContext, Path]:
    """A server TLS context for 127.0.0.1 with a fresh self-signed certificate, and the
    certificate's file (what a client trusts via SSL_CERT_FILE)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "gpu.lan test proxy")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
            .public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(minutes=5))
            .not_valid_after(now + datetime.timedelta(days=1))
            .add_extension(x509.SubjectAlternativeName(
                [x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), critical=False)
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .sign(key, hashes.SHA256()))
    cert_file, key_file = folder / "proxy.pem", folder / "proxy.key"
    cert_file.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_file.write_bytes(key.private_bytes(serialization.Encoding.PEM,
                                           serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert_file, key_file)
    return context, cert_file


class MemoryKeyring(KeyringBackend):
    """The system keyring's stand-in: kept in memory, like Secret Service would keep it."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.secrets: dict[tuple[str, str], str] = {}
        self.asked = 0

    def get_password(self, service: str, username: str) -> str | None:
        self.asked += 1
        return self.secrets.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.secrets[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if self.secrets.pop((service, username), None) is None:
            raise PasswordDeleteError("nothing stored")
