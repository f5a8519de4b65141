"""``python -m desktop_app``: launch Footnote's window."""

from __future__ import annotations

import sys


def main() -> int:
    # The Qt window is issue 5 and is not built yet; say so plainly rather than pretend.
    print(
        "Footnote's desktop window is not built yet.\n"
        "The indexing engine works from the command line:\n"
        "  .venv/bin/python -m indexer index ~/Documents\n"
        "  .venv/bin/python -m indexer search \"your question\"\n"
        "  .venv/bin/python -m indexer status",
        file=sys.stderr,
    )
    return 1


if __name__ == "__main__":
    sys.exit(main())
