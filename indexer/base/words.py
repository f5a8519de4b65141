"""The indexer's messages as English templates the window can translate: ``english("…{name}…")``."""

from __future__ import annotations

__all__ = ["english"]


def english(template: str) -> str:
    """``template`` as it is: marks a message a front end may show in another language.

    Write ``english("{name} is encrypted").format(name=…)``: a literal with named fields,
    filled after. ``scripts/translations.py`` collects these literals, and the window
    recognises a message made from one (even one stored in the library) and translates it.
    """
    return template
