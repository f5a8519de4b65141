"""What a careless action must not do: empty the library (issue 32, items 1 and 2)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from indexer.base.settings import IndexSettings, InvalidSettings
from indexer.cli.main import main
from indexer.pipeline.nodes import HOLD_MIN_FILES
from indexer.retrieval.search import search
from indexer.store.library import Library
from tests.helpers import kinds, run_index, summary_of

PDF = "robustness/pdfminer_samples/contrib/issue-1061-colour-space-stack.pdf"


def _indexed(data: Path) -> int:
    with Library(data) as library:
        return library.manifest.counts(None)["indexed"]


@pytest.mark.parametrize("flags", [["--chunk-size", "100"], ["--chunk-size", "0"],
                                   ["--chunk-size", "500", "--chunk-overlap", "500"],
                                   ["--chunk-overlap", "-1"], ["--max-file-mb", "nan"]])
def test_settings_no_run_can_use_change_nothing(tmp_path, docs, capsys, flags) -> None:
    data = tmp_path / "data"
    assert main(["--data-dir", str(data), "index", str(docs), "--no-vectors", "--quiet"]) == 0
    capsys.readouterr()

    code = main(["--data-dir", str(data), "index", str(docs), "--no-vectors", "--quiet", *flags])

    err = capsys.readouterr().err
    assert code == 2
    assert err.startswith("error: ") and "nothing was changed" in err and "Traceback" not in err
    assert _indexed(data) == 3


def test_settings_are_checked_where_they_are_made() -> None:
    with pytest.raises(InvalidSettings, match="smaller than the chunk size"):
        IndexSettings(chunk_size=100)
    with pytest.raises(InvalidSettings, match="above 0"):
        IndexSettings(embed_batch_size=0)
    with pytest.raises(InvalidSettings, match="nan"):
        IndexSettings(file_time_budget_s=float("nan"))
    assert IndexSettings(chunk_size=60, chunk_overlap=0).chunk_size == 60


def test_a_failed_reparse_keeps_what_was_indexed(tmp_path, settings, embedder, shared_data) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    paper = folder / "paper.pdf"
    shutil.copyfile(shared_data / PDF, paper)
    grown = folder / "notes.txt"
    grown.write_text("The warehouse in Rotterdam takes deliveries on Tuesdays.\n", encoding="utf-8")
    small = IndexSettings(parse_workers=1, file_time_budget_s=30, max_file_bytes=300_000)
    with Library(tmp_path / "data", small) as library:
        run_index(library, embedder, [folder])
        before = search(library, embedder, "misleading confidence intervals", k=3, mode="lexical")
        assert before and before[0].path == str(paper)

        paper.write_bytes(b"%PDF-1.7\n" + b"\x00garbage" * 500)  # saved half-way, say
        grown.write_text("Rotterdam " * 40_000, encoding="utf-8")  # now over the size limit
        summary = summary_of(run_index(library, embedder))

        assert (summary["indexed"], summary["failed"] + summary["skipped"], summary["deleted"]) \
            == (0, 2, 0)
        after = search(library, embedder, "misleading confidence intervals", k=3, mode="lexical")
        assert [h.chunk_id for h in after] == [h.chunk_id for h in before]
        assert search(library, embedder, "deliveries on Tuesdays", k=1, mode="lexical")
        problems = {p.path: p for p in library.manifest.problems()}
        assert "stays searchable" in problems[str(paper)].reason
        assert "too large" in problems[str(grown)].reason
        assert library.manifest.counts(None)["indexed"] == 2

        again = run_index(library, embedder)  # the broken version is not read again
        assert str(paper) not in {e["path"] for e in kinds(again, "file_started")}
        assert summary_of(again)["deleted"] == 0

        shutil.copyfile(shared_data / PDF, paper)  # the user saves it properly
        mended = summary_of(run_index(library, embedder))
        assert mended["indexed"] + mended["reused"] == 1
        assert str(paper) not in {p.path for p in library.manifest.problems()}


def _folder_of(root: Path, n: int) -> Path:
    root.mkdir(parents=True)
    for i in range(n):
        (root / f"note-{i:02}.txt").write_text(f"Note {i}: the shipment code is K{i:04}.\n",
                                               encoding="utf-8")
    return root


def test_an_emptied_folder_keeps_its_files_until_the_user_says_so(
        tmp_path, library, embedder) -> None:
    mount = _folder_of(tmp_path / "nas", 4)
    run_index(library, embedder, [mount])
    aside = tmp_path / "aside"
    mount.rename(aside)
    mount.mkdir()  # the share is down: its mount point is an empty folder

    summary = summary_of(run_index(library, embedder))

    assert summary["deleted"] == 0
    assert [(h["root"], h["known"], h["found"]) for h in summary["held_removals"]] == [
        (str(mount), 4, 0)]
    assert "nothing was removed" in summary["held_removals"][0]["reason"]
    assert search(library, embedder, "shipment code K0002", k=1, mode="lexical")

    summary = summary_of(run_index(library, embedder, allow_removals=True))
    assert summary["deleted"] == 4 and summary["held_removals"] == []
    assert not search(library, embedder, "shipment code K0002", k=1, mode="lexical")


def test_a_folder_losing_most_files_is_held_but_a_few_deletions_are_not(
        tmp_path, library, embedder) -> None:
    folder = _folder_of(tmp_path / "docs", 2 * HOLD_MIN_FILES)
    run_index(library, embedder, [folder])
    for path in sorted(folder.iterdir())[:3]:
        path.unlink()
    assert summary_of(run_index(library, embedder))["deleted"] == 3  # the user tidied up

    for path in sorted(folder.iterdir())[:HOLD_MIN_FILES + 2]:
        path.unlink()
    summary = summary_of(run_index(library, embedder))
    assert summary["deleted"] == 0 and summary["held_removals"][0]["found"] == HOLD_MIN_FILES - 5


def test_the_cli_says_what_it_kept_and_how_to_confirm(tmp_path, capsys) -> None:
    data, mount = tmp_path / "data", _folder_of(tmp_path / "usb", 3)
    assert main(["--data-dir", str(data), "index", str(mount), "--no-vectors", "--quiet"]) == 0
    for path in mount.iterdir():
        path.unlink()
    capsys.readouterr()

    assert main(["--data-dir", str(data), "index", "--no-vectors", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "0 removed" in out and "--allow-removals" in out and "holds 0 of the 3 files" in out
    assert _indexed(data) == 3

    main(["--data-dir", str(data), "index", "--no-vectors", "--quiet", "--allow-removals"])
    assert "3 removed" in capsys.readouterr().out and _indexed(data) == 0
