"""``python -m desktop_app``: open Footnote's window, or run a command (``ask``)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and not argv[0].startswith("-"):  # a subcommand (ask; later export): the CLI
        from desktop_app.cli import main as cli_main

        return cli_main(argv)
    from desktop_app.app import main as window_main  # no subcommand: the window

    return window_main(argv)


if __name__ == "__main__":
    sys.exit(main())
