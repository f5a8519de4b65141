"""Cancel and pause flags a front end flips while an indexing run is going."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field


def _set_event() -> threading.Event:
    event = threading.Event()
    event.set()
    return event


@dataclass
class RunControl:
    """``cancel`` stops the run within about a second: files being parsed are abandoned (read
    again next run), embedding within a slice of a batch (``vector_fill.STOP_CHECK_SLICE``
    passages). Clearing ``running`` pauses it."""

    cancel: threading.Event = field(default_factory=threading.Event)
    running: threading.Event = field(default_factory=_set_event)
    # another run waits: a long scan stops between its pages and goes on in a later run
    newer_work: threading.Event = field(default_factory=threading.Event)

    def stop_requested(self) -> bool:
        """Block while paused; True when the run should stop."""
        while not self.running.wait(0.2):
            if self.cancel.is_set():
                return True
        return self.cancel.is_set()

    def pause(self) -> None:
        self.running.clear()

    def resume(self) -> None:
        self.running.set()

    def yield_to_newer_work(self) -> None:
        """New or edited files wait: leave the rest of the scanned pages to a later run."""
        self.newer_work.set()

    def request_cancel(self) -> None:
        self.cancel.set()
        self.running.set()
