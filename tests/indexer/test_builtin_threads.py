"""The built-in model's OpenMP threads wait briefly at barriers, unless the user chose otherwise.

How fast that makes a query embedding (7 ms instead of 20 ms idle; no 1.7 s stalls on a busy
machine) is measured by `python -m bench` (query latency rows), not here.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from indexer.servers.embedders import GOMP_SPIN_COUNT, _limit_openmp_spinning

ROOT = Path(__file__).resolve().parents[2]

EMBED_AND_SHOW = """
import os
from indexer.servers.embedders import BuiltinEmbedder
vector = BuiltinEmbedder().embed_query("probable cause of the accident")
print(len(vector), os.environ.get("GOMP_SPINCOUNT"), os.environ.get("OMP_WAIT_POLICY"))
"""


def test_a_users_own_openmp_setting_is_left_as_it_is():
    for users in ({"OMP_WAIT_POLICY": "PASSIVE"}, {"OMP_WAIT_POLICY": "active"},
                  {"GOMP_SPINCOUNT": "0"}):
        environ = dict(users)
        _limit_openmp_spinning(environ)
        assert environ == users
    environ: dict[str, str] = {}
    _limit_openmp_spinning(environ)
    assert environ == {"GOMP_SPINCOUNT": GOMP_SPIN_COUNT, "KMP_BLOCKTIME": "0"}


def _embed_in_fresh_process(**env: str) -> list[str]:
    clean = {k: v for k, v in os.environ.items()
             if k not in ("OMP_WAIT_POLICY", "GOMP_SPINCOUNT", "KMP_BLOCKTIME")}
    result = subprocess.run([sys.executable, "-c", EMBED_AND_SHOW], cwd=ROOT, text=True,
                            capture_output=True, timeout=120, env={**clean, **env})
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout.split()


def test_the_built_in_model_loads_with_short_spinning_or_the_users_policy():
    # between sleeping at once (0: slow queries) and spinning long (stalls on a busy machine)
    assert 0 < int(GOMP_SPIN_COUNT) < 10_000
    assert _embed_in_fresh_process() == ["384", GOMP_SPIN_COUNT, "None"]
    assert _embed_in_fresh_process(OMP_WAIT_POLICY="PASSIVE") == ["384", "None", "PASSIVE"]
