"""The words of the window: English plurals, and the indexer's messages recognised by their
templates and translated part by part (with a stand-in translator: no Qt)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from desktop_app.wording import (
    english_plural,
    from_indexer,
    speaking,
    tr,
    use_indexer_templates,
    use_translator,
)

TEMPLATES = ["{reason} — not indexed while it is unchanged",
             "unreadable {kind}: the file is damaged ({detail})",
             "its structure could not be read", "password protected",
             "{path} is damaged ({detail})"]
UPPER = {t: t.upper().replace("{REASON}", "{reason}").replace("{KIND}", "{kind}")
         .replace("{DETAIL}", "{detail}").replace("{PATH}", "{path}") for t in TEMPLATES}


@pytest.fixture
def shouting() -> Iterator[None]:
    """A "language" that writes every indexer template in capitals."""
    use_indexer_templates(TEMPLATES)
    use_translator(lambda text, _comment, _n: UPPER.get(text, text))
    try:
        yield
    finally:
        use_translator(None)
        use_indexer_templates([])


def test_english_plurals_follow_the_number():
    assert english_plural("%n file(s)", 1) == "1 file"
    assert english_plural("%n match(es) in {name}", 3) == "3 matches in {name}"
    assert english_plural("%n entr(y|ies)", 1) == "1 entry"
    assert tr("%n rule(s) keep(s|) files out", n=2) == "2 rules keep files out"


def test_an_indexer_message_is_translated_with_the_reason_inside_it(shouting):
    stored = ("unreadable PDF: the file is damaged (its structure could not be read) — not "
              "indexed while it is unchanged")
    assert from_indexer(stored) == ("UNREADABLE PDF: THE FILE IS DAMAGED (ITS STRUCTURE COULD "
                                    "NOT BE READ) — NOT INDEXED WHILE IT IS UNCHANGED")
    # the file's name, a field that is no message, is never translated
    assert from_indexer("password protected.pdf is damaged (password protected)") == \
        "password protected.pdf IS DAMAGED (PASSWORD PROTECTED)"


def test_clauses_are_translated_one_by_one_and_unknown_words_are_kept(shouting):
    assert from_indexer("password protected; a cat sat") == "PASSWORD PROTECTED; a cat sat"
    assert from_indexer("Nothing here is the indexer's.") == "Nothing here is the indexer's."


def test_english_stays_as_the_indexer_wrote_it():
    use_indexer_templates(TEMPLATES)
    try:
        assert from_indexer("password protected") == "password protected"
        with speaking(lambda text, _c, _n: UPPER.get(text, text)):
            assert from_indexer("password protected") == "PASSWORD PROTECTED"
        assert from_indexer("password protected") == "password protected"
    finally:
        use_indexer_templates([])


def test_after_an_export_in_another_language_the_window_s_language_is_used_again():
    with speaking(None):  # an English export from a window in another language
        assert tr("password protected") == "password protected"
    use_translator(lambda text, _c, _n: UPPER.get(text, text))  # the window's language now
    try:
        assert tr("password protected") == "PASSWORD PROTECTED"
    finally:
        use_translator(None)
