"""A Chroma server as the vector store: its URL, its credentials, a health check, plain-word errors.

The server is ``chroma run`` (it ships with the ``chromadb`` package) or any Chroma 1.x server
reachable by URL. A server behind auth (a reverse proxy in front of it) gets a bearer token, or,
with a user in the URL (``http://USER@host:8000``), that user's password (basic auth). The
secret comes from the environment (:data:`TOKEN_ENV` / :data:`PASSWORD_ENV`) or the system
keyring (service :data:`KEYRING_SERVICE`, keyed by the URL with its user), through the same
machinery as Ollama's (:mod:`indexer.servers.ollama`). A password typed into ``--chroma-url`` is
moved to the keyring: the URL is recorded, shown and published without it, and a secret is
never written to a settings file or the library.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar
from urllib.parse import unquote

from indexer.base.problems import Fix, Problem, Remedy
from indexer.base.words import english
from indexer.servers.ollama import (
    KeyringUnavailable,
    RemoteServer,
    authorization,
    http_parts,
    known_secret,
    server_auth,
    store_secret,
)

if TYPE_CHECKING:
    import httpx

TOKEN_ENV = "FOOTNOTE_CHROMA_TOKEN"
PASSWORD_ENV = "FOOTNOTE_CHROMA_PASSWORD"  # with a user in the URL
KEYRING_SERVICE = "Footnote Chroma"
EMBEDDED = "embedded"  # --chroma-url embedded: the library's own store in DATA_DIR/chroma
SUPPORTED_MAJOR = 1  # the installed client (chromadb 1.x) speaks the /api/v2 of 1.x servers
CONNECT_TIMEOUT_S = 5.0  # a server on the network, not a loopback: allow a slow link
READ_TIMEOUT_S = 120.0  # an upsert of one batch into a large collection can take a while


class PasswordNotKept(Problem, ValueError):
    """A password (or token) typed into ``--chroma-url`` that no keyring here can keep."""


@dataclass(frozen=True)
class ChromaTarget(RemoteServer):
    """A Chroma server: ``url`` without user or password (what the client connects to), the
    user for basic auth ("" for a bearer token), and a secret typed into the URL, if any."""

    keyring_service: ClassVar[str] = KEYRING_SERVICE
    token_env: ClassVar[str] = TOKEN_ENV
    password_env: ClassVar[str] = PASSWORD_ENV

    @classmethod
    def of(cls, url: str) -> ChromaTarget:
        """``url`` parsed; raises ValueError (naming it without its password) if it is not one."""
        raw = url.strip().rstrip("/")
        split = http_parts(raw)
        if split is None:
            raise ValueError(english(
                "{option} must be http://HOST:PORT or https://HOST[:PORT][/PATH] (or "
                "'{embedded}' for the library's own store), not {url}").format(
                option="--chroma-url", embedded=EMBEDDED, url=repr(_masked(raw))))
        parts, port = split
        hostname = parts.hostname or ""  # never empty: http_parts refuses a URL with no host
        host = f"[{hostname}]" if ":" in hostname else hostname
        return cls(f"{parts.scheme}://{host}{port}{parts.path.rstrip('/')}",
                   unquote(parts.username or ""), unquote(parts.password or ""))

    def auth_headers(self, secret: str) -> dict[str, str]:
        """Basic auth with a user; else the bearer form a reverse proxy expects and Chroma's
        own token header (a server reads the one it is configured for)."""
        if not secret:
            return {}
        if self.user:
            return {"Authorization": authorization(self, secret)}
        return {"Authorization": f"Bearer {secret}", "X-Chroma-Token": secret}


def without_password(text: str) -> str:
    """``text`` with the password of any ``scheme://user:password@host`` in it blanked out."""
    return re.sub(r"(://[^/@:\s]*):[^/\s]*@", r"\1:…@", text)


def _masked(raw: str) -> str:
    """A string that is no URL, for a message: nothing between the user and the last ``@``."""
    head, at, host = raw.rpartition("@")
    scheme, sep, userinfo = head.rpartition("://")
    if not at or ":" not in userinfo:
        return without_password(raw)
    return f"{scheme}{sep}{userinfo.split(':', 1)[0]}:…@{host}"


def normalize_url(url: str) -> str:
    """``url`` as Footnote records, shows and compares it: no trailing slash, the user name but
    never a password (see :func:`recorded_url` to keep that). Raises ValueError if it is not one."""
    return ChromaTarget.of(url).target


def public_url(url: str) -> str:
    """``url`` without user or password: what a publication names (readers sign in as
    themselves)."""
    return ChromaTarget.of(url).url


def same_server(a: str | None, b: str | None) -> bool:
    """Whether two recorded URLs (None: the embedded store) name the same server, whoever
    signs in to it."""
    if a is None or b is None:
        return a is b
    try:
        return public_url(a) == public_url(b)
    except ValueError:
        return a == b


def recorded_url(url: str) -> str:
    """``url`` as Footnote records it (:func:`normalize_url`), a password in it moved to the
    system keyring (this process uses it from there on).

    Raises :class:`PasswordNotKept` saying what to do instead when no keyring can keep it.
    """
    target = ChromaTarget.of(url)
    if target.given_secret:
        _keep(target)
    return target.target


