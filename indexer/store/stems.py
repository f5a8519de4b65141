"""The language a passage is written in, and its words as Snowball stems for keyword search."""

from __future__ import annotations

import functools
import re
import threading
import unicodedata
from collections.abc import Iterable, Sequence

# Languages whose words are indexed as their Snowball stems ("Verträgen" and "Vertrag" alike),
# by the code the language identifier gives. English keeps FTS5's own Porter stemmer; words in
# Cyrillic are always stemmed with the Russian rules, whatever the passage's language. Hindi's
# light stemmer lost to whole words on XQuAD (hit@1 0.881 against 0.903), so Hindi and Nepali,
# which shares it, are left out, as are Tamil and Armenian, whose stemmers are newer and not
# measured here.
SNOWBALL = {
    "ar": "arabic", "ca": "catalan", "da": "danish", "de": "german", "el": "greek",
    "es": "spanish", "et": "estonian", "eu": "basque", "fi": "finnish", "fr": "french",
    "ga": "irish", "hu": "hungarian", "id": "indonesian", "it": "italian", "lt": "lithuanian",
    "nl": "dutch", "no": "norwegian", "nn": "norwegian", "pt": "portuguese", "ro": "romanian",
    "sv": "swedish", "tr": "turkish",
}

CYRILLIC_WORD = re.compile(r"[\u0400-\u04ff]+")
# Scripts written without spaces between words (kana, CJK ideographs, Hangul): keyword search
# cuts their runs into character bigrams (``keywords``), never stems
CJK_LETTERS = (r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af"
               r"\u1100-\u11ff\u3130-\u318f\uff66-\uff9f")
_CJK = re.compile(f"[{CJK_LETTERS}]")
_LETTERS = re.compile(r"[^\W\d_]+")

# Most libraries are English, and the identifier's model takes half a second to load: a text
# whose words are one in ten of these is English without asking it (no other language comes
# near: at most 0.08 in XQuAD's German, Spanish and Vietnamese paragraphs, 0.07 the least in
# its English ones).
_ENGLISH_MARKERS = frozenset("the and of to is that with for this are was be by it from".split())
_ENGLISH_SHARE = 0.1
_STEMMED_SCRIPT = re.compile(r"[a-zA-Z\u00c0-\u024f\u0370-\u03ff\u1f00-\u1fff\u0600-\u06ff]")
_LATIN = re.compile(r"[a-z\u00c0-\u024f]")
_LATIN_LETTER = re.compile(r"[a-z\u00c0-\u024f\u1e00-\u1eff]")  # with Vietnamese "ệ", "ạ"…
# The commonest words of the SNOWBALL languages written in Latin letters: prose in any of them
# holds some
_FUNCTION_WORDS_OF = {code: frozenset(line.split()) for code, line in {
    "de": "der die das und ist nicht mit von zu den dem des ein eine auf für sich auch wird im",
    "es": "el la los las y que en es un una por con para del se no al lo como",
    "fr": "le les et est une des du de pas pour dans qui sur avec au ce il elle",
    "it": "lo gli e è di che per non della sono nel",
    "pt": "o a os as é do da em um uma não com na",
    "nl": "de het een van niet op te dat met voor zijn er",
    "da": "og er det at et til af på ikke",
    "no": "og er det at et til af på ikke",
    "nn": "og er det at et til af på ikke",
    "sv": "och är att ett till av inte som",
    "fi": "ja on ei se että oli kun mutta tai joka",
    "hu": "az és egy hogy nem is van meg",
    "ro": "și este în cu care nu pe",
    "tr": "ve bir bu için ile olarak gibi çok",
    "ca": "i els és amb",
    "eu": "eta da ez bat du ere dira zen",
    "et": "see kui ka",
    "lt": "ir yra kad ne bet su kaip tai",
    "ga": "agus an na ar le go ní",
    "id": "dan yang di ini itu dengan untuk tidak dari ke dalam",
}.items()}
_FUNCTION_WORDS = frozenset().union(*_FUNCTION_WORDS_OF.values())
# English markers that are common words of these languages too ("Was kostet…", "Wie is…")
_ALSO_WORDS_OF = {"de": {"was"}, "nl": {"is", "was"}, "da": {"for", "to", "by"},
                  "no": {"for", "to", "by"}, "nn": {"for", "to", "by"}, "hu": {"is", "be"}}
