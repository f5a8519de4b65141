"""Footnote's assistant (Qt-free): grounded, cited answers from the user's documents.

Front ends use :class:`Assistant` and the event types; everything else is internal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop_app.assistant.config import AssistantSettings

if TYPE_CHECKING:
    from desktop_app.assistant.service import Assistant

__all__ = ["Assistant", "AssistantSettings"]


def __getattr__(name: str) -> Any:
    # Lazy: importing the package must not import LangChain (nothing is built on import).
    if name == "Assistant":
        from desktop_app.assistant.service import Assistant

        return Assistant
    raise AttributeError(name)
