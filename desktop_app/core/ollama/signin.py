"""Saving the Ollama sign-in: the token or password goes to the system keyring, never to
``settings.toml`` (which keeps only the kind of sign-in and the user name). No Qt."""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop_app.core.settings import AppSettings
from desktop_app.wording import tr
from indexer import OllamaServer, delete_secret, store_secret

AUTH_KINDS = ("none", "bearer", "basic")


@dataclass(frozen=True)
class SigninChange:
    """What to change in the keyring: keep ``secret`` for ``target``, or forget ``forget``'s."""

    target: str | None = None
    secret: str = field(default="", repr=False)
    forget: str | None = None


def signin_change(old: AppSettings, new: AppSettings, secret: str) -> SigninChange | None:
    """The keyring work a Settings change needs (None: nothing; an empty secret keeps the one
    stored, so reopening Settings never asks for it again)."""
    if new.ollama_auth in ("bearer", "basic") and secret:
        return SigninChange(_target(new), secret)
    if new.ollama_auth == "none" and old.ollama_auth != "none":
        return SigninChange(forget=_target(old))
    return None


def save_signin(change: SigninChange) -> str:
    """Do ``change`` (in a worker: the keyring may block on D-Bus or ask to be unlocked).

    Returns a sentence for the status bar; raises ``KeyringUnavailable`` saying what to do.
    """
    if change.forget is not None:
        delete_secret(change.forget)
        return tr("The Ollama sign-in was removed from the system keyring.")
    server = OllamaServer.of(change.target)
    store_secret(server, change.secret)
    if server.user:  # the secret is a password (else a token: OllamaServer.secret_name)
        return tr("The password for {host} is kept in the system keyring.").format(
            host=server.host)
    return tr("The token for {host} is kept in the system keyring.").format(host=server.host)


def _target(settings: AppSettings) -> str:
    return OllamaServer.of(settings.ollama_target()).target