_SURE = 0.9  # the identifier's probability needed to stem a passage by its answer
_SURE_QUESTION = 0.8  # that of a question's language among the library's (XQuAD: 8 in 1,190 unsure)
_PASSAGE_LETTERS = 200  # a passage shorter than this takes its document's language
_SAMPLE = 4000  # characters of a document the identifier reads
_PASSAGE_SAMPLE = 1000  # and of a passage


@functools.cache
def _marks() -> str:
    """Unicode's combining marks (Devanagari and Tamil vowel signs, Arabic vowels…): parts of
    a word to FTS5's tokenizer, though not to the ``re`` module's ``\\w``."""
    return re.escape("".join(chr(c) for c in range(0x300, 0x10000)
                             if unicodedata.category(chr(c)).startswith("M")))


@functools.cache
def _word() -> re.Pattern[str]:
    return re.compile(rf"(?:\w|[{_marks()}])+")


@functools.cache
def _letter_run() -> re.Pattern[str]:
    return re.compile(rf"(?:[^\W\d_]|[{_marks()}])+")


def words(text: str) -> list[str]:
    """The words of ``text`` as FTS5's tokenizer cuts them (letters, digits and the marks
    that belong to letters)."""
    return _word().findall(text)


def passage_languages(texts: Sequence[str]) -> list[str | None]:
    """The language code of each passage of one document ("de", "en"…; None: not known): its
    own when it is long enough to tell, else the document's."""
    document = _language_of(" ".join(t[:_SAMPLE] for t in texts[:20])[:_SAMPLE])
    if len(texts) == 1:
        return [document]
    return [(_language_of(t[:_PASSAGE_SAMPLE]) or document) if _letters(t) >= _PASSAGE_LETTERS
            else document for t in texts]


def question_language(question: str, languages: Iterable[str]) -> str | None:
    """Which of ``languages`` a question is written in, when it is clearly one of them rather
    than English or another; None when unsure. Only then are its words searched as that
    language's stems: a stem made by another language's rules would be a rare word in the
    index, and rare words weigh most (NFCorpus's English questions lost 0.003 nDCG@10 so)."""
    candidates = {"en", *languages}
    tokens = [w.lower() for w in _LETTERS.findall(question)]
    letters = "".join(tokens)
    if len(candidates) == 1 or 2 * len(_STEMMED_SCRIPT.findall(letters)) < len(letters) or \
            not letters:
        return None  # (a question in Cyrillic or CJK: its words are never stemmed so)
    if _told_english(tokens, candidates):
        return None
    ranked = [(str(code), p) for code, p in _identifier().rank(question) if code in candidates]
    total = sum(p for _, p in ranked)
    code, probability = ranked[0]
    return code if code != "en" and total > 0 and probability / total >= _SURE_QUESTION else None


def foreign_question(question: str, languages: Iterable[str]) -> bool:
    """Whether a question written wholly in Latin letters is surely in a language other than
    English and the library's stemmed ``languages`` (a German question over English documents)."""
    if not may_be_foreign(question):
        return False
    code, probability = _identifier().classify(question)
    return probability >= _SURE_QUESTION and code not in {"en", *languages}


def may_be_foreign(question: str) -> bool:
    """``foreign_question``'s checks that need no model: written wholly in Latin letters (Latin
    words in a Chinese or Greek question are names) and not told English by its words."""
    tokens = [w.lower() for w in _LETTERS.findall(question)]
    letters = "".join(tokens)
    return bool(letters) and len(_LATIN_LETTER.findall(letters)) == len(letters) and \
        not _told_english(tokens, {"en"})


def _told_english(tokens: list[str], candidates: set[str]) -> bool:
    """Whether a question is English by its words, without the identifier (half a second to
    load, which every command-line search in a library with a stemmed language paid): written
    in Latin letters, holding an English marker that is no word of the candidate languages and
    none of their commonest words ("Was kostet die Miete?" is asked of the identifier)."""
    latin = [t for t in tokens if _LATIN.match(t)]
    if 2 * len(latin) <= len(tokens):
        return False
    held = set(latin)
    markers = _ENGLISH_MARKERS.difference(*(_ALSO_WORDS_OF.get(c, ()) for c in candidates))
    return not markers.isdisjoint(held) and all(
        _FUNCTION_WORDS_OF.get(code, frozenset()).isdisjoint(held) for code in candidates)


