"""The Ollama server Footnote talks to: URL, sign-in behind a reverse proxy, timeouts, failures.

One notion for every caller (chat, embeddings, the status probe, model downloads). A server is
named by a *target* string: ``http(s)://[user@]host[:port][/path-prefix]``. A user name in it
means basic auth (the password is the secret); without one, the secret is a bearer token.

The secret comes from, in order: the URL itself (``user:password@``, as typed on a command
line), the environment (:data:`ENV_TOKEN` / :data:`ENV_PASSWORD`), or the system keyring
(service :data:`KEYRING_SERVICE`, keyed by the target). The keyring is asked only when the
server refuses a request (HTTP 401/403), so the many users of a local Ollama without a proxy
never touch it (a locked keyring may prompt), and it is never asked at import or construction.
The secret machinery serves any :class:`RemoteServer`: the Chroma server's
(:mod:`indexer.servers.chroma`) has its own keyring service and variables.
"""

from __future__ import annotations

import base64
import functools
import ipaddress
import os
import threading
from collections.abc import Generator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar
from urllib.parse import SplitResult, quote, unquote, urlsplit

from indexer.base.problems import Fix, Problem, Remedy
from indexer.base.words import english

if TYPE_CHECKING:
    import httpx

DEFAULT_URL = "http://127.0.0.1:11434"
DEFAULT_PORT = 11434
KEYRING_SERVICE = "Footnote Ollama"
ENV_TOKEN = "FOOTNOTE_OLLAMA_TOKEN"
ENV_PASSWORD = "FOOTNOTE_OLLAMA_PASSWORD"
# A server across a network answers a connection within a few seconds or not at all; reads
# wait as long as the caller says (generation can take minutes on a busy GPU box).
CONNECT_TIMEOUT_S = 5.0
REFUSED = (401, 403)


@dataclass(frozen=True)
class RemoteServer:
    """A server named by a target URL, and who to say we are. Never holds a keyring secret.

    Subclasses name where their secret is kept: a keyring service and two environment
    variables (the Chroma server's in :mod:`indexer.servers.chroma`)."""

    keyring_service: ClassVar[str]
    token_env: ClassVar[str]
    password_env: ClassVar[str]

    url: str  # scheme://host[:port][/prefix], no user, no trailing slash: what the client uses
    user: str = ""  # basic auth user name; "" means a bearer token (if the server wants one)
    given_secret: str = field(default="", repr=False, compare=False)  # from the URL or a form

    @property
    def target(self) -> str:
        """The URL with the user name (never the password): for settings, keys and messages."""
        if not self.user:
            return self.url
        scheme, rest = self.url.split("://", 1)
        return f"{scheme}://{quote(self.user, safe='')}@{rest}"

    @property
    def host(self) -> str:
        """host[:port] for the status bar."""
        return urlsplit(self.url).netloc

    @property
    def is_loopback(self) -> bool:
        name = urlsplit(self.url).hostname or ""
        if name == "localhost":
            return True
        try:
            return ipaddress.ip_address(name).is_loopback
        except ValueError:
            return False

    @property
    def secret_name(self) -> str:
        return "password" if self.user else "token"

    @property
    def env_var(self) -> str:
        return self.password_env if self.user else self.token_env

    def auth_headers(self, secret: str) -> dict[str, str]:
        """The headers that present ``secret`` (none without one)."""
        return {"Authorization": authorization(self, secret)} if secret else {}


def http_parts(raw: str) -> tuple[SplitResult, str] | None:
    """``raw`` split, with its ":port" ("" when none), if it is an http(s) URL naming a host;
    None when it is not one (another scheme, no host, a space, a port that is no number)."""
    try:
        parts = urlsplit(raw)
        port = f":{parts.port}" if parts.port is not None else ""
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not parts.hostname or " " in raw:
        return None
    return parts, port


