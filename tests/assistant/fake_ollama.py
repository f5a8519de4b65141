"""A scriptable server speaking the Ollama routes Footnote uses (version, tags, show, chat,
embed, pull)."""

from __future__ import annotations

import json
import select
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler
from typing import Any

from tests.helpers import HashEmbedder
from tests.helpers.servers import QuietHTTPServer

ANSWER_WORDS = ["The ", "lease ", "ends ", "in ", "March ", "2031 ", "[1]."]


class FakeOllama:
    """Serves /api/version, /api/show and /api/chat; ``chat`` decides each chat reply."""

    def __init__(self) -> None:
        self.models: dict[str, dict[str, Any]] = {}
        self.loaded: set[str] = set()  # models /api/ps lists as in memory
        self.chat_replies: list[str] = []  # answer|hang|busy|garbled, one per /api/chat
        self.chat_bodies: list[dict[str, Any]] = []
        self.unhang = threading.Event()
        # /api/pull: "ok" streams the download and adds the model; "hold" streams part of it
        # and waits until the client goes away (sets ``pull_dropped``); else an error line
        self.pull_replies: dict[str, str] = {}
        self.pull_bodies: list[dict[str, Any]] = []
        self.pull_steps, self.pull_delay_s = 5, 0.02
        self.pull_dropped = threading.Event()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def do_GET(self) -> None:
                if self.path == "/api/ps":  # the models held in memory
                    self._json(200, {"models": [{"name": n, "model": n}
                                                for n in sorted(server.loaded)]})
                    return
                if self.path == "/api/tags":
                    self._json(200, {"models": [{"name": n, "model": n}
                                                for n in list(server.models)]})
                    return
                self._json(200, {"version": "0.12.0"})

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                if self.path == "/api/show":
                    show = server.models.get(body["model"])
                    self._json(*((200, show) if show else (404, {"error": "model not found"})))
                elif self.path == "/api/embed":
                    vectors = HashEmbedder().embed_documents(list(body["input"]))
                    self._json(200, {"model": body["model"], "embeddings": vectors})
                elif self.path == "/api/chat":
                    server.chat_bodies.append(body)
                    server.reply(self, server.chat_replies.pop(0), body)
                elif self.path == "/api/pull":
                    server.pull_bodies.append(body)
                    server.pull(self, body["model"])

            def _json(self, code: int, obj: dict[str, Any]) -> None:
                data = json.dumps(obj).encode()
                self.send_response(code)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.httpd = QuietHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05},
                         daemon=True).start()

    def reply(self, handler: Any, kind: str, body: dict[str, Any]) -> None:
        if kind == "hang":
            self.unhang.wait(30)
            return
        if kind == "garbled":  # a tool call langchain-ollama 1.1 cannot parse (TypeError)
            call = {"function": {"name": "search_docs", "arguments": {"query": "{['x']: 1}"}}}
            handler._json(200, {"model": body["model"], "created_at": "2026-01-01T00:00:00Z",
                                "message": {"role": "assistant", "content": "",
                                            "tool_calls": [call]},
                                "done": True, "done_reason": "stop"})
            return
        if kind == "busy":
            handler._json(503, {"error": "server busy, please try again"})
            return
        if kind == "drop":  # Ollama killed mid-answer: half the words, then the socket closes
            self._drop(handler, body)
            return
        lines = [{"model": body["model"], "created_at": "2026-01-01T00:00:00Z",
                  "message": {"role": "assistant", "content": word}, "done": False}
                 for word in ANSWER_WORDS]
        lines.append({"model": body["model"], "created_at": "2026-01-01T00:00:00Z",
                      "message": {"role": "assistant", "content": ""}, "done": True,
                      "done_reason": "stop", "total_duration": 1, "eval_count": 7,
                      "prompt_eval_count": 100})
        data = "".join(json.dumps(line) + "\n" for line in lines).encode()
        handler.send_response(200)
        handler.send_header("Content-Type", "application/x-ndjson")
        handler.send_header("Content-Length", str(len(data)))
        handler.end_headers()
        handler.wfile.write(data)

    def _drop(self, handler: Any, body: dict[str, Any]) -> None:
        lines = [{"model": body["model"], "created_at": "2026-01-01T00:00:00Z",
                  "message": {"role": "assistant", "content": word}, "done": False}
                 for word in ANSWER_WORDS[: len(ANSWER_WORDS) // 2]]
        data = "".join(json.dumps(line) + "\n" for line in lines).encode()
        handler.send_response(200)
        handler.send_header("Content-Type", "application/x-ndjson")
        handler.send_header("Content-Length", str(len(data) * 3))  # more than ever comes
        handler.end_headers()
        handler.wfile.write(data)
        handler.wfile.flush()
        handler.close_connection = True
        handler.connection.shutdown(socket.SHUT_RDWR)

    def pull(self, handler: Any, name: str) -> None:
        """Ollama's NDJSON progress stream (no Content-Length: it ends when the socket closes)."""
        kind = self.pull_replies.get(name, "unknown")
        handler.send_response(200)
        handler.send_header("Content-Type", "application/x-ndjson")
        handler.send_header("Connection", "close")
        handler.end_headers()
        handler.close_connection = True
        try:
            self._pull_lines(handler, name, kind)
        except (BrokenPipeError, ConnectionResetError):
            self.pull_dropped.set()  # the client closed the stream while we were writing

    def _pull_lines(self, handler: Any, name: str, kind: str) -> None:
        def line(obj: dict[str, Any]) -> None:
            handler.wfile.write((json.dumps(obj) + "\n").encode())
            handler.wfile.flush()

        line({"status": "pulling manifest"})
        if kind not in ("ok", "hold"):
            line({"error": kind if kind != "unknown" else
                  "pull model manifest: file does not exist"})
            return
        digest, total = "sha256:" + "ab12" * 16, 1_900_000_000
        for i in range(1, self.pull_steps + 1):
            time.sleep(self.pull_delay_s)
            line({"status": f"pulling {digest[7:19]}", "digest": digest, "total": total,
                  "completed": total * i // self.pull_steps if kind == "ok" else total // 4})
        if kind == "hold":  # until the client closes the stream
            sock = handler.connection
            for _ in range(600):
                if select.select([sock], [], [], 0.05)[0] and not sock.recv(1):
                    self.pull_dropped.set()
                    return
            return
        for status in ("verifying sha256 digest", "writing manifest", "success"):
            line({"status": status})
        self.models[name] = {"capabilities": ["completion", "tools"], "model_info": {},
                             "parameters": ""}

    def close(self) -> None:
        self.unhang.set()
        self.httpd.shutdown()
        self.httpd.server_close()