def stemmed_languages(languages: Iterable[str | None]) -> set[str]:
    """Those of ``languages`` whose words are indexed as Snowball stems."""
    return {code for code in languages if code in SNOWBALL}


def stem_text(text: str, language: str | None) -> str:
    """``text`` with Cyrillic words as their Russian stems and, in a passage in one of the
    SNOWBALL languages, its other words as that language's stems."""
    text = CYRILLIC_WORD.sub(lambda m: stem("ru", m.group()), text)
    if language not in SNOWBALL:
        return text
    return _letter_run().sub(lambda m: _stem_letters(language, m.group()), text)


def word_forms(word: str, languages: Iterable[str]) -> list[str]:
    """How ``word`` of a question may be written in the keyword index of passages in
    ``languages``: as asked, then its stem in each; forms FTS5 would read as one token once."""
    forms, seen = [word], {_token(word)}
    for code in languages:
        form = stem(code, word)
        if _token(form) not in seen:
            seen.add(_token(form))
            forms.append(form)
    return forms


def other_forms(word: str, languages: Iterable[str]) -> list[str]:
    """The stems of ``word`` in ``languages`` that FTS5 would not read as the word itself."""
    return word_forms(word, languages)[1:]


def stem(language: str, word: str) -> str:
    """The stem of a lower-case ``word`` by the language's Snowball rules ("ru" for Cyrillic)."""
    return _stem(language, word.lower())


def _stem_letters(language: str, word: str) -> str:
    if _CJK.search(word) or CYRILLIC_WORD.match(word):
        return word  # CJK runs become bigrams; Cyrillic words are stems already
    return _stem(language, word.lower())


@functools.lru_cache(maxsize=400_000)
def _stem(language: str, word: str) -> str:
    return _stemmer(SNOWBALL.get(language, "russian")).stemWord(word)


@functools.lru_cache(maxsize=100_000)
def _token(form: str) -> str:
    """The token FTS5's tokenizer makes of a form (diacritics dropped, then Porter)."""
    folded = "".join(c for c in unicodedata.normalize("NFKD", form.lower())
                     if not unicodedata.combining(c))
    return _stemmer("porter").stemWord(folded)


_local = threading.local()  # a Snowball stemmer keeps its state in itself: one per thread


def _stemmer(algorithm: str):  # noqa: ANN202 - snowballstemmer has no type hints
    import snowballstemmer  # type: ignore[import-untyped]

    stemmers = _local.__dict__.setdefault("stemmers", {})
    if algorithm not in stemmers:
        stemmers[algorithm] = snowballstemmer.stemmer(algorithm)
    return stemmers[algorithm]


def _letters(text: str) -> int:
    return sum(len(w) for w in _LETTERS.findall(text))


def _language_of(text: str) -> str | None:
    tokens = [w.lower() for w in _LETTERS.findall(text)]
    if len(tokens) < 3:
        return None
    if sum(w in _ENGLISH_MARKERS for w in tokens) >= _ENGLISH_SHARE * len(tokens):
        return "en"
    if not _may_be_stemmed(tokens):
        return None
    code, probability = _identifier().classify(text)
    return str(code) if probability >= _SURE else None


def _may_be_stemmed(tokens: list[str]) -> bool:
    """Whether text of these words could be in a SNOWBALL language, told without the model:
    written mostly in Latin, Greek or Arabic letters and, in Latin letters, holding one of
    those languages' commonest words (a list, a table or a heap of names holds none: it is
    indexed as written). Cyrillic, CJK, Devanagari or Thai text never is."""
    letters = "".join(tokens)
    if 2 * len(_STEMMED_SCRIPT.findall(letters)) < len(letters):
        return False
    latin = [t for t in tokens if _LATIN.match(t)]
    return len(latin) < len(tokens) / 2 or not _FUNCTION_WORDS.isdisjoint(latin)


@functools.cache
def _identifier():  # noqa: ANN202 - py3langid has no type hints
    from py3langid.langid import MODEL_FILE, LanguageIdentifier  # type: ignore[import-untyped]

    return LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
