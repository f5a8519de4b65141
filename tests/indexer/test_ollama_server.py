"""A remote Ollama behind a reverse proxy: path prefix, token or password, the keyring, TLS.

The proxy (tests/ollama_proxy.py) is real HTTP on loopback in front of the shared stand-in's
embedding model; every request the Ollama embedder makes goes through it.
"""

from __future__ import annotations

import base64

import numpy as np
import pytest

from desktop_app.core.problems import window_words
from indexer.cli.common import explain as cli_words
from indexer.servers.embedders import EmbedderUnavailable, OllamaEmbedder
from indexer.servers.ollama import (
    KEYRING_SERVICE,
    KeyringUnavailable,
    OllamaServer,
    delete_secret,
    describe_failure,
    store_secret,
)
from indexer.store.vectors import collection_name
from tests.helpers import run_index, summary_of
from tests.ollama_proxy import AuthProxy, self_signed

TOKEN = "s3cret-token-7f2a"


@pytest.fixture
def proxy(ollama_stand_in):
    """The stand-in under https-less ``/ollama``, only for ``Bearer TOKEN``."""
    server = AuthProxy(ollama_stand_in, f"Bearer {TOKEN}")
    yield server
    server.close()


def test_the_url_forms_users_type_name_one_server(monkeypatch):
    assert OllamaServer.of("gpu.lan").url == "http://gpu.lan:11434"  # as Ollama reads OLLAMA_HOST
    assert OllamaServer.of("gpu.lan:8080/").url == "http://gpu.lan:8080"
    prefixed = OllamaServer.of("https://alice@gpu.lan/ollama/")
    assert (prefixed.url, prefixed.user, prefixed.host) == ("https://gpu.lan/ollama", "alice",
                                                            "gpu.lan")
    assert prefixed.target == "https://alice@gpu.lan/ollama" and not prefixed.is_loopback
    typed = OllamaServer.of("https://alice:hunter2@gpu.lan/ollama")  # a password on a command line
    assert typed.given_secret == "hunter2"
    assert "hunter2" not in typed.target + repr(typed)  # never shown, never a key
    monkeypatch.setenv("OLLAMA_HOST", "10.0.0.5:11434")
    assert OllamaServer.of(None).url == "http://10.0.0.5:11434"
    monkeypatch.delenv("OLLAMA_HOST")
    assert OllamaServer.of("").is_loopback
    with pytest.raises(ValueError, match="not an Ollama URL"):
        OllamaServer.of("ftp://gpu.lan")


def test_indexing_through_a_proxy_under_a_path_prefix_with_a_token(library, docs, proxy,
                                                                   memory_keyring, monkeypatch):
    monkeypatch.setenv("FOOTNOTE_OLLAMA_TOKEN", TOKEN)  # how a CLI run or a service passes it
    embedder = OllamaEmbedder("e5-small", base_url=proxy.url)
    summary = summary_of(run_index(library, embedder, [docs]))
    assert summary["vectors_added"] == summary["chunks_added"] > 0
    vectors = np.array(library.vectors.client.get_collection(collection_name(embedder.id))
                       .get(include=["embeddings"])["embeddings"])
    assert vectors.shape == (summary["chunks_added"], 384)
    assert proxy.seen and all(path.startswith("/ollama/api/") and auth == f"Bearer {TOKEN}"
                              for _, path, auth in proxy.seen)
    assert memory_keyring.asked == 0  # the environment sufficed: the keyring was never asked


def test_a_token_kept_in_the_keyring_is_used_when_the_server_asks(proxy, memory_keyring):
    store_secret(proxy.url, TOKEN)
    assert memory_keyring.secrets == {(KEYRING_SERVICE, proxy.url): TOKEN}
    assert len(OllamaEmbedder("e5-small", base_url=proxy.url).embed_query("aphids")) == 384
    delete_secret(proxy.url)
    assert memory_keyring.secrets == {}
    with pytest.raises(EmbedderUnavailable, match="asks for a token"):
        OllamaEmbedder("e5-small", base_url=proxy.url).embed_query("aphids")


def test_the_keyring_is_asked_only_when_the_server_refuses(ollama_stand_in, memory_keyring):
    open_proxy = AuthProxy(ollama_stand_in, None)  # a proxy (or Ollama) that wants no token
    try:
        OllamaEmbedder("e5-small", base_url=open_proxy.url).embed_documents(["a", "b"])
    finally:
        open_proxy.close()
    assert memory_keyring.asked == 0 and all(auth is None for *_, auth in open_proxy.seen)


