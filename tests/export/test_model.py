"""The export model: quotes trimmed at word boundaries, one answer alone, numbers per answer."""

from __future__ import annotations

import pytest

from desktop_app.export.markdown import render_markdown
from desktop_app.export.model import build_document, trim_quote


def test_a_long_quote_is_cut_between_words_and_the_kept_text_is_unchanged():
    text = "Lorem ipsum dolor sit amet, " * 30 + "ending."
    cut = trim_quote(text, limit=100)
    assert cut.endswith(" …") and len(cut) <= 102
    kept = cut.removesuffix(" …")
    assert text.startswith(kept) and text[len(kept)] in " ,"


def test_cjk_is_cut_between_characters_and_accents_stay_whole():
    chinese = "会议决定仓库租约于二零三一年三月结束" * 20
    cut = trim_quote(chinese, limit=50).removesuffix(" …")
    assert chinese.startswith(cut) and 25 <= len(cut) <= 50
    accented = ("Überprüfung der Straßenbahnhaltestelle " * 10).strip()
    kept = trim_quote(accented, limit=60).removesuffix(" …")
    assert accented.startswith(kept) and kept.split()[-1] in accented.split()


def test_short_quotes_only_have_their_whitespace_folded():
    assert trim_quote("  Строка\n\tвторая  ") == "Строка вторая"


def test_one_answer_alone_is_titled_by_its_question(conversation):
    doc = build_document(conversation.turns, "whole", answer=3)
    assert doc.single and doc.title == conversation.turns[2].question
    [answer] = doc.answers
    assert answer.number == 3 and [r.n for r in answer.references] == [1, 9]
    assert [r.valid for r in answer.references] == [True, False]
    text = render_markdown(doc)
    assert "## " not in text and text.startswith(f"# {doc.title}")
    with pytest.raises(ValueError, match="no answer 4"):
        build_document(conversation.turns, answer=4)


def test_each_answer_keeps_its_own_numbers(conversation):
    doc = build_document(conversation.turns)
    first, not_found, third = doc.answers
    assert first.references[0].n == 1 and third.references[0].n == 1
    assert first.references[0].file_name != third.references[0].file_name  # same [1], per answer
    assert not_found.references == [] and not_found.not_found
