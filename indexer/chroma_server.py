"""A Chroma server as the vector store: its URL, its token, a health check, and plain-word errors.

The server is ``chroma run`` (it ships with the ``chromadb`` package) or any Chroma 1.x server
reachable by URL. The token for a server behind auth comes only from the environment
(``FOOTNOTE_CHROMA_TOKEN``), never from a settings file.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

if TYPE_CHECKING:
    import httpx

TOKEN_ENV = "FOOTNOTE_CHROMA_TOKEN"
EMBEDDED = "embedded"  # --chroma-url embedded: the library's own store in DATA_DIR/chroma
SUPPORTED_MAJOR = 1  # the installed client (chromadb 1.x) speaks the /api/v2 of 1.x servers
CONNECT_TIMEOUT_S = 5.0  # a server on the network, not a loopback: allow a slow link
READ_TIMEOUT_S = 120.0  # an upsert of one batch into a large collection can take a while


def normalize_url(url: str) -> str:
    """``url`` as Footnote records it (no trailing slash); raises ValueError if it is not one."""
    url = url.strip().rstrip("/")
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(f"--chroma-url must be http://HOST:PORT or https://HOST[:PORT][/PATH] "
                         f"(or '{EMBEDDED}' for the library's own store), not {url!r}")
    return url


def token_headers() -> dict[str, str]:
    """The auth headers for ``FOOTNOTE_CHROMA_TOKEN``: Chroma's own token header and the
    bearer form a reverse proxy expects (a server reads the one it is configured for)."""
    token = os.environ.get(TOKEN_ENV, "").strip()
    if not token:
        return {}
    return {"Authorization": f"Bearer {token}", "X-Chroma-Token": token}


def unreachable_text(url: str, detail: str, mid_run: bool) -> str:
    if mid_run:
        return (f"the Chroma server at {url} stopped answering ({detail}); what was indexed is "
                "kept; run again when it is back.")
    return (f"the Chroma server at {url} does not answer ({detail}). Start it (`chroma run "
            "--path DIR --host HOST --port PORT`) or correct the address (--chroma-url, or "
            "Settings ▸ Chroma server); what was indexed is kept.")


def refused_text(url: str, status: int) -> str:
    if os.environ.get(TOKEN_ENV, "").strip():
        return (f"the Chroma server at {url} refused the credentials (HTTP {status}): check "
                f"the token in {TOKEN_ENV}.")
    return (f"the Chroma server at {url} asks for credentials (HTTP {status}): set "
            f"{TOKEN_ENV} to its token (Footnote never stores it in the settings).")


def incompatible_text(url: str, version: str) -> str:
    import chromadb

    return (f"the Chroma server at {url} is version {version}, and Footnote's Chroma client "
            f"({chromadb.__version__}) works only with Chroma servers {SUPPORTED_MAJOR}.x: "
            f"upgrade the server (pip install 'chromadb>={SUPPORTED_MAJOR},"
            f"<{SUPPORTED_MAJOR + 1}') or point --chroma-url at another one.")


class Unreachable(Exception):
    """No answer: refused, reset, timed out, name unknown (``detail`` says which)."""


class Refused(Exception):
    """HTTP 401/403."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class Incompatible(Exception):
    """Not a Chroma 1.x server (``version`` as it reports itself, or a description)."""

    def __init__(self, version: str) -> None:
        super().__init__(version)
        self.version = version


def probe(url: str, timeout_s: float = CONNECT_TIMEOUT_S) -> str:
    """The server's version after checking it answers, accepts the token and speaks the
    client's API. Raises :class:`Unreachable`, :class:`Refused` or :class:`Incompatible`."""
    import httpx

    timeout = httpx.Timeout(timeout_s)
    try:
        with httpx.Client(timeout=timeout, headers=token_headers()) as http:
            beat = http.get(f"{url}/api/v2/heartbeat")
            _raise_refused(beat)
            if beat.status_code in (404, 410):
                raise Incompatible(_old_version(http, url))
            if beat.status_code != 200 or "nanosecond heartbeat" not in _json(beat):
                raise Incompatible(f"unknown (it is not a Chroma server: HTTP {beat.status_code}"
                                   " for the heartbeat)")
            answer = http.get(f"{url}/api/v2/version")
            _raise_refused(answer)
            version = str(_json(answer) if answer.status_code == 200 else "unknown")
    except httpx.TransportError as exc:
        raise Unreachable(describe_transport_error(exc)) from exc
    if _major(version) != SUPPORTED_MAJOR:
        raise Incompatible(version)
    return version


def describe_transport_error(exc: httpx.TransportError) -> str:
    """A few words for what went wrong on the wire."""
    import httpx

    if isinstance(exc, httpx.TimeoutException):
        return "no answer in time"
    text = str(exc) or type(exc).__name__
    if "refused" in text.lower():
        return "connection refused"
    if "disconnected" in text.lower() or isinstance(exc, httpx.RemoteProtocolError):
        return "the connection was dropped"
    return text


def _raise_refused(response: httpx.Response) -> None:
    if response.status_code in (401, 403):
        raise Refused(response.status_code)


def _old_version(http: httpx.Client, url: str) -> str:
    """The version a pre-1.0 server (API v1 only) reports, or a description."""
    try:
        answer = http.get(f"{url}/api/v1/version")
        if answer.status_code == 200:
            return str(_json(answer))
    except Exception:  # noqa: BLE001 - only for the wording of the message
        pass
    return "unknown (it has no /api/v2)"


def _json(response: httpx.Response) -> Any:
    try:
        return response.json()
    except ValueError:
        return None


def _major(version: str) -> int | None:
    head = version.split(".", 1)[0]
    return int(head) if head.isdigit() else None


def open_client(url: str) -> Any:
    """A chromadb ``HttpClient`` for ``url`` (checked with :func:`probe` first), telemetry off,
    with network timeouts instead of the client's default of waiting for ever."""
    import chromadb
    import httpx
    from chromadb.config import Settings

    client = chromadb.HttpClient(
        host=url, headers=token_headers(),
        settings=Settings(anonymized_telemetry=False, allow_reset=False))
    session = getattr(getattr(client, "_server", None), "_session", None)
    if isinstance(session, httpx.Client):  # a dead host would otherwise hang every call
        session.timeout = httpx.Timeout(READ_TIMEOUT_S, connect=CONNECT_TIMEOUT_S)
    return client


def status_of(exc: BaseException) -> int | None:
    """The HTTP status a chromadb error stands for (401/403 for credentials), if any."""
    code = getattr(exc, "code", None)
    if callable(code):
        try:
            value = code()
        except Exception:  # noqa: BLE001
            return None
        return value if isinstance(value, int) else None
    return None
