"""Keeps tool-call syntax a model types as text (``<tool_call>{…}``, ``<|tool_call|>``, a
```` ```json {"name": "search_docs", …} ```` block) out of the streamed answer.

Small models sometimes write their search request into the answer instead of calling the
tool. Streamed token by token, the start of such a block would reach the screen before anyone
could tell what it is, so :class:`ToolCallFilter` holds back any tail of the text that could be
the start of one until it is decided: text that turns out to be ordinary is released, a
tool-call block is dropped (up to its end; the text after it is shown again). No Qt here.
"""

from __future__ import annotations

import re

from desktop_app.assistant.citations import NOT_FOUND_MARKER
from desktop_app.assistant.prompts import EARLIER_PASSAGES, SHORTENED

# Openings that always start a tool call (lower-cased; matched case-insensitively).
_TAGS = ("<tool_call>", "<tool_calls>", "<|tool_call|>", "<|tool_calls|>", "<|tool_call_start|>",
         "<|tool_calls_begin|>", "<｜tool▁calls▁begin｜>", "<function_call>", "<functioncall>",
         "<|python_tag|>", "[tool_calls]", "<tools>", "<tool_response>", "<tool_result>")
_CLOSES = ("</tool_call>", "</tool_calls>", "<|/tool_call|>", "<|tool_call_end|>",
           "<|tool_calls_end|>", "<｜tool▁calls▁end｜>", "</function_call>", "</functioncall>",
           "</function>", "</tools>", "</tool_response>", "</tool_result>")
# Context editing's placeholders, which a small model may echo, and the not-found marker (the
# outcome, not words to show): dropped wherever they appear.
_MARKERS = tuple(m.lower() for m in (EARLIER_PASSAGES, SHORTENED, NOT_FOUND_MARKER))
_FUNCTION_TAG = re.compile(r"<function=[\w.\-]+>", re.I)  # Llama 3.1: <function=name>{…}
_FUNCTION_PREFIX = re.compile(r"<(?:f(?:u(?:n(?:c(?:t(?:i(?:o(?:n(?:=[\w.\-]*)?)?)?)?)?)?)?)?)?",
                              re.I)
_KEYS = r'"(?:name|function|tool_call|tool|tool_name|arguments|parameters)"\s*:'
# A fenced block or a bare JSON object (at a line start) that opens with a tool-call key.
_FENCE = re.compile(r"```[ \t]*(?:json|tool_call|tool_code|javascript|)[ \t]*\n?\s*(?=\{\s*"
                    + _KEYS + ")", re.I)
_FENCE_PREFIX = re.compile(r"`{1,3}|```[ \t]*[a-z_]{0,12}[ \t]*\n?\s*(?:\{\s*(?:\"[a-z_]{0,12}"
                           r"(?:\"\s*)?)?)?", re.I)
_OBJECT = re.compile(r"\{\s*" + _KEYS, re.I)
_OBJECT_PREFIX = re.compile(r"\{\s*(?:\"[a-z_]{0,12}(?:\"\s*)?)?", re.I)
_STARTS = "<[`{("