@dataclass(frozen=True)
class OllamaServer(RemoteServer):
    """Where Ollama answers and who to say we are. Never holds a keyring secret."""

    keyring_service: ClassVar[str] = KEYRING_SERVICE
    token_env: ClassVar[str] = ENV_TOKEN
    password_env: ClassVar[str] = ENV_PASSWORD

    @classmethod
    def of(cls, target: str | OllamaServer | None) -> OllamaServer:
        """``target`` as a server; None or "" means Ollama's own default (``OLLAMA_HOST``)."""
        if isinstance(target, OllamaServer):
            return target
        raw = (target or os.environ.get("OLLAMA_HOST") or DEFAULT_URL).strip()
        try:
            if "://" not in raw:  # `gpu.lan` or `gpu.lan:11434`, as OLLAMA_HOST is often written
                raw = f"http://{raw}"
                parts = urlsplit(raw)
                if parts.port is None:
                    raw = f"http://{_userinfo(parts)}{_host_of(parts)}:{DEFAULT_PORT}{parts.path}"
        except ValueError:  # a port that is not a number
            raw = ""
        split = http_parts(raw)
        if split is None:
            raise ValueError(english("not an Ollama URL: {url} (use http://host:port or "
                                     "https://host/path)").format(url=repr(target)))
        parts, port = split
        url = f"{parts.scheme}://{_host_of(parts)}{port}{parts.path.rstrip('/')}"
        return cls(url, unquote(parts.username or ""), unquote(parts.password or ""))

    def with_secret(self, secret: str) -> OllamaServer:
        """The same server with a secret typed but not stored yet (a dialog's "Check")."""
        return OllamaServer(self.url, self.user, secret)

    @property
    def is_plain_local(self) -> bool:
        """This computer's own Ollama, not behind a proxy path: no need to say where it is."""
        return self.is_loopback and not urlsplit(self.url).path

    def timeout(self, read_s: float) -> httpx.Timeout:
        import httpx

        return httpx.Timeout(read_s, connect=CONNECT_TIMEOUT_S)

    def client_kwargs(self, read_s: float) -> dict[str, Any]:
        """For ``ollama.Client`` and langchain-ollama's ``client_kwargs`` (passed to httpx)."""
        return {"auth": server_auth(self), "timeout": self.timeout(read_s)}

    def http_client(self, read_s: float) -> httpx.Client:
        """An httpx client whose relative paths (``/api/tags``) go under the path prefix."""
        import httpx

        return httpx.Client(base_url=self.url, follow_redirects=True,
                            **self.client_kwargs(read_s))


def _host_of(parts: Any) -> str:
    host = parts.hostname or ""
    return f"[{host}]" if ":" in host else host


def _userinfo(parts: Any) -> str:
    if not parts.username:
        return ""
    return parts.username + (f":{parts.password}" if parts.password else "") + "@"


# -- secrets ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class SecretLookup:
    """A secret and where it came from ("url", "env", "keyring", or "" for none).

    ``problem``: why the keyring could not be asked, in plain words ("" if it could).
    """

    secret: str = field(default="", repr=False)
    source: str = ""
    problem: str = ""


class KeyringUnavailable(Exception):
    """No keyring can keep the secret here; the message says what to do instead."""


_LOCK = threading.Lock()
_FOUND: dict[tuple[str, str], SecretLookup] = {}  # keyring answers per (service, target),
#                                                  until one is stored anew


def _key(server: RemoteServer) -> tuple[str, str]:
    return server.keyring_service, server.target


def known_secret(server: RemoteServer) -> SecretLookup:
    """The secret available without asking the keyring (the URL, the environment, or what the
    keyring answered earlier in this process)."""
    if server.given_secret:
        return SecretLookup(server.given_secret, "url")
    if os.environ.get(server.env_var):
        return SecretLookup(os.environ[server.env_var], "env")
    with _LOCK:
        return _FOUND.get(_key(server), SecretLookup())


def lookup_secret(server: RemoteServer) -> SecretLookup:
    """Ask the keyring now (it may block on D-Bus: call this in a worker, never the GUI)."""
    known = known_secret(server)
    if known.source in ("url", "env"):
        return known
    found = _ask_keyring(server)
    with _LOCK:
        _FOUND[_key(server)] = found
    return found


def forget_cached() -> None:
    """Forget what the keyring answered in this process (another keyring, a test)."""
    with _LOCK:
        _FOUND.clear()


def _ask_keyring(server: RemoteServer) -> SecretLookup:
    try:
        import keyring
        from keyring.errors import KeyringError, NoKeyringError
    except ImportError:
        return SecretLookup(problem=english("the keyring package is not installed"))
    try:
        secret = keyring.get_password(server.keyring_service, server.target)
    except NoKeyringError:
        return SecretLookup(problem=no_keyring_text())
    except (KeyringError, OSError) as exc:
        return SecretLookup(problem=english("the system keyring did not answer ({detail})").format(
            detail=exc))
    return SecretLookup(secret or "", "keyring" if secret else "")


def no_keyring_text() -> str:
    return english("there is no system keyring here (usual on a server or in CI)")


