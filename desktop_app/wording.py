"""The words Footnote shows, in the user's language: ``tr()`` marks and translates them (no Qt)."""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["CONTEXT", "Translate", "english_plural", "tr", "use_translator"]

# One context for every message: the same English words get the same translation everywhere,
# and a subclass never loses its base class's words (PySide's self.tr() uses the runtime class)
CONTEXT = "Footnote"

Translate = Callable[[str, str | None, int], str]
_translate: Translate | None = None
_ENDING = re.compile(r"\((s|es)\)")  # file(s), match(es)
_FORMS = re.compile(r"\((\w*)\|(\w*)\)")  # entr(y|ies), child(|ren)


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the window's language. ``n`` picks the plural form: ``%n`` in the text is the
    number and English marks its plural endings ``(s)``, ``(es)`` or ``(singular|plural)``:
    ``tr("%n file(s)", n=2)``, ``tr("%n entr(y|ies)", n=1)``.
    Placeholders are ``{name}`` fields, filled after: ``tr("Indexing {name}").format(name=…)``.
    Only literal texts are found by ``scripts/translations.py``."""
    translated = _translate(text, disambiguation, n) if _translate else None
    if translated is None or translated == _numbered(text, n):  # not translated: English
        return english_plural(text, n)
    return translated


def english_plural(text: str, n: int = -1) -> str:
    """English singular or plural of a ``%n … (s)`` text; other texts are returned as they are."""
    if n < 0:
        return text
    text = _FORMS.sub(r"\1" if n == 1 else r"\2", _numbered(text, n))
    return _ENDING.sub("" if n == 1 else r"\1", text)


def use_translator(translate: Translate | None) -> None:
    """Where ``tr`` looks words up from now on (the window installs Qt's); None: English."""
    global _translate
    _translate = translate


def _numbered(text: str, n: int) -> str:
    return text.replace("%n", str(n)) if n >= 0 else text
