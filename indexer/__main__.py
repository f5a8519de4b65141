"""``python -m indexer`` → the command line."""

import sys

if __name__ == "__main__":
    # Only here: parser processes are spawned and re-run this module as __mp_main__, and need
    # none of the command line.
    from indexer.cli.main import main

    sys.exit(main())