def store_secret(target: str | RemoteServer, secret: str) -> None:
    """Keep ``secret`` for ``target`` (an Ollama URL, or any server) in the system keyring (a
    worker: it may block).

    Raises :class:`KeyringUnavailable` with what to do instead when there is no keyring.
    """
    server = _server(target)
    _keyring_call("set_password", server, secret)
    with _LOCK:
        _FOUND[_key(server)] = SecretLookup(secret, "keyring")


def delete_secret(target: str | RemoteServer) -> None:
    """Forget the stored secret of ``target`` (nothing stored is fine)."""
    from keyring.errors import NoKeyringError, PasswordDeleteError

    server = _server(target)
    try:
        _keyring_call("delete_password", server)
    except PasswordDeleteError:
        pass
    except KeyringUnavailable as exc:
        if not isinstance(exc.__cause__, NoKeyringError):
            raise  # without any keyring, nothing was kept: nothing to forget
    with _LOCK:
        _FOUND.pop(_key(server), None)


def _server(target: str | RemoteServer) -> RemoteServer:
    return target if isinstance(target, RemoteServer) else OllamaServer.of(target)


def _keyring_call(name: str, server: RemoteServer, *args: str) -> None:
    import keyring
    from keyring.errors import KeyringError, NoKeyringError, PasswordDeleteError

    try:
        getattr(keyring, name)(server.keyring_service, server.target, *args)
    except NoKeyringError as exc:
        raise KeyringUnavailable((
            english("The password was not saved: {reason}. Set {variable} in Footnote's "
                    "environment instead.") if server.user else
            english("The token was not saved: {reason}. Set {variable} in Footnote's "
                    "environment instead.")).format(
            reason=no_keyring_text(), variable=server.env_var)) from exc
    except PasswordDeleteError:
        raise
    except (KeyringError, OSError) as exc:
        raise KeyringUnavailable((
            english("The system keyring refused to keep the password ({detail}). Unlock it and "
                    "save again, or set {variable} instead.") if server.user else
            english("The system keyring refused to keep the token ({detail}). Unlock it and "
                    "save again, or set {variable} instead.")).format(
            detail=exc, variable=server.env_var)) from exc


def authorization(server: RemoteServer, secret: str) -> str:
    """The ``Authorization`` header value for ``secret``."""
    if server.user:
        pair = f"{server.user}:{secret}".encode()
        return "Basic " + base64.b64encode(pair).decode()
    return f"Bearer {secret}"


def server_auth(server: RemoteServer) -> httpx.Auth:
    """httpx auth for ``server``: sends the known secret; on 401/403 asks the keyring once and
    retries. Runs in whichever thread makes the request (workers, never the GUI thread)."""
    return _auth_class()(server)


@functools.cache
def _auth_class() -> type:
    import httpx  # imported when first used: `footnote-index status` and the window start without it

    class ServerAuth(httpx.Auth):
        def __init__(self, server: RemoteServer) -> None:
            self.server = server

        def auth_flow(self, request: httpx.Request
                      ) -> Generator[httpx.Request, httpx.Response, None]:
            sent = known_secret(self.server).secret
            request.headers.update(self.server.auth_headers(sent))
            response = yield request
            if response.status_code not in REFUSED:
                return
            fresh = lookup_secret(self.server).secret  # stored meanwhile, or changed
            if fresh and fresh != sent:
                request.headers.update(self.server.auth_headers(fresh))
                yield request

    return ServerAuth


# -- failures ---------------------------------------------------------------------------------

def refused_status(exc: BaseException) -> int | None:
    """401/403 when ``exc`` is the server (its reverse proxy) refusing us, else None."""
    status = _status_of(exc)
    return status if status in REFUSED else None


def _status_of(exc: BaseException) -> int | None:
    import httpx

    if isinstance(exc, httpx.HTTPStatusError):
        return exc.response.status_code
    status = getattr(exc, "status_code", None)  # ollama.ResponseError
    return status if isinstance(status, int) else None


def tls_problem(exc: BaseException) -> str | None:
    """The TLS failure under ``exc`` (a bad certificate, http spoken to https…), else None."""
    import ssl

    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, ssl.SSLCertVerificationError):
            return current.verify_message or str(current)
        if isinstance(current, ssl.SSLError):
            return current.reason or str(current)
        text = str(current)
        if "[SSL" in text or "CERTIFICATE_VERIFY_FAILED" in text:
            return text
        current = current.__cause__ or current.__context__
    return None


