"""The window's Qt-free helpers: settings file, passage location, progress wording, launch."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_app.core import settings as app_settings
from desktop_app.core.documents import locate, pdf_snippets
from desktop_app.core.progress import Progress
from desktop_app.ui.transcript_links import link_citations, parse_cite


def test_settings_round_trip_and_bad_values(tmp_path: Path):
    chosen = app_settings.AppSettings(ollama_url='http://h:1/"x"', chat_model="llama3.1:8b",
                                      chunk_size=800, results_per_search=7)
    path = app_settings.save(chosen, tmp_path)
    text = path.read_text(encoding="utf-8")
    assert "schema_version = 1" in text and "# Ollama chat model" in text
    assert app_settings.load(tmp_path) == chosen
    path.write_text('schema_version = 1\nchunk_size = "big"\nchat_model = "m"\n',
                    encoding="utf-8")
    loaded = app_settings.load(tmp_path)
    assert loaded.chunk_size == app_settings.AppSettings().chunk_size and loaded.chat_model == "m"
    path.write_text("not [ toml", encoding="utf-8")
    assert app_settings.load(tmp_path) == app_settings.AppSettings()


def test_locate_finds_the_passage_nearest_the_hint():
    text = "alpha beta gamma.\n\nThe notice period is ninety days.\n\nThe notice period is ninety days."
    start, end = locate(text, "The notice period\nis ninety days.", hint=40)
    assert text[start:end].split() == "The notice period is ninety days.".split()
    assert start > 30  # the second copy is nearer the hint
    assert locate(text, "not there at all", hint=5) == (5, 21)


def test_pdf_snippets_prefer_body_lines_and_spell_out_ligatures():
    quote = "IEEE TRANSACTIONS ON SOMETHING, VOL. X\nthe noise is di\ufb00erent for each individual record"
    snippets = pdf_snippets(quote)
    assert snippets[0] == "the noise is different for each individual record"
    assert all(len(s) <= 60 for s in snippets)


def test_citation_links():
    assert link_citations("Yes [2]. Also [1, 3]. Not [x] or [4](http://a).", 5) == (
        r"Yes [\[2\]](cite:5/2). Also [\[1\]](cite:5/1)[\[3\]](cite:5/3). "
        "Not [x] or [4](http://a).")
    assert parse_cite("cite:5/3") == (5, 3) and parse_cite("http://x") is None


def test_progress_counts_and_wording():
    p = Progress()
    p.update({"kind": "scan_totals", "files": 3, "bytes": 10, "ignored": 0})
    p.update({"kind": "plan_totals", "to_parse": 2, "to_parse_bytes": 5, "unchanged": 0,
              "reused": 0, "skipped": 1, "deleted": 0, "pending_vectors": 0})
    assert p.bar() == (0, 3, "%v / %m files")
    p.update({"kind": "file_started", "path": "/d/a.txt", "index": 1, "total": 2})
    assert p.current_text() == "a.txt"
    for kind in ("file_indexed", "file_indexed"):
        p.update({"kind": kind, "path": "/d/x", "chunks": 2})
    p.update({"kind": "file_skipped", "path": "/d/y", "reason": "empty file"})
    assert (p.done, p.indexed, p.skipped, p.chunks) == (3, 2, 1, 4)
    p.update({"kind": "summary", "files": 3, "indexed": 2, "reused": 0, "unchanged": 0,
              "skipped": 1, "failed": 0, "deleted": 0, "chunks_added": 4, "chunks_removed": 0,
              "vectors_added": 4, "vectors_pending": 0, "cancelled": False, "seconds": 1.25})
    value, maximum, _ = p.bar()
    assert value == maximum == 3
    assert p.headline() == ("Done: 3 files — 2 indexed, 1 skipped · 4 passages added · "
                            "1\u00a0s")


def test_python_m_desktop_app_routes_commands_and_opens_the_window(monkeypatch):
    import desktop_app.__main__ as entry
    import desktop_app.app
    import desktop_app.cli

    calls = []
    monkeypatch.setattr(desktop_app.cli, "main", lambda argv: calls.append(("cli", argv)) or 0)
    monkeypatch.setattr(desktop_app.app, "main", lambda argv: calls.append(("window", argv)) or 0)
    entry.main(["ask", "what?"])
    entry.main([])
    entry.main(["--data-dir", "/tmp/x"])
    assert calls == [("cli", ["ask", "what?"]), ("window", []),
                     ("window", ["--data-dir", "/tmp/x"])]
    args = desktop_app.app.build_parser().parse_args(["--data-dir", "d", "--config-dir", "c"])
    assert (args.data_dir, args.config_dir) == (Path("d"), Path("c"))
    with pytest.raises(SystemExit):
        desktop_app.app.build_parser().parse_args(["--bogus"])


def test_folder_passage_counts_match_the_library_with_duplicate_files(library, embedder, docs):
    import shutil

    from desktop_app.core.snapshots import library_snapshot
    from tests.helpers import run_index

    shutil.copy(docs / "contract.txt", docs / "contract-copy.txt")
    run_index(library, embedder, [docs])
    snapshot = library_snapshot(library.data_dir)
    [root] = snapshot.roots
    assert root.files == 4 and root.chunks == library.status().chunks


def test_watch_list_leaves_out_excluded_subfolders(tmp_path):
    """A change inside an excluded subfolder must not start a run: it is not watched."""
    from desktop_app.core.jobs import watch_list
    from indexer.ingest.discovery import exclusion_for

    root = tmp_path / "Documents"
    for sub in ("drafts/old", "contracts", "build"):
        (root / sub).mkdir(parents=True)
    rules = (exclusion_for(str(root), "drafts"), exclusion_for(str(root), "build"))
    watched = watch_list([str(root)], exclusions={str(root): rules})
    assert sorted(watched) == sorted([str(root), str(root / "contracts")])
    everything = watch_list([str(root)])
    assert str(root / "drafts" / "old") in everything and str(root / "build") in everything
