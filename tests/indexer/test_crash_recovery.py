"""Power-loss style interruption: kill -9 mid-run, then the next run finishes a consistent store."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

from indexer.store.library import Library
from tests.helpers import HashEmbedder, kinds, run_index, summary_of
from tests.helpers.checks import assert_consistent

PROJECT = Path(__file__).resolve().parents[2]

RUNNER = textwrap.dedent("""
    import json, sys
    from pathlib import Path
    from indexer.store.library import Library
    from indexer.base.settings import IndexSettings
    from indexer.pipeline.run import index_events
    from tests.helpers import HashEmbedder

    embedder = HashEmbedder()
    embedder.delay_s = 0.05  # a slow embedder, so the kill lands while vectors are being made
    library = Library(Path(sys.argv[1]), IndexSettings(parse_workers=1, embed_batch_size=4))
    for event in index_events(library, embedder, [sys.argv[2]]):
        print(json.dumps(event), flush=True)
""")


def test_kill_during_a_run_then_rerun_leaves_no_orphans(tmp_path, docs):
    for i in range(40):
        (docs / f"report-{i:02}.txt").write_text(f"Quarterly report {i}. " * 120, encoding="utf-8")
    data = tmp_path / "data"
    proc = subprocess.Popen([sys.executable, "-c", RUNNER, str(data), str(docs)],
                            cwd=PROJECT, stdout=subprocess.PIPE, text=True,
                            start_new_session=True)
    seen = []
    assert proc.stdout is not None
    for line in proc.stdout:
        seen.append(json.loads(line))
        if len(kinds(seen, "file_indexed")) >= 20 and kinds(seen, "embed_progress"):
            break
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    assert not kinds(seen, "summary"), "the run finished before it could be interrupted"

    embedder = HashEmbedder()
    with Library(data) as library:
        events = run_index(library, embedder, [docs])
        summary = summary_of(events)
        assert summary["files"] == 43 and summary["failed"] == 0 and summary["vectors_pending"] == 0
        assert summary["unchanged"] >= 20  # files finished before the kill are not redone
        assert_consistent(library, embedder.id)