def is_connect_failure(exc: BaseException) -> bool:
    import httpx

    return isinstance(exc, httpx.ConnectError | ConnectionError) and \
        not isinstance(exc, httpx.ConnectTimeout)


def describe_failure(exc: BaseException, server: OllamaServer) -> Problem | None:
    """What went wrong reaching or being let into ``server``, and the actions that fix it; None
    when ``exc`` is something else (a missing model, a slow answer, a model error)."""
    import httpx

    status = _status_of(exc)
    if status in REFUSED:
        return refused_problem(server, status)
    if status == 404 and "model" not in str(getattr(exc, "error", "")).lower() and \
            not isinstance(exc, httpx.HTTPStatusError):
        return not_ollama_problem(server, 404)  # no such page: a proxy path that leads elsewhere
    if isinstance(exc, httpx.HTTPStatusError) and status in (502, 503, 504):
        return Problem(english("The server at {host} answers, but Ollama behind it does not "
                               "(HTTP {status}): check that Ollama runs on that machine.").format(
            host=server.host, status=exc.response.status_code))
    if (problem := tls_problem(exc)) is not None:
        return tls_failure(server, problem)
    if isinstance(exc, httpx.ConnectTimeout):
        return Problem(english("Ollama at {url} did not accept a connection within {seconds:.0f} "
                               "s. Check that {host} is on and reachable from this computer "
                               "(network, VPN, firewall).").format(
            url=server.target, seconds=CONNECT_TIMEOUT_S, host=server.host), Remedy(Fix.OLLAMA_URL))
    if is_connect_failure(exc):
        return unreachable_problem(server)
    return None


def unreachable_problem(server: OllamaServer) -> Problem:
    if server.is_loopback:
        return Problem(english("Ollama is not running at {url}.").format(url=server.target),
                       Remedy(Fix.START_OLLAMA), Remedy(Fix.OLLAMA_URL))
    return Problem(english("Cannot reach Ollama at {url}: check that it is running there and that "
                           "this computer can reach {host} (network, VPN, firewall).").format(
        url=server.target, host=server.host), Remedy(Fix.OLLAMA_URL))


def refused_problem(server: OllamaServer, status: int) -> Problem:
    """The server (its reverse proxy) refused us: where the secret came from says what to check."""
    lookup, env, password = known_secret(server), server.env_var, bool(server.user)
    fields = {"host": server.host, "status": status, "variable": env, "url": server.target,
              "problem": lookup.problem}
    if lookup.source == "env":
        return Problem((english("The server at {host} refused the password in {variable} (HTTP "
                                "{status}) — check that variable.") if password else
                        english("The server at {host} refused the token in {variable} (HTTP "
                                "{status}) — check that variable.")).format(**fields))
    refused = (english("The server at {host} refused the password (HTTP {status}).") if password
               else english("The server at {host} refused the token (HTTP {status})."))
    if lookup.source == "url":
        return Problem(refused.format(**fields), Remedy(Fix.CHECK_OLLAMA_URL_SECRET))
    if lookup.secret:
        return Problem(refused.format(**fields), Remedy(Fix.CHECK_OLLAMA_SECRET, env))
    if lookup.problem:
        return Problem((english("The server at {host} asks for a password (HTTP {status}), and "
                                "{problem}.") if password else
                        english("The server at {host} asks for a token (HTTP {status}), and "
                                "{problem}.")).format(**fields), Remedy(Fix.SECRET_ENV, env))
    return Problem((english("The server at {host} asks for a password (HTTP {status}), and none "
                            "is stored for {url}.") if password else
                    english("The server at {host} asks for a token (HTTP {status}), and none is "
                            "stored for {url}.")).format(**fields), Remedy(Fix.OLLAMA_SECRET, env))


def tls_failure(server: OllamaServer, problem: str) -> Problem:
    return Problem(english("The secure connection to {host} failed ({detail}). Check that the "
                           "URL's http/https matches the server; if its certificate comes from "
                           "your own authority, point {variable} at that authority's "
                           "certificate.").format(
        host=server.host, detail=problem, variable="SSL_CERT_FILE"))


def not_ollama_problem(server: OllamaServer, status: int) -> Problem:
    return Problem(english("{url} answered HTTP {status} where Ollama answers: check the URL, "
                           "including any path prefix of a reverse proxy (e.g. "
                           "https://host/ollama).").format(url=server.target, status=status))
