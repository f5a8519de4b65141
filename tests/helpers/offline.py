"""A network guard for this process: loopback passes; any other connection is logged, refused."""

from __future__ import annotations

import ipaddress
import socket
import threading
from typing import Any

import pytest

TRACING_ENV = ("LANGSMITH_TRACING", "LANGSMITH_TRACING_V2", "LANGCHAIN_TRACING_V2",
               "LANGCHAIN_TRACING", "LANGSMITH_API_KEY", "LANGCHAIN_API_KEY")


def is_loopback(host: Any) -> bool:
    if not isinstance(host, str):
        return False
    if host in ("localhost", "") or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host.split("%")[0]).is_loopback
    except ValueError:
        return False


class NetGuard:
    """Records every connection attempt; refuses (OSError) any that leaves the machine."""

    def __init__(self) -> None:
        self.blocked: list[str] = []
        self.loopback: list[str] = []
        self._lock = threading.Lock()

    def check(self, how: str, host: Any, port: Any = None) -> None:
        where = f"{how} {host}:{port}"
        with self._lock:
            (self.loopback if is_loopback(host) else self.blocked).append(where)
        if not is_loopback(host):
            raise OSError(f"network disabled by the test: {where}")

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        real_connect = socket.socket.connect
        real_connect_ex = socket.socket.connect_ex
        real_create = socket.create_connection
        real_getaddrinfo = socket.getaddrinfo
        guard = self

        def connect(sock: socket.socket, address: Any) -> Any:
            if sock.family in (socket.AF_INET, socket.AF_INET6):
                guard.check("connect", address[0], address[1])
            return real_connect(sock, address)

        def connect_ex(sock: socket.socket, address: Any) -> Any:
            if sock.family in (socket.AF_INET, socket.AF_INET6):
                guard.check("connect_ex", address[0], address[1])
            return real_connect_ex(sock, address)

        def create_connection(address: Any, *args: Any, **kwargs: Any) -> Any:
            guard.check("create_connection", address[0], address[1])
            return real_create(address, *args, **kwargs)

        def getaddrinfo(host: Any, port: Any, *args: Any, **kwargs: Any) -> Any:
            if isinstance(host, bytes):
                host = host.decode()
            if host is not None:
                guard.check("getaddrinfo", host, port)
            return real_getaddrinfo(host, port, *args, **kwargs)

        monkeypatch.setattr(socket.socket, "connect", connect)
        monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)
        monkeypatch.setattr(socket, "create_connection", create_connection)
        monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)

    def assert_offline(self) -> None:
        assert self.blocked == [], f"outbound connection attempts: {self.blocked}"
