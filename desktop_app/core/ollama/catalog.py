"""Which chat models to suggest for this computer's memory (no Qt).

Why these: Footnote needs a model that calls tools (to search the documents), so every
suggestion is tagged "tools" in Ollama's library (Qwen 2.5, Llama 3.1/3.2). Ollama's default
downloads are 4-bit quantised: about 0.6 GB of memory per billion parameters, plus the context
Footnote asks for (up to 8192 tokens: 0.3–1.5 GB more), plus what the system, Footnote's own
library and the user's other programs need. So a model should take at most about a third of
the memory: 1.5B–3B models on 8 GB, 3B–7B on 16 GB, 7B–14B above. Bigger models follow the
citation rules better but answer more slowly, especially without a graphics card.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop_app.wording import number, tr

GB = 1024**3


@dataclass(frozen=True)
class Suggestion:
    """A tool-capable model worth downloading on a machine with ``ram_gb`` of memory."""

    name: str
    download_gb: float  # size of Ollama's default (4-bit) download
    why: str


def tiers() -> tuple[tuple[float, tuple[Suggestion, ...]], ...]:
    """(largest total memory in GB a tier is for, its suggestions best first)."""
    return (
        (8.5, (
            Suggestion("qwen2.5:1.5b", 1.0,
                       tr("small and quick; fits next to your other programs")),
            Suggestion("llama3.2:3b", 2.0, tr("better answers, a little slower")),
        )),
        (16.5, (
            Suggestion("qwen2.5:3b", 1.9, tr("Footnote's default: good citations, quick")),
            Suggestion("qwen2.5:7b", 4.7,
                       tr("better answers; slower without a graphics card")),
            Suggestion("llama3.2:3b", 2.0, tr("an alternative of the same size")),
        )),
        (float("inf"), (
            Suggestion("qwen2.5:7b", 4.7, tr("good answers at a good speed")),
            Suggestion("qwen2.5:14b", 9.0,
                       tr("the most careful answers; needs a fast computer")),
            Suggestion("llama3.1:8b", 4.9, tr("an alternative of the 7B size")),
            Suggestion("qwen2.5:3b", 1.9, tr("quick, for slower computers")),
        )),
    )


def total_memory_bytes() -> int | None:
    """This computer's memory (None if it cannot be read)."""
    try:
        import psutil

        return int(psutil.virtual_memory().total)
    except Exception:  # noqa: BLE001 - a suggestion is not worth failing for
        return None


def suggestions(memory_bytes: int | None) -> list[Suggestion]:
    """The models to suggest for ``memory_bytes`` of memory (unknown: the middle tier)."""
    gb = memory_bytes / GB if memory_bytes else 16.0
    known = tiers()
    for limit, models in known:
        if gb <= limit:
            return list(models)
    return list(known[-1][1])  # pragma: no cover - the last limit is infinite


def memory_text(memory_bytes: int | None) -> str:
    if not memory_bytes:
        return tr("unknown", "memory size")
    return tr("{size} GB").format(size=number(memory_bytes / GB))