def shown_url(url: str) -> str:
    """A URL read back from a library (older versions recorded it with its password) as it is
    shown and used: the password moved to the keyring where one can keep it, and dropped."""
    try:
        return recorded_url(url)
    except PasswordNotKept:
        return normalize_url(url)
    except ValueError:
        return without_password(url)


def _keep(target: ChromaTarget) -> None:
    kept = ChromaTarget(target.url, target.user)
    if known_secret(kept).secret == target.given_secret:
        return  # kept already (or given by the environment)
    try:
        store_secret(kept, target.given_secret)
    except KeyringUnavailable as exc:
        raise PasswordNotKept(
            str(exc), Remedy(Fix.GIVE_CHROMA_URL, kept.target),
            after=(english("(Footnote keeps no password in a URL: it would be recorded in the "
                           "library and shown.)") if kept.user else
                   english("(Footnote keeps no token in a URL: it would be recorded in the "
                           "library and shown.)"))) from exc


def unreachable_text(url: str, detail: str, mid_run: bool) -> tuple[str, tuple[Remedy, ...]]:
    """What a reader is told when the server does not answer, and what fixes it."""
    if mid_run:
        return english("the Chroma server at {url} stopped answering ({detail}); what was "
                       "indexed is kept; run again when it is back.").format(
            url=url, detail=detail), ()
    return english("the Chroma server at {url} does not answer ({detail}); what was indexed is "
                   "kept. Start it (`{command}`).").format(
        url=url, detail=detail, command="chroma run --path DIR --host HOST --port PORT"), (
        Remedy(Fix.CHROMA_URL),)


def refused_text(url: str, status: int) -> tuple[str, tuple[Remedy, ...]]:
    """What a reader is told when the server refuses the credentials, and what fixes it."""
    try:
        target = ChromaTarget.of(url)
    except ValueError:
        target = ChromaTarget(without_password(url))
    lookup, env = known_secret(target), target.env_var
    if lookup.source == "env":
        return (english("the Chroma server at {url} refused the credentials (HTTP {status}): "
                        "check the password in {variable}.") if target.user else
                english("the Chroma server at {url} refused the credentials (HTTP {status}): "
                        "check the token in {variable}.")).format(
            url=target.target, status=status, variable=env), ()
    if lookup.secret:
        return english("the Chroma server at {url} refused the credentials (HTTP "
                       "{status}).").format(url=target.target, status=status), (
            Remedy(Fix.CHECK_CHROMA_SECRET, env),)
    remedies = [Remedy(Fix.SECRET_ENV, env)]
    if target.user and not lookup.problem:
        remedies.append(Remedy(Fix.CHROMA_SECRET, target.target.replace("@", ":PASSWORD@", 1)))
    return (english("the Chroma server at {url} asks for credentials (HTTP {status}): its "
                    "password is needed.") if target.user else
            english("the Chroma server at {url} asks for credentials (HTTP {status}): its "
                    "token is needed.")).format(url=target.target, status=status), tuple(remedies)


def incompatible_text(url: str, version: str) -> tuple[str, tuple[Remedy, ...]]:
    """What a reader is told when the server is of another major version, and what fixes it."""
    import chromadb

    return english("the Chroma server at {url} is version {detail}, and Footnote's Chroma "
                   "client ({client}) works only with Chroma servers {major}.x: upgrade the "
                   "server ({command}).").format(
        url=url, detail=version, client=chromadb.__version__, major=SUPPORTED_MAJOR,
        command=f"pip install 'chromadb>={SUPPORTED_MAJOR},<{SUPPORTED_MAJOR + 1}'"), (
        Remedy(Fix.OTHER_CHROMA),)


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

    target = ChromaTarget.of(url)
    url = target.url
    timeout = httpx.Timeout(timeout_s)
    try:  # the keyring is asked only if the server refuses what is known without it
        with httpx.Client(timeout=timeout, auth=server_auth(target)) as http:
            beat = http.get(f"{url}/api/v2/heartbeat")
            _raise_refused(beat)
            if beat.status_code in (404, 410):
                raise Incompatible(_old_version(http, url))
            if beat.status_code != 200 or "nanosecond heartbeat" not in _json(beat):
                raise Incompatible(english("unknown (it is not a Chroma server: HTTP {status} "
                                           "for the heartbeat)").format(
                    status=beat.status_code))
            answer = http.get(f"{url}/api/v2/version")
            _raise_refused(answer)
            version = str(_json(answer) if answer.status_code == 200 else english("unknown"))
    except httpx.TransportError as exc:
        raise Unreachable(describe_transport_error(exc)) from exc
    if _major(version) != SUPPORTED_MAJOR:
        raise Incompatible(version)
    return version


def describe_transport_error(exc: httpx.TransportError) -> str:
    """A few words for what went wrong on the wire."""
    import httpx

    if isinstance(exc, httpx.TimeoutException):
        return english("no answer in time")
    text = str(exc) or type(exc).__name__
    if "refused" in text.lower():
        return english("connection refused")
    if "disconnected" in text.lower() or isinstance(exc, httpx.RemoteProtocolError):
        return english("the connection was dropped")
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
    return english("unknown (it has no {path})").format(path="/api/v2")


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

    target = ChromaTarget.of(url)
    client = chromadb.HttpClient(  # the secret the probe found (from the keyring, if it asked)
        host=target.url, headers=target.auth_headers(known_secret(target).secret),
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
