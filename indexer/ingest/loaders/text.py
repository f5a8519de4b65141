"""Decode text files of unknown encoding (BOMs, BOM-less UTF-16/32, UTF-8, legacy) into str."""

from __future__ import annotations

import codecs
import unicodedata
from pathlib import Path

import charset_normalizer
from langchain_core.documents import Document

from indexer.base.words import english

from .base import SkipFile

MAX_TEXT_BYTES = 64 * 1024 * 1024  # larger "text" files are logs/dumps, not documents
_SAMPLE = 64 * 1024
_BOMS = (  # UTF-32 before UTF-16: FF FE 00 00 starts with FF FE
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
_PREFERRED = "cp1252"
_NOT_TEXT = frozenset(("Cc", "Cn", "Co", "Cs"))
_CONTROL = frozenset(range(0x20)) - {0x09, 0x0A, 0x0C, 0x0D, 0x1B}


def load_text(path: Path) -> list[Document]:
    """One Document holding the whole decoded file."""
    return [Document(page_content=read_text(path), metadata={"section": ""})]


def read_text(path: Path) -> str:
    """Read and decode a text file; SkipFile if empty, too large, binary or undecodable."""
    size = path.stat().st_size
    if size > MAX_TEXT_BYTES:
        raise SkipFile(english("file too large ({size} MB)").format(size=size // (1024 * 1024)))
    text = decode_bytes(path.read_bytes())
    if not text.strip():
        raise SkipFile(english("empty file"))
    return text


def decode_bytes(data: bytes, declared: str | None = None) -> str:
    """Decode bytes to normalised text; `declared` is an encoding named by the file itself."""
    encoding, body = _sniff_unicode(data)
    if encoding is not None:
        text = _decode_or_none(body, encoding)
    else:
        if _looks_binary(data[:_SAMPLE]):
            raise SkipFile(english("binary file"))
        text = _decode_or_none(data, "utf-8")
        if text is None and declared:
            text = _decode_or_none(data, declared)
        if text is None:  # the guess is checked on samples only: replace what does not fit
            text = data.decode(_guess_legacy(data), errors="replace")
    if text is None:
        raise SkipFile(english("undecodable text"))
    return normalize(text)


def looks_like_text(sample: bytes) -> bool:
    """Whether the first bytes of a file look like text in some encoding (empty: no)."""
    if not sample.strip():
        return False
    encoding, _ = _sniff_unicode(sample)
    return encoding is not None or not _looks_binary(sample)


def normalize(text: str) -> str:
    """Unix newlines, no NULs, no lone surrogates (they break UTF-8 storage downstream)."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\x00", "")
    text = text.removeprefix("\ufeff")
    return text.encode("utf-8", "replace").decode("utf-8")


def _sniff_unicode(data: bytes) -> tuple[str | None, bytes]:
    """(encoding, bytes without BOM) for BOM-marked or NUL-patterned UTF-8/16/32 data."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return encoding, data[len(bom) :]
    return _nul_pattern_encoding(data[:_SAMPLE]), data


def _nul_pattern_encoding(sample: bytes) -> str | None:
    """UTF-16/32 without BOM: NUL bytes cluster at fixed positions of each code unit.

    UTF-32 text has two NUL bytes in every unit; UTF-16 has NULs (at least for spaces,
    digits and newlines) only at odd (LE) or even (BE) offsets. The decoded sample must
    then read as text, which random binary does not.
    """
    if len(sample) < 4 or b"\x00" not in sample:
        return None
    units = len(sample) // 4
    zero = [sum(1 for i in range(pos, units * 4, 4) if sample[i] == 0) / units for pos in range(4)]
    candidates = []
    if zero[2] > 0.9 and zero[3] > 0.9 and zero[0] < 0.5:
        candidates.append("utf-32-le")
    if zero[0] > 0.9 and zero[1] > 0.9 and zero[3] < 0.5:
        candidates.append("utf-32-be")
    odd, even = (zero[1] + zero[3]) / 2, (zero[0] + zero[2]) / 2
    if odd > 0.05 and even < odd / 4:
        candidates.append("utf-16-le")
    if even > 0.05 and odd < even / 4:
        candidates.append("utf-16-be")
    return next((enc for enc in candidates if _sample_reads_as_text(sample, enc)), None)


def _sample_reads_as_text(sample: bytes, encoding: str) -> bool:
    """Whether a prefix of a file decodes (a character cut at its end is fine) into text
    with hardly any control, unassigned or private-use characters."""
    try:
        text = codecs.getincrementaldecoder(encoding)().decode(sample, final=False)
    except UnicodeDecodeError:
        return False
    odd = sum(
        1 for char in text if char not in "\t\n\r\f" and unicodedata.category(char) in _NOT_TEXT
    )
    return odd <= len(text) // 50


def _looks_binary(sample: bytes) -> bool:
    """Control bytes (NUL included) in more than 1% of a sample mean this is not text;
    a few stray NULs, as in crashed logs, are tolerated (and dropped by `normalize`)."""
    controls = sum(1 for byte in sample if byte in _CONTROL)
    return controls > max(8, len(sample) // 100)


def _decode_or_none(data: bytes, encoding: str) -> str | None:
    try:
        return data.decode(encoding)
    except (UnicodeDecodeError, LookupError):
        return None


def _guess_legacy(data: bytes) -> str:
    """Legacy 8-bit/CJK encoding via charset-normalizer; SkipFile when nothing fits.

    Among the least chaotic candidates take the most language-coherent one; on a tie prefer
    Windows-1252, the most common legacy encoding (charset-normalizer alone often says cp1250).
    """
    matches = list(charset_normalizer.from_bytes(data))
    if not matches:
        raise SkipFile(english("undecodable text"))
    least = min(match.chaos for match in matches)
    close = [match for match in matches if match.chaos <= least + 0.01]
    best = max(close, key=lambda m: (m.coherence, _PREFERRED in m.could_be_from_charset))
    return _PREFERRED if _PREFERRED in best.could_be_from_charset else best.encoding