class ToolCallFilter:
    """Feed one model message's text piece by piece; get back what may be shown now."""

    def __init__(self) -> None:
        self._raw = ""  # everything fed so far
        self._buffer = ""  # fed but not yet shown or dropped
        self._in_call = False
        self._json_started = False
        self._json_done = False
        self._depth = 0
        self._in_string = False
        self._escape = False
        self._fenced = False  # a ```-fenced block: its closing fence ends the call
        self.dropped = False  # a tool-call block was left out

    @property
    def held(self) -> str:
        """Held-back text that would be shown if the message ended now (not a tool call)."""
        return "" if self._in_call else self._buffer

    def feed(self, text: str) -> str:
        self._raw += text
        self._buffer += text
        out: list[str] = []
        while True:
            if self._in_call:
                if not self._skip_call():
                    return "".join(out)
                continue
            shown, decided = self._scan()
            out.append(shown)
            if not decided:
                return "".join(out)

    def flush(self) -> str:
        """The message ended: release what was held back unless it was a tool call."""
        rest = self.held
        self._buffer = ""
        return rest

    # -- text --------------------------------------------------------------------------------

    def _scan(self) -> tuple[str, bool]:
        """Show text up to the first possible opening; (shown, a call started)."""
        buf = self._buffer
        for i, ch in enumerate(buf):
            if ch not in _STARTS:
                continue
            verdict, body = self._opening(buf, i)
            if verdict == "no":
                continue
            shown = buf[:i]
            if verdict == "maybe":
                self._buffer = buf[i:]
                return shown, False
            if verdict == "marker":  # dropped, and the scan goes on after it
                self._buffer = buf[i + body:]
                return shown, True
            self._start_call(buf[i:][:1] == "`")
            self._buffer = buf[i + body:]
            self.dropped = True
            return shown, True
        self._buffer = ""
        return buf, False

    def _opening(self, buf: str, i: int) -> tuple[str, int]:
        """("call", where its content starts) / ("maybe", 0) / ("no", 0) for ``buf[i:]``."""
        rest = buf[i:]
        low = rest.lower()
        for marker in _MARKERS:
            if low.startswith(marker):
                return "marker", len(marker)
            if marker.startswith(low):
                return "maybe", 0
        if rest[0] in "<[":
            for tag in _TAGS:
                if low.startswith(tag):
                    return "call", len(tag)
            match = _FUNCTION_TAG.match(rest)
            if match:
                return "call", match.end()
            if any(tag.startswith(low) for tag in _TAGS) or (
                    rest[0] == "<" and _full(_FUNCTION_PREFIX, rest)):
                return "maybe", 0
            return "no", 0
        if rest[0] == "`":
            match = _FENCE.match(rest)
            if match:
                return "call", match.end()
            return ("maybe", 0) if _full(_FENCE_PREFIX, rest) else ("no", 0)
        if not self._at_line_start(i):
            return "no", 0
        if _OBJECT.match(rest):
            return "call", 0
        return ("maybe", 0) if _full(_OBJECT_PREFIX, rest) else ("no", 0)

    def _at_line_start(self, i: int) -> bool:
        before = self._raw[:len(self._raw) - len(self._buffer) + i]
        return not before.rsplit("\n", 1)[-1].strip()

    # -- inside a call -----------------------------------------------------------------------

    def _start_call(self, fenced: bool) -> None:
        self._in_call, self._json_started, self._json_done = True, False, False
        self._depth, self._in_string, self._escape = 0, False, False
        self._fenced = fenced

    def _skip_call(self) -> bool:
        """Drop the call's text; True once it ended (the buffer then holds what follows)."""
        buf = self._buffer
        i = 0
        while i < len(buf) and not self._json_done:
            ch = buf[i]
            if not self._json_started:
                if ch.isspace():
                    i += 1
                    continue
                if ch not in "{[":
                    return self._until_close()  # not JSON: only a closing tag ends it
                self._json_started = True
            if self._in_string:
                if self._escape:
                    self._escape = False
                elif ch == "\\":
                    self._escape = True
                elif ch == '"':
                    self._in_string = False
            elif ch == '"':
                self._in_string = True
            elif ch in "{[":
                self._depth += 1
            elif ch in "}]":
                self._depth -= 1
                if self._depth <= 0:
                    self._json_done = True
            i += 1
        self._buffer = buf = buf[i:]
        if not self._json_done:
            return False
        # after the JSON: an optional closing tag (or fence) belongs to the call
        stripped = buf.lstrip()
        low = stripped.lower()
        closes = ("```",) if self._fenced else _CLOSES
        for close in closes:
            if low.startswith(close):
                self._buffer = stripped[len(close):]
                self._in_call = False
                return True
            if close.startswith(low):  # maybe the closing tag, maybe not: wait
                return False
        self._in_call = False  # text again (another call right after is dropped by the scan)
        return True

    def _until_close(self) -> bool:
        low = self._buffer.lower()
        closes = ("```",) if self._fenced else _CLOSES
        found = [(low.find(c), c) for c in closes if c in low]
        if not found:
            keep = max(len(c) for c in closes)
            self._buffer = self._buffer[-keep:]  # the closing tag may be arriving
            return False
        pos, close = min(found)
        self._buffer = self._buffer[pos + len(close):]
        self._in_call = False
        return True


def _full(pattern: re.Pattern[str], text: str) -> bool:
    return pattern.fullmatch(text) is not None


def strip_tool_calls(text: str) -> str:
    """``text`` without the tool-call blocks a model typed into it."""
    f = ToolCallFilter()
    return f.feed(text) + f.flush()
