"""The words Footnote shows, in the user's language: ``tr()`` marks and translates them (no Qt)."""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager

__all__ = ["CONTEXT", "LANGUAGES", "Translate", "english_plural", "from_indexer", "language_of",
           "number", "speaking", "tr", "use_indexer_templates", "use_number_format",
           "use_translator"]

# One context for every message: the same English words get the same translation everywhere,
# and a subclass never loses its base class's words (PySide's self.tr() uses the runtime class)
CONTEXT = "Footnote"

# The window's languages, each named in its own words (so Settings lists them that way whatever
# the window's language); each but English has desktop_app/ui/translations/footnote_<code>.ts
LANGUAGES = {"en": "English", "de": "Deutsch", "es": "Español", "ru": "Русский",
             "uk": "Українська", "zh_CN": "简体中文"}

# A look-up: (text, disambiguation, n) → its translation, with %n still in it (or the text
# itself, or "", when there is none)
Translate = Callable[[str, str | None, int], str]
_translate: Translate | None = None
NumberFormat = Callable[[float, int], str]  # (value, decimal places) → how it is written


def _plain(value: float, places: int) -> str:
    return f"{value:.{places}f}"


_number_format: NumberFormat = _plain
_this_thread = threading.local()  # speaking(): another language for a while, in one thread
_UNSET = object()
_ENDING = re.compile(r"\((s|es)\)")  # file(s), match(es)
_FORMS = re.compile(r"\((\w*)\|(\w*)\)")  # entr(y|ies), child(|ren)


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the window's language. ``n`` picks the plural form: ``%n`` in the text is the
    number and English marks its plural endings ``(s)``, ``(es)`` or ``(singular|plural)``:
    ``tr("%n file(s)", n=2)``, ``tr("%n entr(y|ies)", n=1)``.
    Placeholders are ``{name}`` fields, filled after: ``tr("Indexing {name}").format(name=…)``.
    Only literal texts are found by ``scripts/translations.py``."""
    translate = getattr(_this_thread, "translate", _translate)
    translated = translate(text, disambiguation, n) if translate else None
    if not translated or translated in (text, _numbered(text, n)):  # not translated: English
        return english_plural(text, n)
    return _numbered(translated, n)


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


def use_number_format(format_number: NumberFormat | None) -> None:
    """How numbers are written from now on (the window gives its locale's: "1.234" and "2,5"
    in German, "1 234" in Russian); None: as Python writes them ("1234", "2.5")."""
    global _number_format
    _number_format = format_number or _plain


def number(value: float, places: int = 0) -> str:
    """``value`` with ``places`` decimals as the window's locale writes it; for counts, sizes
    and rates shown in a ``{field}``."""
    return _number_format(value, places)


def _numbered(text: str, n: int) -> str:
    return text.replace("%n", number(n)) if n >= 0 else text


# Fields that hold another indexer message (a nested reason), translated in turn
_NESTED = {"reason", "detail", "why", "problem", "amount"}
_FIELD = re.compile(r"\{([A-Za-z_]\w*)(?:![rsa])?(?::[^{}]*)?\}")
_SEPARATORS = ("; ", ". ", " · ")
_templates: list[tuple[re.Pattern[str], str]] = []
_seen: dict[tuple[object, str], str] = {}  # (translator, message) → its translation


def use_indexer_templates(templates: Iterable[str]) -> None:
    """The indexer's message templates (its ``english("…")`` literals) that
    :func:`from_indexer` recognises; the most specific are tried first."""
    global _templates
    usable = [t for t in templates if _FIELD.sub("", t).strip()]
    usable.sort(key=lambda t: len(_FIELD.sub("", t)), reverse=True)
    _templates = [(_pattern(t), t) for t in usable]
    _seen.clear()


def from_indexer(message: str) -> str:
    """A message the indexer wrote in English (now, or stored in the library long ago) in the
    window's language: recognised by its template, translated with ``tr``, its fields kept.
    A message of several sentences or clauses is translated part by part; what no template
    makes is left as it is."""
    translate = getattr(_this_thread, "translate", _translate)
    if not _templates or translate is None or not message:
        return message
    key = (translate, message)
    if key not in _seen:
        if len(_seen) > 10_000:
            _seen.clear()
        _seen[key] = _translated(message, 0)
    return _seen[key]


def _pattern(template: str) -> re.Pattern[str]:
    parts, named, at = [], set(), 0
    for field in _FIELD.finditer(template):
        parts.append(re.escape(template[at:field.start()]))
        name = field.group(1)
        parts.append(f"(?P={name})" if name in named else f"(?P<{name}>.+?)")
        named.add(name)
        at = field.end()
    parts.append(re.escape(template[at:]))
    return re.compile("".join(parts), re.S)


_GROUPED = re.compile(r"\d{1,3}(?:,\d{3})+")  # a count the indexer wrote with {count:,}
_SIZE = re.compile(r"(\d+)(?:\.(\d+))?( (?:KB|MB|GB))")  # a size it wrote ("2.7 MB")


def _regrouped(value: str) -> str:
    """A count the indexer grouped the English way ("12,345") or a size it wrote ("2.7 MB"),
    as the locale writes them; other values as they are (a year or a number in a file name is
    not a count)."""
    if _GROUPED.fullmatch(value):
        return number(int(value.replace(",", "")))
    if size := _SIZE.fullmatch(value):
        whole, decimals, unit = size.groups()
        return number(float(f"{whole}.{decimals or 0}"), len(decimals or "")) + unit
    return value


def _translated(message: str, depth: int) -> str:
    for pattern, template in _templates:
        found = pattern.fullmatch(message)
        if found and not any(". " in value for value in found.groupdict().values()):
            # (a field never spans sentences: such a match took the next sentence in too)
            fields = {name: _translated(value, depth + 1) if name in _NESTED and depth < 4
                      else _regrouped(value) for name, value in found.groupdict().items()}
            # the fields are already formatted ("1,234"): the translation's specs would fail
            words = _FIELD.sub(lambda f: "{" + f.group(1) + "}", _lookup(template))
            try:
                return words.format(**fields)
            except (KeyError, IndexError, ValueError):
                return message
    if depth < 4:
        for separator in _SEPARATORS:
            parts = message.split(separator)
            if len(parts) > 1:
                if separator == ". ":  # each sentence keeps its full stop
                    parts = [p + "." for p in parts[:-1]] + parts[-1:]
                done = [_translated(p, depth + 1) for p in parts]
                if done != parts:
                    return (" " if separator == ". " else separator).join(done)
    return message


_lookup = tr  # for templates listed in indexer_templates.json, not written here as tr("…")


@contextmanager
def speaking(translate: Translate | None) -> Iterator[None]:
    """``tr`` in this thread looks words up with ``translate`` (None: English) until the block
    ends, e.g. to write an export in its conversation's language whatever the window's is."""
    outer = _this_thread.__dict__.get("translate", _UNSET)  # another speaking() around this one
    _this_thread.translate = translate
    try:
        yield
    finally:
        if outer is _UNSET:
            del _this_thread.translate  # the window's language again, whatever it is by now
        else:
            _this_thread.translate = outer


_UKRAINIAN, _RUSSIAN = set("іїєґІЇЄҐ"), set("ыэъёЫЭЪЁ")
_WORDS = {  # frequent words of questions and prose that the other two languages lack
    "en": {"the", "and", "of", "to", "is", "are", "what", "which", "how", "does", "did", "for",
           "with", "who", "when", "where", "this", "that", "it", "my", "do", "be", "by"},
    "de": {"der", "die", "das", "und", "ist", "sind", "nicht", "ein", "eine", "mit", "von", "zu",
           "den", "dem", "wie", "wer", "welche", "welcher", "wann", "wo", "im", "auf", "für",
           "ich", "es", "sich", "auch", "mein", "meine", "werden", "wird"},
    "es": {"el", "la", "los", "las", "y", "que", "en", "es", "un", "una", "por", "con", "para",
           "cómo", "qué", "cuál", "cuándo", "dónde", "del", "se", "son", "mi", "al", "lo"},
}


def language_of(texts: Iterable[str]) -> str | None:
    """Which of the window's languages ``texts`` are written in (a guess from their letters and
    most frequent words), or None when they do not tell."""
    text = " ".join(texts)
    cyrillic = sum("\u0400" <= ch <= "\u04ff" for ch in text)
    han = sum("\u4e00" <= ch <= "\u9fff" for ch in text)
    kana = sum("\u3040" <= ch <= "\u30ff" for ch in text)
    latin = sum(ch.isascii() and ch.isalpha() or "\u00c0" <= ch <= "\u024f" for ch in text)
    if max(cyrillic, han, latin, kana) == 0:
        return None
    if cyrillic >= max(han, latin, kana):
        ukrainian = sum(ch in _UKRAINIAN for ch in text)
        return "uk" if ukrainian > sum(ch in _RUSSIAN for ch in text) else "ru"
    if kana >= max(han, latin) and kana:  # Japanese: not one of the window's languages
        return None
    if han >= latin:
        return "zh_CN"
    words = re.findall(r"[^\W\d_]+", text.lower())
    scores = {code: sum(w in common for w in words) for code, common in _WORDS.items()}
    scores["de"] += 2 * sum(ch in "äöüß" for ch in text.lower())
    scores["es"] += 2 * sum(ch in "ñ¿¡áéíóú" for ch in text.lower())
    best = max(scores, key=lambda code: scores[code])
    return best if scores[best] > 0 else None