def test_a_missing_or_wrong_token_says_where_to_fix_it(proxy, memory_keyring, monkeypatch):
    with pytest.raises(EmbedderUnavailable) as missing:
        OllamaEmbedder("e5-small", base_url=proxy.url).embed_query("aphids")
    assert "asks for a token (HTTP 401)" in str(missing.value)
    in_window, on_cli = window_words(missing.value), cli_words(missing.value)
    assert "Enter it in Settings ▸ Sign-in (or set FOOTNOTE_OLLAMA_TOKEN)" in in_window
    assert "Set FOOTNOTE_OLLAMA_TOKEN to it" in on_cli and "--" not in in_window
    store_secret(proxy.url, "stale")  # a token the proxy no longer accepts
    with pytest.raises(EmbedderUnavailable) as stale:
        OllamaEmbedder("e5-small", base_url=proxy.url).embed_query("aphids")
    assert "refused the token (HTTP 401). Check Settings ▸ Sign-in" in window_words(stale.value)
    assert "Check the one kept in the system keyring" in cli_words(stale.value)
    monkeypatch.setenv("FOOTNOTE_OLLAMA_TOKEN", "wrong")
    with pytest.raises(EmbedderUnavailable, match=r"refused the token in FOOTNOTE_OLLAMA_TOKEN "
                                                  r"\(HTTP 401\) — check that variable"):
        OllamaEmbedder("e5-small", base_url=proxy.url).embed_query("aphids")


def test_a_wrong_path_prefix_is_not_mistaken_for_a_missing_model(proxy, monkeypatch):
    monkeypatch.setenv("FOOTNOTE_OLLAMA_TOKEN", TOKEN)
    elsewhere = proxy.url.removesuffix("/ollama") + "/llm"  # the proxy has no such path
    with pytest.raises(EmbedderUnavailable, match="including any path prefix"):
        OllamaEmbedder("e5-small", base_url=elsewhere).embed_query("aphids")
    with pytest.raises(EmbedderUnavailable, match="ollama pull nomic-embed-text"):
        OllamaEmbedder("nomic-embed-text", base_url=proxy.url).embed_query("aphids")


def test_without_a_keyring_the_message_names_the_environment_variable(proxy, no_keyring):
    with pytest.raises(KeyringUnavailable, match="no system keyring.*FOOTNOTE_OLLAMA_TOKEN"):
        store_secret(proxy.url, TOKEN)
    with pytest.raises(EmbedderUnavailable, match="no system keyring.*FOOTNOTE_OLLAMA_TOKEN"):
        OllamaEmbedder("e5-small", base_url=proxy.url).embed_query("aphids")


def test_basic_auth_takes_the_user_from_the_url(ollama_stand_in, memory_keyring, monkeypatch):
    pair = base64.b64encode(b"alice:correct horse").decode()
    basic = AuthProxy(ollama_stand_in, f"Basic {pair}")
    try:
        target = basic.url.replace("http://", "http://alice@")
        with pytest.raises(EmbedderUnavailable, match="asks for a password.*"
                                                      "FOOTNOTE_OLLAMA_PASSWORD"):
            OllamaEmbedder("e5-small", base_url=target).embed_query("x")
        store_secret(target, "correct horse")
        assert (KEYRING_SERVICE, target) in memory_keyring.secrets
        assert len(OllamaEmbedder("e5-small", base_url=target).embed_query("x")) == 384
    finally:
        basic.close()


def test_a_certificate_the_computer_does_not_trust_is_named_with_the_fix(
        ollama_stand_in, memory_keyring, monkeypatch, tmp_path):
    context, cert = self_signed(tmp_path)
    secure = AuthProxy(ollama_stand_in, None, tls=context)
    try:
        with pytest.raises(EmbedderUnavailable, match="secure connection.*SSL_CERT_FILE"):
            OllamaEmbedder("e5-small", base_url=secure.url).embed_query("x")
        monkeypatch.setenv("SSL_CERT_FILE", str(cert))  # the documented fix
        assert len(OllamaEmbedder("e5-small", base_url=secure.url).embed_query("x")) == 384
    finally:
        secure.close()


def test_a_remote_server_out_of_reach_is_not_told_to_run_ollama_serve():
    import httpx

    remote = cli_words(describe_failure(httpx.ConnectError("Name or service not known"),
                                        OllamaServer.of("https://gpu.lan/ollama")))
    assert remote.startswith("Cannot reach Ollama at https://gpu.lan/ollama")
    assert "VPN" in remote and "ollama serve" not in remote
    assert "If it runs elsewhere, point --ollama-url at it." in remote
    local = describe_failure(ConnectionError("refused"), OllamaServer.of("127.0.0.1:11434"))
    assert "Start it with `ollama serve`, or if it runs elsewhere, point --ollama-url at it." in \
        cli_words(local)
    assert "or if it runs elsewhere, enter its address in Settings ▸ Ollama URL." in \
        window_words(local)
