"""`python -m bench`: the side-by-side benchmark (see bench/suite.py)."""

from bench.suite import main

raise SystemExit(main())
