"""The streamed answer never shows tool-call syntax a model typed as text (no Qt)."""

from __future__ import annotations

import re

import pytest

from desktop_app.assistant.stream_filter import ToolCallFilter, strip_tool_calls

CALL = '{"name": "search_docs", "arguments": {"query": "notice {period}"}}'


def pieces(text: str, size: int) -> list[str]:
    return [text[i:i + size] for i in range(0, len(text), size)]


def stream(text: str, size: int) -> tuple[list[str], str]:
    """(what was on screen after each piece, everything shown at the end)."""
    f, shown, screens = ToolCallFilter(), "", []
    for piece in pieces(text, size):
        shown += f.feed(piece)
        screens.append(shown)
    shown += f.flush()
    screens.append(shown)
    return screens, shown


LEAKS = re.compile(r"tool_call|search_docs|\"name\"|<\||\[TOOL_CALLS\]|```json|<function", re.I)


@pytest.mark.parametrize("call", [
    f"<tool_call>\n{CALL}\n</tool_call>",
    f"<tool_call>{CALL}",  # never closed
    f"<|tool_call|>{CALL}<|/tool_call|>",
    f"<|tool_call_start|>[{CALL}]<|tool_call_end|>",
    f"```json\n{CALL}\n```",
    f"```\n{CALL}\n```",
    f"{CALL}",
    f"[TOOL_CALLS] [{CALL}]",
    "<|python_tag|>" + CALL,
    '<function=search_docs>{"query": "notice"}</function>',
    "<tool_call>search_docs(query='notice')</tool_call>",
])
@pytest.mark.parametrize("size", [1, 2, 3, 7, 1000])
def test_a_typed_tool_call_never_reaches_the_screen(call: str, size: int):
    text = f"Let me look that up.\n\n{call}\n\nThe notice period is ninety days [1]."
    screens, shown = stream(text, size)
    assert not [s for s in screens if LEAKS.search(s)], screens
    assert shown.startswith("Let me look that up.")
    assert shown.rstrip().endswith("The notice period is ninety days [1].")
    assert all(b.startswith(a) for a, b in zip(screens, screens[1:], strict=False))


@pytest.mark.parametrize("size", [1, 2, 5, 1000])
def test_ordinary_text_comes_through_unchanged(size: int):
    text = ("Costs < 5% of the budget [1], see `config.json` and [the notes](x) [2, 3].\n"
            "```python\nprint({'name': 1})\n```\n{curly} and <b>bold</b> <f> [tool] "
            '{"price": 3}\n```json\n{"price": 4}\n```\nEnd `')
    screens, shown = stream(text, size)
    assert shown == text


def test_only_a_possible_opening_is_held_back():
    f = ToolCallFilter()
    assert f.feed("The clause [") == "The clause "
    assert f.held == "["
    assert f.feed("2] says so <") == "[2] says so "
    assert f.feed("tool") == ""
    assert f.feed("s are listed") == "<tools are listed"
    assert f.feed(" `") == " "
    assert f.flush() == "`"


def test_the_text_after_a_call_is_shown_and_calls_in_a_row_are_all_dropped():
    text = f"<tool_call>{CALL}</tool_call>\n<tool_call>{CALL}</tool_call>Done [1]."
    assert strip_tool_calls(text).strip() == "Done [1]."
    f = ToolCallFilter()
    assert f.feed(f"<tool_call>{CALL}") == "" and f.dropped
    assert f.flush() == ""


def test_braces_inside_strings_do_not_end_the_call_early():
    call = '{"name": "search_docs", "arguments": {"query": "a } b \\" }"}}'
    assert strip_tool_calls(f"{call}\nAfter.") == "\nAfter."


@pytest.mark.parametrize("size", [1, 3, 17, 1000])
def test_context_editing_s_placeholders_never_reach_the_answer(size: int):
    """A small model echoes what context editing left in its request (issue 28, item 3): the
    placeholder, bare or in a tool-response block, is neither streamed nor stored."""
    from desktop_app.assistant.prompts import EARLIER_PASSAGES, SHORTENED

    text = (f"Tomatoes need sun [1]. <tool_response> {EARLIER_PASSAGES.capitalize()} "
            f"</tool_response> Water them weekly (see [2]). {EARLIER_PASSAGES} {SHORTENED} Done.")
    screens, shown = stream(text, size)
    for screen in screens:
        assert "removed to save space" not in screen and "tool_response" not in screen
        assert "omitted to fit" not in screen
    assert " ".join(shown.split()) == "Tomatoes need sun [1]. Water them weekly (see [2]). Done."
    assert " ".join(strip_tool_calls(text).split()) == " ".join(shown.split())
