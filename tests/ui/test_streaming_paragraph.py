"""A long answer paragraph streams as one flowing, formatted paragraph: every batch shows all
the words so far, in order, with bold and citation links already rendered."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtGui import QFont

from tests.helpers.window import SlowScriptedModel, ask, drop, wait_indexed

LONG_PARAGRAPH = " ".join(
    f"Clause {i} sets **the notice period** for the supplier [{i % 3 + 1}]." for i in range(40))
ANSWER = f"In short: it depends on the clause [1].\n\n{LONG_PARAGRAPH}\n\n- one\n- two [2]"


def _words(text: str) -> str:
    return " ".join(text.replace("*", "").replace("…", "").split()).rstrip(" -")


def test_a_long_paragraph_streams_whole_flowing_and_formatted(qtbot, make_window, docs: Path):
    window = make_window(model=SlowScriptedModel(script=[ANSWER], delay_s=0.002))
    drop(window, [docs])
    wait_indexed(qtbot, window)
    transcript = window.chat.transcript
    seen: list[tuple[str, str]] = []
    mid_paragraph: list[tuple[str, bool]] = []

    def on_update(text: str) -> None:
        seen.append((text, transcript.toPlainText()))
        if "Clause 30" in text and "- one" not in text:
            block = transcript.document().find("Clause 2 sets").block()
            bold = transcript.document().find("the notice period", block.position())
            mid_paragraph.append((block.text(), bold.charFormat().fontWeight() >= QFont.Weight.Bold))

    window.services.chat.answer_updated.connect(on_update)
    ask(qtbot, window, "How long is the notice period?")

    assert len(seen) > 5, "the answer was not streamed in batches"
    for text, shown in seen:  # all the words so far, in order, nothing twice
        so_far = _words(re.sub(r"^- ", "", text, flags=re.M))
        assert _words(shown).endswith(so_far[-120:]), (so_far[-120:], _words(shown)[-200:])
        assert _words(shown).count("Clause 1 sets") <= 1
    assert mid_paragraph, "no batch came while the long paragraph was being written"
    for paragraph, bold in mid_paragraph:  # one paragraph, not a line per batch
        assert "Clause 0 sets" in paragraph and "Clause 29 sets" in paragraph
        assert bold, "the finished sentences should show bold text, not asterisks"
    assert window.chat.transcript.turns[-1].outcome in ("answered", "not_found")
    assert "Clause 39 sets the notice period" in transcript.toPlainText()
