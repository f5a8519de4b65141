"""``search -k N`` shows N passages when the library has them, and says so when N is too many."""

from __future__ import annotations

from indexer.cli.main import main
from indexer.cli.search import MAX_K


def test_k_passages_are_shown_and_a_huge_k_is_refused_aloud(tmp_path, capsys) -> None:
    folder, data = tmp_path / "notes", tmp_path / "data"
    folder.mkdir()
    for i in range(150):
        own = " ".join(f"{word}{i}" for word in ("flat", "tenant", "meter", "valve", "pipe", "flue"))
        (folder / f"visit-{i:03}.txt").write_text(
            f"The inspector checked the boiler: {own}.\n", encoding="utf-8")
    assert main(["--data-dir", str(data), "index", str(folder), "--no-vectors", "--quiet"]) == 0
    capsys.readouterr()

    assert main(["--data-dir", str(data), "search", "inspector boiler", "-k", "120",
                 "--mode", "lexical"]) == 0
    shown = [line for line in capsys.readouterr().out.splitlines() if line.startswith("[")]
    assert len(shown) == 120  # not the 50-79 a fixed search depth allowed

    assert main(["--data-dir", str(data), "search", "inspector boiler", "-k", "1000000"]) == 2
    err = capsys.readouterr().err
    assert f"-k must be at most {MAX_K}" in err and "1000000" in err
