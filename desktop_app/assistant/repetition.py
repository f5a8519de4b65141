"""Tells when a streamed answer has started repeating itself (small models loop for minutes)."""

from __future__ import annotations

import re

MIN_SENTENCE = 15  # shorter sentences ("Yes.", "See [1].") may honestly recur
SENTENCE_REPEATS = 4  # one sentence this many times is a loop, not emphasis
TAIL = 60  # a loop without full stops: the answer's last this-many characters…
TAIL_REPEATS = 3  # …found this many times in its recent text
RECENT = 3000
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]+")


def loop_start(text: str) -> int | None:
    """Where the repetition ``text`` ends in begins (the end of its first occurrence), or None
    when it does not repeat itself: one sentence said ``SENTENCE_REPEATS`` times, or the same
    ``TAIL`` characters ``TAIL_REPEATS`` times within the last ``RECENT``."""
    seen: dict[str, tuple[int, int]] = {}  # sentence → (end of its first occurrence, count)
    for match in _SENTENCE.finditer(text):
        sentence = " ".join(match.group().split()).lower()
        if len(sentence) < MIN_SENTENCE:
            continue
        end, count = seen.get(sentence, (match.end(), 0))
        seen[sentence] = (end, count + 1)
        if count + 1 >= SENTENCE_REPEATS:
            return end
    flat = text.rstrip()
    if len(flat) >= TAIL * TAIL_REPEATS:
        tail = flat[-TAIL:]
        recent_start = max(0, len(flat) - RECENT)
        if flat.count(tail, recent_start) >= TAIL_REPEATS:
            return flat.find(tail, recent_start) + TAIL
    return None
