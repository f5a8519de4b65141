"""``python -m indexer`` → the command line."""

import sys

from indexer.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
